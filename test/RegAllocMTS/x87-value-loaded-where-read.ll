; An x87 value that enters a loop in a register, but that the loop evicts
; on every iteration, so that the back edge loads it again, enters in memory
; instead, and is loaded right before the loop reads it
; (loadX87ValuesWhereRead). Loaded on the back edge, the eight invariants
; of this dot product (dct.c's transform on i686) were pushed in the order
; of the header's registers, and the stackifier exchanged registers to reach
; each of them: nine fxch per iteration, and a latch block of its own. As
; many loads run per iteration either way.
; REQUIRES: x86-registered-target
; RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs \
; RUN:   -stop-after=regallocmts %s -o - | FileCheck %s --check-prefix=MIR
; RUN: llc -O2 -load %mts_lib -regalloc=mts -verify-machineinstrs %s -o - \
; RUN:   | FileCheck %s --check-prefix=ASM

; s1 and s3 keep their registers; s0 enters in memory and is loaded for
; its multiply; the back edge is the loop's own branch, with no loads.
; MIR-LABEL: bb.1.loop:
; MIR:       liveins: $eax, $ecx, $esi, $fp1, $fp3{{$}}
; MIR-NOT:   renamable
; MIR:       $fp0 = LD_Fp32m %stack.{{[0-9]+}}, 1, $noreg, 0, $noreg
; MIR-NEXT:  MUL_Fp32m killed renamable $fp0
; MIR:       JCC_1 %bb.1
; MIR-NEXT:  JMP_1 %bb.2
; MIR-NOT:   LD_Fp
; MIR:       bb.2.exit:

; ASM-LABEL: dot8:
; ASM:       .LBB0_1:
; ASM-NOT:   fxch
; ASM-NOT:   .LBB0_
; ASM:       jne .LBB0_1
target triple = "i686-unknown-linux-gnu"

define void @dot8(ptr %in, ptr %coef, ptr %out) {
entry:
  %p1 = getelementptr float, ptr %in, i32 1
  %p2 = getelementptr float, ptr %in, i32 2
  %p3 = getelementptr float, ptr %in, i32 3
  %p4 = getelementptr float, ptr %in, i32 4
  %p5 = getelementptr float, ptr %in, i32 5
  %p6 = getelementptr float, ptr %in, i32 6
  %p7 = getelementptr float, ptr %in, i32 7
  %s0 = load float, ptr %in
  %s1 = load float, ptr %p1
  %s2 = load float, ptr %p2
  %s3 = load float, ptr %p3
  %s4 = load float, ptr %p4
  %s5 = load float, ptr %p5
  %s6 = load float, ptr %p6
  %s7 = load float, ptr %p7
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %row = mul i32 %k, 8
  %c0p = getelementptr float, ptr %coef, i32 %row
  %c0 = load float, ptr %c0p
  %c1p = getelementptr float, ptr %c0p, i32 1
  %c1 = load float, ptr %c1p
  %c2p = getelementptr float, ptr %c0p, i32 2
  %c2 = load float, ptr %c2p
  %c3p = getelementptr float, ptr %c0p, i32 3
  %c3 = load float, ptr %c3p
  %c4p = getelementptr float, ptr %c0p, i32 4
  %c4 = load float, ptr %c4p
  %c5p = getelementptr float, ptr %c0p, i32 5
  %c5 = load float, ptr %c5p
  %c6p = getelementptr float, ptr %c0p, i32 6
  %c6 = load float, ptr %c6p
  %c7p = getelementptr float, ptr %c0p, i32 7
  %c7 = load float, ptr %c7p
  %m0 = fmul float %s0, %c0
  %m1 = fmul float %s1, %c1
  %m2 = fmul float %s2, %c2
  %m3 = fmul float %s3, %c3
  %m4 = fmul float %s4, %c4
  %m5 = fmul float %s5, %c5
  %m6 = fmul float %s6, %c6
  %m7 = fmul float %s7, %c7
  %a0 = fadd float %m0, %m1
  %a1 = fadd float %m2, %m3
  %a2 = fadd float %m4, %m5
  %a3 = fadd float %m6, %m7
  %b0 = fadd float %a0, %a1
  %b1 = fadd float %a2, %a3
  %v = fadd float %b0, %b1
  %op = getelementptr float, ptr %out, i32 %k
  store float %v, ptr %op
  %k1 = add i32 %k, 1
  %done = icmp eq i32 %k1, 8
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
