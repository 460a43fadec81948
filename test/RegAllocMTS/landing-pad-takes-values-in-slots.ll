; An exception leaves a block from inside its invoke's call, so a landing
; pad's values must be where it takes them at that call, with no code on
; the edge. The pad takes each value in its slot, and the walk stores it
; before the call. @arg_in_rdx: %c arrives in $rdx, which the landing pad
; also names as a live-in (the unwinder's selector), so the invoke's block
; may not count $rdx as taken on its entry; %c is stored before the call
; and the pad reloads it. @three_invokes: three calls share one pad; the
; three values it reads are stored once, before the first call, and stay
; clean through the other two, whose blocks store nothing.
; RUN: llc -mtriple=x86_64-linux-gnu -O2 -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s

declare i64 @may_throw(i64)
declare i32 @__gxx_personality_v0(...)

; CHECK-LABEL: arg_in_rdx:
; CHECK:       # EH_LABEL
; CHECK-NEXT:  movq %rdx, [[C:[0-9]+]](%rsp) # 8-byte Spill
; CHECK-NOT:   # EH_LABEL
; CHECK:       callq may_throw
; CHECK:       # %pad
; CHECK:       # EH_LABEL
; CHECK-NEXT:  movq [[C]](%rsp), %rax # 8-byte Reload
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
; CHECK:       # EH_LABEL
; CHECK-NEXT:  movq %rsi, [[S1:[0-9]+]](%rsp) # 8-byte Spill
; CHECK-NEXT:  movq %r14, [[SC:[0-9]+]](%rsp) # 8-byte Spill
; CHECK-NEXT:  movq %rbx, (%rsp) # 8-byte Spill
; CHECK:       callq may_throw
; CHECK-NOT:   Spill
; CHECK:       callq may_throw
; CHECK-NOT:   Spill
; CHECK:       callq may_throw
; CHECK-NOT:   Spill
; CHECK:       # %pad
; CHECK:       # EH_LABEL
; CHECK-NEXT:  movq [[S1]](%rsp), %rax # 8-byte Reload
; CHECK-NEXT:  addq [[SC]](%rsp), %rax # 8-byte Folded Reload
; CHECK-NEXT:  addq (%rsp), %rax # 8-byte Folded Reload
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
