//===- EdgeShuffles.cpp - Shuffle code on the edges between blocks --------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// After the walk, every edge whose source's exit model differs from its
/// target's entry model gets a shuffle (ParallelMove.h) from the one to the
/// other: at the end of the source when it has one successor, before its
/// branch when the other ways out can take the shuffled registers (or
/// take what it overwrites from where it leaves it) and run rarely enough
/// (canShuffleBeforeBranch), or else on the split critical edge.
///
/// When every way out of a block starts by reloading the same value into
/// the same register, the reload is done once, before the branch
/// (hoistCommonReloads).
///
/// Last, each block's live-in list is set from its entry model.
///
//===----------------------------------------------------------------------===//

#include "AsmGoto.h"
#include "MTSAllocator.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineBlockFrequencyInfo.h"
#include "llvm/CodeGen/MachineDomTreeUpdater.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include <algorithm>

using namespace llvm;
using namespace mts;

bool MTSAllocator::shuffleEdges() {
  for (MachineBasicBlock *Source : Walked)
    if (!conformToDispatchTargets(*Source))
      return false;
  SmallVector<std::pair<MachineBasicBlock *, MachineBasicBlock *>, 16> Edges;
  for (MachineBasicBlock *Pred : Walked) {
    // The busiest edge first (the first of the busiest): only its shuffle
    // can go before the branch (canShuffleBeforeBranch), and the other edges
    // must start from the model it leaves, with the values it displaced
    // where it left them.
    size_t First = Edges.size(), Busiest = First;
    double BusiestFreq = 0;
    for (auto Succ = Pred->succ_begin(), E = Pred->succ_end(); Succ != E;
         ++Succ) {
      if (double Freq = edgeFrequency(*Pred, Succ); Freq > BusiestFreq) {
        Busiest = Edges.size();
        BusiestFreq = Freq;
      }
      Edges.push_back({Pred, *Succ});
    }
    if (Busiest != First)
      std::rotate(Edges.begin() + First, Edges.begin() + Busiest,
                  Edges.begin() + Busiest + 1);
  }
  for (auto [Pred, Succ] : Edges)
    if (!shuffleEdge(*Pred, *Succ))
      return false;
  return true;
}

ArrayRef<Binding> MTSAllocator::exitModelFor(const MachineBasicBlock &Pred,
                                             const MachineBasicBlock &Succ) {
  if (isAsmGotoEdge(Pred, Succ))
    if (std::optional<ArrayRef<Binding>> AtAsm = AsmGotoModels.lookup(Pred))
      return *AtAsm;
  return ExitModels[Pred];
}

/// What Pred does after its asm goto (the copies of the fallthrough's
/// outputs, and what they evict) never runs on the way to a label, whose
/// entry model is made from the model at the asm: an edge needs code only
/// when the label was walked first and takes a value in its slot.
bool MTSAllocator::storeBeforeAsmGoto(MachineBasicBlock &Pred,
                                      MachineBasicBlock &Label,
                                      MutableArrayRef<Edit> Edits) {
  MachineInstr &AsmGoto = const_cast<MachineInstr &>(*asmGotoOf(Pred));
  for (const Edit &E : Edits)
    if (E.Kind != Edit::Store || AsmGoto.modifiesRegister(E.From, &TRI))
      return fail(str(printReg(E.Value, &TRI)) + " is live into " +
                      str(printMBBReference(Label)) +
                      ", a label of an asm goto, where the asm does not " +
                      "leave it (a jump to the label can run no code after " +
                      "the asm)",
                  &AsmGoto);
  CurMBB = &Pred;
  InsertPoint = AsmGoto.getIterator();
  CurFreq = MBFI.getBlockFreqRelativeToEntryBlock(&Pred);
  // The registers stored live on through the asm into the label.
  for (Edit &E : Edits) {
    E.Kill = false;
    emit(E);
  }
  return true;
}

