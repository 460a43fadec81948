; A value that meets a call before its next read on most paths from its
; definition, with no callee-saved register free, is written to its slot by
; its definition when the target has that form (foldSlotWrite), as
; InlineSpiller folds a spilled definition. Cython's C sets the line number
; an error would report before each call that may fail; the error paths,
; which branch weights make rare, read it. Here seven values hold the six
; callee-saved registers and a slot across the calls, and line 50 stays
; live across the third call. It was put in $ecx, moved out of the way of
; each argument the third call takes, through three registers, and stored
; before the call: five instructions on the path that does not fail. Now
; one: `movl $50, 20(%rsp)`.
; RUN: llc -O2 -mtriple=x86_64-linux-gnu -load %mts_lib -regalloc=mts \
; RUN:   -mts-verify -verify-machineinstrs %s -o - | FileCheck %s

; CHECK-LABEL: chain:
; CHECK:         callq step@PLT
; CHECK:         callq step@PLT
; CHECK-NEXT:    movl $50, [[SLOT:[0-9]+]](%rsp) # 4-byte Folded Spill
; CHECK-NOT:     $50
; CHECK:         callq step@PLT
; CHECK-NOT:     Spill
; CHECK:         callq keep@PLT
; CHECK:         movl [[SLOT]](%rsp), %edi # 4-byte Reload
; CHECK-NEXT:    callq report@PLT
declare ptr @step(ptr, ptr, ptr, ptr, ptr, ptr)
declare void @report(i32)
declare void @keep(ptr, ptr, ptr, ptr, ptr, ptr, ptr)

define void @chain(ptr %p0, ptr %p1, ptr %p2, ptr %p3, ptr %p4, ptr %p5) {
entry:
  %a = call ptr @step(ptr %p0, ptr %p1, ptr %p2, ptr %p3, ptr %p4, ptr %p5)
  %a.bad = icmp eq ptr %a, null
  br i1 %a.bad, label %error, label %second, !prof !0

second:
  %b = call ptr @step(ptr %a, ptr %p1, ptr %p2, ptr %p3, ptr %p4, ptr %p5)
  %b.bad = icmp eq ptr %b, null
  br i1 %b.bad, label %error, label %third, !prof !0

third:
  %c = call ptr @step(ptr %b, ptr %p1, ptr %p2, ptr %p3, ptr %p4, ptr %p5)
  %c.bad = icmp eq ptr %c, null
  br i1 %c.bad, label %error, label %done, !prof !0

error:
  %line = phi i32 [ 49, %entry ], [ 50, %second ], [ 50, %third ]
  call void @report(i32 %line)
  ret void

done:
  call void @keep(ptr %c, ptr %p0, ptr %p1, ptr %p2, ptr %p3, ptr %p4, ptr %p5)
  ret void
}

!0 = !{!"branch_weights", i32 1, i32 1000}
