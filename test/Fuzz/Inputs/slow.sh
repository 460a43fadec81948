#!/bin/sh
# clang, three seconds late for the builds that $SLOW names: "mts" (those
# with -regalloc=mts), "verifier" (those with -verify-machineinstrs, which
# mts's build has too) or "all".
case "$SLOW: $* " in
mts:*regalloc=mts* | verifier:*verify-machineinstrs* | all:*) sleep 3 ;;
esac
exec "$LLVM_BIN/clang" "$@"
