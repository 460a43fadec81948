#!/bin/sh
# A compiler whose mts build fails as one that ran out of registers can: mts
# reports "no register left", and a later pass, given the function mts gave
# up on, crashes. Other builds run $LLVM_BIN/clang unchanged.
case " $* " in
*regalloc=mts*)
  echo "error: <unknown>:0:0: mts: no register left for %1 at 'MOV32mr %2, 4, %1, 0, \$noreg, %3' in %bb.0 in function 'main'" >&2
  echo "PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/" >&2
  exit 70 ;;
esac
exec "$LLVM_BIN/clang" "$@"
