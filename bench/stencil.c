/* A 9-point Jacobi stencil on an integer grid, one row at a time with the
   3x3 window held in locals, checked against the plain form. */
#include <stdio.h>
#include <string.h>

#define W 160
#define H 160
static int grid[H][W], next[H][W], ref[H][W], tmp[H][W];

static void step_window(int (*in)[W], int (*out)[W]) {
  for (int y = 1; y < H - 1; ++y) {
    int a0 = in[y - 1][0], a1 = in[y - 1][1];
    int b0 = in[y][0], b1 = in[y][1];
    int c0 = in[y + 1][0], c1 = in[y + 1][1];
    for (int x = 1; x < W - 1; ++x) {
      int a2 = in[y - 1][x + 1], b2 = in[y][x + 1], c2 = in[y + 1][x + 1];
      out[y][x] = (a0 + a2 + c0 + c2 + 2 * (a1 + b0 + b2 + c1) + 4 * b1) >> 4;
      a0 = a1; a1 = a2;
      b0 = b1; b1 = b2;
      c0 = c1; c1 = c2;
    }
  }
}

static void step_plain(int (*in)[W], int (*out)[W]) {
  static const int k[3][3] = {{1, 2, 1}, {2, 4, 2}, {1, 2, 1}};
  for (int y = 1; y < H - 1; ++y)
    for (int x = 1; x < W - 1; ++x) {
      int s = 0;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
          s += k[dy + 1][dx + 1] * in[y + dy][x + dx];
      out[y][x] = s >> 4;
    }
}

int main(void) {
  unsigned seed = 99;
  for (int y = 0; y < H; ++y)
    for (int x = 0; x < W; ++x) {
      seed = seed * 69069u + 1u;
      grid[y][x] = ref[y][x] = (int)(seed >> 20);
    }
  memcpy(next, grid, sizeof grid);
  memcpy(tmp, grid, sizeof grid);
  for (int it = 0; it < 40; ++it) {
    step_window(grid, next);
    memcpy(grid, next, sizeof grid);
    step_plain(ref, tmp);
    memcpy(ref, tmp, sizeof ref);
  }
  unsigned sum = 0;
  int bad = 0;
  for (int y = 0; y < H; ++y)
    for (int x = 0; x < W; ++x) {
      sum = sum * 31u + (unsigned)grid[y][x];
      bad |= grid[y][x] != ref[y][x];
    }
  printf("stencil: %08x\n", sum);
  if (bad) {
    printf("FAILED: windowed and plain stencils differ\n");
    return 1;
  }
  return 0;
}
