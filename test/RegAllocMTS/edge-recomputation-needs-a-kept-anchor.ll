; Reduced from zlib's inflateBack (gcc-12's sources, -stress-regalloc=4).
; %5 is recomputable from %0 (`leaq 152(%rdi)`), and the edge into the
; second loop loads it. The first loop's exit model still has %0 in a
; register, but no block reads it there again: liveness drops the
; register, and it need not hold %0 at all. Recomputing %5 on the edge
; from it read an undefined register (-verify-machineinstrs failed); an
; edge recomputes only from a register it keeps or fills itself, so %5 is
; reloaded there.
; RUN: llc -mtriple=x86_64-linux-gnu -relocation-model=pic -O2 -load %mts_lib \
; RUN:   -regalloc=mts -stress-regalloc=4 -mts-verify -verify-machineinstrs %s \
; RUN:   -o - | FileCheck %s

define i32 @inflateBack(ptr %0, i64 %1, i1 %2, ptr %inflateBack.order, i64 %3) {
  %5 = getelementptr i8, ptr %0, i64 152
  br label %6

6:                                                ; preds = %6, %4
  %7 = phi i64 [ %9, %6 ], [ 0, %4 ]
  %8 = shl i64 1, %1
  %9 = add i64 %8, %7
  %10 = trunc i64 %7 to i16
  store i32 0, ptr %0, align 4
  br i1 %2, label %6, label %11

11:                                               ; preds = %11, %6
  %12 = phi i64 [ %13, %11 ], [ 0, %6 ]
  %13 = or i64 %12, 1
  %14 = getelementptr i16, ptr %inflateBack.order, i64 %12
  %15 = getelementptr i16, ptr %5, i64 %3
  store i16 0, ptr %15, align 2
  br i1 %2, label %16, label %11

16:                                               ; preds = %11
  %17 = call i32 null(i32 0, ptr %5, i32 0, ptr null, ptr %0, ptr null)
  ret i32 %17

  uselistorder ptr %0, { 2, 1, 0 }
  uselistorder i1 %2, { 1, 0 }
}

; CHECK-LABEL: inflateBack:
; CHECK:       leaq 152(%rdi), %[[F:[a-z0-9]+]]
; CHECK-NEXT:  movq %[[F]], [[SLOT:[0-9]+]](%rsp) # 8-byte Spill
; CHECK:       %.preheader
; CHECK-NOT:   leaq
; CHECK:       movq [[SLOT]](%rsp), %{{[a-z0-9]+}} # 8-byte Reload
