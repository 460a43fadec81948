#!/usr/bin/env bash
# Differential test of the MTS allocator on real C: the four Python extension
# modules that Debian's python3-fonttools ships as Cython-generated C next to
# their compiled form (utils/bootstrap.sh installs it, and the Python
# headers): cu2qu (cubic curves to quadratic splines: complex arithmetic,
# generators), momentsPen (long straight-line floating point), iup (delta
# interpolation and its dynamic-programming optimizer: lists, sets) and
# feaLib's lexer (string scanning that raises on bad input). Cython's C is
# large functions full of calls, reference counting and error paths, with
# branches marked as never taken.
#
#   utils/mts-fonttools.sh [--rounds N] [--keep DIR] [--measure]
#                          [clang flags...]
#
# Each module is built by clang-22 -O2 twice, with greedy and with
# -regalloc=mts (plus -mts-verify and -verify-machineinstrs); the clang
# flags go to both. Each build is loaded by Python in place of the installed
# module, and test/e2e/Inputs/fonttools-exercise.py calls its functions on
# the same seeded random input (N rounds, 300 by default), printing every
# result exactly. Then, one PASS or FAIL line per module:
#
#   MODULE   prints what greedy's build prints, and exits 0
#
# Exit status 0 when all pass, 1 when one fails, 2 when the test itself
# cannot run (fontTools' C or the Python headers missing; greedy's build
# fails to compile or to run). --keep DIR keeps the builds and outputs.
#
# --measure, when every module passes, runs each build's exercise again
# under callgrind (with its cache simulation, which counts data accesses)
# and prints, per module, what the module's own code executed with each
# build: instructions, data reads and data writes, and mts's over greedy's.
# Python's own code is left out: it runs the same with both. A few minutes.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$here/..
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
CLANG=${CLANG:-$LLVM_BIN/clang}
MTS_LIB=${MTS_LIB:-$root/build/lib/libMTS.so}
# Debian's Python, which python3-fonttools is installed for.
PYTHON=${PYTHON:-/usr/bin/python3}
RUN_TIMEOUT=${FUZZ_RUN_TIMEOUT:-300}

rounds=300 keep="" measure=0
while [[ $# -gt 0 ]]; do
  case $1 in
    --rounds) rounds=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    --measure) measure=1; shift ;;
    -h|--help) sed -n '/^set -/q; 2,$p' "$0"; exit 0 ;;
    *) break ;;
  esac
done
cflags=("$@")

# shellcheck source=utils/work-dir.sh
. "$here/work-dir.sh"
use_work_dir "$keep"

