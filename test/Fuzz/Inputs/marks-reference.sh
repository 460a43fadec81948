#!/bin/sh
# clang, defining REFERENCE_BUILD in every build but mts's: for programs
# that must behave differently in the reference build.
case " $* " in
*regalloc=mts*) exec "$LLVM_BIN/clang" "$@" ;;
*) exec "$LLVM_BIN/clang" -DREFERENCE_BUILD "$@" ;;
esac
