//===- RecomputableSplitting.cpp - A recomputable definition's own value --===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The walk recomputes a value instead of storing and reloading it when its
/// one definition is trivially rematerializable (a constant, an address):
/// recomputed anywhere, it is the same. A value defined more than once is
/// not, as a whole: a pointer set to `grid` before a loop nest and advanced
/// by a later loop (`%p = LEA @grid` ... `%p = ADD %p, 640`) is `grid` only
/// until the later loop's header merges it with the advanced pointer. Across
/// the loop nest in between, it was stored and reloaded (bench/stencil.c).
///
/// Greedy gets this by splitting the live range and recomputing the split
/// part. Here the split is made once, before the walk: the part of the live
/// range where the recomputable definition's value is the one live gets a
/// virtual register of its own, defined by that definition and read by the
/// instructions that read that value, and each block whose end passes that
/// value into a join with the value's other definitions ends with a copy
/// into the old register. The new register has one definition and is
/// recomputed like any constant; the copies vanish where the walk leaves
/// both in one register.
///
/// Only values that live into a loop or across a call are split, where
/// they would otherwise be stored and reloaded: a loop counter's start, the
/// commonest case, meets the counter at the header at once, and a copy would
/// only add a move.
///
/// -mts-verify proves the split on its own, before allocation
/// (AllocationChecker::checkSplit), and then the allocation against the
/// split function.
///
//===----------------------------------------------------------------------===//

#include "MTSAllocator.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

using namespace llvm;
using namespace mts;

bool mts::isRecomputableDefinition(const MachineInstr &Def,
                                   const MachineRegisterInfo &MRI,
                                   const TargetInstrInfo &TII) {
  const MachineOperand &DefMO = Def.getOperand(0);
  if (!DefMO.isReg() || !DefMO.isDef() || !DefMO.getReg().isVirtual())
    return false;
  // A def of a part must leave the rest undefined (`undef %v.sub_32 =
  // MOVi32imm 58`); one that keeps the rest reads the value.
  if (Def.isBundled() || (DefMO.getSubReg() && !DefMO.isUndef()) ||
      DefMO.isTied())
    return false;
  // The operand tests before the target's (for a load, whether it reads
  // invariant memory), which is dearer. Other registers it writes must be dead
  // and unallocatable (x86's flags, which the target's reMaterialize keeps
  // safe), and it reads no value.
  return all_of(drop_begin(Def.operands()),
                [&](const MachineOperand &MO) {
                  if (!MO.isReg() || !MO.getReg())
                    return true;
                  if (MO.isDef())
                    return MO.getReg().isPhysical() && MO.isDead() &&
                           !MRI.isAllocatable(MO.getReg());
                  return !MO.getReg().isVirtual();
                }) &&
         TII.isTriviallyReMaterializable(Def);
}

