; An interpreter's dispatch loop (bench/gen-function.py 24 2 --switch: 24
; values live through a switch of 12 cases, on x86-64's 15 registers). The
; preheader and the latch both jump through the table, and the cases take
; the preheader's exit model (DispatchGroups.cpp). The preheader, which runs
; once, hands the cases loop invariants in registers (a[v14 & 1023]'s index,
; v1 - v18); the cases and the latch's copy of the dispatch evict them for
; temporaries. Their slots were never known to hold them, so each eviction
; stored them again, on every turn. Now the preheader stores them once,
; before its branch (saveInvariantsBeforeDispatch), and no block of the loop
; stores them again; the latch only reloads.
; REQUIRES: x86-registered-target
; RUN: llc -O2 -relocation-model=pic -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s
; RUN: llc -O2 -relocation-model=pic -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs -stress-regalloc=6 %s -o /dev/null

; The preheader stores two of its invariants, (v8 << 7) + 933 and
; v1 - v18, before its dispatch, and the loop never stores their slots
; again: not in the cases, nor in the latch, whose copy of the dispatch
; stores nothing.
; CHECK-LABEL: f:
; CHECK:       addl $933, [[SHIFTED:%[a-z0-9]+]]
; CHECK:       subl %{{[a-z0-9]+}}, [[DIFFERENCE:%[a-z0-9]+]]
; CHECK:       leaq .LJTI0_0(%rip)
; CHECK:       movl [[SHIFTED]], [[A:-?[0-9]+]](%rsp) # 4-byte Spill
; CHECK:       movl [[DIFFERENCE]], [[B:-?[0-9]+]](%rsp) # 4-byte Spill
; CHECK:       jmpq *
; CHECK-NOT:   , [[A]](%rsp)
; CHECK-NOT:   , [[B]](%rsp)
; CHECK:       incl
; CHECK:       je .LBB0_
; CHECK-NOT:   Spill
; CHECK:       jmpq *
; CHECK-NOT:   , [[A]](%rsp)
; CHECK-NOT:   , [[B]](%rsp)
; CHECK:       .Lfunc_end0:

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define dso_local i32 @f(ptr noundef captures(none) %a, i32 noundef %n) local_unnamed_addr {
entry:
  %0 = load i32, ptr %a, align 4
  %arrayidx1 = getelementptr inbounds nuw i8, ptr %a, i64 4
  %1 = load i32, ptr %arrayidx1, align 4
  %arrayidx2 = getelementptr inbounds nuw i8, ptr %a, i64 8
  %2 = load i32, ptr %arrayidx2, align 4
  %arrayidx3 = getelementptr inbounds nuw i8, ptr %a, i64 12
  %3 = load i32, ptr %arrayidx3, align 4
  %arrayidx4 = getelementptr inbounds nuw i8, ptr %a, i64 16
  %4 = load i32, ptr %arrayidx4, align 4
  %arrayidx5 = getelementptr inbounds nuw i8, ptr %a, i64 20
  %5 = load i32, ptr %arrayidx5, align 4
  %arrayidx6 = getelementptr inbounds nuw i8, ptr %a, i64 24
  %6 = load i32, ptr %arrayidx6, align 4
  %arrayidx7 = getelementptr inbounds nuw i8, ptr %a, i64 28
  %7 = load i32, ptr %arrayidx7, align 4
  %arrayidx8 = getelementptr inbounds nuw i8, ptr %a, i64 32
  %8 = load i32, ptr %arrayidx8, align 4
  %arrayidx9 = getelementptr inbounds nuw i8, ptr %a, i64 36
  %9 = load i32, ptr %arrayidx9, align 4
  %arrayidx10 = getelementptr inbounds nuw i8, ptr %a, i64 40
  %10 = load i32, ptr %arrayidx10, align 4
  %arrayidx11 = getelementptr inbounds nuw i8, ptr %a, i64 44
  %11 = load i32, ptr %arrayidx11, align 4
  %arrayidx12 = getelementptr inbounds nuw i8, ptr %a, i64 48
  %12 = load i32, ptr %arrayidx12, align 4
  %arrayidx13 = getelementptr inbounds nuw i8, ptr %a, i64 52
  %13 = load i32, ptr %arrayidx13, align 4
  %arrayidx14 = getelementptr inbounds nuw i8, ptr %a, i64 56
  %14 = load i32, ptr %arrayidx14, align 4
  %arrayidx15 = getelementptr inbounds nuw i8, ptr %a, i64 60
  %15 = load i32, ptr %arrayidx15, align 4
  %arrayidx16 = getelementptr inbounds nuw i8, ptr %a, i64 64
  %16 = load i32, ptr %arrayidx16, align 4
  %arrayidx17 = getelementptr inbounds nuw i8, ptr %a, i64 68
  %17 = load i32, ptr %arrayidx17, align 4
  %arrayidx18 = getelementptr inbounds nuw i8, ptr %a, i64 72
  %18 = load i32, ptr %arrayidx18, align 4
  %arrayidx19 = getelementptr inbounds nuw i8, ptr %a, i64 76
  %19 = load i32, ptr %arrayidx19, align 4
  %arrayidx20 = getelementptr inbounds nuw i8, ptr %a, i64 80
  %20 = load i32, ptr %arrayidx20, align 4
  %arrayidx21 = getelementptr inbounds nuw i8, ptr %a, i64 84
  %21 = load i32, ptr %arrayidx21, align 4
  %arrayidx22 = getelementptr inbounds nuw i8, ptr %a, i64 88
  %22 = load i32, ptr %arrayidx22, align 4
  %arrayidx23 = getelementptr inbounds nuw i8, ptr %a, i64 92
  %23 = load i32, ptr %arrayidx23, align 4
  %cmp196 = icmp sgt i32 %n, 0
  br i1 %cmp196, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %shl72 = shl i32 %8, 7
  %add73 = add i32 %shl72, 933
  %and50 = and i32 %18, 1023
  %idxprom51 = zext nneg i32 %and50 to i64
  %arrayidx52 = getelementptr inbounds nuw i32, ptr %a, i64 %idxprom51
  %and46 = and i32 %14, 1023
  %idxprom47 = zext nneg i32 %and46 to i64
  %arrayidx48 = getelementptr inbounds nuw i32, ptr %a, i64 %idxprom47
  %and39 = and i32 %0, 1023
  %idxprom40 = zext nneg i32 %and39 to i64
  %arrayidx41 = getelementptr inbounds nuw i32, ptr %a, i64 %idxprom40
  %sub29 = sub i32 %1, %18
  %and25 = and i32 %1, 1023
  %idxprom26 = zext nneg i32 %and25 to i64
  %arrayidx27 = getelementptr inbounds nuw i32, ptr %a, i64 %idxprom26
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  %v7.0.lcssa = phi i32 [ %7, %entry ], [ %v7.1, %for.inc ]
  %v11.0.lcssa = phi i32 [ %11, %entry ], [ %v11.1, %for.inc ]
  %v12.0.lcssa = phi i32 [ %12, %entry ], [ %v12.1, %for.inc ]
  %v13.0.lcssa = phi i32 [ %13, %entry ], [ %v13.1, %for.inc ]
  %v5.0.lcssa = phi i32 [ %5, %entry ], [ %v5.1, %for.inc ]
  %v15.0.lcssa = phi i32 [ %15, %entry ], [ %v15.1, %for.inc ]
  %v16.0.lcssa = phi i32 [ %16, %entry ], [ %v16.1, %for.inc ]
  %v17.0.lcssa = phi i32 [ %17, %entry ], [ %v17.1, %for.inc ]
  %v4.0.lcssa = phi i32 [ %4, %entry ], [ %v4.1, %for.inc ]
  %v19.0.lcssa = phi i32 [ %19, %entry ], [ %v19.1, %for.inc ]
  %v20.0.lcssa = phi i32 [ %20, %entry ], [ %v20.1, %for.inc ]
  %v21.0.lcssa = phi i32 [ %21, %entry ], [ %v21.1, %for.inc ]
  %v22.0.lcssa = phi i32 [ %22, %entry ], [ %v22.1, %for.inc ]
  %v23.0.lcssa = phi i32 [ %23, %entry ], [ %v23.1, %for.inc ]
  %add78 = add i32 %1, %0
  %add79 = add i32 %add78, %2
  %add80 = add i32 %add79, %3
  %add81 = add i32 %add80, %6
  %add82 = add i32 %add81, %8
  %add83 = add i32 %add82, %9
  %add84 = add i32 %add83, %10
  %add85 = add i32 %add84, %14
  %add86 = add i32 %add85, %18
  %add87 = add i32 %add86, %v7.0.lcssa
  %add88 = add i32 %add87, %v11.0.lcssa
  %add89 = add i32 %add88, %v12.0.lcssa
  %add90 = add i32 %add89, %v13.0.lcssa
  %add91 = add i32 %add90, %v5.0.lcssa
  %add92 = add i32 %add91, %v15.0.lcssa
  %add93 = add i32 %add92, %v16.0.lcssa
  %add94 = add i32 %add93, %v17.0.lcssa
  %add95 = add i32 %add94, %v4.0.lcssa
  %add96 = add i32 %add95, %v19.0.lcssa
  %add97 = add i32 %add96, %v20.0.lcssa
  %add98 = add i32 %add97, %v21.0.lcssa
  %add99 = add i32 %add98, %v22.0.lcssa
  %add100 = add i32 %add99, %v23.0.lcssa
  ret i32 %add100

for.body:                                         ; preds = %for.body.lr.ph, %for.inc
  %pc.0211 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.inc ]
  %v23.0210 = phi i32 [ %23, %for.body.lr.ph ], [ %v23.1, %for.inc ]
  %v22.0209 = phi i32 [ %22, %for.body.lr.ph ], [ %v22.1, %for.inc ]
  %v21.0208 = phi i32 [ %21, %for.body.lr.ph ], [ %v21.1, %for.inc ]
  %v20.0207 = phi i32 [ %20, %for.body.lr.ph ], [ %v20.1, %for.inc ]
  %v19.0206 = phi i32 [ %19, %for.body.lr.ph ], [ %v19.1, %for.inc ]
  %v4.0205 = phi i32 [ %4, %for.body.lr.ph ], [ %v4.1, %for.inc ]
  %v17.0204 = phi i32 [ %17, %for.body.lr.ph ], [ %v17.1, %for.inc ]
  %v16.0203 = phi i32 [ %16, %for.body.lr.ph ], [ %v16.1, %for.inc ]
  %v15.0202 = phi i32 [ %15, %for.body.lr.ph ], [ %v15.1, %for.inc ]
  %v5.0201 = phi i32 [ %5, %for.body.lr.ph ], [ %v5.1, %for.inc ]
  %v13.0200 = phi i32 [ %13, %for.body.lr.ph ], [ %v13.1, %for.inc ]
  %v12.0199 = phi i32 [ %12, %for.body.lr.ph ], [ %v12.1, %for.inc ]
  %v11.0198 = phi i32 [ %11, %for.body.lr.ph ], [ %v11.1, %for.inc ]
  %v7.0197 = phi i32 [ %7, %for.body.lr.ph ], [ %v7.1, %for.inc ]
  %and = and i32 %pc.0211, 1023
  %idxprom = zext nneg i32 %and to i64
  %arrayidx24 = getelementptr inbounds nuw i32, ptr %a, i64 %idxprom
  %24 = load i32, ptr %arrayidx24, align 4
  %rem = urem i32 %24, 12
  switch i32 %rem, label %default.unreachable225 [
    i32 0, label %sw.bb
    i32 1, label %sw.bb28
    i32 2, label %sw.bb33
    i32 3, label %sw.bb38
    i32 4, label %sw.bb42
    i32 5, label %sw.bb45
    i32 6, label %sw.bb49
    i32 7, label %sw.bb54
    i32 8, label %sw.bb60
    i32 9, label %sw.bb65
    i32 10, label %sw.bb71
    i32 11, label %sw.bb75
  ]

