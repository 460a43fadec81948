; A branch marked as never taken (probability zero; Cython's C has many,
; from __builtin_expect_with_probability) gets shuffle code on its edge into
; a join here: %gen lives in a callee-saved register on the path with the
; call, and in its argument register on the other. The split block's
; frequency is its edge's, zero, where a fresh computation gives an edge
; one step of a branch probability's resolution, 2^-31 of %check's
; frequency; -mts-verify reported that difference as a stale frequency.
; RUN: llc -O2 -mtriple=x86_64-linux-gnu -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs -mts-print-stats %s -o /dev/null 2>&1 | FileCheck %s

; CHECK-NOT: error
; CHECK:     mts-stats: send: {{.*}} 1 split edges
; CHECK-NOT: error

declare ptr @resume(ptr)

define ptr @send(ptr %gen, i1 %started, ptr %arg) {
entry:
  br i1 %started, label %check, label %call

check:
  br i1 %started, label %done, label %fail, !prof !0

call:
  %sent = tail call ptr @resume(ptr %arg)
  br label %done

done:
  %frame = load ptr, ptr %gen, align 8
  ret ptr %frame

fail:
  ret ptr null
}

!0 = !{!"branch_weights", i32 0, i32 1}
