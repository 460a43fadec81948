//===- MIREmitter.cpp - Translate UIL to x86-64 MIR -----------------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A direct translation, statement by statement, with no renaming,
/// copy propagation or other optimization: the allocator should see the
/// program as the paper writes it. Literals and addresses go through
/// numbered temporaries; everything a UIL variable holds stays in its own
/// named virtual register.
///
//===----------------------------------------------------------------------===//

#include "mts/UIL/MIREmitter.h"
#include "mts/UIL/Check.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include <string>

using namespace llvm;
using namespace mts::uil;

namespace {

const char *ArgRegs[] = {"$rdi", "$rsi", "$rdx", "$rcx", "$r8", "$r9"};
constexpr unsigned NumArgRegs = 6;
const char *CallFrameTail =
    "implicit-def dead $rsp, implicit-def dead $eflags, "
    "implicit-def dead $ssp, implicit $rsp, implicit $ssp";

/// `uil.` cannot be part of a UIL name, so no procedure can collide with the
/// body (`uil.main` is a procedure named main; the body is `uil_main`).
std::string symbolOf(const Proc &P, const Program &Prog) {
  return &P == &Prog.Body ? "uil_main" : "uil." + P.Name;
}

/// X86 condition codes (X86::CondCode) for "branch when the comparison is
/// false".
unsigned inverseCondCode(RelOp Op) {
  switch (Op) {
  case RelOp::LT:
    return 13; // GE
  case RelOp::LE:
    return 15; // G
  case RelOp::GT:
    return 14; // LE
  case RelOp::GE:
    return 12; // L
  case RelOp::EQ:
    return 5; // NE
  case RelOp::NE:
    return 4; // E
  }
  return 0;
}

bool fitsInt32(int64_t V) { return V >= INT32_MIN && V <= INT32_MAX; }

/// The MIR of one procedure, built block by block.
class ProcEmitter {
public:
  ProcEmitter(const Program &Prog, const Proc &P, unsigned StackArgSlots)
      : Prog(Prog), P(P), StackArgSlots(StackArgSlots) {}

  void emit(raw_ostream &OS);

private:
  struct MBlock {
    std::string Body;
    SmallVector<unsigned, 2> Succs;
  };

  unsigned newBlock() {
    Blocks.emplace_back();
    return Blocks.size() - 1;
  }
  raw_string_ostream out() { return raw_string_ostream(Blocks[Cur].Body); }
  void line(const Twine &Text) { out() << "    " << Text << '\n'; }

  std::string var(const Atom &A) const { return "%" + A.Name; }
  std::string temp() { return "%" + utostr(NextTemp++); }
  /// A temporary as an atom, for code that takes variables.
  Atom newTempVar() {
    Atom A;
    A.IsVar = true;
    A.Name = utostr(NextTemp++);
    return A;
  }
  /// A register holding the atom's value: its variable, or a temporary
  /// holding the literal.
  std::string reg(const Atom &A);
  /// Put the atom's value in register Dst (a physical or virtual register
  /// with its class).
  void move(const Twine &Dst, const Atom &A);
  /// The fixed stack object of incoming stack argument ArgIdx (the seventh
  /// argument is slot 0); it is declared in the frame info.
  std::string incomingArgSlot(unsigned ArgIdx) {
    unsigned Slot = ArgIdx - NumArgRegs;
    FixedSlotsUsed = std::max(FixedSlotsUsed, Slot + 1);
    return "%fixed-stack." + utostr(Slot);
  }
  /// A register holding A + B, for memory accesses.
  std::string address(const Atom &A, const Atom &B);

  void emitBlock(const Block &B, bool Tail);
  void emitStmt(const Stmt &S, bool Tail);
  void emitBinary(const Atom &Target, const Expr &E);
  /// Set up the arguments of a call and make it. With Tail, make it a tail
  /// call if it can be one; false if it was an ordinary call instead.
  bool emitCall(const Expr &E, bool Tail);
  void emitReturn(const Atom *Value);

  bool isBody() const { return &P == &Prog.Body; }
  /// Bytes every non-tail call reserves for stack arguments.
  unsigned callFrameSize() const { return alignTo(8 * StackArgSlots, 16); }

  const Program &Prog;
  const Proc &P;
  /// The program's largest number of stack-passed arguments; see emitMIR.
  unsigned StackArgSlots;
  /// Incoming stack-argument words this procedure reads or, for a tail
  /// call, overwrites; each is a fixed stack object.
  unsigned FixedSlotsUsed = 0;
  std::vector<MBlock> Blocks;
  unsigned Cur = 0;
  unsigned NextTemp = 0;
  bool HasCalls = false, HasTailCalls = false;
};

} // namespace

