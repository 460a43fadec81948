/* LU decomposition with partial pivoting, then a solve: checked by the
   residual of A x = b. */
#include <math.h>
#include <stdio.h>

#define N 100
static double A[N][N], LU[N][N], b[N], x[N];
static int piv[N];

static void decompose(void) {
  for (int i = 0; i < N; ++i) {
    piv[i] = i;
    for (int j = 0; j < N; ++j)
      LU[i][j] = A[i][j];
  }
  for (int k = 0; k < N; ++k) {
    int p = k;
    for (int i = k + 1; i < N; ++i)
      if (fabs(LU[i][k]) > fabs(LU[p][k]))
        p = i;
    if (p != k) {
      for (int j = 0; j < N; ++j) {
        double t = LU[k][j];
        LU[k][j] = LU[p][j];
        LU[p][j] = t;
      }
      int t = piv[k];
      piv[k] = piv[p];
      piv[p] = t;
    }
    for (int i = k + 1; i < N; ++i) {
      double f = LU[i][k] / LU[k][k];
      LU[i][k] = f;
      for (int j = k + 1; j < N; ++j)
        LU[i][j] -= f * LU[k][j];
    }
  }
}

static void solve(void) {
  double y[N];
  for (int i = 0; i < N; ++i) {
    double s = b[piv[i]];
    for (int j = 0; j < i; ++j)
      s -= LU[i][j] * y[j];
    y[i] = s;
  }
  for (int i = N - 1; i >= 0; --i) {
    double s = y[i];
    for (int j = i + 1; j < N; ++j)
      s -= LU[i][j] * x[j];
    x[i] = s / LU[i][i];
  }
}

int main(void) {
  unsigned seed = 7;
  double check = 0, worst = 0;
  for (int rep = 0; rep < 8; ++rep) {
    for (int i = 0; i < N; ++i) {
      for (int j = 0; j < N; ++j) {
        seed = seed * 1664525u + 1013904223u;
        A[i][j] = (double)(seed >> 8) / 16777216.0 - 0.5 + (i == j ? 2.0 : 0);
      }
      b[i] = i % 7 - 3.0;
    }
    decompose();
    solve();
    for (int i = 0; i < N; ++i) {
      double r = -b[i];
      for (int j = 0; j < N; ++j)
        r += A[i][j] * x[j];
      if (fabs(r) > worst)
        worst = fabs(r);
      check += x[i] * (i + rep + 1);
    }
  }
  printf("lu: %.6f\n", check);
  if (worst > 1e-9) {
    printf("FAILED: residual %g\n", worst);
    return 1;
  }
  return 0;
}
