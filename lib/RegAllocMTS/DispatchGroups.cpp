//===- DispatchGroups.cpp - One model for the edges that cannot be split --===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// An indirect branch's edges cannot be split: their code runs on the way to
/// every successor. When several blocks branch indirectly to the same
/// blocks (a switch's dispatch, which tail duplication copies into the
/// loop's latch; an interpreter's computed gotos), a block reached from two
/// of them used to take its values in memory, so that the edges needed only
/// stores: the cases of an interpreter's loop loaded every value they read
/// and stored every value they wrote, on every iteration.
///
/// Those blocks, the sources and the targets of such edges, form a dispatch
/// group. Every target of a group takes the exit model of one source, the
/// first walked, with its registers given to the values the loop accesses
/// most (giveRegistersToBusiestValues; restricted to the target's live-ins,
/// and a value that source does not have enters in memory), less those that
/// a source in the loop would evict for its own temporaries on every turn
/// (leaveSourcePressureInMemory). Every source brings its exit model to that
/// model before its branch (conformToDispatchTargets). Since all the targets
/// take parts of one model, one shuffle serves every edge.
///
/// A source's branch reads registers too (the jump table's index), which
/// that model may hold values in: the shuffle moves what the branch reads
/// to a register the model leaves free. There are enough of those when the
/// sources end in the same branches and the model's source reads, at its
/// branch, no register the model holds but for values every source's
/// branch reads (a jump table's address, which the others then read from
/// the model too). Other groups (and those whose model's source jumps
/// through a slot, a reload folded into its branch) keep their values in
/// memory, as before.
///
/// Values the model keeps in memory leave every source in memory: a source
/// evicts them first (farIfSuccessorsTakeInMemory, in BlockAnalysis.cpp),
/// and a join whose hot path falls into a source, an interpreter's latch,
/// takes them in memory (leaveToDispatchInMemory). Those it keeps in
/// registers a source evicts last, and clean ones first among them
/// (nearIfDispatchTakesInRegister).
///
//===----------------------------------------------------------------------===//

#include "MTSAllocator.h"
#include "mts/ParallelMove.h"
#include "llvm/CodeGen/MachineBlockFrequencyInfo.h"
#include "llvm/CodeGen/MachineBranchProbabilityInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include <algorithm>
#include <iterator>
#include <numeric>

using namespace llvm;
using namespace mts;

bool MTSAllocator::isX87Value(Register V) const {
  return Tables.isX87Class(MRI.getRegClass(V));
}

/// Whether MBB's terminators have the opcodes Branches, in order.
static bool endsIn(const MachineBasicBlock &MBB, ArrayRef<unsigned> Branches) {
  return llvm::equal(MBB.terminators(), Branches,
                     [](const MachineInstr &T, unsigned Opcode) {
                       return T.getOpcode() == Opcode;
                     });
}

