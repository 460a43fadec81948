; test/e2e/computed-goto.c, built by clang -O2 for x86-64, position
; independent: every handler jumps through the table, `jmpq *(%base,%op,8)`,
; and the table's address lives across the whole interpreter. The first
; source's branch reads it from a register of the shared model
; (DispatchGroups.cpp), and the others read it from there too: only the
; index needs a register the model leaves free. Asking that the first
; branch read no register of the model kept the handlers' values in memory
; (37 spills and 32 reloads; greedy has none).
; REQUIRES: x86-registered-target
; RUN: llc -O2 -relocation-model=pic -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s
; RUN: llc -O2 -relocation-model=pic -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs -stress-regalloc=4 %s -o /dev/null

; CHECK-LABEL: run:
; CHECK:       jmpq *(%r{{[0-9a-z]+}},%r{{[0-9a-z]+}},8)
; CHECK-NOT:   {{Spill|Reload}}
; CHECK:       .Lfunc_end1:

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Insn = type { i8, i8, i8, i8, i32 }

@__const.main.code = private unnamed_addr constant [9 x %struct.Insn] [%struct.Insn { i8 0, i8 1, i8 0, i8 0, i32 1000 }, %struct.Insn { i8 0, i8 2, i8 0, i8 0, i32 7 }, %struct.Insn { i8 2, i8 3, i8 2, i8 1, i32 0 }, %struct.Insn { i8 3, i8 4, i8 3, i8 2, i32 0 }, %struct.Insn { i8 4, i8 5, i8 4, i8 0, i32 3 }, %struct.Insn { i8 1, i8 2, i8 5, i8 1, i32 0 }, %struct.Insn { i8 5, i8 1, i8 0, i8 0, i32 0 }, %struct.Insn { i8 6, i8 1, i8 0, i8 0, i32 2 }, %struct.Insn { i8 7, i8 2, i8 0, i8 0, i32 0 }], align 16
@.str = private unnamed_addr constant [6 x i8] c"%llu\0A\00", align 1
@run.dispatch = internal unnamed_addr constant [8 x ptr] [ptr blockaddress(@run, %li), ptr blockaddress(@run, %add11), ptr blockaddress(@run, %mul33), ptr blockaddress(@run, %xor53), ptr blockaddress(@run, %shr), ptr blockaddress(@run, %dec), ptr blockaddress(@run, %jnz), ptr blockaddress(@run, %halt)], align 16

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
entry:
  %call = tail call fastcc i64 @run(ptr noundef @__const.main.code)
  %call1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %call)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @run(ptr noundef nonnull readonly captures(none) %code) unnamed_addr #2 {
entry:
  %r = alloca [8 x i64], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %r, i8 0, i64 64, i1 false)
  br label %indirectgoto.outer

indirectgoto.outer:                               ; preds = %indirectgoto.outer.backedge, %entry
  %.sink.sink.in = phi ptr [ %.sink.in, %indirectgoto.outer.backedge ], [ %code, %entry ]
  %steps.0.ph = phi i64 [ %inc26, %indirectgoto.outer.backedge ], [ 1, %entry ]
  %trace.0.ph = phi i64 [ %trace.0.ph.be, %indirectgoto.outer.backedge ], [ 0, %entry ]
  %mix.0.ph = phi i64 [ %add28, %indirectgoto.outer.backedge ], [ 6364136223846793006, %entry ]
  br label %indirectgoto

li:                                               ; preds = %indirectgoto
  %imm = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 4
  %0 = load i32, ptr %imm, align 4, !tbaa !9
  %conv = sext i32 %0 to i64
  %a = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 1
  %1 = load i8, ptr %a, align 1, !tbaa !11
  %idxprom1 = zext i8 %1 to i64
  %arrayidx2 = getelementptr inbounds nuw i64, ptr %r, i64 %idxprom1
  store i64 %conv, ptr %arrayidx2, align 8, !tbaa !12
  br label %indirectgoto.backedge

indirectgoto.backedge:                            ; preds = %li, %mul33, %shr, %dec
  %incdec.ptr = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 8
  %inc4 = add i64 %steps.0, 1
  %mul5 = mul i64 %mix.0, 6364136223846793005
  %add6 = add i64 %mul5, %inc4
  br label %indirectgoto

