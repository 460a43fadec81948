/* Many values live across calls: twelve accumulators updated through calls
   to functions that cannot be inlined, so they must survive in callee-saved
   registers or on the stack. The same computation with the helpers inlined
   by hand must give the same result. */
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) static uint32_t f1(uint32_t x) { return x * 2654435761u + 1; }
__attribute__((noinline)) static uint32_t f2(uint32_t x, uint32_t y) { return (x ^ y) + (x >> 3); }
__attribute__((noinline)) static uint32_t f3(uint32_t x) { return x < 1000 ? x + 7 : x - 999; }

static void called(uint32_t n, uint32_t out[12]) {
  uint32_t a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8, i = 9,
           j = 10, k = 11, l = 12;
  for (uint32_t t = 0; t < n; ++t) {
    a += f1(t);
    b ^= f2(a, c);
    c += f3(b & 4095);
    d = f2(d, a + b);
    e += f1(d) >> 7;
    f ^= f3(e & 2047);
    g += f2(f, g);
    h ^= f1(g + h);
    i += f3(h % 3000);
    j = f2(j, i) + a;
    k += f1(j ^ k) >> 3;
    l ^= f2(k, l) + t;
  }
  uint32_t v[12] = {a, b, c, d, e, f, g, h, i, j, k, l};
  for (int m = 0; m < 12; ++m)
    out[m] = v[m];
}

#define F1(x) ((x) * 2654435761u + 1)
#define F2(x, y) (((x) ^ (y)) + ((x) >> 3))
#define F3(x) ((x) < 1000 ? (x) + 7 : (x) - 999)

static void inlined(uint32_t n, uint32_t out[12]) {
  uint32_t a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8, i = 9,
           j = 10, k = 11, l = 12;
  for (uint32_t t = 0; t < n; ++t) {
    a += F1(t);
    b ^= F2(a, c);
    uint32_t bb = b & 4095; c += F3(bb);
    d = F2(d, a + b);
    e += F1(d) >> 7;
    uint32_t ee = e & 2047; f ^= F3(ee);
    g += F2(f, g);
    uint32_t gh = g + h; h ^= F1(gh);
    uint32_t hh = h % 3000; i += F3(hh);
    j = F2(j, i) + a;
    uint32_t jk = j ^ k; k += F1(jk) >> 3;
    l ^= F2(k, l) + t;
  }
  uint32_t v[12] = {a, b, c, d, e, f, g, h, i, j, k, l};
  for (int m = 0; m < 12; ++m)
    out[m] = v[m];
}

int main(void) {
  uint32_t x[12], y[12], sum = 0;
  int bad = 0;
  for (uint32_t n = 1000; n <= 400000; n *= 3) {
    called(n, x);
    inlined(n, y);
    for (int m = 0; m < 12; ++m) {
      bad |= x[m] != y[m];
      sum = sum * 31u + x[m];
    }
  }
  printf("calls: %08x\n", sum);
  if (bad) {
    printf("FAILED: called and inlined forms differ\n");
    return 1;
  }
  return 0;
}