void MTSAllocator::findDispatchGroups() {
  // Union-find over block numbers, joining each source to its targets.
  SmallVector<unsigned, 0> Parent;
  auto Root = [&](unsigned B) {
    while (Parent[B] != B)
      B = Parent[B] = Parent[Parent[B]];
    return B;
  };
  SmallVector<const MachineBasicBlock *, 4> Sources;
  for (const MachineBasicBlock &MBB : MF) {
    if (!endsInIndirectBranch(MBB))
      continue;
    bool IsSource = false;
    for (const MachineBasicBlock *Succ : MBB.successors()) {
      if (!isUnsplittable(MBB, *Succ))
        continue;
      if (Parent.empty()) {
        Parent.resize(MF.getNumBlockIDs());
        std::iota(Parent.begin(), Parent.end(), 0u);
      }
      Parent[Root(Succ->getNumber())] = Root(MBB.getNumber());
      IsSource = true;
    }
    if (IsSource)
      Sources.push_back(&MBB);
  }
  if (Sources.size() < 2)
    return;

  // A group by root; groups of one source need no shared model: each target
  // takes that source's exit model (setEntryModel).
  DenseMap<unsigned, unsigned> GroupOfRoot;
  for (const MachineBasicBlock *Source : Sources) {
    auto [It, New] = GroupOfRoot.try_emplace(Root(Source->getNumber()),
                                             DispatchGroups.size());
    if (New) {
      DispatchGroups.emplace_back();
      for (const MachineInstr &T : Source->terminators())
        DispatchGroups.back().Branches.push_back(T.getOpcode());
    }
    DispatchGroup &Group = DispatchGroups[It->second];
    SmallVector<Register, 2> Reads;
    for (const MachineInstr &T : Source->terminators())
      for (const MachineOperand &MO : T.operands())
        if (MO.isReg() && MO.readsReg() && MO.getReg().isVirtual() &&
            !is_contained(Reads, MO.getReg()))
          Reads.push_back(MO.getReg());
    Group.MostBranchReads =
        std::max<unsigned>(Group.MostBranchReads, Reads.size());
    if (!Group.Sources++)
      Group.ReadByEveryBranch = Reads;
    else
      llvm::erase_if(Group.ReadByEveryBranch,
                     [&](Register V) { return !is_contained(Reads, V); });
    // The sources must end alike, reading whole registers, for the model's
    // source to leave room for every other's branch.
    Group.Shareable &=
        endsIn(*Source, Group.Branches) &&
        none_of(Source->terminators(), [](const MachineInstr &T) {
          return any_of(T.operands(), [](const MachineOperand &MO) {
            return MO.isReg() && MO.getSubReg();
          });
        });
  }
  DispatchGroupOf.assign(MF.getNumBlockIDs(), NoDispatchGroup);
  for (unsigned B = 0, E = MF.getNumBlockIDs(); B != E; ++B)
    if (auto It = GroupOfRoot.find(Root(B));
        It != GroupOfRoot.end() && DispatchGroups[It->second].Sources > 1)
      DispatchGroupOf[B] = It->second;
}

MTSAllocator::DispatchGroup *
MTSAllocator::dispatchGroupOf(const MachineBasicBlock &MBB) {
  if (DispatchGroupOf.empty() ||
      DispatchGroupOf[MBB.getNumber()] == NoDispatchGroup)
    return nullptr;
  return &DispatchGroups[DispatchGroupOf[MBB.getNumber()]];
}

const MTSAllocator::DispatchGroup *
MTSAllocator::groupWithModel(const MachineBasicBlock &MBB) {
  const DispatchGroup *Group = dispatchGroupOf(MBB);
  return Group && Group->ModelSource ? Group : nullptr;
}

MachineBasicBlock *
MTSAllocator::dispatchModelSource(const MachineBasicBlock &MBB) {
  DispatchGroup *Group = dispatchGroupOf(MBB);
  if (!Group || !Group->Shareable)
    return nullptr;
  MachineBasicBlock *First = nullptr;
  for (MachineBasicBlock *Pred : MBB.predecessors()) {
    if (!isUnsplittable(*Pred, MBB))
      continue;
    // An asm goto's edge is not the group's: its block shuffles nothing.
    if (!endsInIndirectBranch(*Pred))
      return nullptr;
    unsigned Index = WalkIndex[Pred->getNumber()];
    if (Index != NotWalked && (!First || Index < WalkIndex[First->getNumber()]))
      First = Pred;
  }
  if (Group->ModelSource || !First)
    return Group->ModelSource;
  // Its branch must end as the others' do: a reload folded into it (x86's
  // jump through a slot) reads no register, and leaves no room for theirs.
  if (!endsIn(*First, Group->Branches)) {
    Group->Shareable = false;
    return nullptr;
  }
  // Nor may it be short of registers the model leaves free, for what the
  // others' branches read: those it reads hold nothing the model holds, or
  // a value every source's branch reads (a table's address), which the
  // others find in the model.
  SmallVector<MCRegister, 2> Room;
  ArrayRef<Binding> Exit = ExitModels[*First];
  for (const MachineInstr &T : First->terminators())
    for (const MachineOperand &MO : T.operands()) {
      if (!MO.isReg() || !MO.readsReg() || !MO.getReg().isPhysical())
        continue;
      MCRegister Reg = MO.getReg().asMCReg();
      const Binding *Held = find_if(Exit, [&](const Binding &B) {
        return B.Reg && TRI.regsOverlap(B.Reg, Reg);
      });
      if ((Held == Exit.end() ||
           is_contained(Group->ReadByEveryBranch, Held->Value)) &&
          !is_contained(Room, Reg))
        Room.push_back(Reg);
    }
  if (Room.size() < Group->MostBranchReads) {
    Group->Shareable = false;
    return nullptr;
  }
  Group->ModelSource = First;
  Group->Model.assign(Exit.begin(), Exit.end());
  giveRegistersToBusiestValues(*Group);
  findSavedInvariants(*Group);
  return First;
}

