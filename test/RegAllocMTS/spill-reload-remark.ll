; The SpillReloadCopies remark, with greedy's field names, so that one script
; reads both allocators' remarks. Sixteen values live across a call loop
; force spills; the counts must match -mts-print-stats.
; RUN: llc -O2 -load %mts_lib -mts-verify -regalloc=mts -mts-print-stats -verify-machineinstrs \
; RUN:   -pass-remarks-output=%t.yaml -pass-remarks-filter=regalloc %s -o %t.s 2>%t.err
; RUN: cat %t.yaml %t.err | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

declare i64 @step(i64)

define i64 @pressure(i64 %s) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %v0 = phi i64 [ %s, %entry ], [ %n0, %loop ]
  %v1 = phi i64 [ 1, %entry ], [ %n1, %loop ]
  %v2 = phi i64 [ 2, %entry ], [ %n2, %loop ]
  %v3 = phi i64 [ 3, %entry ], [ %n3, %loop ]
  %v4 = phi i64 [ 4, %entry ], [ %n4, %loop ]
  %v5 = phi i64 [ 5, %entry ], [ %n5, %loop ]
  %v6 = phi i64 [ 6, %entry ], [ %n6, %loop ]
  %v7 = phi i64 [ 7, %entry ], [ %n7, %loop ]
  %t = call i64 @step(i64 %v0)
  %n0 = add i64 %v1, %t
  %n1 = xor i64 %v2, %t
  %n2 = add i64 %v3, %v4
  %n3 = mul i64 %v4, 3
  %n4 = add i64 %v5, %v6
  %n5 = xor i64 %v6, %v7
  %n6 = add i64 %v7, %t
  %n7 = mul i64 %n0, 9
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, 100
  br i1 %c, label %exit, label %loop
exit:
  %r0 = xor i64 %n0, %n1
  %r1 = xor i64 %n2, %n3
  %r2 = xor i64 %n4, %n5
  %r3 = xor i64 %n6, %n7
  %r4 = add i64 %r0, %r1
  %r5 = add i64 %r2, %r3
  %r = add i64 %r4, %r5
  ret i64 %r
}

; CHECK:      --- !Missed
; CHECK-NEXT: Pass: regalloc
; CHECK-NEXT: Name: SpillReloadCopies
; CHECK:      Function: pressure
; CHECK-NEXT: Args:
; CHECK-NEXT:   - NumSpills: '[[S:[1-9][0-9]*]]'
; CHECK:        - TotalSpillsCost: '{{[0-9.e+-]+}}'
; CHECK:        - NumReloads: '[[R:[1-9][0-9]*]]'
; CHECK:        - TotalReloadsCost:
; CHECK:        - NumVRCopies:
; CHECK:        - TotalCopiesCost:
; CHECK: mts-stats: pressure: [[S]] stores, [[R]] loads
