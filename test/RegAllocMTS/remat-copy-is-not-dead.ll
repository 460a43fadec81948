; A value recomputed where it would be reloaded is recomputed from a copy of
; its definition. When the walk had evicted the value right after that
; definition, unread, the definition carries a dead flag, and the copy used
; to carry it too: here `dead $rax = LEA64r $rip, 1, $noreg, @queen` on the
; split edge into the block that stores through $rax. A later pass that
; tracks liveness forward (LivePhysRegs::stepForward) would take $rax for
; free there. The checker only believes a recomputed value in a register
; the instruction leaves live. (nqueens.c's `plain`, bench/. The weight on
; %12's branch, which clang does not give, keeps the edge from %12 into %31,
; which skips the inner loop, colder than the loop's exit, as it is on a
; board with columns: %31 takes the exit's model, and the recomputation
; goes on the edge from %12.)
; RUN: llc -O2 -relocation-model=pic -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs -stop-after=regallocmts %s -o %t.mir
; RUN: FileCheck %s < %t.mir
; RUN: FileCheck %s --check-prefix=NODEAD < %t.mir

; CHECK:      $[[R:[a-z0-9]+]] = LEA64r $rip, 1, $noreg, @queen, $noreg
; CHECK-NEXT: JMP_1
; NODEAD-NOT: dead ${{[a-z0-9]+}} = LEA64r

target triple = "x86_64-pc-linux-gnu"

@queen = internal unnamed_addr global [16 x i32] zeroinitializer, align 16

define i32 @plain(i32 noundef range(i32 -2147483648, 10) %0, i32 noundef %1) unnamed_addr {
  %3 = icmp eq i32 %1, %0
  br i1 %3, label %38, label %4

4:                                                ; preds = %2
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %38

6:                                                ; preds = %4
  %7 = icmp sgt i32 %1, 0
  %8 = zext nneg i32 %1 to i64
  %9 = sext i32 %1 to i64
  %10 = getelementptr inbounds i32, ptr @queen, i64 %9
  %11 = add nsw i32 %1, 1
  br label %12

12:                                               ; preds = %6, %34
  %13 = phi i32 [ 0, %6 ], [ %36, %34 ]
  %14 = phi i32 [ 0, %6 ], [ %35, %34 ]
  br i1 %7, label %18, label %31, !prof !0

15:                                               ; preds = %23
  %16 = add nuw nsw i64 %19, 1
  %17 = icmp eq i64 %16, %8
  br i1 %17, label %31, label %18

18:                                               ; preds = %12, %15
  %19 = phi i64 [ %16, %15 ], [ 0, %12 ]
  %20 = getelementptr inbounds nuw i32, ptr @queen, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = icmp eq i32 %21, %13
  br i1 %22, label %34, label %23

23:                                               ; preds = %18
  %24 = sub nsw i32 %21, %13
  %25 = trunc i64 %19 to i32
  %26 = sub i32 %25, %1
  %27 = icmp eq i32 %24, %26
  %28 = sub i32 %1, %25
  %29 = icmp eq i32 %24, %28
  %30 = or i1 %27, %29
  br i1 %30, label %34, label %15

31:                                               ; preds = %15, %12
  store i32 %13, ptr %10, align 4
  %32 = tail call fastcc i32 @plain(i32 noundef %0, i32 noundef %11)
  %33 = add nsw i32 %32, %14
  br label %34

34:                                               ; preds = %23, %18, %31
  %35 = phi i32 [ %33, %31 ], [ %14, %18 ], [ %14, %23 ]
  %36 = add nuw nsw i32 %13, 1
  %37 = icmp eq i32 %36, %0
  br i1 %37, label %38, label %12

38:                                               ; preds = %34, %4, %2
  %39 = phi i32 [ 1, %2 ], [ 0, %4 ], [ %35, %34 ]
  ret i32 %39
}

!0 = !{!"branch_weights", i32 100, i32 1}
