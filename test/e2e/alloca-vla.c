// Variable-length arrays and alloca: a dynamic stack pointer next to spill
// slots, with values live across the allocation and calls using the
// buffers.
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 6 %s
#include <alloca.h>
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) static void fill(int32_t *p, int n, int32_t k) {
  for (int i = 0; i < n; ++i) p[i] = i * k - n;
}

__attribute__((noinline)) static int64_t vla(int n, int32_t k) {
  int32_t buf[n];
  int64_t before = (int64_t)n * k + 17;
  fill(buf, n, k);
  int32_t *extra = alloca(sizeof(int32_t) * (size_t)(n / 2 + 1));
  fill(extra, n / 2 + 1, k + 1);
  int64_t s = before;
  for (int i = 0; i < n; ++i) s = s * 3 + buf[i] - extra[i / 2];
  return s;
}

int main(void) {
  int64_t t = 0;
  for (int n = 1; n < 200; n += 7) t ^= vla(n, n % 5 + 1);
  printf("vla %lld\n", (long long)t);
  return 0;
}
