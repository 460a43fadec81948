; bench/dct.c's error check as a function of its own, built for i686
; (-m32 -O2): a loop of calls to fmaxf folds each difference into the
; running maximum. The maximum
; enters the loop in memory (the call before the loop clobbers every x87
; register) and crosses none of the loop's calls: each call's result is
; the next call's argument. So it is loaded on the way into the loop
; (loadReadValuesAtEntry), not reloaded at the top of every iteration and
; stored on the back edge. The rule weighed every loop with a call by the
; callee-saved registers of the value's class, and x87 has none: it read
; "no register to spare" for values that cross no call.
; REQUIRES: x86-registered-target
; RUN: llc -O2 -relocation-model=pic -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s
; The reload before the loop, and none inside it.
; CHECK:       calll scramble@PLT
; CHECK:       flds {{[0-9]+}}(%esp) # 4-byte Folded Reload
; CHECK-NEXT:  .p2align
; CHECK-NEXT:  [[HEADER:.LBB[0-9_]+]]:
; CHECK-NEXT:  =>  This Inner Loop Header
; CHECK-NOT:   {{Reload|Spill}}
; CHECK:       jne [[HEADER]]
; CHECK-NEXT:  # %bb.

target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local float @worst_error(i32 noundef %0) local_unnamed_addr #0 {
  %2 = alloca [8 x [8 x float]], align 4
  %3 = alloca [8 x [8 x float]], align 4
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %7, label %5

5:                                                ; preds = %109, %1
  %6 = phi float [ 0.000000e+00, %1 ], [ %106, %109 ]
  ret float %6

