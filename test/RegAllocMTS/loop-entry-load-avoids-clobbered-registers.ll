; A value the loop reads enters it in a register, loaded on the way in,
; while the loop has registers to spare: one the loop leaves alone while the
; value lives, not the first free one. Here %p and %end are in memory after
; the call, and the loop's division by 10^9, a multiplication, defines $rax
; and $rdx. %p was loaded into $rax: every iteration moved it out of the
; multiplication's way, and the back edge (a split edge) moved it back
; (decNumber's carry loop, whose bound took $rax).
; RUN: llc -O2 -mtriple=x86_64-linux-gnu -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs -stress-regalloc=6 %s -o - | FileCheck %s

; CHECK-LABEL: f:
; CHECK:         callq g
; CHECK:       # =>This Inner Loop Header
; CHECK-NEXT:    movq (%[[P:[a-z0-9]+]]), %rax
; CHECK-NEXT:    shrq $9, %rax
; CHECK-NEXT:    mulq
; CHECK-NEXT:    shrq $11, %rdx
; CHECK-NEXT:    movq %rdx, (%[[P]])
; CHECK-NEXT:    addq $8, %[[P]]
; CHECK-NEXT:    cmpq %{{[a-z0-9]+}}, %[[P]]
; CHECK-NEXT:    jb .LBB0_1
; CHECK-NEXT:  # %bb.{{[0-9]+}}: # %exit

declare void @g()

define void @f(ptr %p0, ptr %end) {
entry:
  call void @g()
  br label %loop

loop:
  %p = phi ptr [ %p0, %entry ], [ %next, %loop ]
  %v = load i64, ptr %p
  %q = udiv i64 %v, 1000000000
  store i64 %q, ptr %p
  %next = getelementptr i64, ptr %p, i64 1
  %more = icmp ult ptr %next, %end
  br i1 %more, label %loop, label %exit

exit:
  ret void
}
