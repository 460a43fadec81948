#!/usr/bin/env bash
# Differential test of the MTS allocator on one C program.
#
#   utils/mts-diff.sh [--stress N] [--keep DIR] FILE.c [clang flags...]
#   utils/mts-diff.sh [--stress N] [--keep DIR] --csmith SEED [clang flags...]
#
# Builds the program with clang-22 -O2 twice, once with LLVM's greedy
# allocator and once with -regalloc=mts (plus -verify-machineinstrs and the
# allocation checker, -mts-verify), runs both and fails unless they print
# the same output and exit the same way. It
# also fails unless mts allocated every function of the program (one
# -mts-print-stats line per function in the assembly). With --keep, the
# inputs of a failure are copied to DIR as a reproducer.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
CLANG=${CLANG:-$LLVM_BIN/clang}
MTS_LIB=${MTS_LIB:-$here/../build/lib/libMTS.so}
TIMEOUT=${MTS_DIFF_TIMEOUT:-20}

stress="" keep="" seed=""
while [[ $# -gt 0 ]]; do
  case $1 in
    --stress) stress=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    --csmith) seed=$2; shift 2 ;;
    -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
    *) break ;;
  esac
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [[ -n $seed ]]; then
  src=$work/csmith-$seed.c
  csmith --seed "$seed" > "$src"
  flags=(-w -I/usr/include/csmith "$@")
  name="csmith seed $seed${*:+ ($*)}"
else
  [[ $# -ge 1 ]] || { echo "usage: $0 [--stress N] [--keep DIR] FILE.c [flags...]" >&2; exit 2; }
  src=$1; shift
  flags=(-w "$@")
  name=$src
fi

mts_flags=(-fplugin="$MTS_LIB" -mllvm -regalloc=mts -mllvm -verify-machineinstrs
           -mllvm -mts-verify -mllvm -mts-print-stats)
[[ -n $stress ]] && mts_flags+=(-mllvm -stress-regalloc="$stress") && name="$name (stress $stress)"

fail() {
  echo "FAIL: $name: $*" >&2
  if [[ -n $keep ]]; then
    mkdir -p "$keep"
    local dst="$keep/$(basename "$src" .c)${stress:+-stress$stress}"
    cp "$src" "$dst.c"
    echo "$CLANG -O2 ${flags[*]} ${mts_flags[*]} $dst.c" > "$dst.cmd"
    echo "reproducer kept as $dst.c" >&2
  fi
  exit 1
}

"$CLANG" -O2 "${flags[@]}" "$src" -o "$work/greedy" -lm || fail "greedy build failed"
if ! "$CLANG" -O2 "${flags[@]}" "${mts_flags[@]}" -S "$src" -o "$work/mts.s" \
     2> "$work/mts.err"; then
  # A register budget that greedy cannot meet either is not a bug of ours.
  if [[ -n $stress ]] && grep -q 'mts: no register left' "$work/mts.err" &&
     ! "$CLANG" -O2 "${flags[@]}" -mllvm -stress-regalloc="$stress" -S "$src" \
       -o /dev/null 2> /dev/null; then
    echo "SKIP: $name: greedy cannot allocate with $stress registers either"
    exit 0
  fi
  grep -v '^mts-stats: ' "$work/mts.err" >&2
  fail "mts build failed"
fi
"$CLANG" "$work/mts.s" -o "$work/mts" -lm || fail "mts assembly did not link"

functions=$(grep -cE '^\s*\.type\s+[^,]+,@function' "$work/mts.s" || true)
allocated=$(grep -c '^mts-stats: ' "$work/mts.err" || true)
[[ $functions -eq $allocated ]] ||
  fail "$functions functions in the assembly but mts allocated $allocated"

set +e
timeout "$TIMEOUT" "$work/greedy" > "$work/greedy.out" 2>&1; greedy_rc=$?
timeout "$TIMEOUT" "$work/mts" > "$work/mts.out" 2>&1; mts_rc=$?
set -e
if [[ $greedy_rc -eq 124 ]]; then
  echo "SKIP: $name: the greedy build ran longer than ${TIMEOUT}s (no reference output)"
  exit 0
fi
if [[ $greedy_rc -ne $mts_rc ]] || ! cmp -s "$work/greedy.out" "$work/mts.out"; then
  diff "$work/greedy.out" "$work/mts.out" | head -20 >&2 || true
  fail "outputs differ (exit $greedy_rc with greedy, $mts_rc with mts)"
fi
echo "PASS: $name: $functions functions, same output ($(wc -l < "$work/mts.out") lines, exit $mts_rc)"
