//===- mts/GlobalNextUse.h - Next-use distances across blocks -------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// NEXT-USE-POS (the paper's section 6) beyond the end of a block: for each
/// value live out of a block, the number of instructions to its nearest read
/// on any path, as Braun & Hack compute it ("Register Spilling and Live-Range
/// Splitting for SSA-Form Programs", CC 2009, section 4.1). For each value v
/// live into block B:
///
///   in(B, v)  = position of the first read of v in B, if B reads v before
///               writing it;
///             = length(B) + out(B, v), otherwise;
///   out(B, v) = min over edges B -> S of in(S, v), plus LoopExitPenalty when
///               the edge leaves a loop;
///
/// a value not live into S is Never away through S. Past a multiway branch
/// (more than two successors), the walk is given the distance expected over
/// the edges' probabilities instead (liveOutDistances). The penalty makes a
/// value that is read only after the loop further away, inside the loop,
/// than any value the loop itself reads, so eviction in a loop prefers
/// values the loop does not need. The equations are solved by iterating to
/// the fixed point (distances only shrink, so it ends).
///
/// The caller gives the live-in sets (the allocator has them from
/// LiveIntervals): with them known, each block's distances are a row of
/// numbers beside its live-in list, lowered in place, rather than a list
/// of values that the iteration grows and copies.
///
/// Target-independent: blocks are numbers, values are Registers, so it is
/// unit-tested without a MachineFunction (unittests/GlobalNextUseTest.cpp).
///
//===----------------------------------------------------------------------===//

#ifndef MTS_GLOBALNEXTUSE_H
#define MTS_GLOBALNEXTUSE_H

#include "mts/ValueOrder.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/Register.h"
#include <cstdint>
#include <utility>
#include <vector>

namespace mts {

using llvm::Register;

class GlobalNextUse {
public:
  /// No read on any path.
  static constexpr unsigned Never = ~0u;
  /// What leaving a loop adds to a distance.
  static constexpr unsigned LoopExitPenalty = 100000;
  /// The most one edge adds to an expected distance.
  static constexpr uint64_t DistanceCap = 2 * uint64_t(LoopExitPenalty);

  /// Block B's live-in values are LiveIns[LiveInBegin[B]] up to
  /// LiveIns[LiveInBegin[B + 1]], sorted by number. Both lists must outlive
  /// this object.
  GlobalNextUse(llvm::ArrayRef<Register> LiveIns,
                llvm::ArrayRef<unsigned> LiveInBegin);

  /// Block \p B has \p Length instructions, and reads each value of
  /// \p FirstReads, one of its live-in values, first at the given position.
  void setBlock(unsigned B, unsigned Length,
                llvm::ArrayRef<std::pair<Register, unsigned>> FirstReads);
  /// An edge taken in proportion to \p Weight among its source's edges (a
  /// branch probability's numerator; 0 counts as 1).
  void addEdge(unsigned From, unsigned To, bool LeavesLoop,
               uint32_t Weight = 0);
  /// The Length setBlock was given for \p B.
  unsigned length(unsigned B) const { return Lengths[B]; }

  /// Solve the equations.
  void solve();

  /// Instructions from the end of \p B to the nearest read of \p V after it;
  /// Never when no path reads V.
  unsigned distanceAtExit(unsigned B, Register V) const;
  /// The values live out of \p B (live into a successor) into \p Out,
  /// each once and sorted by number, with distanceAtExit(B, V) beside each:
  /// one merge of the successors' lists gives both. When B has more than
  /// two successors, each distance is instead the one expected over B's
  /// edges by their weights (a successor V is dead in counting as
  /// LoopExitPenalty away, a distance as at most DistanceCap): the nearest
  /// read through one of a switch's many cases says little of what the
  /// code will read next.
  void liveOutDistances(
      unsigned B,
      llvm::SmallVectorImpl<std::pair<Register, unsigned>> &Out) const;
  /// Instructions from the start of \p B to the nearest read of \p V.
  unsigned distanceAtEntry(unsigned B, Register V) const;

private:
  llvm::ArrayRef<Register> liveInsOf(unsigned B) const {
    return LiveIns.slice(LiveInBegin[B], LiveInBegin[B + 1] - LiveInBegin[B]);
  }
  /// in(B, v) for each v of liveInsOf(B), in the same order.
  llvm::MutableArrayRef<unsigned> inOf(unsigned B) {
    return llvm::MutableArrayRef(In).slice(LiveInBegin[B],
                                           LiveInBegin[B + 1] - LiveInBegin[B]);
  }
  llvm::ArrayRef<unsigned> inOf(unsigned B) const {
    return llvm::ArrayRef(In).slice(LiveInBegin[B],
                                    LiveInBegin[B + 1] - LiveInBegin[B]);
  }
  /// Lower in(B) by what flows back from S; true when any distance shrank.
  bool lowerFromSuccessor(unsigned B, unsigned S, bool LeavesLoop);
  struct Edge {
    unsigned From, To;
    bool LeavesLoop;
    uint32_t Weight;
  };
  static uint64_t weightOf(const Edge &E);
  /// A distance \p In at the entry of E.To, seen from the end of E.From.
  static unsigned throughEdge(const Edge &E, unsigned In);
  /// Every block, each after the blocks it reaches first by a depth-first
  /// search from block 0 (valid once solve() has ordered the edges).
  std::vector<unsigned> postOrder() const;
  /// The edges leaving B (valid once solve() has ordered them).
  llvm::ArrayRef<Edge> edgesFrom(unsigned B) const {
    return llvm::ArrayRef(Edges).slice(FirstEdge[B],
                                       FirstEdge[B + 1] - FirstEdge[B]);
  }
  llvm::ArrayRef<Register> LiveIns;
  llvm::ArrayRef<unsigned> LiveInBegin;
  /// in(B, v) beside LiveIns.
  std::vector<unsigned> In;
  /// Per block, how many instructions it has.
  std::vector<unsigned> Lengths;
  /// Every edge, ordered by source block in solve(), and per block the
  /// index of its first (one flat list rather than a vector per block).
  std::vector<Edge> Edges;
  std::vector<unsigned> FirstEdge;
};

} // namespace mts

#endif // MTS_GLOBALNEXTUSE_H
