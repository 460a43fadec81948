/* Dynamic programming: longest common subsequence by the full table and by
   two rolling rows, and edit distance; the LCS lengths must agree and obey
   the bound edit >= max(n, m) - lcs. */
#include <stdio.h>

#define N 1500
#define M 1300
static char a[N], b[M];
static short table[N + 1][M + 1];
static int row0[M + 1], row1[M + 1];

static int lcs_table(void) {
  for (int i = 1; i <= N; ++i)
    for (int j = 1; j <= M; ++j)
      table[i][j] = a[i - 1] == b[j - 1]
                        ? table[i - 1][j - 1] + 1
                        : (table[i - 1][j] > table[i][j - 1] ? table[i - 1][j]
                                                             : table[i][j - 1]);
  return table[N][M];
}

static int lcs_rows(void) {
  int *prev = row0, *cur = row1;
  for (int j = 0; j <= M; ++j)
    prev[j] = 0;
  for (int i = 1; i <= N; ++i) {
    cur[0] = 0;
    for (int j = 1; j <= M; ++j)
      cur[j] = a[i - 1] == b[j - 1] ? prev[j - 1] + 1
                                    : (prev[j] > cur[j - 1] ? prev[j] : cur[j - 1]);
    int *t = prev; prev = cur; cur = t;
  }
  return prev[M];
}

static int edit_distance(void) {
  int *prev = row0, *cur = row1;
  for (int j = 0; j <= M; ++j)
    prev[j] = j;
  for (int i = 1; i <= N; ++i) {
    cur[0] = i;
    for (int j = 1; j <= M; ++j) {
      int best = prev[j - 1] + (a[i - 1] != b[j - 1]);
      if (prev[j] + 1 < best) best = prev[j] + 1;
      if (cur[j - 1] + 1 < best) best = cur[j - 1] + 1;
      cur[j] = best;
    }
    int *t = prev; prev = cur; cur = t;
  }
  return prev[M];
}

int main(void) {
  unsigned seed = 4242;
  for (int i = 0; i < N; ++i) {
    seed = seed * 1103515245u + 12345u;
    a[i] = "ACGT"[(seed >> 16) & 3];
  }
  for (int j = 0; j < M; ++j) {
    seed = seed * 1103515245u + 12345u;
    b[j] = (seed >> 20) % 5 ? a[(j * 7 / 6) % N] : "ACGT"[(seed >> 16) & 3];
  }
  int l1 = lcs_table(), l2 = lcs_rows(), ed = edit_distance();
  printf("lcs: %d %d\n", l1, ed);
  if (l1 != l2 || ed < N - l1 || l1 > M) {
    printf("FAILED: the dynamic programs disagree\n");
    return 1;
  }
  return 0;
}
