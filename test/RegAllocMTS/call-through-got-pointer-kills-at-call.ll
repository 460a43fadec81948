; A call through a function pointer in a global, built for i686 with PIC,
; reads the GOT pointer twice: as the base of its memory operand, and in
; $ebx, copied there first for the PLT (GCC's torture test pr54937.c):
;   void (*terminate_me)(int);
;   void t(int c) { for (int i = 0; i < c; i++) { if (i) terminate_me(0);
;                                                  a[i] = 0; } }
; The loop holds the pointer in $ebx, which the copy writes; the pointer
; moves to $ebp for the call's address, and after the call, which preserves
; $ebx, the model takes it back in $ebx (followCalleeSavedCopy). $ebp's
; last read is then the call's, and its kill belongs there: it was put on
; the copy before the call, and -verify-machineinstrs stopped with "Using
; an undefined physical register" at the call.
; REQUIRES: x86-registered-target
; RUN: llc -O2 -relocation-model=pic -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs -stop-after=regallocmts %s -o - | FileCheck %s

; CHECK-LABEL: name: t
; CHECK:       $[[GOT:e[a-z]+]] = COPY killed $ebx
; CHECK-NEXT:  $ebx = COPY renamable $[[GOT]]
; CHECK-NEXT:  CALL32m killed renamable $[[GOT]], 1, $noreg, target-flags(x86-gotoff) @terminate_me,

target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@terminate_me = dso_local global ptr null, align 4
@a = dso_local global [1 x i32] zeroinitializer, align 4

define dso_local void @t(i32 %c) {
entry:
  %any = icmp sgt i32 %c, 0
  br i1 %any, label %first, label %exit

first:
  store i32 0, ptr @a, align 4
  %one = icmp eq i32 %c, 1
  br i1 %one, label %exit, label %loop

loop:
  %i = phi i32 [ %next, %loop ], [ 1, %first ]
  %fn = load ptr, ptr @terminate_me, align 4
  tail call void %fn(i32 0)
  %p = getelementptr inbounds i32, ptr @a, i32 %i
  store i32 0, ptr %p, align 4
  %next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %next, %c
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 8, !"PIC Level", i32 2}
