// Recursion: values live across recursive calls, mutual recursion, and a
// tree walk that keeps several partial results live across two calls.
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 6 %s
// RUN: %utils/mts-diff.sh %s -g
#include <stdint.h>
#include <stdio.h>

static unsigned ack(unsigned m, unsigned n) {
  if (m == 0) return n + 1;
  if (n == 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

static int is_odd(unsigned n);
__attribute__((noinline)) static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
__attribute__((noinline)) static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

__attribute__((noinline)) static uint64_t walk(int depth, uint64_t a, uint64_t b, uint64_t c) {
  if (depth == 0) return a * 31 + b * 17 + c;
  uint64_t x = a + b, y = b ^ c, z = c * 3 + a;
  uint64_t l = walk(depth - 1, x, y, z);
  uint64_t r = walk(depth - 1, z, x, y);
  return (l ^ (r << 1)) + x + y * z;
}

static uint64_t fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

int main(void) {
  printf("ack(2,3)=%u ack(3,4)=%u\n", ack(2, 3), ack(3, 4));
  printf("even(1001)=%d odd(77)=%d\n", is_even(1001), is_odd(77));
  printf("walk=%llu\n", (unsigned long long)walk(14, 1, 2, 3));
  printf("fib(27)=%llu\n", (unsigned long long)fib(27));
  return 0;
}