bool MTSAllocator::shuffleEdge(MachineBasicBlock &Pred,
                               MachineBasicBlock &Succ) {
  // An exception's edge leaves from inside Pred's call, before its exit
  // model: the pad's entry was made from the model at that call
  // (LandingPads.cpp) and needs no code.
  if (Succ.isEHPad())
    return true;
  ArrayRef<Binding> Exit = exitModelFor(Pred, Succ);
  ArrayRef<Binding> Entry = EntryModels[Succ];
  // Most edges need nothing: every value Succ takes in a register is in
  // that register already, and every slot it takes as holding its value
  // does.
  BindingCursor Agreeing(Exit);
  if (llvm::all_of(Entry, [&](const Binding &To) {
        const Binding *From = Agreeing.find(To.Value);
        return From && (!To.Reg || From->Reg == To.Reg) &&
               (!To.InSlot || From->InSlot);
      }))
    return true;

  ParallelMove PM(Units, [&](Register V) { return orderOf(V); });
  for (const auto &LI : Succ.liveins())
    PM.reserve(LI.PhysReg);
  BindingCursor InExit(Exit);
  ArrayRef<UnreadAtEntry> Unread = deadAtEntry(Succ);
  for (const Binding &To : Entry) {
    const Binding *From = InExit.find(To.Value);
    if (!From)
      return fail(str(printReg(To.Value, &TRI)) + " is live into " +
                      str(printMBBReference(Succ)) + " but not out of " +
                      str(printMBBReference(Pred)),
                  nullptr);
    // A register Succ never reads before its value leaves it need not be
    // filled: the move or load would be dead.
    if (!addToShuffle(PM, To, *From, !namesRegister(Unread, To.Reg), Pred))
      return false;
  }
  SmallVector<Edit, 8> Edits = PM.resolve();
  if (Edits.empty())
    return true;
  ++Stats.EdgeShuffles;
  if (isAsmGotoEdge(Pred, Succ))
    return storeBeforeAsmGoto(Pred, Succ, Edits);
  auto [AnchorAtLoad, LiveThrough, Written] =
      effectsOf(Edits, Exit, Entry, Unread);
  bool TerminatorsSafe = true;
  for (MachineInstr &T : Pred.terminators())
    for (const MachineOperand &MO : T.operands())
      if (MO.isReg() && MO.readsReg() && MO.getReg().isPhysical())
        TerminatorsSafe &= !Units.anyUnitIn(MO.getReg().asMCReg(), Written);

  double PredFreq = MBFI.getBlockFreqRelativeToEntryBlock(&Pred);
  double SuccFreq = MBFI.getBlockFreqRelativeToEntryBlock(&Succ);
  // On an edge that cannot be split, Succ takes its values in memory
  // (setEntryModel): the shuffle is stores, which go before Pred's branch,
  // on the way to its other successors too.
  bool StoresBeforeBranch =
      isUnsplittable(Pred, Succ) &&
      all_of(Edits, [](const Edit &E) { return E.Kind == Edit::Store; });
  BitVector ReadLater;
  SmallVector<Binding, 4> Displaced;
  bool BeforeBranch = !StoresBeforeBranch &&
                      canShuffleBeforeBranch(Pred, Succ, Edits, Exit, Written,
                                             ReadLater, Displaced);
  if ((Pred.succ_size() == 1 && TerminatorsSafe) || StoresBeforeBranch ||
      BeforeBranch) {
    CurMBB = &Pred;
    InsertPoint = Pred.getFirstTerminator();
    CurFreq = PredFreq;
    // The registers the stores read may live on into the other successors;
    // so may those a shuffle before a branch reads, or the branch read them.
    for (Edit &E : Edits)
      if (StoresBeforeBranch || (BeforeBranch && E.Kind != Edit::Load &&
                                 Units.anyUnitIn(E.From, ReadLater)))
        E.Kill = false;
    killOverwritten(Exit, LiveThrough, Written);
    // The other ways out find them where the shuffle left them.
    if (BeforeBranch)
      for (const Binding &Where : Displaced)
        ExitModels.rebind(Pred, Where);
    // And find the slots stored: a jump table's edges would each store them
    // again (an interpreter's dispatch stored every dirty value once per
    // case).
    if (StoresBeforeBranch)
      for (const Edit &E : Edits)
        ExitModels.markInSlot(Pred, E.Value);
  } else {
    // The slot indexes, loop info, dominator tree and block frequencies
    // stay valid; the virtual registers' intervals are stale by now, and
    // nothing after allocation reads them.
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
    MBFI.onEdgeSplit(Pred, *Split, MBPI);
    // Live into the new block: what the shuffle reads, and Succ's physical
    // live-ins.
    SmallVector<MCRegister, 0> &SplitLive = SplitBlockLiveIns[Split];
    SplitLive.append(LiveThrough.begin(), LiveThrough.end());
    for (const auto &LI : Succ.liveins())
      SplitLive.push_back(LI.PhysReg);
    CurMBB = Split;
    InsertPoint = Split->getFirstTerminator();
    CurFreq = std::min(PredFreq, SuccFreq);
  }
  emitShuffle(Edits, AnchorAtLoad);
  return true;
}

