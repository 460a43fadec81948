#!/usr/bin/env bash
# Differential test of the MTS allocator on one C or C++ program.
#
#   utils/mts-diff.sh [--stress N] [--keep DIR] FILE.c|FILE.cpp [clang flags...]
#   utils/mts-diff.sh [--stress N] [--keep DIR] --csmith SEED [clang flags...]
#
# Builds the program with clang-22 (clang++-22) -O2 twice, once with LLVM's greedy
# allocator and once with -regalloc=mts (plus -verify-machineinstrs and the
# allocation checker, -mts-verify), runs both and fails unless they print
# the same output and exit the same way, and mts allocated every function.
# The checks are utils/fuzz-one.sh's; this script names the program, prints
# PASS, SKIP or FAIL, and with --keep copies a failing program to DIR.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)

stress="" keep="" seed=""
while [[ $# -gt 0 ]]; do
  case $1 in
    --stress) stress=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    --csmith) seed=$2; shift 2 ;;
    -h|--help) sed -n '/^set -/q; 2,$p' "$0"; exit 0 ;;
    *) break ;;
  esac
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [[ -n $seed ]]; then
  src=$work/csmith-$seed.c
  csmith --seed "$seed" > "$src"
  name="csmith seed $seed${*:+ ($*)}"
else
  [[ $# -ge 1 ]] || { echo "usage: $0 [--stress N] [--keep DIR] FILE.c|FILE.cpp [flags...]" >&2; exit 2; }
  src=$1; shift
  name=$src
fi
stress_args=()
[[ -n $stress ]] && stress_args=(--stress "$stress") && name="$name (stress $stress)"

outcome=$(FUZZ_RUN_TIMEOUT=${MTS_DIFF_TIMEOUT:-20} \
  "$here/fuzz-one.sh" "${stress_args[@]}" "$src" "$@" 2> "$work/log") || true
case $outcome in
  pass) echo "PASS: $name: same output with greedy and mts" ;;
  skip) echo "SKIP: $name: $(sed -n 's/^fuzz-one: .*: skip: //p' "$work/log")" ;;
  *)
    cat "$work/log" >&2
    echo "FAIL: $name: ${outcome:-no outcome}" >&2
    if [[ -n $keep ]]; then
      mkdir -p "$keep"
      ext=${src##*.}
      dst="$keep/$(basename "$src" ".$ext")${stress:+-stress$stress}"
      cp "$src" "$dst.$ext"
      echo "$here/fuzz-one.sh ${stress_args[*]} $dst.$ext $*" > "$dst.cmd"
      echo "reproducer kept as $dst.$ext" >&2
    fi
    exit 1 ;;
esac
