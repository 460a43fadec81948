#!/bin/sh
# clang, writing a line to $BUILD_LOG for each build of the program without
# mts (a reference build): the builds with mts and the link of their
# assembly are not noted.
case " $* " in
*regalloc=mts* | *".s "*) ;;
*) echo "reference build" >> "$BUILD_LOG" ;;
esac
exec "$LLVM_BIN/clang" "$@"
