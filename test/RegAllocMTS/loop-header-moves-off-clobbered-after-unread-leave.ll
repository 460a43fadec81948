; A loop whose multiplies take $eax and $edx on every iteration (bignum.c's
; mul_small, unrolled twice, on i686). Its header's model keeps the values
; the loop reads in the registers it leaves alone, so that nothing moves out
; of the way and back on each iteration:
; - the trip count, made in $eax, enters in $ebx, which the length of the
;   number (not read in the loop) leaves on its way to memory at the loop's
;   entry. The header's rules used to look for a free register before the
;   length left, found none, and left the count in $eax: it was moved to
;   $ebx before the first multiply and back after the compare every time.
; - the carry's zero high half, recomputed where it is read, enters in no
;   register. Kept in $edx, the back edge had to recompute it there on
;   every iteration, and when it went first it took the one free register
;   from a value that could not be recomputed.
; RUN: llc -mtriple=i686-linux-gnu -relocation-model=pic -O2 -load %mts_lib \
; RUN:   -regalloc=mts -mts-verify -verify-machineinstrs %s -o - | FileCheck %s

; CHECK-LABEL: fact:
; CHECK:       andl $2147483646, %eax
; CHECK-NEXT:  xorl %ecx, %ecx
; CHECK-NEXT:  xorl %edx, %edx
; CHECK-NEXT:  xorl %ebp, %ebp
; CHECK-NEXT:  movl %ebx, (%esp)
; CHECK-NEXT:  movl %eax, %ebx
; CHECK-NEXT:  .p2align 4
; CHECK-NEXT:  .LBB0_4:
; CHECK-NEXT:  # Parent Loop
; CHECK-NEXT:  # => This Inner Loop Header
; CHECK-NEXT:  movl %esi, %eax
; CHECK-NEXT:  movl %edx, %ecx
; CHECK-NEXT:  mull 4(%edi,%ebp,4)
; CHECK-NEXT:  addl %ecx, %eax
; CHECK-NEXT:  movl $0, %ecx
; CHECK-NEXT:  adcl %ecx, %edx
; CHECK-NEXT:  movl %eax, 4(%edi,%ebp,4)
; CHECK-NEXT:  movl %esi, %eax
; CHECK-NEXT:  movl %edx, %ecx
; CHECK-NEXT:  mull 8(%edi,%ebp,4)
; CHECK-NEXT:  addl %ecx, %eax
; CHECK-NEXT:  movl %eax, 8(%edi,%ebp,4)
; CHECK-NEXT:  adcl $0, %edx
; CHECK-NEXT:  addl $2, %ebp
; CHECK-NEXT:  cmpl %ebp, %ebx
; CHECK-NEXT:  jne .LBB0_4

%struct.big = type { i32, [1200 x i32] }

@fb = global %struct.big zeroinitializer, align 4

define void @fact() {
entry:
  %fb.promoted = load i32, ptr @fb, align 4
  br label %for.body

for.cond.cleanup:                                 ; preds = %mul_small.exit
  ret void

for.body:                                         ; preds = %entry, %mul_small.exit
  %i.06 = phi i32 [ 3, %entry ], [ %add, %mul_small.exit ]
  %inc8.i45 = phi i32 [ %fb.promoted, %entry ], [ %inc8.i3, %mul_small.exit ]
  %cmp20.i = icmp sgt i32 %inc8.i45, 0
  br i1 %cmp20.i, label %for.body.lr.ph.i, label %mul_small.exit

for.body.lr.ph.i:                                 ; preds = %for.body
  %conv1.i = zext nneg i32 %i.06 to i64
  %xtraiter = and i32 %inc8.i45, 1
  %0 = icmp eq i32 %inc8.i45, 1
  br i1 %0, label %for.body.i.epil.preheader, label %for.body.lr.ph.i.new

for.body.lr.ph.i.new:                             ; preds = %for.body.lr.ph.i
  %unroll_iter = and i32 %inc8.i45, 2147483646
  br label %for.body.i

for.cond.cleanup.i.unr-lcssa:                     ; preds = %for.body.i
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup.i, label %for.body.i.epil.preheader

for.body.i.epil.preheader:                        ; preds = %for.cond.cleanup.i.unr-lcssa, %for.body.lr.ph.i
  %carry.022.i.epil.init = phi i64 [ 0, %for.body.lr.ph.i ], [ %shr.i.1, %for.cond.cleanup.i.unr-lcssa ]
  %i.021.i.epil.init = phi i32 [ 0, %for.body.lr.ph.i ], [ %inc.i.1, %for.cond.cleanup.i.unr-lcssa ]
  %lcmp.mod8 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod8)
  %arrayidx.i.epil = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr @fb, i32 4), i32 %i.021.i.epil.init
  %1 = load i32, ptr %arrayidx.i.epil, align 4
  %conv.i.epil = zext i32 %1 to i64
  %mul.i.epil = mul nuw nsw i64 %conv.i.epil, %conv1.i
  %add.i.epil = add nuw nsw i64 %mul.i.epil, %carry.022.i.epil.init
  %conv2.i.epil = trunc i64 %add.i.epil to i32
  store i32 %conv2.i.epil, ptr %arrayidx.i.epil, align 4
  %shr.i.epil = lshr i64 %add.i.epil, 32
  br label %for.cond.cleanup.i

