//===- Parser.cpp - Lexer and recursive-descent parser of UIL -------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The grammar is in docs/UIL.md. Newlines end statements, so the lexer keeps
/// them as tokens; the parser skips them where a statement cannot end (after
/// `{`, around `then` and `else`, inside parentheses).
///
//===----------------------------------------------------------------------===//

#include "mts/UIL/Parser.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace llvm;
using namespace mts::uil;

namespace {

struct Token {
  enum KindTy {
    Ident,
    Int,
    Newline,
    Semi,
    LParen,
    RParen,
    LBrace,
    RBrace,
    LBracket,
    RBracket,
    Comma,
    Colon,
    Arrow,
    Plus,
    Minus,
    Star,
    Amp,
    Pipe,
    Caret,
    Shl,
    Shr,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    Eof,
    Bad
  } Kind;
  StringRef Text;
  SMLoc Loc;
};

class Lexer {
public:
  explicit Lexer(StringRef Buffer) : Cur(Buffer.begin()), End(Buffer.end()) {}

  Token next() {
    // Spaces, tabs and comments; a comment runs to the end of the line.
    while (Cur != End) {
      if (*Cur == ' ' || *Cur == '\t' || *Cur == '\r')
        ++Cur;
      else if (*Cur == '#')
        while (Cur != End && *Cur != '\n')
          ++Cur;
      else
        break;
    }
    const char *Start = Cur;
    auto Make = [&](Token::KindTy K, unsigned Len) {
      Cur = Start + Len;
      return Token{K, StringRef(Start, Len), SMLoc::getFromPointer(Start)};
    };
    if (Cur == End)
      return Make(Token::Eof, 0);
    char C = *Cur;
    if (isAlpha(C) || C == '_') {
      const char *P = Cur;
      while (P != End && (isAlnum(*P) || *P == '_'))
        ++P;
      return Make(Token::Ident, P - Start);
    }
    if (isDigit(C)) {
      const char *P = Cur;
      while (P != End && isDigit(*P))
        ++P;
      return Make(Token::Int, P - Start);
    }
    char N = Cur + 1 != End ? Cur[1] : 0;
    switch (C) {
    case '\n':
      return Make(Token::Newline, 1);
    case ';':
      return Make(Token::Semi, 1);
    case '(':
      return Make(Token::LParen, 1);
    case ')':
      return Make(Token::RParen, 1);
    case '{':
      return Make(Token::LBrace, 1);
    case '}':
      return Make(Token::RBrace, 1);
    case '[':
      return Make(Token::LBracket, 1);
    case ']':
      return Make(Token::RBracket, 1);
    case ',':
      return Make(Token::Comma, 1);
    case ':':
      return Make(Token::Colon, 1);
    case '+':
      return Make(Token::Plus, 1);
    case '-':
      return Make(Token::Minus, 1);
    case '*':
      return Make(Token::Star, 1);
    case '&':
      return Make(Token::Amp, 1);
    case '|':
      return Make(Token::Pipe, 1);
    case '^':
      return Make(Token::Caret, 1);
    case '=':
      return Make(Token::Eq, 1);
    case '!':
      return N == '=' ? Make(Token::Ne, 2) : Make(Token::Bad, 1);
    case '<':
      if (N == '-')
        return Make(Token::Arrow, 2);
      if (N == '<')
        return Make(Token::Shl, 2);
      if (N == '=')
        return Make(Token::Le, 2);
      return Make(Token::Lt, 1);
    case '>':
      if (N == '>')
        return Make(Token::Shr, 2);
      if (N == '=')
        return Make(Token::Ge, 2);
      return Make(Token::Gt, 1);
    default:
      return Make(Token::Bad, 1);
    }
  }

private:
  const char *Cur, *End;
};

class Parser {
public:
  Parser(SourceMgr &SM, unsigned BufferID)
      : SM(SM), Lex(SM.getMemoryBuffer(BufferID)->getBuffer()) {
    Tok = Lex.next();
  }

