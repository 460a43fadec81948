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
/// A loop header is the exception. Values in registers the loop clobbers
/// while they live on move to registers it leaves alone, free ones or those
/// of values the loop never touches (moveOffClobberedRegisters). Values that
/// a call in the loop would take from their caller-saved registers
/// (leaveCallClobberedValuesInMemory), the values that hold callee-saved
/// registers but would cost less in memory than a busier value crossing the
/// loop's calls (giveCalleeSavedRegistersToBusiestValues), and when the loop
/// needs more registers than it has, values the loop never reads
/// (leaveUnreadValuesInMemory), enter it in memory, so they are not
/// evicted and put back on every iteration; and while it has registers to
/// spare, values it reads enter it in registers (loadReadValuesAtEntry), so
/// they are not loaded on every iteration. Values the loop only reads, and
/// that an inner loop's header will leave in memory, enter it with their
/// slot written (saveReadOnlyValuesAtEntry), so the inner header does not
/// store them on every outer iteration.
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
/// (carryUntouchedValuesInMemory).
///
/// When every way out of a block starts by reloading the same value into
/// the same register, the reload is done once, before the branch
/// (hoistCommonReloads).
///
//===----------------------------------------------------------------------===//

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
#include "llvm/Support/CommandLine.h"
#include <algorithm>

using namespace llvm;
using namespace mts;

static cl::opt<bool> JoinHints(
    "mts-join-hints", cl::init(true), cl::Hidden,
    cl::desc("Make a value that flows into a join in the register it is "
             "expected in there (tests of edge shuffles turn this off)"));

static cl::opt<bool> StoreBeforeLoops(
    "mts-store-before-loops", cl::init(true), cl::Hidden,
    cl::desc("Store a value that a loop reads but does not write on the way "
             "into the loop, not where the loop evicts it"));

/// How many definitions of physical registers ahead a value's request
/// looks at (wantedAvoidedBy).
static constexpr unsigned MaxDefsAhead = 8;

namespace {
/// Finds the entries of a list sorted by value (a model's bindings, a loop's
/// accessed values) for values asked in increasing order, in one pass over
/// it: cheaper than a search per value when most are asked.
template <typename Entry> class ValueCursor {
public:
  explicit ValueCursor(ArrayRef<Entry> Entries)
      : Next(Entries.begin()), End(Entries.end()) {}
  const Entry *find(Register V) {
    while (Next != End && byNumber(Next->Value, V))
      ++Next;
    return Next != End && Next->Value == V ? Next : nullptr;
  }

private:
  const Entry *Next, *End;
};
using BindingCursor = ValueCursor<Binding>;
} // namespace

static const Binding *findBinding(ArrayRef<Binding> Bindings, Register V) {
  return findByValue(Bindings, V);
}

/// Whether a physical operand of MI counts in the register pressure. A
/// call's reads do not: its arguments, live from their copies to the call,
/// live where only the values crossing the call count (against the
/// callee-saved registers), and there are many of them.
static bool takesPressure(const MachineInstr &MI, const MachineOperand &MO) {
  return !MO.isUndef() && !(MI.isCall() && MO.readsReg());
}

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

