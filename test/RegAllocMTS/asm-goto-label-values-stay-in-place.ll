; An asm goto whose output is in a fixed register ("=a"), with the
; function's arguments live into its label. clang copies the output after
; the asm in its block. With five registers mts took the labels' live-ins
; ($eax, the asm's output) as live at the block's end, so the copy could
; not keep $eax: it made room elsewhere by storing a value the label reads,
; after the asm, and the label loaded it from that slot. On the way to the
; label the store never ran: the program computed with whatever the slot
; held (75 became 55 against greedy), and -mts-verify, which took the
; label's edge from the block's end too, passed it. Now the copy keeps
; $eax, nothing follows the asm, and -mts-verify follows the edge from the
; asm, where a stale slot would fail it.
; RUN: llc -O2 -load %mts_lib -regalloc=mts -stress-regalloc=5 -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s
; RUN: llc -O2 -load %mts_lib -regalloc=mts -stress-regalloc=2 -mts-verify \
; RUN:   -verify-machineinstrs %s -o /dev/null
; RUN: llc -O2 -load %mts_lib -regalloc=mts -stress-regalloc=3 -mts-verify \
; RUN:   -verify-machineinstrs %s -o /dev/null
; RUN: llc -O2 -load %mts_lib -regalloc=mts -stress-regalloc=4 -mts-verify \
; RUN:   -verify-machineinstrs %s -o /dev/null
; RUN: llc -O2 -load %mts_lib -regalloc=mts -stress-regalloc=6 -mts-verify \
; RUN:   -verify-machineinstrs %s -o /dev/null
; CHECK-LABEL: f:
; CHECK:         #NO_APP
; CHECK-NEXT:  # %bb.1:
; CHECK:       # %zero.split

source_filename = "f.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define dso_local i32 @f(i32 noundef %a, i32 noundef %b, i32 noundef %c, i32 noundef %d, i32 noundef %e) local_unnamed_addr nounwind {
entry:
  %sub = add nsw i32 %a, -7
  %0 = callbr i32 asm "movl $1, $0\0A\09testl $0, $0\0A\09jz ${2:l}", "={ax},r,!i,~{dirflag},~{fpsr},~{flags}"(i32 %sub)
          to label %asm.fallthrough [label %zero.split]

asm.fallthrough:                                  ; preds = %entry
  %mul = mul nsw i32 %0, 3
  %mul1 = mul nsw i32 %b, %a
  %mul2 = mul nsw i32 %d, %c
  %add = add i32 %mul2, %mul1
  %add3 = add i32 %add, %e
  %add4 = add i32 %add3, %mul
  br label %cleanup

zero.split:                                       ; preds = %entry
  %mul5 = shl nsw i32 %b, 1
  %add6 = add nsw i32 %mul5, %a
  %mul7 = mul nsw i32 %c, 3
  %add8 = add nsw i32 %add6, %mul7
  %mul9 = mul nsw i32 %d, 5
  %add10 = add nsw i32 %add8, %mul9
  %mul11 = mul nsw i32 %e, 7
  %add12 = add nsw i32 %add10, %mul11
  %add13 = add nsw i32 %add12, %0
  br label %cleanup

cleanup:                                          ; preds = %zero.split, %asm.fallthrough
  %retval.0 = phi i32 [ %add4, %asm.fallthrough ], [ %add13, %zero.split ]
  ret i32 %retval.0
}
