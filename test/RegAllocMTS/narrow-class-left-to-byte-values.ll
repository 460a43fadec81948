; lz.c's match search on i686: seven registers, of which only four have
; byte parts. The innermost loop compares bytes (a movzbl, whose value is
; read as a byte) and makes a sum it compares with constants, while a value
; the loop never touches sits in a byte register. The sum took the free
; byte register first, so each byte load moved the untouched value out of
; its register and the back edge moved it back: two copies per iteration.
; A value made in the loop that can be elsewhere now leaves the byte
; registers to those that cannot, and the loop copies nothing but the
; sum's first operand (two-address add).
; RUN: llc -mtriple=i686-linux-gnu -relocation-model=pic -O2 -load %mts_lib \
; RUN:   -regalloc=mts -mts-verify -verify-machineinstrs %s -o - | FileCheck %s

; CHECK-LABEL: compress:
; CHECK:       This Inner Loop Header: Depth=3
; CHECK-NEXT:  movl %{{e[a-z]+}}, %[[SUM:e[a-z]+]]
; CHECK-NEXT:  addl %{{e[a-z]+}}, %[[SUM]]
; CHECK-NOT:   movl %e{{[a-z]+}}, %e{{[a-z]+}}
; CHECK:       {{Header=BB0_[0-9]+ Depth=2$}}

target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@head = internal unnamed_addr global [4096 x i32] zeroinitializer, align 4
@chain = internal unnamed_addr global [120000 x i32] zeroinitializer, align 4

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local i32 @compress(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(16384) @head, i8 -1, i32 16384, i1 false), !tbaa !6
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %9, label %7

5:                                                ; preds = %130
  %6 = icmp slt i32 %107, %1
  br i1 %6, label %9, label %7, !llvm.loop !10

7:                                                ; preds = %5, %3
  %8 = phi i32 [ 0, %3 ], [ %106, %5 ]
  ret i32 %8

9:                                                ; preds = %3, %5
  %10 = phi i32 [ %106, %5 ], [ 0, %3 ]
  %11 = phi i32 [ %107, %5 ], [ 0, %3 ]
  %12 = add nsw i32 %11, 3
  %13 = icmp sgt i32 %12, %1
  br i1 %13, label %98, label %14

14:                                               ; preds = %9
  %15 = getelementptr inbounds i8, ptr %0, i32 %11
  %16 = load i8, ptr %15, align 1, !tbaa !12
  %17 = zext i8 %16 to i32
  %18 = shl nuw nsw i32 %17, 8
  %19 = getelementptr inbounds nuw i8, ptr %15, i32 1
  %20 = load i8, ptr %19, align 1, !tbaa !12
  %21 = zext i8 %20 to i32
  %22 = shl nuw nsw i32 %21, 4
  %23 = getelementptr inbounds nuw i8, ptr %15, i32 2
  %24 = load i8, ptr %23, align 1, !tbaa !12
  %25 = zext i8 %24 to i32
  %26 = and i32 %18, 3840
  %27 = xor i32 %26, %22
  %28 = xor i32 %27, %25
  %29 = getelementptr inbounds nuw i32, ptr @head, i32 %28
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = icmp sgt i32 %30, -1
  br i1 %31, label %32, label %98

32:                                               ; preds = %14
  %33 = tail call i32 @llvm.smax.i32(i32 %11, i32 %1)
  %34 = sub i32 %33, %11
  %35 = getelementptr i8, ptr %0, i32 %11
  br label %36

36:                                               ; preds = %32, %77
  %37 = phi i32 [ %84, %77 ], [ %30, %32 ]
  %38 = phi i32 [ %83, %77 ], [ 0, %32 ]
  %39 = phi i32 [ %81, %77 ], [ 0, %32 ]
  %40 = phi i32 [ %80, %77 ], [ 0, %32 ]
  %41 = sub nsw i32 %11, %37
  %42 = icmp slt i32 %41, 4097
  %43 = icmp samesign ult i32 %38, 32
  %44 = select i1 %42, i1 %43, i1 false
  br i1 %44, label %45, label %86

45:                                               ; preds = %36
  %46 = getelementptr inbounds nuw i8, ptr %0, i32 %37
  br label %47

47:                                               ; preds = %74, %45
  %48 = phi i32 [ 0, %45 ], [ %75, %74 ]
  %49 = icmp eq i32 %48, %34
  br i1 %49, label %77, label %50

50:                                               ; preds = %47
  %51 = getelementptr inbounds nuw i8, ptr %46, i32 %48
  %52 = load i8, ptr %51, align 1, !tbaa !12
  %53 = getelementptr i8, ptr %35, i32 %48
  %54 = load i8, ptr %53, align 1, !tbaa !12
  %55 = icmp eq i8 %52, %54
  br i1 %55, label %56, label %77

56:                                               ; preds = %50
  %57 = add nuw nsw i32 %48, 1
  %58 = icmp eq i32 %57, %34
  br i1 %58, label %77, label %59

