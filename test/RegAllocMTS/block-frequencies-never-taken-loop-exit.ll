; A loop exit marked as never taken (Cython's C raising an exception from
; inside a loop): the fresh computation of block frequencies gives it a
; sliver of the loop's flow, below one step of a branch probability's
; resolution (2^-31 of the header's frequency), and divides that sliver
; anew when the allocator splits one of the loop's edges. -mts-verify
; reported the exit's frequency, which the split leaves as it was, as stale.
; RUN: llc -O2 -mtriple=x86_64-linux-gnu -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs -mts-print-stats %s -o /dev/null 2>&1 | FileCheck %s

; CHECK-NOT: error
; CHECK:     mts-stats: spline: {{.*}} 1 split edges
; CHECK-NOT: error

declare ptr @approx(ptr, ptr, ptr)
declare ptr @split(ptr, i64, i32)

define ptr @spline(ptr %curve, i1 %c) {
entry:
  br i1 %c, label %finish, label %loop

loop:
  br i1 %c, label %check, label %next, !prof !0

check:
  %r = tail call ptr @approx(ptr null, ptr null, ptr null)
  br i1 %c, label %raised, label %next, !prof !1

next:
  br i1 %c, label %done, label %latch

latch:
  br i1 %c, label %finish, label %loop

done:
  ret ptr null

finish:
  %v = tail call ptr @split(ptr %curve, i64 0, i32 0)
  ret ptr %v

raised:
  ret ptr null
}

!0 = !{!"branch_weights", i32 1, i32 2000}
!1 = !{!"branch_weights", i32 0, i32 1}
