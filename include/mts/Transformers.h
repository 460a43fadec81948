//===- mts/Transformers.h - The primitive model transformers -------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The primitive transformers of section 4.1, each of type
/// (Model, args) -> (Model, [Inst]): they change the model and hand the
/// instructions that make the change true to an EditSink.
///
///   save(x)    x's slot must hold x; stores only when the slot is stale.
///   load(x)    x must be in a register; when none is free, evict the value
///              ranked first for eviction (by default the one whose next use
///              is furthest away, section 6), saving it first if its slot is
///              stale, or moving it to a free register of its own class.
///   allocate   a register for a value about to be defined (a load without
///              the load).
///   shuffle    see ParallelMove.h.
///
/// load and allocate choose a free register before an occupied one: a
/// hint, then one no other value wants back, then any.
///
/// The compound transformers (one per instruction shape) live in the pass,
/// because they dispatch on MachineInstrs.
///
//===----------------------------------------------------------------------===//

#ifndef MTS_TRANSFORMERS_H
#define MTS_TRANSFORMERS_H

#include "mts/Model.h"
#include "mts/ParallelMove.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>

namespace mts {

/// Receives the instructions the transformers produce, in order.
class EditSink {
public:
  virtual ~EditSink();
  virtual void emit(const Edit &E) = 0;
  /// Value left register Reg without a store (its slot was clean): the last
  /// read of Reg before this point was its last.
  virtual void leftRegister(Register Value, MCRegister Reg) {}
  /// Value, in a register with a stale slot, is about to be stored: the
  /// sink may store it at an earlier point instead, one where it has the
  /// same value and that runs less often (before a loop that reads it and
  /// evicts it on every iteration). True when it did: the slot holds Value
  /// from there to here, and no store is needed.
  virtual bool storedEarlier(Register Value) { return false; }
  /// Whether storedEarlier(Value) would store Value earlier, changing
  /// nothing.
  virtual bool canStoreEarlier(Register Value) { return false; }
};

/// Which value to evict: the one with the largest rank. The paper's policy
/// (section 6) ranks a value by how far away its next use is
/// (BlockNextUse::Never for no use); -mts-evict selects others.
using EvictionRankFn = llvm::function_ref<unsigned(Register)>;

/// The constraints of one register request.
struct RegRequest {
  /// Candidate registers, best first (the class's allocation order).
  llvm::ArrayRef<llvm::MCPhysReg> Order;
  /// Register units that must not be used or evicted (operands of the
  /// instruction being allocated, registers it defines or clobbers).
  const llvm::BitVector *Excluded = nullptr;
  /// Hints, best first: Hint(I) for I below NumHints (an invalid register
  /// stands for none). The first that is free and allowed is taken; each is
  /// worked out only if the ones before it were not.
  llvm::function_ref<MCRegister(unsigned)> Hint;
  unsigned NumHints = 0;
  /// When set, a value evicted for this request moves to a free register of
  /// its own order outside Excluded and Inputs (its class may have free
  /// registers the request's narrower class lacks) instead of to its slot.
  llvm::function_ref<llvm::ArrayRef<llvm::MCPhysReg>(Register)> OrderOf;
  /// Register units another value will want back (where a join expects
  /// it), or null for none: a free register outside them is taken first.
  /// Asked for only when no hint is taken.
  llvm::function_ref<const llvm::BitVector *()> Wanted;
  /// Register units the instruction reads, or null. A definition may take
  /// the register of an input that dies there, which is free in the model
  /// by then; a value moved out of the way may not, since the move comes
  /// before the instruction and would overwrite the input.
  const llvm::BitVector *Inputs = nullptr;
  /// Values that cost little to take out of their register here, or null
  /// for none: a hint held only by such values is taken from them when no
  /// hint is free.
  llvm::function_ref<bool(Register)> CheapToDrop = nullptr;
  /// Whether a join expects a value in the register it is in now, or null
  /// for none. With OrderOf, a register whose occupants move to free
  /// registers is taken before one holding such a value: moving that one
  /// would cost a second copy, back, at the join.
  llvm::function_ref<bool(Register, MCRegister)> ExpectedAtJoin = nullptr;
};

class PrimitiveTransformers {
public:
  PrimitiveTransformers(Model &M, const RegisterUnits &Units, EditSink &Sink)
      : M(M), Units(Units), Sink(Sink) {}

