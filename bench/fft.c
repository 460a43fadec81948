/* Iterative radix-2 complex FFT and its inverse: the round trip must give
   the signal back, and Parseval's identity must hold. */
#include <math.h>
#include <stdio.h>

#define LOGN 12
#define N (1 << LOGN)
static double re[N], im[N], sre[N], sim[N];

static void fft(double *xr, double *xi, int inverse) {
  for (int i = 1, j = 0; i < N; ++i) {
    int bit = N >> 1;
    for (; j & bit; bit >>= 1)
      j ^= bit;
    j ^= bit;
    if (i < j) {
      double t = xr[i]; xr[i] = xr[j]; xr[j] = t;
      t = xi[i]; xi[i] = xi[j]; xi[j] = t;
    }
  }
  for (int len = 2; len <= N; len <<= 1) {
    double ang = 2 * M_PI / len * (inverse ? 1 : -1);
    double wr = cos(ang), wi = sin(ang);
    for (int i = 0; i < N; i += len) {
      double cr = 1, ci = 0;
      for (int k = 0; k < len / 2; ++k) {
        int a = i + k, b = i + k + len / 2;
        double ur = xr[a], ui = xi[a];
        double vr = xr[b] * cr - xi[b] * ci, vi = xr[b] * ci + xi[b] * cr;
        xr[a] = ur + vr; xi[a] = ui + vi;
        xr[b] = ur - vr; xi[b] = ui - vi;
        double ncr = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = ncr;
      }
    }
  }
  if (inverse)
    for (int i = 0; i < N; ++i) {
      xr[i] /= N;
      xi[i] /= N;
    }
}

int main(void) {
  double check = 0, worst = 0, parseval = 0;
  for (int rep = 0; rep < 6; ++rep) {
    double e_time = 0, e_freq = 0;
    for (int i = 0; i < N; ++i) {
      sre[i] = re[i] = sin(i * 0.01 * (rep + 1)) + ((i * 7 + rep) % 13) / 13.0;
      sim[i] = im[i] = cos(i * 0.003) * 0.5;
      e_time += re[i] * re[i] + im[i] * im[i];
    }
    fft(re, im, 0);
    for (int i = 0; i < N; ++i)
      e_freq += re[i] * re[i] + im[i] * im[i];
    check += re[rep * 3 + 1] - im[N - 1 - rep];
    parseval = fmax(parseval, fabs(e_freq / N - e_time) / e_time);
    fft(re, im, 1);
    for (int i = 0; i < N; ++i)
      worst = fmax(worst, fabs(re[i] - sre[i]) + fabs(im[i] - sim[i]));
  }
  printf("fft: %.6f\n", check);
  if (worst > 1e-9 || parseval > 1e-9) {
    printf("FAILED: round trip %g, Parseval %g\n", worst, parseval);
    return 1;
  }
  return 0;
}
