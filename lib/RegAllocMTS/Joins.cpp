//===- Joins.cpp - Block entry models and join hints ----------------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The paper's `if` join (section 4.2) on a CFG. A block's entry model is the
/// exit model of its most frequent already-walked predecessor, or of the one
/// with the hottest edge into it when that costs clearly less (modelSource),
/// restricted to the values live into the block; a join of three or more
/// edges then takes each value where most of its flow brings it
/// (enterWhereMostEdgesBring), and a value that lives across the calls after
/// the join takes the callee-saved register an edge brings it in
/// (keepCalleeSavedRegistersForCalls). Every other incoming edge, loop back
/// edges included, is fixed up after the walk by a shuffle (EdgeShuffles.cpp).
/// A loop header's entry model is then adjusted by the loop's own rules
/// (LoopHeaders.cpp).
///
/// A value that the chosen predecessor has in a register and in its slot is
/// entered as clean only when every predecessor has it in its slot too and all
/// of them are walked already; otherwise the slot is taken as stale, which is
/// always safe and never makes another edge store. A recomputed value is
/// clean everywhere.
///
/// Values flowing into a join are made where the join will expect them, and
/// values carried around a loop where its header holds them (joinHint), the
/// paper's preferred allocations.
///
/// A block that carries a value through in a register it never touches,
/// handing it dirty to a successor that takes it in memory, carries it in
/// memory instead when the edges around it then run fewer loads and stores
/// (carryUntouchedValuesInMemory); one that evicts a value, storing it,
/// before touching its register takes it in memory
/// (enterValuesStoredBeforeTouchInMemory). An x87 value that most edges
/// bring in memory enters in memory, loaded where the block reads it
/// (loadX87ValuesWhereRead).
///
//===----------------------------------------------------------------------===//

#include "MTSAllocator.h"
#include "mts/PlacementVote.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineBlockFrequencyInfo.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/Support/CommandLine.h"
#include <algorithm>

using namespace llvm;
using namespace mts;

static cl::opt<bool> JoinHints(
    "mts-join-hints", cl::init(true), cl::Hidden,
    cl::desc("Make a value that flows into a join in the register it is "
             "expected in there (tests of edge shuffles turn this off)"));

/// How many definitions of physical registers ahead a value's request
/// looks at (wantedAvoidedBy).
static constexpr unsigned MaxDefsAhead = 8;

static cl::opt<unsigned> SummarizedJoinPreds(
    "mts-summarized-join-preds", cl::init(8), cl::Hidden,
    cl::desc("Summarize the walked predecessors' exit models of a join with "
             "more predecessors than this, once each, for the join hints "
             "(tests set 0 to summarize every join)"));

Binding *BlockModels::copyForChange(const MachineBasicBlock &MBB, Register V) {
  std::optional<ArrayRef<Binding>> &Model = Models[MBB.getNumber()];
  if (!Model)
    return nullptr;
  const Binding *B = findBinding(*Model, V);
  if (!B || !B->Reg)
    return nullptr;
  size_t Index = B - Model->data();
  Binding *Copy = Arena.Allocate<Binding>(Model->size());
  llvm::copy(*Model, Copy);
  Model = ArrayRef(Copy, Model->size());
  return Copy + Index;
}

void BlockModels::markInSlot(const MachineBasicBlock &MBB, Register V) {
  std::optional<ArrayRef<Binding>> Model = lookup(MBB);
  const Binding *B = Model ? findBinding(*Model, V) : nullptr;
  if (B && B->Reg && !B->InSlot)
    copyForChange(MBB, V)->InSlot = true;
}

void BlockModels::rebind(const MachineBasicBlock &MBB, const Binding &Where) {
  if (Binding *B = copyForChange(MBB, Where.Value))
    *B = Where;
}

