// Inline assembly: register constraints, a tied "+r" operand, an
// early-clobber output ("=&r"), an explicit clobber of $rcx (an early
// clobber: the asm writes it before reading its inputs, so no input may be
// in it) and a clobber of almost every register with values live across.
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 6 %s
// RUN: %utils/mts-diff.sh --stress 4 %s
#include <stdio.h>
#include <stdint.h>
__attribute__((noinline)) static uint64_t f(uint64_t a, uint64_t b, uint64_t c) {
  uint64_t r, t;
  __asm__("leaq (%1,%2), %0" : "=r"(r) : "r"(a), "r"(b));
  __asm__("addq %2, %0\n\tmovq %0, %1" : "+r"(r), "=&r"(t) : "r"(c));
  __asm__("xorq %%rcx, %%rcx\n\taddq %1, %0" : "+r"(r) : "r"(t) : "rcx", "cc");
  uint64_t x0=a*3,x1=b*5,x2=c*7,x3=a^b,x4=b^c,x5=a+c,x6=a-b,x7=b-c,x8=c-a,x9=a*b,x10=b*c,x11=c*a,x12=a|b,x13=b|c;
  __asm__ volatile("" ::: "rax","rbx","rdx","rsi","rdi","r8","r9","r10","r11","r12","r13","r14","r15","memory");
  return r + x0+x1+x2+x3+x4+x5+x6+x7+x8+x9+x10+x11+x12+x13;
}
int main(void) { uint64_t s = 0; for (int i = 0; i < 100; ++i) s += f(i, i * 3, i * 7); printf("%llu\n", (unsigned long long)s); return 0; }
