; A loop whose byte operations need x86's GR32_ABCD registers ($eax, $ebx,
; $ecx, $edx) enters with its index moved out of that class when the index
; can be elsewhere and a register outside it is free. This is chacha20.c's
; keystream loop on i686: each word of %ks, and a copy of it, is shifted
; by $cl and its low byte xored into the message, while the bit offset,
; whose low byte is the shift count, lives on: four ABCD values at once.
; The index, made in $ecx before the loop (which the loop clobbers), used
; to enter in $edx, leaving the loop one ABCD register short: the bit
; offset was stored and loaded on every iteration. Now the index enters in
; $ebp, freed on the way in by the address of %ks, which the loop does not
; read, and the loop has no spill code.
; REQUIRES: x86-registered-target
; RUN: llc -O2 -mtriple=i686-linux-gnu -relocation-model=pic -load %mts_lib \
; RUN:   -regalloc=mts -mts-verify -verify-machineinstrs %s -o - | FileCheck %s

; CHECK-LABEL: xor_stream:
; CHECK:       calll block@PLT
; CHECK:       movl %ecx, [[INDEX:%e(bp|si|di)]]
; CHECK:       .LBB0_2:
; CHECK-NOT:   Spill
; CHECK-NOT:   Reload
; CHECK:       xorb %{{[a-d]}}l, -1(%e{{[a-z]+}},[[INDEX]])
; CHECK-NOT:   Spill
; CHECK-NOT:   Reload
; CHECK:       xorb %{{[a-d]}}l, (%e{{[a-z]+}},[[INDEX]])
; CHECK-NOT:   Spill
; CHECK-NOT:   Reload
; CHECK:       jne .LBB0_2

@msg = internal unnamed_addr global [262144 x i8] zeroinitializer, align 1

define void @xor_stream() {
entry:
  %s = alloca [16 x i32], align 4
  %ks = alloca [16 x i32], align 4
  %counter = getelementptr inbounds nuw i8, ptr %s, i32 48
  br label %block.start

block.start:
  %off = phi i32 [ 0, %entry ], [ %off.next, %block.end ]
  store i32 0, ptr %s, align 4
  %block.index = lshr exact i32 %off, 6
  %block.number = add nuw nsw i32 %block.index, 1
  store i32 %block.number, ptr %counter, align 4
  call void @block(ptr nonnull %s, ptr nonnull %ks)
  %block.msg = getelementptr inbounds nuw i8, ptr @msg, i32 %off
  br label %bytes

bytes:
  %i = phi i32 [ 0, %block.start ], [ %i.next, %bytes ]
  %word.index = lshr i32 %i, 2
  %word.ptr = getelementptr inbounds nuw i32, ptr %ks, i32 %word.index
  %word = load i32, ptr %word.ptr, align 4
  %bits = shl nuw nsw i32 %i, 3
  %shift = and i32 %bits, 16
  %shifted = lshr i32 %word, %shift
  %byte.ptr = getelementptr inbounds nuw i8, ptr %block.msg, i32 %i
  %byte = load i8, ptr %byte.ptr, align 1
  %key = trunc i32 %shifted to i8
  %xored = xor i8 %byte, %key
  store i8 %xored, ptr %byte.ptr, align 1
  %i.1 = or disjoint i32 %i, 1
  %bits.1 = shl nuw nsw i32 %i.1, 3
  %shift.1 = and i32 %bits.1, 24
  %shifted.1 = lshr i32 %word, %shift.1
  %byte.ptr.1 = getelementptr inbounds nuw i8, ptr %block.msg, i32 %i.1
  %byte.1 = load i8, ptr %byte.ptr.1, align 1
  %key.1 = trunc i32 %shifted.1 to i8
  %xored.1 = xor i8 %byte.1, %key.1
  store i8 %xored.1, ptr %byte.ptr.1, align 1
  %i.next = add nuw nsw i32 %i, 2
  %done = icmp eq i32 %i.next, 64
  br i1 %done, label %block.end, label %bytes

block.end:
  %off.next = add nuw nsw i32 %off, 64
  %more = icmp samesign ult i32 %off, 262080
  br i1 %more, label %block.start, label %exit

exit:
  ret void
}

declare void @block(ptr, ptr)