void MTSAllocator::noteDispatchBranchReads(const MachineBasicBlock &MBB,
                                           MachineInstr &Branch) {
  DispatchGroup *Group = dispatchGroupOf(MBB);
  if (!Group || !Group->Shareable || !endsInIndirectBranch(MBB))
    return;
  for (const MachineOperand &MO : Branch.operands())
    if (MO.isReg() && MO.readsReg() && MO.getReg().isVirtual())
      DispatchBranchReads[MBB.getNumber()].push_back(
          {&Branch, unsigned(MO.getOperandNo()), MO.getReg()});
}

bool MTSAllocator::conformToDispatchTargets(MachineBasicBlock &Source) {
  if (!groupWithModel(Source) || !endsInIndirectBranch(Source))
    return true;
  // The targets' entry models, merged by value: each is a part of the
  // group's model, or has the value in memory.
  SmallVector<Binding, 16> Target;
  for (const MachineBasicBlock *Succ : Source.successors()) {
    if (!isUnsplittable(Source, *Succ))
      continue;
    ArrayRef<UnreadAtEntry> Unread = deadAtEntry(*Succ);
    for (Binding To : EntryModels[*Succ]) {
      // A register Succ never reads is not filled (shuffleEdge).
      if (To.Reg && namesRegister(Unread, To.Reg))
        To.Reg = MCRegister();
      Target.push_back(To);
    }
  }
  llvm::stable_sort(Target, [](const Binding &A, const Binding &B) {
    return byNumber(A.Value, B.Value);
  });
  SmallVector<Binding, 16> Merged;
  for (const Binding &To : Target) {
    if (Merged.empty() || Merged.back().Value != To.Value) {
      Merged.push_back(To);
      continue;
    }
    Binding &Into = Merged.back();
    if (To.Reg && Into.Reg && To.Reg != Into.Reg)
      return fail("the blocks that " + str(printMBBReference(Source)) +
                      " branches to take " + str(printReg(To.Value, &TRI)) +
                      " in two registers",
                  nullptr);
    if (!Into.Reg)
      Into.Reg = To.Reg;
    Into.InSlot |= To.InSlot;
  }

  ArrayRef<Binding> Exit = ExitModels[Source];
  ParallelMove PM(Units, [&](Register V) { return orderOf(V); });
  // The units the shuffle writes, and those the model holds values in.
  BitVector Written(Units.getNumUnits()), Taken(Units.getNumUnits());
  BindingCursor InExit(Exit);
  for (const Binding &To : Merged) {
    const Binding *From = InExit.find(To.Value);
    if (!From)
      return fail(str(printReg(To.Value, &TRI)) +
                      " is live into a successor of " +
                      str(printMBBReference(Source)) + " but not out of it",
                  nullptr);
    if (To.Reg) {
      Units.markUnits(To.Reg, Taken);
      if (From->Reg != To.Reg)
        Units.markUnits(To.Reg, Written);
    }
    if (!addToShuffle(PM, To, *From, /*FillRegister=*/true, Source))
      return false;
  }

  // The branch's reads: a value the model holds is read where the model
  // puts it; the others stay, unless the shuffle overwrites their
  // registers: then they move to registers nothing else takes.
  SmallVector<std::pair<MachineOperand *, MCRegister>, 2> Rewrites;
  SmallVector<BranchRead, 2> Reads(
      DispatchBranchReads.lookup(Source.getNumber()));
  SmallVector<const BranchRead *, 2> Moving;
  for (const BranchRead &Read : Reads) {
    MachineOperand &MO = Read.Branch->getOperand(Read.OpNo);
    MCRegister Reg = MO.getReg().asMCReg();
    if (const Binding *To = findBinding(Merged, Read.Value); To && To->Reg) {
      if (To->Reg != Reg)
        Rewrites.push_back({&MO, To->Reg});
    } else if (Units.anyUnitIn(Reg, Written)) {
      Moving.push_back(&Read);
    } else {
      Units.markUnits(Reg, Taken);
    }
  }
  for (MachineInstr &T : Source.terminators())
    for (MachineOperand &MO : T.operands()) {
      if (!MO.isReg() || !MO.readsReg() || !MO.getReg().isPhysical())
        continue;
      // Nor may the shuffle take them for scratch.
      PM.reserve(MO.getReg().asMCReg());
      if (any_of(Reads, [&](const BranchRead &R) {
            return &R.Branch->getOperand(R.OpNo) == &MO;
          }))
        continue;
      // A physical register the branch read before allocation stays put.
      MCRegister Reg = MO.getReg().asMCReg();
      if (Units.anyUnitIn(Reg, Written))
        return fail("the shuffle before the branch of " +
                        str(printMBBReference(Source)) +
                        " would overwrite a register it reads",
                    &T);
      Units.markUnits(Reg, Taken);
    }
  for (const BranchRead *Read : Moving) {
    MachineOperand &MO = Read->Branch->getOperand(Read->OpNo);
    ArrayRef<MCPhysReg> Order = orderOf(Read->Value);
    const MCPhysReg *Free = llvm::find_if(
        Order, [&](MCPhysReg R) { return !Units.anyUnitIn(R, Taken); });
    if (Free == Order.end())
      return fail("no register is left for what the branch of " +
                      str(printMBBReference(Source)) + " reads",
                  Read->Branch);
    const Binding *Held = findBinding(Exit, Read->Value);
    PM.addMove(Read->Value, MO.getReg().asMCReg(), *Free, Held && Held->InSlot);
    Units.markUnits(*Free, Taken);
    Rewrites.push_back({&MO, *Free});
  }

  SmallVector<Edit, 8> Edits = PM.resolve();
  if (Edits.empty())
    return true;
  ++Stats.EdgeShuffles;
  auto [AnchorAtLoad, LiveThrough, Overwritten] =
      effectsOf(Edits, Exit, Merged, /*Unread=*/{});
  CurMBB = &Source;
  InsertPoint = Source.getFirstTerminator();
  CurFreq = MBFI.getBlockFreqRelativeToEntryBlock(&Source);
  killOverwritten(Exit, LiveThrough, Overwritten);
  emitShuffle(Edits, AnchorAtLoad);
  for (auto [MO, Reg] : Rewrites)
    MO->setReg(Reg);

  // Every edge now finds its values where its target takes them.
  SmallVector<Binding, 16> Conformed;
  BindingCursor InTarget(Merged);
  for (Binding B : Exit) {
    const Binding *To = InTarget.find(B.Value);
    if (To && To->Reg)
      B.Reg = To->Reg;
    else if (B.Reg && Units.anyUnitIn(B.Reg, Overwritten))
      B.Reg = MCRegister();
    B.InSlot |= To && To->InSlot;
    Conformed.push_back(B);
  }
  ExitModels.set(Source, Conformed);
  return true;
}

