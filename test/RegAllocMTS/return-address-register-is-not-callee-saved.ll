; The return address register is on ARM's callee-saved list, so that the
; prologue saves it, but the call writes it: a value that lives across a
; call must not be put there. Before, %a was loaded into $lr, the register
; the order of callee-saved registers offers first, and moved out again at
; the call (`ldr lr, [r0]; mov r5, lr`). The same held for RISC-V's $x1.
; Over the 23 bench programs built for armv7, spill and reload lines went
; from 442 to 424 (greedy: 406).
;
; REQUIRES: arm-registered-target
; RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs \
; RUN:   %s -o - | FileCheck %s

; CHECK-LABEL: one:
; CHECK:       ldr [[A:r(4|5|6|7|8|9|10|11)]], [r0]
; CHECK-NEXT:  bl g
; CHECK-NEXT:  mov r0, [[A]]

target triple = "armv7-unknown-linux-gnueabihf"

declare void @g()

define i32 @one(ptr %p) {
  %a = load volatile i32, ptr %p
  call void @g()
  ret i32 %a
}