namespace {

/// The blocks V's value Value is live out of, in layout order (which is
/// slot index order).
SmallVector<MachineBasicBlock *, 8> blocksLiveOut(const LiveInterval &LI,
                                                  const VNInfo *Value,
                                                  const LiveIntervals &LIS) {
  SmallVector<MachineBasicBlock *, 8> Out;
  for (const LiveRange::Segment &S : LI.segments) {
    if (S.valno != Value)
      continue;
    MachineBasicBlock *MBB = LIS.getMBBFromIndex(S.start);
    MachineFunction::iterator It = MBB->getIterator(),
                              End = MBB->getParent()->end();
    for (; It != End && LIS.getMBBEndIdx(&*It) <= S.end; ++It)
      Out.push_back(&*It);
  }
  return Out;
}

/// Whether Value lives into a loop: into its header, from outside.
bool entersLoop(const LiveInterval &LI, const VNInfo *Value,
                ArrayRef<MachineBasicBlock *> LiveOut, const LiveIntervals &LIS,
                const MachineLoopInfo &MLI) {
  return any_of(LiveOut, [&](const MachineBasicBlock *MBB) {
    return any_of(MBB->successors(), [&](const MachineBasicBlock *Succ) {
      return MLI.isLoopHeader(Succ) &&
             LI.getVNInfoAt(LIS.getMBBStartIdx(Succ)) == Value;
    });
  });
}

/// Whether Value is live across a call: a register mask falls strictly
/// inside one of its segments.
bool crossesCall(const LiveInterval &LI, const VNInfo *Value,
                 const LiveIntervals &LIS) {
  ArrayRef<SlotIndex> Masks = LIS.getRegMaskSlots();
  return any_of(LI.segments, [&](const LiveRange::Segment &S) {
    if (S.valno != Value)
      return false;
    const SlotIndex *Next = upper_bound(Masks, S.start);
    return Next != Masks.end() && *Next < S.end;
  });
}

/// Gives Value, which Def defines, its own register, if it lives into a
/// loop or across a call (where it would otherwise be stored and reloaded;
/// any value with SplitScope::All), Def is recomputable, every instruction
/// that reads it reads only it, and every join it flows into can be reached
/// by a copy at the end of the block before. Returns the new register, or
/// none.
Register splitOff(Register V, const VNInfo *Value, MachineInstr &Def,
                  MachineFunction &MF, LiveIntervals &LIS,
                  const MachineLoopInfo &MLI, SplitScope Scope) {
  MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  const LiveInterval &LI = LIS.getInterval(V);

  // A value that crosses no call qualifies only by living into a loop.
  // Those that live into no block (a loop counter's start) are told apart
  // first, as cheaply as their segments allow.
  bool MustEnterLoop = Scope == SplitScope::IntoLoopsOrAcrossCalls &&
                       !crossesCall(LI, Value, LIS);
  SlotIndex DefBlockEnd = LIS.getMBBEndIdx(Def.getParent());
  if (MustEnterLoop && none_of(LI.segments, [&](const LiveRange::Segment &S) {
        return S.valno == Value &&
               (S.start != Value->def || S.end > DefBlockEnd);
      }))
    return Register();
  const MachineOperand &DefMO = Def.getOperand(0);
  if (!DefMO.isReg() || DefMO.getReg() != V)
    return Register();
  SmallVector<MachineBasicBlock *, 8> LiveOut = blocksLiveOut(LI, Value, LIS);
  if ((MustEnterLoop && !entersLoop(LI, Value, LiveOut, LIS, MLI)) ||
      !isRecomputableDefinition(Def, MRI, TII))
    return Register();

  // The blocks whose end passes the value into a join with another.
  SmallVector<MachineBasicBlock *, 4> JoinFeeders;
  for (MachineBasicBlock *MBB : LiveOut) {
    bool FeedsJoin = false;
    for (const MachineBasicBlock *Succ : MBB->successors()) {
      const VNInfo *In = LI.getVNInfoAt(LIS.getMBBStartIdx(Succ));
      if (!In || In == Value)
        continue;
      if (Succ->isEHPad() || Succ->isInlineAsmBrIndirectTarget())
        return Register();
      FeedsJoin = true;
    }
    if (FeedsJoin)
      JoinFeeders.push_back(MBB);
  }

  SmallVector<MachineInstr *, 8> Readers;
  for (MachineInstr &MI : MRI.reg_nodbg_instructions(V)) {
    if (&MI == &Def || is_contained(Readers, &MI) ||
        !MI.readsVirtualRegister(V))
      continue;
    if (LI.Query(LIS.getInstructionIndex(MI)).valueIn() != Value)
      continue;
    // Reading it and writing V (a tied or partial def) would need two
    // registers in one operand.
    if (MI.modifiesRegister(V, /*TRI=*/nullptr))
      return Register();
    Readers.push_back(&MI);
  }

  Register Own = MRI.createVirtualRegister(MRI.getRegClass(V));
  Def.getOperand(0).setReg(Own);
  for (MachineInstr *MI : Readers)
    for (MachineOperand &MO : MI->operands())
      if (MO.isReg() && MO.getReg() == V)
        MO.setReg(Own);
  for (MachineBasicBlock *MBB : JoinFeeders) {
    MachineBasicBlock::iterator At = MBB->getFirstTerminator();
    DebugLoc DL = At != MBB->end() ? At->getDebugLoc() : DebugLoc();
    MachineInstr *Copy =
        BuildMI(*MBB, At, DL, TII.get(TargetOpcode::COPY), V).addReg(Own);
    LIS.InsertMachineInstrInMaps(*Copy);
  }
  MRI.clearKillFlags(Own);
  LIS.removeInterval(V);
  LIS.createAndComputeVirtRegInterval(V);
  LIS.createAndComputeVirtRegInterval(Own);
  return Own;
}

} // namespace

SmallVector<std::pair<Register, Register>, 4>
mts::splitRecomputableDefinitions(MachineFunction &MF, LiveIntervals &LIS,
                                  const MachineLoopInfo &MLI,
                                  SplitScope Scope) {
  MachineRegisterInfo &MRI = MF.getRegInfo();
  SmallVector<std::pair<Register, Register>, 4> Split;
  if (Scope == SplitScope::None)
    return Split;
  for (unsigned I = 0, E = MRI.getNumVirtRegs(); I != E; ++I) {
    // From the interval, which the walk's analysis reads next anyway: the
    // use list's head would be a cache miss per value.
    Register V = Register::index2VirtReg(I);
    if (!LIS.hasInterval(V))
      continue;
    const LiveInterval &LI = LIS.getInterval(V);
    if (LI.getNumValNums() < 2 || LI.hasSubRanges())
      continue;
    // The one definition the target may recompute, by its flag.
    const VNInfo *Value = nullptr;
    MachineInstr *Def = nullptr;
    bool Several = false;
    for (const VNInfo *VNI : LI.valnos) {
      if (VNI->isUnused() || VNI->isPHIDef())
        continue;
      MachineInstr *MI = LIS.getInstructionFromIndex(VNI->def);
      if (!MI || !MI->getDesc().isRematerializable())
        continue;
      Several |= Def != nullptr;
      Def = MI;
      Value = VNI;
    }
    if (Def && !Several)
      if (Register Own = splitOff(V, Value, *Def, MF, LIS, MLI, Scope))
        Split.push_back({Own, V});
  }
  return Split;
}
