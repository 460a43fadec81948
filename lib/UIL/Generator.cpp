//===- Generator.cpp - Random UIL programs for fuzzing --------------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Procedures are generated in order, each calling only those before it, so
/// the call graph is acyclic except for a procedure calling itself with a
/// counter one smaller. Each procedure's cost, the statements one call of it
/// runs at most (callees included), is known when it is done; a call is
/// generated only where the caller's budget still covers the callee's cost.
///
//===----------------------------------------------------------------------===//

#include "mts/UIL/Generator.h"
#include "mts/UIL/Check.h"
#include <algorithm>
#include <functional>
#include <string>
#include <vector>

using namespace mts::uil;

namespace {

/// splitmix64, with our own range reduction: <random>'s distributions differ
/// between standard libraries, and a seed must name the same program
/// everywhere.
class Random {
public:
  explicit Random(uint64_t Seed) : State(Seed) {}

  uint64_t next() {
    uint64_t Z = (State += 0x9e3779b97f4a7c15);
    Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9;
    Z = (Z ^ (Z >> 27)) * 0x94d049bb133111eb;
    return Z ^ (Z >> 31);
  }
  unsigned below(unsigned N) { return N ? unsigned(next() % N) : 0; }
  bool percent(unsigned P) { return below(100) < P; }
  template <class T> const T &pick(const std::vector<T> &V) {
    return V[below(V.size())];
  }

private:
  uint64_t State;
};

/// What a caller needs to know about a procedure already generated.
struct Callee {
  std::string Name;
  unsigned NumParams = 0;
  /// A counting procedure stops when its first parameter is not positive;
  /// callers pass a value masked with CountMask. 0: it does not count.
  unsigned CountMask = 0;
  /// Statements one call runs at most, its callees included.
  uint64_t Cost = 0;
};

/// The name of a counting procedure's counter. It is never assigned, so the
/// count always goes down.
constexpr const char *CounterName = "k";

class Generator {
public:
  explicit Generator(const GeneratorOptions &Opts) : Opts(Opts), R(Opts.Seed) {}

  Program run();

private:
  // One procedure. Budget bounds the statements of one call (of one
  // iteration, for a counting procedure).
  Proc procedure(const std::string &Name, unsigned NumParams,
                 unsigned CountMask, uint64_t Budget);
  void straightBody(Block &B);
  void countingBody(Block &B, const std::string &Self, unsigned NumParams);

  Block block(unsigned Statements, unsigned IfDepth);
  void statement(Block &B, unsigned IfDepth);
  void branch(Block &B, unsigned IfDepth);
  /// Calls a procedure the budget affords, assigning the result to Target
  /// (or, if Target is empty, as a statement of its own). Null if none fits.
  const Callee *callInto(Block &B, const std::string &Target);
  std::vector<Atom> arguments(Block &B, const Callee &C);
  void deepExpression(Block &B);
  std::pair<Atom, Atom> address(Block &B);
  /// Ends B with a value that depends on every variable available.
  void checksum(Block &B, bool MayTailCall);