bool MTSAllocator::setEntryModel(MachineBasicBlock &MBB) {
  ArrayRef<Register> Live = liveInsOf(MBB);

  // Blocks are walked before any edge is split: every predecessor has a
  // number WalkIndex covers.
  MachineBasicBlock *Source = nullptr;
  BlockFrequency SourceFreq;
  for (MachineBasicBlock *Pred : MBB.predecessors()) {
    unsigned Index = WalkIndex[Pred->getNumber()];
    if (Index == NotWalked)
      continue;
    BlockFrequency Freq = MBFI.getBlockFreq(Pred);
    if (!Source || Freq > SourceFreq ||
        (Freq == SourceFreq && Index < WalkIndex[Source->getNumber()])) {
      Source = Pred;
      SourceFreq = Freq;
    }
  }
  if (Source)
    Source = modelSource(MBB, *Source, Live);

  const MachineLoop *L = MLI.getLoopFor(&MBB);
  if (L && L->getHeader() != &MBB)
    L = nullptr;
  SmallVector<Binding, 16> Entry;
  Entry.reserve(Live.size());
  // An edge that cannot be split can have no code but what runs on the way
  // to every successor of its source. With one such edge, from a walked
  // block (a jump table's, whose block dominates its cases), the entry model
  // is that block's exit model: the edge needs no code. With more (computed
  // gotos from several blocks), the block shares its dispatch group's model
  // (DispatchGroups.cpp). Failing that, or from a block not walked yet,
  // values enter in memory, and the edges need only stores, which are
  // harmless on the way elsewhere.
  bool EnterInMemory = false;
  MachineBasicBlock *Unsplittable = nullptr;
  for (MachineBasicBlock *Pred : MBB.predecessors()) {
    if (!isUnsplittable(*Pred, MBB))
      continue;
    EnterInMemory |= Unsplittable || WalkIndex[Pred->getNumber()] == NotWalked;
    Unsplittable = Pred;
  }
  bool SharedModel = false;
  if (MachineBasicBlock *Shared =
          Unsplittable ? dispatchModelSource(MBB) : nullptr) {
    Source = Shared;
    EnterInMemory = false;
    SharedModel = true;
  } else if (Unsplittable && !EnterInMemory) {
    Source = Unsplittable;
  }
  // Nor may a loop header's rules give such edges code, or a landing pad's,
  // which leave from inside calls (LandingPads.cpp).
  if (Unsplittable || MBB.isEHPad()) {
    // The loop's facts are still read in it (storedEarlier): gathered now,
    // before the walk rewrites the header's operands, whose writes they
    // would miss (a computed goto's handler looping to itself had its
    // counter taken as stored before the loop, and never stored).
    if (L)
      factsOf(*L);
    L = nullptr;
  }

  if (MBB.isEHPad()) {
    if (!landingPadEntry(MBB, Live, Entry))
      return false;
  } else if (!Source || EnterInMemory) {
    // The function's entry, or an unreachable block: values live here have
    // no definition on any walked path, so they start in memory.
    for (Register V : Live)
      Entry.push_back({V, MCRegister(), true});
  } else {
    // Both lists are sorted by number: one pass finds each binding.
    BindingCursor InExit(SharedModel
                             ? ArrayRef<Binding>(groupWithModel(MBB)->Model)
                             : exitModelFor(*Source, MBB));
    for (Register V : Live) {
      const Binding *B = InExit.find(V);
      if (!B && SharedModel) {
        // The model's source does not branch here: V enters in memory.
        Entry.push_back({V, MCRegister(), true});
        continue;
      }
      if (!B)
        return fail(str(printReg(V, &TRI)) + " is live into " +
                        str(printMBBReference(MBB)) + " but not out of " +
                        str(printMBBReference(*Source)),
                    nullptr);
      Binding E = *B;
      // A recomputed value is as good as saved wherever it is.
      if (E.Reg && E.InSlot && !rematDef(V))
        E.InSlot = isCleanFromEveryPredecessor(MBB, L, V);
      // The other sources would shuffle x87 registers before their
      // branches, which the stackifier cannot do for several successors.
      if (SharedModel && E.Reg && isX87Value(V))
        E.moveToSlot();
      Entry.push_back(E);
    }
    // The rules below each change the model in turn; -mts-trace shows
    // which bindings each one changed.
    bool Tracing = traces();
    if (Tracing) {
      errs() << "mts: entry of " << printMBBReference(MBB) << " from ";
      if (SharedModel)
        errs() << "its dispatch group\n";
      else
        errs() << printMBBReference(*Source) << '\n';
    }
    SmallVector<Binding, 16> Before;
    auto Apply = [&](StringRef Rule, function_ref<void()> Change) {
      if (Tracing)
        Before.assign(Entry.begin(), Entry.end());
      Change();
      if (Tracing)
        traceEntryRule(Rule, Before, Entry);
    };
    if (SharedModel)
      Apply("saveInvariantsBeforeDispatch",
            [&] { saveInvariantsBeforeDispatch(MBB, Entry); });
    if (L) {
      Apply("moveOffClobberedRegisters", [&] {
        moveOffClobberedRegisters(*L, Entry, /*DropRecomputed=*/false);
      });
      Apply("leaveCallClobberedValuesInMemory",
            [&] { leaveCallClobberedValuesInMemory(*L, Entry); });
      Apply("giveCalleeSavedRegistersToBusiestValues",
            [&] { giveCalleeSavedRegistersToBusiestValues(*L, Entry); });
      Apply("leaveUnreadValuesInMemory",
            [&] { leaveUnreadValuesInMemory(*L, Entry); });
      Apply("moveOffClobberedRegisters", [&] {
        moveOffClobberedRegisters(*L, Entry, /*DropRecomputed=*/true);
      });
      Apply("loadReadValuesAtEntry", [&] { loadReadValuesAtEntry(*L, Entry); });
      Apply("saveReadOnlyValuesAtEntry",
            [&] { saveReadOnlyValuesAtEntry(*L, Entry); });
      Apply("freeRegistersForNarrowClasses",
            [&] { freeRegistersForNarrowClasses(*L, Entry); });
    }
    if (!L && !Unsplittable) {
      Apply("enterWhereMostEdgesBring",
            [&] { enterWhereMostEdgesBring(MBB, Entry); });
      Apply("keepCalleeSavedRegistersForCalls",
            [&] { keepCalleeSavedRegistersForCalls(MBB, Entry); });
    }
    if (!Unsplittable)
      Apply("leaveToDispatchInMemory",
            [&] { leaveToDispatchInMemory(MBB, Entry); });
    Apply("moveOffRegistersBranchesDefine", [&] {
      moveOffRegistersBranchesDefine(MBB, Entry,
                                     /*IntoMemory=*/Unsplittable != nullptr);
    });
  }
  M.reset(Entry);
  EntryModels.set(MBB, Entry,
                  Source ? ExitModels[*Source] : ArrayRef<Binding>());
  return true;
}

void MTSAllocator::addValueUnitsDefinedBy(const MachineInstr &MI,
                                          BitVector &Defined) const {
  for (const MachineOperand &MO : MI.operands()) {
    if (MO.isRegMask())
      Defined |= Tables.clobberedBy(MO.getRegMask());
    else if (MO.isReg() && MO.isDef() && MO.getReg().isPhysical() &&
             Tables.mayHoldValue(MO.getReg().asMCReg()))
      Units.markUnits(MO.getReg().asMCReg(), Defined);
  }
}

bool MTSAllocator::branchesDefineValueRegisters() const {
  BitVector Defined(Units.getNumUnits());
  // A tail call's block has no successor to carry values into.
  for (const MachineBasicBlock &MBB : MF)
    if (!MBB.succ_empty())
      for (const MachineInstr &T : MBB.terminators())
        addValueUnitsDefinedBy(T, Defined);
  return Defined.any();
}

/// An edge's shuffle code goes before its source's terminators, which then
/// overwrite any register they define: MIPS's branches define $at, which the
/// assembler may need to reach a far target. The walk moves values out of
/// such a register at the terminator, but an entry model taken from a
/// predecessor that falls through could want one back there, and the
/// shuffle on the other edges would fill it just before their branch
/// overwrites it (lu.c, built for MIPS, crashed). A value MBB would take in
/// such a register takes one no predecessor's terminators define, or, with
/// none free, enters in memory; so it does \p IntoMemory, when an edge that
/// cannot be split, whose only code can be stores, brings the entry model.
void MTSAllocator::moveOffRegistersBranchesDefine(
    const MachineBasicBlock &MBB, MutableArrayRef<Binding> Entry,
    bool IntoMemory) {
  if (!BranchesDefineValueRegisters)
    return;
  BitVector Defined(Units.getNumUnits());
  for (const MachineBasicBlock *Pred : MBB.predecessors())
    for (const MachineInstr &T : Pred->terminators())
      addValueUnitsDefinedBy(T, Defined);
  BitVector Taken = unitsTakenAtEntry(MBB, Entry);
  for (Binding &E : Entry) {
    if (!E.Reg || !Units.anyUnitIn(E.Reg, Defined))
      continue;
    auto Free = [&](MCPhysReg R) {
      return !Units.anyUnitIn(R, Taken) && !Units.anyUnitIn(R, Defined);
    };
    ArrayRef<MCPhysReg> Order =
        IntoMemory ? ArrayRef<MCPhysReg>() : displacementOrderOf(E.Value);
    if (const MCPhysReg *R = llvm::find_if(Order, Free); R != Order.end()) {
      E.Reg = *R;
      Units.markUnits(*R, Taken);
    } else {
      E.moveToSlot();
    }
  }
}

