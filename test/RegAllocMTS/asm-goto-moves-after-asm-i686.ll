; An asm goto whose output is in $esi, on i686 (position-independent, so
; $ebx holds the GOT pointer), used as a byte after the asm: the copy of
; the output after the asm needs one of the four registers with a byte
; part, and the function's arguments, live into the label, hold them. So
; mts moves one after the asm to make room. A jump to the label leaves
; from inside the asm and skips that move: the label must read the
; argument where it was when the asm ran. It read it where the move put
; it (k(7, ...) returned 20, not 40, under qemu-i386), then was reported
; as an error until the label's model was taken at the asm.
; RUN: llc -O2 -relocation-model=pic -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s
; With six registers, the argument the label reads in $edx is recomputed
; (a load from its fixed slot): its definition, read by no instruction in
; the block before the move, was erased as unread, and the label read
; nothing. The label's read counts.
; RUN: llc -O2 -relocation-model=pic -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs -stress-regalloc=6 %s -o /dev/null
; CHECK-LABEL: k:
; CHECK:       movl 32(%esp), %[[D:e[a-z]+]]
; CHECK:       #APP
; CHECK:       #NO_APP
; CHECK-NEXT:  movl %[[D]], %[[MOVED:e[a-z]+]]
; CHECK:       # %zero.split
; CHECK-NOT:   %[[MOVED]]
; CHECK:       leal (%[[D]],%[[D]],4)

source_filename = "k2.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@sink = dso_local global i8 0, align 1

define dso_local i32 @k(i32 noundef %a, i32 noundef %b, i32 noundef %c, i32 noundef %d) local_unnamed_addr nounwind {
entry:
  %sub = add nsw i32 %a, -7
  %0 = callbr i32 asm "movl $1, $0\0A\09testl $0, $0\0A\09jz ${2:l}", "={si},r,!i,~{dirflag},~{fpsr},~{flags}"(i32 %sub)
          to label %asm.fallthrough [label %zero.split]

asm.fallthrough:                                  ; preds = %entry
  %conv = trunc i32 %0 to i8
  store volatile i8 %conv, ptr @sink, align 1
  %mul = mul nsw i32 %0, 3
  %mul1 = mul nsw i32 %b, %a
  %mul2 = mul nsw i32 %d, %c
  %add = add i32 %mul2, %mul1
  %add3 = add i32 %add, %mul
  br label %cleanup

zero.split:                                       ; preds = %entry
  %mul4 = shl nsw i32 %b, 1
  %add5 = add nsw i32 %mul4, %a
  %mul6 = mul nsw i32 %c, 3
  %add7 = add nsw i32 %add5, %mul6
  %mul8 = mul nsw i32 %d, 5
  %add9 = add nsw i32 %add7, %mul8
  %add10 = add nsw i32 %add9, %0
  br label %cleanup

cleanup:                                          ; preds = %zero.split, %asm.fallthrough
  %retval.0 = phi i32 [ %add3, %asm.fallthrough ], [ %add10, %zero.split ]
  ret i32 %retval.0
}

