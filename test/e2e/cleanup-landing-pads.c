// C with -fexceptions: a variable with a cleanup attribute makes every call
// that may unwind (here to a weak function, which could be replaced by one
// that throws) an invoke, with a landing pad that runs the cleanup. Seven
// values live across seven such calls per iteration. Before landing pads
// were handled, -verify-machineinstrs rejected mts's code for this.
// RUN: %utils/mts-diff.sh %s -fexceptions
// RUN: %utils/mts-diff.sh --stress 4 %s -fexceptions
#include <stdio.h>

static long Total;

static void release(long *P) { Total += *P; }

__attribute__((noinline, weak)) long work(long X) { return X * 7 % 13; }

__attribute__((noinline)) long loop(int N) {
  long A = 1, B = 2, C = 3, D = 4, E = 5, G = 6, H = 7;
  for (int I = 0; I < N; ++I) {
    long Guard __attribute__((cleanup(release))) = I;
    A += work(I + A);
    B ^= work(A) + C;
    C += work(B) * D;
    D -= work(C) ^ E;
    E += work(D) + G;
    G ^= work(E) - H;
    H += work(G) + A;
  }
  return A + B + C + D + E + G + H;
}

int main(void) {
  long R = loop(1000);
  printf("%ld %ld\n", R, Total);
  return 0;
}
