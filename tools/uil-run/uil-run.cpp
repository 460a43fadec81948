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
#include "mts/UIL/Parser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"
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

  ErrorOr<std::unique_ptr<MemoryBuffer>> Buffer =
      MemoryBuffer::getFileOrSTDIN(InputFile);
  if (std::error_code EC = Buffer.getError()) {
    WithColor::error(errs(), "uil-run")
        << "cannot read '" << InputFile << "': " << EC.message() << '\n';
    return 1;
  }
  SourceMgr SM;
  unsigned ID = SM.AddNewSourceBuffer(std::move(*Buffer), SMLoc());

  std::optional<Program> P = parseProgram(SM, ID);
  if (!P || !checkProgram(*P, SM))
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
