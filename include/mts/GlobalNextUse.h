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
/// Splitting for SSA-Form Programs", CC 2009, section 4.1):
///
///   in(B, v)  = position of the first read of v in B, if B reads v before
///               writing it;
///             = Never, if B writes v first;
///             = length(B) + out(B, v), otherwise;
///   out(B, v) = min over edges B -> S of in(S, v), plus LoopExitPenalty when
///               the edge leaves a loop.
///
/// The penalty makes a value that is read only after the loop further away,
/// inside the loop, than any value the loop itself reads, so eviction in a
/// loop prefers values the loop does not need. The equations are solved by
/// iterating to the fixed point (distances only shrink, so it ends).
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

  explicit GlobalNextUse(unsigned NumBlocks) : Blocks(NumBlocks) {}

  /// Block \p B has \p Length instructions, reads each value of
  /// \p FirstReads first at the given position (before writing it), and
  /// writes each value of \p Writes before reading it (or without reading
  /// it).
  void setBlock(unsigned B, unsigned Length,
                llvm::ArrayRef<std::pair<Register, unsigned>> FirstReads,
                llvm::ArrayRef<Register> Writes);
  void addEdge(unsigned From, unsigned To, bool LeavesLoop);

  /// Solve the equations.
  void solve();

  /// Instructions from the end of \p B to the nearest read of \p V after it;
  /// Never when no path reads V.
  unsigned distanceAtExit(unsigned B, Register V) const;
  /// distanceAtExit(B, V) for each V of \p Values, which must be sorted by
  /// number, into \p Out in the same order: one pass over each successor's
  /// distances instead of a search per value.
  void distancesAtExit(
      unsigned B, llvm::ArrayRef<Register> Values,
      llvm::SmallVectorImpl<std::pair<Register, unsigned>> &Out) const;
  /// Instructions from the start of \p B to the nearest read of \p V.
  unsigned distanceAtEntry(unsigned B, Register V) const;

private:
  /// A value and its distance; lists of them are sorted by value.
  using Distance = std::pair<Register, unsigned>;
  struct Block {
    unsigned Length = 0;
    /// Values whose in() the block itself decides, sorted: read or written
    /// before anything flows in from its successors.
    std::vector<Register> Local;
    /// in(B, v) for every v with a finite distance (the first reads to
    /// start with), sorted by value.
    std::vector<Distance> In;
  };
  /// B's in() lowered by what flows back from S, into Merged; true when
  /// any distance shrank or appeared (Merged is left alone otherwise).
  bool mergeFromSuccessor(const Block &B, const Block &S, bool LeavesLoop,
                          std::vector<Distance> &Merged) const;
  struct Edge {
    unsigned From, To;
    bool LeavesLoop;
  };
  /// Every block, each after the blocks it reaches first by a depth-first
  /// search from block 0 (valid once solve() has ordered the edges).
  std::vector<unsigned> postOrder() const;
  /// The edges leaving B (valid once solve() has ordered them).
  llvm::ArrayRef<Edge> edgesFrom(unsigned B) const {
    return llvm::ArrayRef(Edges).slice(FirstEdge[B],
                                       FirstEdge[B + 1] - FirstEdge[B]);
  }
  std::vector<Block> Blocks;
  /// Every edge, ordered by source block in solve(), and per block the
  /// index of its first (one flat list rather than a vector per block).
  std::vector<Edge> Edges;
  std::vector<unsigned> FirstEdge;
};

} // namespace mts

#endif // MTS_GLOBALNEXTUSE_H
