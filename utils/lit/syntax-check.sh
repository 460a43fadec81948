#!/usr/bin/env bash
# Compile every C++ source under the given directories with CXX, without
# generating code, as strict C++17 (-pedantic-errors): the build uses one
# compiler (clang++-22 by default, g++ when CXX says so), and each accepts
# some code the other rejects. Prints one line per source CXX rejects.
# usage: syntax-check.sh CXX SOURCE_ROOT DIR...   (CXX clang++ means LLVM 22's)
set -uo pipefail
cxx=$1
[[ $cxx == clang++ ]] && cxx=${LLVM_BIN:-/usr/lib/llvm-22/bin}/clang++
root=$2
shift 2
status=0
for dir in "$@"; do
  for src in "$root/$dir"/*.cpp; do
    "$cxx" -fsyntax-only -std=c++17 -pedantic-errors -Wall -Wextra \
      -Wno-unused-parameter -Wno-deprecated-declarations \
      -I"$root/include" -I"$root/$dir" -isystem /usr/lib/llvm-22/include \
      -D_GNU_SOURCE -D__STDC_CONSTANT_MACROS -D__STDC_FORMAT_MACROS \
      -D__STDC_LIMIT_MACROS "$src" ||
      { echo "$cxx rejects ${src#"$root"/}"; status=1; }
  done
done
exit $status
