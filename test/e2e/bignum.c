// Bignum arithmetic: 64x64->128-bit multiplies (MUL writes $rdx:$rax) and
// add-with-carry chains over limb arrays, computing 300! and a power.
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 6 %s
#include <stdint.h>
#include <stdio.h>

#define LIMBS 64
typedef unsigned __int128 u128;

__attribute__((noinline)) static void mul_small(uint64_t *x, uint64_t m) {
  uint64_t carry = 0;
  for (int i = 0; i < LIMBS; ++i) {
    u128 t = (u128)x[i] * m + carry;
    x[i] = (uint64_t)t;
    carry = (uint64_t)(t >> 64);
  }
}

__attribute__((noinline)) static void mul_full(uint64_t *r, const uint64_t *a, const uint64_t *b, int n) {
  for (int i = 0; i < 2 * n; ++i) r[i] = 0;
  for (int i = 0; i < n; ++i) {
    uint64_t carry = 0;
    for (int j = 0; j < n; ++j) {
      u128 t = (u128)a[i] * b[j] + r[i + j] + carry;
      r[i + j] = (uint64_t)t;
      carry = (uint64_t)(t >> 64);
    }
    r[i + n] = carry;
  }
}

static uint64_t digest(const uint64_t *x, int n) {
  uint64_t h = 0;
  for (int i = 0; i < n; ++i) h = (h ^ x[i]) * 0x100000001b3ull;
  return h;
}

int main(void) {
  uint64_t f[LIMBS] = {1};
  for (uint64_t k = 2; k <= 300; ++k) mul_small(f, k);
  printf("300! digest %016llx\n", (unsigned long long)digest(f, LIMBS));
  uint64_t a[8], b[8], r[16];
  for (int i = 0; i < 8; ++i) { a[i] = 0xfedcba9876543210ull * (i + 1); b[i] = ~a[i] ^ (i * 0x1111); }
  for (int round = 0; round < 10; ++round) {
    mul_full(r, a, b, 8);
    for (int i = 0; i < 8; ++i) { a[i] = r[i]; b[i] ^= r[i + 8]; }
  }
  printf("mul digest %016llx\n", (unsigned long long)digest(r, 16));
  return 0;
}
