; A value with a stale slot that an instruction's clobber displaces, with
; no register free and no clean value's register to take, takes the register
; of a value the loop only reads and needs later, which is stored once
; before the loop instead. interp.c's first check, in clang's code for:
;   for (int n = 1000; n < 60000; n += 7919) {
;     int64_t want = 0;
;     for (int64_t i = 0; i < n; ++i)
;       want += i * i % 7;
;     int64_t got = run(code, n);
;     bad |= got != want;
;     check = check * 31 + (uint64_t)got;
;   }
; The inner loop, unrolled twice, uses all fifteen registers; each `% 7`
; multiplies by a constant into $rdx:$rax, and the second clobbers the
; square (i+1)*(i+1), needed after it. mts used to store the square and
; reload it on every iteration; now the bound, i's limit, gives way: stored
; before the loop, it is only reloaded.
; RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs \
; RUN:   %s -o - | FileCheck %s

; CHECK-LABEL: squares:
; CHECK:       andq $-2, [[BOUNDREG:%r[a-z0-9]+]]
; CHECK:       movq [[BOUNDREG]], [[BOUNDSLOT:[0-9]+]](%rsp) # 8-byte Spill
; CHECK:       .LBB0_2:
; CHECK-NOT:   Spill
; CHECK:       mulq
; CHECK-NOT:   Spill
; CHECK:       mulq
; CHECK-NOT:   Spill
; CHECK:       movq [[BOUNDSLOT]](%rsp), [[BOUND:%r[a-z0-9]+]] # 8-byte Reload
; CHECK-NEXT:  cmpq %r{{[a-z0-9]+}}, [[BOUND]]
; CHECK-NOT:   Spill
; CHECK:       jne .LBB0_2

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@code = external constant [0 x i32], align 4

define dso_local i64 @squares() local_unnamed_addr {
  br label %1

1:                                                ; preds = %0, %18
  %2 = phi i64 [ 1000, %0 ], [ %26, %18 ]
  %3 = phi i32 [ 0, %0 ], [ %23, %18 ]
  %4 = phi i64 [ 0, %0 ], [ %25, %18 ]
  %5 = trunc i64 %2 to i32
  %6 = and i64 %2, 1
  %7 = and i64 %2, 9223372036854775806
  br label %28

8:                                                ; preds = %18
  %9 = zext nneg i32 %23 to i64
  %10 = add i64 %25, %9
  ret i64 %10

11:                                               ; preds = %28
  %12 = icmp eq i64 %6, 0
  br i1 %12, label %18, label %13

13:                                               ; preds = %11
  %14 = icmp ne i64 %6, 0
  tail call void @llvm.assume(i1 %14)
  %15 = mul nuw nsw i64 %39, %39
  %16 = urem i64 %15, 7
  %17 = add nuw nsw i64 %16, %38
  br label %18

18:                                               ; preds = %11, %13
  %19 = phi i64 [ %38, %11 ], [ %17, %13 ]
  %20 = tail call i64 @run(ptr noundef nonnull @code, i32 noundef %5)
  %21 = icmp ne i64 %20, %19
  %22 = zext i1 %21 to i32
  %23 = or i32 %3, %22
  %24 = mul i64 %4, 31
  %25 = add i64 %20, %24
  %26 = add nuw nsw i64 %2, 7919
  %27 = icmp samesign ult i32 %5, 52081
  br i1 %27, label %1, label %8

28:                                               ; preds = %28, %1
  %29 = phi i64 [ 0, %1 ], [ %39, %28 ]
  %30 = phi i64 [ 0, %1 ], [ %38, %28 ]
  %31 = phi i64 [ 0, %1 ], [ %40, %28 ]
  %32 = mul nuw nsw i64 %29, %29
  %33 = urem i64 %32, 7
  %34 = add nuw nsw i64 %33, %30
  %35 = or disjoint i64 %29, 1
  %36 = mul nuw nsw i64 %35, %35
  %37 = urem i64 %36, 7
  %38 = add nuw nsw i64 %37, %34
  %39 = add nuw nsw i64 %29, 2
  %40 = add nuw nsw i64 %31, 2
  %41 = icmp eq i64 %40, %7
  br i1 %41, label %11, label %28
}

declare i64 @run(ptr noundef, i32 noundef) local_unnamed_addr

declare void @llvm.assume(i1 noundef)
