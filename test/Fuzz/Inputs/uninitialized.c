/* What creduce makes of a program when nothing stops it: acc is read before
 * it is written, so two correct compilers may print different things. */
#include <stdio.h>

long factor;

int main(int argc, char **argv) {
  (void)argv;
  long t, acc;
  for (long i = 1; i < 20 + argc; ++i) {
    t = acc * factor;
    acc = t;
  }
  printf("%ld\n", acc);
  return 0;
}
