//===- uil-reduce.cpp - Shrink a UIL program while a test still fails -----===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `uil-reduce -o small.uil prog.uil test-command [args...]` runs
/// `test-command args... variant.uil` on smaller and smaller variants of the
/// program (mts/UIL/Reducer.h) and keeps each one for which the command
/// exits with status 0, as creduce does with its interestingness test.
/// Options go before the program: everything after it is the command. The
/// command's output is discarded; it is responsible for its own timeouts.
///
//===----------------------------------------------------------------------===//

#include "mts/UIL/Check.h"
#include "mts/UIL/Printer.h"
#include "mts/UIL/Reducer.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;
using namespace mts::uil;

static cl::OptionCategory ReduceCategory("uil-reduce options");
static cl::opt<std::string> InputFile(cl::Positional, cl::Required,
                                      cl::desc("<program.uil>"),
                                      cl::cat(ReduceCategory));
static cl::list<std::string> TestCommand(cl::ConsumeAfter,
                                         cl::desc("<test-command> [args...]"),
                                         cl::cat(ReduceCategory));
static cl::opt<std::string> OutputFile("o",
                                       cl::desc("Reduced program (default -)"),
                                       cl::value_desc("file"), cl::init("-"),
                                       cl::cat(ReduceCategory));
static cl::opt<unsigned>
    MaxTests("max-tests",
             cl::desc("Stop after running the test this many times (0: no "
                      "limit)"),
             cl::init(0), cl::cat(ReduceCategory));

static unsigned lines(StringRef Text) { return Text.count('\n'); }

static int fail(const Twine &Msg) {
  WithColor::error(errs(), "uil-reduce") << Msg << '\n';
  return 1;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(ReduceCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "shrink a UIL program while test-command, given the variant's path as "
      "its last argument, exits with status 0\n");
  if (TestCommand.empty())
    return fail("no test command given");
  ErrorOr<std::string> Tool = sys::findProgramByName(TestCommand[0]);
  if (!Tool)
    return fail("cannot find test command '" + TestCommand[0] + "'");

  SourceMgr SM;
  std::optional<Program> P = loadProgram(InputFile, "uil-reduce", SM);
  if (!P)
    return 1;

  // Before hours of reducing, not after.
  std::unique_ptr<ToolOutputFile> Out = openOutput(OutputFile, "uil-reduce");
  if (!Out)
    return 1;

  SmallString<128> Dir;
  if (std::error_code EC = sys::fs::createUniqueDirectory("uil-reduce", Dir))
    return fail("cannot make a work directory: " + EC.message());
  SmallString<128> Variant(Dir);
  sys::path::append(Variant, sys::path::filename(InputFile));
  auto Interesting = [&](const std::string &Source) {
    std::error_code EC;
    {
      raw_fd_ostream OS(Variant, EC);
      if (EC)
        return false;
      OS << Source;
    }
    SmallVector<StringRef> Args(TestCommand.begin(), TestCommand.end());
    Args.push_back(Variant);
    std::optional<StringRef> Quiet[] = {StringRef(), StringRef(), StringRef()};
    return sys::ExecuteAndWait(*Tool, Args, std::nullopt, Quiet) == 0;
  };

  std::string Original = printProgram(*P);
  unsigned OriginalLines = lines(Original);
  if (!Interesting(Original)) {
    sys::fs::remove_directories(Dir);
    return fail("the test command does not succeed on '" + InputFile +
                "' itself: nothing to reduce");
  }
  ReduceOptions Opts;
  Opts.MaxTests = MaxTests;
  Opts.OnProgress = [&](const std::string &Source, unsigned Tests) {
    errs() << "uil-reduce: " << OriginalLines << " -> " << lines(Source)
           << " lines after " << Tests << " tests\n";
  };
  unsigned Tests = 0;
  Program Reduced = reduceProgram(std::move(*P), Interesting, Opts, &Tests);
  sys::fs::remove_directories(Dir);

  std::string Text = printProgram(Reduced);
  Out->os() << Text;
  Out->keep();
  errs() << "uil-reduce: " << OriginalLines << " -> " << lines(Text)
         << " lines, " << Tests << " tests run\n";
  return 0;
}
