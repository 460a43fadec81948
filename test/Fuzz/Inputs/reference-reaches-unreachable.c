/* Stands for a program every path of which is undefined, as Csmith seed
   9876858: clang -O2 ends its main in `unreachable`, with no instruction
   there, and each build runs on into whatever code follows, which the
   allocator changes. Built to trap there, it dies. */
#include <stdio.h>

int main(void) {
#ifdef TRAPPING_BUILD
  __builtin_trap();
#endif
#ifdef REFERENCE_BUILD
  puts("what follows main in the reference build");
#else
  puts("what follows main in mts's build");
#endif
  return 0;
}
