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
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/MachineBlockFrequencyInfo.h"

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
  SmallVector<std::pair<MachineBasicBlock *, ArrayRef<Binding>>, 4> AtCalls;
  bool AllWalked = true;
  for (MachineBasicBlock *Pred : Pad.predecessors()) {
    if (std::optional<ArrayRef<Binding>> AtCall = ThrowModels.lookup(*Pred))
      AtCalls.push_back({Pred, *AtCall});
    else
      AllWalked = false;
  }
  // The unwinder writes the pad's own live-ins.
  BitVector PadUnits(Units.getNumUnits());
  for (const auto &LI : Pad.liveins())
    Units.markUnits(LI.PhysReg, PadUnits);
  for (Register V : Live) {
    SmallVector<const Binding *, 4> Found;
    for (auto [Pred, AtCall] : AtCalls) {
      const Binding *B = findByValue(AtCall, V);
      if (!B)
        return fail(str(printReg(V, &TRI)) + " is live into landing pad " +
                        str(printMBBReference(Pad)) +
                        " but not at the call in " +
                        str(printMBBReference(*Pred)),
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
    for (auto [I, B] : enumerate(Found))
      if (!B->InSlot)
        storeBeforeException(*AtCalls[I].first, V, B->Reg);
    Entry.push_back({V, MCRegister(), true});
  }
  return true;
}

void MTSAllocator::storeBeforeException(MachineBasicBlock &Pred, Register V,
                                        MCRegister R) {
  MachineBasicBlock *WalkedBlock = CurMBB;
  MachineBasicBlock::iterator WalkedPoint = InsertPoint;
  double WalkedFreq = CurFreq;
  CurMBB = &Pred;
  MachineInstr *Point = exceptionPoint(Pred);
  InsertPoint = Point ? Point->getIterator() : Pred.end();
  CurFreq = MBFI.getBlockFreqRelativeToEntryBlock(&Pred);
  emit({Edit::Store, V, R, MCRegister()});
  CurMBB = WalkedBlock;
  InsertPoint = WalkedPoint;
  CurFreq = WalkedFreq;
}
