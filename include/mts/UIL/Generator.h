//===- mts/UIL/Generator.h - Random UIL programs for fuzzing ---*- C++ -*-===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Random programs that stress a register allocator: deep expressions, many
/// values live at once and across calls, calls with more arguments than there
/// are argument registers, branches that assign the same variables
/// differently, memory traffic, and loops written as tail calls.
///
/// Every program passes the checker and terminates: procedures call only
/// procedures defined before them, loops and recursion count down a counter
/// the caller masks to a small range, and the generator bounds the
/// statements a run executes (GeneratorOptions::MaxSteps). Memory accesses
/// are `heap` plus a multiple of 8 below 4096, and `heap` itself never flows
/// into a value, so compiled code and the interpreter print the same thing.
/// The same seed gives the same program on every machine.
///
//===----------------------------------------------------------------------===//

#ifndef MTS_UIL_GENERATOR_H
#define MTS_UIL_GENERATOR_H

#include "mts/UIL/AST.h"
#include <cstdint>

namespace mts::uil {

struct GeneratorOptions {
  uint64_t Seed = 1;
  /// Procedures besides the body: between 1 and this many.
  unsigned MaxProcs = 5;
  /// Parameters of a procedure: at most this many; beyond six they are
  /// passed on the stack.
  unsigned MaxParams = 10;
  /// Values each procedure computes first and keeps live to its end.
  unsigned LiveValues = 12;
  /// Statements of a procedure's main block, before branches and the
  /// final checksum.
  unsigned Statements = 30;
  /// How deeply `if`s nest.
  unsigned MaxIfDepth = 3;
  /// An upper bound on the statements one run of the program executes.
  uint64_t MaxSteps = 300000;
};

Program generateProgram(const GeneratorOptions &Opts);

} // namespace mts::uil

#endif // MTS_UIL_GENERATOR_H
