; ARM spills a register pair with STRD and reloads it with LDRD, which name
; the pair's halves rather than the pair. The checker takes the halves
; together as the pair, as it takes TargetInstrInfo's spill code: before,
; it lost the value and rejected the copy of the reloaded half ("should
; read %1 from $r3, which holds no value"; csmith-4 built for armv7,
; reduced with llvm-reduce). Here five pairs live across a call, which
; preserves only four (r4_r5 to r10_r11), so %5 is stored, and reloaded
; for the copy of its high half.
; REQUIRES: arm-registered-target
; RUN: llc -O2 -mtriple=armv7-linux-gnueabihf -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs -stop-after=regallocmts %s -o - | FileCheck %s

; CHECK-LABEL: name: main
; CHECK:       STRD killed $r{{[0-9]+}}, $r{{[0-9]+}}, %stack.[[SLOT:[0-9]+]]
; CHECK-NEXT:  BL @g
; CHECK:       LDRD %stack.[[SLOT]], {{.*}}, implicit-def $r{{[0-9]+}}_r[[HIGH:[0-9]+]]
; CHECK-NEXT:  $r0 = COPY renamable $r[[HIGH]]

declare i64 @g()

define i32 @main(ptr %p) {
  %1 = load volatile i64, ptr %p, align 8
  %q = getelementptr i64, ptr %p, i32 1
  %2 = load volatile i64, ptr %q, align 8
  %r = getelementptr i64, ptr %p, i32 2
  %3 = load volatile i64, ptr %r, align 8
  %s = getelementptr i64, ptr %p, i32 3
  %4 = load volatile i64, ptr %s, align 8
  %t = getelementptr i64, ptr %p, i32 4
  %5 = load volatile i64, ptr %t, align 8
  %v = call i64 @g()
  %a = mul i64 %1, %v
  %b = mul i64 %2, %a
  %c = mul i64 %3, %b
  %d = mul i64 %4, %c
  store volatile i64 %d, ptr %p, align 8
  %h = lshr i64 %5, 32
  %hi = trunc i64 %h to i32
  ret i32 %hi
}
