; An exception leaves a block from inside its invoke's call, so a landing
; pad's values must be where it takes them at that call, with no code on
; the edge. A value in the same register at every call that reaches the pad
; stays there; any other comes in its slot, stored before each call that
; has it only in a register.
; @arg_in_rdx: %c arrives in $rdx, which the landing pad also names as a
; live-in (the unwinder's selector), so the invoke's block may not count
; $rdx as taken on entry. %c crosses the call in %r14, where the pad reads it.
; @three_invokes: three calls share one pad, and the values it reads are in
; the same callee-saved registers at all three: nothing is stored.
; @moved_between_calls: an asm statement between the calls clobbers every
; callee-saved register, so %v is in %rbx at the first call and in %r14 at
; the second. The pad reloads it. It is stored before the first call only:
; that call dominates the second, which %v reaches unchanged, so the slot
; is still current there.
; @two_paths: the calls are on the two arms of a branch, %v in %r15 at one
; and in %r14 at the other; neither dominates the other, and both store it.
; RUN: llc -mtriple=x86_64-linux-gnu -O2 -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s

declare i64 @may_throw(i64)
declare i32 @__gxx_personality_v0(...)

; CHECK-LABEL: arg_in_rdx:
; CHECK:       # EH_LABEL
; CHECK-NEXT:  movq %rdx, %r14
; CHECK-NEXT:  callq may_throw
; CHECK:       # %pad
; CHECK:       # EH_LABEL
; CHECK-NEXT:  movq %r14, %rax
define i64 @arg_in_rdx(i64 %a, i64 %b, i64 %c, i1 %f) personality ptr @__gxx_personality_v0 {
entry:
  br i1 %f, label %call, label %out
call:
  %x = invoke i64 @may_throw(i64 %a) to label %cont unwind label %pad
cont:
  %r = add i64 %x, %c
  ret i64 %r
out:
  ret i64 %b
pad:
  %lp = landingpad { ptr, i32 } catch ptr null
  ret i64 %c
}

; CHECK-LABEL: three_invokes:
; CHECK-NOT:   {{Spill|Reload}}
; CHECK:       # %pad
; CHECK:       # EH_LABEL
; CHECK-NEXT:  addq %r14, %r15
; CHECK-NEXT:  addq %rbx, %r15
; CHECK:       .Lfunc_end1:
define i64 @three_invokes(i64 %a, i64 %b, i64 %c, i64 %d) personality ptr @__gxx_personality_v0 {
entry:
  %s1 = add i64 %a, %b
  %x = invoke i64 @may_throw(i64 %a) to label %cont1 unwind label %pad
cont1:
  %s2 = add i64 %x, %c
  %y = invoke i64 @may_throw(i64 %s2) to label %cont2 unwind label %pad
cont2:
  %s3 = mul i64 %y, %d
  %z = invoke i64 @may_throw(i64 %s3) to label %done unwind label %pad
done:
  %r1 = add i64 %z, %s1
  %r2 = add i64 %r1, %s2
  ret i64 %r2
pad:
  %lp = landingpad { ptr, i32 } catch ptr null
  %p1 = add i64 %s1, %c
  %p2 = add i64 %p1, %d
  ret i64 %p2
}

; CHECK-LABEL: moved_between_calls:
; CHECK:       movq %rsi, %rbx
; CHECK-NEXT:  # EH_LABEL
; CHECK-NEXT:  movq %rbx, [[V:\(%rsp\)]] # 8-byte Spill
; CHECK-NEXT:  callq may_throw
; CHECK-NOT:   Spill
; CHECK:       movq %r10, %r14
; CHECK-NEXT:  callq may_throw
; CHECK:       # %pad
; CHECK:       # EH_LABEL
; CHECK-NEXT:  movq [[V]], %rax # 8-byte Reload
define i64 @moved_between_calls(i64 %a, i64 %v) personality ptr @__gxx_personality_v0 {
entry:
  %x = invoke i64 @may_throw(i64 %a) to label %cont unwind label %pad
cont:
  call void asm sideeffect "", "~{rbx},~{r12},~{r13},~{r14},~{r15},~{rbp}"()
  %y = invoke i64 @may_throw(i64 %x) to label %done unwind label %pad
done:
  %r = add i64 %y, %v
  ret i64 %r
pad:
  %lp = landingpad { ptr, i32 } catch ptr null
  ret i64 %v
}

; CHECK-LABEL: two_paths:
; CHECK:       # %left
; CHECK:       movq %r15, [[W:\(%rsp\)]] # 8-byte Spill
; CHECK-NEXT:  callq may_throw
; CHECK:       # %right
; CHECK:       movq %r14, [[W]] # 8-byte Spill
; CHECK-NEXT:  callq may_throw
; CHECK:       # %pad
; CHECK:       # EH_LABEL
; CHECK-NEXT:  movq [[W]], %rax # 8-byte Reload
declare void @g()
define i64 @two_paths(i64 %a, i64 %v, i1 %f) personality ptr @__gxx_personality_v0 {
entry:
  br i1 %f, label %left, label %right
left:
  call void @g()
  call void asm sideeffect "", "~{rbx},~{r14}"()
  %x = invoke i64 @may_throw(i64 %a) to label %done unwind label %pad
right:
  %y = invoke i64 @may_throw(i64 %a) to label %done unwind label %pad
done:
  %p = phi i64 [ %x, %left ], [ %y, %right ]
  %r = add i64 %p, %v
  ret i64 %r
pad:
  %lp = landingpad { ptr, i32 } catch ptr null
  ret i64 %v
}