void BlockModels::moveToSlot(const MachineBasicBlock &MBB, Register V) {
  if (Binding *B = copyForChange(MBB, V))
    B->moveToSlot();
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

  const MachineLoop *L = MLI.getLoopFor(&MBB);
  if (L && L->getHeader() != &MBB)
    L = nullptr;
  SmallVector<Binding, 16> Entry;
  Entry.reserve(Live.size());
  // An edge that cannot be split can have no code but what runs on the way
  // to every successor of its source. With one such edge, from a walked
  // block (a jump table's, whose block dominates its cases), the entry model
  // is that block's exit model: the edge needs no code. With more (computed
  // gotos from several blocks) or from a block not walked yet, values enter
  // in memory, and the edges need only stores, which are harmless on the
  // way elsewhere.
  bool EnterInMemory = false;
  MachineBasicBlock *Unsplittable = nullptr;
  for (MachineBasicBlock *Pred : MBB.predecessors()) {
    if (!isUnsplittable(*Pred, MBB))
      continue;
    EnterInMemory |= Unsplittable || WalkIndex[Pred->getNumber()] == NotWalked;
    Unsplittable = Pred;
  }
  if (Unsplittable && !EnterInMemory)
    Source = Unsplittable;
  // Nor may a loop header's rules give such edges code, or a landing pad's,
  // which leave from inside calls (LandingPads.cpp).
  if (Unsplittable || MBB.isEHPad())
    L = nullptr;

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
    BindingCursor InExit(ExitModels[*Source]);
    for (Register V : Live) {
      const Binding *B = InExit.find(V);
      if (!B)
        return fail(str(printReg(V, &TRI)) + " is live into " +
                        str(printMBBReference(MBB)) + " but not out of " +
                        str(printMBBReference(*Source)),
                    nullptr);
      Binding E = *B;
      // A recomputed value is as good as saved wherever it is.
      if (E.Reg && E.InSlot && !rematDef(V))
        E.InSlot = isCleanFromEveryPredecessor(MBB, L, V);
      Entry.push_back(E);
    }
    if (L) {
      moveOffClobberedRegisters(*L, Entry, /*DropRecomputed=*/false);
      leaveCallClobberedValuesInMemory(*L, Entry);
      giveCalleeSavedRegistersToBusiestValues(*L, Entry);
      leaveUnreadValuesInMemory(*L, Entry);
      moveOffClobberedRegisters(*L, Entry, /*DropRecomputed=*/true);
      loadReadValuesAtEntry(*L, Entry);
      saveReadOnlyValuesAtEntry(*L, Entry);
      freeRegistersForNarrowClasses(*L, Entry);
    }
    moveOffRegistersBranchesDefine(MBB, Entry,
                                   /*IntoMemory=*/Unsplittable != nullptr);
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

/// Whether V's slot holds V at the end of every predecessor of MBB. Of the
/// predecessors not walked yet, only a back edge of Header's loop can tell:
/// a value the loop never writes keeps its slot all the way round (nothing
/// else stores there). Taken as dirty at an inner loop header, it was
/// stored again by a later loop that entered it in memory (stencil.c's
/// @grid).
bool MTSAllocator::isCleanFromEveryPredecessor(const MachineBasicBlock &MBB,
                                               const MachineLoop *Header,
                                               Register V) {
  for (const MachineBasicBlock *Pred : MBB.predecessors()) {
    if (std::optional<ArrayRef<Binding>> Exit = ExitModels.lookup(*Pred)) {
      const Binding *B = findBinding(*Exit, V);
      if (!B || !B->InSlot)
        return false;
    } else if (!Header || !Header->contains(Pred) || isWrittenIn(*Header, V)) {
      return false;
    }
  }
  return true;
}

/// A backward scan from the values live out: at an instruction, its defs
/// and what is live after it hold registers at once. Each change to the
/// live set (ScanLive) is a step; the scan stops after step StopAtStep,
/// with ScanLive as it was then.
class MTSAllocator::PressureScan {
public:
  PressureScan(MTSAllocator &RA, const MachineBasicBlock &MBB,
               BlockPressure *Out, unsigned StopAtStep);
  /// Take in the instruction before the one taken in last (the block's
  /// last one first): its virtual reads and defs, a value listed as often
  /// as operands name it, and its operands of physical registers a value
  /// could be in that count (takesPressure). Not once the scan has stopped.
  void instruction(const MachineInstr &MI, ArrayRef<Register> Reads,
                   ArrayRef<Register> Defs,
                   ArrayRef<const MachineOperand *> Physical);
  bool stopped() const { return Stopped; }

private:
  /// Step to the live set with V entered (+1) or left (-1); true when the
  /// scan stops there.
  bool change(Register V, int Delta);
  /// Add Delta to class C's count, and note a new most.
  void count(unsigned C, int Delta);
  /// Take in an instruction's physical defs, or its physical reads.
  void physicalOperands(ArrayRef<const MachineOperand *> Physical, bool Defs);
  void name(unsigned C);

  MTSAllocator &RA;
  BlockPressure *Out;
  unsigned StopAtStep, Step = 0;
  bool Stopped = false;
  /// Per class, the live values weighing on it, and those of them that
  /// stay in registers across a call (KeptAcrossCalls).
  SmallVector<int, 8> Now, NowKept;
  SmallVector<bool, 8> Named;
  /// The physical registers live at this point, and their units
  /// (RA.ScanPhysicalUnits).
  SmallVector<MCRegister, 4> LivePhysical;
};

/// A loop's facts are its inner loops' facts and those of its own blocks, so
/// each block is scanned once however deeply it is nested. Memory costs are
/// kept unscaled (block frequency times accesses) so that they add up the
/// same from any inner loop; memoryCost scales them to the header.
const MTSAllocator::LoopFacts &MTSAllocator::factsOf(const MachineLoop &L) {
  // The loop rules ask about one loop many times in a row.
  if (&L == LastFactsLoop)
    return *LastFacts;
  if (auto It = LoopFactsCache.find(&L); It != LoopFactsCache.end()) {
    LastFactsLoop = &L;
    LastFacts = It->second.get();
    return *LastFacts;
  }
  // Worked out before L's entry is made, which they would move.
  SmallVector<const LoopFacts *, 4> InnerFacts;
  for (const MachineLoop *Inner : L.getSubLoops())
    InnerFacts.push_back(&factsOf(*Inner));
  auto Owned = std::make_unique<LoopFacts>();
  LoopFacts &Facts = *Owned;
  Facts.ClobberedUnits.resize(Units.getNumUnits());
  Facts.HeaderFreq =
      std::max<double>(MBFI.getBlockFreq(L.getHeader()).getFrequency(), 1);
  std::vector<unsigned> &GatheredAt = ValueMarks;
  // Each value's entry in Accessed, made when the value is first met and
  // sorted at the end; beside it, its accesses in the current block, and
  // the entries the current block accessed.
  SmallVectorImpl<LoopFacts::AccessedValue> &Accessed = GatheredAccesses;
  SmallVectorImpl<unsigned> &BlockAccesses = GatheredBlockAccesses;
  Accessed.clear();
  BlockAccesses.clear();
  SmallVector<unsigned, 32> InBlock;
  auto EntryOf = [&](Register V) -> unsigned {
    unsigned &At = GatheredAt[V.virtRegIndex()];
    if (At == Unmarked) {
      At = Accessed.size();
      Accessed.push_back({V, false, false, 0.0});
      BlockAccesses.push_back(0);
    }
    return At;
  };
  for (const LoopFacts *Inner : InnerFacts) {
    Facts.ClobberedUnits |= Inner->ClobberedUnits;
    llvm::append_range(Facts.Calls, Inner->Calls);
    llvm::append_range(Facts.Clobbers, Inner->Clobbers);
    for (MCRegister R : Inner->PhysicalPressure)
      if (!isListed(Facts.PhysicalPressure, R))
        Facts.PhysicalPressure.push_back(R);
    for (const LoopFacts::AccessedValue &A : Inner->Accessed) {
      LoopFacts::AccessedValue &Mine = Accessed[EntryOf(A.Value)];
      Mine.Read |= A.Read;
      Mine.Written |= A.Written;
      Mine.MemoryCost += A.MemoryCost;
    }
  }
  SmallVector<Register, 4> Reads, Defs;
  SmallVector<const MachineOperand *, 4> Physical;
  for (const MachineBasicBlock *MBB : L.blocks()) {
    if (MLI.getLoopFor(MBB) != &L)
      continue;
    // The block's pressure, which excessPressure asks for of nearly every
    // loop's blocks, is taken in the same pass over its operands: backward,
    // as the pressure scan goes. The calls and clobbers it finds, last
    // first, are turned round after it.
    std::optional<PressureScan> Pressure;
    if (BlockPressure *P = newBlockPressure(*MBB))
      Pressure.emplace(*this, *MBB, P, ~0u);
    size_t FirstCall = Facts.Calls.size(), FirstClobber = Facts.Clobbers.size();
    unsigned Calls = 0;
    for (const MachineInstr &MI : llvm::reverse(*MBB)) {
      if (MI.isDebugInstr())
        continue;
      if (MI.isCall()) {
        Facts.Calls.push_back(LIS.getInstructionIndex(MI).getRegSlot());
        ++Calls;
      }
      Reads.clear();
      Defs.clear();
      Physical.clear();
      // The clobbers allocateInstruction finds, in the same pass as the
      // values (with the units no value can be in too: tested only against
      // value registers, they change no answer). A register that shares no
      // unit with one a value can be in ($eflags, which most x86
      // instructions define) is skipped at once.
      bool ClobbersValueRegister = false;
      for (const MachineOperand &MO : MI.operands()) {
        if (MO.isRegMask()) {
          const BitVector &Clobbered = Tables.clobberedBy(MO.getRegMask());
          ClobbersValueRegister |= Clobbered.anyCommon(ValueUnits);
          Facts.ClobberedUnits |= Clobbered;
          continue;
        }
        if (!MO.isReg())
          continue;
        if (MO.getReg().isPhysical()) {
          MCRegister R = MO.getReg().asMCReg();
          if (!Tables.mayHoldValue(R))
            continue;
          bool ValueRegister = Units.anyUnitIn(R, ValueUnits);
          if (ValueRegister && takesPressure(MI, MO)) {
            Physical.push_back(&MO);
            // The registers the pressure scan can find live: those read,
            // and those defined dead.
            if ((MO.readsReg() || MO.isDead()) &&
                !isListed(Facts.PhysicalPressure, R))
              Facts.PhysicalPressure.push_back(R);
          }
          if (MO.isDef()) {
            ClobbersValueRegister |= ValueRegister;
            Units.markUnits(R, Facts.ClobberedUnits);
          }
          continue;
        }
        if (!MO.getReg().isVirtual())
          continue;
        unsigned At = EntryOf(MO.getReg());
        if (BlockAccesses[At]++ == 0)
          InBlock.push_back(At);
        if (MO.readsReg()) {
          Accessed[At].Read = true;
          Reads.push_back(MO.getReg());
        }
        if (MO.isDef()) {
          Accessed[At].Written = true;
          Defs.push_back(MO.getReg());
        }
      }
      if (ClobbersValueRegister)
        Facts.Clobbers.push_back(&MI);
      if (Pressure)
        Pressure->instruction(MI, Reads, Defs, Physical);
    }
    std::reverse(Facts.Calls.begin() + FirstCall, Facts.Calls.end());
    std::reverse(Facts.Clobbers.begin() + FirstClobber, Facts.Clobbers.end());
    double Freq = MBFI.getBlockFreq(MBB).getFrequency();
    for (unsigned At : InBlock) {
      Accessed[At].MemoryCost += Freq * std::min(BlockAccesses[At], Calls + 1);
      BlockAccesses[At] = 0;
    }
    InBlock.clear();
  }
  for (const LoopFacts::AccessedValue &A : Accessed)
    GatheredAt[A.Value.virtRegIndex()] = Unmarked;
  llvm::sort(Accessed, [](const auto &A, const auto &B) {
    return byNumber(A.Value, B.Value);
  });
  Facts.Accessed.assign(Accessed.begin(), Accessed.end());
  Facts.MayExceedRegisters = mayExceedRegisters(L, Facts);
  return *(LoopFactsCache[&L] = std::move(Owned));
}

const MTSAllocator::LoopFacts::AccessedValue *
MTSAllocator::LoopFacts::find(Register V) const {
  return findByValue(ArrayRef(Accessed), V);
}

double MTSAllocator::LoopFacts::memoryCost(Register V) const {
  const AccessedValue *A = find(V);
  return A ? A->MemoryCost / HeaderFreq : 0.0;
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
  for (const MachineBasicBlock *Succ : CurMBB->successors()) {
    if (std::optional<ArrayRef<Binding>> Entry = EntryModels.lookup(*Succ)) {
      if (const Binding *B = findBinding(*Entry, V); B && B->Reg)
        return B->Reg;
      continue;
    }
    for (const MachineBasicBlock *Pred : Succ->predecessors()) {
      std::optional<ArrayRef<Binding>> Exit = ExitModels.lookup(*Pred);
      if (Pred == CurMBB || !Exit)
        continue;
      if (const Binding *B = findBinding(*Exit, V); B && B->Reg)
        return B->Reg;
    }
  }
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

/// Besides the joins' registers, a value avoids the register that a later
/// copy puts another value in while both live: taken by the first, the
/// copy could not become an identity. calls.c's f3 returns a CMOV of two
/// LEAs; the first LEA took $eax, and the second, tied to the CMOV whose
/// result goes to $eax, had to go elsewhere and be copied back. It avoids
/// the register any other instruction defines while it lives on, too,
/// which would move it out: sieve.c's flag, set to 0 before a division,
/// took $edx.
const BitVector *MTSAllocator::wantedAvoidedBy(Register V) {
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
static bool touches(const MachineBasicBlock &MBB, MCRegister R,
                    const TargetRegisterInfo &TRI) {
  SmallVector<MCPhysReg, 8> Aliases;
  for (MCRegAliasIterator A(R, &TRI, /*IncludeSelf=*/true); A.isValid(); ++A)
    Aliases.push_back(*A);
  return any_of(MBB, [&](const MachineInstr &MI) {
    return !MI.isDebugInstr() && !MI.isIdentityCopy() &&
           any_of(MI.operands(), [&](const MachineOperand &MO) {
             return MO.isReg() ? is_contained(Aliases, MO.getReg().id())
                               : MO.isRegMask() && MO.clobbersPhysReg(R);
           });
  });
}

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
             !touches(*MBB, In.Reg, TRI);
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
      for (const MachineBasicBlock *Succ : MBB->successors()) {
        const Binding *To = findBinding(EntryModels[*Succ], V);
        if (To && !To->Reg)
          Kept += edgeFrequency(*MBB, *Succ);
        if (To && To->Reg)
          Moved += edgeFrequency(*MBB, *Succ);
      }
      // Equal frequencies, worked out from different blocks, differ in
      // their last bits: a tie moves code from edge to edge for nothing.
      if (!LiveOutOfPreds || Moved >= Kept * (1 - 1e-9) ||
          namesRegister(deadAtEntry(*MBB), Out->Reg) ||
          touches(*MBB, Out->Reg, TRI))
        continue;
      EntryModels.moveToSlot(*MBB, V);
      ExitModels.moveToSlot(*MBB, V);
      TakesInMemory.set(MBB->getNumber());
    }
  }
}

