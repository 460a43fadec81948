; An interpreter's dispatch loop (bench/gen-function.py 24 3 --switch: 24
; values live through a switch of 12 cases, on x86-64's 15 registers). A
; case that indexes the array with a value held in memory (`a[v & 1023]`)
; reloads the value, and two-address form copies it into the index's
; register before the `and`. The case reads the value no more, and the
; dispatch the case goes back to takes it in memory, so its register is
; worth nothing after the copy (isCheapToDrop). The copy took another
; register, sometimes from a value the case then stored and reloaded; now
; the index takes the value's register and the `and` works on the reload.
; REQUIRES: x86-registered-target
; RUN: llc -O2 -relocation-model=pic -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | grep -B1 'andl.*1023,' | FileCheck %s
; RUN: llc -O2 -relocation-model=pic -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs -stress-regalloc=6 %s -o /dev/null
; The instructions before the cases' `and`s: a reload into the register the
; `and` works on.
; CHECK:       movl {{-?[0-9]+}}(%rsp), [[INDEX:%[a-z0-9]+]] # 4-byte Reload
; CHECK-NEXT:  andl $1023, [[INDEX]]

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @f(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load i32, ptr %0, align 4, !tbaa !5
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %5 = load i32, ptr %4, align 4, !tbaa !5
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %9 = load i32, ptr %8, align 4, !tbaa !5
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %13 = load i32, ptr %12, align 4, !tbaa !5
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 68
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %43 = load i32, ptr %42, align 4, !tbaa !5
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 84
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %47 = load i32, ptr %46, align 4, !tbaa !5
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 92
  %49 = load i32, ptr %48, align 4, !tbaa !5
  %50 = icmp sgt i32 %1, 0
  br i1 %50, label %51, label %68

51:                                               ; preds = %2
  %52 = and i32 %43, 1023
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds nuw i32, ptr %0, i64 %53
  %55 = sub i32 %45, %3
  %56 = shl i32 %45, 6
  %57 = add i32 %56, 167
  %58 = shl i32 %35, 7
  %59 = add i32 %58, 395
  %60 = and i32 %25, 1023
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw i32, ptr %0, i64 %61
  %63 = and i32 %47, 1023
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds nuw i32, ptr %0, i64 %64
  %66 = shl i32 %43, 2
  %67 = add i32 %66, 888
  br label %105

68:                                               ; preds = %180, %2
  %69 = phi i32 [ %23, %2 ], [ %181, %180 ]
  %70 = phi i32 [ %27, %2 ], [ %182, %180 ]
  %71 = phi i32 [ %29, %2 ], [ %183, %180 ]
  %72 = phi i32 [ %19, %2 ], [ %184, %180 ]
  %73 = phi i32 [ %33, %2 ], [ %185, %180 ]
  %74 = phi i32 [ %17, %2 ], [ %186, %180 ]
  %75 = phi i32 [ %37, %2 ], [ %187, %180 ]
  %76 = phi i32 [ %39, %2 ], [ %188, %180 ]
  %77 = phi i32 [ %41, %2 ], [ %189, %180 ]
  %78 = phi i32 [ %15, %2 ], [ %190, %180 ]
  %79 = phi i32 [ %13, %2 ], [ %191, %180 ]
  %80 = phi i32 [ %11, %2 ], [ %192, %180 ]
  %81 = phi i32 [ %7, %2 ], [ %193, %180 ]
  %82 = add i32 %5, %3
  %83 = add i32 %82, %9
  %84 = add i32 %83, %21
  %85 = add i32 %84, %25
  %86 = add i32 %85, %31
  %87 = add i32 %86, %35
  %88 = add i32 %87, %43
  %89 = add i32 %88, %45
  %90 = add i32 %89, %47
  %91 = add i32 %90, %49
  %92 = add i32 %91, %69
  %93 = add i32 %92, %70
  %94 = add i32 %93, %71
  %95 = add i32 %94, %72
  %96 = add i32 %95, %73
  %97 = add i32 %96, %74
  %98 = add i32 %97, %75
  %99 = add i32 %98, %76
  %100 = add i32 %99, %77
  %101 = add i32 %100, %78
  %102 = add i32 %101, %79
  %103 = add i32 %102, %80
  %104 = add i32 %103, %81
  ret i32 %104

105:                                              ; preds = %51, %180
  %106 = phi i32 [ 0, %51 ], [ %194, %180 ]
  %107 = phi i32 [ %7, %51 ], [ %193, %180 ]
  %108 = phi i32 [ %11, %51 ], [ %192, %180 ]
  %109 = phi i32 [ %13, %51 ], [ %191, %180 ]
  %110 = phi i32 [ %15, %51 ], [ %190, %180 ]
  %111 = phi i32 [ %41, %51 ], [ %189, %180 ]
  %112 = phi i32 [ %39, %51 ], [ %188, %180 ]
  %113 = phi i32 [ %37, %51 ], [ %187, %180 ]
  %114 = phi i32 [ %17, %51 ], [ %186, %180 ]
  %115 = phi i32 [ %33, %51 ], [ %185, %180 ]
  %116 = phi i32 [ %19, %51 ], [ %184, %180 ]
  %117 = phi i32 [ %29, %51 ], [ %183, %180 ]
  %118 = phi i32 [ %27, %51 ], [ %182, %180 ]
  %119 = phi i32 [ %23, %51 ], [ %181, %180 ]
  %120 = and i32 %106, 1023
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds nuw i32, ptr %0, i64 %121
  %123 = load i32, ptr %122, align 4, !tbaa !5
  %124 = urem i32 %123, 12
  switch i32 %124, label %179 [
    i32 0, label %125
    i32 1, label %128
    i32 2, label %134
    i32 3, label %136
    i32 4, label %141
    i32 5, label %145
    i32 6, label %150
    i32 7, label %155
    i32 8, label %180
    i32 9, label %161
    i32 10, label %170
    i32 11, label %175
  ]

125:                                              ; preds = %105
  %126 = or i32 %111, %25
  %127 = or i32 %111, %3
  br label %180

128:                                              ; preds = %105
  %129 = and i32 %115, 1023
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr inbounds nuw i32, ptr %0, i64 %130
  store i32 %116, ptr %131, align 4, !tbaa !5
  %132 = load i32, ptr %65, align 4, !tbaa !5
  %133 = add i32 %132, %110
  br label %180

134:                                              ; preds = %105
  %135 = or i32 %118, %43
  br label %180

136:                                              ; preds = %105
  %137 = and i32 %118, 1023
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds nuw i32, ptr %0, i64 %138
  store i32 %49, ptr %139, align 4, !tbaa !5
  %140 = add i32 %112, %5
  br label %180

141:                                              ; preds = %105
  %142 = add i32 %111, %115
  %143 = load i32, ptr %65, align 4, !tbaa !5
  %144 = add i32 %143, %118
  br label %180

145:                                              ; preds = %105
  %146 = shl i32 %118, 6
  %147 = add i32 %146, 820
  %148 = load i32, ptr %62, align 4, !tbaa !5
  %149 = add i32 %148, %108
  br label %180

150:                                              ; preds = %105
  %151 = sub i32 %110, %116
  %152 = and i32 %117, 1023
  %153 = zext nneg i32 %152 to i64
  %154 = getelementptr inbounds nuw i32, ptr %0, i64 %153
  store i32 %43, ptr %154, align 4, !tbaa !5
  br label %180

155:                                              ; preds = %105
  %156 = and i32 %112, 1023
  %157 = zext nneg i32 %156 to i64
  %158 = getelementptr inbounds nuw i32, ptr %0, i64 %157
  %159 = load i32, ptr %158, align 4, !tbaa !5
  %160 = add i32 %159, %113
  br label %180

161:                                              ; preds = %105
  %162 = and i32 %113, 1023
  %163 = zext nneg i32 %162 to i64
  %164 = getelementptr inbounds nuw i32, ptr %0, i64 %163
  %165 = load i32, ptr %164, align 4, !tbaa !5
  %166 = add i32 %165, %119
  %167 = and i32 %112, 1023
  %168 = zext nneg i32 %167 to i64
  %169 = getelementptr inbounds nuw i32, ptr %0, i64 %168
  store i32 %9, ptr %169, align 4, !tbaa !5
  br label %180

170:                                              ; preds = %105
  %171 = load i32, ptr %54, align 4, !tbaa !5
  %172 = add i32 %171, %110
  %173 = shl i32 %116, 3
  %174 = add i32 %173, 127
  br label %180

175:                                              ; preds = %105
  %176 = and i32 %107, %25
  %177 = shl i32 %108, 1
  %178 = add i32 %177, 300
  br label %180

179:                                              ; preds = %105
  unreachable

180:                                              ; preds = %105, %125, %128, %134, %136, %141, %145, %150, %155, %161, %170, %175
  %181 = phi i32 [ %119, %175 ], [ %119, %125 ], [ %119, %128 ], [ %119, %134 ], [ %119, %136 ], [ %119, %141 ], [ %119, %145 ], [ %119, %150 ], [ %119, %155 ], [ %119, %170 ], [ %166, %161 ], [ %55, %105 ]
  %182 = phi i32 [ %118, %175 ], [ %118, %125 ], [ %118, %128 ], [ %118, %134 ], [ %118, %136 ], [ %144, %141 ], [ %118, %145 ], [ %118, %150 ], [ %118, %155 ], [ %118, %170 ], [ %118, %161 ], [ %118, %105 ]
  %183 = phi i32 [ %178, %175 ], [ %117, %125 ], [ %117, %128 ], [ %117, %134 ], [ %117, %136 ], [ %117, %141 ], [ %147, %145 ], [ %117, %150 ], [ %59, %155 ], [ %117, %170 ], [ %117, %161 ], [ %117, %105 ]
  %184 = phi i32 [ %116, %175 ], [ %116, %125 ], [ %116, %128 ], [ %116, %134 ], [ %116, %136 ], [ %142, %141 ], [ %116, %145 ], [ %116, %150 ], [ %116, %155 ], [ %116, %170 ], [ %116, %161 ], [ %116, %105 ]
  %185 = phi i32 [ %176, %175 ], [ %115, %125 ], [ %115, %128 ], [ %135, %134 ], [ %115, %136 ], [ %115, %141 ], [ %115, %145 ], [ %151, %150 ], [ %115, %155 ], [ %115, %170 ], [ %115, %161 ], [ %115, %105 ]
  %186 = phi i32 [ %114, %175 ], [ %114, %125 ], [ %114, %128 ], [ %67, %134 ], [ %114, %136 ], [ %114, %141 ], [ %114, %145 ], [ %114, %150 ], [ %114, %155 ], [ %114, %170 ], [ %114, %161 ], [ %114, %105 ]
  %187 = phi i32 [ %113, %175 ], [ %113, %125 ], [ %113, %128 ], [ %113, %134 ], [ %113, %136 ], [ %113, %141 ], [ %113, %145 ], [ %113, %150 ], [ %160, %155 ], [ %113, %170 ], [ %113, %161 ], [ %113, %105 ]
  %188 = phi i32 [ %112, %175 ], [ %112, %125 ], [ %112, %128 ], [ %112, %134 ], [ %112, %136 ], [ %112, %141 ], [ %112, %145 ], [ %112, %150 ], [ %112, %155 ], [ %174, %170 ], [ %112, %161 ], [ %112, %105 ]
  %189 = phi i32 [ %111, %175 ], [ %111, %125 ], [ %111, %128 ], [ %111, %134 ], [ %111, %136 ], [ %111, %141 ], [ %111, %145 ], [ %111, %150 ], [ %111, %155 ], [ %111, %170 ], [ %111, %161 ], [ %57, %105 ]
  %190 = phi i32 [ %110, %175 ], [ %110, %125 ], [ %133, %128 ], [ %110, %134 ], [ %110, %136 ], [ %110, %141 ], [ %110, %145 ], [ %110, %150 ], [ %110, %155 ], [ %172, %170 ], [ %110, %161 ], [ %110, %105 ]
  %191 = phi i32 [ %109, %175 ], [ %109, %125 ], [ %109, %128 ], [ %109, %134 ], [ %140, %136 ], [ %109, %141 ], [ %109, %145 ], [ %109, %150 ], [ %109, %155 ], [ %109, %170 ], [ %109, %161 ], [ %109, %105 ]
  %192 = phi i32 [ %108, %175 ], [ %126, %125 ], [ %108, %128 ], [ %108, %134 ], [ %108, %136 ], [ %108, %141 ], [ %149, %145 ], [ %108, %150 ], [ %108, %155 ], [ %108, %170 ], [ %108, %161 ], [ %108, %105 ]
  %193 = phi i32 [ %107, %175 ], [ %127, %125 ], [ %107, %128 ], [ %107, %134 ], [ %107, %136 ], [ %107, %141 ], [ %107, %145 ], [ %107, %150 ], [ %107, %155 ], [ %107, %170 ], [ %107, %161 ], [ %107, %105 ]
  %194 = add nuw nsw i32 %106, 1
  %195 = icmp eq i32 %194, %1
  br i1 %195, label %68, label %105, !llvm.loop !9
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
