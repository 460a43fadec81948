#!/usr/bin/env python3
"""mts-compare: LLVM's register allocators side by side on the same inputs.

    mts-compare [--allocators mts,greedy,basic,fast,pbqp] [--run]
                [--format md|csv|json] [--plot out.svg] inputs...

An entry LABEL=PATH in --allocators is mts from another build of libMTS
(PATH), reported as LABEL: `--allocators greedy,mts,before=old/libMTS.so`
times a change against the build before it and greedy in the same run.

Inputs are .c and C++ files (.cpp, .cc, .cxx, .C: clang or clang++ -O2 -S
-emit-llvm first), .ll files, .mir files
in the shape the allocator sees (as uil2mir or `llc -stop-before=greedy`
writes them), .uil programs (through uil2mir), and directories of them.

Every input is compiled by llc -O2 once per allocator. What each column
means and where it comes from:

  spills, reloads          stores to and loads from spill slots, and
  folded_spills,           the same folded into other instructions, and
  folded_reloads, copies   register copies, left after allocation and
                           rewriting (libMTS's -mts-cost-report remark,
                           which classifies them as greedy's own remark does)
  spills_reloads           the four memory columns added up
  w_*                      the same, each weighted by its block's frequency
                           relative to the function entry
  frame_bytes              stack frame size (prologepilog's StackSize remark)
  instructions             instructions in the assembly
  ra_ms                    the allocator pass's own wall time, from llc's
                           -time-trace (median of --repeat runs); not from
                           -time-passes, which also turns on greedy's own
                           region timers and so slows greedy down
  ra_rewrite_ms            the same with the Virtual Register Rewriter that
                           follows the allocator at -O2: greedy, basic and
                           pbqp leave writing their assignment into the code
                           to it, where mts has done that in its own pass

With --run each build is linked, run under valgrind's cachegrind, and
reports instructions executed (exec_instrs) and data reads and writes; the
output and exit status of every allocator's build must be the same, or the
input is reported as a mismatch and the exit status is 1.

Totals and geometric-mean ratios against greedy follow the table. Ratios
of counts and costs are taken as (x + 1) / (greedy + 1), so a zero stays
defined; time and run counts as x / greedy. An input that cannot be read or
compiled is reported on stderr and left out of totals; the rest still runs,
and the exit status is 1.
"""

import argparse
import csv
import io
import json
import math
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

ALLOCATORS = ["mts", "greedy", "basic", "fast", "pbqp"]
# The name each allocator's pass has in -time-passes and -time-trace.
PASS_NAMES = {
    "mts": "MTS Register Allocator",
    "greedy": "Greedy Register Allocator",
    "basic": "Basic Register Allocator",
    "fast": "Fast Register Allocator",
    "pbqp": "PBQP Register Allocator",
}
# The pass that rewrites virtual registers after an optimizing allocator.
REWRITER_NAME = "Virtual Register Rewriter"
CXX_SUFFIXES = (".cpp", ".cc", ".cxx", ".C")
INPUT_SUFFIXES = (".c", ".ll", ".mir", ".uil") + CXX_SUFFIXES

COST_KINDS = ["Spills", "Reloads", "FoldedSpills", "FoldedReloads", "Copies"]


def snake(name):
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()


# All memory traffic the allocator added: spills and reloads, folded or not.
MEMORY_KINDS = [snake(k) for k in COST_KINDS if k != "Copies"]
STATIC_COLUMNS = ([snake(k) for k in COST_KINDS] + ["spills_reloads"] +
                  ["w_" + snake(k) for k in COST_KINDS] + ["w_spills_reloads"] +
                  ["frame_bytes", "instructions", "ra_ms", "ra_rewrite_ms"])
RUN_COLUMNS = ["exec_instrs", "data_reads", "data_writes"]
# Columns whose geometric-mean ratio is taken without the +1 shift.
UNSHIFTED = {"ra_ms", "ra_rewrite_ms"} | set(RUN_COLUMNS)


class InputError(Exception):
    """An input, or one allocator's build of it, that could not be done."""


def note(msg):
    print("mts-compare: " + msg, file=sys.stderr)


