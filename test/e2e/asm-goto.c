// asm goto: an inline asm statement that may jump to a label of the
// function (INLINEASM_BR), whose edge to the label can carry no code: values
// live there must be where the label's block takes them when the asm runs.
// In a loop with five values carried around it, with an output operand
// (defined on the way to the label too), with outputs in fixed registers,
// whose copies for the fallthrough follow the asm in its block, and as the
// back edge of a loop (the header, walked first, takes its values in
// memory, stored before the asm).
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 4 %s
#include <stdio.h>

__attribute__((noinline)) unsigned long loop(int N, unsigned long *P) {
  unsigned long A = P[0], B = P[1], C = P[2], D = P[3], E = P[4];
  for (int I = 0; I < N; ++I) {
    A += I;
    B ^= A;
    C += B;
    D -= C;
    E += D;
    asm goto("testl %0, %0\n\tjs %l1" : : "r"(I - 50) : : negative);
    P[I & 3] += A + B;
    continue;
  negative:
    P[I & 3] -= C + D + E;
  }
  return A + B + C + D + E;
}

__attribute__((noinline)) int output(int X) {
  int Out;
  asm goto("movl %1, %0\n\ttestl %0, %0\n\tjz %l2"
           : "=r"(Out)
           : "r"(X)
           :
           : zero);
  return Out * 3;
zero:
  return Out - 1;
}

// Outputs in fixed registers, each read at its own label: clang copies the
// fallthrough's after the asm, in its block, which a jump to a label skips.
__attribute__((noinline)) int fixed(int Which) {
  int A, D, C;
  asm goto("movl $10, %%eax\n\tmovl $20, %%edx\n\tmovl $30, %%ecx\n\t"
           "cmpl $1, %3\n\tje %l4\n\tcmpl $2, %3\n\tje %l5"
           : "=a"(A), "=d"(D), "=c"(C)
           : "r"(Which)
           :
           : to_d, to_c);
  return A + Which;
to_d:
  return D + Which;
to_c:
  return C + Which;
}

// The asm jumps back to the loop's header. (With an output, clang gives
// the jump a block of its own, walked after the asm's.)
__attribute__((noinline)) unsigned long back(long N, const unsigned long *P) {
  unsigned long A = P[0], B = P[1], C = P[2], D = P[3];
  long I = 0;
again:
  A += I;
  B ^= A;
  C += B;
  D -= C;
  ++I;
  asm goto("cmp %0, %1\n\tjl %l2" : : "r"(I), "r"(N) : : again);
  return A + B + C + D;
}

int main(void) {
  unsigned long P[5] = {1, 2, 3, 4, 5};
  unsigned long Sum = loop(100, P);
  printf("loop: %lu %lu %lu %lu %lu\n", Sum, P[0], P[1], P[2], P[3]);
  printf("output: %d %d\n", output(5), output(0));
  printf("fixed: %d %d %d\n", fixed(0), fixed(1), fixed(2));
  printf("back: %lu %lu\n", back(100, P), back(1, P));
  return 0;
}
