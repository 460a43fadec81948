//===- mts/UIL/Interpreter.h - The reference semantics of UIL --*- C++ -*-===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The oracle of the end-to-end tests: runs a checked UIL program and catches
/// what compiled code cannot (memory accesses outside the heap or not aligned
/// to 8 bytes, calls nested too deeply). Tail calls do not grow the stack.
///
//===----------------------------------------------------------------------===//

#ifndef MTS_UIL_INTERPRETER_H
#define MTS_UIL_INTERPRETER_H

#include "mts/UIL/AST.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>

namespace mts::uil {

/// The heap's address as the interpreter shows it, and its size.
inline constexpr uint64_t InterpreterHeapBase = 0x10000000;
inline constexpr uint64_t HeapBytes = 1 << 20;
/// Non-tail calls nested deeper than this are an error.
inline constexpr unsigned MaxCallDepth = 100000;

/// Run P (checked by checkProgram), writing what `print` prints to Out.
/// Returns the body's value, or nothing after reporting a run-time error
/// through SM. With MaxSteps, executing more statements than that is an
/// error too (for variants of a reducer, which need not terminate).
std::optional<int64_t> interpret(const Program &P, llvm::SourceMgr &SM,
                                 llvm::raw_ostream &Out, uint64_t MaxSteps = 0);

} // namespace mts::uil

#endif // MTS_UIL_INTERPRETER_H
