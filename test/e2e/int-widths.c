// Integer widths 8/16/32/64, signed and unsigned, with sub-register
// operands, variable shifts (the count must be in $cl) and division (which
// needs $rax and $rdx), all in one loop.
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 6 %s
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) static uint64_t widths(uint8_t a, int16_t b, uint32_t c, int64_t d, int n) {
  uint64_t h = 0;
  for (int i = 1; i <= n; ++i) {
    a = (uint8_t)(a * 7 + i);
    b = (int16_t)(b ^ (a << 3)) - (int16_t)i;
    c = (c >> (i & 7)) ^ (c << (a & 15)) ^ (uint32_t)b;
    d = d / (int64_t)(i | 1) + (int64_t)c * b - a;
    uint32_t q = c / (uint32_t)(a | 1), r = c % (uint32_t)(a | 1);
    int8_t s = (int8_t)(b >> (i & 3));
    h = (h << 7 | h >> 57) ^ (uint64_t)d ^ q ^ ((uint64_t)r << 32) ^ (uint64_t)(int64_t)s;
  }
  return h;
}

__attribute__((noinline)) static int64_t divmod(int64_t x, int64_t y, int64_t *rem) {
  *rem = x % y;
  return x / y;
}

int main(void) {
  printf("widths %016llx\n", (unsigned long long)widths(3, -1234, 0xdeadbeef, -987654321, 1000));
  int64_t r, q = divmod(-1000000007LL, 97, &r);
  printf("divmod %lld %lld\n", (long long)q, (long long)r);
  uint16_t u = 0xffff; int8_t s8 = -128; uint8_t u8 = 200;
  printf("mix %d %d %u\n", (int)(u + s8), (int)(s8 * u8), (unsigned)(uint8_t)(u8 + u8));
  return 0;
}
