; A function that names no virtual register (calls, and constants put
; straight into physical registers, as many small C++ functions are) has
; nothing to allocate: mts leaves its code as it is, the same as greedy's,
; and still reports it.
;
; RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs \
; RUN:   -mts-print-stats %s -o %t.mts.s 2> %t.err
; RUN: llc -O2 -load %mts_lib -regalloc=greedy %s -o %t.greedy.s
; RUN: diff %t.greedy.s %t.mts.s
; RUN: FileCheck %s < %t.err
; REQUIRES: x86-registered-target

; CHECK: mts-stats: forward: 0 stores, 0 loads
; CHECK: mts-stats: zero: 0 stores, 0 loads

target triple = "x86_64-unknown-linux-gnu"

declare void @work()

define void @forward() {
  call void @work()
  ret void
}

define i32 @zero() {
  call void @work()
  ret i32 0
}
