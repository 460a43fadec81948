//===- Transformers.cpp - The primitive model transformers ----------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//

#include "mts/Transformers.h"
#include "mts/NextUse.h"
#include "mts/ShortList.h"
#include <cassert>

using namespace llvm;
using namespace mts;

EditSink::~EditSink() = default;

void PrimitiveTransformers::save(Register V) {
  if (M.isInSlot(V))
    return;
  MCRegister R = M.getReg(V);
  assert(R.isValid() && "saving a value that is nowhere");
  if (!Sink.storedEarlier(V))
    Sink.emit({Edit::Store, V, R, MCRegister()});
  M.setInSlot(V, true);
}

void PrimitiveTransformers::evict(Register V) {
  MCRegister R = M.getReg(V);
  if (!M.isInSlot(V) && Sink.storedEarlier(V))
    M.setInSlot(V, true);
  if (M.isInSlot(V)) {
    Sink.leftRegister(V, R);
  } else {
    // The store is the register's last read.
    Sink.emit({Edit::Store, V, R, MCRegister(), /*Kill=*/true});
    M.setInSlot(V, true);
  }
  M.unbindReg(V);
}

std::pair<unsigned, bool>
PrimitiveTransformers::rankOfOccupants(MCRegister R, EvictionRankFn Rank,
                                       SmallVectorImpl<Register> &Occupants) {
  M.getOccupants(R, Occupants);
  unsigned Lowest = BlockNextUse::Never;
  bool Clean = true;
  for (Register O : Occupants) {
    Lowest = std::min(Lowest, Rank(O));
    Clean &= M.isInSlot(O);
  }
  return {Lowest, Clean};
}

/// The register to use for a request: a free hint, else a hint whose
/// occupants are cheap to drop, else a free register (one nobody wants back
/// first), else the one whose occupants' lowest eviction rank is highest
/// (with the paper's policy: whose nearest next use is furthest away); on a
/// tie, the one whose occupants cost the least to save. Its occupants move
/// to free registers of their own when the request allows, else to their
/// slots; when moving one would also cost a move back at a join, another
/// that can move is taken instead.
MCRegister PrimitiveTransformers::findRegister(const RegRequest &Req,
                                               EvictionRankFn Rank) {
  SmallVector<MCRegister, 4> Taken;
  for (unsigned I = 0; I != Req.NumHints; ++I) {
    MCRegister Hint = Req.Hint(I);
    if (!Hint.isValid() || !isListed(Req.Order, Hint.id()))
      continue;
    if (isFreeAndAllowed(Hint, Req))
      return Hint;
    Taken.push_back(Hint);
  }
  if (Req.CheapToDrop) {
    SmallVector<Register, 2> Occupants;
    for (MCRegister Hint : Taken) {
      if (!isAllowed(Hint, Req))
        continue;
      M.getOccupants(Hint, Occupants);
      if (llvm::all_of(Occupants, Req.CheapToDrop)) {
        evictOccupants(Hint);
        return Hint;
      }
    }
  }
  const BitVector *Wanted = Req.Wanted ? Req.Wanted() : nullptr;
  MCRegister FreeButWanted;
  for (MCPhysReg R : Req.Order) {
    if (!isFreeAndAllowed(R, Req))
      continue;
    if (!Wanted || !Units.anyUnitIn(R, *Wanted))
      return R;
    if (!FreeButWanted)
      FreeButWanted = R;
  }
  if (FreeButWanted)
    return FreeButWanted;

  // On a tie, the register whose occupants cost the least to save: none
  // (clean), else a store the sink makes on the way into a loop that only
  // reads them (lcs.c's edit-distance loop on i686 stored and reloaded its
  // counter on every iteration, where a pointer it only reads could have
  // been stored once before the loop), else a store here.
  SmallVector<Register, 2> Occupants;
  auto SaveCost = [&](bool Clean) {
    if (Clean)
      return 0;
    return llvm::all_of(Occupants,
                        [&](Register O) { return leavesWithoutStoreHere(O); })
               ? 1
               : 2;
  };
  MCRegister Best;
  unsigned BestRank = 0;
  int BestCost = 0;
  for (MCPhysReg R : Req.Order) {
    if (!isAllowed(R, Req))
      continue;
    auto [Lowest, Clean] = rankOfOccupants(R, Rank, Occupants);
    if (Best.isValid() && Lowest < BestRank)
      continue;
    int Cost = SaveCost(Clean);
    if (Best.isValid() && Lowest == BestRank && Cost >= BestCost)
      continue;
    Best = R;
    BestRank = Lowest;
    BestCost = Cost;
  }
  if (!Best.isValid())
    return Best;
  if (!Req.OrderOf) {
    evictOccupants(Best);
    return Best;
  }
  // crc.c's slice loop on i686 moved its counter off $ebx for a narrow
  // def on every iteration, and back on the back edge, where a temporary
  // could have moved as well.
  if (Req.ExpectedAtJoin && holdsValueExpectedAtJoin(Best, Req))
    if (MCRegister Other = bestMovableNotExpectedAtJoin(Req, Rank))
      Best = Other;
  displace(Best, unitsToAvoidDisplacing(Best, Req), Req.OrderOf);
  return Best;
}

