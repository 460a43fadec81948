//===- Folding.cpp - An instruction reads its operand from the slot -------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The paper's load transformer always brings a value into a register
/// before an instruction reads it. Many x86 instructions can read an operand
/// from memory instead (`addl -28(%rsp), %edi`), or update it there
/// (`decl -24(%rsp)`): the model's slot serves as the operand, and the value
/// stays where it was, in its slot only. The walk asks the target for that
/// form when a register would cost more than it gives:
///
///  - the value dies here, or would leave the register at no cost right
///    after it (isCheapToDrop: the block reads it no more, and where it goes
///    next it is in memory): the fold saves the load instruction;
///  - no register is free, and the value is then the one needed last (its
///    next use after the instruction is no nearer than that of any value a
///    register holds). Loaded, it would evict a value needed sooner, and be
///    the one to go next (Belady's choice, with the option of not caching
///    at all); an update in place would also be stored when it goes.
///
/// Values with a slot of their own qualify, and recomputed values whose
/// definition is a load the target can fold (a constant-pool or GOT load):
/// the instruction reads the memory the definition reads (`mulsd
/// .LCPI0_4(%rip), %xmm0`), whenever it can, as the next read can too. The
/// operands must be without sub-registers, but for reads where the target
/// takes them (TargetInstrInfo::isSubregFoldable, as InlineSpiller asks),
/// in instructions that clobber no register a value may be in. The folded
/// instruction replaces the original everywhere the walk and the checker
/// know it.
///
/// A constant's definition writes it to its slot when the value would only
/// be stored there before a call (foldSlotWrite).
///
/// A copy between a physical register and a value is folded only when it
/// must be: allocateInstruction found no register for the value (all hold
/// physical registers' values: arguments under -stress-regalloc), so the
/// copy becomes a store into the value's slot or a load from it, as
/// InlineSpiller folds it.
///
//===----------------------------------------------------------------------===//

#include "AllocationChecker.h"
#include "MTSAllocator.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;
using namespace mts;

static cl::opt<bool> FoldSlots(
    "mts-fold", cl::init(true),
    cl::desc("Let an instruction read a value from its spill slot, or update "
             "it there, instead of loading it, where the target has such a "
             "form (default on)"));

bool MTSAllocator::foldingOperands(const MachineInstr &MI, Register V,
                                   SmallVectorImpl<unsigned> &Ops) const {
  Ops.clear();
  int DefIdx = -1;
  unsigned NumUses = 0;
  bool SubRegisterRead = false;
  for (const MachineOperand &MO : MI.operands()) {
    if (!MO.isReg() || MO.getReg() != V)
      continue;
    if (MO.isImplicit() || MO.isUndef())
      return false;
    // A read of part of V reads part of its slot, where the target can
    // (`cmpl 8(%rsp), %eax` for a 64-bit value's low half).
    if (MO.getSubReg()) {
      if (MO.isDef() || !TII.isSubregFoldable())
        return false;
      SubRegisterRead = true;
    }
    if (MO.isDef()) {
      if (DefIdx >= 0)
        return false;
      DefIdx = MI.getOperandNo(&MO);
      continue;
    }
    ++NumUses;
    Ops.push_back(MI.getOperandNo(&MO));
  }
  // Two reads of V would be two memory operands, which x86 has only for
  // `test %r, %r`: it rewrites that as `cmp $0, %r` first, and leaves it so
  // if the fold fails.
  if (DefIdx < 0)
    return NumUses == 1;
  // An update in place: the target folds the def, which stands for the
  // tied use as well (as InlineSpiller passes it).
  if (NumUses != 1 || SubRegisterRead || !MI.isRegTiedToDefOperand(Ops.front()))
    return false;
  Ops.assign(1, DefIdx);
  return true;
}

