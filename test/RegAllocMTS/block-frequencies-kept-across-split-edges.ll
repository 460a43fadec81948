; The allocator keeps the block frequencies valid, so the passes after it
; that read them (StackSlotColoring, MachineLICM) do not compute them anew
; as they must after an allocator that does not: each edge it splits for a
; shuffle gives the new block its edge's frequency. Here the edge from the
; entry to the return is split (nqueens.c's bits), and -mts-verify checks
; every block's frequency against a fresh computation.
; RUN: llc -O2 -mtriple=x86_64-linux-gnu -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs -mts-print-stats %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=STATS
; RUN: llc -O2 -mtriple=x86_64-linux-gnu -load %mts_lib -regalloc=mts \
; RUN:   -debug-pass=Structure %s -o /dev/null 2>&1 | FileCheck %s

; STATS-NOT: error
; STATS: mts-stats: bits: {{.*}} 1 split edges

; CHECK:      MTS Register Allocator
; CHECK-NOT:  Machine Block Frequency Analysis
; CHECK:      Stack Slot Coloring

define i32 @bits(i32 %n, i32 %row, i32 %cols, i32 %d1, i32 %d2) {
entry:
  %last = icmp eq i32 %row, %n
  br i1 %last, label %done, label %start

start:
  %mask = shl nsw i32 -1, %n
  %taken.c = or i32 %cols, %mask
  %taken.d1 = or i32 %taken.c, %d1
  %taken = or i32 %taken.d1, %d2
  %full = icmp eq i32 %taken, -1
  br i1 %full, label %done, label %prepare

prepare:
  %free0 = xor i32 %taken, -1
  %next.row = add nsw i32 %row, 1
  br label %loop

loop:
  %free = phi i32 [ %free0, %prepare ], [ %free.next, %loop ]
  %count = phi i32 [ 0, %prepare ], [ %count.next, %loop ]
  %neg = sub i32 0, %free
  %bit = and i32 %free, %neg
  %free.next = sub i32 %free, %bit
  %c = or i32 %bit, %cols
  %e = or i32 %bit, %d1
  %e.shifted = shl i32 %e, 1
  %f = or i32 %bit, %d2
  %f.shifted = lshr i32 %f, 1
  %below = tail call i32 @bits(i32 %n, i32 %next.row, i32 %c, i32 %e.shifted, i32 %f.shifted)
  %count.next = add nsw i32 %below, %count
  %more = icmp eq i32 %free.next, 0
  br i1 %more, label %done, label %loop

done:
  %r = phi i32 [ 1, %entry ], [ 0, %start ], [ %count.next, %loop ]
  ret i32 %r
}
