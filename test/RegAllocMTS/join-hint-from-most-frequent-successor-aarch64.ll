; A value that its block passes on to several walked successors is made
; where the one the block goes to most often expects it. This is lu.c's
; pivot search (the C below, clang -O2 -fno-vectorize -fno-unroll-loops for
; AArch64): the loop's only block makes the running pivot index with a CSEL
; and goes back to its header or out of the loop. The exit, listed first
; among its successors, was reached from the loop's guard too, with the
; index elsewhere; made where the exit expected it, the index was moved to
; where the header expects it on every iteration (`mov w1, w2` before the
; back branch). Now the CSEL writes the header's register, as greedy's does.
;
;   #include <math.h>
;   #define N 100
;   double LU[N][N];
;   int piv[N];
;   void decompose(void) {
;     for (int k = 0; k < N; ++k) {
;       int p = k;
;       for (int i = k + 1; i < N; ++i)
;         if (fabs(LU[i][k]) > fabs(LU[p][k]))
;           p = i;
;       if (p != k) {
;         for (int j = 0; j < N; ++j) {
;           double t = LU[k][j];
;           LU[k][j] = LU[p][j];
;           LU[p][j] = t;
;         }
;         int t = piv[k];
;         piv[k] = piv[p];
;         piv[p] = t;
;       }
;       for (int i = k + 1; i < N; ++i) {
;         double f = LU[i][k] / LU[k][k];
;         for (int j = k; j < N; ++j)
;           LU[i][j] -= f * LU[k][j];
;       }
;     }
;   }
;
; RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs \
; RUN:   %s -o - | FileCheck %s

; The search loop, the first inner loop: the CSEL's result goes back in the
; register its input came from, and nothing moves it before the back branch.
; CHECK:      This Inner Loop Header
; CHECK:      fcmp d{{[0-9]+}}, d{{[0-9]+}}
; CHECK-NEXT: csel [[P:w[0-9]+]], w{{[0-9]+}}, [[P]], gt
; CHECK-NEXT: adds
; CHECK-NEXT: b.lo .LBB0_

target triple = "aarch64-unknown-linux-gnu"

@LU = dso_local local_unnamed_addr global [100 x [100 x double]] zeroinitializer, align 8
@piv = dso_local local_unnamed_addr global [100 x i32] zeroinitializer, align 4

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @decompose() local_unnamed_addr {
  br label %5

1:                                                ; preds = %60, %48
  %2 = add nuw nsw i64 %7, 1
  %3 = icmp eq i64 %8, 100
  br i1 %3, label %4, label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %0, %1
  %6 = phi i64 [ 0, %0 ], [ %8, %1 ]
  %7 = phi i64 [ 1, %0 ], [ %2, %1 ]
  %8 = add nuw nsw i64 %6, 1
  %9 = icmp samesign ult i64 %6, 99
  %10 = trunc nuw nsw i64 %6 to i32
  br i1 %9, label %11, label %13

11:                                               ; preds = %5
  %12 = getelementptr inbounds nuw double, ptr @LU, i64 %6
  br label %20

13:                                               ; preds = %20, %5
  %14 = phi i32 [ %10, %5 ], [ %32, %20 ]
  %15 = zext i32 %14 to i64
  %16 = icmp eq i64 %6, %15
  br i1 %16, label %48, label %17

17:                                               ; preds = %13
  %18 = getelementptr inbounds nuw [100 x double], ptr @LU, i64 %6
  %19 = getelementptr inbounds nuw [100 x double], ptr @LU, i64 %15
  br label %40

20:                                               ; preds = %11, %20
  %21 = phi i64 [ %7, %11 ], [ %33, %20 ]
  %22 = phi i32 [ %10, %11 ], [ %32, %20 ]
  %23 = getelementptr inbounds nuw [100 x double], ptr %12, i64 %21
  %24 = load double, ptr %23, align 8
  %25 = tail call double @llvm.fabs.f64(double %24)
  %26 = zext nneg i32 %22 to i64
  %27 = getelementptr inbounds nuw [100 x double], ptr %12, i64 %26
  %28 = load double, ptr %27, align 8
  %29 = tail call double @llvm.fabs.f64(double %28)
  %30 = fcmp ogt double %25, %29
  %31 = trunc nuw nsw i64 %21 to i32
  %32 = select i1 %30, i32 %31, i32 %22
  %33 = add nuw nsw i64 %21, 1
  %34 = icmp eq i64 %33, 100
  br i1 %34, label %13, label %20

35:                                               ; preds = %40
  %36 = getelementptr inbounds nuw i32, ptr @piv, i64 %6
  %37 = load i32, ptr %36, align 4
  %38 = getelementptr inbounds nuw i32, ptr @piv, i64 %15
  %39 = load i32, ptr %38, align 4
  store i32 %39, ptr %36, align 4
  store i32 %37, ptr %38, align 4
  br label %48

40:                                               ; preds = %17, %40
  %41 = phi i64 [ 0, %17 ], [ %46, %40 ]
  %42 = getelementptr inbounds nuw double, ptr %18, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = getelementptr inbounds nuw double, ptr %19, i64 %41
  %45 = load double, ptr %44, align 8
  store double %45, ptr %42, align 8
  store double %43, ptr %44, align 8
  %46 = add nuw nsw i64 %41, 1
  %47 = icmp eq i64 %46, 100
  br i1 %47, label %35, label %40

48:                                               ; preds = %35, %13
  br i1 %9, label %49, label %1

49:                                               ; preds = %48
  %50 = getelementptr inbounds nuw [100 x double], ptr @LU, i64 %6
  %51 = getelementptr inbounds nuw double, ptr %50, i64 %6
  br label %52

52:                                               ; preds = %49, %60
  %53 = phi i64 [ %7, %49 ], [ %61, %60 ]
  %54 = getelementptr inbounds nuw [100 x double], ptr @LU, i64 %53
  %55 = getelementptr inbounds nuw double, ptr %54, i64 %6
  %56 = load double, ptr %55, align 8
  %57 = load double, ptr %51, align 8
  %58 = fneg double %56
  %59 = fdiv double %58, %57
  br label %63

60:                                               ; preds = %63
  %61 = add nuw nsw i64 %53, 1
  %62 = icmp eq i64 %61, 100
  br i1 %62, label %1, label %52

63:                                               ; preds = %52, %63
  %64 = phi i64 [ %6, %52 ], [ %70, %63 ]
  %65 = getelementptr inbounds nuw double, ptr %50, i64 %64
  %66 = load double, ptr %65, align 8
  %67 = getelementptr inbounds nuw double, ptr %54, i64 %64
  %68 = load double, ptr %67, align 8
  %69 = tail call double @llvm.fmuladd.f64(double %59, double %66, double %68)
  store double %69, ptr %67, align 8
  %70 = add nuw nsw i64 %64, 1
  %71 = icmp eq i64 %70, 100
  br i1 %71, label %60, label %63
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double)