/// An inner loop short of registers enters values it never uses in memory
/// (leaveUnreadValuesInMemory), so each time the outer loop reaches it, such
/// a value with a stale slot is stored. A value the outer loop never writes
/// is better stored once on the way into the outer loop: then it is clean
/// at the inner header, and nothing inside stores it again. Only values the
/// inner header will drop qualify, as predicted from the outer entry model
/// (values made inside the outer loop taken to be in registers); storing
/// every value the inner loop does not use wasted stores on paths that never
/// reach it (strsearch.c ran 13% more instructions).
void MTSAllocator::saveReadOnlyValuesAtEntry(const MachineLoop &L,
                                             MutableArrayRef<Binding> Entry) {
  DenseSet<Register> Dropped;
  SmallVector<Binding, 16> InnerEntry;
  for (const MachineLoop *Inner : L.getSubLoops()) {
    // What unreadValuesToLeaveInMemory asks first, before its entry model.
    if (!mayExceedRegisters(*Inner))
      continue;
    InnerEntry.clear();
    for (Register V : liveInsOf(*Inner->getHeader())) {
      // A value made in L before Inner is in some register there; only
      // whether it has one matters.
      const Binding *B = findBinding(Entry, V);
      InnerEntry.push_back(B ? *B : Binding{V, MCRegister(1), false});
    }
    for (const Binding *B : unreadValuesToLeaveInMemory(*Inner, InnerEntry))
      Dropped.insert(B->Value);
  }
  for (Binding &E : Entry)
    if (E.Reg && !E.InSlot && !rematDef(E.Value) &&
        !isWrittenIn(L, E.Value) && Dropped.contains(E.Value))
      E.InSlot = true;
}

/// A value a loop reads but never writes keeps its slot all the way round
/// once it is stored: when the walk would store it inside the loop (sort.c
/// on i686 stored a bound on every iteration of its merge loop, to make room
/// for the loop's other values), it is stored on the way into the loop
/// instead, and leaves its register without a store. The loop's entry model
/// takes the slot as holding the value, the edge shuffles store it, and the
/// models of the loop's blocks walked so far are corrected to match. The
/// outermost such loop is taken that the value enters in a register and
/// that is entered less often than the store would run.
bool MTSAllocator::storedEarlier(Register V) {
  const MachineLoop *Outermost = loopToStoreBefore(V);
  if (!Outermost)
    return false;
  for (const MachineBasicBlock *MBB : Outermost->blocks()) {
    EntryModels.markInSlot(*MBB, V);
    ExitModels.markInSlot(*MBB, V);
  }
  return true;
}

const MachineLoop *MTSAllocator::loopToStoreBefore(Register V) {
  if (!StoreBeforeLoops || rematDef(V))
    return nullptr;
  const MachineLoop *Outermost = nullptr;
  for (const MachineLoop *L = MLI.getLoopFor(CurMBB); L;
       L = L->getParentLoop()) {
    std::optional<ArrayRef<Binding>> Entry =
        EntryModels.lookup(*L->getHeader());
    const Binding *B = Entry ? findBinding(*Entry, V) : nullptr;
    if (!B || !B->Reg || B->InSlot || isWrittenIn(*L, V) ||
        entryFrequency(*L) >= CurFreq)
      break;
    Outermost = L;
  }
  return Outermost;
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
  auto It = llvm::find(Pred.successors(), &Succ);
  return MBFI.getBlockFreqRelativeToEntryBlock(&Pred) *
         Pred.getSuccProbability(It).getNumerator() /
         BranchProbability::getDenominator();
}

BitVector MTSAllocator::unitsTakenAtEntry(const MachineBasicBlock &MBB,
                                          ArrayRef<Binding> Entry) const {
  BitVector Taken(Units.getNumUnits());
  for (const Binding &E : Entry)
    if (E.Reg)
      Units.markUnits(E.Reg, Taken);
  for (const auto &LI : MBB.liveins())
    Units.markUnits(LI.PhysReg, Taken);
  return Taken;
}

/// A value that enters the loop in a register some instruction of the loop
/// clobbers while the value lives on (a division's $eax and $edx, a call
/// argument's register, a call's caller-saved registers) is moved out of it
/// there and put back by the back edge, or stored and loaded, on every
/// iteration. While a register the loop never clobbers is free, it enters
/// the loop there instead, for one copy on the way in; when none is free,
/// it takes one from values idle in the loop (takeRegisterFromIdleValues).
/// Asked again once values the loop does not read have left for memory,
/// whose registers may be the free ones: only then (DropRecomputed) does a
/// recomputed value that still finds none enter the loop without one.
void MTSAllocator::moveOffClobberedRegisters(const MachineLoop &L,
                                             MutableArrayRef<Binding> Entry,
                                             bool DropRecomputed) {
  const LoopFacts &Facts = factsOf(L);
  if (Facts.Clobbers.empty())
    return;
  BitVector Taken = unitsTakenAtEntry(*L.getHeader(), Entry);
  // The units of the registers no idle value can be taken from
  // (unitsKeptAtEntry), kept up to date as values move: made when first
  // needed, as most loops have a free register.
  std::optional<BitVector> Kept;
  // A recomputed value costs one instruction wherever it is lost, where
  // any other is moved out and back: the others choose first (bignum.c's
  // carry loop on i686, whose zero took the one free register from the
  // counter, which then went round $edx and $esi on every iteration).
  SmallVector<Binding *, 8> Order;
  for (Binding &E : Entry)
    if (E.Reg)
      Order.push_back(&E);
  std::stable_partition(Order.begin(), Order.end(),
                        [&](const Binding *E) { return !rematDef(E->Value); });
  for (Binding *EP : Order) {
    Binding &E = *EP;
    if (!livesAcrossClobberOf(L, E.Value, E.Reg))
      continue;
    MCRegister To;
    for (MCPhysReg R : displacementOrderOf(E.Value)) {
      if (!Units.anyUnitIn(R, Taken) &&
          !Units.anyUnitIn(R, Facts.ClobberedUnits)) {
        To = R;
        break;
      }
    }
    // With none free, a recomputed value that the loop takes from its
    // register on (nearly) every iteration enters without one, and is
    // recomputed where the loop reads it: kept there, the back edge would
    // recompute it into that register every time as well.
    if (!To && DropRecomputed && rematDef(E.Value) &&
        livesAcrossClobberOf(L, E.Value, E.Reg, Facts.HeaderFreq / 2)) {
      for (unsigned U : Units.units(E.Reg))
        Taken.reset(U);
      E.moveToSlot();
      continue;
    }
    if (!To) {
      if (!Kept)
        Kept = unitsKeptAtEntry(L, Entry);
      To = takeRegisterFromIdleValues(L, E.Value, Entry, *Kept);
    }
    if (!To)
      continue;
    E.Reg = To;
    Units.markUnits(To, Taken);
    if (Kept && !isIdleIn(L, E))
      Units.markUnits(To, *Kept);
  }
}

