// An interpreter's dispatch loop: every case goes back to one block, a join
// with 24 predecessors. Above -mts-summarized-join-preds predecessors (8),
// the join hints read a summary of the walked predecessors' exit models,
// kept up to date as each is walked (noteExitAtJoins), instead of reading
// every walked predecessor's exit model from each case: that was quadratic
// in the number of cases (a switch of 5,000 took 45 times greedy's
// allocation time). The summary must answer as those reads did: the code is
// the same whether every join, the big ones only, or none is summarized.
// RUN: clang -O2 -S -emit-llvm %s -o %t.ll
// RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs \
// RUN:   -mts-summarized-join-preds=0 %t.ll -o %t.every.s
// RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs \
// RUN:   %t.ll -o %t.big.s
// RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-summarized-join-preds=1000 \
// RUN:   %t.ll -o %t.none.s
// RUN: diff %t.none.s %t.every.s
// RUN: diff %t.none.s %t.big.s
// RUN: FileCheck %s < %t.big.s
// CHECK-LABEL: run:
// CHECK: jmpq *
//
// Where walked predecessors hold a value in different registers, the first
// of them in the join's predecessor list gives the hint; every join of two
// bench programs summarized tells apart a summary that took another.
// RUN: clang -O2 -S -emit-llvm -w %mts_src/bench/sort.c -o %t.sort.ll
// RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-summarized-join-preds=0 \
// RUN:   %t.sort.ll -o %t.sort.every.s
// RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-summarized-join-preds=1000 \
// RUN:   %t.sort.ll -o %t.sort.none.s
// RUN: diff %t.sort.none.s %t.sort.every.s
// RUN: clang -O2 -S -emit-llvm -w %mts_src/bench/nqueens.c -o %t.nq.ll
// RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-summarized-join-preds=0 \
// RUN:   %t.nq.ll -o %t.nq.every.s
// RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-summarized-join-preds=1000 \
// RUN:   %t.nq.ll -o %t.nq.none.s
// RUN: diff %t.nq.none.s %t.nq.every.s

int step(int);

int run(const unsigned char *code, int n, int *mem) {
  int acc = 0, x = 1, y = 2, z = 3, sp = 0, pc = 0;
  while (pc < n) {
    switch (code[pc++]) {
    case 0: acc += x; break;
    case 1: acc -= y; x ^= acc; break;
    case 2: x = step(x) + z; break;
    case 3: y = acc * 3 + sp; break;
    case 4: mem[sp++] = acc; break;
    case 5: acc = mem[--sp]; break;
    case 6: z += y ^ x; break;
    case 7: pc += acc & 3; break;
    case 8: acc = step(acc + y); y = acc - z; break;
    case 9: x = y; y = z; z = x; break;
    case 10: sp = (sp + 1) & 15; break;
    case 11: acc <<= 1; break;
    case 12: acc = (acc >> 2) + x * y; break;
    case 13: mem[acc & 15] = z; z = step(z); break;
    case 14: x += mem[y & 15]; break;
    case 15: y -= mem[x & 15] + sp; break;
    case 16: acc ^= z + pc; break;
    case 17: z = acc; acc = x; x = z + 1; break;
    case 18: if (acc > x) pc = code[pc] % n; break;
    case 19: acc = step(x) + step(y); break;
    case 20: sp -= 1; acc += sp * z; break;
    case 21: y = (y * 7) ^ acc; break;
    case 22: x = mem[(x + y) & 15]; break;
    default: return acc + x + y + z + sp;
    }
  }
  return acc ^ x ^ y ^ z;
}
