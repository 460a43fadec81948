//===- BlockAnalysis.cpp - What the walk knows before it starts -----------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The first of the allocator's two passes. Once per function: the blocks
/// each value lives into, from LiveIntervals (analyzeValues), and the
/// next-use distances past each block's end, joined over the CFG
/// (computeDistancesAcrossBlocks, mts/GlobalNextUse.h), in a forward scan
/// that also finds the values the walk can recompute. Then, just before the
/// walk reaches a block, one backward scan of it (analyzeBlock): the ending
/// set and next-use distances of every instruction (mts/NextUse.h), and
/// which physical registers stay live after each instruction.
///
//===----------------------------------------------------------------------===//

#include "AsmGoto.h"
#include "MTSAllocator.h"
#include "mts/PositionIndex.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineBranchProbabilityInfo.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/SlotIndexes.h"
#include "llvm/CodeGen/TargetOpcodes.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include <algorithm>
#include <iterator>

using namespace llvm;
using namespace mts;

/// One pass over the function's values, as reaching each one's interval
/// costs cache misses: the blocks each lives into, and whether it crosses a
/// call. A value is live into a block when one of its segments covers the
/// block's start index.
void MTSAllocator::analyzeValues() {
  const SlotIndexes &Indexes = *LIS.getSlotIndexes();
  // The blocks' start indexes and the calls' register mask slots in order,
  // as distances from the first block's start, so that the searches below
  // compare plain numbers (comparing two slot indexes reads both of their
  // list entries).
  SlotIndex First = Indexes.MBBIndexBegin()->first;
  SmallVector<int, 0> Starts;
  SmallVector<unsigned, 0> StartingBlock;
  size_t NumIndexedBlocks = Indexes.MBBIndexEnd() - Indexes.MBBIndexBegin();
  Starts.reserve(NumIndexedBlocks);
  StartingBlock.reserve(NumIndexedBlocks);
  for (auto It = Indexes.MBBIndexBegin(), E = Indexes.MBBIndexEnd(); It != E;
       ++It) {
    Starts.push_back(First.distance(It->first));
    StartingBlock.push_back(It->second->getNumber());
  }
  ArrayRef<SlotIndex> MaskSlots = LIS.getRegMaskSlots();
  SmallVector<int, 0> Masks;
  Masks.reserve(MaskSlots.size());
  for (SlotIndex Slot : MaskSlots)
    Masks.push_back(First.distance(Slot));
  int Limit = First.distance(
      Indexes.getMBBEndIdx(std::prev(Indexes.MBBIndexEnd())->second));
  PositionIndex StartIndex(Starts, Limit), MaskIndex(Masks, Limit);
  // (block number, value) in order of value: a value's segments are
  // disjoint, so it covers each block's start at most once.
  SmallVector<std::pair<unsigned, Register>, 0> Pairs;
  // Each value's pressure class, for the loop rules and for a dispatch
  // group's sources (leaveSourcePressureInMemory): read here, next to the
  // use list's head, rather than in a walk of its own.
  bool FindPressureClasses = !MLI.empty() || any_of(MF, endsInIndirectBranch);
  // By register class ID, the class's place in PressureClasses, in order of
  // first sighting.
  SmallVector<unsigned, 0> PlaceOfClass;
  if (FindPressureClasses) {
    PressureClassOf.assign(MRI.getNumVirtRegs(), 0);
    PlaceOfClass.assign(TRI.getNumRegClasses(), ~0u);
  }
  for (unsigned I = 0, E = MRI.getNumVirtRegs(); I != E; ++I) {
    Register V = Register::index2VirtReg(I);
    const TargetRegisterClass *RC =
        FindPressureClasses ? MRI.getRegClassOrNull(V) : nullptr;
    if (RC) {
      unsigned &Place = PlaceOfClass[RC->getID()];
      if (Place == ~0u)
        Place = pressureClassPlace(RC);
      PressureClassOf[I] = Place;
    }
    // A value without an interval has no operands left (the coalescer
    // joined it into another). The use list is not asked: its head is a
    // cache miss per value.
    if (!LIS.hasInterval(V))
      continue;
    const LiveInterval &LI = LIS.getInterval(V);
    assert((LI.empty() || !MRI.reg_nodbg_empty(V)) &&
           "a live value without operands");
    // Whether a call's register mask clobbers registers while V is live:
    // the answer of LiveIntervals::checkRegMaskInterference, which also
    // works out the registers that survive every such call (a set
    // operation per call crossed) and which the allocator does not need. A
    // mask's slot counts inside a segment; at a segment's end, only a
    // statepoint's (whose live-through uses LLVM's function knows), so
    // there it decides.
    bool CrossesMask = false;
    unsigned Mask = 0, NoMask = Masks.size();
    for (const LiveRange::Segment &S : LI) {
      int Start = First.distance(S.start), End = First.distance(S.end);
      for (unsigned B = StartIndex.lowerBound(Start);
           B != Starts.size() && Starts[B] < End; ++B)
        Pairs.push_back({StartingBlock[B], V});
      if (CrossesMask || Mask == NoMask)
        continue;
      Mask = std::max(Mask, MaskIndex.lowerBound(Start));
      if (Mask == NoMask)
        continue;
      if (Masks[Mask] < End) {
        CrossesMask = true;
      } else if (Masks[Mask] == End) {
        SlotIndex Slot = MaskSlots[Mask];
        if (const MachineInstr *MI = LIS.getInstructionFromIndex(Slot);
            MI && MI->getOpcode() == TargetOpcode::STATEPOINT) {
          BitVector Usable;
          CrossesMask = LIS.checkRegMaskInterference(LI, Usable);
          // The answer is the whole interval's: no later mask may change it.
          Mask = NoMask;
        }
      }
    }
    if (CrossesMask)
      CrossesCall.set(I);
  }
  // Grouped by block, keeping the order of value within each group.
  unsigned NumBlocks = MF.getNumBlockIDs();
  LiveInBegin.assign(NumBlocks + 1, 0);
  for (auto [B, V] : Pairs)
    ++LiveInBegin[B + 1];
  for (unsigned B = 0; B != NumBlocks; ++B)
    LiveInBegin[B + 1] += LiveInBegin[B];
  LiveInList.resize(Pairs.size());
  std::vector<unsigned> Next(LiveInBegin.begin(), LiveInBegin.end() - 1);
  for (auto [B, V] : Pairs)
    LiveInList[Next[B]++] = V;
  if (FindPressureClasses)
    findPressureClasses();
  if (FindPressureClasses && NarrowClasses.any()) {
    LiveIntoLoopHeaders.resize(MRI.getNumVirtRegs());
    for (const MachineLoop *L : MLI.getLoopsInPreorder())
      for (Register V : liveInsOf(*L->getHeader()))
        LiveIntoLoopHeaders.set(V.virtRegIndex());
  }
}

