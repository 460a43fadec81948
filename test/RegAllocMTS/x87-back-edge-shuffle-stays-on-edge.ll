; A back edge's shuffle goes before the loop's exit branch when that saves
; a jump on every iteration, but not for x87 values: the stackifier turns
; their loads and moves before a branch into a reordering of the x87 stack
; that both successors must agree on, and nbody.c on i686 ran 16% more
; instructions. Here (reduced from it) the back edge reloads a value the
; loop body pushed out of the stack, and keeps its own block. (The loop
; stores %e; storing a constant instead, it would push the constant out and
; recompute it: no reload. And it exits as often as it goes round: with the
; back edge the hotter way in, the value would enter the loop in memory and
; be loaded where the loop reads it, x87-value-loaded-where-read.ll.)
; RUN: llc -O2 -relocation-model=pic -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s

; CHECK-LABEL: main:
; CHECK:       # =>This Inner Loop Header
; CHECK:       testb $1, %al
; CHECK-NEXT:  jne [[EXIT:.LBB0_[0-9]+]]
; CHECK-NEXT:  # %bb.{{[0-9]+}}: # in Loop
; CHECK-NEXT:  fldl (%esp) # 8-byte Folded Reload
; CHECK:       jmp .LBB0_1
; CHECK:       [[EXIT]]:

target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

define i32 @main(ptr %p, ptr %q, double %a, double %b, double %c, double %d, double %e, i1 %done) {
entry:
  br label %loop

exit:
  ret i32 0

loop:
  %x = phi double [ %x.next, %loop ], [ 0.000000e+00, %entry ]
  %diff = fsub double %b, %x
  %t = tail call double @llvm.fmuladd.f64(double 0.000000e+00, double %diff, double %d)
  %u = tail call double @llvm.fmuladd.f64(double %a, double %t, double 0.000000e+00)
  store double %u, ptr %q, align 8
  store double %e, ptr %p, align 8
  %x.next = fmul double %c, %diff
  br i1 %done, label %exit, label %loop, !prof !0
}

declare double @llvm.fmuladd.f64(double, double, double)

!0 = !{!"branch_weights", i32 1, i32 1}
