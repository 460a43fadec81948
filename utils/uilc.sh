#!/usr/bin/env bash
# Compile a UIL program with a chosen register allocator and run it.
#
#   utils/uilc.sh [--regalloc=mts|greedy|basic|fast] [--keep DIR] prog.uil [llc flags...]
#
# uil2mir writes MIR before register allocation; llc allocates it with the
# chosen allocator (mts through libMTS.so) and goes on to assembly, which is
# linked with runtime/uil_runtime.c and run. Its output is what uil-run would
# print for a correct compilation.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$here/..
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
MTS_LIB=${MTS_LIB:-$root/build/lib/libMTS.so}
BIN=${MTS_BIN:-$root/build/bin}
regalloc=mts keep=""
while [[ $# -gt 0 ]]; do
  case $1 in
    --regalloc=*) regalloc=${1#--regalloc=}; shift ;;
    --keep) keep=$2; shift 2 ;;
    -h|--help) sed -n '/^set -/q; 2,$p' "$0"; exit 0 ;;
    *) break ;;
  esac
done
src=$1; shift
# Every allocator starts right before itself, on the MIR exactly as uil2mir
# wrote it. LLVM's machine verifier requires each virtual register's live
# range to be one connected piece (SSA construction guarantees it in a real
# compile); a UIL variable assigned twice is not, so the verifier runs only
# with mts, which has no such requirement, together with mts's own checker
# (-mts-verify). The other allocators' output is still checked against the
# interpreter by utils/uil-diff.sh.
verify=""
case $regalloc in
  mts) start=regallocmts verify="-verify-machineinstrs -mts-verify" ;;
  greedy) start=greedy ;;
  basic) start=regallocbasic ;;
  fast) start=regallocfast ;;
  *) echo "uilc: unknown allocator '$regalloc'" >&2; exit 2 ;;
esac
work=${keep:-$(mktemp -d)}
[[ -n $keep ]] && mkdir -p "$keep" || trap 'rm -rf "$work"' EXIT
name=$(basename "$src" .uil)
"$BIN/uil2mir" "$src" -o "$work/$name.mir"
"$LLVM_BIN/llc" -O2 -load "$MTS_LIB" -regalloc="$regalloc" -start-before="$start" \
  $verify "$@" "$work/$name.mir" -o "$work/$name.$regalloc.s"
"$LLVM_BIN/clang" -O2 "$work/$name.$regalloc.s" "$root/runtime/uil_runtime.c" \
  -o "$work/$name.$regalloc"
"$work/$name.$regalloc"
