//===- Joins.cpp - Block entry models and edge shuffles -------------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The paper's `if` join (section 4.2) on a CFG. A block's entry model is the
/// exit model of its most frequent already-walked predecessor, restricted to
/// the values live into the block. Every other incoming edge, loop back edges
/// included, is fixed up after the walk by a shuffle (ParallelMove.h) from the
/// predecessor's exit model to the block's entry model, placed at the end of
/// the predecessor when it has one successor, or on a split critical edge.
///
/// A value that the chosen predecessor has in a register and in its slot is
/// entered as clean only when every predecessor has it in its slot too and all
/// of them are walked already; otherwise the slot is taken as stale, which is
/// always safe and never makes another edge store.
///
//===----------------------------------------------------------------------===//

#include "MTSAllocator.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineBlockFrequencyInfo.h"
#include "llvm/CodeGen/MachineDomTreeUpdater.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"

using namespace llvm;
using namespace mts;

static const Binding *findBinding(ArrayRef<Binding> Bindings, Register V) {
  auto It = llvm::lower_bound(Bindings, V, [](const Binding &B, Register V) {
    return B.Value.id() < V.id();
  });
  return It != Bindings.end() && It->Value == V ? &*It : nullptr;
}

bool MTSAllocator::setEntryModel(MachineBasicBlock &MBB) {
  auto LiveIt = LiveIns.find(&MBB);
  ArrayRef<Register> Live;
  if (LiveIt != LiveIns.end())
    Live = LiveIt->second;

  MachineBasicBlock *Source = nullptr;
  bool AllPredsWalked = true;
  for (MachineBasicBlock *Pred : MBB.predecessors()) {
    if (!WalkIndex.count(Pred)) {
      AllPredsWalked = false;
      continue;
    }
    if (!Source || MBFI.getBlockFreq(Pred) > MBFI.getBlockFreq(Source) ||
        (MBFI.getBlockFreq(Pred) == MBFI.getBlockFreq(Source) &&
         WalkIndex[Pred] < WalkIndex[Source]))
      Source = Pred;
  }

  SmallVector<Binding, 16> Entry;
  if (!Source) {
    // The function's entry, or an unreachable block: values live here have
    // no definition on any walked path, so they start in memory.
    for (Register V : Live)
      Entry.push_back({V, MCRegister(), true});
  } else {
    ArrayRef<Binding> Exit = ExitModels[Source];
    for (Register V : Live) {
      const Binding *B = findBinding(Exit, V);
      if (!B)
        return fail(str(printReg(V, &TRI)) + " is live into " +
                        str(printMBBReference(MBB)) + " but not out of " +
                        str(printMBBReference(*Source)),
                    nullptr);
      Binding E = *B;
      if (E.Reg && E.InSlot) {
        bool CleanEverywhere = AllPredsWalked;
        for (MachineBasicBlock *Pred : MBB.predecessors()) {
          if (!CleanEverywhere || Pred == Source)
            continue;
          const Binding *PB = findBinding(ExitModels[Pred], V);
          CleanEverywhere = PB && PB->InSlot;
        }
        E.InSlot = CleanEverywhere;
      }
      Entry.push_back(E);
    }
  }
  M.reset(Entry);
  EntryModels[&MBB] = std::move(Entry);
  return true;
}

bool MTSAllocator::shuffleEdges() {
  SmallVector<std::pair<MachineBasicBlock *, MachineBasicBlock *>, 16> Edges;
  for (MachineBasicBlock *Pred : Walked)
    for (MachineBasicBlock *Succ : Pred->successors())
      Edges.push_back({Pred, Succ});
  for (auto [Pred, Succ] : Edges)
    if (!shuffleEdge(*Pred, *Succ))
      return false;
  return true;
}