bool MTSAllocator::addToShuffle(ParallelMove &PM, const Binding &To,
                                const Binding &From, bool FillRegister,
                                const MachineBasicBlock &Pred) {
  if (To.Reg && FillRegister) {
    if (From.Reg)
      PM.addMove(To.Value, From.Reg, To.Reg, From.InSlot);
    else
      PM.addLoad(To.Value, To.Reg);
  }
  if (To.InSlot && !From.InSlot) {
    if (!From.Reg)
      return fail(str(printReg(To.Value, &TRI)) + " is nowhere at the end of " +
                      str(printMBBReference(Pred)),
                  nullptr);
    PM.addStore(To.Value, From.Reg);
  }
  return true;
}

MTSAllocator::ShuffleEffects
MTSAllocator::effectsOf(MutableArrayRef<Edit> Edits, ArrayRef<Binding> Exit,
                        ArrayRef<Binding> Entry,
                        ArrayRef<UnreadAtEntry> Unread) {
  // Registers the shuffle reads before writing them, or leaves in place, are
  // live into it (a scratch register is not: the shuffle writes it first).
  // The other registers of the exit model hold values the entry does not
  // need. A load recomputed from an anchor reads the anchor's register, one
  // of those.
  SmallVector<MCRegister, 8> Kept;
  BindingCursor StillInExit(Exit);
  for (const Binding &To : Entry)
    if (const Binding *From = StillInExit.find(To.Value);
        From && From->Reg && From->Reg == To.Reg &&
        !namesRegister(Unread, To.Reg))
      Kept.push_back(From->Reg);
  ShuffleEffects Effects{anchorsAtEdgeLoads(Edits, Exit, Kept),
                         {Kept.begin(), Kept.end()},
                         BitVector(Units.getNumUnits())};
  for (const Edit &E : Edits) {
    if (E.Kind != Edit::Load && !Units.anyUnitIn(E.From, Effects.Written))
      Effects.LiveThrough.push_back(E.From);
    if (E.Kind != Edit::Store)
      Units.markUnits(E.To, Effects.Written);
  }
  return Effects;
}

void MTSAllocator::killOverwritten(ArrayRef<Binding> Exit,
                                   ArrayRef<MCRegister> LiveThrough,
                                   const BitVector &Written) {
  for (const Binding &B : Exit)
    if (B.Reg && !isListed(LiveThrough, B.Reg) &&
        Units.anyUnitIn(B.Reg, Written))
      killLastRead(*CurMBB, InsertPoint, B.Reg);
}

void MTSAllocator::emitShuffle(ArrayRef<Edit> Edits,
                               ArrayRef<MCRegister> AnchorAtLoad) {
  for (auto [E, Anchor] : zip_equal(Edits, AnchorAtLoad)) {
    EdgeLoadAnchor = Anchor;
    emit(E);
  }
  EdgeLoadAnchor = MCRegister();
}

