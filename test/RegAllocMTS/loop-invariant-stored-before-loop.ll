; A value a loop reads but never writes is stored once on the way into the
; loop, not on every iteration where the loop evicts it. This is clang's
; code for a merge loop on i686, where seven registers hold too few of its
; eight values:
;   int e1 = n1 * s, e2 = n2 * s;
;   int i = 0, j = 0, k = 0;
;   while (i < e1 && j < e2) {
;     int x = a[i], y = b[j];
;     out[k++] = x < y ? x : y;
;     i += x < y;
;     j += x >= y;
;   }
; e1 enters the loop in a register and is evicted in the loop's body. mts
; used to store it there, on every iteration; now the preheader stores it
; and the loop only reloads it.
; RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs \
; RUN:   %s -o - | FileCheck %s

; CHECK-LABEL: merge:
; CHECK:       %loop.preheader
; CHECK:       movl {{%e[a-z]+}}, [[E1SLOT:[0-9]+]](%esp) # 4-byte Spill
; CHECK-NEXT:  .p2align
; CHECK-NEXT:  .LBB0_2:
; CHECK-NOT:   , [[E1SLOT]](%esp)
; CHECK:       movl [[E1SLOT]](%esp), [[E1:%e[a-z]+]] # 4-byte Reload
; CHECK-NEXT:  cmpl [[E1]], %e{{[a-z]+}}
; CHECK-NOT:   , [[E1SLOT]](%esp)
; CHECK:       j{{[a-z]+}} .LBB0_2

target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

define void @merge(ptr readonly %a, i32 %n1, ptr readonly %b, i32 %n2, ptr writeonly %out, i32 %s) #0 {
entry:
  %e1 = mul nsw i32 %s, %n1
  %e2 = mul nsw i32 %s, %n2
  %e1.pos = icmp sgt i32 %e1, 0
  %e2.pos = icmp sgt i32 %e2, 0
  %enter = select i1 %e1.pos, i1 %e2.pos, i1 false
  br i1 %enter, label %loop, label %done

loop:
  %i = phi i32 [ %i.next, %loop ], [ 0, %entry ]
  %j = phi i32 [ %j.next, %loop ], [ 0, %entry ]
  %k = phi i32 [ %k.next, %loop ], [ 0, %entry ]
  %a.i = getelementptr inbounds nuw i32, ptr %a, i32 %i
  %x = load i32, ptr %a.i, align 4
  %b.j = getelementptr inbounds nuw i32, ptr %b, i32 %j
  %y = load i32, ptr %b.j, align 4
  %x.lt.y = icmp slt i32 %x, %y
  %min = tail call i32 @llvm.smin.i32(i32 %x, i32 %y)
  %k.next = add nuw nsw i32 %k, 1
  %out.k = getelementptr inbounds nuw i32, ptr %out, i32 %k
  store i32 %min, ptr %out.k, align 4
  %i.step = zext i1 %x.lt.y to i32
  %i.next = add nuw nsw i32 %i, %i.step
  %x.ge.y = icmp sge i32 %x, %y
  %j.step = zext i1 %x.ge.y to i32
  %j.next = add nuw nsw i32 %j, %j.step
  %i.more = icmp slt i32 %i.next, %e1
  %j.more = icmp slt i32 %j.next, %e2
  %more = select i1 %i.more, i1 %j.more, i1 false
  br i1 %more, label %loop, label %exit

exit:
  %ij = add nuw nsw i32 %i.next, %j.next
  br label %done

done:
  %k.end = phi i32 [ 0, %entry ], [ %k.next, %exit ]
  %result = phi i32 [ 0, %entry ], [ %ij, %exit ]
  %out.end = getelementptr inbounds nuw i32, ptr %out, i32 %k.end
  store i32 %result, ptr %out.end, align 4
  ret void
}

declare i32 @llvm.smin.i32(i32, i32)

attributes #0 = { nounwind "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" }
