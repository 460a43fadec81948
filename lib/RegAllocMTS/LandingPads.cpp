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
/// A landing pad takes every value in its slot (setEntryModel), and the walk
/// saves each value a pad takes just before that call. The edge then needs no
/// code (shuffleEdge leaves it alone), however many calls share the pad, and
/// a value written after the call (a PHI's copy) reaches the pad as it was
/// at the call. The price is a store before the call of each such value not
/// saved yet; a value stays saved until it is written again.
///
//===----------------------------------------------------------------------===//

#include "MTSAllocator.h"
#include "llvm/CodeGen/MachineBasicBlock.h"

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

bool MTSAllocator::saveValuesForLandingPads(const MachineBasicBlock &MBB) {
  for (const MachineBasicBlock *Pad : MBB.successors()) {
    if (!Pad->isEHPad())
      continue;
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
      Prim.save(V);
    }
  }
  return true;
}
