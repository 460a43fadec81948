; A value that a call's clobber sends out of its register, and that is read
; before the next call and needed after it, takes instead the callee-saved
; register of a value needed later, which is stored in its place: one store
; either way, and the loads between the calls are gone. This is bintree.c's
; main, which builds a tree, passes it to check, count and release in turn,
; and keeps their results until the end:
;   t = make(10, 1);
;   c4 = check(t); n4 = count(t);
;   release(t);
; The first three trees and their results fill the callee-saved registers.
; mts used to store each later tree at check and load it for count and for
; release (6 stores and 8 loads on x86-64, 9 and 12 on i686; greedy's are 5
; and 5, 7 and 7). Now each later tree takes the register of the previous
; count's result, stored once, and is never loaded.
; RUN: llc -O2 -mtriple=x86_64-linux-gnu -load %mts_lib -regalloc=mts \
; RUN:   -mts-verify -verify-machineinstrs %s -o - \
; RUN:   | FileCheck %s --check-prefixes=CHECK,X64
; RUN: llc -O2 -mtriple=x86_64-linux-gnu -load %mts_lib -regalloc=mts \
; RUN:   -mts-print-stats %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: llc -O2 -mtriple=i686-linux-gnu -load %mts_lib -regalloc=mts \
; RUN:   -mts-verify -verify-machineinstrs %s -o - | FileCheck %s --check-prefixes=CHECK,X86

; STATS: mts-stats: build_and_measure: 4 stores, 1 loads,
; CHECK-LABEL: build_and_measure:

; The fourth tree.
; X64:         movl $10, %edi
; X64-NEXT:    movl $1, %esi
; X86:         movl $10, (%esp)
; CHECK-NEXT:  call{{[lq]}} make{{(@PLT)?}}
; X64-NEXT:    movq %rax, %rdi
; X64-NEXT:    movl [[PREV:%e[a-z]+|%r[0-9]+d]], {{[0-9]+}}(%rsp) # 4-byte Spill
; X64-NEXT:    movq %rax, [[TREE:%r[a-z0-9]+]]
; X86-NEXT:    movl %eax, (%esp)
; X86-NEXT:    movl [[PREV:%e[a-z]+]], {{[0-9]+}}(%esp) # 4-byte Spill
; X86-NEXT:    movl %eax, [[TREE:%e[a-z]+]]
; CHECK-NEXT:  call{{[lq]}} check{{(@PLT)?}}
; CHECK-NOT:   Reload
; X64:         movq [[TREE]], %rdi
; X86:         movl [[TREE]], (%esp)
; CHECK-NOT:   Reload
; CHECK:       call{{[lq]}} count{{(@PLT)?}}
; CHECK-NOT:   Reload
; X64-NEXT:    movq [[TREE]], %rdi
; X86-NEXT:    movl [[TREE]], (%esp)
; CHECK-NOT:   Reload
; CHECK:       call{{[lq]}} release{{(@PLT)?}}

define i32 @build_and_measure() {
entry:
  %t1 = tail call ptr @make(i32 4, i32 1)
  %c1 = tail call i32 @check(ptr %t1)
  %n1 = tail call i32 @count(ptr %t1)
  tail call void @release(ptr %t1)
  %t2 = tail call ptr @make(i32 6, i32 1)
  %c2 = tail call i32 @check(ptr %t2)
  %n2 = tail call i32 @count(ptr %t2)
  tail call void @release(ptr %t2)
  %t3 = tail call ptr @make(i32 8, i32 1)
  %c3 = tail call i32 @check(ptr %t3)
  %n3 = tail call i32 @count(ptr %t3)
  tail call void @release(ptr %t3)
  %t4 = tail call ptr @make(i32 10, i32 1)
  %c4 = tail call i32 @check(ptr %t4)
  %n4 = tail call i32 @count(ptr %t4)
  tail call void @release(ptr %t4)
  %t5 = tail call ptr @make(i32 12, i32 1)
  %c5 = tail call i32 @check(ptr %t5)
  %n5 = tail call i32 @count(ptr %t5)
  tail call void @release(ptr %t5)
  %r = tail call i32 @report(i32 %c1, i32 %n1, i32 %c2, i32 %n2, i32 %c3, i32 %n3, i32 %c4, i32 %n4, i32 %c5, i32 %n5)
  ret i32 %r
}

declare ptr @make(i32, i32)
declare i32 @check(ptr)
declare i32 @count(ptr)
declare void @release(ptr)
declare i32 @report(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
