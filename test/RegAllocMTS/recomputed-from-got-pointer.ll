; Addresses in i686 position-independent code are offsets from the GOT
; pointer: `%a = LEA32r %got, 1, $noreg, @s@GOTOFF`. MachineLICM hoists the
; six string addresses out of the loop, and every call takes the GOT pointer
; in $ebx, so the addresses cannot all stay in registers. mts recomputes each
; from the GOT pointer where the call needs it, as greedy does (CHECK): no
; stores of them before the loop, no reloads in it. Where the loop takes the
; register its header has an address in, the back edge recomputes it (sums).
; Without recomputation from the value an instruction reads (before this,
; or with -mts-remat=0), they were stored before the loop and read from
; their slots on every iteration (NOREMAT).
; RUN: llc -mtriple=i686-linux-gnu -relocation-model=pic -O2 -load %mts_lib \
; RUN:   -regalloc=mts -mts-verify -verify-machineinstrs %s -o - | FileCheck %s
; RUN: llc -mtriple=i686-linux-gnu -relocation-model=pic -O2 -load %mts_lib \
; RUN:   -regalloc=mts -mts-verify -verify-machineinstrs -mts-remat=0 %s -o - \
; RUN:   | FileCheck %s --check-prefix=NOREMAT

@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"epsilon\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"zeta\00", align 1

declare void @report(ptr, i32)

define void @checksums(i32 %n, ptr readonly %a) {
entry:
  %nonempty = icmp sgt i32 %n, 0
  br i1 %nonempty, label %loop, label %exit

exit:
  ret void

loop:
  %i = phi i32 [ %i.next, %loop ], [ 0, %entry ]
  %p = getelementptr inbounds nuw i32, ptr %a, i32 %i
  %x0 = load i32, ptr %p, align 4
  tail call void @report(ptr nonnull @.str, i32 %x0)
  %x1 = load i32, ptr %p, align 4
  %y1 = ashr i32 %x1, 1
  tail call void @report(ptr nonnull @.str.1, i32 %y1)
  %x2 = load i32, ptr %p, align 4
  %y2 = ashr i32 %x2, 2
  tail call void @report(ptr nonnull @.str.2, i32 %y2)
  %x3 = load i32, ptr %p, align 4
  %y3 = ashr i32 %x3, 3
  tail call void @report(ptr nonnull @.str.3, i32 %y3)
  %x4 = load i32, ptr %p, align 4
  %y4 = ashr i32 %x4, 4
  tail call void @report(ptr nonnull @.str.4, i32 %y4)
  %x5 = load i32, ptr %p, align 4
  %y5 = ashr i32 %x5, 5
  tail call void @report(ptr nonnull @.str.5, i32 %y5)
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
}

; The addresses are not computed before the loop: the copies there would
; only have been stored. Nor is %n stored and loaded back there: it was
; moved out of the way of their registers, and is left where it was once
; they go (it used to be `movl %esi, 8(%esp)`, `movl 8(%esp), %esi`).
; CHECK-LABEL: checksums:
; CHECK-NOT:   .L.str.{{[1-5]}}@GOTOFF
; CHECK-NOT:   {{Spill|Reload}}
; CHECK:       # %loop
; CHECK-NOT:   Reload
; CHECK:       leal .L.str.1@GOTOFF(%[[GOT:[a-z]+]]), %[[A:[a-z]+]]
; CHECK-NEXT:  pushl %[[A]]
; CHECK-NOT:   Reload
; CHECK:       leal .L.str.2@GOTOFF(%[[GOT]]), %[[A:[a-z]+]]
; CHECK-NEXT:  pushl %[[A]]
; CHECK-NOT:   Reload
; CHECK:       leal .L.str.3@GOTOFF(%[[GOT]]), %[[A:[a-z]+]]
; CHECK-NEXT:  pushl %[[A]]
; CHECK-NOT:   Reload
; CHECK:       leal .L.str.4@GOTOFF(%[[GOT]]), %[[A:[a-z]+]]
; CHECK-NEXT:  pushl %[[A]]
; CHECK-NOT:   Reload
; CHECK:       leal .L.str.5@GOTOFF(%[[GOT]]), %[[A:[a-z]+]]
; CHECK-NEXT:  pushl %[[A]]
; CHECK-NEXT:  .cfi_adjust_cfa_offset
; CHECK-NEXT:  calll report@PLT
; The first address stays where the loop's header has it, and the GOT
; pointer in $ebx: the back edge needs no code.
; CHECK-NOT:   Reload
; CHECK-NOT:   leal
; CHECK:       jne .LBB0_2

; NOREMAT-LABEL: checksums:
; NOREMAT:       # %loop
; NOREMAT-COUNT-5: pushl {{[0-9]+}}(%esp) # 4-byte Folded Reload
; NOREMAT-NOT:   leal .L.str
; NOREMAT:       calll report@PLT

declare i32 @f(ptr, i32)
declare i32 @g(i32, i32)

; The sum takes the first address's register across the calls; the back
; edge puts the address back there, recomputed from the GOT pointer before
; the loop's exit test branches (it had a block of its own, and a jump).
define i32 @sums(i32 %n, ptr readonly %a) {
entry:
  %nonempty = icmp sgt i32 %n, 0
  br i1 %nonempty, label %loop, label %exit

exit:
  %s.lcssa = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %s.lcssa

loop:
  %i = phi i32 [ %i.next, %loop ], [ 0, %entry ]
  %s = phi i32 [ %s.next, %loop ], [ 0, %entry ]
  %p = getelementptr inbounds nuw i32, ptr %a, i32 %i
  %x = load i32, ptr %p, align 4
  %r0 = tail call i32 @f(ptr nonnull @.str, i32 %x)
  %r1 = tail call i32 @g(i32 %r0, i32 %s)
  %r2 = tail call i32 @g(i32 %r1, i32 %i)
  %r3 = tail call i32 @f(ptr nonnull @.str.1, i32 %r2)
  %s.next = add i32 %s, %r3
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
}

; CHECK-LABEL: sums:
; CHECK:       leal .L.str@GOTOFF(%ebx), %[[A:[a-z]+]]
; CHECK:       # =>This Inner Loop Header
; CHECK:       pushl %[[A]]
; CHECK-NEXT:  .cfi_adjust_cfa_offset
; CHECK-NEXT:  movl %eax, %[[A]]
; CHECK-NEXT:  calll f@PLT
; CHECK-NOT:   Reload
; CHECK:       cmpl
; CHECK-NEXT:  leal .L.str@GOTOFF(%ebx), %[[A]]
; CHECK-NEXT:  jne .LBB1_2
