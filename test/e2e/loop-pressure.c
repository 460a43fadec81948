// Loops with high register pressure: an unrolled stencil with many
// accumulators, nested loops with loop-carried values, and a loop whose
// body needs more registers than exist.
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 6 %s
#include <stdint.h>
#include <stdio.h>

#define N 256
static int32_t in[N + 16], out[N];

__attribute__((noinline)) static void stencil(void) {
  for (int i = 0; i < N; ++i)
    out[i] = in[i] * 3 - in[i + 1] * 5 + in[i + 2] * 7 - in[i + 3] * 11 + in[i + 4] * 13 -
             in[i + 5] * 17 + in[i + 6] * 19 - in[i + 7] * 23 + in[i + 8] * 29;
}

__attribute__((noinline)) static uint32_t accumulators(const int32_t *p, int n) {
  uint32_t s0 = 0, s1 = 1, s2 = 2, s3 = 3, s4 = 4, s5 = 5, s6 = 6, s7 = 7;
  uint32_t s8 = 8, s9 = 9, s10 = 10, s11 = 11, s12 = 12, s13 = 13, s14 = 14, s15 = 15;
  for (int i = 0; i + 16 <= n; i += 16) {
    s0 += p[i]; s1 ^= p[i + 1]; s2 += p[i + 2] * 3; s3 ^= p[i + 3] << 1;
    s4 += p[i + 4]; s5 ^= p[i + 5]; s6 += p[i + 6] * 5; s7 ^= p[i + 7] << 2;
    s8 += p[i + 8]; s9 ^= p[i + 9]; s10 += p[i + 10] * 7; s11 ^= p[i + 11] << 3;
    s12 += p[i + 12]; s13 ^= p[i + 13]; s14 += p[i + 14] * 9; s15 ^= p[i + 15] << 4;
  }
  return s0 ^ s1 ^ s2 ^ s3 ^ s4 ^ s5 ^ s6 ^ s7 ^ s8 ^ s9 ^ s10 ^ s11 ^ s12 ^ s13 ^ s14 ^ s15;
}

__attribute__((noinline)) static uint64_t nested(int n) {
  uint64_t h = 1469598103934665603ull;
  for (int i = 0; i < n; ++i)
    for (int j = i; j < n; ++j)
      for (int k = 0; k < 4; ++k)
        h = (h ^ (uint64_t)(i * j + k)) * 1099511628211ull;
  return h;
}

int main(void) {
  for (int i = 0; i < N + 16; ++i) in[i] = (i * 37) % 101 - 50;
  stencil();
  uint32_t s = 0;
  for (int i = 0; i < N; ++i) s = s * 31 + (uint32_t)out[i];
  printf("stencil %08x\n", s);
  printf("acc %08x\n", accumulators(out, N));
  printf("nested %016llx\n", (unsigned long long)nested(60));
  return 0;
}
