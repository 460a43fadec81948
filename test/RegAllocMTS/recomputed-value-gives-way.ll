; A recomputable value gives its register to a value that would otherwise be
; stored and loaded, even when it is needed sooner: recomputing it costs one
; instruction (here a GOT load), keeping the other in memory a store and a
; load. Reduced by llvm-reduce from the Csmith program csmith-2.c: ten calls
; through a pointer, whose arguments keep the callee-saved registers busy.
; 4294967289 (`leaq 3(%r14)`) is passed to the third and the fifth call;
; the address of @name, a GOT load, to the first and the fourth. mts used to
; keep the address and store 4294967289 across the fourth call; now the
; address is loaded again from the GOT for the fourth call instead.
; RUN: llc -O2 -relocation-model=pic -load %mts_lib -regalloc=mts -mts-verify \
; RUN:   -verify-machineinstrs %s -o - | FileCheck %s

; CHECK-LABEL: main:
; CHECK-NOT:   {{[0-9]-byte (Spill|Reload)}}
; CHECK:       name@GOTPCREL(%rip)
; CHECK-NOT:   {{[0-9]-byte (Spill|Reload)}}
; CHECK:       leaq 3(%r14), [[V:%r[a-z0-9]+]]
; CHECK-NOT:   {{[0-9]-byte (Spill|Reload)}}
; CHECK:       movq name@GOTPCREL(%rip), %rsi
; CHECK-NOT:   {{[0-9]-byte (Spill|Reload)}}
; CHECK:       retq

target triple = "x86_64-pc-linux-gnu"

@name = external global [12 x i8]

define i32 @main(i32 %n, ptr %sink) {
  call void %sink(i64 4294967295, ptr @name, i32 0)
  call void %sink(i64 3598809039, ptr null, i32 0)
  call void %sink(i64 4294967289, ptr null, i32 0)
  call void %sink(i64 4294967295, ptr @name, i32 %n)
  call void %sink(i64 4294967289, ptr null, i32 0)
  call void %sink(i64 3598809039, ptr null, i32 0)
  call void %sink(i64 4294967286, ptr null, i32 0)
  call void %sink(i64 4294967286, ptr null, i32 0)
  call void %sink(i64 4294967286, ptr null, i32 0)
  call void %sink(i64 4073127957, ptr null, i32 0)
  ret i32 0
}