# ===------------------------------------------------------------------=== #
# Inputs
# ===------------------------------------------------------------------=== #

def expand_inputs(paths):
    """Files in the order given; directories contribute their inputs,
    recursively and sorted. Paths that do not exist are kept, to be reported
    as errors in their turn."""
    inputs = []
    for path in paths:
        if not os.path.isdir(path):
            inputs.append(path)
            continue
        found = []
        for dirpath, dirnames, filenames in os.walk(path):
            dirnames.sort()
            found += [os.path.join(dirpath, f) for f in filenames
                      if f.endswith(INPUT_SUFFIXES)]
        inputs += sorted(found)
    return inputs


def run_tool(argv, what, timeout=None, **kwargs):
    try:
        return subprocess.run(argv, capture_output=True, text=True,
                              errors="replace",
                              timeout=timeout, **kwargs)
    except FileNotFoundError:
        raise InputError("cannot run %s: %s not found" % (what, argv[0]))
    except subprocess.TimeoutExpired:
        raise InputError("%s timed out after %d s" % (what, timeout))


def first_error_line(stderr):
    """The first error a tool printed, without its "path/llc: error: "
    prefixes."""
    lines = [l for l in stderr.splitlines() if l.strip()]
    errors = [l for l in lines if "error" in l.lower()]
    line = (errors or lines or ["(no message)"])[0].strip()
    return re.sub(r"^(\S*/?[\w.-]+: (error: )?)+(?=\S*:\d+:)", "", line)


def compiler_for(path):
    """clang++ for a C++ source (it also links libstdc++), else clang."""
    return "clang++" if path.endswith(CXX_SUFFIXES) else "clang"


def prepare(cfg, path, work):
    """Returns the file llc reads for this input: .ll or .mir."""
    try:
        with open(path, "rb"):
            pass
    except OSError as e:
        raise InputError("cannot read '%s': %s" % (path, e.strerror))
    if not path.endswith(INPUT_SUFFIXES):
        raise InputError("'%s' is not a C, C++, .ll, .mir or .uil file" % path)
    if path.endswith((".ll", ".mir")):
        return path
    if path.endswith((".c",) + CXX_SUFFIXES):
        out = os.path.join(work, "input.ll")
        what = compiler_for(path)
        argv = ([os.path.join(cfg.llvm_bin, what), "-O2", "-S",
                 "-emit-llvm", "-w"] + cfg.cflags + [path, "-o", out])
    else:
        out = os.path.join(work, "input.mir")
        argv = [cfg.uil2mir, path, "-o", out]
        what = "uil2mir"
    r = run_tool(argv, what)
    if r.returncode != 0:
        raise InputError("cannot compile '%s': %s" %
                         (path, first_error_line(r.stderr)))
    return out


# ===------------------------------------------------------------------=== #
# Static measures: one llc run per allocator, plus timing runs
# ===------------------------------------------------------------------=== #

def parse_remarks(text):
    """The YAML remarks llc writes, as (pass, name, {arg: value}) tuples.
    Only the flat shape LLVM emits is understood, which is all we need."""
    remarks = []
    for doc in text.split("\n--- "):
        pass_ = re.search(r"^Pass:\s+(\S+)", doc, re.M)
        name = re.search(r"^Name:\s+(\S+)", doc, re.M)
        if not pass_ or not name:
            continue
        args = dict(re.findall(r"^  - (\w+):\s+'?([^'\n]*)'?$", doc, re.M))
        remarks.append((pass_.group(1), name.group(1), args))
    return remarks


def count_instructions(asm):
    """Instruction lines of AT&T or Intel assembly as llc prints it: indented,
    and neither a directive nor a comment."""
    return sum(1 for line in asm.splitlines()
               if re.match(r"^\s+[A-Za-z]", line))


def regalloc_of(cfg, allocator):
    """The -regalloc= name of an --allocators entry: another build's label
    stands for mts."""
    return "mts" if allocator in cfg.builds else allocator


def llc_run_name(cfg, allocator):
    """How errors name an allocator's llc run."""
    name = "llc -regalloc=" + regalloc_of(cfg, allocator)
    if allocator in cfg.builds:
        name += " -load " + cfg.builds[allocator]
    return name