  Atom operand();
  Atom someVariable() {
    return Avail.empty() ? literal(int64_t(R.below(100)))
                         : variable(R.pick(Avail));
  }
  int64_t interestingLiteral();
  /// Mostly operations that keep values varied: and, or and shifts by
  /// arbitrary amounts soon make everything 0, and a wrong register that
  /// also holds 0 goes unnoticed.
  BinOp someOp() {
    static const BinOp Weighted[] = {
        BinOp::Add, BinOp::Add, BinOp::Add, BinOp::Add, BinOp::Add,
        BinOp::Sub, BinOp::Sub, BinOp::Sub, BinOp::Sub, BinOp::Xor,
        BinOp::Xor, BinOp::Xor, BinOp::Xor, BinOp::Mul, BinOp::Mul,
        BinOp::Mul, BinOp::And, BinOp::Or,  BinOp::Shl, BinOp::Shr};
    return Weighted[R.below(std::size(Weighted))];
  }
  /// `a op b` of random operands. Every random choice is a statement of its
  /// own: the order in which C++ evaluates arguments is unspecified, and a
  /// seed must give the same program whatever compiled the generator.
  Expr someBinary() {
    BinOp Op = someOp();
    Atom A = operand();
    Atom B = operand();
    return binaryExpr(Op, A, B);
  }
  RelOp someRel() { return RelOp(R.below(6)); }
  std::string fresh() { return "v" + std::to_string(NextVar++); }
  /// A fresh variable, or now and then one to assign again (UIL is not SSA).
  std::string target();
  void assignTo(Block &B, const std::string &Name, Expr E);
  /// Assigns what Make returns to target(), choosing the target first.
  template <class MakeExpr> void assignNew(Block &B, MakeExpr Make) {
    std::string Name = target();
    assignTo(B, Name, Make());
  }
  void spend(uint64_t Steps) { Spent += Steps; }

  const GeneratorOptions &Opts;
  Random R;
  std::vector<Callee> Callees;

  // The procedure being generated.
  std::vector<std::string> Avail; ///< Assigned on every path to here.
  unsigned NextVar = 0;
  uint64_t Spent = 0, Budget = 0;
};

} // namespace

int64_t Generator::interestingLiteral() {
  switch (R.below(6)) {
  case 0:
    return int64_t(R.below(17)) - 8;
  case 1:
    return int64_t(R.below(64));
  case 2:
    return int64_t(1) << R.below(63);
  case 3:
    return int64_t(R.next());
  case 4:
    return R.percent(50) ? INT64_MAX : INT64_MIN;
  default:
    return int64_t(R.below(100000)) - 50000;
  }
}

Atom Generator::operand() {
  if (Avail.empty() || R.percent(12))
    return literal(interestingLiteral());
  return variable(R.pick(Avail));
}

std::string Generator::target() {
  if (Avail.empty() || R.percent(65))
    return fresh();
  const std::string &Name = R.pick(Avail);
  return Name == CounterName ? fresh() : Name;
}

void Generator::assignTo(Block &B, const std::string &Name, Expr E) {
  B.push_back(assignStmt(Name, std::move(E)));
  if (std::find(Avail.begin(), Avail.end(), Name) == Avail.end())
    Avail.push_back(Name);
  spend(1);
}

std::pair<Atom, Atom> Generator::address(Block &B) {
  Atom Heap = variable(HeapName);
  if (Avail.empty() || R.percent(40))
    return {Heap, literal(8 * int64_t(R.below(512)))};
  // A data-dependent word of the heap's first 4 KiB.
  std::string Index = fresh();
  assignTo(B, Index,
           binaryExpr(BinOp::And, variable(R.pick(Avail)), literal(4088)));
  if (R.percent(50))
    return {Heap, variable(Index)};
  return {variable(Index), Heap};
}

void Generator::deepExpression(Block &B) {
  // Evaluated left to right, a balanced tree keeps one partial result live
  // per level.
  std::function<Atom(unsigned)> Tree = [&](unsigned Depth) -> Atom {
    if (Depth == 0 || R.percent(10))
      return operand();
    Atom L = Tree(Depth - 1);
    Atom Rt = Tree(Depth - 1);
    std::string T = fresh();
    B.push_back(assignStmt(T, binaryExpr(someOp(), L, Rt)));
    spend(1);
    return variable(T);
  };
  Atom Root = Tree(2 + R.below(4));
  assignTo(B, target(), atomExpr(Root));
}

std::vector<Atom> Generator::arguments(Block &B, const Callee &C) {
  std::vector<Atom> Args;
  if (C.CountMask) {
    std::string Count = fresh();
    assignTo(B, Count,
             binaryExpr(BinOp::And, someVariable(), literal(C.CountMask)));
    Args.push_back(variable(Count));
  }
  while (Args.size() < C.NumParams)
    Args.push_back(operand());
  return Args;
}

