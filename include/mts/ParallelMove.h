//===- mts/ParallelMove.h - The paper's shuffle, as a parallel move ------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `shuffle` primitive of section 4.1: carry out a set of moves between
/// locations "simultaneously". Register-to-register moves form paths and
/// cycles; a path is emitted from its end backwards, a cycle is broken by
/// parking one value elsewhere first (a free scratch register when there is
/// one, otherwise the value's own stack slot, reloaded last).
///
/// Why this is enough: in a model every register unit has at most one owner
/// before and after the shuffle, so a move is blocked only by moves whose
/// sources overlap its target. When nothing can proceed, every pending move
/// is blocked, and parking one blocker's source removes one pending source,
/// so the loop always ends. Values never move stack to stack: each value has
/// one slot, so "in the slot" is a state, not a location to move between.
///
/// Order of the result: stores first (they only read registers that still
/// hold their values), then register moves, then loads (their targets are no
/// longer needed as sources).
///
//===----------------------------------------------------------------------===//

#ifndef MTS_PARALLELMOVE_H
#define MTS_PARALLELMOVE_H

#include "mts/Model.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SmallVector.h"
#include <functional>

namespace mts {

/// One instruction-to-be of a shuffle, in terms of values and registers. The
/// pass turns it into a COPY, a spill store or a reload.
struct Edit {
  enum KindTy { Copy, Store, Load } Kind;
  Register Value;
  MCRegister From; ///< Copy, Store: the register read.
  MCRegister To;   ///< Copy, Load: the register written.
  /// The read of From is its last: the register is dead after it. Later
  /// passes (the x87 stackifier) rely on exact kill flags.
  bool Kill = false;

  bool operator==(const Edit &O) const {
    return Kind == O.Kind && Value == O.Value && From == O.From && To == O.To &&
           Kill == O.Kill;
  }
};

class ParallelMove {
public:
  /// The allocation order of Value's register class, for picking a scratch.
  using OrderFn = std::function<llvm::ArrayRef<llvm::MCPhysReg>(Register)>;

  ParallelMove(const RegisterUnits &Units, OrderFn Order)
      : Units(Units), Order(std::move(Order)), Busy(Units.getNumUnits()) {}

  /// Value moves from register From to register To. SlotHoldsValue says the
  /// value's slot already holds it, so parking it there costs no store.
  void addMove(Register Value, MCRegister From, MCRegister To,
               bool SlotHoldsValue);
  /// Value, in register From, must be in its slot afterwards.
  void addStore(Register Value, MCRegister From);
  /// Value must be loaded from its slot into To.
  void addLoad(Register Value, MCRegister To);
  /// Reg must not be used as a scratch register (it holds a value that
  /// outlives the shuffle but does not take part in it).
  void reserve(MCRegister Reg);

  /// Order the moves; the result is what to emit, first to last. A read is
  /// marked as a kill when no later edit reads the register and the value
  /// does not stay in it.
  llvm::SmallVector<Edit, 8> resolve();

private:
  struct Move {
    Register Value;
    MCRegister From, To;
    bool SlotHoldsValue;
  };

  bool isBlocked(const Move &M) const;
  MCRegister findScratch(Register Value) const;

  const RegisterUnits &Units;
  OrderFn Order;
  /// Units that no scratch may touch: every target, and reserved registers.
  llvm::BitVector Busy;
  /// Registers whose value stays where it is (a move onto itself).
  llvm::SmallVector<MCRegister, 8> Stays;
  llvm::SmallVector<Move, 8> Moves;
  llvm::SmallVector<Edit, 8> Stores, Loads;
};

} // namespace mts

#endif // MTS_PARALLELMOVE_H
