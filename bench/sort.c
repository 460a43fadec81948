/* Quicksort, merge sort and heap sort of the same pseudo-random array: all
   three must give the same sorted sequence. */
#include <stdio.h>
#include <string.h>

#define N 60000
static int orig[N], q[N], m[N], h[N], scratch[N];

static void quicksort(int *a, int lo, int hi) {
  while (hi - lo > 16) {
    int mid = lo + (hi - lo) / 2;
    int x = a[lo], y = a[mid], z = a[hi];
    int pivot = x < y ? (y < z ? y : (x < z ? z : x)) : (x < z ? x : (y < z ? z : y));
    int i = lo, j = hi;
    while (i <= j) {
      while (a[i] < pivot) ++i;
      while (a[j] > pivot) --j;
      if (i <= j) {
        int t = a[i]; a[i] = a[j]; a[j] = t;
        ++i; --j;
      }
    }
    if (j - lo < hi - i) {
      quicksort(a, lo, j);
      lo = i;
    } else {
      quicksort(a, i, hi);
      hi = j;
    }
  }
  for (int i = lo + 1; i <= hi; ++i) {
    int v = a[i], j = i - 1;
    while (j >= lo && a[j] > v) {
      a[j + 1] = a[j];
      --j;
    }
    a[j + 1] = v;
  }
}

static void mergesort(int *a, int n) {
  for (int width = 1; width < n; width *= 2) {
    for (int lo = 0; lo < n; lo += 2 * width) {
      int mid = lo + width < n ? lo + width : n;
      int hi = lo + 2 * width < n ? lo + 2 * width : n;
      int i = lo, j = mid, k = lo;
      while (i < mid && j < hi)
        scratch[k++] = a[i] <= a[j] ? a[i++] : a[j++];
      while (i < mid) scratch[k++] = a[i++];
      while (j < hi) scratch[k++] = a[j++];
    }
    memcpy(a, scratch, n * sizeof *a);
  }
}

static void sift(int *a, int root, int n) {
  for (;;) {
    int child = 2 * root + 1;
    if (child >= n)
      return;
    if (child + 1 < n && a[child + 1] > a[child])
      ++child;
    if (a[root] >= a[child])
      return;
    int t = a[root]; a[root] = a[child]; a[child] = t;
    root = child;
  }
}

static void heapsort(int *a, int n) {
  for (int i = n / 2 - 1; i >= 0; --i)
    sift(a, i, n);
  for (int end = n - 1; end > 0; --end) {
    int t = a[0]; a[0] = a[end]; a[end] = t;
    sift(a, 0, end);
  }
}

int main(void) {
  unsigned seed = 2024;
  for (int i = 0; i < N; ++i) {
    seed = seed * 1103515245u + 12345u;
    orig[i] = (int)(seed >> 1) % 100000 - 50000;
  }
  memcpy(q, orig, sizeof q);
  memcpy(m, orig, sizeof m);
  memcpy(h, orig, sizeof h);
  quicksort(q, 0, N - 1);
  mergesort(m, N);
  heapsort(h, N);
  unsigned sum = 0;
  int bad = 0;
  for (int i = 0; i < N; ++i) {
    sum = sum * 16777619u ^ (unsigned)q[i];
    bad |= q[i] != m[i] || q[i] != h[i] || (i && q[i - 1] > q[i]);
  }
  printf("sort: %08x\n", sum);
  if (bad) {
    printf("FAILED: the sorts disagree\n");
    return 1;
  }
  return 0;
}
