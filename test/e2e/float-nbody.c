// Floating point: an n-body step in double, a float reduction and int/float
// conversions, so XMM registers are allocated under pressure.
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 6 %s
#include <math.h>
#include <stdio.h>

#define NB 5
static double px[NB], py[NB], pz[NB], vx[NB], vy[NB], vz[NB], m[NB];

__attribute__((noinline)) static void advance(double dt) {
  for (int i = 0; i < NB; ++i)
    for (int j = i + 1; j < NB; ++j) {
      double dx = px[i] - px[j], dy = py[i] - py[j], dz = pz[i] - pz[j];
      double d2 = dx * dx + dy * dy + dz * dz;
      double mag = dt / (d2 * sqrt(d2));
      vx[i] -= dx * m[j] * mag; vy[i] -= dy * m[j] * mag; vz[i] -= dz * m[j] * mag;
      vx[j] += dx * m[i] * mag; vy[j] += dy * m[i] * mag; vz[j] += dz * m[i] * mag;
    }
  for (int i = 0; i < NB; ++i) {
    px[i] += dt * vx[i]; py[i] += dt * vy[i]; pz[i] += dt * vz[i];
  }
}

static double energy(void) {
  double e = 0;
  for (int i = 0; i < NB; ++i) {
    e += 0.5 * m[i] * (vx[i] * vx[i] + vy[i] * vy[i] + vz[i] * vz[i]);
    for (int j = i + 1; j < NB; ++j) {
      double dx = px[i] - px[j], dy = py[i] - py[j], dz = pz[i] - pz[j];
      e -= m[i] * m[j] / sqrt(dx * dx + dy * dy + dz * dz);
    }
  }
  return e;
}

__attribute__((noinline)) static float freduce(const float *a, int n) {
  float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  for (int i = 0; i + 4 <= n; i += 4) {
    s0 += a[i] * 1.5f; s1 -= a[i + 1]; s2 += a[i + 2] * a[i + 2]; s3 += (float)(int)a[i + 3];
  }
  return s0 + s1 * 2 + s2 * 3 + s3 * 4;
}

int main(void) {
  for (int i = 0; i < NB; ++i) {
    px[i] = i * 1.1; py[i] = i * -0.7 + 0.3; pz[i] = (i % 2) * 0.9;
    vx[i] = 0.01 * i; vy[i] = -0.02 * i; vz[i] = 0.005; m[i] = 1.0 + i * 0.25;
  }
  printf("e0 %.9f\n", energy());
  for (int s = 0; s < 1000; ++s) advance(0.01);
  printf("e1 %.9f\n", energy());
  float a[64];
  for (int i = 0; i < 64; ++i) a[i] = (float)i * 0.37f - 7.0f;
  printf("freduce %.4f\n", freduce(a, 64));
  return 0;
}
