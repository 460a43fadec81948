/* String search: naive, Knuth-Morris-Pratt and Boyer-Moore-Horspool count
   the occurrences of several patterns in a generated text over a small
   alphabet; the three must agree. */
#include <stdio.h>
#include <string.h>

#define TEXT 400000
static char text[TEXT + 1];

static int naive(const char *t, int n, const char *p, int m) {
  int c = 0;
  for (int i = 0; i + m <= n; ++i) {
    int j = 0;
    while (j < m && t[i + j] == p[j])
      ++j;
    c += j == m;
  }
  return c;
}

static int kmp(const char *t, int n, const char *p, int m) {
  int fail[64];
  fail[0] = -1;
  for (int i = 1, k = -1; i < m; ++i) {
    while (k >= 0 && p[k + 1] != p[i])
      k = fail[k];
    if (p[k + 1] == p[i])
      ++k;
    fail[i] = k;
  }
  int c = 0;
  for (int i = 0, k = -1; i < n; ++i) {
    while (k >= 0 && p[k + 1] != t[i])
      k = fail[k];
    if (p[k + 1] == t[i])
      ++k;
    if (k == m - 1) {
      ++c;
      k = fail[k];
    }
  }
  return c;
}

static int horspool(const char *t, int n, const char *p, int m) {
  int shift[256];
  for (int i = 0; i < 256; ++i)
    shift[i] = m;
  for (int i = 0; i < m - 1; ++i)
    shift[(unsigned char)p[i]] = m - 1 - i;
  int c = 0;
  for (int i = 0; i + m <= n; i += shift[(unsigned char)t[i + m - 1]]) {
    int j = m - 1;
    while (j >= 0 && t[i + j] == p[j])
      --j;
    c += j < 0;
  }
  return c;
}

int main(void) {
  unsigned seed = 77;
  for (int i = 0; i < TEXT; ++i) {
    seed = seed * 1103515245u + 12345u;
    text[i] = "abcab"[(seed >> 16) % 5];
  }
  static const char *patterns[] = {"abc", "abab", "cabca", "aaaa",
                                   "bcabcabc", "abcabcabcab", "ccc", "b"};
  unsigned sum = 0;
  int bad = 0;
  for (int k = 0; k < 8; ++k) {
    int m = (int)strlen(patterns[k]);
    int a = naive(text, TEXT, patterns[k], m);
    int b = kmp(text, TEXT, patterns[k], m);
    int c = horspool(text, TEXT, patterns[k], m);
    bad |= a != b || a != c;
    sum = sum * 131u + (unsigned)a;
  }
  printf("strsearch: %08x\n", sum);
  if (bad) {
    printf("FAILED: the searches disagree\n");
    return 1;
  }
  return 0;
}
