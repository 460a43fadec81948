; An instruction that reads one part of a value and writes another in
; place (`%p.gsub_1 = COPY %p.gsub_0`, an i64 of zero in an ARM register
; pair) leaves the value in its register: its read kills neither the pair
; nor the part. Killing the pair there left the store after it reading a
; dead $r0 (the verifier, after ARM's pseudo expansion: "Using an undefined
; physical register"; csmith's volatile i64 stores, reduced with
; llvm-reduce).
; REQUIRES: arm-registered-target
; RUN: llc -O2 -mtriple=armv7-linux-gnueabihf -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -stop-after=regallocmts %s -o - | FileCheck %s
; RUN: llc -O2 -mtriple=armv7-linux-gnueabihf -load %mts_lib -regalloc=mts \
; RUN:   -verify-machineinstrs %s -o /dev/null

; CHECK-LABEL: name: main
; CHECK:       $r0 = MOVi 0, {{.*}}, implicit-def $r0_r1
; CHECK-NEXT:  $r1 = COPY renamable $r0{{$}}
; CHECK-NEXT:  STOREDUAL renamable $r0_r1, renamable $r0

define i32 @main() {
  store volatile i64 0, ptr null, align 8
  ret i32 0
}
