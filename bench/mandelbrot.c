/* The Mandelbrot set on a grid symmetric about the real axis: iteration
   counts must be mirror images, and their sum is the checksum. Two points
   per iteration keep eight doubles live in the inner loop. */
#include <stdio.h>

#define W 240
#define H 240 /* rows -H/2 .. H/2 - 1 mirror around 0 when offset by half */
#define MAXIT 200
static int iters[H][W];

int main(void) {
  for (int y = 0; y < H; ++y) {
    double ci = ((y - H / 2) + 0.5) * (2.4 / H);
    for (int x = 0; x < W; x += 2) {
      double cr0 = x * (3.2 / W) - 2.2, cr1 = (x + 1) * (3.2 / W) - 2.2;
      double zr0 = 0, zi0 = 0, zr1 = 0, zi1 = 0;
      int n0 = MAXIT, n1 = MAXIT;
      for (int i = 0; i < MAXIT; ++i) {
        double r0 = zr0 * zr0, q0 = zi0 * zi0, r1 = zr1 * zr1, q1 = zi1 * zi1;
        if (n0 == MAXIT && r0 + q0 > 4)
          n0 = i;
        if (n1 == MAXIT && r1 + q1 > 4)
          n1 = i;
        if (n0 != MAXIT && n1 != MAXIT)
          break;
        zi0 = 2 * zr0 * zi0 + ci; zr0 = r0 - q0 + cr0;
        zi1 = 2 * zr1 * zi1 + ci; zr1 = r1 - q1 + cr1;
      }
      iters[y][x] = n0;
      iters[y][x + 1] = n1;
    }
  }
  unsigned long sum = 0;
  int bad = 0;
  for (int y = 0; y < H; ++y)
    for (int x = 0; x < W; ++x) {
      sum += (unsigned long)iters[y][x] * (unsigned long)(x + 1);
      bad |= iters[y][x] != iters[H - 1 - y][x];
    }
  printf("mandelbrot: %lu\n", sum);
  if (bad) {
    printf("FAILED: the set is not symmetric\n");
    return 1;
  }
  return 0;
}
