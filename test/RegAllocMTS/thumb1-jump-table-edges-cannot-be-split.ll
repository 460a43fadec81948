; Thumb-1 lowers a switch to a jump table whose branch (tBR_JTr) is not
; marked indirect and which the target's analyzeBranch does not know, so
; LLVM cannot split its edges. The loop's latch is one of the jump table's
; targets and the join of the others: it must take its values as the jump
; table's block leaves them, as after a computed goto. It took them
; where most of its predecessors bring them instead (the float phis are
; constants in the cases), and allocation failed: "the edge from %bb.3 to
; %bb.8 needs shuffle code but cannot be split" (bench/dct.c, built for
; thumbv6m). Reduced from that program by llvm-reduce.
; REQUIRES: thumb-registered-target
; RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs \
; RUN:   %s -o - | FileCheck %s

; CHECK-LABEL: join_after_jump_table:
; CHECK:       mov pc,
; CHECK:       .LJTI0_0:
; CHECK:       .Lfunc_end0:

target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-unknown-none-eabi"

define void @join_after_jump_table(ptr %out0, ptr %out1, float %x, i32 %sel, i1 %stop) {
entry:
  br label %switch

exit:
  store float %c, ptr %out0, align 4
  store float %b, ptr %out1, align 4
  store float %a, ptr null, align 4
  ret void

switch:
  switch i32 %sel, label %other [
    i32 0, label %latch
    i32 1, label %case1
    i32 2, label %case2
    i32 3, label %case3
  ]

case1:
  br label %latch

case2:
  br label %latch

case3:
  br label %latch

other:
  br label %latch

latch:
  %a = phi float [ %x, %other ], [ 0.0, %switch ], [ 0.0, %case1 ], [ 0.0, %case2 ], [ 0.0, %case3 ]
  %b = phi float [ 0.0, %other ], [ 0x7FF8000000000000, %switch ], [ 0.0, %case1 ], [ 0.0, %case2 ], [ 0.0, %case3 ]
  %c = phi float [ 0.0, %other ], [ 1.0, %switch ], [ 0.0, %case1 ], [ 0.0, %case2 ], [ 0.0, %case3 ]
  br i1 %stop, label %exit, label %switch
}
