/* An LZ77 compressor with a hash chain over a sliding window, and its
   decompressor: the round trip must give the input back. */
#include <stdio.h>
#include <string.h>

#define SIZE 120000
#define WINDOW 4096
#define MINMATCH 3
#define MAXMATCH 258
static unsigned char input[SIZE], packed[SIZE * 2], output[SIZE];
static int head[1 << 12], chain[SIZE];

static int hash3(const unsigned char *p) {
  return ((p[0] << 8) ^ (p[1] << 4) ^ p[2]) & ((1 << 12) - 1);
}

/* Tokens: 0, byte for a literal; 1, length-3, offset (2 bytes) for a match. */
static int compress(const unsigned char *in, int n, unsigned char *out) {
  int o = 0;
  for (int i = 0; i < (1 << 12); ++i)
    head[i] = -1;
  for (int i = 0; i < n;) {
    int best_len = 0, best_off = 0;
    if (i + MINMATCH <= n) {
      int h = hash3(in + i);
      for (int c = head[h], tries = 0; c >= 0 && i - c <= WINDOW && tries < 32;
           c = chain[c], ++tries) {
        int len = 0;
        while (len < MAXMATCH && i + len < n && in[c + len] == in[i + len])
          ++len;
        if (len > best_len) {
          best_len = len;
          best_off = i - c;
        }
      }
    }
    int step = best_len >= MINMATCH ? best_len : 1;
    if (best_len >= MINMATCH) {
      out[o++] = 1;
      out[o++] = (unsigned char)(best_len - MINMATCH);
      out[o++] = (unsigned char)(best_off & 0xFF);
      out[o++] = (unsigned char)(best_off >> 8);
    } else {
      out[o++] = 0;
      out[o++] = in[i];
    }
    for (int k = 0; k < step; ++k, ++i)
      if (i + MINMATCH <= n) {
        int h = hash3(in + i);
        chain[i] = head[h];
        head[h] = i;
      }
  }
  return o;
}

static int decompress(const unsigned char *in, int n, unsigned char *out) {
  int o = 0;
  for (int i = 0; i < n;) {
    if (in[i] == 0) {
      out[o++] = in[i + 1];
      i += 2;
      continue;
    }
    int len = in[i + 1] + MINMATCH, off = in[i + 2] | in[i + 3] << 8;
    for (int k = 0; k < len; ++k, ++o)
      out[o] = out[o - off];
    i += 4;
  }
  return o;
}

int main(void) {
  static const char *words[] = {"register ", "allocation ", "model ",
                                "transformer ", "semantics ", "spill ",
                                "reload ", "the ", "a ", "cache "};
  unsigned seed = 17;
  int n = 0;
  while (n < SIZE - 16) {
    seed = seed * 1103515245u + 12345u;
    const char *w = words[(seed >> 16) % 10];
    int len = (int)strlen(w);
    memcpy(input + n, w, len);
    n += len;
    if ((seed >> 8) % 7 == 0)
      input[n++] = (unsigned char)('0' + (seed >> 20) % 10);
  }
  int packed_size = compress(input, n, packed);
  int unpacked = decompress(packed, packed_size, output);
  unsigned sum = 0;
  for (int i = 0; i < packed_size; ++i)
    sum = sum * 31u + packed[i];
  printf("lz: %d -> %d bytes, %08x\n", n, packed_size, sum);
  if (unpacked != n || memcmp(input, output, n)) {
    printf("FAILED: the round trip changed the data\n");
    return 1;
  }
  return 0;
}
