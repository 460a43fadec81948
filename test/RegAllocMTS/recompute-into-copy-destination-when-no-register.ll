; Under -stress-regalloc=3 the FP class has $xmm0-$xmm2, and all three hold
; arguments when the constant is copied into $xmm3, its second argument
; register: no register is left for the constant, which has no slot to be
; loaded from either, as it is recomputed instead of spilled. mts failed
; with "no register left" (GCC torture pr44575.c). The constant is now
; recomputed straight into $xmm3, as it was into $xmm1.
; RUN: llc -mtriple=x86_64-linux-gnu -O2 -load %mts_lib -regalloc=mts \
; RUN:   -mts-verify -verify-machineinstrs -stress-regalloc=3 %s -o - \
; RUN:   | FileCheck %s

declare void @take4(double, float, double, float)

; CHECK-LABEL: pass_constant_twice:
; CHECK-DAG:   movss .LCPI0_0(%rip), %xmm1
; CHECK-DAG:   movss .LCPI0_0(%rip), %xmm3
; CHECK-DAG:   movsd (%rdi), %xmm0
; CHECK-DAG:   movaps %xmm0, %xmm2
; CHECK-NOT:   (%rsp)
; CHECK:       callq take4
define void @pass_constant_twice(ptr %p) {
  %d = load double, ptr %p
  call void @take4(double %d, float -4.9026e4, double %d, float -4.9026e4)
  ret void
}