sw.bb:                                            ; preds = %for.body
  store i32 %2, ptr %arrayidx27, align 4
  %sub = sub i32 %v21.0208, %9
  br label %for.inc

sw.bb28:                                          ; preds = %for.body
  %and30 = and i32 %v20.0207, 1023
  %idxprom31 = zext nneg i32 %and30 to i64
  %arrayidx32 = getelementptr inbounds nuw i32, ptr %a, i64 %idxprom31
  %25 = load i32, ptr %arrayidx32, align 4
  %add = add i32 %25, %v13.0200
  br label %for.inc

sw.bb33:                                          ; preds = %for.body
  %and34 = and i32 %v17.0204, %v11.0198
  %and35 = and i32 %and34, 1023
  %idxprom36 = zext nneg i32 %and35 to i64
  %arrayidx37 = getelementptr inbounds nuw i32, ptr %a, i64 %idxprom36
  store i32 %8, ptr %arrayidx37, align 4
  br label %for.inc

sw.bb38:                                          ; preds = %for.body
  store i32 %v11.0198, ptr %arrayidx41, align 4
  %xor = xor i32 %v16.0203, %v13.0200
  br label %for.inc

sw.bb42:                                          ; preds = %for.body
  %sub43 = sub i32 %v7.0197, %0
  br label %for.inc

