//===- Interpreter.cpp - The reference semantics of UIL -------------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//

#include "mts/UIL/Interpreter.h"
#include <vector>

using namespace llvm;
using namespace mts::uil;

namespace {

/// What executing a statement or block produced: a value, a tail call still
/// to be made by the caller's loop, or an error already reported.
struct Outcome {
  enum { Value, TailCall, Error } Kind = Value;
  int64_t V = 0;
  int Callee = -1;
  std::vector<int64_t> Args;
};

class Interpreter {
public:
  Interpreter(const Program &P, SourceMgr &SM, raw_ostream &Out,
              uint64_t MaxSteps)
      : P(P), SM(SM), Out(Out), Memory(HeapBytes / 8, 0), MaxSteps(MaxSteps) {}

  std::optional<int64_t> call(const Proc &Callee, std::vector<int64_t> Args);

private:
  Outcome error(SMLoc Loc, const Twine &Msg) {
    // What the program printed comes before the error, as it happened.
    Out.flush();
    SM.PrintMessage(Loc, SourceMgr::DK_Error, Msg);
    return failed();
  }
  static Outcome failed() {
    Outcome O;
    O.Kind = Outcome::Error;
    return O;
  }
  static Outcome value(int64_t V) {
    Outcome O;
    O.V = V;
    return O;
  }
  int64_t get(const Atom &A, const std::vector<int64_t> &Frame) const {
    return A.IsVar ? Frame[A.Slot] : A.Value;
  }
  /// The word at byte address Addr, or an error at Loc.
  uint64_t *word(uint64_t Addr, SMLoc Loc);

  Outcome eval(const Expr &E, std::vector<int64_t> &Frame, bool Tail);
  Outcome exec(const Stmt &S, std::vector<int64_t> &Frame, bool Tail);
  Outcome execBlock(const Block &B, std::vector<int64_t> &Frame, bool Tail);

  const Program &P;
  SourceMgr &SM;
  raw_ostream &Out;
  std::vector<uint64_t> Memory;
  unsigned Depth = 0;
  uint64_t MaxSteps, Steps = 0;
};

} // namespace

uint64_t *Interpreter::word(uint64_t Addr, SMLoc Loc) {
  if (Addr < InterpreterHeapBase ||
      Addr - InterpreterHeapBase > HeapBytes - 8) {
    error(Loc, "memory access at address 0x" + Twine::utohexstr(Addr) +
                   " is outside the heap [" + "0x" +
                   Twine::utohexstr(InterpreterHeapBase) + ", " + "0x" +
                   Twine::utohexstr(InterpreterHeapBase + HeapBytes) + ")");
    return nullptr;
  }
  if (Addr % 8) {
    error(Loc, "memory access at address 0x" + Twine::utohexstr(Addr) +
                   " is not aligned to 8 bytes");
    return nullptr;
  }
  return &Memory[(Addr - InterpreterHeapBase) / 8];
}

static int64_t binary(BinOp Op, int64_t A, int64_t B) {
  uint64_t UA = A, UB = B;
  unsigned Shift = UB & 63;
  switch (Op) {
  case BinOp::Add:
    return int64_t(UA + UB);
  case BinOp::Sub:
    return int64_t(UA - UB);
  case BinOp::Mul:
    return int64_t(UA * UB);
  case BinOp::And:
    return int64_t(UA & UB);
  case BinOp::Or:
    return int64_t(UA | UB);
  case BinOp::Xor:
    return int64_t(UA ^ UB);
  case BinOp::Shl:
    return int64_t(UA << Shift);
  case BinOp::Shr:
    return A < 0 ? int64_t(~(~UA >> Shift)) : int64_t(UA >> Shift);
  }
  return 0;
}

static bool compare(RelOp Op, int64_t A, int64_t B) {
  switch (Op) {
  case RelOp::LT:
    return A < B;
  case RelOp::LE:
    return A <= B;
  case RelOp::GT:
    return A > B;
  case RelOp::GE:
    return A >= B;
  case RelOp::EQ:
    return A == B;
  case RelOp::NE:
    return A != B;
  }
  return false;
}