/// Some values take only a few of the registers: x86's `movzbl %ch, %ebp`
/// defines a GR32_NOREX value, which seven registers can hold. A loop that
/// makes such values, entered with those registers held, some by values it
/// never touches, moves one of those out and back on every iteration
/// (crc.c's table lookups, on a split back edge). For each narrow class of
/// the loop's values, as many of those untouched values (which need not
/// have a current slot, unlike isIdleIn's) as the class lacks
/// registers move on the way in, once, to free registers outside the class:
/// the one in the register last in the class's allocation order first, as
/// the walk takes registers in order.
void MTSAllocator::freeRegistersForNarrowClasses(
    const MachineLoop &L, MutableArrayRef<Binding> Entry) {
  if (NarrowClasses.none())
    return;
  const LoopFacts &Facts = factsOf(L);
  SmallVector<unsigned, 4> Classes;
  for (const LoopFacts::AccessedValue &A : Facts.Accessed)
    if (unsigned C = PressureClassOf[A.Value.virtRegIndex()];
        NarrowClasses.test(C) && !isListed(Classes, C))
      Classes.push_back(C);
  BitVector Taken;
  for (unsigned C : Classes) {
    const BitVector &ClassUnits = *PressureClassUnits[C];
    // Values the loop never touches, held in the class's registers, that
    // could be elsewhere.
    SmallVector<Binding *, 4> Untouched;
    for (Binding &E : Entry)
      if (E.Reg && Units.anyUnitIn(E.Reg, ClassUnits) &&
          hasRegistersOutside(PressureClassOf[E.Value.virtRegIndex()], C) &&
          !isUsedIn(L, E.Value))
        Untouched.push_back(&E);
    if (Untouched.empty())
      continue;
    if (Taken.empty())
      Taken = unitsTakenAtEntry(*L.getHeader(), Entry);
    // The class's values have the registers free at entry and those they
    // hold themselves.
    ArrayRef<MCPhysReg> Order = RegClassInfo.getOrder(PressureClasses[C]);
    int Short = 0;
    for (const MachineBasicBlock *MBB : L.blocks())
      Short = std::max(Short, pressureOf(*MBB).Max[C]);
    for (MCPhysReg R : Order)
      if (!Units.anyUnitIn(R, Taken))
        --Short;
    Short -= llvm::count_if(Entry, [&](const Binding &E) {
      return E.Reg && classFitsIn(PressureClassOf[E.Value.virtRegIndex()], C);
    });
    for (MCPhysReg R : llvm::reverse(Order)) {
      if (Short <= 0)
        break;
      auto Holder = llvm::find_if(Untouched, [&](const Binding *E) {
        return Units.overlap(E->Reg, R);
      });
      if (Holder == Untouched.end())
        continue;
      Binding &E = **Holder;
      ArrayRef<MCPhysReg> Targets = displacementOrderOf(E.Value);
      auto To = llvm::find_if(Targets, [&](MCPhysReg T) {
        return !Units.anyUnitIn(T, Taken) && !Units.anyUnitIn(T, ClassUnits) &&
               !Units.anyUnitIn(T, Facts.ClobberedUnits);
      });
      if (To == Targets.end())
        continue;
      for (unsigned U : Units.units(E.Reg))
        Taken.reset(U);
      Units.markUnits(*To, Taken);
      E.Reg = *To;
      Untouched.erase(Holder);
      --Short;
    }
  }
}

/// The units of the registers the loop clobbers, of the physical registers
/// live into its header, and of the registers of values at Entry that are
/// not idle in it.
BitVector MTSAllocator::unitsKeptAtEntry(const MachineLoop &L,
                                         ArrayRef<Binding> Entry) {
  BitVector Kept = factsOf(L).ClobberedUnits;
  for (const auto &LI : L.getHeader()->liveins())
    Units.markUnits(LI.PhysReg, Kept);
  for (const Binding &E : Entry)
    if (E.Reg && !isIdleIn(L, E))
      Units.markUnits(E.Reg, Kept);
  return Kept;
}

/// A register for V outside \p Kept (unitsKeptAtEntry): one the loop never
/// clobbers, held at Entry only by values idle in the loop, which leave it
/// and enter the loop in memory. Put back once where they are next used,
/// after the loop, they cost less than V moved out of the way and back on
/// every iteration (sieve.c's trial division, whose divisions take $eax
/// and $edx). Of such registers, Belady's choice: the one whose holders
/// are needed last.
MCRegister
MTSAllocator::takeRegisterFromIdleValues(const MachineLoop &L, Register V,
                                         MutableArrayRef<Binding> Entry,
                                         const BitVector &Kept) {
  unsigned Header = L.getHeader()->getNumber();
  MCRegister Best;
  unsigned BestDistance = 0;
  for (MCPhysReg R : displacementOrderOf(V)) {
    if (Units.anyUnitIn(R, Kept))
      continue;
    unsigned Distance = BlockNextUse::Never;
    for (const Binding &H : Entry)
      if (H.Reg && Units.overlap(H.Reg, R))
        Distance = std::min(
            Distance, DistancesAcrossBlocks->distanceAtEntry(Header, H.Value));
    if (!Best || Distance > BestDistance) {
      Best = R;
      BestDistance = Distance;
    }
  }
  if (!Best)
    return Best;
  for (Binding &H : Entry)
    if (H.Reg && Units.overlap(H.Reg, Best))
      H.moveToSlot();
  return Best;
}

/// Whether E's value, entering L as E says, could as well enter it in
/// memory: L never accesses it, and it is recomputed or already in its slot.
bool MTSAllocator::isIdleIn(const MachineLoop &L, const Binding &E) {
  return !isUsedIn(L, E.Value) && (E.InSlot || rematDef(E.Value));
}

/// Whether L clobbers R somewhere V lives, in a block of frequency MinFreq
/// or more: first, cheaply, whether it clobbers R at all. A copy of V
/// itself into R leaves R holding V (i686 PIC's `$ebx = COPY %got` before
/// each call, which preserves $ebx).
bool MTSAllocator::livesAcrossClobberOf(const MachineLoop &L, Register V,
                                        MCRegister R, double MinFreq) {
  const LoopFacts &Facts = factsOf(L);
  if (!Units.anyUnitIn(R, Facts.ClobberedUnits))
    return false;
  const LiveInterval &LI = LIS.getInterval(V);
  return llvm::any_of(Facts.Clobbers, [&](const MachineInstr *MI) {
    if (MI->isFullCopy() && MI->getOperand(1).getReg() == V &&
        MI->getOperand(0).getReg() == R)
      return false;
    return clobbersRegister(*MI, R) &&
           LI.liveAt(LIS.getInstructionIndex(*MI).getRegSlot()) &&
           MBFI.getBlockFreq(MI->getParent()).getFrequency() >= MinFreq;
  });
}

/// Across the loop's calls only callee-saved registers keep values. When
/// more values live across them than there are such registers, the ones the
/// loop accesses most should have them: a value in a caller-saved register
/// is evicted at every call and loaded again at its next use, each
/// iteration, much as if it were in memory. So a value that lives across a
/// call in the loop and enters it outside a callee-saved register takes
/// the callee-saved register of entry values that would cost less in
/// memory, and they enter the loop in memory (csmith's loops of checksum
/// calls kept the loop counter out of the callee-saved registers).
void MTSAllocator::giveCalleeSavedRegistersToBusiestValues(
    const MachineLoop &L, MutableArrayRef<Binding> Entry) {
  const LoopFacts &Facts = factsOf(L);
  if (Facts.Calls.empty())
    return;
  // A recomputed value costs no memory traffic wherever it is.
  auto CostOf = [&](Register V) {
    return rematDef(V) ? 0.0 : Facts.memoryCost(V);
  };
  SmallVector<Binding *, 8> Candidates;
  for (Binding &E : Entry)
    if ((!E.Reg || !isCalleeSaved(E.Reg)) && CostOf(E.Value) > 0 &&
        livesAcrossCallIn(L, E.Value))
      Candidates.push_back(&E);
  if (Candidates.empty())
    return;
  // Busiest first; ties by value number, so the choice is deterministic.
  llvm::sort(Candidates, [&](const Binding *A, const Binding *B) {
    if (CostOf(A->Value) != CostOf(B->Value))
      return CostOf(A->Value) > CostOf(B->Value);
    return byNumber(A->Value, B->Value);
  });

  BitVector Pinned(Units.getNumUnits());
  for (const auto &LI : L.getHeader()->liveins())
    Units.markUnits(LI.PhysReg, Pinned);
  // The entry holding each unit: registers in a model never overlap.
  SmallVector<Binding *, 0> HolderOf(Units.getNumUnits(), nullptr);
  auto Hold = [&](MCRegister R, Binding *E) {
    for (unsigned U : Units.units(R)) {
      assert((!E || !HolderOf[U]) && "two entries in one register");
      HolderOf[U] = E;
    }
  };
  for (Binding &E : Entry)
    if (E.Reg)
      Hold(E.Reg, &E);
  unsigned Header = L.getHeader()->getNumber();
  SmallVector<Binding *, 2> Holders, BestHolders;
  for (Binding *C : Candidates) {
    MCRegister Best;
    double BestCost = CostOf(C->Value);
    unsigned BestDistance = 0;
    for (MCPhysReg R : orderOf(C->Value)) {
      if (!isCalleeSaved(R) || Units.anyUnitIn(R, Pinned))
        continue;
      Holders.clear();
      for (unsigned U : Units.units(R))
        if (Binding *E = HolderOf[U]; E && !isListed(Holders, E))
          Holders.push_back(E);
      // Added up in the entry's order, so that the sum is the same
      // whichever unit named a holder first.
      llvm::sort(Holders);
      double Cost = 0;
      unsigned Distance = BlockNextUse::Never;
      for (Binding *E : Holders) {
        Cost += CostOf(E->Value);
        Distance = std::min(
            Distance, DistancesAcrossBlocks->distanceAtEntry(Header, E->Value));
      }
      // Between equally cheap registers, Belady's choice: the one whose
      // holders are needed last.
      if (Cost < BestCost ||
          (Best && Cost == BestCost && Distance > BestDistance)) {
        Best = R;
        BestCost = Cost;
        BestDistance = Distance;
        BestHolders = Holders;
      }
    }
    if (!Best)
      continue;
    for (Binding *H : BestHolders) {
      Hold(H->Reg, nullptr);
      H->moveToSlot();
    }
    if (C->Reg)
      Hold(C->Reg, nullptr);
    Hold(Best, C);
    // One that came from memory is loaded on the edge into the loop; one
    // that moves between registers keeps its slot's state. A slot the loop
    // makes stale is not promised at the header, or the back edge would
    // store to keep the promise.
    C->Reg = Best;
    C->InSlot &= !isWrittenIn(L, C->Value);
    Units.markUnits(Best, Pinned);
  }
}