/// Whether the shuffle of an edge that Pred leaves by a conditional branch
/// can go before the branch, sparing the edge a block of its own and the
/// jump back from it: a loop's back edge, whose shuffle then runs once more
/// on the way out of the loop. It must write no register in which another
/// successor takes a value (ReadLater: those, and the registers the branch
/// reads or writes, which the shuffle must not kill either), not even by a
/// recomputation's other defs (x86's zeroing idiom writes $eflags), but for
/// values it leaves elsewhere (Displaced): those Succ takes in a register
/// the shuffle moves there, and the other edges take them from there
/// (sort.c's merge loop on i686, whose exit reads an index the back edge
/// moves); those whose slots are current then, the other edges reload
/// (stencil.c's windowed loop on i686, because of two pointers only the
/// exit read). Both loops jumped back through a block of their own on every
/// iteration. The jumps saved must outweigh its instructions, and a jump
/// and the moves and reloads on the other edges. x87 values stay on their
/// edge: the stackifier turns their moves before a branch into a reordering
/// of its stack (nbody.c on i686 ran 16% more instructions).
bool MTSAllocator::canShuffleBeforeBranch(
    const MachineBasicBlock &Pred, const MachineBasicBlock &Succ,
    ArrayRef<Edit> Edits, ArrayRef<Binding> Exit, const BitVector &Written,
    BitVector &ReadLater, SmallVectorImpl<Binding> &Displaced) {
  if (Pred.succ_size() < 2 || Pred.empty() || Pred.back().isIndirectBranch() ||
      isUnsplittable(Pred, Succ) ||
      any_of(Pred.terminators(),
             [](const MachineInstr &T) { return !T.isBranch(); }))
    return false;
  if (any_of(Edits, [&](const Edit &E) { return isX87Value(E.Value); }))
    return false;
  double EdgeFreq = edgeFrequency(Pred, Succ);
  double OtherFreq = MBFI.getBlockFreqRelativeToEntryBlock(&Pred) - EdgeFreq;
  // The other edges may need a jump of their own then, as the branch that
  // fell through to this edge's block now jumps to Succ.
  if (OtherFreq * (Edits.size() + 1) >= EdgeFreq)
    return false;
  ArrayRef<Binding> Entry = EntryModels[Succ];
  ArrayRef<UnreadAtEntry> Unread = deadAtEntry(Succ);
  // The moves and reloads the other edges need for the values displaced.
  unsigned OtherEdits = 0;
  // The registers the other successors take values in, as Pred leaves them,
  // and those the branch reads or writes (a count a branch decrements).
  ReadLater.resize(Units.getNumUnits());
  for (const MachineInstr &T : Pred.terminators())
    for (const MachineOperand &MO : T.operands())
      if (MO.isReg() && (MO.readsReg() || MO.isDef()) &&
          MO.getReg().isPhysical())
        Units.markUnits(MO.getReg().asMCReg(), ReadLater);
  for (const MachineBasicBlock *Other : Pred.successors()) {
    if (Other == &Succ)
      continue;
    if (Other->isEHPad())
      return false;
    if (auto It = SplitBlockLiveIns.find(Other);
        It != SplitBlockLiveIns.end()) {
      for (MCRegister R : It->second)
        Units.markUnits(R, ReadLater);
      continue;
    }
    for (const auto &LI : Other->liveins())
      Units.markUnits(LI.PhysReg, ReadLater);
    BindingCursor InExit(Exit), InEntry(Entry),
        InOther(EntryModels.lookup(*Other).value_or(ArrayRef<Binding>()));
    // The reloads and moves go on the edge, split.
    std::optional<bool> Splittable;
    auto CanSplit = [&] {
      if (!Splittable)
        Splittable = Pred.canSplitCriticalEdge(Other, &MLI);
      return *Splittable;
    };
    for (Register V : liveInsOf(*Other)) {
      const Binding *B = InExit.find(V);
      if (!B || !B->Reg)
        continue;
      if (Units.anyUnitIn(B->Reg, Written)) {
        // Where the shuffle leaves V: in the register Succ takes it in, if
        // it fills that, and in its slot, if current by then.
        const Binding *To = InEntry.find(V);
        Binding Where{V, MCRegister(), B->InSlot || (To && To->InSlot)};
        if (To && To->Reg && To->Reg != B->Reg &&
            !namesRegister(Unread, To->Reg))
          Where.Reg = To->Reg;
        const Binding *There = InOther.find(V);
        bool TakenAsLeft = There && (!There->Reg || There->Reg == Where.Reg) &&
                           (!There->InSlot || Where.InSlot);
        if ((Where.Reg || Where.InSlot) && (TakenAsLeft || CanSplit())) {
          OtherEdits += !TakenAsLeft;
          if (none_of(Displaced,
                      [&](const Binding &D) { return D.Value == V; }))
            Displaced.push_back(Where);
          continue;
        }
      }
      Units.markUnits(B->Reg, ReadLater);
    }
  }
  if (Written.anyCommon(ReadLater) ||
      OtherFreq * (Edits.size() + 1 + OtherEdits) >= EdgeFreq)
    return false;
  // A recomputation writes its template's other defs too.
  auto WritesReadLater = [&](const MachineInstr &Template) {
    return any_of(
        drop_begin(Template.operands()), [&](const MachineOperand &MO) {
          return MO.isReg() && MO.isDef() && MO.getReg().isPhysical() &&
                 Units.anyUnitIn(MO.getReg().asMCReg(), ReadLater);
        });
  };
  for (const Edit &E : Edits) {
    if (E.Kind != Edit::Load)
      continue;
    if (const MachineInstr *Def = rematDef(E.Value)) {
      const MachineInstr *Template = PartRematTemplates.lookup(E.Value);
      if (WritesReadLater(Template ? *Template : *Def))
        return false;
    } else if (auto It = AnchoredDefinitions.find(E.Value);
               It != AnchoredDefinitions.end() &&
               WritesReadLater(*It->second.Template)) {
      return false;
    }
  }
  return true;
}

