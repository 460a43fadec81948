; A register a block neither reads nor writes is live into it only if live
; into a successor. Here the loop's exit block passes %a on in $fp2, and
; the one successor that takes it there evicts it unread: $fp2 is live
; into neither. Listed as live into the exit block, it was a register the
; x87 stackifier could not pop, and it crashed (GCC torture pr59643 on
; i686 at -stress-regalloc=3).
; REQUIRES: x86-registered-target
; RUN: llc -O2 -load %mts_lib -regalloc=mts -stress-regalloc=3 -mts-verify \
; RUN:   -verify-machineinstrs -stop-after=regallocmts %s -o - \
; RUN:   | FileCheck %s
; RUN: llc -O2 -load %mts_lib -regalloc=mts -stress-regalloc=3 \
; RUN:   -verify-machineinstrs %s -o /dev/null

; CHECK-LABEL: bb.3.exit:
; CHECK:       liveins: $eflags, $fp0{{$}}
; CHECK-NOT:   $fp
; CHECK:       JMP_1 %bb.4
; CHECK-LABEL: bb.4.tail:
; CHECK:       liveins: $fp0{{$}}
; CHECK-NOT:   $fp2
; CHECK:       renamable $fp2 = nofpexcept LD_Fp064

target triple = "i686-unknown-linux-gnu"

define double @f(double %a, double %b, i1 %c, ptr %p) {
entry:
  br i1 %c, label %loop, label %zero

loop:
  %x = load double, ptr %p, align 4
  %x0 = fadd double 0.0, %x
  %bz = fmul double %b, 0.0
  %y = tail call double @llvm.fmuladd.f64(double %a, double %x0, double %bz)
  store double %y, ptr %p, align 4
  %z = load double, ptr %p, align 4
  br i1 %c, label %exit, label %loop

exit:
  br i1 %c, label %zero, label %tail

tail:
  %b0 = fadd double 0.0, %b
  %zz = fmul double 0.0, %z
  %r = tail call double @llvm.fmuladd.f64(double %a, double %b0, double %zz)
  ret double %r

zero:
  ret double 0.0
}

declare double @llvm.fmuladd.f64(double, double, double)