bool MTSAllocator::isWorthFolding(Register V, bool Updated, unsigned Idx,
                                  ArrayRef<Register> Reads) {
  if (!Updated && (CurFacts->NextUse.endsAt(Idx, V) || isCheapToDrop(V)))
    return true;
  // The registers the instruction reads stay; the values to load share the
  // free registers first.
  BitVector &ReadUnits = UsedUnits;
  ReadUnits.reset();
  unsigned ToLoad = 0;
  for (Register W : Reads) {
    if (MCRegister R = M.getReg(W))
      Units.markUnits(R, ReadUnits);
    else
      ++ToLoad;
  }
  // A call before V's next read would take it out of any register but a
  // callee-saved one (fft.c's loops around sin and cos: no XMM register is
  // callee-saved).
  if (meetsCallBeforeNextRead(V) && !hasFreeCalleeSavedRegister(V, ReadUnits))
    return true;
  if (!ranksByNextUse())
    return false;
  auto Rank = [&](Register O) { return evictionRank(O); };
  unsigned Free = 0;
  unsigned VictimRank = 0;
  SmallVector<Register, 2> Occupants;
  for (MCPhysReg R : orderOf(V)) {
    if (Units.anyUnitIn(R, ReadUnits))
      continue;
    if (M.isFree(R)) {
      if (++Free == ToLoad)
        return false;
      continue;
    }
    if (!M.isFixed(R))
      VictimRank =
          std::max(VictimRank, Prim.rankOfOccupants(R, Rank, Occupants).first);
  }
  return evictionRankAfterRead(V) >= VictimRank;
}

bool MTSAllocator::hasFreeCalleeSavedRegister(Register V,
                                              const BitVector &Taken) const {
  return any_of(orderOf(V), [&](MCPhysReg R) {
    return isCalleeSaved(R) && M.isFree(R) && !Units.anyUnitIn(R, Taken);
  });
}

MachineInstr *MTSAllocator::foldSlotOperand(MachineInstr &MI, unsigned Idx) {
  FoldedValue = Register();
  // A copy is folded only when no register is left for its value
  // (foldCopyWithoutRegister).
  if (!FoldSlots || CurFacts->Clobbering[Idx] || MI.isCopy() ||
      MI.isInlineAsm() || MI.isBundle())
    return nullptr;
  // Asked of every instruction, and few read a value that is only in
  // memory: the search for a fold is its own function. A value that can be
  // recomputed from a register (anchorRegister) is, instead.
  ArrayRef<Register> Reads = CurFacts->NextUse.usesOf(Idx);
  for (Register V : Reads)
    if (!M.getReg(V) && M.isInSlot(V) && !anchorRegister(V))
      if (MachineInstr *Folded = foldSlotRead(MI, Idx, V))
        return Folded;
  if (Reads.empty() && CurFacts->NextUse.defsOf(Idx).size() == 1)
    return foldSlotWrite(MI, Idx);
  return nullptr;
}

