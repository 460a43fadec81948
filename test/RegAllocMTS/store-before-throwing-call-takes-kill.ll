; A landing pad walked after the block whose call throws to it takes its
; values in memory, and the store of each one whose slot is stale goes in
; the walked block, before the call (storeBeforeException). Here the GOT
; pointer, which i686's PIC calls take in $ebx, moves to $edi at the copy
; into $ebx and back into $ebx after the call (followCalleeSavedCopy),
; which put $edi's kill on that copy. The store added later reads $edi
; after it, and -verify-machineinstrs stopped with "Using an undefined
; physical register" (GCC's g++.dg/eh/return1.C at -m32 -O2, reduced by
; llvm-reduce). The kill moves onto the store.
; REQUIRES: x86-registered-target
; RUN: llc -O2 -relocation-model=pic -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs -stop-after=regallocmts %s -o - | FileCheck %s

; CHECK-LABEL: name: main
; CHECK:       $[[GOT:e[a-z]+]] = COPY killed $ebx
; CHECK-NEXT:  $ebx = COPY renamable $[[GOT]]
; CHECK-NEXT:  MOV32mr %stack.0, 1, $noreg, 0, $noreg, killed $[[GOT]]
; CHECK-NEXT:  CALLpcrel32

target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

define ptr @main(ptr %d) personality ptr null {
  store i32 0, ptr %d, align 4
  invoke void null(ptr null)
          to label %1 unwind label %3

1:
  store i32 0, ptr %d, align 4
  invoke void null(ptr null, ptr null, ptr null)
          to label %2 unwind label %3

2:
  unreachable

3:
  %4 = landingpad { ptr, i32 }
          catch ptr null
  %5 = call ptr null(ptr null)
  ret ptr %5
}