std::string ProcEmitter::reg(const Atom &A) {
  if (A.IsVar)
    return var(A);
  std::string T = temp();
  line(T + ":gr64 = MOV64ri " + itostr(A.Value));
  return T;
}

void ProcEmitter::move(const Twine &Dst, const Atom &A) {
  if (A.IsVar)
    line(Dst + " = COPY " + var(A));
  else
    line(Dst + " = MOV64ri " + itostr(A.Value));
}

std::string ProcEmitter::address(const Atom &A, const Atom &B) {
  std::string T = temp();
  move(T + ":gr64", A);
  if (!B.IsVar && fitsInt32(B.Value))
    line(T + ":gr64 = ADD64ri32 " + T + ", " + itostr(B.Value) +
         ", implicit-def dead $eflags");
  else
    line(T + ":gr64 = ADD64rr " + T + ", " + reg(B) +
         ", implicit-def dead $eflags");
  return T;
}

void ProcEmitter::emitBinary(const Atom &Target, const Expr &E) {
  // Two-address form: the target starts as a copy of A. When the target is
  // also B, a temporary keeps B's value from being overwritten first.
  bool Aliased = E.B.IsVar && E.B.Name == Target.Name;
  std::string Dst = Aliased ? temp() : var(Target);
  move(Dst + ":gr64", E.A);
  static const char *RR[] = {"ADD64rr", "SUB64rr", "IMUL64rr",
                             "AND64rr", "OR64rr",  "XOR64rr"};
  static const char *RI[] = {"ADD64ri32", "SUB64ri32", nullptr,
                             "AND64ri32", "OR64ri32",  "XOR64ri32"};
  unsigned Op = static_cast<unsigned>(E.Op);
  if (E.Op == BinOp::Shl || E.Op == BinOp::Shr) {
    const char *Name = E.Op == BinOp::Shl ? "SHL64" : "SAR64";
    // x86 masks 64-bit shift counts to 6 bits, as UIL does.
    if (!E.B.IsVar) {
      line(Dst + ":gr64 = " + Name + "ri " + Dst + ", " +
           utostr(uint64_t(E.B.Value) & 63) + ", implicit-def dead $eflags");
    } else {
      line("$rcx = COPY " + var(E.B));
      line(Dst + ":gr64 = " + Name + "rCL " + Dst +
           ", implicit-def dead $eflags, implicit $cl");
    }
  } else if (!E.B.IsVar && RI[Op] && fitsInt32(E.B.Value)) {
    line(Dst + ":gr64 = " + RI[Op] + " " + Dst + ", " + itostr(E.B.Value) +
         ", implicit-def dead $eflags");
  } else {
    line(Dst + ":gr64 = " + RR[Op] + " " + Dst + ", " + reg(E.B) +
         ", implicit-def dead $eflags");
  }
  if (Aliased)
    line(var(Target) + ":gr64 = COPY " + Dst);
}

bool ProcEmitter::emitCall(const Expr &E, bool Tail) {
  std::string Callee =
      E.ProcIndex < 0 ? "uil_print" : symbolOf(Prog.Procs[E.ProcIndex], Prog);
  unsigned InRegs = std::min<size_t>(E.Args.size(), NumArgRegs);
  std::string Uses;
  for (unsigned I = 0; I < InRegs; ++I)
    Uses += std::string(", implicit ") + ArgRegs[I];
  // The body is called from C, which reserved no stack-argument area for it
  // to pass on, and its callee's own tail calls may write there. So when the
  // program has stack arguments anywhere, the body's calls are ordinary ones
  // (the body runs once; its stack does not grow).
  bool OwnsArgArea = !isBody() || StackArgSlots == 0;
  if (Tail && E.ProcIndex >= 0 && OwnsArgArea) {
    HasTailCalls = true;
    // The callee's stack arguments go where this procedure's came in: every
    // caller reserved the program's full area (see emitMIR), so it fits.
    // Parameters were loaded into their registers on entry, so overwriting
    // them here loses nothing.
    for (unsigned I = NumArgRegs; I < E.Args.size(); ++I) {
      std::string Obj = incomingArgSlot(I);
      line("MOV64mr " + Obj + ", 1, $noreg, 0, $noreg, " + reg(E.Args[I]) +
           " :: (store (s64) into " + Obj + ")");
    }
    for (unsigned I = 0; I < InRegs; ++I)
      move(ArgRegs[I], E.Args[I]);
    line("TCRETURNdi64 @\"" + Callee + "\"" +
         ", 0, csr_64, implicit $rsp, implicit $ssp" + Uses);
    return true;
  }
  HasCalls = true;
  // Every call reserves the same area, so that any callee can pass it on in
  // a tail call of its own.
  std::string Frame = E.ProcIndex < 0 ? "0" : utostr(callFrameSize());
  line("ADJCALLSTACKDOWN64 " + Frame + ", 0, 0, " + CallFrameTail);
  for (unsigned I = NumArgRegs; I < E.Args.size(); ++I) {
    std::string Offset = utostr(8 * (I - NumArgRegs));
    line("MOV64mr $rsp, 1, $noreg, " + Offset + ", $noreg, " +
         reg(E.Args[I]) + " :: (store (s64) into stack + " + Offset + ")");
  }
  for (unsigned I = 0; I < InRegs; ++I)
    move(ArgRegs[I], E.Args[I]);
  line("CALL64pcrel32 @\"" + Callee + "\"" +
       ", csr_64, implicit $rsp, implicit $ssp" + Uses +
       ", implicit-def $rsp, implicit-def $ssp, implicit-def $rax");
  line("ADJCALLSTACKUP64 " + Frame + ", 0, " + CallFrameTail);
  return false;
}

