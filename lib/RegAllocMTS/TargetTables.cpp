//===- TargetTables.cpp - What the allocator derives from the target ------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The register units of each register, the allocation orders and the
/// callee-saved registers, and the units each call's register mask
/// clobbers: worked out once per target (the orders once per set of
/// reserved and callee-saved registers), as greedy keeps its
/// RegisterClassInfo.
///
//===----------------------------------------------------------------------===//

#include "MTSAllocator.h"
#include "llvm/CodeGen/LiveRegUnits.h"
#include "llvm/CodeGen/MachineOperand.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

using namespace llvm;
using namespace mts;

void TargetTables::update(MachineFunction &MF) {
  const TargetRegisterInfo *FnTRI = MF.getSubtarget().getRegisterInfo();
  if (FnTRI != TRI) {
    TRI = FnTRI;
    Units.emplace(TRI->getNumRegs(), TRI->getNumRegUnits());
    // Most registers have one or two units.
    Units->reserve(2 * TRI->getNumRegs());
    for (unsigned R = 1, E = TRI->getNumRegs(); R != E; ++R)
      for (MCRegUnit U : TRI->regunits(MCRegister(R)))
        Units->addUnit(MCRegister(R), static_cast<unsigned>(U));
    X87Registers.clear();
    X87Registers.resize(TRI->getNumRegs());
    for (const TargetRegisterClass *RC : TRI->regclasses())
      if (StringRef(TRI->getRegClassName(RC)).starts_with("RFP"))
        for (MCPhysReg R : *RC)
          X87Registers.set(R);
    ClassesContaining.clear();
    MaskClobbers.clear();
    Sets.clear();
  }
  MachineRegisterInfo &MRI = MF.getRegInfo();
  MRI.freezeReservedRegs();

  SmallVector<MCPhysReg, 32> CSRs;
  for (const MCPhysReg *CSR = MRI.getCalleeSavedRegs(); CSR && *CSR; ++CSR)
    CSRs.push_back(*CSR);
  // The same test as RegisterClassInfo's, whose orders these tables follow.
  BitVector CSRMask(TRI->getNumRegs());
  for (MCPhysReg CSR : CSRs)
    for (MCRegAliasIterator AI(CSR, TRI, /*IncludeSelf=*/true); AI.isValid();
         ++AI)
      CSRMask[*AI] = MF.getSubtarget().ignoreCSRForAllocationOrder(MF, *AI);
  const BitVector &Reserved = MRI.getReservedRegs();
  auto Found = llvm::find_if(Sets, [&](const auto &S) {
    return S->Reserved == Reserved && S->CalleeSaved == CSRs &&
           S->CSRAllocationOrderMask == CSRMask;
  });
  if (Found == Sets.end()) {
    if (Sets.size() == SetsKept)
      Sets.pop_back();
    auto S = std::make_unique<RegisterSetTables>();
    S->Reserved = Reserved;
    S->CalleeSaved = std::move(CSRs);
    S->CSRAllocationOrderMask = std::move(CSRMask);
    findCalleeSavedRegisters(*S);
    findValueRegisters(*S);
    Sets.insert(Sets.begin(), std::move(S));
  } else {
    std::rotate(Sets.begin(), Found, std::next(Found));
  }
  Set = Sets.front().get();
  CalleeSavedRegs = Set->CalleeSavedRegs;
  MayHoldValue = Set->MayHoldValue;
  // Its orders stay as they are: the set is the one they were made for.
  Set->RegClassInfo.runOnMachineFunction(MF);
}

void TargetTables::findValueRegisters(RegisterSetTables &S) const {
  BitVector ValueUnits(Units->getNumUnits());
  for (unsigned R = 1, E = TRI->getNumRegs(); R != E; ++R)
    if (TRI->isInAllocatableClass(MCRegister(R)) && !S.Reserved.test(R))
      Units->markUnits(MCRegister(R), ValueUnits);
  S.MayHoldValue.resize(TRI->getNumRegs());
  for (unsigned R = 1, E = TRI->getNumRegs(); R != E; ++R)
    if (Units->anyUnitIn(MCRegister(R), ValueUnits))
      S.MayHoldValue.set(R);
}

