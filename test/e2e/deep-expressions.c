// Deep expressions: a large basic block whose temporaries outnumber the
// registers, so values must be split and reloaded inside one block.
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 6 %s
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) static uint64_t poly(const uint64_t *v) {
  uint64_t a = v[0], b = v[1], c = v[2], d = v[3], e = v[4], f = v[5], g = v[6], h = v[7];
  uint64_t i = v[8], j = v[9], k = v[10], l = v[11], m = v[12], n = v[13], o = v[14], p = v[15];
  uint64_t t1 = (a * b + c * d) ^ (e * f - g * h);
  uint64_t t2 = (i + j * k) * (l - m) + (n ^ o) * p;
  uint64_t t3 = (a + p) * (b + o) * (c + n) * (d + m);
  uint64_t t4 = (e ^ l) + (f ^ k) * (g ^ j) - (h ^ i);
  uint64_t t5 = t1 * t2 + t3 * t4 + (t1 ^ t3) * (t2 ^ t4);
  uint64_t t6 = (a << 3) + (b >> 2) + (c << 5) + (d >> 1) + (e << 7) + (f >> 3) + (g << 2) + (h >> 4);
  uint64_t t7 = (i * 13) ^ (j * 17) ^ (k * 19) ^ (l * 23) ^ (m * 29) ^ (n * 31) ^ (o * 37) ^ (p * 41);
  return t5 + t6 * t7 + (t1 - t2) * (t3 - t4) + a + b + c + d + e + f + g + h + i + j + k + l + m + n + o + p;
}

__attribute__((noinline)) static double dpoly(const double *x) {
  double s = 0;
  for (int r = 0; r < 4; ++r) {
    double a = x[r], b = x[r + 1], c = x[r + 2], d = x[r + 3], e = x[r + 4], f = x[r + 5];
    s += ((a * b + c) * (d - e) + f * (a - c)) / (1.0 + b * b) + (e * f - a * d) * (b + c) -
         (a + b + c + d + e + f) * (a - b + c - d + e - f);
  }
  return s;
}

int main(void) {
  uint64_t v[16];
  double x[12];
  for (int i = 0; i < 16; ++i) v[i] = 0x9e3779b97f4a7c15ull * (i + 1) ^ (i * 12345);
  for (int i = 0; i < 12; ++i) x[i] = 0.5 * i - 2.25;
  uint64_t h = 0;
  for (int r = 0; r < 100; ++r) {
    h ^= poly(v);
    v[r % 16] += h;
  }
  printf("poly %016llx\n", (unsigned long long)h);
  printf("dpoly %.10f\n", dpoly(x));
  return 0;
}
