// String search: Knuth-Morris-Pratt and Boyer-Moore-Horspool over a
// generated text, plus libc string calls, byte loads and sub-registers.
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 6 %s
#include <stdio.h>
#include <string.h>

#define TN 20000
static char text[TN + 1];

static int kmp(const char *t, int n, const char *p, int m) {
  int fail[64], count = 0;
  fail[0] = -1;
  for (int i = 1, k = -1; i < m; ++i) {
    while (k >= 0 && p[k + 1] != p[i]) k = fail[k];
    if (p[k + 1] == p[i]) ++k;
    fail[i] = k;
  }
  for (int i = 0, k = -1; i < n; ++i) {
    while (k >= 0 && p[k + 1] != t[i]) k = fail[k];
    if (p[k + 1] == t[i]) ++k;
    if (k == m - 1) { ++count; k = fail[k]; }
  }
  return count;
}

static int horspool(const char *t, int n, const char *p, int m) {
  int shift[256], count = 0;
  for (int i = 0; i < 256; ++i) shift[i] = m;
  for (int i = 0; i < m - 1; ++i) shift[(unsigned char)p[i]] = m - 1 - i;
  for (int i = 0; i + m <= n;) {
    int j = m - 1;
    while (j >= 0 && t[i + j] == p[j]) --j;
    if (j < 0) ++count;
    i += shift[(unsigned char)t[i + m - 1]];
  }
  return count;
}

int main(void) {
  unsigned s = 7;
  for (int i = 0; i < TN; ++i) { s = s * 1664525u + 1013904223u; text[i] = "abcab"[(s >> 16) % 5]; }
  text[TN] = 0;
  const char *pats[] = {"abc", "abab", "cabca", "aaaa", "bcabcab"};
  for (int k = 0; k < 5; ++k) {
    int m = (int)strlen(pats[k]);
    printf("%s kmp=%d horspool=%d\n", pats[k], kmp(text, TN, pats[k], m), horspool(text, TN, pats[k], m));
  }
  printf("strstr=%ld strchr=%ld\n", (long)(strstr(text, "bbbb") - text), (long)(strchr(text, 'c') - text));
  return 0;
}