/// A value that would enter the loop in a caller-saved register and lives
/// across a call in the loop loses that register at the call: the call
/// evicts it (storing it, when the header had it dirty) and the next read
/// or the back edge loads it back. Entered in memory, it is stored once on
/// the edge into the loop and loaded where the loop reads it. Which costs
/// less depends on how often the calls run against the reads: a call on a
/// rarely taken path (a library fallback, an error report) costs a reload
/// there, while memory costs a load on the hot path of every iteration. A
/// value kept in its register enters clean when the loop never writes it,
/// so the calls need not store it again. A value the loop writes qualifies
/// for memory only when a call stores it after its last write on the way to
/// the back edge; written after the last call, it would reach the back edge
/// dirty, and be stored there on every iteration.
void MTSAllocator::leaveCallClobberedValuesInMemory(
    const MachineLoop &L, MutableArrayRef<Binding> Entry) {
  const LoopFacts &Facts = factsOf(L);
  if (Facts.Calls.empty())
    return;
  for (Binding &E : Entry) {
    if (!E.Reg || isCalleeSaved(E.Reg))
      continue;
    double CallsPerIteration = callsCrossedPerIteration(L, E.Value);
    if (CallsPerIteration == 0)
      continue;
    bool Written = isWrittenIn(L, E.Value);
    if (Written && !isSavedByCallBeforeBackEdge(L, E.Value))
      continue;
    // A reload after each call, and a store before it when written.
    double InRegister = (Written ? 2 : 1) * CallsPerIteration;
    if (Facts.memoryCost(E.Value) <= InRegister)
      E.moveToSlot();
    else if (!Written)
      E.InSlot = true;
  }
}

/// Whether, walking back from the end of each latch (through blocks with
/// one predecessor), a call across which V lives comes before a write of V.
bool MTSAllocator::isSavedByCallBeforeBackEdge(const MachineLoop &L,
                                               Register V) {
  const LiveInterval &LI = LIS.getInterval(V);
  SmallVector<MachineBasicBlock *, 2> Latches;
  L.getLoopLatches(Latches);
  return llvm::all_of(Latches, [&](const MachineBasicBlock *MBB) {
    while (true) {
      for (const MachineInstr &MI : llvm::reverse(*MBB)) {
        if (MI.modifiesRegister(V, &TRI))
          return false;
        if (MI.isCall() &&
            LI.liveAt(LIS.getInstructionIndex(MI).getRegSlot()))
          return true;
      }
      if (MBB == L.getHeader() || MBB->pred_size() != 1)
        return false;
      MBB = *MBB->pred_begin();
    }
  });
}

bool MTSAllocator::livesAcrossCallIn(const MachineLoop &L, Register V) {
  const LiveInterval &LI = LIS.getInterval(V);
  return llvm::any_of(factsOf(L).Calls,
                      [&](SlotIndex Call) { return LI.liveAt(Call); });
}

double MTSAllocator::callsCrossedPerIteration(const MachineLoop &L,
                                              Register V) {
  const LoopFacts &Facts = factsOf(L);
  const LiveInterval &LI = LIS.getInterval(V);
  double Freq = 0;
  for (SlotIndex Call : Facts.Calls)
    if (LI.liveAt(Call))
      Freq += MBFI.getBlockFreq(LIS.getMBBFromIndex(Call)).getFrequency();
  return Freq / Facts.HeaderFreq;
}

/// The other half of the rule: a value the loop reads that would enter it
/// in memory (the preheader had evicted it, or the rules above put it
/// there) is loaded on every iteration, since the back edge drops whatever
/// register the body loaded it into. While the loop has registers to spare,
/// such values enter it in a free register instead, nearest next use first:
/// one load on the edge into the loop. One that lives across a call in the
/// loop takes only a callee-saved register.
void MTSAllocator::loadReadValuesAtEntry(const MachineLoop &L,
                                         MutableArrayRef<Binding> Entry) {
  SmallVector<Binding *, 8> Candidates = byNextUse(
      L, Entry,
      [&](const Binding &E) { return !E.Reg && isReadIn(L, E.Value); },
      /*FurthestFirst=*/false);
  if (Candidates.empty())
    return;
  LoopPressure Excess = excessPressureAt(L, Entry);

  BitVector Taken = unitsTakenAtEntry(*L.getHeader(), Entry);

  for (Binding *E : Candidates) {
    unsigned Class = PressureClassOf[E->Value.virtRegIndex()];
    // A value live where the loop is worst for each of its classes is
    // counted there already: it fits when nothing is in excess.
    bool Counted = true;
    for (unsigned C = 0; C != Excess.size(); ++C)
      Counted &= !classFitsIn(Class, Excess[C].first) ||
                 llvm::binary_search(worstPointLive(L, C), E->Value, byNumber);
    if (llvm::any_of(Excess, [&](const auto &CE) {
          return CE.second >= (Counted ? 1 : 0) &&
                 classFitsIn(Class, CE.first);
        }))
      continue;
    bool NeedsCalleeSaved = livesAcrossCallIn(L, E->Value);
    // A register the loop clobbers while V lives would have V moved out of
    // it on every iteration (decNumber's carry loop, whose bound took the
    // $rax of a multiplication): the first free one the loop leaves V in.
    MCRegister Clobbered;
    for (MCPhysReg R : orderOf(E->Value)) {
      if ((NeedsCalleeSaved && !isCalleeSaved(R)) ||
          llvm::any_of(Units.units(R),
                       [&](unsigned U) { return Taken.test(U); }))
        continue;
      if (livesAcrossClobberOf(L, E->Value, R)) {
        if (!Clobbered)
          Clobbered = R;
        continue;
      }
      E->Reg = R;
      break;
    }
    if (!E->Reg)
      E->Reg = Clobbered;
    if (!E->Reg)
      continue;
    // Its slot is current on the way in, but a value the loop writes would
    // have to be stored on the back edge to keep it so.
    E->InSlot = !isWrittenIn(L, E->Value);
    Units.markUnits(E->Reg, Taken);
    if (!Counted)
      chargePressure(Excess, E->Value, +1);
  }
}

/// Braun & Hack's loop-header rule, in the small: a value live through a
/// loop that no instruction of the loop reads is a poor tenant of a register
/// the loop is short of. Kept there, the body evicts it (storing it each
/// time round) and the back edge puts it back (loading it each time round).
/// Entered in memory instead, it is stored at most once, on the edge into
/// the loop, and loaded after the loop where it is read; a value the loop
/// only writes is stored where it is written, and then only on the paths
/// that write it (dct.c's outputs, one written per iteration by a switch).
/// Only as many such values leave as the loop's pressure exceeds its
/// registers: those the loop never touches first, furthest next use first,
/// then those it writes, least often written first.
void MTSAllocator::leaveUnreadValuesInMemory(const MachineLoop &L,
                                             MutableArrayRef<Binding> Entry) {
  for (Binding *E : unreadValuesToLeaveInMemory(L, Entry))
    E->moveToSlot();
}