def pass_time_ms(events, name):
    """A pass's wall time in -time-trace events: its RunPass events, one
    per function, added up. (No event: no function to allocate.)"""
    return sum(e["dur"] for e in events
               if e.get("name") == "RunPass" and
               e.get("args", {}).get("detail") == name) / 1000.0


def allocator_times_ms(trace_path, allocator):
    """The allocator pass's wall time in a -time-trace file, alone and with
    the rewriter's after it. The allocator is named as -regalloc= names
    it."""
    with open(trace_path) as f:
        events = json.load(f)["traceEvents"]
    alone = pass_time_ms(events, PASS_NAMES[allocator])
    return alone, alone + pass_time_ms(events, REWRITER_NAME)


def llc_argv(cfg, allocator, source):
    argv = [os.path.join(cfg.llvm_bin, "llc"), "-O2", "-relocation-model=pic",
            "-load", cfg.builds.get(allocator, cfg.plugin),
            "-regalloc=" + regalloc_of(cfg, allocator)]
    if source.endswith(".mir"):
        # Pre-allocation MIR: skip the machine passes that would rewrite it,
        # and start right where every allocator's pipeline begins.
        argv.append("-start-after=machine-scheduler")
    return argv + cfg.llc_flags + [source]


def measure_static(cfg, allocator, source, work):
    asm = os.path.join(work, allocator + ".s")
    remarks = os.path.join(work, allocator + ".remarks.yaml")
    argv = llc_argv(cfg, allocator, source) + [
        "-o", asm, "-mts-cost-report",
        "-pass-remarks-output=" + remarks,
        "-pass-remarks-filter=^(mts-cost|prologepilog)$"]
    r = run_tool(argv, llc_run_name(cfg, allocator), timeout=cfg.timeout)
    if r.returncode != 0:
        raise InputError("%s failed: %s" %
                         (llc_run_name(cfg, allocator),
                          first_error_line(r.stderr)))
    # Timed apart from the run above, whose remarks the passes write as
    # they go. Every event is kept (granularity 0): the default drops
    # those under half a millisecond.
    trace = os.path.join(work, allocator + ".trace.json")
    times = []
    for _ in range(cfg.repeat):
        t = run_tool(llc_argv(cfg, allocator, source) +
                     ["-o", os.devnull, "-time-trace",
                      "-time-trace-granularity=0", "-time-trace-file=" + trace],
                     llc_run_name(cfg, allocator), timeout=cfg.timeout)
        if t.returncode != 0:
            raise InputError("%s failed when timed: %s" %
                             (llc_run_name(cfg, allocator),
                              first_error_line(t.stderr)))
        times.append(allocator_times_ms(trace, regalloc_of(cfg, allocator)))

    row = {c: 0 for c in STATIC_COLUMNS}
    with open(remarks) as f:
        for pass_, name, args in parse_remarks(f.read()):
            if (pass_, name) == ("mts-cost", "AllocationCost"):
                for kind in COST_KINDS:
                    row[snake(kind)] += int(args["Num" + kind])
                    row["w_" + snake(kind)] += float(args["Total%sCost" % kind])
            elif (pass_, name) == ("prologepilog", "StackSize"):
                row["frame_bytes"] += int(args["NumStackBytes"])
    row["spills_reloads"] = sum(row[k] for k in MEMORY_KINDS)
    row["w_spills_reloads"] = sum(row["w_" + k] for k in MEMORY_KINDS)
    with open(asm) as f:
        row["instructions"] = count_instructions(f.read())
    row["ra_ms"] = statistics.median(t[0] for t in times)
    row["ra_rewrite_ms"] = statistics.median(t[1] for t in times)
    return row, asm


# ===------------------------------------------------------------------=== #
# Dynamic measures: link, run under cachegrind, compare outputs
# ===------------------------------------------------------------------=== #

