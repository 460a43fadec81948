; The orders and the registers that can hold values follow from a function's
; reserved and callee-saved registers; the pass keeps them for the last few
; such sets (TargetTables). On AArch64, a function with a frame pointer
; reserves $x29 and one without does not, so a module's functions take turns
; between two sets. Each function here keeps 30 loaded values across a call,
; more than the callee-saved registers, so it takes every register it may:
; $x29 too, unless it has a frame pointer. Alternating, the third and fourth
; functions take a set kept from the first two, which must be theirs.
;
; RUN: llc -O2 -mtriple=aarch64-linux-gnu -load %mts_lib -regalloc=mts \
; RUN:   -mts-verify -verify-machineinstrs %s -o - | FileCheck %s

; A value loaded into $x29 (from the argument's register, not the stack).
; CHECK-LABEL: with_fp_1:
; CHECK-NOT: {{ld[rp]}} {{.*}}x29{{.*}}[x{{[0-9]}}
; CHECK-LABEL: without_fp_1:
; CHECK: {{ld[rp]}} {{.*}}x29{{.*}}[x{{[0-9]}}
; CHECK-LABEL: with_fp_2:
; CHECK-NOT: {{ld[rp]}} {{.*}}x29{{.*}}[x{{[0-9]}}
; CHECK-LABEL: without_fp_2:
; CHECK: {{ld[rp]}} {{.*}}x29{{.*}}[x{{[0-9]}}

declare void @g()

define i64 @with_fp_1(ptr %p) #0 {
  %a0 = getelementptr inbounds i64, ptr %p, i64 0
  %v0 = load volatile i64, ptr %a0
  %a1 = getelementptr inbounds i64, ptr %p, i64 1
  %v1 = load volatile i64, ptr %a1
  %a2 = getelementptr inbounds i64, ptr %p, i64 2
  %v2 = load volatile i64, ptr %a2
  %a3 = getelementptr inbounds i64, ptr %p, i64 3
  %v3 = load volatile i64, ptr %a3
  %a4 = getelementptr inbounds i64, ptr %p, i64 4
  %v4 = load volatile i64, ptr %a4
  %a5 = getelementptr inbounds i64, ptr %p, i64 5
  %v5 = load volatile i64, ptr %a5
  %a6 = getelementptr inbounds i64, ptr %p, i64 6
  %v6 = load volatile i64, ptr %a6
  %a7 = getelementptr inbounds i64, ptr %p, i64 7
  %v7 = load volatile i64, ptr %a7
  %a8 = getelementptr inbounds i64, ptr %p, i64 8
  %v8 = load volatile i64, ptr %a8
  %a9 = getelementptr inbounds i64, ptr %p, i64 9
  %v9 = load volatile i64, ptr %a9
  %a10 = getelementptr inbounds i64, ptr %p, i64 10
  %v10 = load volatile i64, ptr %a10
  %a11 = getelementptr inbounds i64, ptr %p, i64 11
  %v11 = load volatile i64, ptr %a11
  %a12 = getelementptr inbounds i64, ptr %p, i64 12
  %v12 = load volatile i64, ptr %a12
  %a13 = getelementptr inbounds i64, ptr %p, i64 13
  %v13 = load volatile i64, ptr %a13
  %a14 = getelementptr inbounds i64, ptr %p, i64 14
  %v14 = load volatile i64, ptr %a14
  %a15 = getelementptr inbounds i64, ptr %p, i64 15
  %v15 = load volatile i64, ptr %a15
  %a16 = getelementptr inbounds i64, ptr %p, i64 16
  %v16 = load volatile i64, ptr %a16
  %a17 = getelementptr inbounds i64, ptr %p, i64 17
  %v17 = load volatile i64, ptr %a17
  %a18 = getelementptr inbounds i64, ptr %p, i64 18
  %v18 = load volatile i64, ptr %a18
  %a19 = getelementptr inbounds i64, ptr %p, i64 19
  %v19 = load volatile i64, ptr %a19
  %a20 = getelementptr inbounds i64, ptr %p, i64 20
  %v20 = load volatile i64, ptr %a20
  %a21 = getelementptr inbounds i64, ptr %p, i64 21
  %v21 = load volatile i64, ptr %a21
  %a22 = getelementptr inbounds i64, ptr %p, i64 22
  %v22 = load volatile i64, ptr %a22
  %a23 = getelementptr inbounds i64, ptr %p, i64 23
  %v23 = load volatile i64, ptr %a23
  %a24 = getelementptr inbounds i64, ptr %p, i64 24
  %v24 = load volatile i64, ptr %a24
  %a25 = getelementptr inbounds i64, ptr %p, i64 25
  %v25 = load volatile i64, ptr %a25
  %a26 = getelementptr inbounds i64, ptr %p, i64 26
  %v26 = load volatile i64, ptr %a26
  %a27 = getelementptr inbounds i64, ptr %p, i64 27
  %v27 = load volatile i64, ptr %a27
  %a28 = getelementptr inbounds i64, ptr %p, i64 28
  %v28 = load volatile i64, ptr %a28
  %a29 = getelementptr inbounds i64, ptr %p, i64 29
  %v29 = load volatile i64, ptr %a29
  call void @g()
  %s28 = mul i64 %v29, %v28
  %s27 = mul i64 %s28, %v27
  %s26 = mul i64 %s27, %v26
  %s25 = mul i64 %s26, %v25
  %s24 = mul i64 %s25, %v24
  %s23 = mul i64 %s24, %v23
  %s22 = mul i64 %s23, %v22
  %s21 = mul i64 %s22, %v21
  %s20 = mul i64 %s21, %v20
  %s19 = mul i64 %s20, %v19
  %s18 = mul i64 %s19, %v18
  %s17 = mul i64 %s18, %v17
  %s16 = mul i64 %s17, %v16
  %s15 = mul i64 %s16, %v15
  %s14 = mul i64 %s15, %v14
  %s13 = mul i64 %s14, %v13
  %s12 = mul i64 %s13, %v12
  %s11 = mul i64 %s12, %v11
  %s10 = mul i64 %s11, %v10
  %s9 = mul i64 %s10, %v9
  %s8 = mul i64 %s9, %v8
  %s7 = mul i64 %s8, %v7
  %s6 = mul i64 %s7, %v6
  %s5 = mul i64 %s6, %v5
  %s4 = mul i64 %s5, %v4
  %s3 = mul i64 %s4, %v3
  %s2 = mul i64 %s3, %v2
  %s1 = mul i64 %s2, %v1
  %s0 = mul i64 %s1, %v0
  ret i64 %s0
}

define i64 @without_fp_1(ptr %p) #1 {
  %a0 = getelementptr inbounds i64, ptr %p, i64 0
  %v0 = load volatile i64, ptr %a0
  %a1 = getelementptr inbounds i64, ptr %p, i64 1
  %v1 = load volatile i64, ptr %a1
  %a2 = getelementptr inbounds i64, ptr %p, i64 2
  %v2 = load volatile i64, ptr %a2
  %a3 = getelementptr inbounds i64, ptr %p, i64 3
  %v3 = load volatile i64, ptr %a3
  %a4 = getelementptr inbounds i64, ptr %p, i64 4
  %v4 = load volatile i64, ptr %a4
  %a5 = getelementptr inbounds i64, ptr %p, i64 5
  %v5 = load volatile i64, ptr %a5
  %a6 = getelementptr inbounds i64, ptr %p, i64 6
  %v6 = load volatile i64, ptr %a6
  %a7 = getelementptr inbounds i64, ptr %p, i64 7
  %v7 = load volatile i64, ptr %a7
  %a8 = getelementptr inbounds i64, ptr %p, i64 8
  %v8 = load volatile i64, ptr %a8
  %a9 = getelementptr inbounds i64, ptr %p, i64 9
  %v9 = load volatile i64, ptr %a9
  %a10 = getelementptr inbounds i64, ptr %p, i64 10
  %v10 = load volatile i64, ptr %a10
  %a11 = getelementptr inbounds i64, ptr %p, i64 11
  %v11 = load volatile i64, ptr %a11
  %a12 = getelementptr inbounds i64, ptr %p, i64 12
  %v12 = load volatile i64, ptr %a12
  %a13 = getelementptr inbounds i64, ptr %p, i64 13
  %v13 = load volatile i64, ptr %a13
  %a14 = getelementptr inbounds i64, ptr %p, i64 14
  %v14 = load volatile i64, ptr %a14
  %a15 = getelementptr inbounds i64, ptr %p, i64 15
  %v15 = load volatile i64, ptr %a15
  %a16 = getelementptr inbounds i64, ptr %p, i64 16
  %v16 = load volatile i64, ptr %a16
  %a17 = getelementptr inbounds i64, ptr %p, i64 17
  %v17 = load volatile i64, ptr %a17
  %a18 = getelementptr inbounds i64, ptr %p, i64 18
  %v18 = load volatile i64, ptr %a18
  %a19 = getelementptr inbounds i64, ptr %p, i64 19
  %v19 = load volatile i64, ptr %a19
  %a20 = getelementptr inbounds i64, ptr %p, i64 20
  %v20 = load volatile i64, ptr %a20
  %a21 = getelementptr inbounds i64, ptr %p, i64 21
  %v21 = load volatile i64, ptr %a21
  %a22 = getelementptr inbounds i64, ptr %p, i64 22
  %v22 = load volatile i64, ptr %a22
  %a23 = getelementptr inbounds i64, ptr %p, i64 23
  %v23 = load volatile i64, ptr %a23
  %a24 = getelementptr inbounds i64, ptr %p, i64 24
  %v24 = load volatile i64, ptr %a24
  %a25 = getelementptr inbounds i64, ptr %p, i64 25
  %v25 = load volatile i64, ptr %a25
  %a26 = getelementptr inbounds i64, ptr %p, i64 26
  %v26 = load volatile i64, ptr %a26
  %a27 = getelementptr inbounds i64, ptr %p, i64 27
  %v27 = load volatile i64, ptr %a27
  %a28 = getelementptr inbounds i64, ptr %p, i64 28
  %v28 = load volatile i64, ptr %a28
  %a29 = getelementptr inbounds i64, ptr %p, i64 29
  %v29 = load volatile i64, ptr %a29
  call void @g()
  %s28 = mul i64 %v29, %v28
  %s27 = mul i64 %s28, %v27
  %s26 = mul i64 %s27, %v26
  %s25 = mul i64 %s26, %v25
  %s24 = mul i64 %s25, %v24
  %s23 = mul i64 %s24, %v23
  %s22 = mul i64 %s23, %v22
  %s21 = mul i64 %s22, %v21
  %s20 = mul i64 %s21, %v20
  %s19 = mul i64 %s20, %v19
  %s18 = mul i64 %s19, %v18
  %s17 = mul i64 %s18, %v17
  %s16 = mul i64 %s17, %v16
  %s15 = mul i64 %s16, %v15
  %s14 = mul i64 %s15, %v14
  %s13 = mul i64 %s14, %v13
  %s12 = mul i64 %s13, %v12
  %s11 = mul i64 %s12, %v11
  %s10 = mul i64 %s11, %v10
  %s9 = mul i64 %s10, %v9
  %s8 = mul i64 %s9, %v8
  %s7 = mul i64 %s8, %v7
  %s6 = mul i64 %s7, %v6
  %s5 = mul i64 %s6, %v5
  %s4 = mul i64 %s5, %v4
  %s3 = mul i64 %s4, %v3
  %s2 = mul i64 %s3, %v2
  %s1 = mul i64 %s2, %v1
  %s0 = mul i64 %s1, %v0
  ret i64 %s0
}

define i64 @with_fp_2(ptr %p) #0 {
  %a0 = getelementptr inbounds i64, ptr %p, i64 0
  %v0 = load volatile i64, ptr %a0
  %a1 = getelementptr inbounds i64, ptr %p, i64 1
  %v1 = load volatile i64, ptr %a1
  %a2 = getelementptr inbounds i64, ptr %p, i64 2
  %v2 = load volatile i64, ptr %a2
  %a3 = getelementptr inbounds i64, ptr %p, i64 3
  %v3 = load volatile i64, ptr %a3
  %a4 = getelementptr inbounds i64, ptr %p, i64 4
  %v4 = load volatile i64, ptr %a4
  %a5 = getelementptr inbounds i64, ptr %p, i64 5
  %v5 = load volatile i64, ptr %a5
  %a6 = getelementptr inbounds i64, ptr %p, i64 6
  %v6 = load volatile i64, ptr %a6
  %a7 = getelementptr inbounds i64, ptr %p, i64 7
  %v7 = load volatile i64, ptr %a7
  %a8 = getelementptr inbounds i64, ptr %p, i64 8
  %v8 = load volatile i64, ptr %a8
  %a9 = getelementptr inbounds i64, ptr %p, i64 9
  %v9 = load volatile i64, ptr %a9
  %a10 = getelementptr inbounds i64, ptr %p, i64 10
  %v10 = load volatile i64, ptr %a10
  %a11 = getelementptr inbounds i64, ptr %p, i64 11
  %v11 = load volatile i64, ptr %a11
  %a12 = getelementptr inbounds i64, ptr %p, i64 12
  %v12 = load volatile i64, ptr %a12
  %a13 = getelementptr inbounds i64, ptr %p, i64 13
  %v13 = load volatile i64, ptr %a13
  %a14 = getelementptr inbounds i64, ptr %p, i64 14
  %v14 = load volatile i64, ptr %a14
  %a15 = getelementptr inbounds i64, ptr %p, i64 15
  %v15 = load volatile i64, ptr %a15
  %a16 = getelementptr inbounds i64, ptr %p, i64 16
  %v16 = load volatile i64, ptr %a16
  %a17 = getelementptr inbounds i64, ptr %p, i64 17
  %v17 = load volatile i64, ptr %a17
  %a18 = getelementptr inbounds i64, ptr %p, i64 18
  %v18 = load volatile i64, ptr %a18
  %a19 = getelementptr inbounds i64, ptr %p, i64 19
  %v19 = load volatile i64, ptr %a19
  %a20 = getelementptr inbounds i64, ptr %p, i64 20
  %v20 = load volatile i64, ptr %a20
  %a21 = getelementptr inbounds i64, ptr %p, i64 21
  %v21 = load volatile i64, ptr %a21
  %a22 = getelementptr inbounds i64, ptr %p, i64 22
  %v22 = load volatile i64, ptr %a22
  %a23 = getelementptr inbounds i64, ptr %p, i64 23
  %v23 = load volatile i64, ptr %a23
  %a24 = getelementptr inbounds i64, ptr %p, i64 24
  %v24 = load volatile i64, ptr %a24
  %a25 = getelementptr inbounds i64, ptr %p, i64 25
  %v25 = load volatile i64, ptr %a25
  %a26 = getelementptr inbounds i64, ptr %p, i64 26
  %v26 = load volatile i64, ptr %a26
  %a27 = getelementptr inbounds i64, ptr %p, i64 27
  %v27 = load volatile i64, ptr %a27
  %a28 = getelementptr inbounds i64, ptr %p, i64 28
  %v28 = load volatile i64, ptr %a28
  %a29 = getelementptr inbounds i64, ptr %p, i64 29
  %v29 = load volatile i64, ptr %a29
  call void @g()
  %s28 = mul i64 %v29, %v28
  %s27 = mul i64 %s28, %v27
  %s26 = mul i64 %s27, %v26
  %s25 = mul i64 %s26, %v25
  %s24 = mul i64 %s25, %v24
  %s23 = mul i64 %s24, %v23
  %s22 = mul i64 %s23, %v22
  %s21 = mul i64 %s22, %v21
  %s20 = mul i64 %s21, %v20
  %s19 = mul i64 %s20, %v19
  %s18 = mul i64 %s19, %v18
  %s17 = mul i64 %s18, %v17
  %s16 = mul i64 %s17, %v16
  %s15 = mul i64 %s16, %v15
  %s14 = mul i64 %s15, %v14
  %s13 = mul i64 %s14, %v13
  %s12 = mul i64 %s13, %v12
  %s11 = mul i64 %s12, %v11
  %s10 = mul i64 %s11, %v10
  %s9 = mul i64 %s10, %v9
  %s8 = mul i64 %s9, %v8
  %s7 = mul i64 %s8, %v7
  %s6 = mul i64 %s7, %v6
  %s5 = mul i64 %s6, %v5
  %s4 = mul i64 %s5, %v4
  %s3 = mul i64 %s4, %v3
  %s2 = mul i64 %s3, %v2
  %s1 = mul i64 %s2, %v1
  %s0 = mul i64 %s1, %v0
  ret i64 %s0
}

define i64 @without_fp_2(ptr %p) #1 {
  %a0 = getelementptr inbounds i64, ptr %p, i64 0
  %v0 = load volatile i64, ptr %a0
  %a1 = getelementptr inbounds i64, ptr %p, i64 1
  %v1 = load volatile i64, ptr %a1
  %a2 = getelementptr inbounds i64, ptr %p, i64 2
  %v2 = load volatile i64, ptr %a2
  %a3 = getelementptr inbounds i64, ptr %p, i64 3
  %v3 = load volatile i64, ptr %a3
  %a4 = getelementptr inbounds i64, ptr %p, i64 4
  %v4 = load volatile i64, ptr %a4
  %a5 = getelementptr inbounds i64, ptr %p, i64 5
  %v5 = load volatile i64, ptr %a5
  %a6 = getelementptr inbounds i64, ptr %p, i64 6
  %v6 = load volatile i64, ptr %a6
  %a7 = getelementptr inbounds i64, ptr %p, i64 7
  %v7 = load volatile i64, ptr %a7
  %a8 = getelementptr inbounds i64, ptr %p, i64 8
  %v8 = load volatile i64, ptr %a8
  %a9 = getelementptr inbounds i64, ptr %p, i64 9
  %v9 = load volatile i64, ptr %a9
  %a10 = getelementptr inbounds i64, ptr %p, i64 10
  %v10 = load volatile i64, ptr %a10
  %a11 = getelementptr inbounds i64, ptr %p, i64 11
  %v11 = load volatile i64, ptr %a11
  %a12 = getelementptr inbounds i64, ptr %p, i64 12
  %v12 = load volatile i64, ptr %a12
  %a13 = getelementptr inbounds i64, ptr %p, i64 13
  %v13 = load volatile i64, ptr %a13
  %a14 = getelementptr inbounds i64, ptr %p, i64 14
  %v14 = load volatile i64, ptr %a14
  %a15 = getelementptr inbounds i64, ptr %p, i64 15
  %v15 = load volatile i64, ptr %a15
  %a16 = getelementptr inbounds i64, ptr %p, i64 16
  %v16 = load volatile i64, ptr %a16
  %a17 = getelementptr inbounds i64, ptr %p, i64 17
  %v17 = load volatile i64, ptr %a17
  %a18 = getelementptr inbounds i64, ptr %p, i64 18
  %v18 = load volatile i64, ptr %a18
  %a19 = getelementptr inbounds i64, ptr %p, i64 19
  %v19 = load volatile i64, ptr %a19
  %a20 = getelementptr inbounds i64, ptr %p, i64 20
  %v20 = load volatile i64, ptr %a20
  %a21 = getelementptr inbounds i64, ptr %p, i64 21
  %v21 = load volatile i64, ptr %a21
  %a22 = getelementptr inbounds i64, ptr %p, i64 22
  %v22 = load volatile i64, ptr %a22
  %a23 = getelementptr inbounds i64, ptr %p, i64 23
  %v23 = load volatile i64, ptr %a23
  %a24 = getelementptr inbounds i64, ptr %p, i64 24
  %v24 = load volatile i64, ptr %a24
  %a25 = getelementptr inbounds i64, ptr %p, i64 25
  %v25 = load volatile i64, ptr %a25
  %a26 = getelementptr inbounds i64, ptr %p, i64 26
  %v26 = load volatile i64, ptr %a26
  %a27 = getelementptr inbounds i64, ptr %p, i64 27
  %v27 = load volatile i64, ptr %a27
  %a28 = getelementptr inbounds i64, ptr %p, i64 28
  %v28 = load volatile i64, ptr %a28
  %a29 = getelementptr inbounds i64, ptr %p, i64 29
  %v29 = load volatile i64, ptr %a29
  call void @g()
  %s28 = mul i64 %v29, %v28
  %s27 = mul i64 %s28, %v27
  %s26 = mul i64 %s27, %v26
  %s25 = mul i64 %s26, %v25
  %s24 = mul i64 %s25, %v24
  %s23 = mul i64 %s24, %v23
  %s22 = mul i64 %s23, %v22
  %s21 = mul i64 %s22, %v21
  %s20 = mul i64 %s21, %v20
  %s19 = mul i64 %s20, %v19
  %s18 = mul i64 %s19, %v18
  %s17 = mul i64 %s18, %v17
  %s16 = mul i64 %s17, %v16
  %s15 = mul i64 %s16, %v15
  %s14 = mul i64 %s15, %v14
  %s13 = mul i64 %s14, %v13
  %s12 = mul i64 %s13, %v12
  %s11 = mul i64 %s12, %v11
  %s10 = mul i64 %s11, %v10
  %s9 = mul i64 %s10, %v9
  %s8 = mul i64 %s9, %v8
  %s7 = mul i64 %s8, %v7
  %s6 = mul i64 %s7, %v6
  %s5 = mul i64 %s6, %v5
  %s4 = mul i64 %s5, %v4
  %s3 = mul i64 %s4, %v3
  %s2 = mul i64 %s3, %v2
  %s1 = mul i64 %s2, %v1
  %s0 = mul i64 %s1, %v0
  ret i64 %s0
}

attributes #0 = { "frame-pointer"="all" }
attributes #1 = { "frame-pointer"="none" }
