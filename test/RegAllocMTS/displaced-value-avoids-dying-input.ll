; A definition may take the register of an input that dies at its
; instruction; a value moved out of the way for it may not, since the move
; comes before the instruction. i686's byte stores need the LEA's result in
; one of $eax..$edx, all taken: the value in the register chosen moved into
; the LEA's dying input register, and the LEA read it instead of its input
; (chacha20.c built for i686, reduced with llvm-reduce; the checker said
; "should read %47 from $ebp, which holds %10").
; RUN: llc -O2 -mtriple=i686-linux-gnu -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s

; CHECK-LABEL: main:
; CHECK:       leal (%e{{[a-z]+}},%e{{[a-z]+}},8), %e{{[abcd]}}x

define i32 @main(<16 x i64> %0) {
  br label %2

2:
  %3 = mul <16 x i64> %0, splat (i64 7)
  %4 = lshr <16 x i64> %0, splat (i64 1)
  %5 = add <16 x i64> %3, %4
  %6 = trunc <16 x i64> %5 to <16 x i8>
  store <16 x i8> %6, ptr null, align 16
  br label %2
}
