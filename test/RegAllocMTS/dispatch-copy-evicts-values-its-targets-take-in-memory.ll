; An interpreter's dispatch loop (bench/gen-function.py 40 7 --switch: 24
; values live through a switch of 20 cases, on x86-64's 15 registers). Tail
; duplication copies the dispatch into the loop's latch, so the preheader
; and the latch both jump through the table: a dispatch group, whose cases
; take the preheader's exit model (DispatchGroups.cpp). Three rules keep
; the latch's copy of the dispatch free of memory traffic:
;
; - Past the switch, a value's distance is the one expected over the cases
;   (GlobalNextUse::liveOutDistances), not the nearest through any case,
;   which made every value near: the preheader keeps in registers what most
;   cases read, and leaves a register for the latch's counter.
; - The copy is walked before most of the cases, whose entry models are
;   not made yet: they will be the group's. Computing the jump target, it
;   evicts first the values the group's model keeps in memory, which leave
;   in memory anyway (farIfSuccessorsTakeInMemory), not one the model keeps
;   in a register, which it stored and reloaded before its branch.
; - The cases meet in the latch, which takes those values in memory too
;   (leaveToDispatchInMemory): taking one in a register, it had the edges
;   from the cases that left it in memory reload it, for the copy to store
;   it again.
; REQUIRES: x86-registered-target
; RUN: llc -O2 -relocation-model=pic -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s
; RUN: llc -O2 -relocation-model=pic -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs -stress-regalloc=6 %s -o /dev/null

