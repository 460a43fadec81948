; An asm goto that jumps back to its loop's header: the header is walked
; before the asm's block, and takes the values the loop carries in their
; slots. The edge from the asm can carry no code, so the stores they need
; go right before the asm, and nothing follows it on the way out. mts put
; them after the asm, which the jump skips: the safety net of 3f16748
; reported every such loop as an error, at the full register file too.
; RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs \
; RUN:   %s -o - | FileCheck %s
; RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs \
; RUN:   -stress-regalloc=4 %s -o /dev/null
; CHECK-LABEL: back:
; CHECK:       .LBB0_1:
; CHECK-COUNT-5: movq %{{[a-z0-9]+}}, -{{[0-9]+}}(%rsp)
; CHECK-NEXT:  #APP
; CHECK-NEXT:  cmpq
; CHECK-NEXT:  jl .LBB0_1
; CHECK-NEXT:  #NO_APP
; CHECK-NEXT:  # %bb.2:

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i64 @back(i64 %n, ptr %p) nounwind {
entry:
  %a0 = load i64, ptr %p, align 8
  %pb = getelementptr inbounds i8, ptr %p, i64 8
  %b0 = load i64, ptr %pb, align 8
  %pc = getelementptr inbounds i8, ptr %p, i64 16
  %c0 = load i64, ptr %pc, align 8
  %pd = getelementptr inbounds i8, ptr %p, i64 24
  %d0 = load i64, ptr %pd, align 8
  br label %again

again:
  %a = phi i64 [ %a0, %entry ], [ %a1, %again ]
  %b = phi i64 [ %b0, %entry ], [ %b1, %again ]
  %c = phi i64 [ %c0, %entry ], [ %c1, %again ]
  %d = phi i64 [ %d0, %entry ], [ %d1, %again ]
  %i = phi i64 [ 0, %entry ], [ %i1, %again ]
  %a1 = add nsw i64 %i, %a
  %b1 = xor i64 %a1, %b
  %c1 = add nsw i64 %b1, %c
  %d1 = sub nsw i64 %d, %c1
  %i1 = add nuw nsw i64 %i, 1
  callbr void asm sideeffect "cmpq $0, $1\0A\09jl ${2:l}", "r,r,!i,~{dirflag},~{fpsr},~{flags}"(i64 %i1, i64 %n)
          to label %out [label %again]

out:
  %s1 = add i64 %a1, %d
  %s2 = add i64 %s1, %b1
  ret i64 %s2
}
