//===- mts/UIL/AST.h - Syntax tree of UIL programs -------------*- C++ -*-===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// UIL, the input language of Wang & Dybvig's paper (section 2.1): first-order
/// procedures over 64-bit integers, in A-normal form (every operand is an
/// atom). docs/UIL.md states the grammar and the semantics.
///
/// Variables are procedure-local and may be assigned many times; the checker
/// (Check.h) numbers them per procedure, so each Atom that names a variable
/// carries its slot.
///
//===----------------------------------------------------------------------===//

#ifndef MTS_UIL_AST_H
#define MTS_UIL_AST_H

#include "llvm/Support/SMLoc.h"
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace mts::uil {

/// A variable or a 64-bit integer literal.
struct Atom {
  bool IsVar = false;
  std::string Name;  ///< The variable, when IsVar.
  int64_t Value = 0; ///< The literal, when !IsVar.
  unsigned Slot = 0; ///< The variable's number in its procedure (Check.h).
  llvm::SMLoc Loc;
};

enum class BinOp { Add, Sub, Mul, And, Or, Xor, Shl, Shr };
enum class RelOp { LT, LE, GT, GE, EQ, NE };

/// The right-hand side of an assignment, or a statement's value.
struct Expr {
  enum KindTy { AtomExpr, Binary, Load, Call } Kind = AtomExpr;
  Atom A, B; ///< Operands (Binary: A op B; Load: [A + B]).
  BinOp Op = BinOp::Add;
  std::string Callee;     ///< Call: a procedure name or `print`.
  std::vector<Atom> Args; ///< Call arguments.
  int ProcIndex = -1;     ///< Call: the callee's index, -1 for print.
  llvm::SMLoc Loc;
};

struct Stmt;
using Block = std::vector<Stmt>;

struct Stmt {
  enum KindTy { Assign, Store, If, Value } Kind = Value;
  Atom Target;               ///< Assign: the variable written.
  Expr E;                    ///< Assign: the value; Value: the expression.
  Atom Base, Offset, Stored; ///< Store: [Base + Offset] <- Stored.
  Atom CondL, CondR;         ///< If: CondL Rel CondR.
  RelOp Rel = RelOp::EQ;
  std::unique_ptr<Block> Then, Else;
  llvm::SMLoc Loc;

  Stmt() = default;
  Stmt(Stmt &&) = default;
  Stmt &operator=(Stmt &&) = default;
  /// A deep copy (the branches of an `if` too), so that tools that transform
  /// programs (the reducer) can try a change on a copy.
  Stmt(const Stmt &Other);
  Stmt &operator=(const Stmt &Other);
};

struct Proc {
  std::string Name;
  std::vector<Atom> Params;
  Block Body;
  /// Every variable of the procedure, by slot, and the slot of `heap` (the
  /// checker fills them in).
  std::vector<std::string> Vars;
  unsigned HeapSlot = 0;
  llvm::SMLoc Loc;
};

/// `letrec (definitions) body`. The body is a procedure with no parameters
/// named after the program; Procs[0..N) are the definitions.
struct Program {
  std::vector<Proc> Procs;
  Proc Body;
};

// Building programs, for the tools that make them (the generator, the
// reducer).
Atom variable(std::string Name);
Atom literal(int64_t V);
Expr atomExpr(Atom A);
Expr binaryExpr(BinOp Op, Atom A, Atom B);
/// `[A + B]`.
Expr loadExpr(Atom A, Atom B);
Expr callExpr(std::string Callee, std::vector<Atom> Args);
Stmt assignStmt(std::string Target, Expr E);
Stmt valueStmt(Expr E);
/// `[Base + Offset] <- Stored`.
Stmt storeStmt(Atom Base, Atom Offset, Atom Stored);
Stmt ifStmt(Atom L, RelOp Rel, Atom R, Block Then, Block Else);

const char *spelling(BinOp Op);
const char *spelling(RelOp Op);

} // namespace mts::uil

#endif // MTS_UIL_AST_H