; The preheader's dispatch; then the latch, and its copy, which stores and
; reloads nothing.
; CHECK-LABEL: f:
; CHECK:       leaq .LJTI0_0(%rip)
; CHECK:       jmpq *
; CHECK:       incl
; CHECK:       je .LBB0_
; CHECK-NOT:   {{Spill|Reload}}
; CHECK:       jmpq *
; CHECK:       .Lfunc_end0:

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define dso_local i32 @f(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr {
  %3 = load i32, ptr %0, align 4
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %17 = load i32, ptr %16, align 4
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %19 = load i32, ptr %18, align 4
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %21 = load i32, ptr %20, align 4
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %23 = load i32, ptr %22, align 4
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %25 = load i32, ptr %24, align 4
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %27 = load i32, ptr %26, align 4
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %29 = load i32, ptr %28, align 4
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %31 = load i32, ptr %30, align 4
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %33 = load i32, ptr %32, align 4
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %35 = load i32, ptr %34, align 4
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 68
  %37 = load i32, ptr %36, align 4
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %39 = load i32, ptr %38, align 4
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %41 = load i32, ptr %40, align 4
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %43 = load i32, ptr %42, align 4
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 84
  %45 = load i32, ptr %44, align 4
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %47 = load i32, ptr %46, align 4
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 92
  %49 = load i32, ptr %48, align 4
  %50 = icmp sgt i32 %1, 0
  br i1 %50, label %51, label %55

51:                                               ; preds = %2
  %52 = and i32 %49, 1023
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds nuw i32, ptr %0, i64 %53
  br label %100

55:                                               ; preds = %233, %2
  %56 = phi i32 [ %9, %2 ], [ %234, %233 ]
  %57 = phi i32 [ %11, %2 ], [ %235, %233 ]
  %58 = phi i32 [ %13, %2 ], [ %236, %233 ]
  %59 = phi i32 [ %15, %2 ], [ %237, %233 ]
  %60 = phi i32 [ %17, %2 ], [ %238, %233 ]
  %61 = phi i32 [ %19, %2 ], [ %239, %233 ]
  %62 = phi i32 [ %21, %2 ], [ %240, %233 ]
  %63 = phi i32 [ %23, %2 ], [ %241, %233 ]
  %64 = phi i32 [ %25, %2 ], [ %242, %233 ]
  %65 = phi i32 [ %27, %2 ], [ %243, %233 ]
  %66 = phi i32 [ %7, %2 ], [ %244, %233 ]
  %67 = phi i32 [ %31, %2 ], [ %245, %233 ]
  %68 = phi i32 [ %33, %2 ], [ %246, %233 ]
  %69 = phi i32 [ %35, %2 ], [ %247, %233 ]
  %70 = phi i32 [ %37, %2 ], [ %248, %233 ]
  %71 = phi i32 [ %39, %2 ], [ %249, %233 ]
  %72 = phi i32 [ %41, %2 ], [ %250, %233 ]
  %73 = phi i32 [ %43, %2 ], [ %251, %233 ]
  %74 = phi i32 [ %45, %2 ], [ %252, %233 ]
  %75 = phi i32 [ %47, %2 ], [ %253, %233 ]
  %76 = phi i32 [ %5, %2 ], [ %254, %233 ]
  %77 = add i32 %29, %3
  %78 = add i32 %77, %49
  %79 = add i32 %78, %56
  %80 = add i32 %79, %57
  %81 = add i32 %80, %58
  %82 = add i32 %81, %59
  %83 = add i32 %82, %60
  %84 = add i32 %83, %61
  %85 = add i32 %84, %62
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
  %99 = add i32 %98, %76
  ret i32 %99

100:                                              ; preds = %51, %233
  %101 = phi i32 [ 0, %51 ], [ %255, %233 ]
  %102 = phi i32 [ %5, %51 ], [ %254, %233 ]
  %103 = phi i32 [ %47, %51 ], [ %253, %233 ]
  %104 = phi i32 [ %45, %51 ], [ %252, %233 ]
  %105 = phi i32 [ %43, %51 ], [ %251, %233 ]
  %106 = phi i32 [ %41, %51 ], [ %250, %233 ]
  %107 = phi i32 [ %39, %51 ], [ %249, %233 ]
  %108 = phi i32 [ %37, %51 ], [ %248, %233 ]
  %109 = phi i32 [ %35, %51 ], [ %247, %233 ]
  %110 = phi i32 [ %33, %51 ], [ %246, %233 ]
  %111 = phi i32 [ %31, %51 ], [ %245, %233 ]
  %112 = phi i32 [ %7, %51 ], [ %244, %233 ]
  %113 = phi i32 [ %27, %51 ], [ %243, %233 ]
  %114 = phi i32 [ %25, %51 ], [ %242, %233 ]
  %115 = phi i32 [ %23, %51 ], [ %241, %233 ]
  %116 = phi i32 [ %21, %51 ], [ %240, %233 ]
  %117 = phi i32 [ %19, %51 ], [ %239, %233 ]
  %118 = phi i32 [ %17, %51 ], [ %238, %233 ]
  %119 = phi i32 [ %15, %51 ], [ %237, %233 ]
  %120 = phi i32 [ %13, %51 ], [ %236, %233 ]
  %121 = phi i32 [ %11, %51 ], [ %235, %233 ]
  %122 = phi i32 [ %9, %51 ], [ %234, %233 ]
  %123 = and i32 %101, 1023
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds nuw i32, ptr %0, i64 %124
  %126 = load i32, ptr %125, align 4
  %127 = urem i32 %126, 20
  switch i32 %127, label %232 [
    i32 0, label %128
    i32 1, label %131
    i32 2, label %134
    i32 3, label %141
    i32 4, label %148
    i32 5, label %151
    i32 6, label %154
    i32 7, label %157
    i32 8, label %164
    i32 9, label %169
    i32 10, label %173
    i32 11, label %180
    i32 12, label %188
    i32 13, label %197
    i32 14, label %200
    i32 15, label %209
    i32 16, label %212
    i32 17, label %219
    i32 18, label %222
    i32 19, label %229
  ]

128:                                              ; preds = %100
  %129 = sub i32 %105, %102
  %130 = or i32 %107, %114
  br label %233

131:                                              ; preds = %100
  %132 = or i32 %102, %112
  %133 = add i32 %108, %112
  br label %233

134:                                              ; preds = %100
  %135 = or i32 %105, %118
  %136 = and i32 %107, 1023
  %137 = zext nneg i32 %136 to i64
  %138 = getelementptr inbounds nuw i32, ptr %0, i64 %137
  %139 = load i32, ptr %138, align 4
  %140 = add i32 %139, %102
  br label %233

141:                                              ; preds = %100
  %142 = and i32 %118, 1023
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr inbounds nuw i32, ptr %0, i64 %143
  %145 = load i32, ptr %144, align 4
  %146 = add i32 %145, %102
  %147 = sub i32 %29, %121
  br label %233

148:                                              ; preds = %100
  %149 = or i32 %104, %108
  %150 = or i32 %105, %119
  br label %233

151:                                              ; preds = %100
  %152 = or i32 %107, %112
  %153 = sub i32 %104, %108
  br label %233

154:                                              ; preds = %100
  %155 = xor i32 %107, %111
  %156 = sub i32 %103, %118
  br label %233

157:                                              ; preds = %100
  %158 = xor i32 %110, %115
  %159 = and i32 %106, 1023
  %160 = zext nneg i32 %159 to i64
  %161 = getelementptr inbounds nuw i32, ptr %0, i64 %160
  %162 = load i32, ptr %161, align 4
  %163 = add i32 %162, %116
  br label %233

164:                                              ; preds = %100
  %165 = and i32 %122, 1023
  %166 = zext nneg i32 %165 to i64
  %167 = getelementptr inbounds nuw i32, ptr %0, i64 %166
  store i32 %109, ptr %167, align 4
  %168 = xor i32 %110, %29
  br label %233

169:                                              ; preds = %100
  %170 = and i32 %107, %108
  %171 = shl i32 %115, 6
  %172 = add i32 %171, 358
  br label %233

173:                                              ; preds = %100
  %174 = and i32 %111, 1023
  %175 = zext nneg i32 %174 to i64
  %176 = getelementptr inbounds nuw i32, ptr %0, i64 %175
  %177 = load i32, ptr %176, align 4
  %178 = add i32 %177, %107
  %179 = add i32 %103, %110
  br label %233

180:                                              ; preds = %100
  %181 = load i32, ptr %54, align 4
  %182 = add i32 %181, %102
  %183 = and i32 %107, 1023
  %184 = zext nneg i32 %183 to i64
  %185 = getelementptr inbounds nuw i32, ptr %0, i64 %184
  %186 = load i32, ptr %185, align 4
  %187 = add i32 %186, %105
  br label %233

188:                                              ; preds = %100
  %189 = and i32 %111, 1023
  %190 = zext nneg i32 %189 to i64
  %191 = getelementptr inbounds nuw i32, ptr %0, i64 %190
  store i32 %116, ptr %191, align 4
  %192 = and i32 %114, 1023
  %193 = zext nneg i32 %192 to i64
  %194 = getelementptr inbounds nuw i32, ptr %0, i64 %193
  %195 = load i32, ptr %194, align 4
  %196 = add i32 %195, %104
  br label %233

197:                                              ; preds = %100
  %198 = mul i32 %106, %120
  %199 = add i32 %116, %121
  br label %233

200:                                              ; preds = %100
  %201 = and i32 %113, 1023
  %202 = zext nneg i32 %201 to i64
  %203 = getelementptr inbounds nuw i32, ptr %0, i64 %202
  %204 = load i32, ptr %203, align 4
  %205 = add i32 %204, %113
  %206 = and i32 %110, 1023
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr inbounds nuw i32, ptr %0, i64 %207
  store i32 %112, ptr %208, align 4
  br label %233

209:                                              ; preds = %100
  %210 = shl i32 %117, 6
  %211 = add i32 %210, 425
  br label %233

212:                                              ; preds = %100
  %213 = and i32 %104, 1023
  %214 = zext nneg i32 %213 to i64
  %215 = getelementptr inbounds nuw i32, ptr %0, i64 %214
  store i32 %113, ptr %215, align 4
  %216 = and i32 %121, 1023
  %217 = zext nneg i32 %216 to i64
  %218 = getelementptr inbounds nuw i32, ptr %0, i64 %217
  store i32 %112, ptr %218, align 4
  br label %233

219:                                              ; preds = %100
  %220 = sub i32 %118, %3
  %221 = or i32 %116, %117
  br label %233

222:                                              ; preds = %100
  %223 = mul i32 %106, %114
  %224 = and i32 %103, 1023
  %225 = zext nneg i32 %224 to i64
  %226 = getelementptr inbounds nuw i32, ptr %0, i64 %225
  %227 = load i32, ptr %226, align 4
  %228 = add i32 %227, %121
  br label %233

229:                                              ; preds = %100
  %230 = shl i32 %105, 6
  %231 = add i32 %230, 757
  br label %233

232:                                              ; preds = %100
  unreachable

233:                                              ; preds = %128, %131, %134, %141, %148, %151, %154, %157, %164, %169, %173, %180, %188, %197, %200, %209, %212, %219, %222, %229
  %234 = phi i32 [ %122, %229 ], [ %130, %128 ], [ %122, %131 ], [ %135, %134 ], [ %122, %141 ], [ %122, %148 ], [ %122, %151 ], [ %122, %154 ], [ %122, %157 ], [ %122, %164 ], [ %122, %169 ], [ %122, %173 ], [ %122, %180 ], [ %122, %188 ], [ %122, %197 ], [ %122, %200 ], [ %122, %209 ], [ %122, %212 ], [ %122, %219 ], [ %122, %222 ]
  %235 = phi i32 [ %121, %229 ], [ %121, %128 ], [ %121, %131 ], [ %121, %134 ], [ %121, %141 ], [ %121, %148 ], [ %121, %151 ], [ %121, %154 ], [ %121, %157 ], [ %168, %164 ], [ %121, %169 ], [ %121, %173 ], [ %121, %180 ], [ %121, %188 ], [ %121, %197 ], [ %121, %200 ], [ %121, %209 ], [ %121, %212 ], [ %121, %219 ], [ %228, %222 ]
  %236 = phi i32 [ %120, %229 ], [ %120, %128 ], [ %120, %131 ], [ %120, %134 ], [ %120, %141 ], [ %120, %148 ], [ %120, %151 ], [ %156, %154 ], [ %120, %157 ], [ %120, %164 ], [ %120, %169 ], [ %120, %173 ], [ %120, %180 ], [ %120, %188 ], [ %120, %197 ], [ %120, %200 ], [ %120, %209 ], [ %120, %212 ], [ %221, %219 ], [ %120, %222 ]
  %237 = phi i32 [ %119, %229 ], [ %119, %128 ], [ %132, %131 ], [ %119, %134 ], [ %119, %141 ], [ %119, %148 ], [ %119, %151 ], [ %119, %154 ], [ %119, %157 ], [ %119, %164 ], [ %119, %169 ], [ %119, %173 ], [ %119, %180 ], [ %119, %188 ], [ %199, %197 ], [ %119, %200 ], [ %119, %209 ], [ %119, %212 ], [ %119, %219 ], [ %119, %222 ]
  %238 = phi i32 [ %118, %229 ], [ %118, %128 ], [ %133, %131 ], [ %118, %134 ], [ %118, %141 ], [ %118, %148 ], [ %118, %151 ], [ %118, %154 ], [ %118, %157 ], [ %118, %164 ], [ %118, %169 ], [ %118, %173 ], [ %118, %180 ], [ %118, %188 ], [ %118, %197 ], [ %118, %200 ], [ %118, %209 ], [ %118, %212 ], [ %118, %219 ], [ %118, %222 ]
  %239 = phi i32 [ %117, %229 ], [ %117, %128 ], [ %117, %131 ], [ %117, %134 ], [ %117, %141 ], [ %117, %148 ], [ %117, %151 ], [ %117, %154 ], [ %117, %157 ], [ %117, %164 ], [ %117, %169 ], [ %179, %173 ], [ %117, %180 ], [ %117, %188 ], [ %117, %197 ], [ %117, %200 ], [ %117, %209 ], [ %117, %212 ], [ %117, %219 ], [ %117, %222 ]
  %240 = phi i32 [ %116, %229 ], [ %116, %128 ], [ %116, %131 ], [ %116, %134 ], [ %147, %141 ], [ %149, %148 ], [ %116, %151 ], [ %116, %154 ], [ %163, %157 ], [ %116, %164 ], [ %116, %169 ], [ %116, %173 ], [ %116, %180 ], [ %116, %188 ], [ %116, %197 ], [ %116, %200 ], [ %116, %209 ], [ %116, %212 ], [ %116, %219 ], [ %116, %222 ]
  %241 = phi i32 [ %115, %229 ], [ %115, %128 ], [ %115, %131 ], [ %115, %134 ], [ %115, %141 ], [ %115, %148 ], [ %115, %151 ], [ %115, %154 ], [ %115, %157 ], [ %115, %164 ], [ %172, %169 ], [ %115, %173 ], [ %115, %180 ], [ %115, %188 ], [ %115, %197 ], [ %115, %200 ], [ %115, %209 ], [ %115, %212 ], [ %115, %219 ], [ %115, %222 ]
  %242 = phi i32 [ %114, %229 ], [ %114, %128 ], [ %114, %131 ], [ %114, %134 ], [ %114, %141 ], [ %114, %148 ], [ %114, %151 ], [ %114, %154 ], [ %114, %157 ], [ %114, %164 ], [ %114, %169 ], [ %114, %173 ], [ %114, %180 ], [ %114, %188 ], [ %198, %197 ], [ %114, %200 ], [ %114, %209 ], [ %114, %212 ], [ %114, %219 ], [ %114, %222 ]
  %243 = phi i32 [ %113, %229 ], [ %129, %128 ], [ %113, %131 ], [ %113, %134 ], [ %113, %141 ], [ %113, %148 ], [ %113, %151 ], [ %113, %154 ], [ %113, %157 ], [ %113, %164 ], [ %113, %169 ], [ %113, %173 ], [ %113, %180 ], [ %113, %188 ], [ %113, %197 ], [ %205, %200 ], [ %113, %209 ], [ %113, %212 ], [ %113, %219 ], [ %113, %222 ]
  %244 = phi i32 [ %112, %229 ], [ %112, %128 ], [ %112, %131 ], [ %112, %134 ], [ %112, %141 ], [ %112, %148 ], [ %112, %151 ], [ %112, %154 ], [ %112, %157 ], [ %112, %164 ], [ %170, %169 ], [ %112, %173 ], [ %112, %180 ], [ %112, %188 ], [ %112, %197 ], [ %112, %200 ], [ %112, %209 ], [ %112, %212 ], [ %112, %219 ], [ %112, %222 ]
  %245 = phi i32 [ %111, %229 ], [ %111, %128 ], [ %111, %131 ], [ %111, %134 ], [ %111, %141 ], [ %111, %148 ], [ %111, %151 ], [ %155, %154 ], [ %111, %157 ], [ %111, %164 ], [ %111, %169 ], [ %111, %173 ], [ %111, %180 ], [ %111, %188 ], [ %111, %197 ], [ %111, %200 ], [ %111, %209 ], [ %111, %212 ], [ %111, %219 ], [ %111, %222 ]
  %246 = phi i32 [ %110, %229 ], [ %110, %128 ], [ %110, %131 ], [ %110, %134 ], [ %110, %141 ], [ %110, %148 ], [ %153, %151 ], [ %110, %154 ], [ %110, %157 ], [ %110, %164 ], [ %110, %169 ], [ %110, %173 ], [ %110, %180 ], [ %110, %188 ], [ %110, %197 ], [ %110, %200 ], [ %110, %209 ], [ %110, %212 ], [ %110, %219 ], [ %110, %222 ]
  %247 = phi i32 [ %109, %229 ], [ %109, %128 ], [ %109, %131 ], [ %109, %134 ], [ %109, %141 ], [ %109, %148 ], [ %109, %151 ], [ %109, %154 ], [ %158, %157 ], [ %109, %164 ], [ %109, %169 ], [ %109, %173 ], [ %109, %180 ], [ %109, %188 ], [ %109, %197 ], [ %109, %200 ], [ %109, %209 ], [ %109, %212 ], [ %109, %219 ], [ %109, %222 ]
  %248 = phi i32 [ %113, %229 ], [ %108, %128 ], [ %108, %131 ], [ %108, %134 ], [ %108, %141 ], [ %108, %148 ], [ %108, %151 ], [ %108, %154 ], [ %108, %157 ], [ %108, %164 ], [ %108, %169 ], [ %108, %173 ], [ %108, %180 ], [ %108, %188 ], [ %108, %197 ], [ %108, %200 ], [ %211, %209 ], [ %108, %212 ], [ %108, %219 ], [ %223, %222 ]
  %249 = phi i32 [ %107, %229 ], [ %107, %128 ], [ %107, %131 ], [ %107, %134 ], [ %107, %141 ], [ %150, %148 ], [ %107, %151 ], [ %107, %154 ], [ %107, %157 ], [ %107, %164 ], [ %107, %169 ], [ %178, %173 ], [ %107, %180 ], [ %107, %188 ], [ %107, %197 ], [ %107, %200 ], [ %107, %209 ], [ %107, %212 ], [ %107, %219 ], [ %107, %222 ]
  %250 = phi i32 [ %231, %229 ], [ %106, %128 ], [ %106, %131 ], [ %106, %134 ], [ %106, %141 ], [ %106, %148 ], [ %106, %151 ], [ %106, %154 ], [ %106, %157 ], [ %106, %164 ], [ %106, %169 ], [ %106, %173 ], [ %106, %180 ], [ %106, %188 ], [ %106, %197 ], [ %106, %200 ], [ %106, %209 ], [ %106, %212 ], [ %106, %219 ], [ %106, %222 ]
  %251 = phi i32 [ %105, %229 ], [ %105, %128 ], [ %105, %131 ], [ %105, %134 ], [ %105, %141 ], [ %105, %148 ], [ %105, %151 ], [ %105, %154 ], [ %105, %157 ], [ %105, %164 ], [ %105, %169 ], [ %105, %173 ], [ %187, %180 ], [ %105, %188 ], [ %105, %197 ], [ %105, %200 ], [ %105, %209 ], [ %105, %212 ], [ %105, %219 ], [ %105, %222 ]
  %252 = phi i32 [ %104, %229 ], [ %104, %128 ], [ %104, %131 ], [ %104, %134 ], [ %104, %141 ], [ %104, %148 ], [ %104, %151 ], [ %104, %154 ], [ %104, %157 ], [ %104, %164 ], [ %104, %169 ], [ %104, %173 ], [ %104, %180 ], [ %196, %188 ], [ %104, %197 ], [ %104, %200 ], [ %104, %209 ], [ %104, %212 ], [ %220, %219 ], [ %104, %222 ]
  %253 = phi i32 [ %103, %229 ], [ %103, %128 ], [ %103, %131 ], [ %103, %134 ], [ %103, %141 ], [ %103, %148 ], [ %152, %151 ], [ %103, %154 ], [ %103, %157 ], [ %103, %164 ], [ %103, %169 ], [ %103, %173 ], [ %103, %180 ], [ %103, %188 ], [ %103, %197 ], [ %103, %200 ], [ %103, %209 ], [ %103, %212 ], [ %103, %219 ], [ %103, %222 ]
  %254 = phi i32 [ %102, %229 ], [ %102, %128 ], [ %102, %131 ], [ %140, %134 ], [ %146, %141 ], [ %102, %148 ], [ %102, %151 ], [ %102, %154 ], [ %102, %157 ], [ %102, %164 ], [ %102, %169 ], [ %102, %173 ], [ %182, %180 ], [ %102, %188 ], [ %102, %197 ], [ %102, %200 ], [ %102, %209 ], [ %102, %212 ], [ %102, %219 ], [ %102, %222 ]
  %255 = add nuw nsw i32 %101, 1
  %256 = icmp eq i32 %255, %1
  br i1 %256, label %55, label %100
}