BitVector
PrimitiveTransformers::unitsToAvoidDisplacing(MCRegister R,
                                              const RegRequest &Req) const {
  BitVector Avoid(Units.getNumUnits());
  if (Req.Excluded)
    Avoid = *Req.Excluded;
  if (Req.Inputs)
    Avoid |= *Req.Inputs;
  Units.markUnits(R, Avoid);
  return Avoid;
}

bool PrimitiveTransformers::soleOccupantCanMove(MCRegister R,
                                                ArrayRef<Register> Occupants,
                                                const RegRequest &Req) const {
  // One free register for each: two occupants (parts of R) are rare.
  return Occupants.size() == 1 &&
         freeRegisterFor(Occupants[0], unitsToAvoidDisplacing(R, Req),
                         Req.OrderOf(Occupants[0]));
}

bool PrimitiveTransformers::holdsValueExpectedAtJoin(MCRegister R,
                                                     const RegRequest &Req) {
  SmallVector<Register, 2> Occupants;
  M.getOccupants(R, Occupants);
  return any_of(Occupants,
                [&](Register O) { return Req.ExpectedAtJoin(O, R); }) &&
         soleOccupantCanMove(R, Occupants, Req);
}

MCRegister
PrimitiveTransformers::bestMovableNotExpectedAtJoin(const RegRequest &Req,
                                                    EvictionRankFn Rank) {
  MCRegister Best;
  unsigned BestRank = 0;
  SmallVector<Register, 2> Occupants;
  for (MCPhysReg R : Req.Order) {
    if (!isAllowed(R, Req))
      continue;
    auto [Lowest, Clean] = rankOfOccupants(R, Rank, Occupants);
    if ((Best && Lowest <= BestRank) || Occupants.size() != 1 ||
        Req.ExpectedAtJoin(Occupants[0], R) ||
        !soleOccupantCanMove(R, Occupants, Req))
      continue;
    Best = R;
    BestRank = Lowest;
  }
  return Best;
}

MCRegister PrimitiveTransformers::load(Register V, const RegRequest &Req,
                                       EvictionRankFn Rank) {
  MCRegister Current = M.getReg(V);
  if (Current.isValid()) {
    assert(isListed(Req.Order, Current.id()) &&
           "value sits in a register outside its class");
    return Current;
  }
  assert(M.isInSlot(V) && "loading a value that is nowhere");
  MCRegister R = findRegister(Req, Rank);
  if (!R.isValid())
    return R;
  Sink.emit({Edit::Load, V, MCRegister(), R});
  M.bindReg(V, R);
  return R;
}

MCRegister PrimitiveTransformers::allocate(Register V, const RegRequest &Req,
                                           EvictionRankFn Rank) {
  M.remove(V);
  MCRegister R = findRegister(Req, Rank);
  if (R.isValid()) {
    M.bindReg(V, R);
    M.setInSlot(V, false);
  }
  return R;
}

void PrimitiveTransformers::displace(
    MCRegister Reg, const BitVector &Avoid,
    function_ref<ArrayRef<MCPhysReg>(Register)> OrderOf, EvictionRankFn Rank,
    function_ref<bool(Register)> Recomputable,
    function_ref<std::optional<unsigned>(Register)> TakeFromRankedAbove) {
  SmallVector<Register, 2> Occupants;
  M.getOccupants(Reg, Occupants);
  for (Register V : Occupants) {
    if (moveToFreeRegister(V, Avoid, OrderOf(V)))
      continue;
    bool Stale = Rank && !M.isInSlot(V);
    if (Stale && moveOverCleanValues(V, Rank(V), Avoid, OrderOf(V), Rank,
                                     Recomputable))
      continue;
    if (std::optional<unsigned> MinRank =
            Stale && TakeFromRankedAbove ? TakeFromRankedAbove(V)
                                         : std::nullopt;
        MinRank &&
        moveOverValuesNeededLater(V, *MinRank, Avoid, OrderOf(V), Rank))
      continue;
    evict(V);
  }
}

