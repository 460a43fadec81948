// Hashing and checksums: a table-driven CRC-32, a SHA-256-style compression
// round (eight working variables plus the schedule, rotates) and FNV-1a.
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 6 %s
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint32_t crc_table[256];

static void crc_init(void) {
  for (uint32_t i = 0; i < 256; ++i) {
    uint32_t c = i;
    for (int k = 0; k < 8; ++k) c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
    crc_table[i] = c;
  }
}

static uint32_t crc32(const uint8_t *p, size_t n) {
  uint32_t c = ~0u;
  while (n--) c = crc_table[(c ^ *p++) & 0xff] ^ (c >> 8);
  return ~c;
}

#define ROR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

__attribute__((noinline)) static void compress(uint32_t st[8], const uint32_t blk[16]) {
  uint32_t w[64];
  for (int i = 0; i < 16; ++i) w[i] = blk[i];
  for (int i = 16; i < 64; ++i) {
    uint32_t s0 = ROR(w[i - 15], 7) ^ ROR(w[i - 15], 18) ^ (w[i - 15] >> 3);
    uint32_t s1 = ROR(w[i - 2], 17) ^ ROR(w[i - 2], 19) ^ (w[i - 2] >> 10);
    w[i] = w[i - 16] + s0 + w[i - 7] + s1;
  }
  uint32_t a = st[0], b = st[1], c = st[2], d = st[3], e = st[4], f = st[5], g = st[6], h = st[7];
  for (int i = 0; i < 64; ++i) {
    uint32_t S1 = ROR(e, 6) ^ ROR(e, 11) ^ ROR(e, 25);
    uint32_t ch = (e & f) ^ (~e & g);
    uint32_t t1 = h + S1 + ch + 0x428a2f98u * (uint32_t)(i + 1) + w[i];
    uint32_t S0 = ROR(a, 2) ^ ROR(a, 13) ^ ROR(a, 22);
    uint32_t maj = (a & b) ^ (a & c) ^ (b & c);
    uint32_t t2 = S0 + maj;
    h = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
  }
  st[0] += a; st[1] += b; st[2] += c; st[3] += d; st[4] += e; st[5] += f; st[6] += g; st[7] += h;
}

int main(void) {
  crc_init();
  const char *msg = "The quick brown fox jumps over the lazy dog";
  printf("crc32 %08x\n", crc32((const uint8_t *)msg, strlen(msg)));
  uint32_t st[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
  uint32_t blk[16];
  for (int r = 0; r < 200; ++r) {
    for (int i = 0; i < 16; ++i) blk[i] = (uint32_t)(r * 16 + i) * 2654435761u;
    compress(st, blk);
  }
  printf("sha-like %08x %08x %08x %08x\n", st[0], st[3], st[5], st[7]);
  uint64_t fnv = 1469598103934665603ull;
  for (int i = 0; i < 100000; ++i) fnv = (fnv ^ (uint8_t)(i * 31)) * 1099511628211ull;
  printf("fnv %016llx\n", (unsigned long long)fnv);
  return 0;
}