/// The most frequent predecessor need not have the hottest edge into MBB:
/// the block before an `if` without an `else` runs more often than the
/// body, and yet the body's edge into the join may run far more often than
/// the edge that skips it. Each value the two exit models hold in different
/// places costs a move, load or store on the edge whose source does not
/// give the model, and an edge from a block with other successors costs
/// the jump of a block split for it as well (and compile time: LLVM's
/// SlotIndexes sorts its whole block map for each new block). The hottest
/// edge's source gives the model when that costs a third less: static
/// branch weights are guesses.
MachineBasicBlock *MTSAllocator::modelSource(const MachineBasicBlock &MBB,
                                             MachineBasicBlock &Source,
                                             ArrayRef<Register> Live) const {
  // Source's edge is at least as hot as any other when it is Source's only
  // way out.
  if (MBB.pred_size() < 2 || Source.succ_size() < 2)
    return &Source;
  MachineBasicBlock *Hot = &Source;
  double SourceFreq = edgeFrequency(Source, MBB), HotFreq = SourceFreq;
  for (MachineBasicBlock *Pred : MBB.predecessors())
    if (WalkIndex[Pred->getNumber()] != NotWalked)
      if (double Freq = edgeFrequency(*Pred, MBB); Freq > HotFreq) {
        Hot = Pred;
        HotFreq = Freq;
      }
  if (Hot == &Source)
    return &Source;
  unsigned Apart = 0;
  // All three lists are sorted by number.
  BindingCursor InSource(ExitModels[Source]), InHot(ExitModels[*Hot]);
  for (Register V : Live) {
    const Binding *A = InSource.find(V), *B = InHot.find(V);
    Apart += A && B && A->Reg != B->Reg;
  }
  // What the edge from Pays, taken EdgeFreq times, costs when the other
  // edge's source gives the model.
  auto Cost = [&](const MachineBasicBlock &Pays, double EdgeFreq) {
    return EdgeFreq * (Apart + (Pays.succ_size() > 1));
  };
  return Apart && 1.5 * Cost(Source, SourceFreq) < Cost(*Hot, HotFreq)
             ? Hot
             : &Source;
}

/// A value that lives across the calls after a join must be in a
/// callee-saved register at each of them. Entered in a register the next
/// call clobbers, it is moved out before that call, while an edge that
/// brought it in a callee-saved register moved it out of one into the join:
/// Cython's traversal functions, a row of `if (p) { r = visit(p, arg); if (r)
/// return r; }`, moved their three arguments out of and back into argument
/// registers around every call. Such a value enters in the callee-saved
/// register the first edge bringing it in one has it in, when the edges
/// that bring it there and the block of the next call it lives across run
/// more often than the edges that bring it elsewhere, and the register is
/// free or held by a recomputable value.
void MTSAllocator::keepCalleeSavedRegistersForCalls(
    const MachineBasicBlock &MBB, MutableArrayRef<Binding> Entry) {
  if (MBB.pred_size() < 2)
    return;
  SlotIndex Start = LIS.getMBBStartIdx(&MBB);
  ArrayRef<SlotIndex> Calls = LIS.getRegMaskSlots();
  const SlotIndex *NextCall = llvm::lower_bound(Calls, Start);
  if (NextCall == Calls.end())
    return;
  double CallFreq =
      MBFI.getBlockFreq(LIS.getMBBFromIndex(*NextCall)).getFrequency();
  BitVector Taken;
  for (Binding &E : Entry) {
    if (!E.Reg || isCalleeSaved(E.Reg) || rematDef(E.Value) ||
        !CrossesCall.test(E.Value.virtRegIndex()))
      continue;
    const LiveRange::Segment *Through =
        LIS.getInterval(E.Value).getSegmentContaining(Start);
    if (!Through || Through->end <= *NextCall)
      continue;
    // The callee-saved register of the first edge that brings one, and
    // the flow of the edges that bring the value there and elsewhere.
    MCRegister Kept;
    double KeptFreq = 0, Elsewhere = 0;
    for (const MachineBasicBlock *Pred : MBB.predecessors()) {
      std::optional<ArrayRef<Binding>> Exit = ExitModels.lookup(*Pred);
      const Binding *B = Exit ? findBinding(*Exit, E.Value) : nullptr;
      if (!B)
        continue;
      double Freq = edgeFrequency(*Pred, MBB);
      if (B->Reg && isCalleeSaved(B->Reg) && (!Kept || B->Reg == Kept)) {
        Kept = B->Reg;
        KeptFreq += Freq;
      } else {
        Elsewhere += Freq;
      }
    }
    if (!Kept || KeptFreq + CallFreq <= Elsewhere ||
        !llvm::is_contained(orderOf(E.Value), Kept.id()))
      continue;
    if (Taken.empty())
      Taken = unitsTakenAtEntry(MBB, Entry);
    // A recomputable value gives the register up: recomputed where it is
    // read next, it costs what it cost to put back there after the call
    // (PyMethod_Type's address, around Cython's deallocations).
    Binding *Occupant = llvm::find_if(Entry, [&](const Binding &O) {
      return O.Reg && Units.overlap(O.Reg, Kept);
    });
    if (Occupant != Entry.end()) {
      if (!rematDef(Occupant->Value))
        continue;
      for (unsigned U : Units.units(Occupant->Reg))
        Taken.reset(U);
      if (Units.anyUnitIn(Kept, Taken)) {
        Units.markUnits(Occupant->Reg, Taken);
        continue;
      }
      Occupant->moveToSlot();
    } else if (Units.anyUnitIn(Kept, Taken)) {
      continue;
    }
    Units.markUnits(Kept, Taken);
    E.Reg = Kept;
  }
}

/// A join takes one predecessor's exit model, which may place a value where
/// few other edges bring it: an interpreter's dispatch latch joins a dozen
/// cases, and the first walked took a loop invariant's register for a
/// temporary. The invariant entered in memory, and the other eleven cases
/// stored it on every turn, for the dispatch to load it back. Each value
/// enters where the edges that carry over half of the flow into MBB bring
/// it, in memory or in a register that is free: the few other edges pay the
/// loads and stores. An edge from a block not walked yet counts when that
/// block is a dispatch target, which will take its group's model (the
/// latch is walked after the first case only).
void MTSAllocator::enterWhereMostEdgesBring(const MachineBasicBlock &MBB,
                                            MutableArrayRef<Binding> Entry) {
  // Of two predecessors, the model's source carries at least half the flow.
  if (MBB.pred_size() < 3)
    return;
  // Each edge's exit model, or its source's group's, which the source will
  // take; none for an edge from a block not walked yet that is not a
  // dispatch target.
  SmallVector<std::pair<std::optional<ArrayRef<Binding>>, double>, 8> Edges;
  unsigned Known = 0;
  double Flow = 0;
  for (const MachineBasicBlock *Pred : MBB.predecessors()) {
    std::optional<ArrayRef<Binding>> Exit = ExitModels.lookup(*Pred);
    if (const DispatchGroup *Group = Exit ? nullptr : groupWithModel(*Pred))
      Exit = ArrayRef<Binding>(Group->Model);
    Known += Exit.has_value();
    double Freq = edgeFrequency(*Pred, MBB);
    Flow += Freq;
    Edges.push_back({Exit, Freq});
  }
  if (Known < 3)
    return;
  // MBB votes too, with all of its flow, for the physical register it
  // copies a value to (a return value's): entered elsewhere, the value is
  // moved there on every way through MBB.
  SmallVector<std::pair<Register, MCRegister>, 2> CopiedTo;
  for (const MachineInstr &MI : MBB)
    if (MI.isCopy())
      if (MCRegister R = physicalCopyDestination(MI))
        CopiedTo.push_back({MI.getOperand(1).getReg(), R});
  PlacementVote Vote;
  auto MostBrought = [&](Register V) {
    Vote.clear();
    for (auto [Copied, R] : CopiedTo)
      if (Copied == V)
        Vote.add(R, Flow);
    for (auto [Exit, Freq] : Edges) {
      const Binding *B = Exit ? findBinding(*Exit, V) : nullptr;
      if (B)
        Vote.add(B->Reg, Freq);
      else
        Vote.abstain(Freq);
    }
    return Vote.majority();
  };
  // Registers are given once the values most edges bring elsewhere have
  // left theirs. A value that cannot have the register keeps its own, if
  // that is still free, or enters in memory.
  struct Move {
    Binding *E;
    MCRegister To, From;
  };
  SmallVector<Move, 4> Moves;
  for (Binding &E : Entry) {
    if (rematDef(E.Value))
      continue;
    std::optional<MCRegister> Most = MostBrought(E.Value);
    if (!Most || *Most == E.Reg)
      continue;
    if (!*Most) {
      E.moveToSlot();
      continue;
    }
    Moves.push_back({&E, *Most, E.Reg});
    E.Reg = MCRegister();
  }
  if (Moves.empty())
    return;
  BitVector Taken = unitsTakenAtEntry(MBB, Entry);
  for (auto [E, To, From] : Moves) {
    if (!Units.anyUnitIn(To, Taken)) {
      E->Reg = To;
      if (!From)
        E->InSlot = isCleanFromEveryPredecessor(MBB, nullptr, E->Value);
    } else if (From && !Units.anyUnitIn(From, Taken)) {
      E->Reg = From;
    } else {
      E->moveToSlot();
      continue;
    }
    Units.markUnits(E->Reg, Taken);
  }
}