add11:                                            ; preds = %indirectgoto
  %b = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 2
  %2 = load i8, ptr %b, align 2, !tbaa !14
  %idxprom12 = zext i8 %2 to i64
  %arrayidx13 = getelementptr inbounds nuw i64, ptr %r, i64 %idxprom12
  %3 = load i64, ptr %arrayidx13, align 8, !tbaa !12
  %c = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 3
  %4 = load i8, ptr %c, align 1, !tbaa !15
  %idxprom14 = zext i8 %4 to i64
  %arrayidx15 = getelementptr inbounds nuw i64, ptr %r, i64 %idxprom14
  %5 = load i64, ptr %arrayidx15, align 8, !tbaa !12
  %add16 = add i64 %5, %3
  %a17 = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 1
  %6 = load i8, ptr %a17, align 1, !tbaa !11
  %idxprom18 = zext i8 %6 to i64
  %arrayidx19 = getelementptr inbounds nuw i64, ptr %r, i64 %idxprom18
  store i64 %add16, ptr %arrayidx19, align 8, !tbaa !12
  %xor = xor i64 %add16, %mix.0
  %add23 = add i64 %xor, %trace.0.ph
  %incdec.ptr24 = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 8
  br label %indirectgoto.outer.backedge

indirectgoto.outer.backedge:                      ; preds = %cond.true, %cond.false, %add11, %xor53
  %.sink.in = phi ptr [ %incdec.ptr24, %add11 ], [ %incdec.ptr68, %xor53 ], [ %add.ptr, %cond.true ], [ %add.ptr113, %cond.false ]
  %trace.0.ph.be = phi i64 [ %add23, %add11 ], [ %add67, %xor53 ], [ %xor108, %cond.true ], [ %xor108, %cond.false ]
  %inc26 = add i64 %steps.0, 1
  %mul27 = mul i64 %mix.0, 6364136223846793005
  %add28 = add i64 %mul27, %inc26
  br label %indirectgoto.outer

mul33:                                            ; preds = %indirectgoto
  %b34 = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 2
  %7 = load i8, ptr %b34, align 2, !tbaa !14
  %idxprom35 = zext i8 %7 to i64
  %arrayidx36 = getelementptr inbounds nuw i64, ptr %r, i64 %idxprom35
  %8 = load i64, ptr %arrayidx36, align 8, !tbaa !12
  %c37 = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 3
  %9 = load i8, ptr %c37, align 1, !tbaa !15
  %idxprom38 = zext i8 %9 to i64
  %arrayidx39 = getelementptr inbounds nuw i64, ptr %r, i64 %idxprom38
  %10 = load i64, ptr %arrayidx39, align 8, !tbaa !12
  %mul40 = mul i64 %10, %8
  %a41 = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 1
  %11 = load i8, ptr %a41, align 1, !tbaa !11
  %idxprom42 = zext i8 %11 to i64
  %arrayidx43 = getelementptr inbounds nuw i64, ptr %r, i64 %idxprom42
  store i64 %mul40, ptr %arrayidx43, align 8, !tbaa !12
  br label %indirectgoto.backedge

xor53:                                            ; preds = %indirectgoto
  %b54 = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 2
  %12 = load i8, ptr %b54, align 2, !tbaa !14
  %idxprom55 = zext i8 %12 to i64
  %arrayidx56 = getelementptr inbounds nuw i64, ptr %r, i64 %idxprom55
  %13 = load i64, ptr %arrayidx56, align 8, !tbaa !12
  %c57 = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 3
  %14 = load i8, ptr %c57, align 1, !tbaa !15
  %idxprom58 = zext i8 %14 to i64
  %arrayidx59 = getelementptr inbounds nuw i64, ptr %r, i64 %idxprom58
  %15 = load i64, ptr %arrayidx59, align 8, !tbaa !12
  %xor60 = xor i64 %15, %13
  %a61 = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 1
  %16 = load i8, ptr %a61, align 1, !tbaa !11
  %idxprom62 = zext i8 %16 to i64
  %arrayidx63 = getelementptr inbounds nuw i64, ptr %r, i64 %idxprom62
  store i64 %xor60, ptr %arrayidx63, align 8, !tbaa !12
  %and = and i64 %xor60, 255
  %add67 = add i64 %and, %trace.0.ph
  %incdec.ptr68 = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 8
  br label %indirectgoto.outer.backedge