for.cond.cleanup.i:                               ; preds = %for.cond.cleanup.i.unr-lcssa, %for.body.i.epil.preheader
  %shr.i.lcssa = phi i64 [ %shr.i.1, %for.cond.cleanup.i.unr-lcssa ], [ %shr.i.epil, %for.body.i.epil.preheader ]
  %tobool.not.i = icmp eq i64 %shr.i.lcssa, 0
  br i1 %tobool.not.i, label %mul_small.exit, label %if.then.i

for.body.i:                                       ; preds = %for.body.i, %for.body.lr.ph.i.new
  %carry.022.i = phi i64 [ 0, %for.body.lr.ph.i.new ], [ %shr.i.1, %for.body.i ]
  %i.021.i = phi i32 [ 0, %for.body.lr.ph.i.new ], [ %inc.i.1, %for.body.i ]
  %niter = phi i32 [ 0, %for.body.lr.ph.i.new ], [ %niter.next.1, %for.body.i ]
  %arrayidx.i = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr @fb, i32 4), i32 %i.021.i
  %2 = load i32, ptr %arrayidx.i, align 4
  %conv.i = zext i32 %2 to i64
  %mul.i = mul nuw nsw i64 %conv.i, %conv1.i
  %add.i = add nuw nsw i64 %mul.i, %carry.022.i
  %conv2.i = trunc i64 %add.i to i32
  store i32 %conv2.i, ptr %arrayidx.i, align 4
  %shr.i = lshr i64 %add.i, 32
  %3 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr @fb, i32 4), i32 %i.021.i
  %arrayidx.i.1 = getelementptr inbounds nuw i8, ptr %3, i32 4
  %4 = load i32, ptr %arrayidx.i.1, align 4
  %conv.i.1 = zext i32 %4 to i64
  %mul.i.1 = mul nuw nsw i64 %conv.i.1, %conv1.i
  %add.i.1 = add nuw nsw i64 %mul.i.1, %shr.i
  %conv2.i.1 = trunc i64 %add.i.1 to i32
  store i32 %conv2.i.1, ptr %arrayidx.i.1, align 4
  %shr.i.1 = lshr i64 %add.i.1, 32
  %inc.i.1 = add nuw nsw i32 %i.021.i, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.i.unr-lcssa, label %for.body.i

if.then.i:                                        ; preds = %for.cond.cleanup.i
  %conv5.i = trunc nuw nsw i64 %shr.i.lcssa to i32
  %inc8.i = add nuw nsw i32 %inc8.i45, 1
  store i32 %inc8.i, ptr @fb, align 4
  %arrayidx9.i = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr @fb, i32 4), i32 %inc8.i45
  store i32 %conv5.i, ptr %arrayidx9.i, align 4
  br label %mul_small.exit

mul_small.exit:                                   ; preds = %for.body, %for.cond.cleanup.i, %if.then.i
  %inc8.i3 = phi i32 [ %inc8.i45, %for.body ], [ %inc8.i45, %for.cond.cleanup.i ], [ %inc8.i, %if.then.i ]
  %add = add nuw nsw i32 %i.06, 2
  %cmp = icmp samesign ult i32 %i.06, 1399
  br i1 %cmp, label %for.body, label %for.cond.cleanup
}

declare void @llvm.assume(i1 noundef)
