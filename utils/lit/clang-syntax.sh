#!/usr/bin/env bash
# Compile every C++ source under the given directories with clang++-22,
# without generating code: the build uses the system's compiler (GCC on
# Debian), which accepts some code clang rejects, and LLVM's users often
# build plugins with clang. Prints one line per source clang rejects.
# usage: clang-syntax.sh SOURCE_ROOT DIR...
set -uo pipefail
root=$1
shift
clangxx=${LLVM_BIN:-/usr/lib/llvm-22/bin}/clang++
status=0
for dir in "$@"; do
  for src in "$root/$dir"/*.cpp; do
    "$clangxx" -fsyntax-only -std=c++17 -Wall -Wextra -Wno-unused-parameter \
      -I"$root/include" -I"$root/$dir" -isystem /usr/lib/llvm-22/include \
      -D_GNU_SOURCE -D__STDC_CONSTANT_MACROS -D__STDC_FORMAT_MACROS \
      -D__STDC_LIMIT_MACROS "$src" ||
      { echo "clang++ rejects ${src#"$root"/}"; status=1; }
  done
done
exit $status
