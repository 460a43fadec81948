; A value made in one block and live into the next avoids the registers
; that block's first instructions define while it lives: decNumber's carry
; loop loads *lp, and on most iterations divides it by 10^9, a
; multiplication that defines $rax and $rdx. The load took $rax, and every
; such iteration moved *lp out of the multiplication's way and its shifted
; copy into $rax: two moves where the copy into $rax is the only one needed.
; RUN: llc -O2 -mtriple=x86_64-linux-gnu -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s

; CHECK-LABEL: carry:
; CHECK:       # =>This Inner Loop Header
; CHECK-NEXT:    movq (%rdi), %[[V:(r[0-9]+|rbx|rbp|rcx|rsi)]]
; CHECK-NEXT:    cmpq $1000000000, %[[V]]
; CHECK-NEXT:    jb
; CHECK-NEXT:  # %bb.{{[0-9]+}}: # %divide
; CHECK-NEXT:    # in Loop
; CHECK-NEXT:    movq %[[V]], %rax
; CHECK-NEXT:    shrq $9, %rax
; CHECK-NEXT:    mulq
; CHECK-NEXT:    shrq $11, %rdx
; CHECK-NEXT:    cmpq %{{[a-z0-9]+}}, %[[V]]

define void @carry(ptr %zacc, ptr %lmsi) {
entry:
  %any = icmp ult ptr %zacc, %lmsi
  br i1 %any, label %loop, label %exit

loop:
  %lp = phi ptr [ %next, %latch ], [ %zacc, %entry ]
  %v = load i64, ptr %lp, align 8
  %fits = icmp ult i64 %v, 1000000000
  br i1 %fits, label %latch, label %divide

divide:
  %lcarry = udiv i64 %v, 1000000000
  %small = icmp ult i64 %v, 1000000000000000000
  br i1 %small, label %add, label %twoplace

twoplace:
  %carry2 = udiv i64 %v, 1000000000000000000
  %p2 = getelementptr inbounds i8, ptr %lp, i64 16
  %x2 = load i64, ptr %p2, align 8
  %y2 = add i64 %x2, %carry2
  store i64 %y2, ptr %p2, align 8
  %m2 = mul i64 %carry2, -1000000000000000000
  %v2 = add i64 %m2, %v
  %c2 = mul nuw nsw i64 %carry2, 3294967296
  %c3 = add nuw nsw i64 %c2, %lcarry
  br label %add

add:
  %rest = phi i64 [ %v2, %twoplace ], [ %v, %divide ]
  %wide = phi i64 [ %c3, %twoplace ], [ %lcarry, %divide ]
  %carry = and i64 %wide, 4294967295
  %p1 = getelementptr inbounds i8, ptr %lp, i64 8
  %x1 = load i64, ptr %p1, align 8
  %y1 = add i64 %x1, %carry
  store i64 %y1, ptr %p1, align 8
  %m1 = mul nsw i64 %carry, -1000000000
  %v1 = add i64 %rest, %m1
  store i64 %v1, ptr %lp, align 8
  br label %latch

latch:
  %next = getelementptr inbounds i8, ptr %lp, i64 8
  %more = icmp ult ptr %next, %lmsi
  br i1 %more, label %loop, label %exit

exit:
  ret void
}
