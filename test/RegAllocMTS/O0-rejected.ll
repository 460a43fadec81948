; LLVM 22 refuses any allocator but fast at -O0; mts must be asked for at -O1
; or above. This pins LLVM's message so a change of behaviour is noticed.
; RUN: not llc -O0 -load %mts_lib -mts-verify -regalloc=mts -verify-machineinstrs %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i32 %x) {
  ret i32 %x
}

; CHECK: Must use fast (default) register allocator for unoptimized regalloc.
