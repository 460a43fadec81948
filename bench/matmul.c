/* Dense matrix multiply: a 4x4 register-blocked kernel (16 accumulators
   live across the inner loop) checked against the naive triple loop. */
#include <math.h>
#include <stdio.h>

#define N 120
static double A[N][N], B[N][N], C[N][N], R[N][N];

static void naive(void) {
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j) {
      double s = 0;
      for (int k = 0; k < N; ++k)
        s += A[i][k] * B[k][j];
      R[i][j] = s;
    }
}

static void blocked(void) {
  for (int i = 0; i < N; i += 4)
    for (int j = 0; j < N; j += 4) {
      double c[4][4] = {{0}};
      for (int k = 0; k < N; ++k) {
        double a0 = A[i][k], a1 = A[i + 1][k], a2 = A[i + 2][k],
               a3 = A[i + 3][k];
        for (int jj = 0; jj < 4; ++jj) {
          double b = B[k][j + jj];
          c[0][jj] += a0 * b;
          c[1][jj] += a1 * b;
          c[2][jj] += a2 * b;
          c[3][jj] += a3 * b;
        }
      }
      for (int ii = 0; ii < 4; ++ii)
        for (int jj = 0; jj < 4; ++jj)
          C[i + ii][j + jj] = c[ii][jj];
    }
}

int main(void) {
  unsigned seed = 12345;
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j) {
      seed = seed * 1103515245u + 12345u;
      A[i][j] = (double)(seed >> 16 & 1023) / 512.0 - 1.0;
      seed = seed * 1103515245u + 12345u;
      B[i][j] = (double)(seed >> 16 & 1023) / 512.0 - 1.0;
    }
  naive();
  double sum = 0;
  for (int rep = 0; rep < 4; ++rep) {
    blocked();
    sum += C[rep][N - 1 - rep];
  }
  double maxdiff = 0;
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j) {
      double d = fabs(C[i][j] - R[i][j]);
      if (d > maxdiff)
        maxdiff = d;
      sum += C[i][j] * (i + 1) - R[i][j] * j;
    }
  printf("matmul: %.6f\n", sum);
  if (maxdiff > 1e-9) {
    printf("FAILED: blocked and naive differ by %g\n", maxdiff);
    return 1;
  }
  return 0;
}