namespace {

/// A load from a spill slot that could be done first in its block: nothing
/// before it there touches a register it names (but identity copies, which
/// are erased anyway), stores to its slot, or calls.
struct LeadingReload {
  MachineInstr *MI;
  MCRegister Reg;
  int Slot;
};

SmallVector<LeadingReload, 4> leadingReloads(MachineBasicBlock &MBB,
                                             const TargetInstrInfo &TII,
                                             const TargetRegisterInfo &TRI,
                                             const MachineFrameInfo &MFI) {
  SmallVector<LeadingReload, 4> Reloads;
  BitVector Touched(TRI.getNumRegUnits());
  SmallVector<int, 4> Stored;
  for (MachineInstr &MI : MBB) {
    if (MI.isCall() || MI.isTerminator())
      break;
    if (MI.isDebugInstr() || MI.isIdentityCopy())
      continue;
    auto Untouched = [&](const MachineOperand &MO) {
      return !MO.isReg() || !MO.getReg().isPhysical() ||
             none_of(TRI.regunits(MO.getReg()),
                     [&](MCRegUnit U) { return Touched.test(unsigned(U)); });
    };
    int Slot;
    if (Register R = TII.isLoadFromStackSlot(MI, Slot);
        R && MFI.isSpillSlotObjectIndex(Slot) && !isListed(Stored, Slot) &&
        all_of(MI.operands(), Untouched))
      Reloads.push_back({&MI, R.asMCReg(), Slot});
    // Not only a store of a register writes a slot: a definition folded
    // into one does too (`movl $0, (%rsp)`), which isStoreToStackSlot does
    // not report. A reload hoisted above it loaded what the slot held
    // before (sqlite3_open16, at -stress-regalloc=4, returned that).
    if (MI.mayStore())
      for (const MachineOperand &MO : MI.operands())
        if (MO.isFI())
          Stored.push_back(MO.getIndex());
    for (const MachineOperand &MO : MI.operands())
      if (MO.isReg() && MO.getReg().isPhysical())
        for (MCRegUnit U : TRI.regunits(MO.getReg()))
          Touched.set(unsigned(U));
  }
  return Reloads;
}

} // namespace

/// Both ways out of stencil.c's outer latch reload the grid's address into
/// the same register: the edge back to the loop's header and the next
/// loop's preheader. The successors have no other predecessor, so one
/// reload before the branch serves both; it executes as often as the two
/// did together, and the program is shorter by one.
void MTSAllocator::hoistCommonReloads() {
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  for (MachineBasicBlock &MBB : MF) {
    if (MBB.succ_size() < 2 ||
        any_of(MBB.successors(), [&](const MachineBasicBlock *Succ) {
          return !BlocksWithReloads.contains(Succ) || Succ == &MBB ||
                 Succ->pred_size() != 1 || Succ->isEHPad() ||
                 Succ->isInlineAsmBrIndirectTarget();
        }))
      continue;
    SmallVector<LeadingReload, 4> FirstReloads =
        leadingReloads(**MBB.succ_begin(), TII, TRI, MFI);
    if (FirstReloads.empty())
      continue;
    SmallVector<SmallVector<LeadingReload, 4>, 1> OtherReloads;
    for (MachineBasicBlock *Succ : drop_begin(MBB.successors()))
      OtherReloads.push_back(leadingReloads(*Succ, TII, TRI, MFI));
    for (const LeadingReload &First : FirstReloads) {
      SmallVector<MachineInstr *, 2> Same;
      for (ArrayRef<LeadingReload> Others : OtherReloads) {
        auto It = find_if(Others, [&](const LeadingReload &L) {
          return L.Reg == First.Reg && L.Slot == First.Slot;
        });
        if (It == Others.end())
          break;
        Same.push_back(It->MI);
      }
      // Nor may the branch touch a register the reload names.
      auto TouchedByBranch = [&](const MachineOperand &MO) {
        return MO.isReg() && MO.getReg().isPhysical() &&
               any_of(MBB.terminators(), [&](const MachineInstr &T) {
                 return T.readsRegister(MO.getReg(), &TRI) ||
                        T.modifiesRegister(MO.getReg(), &TRI);
               });
      };
      if (Same.size() + 1 != MBB.succ_size() ||
          any_of(First.MI->operands(), TouchedByBranch))
        continue;
      Same.push_back(First.MI);
      // The copies that would now see the reloaded value are dead: their
      // register is overwritten before anything reads it.
      for (MachineInstr *Reload : Same)
        for (MachineInstr &MI : make_early_inc_range(
                 make_range(Reload->getParent()->begin(),
                            MachineBasicBlock::iterator(Reload))))
          if (MI.isIdentityCopy() &&
              any_of(Reload->all_defs(), [&](const MachineOperand &Def) {
                return MI.modifiesRegister(Def.getReg(), &TRI);
              }))
            eraseIdentityCopy(MI);
      MachineInstr &Hoisted = *Same.pop_back_val();
      LIS.RemoveMachineInstrFromMaps(Hoisted);
      MBB.splice(MBB.getFirstTerminator(), Hoisted.getParent(),
                 Hoisted.getIterator());
      indexInserted(Hoisted);
      BlocksWithReloads.insert(&MBB);
      for (MachineInstr *Reload : Same) {
        LIS.RemoveMachineInstrFromMaps(*Reload);
        Reload->eraseFromParent();
        --Stats.Loads;
      }
      for (MachineBasicBlock *Succ : MBB.successors()) {
        Succ->addLiveIn(First.Reg);
        Succ->sortUniqueLiveIns();
      }
    }
  }
}