def uil_runtime_object(cfg, work_root):
    obj = os.path.join(work_root, "uil_runtime.o")
    if not os.path.exists(obj):
        r = run_tool([os.path.join(cfg.llvm_bin, "clang"), "-O2", "-c",
                      cfg.uil_runtime, "-o", obj], "clang")
        if r.returncode != 0:
            raise InputError("cannot compile the UIL runtime: " +
                             first_error_line(r.stderr))
    return obj


def measure_run(cfg, allocator, input_path, asm, work, work_root):
    exe = os.path.join(work, allocator + ".exe")
    extra = ([uil_runtime_object(cfg, work_root)]
             if input_path.endswith(".uil") else [])
    # The flags a C or C++ input was compiled with choose its target (-m32,
    # --target=...): the link must agree.
    if input_path.endswith((".c",) + CXX_SUFFIXES):
        extra += cfg.cflags
    r = run_tool([os.path.join(cfg.llvm_bin, compiler_for(input_path)), asm] +
                 extra + ["-o", exe, "-lm"], "the linker")
    if r.returncode != 0:
        raise InputError("cannot link the %s build: %s" %
                         (allocator, first_error_line(r.stderr)))
    log = os.path.join(work, allocator + ".cachegrind.log")
    r = run_tool(["valgrind", "--tool=cachegrind", "--cache-sim=yes",
                  "--cachegrind-out-file=" + os.devnull, "--log-file=" + log,
                  exe], "valgrind", timeout=cfg.run_timeout,
                 stdin=subprocess.DEVNULL)
    with open(log) as f:
        summary = f.read()
    irefs = re.search(r"I\s+refs:\s+([\d,]+)", summary)
    drefs = re.search(r"D\s+refs:\s+[\d,]+\s+\(\s*([\d,]+) rd\s+\+\s+([\d,]+) wr",
                      summary)
    if not irefs or not drefs:
        raise InputError("no cachegrind summary for the %s build" % allocator)
    num = lambda s: int(s.replace(",", ""))
    row = {"exec_instrs": num(irefs.group(1)),
           "data_reads": num(drefs.group(1)),
           "data_writes": num(drefs.group(2))}
    return row, (r.returncode, r.stdout)


def describe_output(result):
    status, stdout = result
    lines = stdout.splitlines()
    first = lines[0] if lines else "(empty)"
    if len(first) > 40:
        first = first[:40] + "..."
    return "exit %d, %d lines, first: %s" % (status, len(lines), first)


# ===------------------------------------------------------------------=== #
# Aggregation
# ===------------------------------------------------------------------=== #

def complete_inputs(report):
    """Inputs every allocator measured: only they enter totals and ratios,
    so every allocator is summed over the same programs."""
    return [e for e in report["inputs"]
            if not e["error"] and all(r.get("error") is None
                                      for r in e["results"].values())]


def totals(report):
    inputs = complete_inputs(report)
    return {a: {c: sum(e["results"][a][c] for e in inputs)
                for c in report["columns"]}
            for a in report["allocators"]}


def geomean_ratios(report, baseline="greedy"):
    if baseline not in report["allocators"]:
        return {}
    inputs = complete_inputs(report)
    ratios = {}
    for a in report["allocators"]:
        ratios[a] = {}
        for c in report["columns"]:
            shift = 0.0 if c in UNSHIFTED else 1.0
            logs = []
            for e in inputs:
                x, g = e["results"][a][c] + shift, e["results"][baseline][c] + shift
                if x > 0 and g > 0:
                    logs.append(math.log(x / g))
            ratios[a][c] = math.exp(sum(logs) / len(logs)) if logs else None
    return ratios


# ===------------------------------------------------------------------=== #
# Output formats
# ===------------------------------------------------------------------=== #

def fmt(value):
    if value is None:
        return "-"
    if isinstance(value, float):
        return "%.2f" % value
    return str(value)


def table_rows(report):
    """(input, allocator, values or None, status) for every measured cell."""
    for e in report["inputs"]:
        if e["error"]:
            yield e["input"], "", None, "error: " + e["error"]
            continue
        for a in report["allocators"]:
            r = e["results"][a]
            status = "error: " + r["error"] if r.get("error") else ""
            if not status and e.get("output_match") is False:
                status = "OUTPUT MISMATCH"
            yield e["input"], a, (None if r.get("error") else r), status