SmallVector<Binding *, 8>
MTSAllocator::unreadValuesToLeaveInMemory(const MachineLoop &L,
                                          MutableArrayRef<Binding> Entry) {
  SmallVector<Binding *, 8> Leaving;
  if (!mayExceedRegisters(L))
    return Leaving;
  LoopPressure Excess = excessPressureAt(L, Entry);
  if (llvm::none_of(Excess, [](const auto &CE) { return CE.second > 0; }))
    return Leaving;

  SmallVector<Binding *, 8> Candidates = byNextUse(
      L, Entry,
      [&](const Binding &E) { return E.Reg && !isUsedIn(L, E.Value); },
      /*FurthestFirst=*/true);
  SmallVector<Binding *, 8> WriteOnly = byNextUse(
      L, Entry,
      [&](const Binding &E) {
        return E.Reg && isWrittenIn(L, E.Value) && !isReadIn(L, E.Value);
      },
      /*FurthestFirst=*/true);
  const LoopFacts &Facts = factsOf(L);
  llvm::stable_sort(WriteOnly, [&](const Binding *A, const Binding *B) {
    return Facts.memoryCost(A->Value) < Facts.memoryCost(B->Value);
  });
  Candidates.append(WriteOnly.begin(), WriteOnly.end());
  for (Binding *E : Candidates) {
    unsigned Class = PressureClassOf[E->Value.virtRegIndex()];
    if (llvm::none_of(Excess, [&](const auto &CE) {
          return CE.second > 0 && classFitsIn(Class, CE.first);
        }))
      continue;
    chargePressure(Excess, E->Value, -1);
    Leaving.push_back(E);
  }
  return Leaving;
}

SmallVector<Binding *, 8>
MTSAllocator::byNextUse(const MachineLoop &L, MutableArrayRef<Binding> Entry,
                        function_ref<bool(const Binding &)> Pick,
                        bool FurthestFirst) {
  unsigned Header = L.getHeader()->getNumber();
  SmallVector<std::pair<unsigned, Binding *>, 8> Picked;
  for (Binding &E : Entry)
    if (Pick(E))
      Picked.push_back(
          {DistancesAcrossBlocks->distanceAtEntry(Header, E.Value), &E});
  // Ties by value number, so the choice is deterministic.
  llvm::sort(Picked, [&](const auto &A, const auto &B) {
    if (A.first != B.first)
      return FurthestFirst ? A.first > B.first : A.first < B.first;
    return byNumber(A.second->Value, B.second->Value);
  });
  SmallVector<Binding *, 8> Result;
  for (auto [Distance, E] : Picked)
    Result.push_back(E);
  return Result;
}

MTSAllocator::LoopPressure
MTSAllocator::excessPressureAt(const MachineLoop &L, ArrayRef<Binding> Entry) {
  ArrayRef<ClassPressure> Pressure = excessPressure(L);
  LoopPressure Excess(Pressure.begin(), Pressure.end());
  // A value live through the loop is counted at its worst point, but one
  // that enters it in memory and is not read there needs no register (but
  // briefly where it is written). Both lists are sorted by value: one pass
  // finds each entry's accesses.
  assert(llvm::is_sorted(Entry, [](const Binding &A, const Binding &B) {
    return byNumber(A.Value, B.Value);
  }));
  ValueCursor<LoopFacts::AccessedValue> Accesses(factsOf(L).Accessed);
  for (const Binding &E : Entry) {
    if (E.Reg)
      continue;
    const LoopFacts::AccessedValue *A = Accesses.find(E.Value);
    if (!A || !A->Read)
      chargePressure(Excess, E.Value, -1);
  }
  return Excess;
}

void MTSAllocator::chargePressure(LoopPressure &Excess, Register V,
                                  int Delta) {
  unsigned ValueClass = PressureClassOf[V.virtRegIndex()];
  for (auto &[Class, Registers] : Excess)
    if (classFitsIn(ValueClass, Class))
      Registers += Delta;
}

/// Pressure is counted per register class of the loop's values: a value
/// weighs on every class its own class fits in (a GR32 value takes a GR64
/// register away, but need not take one of GR32_ABCD's four), and a class
/// has as many registers as its allocation order (which honours
/// -stress-regalloc). Across a call only callee-saved registers keep values,
/// so the values live across each call that could stay in one are counted
/// against those too (findPressureClasses). A physical register weighs on
/// each class it is in, from its def to its last read. A loop's worst point
/// is its blocks' worst, so each block is scanned once however deeply it is
/// nested (pressureOf).
ArrayRef<MTSAllocator::ClassPressure>
MTSAllocator::excessPressure(const MachineLoop &L) {
  auto [It, Inserted] = LoopExcessPressure.try_emplace(&L);
  auto &Excess = It->second;
  if (!Inserted)
    return Excess;

  // The classes at stake: those of every value live in the loop.
  SmallVector<unsigned, 8> Classes;
  for (const MachineBasicBlock *MBB : L.blocks())
    for (unsigned C : pressureOf(*MBB).classes())
      if (!isListed(Classes, C))
        Classes.push_back(C);

  bool HasCall = llvm::any_of(L.blocks(), [&](const MachineBasicBlock *MBB) {
    return pressureOf(*MBB).HasCall;
  });
  auto &Worst = WorstPoints[&L];
  Worst.resize(Classes.size());
  Excess.reserve(Classes.size());
  for (auto [I, C] : enumerate(Classes)) {
    // The first block to reach the most, as blocks come in L.blocks().
    int Max = 0, MaxAcrossCall = 0;
    const MachineBasicBlock *WorstBlock = nullptr;
    for (const MachineBasicBlock *MBB : L.blocks()) {
      const BlockPressure &P = pressureOf(*MBB);
      if (P.Max[C] > Max) {
        Max = P.Max[C];
        WorstBlock = MBB;
      }
      MaxAcrossCall = std::max(MaxAcrossCall, P.MaxAcrossCall[C]);
    }
    if (WorstBlock) {
      Worst[I].Block = WorstBlock;
      Worst[I].Step = pressureOf(*WorstBlock).MaxStep[C];
    }
    auto [Registers, CalleeSaved] = PressureRegisters[C];
    int Need = Max - int(Registers);
    if (HasCall)
      Need = std::max(Need, MaxAcrossCall - int(CalleeSaved));
    Excess.push_back({C, Need});
  }
  return Excess;
}

/// Every value live somewhere in L is live into its header or accessed in
/// it, so a class that fewer such values weigh on than it has registers is
/// never short of them; across L's calls, the same for the values that
/// cross a call and the class's callee-saved registers. Most loops are
/// like that, and counting those values costs less than the pressure scan
/// of every block.
bool MTSAllocator::mayExceedRegisters(const MachineLoop &L) {
  return factsOf(L).MayExceedRegisters;
}

bool MTSAllocator::mayExceedRegisters(const MachineLoop &L,
                                      const LoopFacts &Facts) const {
  unsigned NumClasses = PressureClasses.size();
  // Per class, the values of that class, and those of them that cross a
  // call.
  SmallVector<unsigned, 8> Values(NumClasses, 0), Crossing(NumClasses, 0);
  auto Count = [&](unsigned I) {
    ++Values[PressureClassOf[I]];
    if (CrossesCall.test(I) && KeptAcrossCalls.test(PressureClassOf[I]))
      ++Crossing[PressureClassOf[I]];
  };
  for (const LoopFacts::AccessedValue &A : Facts.Accessed)
    Count(A.Value.virtRegIndex());
  // Both lists are sorted by value.
  ValueCursor<LoopFacts::AccessedValue> Accesses(Facts.Accessed);
  for (Register V : liveInsOf(*L.getHeader()))
    if (!Accesses.find(V))
      Count(V.virtRegIndex());
  // The same per class the values weigh on; and the physical registers
  // that weigh on it while they live (PressureScan).
  SmallVector<unsigned, 8> Weight(NumClasses, 0), CrossingWeight(NumClasses, 0);
  for (unsigned D = 0; D != NumClasses; ++D)
    for (unsigned C : PressureCompeting[D]) {
      Weight[C] += Values[D];
      CrossingWeight[C] += Crossing[D];
    }
  for (MCRegister R : Facts.PhysicalPressure)
    for (uint64_t Classes = classesOfPhysical(R); Classes;
         Classes &= Classes - 1)
      ++Weight[llvm::countr_zero(Classes)];
  for (unsigned C = 0; C != NumClasses; ++C) {
    auto [Registers, CalleeSaved] = PressureRegisters[C];
    if (Weight[C] > Registers ||
        (!Facts.Calls.empty() && CrossingWeight[C] > CalleeSaved))
      return true;
  }
  return false;
}

ArrayRef<Register> MTSAllocator::worstPointLive(const MachineLoop &L,
                                                unsigned C) {
  const WorstPoint &P = WorstPoints[&L][C];
  if (!P.Block)
    return {};
  auto [It, Inserted] = WorstPointLive.try_emplace({P.Block, P.Step});
  SmallVector<Register, 0> &Live = It->second;
  if (Inserted) {
    scanPressure(*P.Block, nullptr, P.Step);
    Live.reserve(ScanLive.size());
    for (unsigned V : ScanLive)
      Live.push_back(Register::index2VirtReg(V));
    // Sorted, so that loadReadValuesAtEntry can search them.
    llvm::sort(Live, byNumber);
  }
  return Live;
}

