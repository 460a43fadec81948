//===- mts/PositionIndex.h - First position at or after a point ----------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Sorted positions (block starts, call slots) and, for any point, the first
/// of them at or after it. The allocator asks once per live range segment of
/// every value; a binary search over all the positions each time was most
/// of finding the live-in sets. Here the range is cut into spans, about one
/// position per span, and a table says where each span's positions start:
/// a lookup steps through the few positions of its point's span.
///
//===----------------------------------------------------------------------===//

#ifndef MTS_POSITIONINDEX_H
#define MTS_POSITIONINDEX_H

#include "llvm/ADT/ArrayRef.h"
#include <algorithm>
#include <vector>

namespace mts {

class PositionIndex {
public:
  /// \p Sorted, which must outlive the index, lie in [0, Limit].
  PositionIndex(llvm::ArrayRef<int> Sorted, int Limit) : Positions(Sorted) {
    while ((Limit >> Shift) > int(Sorted.size()))
      ++Shift;
    // One more entry, the end of the last span.
    FirstInSpan.resize((Limit >> Shift) + 2);
    unsigned I = 0;
    for (unsigned Span = 0; Span != FirstInSpan.size(); ++Span) {
      while (I != Positions.size() && unsigned(Positions[I] >> Shift) < Span)
        ++I;
      FirstInSpan[Span] = I;
    }
  }

  /// The index of the first position at or after \p Point, which lies in
  /// [0, Limit]; the number of positions when there is none.
  unsigned lowerBound(int Point) const {
    unsigned Span = Point >> Shift;
    unsigned I = FirstInSpan[Span], End = FirstInSpan[Span + 1];
    // A crowded span (many blocks in a few instructions) is searched.
    if (End - I > 8)
      return std::lower_bound(Positions.begin() + I, Positions.begin() + End,
                              Point) -
             Positions.begin();
    while (I != End && Positions[I] < Point)
      ++I;
    return I;
  }

private:
  llvm::ArrayRef<int> Positions;
  unsigned Shift = 0;
  std::vector<unsigned> FirstInSpan;
};

} // namespace mts

#endif // MTS_POSITIONINDEX_H
