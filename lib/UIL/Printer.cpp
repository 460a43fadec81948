//===- Printer.cpp - Write UIL programs as source -------------------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//

#include "mts/UIL/Printer.h"

using namespace llvm;
using namespace mts::uil;

namespace {

class Printer {
public:
  explicit Printer(raw_ostream &OS) : OS(OS) {}

  void program(const Program &P) {
    OS << "letrec (\n";
    for (const Proc &Pr : P.Procs) {
      OS << "  " << Pr.Name << ": lambda (";
      for (size_t I = 0; I < Pr.Params.size(); ++I)
        OS << (I ? ", " : "") << Pr.Params[I].Name;
      OS << ") ";
      block(Pr.Body, 2);
      OS << '\n';
    }
    OS << ") ";
    block(P.Body.Body, 0);
    OS << '\n';
  }

private:
  void atom(const Atom &A) {
    if (A.IsVar)
      OS << A.Name;
    else
      OS << A.Value;
  }

  void expr(const Expr &E) {
    switch (E.Kind) {
    case Expr::AtomExpr:
      atom(E.A);
      return;
    case Expr::Binary:
      atom(E.A);
      OS << ' ' << spelling(E.Op) << ' ';
      atom(E.B);
      return;
    case Expr::Load:
      OS << '[';
      atom(E.A);
      OS << " + ";
      atom(E.B);
      OS << ']';
      return;
    case Expr::Call:
      OS << E.Callee << '(';
      for (size_t I = 0; I < E.Args.size(); ++I) {
        OS << (I ? ", " : "");
        atom(E.Args[I]);
      }
      OS << ')';
      return;
    }
  }

  void stmt(const Stmt &S, unsigned Indent) {
    OS.indent(Indent);
    switch (S.Kind) {
    case Stmt::Assign:
      OS << S.Target.Name << " <- ";
      expr(S.E);
      break;
    case Stmt::Store:
      OS << '[';
      atom(S.Base);
      OS << " + ";
      atom(S.Offset);
      OS << "] <- ";
      atom(S.Stored);
      break;
    case Stmt::If:
      OS << "if ";
      atom(S.CondL);
      OS << ' ' << spelling(S.Rel) << ' ';
      atom(S.CondR);
      OS << " then ";
      block(*S.Then, Indent);
      OS << " else ";
      block(*S.Else, Indent);
      break;
    case Stmt::Value:
      expr(S.E);
      break;
    }
    OS << '\n';
  }

  /// Prints from `{` to `}`; the caller ends the line.
  void block(const Block &B, unsigned Indent) {
    OS << "{\n";
    for (const Stmt &S : B)
      stmt(S, Indent + 2);
    OS.indent(Indent) << '}';
  }

  raw_ostream &OS;
};

} // namespace

void mts::uil::printProgram(const Program &P, raw_ostream &OS) {
  Printer(OS).program(P);
}

std::string mts::uil::printProgram(const Program &P) {
  std::string Text;
  raw_string_ostream OS(Text);
  printProgram(P, OS);
  return Text;
}
