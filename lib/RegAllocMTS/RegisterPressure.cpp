//===- RegisterPressure.cpp - Register pressure of loops ------------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// How many registers a loop needs at its worst point, for the loop rules
/// (LoopHeaders.cpp): per register class of its values, from backward scans
/// of its blocks (PressureScan), each block scanned once however deeply it
/// is nested.
///
//===----------------------------------------------------------------------===//

#include "RegisterPressure.h"
#include "MTSAllocator.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include <algorithm>

using namespace llvm;
using namespace mts;

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
  for (ClassPressure &CE : Excess)
    if (classFitsIn(ValueClass, CE.Class)) {
      CE.Excess += Delta;
      CE.ExcessAtWorstPoint += Delta;
    }
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
    int AtWorstPoint = Max - int(Registers);
    int Need = AtWorstPoint;
    if (HasCall)
      Need = std::max(Need, MaxAcrossCall - int(CalleeSaved));
    Excess.push_back({C, Need, AtWorstPoint});
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