  std::optional<Program> parse();

private:
  bool error(SMLoc Loc, const Twine &Msg) {
    if (!Failed)
      SM.PrintMessage(Loc, SourceMgr::DK_Error, Msg);
    Failed = true;
    return false;
  }
  bool errorHere(const Twine &Msg) { return error(Tok.Loc, Msg); }
  void consume() { Tok = Lex.next(); }
  bool is(Token::KindTy K) const { return Tok.Kind == K; }
  bool isKeyword(StringRef K) const {
    return is(Token::Ident) && Tok.Text == K;
  }
  bool expect(Token::KindTy K, StringRef What) {
    if (!is(K))
      return errorHere("expected " + What);
    consume();
    return true;
  }
  bool expectKeyword(StringRef K) {
    if (!isKeyword(K))
      return errorHere("expected '" + K + "'");
    consume();
    return true;
  }
  void skipNewlines() {
    while (is(Token::Newline))
      consume();
  }
  static bool isKeywordText(StringRef S) {
    return S == "letrec" || S == "lambda" || S == "if" || S == "then" ||
           S == "else";
  }

  bool parseDefinition(Proc &P);
  bool parseBlock(Block &B);
  bool parseStatement(Stmt &S);
  bool parseExpr(Expr &E);
  bool parseAtom(Atom &A);
  bool parseArgs(std::vector<Atom> &Args);

  SourceMgr &SM;
  Lexer Lex;
  Token Tok;
  bool Failed = false;
};

} // namespace

std::optional<Program> Parser::parse() {
  Program P;
  skipNewlines();
  P.Body.Loc = Tok.Loc;
  if (!expectKeyword("letrec") || !expect(Token::LParen, "'(' after letrec"))
    return std::nullopt;
  for (;;) {
    skipNewlines();
    if (is(Token::RParen))
      break;
    Proc Def;
    if (!parseDefinition(Def))
      return std::nullopt;
    P.Procs.push_back(std::move(Def));
  }
  consume();
  skipNewlines();
  P.Body.Name = "main";
  if (!parseBlock(P.Body.Body))
    return std::nullopt;
  skipNewlines();
  if (!is(Token::Eof)) {
    errorHere("expected the end of the program after its body");
    return std::nullopt;
  }
  return P;
}

bool Parser::parseDefinition(Proc &P) {
  if (!is(Token::Ident) || isKeywordText(Tok.Text))
    return errorHere("expected a procedure definition 'name: lambda (...) "
                     "{...}' or ')'");
  P.Name = Tok.Text.str();
  P.Loc = Tok.Loc;
  consume();
  if (!expect(Token::Colon, "':' after the procedure name") ||
      !expectKeyword("lambda") ||
      !expect(Token::LParen, "'(' before the parameters"))
    return false;
  skipNewlines();
  if (!is(Token::RParen)) {
    for (;;) {
      skipNewlines();
      if (!is(Token::Ident) || isKeywordText(Tok.Text))
        return errorHere("expected a parameter name");
      P.Params.push_back({true, Tok.Text.str(), 0, 0, Tok.Loc});
      consume();
      skipNewlines();
      if (is(Token::RParen))
        break;
      if (!expect(Token::Comma, "',' or ')' in the parameter list"))
        return false;
    }
  }
  consume();
  skipNewlines();
  return parseBlock(P.Body);
}

bool Parser::parseBlock(Block &B) {
  if (!expect(Token::LBrace, "'{'"))
    return false;
  for (;;) {
    while (is(Token::Newline) || is(Token::Semi))
      consume();
    if (is(Token::RBrace))
      break;
    Stmt S;
    if (!parseStatement(S))
      return false;
    B.push_back(std::move(S));
    if (!is(Token::Newline) && !is(Token::Semi) && !is(Token::RBrace))
      return errorHere("expected a new line or ';' after the statement");
  }
  consume();
  return true;
}

