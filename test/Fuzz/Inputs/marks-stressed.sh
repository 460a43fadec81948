#!/bin/sh
# clang, defining STRESSED in every build given a register budget
# (-stress-regalloc), whichever allocator: for programs whose behaviour the
# budget changes, as a miscompile common to all allocators would.
case " $* " in
*stress-regalloc=*) exec "$LLVM_BIN/clang" -DSTRESSED "$@" ;;
*) exec "$LLVM_BIN/clang" "$@" ;;
esac