/// Whether V's slot holds V at the end of every predecessor of MBB. Of the
/// predecessors not walked yet, only a back edge of Header's loop can tell,
/// or a dispatch target (isSavedAtUnwalkedExit): a value the loop never
/// writes keeps its slot all the way round (nothing else stores there).
/// Taken as dirty at an inner loop header, it was stored again by a later
/// loop that entered it in memory (stencil.c's @grid).
bool MTSAllocator::isCleanFromEveryPredecessor(const MachineBasicBlock &MBB,
                                               const MachineLoop *Header,
                                               Register V) {
  unsigned Budget = 64;
  for (const MachineBasicBlock *Pred : MBB.predecessors()) {
    // A latch not walked yet of a loop that never writes V.
    if (!ExitModels.lookup(*Pred) && Header && Header->contains(Pred) &&
        !isWrittenIn(*Header, V))
      continue;
    if (!isSavedAtExit(*Pred, V, /*Depth=*/3, Budget))
      return false;
  }
  return true;
}

/// The paper's preferred allocations at joins: a value that flows into a
/// successor should be made in the register it will be expected in there,
/// so that the edge needs no move. A walked successor (a loop header, seen
/// from its latch) says where in its entry model; an unwalked one will take
/// the exit model of a walked predecessor (the other side of an if), so
/// that predecessor says where. Failing both, a value carried around an
/// enclosing loop belongs where that loop's header holds it: made elsewhere
/// in the body, it would need a move on the back edge, or on every edge into
/// the latch that disagrees (sieve.c's hash, updated on a cold path).
MCRegister MTSAllocator::joinHint(Register V) {
  if (!JoinHints)
    return MCRegister();
  // Where V goes on to Succ, if anywhere known.
  auto HintAt = [&](const MachineBasicBlock &Succ) -> MCRegister {
    if (std::optional<ArrayRef<Binding>> Entry = EntryModels.lookup(Succ)) {
      const Binding *B = findBinding(*Entry, V);
      return B ? B->Reg : MCRegister();
    }
    if (auto A = Adopted.find(Succ.getNumber()); A != Adopted.end()) {
      auto It = A->second.First.find(V);
      return It != A->second.First.end() ? It->second.second : MCRegister();
    }
    for (const MachineBasicBlock *Pred : Succ.predecessors()) {
      std::optional<ArrayRef<Binding>> Exit = ExitModels.lookup(*Pred);
      if (Pred == CurMBB || !Exit)
        continue;
      if (const Binding *B = findBinding(*Exit, V); B && B->Reg)
        return B->Reg;
    }
    return MCRegister();
  };
  // Of several successors that say, the one the block goes to most often:
  // lu.c's pivot search on AArch64 made its running index where the loop's
  // exit, first of its successors, expects it, and the back edge moved it
  // to where the header does on every iteration.
  MCRegister Best;
  BranchProbability BestProb;
  for (auto It = CurMBB->succ_begin(), E = CurMBB->succ_end(); It != E; ++It) {
    MCRegister R = HintAt(**It);
    if (!R)
      continue;
    BranchProbability Prob = CurMBB->getSuccProbability(It);
    if (!Best || BestProb < Prob) {
      Best = R;
      BestProb = Prob;
    }
  }
  if (Best)
    return Best;
  for (const MachineLoop *L = MLI.getLoopFor(CurMBB); L;
       L = L->getParentLoop()) {
    std::optional<ArrayRef<Binding>> Entry =
        EntryModels.lookup(*L->getHeader());
    if (!Entry)
      continue;
    if (const Binding *B = findBinding(*Entry, V))
      return B->Reg;
  }
  return MCRegister();
}

/// fft.c's sum, reloaded at the end of a loop that calls sin and cos, found
/// the register the header expects it in held by a constant the loop
/// recomputes, and took another: the back edge moved it, and, as the latch
/// also leaves the loop, was split for the move. A value whose slot is
/// current and that the block reads no more loses nothing by leaving its
/// register where the block goes on to a walked successor holding it in
/// memory; where it leaves the block's loop, it costs at most a reload per
/// exit from the loop.
bool MTSAllocator::isCheapToDrop(Register V) const {
  if (!M.isInSlot(V) || nextReadInBlock(V, CurIdx + 1) != NoRead)
    return false;
  const MachineLoop *L = MLI.getLoopFor(CurMBB);
  for (const MachineBasicBlock *Succ : CurMBB->successors()) {
    ArrayRef<Register> Live = liveInsOf(*Succ);
    if (!std::binary_search(Live.begin(), Live.end(), V, byNumber))
      continue;
    if (std::optional<ArrayRef<Binding>> Entry = EntryModels.lookup(*Succ)) {
      const Binding *B = findBinding(*Entry, V);
      if (!B || B->Reg)
        return false;
    } else if (!L || L->contains(Succ)) {
      return false;
    }
  }
  return true;
}