/// Classes of the same registers are one class to the pressure: x86's
/// GR64, GR64_NOSP, GR64_with_sub_8bit and GR32 share the same units, and
/// kept apart, each value's entry and exit in a pressure scan would count
/// four times over the same numbers.
unsigned MTSAllocator::pressureClassPlace(const TargetRegisterClass *RC) {
  const BitVector &ClassUnits = Tables.unitsOf(RC);
  unsigned Size = RegClassInfo.getOrder(RC).size();
  for (auto [Place, Known] : enumerate(PressureClasses))
    if (RegClassInfo.getOrder(Known).size() == Size &&
        Tables.unitsOf(Known) == ClassUnits)
      return Place;
  PressureClasses.push_back(RC);
  return PressureClasses.size() - 1;
}

ArrayRef<Register> MTSAllocator::liveInsOf(const MachineBasicBlock &MBB) const {
  unsigned B = MBB.getNumber();
  if (B + 1 >= LiveInBegin.size())
    return {};
  return ArrayRef(LiveInList)
      .slice(LiveInBegin[B], LiveInBegin[B + 1] - LiveInBegin[B]);
}

/// A value with one definition that the target calls trivially
/// rematerializable (a constant, a constant-pool load, an address) has the
/// same value wherever it is recomputed, so recomputing it replaces both the
/// store and the reload. \p Def defines a register and has no virtual use
/// operand.
void MTSAllocator::noteIfRematerializable(MachineInstr &Def) {
  const MachineOperand &DefMO = Def.getOperand(0);
  if (!DefMO.isReg() || !DefMO.getReg().isVirtual())
    return;
  Register V = DefMO.getReg();
  if (!MRI.hasOneDef(V) || !isRecomputableDefinition(Def, MRI, TII))
    return;
  RematDefOf[V.virtRegIndex()] = &Def;
  if (DefMO.getSubReg())
    PartRematTemplates[V] = MF.CloneMachineInstr(&Def);
  // (x86's zero and all-ones idioms fold too, as new constant-pool
  // loads, which cost more than the idiom.)
  else if (Def.canFoldAsLoad() && Def.mayLoad())
    FoldableLoadTemplates[V] = MF.CloneMachineInstr(&Def);
}

