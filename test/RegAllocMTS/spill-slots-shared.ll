; Spill slots are shared. Ten values live across the first call and ten
; others across the second; with six callee-saved registers, some of each go
; to spill slots, and no value of the first group lives as far as the
; second call. mts gives every value its own slot, describes each slot's live
; range (its value's) to LiveStacks, and StackSlotColoring, which runs after
; any allocator at -O2, gives the second group the first group's slots: a
; 40-byte frame, as greedy's, instead of 72 (the same with
; LLVM's -no-stack-slot-sharing).
; RUN: llc -mtriple=x86_64-linux-gnu -O2 -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s
; RUN: llc -mtriple=x86_64-linux-gnu -O2 -load %mts_lib -regalloc=mts \
; RUN:   -no-stack-slot-sharing %s -o - | FileCheck %s --check-prefix=NOSHARE

define i64 @phases(ptr %p) {
entry:
  %pa0 = getelementptr inbounds i64, ptr %p, i64 0
  %a0 = load i64, ptr %pa0
  %pa1 = getelementptr inbounds i64, ptr %p, i64 1
  %a1 = load i64, ptr %pa1
  %pa2 = getelementptr inbounds i64, ptr %p, i64 2
  %a2 = load i64, ptr %pa2
  %pa3 = getelementptr inbounds i64, ptr %p, i64 3
  %a3 = load i64, ptr %pa3
  %pa4 = getelementptr inbounds i64, ptr %p, i64 4
  %a4 = load i64, ptr %pa4
  %pa5 = getelementptr inbounds i64, ptr %p, i64 5
  %a5 = load i64, ptr %pa5
  %pa6 = getelementptr inbounds i64, ptr %p, i64 6
  %a6 = load i64, ptr %pa6
  %pa7 = getelementptr inbounds i64, ptr %p, i64 7
  %a7 = load i64, ptr %pa7
  %pa8 = getelementptr inbounds i64, ptr %p, i64 8
  %a8 = load i64, ptr %pa8
  %pa9 = getelementptr inbounds i64, ptr %p, i64 9
  %a9 = load i64, ptr %pa9
  %r1 = call i64 @g()
  %s0 = udiv i64 %r1, %a0
  %s1 = udiv i64 %s0, %a1
  %s2 = udiv i64 %s1, %a2
  %s3 = udiv i64 %s2, %a3
  %s4 = udiv i64 %s3, %a4
  %s5 = udiv i64 %s4, %a5
  %s6 = udiv i64 %s5, %a6
  %s7 = udiv i64 %s6, %a7
  %s8 = udiv i64 %s7, %a8
  %s9 = udiv i64 %s8, %a9
  %pb0 = getelementptr inbounds i64, ptr %p, i64 10
  %l0 = load i64, ptr %pb0
  %b0 = xor i64 %l0, %s9
  %pb1 = getelementptr inbounds i64, ptr %p, i64 11
  %l1 = load i64, ptr %pb1
  %b1 = xor i64 %l1, %s9
  %pb2 = getelementptr inbounds i64, ptr %p, i64 12
  %l2 = load i64, ptr %pb2
  %b2 = xor i64 %l2, %s9
  %pb3 = getelementptr inbounds i64, ptr %p, i64 13
  %l3 = load i64, ptr %pb3
  %b3 = xor i64 %l3, %s9
  %pb4 = getelementptr inbounds i64, ptr %p, i64 14
  %l4 = load i64, ptr %pb4
  %b4 = xor i64 %l4, %s9
  %pb5 = getelementptr inbounds i64, ptr %p, i64 15
  %l5 = load i64, ptr %pb5
  %b5 = xor i64 %l5, %s9
  %pb6 = getelementptr inbounds i64, ptr %p, i64 16
  %l6 = load i64, ptr %pb6
  %b6 = xor i64 %l6, %s9
  %pb7 = getelementptr inbounds i64, ptr %p, i64 17
  %l7 = load i64, ptr %pb7
  %b7 = xor i64 %l7, %s9
  %pb8 = getelementptr inbounds i64, ptr %p, i64 18
  %l8 = load i64, ptr %pb8
  %b8 = xor i64 %l8, %s9
  %pb9 = getelementptr inbounds i64, ptr %p, i64 19
  %l9 = load i64, ptr %pb9
  %b9 = xor i64 %l9, %s9
  %r2 = call i64 @g()
  %t0 = udiv i64 %r2, %b0
  %t1 = udiv i64 %t0, %b1
  %t2 = udiv i64 %t1, %b2
  %t3 = udiv i64 %t2, %b3
  %t4 = udiv i64 %t3, %b4
  %t5 = udiv i64 %t4, %b5
  %t6 = udiv i64 %t5, %b6
  %t7 = udiv i64 %t6, %b7
  %t8 = udiv i64 %t7, %b8
  %t9 = udiv i64 %t8, %b9
  ret i64 %t9
}
declare i64 @g()

; CHECK-LABEL: phases:
; CHECK:       subq $40, %rsp
; CHECK:       callq g
; CHECK:       movq [[S:[0-9]+]](%rsp), %r{{[a-z0-9]+}} # 8-byte Reload
; CHECK:       movq %r{{[a-z]+}}, [[S]](%rsp) # 8-byte Spill
; CHECK:       callq g

; NOSHARE-LABEL: phases:
; NOSHARE:       subq $72, %rsp