BitVector MTSAllocator::wantedAtJoins() {
  BitVector Wanted(Units.getNumUnits());
  // False when MBB is not walked yet. An entry model keeps its registers
  // once made, and a loop header's is asked for from every block of the
  // loop: its units are gathered once.
  auto MarkEntryRegisters = [&](const MachineBasicBlock *MBB) {
    std::optional<ArrayRef<Binding>> Entry = EntryModels.lookup(*MBB);
    if (!Entry)
      return false;
    unsigned B = MBB->getNumber();
    if (B >= EntryUnits.size())
      EntryUnits.resize(MF.getNumBlockIDs());
    BitVector &Held = EntryUnits[B];
    if (Held.empty()) {
      Held.resize(Units.getNumUnits());
      for (const Binding &E : *Entry)
        if (E.Reg)
          Units.markUnits(E.Reg, Held);
    }
    Wanted |= Held;
    return true;
  };
  // An unwalked successor will start from a walked predecessor's exit
  // model: the registers that holds its live-ins in are wanted too.
  auto MarkAdoptedRegisters = [&](const MachineBasicBlock *Succ) {
    if (auto A = Adopted.find(Succ->getNumber()); A != Adopted.end()) {
      Wanted |= A->second.LiveInUnits;
      return;
    }
    ArrayRef<Register> Live = liveInsOf(*Succ);
    for (const MachineBasicBlock *Pred : Succ->predecessors()) {
      std::optional<ArrayRef<Binding>> Exit = ExitModels.lookup(*Pred);
      if (Pred == CurMBB || !Exit)
        continue;
      BindingCursor InExit(*Exit);
      for (Register V : Live)
        if (const Binding *B = InExit.find(V); B && B->Reg)
          Units.markUnits(B->Reg, Wanted);
    }
  };
  if (JoinHints) {
    for (const MachineBasicBlock *Succ : CurMBB->successors())
      if (!MarkEntryRegisters(Succ))
        MarkAdoptedRegisters(Succ);
    if (const MachineLoop *L = MLI.getLoopFor(CurMBB))
      MarkEntryRegisters(L->getHeader());
  }
  return Wanted;
}

/// The answers of joinHint and wantedAtJoins for Succ, kept up to date as
/// its predecessors are walked: the same as reading the exit models of all
/// walked predecessors at each question, which is quadratic in the number of
/// predecessors (an interpreter's dispatch loop, whose cases all go back to
/// one block).
void MTSAllocator::noteExitAtJoins(const MachineBasicBlock &MBB) {
  Adopted.erase(MBB.getNumber());
  if (!JoinHints)
    return;
  ArrayRef<Binding> Exit = ExitModels[MBB];
  for (const MachineBasicBlock *Succ : MBB.successors()) {
    if (Succ->pred_size() <= SummarizedJoinPreds || EntryModels.lookup(*Succ))
      continue;
    auto [It, Inserted] = Adopted.try_emplace(Succ->getNumber());
    AdoptedRegisters &A = It->second;
    if (Inserted) {
      A.LiveInUnits.resize(Units.getNumUnits());
      for (auto [Place, Pred] : enumerate(Succ->predecessors()))
        A.PredPlace.try_emplace(Pred, Place);
    }
    unsigned Place = A.PredPlace.lookup(&MBB);
    for (const Binding &B : Exit) {
      if (!B.Reg)
        continue;
      auto [First, New] = A.First.try_emplace(B.Value, Place, B.Reg);
      if (!New && Place < First->second.first)
        First->second = {Place, B.Reg};
    }
    BindingCursor InExit(Exit);
    for (Register V : liveInsOf(*Succ))
      if (const Binding *B = InExit.find(V); B && B->Reg)
        Units.markUnits(B->Reg, A.LiveInUnits);
  }
}

/// S dies at a copy to D, S is made anew later in the block while D still
/// lives, and the block usually goes on to a loop header that expects S in
/// the register R the copy frees: crc.c's pointer in `%q = COPY %p; ...; %p
/// = LEA %q, 4`, sort.c's merge indices. D taking R over would leave S
/// another register, and the back edge (split, when the latch also leaves
/// the loop) would move it on nearly every iteration; a copy here costs no
/// more. An interpreter's dispatch seldom goes back with the pc it makes
/// (the cases make the next one, in R, from the copy), so there coalescing
/// stays.
bool MTSAllocator::isWantedBackAfterCopy(Register S, MCRegister R,
                                         Register D) {
  if (probabilityOfReturning(*CurMBB, S, R, /*Depth=*/2) <
      BranchProbability(1, 2))
    return false;
  const BlockNextUse &NU = CurFacts->NextUse;
  for (unsigned I = CurIdx + 1, E = CurFacts->Instrs.size(); I < E; ++I)
    if (CurFacts->Instrs[I]->definesRegister(S, &TRI))
      return NU.nextUse(D, I + 1) != BlockNextUse::Never;
  return false;
}

/// The probability that control leaves MBB for a walked block (a loop
/// header) that expects S in R, through at most Depth - 1 blocks that do
/// not make S anew.
BranchProbability MTSAllocator::probabilityOfReturning(
    const MachineBasicBlock &MBB, Register S, MCRegister R, unsigned Depth) {
  BranchProbability Sum = BranchProbability::getZero();
  for (auto It = MBB.succ_begin(), E = MBB.succ_end(); It != E; ++It) {
    const MachineBasicBlock *Succ = *It;
    BranchProbability Via = BranchProbability::getZero();
    if (std::optional<ArrayRef<Binding>> Entry = EntryModels.lookup(*Succ)) {
      const Binding *B = findBinding(*Entry, S);
      if (B && B->Reg == R)
        Via = BranchProbability::getOne();
    } else if (Depth > 1 && llvm::none_of(*Succ, [&](const MachineInstr &MI) {
                 return MI.definesRegister(S, &TRI);
               })) {
      Via = probabilityOfReturning(*Succ, S, R, Depth - 1);
    }
    Sum += MBB.getSuccProbability(It) * Via;
  }
  return Sum;
}

/// i686's byte registers are four of the seven: lz.c's match loop made a
/// sum in one of them, and its byte loads then moved a value the loop never
/// touches out of another and back on every iteration. A value made in the
/// loop that can be elsewhere and lives while a value of such a class is
/// made leaves the class's registers, while any other is free, to the
/// values that cannot. Not one that lives into a loop header: the header
/// says where it belongs (bignum.c's carry loop, entered with its counter
/// in a register out of the way, moved it there and back).
const BitVector *MTSAllocator::wantedAvoidedBy(Register V) {
  const BitVector *Avoided = wantedByOthers(V);
  if (!Avoided || NarrowClassesInLoop.empty() ||
      LiveIntoLoopHeaders.test(V.virtRegIndex()))
    return Avoided;
  unsigned D = PressureClassOf[V.virtRegIndex()];
  for (unsigned C : NarrowClassesInLoop) {
    if (classFitsIn(D, C) || !hasRegistersOutside(D, C) ||
        !livesAcrossNarrowDef(V, C))
      continue;
    if (Avoided != &AvoidedByValue) {
      AvoidedByValue = *Avoided;
      Avoided = &AvoidedByValue;
    }
    AvoidedByValue |= *PressureClassUnits[C];
  }
  return Avoided;
}

