//===- mts/NextUse.h - Ending sets and next-use distances of a block -----===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The first of the paper's two passes (section 2.2), for one basic block: a
/// backward scan that marks where each live range ends (the *ending set* of an
/// instruction: values it reads that are dead after it) and which definitions
/// are dead, plus the NEXT-USE-POS of section 6 that the eviction policy asks
/// for: how many instructions ahead a value is read next.
///
/// A value that is live out of the block but not read again inside it is as
/// far away as the rest of the block plus the distance the caller gives for the
/// block's exit (startBlock's LiveOut), so values needed soon after the block
/// win against values needed late.
///
//===----------------------------------------------------------------------===//

#ifndef MTS_NEXTUSE_H
#define MTS_NEXTUSE_H

#include "mts/ShortList.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/Register.h"
#include <algorithm>
#include <cassert>
#include <utility>
#include <vector>

namespace mts {

using llvm::Register;

/// Per-instruction items of a block kept in one list, filled by a backward
/// scan (last instruction first): instruction I's items start at
/// From[I + 1] and end at From[I], where instruction I - 1's start;
/// From[0] is the list's size.
template <typename T>
llvm::ArrayRef<T> itemsOfInstruction(llvm::ArrayRef<T> List,
                                     llvm::ArrayRef<unsigned> From,
                                     unsigned I) {
  assert(I + 1 < From.size() && "instruction out of range");
  return List.slice(From[I + 1], From[I] - From[I + 1]);
}

class BlockNextUse {
public:
  /// A distance that no real use has: the value is not read again.
  static constexpr unsigned Never = ~0u;

  /// Start the block's backward scan: it has NumInstrs instructions, and
  /// LiveOut lists the values live at its end, each with the distance from
  /// the block's end to its next use. Once per block, clear() in between.
  void startBlock(unsigned NumInstrs,
                  llvm::ArrayRef<std::pair<Register, unsigned>> LiveOut);
  /// Add the instruction before the one added last (the block's last one
  /// first): it reads Uses, then writes Defs. A partial definition (one
  /// that keeps part of the old value) must list the value among the Uses
  /// too. Duplicates are allowed.
  void addInstructionBackward(llvm::ArrayRef<Register> Uses,
                              llvm::ArrayRef<Register> Defs);
  /// Size the tables kept per value for values numbered below \p NumValues
  /// at once, so that the scan need not grow them block by block (each
  /// growth takes fresh memory).
  void reserveValues(unsigned NumValues);
  /// Forget the block, keeping the memory for the next one.
  void clear();

  unsigned size() const { return NumInstrs; }
  /// The Uses and Defs instruction I was added with.
  llvm::ArrayRef<Register> usesOf(unsigned I) const {
    return itemsOfInstruction<Register>(UseList, UsesFrom, I);
  }
  llvm::ArrayRef<Register> defsOf(unsigned I) const {
    return itemsOfInstruction<Register>(DefList, DefsFrom, I);
  }

  /// Values read by instruction I whose live range ends there.
  llvm::ArrayRef<Register> endingSet(unsigned I) const {
    return itemsOfInstruction<Register>(Endings, EndingsFrom, I);
  }
  /// True when V is read by instruction I and dead right after it.
  bool endsAt(unsigned I, Register V) const {
    return isListed(endingSet(I), V);
  }
  /// True when instruction I writes V and nothing reads that value.
  bool isDeadDef(unsigned I, Register V) const {
    return isListed(itemsOfInstruction<Register>(DeadDefs, DeadDefsFrom, I), V);
  }
  /// Instructions from I to the first instruction at or after I that reads V
  /// (0 when I itself reads V); Never when V is not read again. Cheapest
  /// when the questions about V come at increasing positions, as the walk
  /// asks them.
  unsigned nextUse(Register V, unsigned I) const;

private:
  /// No read of the value at or after the position asked about.
  static constexpr unsigned NotRead = ~0u;
  /// The position of V's first read after the one at instruction At.
  unsigned readAfter(Register V, unsigned At) const;

  /// Make room in the per-value tables for V.
  void fit(Register V) {
    assert(V.isVirtual() && "next-use distances are of virtual registers");
    if (V.virtRegIndex() >= Live.size())
      reserveValues(std::max<unsigned>(V.virtRegIndex() + 1, 2 * Live.size()));
  }

  unsigned NumInstrs = 0;
  /// The instruction addInstructionBackward adds next, plus one.
  unsigned Unscanned = 0;
  /// Per instruction, its reads and writes (itemsOfInstruction).
  std::vector<Register> UseList, DefList;
  std::vector<unsigned> UsesFrom, DefsFrom;
  /// Per entry of UseList, where its value is read next after that
  /// instruction (NotRead: not in this block).
  std::vector<unsigned> NextReadAt;
  /// What nextUse needs of one value, by virtual register index: its first
  /// read in the block, its distance past the block's end (Never unless it
  /// is live out), and the answer to the last question about it (the first
  /// read at or after CacheFrom is CacheAt). The walk asks at increasing
  /// positions, so the cache makes following NextReadAt cost one step per
  /// read passed. Entries of values the block names are reset by clear().
  struct ValueReads {
    unsigned FirstRead = NotRead;
    unsigned OutDistance = Never;
    unsigned CacheFrom = 0;
    unsigned CacheAt = NotRead;
  };
  mutable std::vector<ValueReads> Values;
  /// The values startBlock() was given as live out, so that their entries
  /// in Values can be reset.
  std::vector<Register> LiveOutValues;
  /// Results of the backward scan, in one list each (itemsOfInstruction).
  std::vector<Register> Endings, DeadDefs;
  std::vector<unsigned> EndingsFrom, DeadDefsFrom;
  /// The scan's live set by virtual register index, sized as Values, kept
  /// for its memory and emptied by clear().
  llvm::BitVector Live;
};

} // namespace mts

#endif // MTS_NEXTUSE_H
