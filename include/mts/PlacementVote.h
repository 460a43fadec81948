//===- mts/PlacementVote.h - Where most of a join's flow brings a value ---===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A join's edges each bring a value somewhere: in a register, in memory, or
/// somewhere not known yet. Each edge votes for its place with its flow; the
/// place whose votes make more than half of all the flow wins, and with no
/// such place the join keeps the place it has (Joins.cpp,
/// enterWhereMostEdgesBring).
///
//===----------------------------------------------------------------------===//

#ifndef MTS_PLACEMENTVOTE_H
#define MTS_PLACEMENTVOTE_H

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/MC/MCRegister.h"
#include <optional>
#include <utility>

namespace mts {

class PlacementVote {
public:
  /// A vote of weight \p Flow for \p Reg; an invalid register is memory.
  void add(llvm::MCRegister Reg, double Flow) {
    Total += Flow;
    auto *Known = llvm::find_if(
        Votes, [&](const auto &Vote) { return Vote.first == Reg; });
    if (Known == Votes.end())
      Votes.push_back({Reg, Flow});
    else
      Known->second += Flow;
  }
  /// Flow whose place is not known: it counts toward the whole only.
  void abstain(double Flow) { Total += Flow; }
  /// The place with over half of the flow, if there is one.
  std::optional<llvm::MCRegister> majority() const {
    for (auto [Reg, Flow] : Votes)
      if (2 * Flow > Total)
        return Reg;
    return std::nullopt;
  }
  void clear() {
    Votes.clear();
    Total = 0;
  }

private:
  llvm::SmallVector<std::pair<llvm::MCRegister, double>, 4> Votes;
  double Total = 0;
};

} // namespace mts

#endif // MTS_PLACEMENTVOTE_H
