; ARM spills a register pair with STRD and reloads it with LDRD, which name
; the pair's halves rather than the pair. The checker takes the halves
; together as the pair, as it takes TargetInstrInfo's spill code: before,
; it lost the value and rejected the copy of the reloaded half ("should
; read %1 from $r3, which holds no value"; csmith-4 built for armv7,
; reduced with llvm-reduce).
; REQUIRES: arm-registered-target
; RUN: llc -O2 -mtriple=armv7-linux-gnueabihf -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs -stop-after=regallocmts %s -o - | FileCheck %s

; CHECK-LABEL: name: main
; CHECK:       STRD $r0, $r1, %stack.0
; CHECK:       LDRD %stack.0, {{.*}}, implicit-def $r{{[0-9]+}}_r[[HIGH:[0-9]+]]
; CHECK:       $r1 = COPY renamable $r[[HIGH]]

define i64 @main() {
  %1 = load volatile i64, ptr null, align 8
  ret i64 %1
}
