/* The runtime of compiled UIL programs (see docs/UIL.md): the heap, print,
 * and a main that runs the program's body and prints its result, as uil-run
 * does. */
#include <stdint.h>
#include <stdio.h>

int64_t uil_heap[(1 << 20) / 8] __attribute__((aligned(16)));

int64_t uil_print(int64_t Value) {
  printf("%lld\n", (long long)Value);
  return 0;
}

int64_t uil_main(void);

int main(void) {
  int64_t Result = uil_main();
  printf("%lld\n", (long long)Result);
  return 0;
}
