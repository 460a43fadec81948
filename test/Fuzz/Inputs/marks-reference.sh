#!/bin/sh
# clang, defining REFERENCE_BUILD in every build but mts's, and TRAPPING_BUILD
# too in the one that traps where code is unreachable: for programs that must
# behave differently in those builds.
case " $* " in
*regalloc=mts*) exec "$LLVM_BIN/clang" "$@" ;;
*trap-unreachable*) exec "$LLVM_BIN/clang" -DREFERENCE_BUILD -DTRAPPING_BUILD "$@" ;;
*) exec "$LLVM_BIN/clang" -DREFERENCE_BUILD "$@" ;;
esac