/// The reads and writes of every block, joined over the CFG into next-use
/// distances past each block's end (mts/GlobalNextUse.h); an edge that
/// leaves a loop makes everything read beyond it far away. The same walk
/// finds the recomputable values (noteIfRematerializable,
/// noteIfRecomputableFromAnchor): it has each
/// definition's operands at hand, where a walk over the values reached
/// each one's definition through its use list, a cache miss or more per
/// value.
void MTSAllocator::computeDistancesAcrossBlocks() {
  DistancesAcrossBlocks.emplace(LiveInList, LiveInBegin);
  SmallVector<std::pair<Register, unsigned>, 16> FirstReads;
  SmallVector<Register, 4> Defs;
  // The block each value was last seen in, by virtual register index: one
  // compare per operand, and nothing to clear between blocks (nor repeats
  // within an instruction to skip: only first sightings matter).
  std::vector<unsigned> SeenIn(MRI.getNumVirtRegs(), ~0u);
  bool Recompute = rematerializes();
  FirstCallOf.assign(MF.getNumBlockIDs(), ~0u);
  for (MachineBasicBlock &MBB : MF) {
    FirstReads.clear();
    unsigned B = MBB.getNumber();
    auto FirstSighting = [&](Register V) {
      unsigned &Seen = SeenIn[V.virtRegIndex()];
      if (Seen == B)
        return false;
      Seen = B;
      return true;
    };
    unsigned Pos = 0;
    for (MachineInstr &MI : MBB) {
      if (MI.isDebugInstr())
        continue;
      // An instruction reads before it writes: its defs are seen after all
      // of its reads, and a value they write first is not live in. The
      // reads are taken as met, not listed as virtualReadsAndDefsRepeated
      // lists them: this scan visits every instruction, and the list cost
      // the pass 0.4% more instructions.
      Defs.clear();
      unsigned ValueReads = 0;
      for (const MachineOperand &MO : MI.operands()) {
        if (!MO.isReg() || !MO.getReg().isVirtual())
          continue;
        if (MO.isDef())
          Defs.push_back(MO.getReg());
        else
          ++ValueReads;
        if (MO.readsReg() && FirstSighting(MO.getReg()))
          FirstReads.push_back({MO.getReg(), Pos});
      }
      for (Register D : Defs)
        FirstSighting(D);
      if (Recompute && !ValueReads && !Defs.empty())
        noteIfRematerializable(MI);
      else if (Recompute && ValueReads == 1 && Defs.size() == 1 &&
               MI.getDesc().isRematerializable())
        noteIfRecomputableFromAnchor(MI);
      if (MI.isCopy() && MI.getOperand(0).getReg().isPhysical())
        noteCopyToPhysical(MI);
      if (MI.isCall() && FirstCallOf[B] == ~0u)
        FirstCallOf[B] = Pos;
      ++Pos;
    }
    DistancesAcrossBlocks->setBlock(B, Pos, FirstReads);
    const MachineLoop *L = MLI.getLoopFor(&MBB);
    // Only a multiway branch's distances are weighed by probability.
    bool Multiway = MBB.succ_size() > 2;
    for (const MachineBasicBlock *Succ : MBB.successors())
      DistancesAcrossBlocks->addEdge(
          B, Succ->getNumber(), L && !L->contains(Succ),
          Multiway ? MBPI.getEdgeProbability(&MBB, Succ).getNumerator() : 0);
  }
  DistancesAcrossBlocks->solve();
}