7:                                                ; preds = %1, %109
  %8 = phi i32 [ %110, %109 ], [ 0, %1 ]
  %9 = phi float [ %106, %109 ], [ 0.000000e+00, %1 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #4
  br label %10

10:                                               ; preds = %7, %10
  %11 = phi i32 [ 0, %7 ], [ %45, %10 ]
  %12 = shl nuw nsw i32 %11, 3
  %13 = add nuw nsw i32 %12, %8
  %14 = getelementptr inbounds nuw [8 x float], ptr %2, i32 %11
  %15 = getelementptr inbounds nuw [8 x float], ptr %3, i32 %11
  %16 = uitofp nneg i32 %13 to float
  store float %16, ptr %14, align 4, !tbaa !10
  store float %16, ptr %15, align 4, !tbaa !10
  %17 = add nuw nsw i32 %13, 1
  %18 = uitofp nneg i32 %17 to float
  %19 = getelementptr inbounds nuw i8, ptr %14, i32 4
  store float %18, ptr %19, align 4, !tbaa !10
  %20 = getelementptr inbounds nuw i8, ptr %15, i32 4
  store float %18, ptr %20, align 4, !tbaa !10
  %21 = add nuw nsw i32 %13, 2
  %22 = uitofp nneg i32 %21 to float
  %23 = getelementptr inbounds nuw i8, ptr %14, i32 8
  store float %22, ptr %23, align 4, !tbaa !10
  %24 = getelementptr inbounds nuw i8, ptr %15, i32 8
  store float %22, ptr %24, align 4, !tbaa !10
  %25 = add nuw nsw i32 %13, 3
  %26 = uitofp nneg i32 %25 to float
  %27 = getelementptr inbounds nuw i8, ptr %14, i32 12
  store float %26, ptr %27, align 4, !tbaa !10
  %28 = getelementptr inbounds nuw i8, ptr %15, i32 12
  store float %26, ptr %28, align 4, !tbaa !10
  %29 = add nuw nsw i32 %13, 4
  %30 = uitofp nneg i32 %29 to float
  %31 = getelementptr inbounds nuw i8, ptr %14, i32 16
  store float %30, ptr %31, align 4, !tbaa !10
  %32 = getelementptr inbounds nuw i8, ptr %15, i32 16
  store float %30, ptr %32, align 4, !tbaa !10
  %33 = add nuw nsw i32 %13, 5
  %34 = uitofp nneg i32 %33 to float
  %35 = getelementptr inbounds nuw i8, ptr %14, i32 20
  store float %34, ptr %35, align 4, !tbaa !10
  %36 = getelementptr inbounds nuw i8, ptr %15, i32 20
  store float %34, ptr %36, align 4, !tbaa !10
  %37 = add nuw nsw i32 %13, 6
  %38 = uitofp nneg i32 %37 to float
  %39 = getelementptr inbounds nuw i8, ptr %14, i32 24
  store float %38, ptr %39, align 4, !tbaa !10
  %40 = getelementptr inbounds nuw i8, ptr %15, i32 24
  store float %38, ptr %40, align 4, !tbaa !10
  %41 = add nuw nsw i32 %13, 7
  %42 = uitofp nneg i32 %41 to float
  %43 = getelementptr inbounds nuw i8, ptr %14, i32 28
  store float %42, ptr %43, align 4, !tbaa !10
  %44 = getelementptr inbounds nuw i8, ptr %15, i32 28
  store float %42, ptr %44, align 4, !tbaa !10
  %45 = add nuw nsw i32 %11, 1
  %46 = icmp eq i32 %45, 8
  br i1 %46, label %47, label %10, !llvm.loop !12

47:                                               ; preds = %10
  call void @scramble(ptr noundef nonnull %2) #4
  br label %48

48:                                               ; preds = %47, %48
  %49 = phi i32 [ 0, %47 ], [ %107, %48 ]
  %50 = phi float [ %9, %47 ], [ %106, %48 ]
  %51 = getelementptr inbounds nuw [8 x float], ptr %2, i32 %49
  %52 = getelementptr inbounds nuw [8 x float], ptr %3, i32 %49
  %53 = load float, ptr %51, align 4, !tbaa !10
  %54 = load float, ptr %52, align 4, !tbaa !10
  %55 = fsub float %53, %54
  %56 = call float @llvm.fabs.f32(float %55)
  %57 = call float @llvm.maxnum.f32(float %50, float %56)
  %58 = getelementptr inbounds nuw i8, ptr %51, i32 4
  %59 = load float, ptr %58, align 4, !tbaa !10
  %60 = getelementptr inbounds nuw i8, ptr %52, i32 4
  %61 = load float, ptr %60, align 4, !tbaa !10
  %62 = fsub float %59, %61
  %63 = call float @llvm.fabs.f32(float %62)
  %64 = call float @llvm.maxnum.f32(float %57, float %63)
  %65 = getelementptr inbounds nuw i8, ptr %51, i32 8
  %66 = load float, ptr %65, align 4, !tbaa !10
  %67 = getelementptr inbounds nuw i8, ptr %52, i32 8
  %68 = load float, ptr %67, align 4, !tbaa !10
  %69 = fsub float %66, %68
  %70 = call float @llvm.fabs.f32(float %69)
  %71 = call float @llvm.maxnum.f32(float %64, float %70)
  %72 = getelementptr inbounds nuw i8, ptr %51, i32 12
  %73 = load float, ptr %72, align 4, !tbaa !10
  %74 = getelementptr inbounds nuw i8, ptr %52, i32 12
  %75 = load float, ptr %74, align 4, !tbaa !10
  %76 = fsub float %73, %75
  %77 = call float @llvm.fabs.f32(float %76)
  %78 = call float @llvm.maxnum.f32(float %71, float %77)
  %79 = getelementptr inbounds nuw i8, ptr %51, i32 16
  %80 = load float, ptr %79, align 4, !tbaa !10
  %81 = getelementptr inbounds nuw i8, ptr %52, i32 16
  %82 = load float, ptr %81, align 4, !tbaa !10
  %83 = fsub float %80, %82
  %84 = call float @llvm.fabs.f32(float %83)
  %85 = call float @llvm.maxnum.f32(float %78, float %84)
  %86 = getelementptr inbounds nuw i8, ptr %51, i32 20
  %87 = load float, ptr %86, align 4, !tbaa !10
  %88 = getelementptr inbounds nuw i8, ptr %52, i32 20
  %89 = load float, ptr %88, align 4, !tbaa !10
  %90 = fsub float %87, %89
  %91 = call float @llvm.fabs.f32(float %90)
  %92 = call float @llvm.maxnum.f32(float %85, float %91)
  %93 = getelementptr inbounds nuw i8, ptr %51, i32 24
  %94 = load float, ptr %93, align 4, !tbaa !10
  %95 = getelementptr inbounds nuw i8, ptr %52, i32 24
  %96 = load float, ptr %95, align 4, !tbaa !10
  %97 = fsub float %94, %96
  %98 = call float @llvm.fabs.f32(float %97)
  %99 = call float @llvm.maxnum.f32(float %92, float %98)
  %100 = getelementptr inbounds nuw i8, ptr %51, i32 28
  %101 = load float, ptr %100, align 4, !tbaa !10
  %102 = getelementptr inbounds nuw i8, ptr %52, i32 28
  %103 = load float, ptr %102, align 4, !tbaa !10
  %104 = fsub float %101, %103
  %105 = call float @llvm.fabs.f32(float %104)
  %106 = call float @llvm.maxnum.f32(float %99, float %105)
  %107 = add nuw nsw i32 %49, 1
  %108 = icmp eq i32 %107, 8
  br i1 %108, label %109, label %48, !llvm.loop !14

109:                                              ; preds = %48
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #4
  %110 = add nuw nsw i32 %8, 1
  %111 = icmp eq i32 %110, %0
  br i1 %111, label %5, label %7, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

declare void @scramble(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
