#!/usr/bin/env python3
"""Checks mts-compare's CSV against counts taken another way, from what llc
prints for the same input and allocator:

  spills, reloads,   the asm printer's "N-byte Spill/Reload" and "Folded
  folded_*,          Spill/Reload" comments, and their sum
  spills_reloads
  copies             COPYs and register moves (MOV*rr) between different
                     registers in the MIR printed after VirtRegRewriter
  instructions       instructions llvm-mc parses back from the assembly
  frame_bytes        the .stack_sizes section (-stack-size-section)
  w_* (greedy only)  greedy's own SpillReloadCopies remark

    check-columns.py REPORT.csv INPUT LLC_INPUT [LLC FLAGS...]

LLC_INPUT is the .ll or .mir file mts-compare made of INPUT, and the flags
are those given to it with --llc-flags.
"""

import csv
import os
import re
import subprocess
import sys

LLVM_BIN = os.environ["LLVM_BIN"]
PLUGIN = os.environ["MTS_LIB"]
EXTRA_FLAGS = sys.argv[4:]


def llc(allocator, source, *flags):
    argv = [os.path.join(LLVM_BIN, "llc"), "-O2", "-relocation-model=pic",
            "-load", PLUGIN, "-regalloc=" + allocator]
    if source.endswith(".mir"):
        argv.append("-start-after=machine-scheduler")
    return subprocess.run(argv + EXTRA_FLAGS + list(flags) + [source, "-o", "-"],
                          check=True, capture_output=True, text=True).stdout


def stack_size(directive):
    """A .stack_sizes entry: `.byte N`, or a ULEB128 spelled `.ascii "\\210\\002"`."""
    if directive.startswith(".byte"):
        return int(directive.split()[1])
    data = directive.split(None, 1)[1].strip('"').encode().decode(
        "unicode_escape").encode("latin-1")
    value = 0
    for shift, byte in enumerate(data):
        value |= (byte & 0x7F) << (7 * shift)
    return value


def expected(allocator, source):
    asm = llc(allocator, source, "-stack-size-section")
    count = lambda pattern: len(re.findall(pattern, asm, re.M))
    mc = subprocess.run([os.path.join(LLVM_BIN, "llvm-mc"), "-show-inst"],
                        input=asm, check=True, capture_output=True,
                        text=True).stdout
    sizes = re.findall(r"\.section\s+\.stack_sizes.*\n\s+\.quad\s+\S+\n"
                       r"\s+(\.byte\s+\d+|\.ascii\s+\".*\")", asm)
    mir = llc(allocator, source, "-stop-after=virtregrewriter")
    copies = [m for m in re.findall(
        r"^\s+(?:undef )?(?:renamable )?\$(\w+) = (?:COPY|MOV\w*rr) (?:killed )?"
        r"(?:renamable )?\$(\w+)",
        mir, re.M) if m[0] != m[1]]
    memory = {
        "spills": count(r"# \d+-byte Spill$"),
        "reloads": count(r"# \d+-byte Reload$"),
        "folded_spills": count(r"Folded Spill$"),
        "folded_reloads": count(r"Folded Reload$"),
    }
    return dict(memory, spills_reloads=sum(memory.values()), **{
        "copies": len(copies),
        "instructions": mc.count("<MCInst #"),
        "frame_bytes": sum(stack_size(s) for s in sizes),
    })


def greedy_weights(source):
    """Greedy's SpillReloadCopies remark, summed over functions."""
    yaml = os.path.join(os.environ.get("TMPDIR", "/tmp"),
                        "check-columns-%d.yaml" % os.getpid())
    llc("greedy", source, "-pass-remarks-output=" + yaml,
        "-pass-remarks-filter=regalloc")
    with open(yaml) as f:
        text = f.read()
    os.remove(yaml)
    totals = {}
    for doc in text.split("\n--- "):
        if "Name:            SpillReloadCopies" not in doc:
            continue
        for key, value in re.findall(r"^  - (Total\w+Cost):\s+'([^']*)'", doc,
                                     re.M):
            totals[key] = totals.get(key, 0.0) + float(value)
    weights = {"w_spills": totals.get("TotalSpillsCost", 0.0),
               "w_reloads": totals.get("TotalReloadsCost", 0.0),
               "w_folded_spills": totals.get("TotalFoldedSpillsCost", 0.0),
               "w_folded_reloads": totals.get("TotalFoldedReloadsCost", 0.0)}
    return dict(weights, w_spills_reloads=sum(weights.values()))


def main(report, input_name, source):
    with open(report) as f:
        rows = [r for r in csv.DictReader(f) if r["input"] == input_name]
    if not rows:
        sys.exit("no rows for %s in %s" % (input_name, report))
    failures = 0
    for row in rows:
        allocator = row["allocator"]
        want = expected(allocator, source)
        if allocator == "greedy":
            want.update(greedy_weights(source))
        for column, value in want.items():
            got = float(row[column])
            if abs(got - value) > 0.006 + 1e-4 * abs(value):
                print("MISMATCH %s %s: report %s, independent count %s" %
                      (allocator, column, row[column], value))
                failures += 1
        print("%s: %s" % (allocator, " ".join(
            "%s=%s" % (c, row[c]) for c in ("spills", "reloads", "folded_spills",
                                             "folded_reloads", "copies",
                                             "frame_bytes", "instructions"))))
    print("checked %d allocators, %d mismatches" % (len(rows), failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
