; A back edge's shuffle placed before the loop's exit branch must leave the
; registers that branch reads alive: the copy of the header's value reads
; the register the exit test compares too. It used to kill it, and the
; verifier found the branch using an undefined register (dijkstra.c on
; RISC-V, reduced).
; RUN: llc -mtriple=riscv64-linux-gnu -O2 -load %mts_lib -regalloc=mts \
; RUN:   -mts-verify -verify-machineinstrs %s -o - | FileCheck %s
; RUN: llc -mtriple=riscv64-linux-gnu -O2 -load %mts_lib -regalloc=mts \
; RUN:   -stop-after=regallocmts %s -o - | FileCheck %s --check-prefix=MIR

; CHECK-LABEL: main:
; CHECK:       mv a0, [[X:a[0-9]+]]
; CHECK-NEXT:  beqz [[X]], .LBB0_{{[0-9]+}}
; CHECK-NEXT:  .LBB0_{{[0-9]+}}: # %outer

; MIR-LABEL: name: main
; MIR:         bb.4
; MIR:         $x10 = COPY $[[X:x[0-9]+]]
; MIR-NEXT:    BNE renamable $[[X]], $x0, %bb.1

define i32 @main() {
entry:
  br label %outer

outer:
  %x = phi i32 [ %y, %latch ], [ 0, %entry ]
  %y = or i32 %x, 1
  %positive = icmp sgt i32 %x, 0
  br i1 %positive, label %inner, label %latch

inner:
  %more = icmp slt i32 0, %y
  br i1 %more, label %inner, label %latch

latch:
  %done = icmp eq i32 %y, 0
  br i1 %done, label %exit, label %outer

exit:
  ret i32 0
}
