/* The spectral norm of the infinite matrix A(i,j) = 1/((i+j)(i+j+1)/2+i+1),
   by power iteration on A^T A: converges to 1.274224... */
#include <math.h>
#include <stdio.h>

#define N 220
static double u[N], v[N], tmp[N];

static double a(int i, int j) { return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1); }

static void mul_av(const double *x, double *y) {
  for (int i = 0; i < N; ++i) {
    double s = 0;
    for (int j = 0; j < N; ++j)
      s += a(i, j) * x[j];
    y[i] = s;
  }
}

static void mul_atv(const double *x, double *y) {
  for (int i = 0; i < N; ++i) {
    double s = 0;
    for (int j = 0; j < N; ++j)
      s += a(j, i) * x[j];
    y[i] = s;
  }
}

int main(void) {
  for (int i = 0; i < N; ++i)
    u[i] = 1;
  for (int k = 0; k < 10; ++k) {
    mul_av(u, tmp);
    mul_atv(tmp, v);
    mul_av(v, tmp);
    mul_atv(tmp, u);
  }
  double vbv = 0, vv = 0;
  for (int i = 0; i < N; ++i) {
    vbv += u[i] * v[i];
    vv += v[i] * v[i];
  }
  double norm = sqrt(vbv / vv);
  printf("spectral: %.9f\n", norm);
  if (fabs(norm - 1.274224) > 1e-5) {
    printf("FAILED: the norm did not converge to 1.274224\n");
    return 1;
  }
  return 0;
}