sw.bb45:                                          ; preds = %for.body
  %or = or i32 %v17.0204, %v5.0201
  store i32 %v13.0200, ptr %arrayidx48, align 4
  br label %for.inc

sw.bb49:                                          ; preds = %for.body
  %26 = load i32, ptr %arrayidx52, align 4
  %add53 = add i32 %26, %v11.0198
  %mul = mul i32 %v22.0209, %v12.0199
  br label %for.inc

sw.bb54:                                          ; preds = %for.body
  %and55 = and i32 %v16.0203, 1023
  %idxprom56 = zext nneg i32 %and55 to i64
  %arrayidx57 = getelementptr inbounds nuw i32, ptr %a, i64 %idxprom56
  %27 = load i32, ptr %arrayidx57, align 4
  %add58 = add i32 %27, %v20.0207
  br label %for.inc

sw.bb60:                                          ; preds = %for.body
  %shl = shl i32 %v21.0208, 4
  %add61 = add i32 %shl, 921
  %and62 = and i32 %add61, 1017
  %idxprom63 = zext nneg i32 %and62 to i64
  %arrayidx64 = getelementptr inbounds nuw i32, ptr %a, i64 %idxprom63
  store i32 %18, ptr %arrayidx64, align 4
  br label %for.inc

sw.bb65:                                          ; preds = %for.body
  %and66 = and i32 %v23.0210, 1023
  %idxprom67 = zext nneg i32 %and66 to i64
  %arrayidx68 = getelementptr inbounds nuw i32, ptr %a, i64 %idxprom67
  %28 = load i32, ptr %arrayidx68, align 4
  %add69 = add i32 %28, %v17.0204
  %and70 = and i32 %v22.0209, %10
  br label %for.inc

