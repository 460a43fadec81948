// clang loads the plugin with -fplugin= and with -fpass-plugin=; in both,
// -mllvm -regalloc=mts selects the allocator for every function.
// RUN: clang -O2 -S -fplugin=%mts_lib -mllvm -mts-verify -mllvm -regalloc=mts -mllvm -mts-print-stats \
// RUN:   -mllvm -verify-machineinstrs %s -o /dev/null 2>&1 | FileCheck %s
// RUN: clang -O2 -S -fpass-plugin=%mts_lib -mllvm -mts-verify -mllvm -regalloc=mts -mllvm -verify-machineinstrs \
// RUN:   -mllvm -mts-print-stats %s -o /dev/null 2>&1 | FileCheck %s

int g(int);

int twice(int x) { return g(x) + g(x + 1); }

int main(void) { return twice(3) & 1; }

// CHECK-DAG: mts-stats: twice:
// CHECK-DAG: mts-stats: main:
