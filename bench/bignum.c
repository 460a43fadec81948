/* Bignum arithmetic on 32-bit limbs with 64-bit intermediates: factorials
   by repeated small multiplies, products by schoolbook multiplication,
   checked modulo several primes, and decimal conversion by repeated
   division. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define LIMBS 1200
typedef struct {
  uint32_t d[LIMBS];
  int n;
} big;

static void set_small(big *a, uint32_t v) {
  memset(a, 0, sizeof *a);
  a->d[0] = v;
  a->n = 1;
}

static void mul_small(big *a, uint32_t m) {
  uint64_t carry = 0;
  for (int i = 0; i < a->n; ++i) {
    uint64_t t = (uint64_t)a->d[i] * m + carry;
    a->d[i] = (uint32_t)t;
    carry = t >> 32;
  }
  if (carry)
    a->d[a->n++] = (uint32_t)carry;
}

static void mul(const big *a, const big *b, big *r) {
  memset(r, 0, sizeof *r);
  for (int i = 0; i < a->n; ++i) {
    uint64_t carry = 0, ai = a->d[i];
    for (int j = 0; j < b->n; ++j) {
      uint64_t t = ai * b->d[j] + r->d[i + j] + carry;
      r->d[i + j] = (uint32_t)t;
      carry = t >> 32;
    }
    r->d[i + b->n] = (uint32_t)carry;
  }
  r->n = a->n + b->n;
  while (r->n > 1 && !r->d[r->n - 1])
    --r->n;
}

static uint32_t mod_small(const big *a, uint32_t m) {
  uint64_t r = 0;
  for (int i = a->n - 1; i >= 0; --i)
    r = ((r << 32) | a->d[i]) % m;
  return (uint32_t)r;
}

static uint32_t div_small(big *a, uint32_t m) {
  uint64_t r = 0;
  for (int i = a->n - 1; i >= 0; --i) {
    uint64_t cur = (r << 32) | a->d[i];
    a->d[i] = (uint32_t)(cur / m);
    r = cur % m;
  }
  while (a->n > 1 && !a->d[a->n - 1])
    --a->n;
  return (uint32_t)r;
}

static big fa, fb, prod;

int main(void) {
  static const uint32_t primes[] = {1000000007u, 998244353u, 4294967291u};
  set_small(&fa, 1);
  set_small(&fb, 1);
  for (uint32_t i = 2; i <= 900; ++i)
    mul_small(&fa, i);
  for (uint32_t i = 3; i <= 1400; i += 2)
    mul_small(&fb, i);
  mul(&fa, &fb, &prod);
  int bad = 0;
  for (int p = 0; p < 3; ++p) {
    uint64_t m = primes[p], x = 1, y = 1;
    for (uint64_t i = 2; i <= 900; ++i)
      x = x * i % m;
    for (uint64_t i = 3; i <= 1400; i += 2)
      y = y * i % m;
    bad |= mod_small(&fa, primes[p]) != x || mod_small(&prod, primes[p]) != x * y % m;
  }
  unsigned digits = 0, digit_sum = 0;
  while (prod.n > 1 || prod.d[0]) {
    uint32_t chunk = div_small(&prod, 1000000000u);
    for (int k = 0; k < 9 && (prod.n > 1 || prod.d[0] || chunk); ++k) {
      digit_sum += chunk % 10;
      chunk /= 10;
      ++digits;
    }
  }
  printf("bignum: %u digits, digit sum %u\n", digits, digit_sum);
  if (bad) {
    printf("FAILED: a product disagrees modulo a prime\n");
    return 1;
  }
  return 0;
}
