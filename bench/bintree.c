/* Recursive tree code: build, check and free complete binary trees (the
   "binary-trees" shape), plus a recursive insert and in-order walk of a
   binary search tree that must come out sorted. */
#include <stdio.h>
#include <stdlib.h>

struct node {
  struct node *left, *right;
  int key;
};

static struct node *make(int depth, int key) {
  struct node *n = malloc(sizeof *n);
  n->key = key;
  n->left = depth ? make(depth - 1, 2 * key) : NULL;
  n->right = depth ? make(depth - 1, 2 * key + 1) : NULL;
  return n;
}

static long check(const struct node *n) {
  if (!n->left)
    return n->key & 1 ? 1 : 2;
  return check(n->left) - check(n->right) + n->key % 3 + 1;
}

static long count(const struct node *n) {
  return n ? 1 + count(n->left) + count(n->right) : 0;
}

static void release(struct node *n) {
  if (!n)
    return;
  release(n->left);
  release(n->right);
  free(n);
}

static struct node *insert(struct node *n, int key) {
  if (!n) {
    n = malloc(sizeof *n);
    n->left = n->right = NULL;
    n->key = key;
  } else if (key < n->key) {
    n->left = insert(n->left, key);
  } else {
    n->right = insert(n->right, key);
  }
  return n;
}

static int walk(const struct node *n, int last, int *sorted, unsigned *h) {
  if (!n)
    return last;
  last = walk(n->left, last, sorted, h);
  *sorted &= last <= n->key;
  *h = *h * 31u + (unsigned)n->key;
  return walk(n->right, n->key, sorted, h);
}

int main(void) {
  long sum = 0;
  int bad = 0;
  for (int depth = 4; depth <= 14; depth += 2) {
    struct node *t = make(depth, 1);
    sum += check(t);
    bad |= count(t) != (2L << depth) - 1;
    release(t);
  }
  struct node *bst = NULL;
  unsigned seed = 5;
  for (int i = 0; i < 20000; ++i) {
    seed = seed * 1103515245u + 12345u;
    bst = insert(bst, (int)(seed >> 8) % 1000000);
  }
  int sorted = 1;
  unsigned h = 0;
  walk(bst, -1, &sorted, &h);
  bad |= !sorted || count(bst) != 20000;
  release(bst);
  printf("bintree: %ld %08x\n", sum, h);
  if (bad) {
    printf("FAILED: a tree lost nodes or order\n");
    return 1;
  }
  return 0;
}
