; A 3x3 window slid along a row (bench/stencil.c's step_window and the
; loop that calls it, built for i686 with -m32 -O2): each turn the
; window's values move one column left (`a0 = a1; a1 = a2`, copies into
; the values the loop header holds in registers), and i686's seven
; registers are too few for them all. A value the copy reads
; for the last time was in memory: it was reloaded into a free register and
; then copied into the register the header expects the copy's destination
; in. Now it is reloaded straight there (copyDestinationAtJoin as the
; reload's hint), and the copy is an identity: no reload is followed by a
; copy of the register it loaded.
; REQUIRES: x86-registered-target
; RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs \
; RUN:   %s -o - \
; RUN:   | awk '/Reload$/ { n++; r = $3; next } \
; RUN:          $1 == "movl" && r != "" && $2 == r "," { c++ } { r = "" } \
; RUN:          END { print "reloads", n; print "reloads copied", c + 0 }' \
; RUN:   | FileCheck %s
; CHECK: reloads {{[1-9][0-9]*}}
; CHECK-NEXT: reloads copied 0{{$}}

target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@in = dso_local local_unnamed_addr global [160 x [160 x i32]] zeroinitializer, align 4
@out = dso_local local_unnamed_addr global [160 x [160 x i32]] zeroinitializer, align 4

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @run(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %4, label %3

3:                                                ; preds = %53, %1
  ret void

4:                                                ; preds = %1, %53
  %5 = phi i32 [ %54, %53 ], [ 0, %1 ]
  %6 = load i32, ptr getelementptr inbounds nuw (i8, ptr @in, i32 640), align 4, !tbaa !6
  %7 = load i32, ptr getelementptr inbounds nuw (i8, ptr @in, i32 644), align 4, !tbaa !6
  br label %10

8:                                                ; preds = %25
  %9 = icmp eq i32 %19, 159
  br i1 %9, label %53, label %10, !llvm.loop !10

10:                                               ; preds = %8, %4
  %11 = phi i32 [ %7, %4 ], [ %23, %8 ]
  %12 = phi i32 [ %6, %4 ], [ %21, %8 ]
  %13 = phi i32 [ 1, %4 ], [ %19, %8 ]
  %14 = getelementptr [160 x i32], ptr @in, i32 %13
  %15 = getelementptr i8, ptr %14, i32 -640
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = getelementptr i8, ptr %14, i32 -636
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = add nuw nsw i32 %13, 1
  %20 = getelementptr inbounds nuw [160 x i32], ptr @in, i32 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = getelementptr inbounds nuw i8, ptr %20, i32 4
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = getelementptr inbounds nuw [160 x i32], ptr @out, i32 %13
  br label %25

25:                                               ; preds = %25, %10
  %26 = phi i32 [ %16, %10 ], [ %32, %25 ]
  %27 = phi i32 [ 1, %10 ], [ %33, %25 ]
  %28 = phi i32 [ %23, %10 ], [ %39, %25 ]
  %29 = phi i32 [ %21, %10 ], [ %28, %25 ]
  %30 = phi i32 [ %11, %10 ], [ %37, %25 ]
  %31 = phi i32 [ %12, %10 ], [ %30, %25 ]
  %32 = phi i32 [ %18, %10 ], [ %35, %25 ]
  %33 = add nuw nsw i32 %27, 1
  %34 = getelementptr inbounds nuw i32, ptr %15, i32 %33
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = getelementptr inbounds nuw i32, ptr %14, i32 %33
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = getelementptr inbounds nuw i32, ptr %20, i32 %33
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = add i32 %31, %28
  %41 = add i32 %40, %32
  %42 = add i32 %41, %37
  %43 = shl nsw i32 %42, 1
  %44 = shl nsw i32 %30, 2
  %45 = add i32 %29, %26
  %46 = add i32 %45, %44
  %47 = add i32 %46, %35
  %48 = add i32 %47, %39
  %49 = add i32 %48, %43
  %50 = ashr i32 %49, 4
  %51 = getelementptr inbounds nuw i32, ptr %24, i32 %27
  store i32 %50, ptr %51, align 4, !tbaa !6
  %52 = icmp eq i32 %33, 159
  br i1 %52, label %8, label %25, !llvm.loop !12

53:                                               ; preds = %8
  tail call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(102400) @in, ptr noundef nonnull align 4 dereferenceable(102400) @out, i32 102400, i1 false)
  %54 = add nuw nsw i32 %5, 1
  %55 = icmp eq i32 %54, %0
  br i1 %55, label %3, label %4, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}
!llvm.errno.tbaa = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
