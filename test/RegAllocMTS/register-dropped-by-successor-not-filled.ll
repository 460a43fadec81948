; A block that holds a value in a register it never touches, and whose
; successors take the value in memory only, does not need the register
; filled: the edges into it load nothing there. Two loops around calls:
;   long g(long *a, long n, long m, long v, long w, long x, long y, long z) {
;     long s = 0;
;     for (long i = 0; i < n; i++) {
;       long t = a[i];
;       for (long j = 0; j < m; j++) {
;         t = f(t, j, w) + x;
;         if (t > y)
;           t = f(t, v, z) - i;
;       }
;       s += t;
;     }
;     return s;
;   }
; y, the seventh argument, is loaded from its stack slot before the
; comparison that reads it. The second call's block and the outer loop's
; path around the inner one used to load it again, into the register the
; blocks after them had it in, though none of them reads it before the
; inner loop's header leaves it in memory again (decDivideOp's outer loop
; reloaded such a value on every iteration). y's load from the argument
; area is what the comparison would fold, so folding is off here.
; RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-fold=0 -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s

; CHECK-LABEL: g:
; CHECK-NOT:   80(%rsp)
; CHECK:       callq f
; CHECK-NEXT:  addq
; CHECK-NEXT:  movq 80(%rsp), [[Y:%r[a-z0-9]+]]
; CHECK-NEXT:  cmpq [[Y]], %rax
; CHECK-NOT:   80(%rsp)
; CHECK:       retq

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i64 @f(i64, i64, i64)

define i64 @g(ptr readonly %a, i64 %n, i64 %m, i64 %v, i64 %w, i64 %x, i64 %y, i64 %z) nounwind {
entry:
  %any.i = icmp sgt i64 %n, 0
  br i1 %any.i, label %outer.pre, label %return

outer.pre:
  %any.j = icmp sgt i64 %m, 0
  br label %outer

outer:
  %i = phi i64 [ 0, %outer.pre ], [ %i.next, %outer.latch ]
  %s = phi i64 [ 0, %outer.pre ], [ %s.next, %outer.latch ]
  %at = getelementptr inbounds nuw i64, ptr %a, i64 %i
  %t0 = load i64, ptr %at, align 8
  br i1 %any.j, label %inner, label %outer.latch

inner:
  %j = phi i64 [ %j.next, %inner.latch ], [ 0, %outer ]
  %t = phi i64 [ %t.next, %inner.latch ], [ %t0, %outer ]
  %r1 = tail call i64 @f(i64 %t, i64 %j, i64 %w)
  %t1 = add nsw i64 %r1, %x
  %big = icmp sgt i64 %t1, %y
  br i1 %big, label %again, label %inner.latch

again:
  %r2 = tail call i64 @f(i64 %t1, i64 %v, i64 %z)
  %t2 = sub nsw i64 %r2, %i
  br label %inner.latch

inner.latch:
  %t.next = phi i64 [ %t2, %again ], [ %t1, %inner ]
  %j.next = add nuw nsw i64 %j, 1
  %j.done = icmp eq i64 %j.next, %m
  br i1 %j.done, label %outer.latch, label %inner

outer.latch:
  %t.out = phi i64 [ %t0, %outer ], [ %t.next, %inner.latch ]
  %s.next = add nsw i64 %t.out, %s
  %i.next = add nuw nsw i64 %i, 1
  %i.done = icmp eq i64 %i.next, %n
  br i1 %i.done, label %return, label %outer

return:
  %result = phi i64 [ 0, %entry ], [ %s.next, %outer.latch ]
  ret i64 %result
}
