// Structures passed and returned by value (in registers and through a
// hidden sret pointer), arrays of structures, and a linked list.
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 6 %s
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

struct Pair { int64_t a, b; };
struct Big { int64_t v[6]; double d; };
struct Node { struct Node *next; int32_t key; int32_t val; };

__attribute__((noinline)) static struct Pair pmix(struct Pair x, struct Pair y) {
  return (struct Pair){x.a * y.b - x.b, y.a ^ x.b};
}

__attribute__((noinline)) static struct Big bigstep(struct Big b, int k) {
  for (int i = 0; i < 6; ++i) b.v[i] = b.v[i] * 3 + k + b.v[(i + 1) % 6];
  b.d = b.d * 0.5 + k;
  return b;
}

int main(void) {
  struct Pair p = {3, 4};
  for (int i = 0; i < 50; ++i) p = pmix(p, (struct Pair){i, i + 1});
  printf("pair %lld %lld\n", (long long)p.a, (long long)p.b);
  struct Big b = {{1, 2, 3, 4, 5, 6}, 1.0};
  for (int k = 0; k < 20; ++k) b = bigstep(b, k);
  printf("big %lld %lld %.4f\n", (long long)b.v[0], (long long)b.v[5], b.d);
  struct Node *head = NULL;
  for (int i = 0; i < 1000; ++i) {
    struct Node *n = malloc(sizeof *n);
    n->next = head; n->key = i * 7919 % 1009; n->val = i;
    head = n;
  }
  int64_t s = 0;
  for (struct Node *n = head; n; n = n->next) s = s * 3 + n->key - n->val;
  while (head) { struct Node *n = head->next; free(head); head = n; }
  printf("list %lld\n", (long long)s);
  return 0;
}
