#include <stdio.h>
#include <unistd.h>

/* Prints something new on every run, as Csmith seed 16381 exits with a new
 * status on every run once clang has made use of its undefined behaviour. */
int main(void) {
  printf("checksum = %d\n", (int)getpid());
  return 0;
}