bool MTSAllocator::hasRegistersOutside(unsigned D, unsigned C) {
  int8_t &Answer = RoomOutside[D * PressureClasses.size() + C];
  if (Answer < 0)
    Answer = llvm::any_of(RegClassInfo.getOrder(PressureClasses[D]),
                          [&](MCPhysReg R) {
                            return !Units.anyUnitIn(R, *PressureClassUnits[C]);
                          });
  return Answer;
}

uint64_t MTSAllocator::classesOfPhysical(MCRegister R) const {
  if (PhysicalClasses.empty())
    return 0;
  uint64_t &Classes = PhysicalClasses[R.id()];
  if (Classes == UnknownClasses) {
    Classes = 0;
    for (auto [C, ClassUnits] : enumerate(PressureClassUnits))
      if (Units.anyUnitIn(R, *ClassUnits))
        Classes |= uint64_t(1) << C;
  }
  return Classes;
}

void MTSAllocator::findPressureClasses() {
  unsigned NumClasses = PressureClasses.size();
  // With more classes than a mask holds (none of the targets tested comes
  // close), physical registers are left out of the pressure.
  PhysicalClasses.assign(NumClasses < 64 ? TRI.getNumRegs() : 0,
                         UnknownClasses);
  SmallVectorImpl<const BitVector *> &ClassUnits = PressureClassUnits;
  ValueUnits.clear();
  ValueUnits.resize(Units.getNumUnits());
  for (const TargetRegisterClass *RC : PressureClasses) {
    ClassUnits.push_back(&unitsOf(RC));
    ValueUnits |= *ClassUnits.back();
    PressureRegisters.push_back(
        {RegClassInfo.getOrder(RC).size(), Tables.numCalleeSaved(RC)});
  }
  // A value of class C always takes one of D's registers when C's units
  // lie within D's. A class that merely shares registers with the value's
  // (GR32_ABCD with GR32) can do without it. (BitVector::test(RHS): whether
  // this has a bit RHS lacks.)
  PressureCompeting.resize(NumClasses);
  PressureFitsIn.resize(NumClasses * NumClasses);
  for (unsigned C = 0; C != NumClasses; ++C)
    for (unsigned D = 0; D != NumClasses; ++D)
      if (!ClassUnits[C]->test(*ClassUnits[D])) {
        PressureCompeting[C].push_back(D);
        PressureFitsIn.set(C * NumClasses + D);
      }
  // A class within another that has more registers (GR32_NOREX within
  // GR32, but not GR32 within GR64, which has the same registers), while
  // values of some class may be in its registers or outside them.
  RoomOutside.assign(NumClasses * NumClasses, -1);
  NarrowClasses.clear();
  NarrowClasses.resize(NumClasses);
  for (unsigned C = 0; C != NumClasses; ++C)
    if (llvm::any_of(PressureCompeting[C],
                     [&](unsigned D) { return !classFitsIn(D, C); }) &&
        llvm::any_of(seq(NumClasses), [&](unsigned D) {
          return ClassUnits[D]->anyCommon(*ClassUnits[C]) &&
                 hasRegistersOutside(D, C);
        }))
      NarrowClasses.set(C);
  // Across a call, only values of classes with callee-saved registers stay
  // in registers; and a class none of whose own registers is callee-saved
  // still keeps the values of the classes within it that have some:
  // AArch64 saves only the low halves of $q8-$q15, so FPR128 keeps none of
  // its own values across a call, but the FPR64 values in $d8-$d15.
  KeptAcrossCalls.clear();
  KeptAcrossCalls.resize(NumClasses);
  for (unsigned C = 0; C != NumClasses; ++C)
    if (PressureRegisters[C].second)
      KeptAcrossCalls.set(C);
  for (unsigned C : KeptAcrossCalls.set_bits())
    for (unsigned D : PressureCompeting[C])
      if (!KeptAcrossCalls.test(D))
        PressureRegisters[D].second =
            std::max(PressureRegisters[D].second, PressureRegisters[C].second);
}

MTSAllocator::BlockPressure *
MTSAllocator::newBlockPressure(const MachineBasicBlock &MBB) {
  if (unsigned(MBB.getNumber()) >= BlockPressures.size())
    BlockPressures.resize(MF.getNumBlockIDs());
  BlockPressure *&P = BlockPressures[MBB.getNumber()];
  if (P)
    return nullptr;
  unsigned NumClasses = PressureClasses.size();
  P = new (PressureTables.Allocate<BlockPressure>()) BlockPressure();
  P->Max = PressureTables.Allocate<int>(2 * NumClasses);
  P->MaxAcrossCall = P->Max + NumClasses;
  P->MaxStep = PressureTables.Allocate<unsigned>(2 * NumClasses);
  P->ClassList = P->MaxStep + NumClasses;
  return P;
}

const MTSAllocator::BlockPressure &
MTSAllocator::pressureOf(const MachineBasicBlock &MBB) {
  // factsOf scans the loops' blocks first; a block it has not is scanned
  // when first asked for.
  if (BlockPressure *P = newBlockPressure(MBB))
    scanPressure(MBB, P, ~0u);
  return *BlockPressures[MBB.getNumber()];
}

MTSAllocator::PressureScan::PressureScan(MTSAllocator &RA,
                                         const MachineBasicBlock &MBB,
                                         BlockPressure *Out,
                                         unsigned StopAtStep)
    : RA(RA), Out(Out), StopAtStep(StopAtStep) {
  RA.ScanPhysicalUnits.reset();
  SmallVector<Register, 32> LiveOut;
  RA.liveOutOf(MBB, LiveOut);
  unsigned NumClasses = RA.PressureClasses.size();
  Now.assign(NumClasses, 0);
  NowKept.assign(NumClasses, 0);
  Named.assign(NumClasses, false);
  SparseSet<unsigned> &Live = RA.ScanLive;
  Live.clear();
  // The live-out values are the first steps, one each (the list is
  // unique). A scan that stops among them needs only the live set.
  if (StopAtStep <= LiveOut.size()) {
    for (Register V : ArrayRef(LiveOut).take_front(StopAtStep))
      Live.insert(V.virtRegIndex());
    Stopped = true;
    return;
  }
  // Otherwise they count per class at once: pressure only grows while they
  // enter, so each class is at its most after the last value that weighs
  // on it.
  SmallVector<int, 8> Entered(NumClasses, 0);
  SmallVector<unsigned, 8> LastEntered(NumClasses, 0);
  for (auto [I, V] : enumerate(LiveOut)) {
    unsigned C = RA.PressureClassOf[V.virtRegIndex()];
    Live.insert(V.virtRegIndex());
    Entered[C]++;
    LastEntered[C] = I + 1;
  }
  // Every value the block names enters the live set somewhere below (a
  // dead def too), so the class list is filled as values enter.
  if (Out) {
    for (unsigned C = 0; C != NumClasses; ++C)
      if (Entered[C])
        name(C);
    std::fill_n(Out->Max, NumClasses, 0);
    std::fill_n(Out->MaxAcrossCall, NumClasses, 0);
    std::fill_n(Out->MaxStep, NumClasses, 0);
  }
  for (unsigned D = 0; D != NumClasses; ++D) {
    if (!Entered[D])
      continue;
    for (unsigned C : RA.PressureCompeting[D]) {
      Now[C] += Entered[D];
      if (RA.KeptAcrossCalls.test(D))
        NowKept[C] += Entered[D];
      if (Out)
        Out->MaxStep[C] = std::max(Out->MaxStep[C], LastEntered[D]);
    }
  }
  if (Out)
    for (unsigned C = 0; C != NumClasses; ++C)
      Out->Max[C] = Now[C];
  Step = LiveOut.size();
}

void MTSAllocator::PressureScan::name(unsigned C) {
  if (!Named[C]) {
    Named[C] = true;
    Out->ClassList[Out->NumNamed++] = C;
  }
}

bool MTSAllocator::PressureScan::change(Register V, int Delta) {
  ++Step;
  unsigned ValueClass = RA.PressureClassOf[V.virtRegIndex()];
  if (Out && Delta > 0)
    name(ValueClass);
  bool Kept = RA.KeptAcrossCalls.test(ValueClass);
  for (unsigned C : RA.PressureCompeting[ValueClass]) {
    count(C, Delta);
    if (Kept)
      NowKept[C] += Delta;
  }
  Stopped = Step == StopAtStep;
  return Stopped;
}

