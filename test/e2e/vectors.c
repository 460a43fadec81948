// Vector code: GCC vector extensions and loops clang vectorizes, so 128-bit
// and 256-bit vector registers are allocated, spilled and reloaded.
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 6 %s
// RUN: %utils/mts-diff.sh %s -mavx2
#include <stdint.h>
#include <stdio.h>

typedef int32_t v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));

__attribute__((noinline)) static v4si vmix(v4si a, v4si b, v4si c, v4si d) {
  v4si e = a * b + c, f = (a ^ d) - b, g = (c << 2) + (d >> 1), h = e * f - g;
  v4si i = h + a * 3, j = i ^ (e + f), k = j * (g - c);
  return k + e - f * g + h;
}

__attribute__((noinline)) static v4sf vfma(v4sf a, v4sf b, v4sf c) {
  for (int i = 0; i < 10; ++i) {
    v4sf t = a * b + c;
    c = b; b = a; a = t * (v4sf){0.5f, 0.25f, 0.125f, 1.0f};
  }
  return a + b + c;
}

#define N 1024
static int32_t x[N], y[N];
static float fx[N], fy[N];

__attribute__((noinline)) static int64_t saxpy_like(int32_t k) {
  int64_t s = 0;
  for (int i = 0; i < N; ++i) {
    y[i] = y[i] * k + x[i];
    s += y[i];
  }
  return s;
}

__attribute__((noinline)) static float dot(void) {
  float s = 0;
  for (int i = 0; i < N; ++i) s += fx[i] * fy[i];
  return s;
}

int main(void) {
  v4si r = vmix((v4si){1, 2, 3, 4}, (v4si){5, 6, 7, 8}, (v4si){9, 10, 11, 12}, (v4si){-1, -2, -3, -4});
  printf("vmix %d %d %d %d\n", r[0], r[1], r[2], r[3]);
  v4sf q = vfma((v4sf){1, 2, 3, 4}, (v4sf){0.5f, 0.5f, 0.5f, 0.5f}, (v4sf){1, 1, 1, 1});
  printf("vfma %.5f %.5f %.5f %.5f\n", q[0], q[1], q[2], q[3]);
  for (int i = 0; i < N; ++i) { x[i] = i * 7 - 300; y[i] = i % 13; fx[i] = i * 0.01f; fy[i] = 1.0f - i * 0.001f; }
  printf("saxpy %lld\n", (long long)saxpy_like(3));
  printf("dot %.3f\n", dot());
  return 0;
}
