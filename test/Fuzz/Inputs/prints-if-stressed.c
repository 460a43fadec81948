#include <stdio.h>

int main(void) {
#ifdef STRESSED
  puts("stressed");
#else
  puts("all registers");
#endif
  return 0;
}
