; The loop of bench/nqueens.c's main, on i686: `differs` is `false` when the
; recheck is skipped and a comparison after @recount otherwise. Coalescing
; leaves one register with two definitions, and the `false` one (MOV32r0) at
; the top of the loop, before the call to @count: not recomputable as a whole,
; so it was written to its slot before the call (by its definition:
; foldSlotWrite) and read back from there, and the comparison stored too
; (NOSPLIT). Its `false` part, which lives across the
; call, gets a register of its own that is recomputed after the call, with a
; copy into `differs` on the edge to the latch: no memory traffic, as with
; greedy.
; RUN: llc -mtriple=i686-linux-gnu -O2 -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s
; RUN: llc -mtriple=i686-linux-gnu -O2 -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -mts-split-recomputable=none -verify-machineinstrs %s -o - \
; RUN:   | FileCheck %s --check-prefix=NOSPLIT

; CHECK-LABEL: mismatches:
; CHECK-NOT:   Spill
; CHECK-NOT:   Reload
; CHECK:       calll count
; CHECK-NEXT:  addl $16, %esp
; CHECK-NEXT:  cmpl $9, %esi
; CHECK-NEXT:  movl $0, %ecx
; CHECK-NEXT:  ja
; CHECK-NOT:   Spill
; CHECK-NOT:   Reload
; CHECK:       calll recount
; CHECK-NEXT:  cmpl %ebp, %eax
; CHECK-NEXT:  setne %cl
; CHECK-NOT:   Spill
; CHECK-NOT:   Reload
; CHECK:       .Lfunc_end0:

; NOSPLIT-LABEL: mismatches:
; NOSPLIT:       orb {{[0-9]+}}(%esp), %cl {{.*}} Folded Reload
; NOSPLIT:       movl $0, {{[0-9]+}}(%esp) {{.*}} Folded Spill
; NOSPLIT:       calll count

@known = external global [11 x i32]

declare fastcc i32 @count(i32, i32, i32, i32, i32)
declare fastcc i32 @recount(i32, i32)
declare void @report(i32, i32)

define i32 @mismatches() nounwind {
entry:
  br label %loop

loop:
  %bad = phi i32 [ 0, %entry ], [ %bad.next, %latch ]
  %n = phi i32 [ 1, %entry ], [ %n.next, %latch ]
  %sum = phi i32 [ 0, %entry ], [ %sum.next, %latch ]
  %a = call fastcc i32 @count(i32 %n, i32 0, i32 0, i32 0, i32 0)
  %small = icmp ult i32 %n, 10
  br i1 %small, label %recheck, label %latch

recheck:
  %b = call fastcc i32 @recount(i32 %n, i32 0)
  %differ = icmp ne i32 %b, %a
  br label %latch

latch:
  %differs = phi i1 [ %differ, %recheck ], [ false, %loop ]
  %p = getelementptr i32, ptr @known, i32 %n
  %k = load i32, ptr %p
  %wrong = icmp ne i32 %a, %k
  %either = select i1 %wrong, i1 true, i1 %differs
  %z = zext i1 %either to i32
  %bad.next = or i32 %bad, %z
  %mul = mul i32 %sum, 31
  %sum.next = add i32 %a, %mul
  %n.next = add i32 %n, 1
  %done = icmp eq i32 %n.next, 12
  br i1 %done, label %exit, label %loop

exit:
  call void @report(i32 %sum.next, i32 %bad.next)
  ret i32 %bad.next
}
