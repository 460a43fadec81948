// long double lives in the x87 register stack (RFP80 virtual registers
// before the stackifier): a different register class, spilled with 10-byte
// stores.
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 6 %s
// RUN: %utils/mts-diff.sh %s -g
#include <stdio.h>

__attribute__((noinline)) static long double series(int n) {
  long double s = 0, t = 1, a = 0.5L, b = 1.25L, c = -0.75L;
  for (int k = 1; k <= n; ++k) {
    t = t * a / k;
    s += t * b - c / (k * k);
    a = a + 0.001L; b = b * 0.999L; c = -c;
  }
  return s;
}

__attribute__((noinline)) static long double mix(long double x, long double y, double z, float w) {
  return (x * y + z) / (w + 2) - x / (y + 3) + (x - z) * (y - w);
}

int main(void) {
  printf("series %.15Lf\n", series(200));
  long double acc = 1;
  for (int i = 0; i < 50; ++i) acc = mix(acc * 0.5L, i * 0.1L, i * 0.01, (float)i * 0.5f) * 1e-3L + 1;
  printf("mix %.15Lf\n", acc);
  return 0;
}