bool MTSAllocator::livesAcrossNarrowDef(Register V, unsigned C) const {
  const BlockNextUse &NU = CurFacts->NextUse;
  const auto *Def = llvm::find_if(NarrowDefsInBlock, [&](const auto &P) {
    return P.first > CurIdx && P.second == C;
  });
  // With none left here, the loop may make one in a block V lives into.
  unsigned After = Def == NarrowDefsInBlock.end() ? NU.size() : Def->first + 1;
  return NU.nextUse(V, After) != BlockNextUse::Never;
}

/// Besides the joins' registers, a value avoids the register that a later
/// copy puts another value in while both live: taken by the first, the
/// copy could not become an identity. calls.c's f3 returns a CMOV of two
/// LEAs; the first LEA took $eax, and the second, tied to the CMOV whose
/// result goes to $eax, had to go elsewhere and be copied back. It avoids
/// the register any other instruction defines while it lives on, too,
/// which would move it out: sieve.c's flag, set to 0 before a division,
/// took $edx.
const BitVector *MTSAllocator::wantedByOthers(Register V) {
  // A value that crosses a call from here keeps to its callee-saved-first
  // order: a caller-saved register would cost more at the call than a move
  // costs at the join. One reloaded after the block's last call, to die
  // before the block ends, crosses none (fft.c's terms of a sum, reloaded
  // after cos).
  const BlockNextUse &NU = CurFacts->NextUse;
  if (CrossesCall.test(V.virtRegIndex()) &&
      NU.nextUse(V, std::min<unsigned>(nextCall(), NU.size())) !=
          BlockNextUse::Never)
    return nullptr;
  // WantedAtJoins itself unless a def adds to it: this runs for every
  // load and definition.
  const BitVector *Avoided = &WantedAtJoins;
  // Only defs before the next call matter: V, crossing none, is dead by
  // then. Of those, the nearest few, so that a block of many stays linear.
  ArrayRef<BlockFacts::PhysDef> Defs = CurFacts->PhysDefs;
  auto Next = llvm::upper_bound(
      Defs, CurIdx,
      [](unsigned I, const BlockFacts::PhysDef &D) { return I < D.Idx; });
  unsigned Until = nextCall();
  // Adds Dst, defined by a copy of Src or (no Src) another instruction, to
  // the registers avoided; false when V would have none left.
  auto Avoid = [&](MCRegister Dst, Register Src) {
    if (Avoided != &AvoidedByValue) {
      AvoidedByValue = WantedAtJoins;
      Avoided = &AvoidedByValue;
    }
    // When every free register is defined before V dies, the one defined
    // last keeps V longest: the defs further on are not avoided.
    if (!Src && !isFreeOutside(V, AvoidedByValue, Dst))
      return false;
    Units.markUnits(Dst, AvoidedByValue);
    return true;
  };
  unsigned Seen = 0;
  for (; Next != Defs.end() && Next->Idx < Until && Seen != MaxDefsAhead;
       ++Next, ++Seen) {
    // A copy's destination matters while both values live; another def's
    // while V lives past it.
    unsigned From =
        Next->Src ? std::max(Next->LiveFrom, CurIdx + 1) : Next->Idx + 1;
    if (Next->Src == V || (Next->Src && From > Next->Idx) ||
        NU.nextUse(V, From) == BlockNextUse::Never)
      continue;
    if (!Avoid(Next->Dst, Next->Src))
      return Avoided;
  }
  // With no call or def of its own block left to look at, V also avoids
  // what the blocks it lives into define first: made before a loop's
  // multiplication, it would be moved out of $rax and $rdx on every
  // iteration (decNumber's carry loop). Not a loop header's: the loop
  // rules move values out of its way once, on the way in
  // (moveOffClobberedRegisters).
  if (Next != Defs.end() || Until != ~0u)
    return Avoided;
  for (const MachineBasicBlock *Succ : CurMBB->successors()) {
    if (MLI.isLoopHeader(Succ) || WalkIndex[Succ->getNumber()] != NotWalked ||
        !llvm::binary_search(liveInsOf(*Succ), V, byNumber))
      continue;
    for (const EarlyPhysDef &D : earlyPhysDefsOf(*Succ))
      if (D.Src != V && !Avoid(D.Dst, D.Src))
        return Avoided;
  }
  return Avoided;
}

/// Before MBB is walked, its operands name the registers the code asks
/// for, not those the walk gives values.
ArrayRef<MTSAllocator::EarlyPhysDef>
MTSAllocator::earlyPhysDefsOf(const MachineBasicBlock &MBB) {
  auto &[Begin, End] = EarlyPhysDefsOfBlock[MBB.getNumber()];
  if (Begin == EarlyPhysDefsNotFound) {
    Begin = EarlyPhysDefs.size();
    for (const MachineInstr &MI : MBB) {
      // A value crossing a call keeps to callee-saved registers anyway; a
      // branch's def (MIPS's $at) is moveOffRegistersBranchesDefine's.
      if (MI.isCall() || MI.isTerminator() ||
          EarlyPhysDefs.size() - Begin >= MaxEarlyPhysDefs)
        break;
      for (const MachineOperand &MO : MI.all_defs()) {
        if (!MO.getReg().isPhysical())
          continue;
        MCRegister R = MO.getReg().asMCReg();
        if (!Tables.mayHoldValue(R) || MRI.isReserved(R))
          continue;
        Register Src = MI.isCopy() ? MI.getOperand(1).getReg() : Register();
        EarlyPhysDefs.push_back({R, Src.isVirtual() ? Src : Register()});
      }
    }
    End = EarlyPhysDefs.size();
  }
  return ArrayRef(EarlyPhysDefs).slice(Begin, End - Begin);
}

bool MTSAllocator::isFreeOutside(Register V, const BitVector &Avoided,
                                 MCRegister Also) const {
  return llvm::any_of(orderOf(V), [&](MCPhysReg R) {
    return M.isFree(R) && !Units.anyUnitIn(R, Avoided) &&
           !Units.overlap(R, Also);
  });
}

/// A recomputed value whose definition nothing in its block read is unread
/// for good when no successor takes it in a register (where a shuffle or the
/// successor would read it). Runs before edges are split.
void MTSAllocator::findDefsUnreadAtExit() {
  for (const auto &Unread : UnreadAtExit)
    if (none_of(Unread.first->successors(), [&](const MachineBasicBlock *S) {
          const Binding *B = findBinding(EntryModels[*S], Unread.second);
          return B && B->Reg;
        }))
      UnreadRematDefs.push_back(rematDef(Unread.second));
}

