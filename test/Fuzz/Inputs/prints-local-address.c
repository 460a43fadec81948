#include <stdio.h>

/* Prints where its local lives: the same for the mts and the greedy build
   only when both start with the same stack. */
__attribute__((noinline)) static void show(void) {
  char c;
  printf("%p\n", (void *)&c);
}

int main(void) {
  show();
  return 0;
}
