; The same dispatch loop on i686 (bench/gen-function.py 30 1 --switch, built
; with -m32): seven registers, and the latch's copy of the dispatch needs
; four of them itself, for the table index, the divisor's constant and the
; multiply's $eax and $edx. The model gave six to the loop's values, so that
; copy stored two of them around the multiply (the counter, in $edx, among
; them) and loaded them back before its branch, on every turn. Now the
; values the loop accesses least enter the cases in memory
; (leaveSourcePressureInMemory) and the dispatch has room: no spill or
; reload in the block that ends in the loop's jump (the second `jmpl`; the
; first is the dispatch before the loop).
; REQUIRES: x86-registered-target
; RUN: llc -O2 -relocation-model=pic -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - \
; RUN:   | awk '/^(\.LBB|# %bb)/ { n = 0 } /(Spill|Reload)$/ { n++ } /jmpl/ { print "jmpl after", n }' \
; RUN:   | FileCheck %s
; CHECK: jmpl after {{[0-9]+}}
; CHECK-NEXT: jmpl after 0{{$}}

target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @f(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load i32, ptr %0, align 4, !tbaa !6
  %4 = getelementptr inbounds nuw i8, ptr %0, i32 4
  %5 = load i32, ptr %4, align 4, !tbaa !6
  %6 = getelementptr inbounds nuw i8, ptr %0, i32 8
  %7 = load i32, ptr %6, align 4, !tbaa !6
  %8 = getelementptr inbounds nuw i8, ptr %0, i32 12
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = getelementptr inbounds nuw i8, ptr %0, i32 16
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = getelementptr inbounds nuw i8, ptr %0, i32 20
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = getelementptr inbounds nuw i8, ptr %0, i32 24
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = getelementptr inbounds nuw i8, ptr %0, i32 28
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = getelementptr inbounds nuw i8, ptr %0, i32 32
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = getelementptr inbounds nuw i8, ptr %0, i32 36
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = getelementptr inbounds nuw i8, ptr %0, i32 40
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = getelementptr inbounds nuw i8, ptr %0, i32 44
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = getelementptr inbounds nuw i8, ptr %0, i32 48
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = getelementptr inbounds nuw i8, ptr %0, i32 52
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = getelementptr inbounds nuw i8, ptr %0, i32 56
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = getelementptr inbounds nuw i8, ptr %0, i32 60
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = getelementptr inbounds nuw i8, ptr %0, i32 64
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = getelementptr inbounds nuw i8, ptr %0, i32 68
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = getelementptr inbounds nuw i8, ptr %0, i32 72
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = getelementptr inbounds nuw i8, ptr %0, i32 76
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = getelementptr inbounds nuw i8, ptr %0, i32 80
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = getelementptr inbounds nuw i8, ptr %0, i32 84
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = getelementptr inbounds nuw i8, ptr %0, i32 88
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = getelementptr inbounds nuw i8, ptr %0, i32 92
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = icmp sgt i32 %1, 0
  br i1 %50, label %51, label %62

51:                                               ; preds = %2
  %52 = and i32 %43, 1023
  %53 = getelementptr inbounds nuw i32, ptr %0, i32 %52
  %54 = and i32 %13, %9
  %55 = and i32 %9, 1023
  %56 = getelementptr inbounds nuw i32, ptr %0, i32 %55
  %57 = and i32 %39, %9
  %58 = and i32 %47, 1023
  %59 = getelementptr inbounds nuw i32, ptr %0, i32 %58
  %60 = shl i32 %43, 4
  %61 = add i32 %60, 807
  br label %99

62:                                               ; preds = %168, %2
  %63 = phi i32 [ %25, %2 ], [ %169, %168 ]
  %64 = phi i32 [ %27, %2 ], [ %170, %168 ]
  %65 = phi i32 [ %29, %2 ], [ %171, %168 ]
  %66 = phi i32 [ %21, %2 ], [ %172, %168 ]
  %67 = phi i32 [ %33, %2 ], [ %173, %168 ]
  %68 = phi i32 [ %35, %2 ], [ %174, %168 ]
  %69 = phi i32 [ %19, %2 ], [ %175, %168 ]
  %70 = phi i32 [ %17, %2 ], [ %176, %168 ]
  %71 = phi i32 [ %41, %2 ], [ %177, %168 ]
  %72 = phi i32 [ %15, %2 ], [ %178, %168 ]
  %73 = phi i32 [ %45, %2 ], [ %179, %168 ]
  %74 = phi i32 [ %3, %2 ], [ %180, %168 ]
  %75 = phi i32 [ %49, %2 ], [ %181, %168 ]
  %76 = add i32 %7, %5
  %77 = add i32 %76, %9
  %78 = add i32 %77, %11
  %79 = add i32 %78, %13
  %80 = add i32 %79, %23
  %81 = add i32 %80, %31
  %82 = add i32 %81, %37
  %83 = add i32 %82, %39
  %84 = add i32 %83, %43
  %85 = add i32 %84, %47
  %86 = add i32 %85, %63
  %87 = add i32 %86, %64
  %88 = add i32 %87, %65
  %89 = add i32 %88, %66
  %90 = add i32 %89, %67
  %91 = add i32 %90, %68
  %92 = add i32 %91, %69
  %93 = add i32 %92, %70
  %94 = add i32 %93, %71
  %95 = add i32 %94, %72
  %96 = add i32 %95, %73
  %97 = add i32 %96, %74
  %98 = add i32 %97, %75
  ret i32 %98

99:                                               ; preds = %51, %168
  %100 = phi i32 [ 0, %51 ], [ %182, %168 ]
  %101 = phi i32 [ %49, %51 ], [ %181, %168 ]
  %102 = phi i32 [ %3, %51 ], [ %180, %168 ]
  %103 = phi i32 [ %45, %51 ], [ %179, %168 ]
  %104 = phi i32 [ %15, %51 ], [ %178, %168 ]
  %105 = phi i32 [ %41, %51 ], [ %177, %168 ]
  %106 = phi i32 [ %17, %51 ], [ %176, %168 ]
  %107 = phi i32 [ %19, %51 ], [ %175, %168 ]
  %108 = phi i32 [ %35, %51 ], [ %174, %168 ]
  %109 = phi i32 [ %33, %51 ], [ %173, %168 ]
  %110 = phi i32 [ %21, %51 ], [ %172, %168 ]
  %111 = phi i32 [ %29, %51 ], [ %171, %168 ]
  %112 = phi i32 [ %27, %51 ], [ %170, %168 ]
  %113 = phi i32 [ %25, %51 ], [ %169, %168 ]
  %114 = and i32 %100, 1023
  %115 = getelementptr inbounds nuw i32, ptr %0, i32 %114
  %116 = load i32, ptr %115, align 4, !tbaa !6
  %117 = urem i32 %116, 15
  switch i32 %117, label %167 [
    i32 0, label %118
    i32 1, label %120
    i32 2, label %124
    i32 3, label %127
    i32 4, label %130
    i32 5, label %133
    i32 6, label %136
    i32 7, label %138
    i32 8, label %143
    i32 9, label %145
    i32 10, label %149
    i32 11, label %151
    i32 12, label %155
    i32 13, label %157
    i32 14, label %163
  ]

118:                                              ; preds = %99
  %119 = add i32 %109, %9
  br label %168

120:                                              ; preds = %99
  %121 = mul i32 %111, %112
  %122 = load i32, ptr %59, align 4, !tbaa !6
  %123 = add i32 %122, %121
  br label %168

124:                                              ; preds = %99
  %125 = and i32 %102, 1023
  %126 = getelementptr inbounds nuw i32, ptr %0, i32 %125
  store i32 %102, ptr %126, align 4, !tbaa !6
  br label %168

127:                                              ; preds = %99
  %128 = or i32 %103, %112
  %129 = mul i32 %128, %108
  br label %168

130:                                              ; preds = %99
  %131 = mul i32 %106, %37
  %132 = and i32 %110, %31
  br label %168

133:                                              ; preds = %99
  %134 = and i32 %111, 1023
  %135 = getelementptr inbounds nuw i32, ptr %0, i32 %134
  store i32 %37, ptr %135, align 4, !tbaa !6
  store i32 %13, ptr %56, align 4, !tbaa !6
  br label %168

136:                                              ; preds = %99
  %137 = xor i32 %108, %47
  br label %168

138:                                              ; preds = %99
  %139 = and i32 %111, 1023
  %140 = getelementptr inbounds nuw i32, ptr %0, i32 %139
  store i32 %108, ptr %140, align 4, !tbaa !6
  %141 = shl i32 %104, 3
  %142 = add i32 %141, 290
  br label %168

143:                                              ; preds = %99
  %144 = add i32 %101, %106
  br label %168

145:                                              ; preds = %99
  %146 = shl i32 %103, 2
  %147 = add i32 %146, 375
  %148 = and i32 %101, %113
  br label %168

149:                                              ; preds = %99
  %150 = mul i32 %101, %109
  br label %168

151:                                              ; preds = %99
  %152 = add i32 %105, %47
  %153 = load i32, ptr %53, align 4, !tbaa !6
  %154 = add i32 %153, %112
  br label %168

155:                                              ; preds = %99
  %156 = or i32 %108, %112
  br label %168

157:                                              ; preds = %99
  %158 = or i32 %107, %31
  %159 = and i32 %101, 1023
  %160 = getelementptr inbounds nuw i32, ptr %0, i32 %159
  %161 = load i32, ptr %160, align 4, !tbaa !6
  %162 = add i32 %161, %105
  br label %168

163:                                              ; preds = %99
  %164 = and i32 %108, %11
  %165 = shl i32 %111, 1
  %166 = add i32 %165, 492
  br label %168

167:                                              ; preds = %99
  unreachable

168:                                              ; preds = %118, %120, %124, %127, %130, %133, %136, %138, %143, %145, %149, %151, %155, %157, %163
  %169 = phi i32 [ %113, %118 ], [ %113, %120 ], [ %113, %124 ], [ %113, %127 ], [ %113, %130 ], [ %113, %133 ], [ %113, %136 ], [ %113, %138 ], [ %113, %143 ], [ %113, %145 ], [ %150, %149 ], [ %113, %151 ], [ %113, %155 ], [ %158, %157 ], [ %113, %163 ]
  %170 = phi i32 [ %112, %118 ], [ %112, %120 ], [ %112, %124 ], [ %112, %127 ], [ %112, %130 ], [ %112, %133 ], [ %112, %136 ], [ %112, %138 ], [ %112, %143 ], [ %112, %145 ], [ %112, %149 ], [ %154, %151 ], [ %112, %155 ], [ %112, %157 ], [ %112, %163 ]
  %171 = phi i32 [ %111, %118 ], [ %111, %120 ], [ %111, %124 ], [ %111, %127 ], [ %111, %130 ], [ %111, %133 ], [ %111, %136 ], [ %111, %138 ], [ %111, %143 ], [ %147, %145 ], [ %111, %149 ], [ %111, %151 ], [ %111, %155 ], [ %111, %157 ], [ %111, %163 ]
  %172 = phi i32 [ %110, %118 ], [ %110, %120 ], [ %110, %124 ], [ %110, %127 ], [ %110, %130 ], [ %110, %133 ], [ %110, %136 ], [ %110, %138 ], [ %110, %143 ], [ %110, %145 ], [ %110, %149 ], [ %152, %151 ], [ %110, %155 ], [ %110, %157 ], [ %110, %163 ]
  %173 = phi i32 [ %61, %118 ], [ %109, %120 ], [ %109, %124 ], [ %109, %127 ], [ %131, %130 ], [ %109, %133 ], [ %109, %136 ], [ %109, %138 ], [ %144, %143 ], [ %109, %145 ], [ %109, %149 ], [ %109, %151 ], [ %109, %155 ], [ %109, %157 ], [ %109, %163 ]
  %174 = phi i32 [ %108, %118 ], [ %108, %120 ], [ %108, %124 ], [ %108, %127 ], [ %108, %130 ], [ %108, %133 ], [ %108, %136 ], [ %108, %138 ], [ %108, %143 ], [ %108, %145 ], [ %54, %149 ], [ %108, %151 ], [ %108, %155 ], [ %108, %157 ], [ %164, %163 ]
  %175 = phi i32 [ %119, %118 ], [ %107, %120 ], [ %107, %124 ], [ %107, %127 ], [ %107, %130 ], [ %107, %133 ], [ %107, %136 ], [ %107, %138 ], [ %107, %143 ], [ %107, %145 ], [ %107, %149 ], [ %107, %151 ], [ %107, %155 ], [ %107, %157 ], [ %107, %163 ]
  %176 = phi i32 [ %106, %118 ], [ %106, %120 ], [ %57, %124 ], [ %106, %127 ], [ %132, %130 ], [ %106, %133 ], [ %106, %136 ], [ %106, %138 ], [ %106, %143 ], [ %106, %145 ], [ %106, %149 ], [ %106, %151 ], [ %156, %155 ], [ %106, %157 ], [ %106, %163 ]
  %177 = phi i32 [ %105, %118 ], [ %105, %120 ], [ %105, %124 ], [ %105, %127 ], [ %105, %130 ], [ %105, %133 ], [ %105, %136 ], [ %105, %138 ], [ %105, %143 ], [ %105, %145 ], [ %105, %149 ], [ %105, %151 ], [ %105, %155 ], [ %162, %157 ], [ %105, %163 ]
  %178 = phi i32 [ %104, %118 ], [ %104, %120 ], [ %104, %124 ], [ %104, %127 ], [ %104, %130 ], [ %104, %133 ], [ %104, %136 ], [ %104, %138 ], [ %104, %143 ], [ %104, %145 ], [ %104, %149 ], [ %104, %151 ], [ %104, %155 ], [ %104, %157 ], [ %166, %163 ]
  %179 = phi i32 [ %103, %118 ], [ %103, %120 ], [ %103, %124 ], [ %103, %127 ], [ %103, %130 ], [ %103, %133 ], [ %103, %136 ], [ %142, %138 ], [ %103, %143 ], [ %148, %145 ], [ %103, %149 ], [ %103, %151 ], [ %103, %155 ], [ %103, %157 ], [ %103, %163 ]
  %180 = phi i32 [ %102, %118 ], [ %123, %120 ], [ %102, %124 ], [ %128, %127 ], [ %102, %130 ], [ %102, %133 ], [ %102, %136 ], [ %102, %138 ], [ %102, %143 ], [ %102, %145 ], [ %102, %149 ], [ %102, %151 ], [ %102, %155 ], [ %102, %157 ], [ %102, %163 ]
  %181 = phi i32 [ %101, %118 ], [ %101, %120 ], [ %101, %124 ], [ %129, %127 ], [ %101, %130 ], [ %101, %133 ], [ %137, %136 ], [ %101, %138 ], [ %101, %143 ], [ %101, %145 ], [ %101, %149 ], [ %101, %151 ], [ %101, %155 ], [ %101, %157 ], [ %101, %163 ]
  %182 = add nuw nsw i32 %100, 1
  %183 = icmp eq i32 %182, %1
  br i1 %183, label %62, label %99, !llvm.loop !10
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.errno.tbaa = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