def render_markdown(report):
    cols = report["columns"]
    out = io.StringIO()
    out.write("| input | allocator | " + " | ".join(cols) + " | status |\n")
    out.write("|---|---|" + "---:|" * len(cols) + "---|\n")
    for name, a, r, status in table_rows(report):
        vals = [fmt(r[c]) if r else "" for c in cols]
        out.write("| %s | %s | %s | %s |\n" %
                  (name, a, " | ".join(vals), status))

    def per_allocator(heading, values):
        out.write("\n%s\n\n" % heading)
        out.write("| allocator | " + " | ".join(cols) + " |\n")
        out.write("|---|" + "---:|" * len(cols) + "\n")
        for a in report["allocators"]:
            out.write("| %s | %s |\n" %
                      (a, " | ".join(fmt(values[a][c]) for c in cols)))

    per_allocator("**Totals** over the %d inputs every allocator compiled"
                  % len(complete_inputs(report)), report["totals"])
    if report["geomean_vs_greedy"]:
        per_allocator("**Geometric mean of the ratio to greedy** (counts and "
                      "costs as (x+1)/(greedy+1))",
                      report["geomean_vs_greedy"])
    return out.getvalue()


def render_csv(report):
    cols = report["columns"]
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["input", "allocator"] + cols + ["status"])
    for name, a, r, status in table_rows(report):
        w.writerow([name, a] + [fmt(r[c]) if r else "" for c in cols] +
                   [status])
    for a in report["allocators"]:
        w.writerow(["TOTAL", a] + [fmt(report["totals"][a][c]) for c in cols] +
                   [""])
    for a, ratio in report["geomean_vs_greedy"].items():
        w.writerow(["GEOMEAN_VS_GREEDY", a] + [fmt(ratio[c]) for c in cols] +
                   [""])
    return out.getvalue()


def render_json(report):
    return json.dumps(report, indent=2) + "\n"


def render_svg(report):
    """Grouped bars, one group per column, one bar per allocator: the
    geometric-mean ratio to greedy on a log scale, with greedy's 1.0 drawn
    across."""
    ratios = report["geomean_vs_greedy"]
    allocs = report["allocators"]
    cols = report["columns"]
    colors = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd"]
    values = [v for a in allocs for v in ratios[a].values() if v]
    lo = 2.0 ** math.floor(math.log2(min(values + [0.5])))
    hi = 2.0 ** math.ceil(math.log2(max(values + [2.0])))
    left, top, plot_h, bar_w, gap = 60, 40, 300, 12, 16
    group_w = bar_w * len(allocs) + gap
    width, height = left + group_w * len(cols) + 20, top + plot_h + 130
    y = lambda v: top + plot_h * (math.log2(hi) - math.log2(v)) / (
        math.log2(hi) - math.log2(lo))
    svg = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
           'font-family="sans-serif" font-size="11">' % (width, height),
           '<rect width="100%" height="100%" fill="white"/>',
           '<text x="%d" y="20" font-size="14">Geometric mean ratio to greedy '
           '(log scale, lower is better)</text>' % left]
    tick = lo
    while tick <= hi:
        svg.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="%s"/>' %
                   (left, width - 20, y(tick), y(tick),
                    "black" if tick == 1 else "#ddd"))
        svg.append('<text x="%d" y="%.1f" text-anchor="end">%s</text>' %
                   (left - 4, y(tick) + 4,
                    "%g" % tick if tick >= 1 else "1/%d" % round(1 / tick)))
        tick *= 2
    for i, c in enumerate(cols):
        x0 = left + i * group_w + gap / 2
        for j, a in enumerate(allocs):
            v = ratios[a][c]
            if not v:
                continue
            y1, y2 = sorted((y(v), y(1.0)))
            svg.append('<rect x="%.1f" y="%.1f" width="%d" height="%.1f" '
                       'fill="%s"><title>%s %s: %.3f</title></rect>' %
                       (x0 + j * bar_w, y1, bar_w - 1, max(y2 - y1, 1),
                        colors[j % len(colors)], a, c, v))
        svg.append('<text transform="translate(%.1f,%d) rotate(-60)" '
                   'text-anchor="end">%s</text>' %
                   (x0 + group_w / 2, top + plot_h + 12, c))
    for j, a in enumerate(allocs):
        svg.append('<rect x="%d" y="%d" width="10" height="10" fill="%s"/>'
                   '<text x="%d" y="%d">%s</text>' %
                   (left + 80 * j, height - 16, colors[j % len(colors)],
                    left + 80 * j + 14, height - 7, a))
    svg.append("</svg>")
    return "\n".join(svg) + "\n"