void MTSAllocator::noteCopyToPhysical(const MachineInstr &Copy) {
  MCRegister R = physicalCopyDestination(Copy);
  if (!R)
    return;
  if (CopiedToPhysical.empty())
    CopiedToPhysical.assign(MRI.getNumVirtRegs(), 0);
  unsigned &Known =
      CopiedToPhysical[Copy.getOperand(1).getReg().virtRegIndex()];
  Known = !Known || Known == R.id() ? R.id() : CopiesDisagree;
}

void MTSAllocator::liveOutOf(const MachineBasicBlock &MBB,
                             SmallVectorImpl<Register> &Values) const {
  Values.clear();
  SmallVector<ArrayRef<Register>, 2> Lists;
  for (const MachineBasicBlock *Succ : MBB.successors())
    if (ArrayRef<Register> Live = liveInsOf(*Succ); !Live.empty())
      Lists.push_back(Live);
  // Each list is sorted and unique already; two (a branch) merge in a pass.
  if (Lists.size() == 1) {
    Values.append(Lists[0].begin(), Lists[0].end());
  } else if (Lists.size() == 2) {
    std::set_union(Lists[0].begin(), Lists[0].end(), Lists[1].begin(),
                   Lists[1].end(), std::back_inserter(Values), byNumber);
  } else {
    for (ArrayRef<Register> List : Lists)
      Values.append(List.begin(), List.end());
    llvm::sort(Values, byNumber);
    Values.erase(std::unique(Values.begin(), Values.end()), Values.end());
  }
}

void BlockFacts::clear() {
  Instrs.clear();
  NextUse.clear();
  FixedAtEntry.clear();
  PhysDefs.clear();
  FixAfter.clear();
  ReleaseAfter.clear();
  FixFrom.clear();
  ReleaseFrom.clear();
  Calls.clear();
  Clobbering.clear();
  Inert.clear();
  LiveOut.clear();
}

