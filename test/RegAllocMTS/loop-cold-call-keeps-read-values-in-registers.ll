; A value that lives across a call in a loop enters the loop in memory only
; when that costs less than keeping it in its register: here the call is on
; a path taken once in a thousand iterations (pr34099.C's complex multiply,
; whose library fallback runs only for NaNs). %x and %y, read on every
; iteration, stay in caller-saved registers through the loop; they are
; stored once before it, clean, so the cold path only reloads them after
; the call. Before, they entered in memory, and the header loaded both on
; every iteration.
;
; RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs \
; RUN:   %s -o - | FileCheck %s
; REQUIRES: x86-registered-target

; CHECK-LABEL: sum:
; CHECK:       movsd %xmm[[X:[0-9]+]], [[XSLOT:[0-9]+]](%rsp) # 8-byte Spill
; CHECK:       movsd %xmm[[Y:[0-9]+]], [[YSLOT:[0-9]+]](%rsp) # 8-byte Spill
; CHECK:     .LBB0_1: # %loop
; CHECK-NOT:   Reload
; CHECK:       ucomisd %xmm[[Y]], %xmm[[X]]
; CHECK:     # %latch
; CHECK-NOT:   Reload
; CHECK:       jne .LBB0_1
; CHECK:     # %cold
; CHECK-NOT:   movsd %xmm[[X]], {{.*}}Spill
; CHECK-NOT:   movsd %xmm[[Y]], {{.*}}Spill
; CHECK:       callq fallback
; CHECK-DAG:   movsd [[XSLOT]](%rsp), %xmm[[X]] # 8-byte Reload
; CHECK-DAG:   movsd [[YSLOT]](%rsp), %xmm[[Y]] # 8-byte Reload

target triple = "x86_64-unknown-linux-gnu"

declare double @fallback(double, double)

define double @sum(double %a, double %b, i32 %n) {
entry:
  %x = fmul double %a, %b
  %y = fadd double %a, %b
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %latch ]
  %odd = fcmp uno double %x, %y
  br i1 %odd, label %cold, label %latch, !prof !0

cold:
  %r = call double @fallback(double %a, double %b)
  br label %latch

latch:
  %v = phi double [ %x, %loop ], [ %r, %cold ]
  %t = fadd double %acc, %v
  %acc.next = fadd double %t, %y
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret double %acc.next
}

!0 = !{!"branch_weights", i32 1, i32 1000}
