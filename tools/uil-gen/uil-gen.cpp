//===- uil-gen.cpp - Write a random UIL program ---------------------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `uil-gen -seed=N` writes a random, terminating UIL program that stresses a
/// register allocator (mts/UIL/Generator.h). The same seed and options give
/// the same program. `uil-run` tells what it prints.
///
//===----------------------------------------------------------------------===//

#include "mts/UIL/Check.h"
#include "mts/UIL/Generator.h"
#include "mts/UIL/Printer.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"

using namespace llvm;
using namespace mts::uil;

static cl::OptionCategory GenCategory("uil-gen options");
static const GeneratorOptions Defaults;

static cl::opt<uint64_t> Seed("seed", cl::desc("Which program (default 1)"),
                              cl::init(Defaults.Seed), cl::cat(GenCategory));
static cl::opt<unsigned>
    MaxProcs("procs", cl::desc("At most this many procedures besides the body"),
             cl::init(Defaults.MaxProcs), cl::cat(GenCategory));
static cl::opt<unsigned> MaxParams(
    "params",
    cl::desc("At most this many parameters a procedure (beyond 6: on the "
             "stack)"),
    cl::init(Defaults.MaxParams), cl::cat(GenCategory));
static cl::opt<unsigned>
    LiveValues("live",
               cl::desc("Values each procedure keeps live from start to end"),
               cl::init(Defaults.LiveValues), cl::cat(GenCategory));
static cl::opt<unsigned>
    Statements("stmts", cl::desc("Statements of each procedure's main block"),
               cl::init(Defaults.Statements), cl::cat(GenCategory));
static cl::opt<unsigned> MaxIfDepth("if-depth", cl::desc("How deeply ifs nest"),
                                    cl::init(Defaults.MaxIfDepth),
                                    cl::cat(GenCategory));
static cl::opt<uint64_t>
    MaxSteps("max-steps",
             cl::desc("Bound on the statements one run of the program "
                      "executes"),
             cl::init(Defaults.MaxSteps), cl::cat(GenCategory));
static cl::opt<std::string> OutputFile("o", cl::desc("Output file (default -)"),
                                       cl::value_desc("file"), cl::init("-"),
                                       cl::cat(GenCategory));

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(GenCategory);
  cl::ParseCommandLineOptions(argc, argv,
                              "random UIL programs for fuzzing register "
                              "allocators\n");

  GeneratorOptions Opts;
  Opts.Seed = Seed;
  Opts.MaxProcs = MaxProcs;
  Opts.MaxParams = MaxParams;
  Opts.LiveValues = LiveValues;
  Opts.Statements = Statements;
  Opts.MaxIfDepth = MaxIfDepth;
  Opts.MaxSteps = MaxSteps;

  std::unique_ptr<ToolOutputFile> Out = openOutput(OutputFile, "uil-gen");
  if (!Out)
    return 1;
  Out->os() << "# uil-gen -seed=" << Opts.Seed << " -procs=" << Opts.MaxProcs
            << " -params=" << Opts.MaxParams << " -live=" << Opts.LiveValues
            << " -stmts=" << Opts.Statements << " -if-depth=" << Opts.MaxIfDepth
            << " -max-steps=" << Opts.MaxSteps << '\n';
  printProgram(generateProgram(Opts), Out->os());
  Out->keep();
  return 0;
}