bool MTSAllocator::dispatchTakesInMemory(const DispatchGroup &Group,
                                         Register V) const {
  const Binding *B = findBinding(Group.Model, V);
  return !B || !B->Reg || isX87Value(V);
}

/// Every source brings the values its group's model holds in registers to
/// them before its branch: one evicted for a temporary of the source's own
/// code (the latch's copy of an interpreter's dispatch, which computes the
/// table's index) is loaded back there, and, written in the loop, stored
/// too, on every turn. However far its next read past the branch, it is
/// wanted at the block's end; those values tie there, and eviction takes
/// the one that needs no store, a loop invariant.
void MTSAllocator::nearIfDispatchTakesInRegister(
    const MachineBasicBlock &MBB,
    SmallVectorImpl<std::pair<Register, unsigned>> &LiveOut) {
  const DispatchGroup *Group = groupWithModel(MBB);
  if (!Group || !endsInIndirectBranch(MBB))
    return;
  for (auto &[V, Distance] : LiveOut)
    if (Distance != GlobalNextUse::Never && !dispatchTakesInMemory(*Group, V))
      Distance = 0;
}

const MachineBasicBlock *
MTSAllocator::dispatchAhead(const MachineBasicBlock &MBB) {
  if (DispatchGroupOf.empty())
    return nullptr;
  const MachineBasicBlock *Source = &MBB;
  if (!endsInIndirectBranch(MBB)) {
    // The one successor MBB leads to nearly always (the loop's exit is
    // taken once), reached from MBB alone.
    auto Ahead =
        llvm::find_if(MBB.successors(), [&](const MachineBasicBlock *S) {
          return S->pred_size() == 1 && endsInIndirectBranch(*S) &&
                 MBPI.getEdgeProbability(&MBB, S) >= BranchProbability(7, 8);
        });
    if (Ahead == MBB.succ_end())
      return nullptr;
    Source = *Ahead;
  }
  const DispatchGroup *Group = groupWithModel(*Source);
  if (!Group || Group->ModelSource == Source)
    return nullptr;
  return Source;
}

