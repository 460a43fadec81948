//===- Reducer.cpp - Shrink a UIL program that shows a bug ----------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Statements are addressed by their position in a pre-order walk of every
/// procedure (a statement before the statements of its branches). A variant
/// is made on a copy of the current program, so a rejected variant costs
/// nothing to undo.
///
//===----------------------------------------------------------------------===//

#include "mts/UIL/Reducer.h"
#include "mts/UIL/Check.h"
#include "mts/UIL/Parser.h"
#include "mts/UIL/Printer.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include <algorithm>
#include <unordered_set>

using namespace llvm;
using namespace mts::uil;

namespace {

/// A statement's block and position in it. The blocks of an `if` live
/// behind unique_ptrs, so a Site stays valid while statements of other
/// blocks are erased.
struct Site {
  Block *Parent;
  size_t Index;
  Stmt &stmt() const { return (*Parent)[Index]; }
};

void collectSites(Block &B, std::vector<Site> &Out) {
  for (size_t I = 0; I < B.size(); ++I) {
    Out.push_back({&B, I});
    if (B[I].Kind == Stmt::If) {
      collectSites(*B[I].Then, Out);
      collectSites(*B[I].Else, Out);
    }
  }
}

std::vector<Site> sites(Program &P) {
  std::vector<Site> Out;
  for (Proc &Pr : P.Procs)
    collectSites(Pr.Body, Out);
  collectSites(P.Body.Body, Out);
  return Out;
}

Atom zero() { return literal(0); }

/// `heap` is an address that differs between the interpreter and compiled
/// code; a variant must not turn it into a value.
bool isHeap(const Atom &A) { return A.IsVar && A.Name == HeapName; }

/// The variables S reads itself (not in its branches), `heap` left out: 0
/// as an address fails in the interpreter anyway.
std::vector<Atom *> readsOf(Stmt &S) {
  std::vector<Atom *> Reads;
  auto Add = [&](Atom &A) {
    if (A.IsVar && !isHeap(A))
      Reads.push_back(&A);
  };
  switch (S.Kind) {
  case Stmt::Store:
    Add(S.Base);
    Add(S.Offset);
    Add(S.Stored);
    break;
  case Stmt::If:
    Add(S.CondL);
    Add(S.CondR);
    break;
  case Stmt::Assign:
  case Stmt::Value:
    if (S.E.Kind == Expr::Call) {
      for (Atom &A : S.E.Args)
        Add(A);
    } else {
      Add(S.E.A);
      if (S.E.Kind != Expr::AtomExpr)
        Add(S.E.B);
    }
    break;
  }
  return Reads;
}

bool isZero(const Expr &E) {
  return E.Kind == Expr::AtomExpr && !E.A.IsVar && E.A.Value == 0;
}

class Reducer {
public:
  Reducer(Program P, const InterestingFn &Interesting,
          const ReduceOptions &Opts)
      : Cur(std::move(P)), Interesting(Interesting), Opts(Opts) {
    Tested.insert(printProgram(Cur));
  }

  Program run() {
    bool Progress = true;
    while (Progress && budgetLeft()) {
      Progress = deleteChunks();
      Progress |= simplifyEach();
      Progress |= deleteProcedures();
    }
    return std::move(Cur);
  }

  unsigned Tests = 0;

private:
  bool budgetLeft() const { return !Opts.MaxTests || Tests < Opts.MaxTests; }
  /// Tests V; if it is interesting, it becomes the current program.
  bool tryVariant(Program &&V);
  bool deleteChunks();
  bool simplifyEach();
  bool deleteProcedures();
  /// The variants of the statement at site I, smallest change first.
  std::vector<Program> variantsAt(size_t I);

  Program Cur;
  const InterestingFn &Interesting;
  const ReduceOptions &Opts;
  /// The texts of the variants tested so far, and of the original.
  std::unordered_set<std::string> Tested;
};

} // namespace

bool Reducer::tryVariant(Program &&V) {
  if (!budgetLeft())
    return false;
  std::string Text = printProgram(V);
  if (!Tested.insert(Text).second || !isValidProgram(Text))
    return false;
  ++Tests;
  if (!Interesting(Text))
    return false;
  Cur = std::move(V);
  if (Opts.OnProgress)
    Opts.OnProgress(Text, Tests);
  return true;
}

