; A call's register mask clobbers AArch64's tuple X18_X19 (x18 is not
; callee-saved) but preserves $x19: a unit is clobbered only when one of
; its roots is. Taking every unit of a clobbered tuple as clobbered left
; the loop below only $x26-$x28 and $fp across its call, so five of its
; nine values were stored and loaded on every iteration. The checker reads
; masks the same way, or it would reject values kept in $x19-$x25.
; REQUIRES: aarch64-registered-target
; RUN: llc -O2 -mtriple=aarch64-linux-gnu -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s

; CHECK-LABEL: nine:
; CHECK:       // =>This Inner Loop Header
; CHECK-NOT:   {{Spill|Reload|\[sp}}
; CHECK:       bl step
; CHECK-NOT:   {{Spill|Reload|\[sp}}
; CHECK:       b.ne
; CHECK:       ret

declare i64 @step(i64)

define i64 @nine(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %v = call i64 @step(i64 %i)
  %s1 = add i64 %acc, %v
  %s2 = xor i64 %s1, %a
  %s3 = add i64 %s2, %b
  %s4 = xor i64 %s3, %c
  %s5 = add i64 %s4, %d
  %s6 = xor i64 %s5, %e
  %acc.next = add i64 %s6, %f
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret i64 %acc.next
}
