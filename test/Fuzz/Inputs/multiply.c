#include <stdio.h>

static long mix(long a, long b) { return a * b + (a ^ b); }

int main(int argc, char **argv) {
  (void)argv;
  long acc = argc;
  for (long i = 1; i < 20 + argc; ++i)
    acc = mix(acc, i) % 1000003;
  printf("%ld\n", acc);
  return 0;
}