/// A value that meets a call before its next read (in its block, or on
/// nearly all the flow beyond it), with no callee-saved register free,
/// would be stored before the call: when its definition moves a constant
/// into it, the target may write the constant to the slot at once, one
/// instruction for two or more, as InlineSpiller folds a spilled
/// definition. Cython's C sets the line number an error would report before
/// each call that may fail, and only the error paths read it: mts put each
/// in a register, moved it out of the way of the call's arguments and
/// stored it before the call. (Greedy's build of fontTools' iup folds 1,588
/// constants so; 1,004 of them are zeros defined as the low half of a
/// 64-bit value, `undef %v.sub_32bit = MOV32r0`, which are not folded here.)
MachineInstr *MTSAllocator::foldSlotWrite(MachineInstr &MI, unsigned Idx) {
  Register V = CurFacts->NextUse.defsOf(Idx).front();
  const MachineOperand &Def = MI.getOperand(0);
  // A recomputed value has no slot, and a dead one needs none; V in a
  // register would hold its old value there. Branch weights make Cython's
  // error paths rare: most of the flow calls first.
  if (!MI.isMoveImmediate() || !Def.isReg() || Def.getReg() != V ||
      Def.getSubReg() || MI.getNumExplicitDefs() != 1 || rematDef(V) ||
      CurFacts->NextUse.isDeadDef(Idx, V) || M.getReg(V))
    return nullptr;
  UsedUnits.reset(); // MI reads no register.
  if (hasFreeCalleeSavedRegister(V, UsedUnits) ||
      !(meetsCallBeforeNextRead(V) || callFirstBeyondBlock(V) > 0.9))
    return nullptr;
  SmallVector<Register, 8> RegsBefore = registersNamedBy(MI);
  bool HadSlot = StackSlots.count(V);
  int Slot = getStackSlot(V);
  MachineInstr *Folded = TII.foldMemoryOperand(MI, {0}, Slot);
  if (!Folded) {
    // (x86 has no store of a 64-bit immediate.)
    if (!HadSlot)
      forgetStackSlot(V);
    return nullptr;
  }
  if (Checker)
    Checker->folded(MI, RegsBefore, *Folded, V, Slot);
  replaceByFolded(MI, *Folded, V, Idx, 0, /*Written=*/true);
  M.setInSlot(V, true);
  ++Stats.FoldedStores;
  Stats.FoldedStoreCost += CurFreq;
  return Folded;
}

/// MI's register operands, which the target may commute on the way to the
/// folded form; none unless the checker asks.
SmallVector<Register, 8>
MTSAllocator::registersNamedBy(const MachineInstr &MI) const {
  SmallVector<Register, 8> Regs;
  if (Checker)
    for (const MachineOperand &MO : MI.operands())
      Regs.push_back(MO.isReg() ? MO.getReg() : Register());
  return Regs;
}

void MTSAllocator::replaceByFolded(MachineInstr &MI, MachineInstr &Folded,
                                   Register V, unsigned Idx, unsigned OpIdx,
                                   bool Written) {
  LIS.ReplaceMachineInstrInMaps(MI, Folded);
  // Variable locations that name MI's defs by instruction number follow
  // them, as InlineSpiller has them: a value written to the slot there, the
  // defs before a folded read to the same operands of the new form.
  if (MI.peekDebugInstrNum()) {
    if (Written)
      MF.makeDebugValueSubstitution(
          {MI.getDebugInstrNum(), OpIdx},
          {Folded.getDebugInstrNum(), MachineFunction::DebugOperandMemNumber});
    else
      MF.substituteDebugValuesForInst(MI, Folded, OpIdx);
  }
  WalkFacts.Instrs[Idx] = &Folded; // CurFacts, which the walk reads only.
  forgetAnchoredDefinition(MI);
  MI.eraseFromParent();
  FoldedValue = V;
}

MachineInstr *MTSAllocator::foldCopyWithoutRegister(MachineInstr &MI,
                                                    unsigned Idx) {
  const MachineOperand &Dst = MI.getOperand(0), &Src = MI.getOperand(1);
  Register D = Dst.getReg(), S = Src.getReg();
  if (Dst.getSubReg() || Src.getSubReg() || (D.isPhysical() && S.isPhysical()))
    return nullptr;
  // The value written goes to its slot when the source is in a register
  // (its own, or a value's: the definition found none left); else the
  // value read comes from its slot.
  bool Store = S.isPhysical() || (D.isVirtual() && CopySourceReg);
  Register V = Store ? D : S;
  if (!Store && V.isVirtual() && rematDef(V))
    return recomputeIntoCopyDestination(MI);
  // A value read must be in its slot only (a recomputed one has no slot).
  if (!V.isVirtual() || rematDef(V) ||
      (!Store && (M.getReg(V) || !M.isInSlot(V))))
    return nullptr;
  SmallVector<Register, 8> RegsBefore = registersNamedBy(MI);
  unsigned Op = Store ? 0 : 1;
  int Slot = getStackSlot(V);
  MachineInstr *Folded = TII.foldMemoryOperand(MI, Op, Slot);
  if (!Folded)
    return nullptr;
  if (Checker)
    Checker->folded(MI, RegsBefore, *Folded, V, Slot);
  replaceByFolded(MI, *Folded, V, Idx, Op, Store);
  // A source that ends at the copy left the model when the copy was
  // allocated; the store reads it, where it was.
  if (Store && S.isVirtual() && !M.contains(S))
    M.bindReg(S, CopySourceReg);
  if (Store) {
    if (!CurFacts->NextUse.isDeadDef(Idx, V))
      M.setInSlot(V, true);
    ++Stats.Stores;
    Stats.StoreCost += CurFreq;
  } else {
    noteSlotRead(Slot);
    ++Stats.Loads;
    Stats.LoadCost += CurFreq;
  }
  return Folded;
}

