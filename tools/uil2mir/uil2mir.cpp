//===- uil2mir.cpp - Translate a UIL program to x86-64 MIR ----------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `uil2mir prog.uil -o prog.mir` writes MIR before register allocation;
/// `llc -load libMTS.so -regalloc=mts -start-before=regallocmts prog.mir`
/// then allocates it and goes on to assembly, which links with
/// runtime/uil_runtime.c. utils/uilc.sh does all of it in one line. Syntax and
/// name errors are reported as `file:line:col: error: ...` with exit status
/// 1, and then no output file is written.
///
//===----------------------------------------------------------------------===//

#include "mts/UIL/Check.h"
#include "mts/UIL/MIREmitter.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace mts::uil;

static cl::opt<std::string> InputFile(cl::Positional, cl::Required,
                                      cl::desc("<program.uil>"));
static cl::opt<std::string> OutputFile("o", cl::desc("Output MIR file"),
                                       cl::value_desc("file"), cl::init("-"));

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, "UIL to x86-64 MIR translator\n");

  SourceMgr SM;
  std::optional<Program> P = loadProgram(InputFile, "uil2mir", SM);
  if (!P)
    return 1;

  std::unique_ptr<ToolOutputFile> Out = openOutput(OutputFile, "uil2mir");
  if (!Out)
    return 1;
  emitMIR(*P, InputFile, Out->os());
  Out->keep();
  return 0;
}