const Callee *Generator::callInto(Block &B, const std::string &Target) {
  std::vector<const Callee *> Affordable;
  for (const Callee &C : Callees)
    if (Spent + C.Cost + 2 <= Budget)
      Affordable.push_back(&C);
  if (Affordable.empty())
    return nullptr;
  const Callee &C = *R.pick(Affordable);
  std::vector<Atom> Args = arguments(B, C);
  spend(C.Cost);
  Expr E = callExpr(C.Name, std::move(Args));
  if (Target.empty()) {
    B.push_back(valueStmt(std::move(E)));
    spend(1);
  } else {
    assignTo(B, Target, std::move(E));
  }
  return &C;
}

void Generator::branch(Block &B, unsigned IfDepth) {
  Atom L = someVariable(), Rt = operand();
  RelOp Rel = someRel();
  // Both branches assign these, each differently, so the join must merge
  // two locations for each.
  std::vector<std::string> Joined;
  for (unsigned I = 0, N = 1 + R.below(3); I < N; ++I)
    Joined.push_back(target());

  std::vector<std::string> Before = Avail;
  unsigned Size = 1 + R.below(std::max(2u, Opts.Statements / 4));
  auto Arm = [&] {
    Avail = Before;
    Block Code = block(Size, IfDepth + 1);
    for (const std::string &Name : Joined)
      if (!R.percent(25) || !callInto(Code, Name))
        assignTo(Code, Name, someBinary());
    return Code;
  };
  Block Then = Arm();
  Block Else = Arm();
  Avail = Before;
  for (const std::string &Name : Joined)
    if (std::find(Avail.begin(), Avail.end(), Name) == Avail.end())
      Avail.push_back(Name);
  B.push_back(ifStmt(L, Rel, Rt, std::move(Then), std::move(Else)));
  spend(1);
}

void Generator::statement(Block &B, unsigned IfDepth) {
  unsigned Roll = R.below(100);
  if (Roll < 30) {
    assignNew(B, [&] { return someBinary(); });
  } else if (Roll < 42) {
    deepExpression(B);
  } else if (Roll < 52) {
    auto [Base, Offset] = address(B);
    assignTo(B, target(), loadExpr(Base, Offset));
  } else if (Roll < 62) {
    auto [Base, Offset] = address(B);
    B.push_back(storeStmt(Base, Offset, operand()));
    spend(1);
  } else if (Roll < 76) {
    if (!callInto(B, R.percent(85) ? target() : std::string()))
      assignNew(B, [&] { return someBinary(); });
  } else if (Roll < 80) {
    B.push_back(valueStmt(callExpr("print", {someVariable()})));
    spend(1);
  } else if (Roll < 83) {
    // A value nobody reads.
    B.push_back(valueStmt(someBinary()));
    spend(1);
  } else if (Roll < 95 && IfDepth < Opts.MaxIfDepth) {
    branch(B, IfDepth);
  } else {
    assignNew(B, [&] { return atomExpr(operand()); });
  }
}

Block Generator::block(unsigned Statements, unsigned IfDepth) {
  Block B;
  for (unsigned I = 0; I < Statements; ++I)
    statement(B, IfDepth);
  return B;
}

void Generator::checksum(Block &B, bool MayTailCall) {
  std::string Sum = fresh();
  std::vector<std::string> Values = Avail;
  Values.erase(std::remove(Values.begin(), Values.end(), std::string(HeapName)),
               Values.end());
  if (Values.empty()) {
    B.push_back(valueStmt(atomExpr(literal(interestingLiteral()))));
    spend(1);
    return;
  }
  assignTo(B, Sum, atomExpr(variable(Values[0])));
  for (size_t I = 1; I < Values.size(); ++I) {
    static const BinOp Mix[] = {BinOp::Add, BinOp::Xor, BinOp::Sub};
    assignTo(B, Sum,
             binaryExpr(Mix[R.below(3)], variable(Sum), variable(Values[I])));
  }
  if (MayTailCall && R.percent(30)) {
    if (const Callee *C = callInto(B, "")) {
      // The call just made ends the block: a tail call. Pass it the checksum
      // (not as the counter), so that nothing computed here is dead.
      std::vector<Atom> &Args = B.back().E.Args;
      if (Args.size() > (C->CountMask ? 1u : 0u))
        Args.back() = variable(Sum);
      return;
    }
  }
  B.push_back(valueStmt(atomExpr(variable(Sum))));
  spend(1);
}