void ProcEmitter::emitReturn(const Atom *Value) {
  if (Value)
    move("$rax", *Value);
  else
    line("$rax = MOV64ri 0");
  line("RET 0, $rax");
}

void ProcEmitter::emitStmt(const Stmt &S, bool Tail) {
  switch (S.Kind) {
  case Stmt::Assign: {
    const Expr &E = S.E;
    switch (E.Kind) {
    case Expr::AtomExpr:
      move(var(S.Target) + ":gr64", E.A);
      break;
    case Expr::Binary:
      emitBinary(S.Target, E);
      break;
    case Expr::Load: {
      std::string Addr = address(E.A, E.B);
      line(var(S.Target) + ":gr64 = MOV64rm " + Addr +
           ", 1, $noreg, 0, $noreg :: (load (s64))");
      break;
    }
    case Expr::Call:
      emitCall(E, /*Tail=*/false);
      line(var(S.Target) + ":gr64 = COPY $rax");
      break;
    }
    if (Tail)
      emitReturn(nullptr);
    return;
  }
  case Stmt::Store: {
    std::string Addr = address(S.Base, S.Offset);
    std::string Value = reg(S.Stored);
    line("MOV64mr " + Addr + ", 1, $noreg, 0, $noreg, " + Value +
         " :: (store (s64))");
    if (Tail)
      emitReturn(nullptr);
    return;
  }
  case Stmt::Value: {
    const Expr &E = S.E;
    if (E.Kind == Expr::Call) {
      if (emitCall(E, Tail) || !Tail)
        return;
      // Print, or a call the body cannot make a tail call: return its value.
      Atom Result = newTempVar();
      line(var(Result) + ":gr64 = COPY $rax");
      emitReturn(&Result);
      return;
    }
    if (!Tail)
      return; // A value nobody uses: nothing to compute.
    if (E.Kind == Expr::AtomExpr) {
      emitReturn(&E.A);
      return;
    }
    // `a op b` as a procedure's value: compute it into a temporary.
    Atom Result = newTempVar();
    emitBinary(Result, E);
    emitReturn(&Result);
    return;
  }
  case Stmt::If: {
    std::string L = S.CondL.IsVar ? var(S.CondL) : reg(S.CondL);
    if (!S.CondR.IsVar && fitsInt32(S.CondR.Value))
      line("CMP64ri32 " + L + ", " + itostr(S.CondR.Value) +
           ", implicit-def $eflags");
    else
      line("CMP64rr " + L + ", " + reg(S.CondR) + ", implicit-def $eflags");
    unsigned Then = newBlock(), Else = newBlock();
    unsigned From = Cur;
    Blocks[From].Succs = {Then, Else};
    line("JCC_1 %bb." + utostr(Else) + ", " + utostr(inverseCondCode(S.Rel)) +
         ", implicit $eflags");
    line("JMP_1 %bb." + utostr(Then));
    unsigned Join = Tail ? 0 : newBlock();
    Cur = Then;
    emitBlock(*S.Then, Tail);
    if (!Tail) {
      Blocks[Cur].Succs.push_back(Join);
      line("JMP_1 %bb." + utostr(Join));
    }
    Cur = Else;
    emitBlock(*S.Else, Tail);
    if (!Tail) {
      Blocks[Cur].Succs.push_back(Join);
      line("JMP_1 %bb." + utostr(Join));
      Cur = Join;
    }
    return;
  }
  }
}

