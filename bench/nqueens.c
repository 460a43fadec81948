/* N-queens by recursive backtracking with bit masks and by a plain
   array-based search: solution counts must match the known values. */
#include <stdio.h>

static int bits(int n, int row, unsigned cols, unsigned d1, unsigned d2) {
  if (row == n)
    return 1;
  int count = 0;
  unsigned free = ~(cols | d1 | d2) & ((1u << n) - 1);
  while (free) {
    unsigned bit = free & -free;
    free ^= bit;
    count += bits(n, row + 1, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1);
  }
  return count;
}

static int queen[16];

static int safe(int row, int col) {
  for (int r = 0; r < row; ++r) {
    int c = queen[r];
    if (c == col || c - col == r - row || c - col == row - r)
      return 0;
  }
  return 1;
}

static int plain(int n, int row) {
  if (row == n)
    return 1;
  int count = 0;
  for (int col = 0; col < n; ++col)
    if (safe(row, col)) {
      queen[row] = col;
      count += plain(n, row + 1);
    }
  return count;
}

int main(void) {
  static const int known[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680};
  int bad = 0;
  unsigned sum = 0;
  for (int n = 1; n <= 11; ++n) {
    int a = bits(n, 0, 0, 0, 0);
    int b = n <= 9 ? plain(n, 0) : a;
    bad |= a != known[n - 1] || b != a;
    sum = sum * 31u + (unsigned)a;
  }
  printf("nqueens: %08x\n", sum);
  if (bad) {
    printf("FAILED: a solution count is wrong\n");
    return 1;
  }
  return 0;
}
