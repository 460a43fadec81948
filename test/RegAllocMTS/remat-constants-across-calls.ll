; Rematerialization on the loop clang makes of
;   for (i = 0; i < n; ++i) s += g(x[i]) * 1.5 + 2.25;
; MachineLICM hoists the two constant-pool loads out of the loop, and the call
; clobbers every xmm register, so both constants must leave their registers
; in the loop. mts recomputes them after the call, as greedy does: each is
; read once per iteration, and from the constant pool by the multiply and the
; add themselves (the loads fold, FOLD), instead of being stored before the
; loop and reloaded from spill slots: the only spill is the running sum's.
; With -mts-fold=false each is loaded into a register (CHECK). Their hoisted
; loads, which nothing reads before the call, are not emitted at all. With
; -mts-remat=0 the constants go through spill slots instead, read from there
; by the multiply and the add (NOREMAT).
; RUN: llc -mtriple=x86_64-linux-gnu -O2 -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=FOLD
; RUN: llc -mtriple=x86_64-linux-gnu -O2 -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -mts-fold=false -verify-machineinstrs %s -o - | FileCheck %s
; RUN: llc -mtriple=x86_64-linux-gnu -O2 -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -mts-remat=0 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=NOREMAT

define double @poly(ptr readonly %x, i32 %n) {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body

for.cond.cleanup:
  %s.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %add, %for.body ]
  ret double %s.0.lcssa

for.body:
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %s.05 = phi double [ 0.000000e+00, %for.body.preheader ], [ %add, %for.body ]
  %arrayidx = getelementptr inbounds nuw double, ptr %x, i64 %indvars.iv
  %0 = load double, ptr %arrayidx, align 8
  %call = tail call double @g(double %0)
  %1 = tail call double @llvm.fmuladd.f64(double %call, double 1.500000e+00, double 2.250000e+00)
  %add = fadd double %s.05, %1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body
}

declare double @g(double)
declare double @llvm.fmuladd.f64(double, double, double)

; CHECK-LABEL: poly:
; CHECK-NOT:   .LCPI0_
; CHECK:       .LBB0_{{[0-9]+}}: # %for.body
; CHECK:       movsd %xmm{{[0-9]+}}, [[SUM:[0-9]*\(%rsp\)]] # 8-byte Spill
; CHECK-NEXT:  callq g
; CHECK-NEXT:  movsd .LCPI0_0(%rip), %xmm[[A:[0-9]+]]
; CHECK-NEXT:  mulsd %xmm[[A]], %xmm0
; CHECK-NEXT:  movsd .LCPI0_1(%rip), %xmm[[B:[0-9]+]]
; CHECK-NEXT:  addsd %xmm[[B]], %xmm0
; CHECK-NEXT:  movsd [[SUM]], %xmm{{[0-9]+}} # 8-byte Reload
; CHECK-NOT:   Spill
; CHECK:       .Lfunc_end0:

; FOLD-LABEL: poly:
; FOLD-NOT:   .LCPI0_
; FOLD:       .LBB0_{{[0-9]+}}: # %for.body
; FOLD:       movsd %xmm{{[0-9]+}}, [[SUM:[0-9]*\(%rsp\)]] # 8-byte Spill
; FOLD-NEXT:  callq g
; FOLD-NEXT:  mulsd .LCPI0_0(%rip), %xmm0
; FOLD-NEXT:  addsd .LCPI0_1(%rip), %xmm0
; FOLD-NEXT:  movsd [[SUM]], %xmm{{[0-9]+}} # 8-byte Reload
; FOLD-NOT:   Spill
; FOLD:       .Lfunc_end0:

; NOREMAT-LABEL: poly:
; NOREMAT:       movsd .LCPI0_0(%rip), %xmm[[A:[0-9]+]]
; NOREMAT:       movsd %xmm[[A]], {{[0-9]*}}(%rsp) # 8-byte Spill
; NOREMAT:       callq g
; NOREMAT-NEXT:  mulsd {{[0-9]*}}(%rsp), %xmm0 # 8-byte Folded Reload
