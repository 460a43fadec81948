; A value the loop makes and keeps across a call takes the register of a
; clean value needed later, instead of going through a spill slot. This is
; clang's code for lz.c's input loop on AArch64:
;   seed = seed * 1103515245u + 12345u;
;   const char *w = words[(seed >> 16) % 10];
;   int len = (int)strlen(w);
;   memcpy(text + n, w, len);
;   n += len;
;   if ((seed >> 8) % 7 == 0)
;     text[n++] = (unsigned char)('0' + (seed >> 20) % 10);
; Eight constants and addresses, the seed and n fill the ten callee-saved
; registers before the loop, and w and len each live across a call. mts used
; to store both and load them back on every iteration. Now w takes the
; register of the address of words, which is recomputed on the way back to
; the header, and len takes w's once w is read for the last time.
; RUN: llc -O2 -load %mts_lib -regalloc=mts -mts-verify -verify-machineinstrs \
; RUN:   %s -o - | FileCheck %s

; CHECK-LABEL: fill:
; CHECK:       adrp [[WORDS:x[0-9]+]], words
; CHECK-NEXT:  add [[WORDS]], [[WORDS]], :lo12:words
; The back edge recomputes the address before the loop's exit test branches,
; and falls through into the header.
; CHECK:       %if.end
; CHECK-NOT:   {{[0-9]+-byte (Spill|Reload)}}
; CHECK:       adrp [[WORDS]], words
; CHECK-NEXT:  add [[WORDS]], [[WORDS]], :lo12:words
; CHECK-NEXT:  b.ge
; CHECK-NEXT:  %while.body
; CHECK-NEXT:  Loop Header
; CHECK-NOT:   {{[0-9]+-byte (Spill|Reload)}}
; CHECK:       ldr [[W:x[0-9]+]], [[[WORDS]], x8, lsl #3]
; CHECK-NOT:   {{[0-9]+-byte (Spill|Reload)}}
; CHECK:       mov [[WORDS]], [[W]]
; CHECK-NEXT:  bl strlen
; CHECK-NOT:   {{[0-9]+-byte (Spill|Reload)}}
; CHECK:       bl memcpy
; CHECK-NOT:   {{[0-9]+-byte (Spill|Reload)}}
; CHECK:       %while.end

target triple = "aarch64-unknown-linux-gnu"

@words = internal unnamed_addr constant [10 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9], align 8
@text = global [65536 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [10 x i8] c"register \00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"allocation \00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"model \00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"transformer \00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"semantics \00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"spill \00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"reload \00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"the \00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"a \00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"cache \00", align 1

define i32 @fill() "frame-pointer"="non-leaf" {
entry:
  br label %while.body

while.body:
  %seed.025 = phi i32 [ 17, %entry ], [ %add, %if.end ]
  %n.024 = phi i32 [ 0, %entry ], [ %n.1, %if.end ]
  %mul = mul i32 %seed.025, 1103515245
  %add = add i32 %mul, 12345
  %shr = lshr i32 %add, 16
  %rem.lhs.trunc = trunc nuw i32 %shr to i16
  %rem22 = urem i16 %rem.lhs.trunc, 10
  %idxprom = zext nneg i16 %rem22 to i64
  %arrayidx = getelementptr inbounds nuw ptr, ptr @words, i64 %idxprom
  %0 = load ptr, ptr %arrayidx, align 8
  %call = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0)
  %conv = trunc i64 %call to i32
  %idx.ext = sext i32 %n.024 to i64
  %add.ptr = getelementptr inbounds i8, ptr @text, i64 %idx.ext
  %sext = shl i64 %call, 32
  %conv1 = ashr exact i64 %sext, 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %add.ptr, ptr nonnull align 1 %0, i64 %conv1, i1 false)
  %add2 = add nsw i32 %n.024, %conv
  %shr3 = lshr i32 %add, 8
  %rem4 = urem i32 %shr3, 7
  %cmp5 = icmp eq i32 %rem4, 0
  br i1 %cmp5, label %if.then, label %if.end

if.then:
  %shr7 = lshr i32 %add, 20
  %rem8.lhs.trunc = trunc nuw nsw i32 %shr7 to i16
  %rem823 = urem i16 %rem8.lhs.trunc, 10
  %1 = trunc nuw nsw i16 %rem823 to i8
  %conv10 = or disjoint i8 %1, 48
  %inc = add nsw i32 %add2, 1
  %idxprom11 = sext i32 %add2 to i64
  %arrayidx12 = getelementptr inbounds i8, ptr @text, i64 %idxprom11
  store i8 %conv10, ptr %arrayidx12, align 1
  br label %if.end

if.end:
  %n.1 = phi i32 [ %inc, %if.then ], [ %add2, %while.body ]
  %cmp = icmp slt i32 %n.1, 65520
  br i1 %cmp, label %while.body, label %while.end

while.end:
  ret i32 %n.1
}

declare i64 @strlen(ptr noundef captures(none))

declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg)