/// Whether an instruction of MBB reads, writes or clobbers R; identity
/// copies, kept for -mts-verify and erased after it, and debug instructions
/// do not count. One pass over the operands, against R's aliases: blocks
/// can be long.
/// A block that takes a value in a register, leaves the register untouched
/// and passes the value on there needs it only if a successor does: when
/// each successor takes the value nowhere, in memory only (its slot current
/// already), or in a register dead at its entry, the register is dead at
/// the block's entry too. Listed as live in, it was a register the x87
/// stackifier could not pop, and it crashed (pr59643 on i686). Successors
/// first, and only the values some successor takes in memory only or in a
/// register it leaves out: that costs little. Runs before edges are
/// shuffled, which then leave them unfilled.
void MTSAllocator::findRegistersPassedOnUnread() {
  BitVector LeavesOut(MF.getNumBlockIDs());
  for (const auto &Entry : DeadAtEntry)
    LeavesOut.set(Entry.first->getNumber());
  // The map is looked into only for blocks that have a list.
  auto DeadIn = [&](const MachineBasicBlock &MBB, MCRegister R) {
    return LeavesOut.test(MBB.getNumber()) &&
           namesRegister(deadAtEntry(MBB), R);
  };
  for (MachineBasicBlock *MBB : llvm::reverse(Walked)) {
    auto PassedOnUnread = [&](const Binding &In) {
      const Binding *Out = findBinding(ExitModels[*MBB], In.Value);
      return Out && Out->Reg == In.Reg &&
             all_of(MBB->successors(),
                    [&](const MachineBasicBlock *Succ) {
                      const Binding *To =
                          findBinding(EntryModels[*Succ], In.Value);
                      return !To || ((!To->Reg || DeadIn(*Succ, To->Reg)) &&
                                     (!To->InSlot || Out->InSlot));
                    }) &&
             !firstAccessOf(*MBB, In.Reg).first;
    };
    // Where a successor takes a value in memory only, the register MBB
    // passes it on in is not read there either: an outer loop's header
    // whose inner loop's header leaves a value in memory, when nothing
    // reads it on the way, had its back edge reload it on every iteration
    // (decDivideOp). Registers dead into MBB's successors follow below.
    for (const MachineBasicBlock *Succ : MBB->successors()) {
      BindingCursor InExit(ExitModels[*MBB]);
      for (const Binding &To : EntryModels[*Succ]) {
        if (To.Reg)
          continue;
        const Binding *Out = InExit.find(To.Value);
        if (!Out || !Out->Reg)
          continue;
        const Binding *In = findBinding(EntryModels[*MBB], To.Value);
        if (In && In->Reg && !DeadIn(*MBB, In->Reg) && PassedOnUnread(*In)) {
          DeadAtEntry[MBB].push_back({In->Value, In->Reg});
          LeavesOut.set(MBB->getNumber());
        }
      }
    }
    for (const MachineBasicBlock *Succ : MBB->successors()) {
      if (!LeavesOut.test(Succ->getNumber()))
        continue;
      // Copied: the list of MBB may grow into the same map.
      SmallVector<UnreadAtEntry, 2> Unread(DeadAtEntry.find(Succ)->second);
      for (const UnreadAtEntry &U : Unread) {
        const Binding *In = findBinding(EntryModels[*MBB], U.Value);
        if (In && In->Reg == U.Reg && !DeadIn(*MBB, U.Reg) &&
            PassedOnUnread(*In)) {
          DeadAtEntry[MBB].push_back(U);
          LeavesOut.set(MBB->getNumber());
        }
      }
    }
  }
}

/// A block that carries a value through in a register it never touches
/// makes the edges around it pay for the register: those that bring the
/// value in memory load it, and those to successors that take it in memory
/// only store it when it comes dirty. Carried in memory instead, it makes
/// the edges that bring it dirty in a register store it, and those to
/// successors that take it in a register load it. Whichever runs less often
/// by edge frequency is taken (sieve.c on i686: the count and sum a loop
/// writes on its rare path were reloaded on the common one and stored on
/// every back edge). Successors first, so that a block sees what its
/// successors chose. Runs before findRegistersPassedOnUnread, which then
/// may leave the register unfilled further up.
void MTSAllocator::carryUntouchedValuesInMemory() {
  // Which blocks take a value in memory only: the edges into the others
  // store nothing, and most blocks are such.
  BitVector TakesInMemory(MF.getNumBlockIDs());
  for (const MachineBasicBlock *MBB : Walked)
    if (any_of(EntryModels[*MBB], [](const Binding &B) { return !B.Reg; }))
      TakesInMemory.set(MBB->getNumber());
  auto MayChange = [&](const MachineBasicBlock &MBB) {
    if (MBB.isEHPad())
      return false;
    for (const MachineBasicBlock *Pred : MBB.predecessors())
      if (Pred == &MBB || isUnsplittable(*Pred, MBB) ||
          !ExitModels.lookup(*Pred))
        return false;
    for (const MachineBasicBlock *Succ : MBB.successors())
      if (Succ == &MBB || Succ->isEHPad() || isUnsplittable(MBB, *Succ))
        return false;
    return true;
  };
  SmallVector<Register, 8> Candidates;
  for (MachineBasicBlock *MBB : llvm::reverse(Walked)) {
    // The values MBB hands dirty in a register to a successor that takes
    // them in memory only, which the edge stores.
    Candidates.clear();
    for (const MachineBasicBlock *Succ : MBB->successors()) {
      if (!TakesInMemory.test(Succ->getNumber()))
        continue;
      BindingCursor InExit(ExitModels[*MBB]);
      for (const Binding &To : EntryModels[*Succ])
        if (const Binding *Out = To.Reg ? nullptr : InExit.find(To.Value);
            Out && Out->Reg && !Out->InSlot)
          Candidates.push_back(To.Value);
    }
    if (Candidates.empty() || !MayChange(*MBB))
      continue;
    llvm::sort(Candidates, byNumber);
    Candidates.erase(std::unique(Candidates.begin(), Candidates.end()),
                     Candidates.end());
    for (Register V : Candidates) {
      const Binding *Out = findBinding(ExitModels[*MBB], V);
      const Binding *In = findBinding(EntryModels[*MBB], V);
      if (!In || !(*In == *Out) || rematDef(V))
        continue;
      // The loads and stores the edges need with the value in its register
      // (Kept), and with it in memory (Moved).
      double Kept = 0, Moved = 0;
      bool LiveOutOfPreds = true;
      for (const MachineBasicBlock *Pred : MBB->predecessors()) {
        const Binding *From = findBinding(ExitModels[*Pred], V);
        LiveOutOfPreds &= From != nullptr;
        if (!From)
          continue;
        double Freq = edgeFrequency(*Pred, *MBB);
        if (From->Reg != Out->Reg)
          Kept += Freq;
        if (From->Reg && !From->InSlot)
          Moved += Freq;
      }
      for (auto Succ = MBB->succ_begin(), E = MBB->succ_end(); Succ != E;
           ++Succ) {
        const Binding *To = findBinding(EntryModels[**Succ], V);
        if (To && !To->Reg)
          Kept += edgeFrequency(*MBB, Succ);
        if (To && To->Reg)
          Moved += edgeFrequency(*MBB, Succ);
      }
      // Equal frequencies, worked out from different blocks, differ in
      // their last bits: a tie moves code from edge to edge for nothing.
      if (!LiveOutOfPreds || Moved >= Kept * (1 - 1e-9) ||
          namesRegister(deadAtEntry(*MBB), Out->Reg) ||
          firstAccessOf(*MBB, Out->Reg).first)
        continue;
      EntryModels.moveToSlot(*MBB, V);
      ExitModels.moveToSlot(*MBB, V);
      TakesInMemory.set(MBB->getNumber());
    }
  }
}