MCRegister
PrimitiveTransformers::freeRegisterFor(Register V, const BitVector &Avoid,
                                       ArrayRef<MCPhysReg> Order) const {
  MCRegister From = M.getReg(V);
  RegRequest Req;
  Req.Order = Order;
  Req.Excluded = &Avoid;
  for (MCPhysReg To : Order)
    if (isFreeAndAllowed(To, Req) && !Units.overlap(To, From))
      return To;
  return MCRegister();
}

bool PrimitiveTransformers::moveToFreeRegister(Register V,
                                               const BitVector &Avoid,
                                               ArrayRef<MCPhysReg> Order) {
  MCRegister To = freeRegisterFor(V, Avoid, Order);
  if (!To)
    return false;
  moveTo(V, To);
  return true;
}

bool PrimitiveTransformers::shiftToLeaveRoom(
    Register V, const BitVector &Avoid, ArrayRef<MCPhysReg> Order,
    function_ref<bool(MCRegister)> LeavesRoom) {
  MCRegister From = M.getReg(V);
  SmallVector<Register, 2> Occupants;
  // A register that holds nothing but V first; failing that, one whose
  // other occupants go to their slots.
  for (bool EvictOthers : {false, true}) {
    for (MCPhysReg To : Order) {
      if (To == From || M.isFixed(To) || Units.anyUnitIn(To, Avoid))
        continue;
      M.getOccupants(To, Occupants);
      bool HoldsOthers =
          llvm::any_of(Occupants, [&](Register O) { return O != V; });
      if ((HoldsOthers && !EvictOthers) || !LeavesRoom(To))
        continue;
      for (Register O : Occupants)
        if (O != V)
          evict(O);
      moveTo(V, To);
      return true;
    }
  }
  return false;
}

bool PrimitiveTransformers::moveOverCleanValues(
    Register V, unsigned VRank, const BitVector &Avoid,
    ArrayRef<MCPhysReg> Order, EvictionRankFn Rank,
    function_ref<bool(Register)> Recomputable) {
  // Values whose slots are current first; failing those, values the sink
  // would store where it costs less than V's store here.
  auto CleanOrRecomputable = [&](unsigned Lowest, bool Clean,
                                 ArrayRef<Register> Occupants) {
    return Clean && (Lowest >= VRank ||
                     (Recomputable && llvm::all_of(Occupants, Recomputable)));
  };
  auto StoredEarlier = [&](unsigned Lowest, bool,
                           ArrayRef<Register> Occupants) {
    return Lowest >= VRank && llvm::all_of(Occupants, [&](Register O) {
             return leavesWithoutStoreHere(O);
           });
  };
  return moveOverHighestRanked(V, Avoid, Order, Rank, CleanOrRecomputable) ||
         moveOverHighestRanked(V, Avoid, Order, Rank, StoredEarlier);
}

bool PrimitiveTransformers::moveOverValuesNeededLater(
    Register V, unsigned MinRank, const BitVector &Avoid,
    ArrayRef<MCPhysReg> Order, EvictionRankFn Rank) {
  return moveOverHighestRanked(
      V, Avoid, Order, Rank,
      [&](unsigned Lowest, bool, ArrayRef<Register>) {
        return Lowest > MinRank;
      });
}

bool PrimitiveTransformers::moveOverHighestRanked(
    Register V, const BitVector &Avoid, ArrayRef<MCPhysReg> Order,
    EvictionRankFn Rank,
    function_ref<bool(unsigned, bool, ArrayRef<Register>)> Qualifies) {
  MCRegister From = M.getReg(V);
  RegRequest Req;
  Req.Excluded = &Avoid;
  SmallVector<Register, 2> Occupants;
  MCRegister Best;
  unsigned BestRank = 0;
  for (MCPhysReg R : Order) {
    if (!isAllowed(R, Req) || Units.overlap(R, From))
      continue;
    auto [Lowest, Clean] = rankOfOccupants(R, Rank, Occupants);
    if (Qualifies(Lowest, Clean, Occupants) && (!Best || Lowest > BestRank)) {
      Best = R;
      BestRank = Lowest;
    }
  }
  if (!Best)
    return false;
  evictOccupants(Best);
  moveTo(V, Best);
  return true;
}

void PrimitiveTransformers::evictOccupants(MCRegister R) {
  SmallVector<Register, 2> Occupants;
  M.getOccupants(R, Occupants);
  for (Register O : Occupants)
    evict(O);
}

void PrimitiveTransformers::moveTo(Register V, MCRegister To) {
  Sink.emit({Edit::Copy, V, M.getReg(V), To, /*Kill=*/true});
  M.unbindReg(V);
  M.bindReg(V, To);
}
