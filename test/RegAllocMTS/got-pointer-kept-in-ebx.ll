; i686's PIC calls through the PLT take the GOT pointer in $ebx, which the
; callee preserves, so the code has `$ebx = COPY %got` before every call:
;   int g(int x, int n) {
;     int s = 0;
;     for (int i = 0; i < n; ++i) {
;       int a = f1(x + i);
;       int b = f2(a, s);
;       s += f1(b) ^ a;
;     }
;     return s;
;   }
; The pointer is made in $ebx, which the copies ask for, and stays there:
; the loop has no copy into $ebx at all. It used to be made in another
; callee-saved register and copied into $ebx before the first call of
; each iteration, with the register's value moved back on the back edge;
; before that, copied or reloaded into $ebx before every call (calls.c on
; i686 ran 12% more instructions than with greedy).
; RUN: llc -O2 -relocation-model=pic -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s
; The loop's header takes the pointer in $ebx too, though the copies before
; the calls write $ebx: they write it with the pointer itself. It used to
; take it in $ebp, the loop moving it into $ebx and back around the first
; call, moves that later passes happened to clean up (MIR).
; RUN: llc -O2 -relocation-model=pic -load %mts_lib -regalloc=mts \
; RUN:   -stop-after=regallocmts %s -o - | FileCheck %s --check-prefix=MIR

; CHECK-LABEL: g:
; CHECK:       popl %ebx
; CHECK-NEXT:  .Ltmp0:
; CHECK-NEXT:  addl $_GLOBAL_OFFSET_TABLE_+(.Ltmp0-.L0$pb), %ebx
; CHECK:       # =>This Inner Loop Header
; CHECK-NOT:   %ebx
; CHECK:       calll f1@PLT
; CHECK-NOT:   %ebx
; CHECK:       calll f2@PLT
; CHECK-NOT:   %ebx
; CHECK:       calll f1@PLT
; CHECK-NOT:   %ebx
; CHECK:       jne .LBB0_4
; CHECK-NEXT:  jmp
; CHECK:       retl

; MIR-LABEL: name: g
; MIR:         bb.2.for.body.preheader:
; MIR-NOT:     COPY {{.*}}$ebx
; MIR:         bb.4.for.body:
; MIR-NOT:     COPY {{.*}}$ebx
; MIR-NOT:     $ebx = COPY
; MIR:         JMP_1 %bb.4

target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

declare i32 @f1(i32 noundef) local_unnamed_addr
declare i32 @f2(i32 noundef, i32 noundef) local_unnamed_addr

define i32 @g(i32 noundef %x, i32 noundef %n) local_unnamed_addr nounwind {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body, label %for.cond.cleanup

for.cond.cleanup:
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add3, %for.body ]
  ret i32 %s.0.lcssa

for.body:
  %s.011 = phi i32 [ %add3, %for.body ], [ 0, %entry ]
  %i.010 = phi i32 [ %inc, %for.body ], [ 0, %entry ]
  %add = add nsw i32 %i.010, %x
  %call = tail call i32 @f1(i32 noundef %add)
  %call1 = tail call i32 @f2(i32 noundef %call, i32 noundef %s.011)
  %call2 = tail call i32 @f1(i32 noundef %call1)
  %xor = xor i32 %call2, %call
  %add3 = add nsw i32 %xor, %s.011
  %inc = add nuw nsw i32 %i.010, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body
}