/// An interpreter's cases meet in its loop's latch, which falls into a copy
/// of the dispatch. The values the group's model keeps in memory leave that
/// copy in memory (farIfSuccessorsTakeInMemory evicts them first), so a
/// latch that takes one in a register had the edges from the cases that
/// left it in memory reload it, only for the dispatch to store it again,
/// every turn. Taken in memory, it costs a store on the edges from the cases
/// that hold it in a register, dirty, and nothing on the others.
void MTSAllocator::leaveToDispatchInMemory(const MachineBasicBlock &MBB,
                                           MutableArrayRef<Binding> Entry) {
  const MachineBasicBlock *Source = dispatchAhead(MBB);
  if (!Source)
    return;
  const DispatchGroup &Group = *groupWithModel(*Source);
  // The values read on the way, which stay.
  SmallVector<Register, 8> Read;
  for (const MachineBasicBlock *Block : {&MBB, Source})
    for (const MachineInstr &MI : *Block)
      for (const MachineOperand &MO : MI.operands())
        if (MO.isReg() && MO.readsReg() && MO.getReg().isVirtual())
          Read.push_back(MO.getReg());
  for (Binding &E : Entry) {
    if (E.Reg && !is_contained(Read, E.Value) && !rematDef(E.Value) &&
        dispatchTakesInMemory(Group, E.Value))
      E.moveToSlot();
  }
}

/// A group's model source that runs far less often than its targets, the
/// block before an interpreter's loop, hands them values that nothing in the
/// loop writes, loop invariants. Evicted inside the loop, each was stored
/// again and again: its slot was never known to hold it. Stored once, at the
/// model source's branch (conformToDispatchTargets stores what the targets
/// take as saved), it is clean wherever the loop evicts it.
void MTSAllocator::saveInvariantsBeforeDispatch(
    const MachineBasicBlock &MBB, MutableArrayRef<Binding> Entry) {
  const DispatchGroup *Group = groupWithModel(MBB);
  if (!Group)
    return;
  for (Binding &E : Entry)
    if (E.Reg && !E.InSlot &&
        llvm::binary_search(Group->SavedInvariants, E.Value, byNumber))
      E.InSlot = true;
}

/// When the model is chosen, the walk has rewritten every definition in the
/// blocks walked so far, and, being in reverse post-order, will not come
/// back to them: a value with no definition left is written nowhere the
/// walk goes on to.
void MTSAllocator::findSavedInvariants(DispatchGroup &Group) {
  const MachineBasicBlock &Source = *Group.ModelSource;
  BlockFrequency Targets;
  for (const MachineBasicBlock *Succ : Source.successors())
    if (isUnsplittable(Source, *Succ))
      Targets += MBFI.getBlockFreq(Succ);
  bool RunsFarLess =
      MBFI.getBlockFreq(&Source).getFrequency() * 4 < Targets.getFrequency();
  for (const Binding &B : Group.Model)
    if ((!B.Reg || B.InSlot || RunsFarLess) && !rematDef(B.Value) &&
        MRI.def_empty(B.Value))
      Group.SavedInvariants.push_back(B.Value);
}

/// A target of a group with a model enters its saved invariants saved; a
/// block between the targets and a join (the tail that cases share) keeps
/// a value saved when it does not write it. Budget bounds the predecessors
/// asked.
bool MTSAllocator::isSavedAtUnwalkedExit(const MachineBasicBlock &MBB,
                                         Register V, unsigned Depth,
                                         unsigned &Budget) {
  if (const DispatchGroup *Group = groupWithModel(MBB))
    return llvm::binary_search(Group->SavedInvariants, V, byNumber);
  if (Depth == 0 || Budget < MBB.pred_size() ||
      any_of(MRI.def_instructions(V),
             [&](const MachineInstr &D) { return D.getParent() == &MBB; }))
    return false;
  Budget -= MBB.pred_size();
  return all_of(MBB.predecessors(), [&](const MachineBasicBlock *Pred) {
    return isSavedAtExit(*Pred, V, Depth - 1, Budget);
  });
}

