#!/usr/bin/env bash
# The main job on one C file: allocate it with mts, greedy and basic at -O2,
# print their static spill and reload counts side by side, then build and
# run the mts and greedy programs and check they print the same thing.
#
#   utils/mts-demo.sh FILE.c
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
src=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

MTS_KEEP_ASM=$work "$here/spill-table.sh" "$src" | cut -c30-
for ra in mts greedy; do
  "$LLVM_BIN/clang" "$work/$ra.s" -o "$work/$ra" -lm
  "$work/$ra" > "$work/$ra.out"
done
if cmp -s "$work/mts.out" "$work/greedy.out"; then
  echo "mts and greedy programs print the same output: $(tail -1 "$work/mts.out")"
else
  echo "MISMATCH between the mts and greedy programs" >&2
  diff "$work/greedy.out" "$work/mts.out" | head >&2
  exit 1
fi
