; A value read by an instruction that clobbers every register it may be
; in, and needed after it: a call through a function pointer loaded from
; the value, under -stress-regalloc=6, where all six registers of the order
; are caller-saved. The value cannot stay in a register across the call; it
; is reloaded into one the call clobbers, read there, and lives on in its
; slot. mts said "no register left for %5" (GCC torture 20030714-1).
; RUN: llc -O2 -mtriple=x86_64-linux-gnu -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs -stress-regalloc=6 %s -o - | FileCheck %s

; CHECK-LABEL: set_style:
; CHECK:       movq [[SLOT:[0-9]*]](%rsp), %[[R:[a-z0-9]+]] # 8-byte Reload
; CHECK-NOT:   %[[R]]
; CHECK:       callq *32(%[[R]])
; After the call, it comes back from the same slot.
; CHECK:       movq [[SLOT]](%rsp), %{{[a-z0-9]+}} # 8-byte Reload

define void @set_style(ptr %box, ptr %style) {
  %flags = getelementptr inbounds nuw i8, ptr %box, i64 26
  %old = load i16, ptr %flags, align 2
  %s = load i32, ptr %style, align 4
  %inherit = and i32 %s, 262144
  %t = icmp eq i32 %inherit, 0
  br i1 %t, label %check, label %set

set:
  %v = or i16 %old, 16
  br label %store

check:
  %cleared = and i16 %old, -17
  store i16 %cleared, ptr %flags, align 2
  %s2 = load i32, ptr %style, align 4
  %fnp = getelementptr inbounds nuw i8, ptr %box, i64 32
  %fn = load ptr, ptr %fnp, align 8
  %r = tail call zeroext i1 %fn(ptr nonnull %box)
  %m = and i32 %s2, 1572864
  %z = icmp eq i32 %m, 0
  %c = select i1 %r, i1 true, i1 %z
  br i1 %c, label %other, label %again

again:
  %o2 = load i16, ptr %flags, align 2
  %v2 = or i16 %o2, 8
  br label %store

other:
  %s3 = load i32, ptr %style, align 4
  %m3 = and i32 %s3, 393216
  %e = icmp eq i32 %m3, 131072
  br i1 %e, label %last, label %done

last:
  %o3 = load i16, ptr %flags, align 2
  %v3 = or i16 %o3, 64
  br label %store

store:
  %v4 = phi i16 [ %v2, %again ], [ %v3, %last ], [ %v, %set ]
  store i16 %v4, ptr %flags, align 2
  br label %done

done:
  ret void
}
