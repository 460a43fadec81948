; The merge loop of a merge sort on i686 (bench/sort.c) needs a shuffle on
; its back edge: %46, the index into the second run, moves from $eax into
; $ebx, where the loop's header takes it. The exit reads both %46, in $eax,
; and the run's bound %17, in $ebx. %46's slot is stale, which used to keep
; the shuffle off the branch: the back edge went through a block of its own
; and a jump on every iteration. Now the shuffle goes before the branch; the
; exit takes %46 from $ebx, where the shuffle left it, and reloads %17, whose
; slot is current.
; RUN: llc -mtriple=i686-linux-gnu -mcpu=i686 -O2 -relocation-model=pic \
; RUN:   -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs %s -o - \
; RUN:   | FileCheck %s

; CHECK-LABEL: mergesort:
; CHECK:       # in Loop: Header=BB0_[[LOOP:[0-9]+]] Depth=3
; CHECK-NEXT:  cmpl %esi, %eax
; CHECK-NEXT:  movl %eax, %ebx
; CHECK-NEXT:  movl %edx, %eax
; CHECK-NEXT:  jb .LBB0_[[LOOP]]
; CHECK-NEXT:  # %bb.{{[0-9]+}}: # in Loop: Header=BB0_{{[0-9]+}} Depth=2
; CHECK-NEXT:  movl %ebx, %eax
; CHECK-NEXT:  movl {{[0-9]+}}(%esp), %ebx # 4-byte Reload
; CHECK-NEXT:  .LBB0_{{[0-9]+}}: # %.loopexit

target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@m = local_unnamed_addr global [60000 x i32] zeroinitializer, align 4
@scratch = internal unnamed_addr global [60000 x i32] zeroinitializer, align 4

define void @mergesort() local_unnamed_addr {
  br label %1

1:                                                ; preds = %0, %8
  %2 = phi i32 [ 1, %0 ], [ %3, %8 ]
  %3 = shl i32 %2, 1
  br label %10

4:                                                ; preds = %8
  ret void

5:                                                ; preds = %56, %53
  %6 = icmp samesign ult i32 %13, 60000
  %7 = add nuw nsw i32 %11, %3
  br i1 %6, label %10, label %8

8:                                                ; preds = %5
  tail call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(240000) @m, ptr noundef nonnull align 4 dereferenceable(240000) @scratch, i32 240000, i1 false)
  %9 = icmp samesign ult i32 %2, 30000
  br i1 %9, label %1, label %4

10:                                               ; preds = %1, %5
  %11 = phi i32 [ %2, %1 ], [ %7, %5 ]
  %12 = phi i32 [ 0, %1 ], [ %13, %5 ]
  %13 = add nuw nsw i32 %3, %12
  %14 = tail call i32 @llvm.umin.i32(i32 %13, i32 60000)
  %15 = tail call i32 @llvm.umin.i32(i32 %11, i32 60000)
  %16 = add nuw nsw i32 %2, %12
  %17 = tail call i32 @llvm.umin.i32(i32 %16, i32 60000)
  %18 = icmp samesign ult i32 %16, %14
  br i1 %18, label %33, label %19

19:                                               ; preds = %33, %10
  %20 = phi i32 [ %12, %10 ], [ %43, %33 ]
  %21 = phi i32 [ %17, %10 ], [ %46, %33 ]
  %22 = phi i32 [ %12, %10 ], [ %48, %33 ]
  %23 = icmp samesign ult i32 %20, %17
  br i1 %23, label %24, label %53

24:                                               ; preds = %19
  %25 = shl i32 %22, 2
  %26 = getelementptr i8, ptr @scratch, i32 %25
  %27 = shl nuw nsw i32 %20, 2
  %28 = getelementptr i8, ptr @m, i32 %27
  %29 = sub nuw nsw i32 %17, %20
  %30 = shl nuw nsw i32 %29, 2
  tail call void @llvm.memcpy.p0.p0.i32(ptr align 4 %26, ptr align 4 %28, i32 %30, i1 false)
  %31 = add i32 %22, %15
  %32 = sub i32 %31, %20
  br label %53

33:                                               ; preds = %10, %33
  %34 = phi i32 [ %48, %33 ], [ %12, %10 ]
  %35 = phi i32 [ %46, %33 ], [ %17, %10 ]
  %36 = phi i32 [ %43, %33 ], [ %12, %10 ]
  %37 = getelementptr inbounds nuw i32, ptr @m, i32 %36
  %38 = load i32, ptr %37, align 4
  %39 = getelementptr inbounds nuw i32, ptr @m, i32 %35
  %40 = load i32, ptr %39, align 4
  %41 = icmp sle i32 %38, %40
  %42 = zext i1 %41 to i32
  %43 = add nuw nsw i32 %36, %42
  %44 = xor i1 %41, true
  %45 = zext i1 %44 to i32
  %46 = add nuw nsw i32 %35, %45
  %47 = tail call i32 @llvm.smin.i32(i32 %38, i32 %40)
  %48 = add nuw nsw i32 %34, 1
  %49 = getelementptr inbounds nuw i32, ptr @scratch, i32 %34
  store i32 %47, ptr %49, align 4
  %50 = icmp samesign ult i32 %43, %17
  %51 = icmp samesign ult i32 %46, %14
  %52 = select i1 %50, i1 %51, i1 false
  br i1 %52, label %33, label %19

53:                                               ; preds = %24, %19
  %54 = phi i32 [ %22, %19 ], [ %32, %24 ]
  %55 = icmp samesign ult i32 %21, %14
  br i1 %55, label %56, label %5

56:                                               ; preds = %53
  %57 = shl i32 %54, 2
  %58 = getelementptr i8, ptr @scratch, i32 %57
  %59 = shl nuw nsw i32 %21, 2
  %60 = getelementptr i8, ptr @m, i32 %59
  %61 = sub nuw nsw i32 %14, %21
  %62 = shl nuw nsw i32 %61, 2
  tail call void @llvm.memcpy.p0.p0.i32(ptr align 4 %58, ptr align 4 %60, i32 %62, i1 false)
  br label %5
}

declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg)

declare i32 @llvm.umin.i32(i32, i32)

declare i32 @llvm.smin.i32(i32, i32)

