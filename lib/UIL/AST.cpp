//===- AST.cpp - Syntax tree of UIL programs ------------------------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//

#include "mts/UIL/AST.h"

using namespace mts::uil;

Stmt::Stmt(const Stmt &Other)
    : Kind(Other.Kind), Target(Other.Target), E(Other.E), Base(Other.Base),
      Offset(Other.Offset), Stored(Other.Stored), CondL(Other.CondL),
      CondR(Other.CondR), Rel(Other.Rel), Loc(Other.Loc) {
  if (Other.Then)
    Then = std::make_unique<Block>(*Other.Then);
  if (Other.Else)
    Else = std::make_unique<Block>(*Other.Else);
}

Stmt &Stmt::operator=(const Stmt &Other) {
  if (this != &Other)
    *this = Stmt(Other);
  return *this;
}

Atom mts::uil::variable(std::string Name) {
  Atom A;
  A.IsVar = true;
  A.Name = std::move(Name);
  return A;
}

Atom mts::uil::literal(int64_t V) {
  Atom A;
  A.Value = V;
  return A;
}

Expr mts::uil::atomExpr(Atom A) {
  Expr E;
  E.A = std::move(A);
  return E;
}

Expr mts::uil::binaryExpr(BinOp Op, Atom A, Atom B) {
  Expr E;
  E.Kind = Expr::Binary;
  E.Op = Op;
  E.A = std::move(A);
  E.B = std::move(B);
  return E;
}

Expr mts::uil::loadExpr(Atom A, Atom B) {
  Expr E = binaryExpr(BinOp::Add, std::move(A), std::move(B));
  E.Kind = Expr::Load;
  return E;
}

Expr mts::uil::callExpr(std::string Callee, std::vector<Atom> Args) {
  Expr E;
  E.Kind = Expr::Call;
  E.Callee = std::move(Callee);
  E.Args = std::move(Args);
  return E;
}

Stmt mts::uil::assignStmt(std::string Target, Expr E) {
  Stmt S;
  S.Kind = Stmt::Assign;
  S.Target = variable(std::move(Target));
  S.E = std::move(E);
  return S;
}

Stmt mts::uil::valueStmt(Expr E) {
  Stmt S;
  S.Kind = Stmt::Value;
  S.E = std::move(E);
  return S;
}

Stmt mts::uil::storeStmt(Atom Base, Atom Offset, Atom Stored) {
  Stmt S;
  S.Kind = Stmt::Store;
  S.Base = std::move(Base);
  S.Offset = std::move(Offset);
  S.Stored = std::move(Stored);
  return S;
}

Stmt mts::uil::ifStmt(Atom L, RelOp Rel, Atom R, Block Then, Block Else) {
  Stmt S;
  S.Kind = Stmt::If;
  S.CondL = std::move(L);
  S.Rel = Rel;
  S.CondR = std::move(R);
  S.Then = std::make_unique<Block>(std::move(Then));
  S.Else = std::make_unique<Block>(std::move(Else));
  return S;
}

const char *mts::uil::spelling(BinOp Op) {
  static const char *Names[] = {"+", "-", "*", "&", "|", "^", "<<", ">>"};
  return Names[static_cast<int>(Op)];
}

const char *mts::uil::spelling(RelOp Op) {
  static const char *Names[] = {"<", "<=", ">", ">=", "=", "!="};
  return Names[static_cast<int>(Op)];
}
