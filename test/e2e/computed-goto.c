// A threaded-code interpreter: each handler ends in its own computed goto
// (`goto *dispatch[op]`), so every handler is reached by indirect branches
// from every handler, edges that cannot be split. The values live across
// them (pc, the accumulators, the step count) must be where each handler
// expects them whichever handler came before: the handlers take them in
// memory, and a handler's jump stores what it changed first.
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 4 %s
// RUN: %utils/mts-diff.sh --stress 6 %s
#include <stdint.h>
#include <stdio.h>

enum { LI, ADD, MUL, XOR, SHR, DEC, JNZ, HALT };
struct Insn { uint8_t op, a, b, c; int32_t imm; };

static uint64_t run(const struct Insn *code) {
  static void *dispatch[] = {&&li, &&add, &&mul, &&xor, &&shr, &&dec, &&jnz, &&halt};
  uint64_t r[8] = {0};
  uint64_t steps = 0, trace = 0, mix = 1;
  const struct Insn *i = code;
#define NEXT() do { ++steps; mix = mix * 6364136223846793005u + steps; \
                    goto *dispatch[i->op]; } while (0)
  NEXT();
li:  r[i->a] = (uint64_t)(int64_t)i->imm; ++i; NEXT();
add: r[i->a] = r[i->b] + r[i->c]; trace += r[i->a] ^ mix; ++i; NEXT();
mul: r[i->a] = r[i->b] * r[i->c]; ++i; NEXT();
xor: r[i->a] = r[i->b] ^ r[i->c]; trace += r[i->a] & 0xff; ++i; NEXT();
shr: r[i->a] = r[i->b] >> (i->imm & 63); ++i; NEXT();
dec: r[i->a] -= 1; ++i; NEXT();
jnz: trace ^= mix >> 7;
     i = r[i->a] ? code + i->imm : i + 1; NEXT();
halt:
  return r[i->a] + steps * 31 + trace + (mix >> 11);
#undef NEXT
}

int main(void) {
  // r1 = 1000; r2 = 7; loop: r3 = r2 * r1; r4 = r3 ^ r2; r2 = r4 >> 3 + r1;
  // r1 -= 1; if r1 goto loop; halt r2.
  const struct Insn code[] = {
      {LI, 1, 0, 0, 1000}, {LI, 2, 0, 0, 7},    {MUL, 3, 2, 1, 0},
      {XOR, 4, 3, 2, 0},   {SHR, 5, 4, 0, 3},   {ADD, 2, 5, 1, 0},
      {DEC, 1, 0, 0, 0},   {JNZ, 1, 0, 0, 2},   {HALT, 2, 0, 0, 0},
  };
  printf("%llu\n", (unsigned long long)run(code));
  return 0;
}