sw.bb71:                                          ; preds = %for.body
  %xor74 = xor i32 %v17.0204, %v16.0203
  br label %for.inc

sw.bb75:                                          ; preds = %for.body
  %and76 = and i32 %v13.0200, %18
  %sub77 = sub i32 %v16.0203, %v11.0198
  br label %for.inc

default.unreachable225:                           ; preds = %for.body
  unreachable

for.inc:                                          ; preds = %sw.bb, %sw.bb28, %sw.bb33, %sw.bb38, %sw.bb42, %sw.bb45, %sw.bb49, %sw.bb54, %sw.bb60, %sw.bb65, %sw.bb71, %sw.bb75
  %v7.1 = phi i32 [ %v7.0197, %sw.bb75 ], [ %v7.0197, %sw.bb ], [ %v7.0197, %sw.bb28 ], [ %v7.0197, %sw.bb33 ], [ %v7.0197, %sw.bb38 ], [ %sub43, %sw.bb42 ], [ %v7.0197, %sw.bb45 ], [ %v7.0197, %sw.bb49 ], [ %v7.0197, %sw.bb54 ], [ %v7.0197, %sw.bb60 ], [ %and70, %sw.bb65 ], [ %v7.0197, %sw.bb71 ]
  %v11.1 = phi i32 [ %v11.0198, %sw.bb75 ], [ %v11.0198, %sw.bb ], [ %v11.0198, %sw.bb28 ], [ %v11.0198, %sw.bb33 ], [ %v11.0198, %sw.bb38 ], [ %v11.0198, %sw.bb42 ], [ %v11.0198, %sw.bb45 ], [ %add53, %sw.bb49 ], [ %v11.0198, %sw.bb54 ], [ %add61, %sw.bb60 ], [ %v11.0198, %sw.bb65 ], [ %v11.0198, %sw.bb71 ]
  %v12.1 = phi i32 [ %v12.0199, %sw.bb75 ], [ %v12.0199, %sw.bb ], [ %v12.0199, %sw.bb28 ], [ %v12.0199, %sw.bb33 ], [ %xor, %sw.bb38 ], [ %v12.0199, %sw.bb42 ], [ %v12.0199, %sw.bb45 ], [ %v12.0199, %sw.bb49 ], [ %v12.0199, %sw.bb54 ], [ %v12.0199, %sw.bb60 ], [ %v12.0199, %sw.bb65 ], [ %v12.0199, %sw.bb71 ]
  %v13.1 = phi i32 [ %v13.0200, %sw.bb75 ], [ %v13.0200, %sw.bb ], [ %add, %sw.bb28 ], [ %v13.0200, %sw.bb33 ], [ %v13.0200, %sw.bb38 ], [ %v13.0200, %sw.bb42 ], [ %v13.0200, %sw.bb45 ], [ %v13.0200, %sw.bb49 ], [ %v13.0200, %sw.bb54 ], [ %v13.0200, %sw.bb60 ], [ %v13.0200, %sw.bb65 ], [ %v13.0200, %sw.bb71 ]
  %v5.1 = phi i32 [ %v5.0201, %sw.bb75 ], [ %v5.0201, %sw.bb ], [ %v5.0201, %sw.bb28 ], [ %v5.0201, %sw.bb33 ], [ %v5.0201, %sw.bb38 ], [ %v5.0201, %sw.bb42 ], [ %v5.0201, %sw.bb45 ], [ %mul, %sw.bb49 ], [ %v5.0201, %sw.bb54 ], [ %v5.0201, %sw.bb60 ], [ %v5.0201, %sw.bb65 ], [ %v5.0201, %sw.bb71 ]
  %v15.1 = phi i32 [ %sub77, %sw.bb75 ], [ %v15.0202, %sw.bb ], [ %v15.0202, %sw.bb28 ], [ %v15.0202, %sw.bb33 ], [ %v15.0202, %sw.bb38 ], [ %v15.0202, %sw.bb42 ], [ %v15.0202, %sw.bb45 ], [ %v15.0202, %sw.bb49 ], [ 0, %sw.bb54 ], [ %v15.0202, %sw.bb60 ], [ %v15.0202, %sw.bb65 ], [ %v15.0202, %sw.bb71 ]
  %v16.1 = phi i32 [ %v16.0203, %sw.bb75 ], [ %v16.0203, %sw.bb ], [ %v16.0203, %sw.bb28 ], [ %and34, %sw.bb33 ], [ %v16.0203, %sw.bb38 ], [ %v16.0203, %sw.bb42 ], [ %v16.0203, %sw.bb45 ], [ %v16.0203, %sw.bb49 ], [ %v16.0203, %sw.bb54 ], [ %v16.0203, %sw.bb60 ], [ %v16.0203, %sw.bb65 ], [ %v16.0203, %sw.bb71 ]
  %v17.1 = phi i32 [ %v17.0204, %sw.bb75 ], [ %v17.0204, %sw.bb ], [ %v17.0204, %sw.bb28 ], [ %v17.0204, %sw.bb33 ], [ %v17.0204, %sw.bb38 ], [ %v17.0204, %sw.bb42 ], [ %v17.0204, %sw.bb45 ], [ %v17.0204, %sw.bb49 ], [ %v17.0204, %sw.bb54 ], [ %v17.0204, %sw.bb60 ], [ %add69, %sw.bb65 ], [ %v17.0204, %sw.bb71 ]
  %v4.1 = phi i32 [ %v4.0205, %sw.bb75 ], [ %v4.0205, %sw.bb ], [ %v4.0205, %sw.bb28 ], [ %v4.0205, %sw.bb33 ], [ %v4.0205, %sw.bb38 ], [ 0, %sw.bb42 ], [ %v4.0205, %sw.bb45 ], [ %v4.0205, %sw.bb49 ], [ %v4.0205, %sw.bb54 ], [ %v4.0205, %sw.bb60 ], [ %v4.0205, %sw.bb65 ], [ %v4.0205, %sw.bb71 ]
  %v19.1 = phi i32 [ %and76, %sw.bb75 ], [ %v19.0206, %sw.bb ], [ %sub29, %sw.bb28 ], [ %v19.0206, %sw.bb33 ], [ %v19.0206, %sw.bb38 ], [ %v19.0206, %sw.bb42 ], [ %v19.0206, %sw.bb45 ], [ %v19.0206, %sw.bb49 ], [ %v19.0206, %sw.bb54 ], [ %v19.0206, %sw.bb60 ], [ %v19.0206, %sw.bb65 ], [ %add73, %sw.bb71 ]
  %v20.1 = phi i32 [ %v20.0207, %sw.bb75 ], [ %v20.0207, %sw.bb ], [ %v20.0207, %sw.bb28 ], [ %v20.0207, %sw.bb33 ], [ %v20.0207, %sw.bb38 ], [ %v20.0207, %sw.bb42 ], [ %v20.0207, %sw.bb45 ], [ %v20.0207, %sw.bb49 ], [ %add58, %sw.bb54 ], [ %v20.0207, %sw.bb60 ], [ %v20.0207, %sw.bb65 ], [ %v20.0207, %sw.bb71 ]
  %v21.1 = phi i32 [ %v21.0208, %sw.bb75 ], [ %v21.0208, %sw.bb ], [ %v21.0208, %sw.bb28 ], [ %v21.0208, %sw.bb33 ], [ %v21.0208, %sw.bb38 ], [ %v21.0208, %sw.bb42 ], [ %or, %sw.bb45 ], [ %v21.0208, %sw.bb49 ], [ %v21.0208, %sw.bb54 ], [ %v21.0208, %sw.bb60 ], [ %v21.0208, %sw.bb65 ], [ %v21.0208, %sw.bb71 ]
  %v22.1 = phi i32 [ %v22.0209, %sw.bb75 ], [ %v22.0209, %sw.bb ], [ %v22.0209, %sw.bb28 ], [ %v22.0209, %sw.bb33 ], [ %v22.0209, %sw.bb38 ], [ %v22.0209, %sw.bb42 ], [ %v22.0209, %sw.bb45 ], [ %v22.0209, %sw.bb49 ], [ %v22.0209, %sw.bb54 ], [ %v22.0209, %sw.bb60 ], [ %v22.0209, %sw.bb65 ], [ %xor74, %sw.bb71 ]
  %v23.1 = phi i32 [ %v23.0210, %sw.bb75 ], [ %sub, %sw.bb ], [ %v23.0210, %sw.bb28 ], [ %v23.0210, %sw.bb33 ], [ %v23.0210, %sw.bb38 ], [ %v23.0210, %sw.bb42 ], [ %v23.0210, %sw.bb45 ], [ %v23.0210, %sw.bb49 ], [ %v23.0210, %sw.bb54 ], [ %v23.0210, %sw.bb60 ], [ %v23.0210, %sw.bb65 ], [ %v23.0210, %sw.bb71 ]
  %inc = add nuw nsw i32 %pc.0211, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body
}
