/* A bytecode interpreter: a dispatch loop with a stack, locals and jumps.
   Its programs (a counted sum, iterative Fibonacci, a prime count), built
   by a small assembler with labels, are checked against the same
   computations in C. */
#include <stdint.h>
#include <stdio.h>

enum { PUSH, LOAD, STORE, ADD, SUB, MUL, MOD, LT, JMP, JZ, HALT };

static int64_t run(const int *code, int64_t arg) {
  int64_t stack[64], locals[8] = {arg};
  int sp = 0, pc = 0;
  for (;;) {
    switch (code[pc++]) {
    case PUSH: stack[sp++] = code[pc++]; break;
    case LOAD: stack[sp++] = locals[code[pc++]]; break;
    case STORE: locals[code[pc++]] = stack[--sp]; break;
    case ADD: --sp; stack[sp - 1] += stack[sp]; break;
    case SUB: --sp; stack[sp - 1] -= stack[sp]; break;
    case MUL: --sp; stack[sp - 1] *= stack[sp]; break;
    case MOD: --sp; stack[sp - 1] %= stack[sp]; break;
    case LT: --sp; stack[sp - 1] = stack[sp - 1] < stack[sp]; break;
    case JMP: pc = code[pc]; break;
    case JZ: pc = stack[--sp] ? pc + 1 : code[pc]; break;
    case HALT: return stack[sp - 1];
    }
  }
}

/* The assembler: jumps name labels, patched by finish(). */
static int code[256], ncode, labels[16], fixups[32][2], nfixups;
static void op(int o) { code[ncode++] = o; }
static void op1(int o, int a) { op(o); op(a); }
static void jump(int o, int label) {
  op(o);
  fixups[nfixups][0] = ncode;
  fixups[nfixups++][1] = label;
  op(0);
}
static void label(int l) { labels[l] = ncode; }
static void start(void) { ncode = nfixups = 0; }
static void finish(void) {
  for (int i = 0; i < nfixups; ++i)
    code[fixups[i][0]] = labels[fixups[i][1]];
}

/* local 0 is n. sum = 0; for (i = 0; i < n; ++i) sum += i * i % 7; */
static void sum_program(void) {
  start();
  op1(PUSH, 0); op1(STORE, 1); op1(PUSH, 0); op1(STORE, 2);
  label(0);
  op1(LOAD, 2); op1(LOAD, 0); op(LT); jump(JZ, 1);
  op1(LOAD, 1); op1(LOAD, 2); op1(LOAD, 2); op(MUL); op1(PUSH, 7); op(MOD);
  op(ADD); op1(STORE, 1);
  op1(LOAD, 2); op1(PUSH, 1); op(ADD); op1(STORE, 2); jump(JMP, 0);
  label(1);
  op1(LOAD, 1); op(HALT);
  finish();
}

/* a = 0; b = 1; while (n) { t = a + b; a = b; b = t % P; --n; } return a; */
static void fib_program(void) {
  start();
  op1(PUSH, 0); op1(STORE, 1); op1(PUSH, 1); op1(STORE, 2);
  label(0);
  op1(LOAD, 0); jump(JZ, 1);
  op1(LOAD, 1); op1(LOAD, 2); op(ADD);
  op1(LOAD, 2); op1(STORE, 1);
  op1(PUSH, 1000000007); op(MOD); op1(STORE, 2);
  op1(LOAD, 0); op1(PUSH, 1); op(SUB); op1(STORE, 0); jump(JMP, 0);
  label(1);
  op1(LOAD, 1); op(HALT);
  finish();
}

/* count primes below n by trial division. */
static void prime_program(void) {
  start();
  op1(PUSH, 0); op1(STORE, 1); op1(PUSH, 2); op1(STORE, 2);
  label(0); /* while p < n */
  op1(LOAD, 2); op1(LOAD, 0); op(LT); jump(JZ, 5);
  op1(PUSH, 2); op1(STORE, 3);
  label(1); /* while d * d <= p, i.e. !(p < d * d) */
  op1(LOAD, 2); op1(LOAD, 3); op1(LOAD, 3); op(MUL); op(LT); jump(JZ, 2);
  jump(JMP, 3);
  label(2); /* and p % d != 0 */
  op1(LOAD, 2); op1(LOAD, 3); op(MOD); jump(JZ, 3);
  op1(LOAD, 3); op1(PUSH, 1); op(ADD); op1(STORE, 3); jump(JMP, 1);
  label(3); /* prime if p < d * d */
  op1(LOAD, 2); op1(LOAD, 3); op1(LOAD, 3); op(MUL); op(LT); jump(JZ, 4);
  op1(LOAD, 1); op1(PUSH, 1); op(ADD); op1(STORE, 1);
  label(4);
  op1(LOAD, 2); op1(PUSH, 1); op(ADD); op1(STORE, 2); jump(JMP, 0);
  label(5);
  op1(LOAD, 1); op(HALT);
  finish();
}

int main(void) {
  int bad = 0;
  uint64_t check = 0;
  sum_program();
  for (int n = 1000; n < 60000; n += 7919) {
    int64_t want = 0;
    for (int64_t i = 0; i < n; ++i)
      want += i * i % 7;
    int64_t got = run(code, n);
    bad |= got != want;
    check = check * 31 + (uint64_t)got;
  }
  fib_program();
  for (int n = 5; n < 50000; n += 9973) {
    int64_t a = 0, b = 1;
    for (int k = n; k; --k) {
      int64_t t = a + b;
      a = b;
      b = t % 1000000007;
    }
    int64_t got = run(code, n);
    bad |= got != a;
    check = check * 31 + (uint64_t)got;
  }
  prime_program();
  int64_t primes = run(code, 20000);
  bad |= primes != 2262;
  check = check * 31 + (uint64_t)primes;
  printf("interp: %llu\n", (unsigned long long)check);
  if (bad) {
    printf("FAILED: the bytecode disagrees with C\n");
    return 1;
  }
  return 0;
}
