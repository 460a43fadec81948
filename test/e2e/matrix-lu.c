// Dense linear algebra: LU decomposition with partial pivoting and a
// triangular solve, in double, with several row pointers and scalars live
// in the inner loops.
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 6 %s
// RUN: %utils/mts-diff.sh %s -g -O1
#include <math.h>
#include <stdio.h>

#define N 40
static double A[N][N], LU[N][N], b[N], x[N];
static int piv[N];

__attribute__((noinline)) static void lu(void) {
  for (int i = 0; i < N; ++i) { piv[i] = i; for (int j = 0; j < N; ++j) LU[i][j] = A[i][j]; }
  for (int k = 0; k < N; ++k) {
    int p = k; double best = fabs(LU[k][k]);
    for (int i = k + 1; i < N; ++i) if (fabs(LU[i][k]) > best) { best = fabs(LU[i][k]); p = i; }
    if (p != k) {
      for (int j = 0; j < N; ++j) { double t = LU[k][j]; LU[k][j] = LU[p][j]; LU[p][j] = t; }
      int t = piv[k]; piv[k] = piv[p]; piv[p] = t;
    }
    for (int i = k + 1; i < N; ++i) {
      double f = LU[i][k] / LU[k][k];
      LU[i][k] = f;
      for (int j = k + 1; j < N; ++j) LU[i][j] -= f * LU[k][j];
    }
  }
}

__attribute__((noinline)) static void solve(void) {
  double y[N];
  for (int i = 0; i < N; ++i) {
    double s = b[piv[i]];
    for (int j = 0; j < i; ++j) s -= LU[i][j] * y[j];
    y[i] = s;
  }
  for (int i = N - 1; i >= 0; --i) {
    double s = y[i];
    for (int j = i + 1; j < N; ++j) s -= LU[i][j] * x[j];
    x[i] = s / LU[i][i];
  }
}

int main(void) {
  for (int i = 0; i < N; ++i) {
    b[i] = i * 0.5 - 3;
    for (int j = 0; j < N; ++j) A[i][j] = (i == j ? N : 0) + sin(i * 1.3 + j * 0.7);
  }
  lu();
  solve();
  double r = 0;
  for (int i = 0; i < N; ++i) {
    double s = 0;
    for (int j = 0; j < N; ++j) s += A[i][j] * x[j];
    r += fabs(s - b[i]);
  }
  printf("x0 %.10f x%d %.10f residual<1e-9 %d\n", x[0], N - 1, x[N - 1], r < 1e-9);
  return 0;
}