/// One backward scan over the block's operands: the next-use analysis of
/// the virtual registers (BlockNextUse), and for the physical ones, which
/// defs stay live after their instruction and which units die. Backward,
/// so that the liveness below each instruction is at hand when its
/// operands are.
void MTSAllocator::analyzeBlock(MachineBasicBlock &MBB, BlockFacts &Facts) {
  Facts.clear();
  unsigned B = MBB.getNumber();
  // Live-out values: the union of the successors' live-in sets, each as far
  // away as its nearest read beyond the block.
  SmallVector<std::pair<Register, unsigned>, 16> LiveOutDistances;
  DistancesAcrossBlocks->liveOutDistances(B, LiveOutDistances);
  farIfSuccessorsTakeInMemory(MBB, LiveOutDistances);
  nearIfDispatchTakesInRegister(MBB, LiveOutDistances);
  for (auto [V, Distance] : LiveOutDistances)
    Facts.LiveOut.push_back(V);
  // The scan fills each instruction's entries by position, so it must know
  // how many there are: computeDistancesAcrossBlocks counted them, and
  // nothing changes a block before it is walked.
  unsigned N = DistancesAcrossBlocks->length(B);
  Facts.NextUse.startBlock(N, LiveOutDistances);
  Facts.Instrs.resize(N);
  Facts.Clobbering.resize(N);
  Facts.Inert.resize(N);
  Facts.FixFrom.resize(N + 1);
  Facts.ReleaseFrom.resize(N + 1);

  // Where each value starts to live in the block: 0 when it lives in (its
  // first sighting reads it), else after its first definition. Backward,
  // each sighting overwrites the last, reads after defs; by virtual
  // register index, NotSeen for values the block does not name.
  static constexpr unsigned NotSeen = Unmarked;
  std::vector<unsigned> &LiveFrom = ValueMarks;
  SmallVector<unsigned, 32> Seen;
  auto See = [&](Register V, unsigned From) {
    unsigned &Entry = LiveFrom[V.virtRegIndex()];
    if (Entry == NotSeen)
      Seen.push_back(V.virtRegIndex());
    Entry = From;
  };
  // Only registers a value could be in matter to the physical scan
  // ($eflags, defined by most x86 instructions, cannot hold one).
  auto Matters = [&](MCRegister R) {
    return Tables.mayHoldValue(R) && !MRI.isReserved(R);
  };
  // Units live below the instruction at hand: at first, those of the
  // successors' physical live-ins.
  BitVector &LiveUnits = ScanLiveUnits;
  LiveUnits.reset();
  // A landing pad's (the exception and its selector) are the unwinder's; an
  // asm goto's label's are the asm's outputs, live from the asm, which
  // jumps there from inside, not from the block's end.
  for (MachineBasicBlock *Succ : MBB.successors())
    if (!Succ->isEHPad() && !isAsmGotoEdge(MBB, *Succ))
      for (const auto &LI : Succ->liveins())
        if (Matters(LI.PhysReg))
          Units.markUnits(LI.PhysReg, LiveUnits);
  // The units released after the instruction at hand, each listed once (a
  // call's operands share many).
  BitVector &Released = ScanReleasedUnits;
  SmallVector<Register, 4> Uses, Defs;
  SmallVector<const MachineOperand *, 8> Physical;
  unsigned I = N;
  for (MachineInstr &MI : llvm::reverse(MBB)) {
    if (MI.isDebugInstr())
      continue;
    if (MI.isBundled())
      fail("bundled instructions are not supported", &MI);
    if (I == 0) {
      ++I; // One more than counted: reported below.
      break;
    }
    --I;
    Facts.FixFrom[I + 1] = Facts.FixAfter.size();
    Facts.ReleaseFrom[I + 1] = Facts.ReleaseAfter.size();
    Facts.Instrs[I] = &MI;
    if (MI.isCall())
      Facts.Calls.push_back(I);
    MCRegister CopyDst =
        MI.isCopy() ? physicalCopyDestination(MI) : MCRegister();
    if (CopyDst)
      Facts.PhysDefs.push_back({I, CopyDst, MI.getOperand(1).getReg(), 0});
    // The operands of registers that matter, found in the same pass as the
    // virtual ones.
    Physical.clear();
    bool Clobbering = false;
    auto NotePhysical = [&](const MachineOperand &MO) {
      if (MO.isRegMask() || MO.getReg().isVirtual()) {
        Clobbering = true;
        return;
      }
      MCRegister R = MO.getReg().asMCReg();
      bool MayHoldValue = Tables.mayHoldValue(R);
      if (MO.isDef() && (MO.isEarlyClobber() || MayHoldValue))
        Clobbering = true;
      if (MayHoldValue && !MRI.isReserved(R))
        Physical.push_back(&MO);
    };
    bool NamesValue = virtualReadsAndDefs(MI, Uses, Defs, NotePhysical);
    Facts.Clobbering[I] = Clobbering;
    // Nothing for the walk to do; but an undefined read of a value, left
    // out of Uses, is still to be rewritten.
    Facts.Inert[I] = !Clobbering && Physical.empty() && !NamesValue;
    Facts.NextUse.addInstructionBackward(Uses, Defs);
    // A value made here for a copy beyond the block into a physical
    // register (copyHintBeyondBlock) wants that register as a copy in the
    // block would: values made earlier that live past it avoid it. Such a
    // value is not read again in the block (LiveFrom: not seen below).
    for (Register D : Defs)
      if (MCRegister R = copiedToPhysical(D);
          R && LiveFrom[D.virtRegIndex()] == NotSeen &&
          llvm::binary_search(Facts.LiveOut, D, byNumber))
        Facts.PhysDefs.push_back({I, R, Register(), 0});
    for (Register D : Defs)
      See(D, I + 1);
    for (Register U : Uses)
      See(U, 0);
    if (Physical.empty())
      continue;
    if (!CopyDst)
      for (const MachineOperand *MO : Physical)
        if (MO->isDef())
          Facts.PhysDefs.push_back({I, MO->getReg().asMCReg(), Register(), 0});
    // The instruction's operands all at once: the liveness below them
    // changes only after all are looked at.
    for (const MachineOperand *MO : Physical) {
      MCRegister R = MO->getReg().asMCReg();
      bool AnyLive = false;
      for (unsigned U : Units.units(R)) {
        if (LiveUnits.test(U)) {
          AnyLive = true;
        } else if (!Released.test(U)) {
          Released.set(U);
          Facts.ReleaseAfter.push_back(U);
        }
      }
      if (MO->isDef() && AnyLive && !MO->isDead())
        Facts.FixAfter.push_back(R);
    }
    for (unsigned U : drop_begin(Facts.ReleaseAfter, Facts.ReleaseFrom[I + 1]))
      Released.reset(U);
    for (const MachineOperand *MO : Physical)
      if (MO->isDef())
        for (unsigned U : Units.units(MO->getReg().asMCReg()))
          LiveUnits.reset(U);
    for (const MachineOperand *MO : Physical)
      if (MO->readsReg())
        Units.markUnits(MO->getReg().asMCReg(), LiveUnits);
  }
  if (I != 0)
    fail("block " + str(printMBBReference(MBB)) +
             " changed between its analyses",
         nullptr);
  Facts.FixFrom[0] = Facts.FixAfter.size();
  Facts.ReleaseFrom[0] = Facts.ReleaseAfter.size();
  Facts.FixedAtEntry.append(LiveUnits.set_bits_begin(),
                            LiveUnits.set_bits_end());
  // Found last first.
  std::reverse(Facts.Calls.begin(), Facts.Calls.end());
  std::reverse(Facts.PhysDefs.begin(), Facts.PhysDefs.end());
  // A copy's source starts to live where it was first seen: a def before
  // the copy, else (a read, or a first sighting after an undef read) the
  // block's start.
  for (BlockFacts::PhysDef &Def : Facts.PhysDefs)
    if (Def.Src)
      if (unsigned From = LiveFrom[Def.Src.virtRegIndex()]; From <= Def.Idx)
        Def.LiveFrom = From;
  for (unsigned V : Seen)
    LiveFrom[V] = NotSeen;
}

