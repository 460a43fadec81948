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

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/CodeGen/Register.h"

namespace mts {

struct ByNumber {
  bool operator()(llvm::Register A, llvm::Register B) const {
    return A.id() < B.id();
  }
};
inline constexpr ByNumber byNumber;

/// The entry of a list sorted by value (a model's bindings, a loop's
/// accessed values) for V; null when it has none.
template <typename Entry>
const Entry *findByValue(llvm::ArrayRef<Entry> Entries, llvm::Register V) {
  auto It = llvm::partition_point(
      Entries, [&](const Entry &E) { return byNumber(E.Value, V); });
  return It != Entries.end() && It->Value == V ? &*It : nullptr;
}

/// Finds the entries of a list sorted by value for values asked in
/// increasing order, in one pass over it: cheaper than a search per value
/// when most are asked.
template <typename Entry> class ValueCursor {
public:
  explicit ValueCursor(llvm::ArrayRef<Entry> Entries)
      : Next(Entries.begin()), End(Entries.end()) {}
  const Entry *find(llvm::Register V) {
    while (Next != End && byNumber(Next->Value, V))
      ++Next;
    return Next != End && Next->Value == V ? Next : nullptr;
  }

private:
  const Entry *Next, *End;
};

} // namespace mts

#endif // MTS_VALUEORDER_H
