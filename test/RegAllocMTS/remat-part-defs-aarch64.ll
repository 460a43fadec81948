; A constant that fits in 32 bits but is used as a 64-bit value is defined on
; AArch64 by a write of its low half, `undef %v.sub_32:gpr64 = MOVi32imm 114`.
; In this loop (clang -O2 of the C below), MachineLICM hoists such constants
; out of the loop, and the call clobbers every register but the ten
; callee-saved ones, too few for them all. mts recomputes them after the call
; (`mov w18, #114`), as it does constants defined whole, instead of storing
; them before the loop and reloading them on every iteration: before it
; learned to, this was 8 stores, 6 loads and 4 recomputations.
;
;   void g(unsigned long *);
;   unsigned long f(unsigned long *p, unsigned long n) {
;     unsigned long s = 0;
;     for (unsigned long i = 0; i < n; ++i) {
;       g(p);
;       unsigned long x = p[i];
;       s += x * 58 + (x ^ 122) * 57 + (x | 121) * 56 + (x & 120) * 55 + x % 119
;          + (x * 54) / 118 + (x >> 3) * 53 + (x + 117) * 52 + (x - 116) * 51
;          + x / 115 + (x * 50) % 114 + (x ^ 113) * 49;
;     }
;     return s;
;   }
;
; REQUIRES: aarch64-registered-target
; RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs \
; RUN:   -mts-print-stats %s -o - 2> %t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=STATS < %t.err

; STATS: mts-stats: f: {{[0-9]+}} stores, 0 loads, 10 remats
; CHECK-LABEL: f:
; CHECK:       bl g
; CHECK-NOT:   Reload
; CHECK:       mov w{{[0-9]+}}, #114
; CHECK-NOT:   Reload
; CHECK:       {{b.eq|b.ne}}

target triple = "aarch64-linux-gnu"

define i64 @f(ptr noundef %0, i64 noundef %1) {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %6, %2
  %5 = phi i64 [ 0, %2 ], [ %38, %6 ]
  ret i64 %5

6:                                                ; preds = %2, %6
  %7 = phi i64 [ %38, %6 ], [ 0, %2 ]
  %8 = phi i64 [ %39, %6 ], [ 0, %2 ]
  tail call void @g(ptr noundef %0)
  %9 = getelementptr inbounds nuw i64, ptr %0, i64 %8
  %10 = load i64, ptr %9, align 8
  %11 = xor i64 %10, 122
  %12 = mul i64 %11, 57
  %13 = or i64 %10, 121
  %14 = mul i64 %13, 56
  %15 = and i64 %10, 120
  %16 = mul nuw nsw i64 %15, 55
  %17 = urem i64 %10, 119
  %18 = mul i64 %10, 54
  %19 = udiv i64 %18, 118
  %20 = lshr i64 %10, 3
  %21 = mul i64 %20, 53
  %22 = udiv i64 %10, 115
  %23 = mul i64 %10, 50
  %24 = urem i64 %23, 114
  %25 = xor i64 %10, 113
  %26 = mul i64 %25, 49
  %27 = mul i64 %10, 161
  %28 = add i64 %7, 168
  %29 = add i64 %28, %17
  %30 = add i64 %29, %22
  %31 = add i64 %30, %27
  %32 = add i64 %31, %12
  %33 = add i64 %32, %14
  %34 = add i64 %33, %16
  %35 = add i64 %34, %19
  %36 = add i64 %35, %21
  %37 = add i64 %36, %24
  %38 = add i64 %37, %26
  %39 = add nuw i64 %8, 1
  %40 = icmp eq i64 %39, %1
  br i1 %40, label %4, label %6
}

declare void @g(ptr noundef)
