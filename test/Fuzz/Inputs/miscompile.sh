#!/bin/sh
# A deliberately broken compiler, for testing the fuzzer itself: runs
# $LLVM_BIN/$MISCOMPILE (llc or clang), then, in assembly it wrote with
# -regalloc=mts, turns every register-to-register multiply into an add. A
# silent miscompile of the kind the fuzzer exists to catch.
"$LLVM_BIN/$MISCOMPILE" "$@" || exit
case " $* " in *regalloc=mts*) ;; *) exit 0 ;; esac
out="" prev=""
for arg in "$@"; do
  [ "$prev" = -o ] && out=$arg
  prev=$arg
done
case $out in
*.s) sed -i -E 's/^(\s+)imul([lq])\s+(%[a-z0-9]+), (%[a-z0-9]+)$/\1add\2\t\3, \4/' "$out" ;;
esac
