//===- mts/UIL/Parser.h - Parse UIL source ---------------------*- C++ -*-===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//

#ifndef MTS_UIL_PARSER_H
#define MTS_UIL_PARSER_H

#include "mts/UIL/AST.h"
#include "llvm/Support/SourceMgr.h"
#include <optional>

namespace mts::uil {

/// Parse the program in buffer BufferID of SM. Syntax errors are reported
/// through SM as `file:line:col: error: ...`; the result is empty after any.
std::optional<Program> parseProgram(llvm::SourceMgr &SM, unsigned BufferID);

} // namespace mts::uil

#endif // MTS_UIL_PARSER_H
