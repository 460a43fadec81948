//===- mts/UIL/Reducer.h - Shrink a UIL program that shows a bug -*- C++
//-*-===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Test-case reduction for the fuzzer's UIL programs, in the manner of
/// creduce: try a smaller variant, keep it if it is still interesting, until
/// no variant is. Variants delete statements (in halving chunks, down to
/// one), replace an `if` by one of its branches, an assigned expression by 0
/// or by one of its operands, a call's arguments or any one variable read by
/// 0, and delete procedures.
/// Only variants the checker accepts are tested.
///
//===----------------------------------------------------------------------===//

#ifndef MTS_UIL_REDUCER_H
#define MTS_UIL_REDUCER_H

#include "mts/UIL/AST.h"
#include <functional>
#include <string>

namespace mts::uil {

/// Whether a variant, given as source text, still shows the failure.
using InterestingFn = std::function<bool(const std::string &Source)>;

struct ReduceOptions {
  /// Stop after testing this many variants (0: no limit).
  unsigned MaxTests = 0;
  /// Called after every accepted variant, for progress reports.
  std::function<void(const std::string &Source, unsigned Tests)> OnProgress;
};

/// The smallest variant of P found that is still interesting. P itself must
/// be interesting. Tests, if given, receives the number of variants tested.
Program reduceProgram(Program P, const InterestingFn &Interesting,
                      const ReduceOptions &Opts = {},
                      unsigned *Tests = nullptr);

/// Whether Source parses and passes the checker, with no diagnostics shown.
bool isValidProgram(const std::string &Source);

} // namespace mts::uil

#endif // MTS_UIL_REDUCER_H