bool MTSAllocator::shuffleEdge(MachineBasicBlock &Pred,
                               MachineBasicBlock &Succ) {
  ArrayRef<Binding> Exit = ExitModels[&Pred];
  ArrayRef<Binding> Entry = EntryModels[&Succ];

  ParallelMove PM(Units, [&](Register V) { return orderOf(V); });
  for (const auto &LI : Succ.liveins())
    PM.reserve(LI.PhysReg);
  for (const Binding &To : Entry) {
    const Binding *From = findBinding(Exit, To.Value);
    if (!From)
      return fail(str(printReg(To.Value, &TRI)) + " is live into " +
                      str(printMBBReference(Succ)) + " but not out of " +
                      str(printMBBReference(Pred)),
                  nullptr);
    if (To.Reg) {
      if (From->Reg)
        PM.addMove(To.Value, From->Reg, To.Reg, From->InSlot);
      else
        PM.addLoad(To.Value, To.Reg);
    }
    if (To.InSlot && !From->InSlot) {
      if (!From->Reg)
        return fail(str(printReg(To.Value, &TRI)) +
                        " is nowhere at the end of " +
                        str(printMBBReference(Pred)),
                    nullptr);
      PM.addStore(To.Value, From->Reg);
    }
  }
  SmallVector<Edit, 8> Edits = PM.resolve();
  if (Edits.empty())
    return true;
  ++Stats.EdgeShuffles;

  // Registers the shuffle reads before writing them, or leaves in place, are
  // live into it (a scratch register is not: the shuffle writes it first).
  // The other registers of Pred's exit model hold values Succ does not need.
  SmallVector<MCRegister, 8> LiveThrough;
  BitVector Written(Units.getNumUnits());
  for (const Edit &E : Edits) {
    if (E.Kind != Edit::Load && !Units.anyUnitIn(E.From, Written))
      LiveThrough.push_back(E.From);
    if (E.Kind != Edit::Store)
      Units.markUnits(E.To, Written);
  }
  for (const Binding &To : Entry)
    if (const Binding *From = findBinding(Exit, To.Value);
        From && From->Reg && From->Reg == To.Reg)
      LiveThrough.push_back(From->Reg);
  bool TerminatorsSafe = true;
  for (MachineInstr &T : Pred.terminators())
    for (const MachineOperand &MO : T.operands())
      if (MO.isReg() && MO.readsReg() && MO.getReg().isPhysical())
        TerminatorsSafe &= !Units.anyUnitIn(MO.getReg().asMCReg(), Written);

  double PredFreq = MBFI.getBlockFreqRelativeToEntryBlock(&Pred);
  double SuccFreq = MBFI.getBlockFreqRelativeToEntryBlock(&Succ);
  if (Pred.succ_size() == 1 && TerminatorsSafe) {
    CurMBB = &Pred;
    InsertPoint = Pred.getFirstTerminator();
    CurFreq = PredFreq;
    // A register the shuffle overwrites while its old value is dropped must
    // be dead first: its last read becomes a kill.
    for (const Binding &B : Exit)
      if (B.Reg && !is_contained(LiveThrough, B.Reg) &&
          Units.anyUnitIn(B.Reg, Written))
        killLastRead(Pred, InsertPoint, B.Reg);
  } else {
    // The slot indexes, loop info and dominator tree stay valid; the virtual
    // registers' intervals are stale by now, and nothing after allocation
    // reads them.
    MachineBasicBlock::SplitCriticalEdgeAnalyses Analyses{
        nullptr, LIS.getSlotIndexes(), nullptr, &MLI};
    MachineDomTreeUpdater MDTU(MDT,
                               MachineDomTreeUpdater::UpdateStrategy::Eager);
    MachineBasicBlock *Split =
        Pred.SplitCriticalEdge(&Succ, Analyses, nullptr, &MDTU);
    if (!Split)
      return fail("the edge from " + str(printMBBReference(Pred)) + " to " +
                      str(printMBBReference(Succ)) +
                      " needs shuffle code but cannot be split",
                  nullptr);
    ++Stats.SplitEdges;
    // Live into the new block: what the shuffle reads, and Succ's physical
    // live-ins.
    SmallVector<MCRegister, 4> &SplitLive = SplitBlockLiveIns[Split];
    SplitLive.append(LiveThrough.begin(), LiveThrough.end());
    for (const auto &LI : Succ.liveins())
      SplitLive.push_back(LI.PhysReg);
    CurMBB = Split;
    InsertPoint = Split->getFirstTerminator();
    CurFreq = std::min(PredFreq, SuccFreq);
  }
  for (const Edit &E : Edits)
    emit(E);
  return true;
}

void MTSAllocator::killLastRead(MachineBasicBlock &MBB,
                                MachineBasicBlock::iterator Before,
                                MCRegister Reg) {
  for (MachineInstr &MI :
       llvm::reverse(llvm::make_range(MBB.begin(), Before))) {
    if (MI.isIdentityCopy())
      continue; // Kept for -mts-verify, erased after it.
    if (MI.readsRegister(Reg, &TRI)) {
      MI.addRegisterKilled(Reg, &TRI, /*AddIfNotFound=*/true);
      return;
    }
    if (MI.modifiesRegister(Reg, &TRI)) {
      MI.addRegisterDead(Reg, &TRI, /*AddIfNotFound=*/true);
      return;
    }
  }
}

void MTSAllocator::setBlockLiveIns() {
  for (MachineBasicBlock &MBB : MF) {
    SmallVector<MCRegister, 8> Regs;
    if (auto It = SplitBlockLiveIns.find(&MBB); It != SplitBlockLiveIns.end()) {
      Regs.assign(It->second.begin(), It->second.end());
    } else {
      if (auto It = OriginalLiveIns.find(&MBB); It != OriginalLiveIns.end())
        Regs.append(It->second.begin(), It->second.end());
      if (auto It = EntryModels.find(&MBB); It != EntryModels.end())
        for (const Binding &B : It->second)
          if (B.Reg)
            Regs.push_back(B.Reg);
    }
    MBB.clearLiveIns();
    for (MCRegister R : Regs)
      MBB.addLiveIn(R);
    MBB.sortUniqueLiveIns();
  }
}