bool MTSAllocator::isSavedAtExit(const MachineBasicBlock &MBB, Register V,
                                 unsigned Depth, unsigned &Budget) {
  if (std::optional<ArrayRef<Binding>> Exit = ExitModels.lookup(MBB)) {
    const Binding *B = findBinding(*Exit, V);
    return B && B->InSlot;
  }
  return isSavedAtUnwalkedExit(MBB, V, Depth, Budget);
}

/// The model source's exit model holds in registers what its own walk
/// wanted there: what the code before the loop read last, and the values
/// read soonest past the dispatch. The cases write values too, and each
/// case that writes a value the model keeps in memory stores it (bench
/// gen-function.py --switch: a third more stores than greedy). The model's
/// registers go to the values the loop reads and writes most, counted over
/// its targets and the blocks on their way back to a source, each access
/// weighed by its block's frequency: a value in memory takes the register
/// of a value accessed less, when the difference outweighs the load and
/// the store the model source then makes, once. The registers the model
/// holds values in stay the same, so the room the sources' branches need
/// stays free.
void MTSAllocator::giveRegistersToBusiestValues(DispatchGroup &Group) {
  MutableArrayRef<Binding> Model = Group.Model;
  const MachineBasicBlock &Source = *Group.ModelSource;
  // Accesses by the value's place in the model.
  SmallVector<double, 32> Accesses(Model.size(), 0.0);
  SmallVector<const MachineBasicBlock *, 64> Work;
  BitVector Seen(MF.getNumBlockIDs());
  // Only a value some target takes may gain a register (one read after the
  // loop alone would leave it unused).
  BitVector TakenByTarget(Model.size());
  for (const MachineBasicBlock *Succ : Source.successors()) {
    if (!isUnsplittable(Source, *Succ) || Seen.test(Succ->getNumber()))
      continue;
    Seen.set(Succ->getNumber());
    Work.push_back(Succ);
    for (Register V : liveInsOf(*Succ))
      if (const Binding *B = findBinding(Model, V))
        TakenByTarget.set(B - Model.data());
  }
  // The loop's blocks, not the function's: bounded by a few per target.
  unsigned Budget = 4 * Work.size() + 16;
  // The sources the targets lead back to, which run on every turn.
  SmallVector<const MachineBasicBlock *, 4> SourcesInLoop;
  SmallVector<Register, 4> Named;
  while (!Work.empty()) {
    const MachineBasicBlock *MBB = Work.pop_back_val();
    double Freq = MBFI.getBlockFreqRelativeToEntryBlock(MBB);
    for (const MachineInstr &MI : *MBB) {
      // Debug values are no accesses: -g must not change the code.
      if (MI.isDebugInstr())
        continue;
      Named.clear();
      for (const MachineOperand &MO : MI.operands())
        if (MO.isReg() && MO.getReg().isVirtual() &&
            !is_contained(Named, MO.getReg()))
          Named.push_back(MO.getReg());
      for (Register V : Named)
        if (const Binding *B = findBinding(Model, V))
          Accesses[B - Model.data()] += Freq;
    }
    if (endsInIndirectBranch(*MBB) && dispatchGroupOf(*MBB) == &Group) {
      SourcesInLoop.push_back(MBB);
      continue;
    }
    for (const MachineBasicBlock *Succ : MBB->successors()) {
      if (Seen.test(Succ->getNumber()) || Budget == 0)
        continue;
      --Budget;
      Seen.set(Succ->getNumber());
      Work.push_back(Succ);
    }
  }
  // Candidates: values that may move, busiest first for the memory, least
  // busy first for the registers.
  auto Movable = [&](const Binding &B) {
    return !rematDef(B.Value) && !isX87Value(B.Value) &&
           !is_contained(Group.ReadByEveryBranch, B.Value);
  };
  SmallVector<unsigned, 16> InMemory, InRegisters;
  for (auto [I, B] : enumerate(Model)) {
    if (!Movable(B))
      continue;
    if (B.Reg)
      InRegisters.push_back(I);
    else if (Accesses[I] > 0 && TakenByTarget.test(I))
      InMemory.push_back(I);
  }
  llvm::stable_sort(InMemory, [&](unsigned A, unsigned B) {
    return Accesses[A] > Accesses[B];
  });
  llvm::stable_sort(InRegisters, [&](unsigned A, unsigned B) {
    return Accesses[A] < Accesses[B];
  });
  // A move costs the source a load and perhaps a store.
  double MoveCost = 2 * MBFI.getBlockFreqRelativeToEntryBlock(&Source);
  SmallVector<bool, 16> GivenUp(InRegisters.size(), false);
  for (unsigned Busy : InMemory) {
    ArrayRef<MCPhysReg> Order = orderOf(Model[Busy].Value);
    for (auto [J, Idle] : enumerate(InRegisters)) {
      if (GivenUp[J])
        continue;
      if (Accesses[Busy] <= Accesses[Idle] + MoveCost)
        break;
      // The register of the busy value's class with the same units.
      MCRegister Held = Model[Idle].Reg;
      const MCPhysReg *Same = find_if(Order, [&](MCPhysReg P) {
        return Units.units(P) == Units.units(Held);
      });
      if (Same == Order.end())
        continue;
      GivenUp[J] = true;
      Model[Busy].Reg = *Same;
      Model[Busy].InSlot = true;
      Model[Idle].moveToSlot();
      break;
    }
  }
  for (const MachineBasicBlock *S : SourcesInLoop)
    leaveSourcePressureInMemory(Model, *S, Accesses, Movable);
}