bool Parser::parseStatement(Stmt &S) {
  S.Loc = Tok.Loc;
  if (isKeyword("if")) {
    consume();
    S.Kind = Stmt::If;
    if (!parseAtom(S.CondL))
      return false;
    std::optional<RelOp> Rel;
    switch (Tok.Kind) {
    case Token::Lt:
      Rel = RelOp::LT;
      break;
    case Token::Le:
      Rel = RelOp::LE;
      break;
    case Token::Gt:
      Rel = RelOp::GT;
      break;
    case Token::Ge:
      Rel = RelOp::GE;
      break;
    case Token::Eq:
      Rel = RelOp::EQ;
      break;
    case Token::Ne:
      Rel = RelOp::NE;
      break;
    default:
      return errorHere("expected a comparison (< <= > >= = !=)");
    }
    S.Rel = *Rel;
    consume();
    if (!parseAtom(S.CondR))
      return false;
    S.Then = std::make_unique<Block>();
    S.Else = std::make_unique<Block>();
    skipNewlines();
    if (!expectKeyword("then"))
      return false;
    skipNewlines();
    if (!parseBlock(*S.Then))
      return false;
    skipNewlines();
    if (!expectKeyword("else"))
      return false;
    skipNewlines();
    return parseBlock(*S.Else);
  }
  if (is(Token::LBracket)) {
    consume();
    S.Kind = Stmt::Store;
    return parseAtom(S.Base) && expect(Token::Plus, "'+' in '[a + b]'") &&
           parseAtom(S.Offset) && expect(Token::RBracket, "']'") &&
           expect(Token::Arrow, "'<-' after '[a + b]'") && parseAtom(S.Stored);
  }
  if (is(Token::Ident) && !isKeywordText(Tok.Text)) {
    // Look past the name for '<-' without consuming it.
    Token Name = Tok;
    Lexer Saved = Lex;
    consume();
    if (is(Token::Arrow)) {
      consume();
      S.Kind = Stmt::Assign;
      S.Target = {true, Name.Text.str(), 0, 0, Name.Loc};
      return parseExpr(S.E);
    }
    Lex = Saved;
    Tok = Name;
  }
  S.Kind = Stmt::Value;
  if (is(Token::LBracket))
    return errorHere("a memory read '[a + b]' must be assigned to a variable");
  return parseExpr(S.E);
}

bool Parser::parseExpr(Expr &E) {
  E.Loc = Tok.Loc;
  if (is(Token::LBracket)) {
    consume();
    E.Kind = Expr::Load;
    return parseAtom(E.A) && expect(Token::Plus, "'+' in '[a + b]'") &&
           parseAtom(E.B) && expect(Token::RBracket, "']'");
  }
  if (is(Token::Ident) && !isKeywordText(Tok.Text)) {
    Token Name = Tok;
    Lexer Saved = Lex;
    consume();
    if (is(Token::LParen)) {
      E.Kind = Expr::Call;
      E.Callee = Name.Text.str();
      return parseArgs(E.Args);
    }
    Lex = Saved;
    Tok = Name;
  }
  E.Kind = Expr::AtomExpr;
  if (!parseAtom(E.A))
    return false;
  std::optional<BinOp> Op;
  switch (Tok.Kind) {
  case Token::Plus:
    Op = BinOp::Add;
    break;
  case Token::Minus:
    Op = BinOp::Sub;
    break;
  case Token::Star:
    Op = BinOp::Mul;
    break;
  case Token::Amp:
    Op = BinOp::And;
    break;
  case Token::Pipe:
    Op = BinOp::Or;
    break;
  case Token::Caret:
    Op = BinOp::Xor;
    break;
  case Token::Shl:
    Op = BinOp::Shl;
    break;
  case Token::Shr:
    Op = BinOp::Shr;
    break;
  default:
    return true;
  }
  E.Kind = Expr::Binary;
  E.Op = *Op;
  consume();
  return parseAtom(E.B);
}

bool Parser::parseArgs(std::vector<Atom> &Args) {
  consume(); // '('
  skipNewlines();
  if (is(Token::RParen)) {
    consume();
    return true;
  }
  for (;;) {
    skipNewlines();
    Atom A;
    if (!parseAtom(A))
      return false;
    Args.push_back(A);
    skipNewlines();
    if (is(Token::RParen)) {
      consume();
      return true;
    }
    if (!expect(Token::Comma, "',' or ')' in the argument list"))
      return false;
  }
}

bool Parser::parseAtom(Atom &A) {
  A.Loc = Tok.Loc;
  if (is(Token::Ident) && !isKeywordText(Tok.Text)) {
    A.IsVar = true;
    A.Name = Tok.Text.str();
    consume();
    return true;
  }
  bool Negative = false;
  if (is(Token::Minus)) {
    Negative = true;
    consume();
    if (!is(Token::Int))
      return errorHere("expected an integer after '-'");
  }
  if (!is(Token::Int))
    return errorHere("expected a variable or an integer");
  // Magnitudes up to 2^63 fit only when negated.
  unsigned long long Magnitude = 0;
  if (getAsUnsignedInteger(Tok.Text, 10, Magnitude) ||
      Magnitude > uint64_t(INT64_MAX) + (Negative ? 1 : 0))
    return errorHere("integer literal does not fit in 64 bits");
  A.IsVar = false;
  A.Value = Negative ? int64_t(0 - Magnitude) : int64_t(Magnitude);
  consume();
  return true;
}

std::optional<Program> mts::uil::parseProgram(SourceMgr &SM,
                                              unsigned BufferID) {
  return Parser(SM, BufferID).parse();
}
