// Many values live across calls: more than the six callee-saved registers,
// so some must be saved around each call and reloaded lazily after it.
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 6 %s
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) static uint64_t opaque(uint64_t x) { return x * 2654435761u + 1; }
__attribute__((noinline)) static void sink(uint64_t *acc, uint64_t x) { *acc = (*acc << 5) ^ x; }

static uint64_t many(uint64_t s) {
  uint64_t a = opaque(s), b = opaque(a), c = opaque(b), d = opaque(c), e = opaque(d);
  uint64_t f = opaque(e), g = opaque(f), h = opaque(g), i = opaque(h), j = opaque(i);
  uint64_t acc = 0;
  for (int k = 0; k < 50; ++k) {
    sink(&acc, a + k);
    uint64_t t = opaque(b ^ acc);
    a += t; b ^= c; c += d; d ^= e; e += f; f ^= g; g += h; h ^= i; i += j; j ^= t;
  }
  return acc ^ a ^ b ^ c ^ d ^ e ^ f ^ g ^ h ^ i ^ j;
}

__attribute__((noinline)) static double fcall(double x) { return x * 0.75 + 1.0; }

static double manyf(double s) {
  double a = fcall(s), b = fcall(a), c = fcall(b), d = fcall(c), e = fcall(d), f = fcall(e);
  for (int k = 0; k < 20; ++k) {
    double t = fcall(a + b);
    a = b + t; b = c - t; c = d * 0.5; d = e + 1; e = f - 2; f = t * 0.25;
  }
  return a + b + c + d + e + f;
}

int main(void) {
  printf("many %016llx\n", (unsigned long long)many(7));
  printf("manyf %.9f\n", manyf(1.5));
  return 0;
}
