//===- uil-run.cpp - Run a UIL program with the reference interpreter -----===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `uil-run prog.uil` prints what the program prints, then its result, one
/// value a line. Syntax, name and run-time errors are reported as
/// `prog.uil:LINE:COL: error: ...` with exit status 1.
///
//===----------------------------------------------------------------------===//

#include "mts/UIL/Check.h"
#include "mts/UIL/Interpreter.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/thread.h"

using namespace llvm;
using namespace mts::uil;

static cl::opt<std::string> InputFile(cl::Positional, cl::Required,
                                      cl::desc("<program.uil>"));

/// Deep non-tail recursion is allowed up to MaxCallDepth calls; the
/// interpreter runs on a thread whose stack is large enough for that.
static constexpr unsigned InterpreterStackBytes = 1u << 30;

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::ParseCommandLineOptions(argc, argv,
                              "UIL reference interpreter: prints what the "
                              "program prints, then its result\n");

  SourceMgr SM;
  std::optional<Program> P = loadProgram(InputFile, "uil-run", SM);
  if (!P)
    return 1;

  std::optional<int64_t> Result;
  llvm::thread Runner(std::optional<unsigned>(InterpreterStackBytes),
                      [&] { Result = interpret(*P, SM, outs()); });
  Runner.join();
  if (!Result)
    return 1;
  outs() << *Result << '\n';
  return 0;
}
