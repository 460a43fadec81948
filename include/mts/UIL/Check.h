//===- mts/UIL/Check.h - Static checks of UIL programs ---------*- C++ -*-===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//

#ifndef MTS_UIL_CHECK_H
#define MTS_UIL_CHECK_H

#include "mts/UIL/AST.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include <optional>

namespace mts::uil {

/// The name every procedure and the body can read without assigning it: the
/// byte address of the program's zeroed 1 MiB memory.
inline constexpr const char *HeapName = "heap";

/// Check what can be checked before running: procedure names are unique,
/// every call names a procedure (or `print`) with the right number of
/// arguments, and every variable read is assigned on every path to the read.
/// Numbers each procedure's variables (Proc::Vars, Atom::Slot) and resolves
/// calls (Expr::ProcIndex). Reports errors through SM; false after any.
bool checkProgram(Program &P, llvm::SourceMgr &SM);

/// What every UIL tool does first: read Path ("-" for standard input) into
/// SM, parse and check it. Every error is reported (an unreadable file as
/// `Tool: error: cannot read ...`); the result is empty after any.
std::optional<Program> loadProgram(llvm::StringRef Path, llvm::StringRef Tool,
                                   llvm::SourceMgr &SM);

/// What a UIL tool that writes a file does: open Path ("-" for standard
/// output), or report `Tool: error: cannot write ...` and return null. The
/// caller keeps the file once it is complete.
std::unique_ptr<llvm::ToolOutputFile> openOutput(llvm::StringRef Path,
                                                 llvm::StringRef Tool);

} // namespace mts::uil

#endif // MTS_UIL_CHECK_H