MachineInstr *MTSAllocator::recomputeIntoCopyDestination(MachineInstr &MI) {
  Register Dst = MI.getOperand(0).getReg(), V = MI.getOperand(1).getReg();
  // The recomputation writes the register before the copy, whose allocation
  // would move a value out of it only after that: it must hold none.
  if (!Dst.isPhysical() || MRI.isReserved(Dst) ||
      !MRI.getRegClass(V)->contains(Dst) || !M.isFree(Dst.asMCReg()))
    return nullptr;
  MCRegister D = Dst.asMCReg();
  emit({Edit::Load, V, MCRegister(), D});
  // The copy, now `D = COPY D`, is allocated again without V, and erased.
  MI.getOperand(1).setReg(D);
  FoldedValue = V;
  return &MI;
}

MachineInstr *MTSAllocator::foldSlotRead(MachineInstr &MI, unsigned Idx,
                                         Register V) {
  const BlockNextUse &NU = CurFacts->NextUse;
  ArrayRef<Register> Reads = NU.usesOf(Idx), Writes = NU.defsOf(Idx);
  // A recomputed value has no slot; one its definition loads whole (from
  // the constant pool) is read from there, as InlineSpiller folds it.
  MachineInstr *Definition = nullptr;
  if (rematDef(V)) {
    Definition = FoldableLoadTemplates.lookup(V);
    if (!Definition)
      return nullptr;
  }
  bool Updated = isListed(Writes, V);
  SmallVector<unsigned, 2> Ops;
  // Reading the definition's memory is always worth it: a register would
  // cost the load, and save nothing on later reads, which can fold too
  // (Cython's `x == Py_True || x == Py_False`, two GOT loads and two
  // compares, is two compares).
  if ((Updated && (Definition || NU.isDeadDef(Idx, V))) ||
      !foldingOperands(MI, V, Ops) ||
      (!Definition && !isWorthFolding(V, Updated, Idx, Reads)))
    return nullptr;
  // A definition the walk recomputes is copied as it is.
  if (any_of(Writes, [&](Register W) { return rematDef(W) == &MI; }))
    return nullptr;
  SmallVector<Register, 8> RegsBefore = registersNamedBy(MI);
  int Slot = Definition ? 0 : getStackSlot(V);
  MachineInstr *Folded = Definition
                             ? TII.foldMemoryOperand(MI, Ops, *Definition)
                             : TII.foldMemoryOperand(MI, Ops, Slot);
  if (!Folded)
    return nullptr;
  if (Checker && Definition)
    Checker->foldedDefinition(MI, RegsBefore, *Folded, V);
  else if (Checker)
    Checker->folded(MI, RegsBefore, *Folded, V, Slot);
  replaceByFolded(MI, *Folded, V, Idx, Ops.front(), Updated);
  // A read of the definition's memory recomputes the value in place.
  if (Definition) {
    ++Stats.Remats;
    return Folded;
  }
  noteSlotRead(Slot);
  ++Stats.FoldedLoads;
  Stats.FoldedLoadCost += CurFreq;
  if (Updated) {
    ++Stats.FoldedStores;
    Stats.FoldedStoreCost += CurFreq;
  }
  return Folded;
}