void ProcEmitter::emitBlock(const Block &B, bool Tail) {
  for (size_t I = 0, E = B.size(); I != E; ++I)
    emitStmt(B[I], Tail && I + 1 == E);
  if (B.empty() && Tail)
    emitReturn(nullptr);
}

void ProcEmitter::emit(raw_ostream &OS) {
  Cur = newBlock();
  for (unsigned I = 0; I < P.Params.size(); ++I) {
    if (I < NumArgRegs) {
      line(var(P.Params[I]) + ":gr64 = COPY " + ArgRegs[I]);
      continue;
    }
    std::string Obj = incomingArgSlot(I);
    line(var(P.Params[I]) + ":gr64 = MOV64rm " + Obj +
         ", 1, $noreg, 0, $noreg :: (load (s64) from " + Obj + ")");
  }
  bool HeapIsParam =
      any_of(P.Params, [](const Atom &A) { return A.Name == HeapName; });
  if (!HeapIsParam)
    line("%" + std::string(HeapName) +
         ":gr64 = LEA64r $rip, 1, $noreg, @uil_heap, $noreg");
  emitBlock(P.Body, /*Tail=*/true);

  OS << "---\nname: " << symbolOf(P, Prog) << "\ntracksRegLiveness: true\n";
  OS << "frameInfo:\n  adjustsStack: " << (HasCalls ? "true" : "false")
     << "\n  hasCalls: " << (HasCalls ? "true" : "false")
     << "\n  hasTailCall: " << (HasTailCalls ? "true" : "false") << "\n";
  // The incoming stack arguments, at the caller's stack pointer: slot 0 is
  // the seventh argument. Mutable, because tail calls overwrite them.
  if (FixedSlotsUsed) {
    OS << "fixedStack:\n";
    for (unsigned I = 0; I < FixedSlotsUsed; ++I)
      OS << "  - { id: " << I << ", offset: " << 8 * I
         << ", size: 8, alignment: " << (I % 2 ? 8 : 16)
         << ", isImmutable: false }\n";
  }
  OS << "body: |\n";
  for (unsigned I = 0; I < Blocks.size(); ++I) {
    OS << "  bb." << I << ":\n";
    if (!Blocks[I].Succs.empty()) {
      OS << "    successors:";
      ListSeparator LS(",");
      for (unsigned S : Blocks[I].Succs)
        OS << LS << " %bb." << S;
      OS << '\n';
    }
    if (I == 0 && !P.Params.empty()) {
      OS << "    liveins:";
      ListSeparator LS(",");
      for (unsigned A = 0; A < std::min<size_t>(P.Params.size(), NumArgRegs);
           ++A)
        OS << LS << ' ' << ArgRegs[A];
      OS << '\n';
    }
    OS << Blocks[I].Body;
  }
  OS << "...\n";
}

void mts::uil::emitMIR(const Program &P, StringRef ModuleName,
                       raw_ostream &OS) {
  // The IR module only declares what the machine functions refer to.
  OS << "--- |\n  ; ModuleID = '" << ModuleName << "'\n"
     << "  target triple = \"x86_64-unknown-linux-gnu\"\n"
     << "  @uil_heap = external dso_local global [131072 x i64], align 16\n"
     << "  declare i64 @uil_print(i64)\n";
  auto Declare = [&](const Proc &Pr) {
    OS << "  define i64 @\"" << symbolOf(Pr, P) << "\"(";
    ListSeparator LS;
    for (size_t I = 0; I < Pr.Params.size(); ++I)
      OS << LS << "i64";
    OS << ") { ret i64 0 }\n";
  };
  for (const Proc &Pr : P.Procs)
    Declare(Pr);
  Declare(P.Body);
  OS << "...\n";
  // Arguments beyond the sixth go on the stack, as System V has them. Every
  // call reserves room for the program's largest stack-argument list, not
  // just its own: then a procedure always owns an incoming area large enough
  // to pass on to any tail callee, and tail calls need no frame adjustment.
  unsigned StackArgSlots = 0;
  for (const Proc &Pr : P.Procs)
    if (Pr.Params.size() > NumArgRegs)
      StackArgSlots = std::max<unsigned>(StackArgSlots,
                                         Pr.Params.size() - NumArgRegs);
  for (const Proc &Pr : P.Procs)
    ProcEmitter(P, Pr, StackArgSlots).emit(OS);
  ProcEmitter(P, P.Body, StackArgSlots).emit(OS);
}
