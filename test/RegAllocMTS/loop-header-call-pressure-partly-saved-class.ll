; AArch64 saves only the low halves of $q8-$q15 across a call: FPR128 has no
; callee-saved register of its own, but the FPR64 values that weigh on it
; stay in $d8-$d15. Counting them against FPR128's callee-saved registers
; (none) made the inner loop's header think its calls left FPR128 short,
; and send the doubles it does not read to memory: they were stored before
; the loops and loaded after the inner one on every outer iteration
; (sha256.c's main, whose vector constants were reloaded after each block).
; Only the 128-bit value, which no register keeps across a call, goes to
; memory, as with greedy.
; REQUIRES: aarch64-registered-target
; RUN: llc -O2 -mtriple=aarch64-linux-gnu -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s

; CHECK-LABEL: f:
; CHECK:       str q0, [sp]{{.*}}Spill
; CHECK-NOT:   {{Spill|Reload}}
; CHECK:       This Inner Loop Header
; CHECK-NOT:   {{Spill|Reload}}
; CHECK:       bl g
; CHECK-NOT:   {{Spill|Reload}}
; CHECK:       // %outer.latch
; CHECK-NOT:   {{d[0-9]+.*Reload}}
; CHECK:       ldr q0, [sp]{{.*}}Reload
; CHECK-NOT:   {{Spill|Reload}}
; CHECK:       // %exit

declare void @g(ptr)

define void @f(ptr %p, <4 x i32> %v, double %a, double %b, double %c, i32 %n, i32 %m) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %outer.latch ]
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  call void @g(ptr %p)
  %j.next = add i32 %j, 1
  %c1 = icmp slt i32 %j.next, %m
  br i1 %c1, label %inner, label %outer.latch

outer.latch:
  %s1 = fadd double %acc, %a
  %s2 = fmul double %s1, %b
  %acc.next = fadd double %s2, %c
  store <4 x i32> %v, ptr %p
  %i.next = add i32 %i, 1
  %c2 = icmp slt i32 %i.next, %n
  br i1 %c2, label %outer, label %exit

exit:
  store double %acc.next, ptr %p
  ret void
}