shr:                                              ; preds = %indirectgoto
  %b77 = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 2
  %17 = load i8, ptr %b77, align 2, !tbaa !14
  %idxprom78 = zext i8 %17 to i64
  %arrayidx79 = getelementptr inbounds nuw i64, ptr %r, i64 %idxprom78
  %18 = load i64, ptr %arrayidx79, align 8, !tbaa !12
  %imm80 = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 4
  %19 = load i32, ptr %imm80, align 4, !tbaa !9
  %and81 = and i32 %19, 63
  %sh_prom = zext nneg i32 %and81 to i64
  %shr82 = lshr i64 %18, %sh_prom
  %a83 = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 1
  %20 = load i8, ptr %a83, align 1, !tbaa !11
  %idxprom84 = zext i8 %20 to i64
  %arrayidx85 = getelementptr inbounds nuw i64, ptr %r, i64 %idxprom84
  store i64 %shr82, ptr %arrayidx85, align 8, !tbaa !12
  br label %indirectgoto.backedge

dec:                                              ; preds = %indirectgoto
  %a95 = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 1
  %21 = load i8, ptr %a95, align 1, !tbaa !11
  %idxprom96 = zext i8 %21 to i64
  %arrayidx97 = getelementptr inbounds nuw i64, ptr %r, i64 %idxprom96
  %22 = load i64, ptr %arrayidx97, align 8, !tbaa !12
  %sub = add i64 %22, -1
  store i64 %sub, ptr %arrayidx97, align 8, !tbaa !12
  br label %indirectgoto.backedge

jnz:                                              ; preds = %indirectgoto
  %shr107 = lshr i64 %mix.0, 7
  %xor108 = xor i64 %shr107, %trace.0.ph
  %a109 = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 1
  %23 = load i8, ptr %a109, align 1, !tbaa !11
  %idxprom110 = zext i8 %23 to i64
  %arrayidx111 = getelementptr inbounds nuw i64, ptr %r, i64 %idxprom110
  %24 = load i64, ptr %arrayidx111, align 8, !tbaa !12
  %tobool.not = icmp eq i64 %24, 0
  br i1 %tobool.not, label %cond.false, label %cond.true

cond.true:                                        ; preds = %jnz
  %imm112 = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 4
  %25 = load i32, ptr %imm112, align 4, !tbaa !9
  %idx.ext = sext i32 %25 to i64
  %add.ptr = getelementptr inbounds %struct.Insn, ptr %code, i64 %idx.ext
  br label %indirectgoto.outer.backedge

cond.false:                                       ; preds = %jnz
  %add.ptr113 = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 8
  br label %indirectgoto.outer.backedge

halt:                                             ; preds = %indirectgoto
  %a122 = getelementptr inbounds nuw i8, ptr %.sink221.in, i64 1
  %26 = load i8, ptr %a122, align 1, !tbaa !11
  %idxprom123 = zext i8 %26 to i64
  %arrayidx124 = getelementptr inbounds nuw i64, ptr %r, i64 %idxprom123
  %27 = load i64, ptr %arrayidx124, align 8, !tbaa !12
  %mul125 = mul i64 %steps.0, 31
  %shr128 = lshr i64 %mix.0, 11
  %add126 = add i64 %trace.0.ph, %mul125
  %add127 = add i64 %add126, %shr128
  %add129 = add i64 %add127, %27
  ret i64 %add129

indirectgoto:                                     ; preds = %indirectgoto.backedge, %indirectgoto.outer
  %.sink221.in = phi ptr [ %incdec.ptr, %indirectgoto.backedge ], [ %.sink.sink.in, %indirectgoto.outer ]
  %steps.0 = phi i64 [ %inc4, %indirectgoto.backedge ], [ %steps.0.ph, %indirectgoto.outer ]
  %mix.0 = phi i64 [ %add6, %indirectgoto.backedge ], [ %mix.0.ph, %indirectgoto.outer ]
  %.sink221 = load i8, ptr %.sink221.in, align 4, !tbaa !16
  %idxprom8 = zext i8 %.sink221 to i64
  %arrayidx9 = getelementptr inbounds nuw ptr, ptr @run.dispatch, i64 %idxprom8
  %indirect.goto.dest = load ptr, ptr %arrayidx9, align 8, !tbaa !17
  indirectbr ptr %indirect.goto.dest, [label %li, label %add11, label %mul33, label %xor53, label %shr, label %dec, label %jnz, label %halt]
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 4}
!10 = !{!"Insn", !7, i64 0, !7, i64 1, !7, i64 2, !7, i64 3, !6, i64 4}
!11 = !{!10, !7, i64 1}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = !{!10, !7, i64 2}
!15 = !{!10, !7, i64 3}
!16 = !{!10, !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !7, i64 0}
