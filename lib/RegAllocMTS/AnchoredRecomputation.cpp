//===- AnchoredRecomputation.cpp - Recompute a value from one it reads ----===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Constants and addresses that read nothing are recomputed where they would
/// be reloaded (RematDefOf). Some definitions the target can recompute read
/// one value, though: in i686 position-independent code every global's
/// address is an offset from the GOT pointer (`%a = LEA32r %got, 1, $noreg,
/// @g@GOTOFF`), and so is every GOT load. Loops that print many globals
/// (Csmith's checksums) hoist those addresses out of the loop, where they
/// were stored and reloaded (or read from their slots) on every iteration,
/// while greedy recomputed them from the GOT pointer, which it keeps in a
/// register.
///
/// Such a definition is recomputed from its *anchor*, the value it reads,
/// when the anchor has the same value wherever it lives after the
/// definition: it has one definition, or all of its definitions lie in the
/// entry block, which nothing branches back to, and before the value's own
/// definition (the GOT pointer is made by two instructions there). A load
/// is recomputed where the anchor is in a register: in the walk, where the
/// model has it (or the callee-saved register a call takes it in holds it:
/// CalleeSavedCopy), and on an edge, where the shuffle has put it by the
/// time of the load (anchorsAtEdgeLoads). Otherwise the value is loaded from
/// its slot as any other, so it is still stored when it is evicted; those
/// stores go when no load reads the slot (eraseStoresNeverRead). A read
/// folded from the slot counts as a load: where the anchor is in a
/// register, the fold gives way to the recomputation.
///
/// A definition whose value only stores read is dead once those stores go
/// (eraseUnreadAnchoredDefinitions): the loop's addresses are then not
/// computed before it at all.
///
/// -mts-verify checks each recomputation by its own rule: the instruction
/// is the definition but for its destination and the anchor's operand,
/// which must name a register that holds the anchor there.
///
//===----------------------------------------------------------------------===//

#include "AllocationChecker.h"
#include "MTSAllocator.h"
#include "mts/ValueOrder.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"

using namespace llvm;
using namespace mts;

/// Whether every definition of \p Anchor comes before \p Def in the entry
/// block, which no edge enters: once the entry block is left, or past its
/// last definition, the anchor holds the value Def read.
static bool isFinalBeforeLeavingEntry(Register Anchor, const MachineInstr &Def,
                                      const MachineRegisterInfo &MRI) {
  const MachineBasicBlock &Entry = Def.getMF()->front();
  if (!Entry.pred_empty())
    return false;
  for (const MachineInstr &AnchorDef : MRI.def_instructions(Anchor))
    if (AnchorDef.getParent() != &Entry)
      return false;
  if (Def.getParent() != &Entry)
    return true;
  // Def reads the anchor's last value when no definition of it follows.
  for (MachineBasicBlock::const_iterator I = std::next(Def.getIterator()),
                                         E = Entry.end();
       I != E; ++I)
    if (I->definesRegister(Anchor, /*TRI=*/nullptr))
      return false;
  return true;
}

void MTSAllocator::noteIfRecomputableFromAnchor(MachineInstr &Def) {
  const MachineOperand &DefMO = Def.getOperand(0);
  if (!DefMO.isReg() || !DefMO.isDef() || !DefMO.getReg().isVirtual() ||
      DefMO.getSubReg() || DefMO.isTied() || Def.isBundled())
    return;
  Register V = DefMO.getReg();
  if (!MRI.hasOneDef(V))
    return;
  // One read of one whole value, and no other register written: x86's
  // reMaterialize rewrites only its own flag-setting idioms for where the
  // flags are live.
  unsigned AnchorOpIdx = 0;
  for (const MachineOperand &MO : drop_begin(Def.operands())) {
    if (!MO.isReg() || !MO.getReg())
      continue;
    if (MO.isDef())
      return;
    if (!MO.getReg().isVirtual())
      continue;
    if (AnchorOpIdx || MO.getSubReg() || MO.isUndef() || MO.isTied())
      return;
    AnchorOpIdx = MO.getOperandNo();
  }
  if (!AnchorOpIdx)
    return;
  // The target's answer last: it is a virtual call (the opcode's flag,
  // which it tests first, computeDistancesAcrossBlocks has tested).
  Register Anchor = Def.getOperand(AnchorOpIdx).getReg();
  bool OneDefinition = MRI.hasOneDef(Anchor);
  if (Anchor == V ||
      (!OneDefinition && !isFinalBeforeLeavingEntry(Anchor, Def, MRI)) ||
      !TII.isReMaterializable(Def))
    return;
  AnchoredDefinitions[V] = {MF.CloneMachineInstr(&Def), &Def, AnchorOpIdx,
                            Anchor, /*FinalOutsideEntry=*/!OneDefinition};
}

