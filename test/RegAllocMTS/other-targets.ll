; Nothing in the allocator is x86's: on AArch64 and RISC-V the checker and
; the verifier accept its code, and the values a loop keeps across its call
; stay in callee-saved registers. AArch64's return has no operands, which
; crashed the checker.
; REQUIRES: aarch64-registered-target, riscv64-registered-target
; RUN: llc -O2 -mtriple=aarch64-linux-gnu -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=A64
; RUN: llc -O2 -mtriple=riscv64-linux-gnu -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=RV

; A64-LABEL: sum:
; A64:       bl step
; A64-NEXT:  add [[I:x(19|2[0-9])]], [[I]], #1
; A64-NEXT:  add [[ACC:x(19|2[0-9])]], [[ACC]], x0
; A64:       ret

; RV-LABEL: sum:
; RV:       call step
; RV-NEXT:  addi [[I:s[0-9]+]], [[I]], 1
; RV-NEXT:  add [[ACC:s[0-9]+]], [[ACC]], a0
; RV:       ret

declare i64 @step(i64)

define void @sum(ptr %out, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %v = call i64 @step(i64 %i)
  %acc.next = add i64 %acc, %v
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  store i64 %acc.next, ptr %out
  ret void
}