  /// save: make V's slot hold V. V must be in a register or its slot.
  void save(Register V);

  /// load: make V be in a register and return it. A value already in an
  /// allowed register stays there. Returns an invalid register when every
  /// candidate is excluded or fixed.
  MCRegister load(Register V, const RegRequest &Req, EvictionRankFn Rank);

  /// A register for V, which is about to be (re)defined: V's old value and
  /// slot state are forgotten. Evicts if needed; invalid when impossible.
  MCRegister allocate(Register V, const RegRequest &Req,
                      EvictionRankFn Rank);

  /// Move every value out of Reg: into a free register outside Avoid when
  /// one is in its order (a copy is cheaper than a store and a load), else
  /// into its slot. With \p Rank, a value with a stale slot may instead
  /// take the register of clean values needed no sooner, or recomputable
  /// ones, or values the sink stores earlier (moveOverCleanValues); and,
  /// when \p TakeFromRankedAbove gives a rank for it (it would be loaded
  /// more than once), that of values ranked above that, which are stored
  /// in its place (moveOverValuesNeededLater).
  void displace(
      MCRegister Reg, const llvm::BitVector &Avoid,
      llvm::function_ref<llvm::ArrayRef<llvm::MCPhysReg>(Register)> OrderOf,
      EvictionRankFn Rank = nullptr,
      llvm::function_ref<bool(Register)> Recomputable = nullptr,
      llvm::function_ref<std::optional<unsigned>(Register)>
          TakeFromRankedAbove = nullptr);

  /// Take V out of its register, saving it first when its slot is stale.
  void evict(Register V);

  /// Move V from its register into a free one of Order outside Avoid that
  /// does not overlap it; false, changing nothing, when there is none.
  bool moveToFreeRegister(Register V, const llvm::BitVector &Avoid,
                          llvm::ArrayRef<llvm::MCPhysReg> Order);
  /// Move V into a register of Order outside Avoid, not fixed, for which
  /// \p LeavesRoom holds: one that no other value occupies if there is
  /// one, else one whose other occupants are evicted. Unlike
  /// moveToFreeRegister, the new register may overlap V's own: a tuple
  /// shifts by some of its registers (targets lower such a copy in an order
  /// that reads each part before overwriting it). False, changing nothing,
  /// when there is none.
  bool shiftToLeaveRoom(Register V, const llvm::BitVector &Avoid,
                        llvm::ArrayRef<llvm::MCPhysReg> Order,
                        llvm::function_ref<bool(MCRegister)> LeavesRoom);

  /// Move V, whose slot is stale, into the register of Order outside Avoid
  /// whose occupants are all clean and either ranked no lower than \p VRank
  /// (with the paper's policy: needed no sooner than V) or all
  /// \p Recomputable, the highest ranked first, and evict them: their load
  /// or recomputation later costs less than V's store now and load later.
  /// Failing such a register, the same among those whose occupants are
  /// ranked no lower than V and clean or stored earlier by the sink
  /// (EditSink::canStoreEarlier), where their store costs less than V's.
  /// False, changing nothing, when no register qualifies.
  bool moveOverCleanValues(Register V, unsigned VRank,
                           const llvm::BitVector &Avoid,
                           llvm::ArrayRef<llvm::MCPhysReg> Order,
                           EvictionRankFn Rank,
                           llvm::function_ref<bool(Register)> Recomputable);