RENDERERS = {"md": render_markdown, "csv": render_csv, "json": render_json}


# ===------------------------------------------------------------------=== #
# Driver
# ===------------------------------------------------------------------=== #

class Progress:
    """Inputs done / total and the current input on stderr: one line
    rewritten in place on a terminal (naming the allocator at work too), a
    line per input otherwise."""

    def __init__(self, total, quiet):
        self.total, self.quiet = total, quiet
        self.tty = sys.stderr.isatty()

    def show(self, done, path, allocator=None):
        if self.quiet or (allocator and not self.tty):
            return
        line = "[%d/%d] %s" % (done, self.total, path)
        if self.tty:
            sys.stderr.write("\r\033[K" + line +
                             (" (%s)" % allocator if allocator else ""))
        else:
            sys.stderr.write(line + "\n")
        sys.stderr.flush()

    def clear(self):
        if self.tty and not self.quiet:
            sys.stderr.write("\r\033[K")


def compare_input(cfg, path, work, work_root, progress, done):
    entry = {"input": path, "error": None, "results": {}}
    progress.show(done, path)
    try:
        source = prepare(cfg, path, work)
    except InputError as e:
        entry["error"] = str(e)
        note("error: " + str(e))
        return entry
    outputs = {}
    for a in cfg.allocators:
        progress.show(done, path, a)
        try:
            row, asm = measure_static(cfg, a, source, work)
            if cfg.run:
                dyn, outputs[a] = measure_run(cfg, a, path, asm, work,
                                              work_root)
                row.update(dyn)
            row["error"] = None
        except InputError as e:
            row = {"error": str(e)}
            note("error: %s: %s" % (path, e))
        entry["results"][a] = row
    if cfg.run:
        entry["output_match"] = check_outputs(path, outputs)
    return entry


def check_outputs(path, outputs):
    """True when every allocator's build printed the same and exited the
    same; a mismatch is reported loudly."""
    if not outputs:
        return None
    ref = "greedy" if "greedy" in outputs else next(iter(outputs))
    differ = [a for a in outputs if outputs[a] != outputs[ref]]
    if not differ:
        return True
    note("error: OUTPUT MISMATCH on %s: %s differs from %s" %
         (path, ", ".join(differ), ref))
    for a in [ref] + differ:
        note("  %-7s %s" % (a, describe_output(outputs[a])))
    return False


