//===- mts/ValueOrder.h - The order of sorted lists of values -------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Lists of values (virtual registers) are kept sorted by register number,
/// so that they can be searched and merged in one pass. llvm::Register has
/// no operator<, hence one comparator for all of them (a function object, so
/// that the algorithms given it inline the comparison).
///
//===----------------------------------------------------------------------===//

#ifndef MTS_VALUEORDER_H
#define MTS_VALUEORDER_H

#include "llvm/CodeGen/Register.h"

namespace mts {

struct ByNumber {
  bool operator()(llvm::Register A, llvm::Register B) const {
    return A.id() < B.id();
  }
};
inline constexpr ByNumber byNumber;

} // namespace mts

#endif // MTS_VALUEORDER_H
