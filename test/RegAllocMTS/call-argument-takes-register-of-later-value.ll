; A value read by a copy into the register it is in, and then clobbered by
; a call before its next read, takes the callee-saved register of a value
; not needed until after the call between its next two reads, which is
; stored in its place: one store either way, and the two loads are gone.
; This is bintree.c's main on AArch64, where each new tree comes back in
; $x0 and goes straight on in $x0 to check, then to count and release:
;   t = make(16, 1);
;   c7 = check(t); n7 = count(t);
;   release(t);
; The first rounds' results fill the callee-saved registers. mts used to
; store the seventh and eighth trees at check and load each for count and
; for release (7 stores and 9 loads; greedy's are 6 and 6). Now each takes
; the register of the first round's results, stored once, and is never
; loaded (5 and 5). call-clobbered-value-takes-register-of-later-value.ll
; is the same choice where the call itself clobbers the value's register.
; REQUIRES: aarch64-registered-target
; RUN: llc -O2 -mtriple=aarch64-linux-gnu -load %mts_lib -regalloc=mts \
; RUN:   -mts-verify -verify-machineinstrs %s -o - | FileCheck %s
; RUN: llc -O2 -mtriple=aarch64-linux-gnu -load %mts_lib -regalloc=mts \
; RUN:   -mts-print-stats %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

; STATS: mts-stats: build_and_measure: 5 stores, 5 loads,
; CHECK-LABEL: build_and_measure:

; The seventh tree.
; CHECK:       mov w0, #16
; CHECK-NEXT:  mov w1, #1
; CHECK-NEXT:  bl make
; CHECK-NEXT:  str [[PREV:w[0-9]+]], [sp, #{{[0-9]+}}] // 4-byte Spill
; CHECK-NEXT:  mov [[TREE:x[0-9]+]], x0
; CHECK-NEXT:  bl check
; CHECK-NOT:   Reload
; CHECK:       mov x0, [[TREE]]
; CHECK-NOT:   Reload
; CHECK:       bl count
; CHECK-NOT:   Reload
; CHECK:       mov x0, [[TREE]]
; CHECK-NOT:   Reload
; CHECK:       bl release

define i32 @build_and_measure() {
entry:
  %t1 = tail call ptr @make(i32 4, i32 1)
  %c1 = tail call i32 @check(ptr %t1)
  %n1 = tail call i32 @count(ptr %t1)
  tail call void @release(ptr %t1)
  %t2 = tail call ptr @make(i32 6, i32 1)
  %c2 = tail call i32 @check(ptr %t2)
  %n2 = tail call i32 @count(ptr %t2)
  tail call void @release(ptr %t2)
  %t3 = tail call ptr @make(i32 8, i32 1)
  %c3 = tail call i32 @check(ptr %t3)
  %n3 = tail call i32 @count(ptr %t3)
  tail call void @release(ptr %t3)
  %t4 = tail call ptr @make(i32 10, i32 1)
  %c4 = tail call i32 @check(ptr %t4)
  %n4 = tail call i32 @count(ptr %t4)
  tail call void @release(ptr %t4)
  %t5 = tail call ptr @make(i32 12, i32 1)
  %c5 = tail call i32 @check(ptr %t5)
  %n5 = tail call i32 @count(ptr %t5)
  tail call void @release(ptr %t5)
  %t6 = tail call ptr @make(i32 14, i32 1)
  %c6 = tail call i32 @check(ptr %t6)
  %n6 = tail call i32 @count(ptr %t6)
  tail call void @release(ptr %t6)
  %t7 = tail call ptr @make(i32 16, i32 1)
  %c7 = tail call i32 @check(ptr %t7)
  %n7 = tail call i32 @count(ptr %t7)
  tail call void @release(ptr %t7)
  %t8 = tail call ptr @make(i32 18, i32 1)
  %c8 = tail call i32 @check(ptr %t8)
  %n8 = tail call i32 @count(ptr %t8)
  tail call void @release(ptr %t8)
  %r = tail call i32 @report(i32 %c1, i32 %n1, i32 %c2, i32 %n2, i32 %c3, i32 %n3, i32 %c4, i32 %n4, i32 %c5, i32 %n5, i32 %c6, i32 %n6, i32 %c7, i32 %n7, i32 %c8, i32 %n8)
  ret i32 %r
}

declare ptr @make(i32, i32)
declare i32 @check(ptr)
declare i32 @count(ptr)
declare void @release(ptr)
declare i32 @report(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
