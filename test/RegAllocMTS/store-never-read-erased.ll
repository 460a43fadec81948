; A store whose slot no instruction reads is erased, and its slot leaves the
; frame. bench/nqueens.c's plain search:
;   static int plain(int n, int row) {
;     if (row == n) return 1;
;     int count = 0;
;     for (int col = 0; col < n; ++col)
;       if (safe(row, col)) { queen[row] = col; count += plain(n, row + 1); }
;     return count;
;   }
; n and row are read, never written, in a loop that calls and might run out
; of callee-saved registers, so they enter it with their slots written
; (saveReadOnlyValuesAtEntry). Both then stay in callee-saved registers all
; the way round, and nothing reloads them: the two stores used to run on
; every call, in a frame 16 bytes larger.
; RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs \
; RUN:   -mts-print-stats %s -o %t.s 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: FileCheck %s < %t.s

; STATS: mts-stats: plain: {{.*}} 2 stores erased

; CHECK-LABEL: plain:
; CHECK:       subq $24, %rsp
; CHECK-NOT:   movl %edi, {{[0-9]+}}(%rsp)
; CHECK-NOT:   movq %rsi, {{[0-9]+}}(%rsp)
; CHECK:       callq plain
; CHECK:       addq $24, %rsp
; CHECK-NEXT:  popq %rbx

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@queen = internal unnamed_addr global [16 x i32] zeroinitializer, align 16

define internal fastcc i32 @plain(i32 %n, i32 %row) nounwind {
entry:
  %solved = icmp eq i32 %row, %n
  br i1 %solved, label %return, label %check.n

check.n:
  %n.pos = icmp sgt i32 %n, 0
  br i1 %n.pos, label %for.pre, label %return

for.pre:
  %row.pos = icmp sgt i32 %row, 0
  %rows = zext nneg i32 %row to i64
  %row.64 = sext i32 %row to i64
  %slot = getelementptr inbounds i32, ptr @queen, i64 %row.64
  %next.row = add nsw i32 %row, 1
  br label %for.col

for.col:
  %col = phi i32 [ 0, %for.pre ], [ %col.next, %for.next ]
  %count = phi i32 [ 0, %for.pre ], [ %count.next, %for.next ]
  br i1 %row.pos, label %safe.loop, label %place

safe.next:
  %i.next = add nuw nsw i64 %i, 1
  %safe.done = icmp eq i64 %i.next, %rows
  br i1 %safe.done, label %place, label %safe.loop

safe.loop:
  %i = phi i64 [ %i.next, %safe.next ], [ 0, %for.col ]
  %at = getelementptr inbounds nuw i32, ptr @queen, i64 %i
  %q = load i32, ptr %at, align 4
  %same.col = icmp eq i32 %q, %col
  br i1 %same.col, label %for.next, label %diagonals

diagonals:
  %dq = sub nsw i32 %q, %col
  %i.32 = trunc i64 %i to i32
  %d1 = sub i32 %i.32, %row
  %on.d1 = icmp eq i32 %dq, %d1
  %d2 = sub i32 %row, %i.32
  %on.d2 = icmp eq i32 %dq, %d2
  %attacked = or i1 %on.d1, %on.d2
  br i1 %attacked, label %for.next, label %safe.next

place:
  store i32 %col, ptr %slot, align 4
  %below = tail call fastcc i32 @plain(i32 %n, i32 %next.row)
  %count.placed = add nsw i32 %below, %count
  br label %for.next

for.next:
  %count.next = phi i32 [ %count.placed, %place ], [ %count, %safe.loop ], [ %count, %diagonals ]
  %col.next = add nuw nsw i32 %col, 1
  %cols.done = icmp eq i32 %col.next, %n
  br i1 %cols.done, label %return, label %for.col

return:
  %result = phi i32 [ 1, %entry ], [ 0, %check.n ], [ %count.next, %for.next ]
  ret i32 %result
}
