; A loop whose back edge needs a shuffle (the window of a stencil, three
; values rotating through registers on i686) places it before the loop's
; exit branch, so that no block of its own and no jump back run on every
; iteration. Two pointers that only the exit reads sit in registers the
; shuffle overwrites; their slots are current, so the exit reloads them
; instead (bench/stencil.c, which jumped back through a block of its own).
; RUN: llc -mtriple=i686-linux-gnu -O2 -relocation-model=pic -load %mts_lib \
; RUN:   -regalloc=mts -mts-verify -verify-machineinstrs %s -o - | FileCheck %s

; CHECK-LABEL: window_steps:
; CHECK:       This Inner Loop Header: Depth=3
; CHECK:       incl %e{{[a-z]+}}
; CHECK-NOT:   {{^[.#]|jmp|je }}
; CHECK:       movl %e{{[a-z]+}}, %e{{[a-z]+}}
; CHECK-NOT:   {{^[.#]|jmp|je }}
; CHECK:       jne .LBB0_{{[0-9]+}}
; CHECK-NEXT:  # %bb.{{[0-9]+}}:
; CHECK-NEXT:  movl {{[0-9]*}}(%esp), %e{{[a-z]+}} # 4-byte Reload
; CHECK-NEXT:  movl {{[0-9]*}}(%esp), %e{{[a-z]+}} # 4-byte Reload

target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@grid = internal unnamed_addr global [160 x [160 x i32]] zeroinitializer, align 4
@next = internal unnamed_addr global [160 x [160 x i32]] zeroinitializer, align 4

define void @window_steps(i32 noundef %0) local_unnamed_addr {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %7

3:                                                ; preds = %1, %10
  %4 = phi i32 [ %11, %10 ], [ 0, %1 ]
  %5 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i32 640), align 4
  %6 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i32 644), align 4
  br label %13

7:                                                ; preds = %10, %1
  ret void

8:                                                ; preds = %28
  %9 = icmp eq i32 %22, 159
  br i1 %9, label %10, label %13

10:                                               ; preds = %8
  tail call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(102400) @grid, ptr noundef nonnull align 4 dereferenceable(102400) @next, i32 102400, i1 false)
  %11 = add nuw nsw i32 %4, 1
  %12 = icmp eq i32 %11, %0
  br i1 %12, label %7, label %3

13:                                               ; preds = %3, %8
  %14 = phi i32 [ %6, %3 ], [ %26, %8 ]
  %15 = phi i32 [ %5, %3 ], [ %24, %8 ]
  %16 = phi i32 [ 1, %3 ], [ %22, %8 ]
  %17 = getelementptr [160 x i32], ptr @grid, i32 %16
  %18 = getelementptr i8, ptr %17, i32 -640
  %19 = load i32, ptr %18, align 4
  %20 = getelementptr i8, ptr %17, i32 -636
  %21 = load i32, ptr %20, align 4
  %22 = add nuw nsw i32 %16, 1
  %23 = getelementptr inbounds nuw [160 x i32], ptr @grid, i32 %22
  %24 = load i32, ptr %23, align 4
  %25 = getelementptr inbounds nuw i8, ptr %23, i32 4
  %26 = load i32, ptr %25, align 4
  %27 = getelementptr inbounds nuw [160 x i32], ptr @next, i32 %16
  br label %28

28:                                               ; preds = %13, %28
  %29 = phi i32 [ 1, %13 ], [ %36, %28 ]
  %30 = phi i32 [ %26, %13 ], [ %42, %28 ]
  %31 = phi i32 [ %24, %13 ], [ %30, %28 ]
  %32 = phi i32 [ %14, %13 ], [ %40, %28 ]
  %33 = phi i32 [ %15, %13 ], [ %32, %28 ]
  %34 = phi i32 [ %21, %13 ], [ %38, %28 ]
  %35 = phi i32 [ %19, %13 ], [ %34, %28 ]
  %36 = add nuw nsw i32 %29, 1
  %37 = getelementptr inbounds nuw i32, ptr %18, i32 %36
  %38 = load i32, ptr %37, align 4
  %39 = getelementptr inbounds nuw i32, ptr %17, i32 %36
  %40 = load i32, ptr %39, align 4
  %41 = getelementptr inbounds nuw i32, ptr %23, i32 %36
  %42 = load i32, ptr %41, align 4
  %43 = add nsw i32 %33, %34
  %44 = add i32 %43, %30
  %45 = add i32 %44, %40
  %46 = shl nsw i32 %45, 1
  %47 = shl nsw i32 %32, 2
  %48 = add i32 %31, %35
  %49 = add i32 %48, %47
  %50 = add i32 %49, %38
  %51 = add i32 %50, %42
  %52 = add i32 %51, %46
  %53 = ashr i32 %52, 4
  %54 = getelementptr inbounds nuw i32, ptr %27, i32 %29
  store i32 %53, ptr %54, align 4
  %55 = icmp eq i32 %36, 159
  br i1 %55, label %8, label %28
}

declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg)
