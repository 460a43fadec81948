; Every way LLVM 22 offers to load the plugin into llc selects the mts
; allocator: -load and -load-pass-plugin with -regalloc=mts. mts reports
; itself through -mts-print-stats, so a silent fallback to greedy would fail.
; (-run-pass=regallocmts is exercised by every .mir test; the clang forms are
; in load-forms-clang.c.)
; RUN: llc -O2 -load %mts_lib -mts-verify -regalloc=mts -mts-print-stats -verify-machineinstrs \
; RUN:   %s -o - 2>%t.err | FileCheck %s --check-prefix=ASM
; RUN: FileCheck %s --check-prefix=STATS < %t.err
; RUN: llc -O2 -load-pass-plugin=%mts_lib -mts-verify -regalloc=mts -mts-print-stats \
; RUN:   -verify-machineinstrs %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: llc -O1 -load %mts_lib -mts-verify -regalloc=mts -mts-print-stats -verify-machineinstrs \
; RUN:   %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=STATS

target triple = "x86_64-unknown-linux-gnu"

declare i32 @g(i32)

define i32 @sum_calls(i32 %n, i32 %k) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %v = call i32 @g(i32 %i)
  %m = mul i32 %v, %k
  %s1 = add i32 %s, %m
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, %n
  br i1 %d, label %exit, label %loop
exit:
  %r = phi i32 [ 0, %entry ], [ %s1, %loop ]
  ret i32 %r
}

; ASM-LABEL: sum_calls:
; ASM:       callq g
; ASM:       retq
; STATS: mts-stats: sum_calls: {{[0-9]+}} stores, {{[0-9]+}} loads
