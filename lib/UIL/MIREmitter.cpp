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
  ProcEmitter(const Program &Prog, const Proc &P, SourceMgr &SM)
      : Prog(Prog), P(P), SM(SM) {}

  bool emit(raw_ostream &OS);

private:
  struct MBlock {
    std::string Body;
    SmallVector<unsigned, 2> Succs;
  };

  bool error(SMLoc Loc, const Twine &Msg) {
    SM.PrintMessage(Loc, SourceMgr::DK_Error, Msg);
    return false;
  }
  unsigned newBlock() {
    Blocks.emplace_back();
    return Blocks.size() - 1;
  }
  raw_string_ostream out() { return raw_string_ostream(Blocks[Cur].Body); }
  void line(const Twine &Text) { out() << "    " << Text << '\n'; }

  std::string var(const Atom &A) const { return "%" + A.Name; }
  std::string temp() { return "%" + utostr(NextTemp++); }
  /// A register holding the atom's value: its variable, or a temporary
  /// holding the literal.
  std::string reg(const Atom &A);
  /// Put the atom's value in register Dst (a physical or virtual register
  /// with its class).
  void move(const Twine &Dst, const Atom &A);
  /// A register holding A + B, for memory accesses.
  std::string address(const Atom &A, const Atom &B);

  bool emitBlock(const Block &B, bool Tail);
  bool emitStmt(const Stmt &S, bool Tail);
  bool emitBinary(const Atom &Target, const Expr &E);
  /// Set up the arguments of a call and make it; Tail makes it a tail call.
  bool emitCall(const Expr &E, bool Tail);
  void emitReturn(const Atom *Value);

  const Program &Prog;
  const Proc &P;
  SourceMgr &SM;
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

bool ProcEmitter::emitBinary(const Atom &Target, const Expr &E) {
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
  return true;
}

bool ProcEmitter::emitCall(const Expr &E, bool Tail) {
  if (E.Args.size() > NumArgRegs)
    return error(E.Loc, "calls with more than " + Twine(NumArgRegs) +
                            " arguments are not translated yet");
  std::string Callee =
      E.ProcIndex < 0 ? "uil_print" : symbolOf(Prog.Procs[E.ProcIndex], Prog);
  std::string Uses;
  for (unsigned I = 0; I < E.Args.size(); ++I) {
    Uses += std::string(", implicit ") + ArgRegs[I];
  }
  if (Tail && E.ProcIndex >= 0) {
    HasTailCalls = true;
    for (unsigned I = 0; I < E.Args.size(); ++I)
      move(ArgRegs[I], E.Args[I]);
    line("TCRETURNdi64 @\"" + Callee + "\"" +
         ", 0, csr_64, implicit $rsp, implicit $ssp" + Uses);
    return true;
  }
  HasCalls = true;
  line(std::string("ADJCALLSTACKDOWN64 0, 0, 0, ") + CallFrameTail);
  for (unsigned I = 0; I < E.Args.size(); ++I)
    move(ArgRegs[I], E.Args[I]);
  line("CALL64pcrel32 @\"" + Callee + "\"" +
       ", csr_64, implicit $rsp, implicit $ssp" + Uses +
       ", implicit-def $rsp, implicit-def $ssp, implicit-def $rax");
  line(std::string("ADJCALLSTACKUP64 0, 0, ") + CallFrameTail);
  return true;
}

void ProcEmitter::emitReturn(const Atom *Value) {
  if (Value)
    move("$rax", *Value);
  else
    line("$rax = MOV64ri 0");
  line("RET 0, $rax");
}

bool ProcEmitter::emitStmt(const Stmt &S, bool Tail) {
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
      if (!emitCall(E, /*Tail=*/false))
        return false;
      line(var(S.Target) + ":gr64 = COPY $rax");
      break;
    }
    if (Tail)
      emitReturn(nullptr);
    return true;
  }
  case Stmt::Store: {
    std::string Addr = address(S.Base, S.Offset);
    std::string Value = reg(S.Stored);
    line("MOV64mr " + Addr + ", 1, $noreg, 0, $noreg, " + Value +
         " :: (store (s64))");
    if (Tail)
      emitReturn(nullptr);
    return true;
  }
  case Stmt::Value: {
    const Expr &E = S.E;
    if (E.Kind == Expr::Call) {
      if (!emitCall(E, Tail))
        return false;
      if (Tail && E.ProcIndex < 0)
        emitReturn(nullptr); // print's value is 0.
      return true;
    }
    if (!Tail)
      return true; // A value nobody uses: nothing to compute.
    if (E.Kind == Expr::AtomExpr) {
      emitReturn(&E.A);
      return true;
    }
    // `a op b` as a procedure's value: compute it into $rax's temporary.
    Atom Result;
    Result.IsVar = true;
    Result.Name = utostr(NextTemp++);
    emitBinary(Result, E);
    emitReturn(&Result);
    return true;
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
    if (!emitBlock(*S.Then, Tail))
      return false;
    if (!Tail) {
      Blocks[Cur].Succs.push_back(Join);
      line("JMP_1 %bb." + utostr(Join));
    }
    Cur = Else;
    if (!emitBlock(*S.Else, Tail))
      return false;
    if (!Tail) {
      Blocks[Cur].Succs.push_back(Join);
      line("JMP_1 %bb." + utostr(Join));
      Cur = Join;
    }
    return true;
  }
  }
  return true;
}

bool ProcEmitter::emitBlock(const Block &B, bool Tail) {
  for (size_t I = 0, E = B.size(); I != E; ++I)
    if (!emitStmt(B[I], Tail && I + 1 == E))
      return false;
  if (B.empty() && Tail)
    emitReturn(nullptr);
  return true;
}

bool ProcEmitter::emit(raw_ostream &OS) {
  if (P.Params.size() > NumArgRegs)
    return error(P.Loc, "procedures with more than " + Twine(NumArgRegs) +
                            " parameters are not translated yet");
  Cur = newBlock();
  for (unsigned I = 0; I < P.Params.size(); ++I)
    line(var(P.Params[I]) + ":gr64 = COPY " + ArgRegs[I]);
  bool HeapIsParam =
      any_of(P.Params, [](const Atom &A) { return A.Name == HeapName; });
  if (!HeapIsParam)
    line("%" + std::string(HeapName) +
         ":gr64 = LEA64r $rip, 1, $noreg, @uil_heap, $noreg");
  if (!emitBlock(P.Body, /*Tail=*/true))
    return false;

  OS << "---\nname: " << symbolOf(P, Prog) << "\ntracksRegLiveness: true\n";
  OS << "frameInfo:\n  adjustsStack: " << (HasCalls ? "true" : "false")
     << "\n  hasCalls: " << (HasCalls ? "true" : "false")
     << "\n  hasTailCall: " << (HasTailCalls ? "true" : "false") << "\n";
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
      for (unsigned A = 0; A < P.Params.size(); ++A)
        OS << LS << ' ' << ArgRegs[A];
      OS << '\n';
    }
    OS << Blocks[I].Body;
  }
  OS << "...\n";
  return true;
}

bool mts::uil::emitMIR(const Program &P, StringRef ModuleName, SourceMgr &SM,
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
  bool OK = true;
  for (const Proc &Pr : P.Procs)
    OK &= ProcEmitter(P, Pr, SM).emit(OS);
  OK &= ProcEmitter(P, P.Body, SM).emit(OS);
  return OK;
}