def parse_args(argv):
    p = argparse.ArgumentParser(
        prog="mts-compare",
        description="Compare LLVM register allocators on the same inputs.",
        epilog="Environment: LLVM_BIN (LLVM 22's bin directory), MTS_LIB "
               "(libMTS.so), MTS_BIN (where uil2mir is).")
    p.add_argument("inputs", nargs="+", metavar="INPUT",
                   help="C, C++, .ll, .mir or .uil files, or directories of them")
    p.add_argument("--allocators", default=",".join(ALLOCATORS),
                   help="comma-separated, from %s (default: all); "
                   "LABEL=PATH adds mts from the libMTS at PATH, named LABEL" %
                   ",".join(ALLOCATORS))
    p.add_argument("--run", action="store_true",
                   help="link, run under cachegrind, and check that every "
                        "allocator's build gives the same output")
    p.add_argument("--format", choices=sorted(RENDERERS), default="md")
    p.add_argument("-o", "--output", metavar="FILE",
                   help="write the report here instead of stdout")
    p.add_argument("--plot", metavar="SVG",
                   help="also draw the ratios to greedy as an SVG bar chart")
    p.add_argument("--repeat", type=int, default=3, metavar="N",
                   help="llc runs per allocator for the median time "
                        "(default 3)")
    p.add_argument("--cflags", default="",
                   help="extra clang flags for C and C++ inputs")
    p.add_argument("--llc-flags", default="",
                   help="extra llc flags for every build")
    p.add_argument("--timeout", type=int, default=300, metavar="SECS",
                   help="limit for one llc run (default 300)")
    p.add_argument("--run-timeout", type=int, default=120, metavar="SECS",
                   help="limit for one run under cachegrind (default 120)")
    p.add_argument("--keep", metavar="DIR",
                   help="keep the intermediate files in DIR")
    p.add_argument("-q", "--quiet", action="store_true",
                   help="no progress line")
    cfg = p.parse_args(argv)

    entries = [e for e in cfg.allocators.split(",") if e]
    cfg.allocators, cfg.builds = [], {}
    for entry in entries:
        label, is_build, path = entry.partition("=")
        if not is_build:
            if label not in ALLOCATORS:
                p.error("unknown allocator '%s' (choose from %s, or give "
                        "LABEL=PATH)" % (label, ",".join(ALLOCATORS)))
        elif not re.fullmatch(r"[A-Za-z0-9_.+-]+", label) or label in ALLOCATORS:
            # The label names files of the build, and a row of the report.
            p.error("'%s' cannot label a build: use letters, digits and "
                    "'_.+-', and no allocator's name" % label)
        elif not os.path.isfile(path):
            p.error("no libMTS build at '%s' (for %s)" % (path, label))
        else:
            cfg.builds[label] = path
        if label in cfg.allocators:
            p.error("'%s' is listed twice in --allocators" % label)
        cfg.allocators.append(label)
    if not cfg.allocators:
        p.error("--allocators names no allocator")
    if cfg.repeat < 1:
        p.error("--repeat must be at least 1")
    cfg.cflags = shlex.split(cfg.cflags)
    cfg.llc_flags = shlex.split(cfg.llc_flags)
    cfg.llvm_bin = os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin")
    build = os.path.join(ROOT, "build")
    cfg.plugin = os.environ.get("MTS_LIB",
                                os.path.join(build, "lib", "libMTS.so"))
    cfg.uil2mir = os.path.join(os.environ.get("MTS_BIN",
                                              os.path.join(build, "bin")),
                               "uil2mir")
    cfg.uil_runtime = os.path.join(ROOT, "runtime", "uil_runtime.c")
    if not os.path.exists(cfg.plugin):
        p.error("cannot find libMTS.so at '%s' (set MTS_LIB)" % cfg.plugin)
    if cfg.run and not shutil.which("valgrind"):
        p.error("--run needs valgrind")
    return cfg


def main(argv):
    cfg = parse_args(argv)
    inputs = expand_inputs(cfg.inputs)
    columns = STATIC_COLUMNS + (RUN_COLUMNS if cfg.run else [])
    report = {"allocators": cfg.allocators, "columns": columns,
              "inputs": []}
    progress = Progress(len(inputs), cfg.quiet)
    work_root = cfg.keep or tempfile.mkdtemp(prefix="mts-compare.")
    try:
        for i, path in enumerate(inputs):
            work = os.path.join(work_root, "%03d-%s" % (i, os.path.basename(path)))
            os.makedirs(work, exist_ok=True)
            report["inputs"].append(
                compare_input(cfg, path, work, work_root, progress, i))
        progress.clear()
    finally:
        if not cfg.keep:
            shutil.rmtree(work_root, ignore_errors=True)

    report["totals"] = totals(report)
    report["geomean_vs_greedy"] = geomean_ratios(report)
    text = RENDERERS[cfg.format](report)
    if cfg.output:
        with open(cfg.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    if cfg.plot:
        if report["geomean_vs_greedy"]:
            with open(cfg.plot, "w") as f:
                f.write(render_svg(report))
        else:
            note("warning: no plot: the ratios need greedy among the "
                 "allocators")

    failed = any(e["error"] or e.get("output_match") is False or
                 any(r.get("error") for r in e["results"].values())
                 for e in report["inputs"])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