void TargetTables::findCalleeSavedRegisters(RegisterSetTables &S) const {
  // A register is callee-saved when all of its units are ($bl is, with $rbx).
  // The return address register is on the list so that the prologue saves
  // it, but every call writes it ($lr on ARM and AArch64, $x1 on RISC-V): a
  // value there does not survive a call.
  BitVector CalleeSavedUnits(Units->getNumUnits());
  for (MCPhysReg R : S.CalleeSaved)
    Units->markUnits(R, CalleeSavedUnits);
  if (MCRegister RA = TRI->getRARegister())
    for (unsigned U : Units->units(RA))
      CalleeSavedUnits.reset(U);
  // Only a register that shares a unit with one on the list can have all of
  // its units saved: the list's aliases are the candidates.
  S.CalleeSavedRegs.resize(Units->getNumRegs());
  for (MCPhysReg CSR : S.CalleeSaved)
    for (MCRegAliasIterator AI(CSR, TRI, /*IncludeSelf=*/true); AI.isValid();
         ++AI)
      if (all_of(Units->units(*AI),
                 [&](unsigned U) { return CalleeSavedUnits.test(U); }))
        S.CalleeSavedRegs.set(*AI);
}

const BitVector &TargetTables::unitsOf(const TargetRegisterClass *RC) {
  std::unique_ptr<BitVector> &ClassUnits = Set->ClassUnits[RC];
  if (!ClassUnits) {
    ClassUnits = std::make_unique<BitVector>(Units->getNumUnits());
    for (MCPhysReg R : Set->RegClassInfo.getOrder(RC))
      Units->markUnits(R, *ClassUnits);
  }
  return *ClassUnits;
}

unsigned TargetTables::numCalleeSaved(const TargetRegisterClass *RC) {
  auto [It, Inserted] = Set->NumCalleeSaved.try_emplace(RC);
  if (Inserted)
    It->second = llvm::count_if(Set->RegClassInfo.getOrder(RC),
                                [&](MCPhysReg R) { return isCalleeSaved(R); });
  return It->second;
}

ArrayRef<MCPhysReg>
TargetTables::calleeSavedFirstOrder(const TargetRegisterClass *RC) {
  SmallVector<MCPhysReg, 0> &Sorted = Set->CalleeSavedFirstOrder[RC];
  if (Sorted.empty()) {
    ArrayRef<MCPhysReg> Order = Set->RegClassInfo.getOrder(RC);
    Sorted.reserve(Order.size());
    for (MCPhysReg R : Order)
      if (isCalleeSaved(R))
        Sorted.push_back(R);
    for (MCPhysReg R : Order)
      if (!isCalleeSaved(R))
        Sorted.push_back(R);
  }
  return Sorted;
}

ArrayRef<MCPhysReg>
TargetTables::displacementOrder(const TargetRegisterClass *RC,
                                bool CrossesCall) {
  auto [It, Inserted] = Set->DisplacementOrder[CrossesCall].try_emplace(RC);
  SmallVector<MCPhysReg, 0> &Sorted = It->second;
  if (!Inserted)
    return Sorted;
  ArrayRef<MCPhysReg> Order =
      CrossesCall ? calleeSavedFirstOrder(RC) : Set->RegClassInfo.getOrder(RC);
  Sorted.assign(Order.begin(), Order.end());
  // Counted when first needed: many functions displace nothing, and this
  // reads every register class of the target.
  if (ClassesContaining.empty()) {
    ClassesContaining.assign(TRI->getNumRegs(), 0);
    for (const TargetRegisterClass *Class : TRI->regclasses())
      for (MCPhysReg R : *Class)
        ++ClassesContaining[R];
  }
  // Across a call, callee-saved registers stay first.
  llvm::stable_sort(Sorted, [&](MCPhysReg A, MCPhysReg B) {
    if (CrossesCall && isCalleeSaved(A) != isCalleeSaved(B))
      return isCalleeSaved(A);
    return ClassesContaining[A] < ClassesContaining[B];
  });
  return Sorted;
}

const BitVector &TargetTables::clobberedBy(const uint32_t *Mask) {
  ArrayRef<uint32_t> Words(Mask,
                           MachineOperand::getRegMaskSize(TRI->getNumRegs()));
  auto It = llvm::find_if(MaskClobbers,
                          [&](const MaskClobber &C) { return C.Mask == Mask; });
  if (It == MaskClobbers.end())
    It = &MaskClobbers.emplace_back(MaskClobber{Mask, {}, {}});
  if (It->Units.empty() || ArrayRef<uint32_t>(It->Words) != Words) {
    It->Words.assign(Words.begin(), Words.end());
    // A unit is clobbered when one of its roots is, not when some register
    // containing it is: AArch64's X18_X19 pair is clobbered by a call, and
    // $x19 is not.
    LiveRegUnits Clobbered(*TRI);
    Clobbered.addRegsInMask(Mask);
    It->Units = Clobbered.getBitVector();
  }
  return It->Units;
}
