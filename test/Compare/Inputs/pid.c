/* Prints its process id: different on every run, so mts-compare --run
   must report an output mismatch however the allocators did. */
#include <stdio.h>
#include <unistd.h>

int main(void) {
  printf("%d\n", (int)getpid());
  return 0;
}
