; A join after a call on one way in takes the values that live across the
; later calls in the callee-saved registers the call's way brings them in,
; not in the argument registers the other way has them in: each later call
; would move them out again. Cython's tp_traverse functions are a row of
;   if (p->f) { int r = visit(p->f, arg); if (r) return r; }
; and moved self and arg into callee-saved registers before every call and
; back into argument registers after it.
; RUN: llc -O2 -mtriple=x86_64-linux-gnu -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s

; CHECK-LABEL: traverse:
; CHECK:       movq %rdx, %[[ARG:r1[2-5]|rbx|rbp]]
; CHECK-NOT:   movq %[[ARG]], %rdx
; CHECK:       movq 8(%[[SELF:r1[2-5]|rbx|rbp]]), %rdi
; CHECK-NOT:   movq %[[SELF]], %rdi
; CHECK-NOT:   movq %[[ARG]], %rdx
; CHECK:       movq 16(%[[SELF]]), %rdi
; CHECK-NOT:   movq %[[SELF]], %rdi
; CHECK-NOT:   movq %[[ARG]], %rdx
; CHECK:       movq 24(%[[SELF]]), %rdi

define i32 @traverse(ptr %self, ptr %visit, ptr %arg) {
entry:
  %a = load ptr, ptr %self, align 8
  %no.a = icmp eq ptr %a, null
  br i1 %no.a, label %field.b, label %visit.a

visit.a:
  %ra = tail call i32 %visit(ptr %a, ptr %arg)
  %ok.a = icmp eq i32 %ra, 0
  br i1 %ok.a, label %field.b, label %done

field.b:
  %b.p = getelementptr inbounds i8, ptr %self, i64 8
  %b = load ptr, ptr %b.p, align 8
  %no.b = icmp eq ptr %b, null
  br i1 %no.b, label %field.c, label %visit.b

visit.b:
  %rb = tail call i32 %visit(ptr %b, ptr %arg)
  %ok.b = icmp eq i32 %rb, 0
  br i1 %ok.b, label %field.c, label %done

field.c:
  %c.p = getelementptr inbounds i8, ptr %self, i64 16
  %c = load ptr, ptr %c.p, align 8
  %no.c = icmp eq ptr %c, null
  br i1 %no.c, label %field.d, label %visit.c

visit.c:
  %rc = tail call i32 %visit(ptr %c, ptr %arg)
  %ok.c = icmp eq i32 %rc, 0
  br i1 %ok.c, label %field.d, label %done

field.d:
  %d.p = getelementptr inbounds i8, ptr %self, i64 24
  %d = load ptr, ptr %d.p, align 8
  %no.d = icmp eq ptr %d, null
  br i1 %no.d, label %done, label %visit.d

visit.d:
  %rd = tail call i32 %visit(ptr %d, ptr %arg)
  br label %done

done:
  %r = phi i32 [ %ra, %visit.a ], [ %rb, %visit.b ], [ %rc, %visit.c ], [ 0, %field.d ], [ %rd, %visit.d ]
  ret i32 %r
}
