; A value an instruction reads from a register the same instruction
; clobbers, and that lives on, takes the register of a clean value needed
; later when no register is free, instead of being stored and loaded.
; Reduced by llvm-reduce from strsearch.c on RISC-V: the pattern pointer %p
; is loaded straight into a0 to be passed to strlen and read again after the
; call, while the twelve callee-saved registers hold the loop's values and
; the constant 131. mts used to store %p before the call and load it after,
; on every iteration; now %p takes the constant's register, and the constant
; is recomputed where the latch multiplies by it.
; RUN: llc -O2 -mattr=+m -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s

; CHECK-LABEL: scan:
; CHECK:       Loop Header: Depth=1
; CHECK-NOT:   Folded {{Spill|Reload}}
; CHECK:       ld a0, 0(s{{[0-9]+}})
; CHECK-NEXT:  mv [[P:s[0-9]+]], a0
; CHECK-NEXT:  call strlen
; CHECK-NOT:   Folded {{Spill|Reload}}
; CHECK:       lbu a0, 0([[P]])
; CHECK-NOT:   Folded {{Spill|Reload}}
; CHECK:       %latch
; CHECK-NOT:   Folded {{Spill|Reload}}
; CHECK:       li [[P]], 131
; CHECK-NOT:   Folded {{Spill|Reload}}
; CHECK:       %exit

target triple = "riscv64-unknown-linux-gnu"

declare i64 @strlen(ptr)
declare void @report(i32)

define void @scan(ptr %hits, i32 %mask, i1 %done, ptr %flag, ptr %patterns, i1 %inner1, i32 %bits, i1 %inner2) {
entry:
  br label %outer

exit:
  tail call void @report(i32 %m)
  %unused = icmp eq i32 %b, 0
  ret void

outer:
  %h = phi i32 [ %h.next, %latch ], [ 0, %entry ]
  %b = phi i32 [ %b.next, %latch ], [ 0, %entry ]
  %p = load ptr, ptr %patterns, align 8
  %len = tail call i64 @strlen(ptr %p)
  store i32 1, ptr %hits, align 4
  %c = load i8, ptr %p, align 1
  %empty = icmp eq i8 %c, 0
  %nonempty = select i1 %empty, i32 0, i32 1
  store i32 %nonempty, ptr null, align 4
  br label %loop1

loop1:
  store i32 0, ptr %flag, align 4
  br i1 %inner1, label %loop2, label %loop1

loop2:
  br i1 %inner2, label %loop2, label %latch

latch:
  %b.next = or i32 %b, %bits
  %m = mul i32 %h, 131
  %h.next = or i32 %mask, %m
  br i1 %done, label %exit, label %outer
}