/// A block that takes a value dirty in a register and evicts it, storing
/// it, before anything in the block touches the register had it brought
/// there for nothing: an edge that brings it in memory loads it, to have
/// the block store it again (hashtable.c's verification loop on i686 did so
/// with its sum and count on every iteration, the header evicting them for
/// a multiplication). Entered in memory instead, the value is stored by the
/// edges that bring it dirty in a register, each as often as the block's
/// store ran on the way from there, and nothing is loaded or stored on the
/// others. Only where each edge that must now store leaves a block with no
/// other successor, where the store can go: an edge split for it would
/// cost a jump on each pass (a generated function of 9,000 instructions
/// had 398 edges split). And only where some edge brings the value without
/// a stale register: when all do, the edges' stores would only repeat the
/// block's, once per edge (the generated functions grew 5% more spills).
bool MTSAllocator::entryMayChangeAfterWalk(const MachineBasicBlock &MBB) const {
  return !MBB.isEHPad() &&
         none_of(MBB.predecessors(), [&](const MachineBasicBlock *Pred) {
           return isUnsplittable(*Pred, MBB) || !ExitModels.lookup(*Pred);
         });
}

void MTSAllocator::enterValuesStoredBeforeTouchInMemory() {
  // Each block's entry changes alone: the order does not matter.
  for (const auto &[Block, Stores] : StoresBeforeTouch) {
    const MachineBasicBlock *MBB = Block;
    if (!entryMayChangeAfterWalk(*MBB))
      continue;
    for (const StoreBeforeTouch &S : Stores) {
      const Binding *In = findBinding(EntryModels[*MBB], S.Value);
      if (!In || In->Reg != S.Reg || In->InSlot)
        continue;
      bool SomeEdgeSaves = false;
      bool EdgesStoreInPlace =
          all_of(MBB->predecessors(), [&](const MachineBasicBlock *Pred) {
            const Binding *From = findBinding(ExitModels[*Pred], S.Value);
            if (!From)
              return false;
            bool MustStore = From->Reg && !From->InSlot;
            SomeEdgeSaves |= !MustStore;
            return !MustStore || Pred->succ_size() == 1;
          });
      if (!EdgesStoreInPlace || !SomeEdgeSaves)
        continue;
      EntryModels.moveToSlot(*MBB, S.Value);
      eraseStore(*S.Store);
    }
  }
  StoresBeforeTouch.clear();
}

/// An x87 value that enters a loop in a register its header reads first,
/// but that the edges which run most bring in memory (the back edges, the
/// loop having evicted it), enters in memory instead, and is loaded right
/// before that read. Loaded on the edge, it took its place among the
/// values the block's entry holds, and the stackifier exchanged registers
/// to reach it on every iteration (dct.c's transform on i686 ran 27 fxch
/// against greedy's 11); loaded before its read, it is on top of the x87
/// stack where the reading instruction wants it. The loads executed grow by
/// the cold edges' only, which bring the value clean in a register.
void MTSAllocator::loadX87ValuesWhereRead() {
  // Found for every function with loops (analyzeValues): without an x87
  // class among them, no value can qualify.
  if (none_of(PressureClasses, [&](const TargetRegisterClass *RC) {
        return Tables.isX87Class(RC);
      }))
    return;
  SmallVector<Binding, 8> Candidates;
  for (const MachineLoop *L : MLI.getLoopsInPreorder()) {
    MachineBasicBlock *Header = L->getHeader();
    std::optional<ArrayRef<Binding>> Entry = EntryModels.lookup(*Header);
    if (!Entry)
      continue;
    // Gathered first: each value moved to memory gives the header a new
    // model.
    Candidates.clear();
    for (const Binding &In : *Entry)
      if (In.Reg && In.InSlot && Tables.isX87Register(In.Reg) &&
          !rematDef(In.Value) && !AnchoredDefinitions.count(In.Value))
        Candidates.push_back(In);
    if (Candidates.empty() || !entryMayChangeAfterWalk(*Header))
      continue;
    for (const Binding &In : Candidates) {
      // An edge that brings V dirty stores it already: the entry has V's
      // slot current.
      double InMemory = 0, InRegister = 0;
      bool EveryEdgeBrings =
          all_of(Header->predecessors(), [&](MachineBasicBlock *Pred) {
            const Binding *From = findBinding(ExitModels[*Pred], In.Value);
            if (From)
              (From->Reg ? InRegister : InMemory) +=
                  edgeFrequency(*Pred, *Header);
            return From != nullptr;
          });
      if (!EveryEdgeBrings || InMemory <= InRegister)
        continue;
      auto [First, Reads] = firstAccessOf(*Header, In.Reg);
      if (!First || !Reads)
        continue;
      CurMBB = Header;
      CurFreq = frequencyOf(*Header);
      InsertPoint = First->getIterator();
      emit({Edit::Load, In.Value, MCRegister(), In.Reg});
      EntryModels.moveToSlot(*Header, In.Value);
    }
  }
}

std::pair<MachineInstr *, bool>
MTSAllocator::firstAccessOf(MachineBasicBlock &MBB, MCRegister R) const {
  for (MachineInstr &MI : MBB) {
    // The identity copies the checker keeps until the end are no access.
    if (MI.isDebugInstr() || MI.isIdentityCopy())
      continue;
    bool Accesses = false, Reads = false;
    for (const MachineOperand &MO : MI.operands()) {
      if (MO.isRegMask() && MO.clobbersPhysReg(R)) {
        Accesses = true;
      } else if (MO.isReg() && MO.getReg().isPhysical() &&
                 TRI.regsOverlap(MO.getReg(), R)) {
        Accesses = true;
        Reads |= MO.readsReg();
      }
    }
    if (Accesses)
      return {&MI, Reads};
  }
  return {nullptr, false};
}

double MTSAllocator::entryFrequency(const MachineLoop &L) const {
  const MachineBasicBlock *Header = L.getHeader();
  double Freq = 0;
  for (const MachineBasicBlock *Pred : Header->predecessors())
    if (!L.contains(Pred))
      Freq += edgeFrequency(*Pred, *Header);
  return Freq;
}

double MTSAllocator::edgeFrequency(const MachineBasicBlock &Pred,
                                   const MachineBasicBlock &Succ) const {
  return edgeFrequency(Pred, llvm::find(Pred.successors(), &Succ));
}

double
MTSAllocator::edgeFrequency(const MachineBasicBlock &Pred,
                            MachineBasicBlock::const_succ_iterator Succ) const {
  return MBFI.getBlockFreqRelativeToEntryBlock(&Pred) *
         Pred.getSuccProbability(Succ).getNumerator() /
         BranchProbability::getDenominator();
}
