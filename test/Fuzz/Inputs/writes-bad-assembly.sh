#!/bin/sh
# clang, ending the assembly it writes with a line no assembler takes: every
# build's with BAD=all (as clang writes AArch64's `bl sp` for a call of a
# function named sp), only mts's with BAD=mts.
"$LLVM_BIN/clang" "$@" || exit
case "$BAD: $* " in
all:* | mts:*regalloc=mts*) ;;
*) exit 0 ;;
esac
out="" prev=""
for arg in "$@"; do
  [ "$prev" = -o ] && out=$arg
  prev=$arg
done
case $out in
*.s) printf '\tnot an instruction\n' >> "$out" ;;
esac