MachineInstr *MTSAllocator::lastAccessBefore(MachineBasicBlock &MBB,
                                             MachineBasicBlock::iterator Before,
                                             MCRegister Reg) {
  for (MachineInstr &MI :
       llvm::reverse(llvm::make_range(MBB.begin(), Before))) {
    // Identity copies are kept for -mts-verify and erased after it.
    if (MI.isDebugInstr() || MI.isIdentityCopy())
      continue;
    if (MI.readsRegister(Reg, &TRI) || MI.modifiesRegister(Reg, &TRI))
      return &MI;
  }
  return nullptr;
}

void MTSAllocator::killLastRead(MachineBasicBlock &MBB,
                                MachineBasicBlock::iterator Before,
                                MCRegister Reg) {
  MachineInstr *MI = lastAccessBefore(MBB, Before, Reg);
  if (!MI)
    return;
  if (MI->readsRegister(Reg, &TRI))
    MI->addRegisterKilled(Reg, &TRI, /*AddIfNotFound=*/true);
  else
    MI->addRegisterDead(Reg, &TRI, /*AddIfNotFound=*/true);
}

ArrayRef<MTSAllocator::UnreadAtEntry>
MTSAllocator::deadAtEntry(const MachineBasicBlock &MBB) const {
  auto It = DeadAtEntry.find(&MBB);
  return It == DeadAtEntry.end() ? ArrayRef<UnreadAtEntry>() : It->second;
}

void MTSAllocator::setBlockLiveIns() {
  for (MachineBasicBlock &MBB : MF) {
    SmallVector<MCRegister, 8> Regs;
    if (auto It = SplitBlockLiveIns.find(&MBB); It != SplitBlockLiveIns.end()) {
      Regs.assign(It->second.begin(), It->second.end());
    } else {
      // Nothing changed the live-ins of a block the function had before
      // this point: these are its physical live-ins before allocation.
      for (const auto &LI : MBB.liveins())
        Regs.push_back(LI.PhysReg);
      ArrayRef<UnreadAtEntry> Unread = deadAtEntry(MBB);
      if (std::optional<ArrayRef<Binding>> Entry = EntryModels.lookup(MBB))
        for (const Binding &B : *Entry)
          if (B.Reg && !namesRegister(Unread, B.Reg))
            Regs.push_back(B.Reg);
    }
    // In order of number and once each, as sortUniqueLiveIns would leave
    // the block's list: sorting the numbers here costs less than its sort.
    llvm::sort(Regs,
               [](MCRegister A, MCRegister B) { return A.id() < B.id(); });
    Regs.erase(std::unique(Regs.begin(), Regs.end()), Regs.end());
    // The block's list is made at its full size at once: addLiveIn would
    // grow it one register at a time. clearLiveIns takes the empty, sized
    // list and hands back the old one.
    std::vector<MachineBasicBlock::RegisterMaskPair> Sized;
    Sized.reserve(Regs.size());
    MBB.clearLiveIns(Sized);
    for (MCRegister R : Regs)
      MBB.addLiveIn(R);
  }
}
