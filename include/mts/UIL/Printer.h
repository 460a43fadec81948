//===- mts/UIL/Printer.h - Write UIL programs as source --------*- C++ -*-===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The inverse of the parser, for the tools that make programs rather than
/// read them (the generator, the reducer): one statement a line, blocks
/// indented by two spaces. Parsing the output gives back the same program.
///
//===----------------------------------------------------------------------===//

#ifndef MTS_UIL_PRINTER_H
#define MTS_UIL_PRINTER_H

#include "mts/UIL/AST.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace mts::uil {

void printProgram(const Program &P, llvm::raw_ostream &OS);
std::string printProgram(const Program &P);

} // namespace mts::uil

#endif // MTS_UIL_PRINTER_H
