#!/bin/sh
# A runner for the fuzzer's tests ($FUZZ_RUNNER): runs a 32-bit program and
# dies of SIGABRT on any other, so that a program built without -m32 tells.
class=$(od -An -j4 -N1 -tu1 "$1" | tr -d ' ')
[ "$class" = 1 ] || kill -ABRT $$
exec "$@"
