// An indirect tail call: the terminator (TCRETURNri64) reads a virtual
// register, which must be in a register the call sequence does not need
// (not an argument register, not callee-saved).
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 6 %s
// RUN: %utils/mts-diff.sh %s -fno-omit-frame-pointer
#include <stdio.h>
typedef long (*fn)(long, long);
__attribute__((noinline)) static long add(long a, long b) { return a + b; }
__attribute__((noinline)) static long mul(long a, long b) { return a * b + 1; }
static fn table[2] = {add, mul};
__attribute__((noinline)) long dispatch(int k, long a, long b) { return table[k & 1](a ^ k, b + k); }
int main(void) { long s = 0; for (int i = 0; i < 1000; ++i) s += dispatch(i, s, i); printf("%ld\n", s); return 0; }
