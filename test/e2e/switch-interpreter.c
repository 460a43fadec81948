// A bytecode interpreter: a hot loop around a large switch (a jump table),
// with the VM's program counter, step counter and two accumulators as locals
// live across every case.
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 6 %s
#include <stdint.h>
#include <stdio.h>

enum { LI, ADD, MUL, XOR, SHR, ST, LD, DEC, JNZ, HALT };
struct Insn { uint8_t op, a, b, c; int32_t imm; };

static uint64_t run(const struct Insn *code, uint64_t *mem) {
  uint64_t r[8] = {0};
  uint64_t steps = 0, trace = 0;
  int pc = 0;
  for (;;) {
    const struct Insn *i = &code[pc++];
    ++steps;
    switch (i->op) {
    case LI: r[i->a] = (uint64_t)(int64_t)i->imm; break;
    case ADD: r[i->a] = r[i->b] + r[i->c]; break;
    case MUL: r[i->a] = r[i->b] * r[i->c]; break;
    case XOR: r[i->a] = r[i->b] ^ r[i->c]; trace += r[i->a] & 0xff; break;
    case SHR: r[i->a] = r[i->b] >> (i->imm & 63); break;
    case ST: mem[r[i->b] & 15] = r[i->a]; break;
    case LD: r[i->a] = mem[(r[i->b] + 1) & 15]; break;
    case DEC: r[i->a] -= 1; break;
    case JNZ: if (r[i->a]) pc = i->imm; trace ^= (uint64_t)pc << 8; break;
    case HALT: return r[i->a] + steps * 31 + trace;
    default: return ~0ull;
    }
  }
}

int main(void) {
  const struct Insn code[] = {
      {LI, 0, 0, 0, 1},    {LI, 1, 0, 0, 5000}, {LI, 2, 0, 0, 3},
      /*3*/ {MUL, 0, 0, 2, 0}, {XOR, 0, 0, 1, 0}, {ST, 0, 1, 0, 0},
      {LD, 3, 1, 0, 0},    {ADD, 4, 4, 3, 0},   {SHR, 5, 0, 0, 7},
      {XOR, 4, 4, 5, 0},   {DEC, 1, 0, 0, 0},   {JNZ, 1, 0, 0, 3},
      {ADD, 6, 0, 4, 0},   {HALT, 6, 0, 0, 0}};
  uint64_t mem[16];
  for (int i = 0; i < 16; ++i) mem[i] = (uint64_t)i * 1000003;
  printf("vm %llu\n", (unsigned long long)run(code, mem));
  return 0;
}
