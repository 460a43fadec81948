/* An open-addressing hash table with linear probing and tombstones, hashed
   by a 64-bit mixer: inserts, lookups and deletes, checked against a
   direct-mapped presence array. */
#include <stdint.h>
#include <stdio.h>

#define CAP (1 << 17)
#define KEYS 200000
static uint64_t keys[CAP];
static uint32_t vals[CAP];
static unsigned char state[CAP]; /* 0 empty, 1 full, 2 deleted */
static unsigned char present[KEYS * 4];

static uint64_t mix(uint64_t x) {
  x ^= x >> 33; x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33; x *= 0xc4ceb9fe1a85ec53ull;
  return x ^ (x >> 33);
}

static int find(uint64_t k) {
  for (uint32_t i = (uint32_t)mix(k) & (CAP - 1);; i = (i + 1) & (CAP - 1)) {
    if (state[i] == 0)
      return -1;
    if (state[i] == 1 && keys[i] == k)
      return (int)i;
  }
}

static void insert(uint64_t k, uint32_t v) {
  int at = find(k);
  if (at >= 0) {
    vals[at] = v;
    return;
  }
  uint32_t i = (uint32_t)mix(k) & (CAP - 1);
  while (state[i] == 1)
    i = (i + 1) & (CAP - 1);
  state[i] = 1;
  keys[i] = k;
  vals[i] = v;
}

static void erase(uint64_t k) {
  int at = find(k);
  if (at >= 0)
    state[at] = 2;
}

int main(void) {
  uint64_t x = 88172645463325252ull;
  int bad = 0, live = 0;
  for (int round = 0; round < KEYS; ++round) {
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    uint64_t k = x % (KEYS * 4);
    if (round % 3 == 2 && present[k]) {
      erase(k);
      present[k] = 0;
      --live;
    } else if (live < CAP / 2 && !present[k]) {
      insert(k, (uint32_t)(k * 7));
      present[k] = 1;
      ++live;
    }
  }
  uint32_t sum = 0;
  int found = 0;
  for (uint64_t k = 0; k < KEYS * 4; ++k) {
    int at = find(k);
    bad |= (at >= 0) != present[k] || (at >= 0 && vals[at] != (uint32_t)(k * 7));
    if (at >= 0) {
      ++found;
      sum = sum * 31u + vals[at];
    }
  }
  bad |= found != live;
  printf("hashtable: %d %08x\n", found, sum);
  if (bad) {
    printf("FAILED: the table disagrees with the presence array\n");
    return 1;
  }
  return 0;
}
