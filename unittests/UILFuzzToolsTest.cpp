//===- UILFuzzToolsTest.cpp - Printer, generator and reducer of UIL -------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//

#include "mts/UIL/Check.h"
#include "mts/UIL/Generator.h"
#include "mts/UIL/Interpreter.h"
#include "mts/UIL/Parser.h"
#include "mts/UIL/Printer.h"
#include "mts/UIL/Reducer.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/thread.h"
#include "gtest/gtest.h"
#include <set>

using namespace llvm;
using namespace mts::uil;

namespace {

/// Parses and checks Source; fails the test on any error.
std::optional<Program> load(const std::string &Source, SourceMgr &SM) {
  std::string Errors;
  raw_string_ostream ErrOS(Errors);
  SM.setDiagHandler(
      [](const SMDiagnostic &D, void *OS) {
        D.print("", *static_cast<raw_string_ostream *>(OS));
      },
      &ErrOS);
  unsigned ID = SM.AddNewSourceBuffer(
      MemoryBuffer::getMemBufferCopy(Source, "test.uil"), SMLoc());
  std::optional<Program> P = parseProgram(SM, ID);
  if (P && !checkProgram(*P, SM))
    P.reset();
  EXPECT_TRUE(P.has_value()) << Errors << Source;
  return P;
}

/// What uil-run prints for Source: the program's output, then its result.
/// A reducer's variants may recurse without end: they stop at a step limit,
/// and they run, as in uil-run, on a stack deep enough for MaxCallDepth.
std::string run(const std::string &Source) {
  SourceMgr SM;
  std::optional<Program> P = load(Source, SM);
  if (!P)
    return "<invalid>";
  std::string Out;
  raw_string_ostream OS(Out);
  std::optional<int64_t> Result;
  SM.setDiagHandler([](const SMDiagnostic &, void *) {});
  llvm::thread Runner(std::optional<unsigned>(1u << 30), [&] {
    Result = interpret(*P, SM, OS, /*MaxSteps=*/400000);
  });
  Runner.join();
  if (!Result)
    return "<run-time error>";
  OS << *Result << '\n';
  return Out;
}

unsigned lines(const std::string &S) {
  return std::count(S.begin(), S.end(), '\n');
}

const char *Sample = R"(
letrec (
  f: lambda (n, acc) {
    if n <= 0 then { acc } else {
      m <- n - 1
      a <- acc * 3
      a <- a ^ -5
      [heap + 16] <- a
      b <- [heap + 16]
      f(m, b)
    }
  }
) {
  r <- f(10, 1)
  print(r)
  r + 1
}
)";

TEST(UILPrinter, PrintedProgramParsesToTheSameProgram) {
  SourceMgr SM;
  std::optional<Program> P = load(Sample, SM);
  ASSERT_TRUE(P);
  std::string Once = printProgram(*P);
  SourceMgr SM2;
  std::optional<Program> Again = load(Once, SM2);
  ASSERT_TRUE(Again);
  EXPECT_EQ(Once, printProgram(*Again));
  EXPECT_EQ(run(Sample), run(Once));
  EXPECT_NE(Once.find("a <- a ^ -5"), std::string::npos) << Once;
  EXPECT_NE(Once.find("[heap + 16] <- a"), std::string::npos) << Once;
}

TEST(UILPrinter, CopiedProgramIsIndependent) {
  SourceMgr SM;
  std::optional<Program> P = load(Sample, SM);
  ASSERT_TRUE(P);
  Program Copy = *P;
  // Empty the `if`'s else branch of the copy only.
  Copy.Procs[0].Body[0].Else->clear();
  EXPECT_EQ(P->Procs[0].Body[0].Else->size(), 6u);
  EXPECT_NE(printProgram(Copy), printProgram(*P));
}

/// Statement kinds, counted over whole programs.
struct Census {
  unsigned Ifs = 0, Loads = 0, Stores = 0, Calls = 0, Prints = 0,
           Reassigned = 0, StackArgCalls = 0, SelfCalls = 0;
};

void count(const Block &B, const std::string &Proc, std::set<std::string> &Seen,
           Census &C) {
  for (const Stmt &S : B) {
    if (S.Kind == Stmt::If) {
      ++C.Ifs;
      count(*S.Then, Proc, Seen, C);
      count(*S.Else, Proc, Seen, C);
      continue;
    }
    C.Stores += S.Kind == Stmt::Store;
    if (S.Kind == Stmt::Assign && !Seen.insert(S.Target.Name).second)
      ++C.Reassigned;
    if (S.Kind == Stmt::Store)
      continue;
    C.Loads += S.E.Kind == Expr::Load;
    if (S.E.Kind == Expr::Call) {
      ++(S.E.Callee == "print" ? C.Prints : C.Calls);
      C.StackArgCalls += S.E.Args.size() > 6;
      C.SelfCalls += S.E.Callee == Proc;
    }
  }
}

