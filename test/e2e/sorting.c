// Sorting: quicksort with recursion and partition loops, merge sort with a
// scratch buffer, and qsort with a comparison function called indirectly.
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 6 %s
// RUN: %utils/mts-diff.sh %s -g -O3
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static void quick(int32_t *a, int lo, int hi) {
  while (lo < hi) {
    int32_t p = a[(lo + hi) / 2];
    int i = lo, j = hi;
    while (i <= j) {
      while (a[i] < p) ++i;
      while (a[j] > p) --j;
      if (i <= j) { int32_t t = a[i]; a[i] = a[j]; a[j] = t; ++i; --j; }
    }
    if (j - lo < hi - i) { quick(a, lo, j); lo = i; }
    else { quick(a, i, hi); hi = j; }
  }
}

static void merge_sort(int32_t *a, int32_t *tmp, int n) {
  if (n < 2) return;
  int h = n / 2;
  merge_sort(a, tmp, h);
  merge_sort(a + h, tmp, n - h);
  int i = 0, j = h, k = 0;
  while (i < h && j < n) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < h) tmp[k++] = a[i++];
  while (j < n) tmp[k++] = a[j++];
  for (k = 0; k < n; ++k) a[k] = tmp[k];
}

static int cmp_desc(const void *x, const void *y) {
  int32_t a = *(const int32_t *)x, b = *(const int32_t *)y;
  return (a < b) - (a > b);
}

static uint32_t check(const int32_t *a, int n) {
  uint32_t h = 2166136261u;
  for (int i = 0; i < n; ++i) h = (h ^ (uint32_t)a[i]) * 16777619u;
  return h;
}

#define N 5000
static int32_t a[N], b[N], c[N], tmp[N];

int main(void) {
  uint32_t s = 12345;
  for (int i = 0; i < N; ++i) { s = s * 1103515245u + 12345u; a[i] = b[i] = c[i] = (int32_t)(s >> 8) % 100000 - 50000; }
  quick(a, 0, N - 1);
  merge_sort(b, tmp, N);
  qsort(c, N, sizeof c[0], cmp_desc);
  int sorted = 1;
  for (int i = 1; i < N; ++i) sorted &= a[i - 1] <= a[i] && a[i] == b[i] && c[N - 1 - i] == a[i];
  printf("sorted %d quick %08x merge %08x qsort %08x\n", sorted, check(a, N), check(b, N), check(c, N));
  return 0;
}