  /// Move V, whose slot is stale, into the register of Order outside Avoid
  /// whose occupants are all ranked above \p MinRank (with the paper's
  /// policy: needed later than that), the highest ranked first, and evict
  /// them. Their store replaces V's, and their load replaces one of V's:
  /// worth a copy when V would be loaded more than once, and they are not
  /// needed before V's second load. False, changing nothing, when no
  /// register qualifies.
  bool moveOverValuesNeededLater(Register V, unsigned MinRank,
                                 const llvm::BitVector &Avoid,
                                 llvm::ArrayRef<llvm::MCPhysReg> Order,
                                 EvictionRankFn Rank);

  /// The lowest rank of R's occupants (BlockNextUse::Never for none), and
  /// whether every one of them is clean; the occupants go into \p Occupants.
  std::pair<unsigned, bool>
  rankOfOccupants(MCRegister R, EvictionRankFn Rank,
                  llvm::SmallVectorImpl<Register> &Occupants);

private:
  MCRegister findRegister(const RegRequest &Req, EvictionRankFn Rank);
  /// The units a displacement for the request must leave alone: the
  /// excluded ones, the inputs, and R's own.
  llvm::BitVector unitsToAvoidDisplacing(MCRegister R,
                                         const RegRequest &Req) const;
  /// The first free register of Order outside Avoid that does not overlap
  /// V's; invalid when there is none.
  MCRegister freeRegisterFor(Register V, const llvm::BitVector &Avoid,
                             llvm::ArrayRef<llvm::MCPhysReg> Order) const;
  /// Whether R has one occupant, Occupants[0], and it can move to a free
  /// register outside the units the request's displacement avoids.
  bool soleOccupantCanMove(MCRegister R, llvm::ArrayRef<Register> Occupants,
                           const RegRequest &Req) const;
  /// Whether R's one occupant is a value a join expects there and can move
  /// to a free register: taking R costs a copy now and another at the join.
  bool holdsValueExpectedAtJoin(MCRegister R, const RegRequest &Req);
  /// The highest ranked register of the request whose one occupant no join
  /// expects there and can move to a free register; invalid when none.
  MCRegister bestMovableNotExpectedAtJoin(const RegRequest &Req,
                                          EvictionRankFn Rank);
  /// Whether V can leave its register without a store here: its slot is
  /// current, or the sink stores it earlier (EditSink::canStoreEarlier).
  bool leavesWithoutStoreHere(Register V) {
    return M.isInSlot(V) || Sink.canStoreEarlier(V);
  }
  /// Move V into the register of Order outside Avoid, not overlapping V's
  /// own, whose occupants pass \p Qualifies (given their lowest rank,
  /// whether all are clean, and the occupants), the one whose lowest rank
  /// is highest first, and evict them. False, changing nothing, when no
  /// register qualifies.
  bool moveOverHighestRanked(
      Register V, const llvm::BitVector &Avoid,
      llvm::ArrayRef<llvm::MCPhysReg> Order, EvictionRankFn Rank,
      llvm::function_ref<bool(unsigned, bool, llvm::ArrayRef<Register>)>
          Qualifies);
  /// Evict every value in R.
  void evictOccupants(MCRegister R);
  /// Copy V from its register into To, free but perhaps for V's own units.
  void moveTo(Register V, MCRegister To);
  /// Whether a unit of R is among the request's excluded units.
  bool isExcluded(MCRegister R, const RegRequest &Req) const {
    return Req.Excluded && Units.anyUnitIn(R, *Req.Excluded);
  }
  /// Neither fixed nor excluded.
  bool isAllowed(MCRegister R, const RegRequest &Req) const {
    return !M.isFixed(R) && !isExcluded(R, Req);
  }
  /// isAllowed(R) and free in the model, without asking whether R is fixed:
  /// a free register holds no physical register's value either.
  bool isFreeAndAllowed(MCRegister R, const RegRequest &Req) const {
    return M.isFree(R) && !isExcluded(R, Req);
  }

  Model &M;
  const RegisterUnits &Units;
  EditSink &Sink;
};

} // namespace mts

#endif // MTS_TRANSFORMERS_H
