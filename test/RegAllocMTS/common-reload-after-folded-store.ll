; SQLite's sqlite3_open16, reduced. Both ways out of %check set the return
; code to 0, which lives across the call in %done: with no callee-saved
; register left, each writes the 0 straight to the code's slot (a folded
; store) and reloads it for the join. The common reload was hoisted into
; %check, above the folded stores, which isStoreToStackSlot does not
; report: it loaded whatever the slot held before, and the function
; returned that instead of 0. The reload must stay after the store.
; RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs \
; RUN:   -stress-regalloc=4 %s -o - | FileCheck %s
; CHECK-LABEL: open:
; CHECK:       # %check
; CHECK-NEXT:  movl $0, [[SLOT:[0-9]*]](%rsp) # 4-byte Folded Spill
; CHECK-NEXT:  movl [[SLOT]](%rsp), %eax # 4-byte Reload
; CHECK-NEXT:  .LBB0_2: # %done

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @open_database(ptr, ptr, i32, ptr)
declare void @release(ptr, ptr)

define i32 @open(i1 %ok) nounwind {
entry:
  %unused = tail call i32 @open_database(ptr null, ptr null, i32 0, ptr null)
  br i1 %ok, label %check, label %done

check:
  br i1 %ok, label %set, label %done

set:
  ; Dead, but it keeps %set a block of its own until after isel.
  %p = getelementptr i8, ptr null, i64 100
  br label %done

done:
  %rc = phi i32 [ 0, %check ], [ 0, %set ], [ 1, %entry ]
  tail call void @release(ptr null, ptr null)
  ret i32 %rc
}
