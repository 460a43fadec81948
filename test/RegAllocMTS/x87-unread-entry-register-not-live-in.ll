; A value that enters a block in a register and leaves it unread (here,
; evicted at a call, clean) does not make that register live into the
; block. The x87 stackifier takes FP liveness from the live-in lists and
; does not pop at a call: a listed $fp register stayed on the x87 stack
; across every call, two more each time round the outer loop, until the
; stack overflowed and the loads gave NaN (fft.c and lu.c on i686).
; REQUIRES: x86-registered-target
; RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs \
; RUN:   -stop-after=regallocmts %s -o - | FileCheck %s --check-prefix=MIR
; RUN: llc -O2 -load %mts_lib -regalloc=mts -verify-machineinstrs %s -o - \
; RUN:   | FileCheck %s --check-prefix=ASM

; The loop's FP values are in registers at its exit, and the block after
; it reads none of them.
; MIR-LABEL: bb.3.after:
; MIR-NOT:   $fp
; MIR:       CALLpcrel32

; Four x87 values are popped before the call, leaving the stack empty.
; ASM-LABEL: # %after
; ASM-COUNT-4: fstp
; ASM-NOT:   {{fld|fstp}}
; ASM:       calll consume

target triple = "i686-unknown-linux-gnu"

@re = internal global [4096 x double] zeroinitializer, align 8

declare void @consume(i32)

define double @main() {
entry:
  br label %outer

outer:
  %rep = phi i32 [ 0, %entry ], [ %rep.next, %after ]
  %sum = phi double [ 0.0, %entry ], [ %sum.next, %after ]
  %rep.next = add nuw nsw i32 %rep, 1
  %scale = uitofp i32 %rep.next to double
  br label %fill

fill:
  %i = phi i32 [ 0, %outer ], [ %i.next, %fill ]
  %x = uitofp i32 %i to double
  %y = fmul double %x, 1.000000e-02
  %z = fmul double %y, %scale
  %p = getelementptr inbounds double, ptr @re, i32 %i
  store double %z, ptr %p, align 8
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i.next, 4096
  br i1 %done, label %after, label %fill

after:
  call void @consume(i32 0)
  %q = getelementptr inbounds double, ptr @re, i32 %rep
  %v = load double, ptr %q, align 8
  %sum.next = fadd double %sum, %v
  call void @consume(i32 1)
  %last = icmp eq i32 %rep.next, 6
  br i1 %last, label %exit, label %outer

exit:
  ret double %sum.next
}
