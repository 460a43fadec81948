//===- mts/ShortList.h - Membership in lists of a few elements ------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The allocator asks, for nearly every operand, whether a value is among
/// the handful an instruction reads, writes or ends. llvm::is_contained
/// calls std::find, whose search is unrolled four ways and which GCC
/// therefore keeps out of line: on lists of one to three elements the call
/// costs more than the search. This loop inlines.
///
//===----------------------------------------------------------------------===//

#ifndef MTS_SHORTLIST_H
#define MTS_SHORTLIST_H

namespace mts {

/// Whether \p List, a short range, holds an element equal to \p Element.
template <typename Range, typename T>
bool isListed(const Range &List, const T &Element) {
  for (const auto &Listed : List)
    if (Listed == Element)
      return true;
  return false;
}

} // namespace mts

#endif // MTS_SHORTLIST_H
