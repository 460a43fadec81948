; -mts-verify checks the block frequencies the allocator keeps against a
; fresh computation, but not within an irreducible cycle, where the block
; frequency analysis only approximates. The cycle below is entered both at
; %head and at %mid (a switch into a loop, reduced from gcc.c-torture's
; pr38051.c, where a fresh computation moved a split block 2.4% away from
; its predecessor's frequency times the edge's probability, which the
; update gives it). Under four registers mts splits two of its edges.
; RUN: llc -O2 -mtriple=x86_64-linux-gnu -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs -stress-regalloc=4 -mts-print-stats %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s

; CHECK-NOT: error
; CHECK:     mts-stats: f: {{.*}} 2 split edges
; CHECK-NOT: error

define i32 @f(ptr %p, i64 %n, i1 %c) #0 {
entry:
  switch i64 %n, label %bad [
    i64 2, label %mid
    i64 3, label %head
  ]

bad:
  unreachable

head:
  %q = phi ptr [ %p, %entry ], [ null, %latch ]
  br i1 %c, label %mid, label %copy

copy:
  %v = load i64, ptr %q, align 8
  store i64 %v, ptr %p, align 8
  ret i32 0

mid:
  %r = phi ptr [ null, %head ], [ %p, %entry ]
  %w = load i64, ptr %r, align 8
  %zero = icmp eq i64 %w, 0
  br i1 %zero, label %latch, label %out

out:
  ret i32 0

latch:
  br i1 %c, label %done, label %head

done:
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64" }
