; A block that carries a value in a register it never touches takes it in
; memory instead when the edges around it then load and store less often.
; The scan loop of sieve.c, built for i686 with PIC (the GOT pointer takes
; a callee-saved register):
;   unsigned scan(int lo, int hi, int *countp, int *badp) {
;     int count = 0, bad = 0;
;     unsigned sum = 0;
;     for (int n = lo; n < hi; ++n)
;       if (mark[n - lo]) {
;         ++count;
;         sum = sum * 31u + (unsigned)n;
;         if (n % 997 == 1)
;           bad |= !is_prime(n);
;       } else if (n % 1009 == 0) {
;         bad |= is_prime(n);
;       }
;     ...
;   }
; The loop header takes sum in memory. The latch, which does not touch sum,
; took it in a register from the path that computes it, so the common path
; (no mark, no multiple of 1009) reloaded it on the way into the latch and
; the back edge stored it again, on every iteration (sieve.c ran 18% more
; instructions than with greedy). Now the latch takes sum in memory: the
; path that computes it stores it once, the common path touches the stack
; not at all, and the loop's exit loads it. The magic constant of n % 997,
; whose multiply takes $eax and $edx, enters the loop in no register and is
; made where the multiply reads it (kept in $edx, it was made again on the
; back edge, every iteration).
; RUN: llc -O2 -relocation-model=pic -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s

; CHECK-LABEL: scan:
; The paths through the calls reload n on their way into the latch. The
; latch leaves sum alone, the back edge has nothing to do, and the latch
; falls through into the header.
; CHECK:       # %for.inc
; CHECK-NEXT:  # in Loop
; CHECK-NEXT:  movl {{[0-9]+}}(%esp), %ebx
; CHECK-NEXT:  [[LATCH:.LBB0_[0-9]+]]: # %for.inc
; CHECK-NEXT:  # in Loop
; CHECK-NEXT:  incl
; CHECK-NEXT:  incl
; CHECK-NEXT:  cmpl
; CHECK-NEXT:  je [[EXIT:.LBB0_[0-9]+]]
; CHECK-NEXT:  .LBB0_{{[0-9]+}}: # %for.body
; CHECK-NEXT:  # =>This Inner Loop Header
; CHECK-NEXT:  cmpb $0, (%e{{[a-z]+}})
; The path that computes sum loads it and stores it once.
; CHECK:       # %if.then
; CHECK:       movl [[SUM:[0-9]+]](%esp), %eax
; CHECK:       movl %ecx, [[SUM]](%esp)
; CHECK-NEXT:  movl $-2089327119, %ecx
; CHECK-NEXT:  imull %ecx
; The common path: the remainder test, then straight into the latch.
; CHECK:       cmpl $4256656, %eax
; CHECK-NEXT:  ja [[LATCH]]
; CHECK:       [[EXIT]]:
; CHECK:       movl [[SUM]](%esp), %eax
; CHECK:       retl

target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@mark = external local_unnamed_addr global [0 x i8], align 1

declare i32 @is_prime(i32 noundef) local_unnamed_addr

define i32 @scan(i32 noundef %lo, i32 noundef %hi, ptr noundef writeonly captures(none) %countp, ptr noundef writeonly captures(none) %badp) local_unnamed_addr nounwind {
entry:
  %cmp24 = icmp slt i32 %lo, %hi
  br i1 %cmp24, label %for.body, label %for.cond.cleanup

for.cond.cleanup:
  %count.0.lcssa = phi i32 [ 0, %entry ], [ %count.1, %for.inc ]
  %bad.0.lcssa = phi i32 [ 0, %entry ], [ %bad.1, %for.inc ]
  %sum.0.lcssa = phi i32 [ 0, %entry ], [ %sum.1, %for.inc ]
  store i32 %count.0.lcssa, ptr %countp, align 4
  store i32 %bad.0.lcssa, ptr %badp, align 4
  ret i32 %sum.0.lcssa

for.body:
  %n.028 = phi i32 [ %inc11, %for.inc ], [ %lo, %entry ]
  %sum.027 = phi i32 [ %sum.1, %for.inc ], [ 0, %entry ]
  %bad.026 = phi i32 [ %bad.1, %for.inc ], [ 0, %entry ]
  %count.025 = phi i32 [ %count.1, %for.inc ], [ 0, %entry ]
  %sub = sub nsw i32 %n.028, %lo
  %arrayidx = getelementptr inbounds i8, ptr @mark, i32 %sub
  %0 = load i8, ptr %arrayidx, align 1
  %tobool.not = icmp eq i8 %0, 0
  br i1 %tobool.not, label %if.else, label %if.then

if.then:
  %inc = add nsw i32 %count.025, 1
  %mul = mul i32 %sum.027, 31
  %add = add i32 %mul, %n.028
  %rem = srem i32 %n.028, 997
  %cmp1 = icmp eq i32 %rem, 1
  br i1 %cmp1, label %if.then2, label %for.inc

if.then2:
  %call = tail call i32 @is_prime(i32 noundef %n.028)
  %tobool3.not = icmp eq i32 %call, 0
  %lnot.ext = zext i1 %tobool3.not to i32
  %or = or i32 %bad.026, %lnot.ext
  br label %for.inc

if.else:
  %rem4 = srem i32 %n.028, 1009
  %cmp5 = icmp eq i32 %rem4, 0
  br i1 %cmp5, label %if.then6, label %for.inc

if.then6:
  %call7 = tail call i32 @is_prime(i32 noundef %n.028)
  %or8 = or i32 %call7, %bad.026
  br label %for.inc

for.inc:
  %count.1 = phi i32 [ %inc, %if.then2 ], [ %inc, %if.then ], [ %count.025, %if.then6 ], [ %count.025, %if.else ]
  %bad.1 = phi i32 [ %or, %if.then2 ], [ %bad.026, %if.then ], [ %or8, %if.then6 ], [ %bad.026, %if.else ]
  %sum.1 = phi i32 [ %add, %if.then2 ], [ %add, %if.then ], [ %sum.027, %if.then6 ], [ %sum.027, %if.else ]
  %inc11 = add i32 %n.028, 1
  %exitcond.not = icmp eq i32 %inc11, %hi
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body
}