bool Reducer::deleteChunks() {
  bool Progress = false;
  size_t Chunk = std::max<size_t>(1, sites(Cur).size() / 2);
  for (;; Chunk /= 2) {
    // From the end backwards: uses go before the definitions they need.
    for (size_t End = sites(Cur).size(); End > 0 && budgetLeft();) {
      size_t Begin = End > Chunk ? End - Chunk : 0;
      Program V = Cur;
      std::vector<Site> S = sites(V);
      // Innermost and last first, so every Site still points where it did.
      for (size_t I = End; I-- > Begin;)
        S[I].Parent->erase(S[I].Parent->begin() + S[I].Index);
      // Statements before Begin keep their positions either way.
      if (tryVariant(std::move(V)))
        Progress = true;
      End = std::min(Begin, sites(Cur).size());
    }
    if (Chunk <= 1)
      return Progress;
  }
}

std::vector<Program> Reducer::variantsAt(size_t I) {
  std::vector<Program> Out;
  auto Variant = [&](const std::function<void(Site)> &Change) {
    Program V = Cur;
    Change(sites(V)[I]);
    Out.push_back(std::move(V));
  };
  Stmt &S = sites(Cur)[I].stmt();
  if (S.Kind == Stmt::If) {
    // The `if` becomes the statements of one branch.
    for (bool TakeThen : {true, false})
      Variant([&](Site At) {
        Block Arm = std::move(TakeThen ? *At.stmt().Then : *At.stmt().Else);
        At.Parent->erase(At.Parent->begin() + At.Index);
        At.Parent->insert(At.Parent->begin() + At.Index,
                          std::make_move_iterator(Arm.begin()),
                          std::make_move_iterator(Arm.end()));
      });
    // Or the value 0, where a procedure would be left with no statement.
    Variant([](Site At) { At.stmt() = valueStmt(Expr()); });
  }
  if (S.Kind == Stmt::Assign && !isZero(S.E)) {
    Variant([](Site At) { At.stmt().E = Expr(); });
    if (S.E.Kind == Expr::Binary)
      for (bool First : {true, false})
        if (!isHeap(First ? S.E.A : S.E.B))
          Variant([&](Site At) {
            Expr &E = At.stmt().E;
            Atom Operand = First ? E.A : E.B;
            E = Expr();
            E.A = Operand;
          });
  }
  if (S.E.Kind == Expr::Call && S.E.Args.size() > 1 &&
      std::any_of(S.E.Args.begin(), S.E.Args.end(),
                  [](const Atom &A) { return A.IsVar; }))
    Variant([](Site At) {
      for (Atom &A : At.stmt().E.Args)
        A = zero();
    });
  // One read at a time becomes 0, so the definitions it needed can go.
  for (size_t K = 0, N = readsOf(S).size(); K < N; ++K)
    Variant([&](Site At) { *readsOf(At.stmt())[K] = zero(); });
  return Out;
}

bool Reducer::simplifyEach() {
  bool Progress = false;
  // Backwards, so that changing statement I moves only statements after it.
  for (size_t I = sites(Cur).size(); I-- > 0 && budgetLeft();) {
    I = std::min(I, sites(Cur).size() - 1);
    for (Program &V : variantsAt(I))
      if (tryVariant(std::move(V))) {
        Progress = true;
        break;
      }
  }
  return Progress;
}

bool Reducer::deleteProcedures() {
  bool Progress = false;
  for (size_t I = Cur.Procs.size(); I-- > 0 && budgetLeft();) {
    Program V = Cur;
    V.Procs.erase(V.Procs.begin() + I);
    Progress |= tryVariant(std::move(V));
  }
  return Progress;
}

bool mts::uil::isValidProgram(const std::string &Source) {
  SourceMgr SM;
  SM.setDiagHandler([](const SMDiagnostic &, void *) {});
  unsigned ID = SM.AddNewSourceBuffer(
      MemoryBuffer::getMemBufferCopy(Source, "variant.uil"), SMLoc());
  std::optional<Program> P = parseProgram(SM, ID);
  return P && checkProgram(*P, SM);
}

Program mts::uil::reduceProgram(Program P, const InterestingFn &Interesting,
                                const ReduceOptions &Opts, unsigned *Tests) {
  Reducer R(std::move(P), Interesting, Opts);
  Program Result = R.run();
  if (Tests)
    *Tests = R.Tests;
  return Result;
}
