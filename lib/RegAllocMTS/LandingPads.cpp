//===- LandingPads.cpp - Values an exception carries to a landing pad ----===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// An exception leaves a block from inside a call (an invoke's), not from the
/// block's end: no code can go on the edge to the landing pad, and what the
/// block does after the call never reaches the pad. As SplitKit and PHI
/// elimination assume, that call is the block's last one.
///
/// So the walk keeps, for each block with a landing pad, its model right
/// after that call (ThrowModels), and the pad's entry model is made from
/// those of all the calls that reach it. A value in the same register at
/// every one of them (a callee-saved register, as it lives across the call)
/// stays there. Any other comes in its slot, and each of those calls that
/// has it only in a register gets a store of it right before: the walked
/// code is left as it is, and the stores run only where they are needed.
/// A pad the walk reaches before some of its calls takes every value in its
/// slot, and the calls walked later save them before they run. The edges
/// need no code (shuffleEdge leaves them alone).
///
//===----------------------------------------------------------------------===//

#include "MTSAllocator.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/MachineBlockFrequencyInfo.h"
#include "llvm/CodeGen/MachineDominators.h"

using namespace llvm;
using namespace mts;

MachineInstr *MTSAllocator::exceptionPoint(MachineBasicBlock &MBB) {
  for (MachineInstr &MI : llvm::reverse(MBB))
    if (MI.isCall())
      return &MI;
  // No call: the edge leaves from the end, as LLVM's last insertion point
  // does then.
  MachineBasicBlock::iterator First = MBB.getFirstTerminator();
  return First == MBB.end() ? nullptr : &*First;
}

bool MTSAllocator::prepareForException(const MachineBasicBlock &MBB) {
  for (const MachineBasicBlock *Pad : MBB.successors()) {
    if (!Pad->isEHPad())
      continue;
    bool PadWalked = EntryModels.lookup(*Pad).has_value();
    for (Register V : liveInsOf(*Pad)) {
      if (!M.contains(V))
        return fail(str(printReg(V, &TRI)) + " is live into landing pad " +
                        str(printMBBReference(*Pad)) + " but nowhere in " +
                        str(printMBBReference(MBB)),
                    nullptr);
      // A definition put off until its value is needed is needed now.
      if (delayedDefinition(V) &&
          !placeDelayedDefinitionNow(V, "live into landing pad " +
                                            str(printMBBReference(*Pad))))
        return false;
      if (PadWalked)
        Prim.save(V);
    }
  }
  return true;
}

void MTSAllocator::noteThrowModel(const MachineBasicBlock &MBB) {
  ThrowModels.set(MBB, M.snapshot(CurFacts->LiveOut));
}

bool MTSAllocator::landingPadEntry(MachineBasicBlock &Pad,
                                   ArrayRef<Register> Live,
                                   SmallVectorImpl<Binding> &Entry) {
  SmallVector<ThrowSite, 4> AtCalls;
  bool AllWalked = true;
  for (MachineBasicBlock *Pred : Pad.predecessors()) {
    if (std::optional<ArrayRef<Binding>> AtCall = ThrowModels.lookup(*Pred))
      AtCalls.push_back({Pred, exceptionPoint(*Pred), *AtCall});
    else
      AllWalked = false;
  }
  // In walk order, which storeWhereSlotIsStale needs.
  llvm::sort(AtCalls, [&](const ThrowSite &A, const ThrowSite &B) {
    return WalkIndex[A.Block->getNumber()] < WalkIndex[B.Block->getNumber()];
  });
  // The unwinder writes the pad's own live-ins.
  BitVector PadUnits(Units.getNumUnits());
  for (const auto &LI : Pad.liveins())
    Units.markUnits(LI.PhysReg, PadUnits);
  for (Register V : Live) {
    SmallVector<const Binding *, 4> Found;
    for (const ThrowSite &Site : AtCalls) {
      const Binding *B = findByValue(Site.Model, V);
      if (!B)
        return fail(str(printReg(V, &TRI)) + " is live into landing pad " +
                        str(printMBBReference(Pad)) +
                        " but not at the call in " +
                        str(printMBBReference(*Site.Block)),
                    nullptr);
      Found.push_back(B);
    }
    MCRegister R = Found.empty() ? MCRegister() : Found.front()->Reg;
    bool SameRegister =
        AllWalked && R && !Units.anyUnitIn(R, PadUnits) &&
        all_of(Found, [&](const Binding *B) { return B->Reg == R; });
    bool Saved = all_of(Found, [](const Binding *B) { return B->InSlot; });
    if (SameRegister) {
      Entry.push_back({V, R, Saved});
      continue;
    }
    storeWhereSlotIsStale(V, AtCalls, Found);
    Entry.push_back({V, MCRegister(), true});
  }
  return true;
}

/// The calls are in walk order, so a call's dominators come before it. A
/// call whose slot of V is current, or made so by a store placed here, keeps
/// it current at every call it dominates that V reaches with the same value
/// (its live interval's value number): no other value of V comes in between,
/// and only V's own stores write its slot. So such a call needs no store of
/// its own, as the five calls of a try block sharing one handler would
/// otherwise each store the values the block never changes.
void MTSAllocator::storeWhereSlotIsStale(Register V,
                                         ArrayRef<ThrowSite> AtCalls,
                                         ArrayRef<const Binding *> Found) {
  const LiveInterval &LI = LIS.getInterval(V);
  SmallVector<std::pair<const MachineBasicBlock *, const VNInfo *>, 4> Current;
  assert(AtCalls.size() == Found.size() && "a binding per throw site");
  for (size_t I = 0, E = AtCalls.size(); I != E; ++I) {
    const ThrowSite &Site = AtCalls[I];
    const Binding *B = Found[I];
    const VNInfo *Value =
        Site.Point ? LI.getVNInfoAt(LIS.getInstructionIndex(*Site.Point))
                   : nullptr;
    bool StoredBefore =
        Value && any_of(Current, [&](const auto &C) {
          return C.second == Value && MDT.dominates(C.first, Site.Block);
        });
    if (!B->InSlot && !StoredBefore)
      storeBeforeException(Site, V, B->Reg);
    if (Value)
      Current.push_back({Site.Block, Value});
  }
}

void MTSAllocator::storeBeforeException(const ThrowSite &Site, Register V,
                                        MCRegister R) {
  MachineBasicBlock *WalkedBlock = CurMBB;
  MachineBasicBlock::iterator WalkedPoint = InsertPoint;
  double WalkedFreq = CurFreq;
  CurMBB = Site.Block;
  InsertPoint = Site.Point ? Site.Point->getIterator() : Site.Block->end();
  CurFreq = MBFI.getBlockFreqRelativeToEntryBlock(Site.Block);
  // The block was walked without this store, and R's last read before the
  // call may carry its kill: V left R at the call (followCalleeSavedCopy
  // took the GOT pointer back in $ebx, g++.dg/eh/return1.C on i686). The
  // store reads R after that read, so the kill moves onto the store;
  // unless R was written since (an update in place too): the store reads
  // that value.
  MachineInstr *Prior = lastAccessBefore(*CurMBB, InsertPoint, R);
  bool MoveKill = Prior && !Prior->modifiesRegister(R, &TRI) &&
                  Prior->killsRegister(R, &TRI);
  if (MoveKill)
    Prior->clearRegisterKills(R, &TRI);
  emit({Edit::Store, V, R, MCRegister(), MoveKill});
  CurMBB = WalkedBlock;
  InsertPoint = WalkedPoint;
  CurFreq = WalkedFreq;
}