void MTSAllocator::PressureScan::count(unsigned C, int Delta) {
  Now[C] += Delta;
  if (Out && Now[C] > Out->Max[C]) {
    Out->Max[C] = Now[C];
    Out->MaxStep[C] = Step;
  }
}

void MTSAllocator::PressureScan::instruction(
    const MachineInstr &MI, ArrayRef<Register> Reads, ArrayRef<Register> Defs,
    ArrayRef<const MachineOperand *> Physical) {
  assert(!Stopped && "the scan has stopped");
  // The live set's answers skip a value named twice.
  SparseSet<unsigned> &Live = RA.ScanLive;
  for (Register D : Defs)
    if (Live.insert(D.virtRegIndex()).second && change(D, +1))
      return;
  if (!Physical.empty())
    physicalOperands(Physical, /*Defs=*/true);
  for (Register D : Defs)
    if (Live.erase(D.virtRegIndex()) && change(D, -1))
      return;
  if (MI.isCall() && Out) {
    Out->HasCall = true;
    for (unsigned C = 0, E = Now.size(); C != E; ++C)
      Out->MaxAcrossCall[C] = std::max(Out->MaxAcrossCall[C], NowKept[C]);
  }
  for (Register R : Reads)
    if (Live.insert(R.virtRegIndex()).second && change(R, +1))
      return;
  if (!Physical.empty())
    physicalOperands(Physical, /*Defs=*/false);
}

/// A physical register a value could take, live between its def and its
/// use (a division's $eax and $edx, a call's result), takes a register
/// from the values as much as one of them: it weighs on every class it is
/// in. It is no step: the values live at the worst point are those of the
/// step before.
void MTSAllocator::PressureScan::physicalOperands(
    ArrayRef<const MachineOperand *> Physical, bool Defs) {
  const RegisterUnits &Units = RA.Units;
  auto Weigh = [&](MCRegister R, int Delta) {
    for (uint64_t Classes = RA.classesOfPhysical(R); Classes;
         Classes &= Classes - 1)
      count(llvm::countr_zero(Classes), Delta);
  };
  // The live registers never overlap: a read of one that overlaps a live
  // one adds nothing.
  BitVector &LiveUnits = RA.ScanPhysicalUnits;
  for (const MachineOperand *MO : Physical) {
    if (MO->isDef() != Defs)
      continue;
    MCRegister R = MO->getReg().asMCReg();
    bool Live = Units.anyUnitIn(R, LiveUnits);
    if (!Defs) {
      if (!Live) {
        LivePhysical.push_back(R);
        Units.markUnits(R, LiveUnits);
        Weigh(R, +1);
      }
      continue;
    }
    // Above its def the register is free again; a dead def takes it only
    // at the instruction. (A call's argument is not live, as its reads are
    // left out.)
    if (!Live) {
      if (MO->isDead()) {
        Weigh(R, +1);
        Weigh(R, -1);
      }
      continue;
    }
    llvm::erase_if(LivePhysical, [&](MCRegister L) {
      if (L != R && !Units.overlap(L, R))
        return false;
      for (unsigned U : Units.units(L))
        LiveUnits.reset(U);
      Weigh(L, -1);
      return true;
    });
  }
}

void MTSAllocator::scanPressure(const MachineBasicBlock &MBB,
                                BlockPressure *Out, unsigned StopAtStep) {
  PressureScan Scan(*this, MBB, Out, StopAtStep);
  SmallVector<Register, 4> Defs, Reads;
  SmallVector<const MachineOperand *, 4> Physical;
  for (const MachineInstr &MI : llvm::reverse(MBB)) {
    if (Scan.stopped())
      return;
    if (MI.isDebugInstr())
      continue;
    virtualReadsAndDefsRepeated(MI, Reads, Defs);
    Physical.clear();
    for (const MachineOperand &MO : MI.operands())
      if (MO.isReg() && MO.getReg().isPhysical() &&
          Tables.mayHoldValue(MO.getReg().asMCReg()) && takesPressure(MI, MO) &&
          Units.anyUnitIn(MO.getReg().asMCReg(), ValueUnits))
        Physical.push_back(&MO);
    Scan.instruction(MI, Reads, Defs, Physical);
  }
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
  // An exception's edge leaves from inside Pred's call, before its exit
  // model: the pad's entry was made from the model at that call
  // (LandingPads.cpp) and needs no code.
  if (Succ.isEHPad())
    return true;
  ArrayRef<Binding> Exit = ExitModels[Pred];
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
    if (To.Reg && !namesRegister(Unread, To.Reg)) {
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
  // A load recomputed from an anchor reads the anchor's register, one of
  // those.
  SmallVector<MCRegister, 8> Kept;
  BindingCursor StillInExit(Exit);
  for (const Binding &To : Entry)
    if (const Binding *From = StillInExit.find(To.Value);
        From && From->Reg && From->Reg == To.Reg &&
        !namesRegister(Unread, To.Reg))
      Kept.push_back(From->Reg);
  SmallVector<MCRegister, 8> AnchorAtLoad =
      anchorsAtEdgeLoads(Edits, Exit, Kept);
  SmallVector<MCRegister, 8> LiveThrough(Kept.begin(), Kept.end());
  BitVector Written(Units.getNumUnits());
  for (const Edit &E : Edits) {
    if (E.Kind != Edit::Load && !Units.anyUnitIn(E.From, Written))
      LiveThrough.push_back(E.From);
    if (E.Kind != Edit::Store)
      Units.markUnits(E.To, Written);
  }
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
  bool BeforeBranch =
      !StoresBeforeBranch &&
      canShuffleBeforeBranch(Pred, Succ, Edits, Exit, Written, ReadLater);
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
    // A register the shuffle overwrites while its old value is dropped must
    // be dead first: its last read becomes a kill (stores overwrite none).
    for (const Binding &B : Exit)
      if (B.Reg && !isListed(LiveThrough, B.Reg) &&
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
    SmallVector<MCRegister, 0> &SplitLive = SplitBlockLiveIns[Split];
    SplitLive.append(LiveThrough.begin(), LiveThrough.end());
    for (const auto &LI : Succ.liveins())
      SplitLive.push_back(LI.PhysReg);
    CurMBB = Split;
    InsertPoint = Split->getFirstTerminator();
    CurFreq = std::min(PredFreq, SuccFreq);
  }
  for (auto [E, Anchor] : zip_equal(Edits, AnchorAtLoad)) {
    EdgeLoadAnchor = Anchor;
    emit(E);
  }
  EdgeLoadAnchor = MCRegister();
  return true;
}

/// Whether the shuffle of an edge that Pred leaves by a conditional branch
/// can go before the branch, sparing the edge a block of its own and the
/// jump back from it: a loop's back edge, whose shuffle then runs once more
/// on the way out of the loop. It must write no register in which another
/// successor takes a value (ReadLater: those, and the registers the branch
/// reads or writes, which the shuffle must not kill either), not even by a
/// recomputation's other defs (x86's zeroing idiom writes $eflags), and
/// the jumps saved must outweigh its instructions and a jump on the other
/// edges. x87 values stay on their edge: the stackifier turns their moves
/// before a branch into a reordering of its stack (nbody.c on i686 ran 16%
/// more instructions).
bool MTSAllocator::canShuffleBeforeBranch(const MachineBasicBlock &Pred,
                                          const MachineBasicBlock &Succ,
                                          ArrayRef<Edit> Edits,
                                          ArrayRef<Binding> Exit,
                                          const BitVector &Written,
                                          BitVector &ReadLater) {
  if (Pred.succ_size() < 2 || Pred.empty() || Pred.back().isIndirectBranch() ||
      any_of(Pred.terminators(),
             [](const MachineInstr &T) { return !T.isBranch(); }))
    return false;
  // X86's x87 classes: RFP32, RFP64, RFP80.
  if (any_of(Edits, [&](const Edit &E) {
        return StringRef(TRI.getRegClassName(MRI.getRegClass(E.Value)))
            .starts_with("RFP");
      }))
    return false;
  double EdgeFreq = edgeFrequency(Pred, Succ);
  double OtherFreq = MBFI.getBlockFreqRelativeToEntryBlock(&Pred) - EdgeFreq;
  // The other edges may need a jump of their own then, as the branch that
  // fell through to this edge's block now jumps to Succ.
  if (OtherFreq * (Edits.size() + 1) >= EdgeFreq)
    return false;
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
    BindingCursor InExit(Exit);
    for (Register V : liveInsOf(*Other))
      if (const Binding *B = InExit.find(V); B && B->Reg)
        Units.markUnits(B->Reg, ReadLater);
  }
  if (Written.anyCommon(ReadLater))
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
    if (TII.isStoreToStackSlot(MI, Slot))
      Stored.push_back(Slot);
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
    llvm::sort(Regs, [](MCRegister A, MCRegister B) { return A.id() < B.id(); });
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
