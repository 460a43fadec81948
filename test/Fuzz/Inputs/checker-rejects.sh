#!/bin/sh
# A compiler whose mts build -mts-verify rejects (as the checker would an
# allocation that reads a value from the wrong place); other builds run
# $LLVM_BIN/clang unchanged.
case " $* " in
*regalloc=mts*)
  echo "mts-verify: in function 'mix', %bb.1: operand 1 of 'ADD64rr' should read %7 from \$rbx, which holds %9" >&2
  exit 1 ;;
esac
exec "$LLVM_BIN/clang" "$@"
