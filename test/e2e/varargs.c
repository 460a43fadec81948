// Variadic calls: va_list walking in a callee (the register save area and
// $al's vector count) and calls with many mixed integer and double arguments,
// some passed on the stack.
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 6 %s
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) static double vsum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; ++i) {
    if (i % 3 == 2) s += va_arg(ap, double);
    else s += (double)va_arg(ap, long);
  }
  va_end(ap);
  return s;
}

__attribute__((noinline)) static int64_t many_args(int64_t a, int64_t b, int64_t c, int64_t d,
                                                   int64_t e, int64_t f, int64_t g, int64_t h,
                                                   double x, double y, int64_t i, int64_t j) {
  return a - b + c * d - e + f * g - h + (int64_t)(x * 100) - (int64_t)(y * 10) + i * j;
}

int main(void) {
  printf("vsum %.3f\n", vsum(9, 1L, 2L, 3.5, 4L, 5L, 6.25, 7L, 8L, 9.125));
  int64_t t = 0;
  for (int k = 0; k < 100; ++k)
    t += many_args(k, k + 1, k + 2, k + 3, k + 4, k + 5, k + 6, k + 7, k * 0.5, k * 0.25, k + 8, k + 9);
  printf("many_args %lld\n", (long long)t);
  printf("printf %d %s %5.2f %c %lld %x\n", 42, "str", 3.14159, 'z', -1LL, 0xbeef);
  return 0;
}
