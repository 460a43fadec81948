; A value the loop header takes in a register and evicts before reading it
; (here %a in $fp0, whose slot stays good) needs no register on the back
; edge: the latch's shuffle leaves that register unfilled. The move it made
; there, `$fp0 = COPY $fp1`, was dead, and with $fp0 not live into the
; header the x87 stackifier stopped with "Access past stack top!" (GCC
; torture pr59643 on i686 at -stress-regalloc=4). On other targets the same
; dead moves and reloads ran on back edges everywhere.
; REQUIRES: x86-registered-target
; RUN: llc -O2 -load %mts_lib -regalloc=mts -stress-regalloc=4 -mts-verify \
; RUN:   -verify-machineinstrs -stop-after=regallocmts %s -o - \
; RUN:   | FileCheck %s --check-prefix=MIR
; RUN: llc -O2 -load %mts_lib -regalloc=mts -stress-regalloc=4 \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM

; The header overwrites $fp0 first; the latch fills only $fp3, which the
; header reads, recomputing the 0.0 the loop's multiply consumed.
; MIR-LABEL: bb.1.loop:
; MIR:       liveins: $cl, $eax, $fp1, $fp2, $fp3
; MIR-NOT:   $fp0
; MIR:       renamable $fp0 = nofpexcept ADD_Fp64
; MIR-LABEL: bb.3:
; MIR:       liveins: $cl, $eax, $fp1, $fp2
; MIR-NOT:   COPY
; MIR:       renamable $fp3 = nofpexcept LD_Fp064
; MIR-NEXT:  JMP_1 %bb.1

; ASM-LABEL: f:
; ASM:       testb $1, %cl
; ASM-NEXT:  jne
; ASM-NEXT:  # %bb.2:
; ASM-NEXT:  fldz
; ASM-NEXT:  fxch %st(2)
; ASM-NEXT:  jmp .LBB0_1

target triple = "i686-unknown-linux-gnu"

define void @f(double %a, double %b, double %c, double %d, double %e, i1 %stop, ptr %out) {
entry:
  br label %loop

loop:
  %bz = fmul double %b, 0.0
  %dz = fmul double 0.0, %d
  %a0 = fadd double 0.0, %a
  %t = tail call double @llvm.fmuladd.f64(double %a, double %a0, double %c)
  %u = tail call double @llvm.fmuladd.f64(double 0.0, double %t, double %e)
  store double %u, ptr %out, align 4
  br i1 %stop, label %done, label %loop

done:
  ret void
}

declare double @llvm.fmuladd.f64(double, double, double)
