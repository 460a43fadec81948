/* A segmented sieve of Eratosthenes and a wheel-free trial-division check
   on a sample: the prime count below 2,000,000 is 148,933. */
#include <stdio.h>
#include <string.h>

#define LIMIT 2000000
#define SEGMENT 32768
static int small_primes[2000];
static unsigned char mark[SEGMENT];

static int is_prime(int n) {
  if (n < 2)
    return 0;
  for (int d = 2; d * d <= n; ++d)
    if (n % d == 0)
      return 0;
  return 1;
}

int main(void) {
  int nsmall = 0;
  for (int p = 2; p * p < LIMIT; ++p)
    if (is_prime(p))
      small_primes[nsmall++] = p;
  int count = 0, bad = 0;
  unsigned sum = 0;
  for (int lo = 0; lo < LIMIT; lo += SEGMENT) {
    int hi = lo + SEGMENT < LIMIT ? lo + SEGMENT : LIMIT;
    memset(mark, 1, sizeof mark);
    for (int k = 0; k < nsmall; ++k) {
      int p = small_primes[k];
      if (p * p >= hi)
        break;
      int start = (lo + p - 1) / p * p;
      if (start < p * p)
        start = p * p;
      for (int m = start; m < hi; m += p)
        mark[m - lo] = 0;
    }
    for (int n = lo < 2 ? 2 : lo; n < hi; ++n)
      if (mark[n - lo]) {
        ++count;
        sum = sum * 31u + (unsigned)n;
        if (n % 997 == 1)
          bad |= !is_prime(n);
      } else if (n % 1009 == 0 && n > 1009) {
        bad |= is_prime(n);
      }
  }
  printf("sieve: %d %08x\n", count, sum);
  if (bad || count != 148933) {
    printf("FAILED: wrong prime count or a misclassified number\n");
    return 1;
  }
  return 0;
}
