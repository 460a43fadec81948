//===- Check.cpp - Static checks of UIL programs --------------------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//

#include "mts/UIL/Check.h"
#include "mts/UIL/Parser.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;
using namespace mts::uil;

namespace {

class Checker {
public:
  Checker(Program &P, SourceMgr &SM) : P(P), SM(SM) {}
  bool run();

private:
  bool error(SMLoc Loc, const Twine &Msg) {
    SM.PrintMessage(Loc, SourceMgr::DK_Error, Msg);
    Failed = true;
    return false;
  }
  void checkProc(Proc &Pr);
  /// Number a variable the first time the procedure names it.
  unsigned slotOf(Proc &Pr, StringRef Name);
  void collectTargets(Proc &Pr, Block &B);
  void read(Atom &A, const BitVector &Assigned);
  void checkExpr(Expr &E, const BitVector &Assigned);
  void checkBlock(Block &B, BitVector &Assigned);

  Program &P;
  SourceMgr &SM;
  StringMap<unsigned> ProcIndex;
  StringMap<unsigned> Slots; ///< Of the procedure being checked.
  Proc *Cur = nullptr;
  bool Failed = false;
};

} // namespace

unsigned Checker::slotOf(Proc &Pr, StringRef Name) {
  auto [It, Inserted] = Slots.try_emplace(Name, Pr.Vars.size());
  if (Inserted)
    Pr.Vars.push_back(Name.str());
  return It->second;
}

void Checker::collectTargets(Proc &Pr, Block &B) {
  for (Stmt &S : B) {
    if (S.Kind == Stmt::Assign)
      S.Target.Slot = slotOf(Pr, S.Target.Name);
    if (S.Kind == Stmt::If) {
      collectTargets(Pr, *S.Then);
      collectTargets(Pr, *S.Else);
    }
  }
}

void Checker::read(Atom &A, const BitVector &Assigned) {
  if (!A.IsVar)
    return;
  auto It = Slots.find(A.Name);
  if (It == Slots.end()) {
    error(A.Loc, "'" + A.Name + "' is not a variable of procedure '" +
                     Cur->Name + "'");
    return;
  }
  A.Slot = It->second;
  if (!Assigned.test(A.Slot))
    error(A.Loc, "'" + A.Name + "' is not assigned on every path to this use");
}

void Checker::checkExpr(Expr &E, const BitVector &Assigned) {
  switch (E.Kind) {
  case Expr::AtomExpr:
    read(E.A, Assigned);
    return;
  case Expr::Binary:
  case Expr::Load:
    read(E.A, Assigned);
    read(E.B, Assigned);
    return;
  case Expr::Call: {
    for (Atom &A : E.Args)
      read(A, Assigned);
    size_t Expected = 1;
    if (E.Callee == "print") {
      E.ProcIndex = -1;
    } else if (auto It = ProcIndex.find(E.Callee); It != ProcIndex.end()) {
      E.ProcIndex = It->second;
      Expected = P.Procs[It->second].Params.size();
    } else {
      error(E.Loc, "call to undefined procedure '" + E.Callee + "'");
      return;
    }
    if (E.Args.size() != Expected)
      error(E.Loc, "'" + E.Callee + "' takes " + Twine(Expected) + " argument" +
                       (Expected == 1 ? "" : "s") + " but is given " +
                       Twine(E.Args.size()));
    return;
  }
  }
}

void Checker::checkBlock(Block &B, BitVector &Assigned) {
  for (Stmt &S : B) {
    switch (S.Kind) {
    case Stmt::Assign:
      checkExpr(S.E, Assigned);
      Assigned.set(S.Target.Slot);
      break;
    case Stmt::Store:
      read(S.Base, Assigned);
      read(S.Offset, Assigned);
      read(S.Stored, Assigned);
      break;
    case Stmt::Value:
      checkExpr(S.E, Assigned);
      break;
    case Stmt::If: {
      read(S.CondL, Assigned);
      read(S.CondR, Assigned);
      BitVector ThenAssigned = Assigned, ElseAssigned = Assigned;
      checkBlock(*S.Then, ThenAssigned);
      checkBlock(*S.Else, ElseAssigned);
      // After the join, only what both branches assigned.
      ThenAssigned &= ElseAssigned;
      Assigned = ThenAssigned;
      break;
    }
    }
  }
}

void Checker::checkProc(Proc &Pr) {
  Cur = &Pr;
  Slots.clear();
  Pr.Vars.clear();
  for (Atom &Param : Pr.Params) {
    if (Slots.count(Param.Name))
      error(Param.Loc, "parameter '" + Param.Name + "' is declared twice");
    Param.Slot = slotOf(Pr, Param.Name);
  }
  Pr.HeapSlot = slotOf(Pr, HeapName);
  collectTargets(Pr, Pr.Body);
  BitVector Assigned(Pr.Vars.size());
  for (const Atom &Param : Pr.Params)
    Assigned.set(Param.Slot);
  Assigned.set(Pr.HeapSlot);
  if (Pr.Body.empty())
    error(Pr.Loc, "the body of '" + Pr.Name + "' is empty: it has no value");
  checkBlock(Pr.Body, Assigned);
}

bool Checker::run() {
  for (unsigned I = 0; I < P.Procs.size(); ++I) {
    Proc &Pr = P.Procs[I];
    if (Pr.Name == "print")
      error(Pr.Loc, "'print' is built in and cannot be defined");
    else if (!ProcIndex.try_emplace(Pr.Name, I).second)
      error(Pr.Loc, "procedure '" + Pr.Name + "' is defined twice");
  }
  for (Proc &Pr : P.Procs)
    checkProc(Pr);
  checkProc(P.Body);
  return !Failed;
}

bool mts::uil::checkProgram(Program &P, SourceMgr &SM) {
  return Checker(P, SM).run();
}

std::optional<Program> mts::uil::loadProgram(StringRef Path, StringRef Tool,
                                             SourceMgr &SM) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buffer =
      MemoryBuffer::getFileOrSTDIN(Path);
  if (std::error_code EC = Buffer.getError()) {
    WithColor::error(errs(), Tool)
        << "cannot read '" << Path << "': " << EC.message() << '\n';
    return std::nullopt;
  }
  unsigned ID = SM.AddNewSourceBuffer(std::move(*Buffer), SMLoc());
  std::optional<Program> P = parseProgram(SM, ID);
  if (!P || !checkProgram(*P, SM))
    return std::nullopt;
  return P;
}

std::unique_ptr<ToolOutputFile> mts::uil::openOutput(StringRef Path,
                                                     StringRef Tool) {
  std::error_code EC;
  auto Out = std::make_unique<ToolOutputFile>(Path, EC, sys::fs::OF_Text);
  if (!EC)
    return Out;
  WithColor::error(errs(), Tool)
      << "cannot write '" << Path << "': " << EC.message() << '\n';
  return nullptr;
}
