//===- LoopHeaders.cpp - Which values enter a loop in registers -----------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Loop-header models in the spirit of Braun & Hack: a loop header's entry
/// model, taken from the predecessor outside the loop (Joins.cpp), is
/// changed by the loop's own rules, so that the back edge's shuffle does
/// not load or store on every iteration.
///
/// Values in registers the loop clobbers while they live on move to registers
/// it leaves alone, free ones or those of values the loop never touches
/// (moveOffClobberedRegisters). Values that a call in the loop would take from
/// their caller-saved registers (leaveCallClobberedValuesInMemory), the values
/// that hold callee-saved registers but would cost less in memory than a busier
/// value crossing the loop's calls (giveCalleeSavedRegistersToBusiestValues),
/// and when the loop needs more registers than it has, values the loop never
/// reads (leaveUnreadValuesInMemory), enter it in memory, so they are not
/// evicted and put back on every iteration; and while it has registers to
/// spare, values it reads enter it in registers (loadReadValuesAtEntry), so
/// they are not loaded on every iteration. Values the loop only reads, and that
/// an inner loop's header will leave in memory, enter it with their slot
/// written (saveReadOnlyValuesAtEntry), so the inner header does not store them
/// on every outer iteration.
///
/// The rules ask what each loop reads, writes, calls and clobbers, found by
/// one scan of its blocks (factsOf), and how many registers it needs
/// (RegisterPressure.cpp).
///
//===----------------------------------------------------------------------===//

#include "MTSAllocator.h"
#include "RegisterPressure.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineBlockFrequencyInfo.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/Support/CommandLine.h"
#include <algorithm>

using namespace llvm;
using namespace mts;

static cl::opt<bool> StoreBeforeLoops(
    "mts-store-before-loops", cl::init(true), cl::Hidden,
    cl::desc("Store a value that a loop reads but does not write on the way "
             "into the loop, not where the loop evicts it"));

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
  if (NarrowClasses.any())
    for (const LoopFacts::AccessedValue &A : Facts.Accessed)
      if (unsigned C = PressureClassOf[A.Value.virtRegIndex()];
          NarrowClasses.test(C) && !isListed(Facts.NarrowClassesAccessed, C))
        Facts.NarrowClassesAccessed.push_back(C);
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
/// the loop's values, as many values that can be outside it as the class
/// lacks registers move on the way in, once, to free registers outside the
/// class: those the loop never touches first (which need not have a
/// current slot, unlike isIdleIn's), then those it reads or writes, which
/// the walk keeps where they enter (chacha20.c's keystream loop on i686,
/// whose index took the ABCD register its byte operations lacked); each in
/// turn the one in the register last in the class's allocation order
/// first, as the walk takes registers in order.
void MTSAllocator::freeRegistersForNarrowClasses(
    const MachineLoop &L, MutableArrayRef<Binding> Entry) {
  if (NarrowClasses.none())
    return;
  const LoopFacts &Facts = factsOf(L);
  BitVector Taken;
  for (unsigned C : Facts.NarrowClassesAccessed) {
    const BitVector &ClassUnits = *PressureClassUnits[C];
    // Values held in the class's registers that could be elsewhere: those
    // the loop never touches, then those it reads or writes where they
    // enter.
    SmallVector<Binding *, 4> Movable[2];
    for (Binding &E : Entry)
      if (E.Reg && Units.anyUnitIn(E.Reg, ClassUnits) &&
          hasRegistersOutside(PressureClassOf[E.Value.virtRegIndex()], C))
        Movable[isUsedIn(L, E.Value)].push_back(&E);
    if (Movable[0].empty() && Movable[1].empty())
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
    for (SmallVectorImpl<Binding *> &Candidates : Movable) {
      for (MCPhysReg R : llvm::reverse(Order)) {
        if (Short <= 0)
          break;
        auto Holder = llvm::find_if(Candidates, [&](const Binding *E) {
          return Units.overlap(E->Reg, R);
        });
        if (Holder == Candidates.end())
          continue;
        Binding &E = **Holder;
        ArrayRef<MCPhysReg> Targets = displacementOrderOf(E.Value);
        auto To = llvm::find_if(Targets, [&](MCPhysReg T) {
          return !Units.anyUnitIn(T, Taken) &&
                 !Units.anyUnitIn(T, ClassUnits) &&
                 !Units.anyUnitIn(T, Facts.ClobberedUnits);
        });
        if (To == Targets.end())
          continue;
        for (unsigned U : Units.units(E.Reg))
          Taken.reset(U);
        Units.markUnits(*To, Taken);
        E.Reg = *To;
        Candidates.erase(Holder);
        --Short;
      }
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
      Counted &= !classFitsIn(Class, Excess[C].Class) ||
                 llvm::binary_search(worstPointLive(L, C), E->Value, byNumber);
    // Across the loop's calls it needs a callee-saved register too.
    bool NeedsCalleeSaved = livesAcrossCallIn(L, E->Value);
    if (llvm::any_of(Excess, [&](const ClassPressure &CE) {
          int Need = NeedsCalleeSaved ? CE.Excess : CE.ExcessAtWorstPoint;
          return Need >= (Counted ? 1 : 0) && classFitsIn(Class, CE.Class);
        }))
      continue;
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
  if (llvm::none_of(Excess,
                    [](const ClassPressure &CE) { return CE.Excess > 0; }))
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
    if (llvm::none_of(Excess, [&](const ClassPressure &CE) {
          return CE.Excess > 0 && classFitsIn(Class, CE.Class);
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