/// Whether the value \p Def writes into its register is read: by an
/// instruction after it in its block, or beyond the block's end.
static bool isValueRead(const MachineInstr &Def,
                        const TargetRegisterInfo &TRI) {
  const MachineOperand &DefMO = Def.getOperand(0);
  if (DefMO.isDead())
    return false;
  MCRegister R = DefMO.getReg().asMCReg();
  const MachineBasicBlock &MBB = *Def.getParent();
  for (MachineBasicBlock::const_iterator I = std::next(Def.getIterator()),
                                         E = MBB.end();
       I != E; ++I) {
    if (I->isDebugInstr())
      continue;
    if (I->readsRegister(R, &TRI))
      return true;
    if (I->definesRegister(R, &TRI) ||
        any_of(I->operands(), [&](const MachineOperand &MO) {
          return MO.isRegMask() && MO.clobbersPhysReg(R);
        }))
      return false;
  }
  return any_of(MBB.successors(), [&](const MachineBasicBlock *Succ) {
    return any_of(Succ->liveins(), [&](const auto &LI) {
      return TRI.regsOverlap(LI.PhysReg, R);
    });
  });
}

void MTSAllocator::eraseUnreadAnchoredDefinitions() {
  SmallDenseSet<Register, 16> Stored(SpilledValues.begin(),
                                     SpilledValues.end());
  for (auto &[V, D] : AnchoredDefinitions) {
    MachineInstr *Def = D.Definition;
    if (!Def || Stored.contains(V) || !Def->getParent() ||
        !Def->getOperand(0).getReg().isPhysical() || isValueRead(*Def, TRI))
      continue;
    if (Checker)
      Checker->forget(*Def);
    BlocksWithErasedDefs.insert(Def->getParent());
    LIS.RemoveMachineInstrFromMaps(*Def);
    Def->eraseFromParent();
    D.Definition = nullptr;
  }
}

void MTSAllocator::forgetAnchoredDefinition(const MachineInstr &Def) {
  const MachineOperand &DefMO = Def.getOperand(0);
  if (!DefMO.isReg() || !DefMO.getReg().isVirtual())
    return;
  auto It = AnchoredDefinitions.find(DefMO.getReg());
  if (It != AnchoredDefinitions.end() && It->second.Definition == &Def)
    It->second.Definition = nullptr;
}

MCRegister MTSAllocator::anchorRegister(Register V) const {
  auto It = AnchoredDefinitions.find(V);
  if (It == AnchoredDefinitions.end())
    return MCRegister();
  const AnchoredDefinition &D = It->second;
  // An anchor defined more than once is final only past the entry block.
  if (D.FinalOutsideEntry && CurMBB == &MF.front())
    return MCRegister();
  // Outside the walk, only an edge's shuffle knows where the anchor is at
  // its load (anchorsAtEdgeLoads); no other load is recomputed.
  if (!CurFacts)
    return EdgeLoadAnchor;
  if (MCRegister R = M.getReg(D.Anchor))
    return R;
  // Between `$ebx = COPY %got` and the call that reads it, the GOT pointer
  // is in $ebx, which is the call's and not the model's until the call.
  if (CalleeSavedCopy.Value == D.Anchor)
    return CalleeSavedCopy.Reg;
  return MCRegister();
}