/// A value every successor it lives into takes in memory leaves MBB in
/// memory whatever the walk does, so past its last read in MBB its register
/// saves no load: to eviction it is as far as a read beyond two loop exits
/// (twice the loop exit's penalty). Only successors walked already have entry
/// models; a dispatch group's targets take its model (dispatchModelSource),
/// known once the first of them is walked, which an interpreter's copies of its
/// dispatch need, being walked before most of the cases they jump to.
void MTSAllocator::farIfSuccessorsTakeInMemory(
    const MachineBasicBlock &MBB,
    SmallVectorImpl<std::pair<Register, unsigned>> &LiveOut) {
  // Per successor, its live-in values, and its entry model or the dispatch
  // group whose model it will take.
  struct Successor {
    ArrayRef<Register> Live;
    ArrayRef<Binding> Entry;
    const DispatchGroup *Group;
  };
  SmallVector<Successor, 4> Succs;
  for (const MachineBasicBlock *Succ : MBB.successors()) {
    if (std::optional<ArrayRef<Binding>> Entry = EntryModels.lookup(*Succ)) {
      Succs.push_back({liveInsOf(*Succ), *Entry, nullptr});
      continue;
    }
    const DispatchGroup *Group = groupWithModel(*Succ);
    if (!Group || !isUnsplittable(MBB, *Succ))
      return;
    Succs.push_back({liveInsOf(*Succ), {}, Group});
  }
  for (auto &[V, Distance] : LiveOut) {
    if (Distance == GlobalNextUse::Never)
      continue;
    bool InMemory = all_of(Succs, [&, V = V](const Successor &S) {
      if (!std::binary_search(S.Live.begin(), S.Live.end(), V, byNumber))
        return true;
      if (S.Group)
        return dispatchTakesInMemory(*S.Group, V);
      const Binding *B = findBinding(S.Entry, V);
      return B && !B->Reg;
    });
    if (InMemory)
      Distance = 2 * GlobalNextUse::LoopExitPenalty;
  }
}
