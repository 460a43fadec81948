#!/usr/bin/env bash
# Static spill and reload counts of several allocators over C or LLVM IR
# files, from the assembly's "N-byte Spill/Reload" comments (folded ones
# separately): one row per file and allocator, then totals per allocator.
#
#   utils/spill-table.sh [-a "mts greedy basic"] FILE.c|FILE.ll...
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
MTS_LIB=${MTS_LIB:-$here/../build/lib/libMTS.so}
allocators="mts greedy basic"
if [[ ${1:-} == -a ]]; then allocators=$2; shift 2; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

declare -A total
printf '%-28s %-8s %8s %8s %14s %15s\n' file allocator spills reloads folded-spills folded-reloads
for f in "$@"; do
  ll=$work/in.ll
  case $f in
    *.ll) cp "$f" "$ll" ;;
    *) "$LLVM_BIN/clang" -O2 -w -S -emit-llvm "$f" -o "$ll" ;;
  esac
  for ra in $allocators; do
    "$LLVM_BIN/llc" -O2 -relocation-model=pic -load "$MTS_LIB" -regalloc="$ra" \
      -verify-machineinstrs "$ll" -o "$work/$ra.s"
    read -r s r fs fr < <("$here/spill-counts.sh" "$work/$ra.s")
    printf '%-28s %-8s %8s %8s %14s %15s\n' "$(basename "$f")" "$ra" "$s" "$r" "$fs" "$fr"
    for k in s r fs fr; do total[$ra.$k]=$(( ${total[$ra.$k]:-0} + ${!k} )); done
  done
done
if [[ $# -gt 1 ]]; then
  for ra in $allocators; do
    printf '%-28s %-8s %8s %8s %14s %15s\n' TOTAL "$ra" "${total[$ra.s]}" "${total[$ra.r]}" \
      "${total[$ra.fs]}" "${total[$ra.fr]}"
  done
fi
# Keep the last file's assembly for callers that want to link it.
[[ -n ${MTS_KEEP_ASM:-} ]] && cp "$work"/*.s "$MTS_KEEP_ASM"/ || true
