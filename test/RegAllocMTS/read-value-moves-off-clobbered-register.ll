; A value that an instruction reads from a register the instruction
; clobbers, and that outlives it, moves to a register the instruction
; leaves alone when one is free, and is read there. Here %1, make's result,
; sits in $x0 when the COPY into $x0 for check's argument clobbers it; it is
; passed to two more calls. Before, it was stored at the copy and reloaded
; for each later call (1 store, 2 loads); now it moves once to a
; callee-saved register and is copied into $x0 for each call. The pattern is
; bench/bintree.c's main: 73 spill and reload lines on AArch64 before,
; 55 after (greedy 54).
;
;   long f(void) {
;     struct node *p = make(4);
;     long a = check(p);
;     long b = count(p);
;     release(p);
;     return a + b;
;   }
;
; REQUIRES: aarch64-registered-target
; RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs \
; RUN:   -mts-print-stats %s -o - 2> %t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=STATS < %t.err

; STATS: mts-stats: f: 0 stores, 0 loads
; CHECK-LABEL: f:
; CHECK:       bl make
; CHECK:       mov x[[P:(19|2[0-8])]], x0
; CHECK-NEXT:  bl check
; CHECK:       mov x0, x[[P]]
; CHECK-NEXT:  bl count
; CHECK:       mov x0, x[[P]]
; CHECK-NEXT:  bl release

target triple = "aarch64-linux-gnu"

define i64 @f() {
  %1 = tail call ptr @make(i32 noundef 4)
  %2 = tail call i64 @check(ptr noundef %1)
  %3 = tail call i64 @count(ptr noundef %1)
  tail call void @release(ptr noundef %1)
  %4 = add nsw i64 %3, %2
  ret i64 %4
}

declare ptr @make(i32 noundef)

declare i64 @check(ptr noundef)

declare i64 @count(ptr noundef)

declare void @release(ptr noundef)