void Generator::straightBody(Block &B) {
  Block Main = block(Opts.Statements, 0);
  B.insert(B.end(), std::make_move_iterator(Main.begin()),
           std::make_move_iterator(Main.end()));
  checksum(B, /*MayTailCall=*/true);
}

void Generator::countingBody(Block &B, const std::string &Self,
                             unsigned NumParams) {
  std::vector<std::string> Before = Avail;
  Block Done;
  checksum(Done, /*MayTailCall=*/false);

  Avail = Before;
  Block Step = block(Opts.Statements / 2, 1);
  std::string Next = fresh();
  assignTo(Step, Next,
           binaryExpr(BinOp::Sub, variable(CounterName), literal(1)));
  std::vector<Atom> Args = {variable(Next)};
  while (Args.size() < NumParams)
    Args.push_back(operand());
  if (R.percent(60)) {
    // A loop: the self call is a tail call.
    Step.push_back(valueStmt(callExpr(Self, std::move(Args))));
    spend(1);
  } else {
    // Recursion: work remains after the call returns.
    assignTo(Step, target(), callExpr(Self, std::move(Args)));
    Block After = block(1 + R.below(4), 2);
    Step.insert(Step.end(), std::make_move_iterator(After.begin()),
                std::make_move_iterator(After.end()));
    checksum(Step, /*MayTailCall=*/false);
  }
  B.push_back(ifStmt(variable(CounterName), RelOp::LE, literal(0),
                     std::move(Done), std::move(Step)));
  spend(1);
}

Proc Generator::procedure(const std::string &Name, unsigned NumParams,
                          unsigned CountMask, uint64_t ProcBudget) {
  Proc P;
  P.Name = Name;
  Avail.clear();
  NextVar = 0;
  Spent = 0;
  Budget = ProcBudget;
  for (unsigned I = 0; I < NumParams; ++I) {
    std::string Param =
        CountMask && I == 0 ? CounterName : "x" + std::to_string(I);
    P.Params.push_back(variable(Param));
    Avail.push_back(Param);
  }
  // Values live through the whole procedure: the checksum reads them all.
  for (unsigned I = 0; I < Opts.LiveValues; ++I)
    assignTo(P.Body, fresh(), someBinary());

  if (CountMask)
    countingBody(P.Body, Name, NumParams);
  else
    straightBody(P.Body);
  return P;
}

Program Generator::run() {
  Program Prog;
  unsigned NumProcs = 1 + R.below(std::max(1u, Opts.MaxProcs));
  for (unsigned I = 0; I < NumProcs; ++I) {
    Callee C;
    C.Name = "p" + std::to_string(I);
    C.NumParams = R.below(Opts.MaxParams + 1);
    if (C.NumParams > 0 && R.percent(40))
      C.CountMask = R.percent(50) ? 3 : 7;
    // A counting procedure runs up to CountMask + 1 times per call from
    // outside; each run gets its share of the budget.
    uint64_t Budget = Opts.MaxSteps / 8 / (C.CountMask + 1);
    Prog.Procs.push_back(procedure(C.Name, C.NumParams, C.CountMask, Budget));
    C.Cost = Spent * (C.CountMask + 1);
    Callees.push_back(C);
  }
  Prog.Body = procedure("main", 0, 0, Opts.MaxSteps);
  return Prog;
}

Program mts::uil::generateProgram(const GeneratorOptions &Opts) {
  return Generator(Opts).run();
}