/// A source in the loop runs on every turn, and needs registers of its own
/// (an i686 switch's dispatch: the table index, the divisor's constant and
/// $eax and $edx for the multiply that divides). When those and the values
/// the model holds in registers through it outnumber the registers, the
/// source stores and reloads the difference on every turn (gen-function.py
/// 30 1 --switch on i686: the counter and a case's value, around the
/// multiply). The values the loop accesses least, less often than the
/// source runs, enter the targets in memory instead.
void MTSAllocator::leaveSourcePressureInMemory(
    MutableArrayRef<Binding> Model, const MachineBasicBlock &Source,
    ArrayRef<double> Accesses, function_ref<bool(const Binding &)> Movable) {
  if (PressureClassOf.empty())
    return;
  const BlockPressure &P = pressureOf(Source);
  // The values live through it, both lists sorted by number.
  SmallVector<Register, 32> LiveOut, Through;
  liveOutOf(Source, LiveOut);
  ArrayRef<Register> LiveIn = liveInsOf(Source);
  std::set_intersection(LiveIn.begin(), LiveIn.end(), LiveOut.begin(),
                        LiveOut.end(), std::back_inserter(Through), byNumber);
  // Storing and reloading a value there costs two accesses per turn.
  double TurnCost = 2 * MBFI.getBlockFreqRelativeToEntryBlock(&Source);
  for (unsigned C : P.classes()) {
    auto InClass = [&](Register V) {
      return classFitsIn(PressureClassOf[V.virtRegIndex()], C);
    };
    // The source's own need: its worst point less the values live through
    // it, which are live at every point.
    int Own = std::max(0, P.Max[C] - int(llvm::count_if(Through, InClass)));
    int Held = 0;
    SmallVector<unsigned, 8> Candidates;
    for (auto [I, B] : enumerate(Model)) {
      if (!B.Reg || !InClass(B.Value) ||
          !llvm::binary_search(Through, B.Value, byNumber))
        continue;
      // A value recomputed without a load makes room for an instruction
      // (x86-64's jump table address, taken again after the multiply).
      if (isRecomputedWithoutLoad(B.Value))
        continue;
      ++Held;
      if (Movable(B) && Accesses[I] < TurnCost)
        Candidates.push_back(I);
    }
    int Excess = Held + Own - int(PressureRegisters[C].first);
    if (Excess <= 0)
      continue;
    llvm::stable_sort(Candidates, [&](unsigned A, unsigned B) {
      return Accesses[A] < Accesses[B];
    });
    for (unsigned I : ArrayRef(Candidates).take_front(Excess))
      Model[I].moveToSlot();
  }
}
