/* Ten values live across calls in a loop: more than the six callee-saved
   registers, so every allocator but the luckiest spills, reloads (some of
   them folded) and copies, and the hot loop makes the weights differ from
   the counts. */
#include <stdio.h>

__attribute__((noinline)) int step(int x) { return x * 5 + 3; }

__attribute__((noinline)) int mix(const int *a, int n) {
  int v0 = a[0], v1 = a[1], v2 = a[2], v3 = a[3], v4 = a[4];
  int v5 = a[5], v6 = a[6], v7 = a[7], v8 = a[8], v9 = a[9];
  for (int i = 10; i < n; ++i) {
    v0 += step(a[i] ^ v9);
    v1 ^= step(v0) + v8;
    v2 += v1 * v7;
    v3 -= step(v2) ^ v6;
    v4 += v3 + v5;
    v5 ^= step(v4);
    v6 += v5 - v0;
    v7 ^= step(v6) + v1;
    v8 += v7 * v2;
    v9 -= step(v8) ^ v3;
  }
  return v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9;
}

int main(void) {
  int a[64];
  for (int i = 0; i < 64; ++i)
    a[i] = i * 37 % 101;
  printf("%d\n", mix(a, 64));
  return 0;
}