MachineInstr *MTSAllocator::recomputeFromAnchor(Register V, MCRegister To) {
  MCRegister AnchorReg = anchorRegister(V);
  if (!AnchorReg)
    return nullptr;
  const AnchoredDefinition &D = AnchoredDefinitions.find(V)->second;
  TII.reMaterialize(*CurMBB, InsertPoint, To, /*SubIdx=*/0, *D.Template);
  MachineInstr &Remat = *std::prev(InsertPoint);
  MachineOperand &AnchorMO = Remat.getOperand(D.AnchorOpIdx);
  AnchorMO.setReg(AnchorReg);
  AnchorMO.setIsKill(false);
  AnchorMO.setIsRenamable(true);
  Remat.getOperand(0).setIsDead(false);
  return &Remat;
}

void MTSAllocator::forgetAnchoredDefinitions() {
  for (auto &[V, D] : AnchoredDefinitions)
    MF.deleteMachineInstr(D.Template);
  AnchoredDefinitions.clear();
}

SmallVector<MCRegister, 8>
MTSAllocator::anchorsAtEdgeLoads(MutableArrayRef<Edit> Edits,
                                 ArrayRef<Binding> Exit,
                                 ArrayRef<MCRegister> Kept) const {
  SmallVector<MCRegister, 8> AtLoad(Edits.size());
  // Where each anchor of a value the shuffle loads is, edit by edit. The
  // exit model's register holds it for sure only if the shuffle keeps it
  // (Succ reads it there) or reads it (a copy or store of it): a register
  // nothing reads after Pred may never have been filled on the way in.
  // A copy or load of the anchor moves it; any other write over it loses
  // it.
  struct AnchorAt {
    Register Anchor;
    MCRegister Reg;
    bool Sure;
  };
  SmallVector<AnchorAt, 4> Anchors;
  // Per edit, its load's entry in Anchors; -1 for none.
  SmallVector<int, 8> AnchorOf(Edits.size(), -1);
  for (auto [I, E] : enumerate(Edits)) {
    if (E.Kind != Edit::Load)
      continue;
    auto It = AnchoredDefinitions.find(E.Value);
    if (It == AnchoredDefinitions.end())
      continue;
    Register A = It->second.Anchor;
    auto At = find_if(Anchors,
                      [&](const AnchorAt &Known) { return Known.Anchor == A; });
    if (At == Anchors.end()) {
      const Binding *B = findByValue(Exit, A);
      if (!B || !B->Reg)
        continue;
      Anchors.push_back({A, B->Reg, isListed(Kept, B->Reg)});
      At = std::prev(Anchors.end());
    }
    AnchorOf[I] = At - Anchors.begin();
  }
  if (Anchors.empty())
    return AtLoad;
  for (auto [I, E] : enumerate(Edits)) {
    if (AnchorOf[I] >= 0 && Anchors[AnchorOf[I]].Sure)
      AtLoad[I] = Anchors[AnchorOf[I]].Reg;
    for (AnchorAt &At : Anchors) {
      if (E.Value == At.Anchor && E.Kind == Edit::Store) {
        At.Sure |= E.From == At.Reg;
      } else if (E.Value == At.Anchor) {
        At.Reg = E.To;
        At.Sure = true;
      } else if (E.Kind != Edit::Store && At.Reg &&
                 Units.overlap(At.Reg, E.To)) {
        At.Reg = MCRegister();
        At.Sure = false;
      }
    }
  }
  // ParallelMove took the last edit it saw read a register for its kill;
  // a recomputation after it reads the register too.
  for (auto [I, Anchor] : enumerate(AtLoad))
    if (Anchor)
      for (Edit &Before : Edits.take_front(I))
        if (Before.Kind != Edit::Load && Units.overlap(Before.From, Anchor))
          Before.Kill = false;
  return AtLoad;
}