TEST(UILGenerator, ProgramsAreValidTerminatingAndReproducible) {
  Census C;
  std::set<std::string> Outputs;
  for (uint64_t Seed = 1; Seed <= 60; ++Seed) {
    GeneratorOptions Opts;
    Opts.Seed = Seed;
    std::string Text = printProgram(generateProgram(Opts));
    ASSERT_EQ(Text, printProgram(generateProgram(Opts))) << "seed " << Seed;
    ASSERT_TRUE(isValidProgram(Text)) << "seed " << Seed << '\n' << Text;
    // The interpreter finishes without a run-time error (memory accesses
    // stay in the heap, recursion is bounded).
    std::string Out = run(Text);
    ASSERT_EQ(Out.find('<'), std::string::npos)
        << "seed " << Seed << ": " << Out << Text;
    Outputs.insert(Out);

    SourceMgr SM;
    std::optional<Program> P = load(Text, SM);
    ASSERT_TRUE(P);
    for (const Proc &Pr : P->Procs) {
      std::set<std::string> Seen;
      for (const Atom &A : Pr.Params)
        Seen.insert(A.Name);
      count(Pr.Body, Pr.Name, Seen, C);
    }
    std::set<std::string> Seen;
    count(P->Body.Body, "", Seen, C);
  }
  // Different seeds, different programs.
  EXPECT_GT(Outputs.size(), 55u);
  // Every kind of stress the generator promises shows up.
  EXPECT_GT(C.Ifs, 100u);
  EXPECT_GT(C.Loads, 100u);
  EXPECT_GT(C.Stores, 100u);
  EXPECT_GT(C.Calls, 100u);
  EXPECT_GT(C.Prints, 20u);
  EXPECT_GT(C.Reassigned, 100u);
  EXPECT_GT(C.StackArgCalls, 20u);
  EXPECT_GT(C.SelfCalls, 10u);
}

TEST(UILGenerator, StepBoundHoldsForLargePrograms) {
  GeneratorOptions Opts;
  Opts.Seed = 7;
  Opts.MaxProcs = 8;
  Opts.Statements = 60;
  Opts.MaxSteps = 20000;
  std::string Text = printProgram(generateProgram(Opts));
  EXPECT_GT(lines(Text), 400u);
  // Each executed statement prints at most one line.
  std::string Out = run(Text);
  EXPECT_EQ(Out.find('<'), std::string::npos) << Out;
  EXPECT_LT(lines(Out), 20000u);
}

TEST(UILReducer, KeepsTheFailureAndShrinks) {
  GeneratorOptions Opts;
  Opts.Seed = 3;
  std::string Original = printProgram(generateProgram(Opts));
  SmallVector<StringRef> Printed;
  std::string Out = run(Original);
  StringRef(Out).split(Printed, '\n', -1, /*KeepEmpty=*/false);
  ASSERT_GT(Printed.size(), 3u);
  // "The bug": the program prints its third line. Any variant that still
  // prints that line somewhere is interesting.
  std::string Line = ("\n" + Printed[2] + "\n").str();
  auto Interesting = [&](const std::string &Text) {
    return ("\n" + run(Text)).find(Line) != std::string::npos;
  };
  ASSERT_TRUE(Interesting(Original));

  SourceMgr SM;
  std::optional<Program> P = load(Original, SM);
  ASSERT_TRUE(P);
  unsigned Tests = 0;
  std::string Reduced =
      printProgram(reduceProgram(std::move(*P), Interesting, {}, &Tests));
  EXPECT_TRUE(isValidProgram(Reduced));
  EXPECT_TRUE(Interesting(Reduced)) << Reduced;
  EXPECT_LT(lines(Reduced) * 10, lines(Original))
      << lines(Original) << " lines reduced to:\n"
      << Reduced;
  EXPECT_GT(Tests, 0u);
}

TEST(UILReducer, StopsAfterMaxTests) {
  SourceMgr SM;
  std::optional<Program> P = load(Sample, SM);
  ASSERT_TRUE(P);
  unsigned Calls = 0;
  ReduceOptions Opts;
  Opts.MaxTests = 5;
  unsigned Tests = 0;
  reduceProgram(
      std::move(*P),
      [&](const std::string &) {
        ++Calls;
        return false;
      },
      Opts, &Tests);
  EXPECT_EQ(Tests, 5u);
  EXPECT_EQ(Calls, 5u);
}

TEST(UILReducer, NeverTestsAnInvalidVariant) {
  SourceMgr SM;
  std::optional<Program> P = load(Sample, SM);
  ASSERT_TRUE(P);
  unsigned Invalid = 0, Tests = 0;
  std::string Reduced = printProgram(reduceProgram(
      std::move(*P),
      [&](const std::string &Text) {
        Invalid += !isValidProgram(Text);
        // Interesting while f is still called with 10.
        return Text.find("f(10") != std::string::npos;
      },
      {}, &Tests));
  EXPECT_EQ(Invalid, 0u);
  EXPECT_GT(Tests, 10u);
  // A procedure keeps one statement; the call keeps its literals.
  EXPECT_EQ(Reduced, "letrec (\n"
                     "  f: lambda (n, acc) {\n"
                     "    0\n"
                     "  }\n"
                     ") {\n"
                     "  r <- f(10, 1)\n"
                     "}\n");
}

} // namespace
