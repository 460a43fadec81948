// The bundled example of utils/bootstrap.sh: a little of everything a register
// allocator meets in real code. A blocked matrix multiply keeps many values
// live in a hot loop, a hash mixes 64-bit values, and a recursive function
// keeps values live across calls, and a loop keeps more values live across a
// call than there are callee-saved registers. Prints a checksum.
#include <stdint.h>
#include <stdio.h>

#define N 48

static double A[N][N], B[N][N], C[N][N];

static void matmul(void) {
  for (int i = 0; i < N; i += 2)
    for (int j = 0; j < N; j += 2) {
      double c00 = 0, c01 = 0, c10 = 0, c11 = 0;
      for (int k = 0; k < N; ++k) {
        double a0 = A[i][k], a1 = A[i + 1][k];
        double b0 = B[k][j], b1 = B[k][j + 1];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c10 += a1 * b0;
        c11 += a1 * b1;
      }
      C[i][j] = c00;
      C[i][j + 1] = c01;
      C[i + 1][j] = c10;
      C[i + 1][j + 1] = c11;
    }
}

static uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdull;
}

__attribute__((noinline)) static uint64_t tree(int depth, uint64_t seed) {
  if (depth == 0)
    return mix(seed, 1);
  uint64_t a = seed * 3 + 1, b = seed ^ 0x55aa, c = seed >> 3;
  uint64_t l = tree(depth - 1, a);
  uint64_t r = tree(depth - 1, b);
  return mix(mix(l, r), a + b + c);
}

__attribute__((noinline)) static uint64_t step(uint64_t x) { return x * 31 + 7; }

// Sixteen values live across every call: more than the callee-saved
// registers can hold, so something must go to the stack.
static uint64_t pressure(uint64_t s) {
  uint64_t v0 = s, v1 = s + 1, v2 = s * 3, v3 = s ^ 5, v4 = s + 9, v5 = s * 7,
           v6 = s - 2, v7 = s << 1, v8 = s >> 1, v9 = s * 11, v10 = s + 13,
           v11 = s ^ 0xff, v12 = s * 17, v13 = s + 19, v14 = s - 23,
           v15 = s * 29;
  for (int i = 0; i < 100; ++i) {
    uint64_t t = step(v0 + i);
    v0 = v1 + t; v1 = v2 ^ t; v2 = v3 + v4; v3 = v4 * 3; v4 = v5 + v6;
    v5 = v6 ^ v7; v6 = v7 + v8; v7 = v8 * 5; v8 = v9 + v10; v9 = v10 ^ v11;
    v10 = v11 + v12; v11 = v12 * 7; v12 = v13 + v14; v13 = v14 ^ v15;
    v14 = v15 + t; v15 = v0 * 9;
  }
  return v0 ^ v1 ^ v2 ^ v3 ^ v4 ^ v5 ^ v6 ^ v7 ^ v8 ^ v9 ^ v10 ^ v11 ^ v12 ^
         v13 ^ v14 ^ v15;
}

int main(void) {
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j) {
      A[i][j] = (i * 7 + j * 3) % 11 - 5;
      B[i][j] = (i * 5 + j * 11) % 13 - 6;
    }
  matmul();
  uint64_t h = 0;
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j)
      h = mix(h, (uint64_t)(int64_t)C[i][j]);
  h = mix(h, tree(12, 42));
  h = mix(h, pressure(h));
  printf("checksum %016llx\n", (unsigned long long)h);
  return 0;
}
