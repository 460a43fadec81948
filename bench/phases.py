#!/usr/bin/env python3
"""Where mts's allocation time goes: the instructions each phase of the pass
executes, counted by callgrind, summed over the inputs.

  bench/phases.py [--plugin LIB] [--cflags=FLAGS] [--llc-flags=FLAGS]
                  [-j JOBS] INPUT.c|INPUT.ll|DIR ...

Each input is compiled with `llc -O2 -relocation-model=pic -regalloc=mts`
under valgrind's callgrind (a .c file first through `clang -O2 -S
-emit-llvm`, with --cflags), and the inclusive cost of the pass's phases is
read from callgrind_annotate. Instruction counts, unlike wall time, do not
depend on what else the machine runs, so two builds compare exactly:

  walk                 the forward walk over the instructions (allocateBlock
                       but for analyzeBlock); of it, the compound
                       transformers (allocateInstruction)
  analyzeBlock         each block's backward scan before the walk reaches it
  entry models         setEntryModel: joins and the loop rules, with the loop
                       facts and pressure scans they read
  distances            next-use distances across blocks (GlobalNextUse), in
                       a scan that also finds the recomputable values
  live-in sets         analyzeValues: each value's live-in blocks
  edge shuffles        shuffleEdges and setBlockLiveIns
  rest                 the pass's other work

The plugin is copied without its debug information first: valgrind 3.19
cannot read the DWARF 5 that clang-22 writes, and needs only the symbols.
"""

import argparse
import collections
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
LLVM_BIN = "/usr/lib/llvm-22/bin"

# (phase, functions whose inclusive costs add up to it, functions whose
# inclusive costs are taken away); names as callgrind prints them, without
# the parameter list.
PASS = "(anonymous namespace)::RegAllocMTS::runOnMachineFunction"
PHASES = [
    ("walk", ["mts::MTSAllocator::allocateBlock"],
     ["mts::MTSAllocator::analyzeBlock"]),
    ("  compound transformers", ["mts::MTSAllocator::allocateInstruction"], []),
    ("analyzeBlock", ["mts::MTSAllocator::analyzeBlock"], []),
    ("entry models", ["mts::MTSAllocator::setEntryModel"], []),
    ("distances", ["mts::MTSAllocator::computeDistancesAcrossBlocks"], []),
    ("live-in sets", ["mts::MTSAllocator::analyzeValues"], []),
    ("edge shuffles", ["mts::MTSAllocator::shuffleEdges",
                       "mts::MTSAllocator::setBlockLiveIns"], []),
]


def inputs_of(paths):
    files = []
    for path in paths:
        if os.path.isdir(path):
            files += sorted(os.path.join(path, f) for f in os.listdir(path)
                            if f.endswith((".c", ".ll")))
        else:
            files.append(path)
    return files


def inclusive_costs(annotated, library):
    """Inclusive instructions per function of `library`, from
    callgrind_annotate --inclusive=yes, by name without the parameters (a
    recursive call's own entry, "name(...)'2", is left out)."""
    costs = collections.Counter()
    for line in annotated.splitlines():
        m = re.match(
            r"\s*([\d,]+)\s+\(.*?\)\s+\S*?:(.*\))(?: const)?\s+\[(.*)\]\s*$",
            line)
        if not m or m.group(3) != library:
            continue
        signature = m.group(2)
        # The parameter list is the last balanced (...) of the signature.
        depth = 0
        for i in range(len(signature) - 1, -1, -1):
            depth += {")": 1, "(": -1}.get(signature[i], 0)
            if depth == 0:
                costs[signature[:i]] += int(m.group(1).replace(",", ""))
                break
    return costs


def run(argv, path):
    """Run one step of profiling `path`; exit with its error if it fails."""
    r = subprocess.run(argv, capture_output=True, text=True)
    if r.returncode != 0:
        lines = r.stderr.strip().splitlines()
        error = next((l for l in lines if "error" in l),
                     lines[-1] if lines else "exit status %d" % r.returncode)
        sys.exit("phases.py: %s: %s failed: %s" %
                 (path, os.path.basename(argv[0]), error))
    return r.stdout


def profile(index, path, args, library, work):
    # Numbered: two inputs may have the same name in different directories.
    name = "%d-%s" % (index, os.path.basename(path))
    source = path
    if path.endswith(".c"):
        source = os.path.join(work, name + ".ll")
        run([os.path.join(LLVM_BIN, "clang"), "-O2", "-S", "-emit-llvm", "-w"] +
            args.cflags.split() + [path, "-o", source], path)
    out = os.path.join(work, name + ".callgrind")
    asm = os.path.join(work, name + ".s")
    run(["valgrind", "-q", "--tool=callgrind", "--callgrind-out-file=" + out,
         os.path.join(LLVM_BIN, "llc"), "-O2", "-relocation-model=pic",
         "-load", library, "-regalloc=mts", source, "-o", asm] +
        args.llc_flags.split(), path)
    annotated = run(["callgrind_annotate", "--inclusive=yes",
                     "--threshold=100", out], path)
    with open(asm) as f:
        instructions = sum(1 for line in f if re.match(r"^\s+[A-Za-z]", line))
    return inclusive_costs(annotated, library), instructions


def main():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("inputs", nargs="+")
    parser.add_argument("--plugin", default=os.path.join(
        HERE, "..", "build", "lib", "libMTS.so"))
    parser.add_argument("--cflags", default="-I/usr/include/csmith")
    parser.add_argument("--llc-flags", default="")
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count())
    args = parser.parse_args()
    for tool in ("valgrind", "callgrind_annotate", "objcopy"):
        if not shutil.which(tool):
            sys.exit("phases.py: %s not found" % tool)
    cache = os.path.join(os.path.dirname(os.path.dirname(
        os.path.abspath(args.plugin))), "CMakeCache.txt")
    if os.path.exists(cache) and \
            "MTS_ENABLE_ASSERTIONS:BOOL=ON" in open(cache).read():
        print("phases.py: warning: %s is built with assertions, which add "
              "instructions of their own" % args.plugin, file=sys.stderr)
    files = inputs_of(args.inputs)
    with tempfile.TemporaryDirectory() as work:
        library = os.path.join(work, "libMTS.so")
        subprocess.run(["objcopy", "--strip-debug", args.plugin, library],
                       check=True)
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            results = list(pool.map(
                lambda i_f: profile(*i_f, args, library, work),
                enumerate(files)))
    costs = sum((c for c, _ in results), collections.Counter())
    instructions = sum(n for _, n in results)
    total = costs[PASS]
    if not total:
        sys.exit("phases.py: no cost of the mts pass found")
    print("%d inputs, %d assembly instructions, %.1f million instructions "
          "in the pass (%d per assembly instruction)\n" %
          (len(files), instructions, total / 1e6, total / instructions))
    print("| phase | million instructions | share |")
    print("|---|---:|---:|")
    counted = 0
    for phase, added, taken in PHASES:
        cost = sum(costs[f] for f in added) - sum(costs[f] for f in taken)
        if not phase.startswith(" "):
            counted += cost
        print("| %s | %.1f | %.0f%% |" % (phase, cost / 1e6,
                                          100.0 * cost / total))
    print("| rest | %.1f | %.0f%% |" % ((total - counted) / 1e6,
                                        100.0 * (total - counted) / total))


if __name__ == "__main__":
    main()
