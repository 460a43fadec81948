; MIPS's branches define $at (`J %bb.3, implicit-def dead $at`): the
; assembler may need it to reach a far target. The join takes its entry model
; from %b, which falls through with the phi's value in $at, and the shuffle on
; the edge from %a put the value back into $at just before %a's branch
; overwrote it. The checker caught it; built for MIPS without the checker,
; bench/lu.c and stencil.c crashed. The value now enters the join in a
; register no predecessor's branch defines. (The phi's value is stored, not
; returned: a value copied into $v0 at the end is made there at once.)
; REQUIRES: mips-registered-target
; RUN: llc -O2 -mtriple=mipsel-linux-gnu -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs -stop-after=regallocmts %s -o - | FileCheck %s

; CHECK-LABEL: name: f
; CHECK:      bb.1:
; CHECK:        $[[R:[astv][0-9]]] = COPY killed $at
; CHECK-NEXT:   J %bb.3, implicit-def dead $at
; CHECK:      bb.3.exit:
; CHECK-NEXT:   liveins: $[[R]]
; CHECK:        SW killed renamable $[[R]], killed renamable $at

declare i32 @printf(ptr, ...)
declare i32 @puts(ptr)
@.str = private constant [4 x i8] c"%d\0A\00"
@str = private constant [3 x i8] c"ok\00"

@out = global i32 0

define void @f(i32 %n, i32 %flag) {
entry:
  %c = call i32 (ptr, ...) @printf(ptr @.str, i32 %n)
  %t = icmp eq i32 %flag, 0
  br i1 %t, label %a, label %b
a:
  br label %exit
b:
  %d = call i32 @puts(ptr @str)
  br label %exit
exit:
  %r = phi i32 [ 0, %a ], [ 1, %b ]
  store i32 %r, ptr @out
  ret void
}

; A jump table's edges cannot be split: a block they reach takes the table
; block's exit model, with %y in $at, and the edges from the branches of the
; cases cannot put it there. %y enters in memory instead: the table block
; stores it, before its branch, and the join loads it.
; CHECK-LABEL: name: jump_table
; CHECK:       SW $at, %stack.0, 0
; CHECK-NEXT:  PseudoIndirectBranch
; CHECK:       bb.7.join:
; CHECK-NOT:   {{liveins:.*\$at}}
; CHECK:       $at = LW %stack.0, 0

define i32 @jump_table(i32 %k, i32 %a, i32 %b, ptr %p) {
entry:
  %x = load i32, ptr %p
  %y = mul i32 %a, %b
  %k7 = and i32 %k, 7
  switch i32 %k7, label %unreachable [
    i32 0, label %c0
    i32 1, label %c1
    i32 2, label %c2
    i32 3, label %c3
    i32 4, label %c4
    i32 5, label %c5
    i32 6, label %join
    i32 7, label %join
  ]
c0:
  %s0 = add i32 %x, 3
  %t0 = icmp eq i32 %s0, %a
  br i1 %t0, label %join, label %out
c1:
  %s1 = sub i32 %x, 4
  %t1 = icmp eq i32 %s1, %a
  br i1 %t1, label %join, label %out
c2:
  %s2 = xor i32 %x, 5
  %t2 = icmp eq i32 %s2, %a
  br i1 %t2, label %join, label %out
c3:
  %s3 = or i32 %x, 6
  %t3 = icmp eq i32 %s3, %a
  br i1 %t3, label %join, label %out
c4:
  %s4 = and i32 %x, 7
  %t4 = icmp eq i32 %s4, %a
  br i1 %t4, label %join, label %out
c5:
  %s5 = shl i32 %x, 8
  %t5 = icmp eq i32 %s5, %a
  br i1 %t5, label %join, label %out
join:
  %r = add i32 %x, %y
  %q = mul i32 %r, %a
  ret i32 %q
out:
  %o = add i32 %b, %y
  ret i32 %o
unreachable:
  unreachable
}
