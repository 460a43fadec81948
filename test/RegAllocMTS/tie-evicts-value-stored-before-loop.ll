; lcs.c's edit distance on i686: seven registers, and the inner loop needs
; two of the four byte registers for a moment (the character loaded for the
; compare, and setne's result), while the column counter (written in the
; loop) and a row pointer (only read) sit in byte registers, both read next
; by the same instruction. Equally far in the future, neither clean: the
; tie went to the first in order, the counter, which was stored and
; reloaded on every iteration. The pointer's store the walk can make once,
; before the loop (storedEarlier), so it goes instead, and the loop stores
; nothing.
; RUN: llc -mtriple=i686-linux-gnu -relocation-model=pic -O2 -load %mts_lib \
; RUN:   -regalloc=mts -mts-verify -verify-machineinstrs %s -o - | FileCheck %s

; CHECK-LABEL: edit_distance:
; CHECK:       Inner Loop Header: Depth=2
; CHECK-NOT:   Spill
; CHECK:       setne
; CHECK-NOT:   Spill
; CHECK:       Reload
; CHECK-NOT:   Spill
; CHECK:       {{in Loop: Header=BB0_[0-9]+ Depth=1}}

target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@a = internal global [1500 x i8] zeroinitializer, align 1
@b = internal global [1300 x i8] zeroinitializer, align 1
@row0 = internal unnamed_addr global [1301 x i32] zeroinitializer, align 4
@row1 = internal unnamed_addr global [1301 x i32] zeroinitializer, align 4

define i32 @edit_distance() local_unnamed_addr #0 {
  tail call void @init(ptr noundef nonnull @a, ptr noundef nonnull @b) #3
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %4, %1 ]
  %3 = getelementptr inbounds nuw i32, ptr @row0, i32 %2
  store i32 %2, ptr %3, align 4, !tbaa !5
  %4 = add nuw nsw i32 %2, 1
  %5 = icmp eq i32 %4, 1301
  br i1 %5, label %6, label %1, !llvm.loop !9

6:                                                ; preds = %1
  %7 = load i32, ptr @row0, align 4, !tbaa !5
  br label %11

8:                                                ; preds = %18
  %9 = getelementptr inbounds nuw i8, ptr %15, i32 5200
  %10 = load i32, ptr %9, align 4, !tbaa !5
  ret i32 %10

11:                                               ; preds = %6, %18
  %12 = phi i32 [ %14, %18 ], [ %7, %6 ]
  %13 = phi ptr [ %15, %18 ], [ @row0, %6 ]
  %14 = phi i32 [ %19, %18 ], [ 1, %6 ]
  %15 = phi ptr [ %13, %18 ], [ @row1, %6 ]
  store i32 %14, ptr %15, align 4, !tbaa !5
  %16 = getelementptr i8, ptr @a, i32 %14
  %17 = getelementptr i8, ptr %16, i32 -1
  br label %21

18:                                               ; preds = %21
  %19 = add nuw nsw i32 %14, 1
  %20 = icmp eq i32 %19, 1501
  br i1 %20, label %8, label %11, !llvm.loop !12

21:                                               ; preds = %11, %21
  %22 = phi i32 [ %14, %11 ], [ %37, %21 ]
  %23 = phi i32 [ %12, %11 ], [ %33, %21 ]
  %24 = phi i32 [ 1, %11 ], [ %39, %21 ]
  %25 = load i8, ptr %17, align 1, !tbaa !13
  %26 = getelementptr i8, ptr @b, i32 %24
  %27 = getelementptr i8, ptr %26, i32 -1
  %28 = load i8, ptr %27, align 1, !tbaa !13
  %29 = icmp ne i8 %25, %28
  %30 = zext i1 %29 to i32
  %31 = add nsw i32 %23, %30
  %32 = getelementptr inbounds nuw i32, ptr %13, i32 %24
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = add nsw i32 %33, 1
  %35 = tail call i32 @llvm.smin.i32(i32 %34, i32 %31)
  %36 = add nsw i32 %22, 1
  %37 = tail call i32 @llvm.smin.i32(i32 %36, i32 %35)
  %38 = getelementptr inbounds nuw i32, ptr %15, i32 %24
  store i32 %37, ptr %38, align 4, !tbaa !5
  %39 = add nuw nsw i32 %24, 1
  %40 = icmp eq i32 %39, 1301
  br i1 %40, label %18, label %21, !llvm.loop !14
}

declare void @init(ptr noundef, ptr noundef) local_unnamed_addr #1

declare i32 @llvm.smin.i32(i32, i32) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }


!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !10, !11}