# The package, the headers and the name an extension module's file has.
read -r package include suffix < <("$PYTHON" -c '
import os, sysconfig, fontTools
print(os.path.dirname(fontTools.__file__), sysconfig.get_paths()["include"],
      sysconfig.get_config_var("EXT_SUFFIX"))' 2> /dev/null)
modules=(cu2qu/cu2qu pens/momentsPen varLib/iup feaLib/lexer)
for m in "${modules[@]}"; do
  [[ -n ${package:-} && -f $package/$m.c && -f $include/Python.h ]] || {
    echo "mts-fonttools: install Debian's python3-fonttools and python3-dev" >&2
    exit 2
  }
done

# build NAME [flags...]: a copy of the package in $work/NAME whose four
# modules are built from their C with the flags. Every module is compiled
# even after one fails, so that the messages name every function the
# allocator gave up on.
build() {
  local out=$work/$1; shift
  rm -rf "$out"
  mkdir -p "$out"
  cp -r "$package" "$out/" || return 1
  local m status=0
  for m in "${modules[@]}"; do
    "$CLANG" -O2 -w -fPIC -shared "${cflags[@]}" "$@" -I"$include" \
      "$package/$m.c" -o "$out/fontTools/$m$suffix" || status=1
  done
  return $status
}

build greedy > "$work/greedy.log" 2>&1 &
greedy_job=$!
build mts -fplugin="$MTS_LIB" -mllvm -regalloc=mts -mllvm -mts-verify \
  -mllvm -verify-machineinstrs > "$work/mts.log" 2>&1
mts_status=$?
wait $greedy_job || {
  cat "$work/greedy.log" >&2
  echo "mts-fonttools: the greedy build failed" >&2
  exit 2
}
if [[ $mts_status -ne 0 ]]; then
  cat "$work/mts.log" >&2
  echo "FAIL: the mts build failed" >&2
  exit 1
fi

failed=0
for m in "${modules[@]}"; do
  name=$(basename "$m")
  for b in greedy mts; do
    PYTHONPATH=$work/$b timeout "$RUN_TIMEOUT" "$PYTHON" \
      "$root/test/e2e/Inputs/fonttools-exercise.py" "$name" 1 "$rounds" \
      > "$work/$b.$name.out" 2>&1
    echo $? > "$work/$b.$name.rc"
  done
  if [[ $(< "$work/greedy.$name.rc") != 0 ]]; then
    cat "$work/greedy.$name.out" >&2
    echo "mts-fonttools: greedy's build of $name exits $(< "$work/greedy.$name.rc")" >&2
    exit 2
  elif [[ $(< "$work/mts.$name.rc") != 0 ]]; then
    echo "FAIL: $name: exit status $(< "$work/mts.$name.rc"):" \
      "$(tail -1 "$work/mts.$name.out")" >&2
    failed=1
  elif ! cmp -s "$work/greedy.$name.out" "$work/mts.$name.out"; then
    echo "FAIL: $name: prints otherwise than greedy's build" >&2
    failed=1
  else
    echo "PASS: $name: $(wc -l < "$work/mts.$name.out") results," \
      "$(grep -c ' raised ' "$work/mts.$name.out") of them exceptions," \
      "as greedy's build"
  fi
done
[[ $failed == 0 && $measure == 1 ]] || exit $failed

# object_costs FILE OBJECT: the instructions, data reads and data writes a
# callgrind profile charges to the code of OBJECT itself (a call's cost
# line, which holds the callee's inclusive cost, is skipped).
object_costs() {
  "$PYTHON" - "$1" "$2" <<'PY'
import re, sys
path, obj = sys.argv[1:]
names, current, skip_next = {}, None, False
totals, columns = [0, 0, 0], None
for line in open(path):
    if line.startswith("events:"):
        events = line.split()[1:]
        columns = [events.index(e) for e in ("Ir", "Dr", "Dw")]
    elif line.startswith(("ob=", "cob=")):
        m = re.match(r"c?ob=\((\d+)\)(?: (.*))?", line.rstrip("\n"))
        if m.group(2):
            names[m.group(1)] = m.group(2)
        if line.startswith("ob="):
            current = names.get(m.group(1))
    elif line.startswith("calls="):
        skip_next = True
    elif line[:1] in "+-*0123456789" and line.strip():
        if skip_next:
            skip_next = False
        elif current == obj:
            costs = line.split()[1:]
            for i, c in enumerate(columns):
                if c < len(costs):
                    totals[i] += int(costs[c])
print(*totals)
PY
}

echo
echo "| module | greedy instructions | mts instructions | mts/greedy |" \
     "greedy data reads | mts data reads | mts/greedy |" \
     "greedy data writes | mts data writes | mts/greedy |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for m in "${modules[@]}"; do
  name=$(basename "$m")
  row="| $name"
  declare -A cost=()
  for b in greedy mts; do
    PYTHONPATH=$work/$b timeout "$RUN_TIMEOUT" valgrind --tool=callgrind \
      --cache-sim=yes --callgrind-out-file="$work/$b.$name.callgrind" \
      "$PYTHON" "$root/test/e2e/Inputs/fonttools-exercise.py" "$name" 1 \
      "$rounds" > /dev/null 2> "$work/$b.$name.valgrind" || {
      cat "$work/$b.$name.valgrind" >&2
      echo "mts-fonttools: $b's build of $name fails under callgrind" >&2
      exit 2
    }
    cost[$b]=$(object_costs "$work/$b.$name.callgrind" \
      "$(realpath "$work/$b/fontTools/$m$suffix")")
  done
  read -r gi gr gw <<< "${cost[greedy]}"
  read -r mi mr mw <<< "${cost[mts]}"
  for pair in "$gi $mi" "$gr $mr" "$gw $mw"; do
    read -r g t <<< "$pair"
    row+=" | $g | $t | $(awk -v g="$g" -v t="$t" \
      'BEGIN { printf (g ? "%.4f" : "-"), (g ? t / g : 0) }')"
  done
  echo "$row |"
done
exit 0
