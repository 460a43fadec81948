; MIPS's branches define $at (`J %bb.3, implicit-def dead $at`): the
; assembler may need it to reach a far target. The join takes its entry model
; from %b, which falls through with the phi's value in $at, and the shuffle on
; the edge from %a put the value back into $at just before %a's branch
; overwrote it. The checker caught it; built for MIPS without the checker,
; bench/lu.c and stencil.c crashed. The value now enters the join in a
; register no predecessor's branch defines.
; REQUIRES: mips-registered-target
; RUN: llc -O2 -mtriple=mipsel-linux-gnu -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs -stop-after=regallocmts %s -o - | FileCheck %s

; CHECK-LABEL: name: f
; CHECK:      bb.1:
; CHECK:        $[[R:[astv][0-9]]] = COPY killed $at
; CHECK-NEXT:   J %bb.3, implicit-def dead $at
; CHECK:      bb.3.exit:
; CHECK-NEXT:   liveins: $[[R]]
; CHECK:        $v0 = COPY killed renamable $[[R]]

declare i32 @printf(ptr, ...)
declare i32 @puts(ptr)
@.str = private constant [4 x i8] c"%d\0A\00"
@str = private constant [3 x i8] c"ok\00"

define i32 @f(i32 %n, i32 %flag) {
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
  ret i32 %r
}
