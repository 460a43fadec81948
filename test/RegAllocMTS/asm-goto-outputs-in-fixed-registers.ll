; GCC's gcc.c-torture/compile/asmgoto-3.c: asm gotos whose outputs are in
; fixed registers ("=a", "=d", "=c", "=b", "=S"), each output read at its
; own label. clang copies the fallthrough's output after the asm, in the
; asm's block, and each label copies its own from the register the asm
; wrote: a jump to a label leaves from inside the asm, and what follows the
; asm never runs on its way. -mts-verify followed that edge from the
; block's end, where the copy has overwritten $ecx, and rejected correct
; code: "should read %25 from $ecx, which holds no value". It follows it
; from the asm now, as for an exception from a call.
; RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs \
; RUN:   %s -o - | FileCheck %s

; The fallthrough's copy of $eax after the asm keeps $eax: the labels'
; live-ins ($eax, $edx, $ecx, $ebx) are the asm's, not live at the block's
; end. Each label copies its own output from where the asm put it.
; CHECK-LABEL: foo4:
; CHECK:         #APP
; CHECK-NEXT:    #NO_APP
; CHECK-NEXT:  .LBB1_3:
; CHECK:       # %lab4.split
; CHECK-NEXT:  # Label of block must be emitted
; CHECK-NEXT:    movl %ebx, %eax
; CHECK:       # %lab2.split
; CHECK-NEXT:  # Label of block must be emitted
; CHECK-NEXT:    movl %edx, %eax
; CHECK:       # %lab3.split
; CHECK-NEXT:  # Label of block must be emitted
; CHECK-NEXT:    movl %ecx, %eax

source_filename = "asmgoto-3.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define dso_local i32 @foo3() local_unnamed_addr nounwind {
entry:
  %0 = callbr { i32, i32, i32 } asm "", "={ax},={dx},={cx},!i,!i,!i,~{dirflag},~{fpsr},~{flags}"()
          to label %lab [label %lab, label %lab2.split, label %lab3.split]

lab:                                              ; preds = %entry, %entry
  %x.0 = extractvalue { i32, i32, i32 } %0, 0
  br label %cleanup

lab2.split:                                       ; preds = %entry
  %asmresult7 = extractvalue { i32, i32, i32 } %0, 1
  br label %cleanup

lab3.split:                                       ; preds = %entry
  %asmresult11 = extractvalue { i32, i32, i32 } %0, 2
  br label %cleanup

cleanup:                                          ; preds = %lab3.split, %lab2.split, %lab
  %retval.0 = phi i32 [ %x.0, %lab ], [ %asmresult7, %lab2.split ], [ %asmresult11, %lab3.split ]
  ret i32 %retval.0
}

define dso_local i32 @foo4() local_unnamed_addr nounwind {
entry:
  %0 = callbr { i32, i32, i32, i32 } asm "", "={ax},={dx},={cx},={bx},!i,!i,!i,!i,~{dirflag},~{fpsr},~{flags}"()
          to label %lab [label %lab, label %lab2.split, label %lab3.split, label %lab4.split]

lab:                                              ; preds = %entry, %entry
  %x.0 = extractvalue { i32, i32, i32, i32 } %0, 0
  br label %cleanup

lab2.split:                                       ; preds = %entry
  %asmresult9 = extractvalue { i32, i32, i32, i32 } %0, 1
  br label %cleanup

lab3.split:                                       ; preds = %entry
  %asmresult14 = extractvalue { i32, i32, i32, i32 } %0, 2
  br label %cleanup

lab4.split:                                       ; preds = %entry
  %asmresult19 = extractvalue { i32, i32, i32, i32 } %0, 3
  br label %cleanup

cleanup:                                          ; preds = %lab4.split, %lab3.split, %lab2.split, %lab
  %retval.0 = phi i32 [ %x.0, %lab ], [ %asmresult9, %lab2.split ], [ %asmresult14, %lab3.split ], [ %asmresult19, %lab4.split ]
  ret i32 %retval.0
}

define dso_local i32 @foo5() local_unnamed_addr nounwind {
entry:
  %0 = callbr { i32, i32, i32, i32, i32 } asm "", "={ax},={dx},={cx},={bx},={si},!i,!i,!i,!i,!i,~{dirflag},~{fpsr},~{flags}"()
          to label %lab [label %lab, label %lab2.split, label %lab3.split, label %lab4.split, label %lab5.split]

lab:                                              ; preds = %entry, %entry
  %x.0 = extractvalue { i32, i32, i32, i32, i32 } %0, 0
  br label %cleanup

lab2.split:                                       ; preds = %entry
  %asmresult11 = extractvalue { i32, i32, i32, i32, i32 } %0, 1
  br label %cleanup

lab3.split:                                       ; preds = %entry
  %asmresult17 = extractvalue { i32, i32, i32, i32, i32 } %0, 2
  br label %cleanup

lab4.split:                                       ; preds = %entry
  %asmresult23 = extractvalue { i32, i32, i32, i32, i32 } %0, 3
  br label %cleanup

lab5.split:                                       ; preds = %entry
  %asmresult29 = extractvalue { i32, i32, i32, i32, i32 } %0, 4
  br label %cleanup

cleanup:                                          ; preds = %lab5.split, %lab4.split, %lab3.split, %lab2.split, %lab
  %retval.0 = phi i32 [ %x.0, %lab ], [ %asmresult11, %lab2.split ], [ %asmresult17, %lab3.split ], [ %asmresult23, %lab4.split ], [ %asmresult29, %lab5.split ]
  ret i32 %retval.0
}

define dso_local i32 @foo6() local_unnamed_addr nounwind {
entry:
  %0 = callbr { i32, i32, i32, i32, i32 } asm "", "={ax},={dx},={cx},={bx},={si},0,1,2,3,4,!i,!i,!i,!i,!i,~{dirflag},~{fpsr},~{flags}"(i32 0, i32 1, i32 2, i32 3, i32 4)
          to label %lab [label %lab, label %lab2.split, label %lab3.split, label %lab4.split, label %lab5.split]

lab:                                              ; preds = %entry, %entry
  %x.0 = extractvalue { i32, i32, i32, i32, i32 } %0, 0
  br label %cleanup

lab2.split:                                       ; preds = %entry
  %asmresult11 = extractvalue { i32, i32, i32, i32, i32 } %0, 1
  br label %cleanup

lab3.split:                                       ; preds = %entry
  %asmresult17 = extractvalue { i32, i32, i32, i32, i32 } %0, 2
  br label %cleanup

lab4.split:                                       ; preds = %entry
  %asmresult23 = extractvalue { i32, i32, i32, i32, i32 } %0, 3
  br label %cleanup

lab5.split:                                       ; preds = %entry
  %asmresult29 = extractvalue { i32, i32, i32, i32, i32 } %0, 4
  br label %cleanup

cleanup:                                          ; preds = %lab5.split, %lab4.split, %lab3.split, %lab2.split, %lab
  %retval.0 = phi i32 [ %x.0, %lab ], [ %asmresult11, %lab2.split ], [ %asmresult17, %lab3.split ], [ %asmresult23, %lab4.split ], [ %asmresult29, %lab5.split ]
  ret i32 %retval.0
}