59:                                               ; preds = %56
  %60 = getelementptr inbounds nuw i8, ptr %46, i32 %57
  %61 = load i8, ptr %60, align 1, !tbaa !12
  %62 = getelementptr i8, ptr %35, i32 %57
  %63 = load i8, ptr %62, align 1, !tbaa !12
  %64 = icmp eq i8 %61, %63
  br i1 %64, label %65, label %77

65:                                               ; preds = %59
  %66 = add nuw nsw i32 %48, 2
  %67 = icmp eq i32 %66, %34
  br i1 %67, label %77, label %68

68:                                               ; preds = %65
  %69 = getelementptr inbounds nuw i8, ptr %46, i32 %66
  %70 = load i8, ptr %69, align 1, !tbaa !12
  %71 = getelementptr i8, ptr %35, i32 %66
  %72 = load i8, ptr %71, align 1, !tbaa !12
  %73 = icmp eq i8 %70, %72
  br i1 %73, label %74, label %77

74:                                               ; preds = %68
  %75 = add nuw nsw i32 %48, 3
  %76 = icmp eq i32 %75, 258
  br i1 %76, label %77, label %47, !llvm.loop !13

77:                                               ; preds = %74, %68, %65, %59, %56, %47, %50
  %78 = phi i32 [ %34, %47 ], [ 258, %74 ], [ %48, %50 ], [ %34, %56 ], [ %57, %59 ], [ %66, %68 ], [ %34, %65 ]
  %79 = icmp samesign ugt i32 %78, %40
  %80 = tail call i32 @llvm.umax.i32(i32 %78, i32 %40)
  %81 = select i1 %79, i32 %41, i32 %39
  %82 = getelementptr inbounds nuw i32, ptr @chain, i32 %37
  %83 = add nuw nsw i32 %38, 1
  %84 = load i32, ptr %82, align 4, !tbaa !6
  %85 = icmp sgt i32 %84, -1
  br i1 %85, label %36, label %86, !llvm.loop !14

86:                                               ; preds = %36, %77
  %87 = phi i32 [ %40, %36 ], [ %80, %77 ]
  %88 = phi i32 [ %39, %36 ], [ %81, %77 ]
  %89 = icmp samesign ugt i32 %87, 2
  br i1 %89, label %90, label %98

90:                                               ; preds = %86
  %91 = trunc i32 %88 to i16
  %92 = getelementptr inbounds i8, ptr %2, i32 %10
  store i8 1, ptr %92, align 1, !tbaa !12
  %93 = trunc i32 %87 to i8
  %94 = add i8 %93, -3
  %95 = getelementptr i8, ptr %92, i32 1
  store i8 %94, ptr %95, align 1, !tbaa !12
  %96 = getelementptr i8, ptr %92, i32 2
  store i16 %91, ptr %96, align 1
  %97 = add nsw i32 %10, 4
  br label %104

98:                                               ; preds = %14, %9, %86
  %99 = getelementptr inbounds i8, ptr %2, i32 %10
  store i8 0, ptr %99, align 1, !tbaa !12
  %100 = getelementptr inbounds i8, ptr %0, i32 %11
  %101 = load i8, ptr %100, align 1, !tbaa !12
  %102 = add nsw i32 %10, 2
  %103 = getelementptr i8, ptr %99, i32 1
  store i8 %101, ptr %103, align 1, !tbaa !12
  br label %104

104:                                              ; preds = %98, %90
  %105 = phi i32 [ %87, %90 ], [ 1, %98 ]
  %106 = phi i32 [ %97, %90 ], [ %102, %98 ]
  %107 = add i32 %11, %105
  br label %108

108:                                              ; preds = %104, %130
  %109 = phi i32 [ %11, %104 ], [ %131, %130 ]
  %110 = add nsw i32 %109, 3
  %111 = icmp sgt i32 %110, %1
  br i1 %111, label %130, label %112

112:                                              ; preds = %108
  %113 = getelementptr inbounds i8, ptr %0, i32 %109
  %114 = load i8, ptr %113, align 1, !tbaa !12
  %115 = zext i8 %114 to i32
  %116 = shl nuw nsw i32 %115, 8
  %117 = getelementptr inbounds nuw i8, ptr %113, i32 1
  %118 = load i8, ptr %117, align 1, !tbaa !12
  %119 = zext i8 %118 to i32
  %120 = shl nuw nsw i32 %119, 4
  %121 = getelementptr inbounds nuw i8, ptr %113, i32 2
  %122 = load i8, ptr %121, align 1, !tbaa !12
  %123 = zext i8 %122 to i32
  %124 = and i32 %116, 3840
  %125 = xor i32 %124, %120
  %126 = xor i32 %125, %123
  %127 = getelementptr inbounds nuw i32, ptr @head, i32 %126
  %128 = load i32, ptr %127, align 4, !tbaa !6
  %129 = getelementptr inbounds i32, ptr @chain, i32 %109
  store i32 %128, ptr %129, align 4, !tbaa !6
  store i32 %109, ptr %127, align 4, !tbaa !6
  br label %130

130:                                              ; preds = %108, %112
  %131 = add i32 %109, 1
  %132 = icmp eq i32 %131, %107
  br i1 %132, label %5, label %108, !llvm.loop !15
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr writeonly captures(none), i8, i32, i1 immarg) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
