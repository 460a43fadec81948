; A value defined by a copy the walk coalesced is stored at once, in the
; same block (the switch cases' stores before the jump to the join). The
; copy's slot index goes with it; the store's index must still fall inside
; the value's interval, which the stack slot's interval is made of, or the
; verifier rejects the store as writing a dead slot (dct.c's block2d,
; reduced with llvm-reduce).
; RUN: llc -O2 -load %mts_lib -regalloc=mts -verify-machineinstrs %s -o - \
; RUN:   | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK-LABEL: block2d:
; CHECK:       jmpq *
; CHECK:       movss %xmm{{[0-9]+}}, [[SLOT:-?[0-9]+]](%rsp) # 4-byte Spill
; CHECK:       movss [[SLOT]](%rsp), %xmm{{[0-9]+}} # 4-byte Reload

define fastcc void @block2d(ptr %0, float %1, float %2, float %3, float %4, float %5, float %6, i32 %7, i1 %8) {
  br label %10

10:                                               ; preds = %24, %9
  %11 = phi float [ 0.000000e+00, %9 ], [ 1.000000e+00, %24 ]
  %12 = tail call float @llvm.fmuladd.f32(float %1, float 0.000000e+00, float %3)
  %13 = tail call float @llvm.fmuladd.f32(float %4, float 0.000000e+00, float %12)
  %14 = tail call float @llvm.fmuladd.f32(float %5, float 0.000000e+00, float %13)
  %15 = tail call float @llvm.fmuladd.f32(float %6, float 0.000000e+00, float %14)
  %16 = tail call float @llvm.fmuladd.f32(float %2, float 0.000000e+00, float %15)
  %17 = tail call float @llvm.fmuladd.f32(float 0x7FF8000000000000, float 0.000000e+00, float %16)
  switch i32 %7, label %23 [
    i32 0, label %24
    i32 1, label %18
    i32 2, label %19
    i32 3, label %20
    i32 4, label %21
    i32 5, label %22
  ]

18:                                               ; preds = %10
  br label %24

19:                                               ; preds = %10
  br label %24

20:                                               ; preds = %10
  br label %24

21:                                               ; preds = %10
  br label %24

22:                                               ; preds = %10
  br label %24

23:                                               ; preds = %10
  br label %24

24:                                               ; preds = %23, %22, %21, %20, %19, %18, %10
  %25 = phi float [ 1.000000e+00, %23 ], [ 0.000000e+00, %10 ], [ 0.000000e+00, %18 ], [ 0.000000e+00, %19 ], [ 0.000000e+00, %20 ], [ 0.000000e+00, %21 ], [ 0.000000e+00, %22 ]
  %26 = phi float [ 0.000000e+00, %23 ], [ 0.000000e+00, %10 ], [ 0.000000e+00, %18 ], [ 0.000000e+00, %19 ], [ 0.000000e+00, %20 ], [ 0.000000e+00, %21 ], [ 1.000000e+00, %22 ]
  %27 = phi float [ 0.000000e+00, %23 ], [ 0.000000e+00, %10 ], [ 0.000000e+00, %18 ], [ 0.000000e+00, %19 ], [ 0.000000e+00, %20 ], [ 1.000000e+00, %21 ], [ 0.000000e+00, %22 ]
  %28 = phi float [ 0.000000e+00, %23 ], [ 0.000000e+00, %10 ], [ 0.000000e+00, %18 ], [ 0.000000e+00, %19 ], [ 1.000000e+00, %20 ], [ 0.000000e+00, %21 ], [ 0.000000e+00, %22 ]
  %29 = phi float [ 0.000000e+00, %23 ], [ 0.000000e+00, %10 ], [ 0.000000e+00, %18 ], [ 1.000000e+00, %19 ], [ 0.000000e+00, %20 ], [ 0.000000e+00, %21 ], [ 0.000000e+00, %22 ]
  %30 = phi float [ 0.000000e+00, %23 ], [ 0.000000e+00, %10 ], [ %17, %18 ], [ 0.000000e+00, %19 ], [ 0.000000e+00, %20 ], [ 0.000000e+00, %21 ], [ 0.000000e+00, %22 ]
  %31 = phi float [ 0.000000e+00, %23 ], [ %17, %10 ], [ %11, %18 ], [ 0.000000e+00, %19 ], [ 0.000000e+00, %20 ], [ 0.000000e+00, %21 ], [ 0.000000e+00, %22 ]
  br i1 %8, label %32, label %10

32:                                               ; preds = %24
  store float %31, ptr null, align 4
  store float %30, ptr %0, align 4
  store float %29, ptr null, align 4
  store float %28, ptr %0, align 4
  store float %27, ptr null, align 4
  store float %26, ptr %0, align 4
  store float %25, ptr null, align 4
  ret void
}

declare float @llvm.fmuladd.f32(float, float, float)
