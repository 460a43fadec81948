/* The ChaCha20 block function: sixteen state words live through twenty
   rounds. Checked on RFC 8439's block test vector, then a keystream is
   generated and checked to decrypt what it encrypted. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define ROTL(x, n) ((x) << (n) | (x) >> (32 - (n)))
#define QR(a, b, c, d)                                                         \
  a += b; d ^= a; d = ROTL(d, 16);                                             \
  c += d; b ^= c; b = ROTL(b, 12);                                             \
  a += b; d ^= a; d = ROTL(d, 8);                                              \
  c += d; b ^= c; b = ROTL(b, 7)

static void block(const uint32_t in[16], uint32_t out[16]) {
  uint32_t x0 = in[0], x1 = in[1], x2 = in[2], x3 = in[3], x4 = in[4],
           x5 = in[5], x6 = in[6], x7 = in[7], x8 = in[8], x9 = in[9],
           x10 = in[10], x11 = in[11], x12 = in[12], x13 = in[13],
           x14 = in[14], x15 = in[15];
  for (int i = 0; i < 10; ++i) {
    QR(x0, x4, x8, x12); QR(x1, x5, x9, x13);
    QR(x2, x6, x10, x14); QR(x3, x7, x11, x15);
    QR(x0, x5, x10, x15); QR(x1, x6, x11, x12);
    QR(x2, x7, x8, x13); QR(x3, x4, x9, x14);
  }
  out[0] = x0 + in[0]; out[1] = x1 + in[1]; out[2] = x2 + in[2];
  out[3] = x3 + in[3]; out[4] = x4 + in[4]; out[5] = x5 + in[5];
  out[6] = x6 + in[6]; out[7] = x7 + in[7]; out[8] = x8 + in[8];
  out[9] = x9 + in[9]; out[10] = x10 + in[10]; out[11] = x11 + in[11];
  out[12] = x12 + in[12]; out[13] = x13 + in[13]; out[14] = x14 + in[14];
  out[15] = x15 + in[15];
}

static void setup(uint32_t s[16], const unsigned char key[32], uint32_t ctr,
                  const unsigned char nonce[12]) {
  s[0] = 0x61707865; s[1] = 0x3320646e; s[2] = 0x79622d32; s[3] = 0x6b206574;
  for (int i = 0; i < 8; ++i)
    s[4 + i] = (uint32_t)key[4 * i] | (uint32_t)key[4 * i + 1] << 8 |
               (uint32_t)key[4 * i + 2] << 16 | (uint32_t)key[4 * i + 3] << 24;
  s[12] = ctr;
  for (int i = 0; i < 3; ++i)
    s[13 + i] = (uint32_t)nonce[4 * i] | (uint32_t)nonce[4 * i + 1] << 8 |
                (uint32_t)nonce[4 * i + 2] << 16 | (uint32_t)nonce[4 * i + 3] << 24;
}

static void xor_stream(unsigned char *buf, size_t n,
                       const unsigned char key[32],
                       const unsigned char nonce[12]) {
  uint32_t s[16], ks[16];
  for (size_t off = 0; off < n; off += 64) {
    setup(s, key, (uint32_t)(off / 64) + 1, nonce);
    block(s, ks);
    for (size_t i = 0; i < 64 && off + i < n; ++i)
      buf[off + i] ^= (unsigned char)(ks[i / 4] >> (8 * (i % 4)));
  }
}

static unsigned char msg[1 << 18], copy[1 << 18];

int main(void) {
  unsigned char key[32], nonce[12] = {0, 0, 0, 9, 0, 0, 0, 0x4a, 0, 0, 0, 0};
  for (int i = 0; i < 32; ++i)
    key[i] = (unsigned char)i;
  uint32_t s[16], out[16];
  setup(s, key, 1, nonce);
  block(s, out);
  int bad = out[0] != 0xe4e7f110 || out[15] != 0x4e3c50a2;
  for (size_t i = 0; i < sizeof msg; ++i)
    msg[i] = copy[i] = (unsigned char)(i * 7 + (i >> 9));
  xor_stream(msg, sizeof msg, key, nonce);
  uint32_t sum = 0;
  for (size_t i = 0; i < sizeof msg; ++i)
    sum = sum * 31 + msg[i];
  xor_stream(msg, sizeof msg, key, nonce);
  bad |= memcmp(msg, copy, sizeof msg) != 0;
  printf("chacha20: %08x\n", sum);
  if (bad) {
    printf("FAILED: RFC 8439 test vector or round trip\n");
    return 1;
  }
  return 0;
}
