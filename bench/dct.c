/* The 8x8 DCT and inverse DCT of JPEG, as separable row and column passes
   with the butterflies held in sixteen float locals: the round trip must
   return every sample within rounding. */
#include <math.h>
#include <stdio.h>

#define BLOCKS 600
static float coef[8][8];

static void transform(const float in[8], float out[8], int inverse) {
  float s0 = in[0], s1 = in[1], s2 = in[2], s3 = in[3], s4 = in[4],
        s5 = in[5], s6 = in[6], s7 = in[7];
  float t0 = 0, t1 = 0, t2 = 0, t3 = 0, t4 = 0, t5 = 0, t6 = 0, t7 = 0;
  for (int k = 0; k < 8; ++k) {
    float c0 = inverse ? coef[0][k] : coef[k][0], c1 = inverse ? coef[1][k] : coef[k][1],
          c2 = inverse ? coef[2][k] : coef[k][2], c3 = inverse ? coef[3][k] : coef[k][3],
          c4 = inverse ? coef[4][k] : coef[k][4], c5 = inverse ? coef[5][k] : coef[k][5],
          c6 = inverse ? coef[6][k] : coef[k][6], c7 = inverse ? coef[7][k] : coef[k][7];
    float v = s0 * c0 + s1 * c1 + s2 * c2 + s3 * c3 + s4 * c4 + s5 * c5 +
              s6 * c6 + s7 * c7;
    switch (k) {
    case 0: t0 = v; break;
    case 1: t1 = v; break;
    case 2: t2 = v; break;
    case 3: t3 = v; break;
    case 4: t4 = v; break;
    case 5: t5 = v; break;
    case 6: t6 = v; break;
    default: t7 = v; break;
    }
  }
  out[0] = t0; out[1] = t1; out[2] = t2; out[3] = t3;
  out[4] = t4; out[5] = t5; out[6] = t6; out[7] = t7;
}

static void block2d(float b[8][8], int inverse) {
  float tmp[8][8], col[8], res[8];
  for (int r = 0; r < 8; ++r)
    transform(b[r], tmp[r], inverse);
  for (int c = 0; c < 8; ++c) {
    for (int r = 0; r < 8; ++r)
      col[r] = tmp[r][c];
    transform(col, res, inverse);
    for (int r = 0; r < 8; ++r)
      b[r][c] = res[r];
  }
}

int main(void) {
  for (int k = 0; k < 8; ++k)
    for (int n = 0; n < 8; ++n)
      coef[k][n] = (float)((k ? sqrt(0.25) : sqrt(0.125)) *
                           cos((2 * n + 1) * k * 3.14159265358979 / 16));
  unsigned seed = 1, sum = 0;
  float worst = 0;
  for (int blk = 0; blk < BLOCKS; ++blk) {
    float b[8][8], orig[8][8];
    for (int r = 0; r < 8; ++r)
      for (int c = 0; c < 8; ++c) {
        seed = seed * 1103515245u + 12345u;
        orig[r][c] = b[r][c] = (float)((seed >> 16) % 256) - 128;
      }
    block2d(b, 0);
    sum = sum * 31u + (unsigned)(int)lrintf(b[0][0] * 8) + (unsigned)(int)lrintf(b[1][2]);
    block2d(b, 1);
    for (int r = 0; r < 8; ++r)
      for (int c = 0; c < 8; ++c)
        worst = fmaxf(worst, fabsf(b[r][c] - orig[r][c]));
  }
  printf("dct: %08x\n", sum);
  if (worst > 0.01f) {
    printf("FAILED: the round trip is off by %g\n", worst);
    return 1;
  }
  return 0;
}