Outcome Interpreter::eval(const Expr &E, std::vector<int64_t> &Frame,
                          bool Tail) {
  switch (E.Kind) {
  case Expr::AtomExpr:
    return value(get(E.A, Frame));
  case Expr::Binary:
    return value(binary(E.Op, get(E.A, Frame), get(E.B, Frame)));
  case Expr::Load: {
    uint64_t *W =
        word(uint64_t(get(E.A, Frame)) + uint64_t(get(E.B, Frame)), E.Loc);
    return W ? value(int64_t(*W)) : failed();
  }
  case Expr::Call: {
    std::vector<int64_t> Args;
    for (const Atom &A : E.Args)
      Args.push_back(get(A, Frame));
    if (E.ProcIndex < 0) {
      Out << Args[0] << '\n';
      return value(0);
    }
    if (Tail) {
      Outcome O;
      O.Kind = Outcome::TailCall;
      O.Callee = E.ProcIndex;
      O.Args = std::move(Args);
      return O;
    }
    if (Depth >= MaxCallDepth)
      return error(E.Loc, "calls nested deeper than " + Twine(MaxCallDepth));
    ++Depth;
    std::optional<int64_t> R = call(P.Procs[E.ProcIndex], std::move(Args));
    --Depth;
    return R ? value(*R) : failed();
  }
  }
  return value(0);
}

Outcome Interpreter::exec(const Stmt &S, std::vector<int64_t> &Frame,
                          bool Tail) {
  if (MaxSteps && ++Steps > MaxSteps)
    return error(S.Loc, "more than " + Twine(MaxSteps) +
                            " statements executed");
  switch (S.Kind) {
  case Stmt::Assign: {
    Outcome O = eval(S.E, Frame, /*Tail=*/false);
    if (O.Kind == Outcome::Error)
      return O;
    Frame[S.Target.Slot] = O.V;
    return value(0);
  }
  case Stmt::Store: {
    uint64_t *W = word(
        uint64_t(get(S.Base, Frame)) + uint64_t(get(S.Offset, Frame)), S.Loc);
    if (!W)
      return failed();
    *W = uint64_t(get(S.Stored, Frame));
    return value(0);
  }
  case Stmt::If:
    return execBlock(compare(S.Rel, get(S.CondL, Frame), get(S.CondR, Frame))
                         ? *S.Then
                         : *S.Else,
                     Frame, Tail);
  case Stmt::Value:
    return eval(S.E, Frame, Tail);
  }
  return value(0);
}

Outcome Interpreter::execBlock(const Block &B, std::vector<int64_t> &Frame,
                               bool Tail) {
  Outcome Last = value(0);
  for (size_t I = 0, E = B.size(); I != E; ++I) {
    Last = exec(B[I], Frame, Tail && I + 1 == E);
    if (Last.Kind != Outcome::Value)
      return Last;
  }
  return Last;
}

std::optional<int64_t> Interpreter::call(const Proc &Callee,
                                         std::vector<int64_t> Args) {
  const Proc *Cur = &Callee;
  std::vector<int64_t> Frame;
  // A tail call replaces the frame instead of nesting a new one.
  for (;;) {
    Frame.assign(Cur->Vars.size(), 0);
    // A parameter named `heap` hides the heap.
    Frame[Cur->HeapSlot] = int64_t(InterpreterHeapBase);
    for (size_t I = 0; I < Args.size(); ++I)
      Frame[Cur->Params[I].Slot] = Args[I];
    Outcome O = execBlock(Cur->Body, Frame, /*Tail=*/true);
    switch (O.Kind) {
    case Outcome::Error:
      return std::nullopt;
    case Outcome::Value:
      return O.V;
    case Outcome::TailCall:
      Cur = &P.Procs[O.Callee];
      Args = std::move(O.Args);
      break;
    }
  }
}

std::optional<int64_t> mts::uil::interpret(const Program &P, SourceMgr &SM,
                                           raw_ostream &Out,
                                           uint64_t MaxSteps) {
  return Interpreter(P, SM, Out, MaxSteps).call(P.Body, {});
}
