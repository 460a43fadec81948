//===- CopyForwarding.cpp - A loop exit reads the latch's copy ------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// PHI elimination leaves a rotated loop's latch ending in copies such as
/// `%k = COPY %g`, where %g is also read after the loop (SHA-256's
/// `k = g; g = f; ...`). %k and %g then hold one value in two registers at
/// the latch's end. When the loop needs every register, that pair makes the
/// walk evict a value there, and %g, read only after the loop, is stored on
/// every iteration. Greedy avoids this by splitting and coalescing. The
/// model has one value per register, so instead the exit reads the copy: in
/// an exit whose only predecessor ends with `%k = COPY %g`, the two are
/// equal, so %g's operands there can name %k. %g then dies at the copy,
/// which coalesces.
///
/// When the loop's values fit in the registers, the pair costs nothing and
/// the copy is left alone: coalesced, it would leave %k outside the register
/// the header expects it in, and the back edge would need a shuffle.
///
/// The rewrite is done before the walk, on the virtual registers, and
/// -mts-verify checks it with the rest: the checker compares the allocated
/// code with the function as it was before this rewrite.
///
//===----------------------------------------------------------------------===//

#include "MTSAllocator.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include <optional>

using namespace llvm;
using namespace mts;

namespace {

/// `Dst = COPY Src` of whole virtual registers of one class, where neither is
/// written again before the end of the block (and Src is read, not undef).
struct LastCopy {
  MachineInstr *MI;
  Register Dst, Src;
};

SmallVector<LastCopy, 8> lastCopies(MachineBasicBlock &MBB,
                                    const MachineRegisterInfo &MRI) {
  SmallVector<LastCopy, 8> Copies;
  SmallDenseSet<Register, 16> WrittenLater;
  for (MachineInstr &MI : reverse(MBB)) {
    if (MI.isCopy()) {
      const MachineOperand &Dst = MI.getOperand(0), &Src = MI.getOperand(1);
      if (Dst.getReg().isVirtual() && Src.getReg().isVirtual() &&
          !Dst.getSubReg() && !Src.getSubReg() && !Src.isUndef() &&
          Dst.getReg() != Src.getReg() &&
          MRI.getRegClass(Dst.getReg()) == MRI.getRegClass(Src.getReg()) &&
          !WrittenLater.contains(Dst.getReg()) &&
          !WrittenLater.contains(Src.getReg()))
        Copies.push_back({&MI, Dst.getReg(), Src.getReg()});
    }
    for (const MachineOperand &MO : MI.all_defs())
      if (MO.getReg().isVirtual())
        WrittenLater.insert(MO.getReg());
  }
  return Copies;
}

bool occursIn(Register V, const MachineBasicBlock &MBB,
              const MachineRegisterInfo &MRI) {
  return any_of(MRI.reg_instructions(V), [&](const MachineInstr &MI) {
    return MI.getParent() == &MBB;
  });
}

/// Whether Copy.Src can be read as Copy.Dst in Exit: Exit is the only
/// successor of the copy's block that Src is live into, and Src is not live
/// out of Exit (so every read of the copied value there is renamed).
bool canForward(const LastCopy &Copy, const MachineBasicBlock &Latch,
                const MachineBasicBlock &Exit, const LiveIntervals &LIS,
                const MachineRegisterInfo &MRI) {
  const LiveInterval &Src = LIS.getInterval(Copy.Src);
  const LiveInterval &Dst = LIS.getInterval(Copy.Dst);
  if (!LIS.isLiveInToMBB(Src, &Exit) || LIS.isLiveInToMBB(Dst, &Exit) ||
      LIS.isLiveOutOfMBB(Src, &Exit))
    return false;
  for (const MachineBasicBlock *Other : Latch.successors())
    if (Other != &Exit && LIS.isLiveInToMBB(Src, Other))
      return false;
  return !occursIn(Copy.Dst, Exit, MRI);
}

void recomputeInterval(Register V, LiveIntervals &LIS) {
  LIS.removeInterval(V);
  LIS.createAndComputeVirtRegInterval(V);
}

} // namespace

unsigned MTSAllocator::valuesLoopKeepsBusy(const MachineLoop &L,
                                           const TargetRegisterClass *RC) {
  const BitVector &Units = unitsOf(RC);
  const MachineBasicBlock *Header = L.getHeader();
  unsigned Count = 0;
  for (unsigned I = 0, E = MRI.getNumVirtRegs(); I != E; ++I) {
    Register V = Register::index2VirtReg(I);
    if (!LIS.hasInterval(V) || !unitsOf(MRI.getRegClass(V)).anyCommon(Units) ||
        !LIS.isLiveInToMBB(LIS.getInterval(V), Header))
      continue;
    Count += any_of(MRI.reg_nodbg_instructions(V), [&](const MachineInstr &MI) {
      return L.contains(MI.getParent());
    });
  }
  return Count;
}

void MTSAllocator::forwardCopiesIntoLoopExits() {
  for (MachineBasicBlock &Latch : MF) {
    const MachineLoop *L = MLI.getLoopFor(&Latch);
    if (!L)
      continue;
    // Found once per latch, when it has an exit to forward into: renaming
    // in an exit leaves the latch as it is.
    std::optional<SmallVector<LastCopy, 8>> LatchCopies;
    for (MachineBasicBlock *Exit : Latch.successors()) {
      if (L->contains(Exit) || Exit->pred_size() != 1 || Exit->isEHPad() ||
          Exit->isInlineAsmBrIndirectTarget())
        continue;
      if (!LatchCopies)
        LatchCopies = lastCopies(Latch, MRI);
      // The copies of one class (the first's) that could be forwarded.
      SmallVector<LastCopy, 8> Copies;
      for (const LastCopy &Copy : *LatchCopies)
        if ((Copies.empty() || MRI.getRegClass(Copy.Src) ==
                                   MRI.getRegClass(Copies.front().Src)) &&
            canForward(Copy, Latch, *Exit, LIS, MRI))
          Copies.push_back(Copy);
      if (Copies.empty())
        continue;
      const TargetRegisterClass *RC = MRI.getRegClass(Copies.front().Src);
      if (valuesLoopKeepsBusy(*L, RC) + Copies.size() <=
          RegClassInfo.getOrder(RC).size())
        continue;
      for (const LastCopy &Copy : Copies) {
        // An earlier rename may have made Dst live into the exit, or
        // already renamed Src there.
        if (!canForward(Copy, Latch, *Exit, LIS, MRI))
          continue;
        for (MachineOperand &MO :
             make_early_inc_range(MRI.reg_operands(Copy.Src)))
          if (MO.getParent()->getParent() == Exit)
            MO.setReg(Copy.Dst);
        // Dst now lives past the latch: no read of it there is its last.
        MRI.clearKillFlags(Copy.Dst);
        Copy.MI->getOperand(0).setIsDead(false);
        recomputeInterval(Copy.Src, LIS);
        recomputeInterval(Copy.Dst, LIS);
        ++Stats.CopiesForwarded;
      }
    }
  }
}
