//===- Model.cpp - Where every live value is, at one program point -------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//

#include "mts/Model.h"
#include "mts/ShortList.h"
#include "llvm/ADT/STLExtras.h"
#include <cassert>

using namespace llvm;
using namespace mts;

bool RegisterUnits::overlap(MCRegister A, MCRegister B) const {
  for (unsigned UA : units(A))
    if (isListed(units(B), UA))
      return true;
  return false;
}

Model::Model(const RegisterUnits &Units, unsigned NumValues)
    : Units(Units), Locations(NumValues), UnitOwner(Units.getNumUnits(), 0),
      HeldUnits(Units.getNumUnits()) {}

void Model::clear() {
  for (Register V : Present) {
    Locations[V.virtRegIndex()] = Location();
    forgetBoundAt(V);
  }
  Present.clear();
  std::fill(UnitOwner.begin(), UnitOwner.end(), 0);
  HeldUnits.reset();
}

Model::Location &Model::getOrCreate(Register V) {
  unsigned I = V.virtRegIndex();
  if (I >= Locations.size())
    Locations.resize(std::max<size_t>(I + 1, Locations.size() * 2));
  Location &L = Locations[I];
  if (L.PresentIndex == NotPresent) {
    L.PresentIndex = Present.size();
    Present.push_back(V);
  }
  return L;
}

void Model::getOccupants(MCRegister Reg,
                         SmallVectorImpl<Register> &Values) const {
  Values.clear();
  for (unsigned U : Units.units(Reg))
    addOwner(U, Values);
}

void Model::getOccupants(const BitVector &UnitSet,
                         SmallVectorImpl<Register> &Values) const {
  using Word = uintptr_t; // BitVector's word, which it keeps private.
  constexpr unsigned WordBits = sizeof(Word) * CHAR_BIT;
  Values.clear();
  ArrayRef<Word> Set = UnitSet.getData(), Held = HeldUnits.getData();
  for (unsigned W = 0, E = std::min(Set.size(), Held.size()); W != E; ++W)
    for (Word Both = Set[W] & Held[W]; Both; Both &= Both - 1)
      addOwner(W * WordBits + llvm::countr_zero(Both), Values);
}

void Model::addOwner(unsigned Unit, SmallVectorImpl<Register> &Values) const {
  unsigned Owner = UnitOwner[Unit];
  if (!Owner || Owner == FixedOwner)
    return;
  Register V = Register::index2VirtReg(Owner - 1);
  if (!isListed(Values, V))
    Values.push_back(V);
}

void Model::bindReg(Register V, MCRegister Reg) {
  bindLocation(getOrCreate(V), V, Reg);
}

void Model::bindLocation(Location &L, Register V, MCRegister Reg) {
  assert(Reg.isValid() && isFree(Reg) && "binding to an occupied register");
  assert(!L.Reg && "value already in a register");
  L.Reg = Reg.id();
  if (TracksBindOrder) {
    unsigned I = V.virtRegIndex();
    if (I >= BoundAt.size())
      BoundAt.resize(Locations.size());
    BoundAt[I] = ++BindCount;
  }
  for (unsigned U : Units.units(Reg)) {
    UnitOwner[U] = V.virtRegIndex() + 1;
    HeldUnits.set(U);
  }
}

void Model::unbindReg(Register V) {
  if (!contains(V))
    return;
  Location &L = Locations[V.virtRegIndex()];
  if (!L.Reg)
    return;
  for (unsigned U : Units.units(L.Reg)) {
    UnitOwner[U] = 0;
    HeldUnits.reset(U);
  }
  L.Reg = 0;
}

void Model::remove(Register V) {
  if (!contains(V))
    return;
  unbindReg(V);
  Location &L = Locations[V.virtRegIndex()];
  // Swap-remove from Present, fixing the moved value's back index.
  Register Last = Present.back();
  Present[L.PresentIndex] = Last;
  Locations[Last.virtRegIndex()].PresentIndex = L.PresentIndex;
  Present.pop_back();
  L = Location();
  forgetBoundAt(V);
}

bool Model::fixReg(MCRegister Reg) {
  for (unsigned U : Units.units(Reg))
    if (UnitOwner[U] && UnitOwner[U] != FixedOwner)
      return false;
  for (unsigned U : Units.units(Reg))
    UnitOwner[U] = FixedOwner;
  return true;
}

SmallVector<Binding, 16> Model::snapshot() const {
  SmallVector<Binding, 16> Result;
  Result.reserve(Present.size());
  for (Register V : Present) {
    const Location &L = Locations[V.virtRegIndex()];
    Result.push_back({V, L.Reg, L.InSlot});
  }
  llvm::sort(Result, [](const Binding &A, const Binding &B) {
    return byNumber(A.Value, B.Value);
  });
  return Result;
}

SmallVector<Binding, 16> Model::snapshot(ArrayRef<Register> Expected) const {
  SmallVector<Binding, 16> Result;
  Result.reserve(Present.size());
  for (Register V : Expected) {
    if (!contains(V))
      continue;
    const Location &L = Locations[V.virtRegIndex()];
    Result.push_back({V, L.Reg, L.InSlot});
  }
  // A subset of the values present, in order: all of them when as many.
  if (Result.size() == Present.size())
    return Result;
  return snapshot();
}

void Model::reset(ArrayRef<Binding> Bindings) {
  clear();
  for (const Binding &B : Bindings) {
    Location &L = getOrCreate(B.Value);
    L.InSlot = B.InSlot;
    if (B.Reg.isValid())
      bindLocation(L, B.Value, B.Reg);
  }
}

void Model::print(raw_ostream &OS, const ValuePrinter &PrintValue,
                  const RegPrinter &PrintReg,
                  const ValuePrinter &PrintSlot) const {
  SmallVector<Binding, 16> Snap = snapshot();
  OS << '{';
  bool First = true;
  for (const Binding &B : Snap) {
    if (!B.Reg.isValid())
      continue;
    OS << (First ? "" : ", ");
    First = false;
    PrintValue(OS, B.Value);
    OS << ':';
    PrintReg(OS, B.Reg);
  }
  OS << "}{";
  First = true;
  for (const Binding &B : Snap) {
    if (!B.InSlot)
      continue;
    OS << (First ? "" : ", ");
    First = false;
    PrintValue(OS, B.Value);
    OS << ':';
    if (PrintSlot)
      PrintSlot(OS, B.Value);
    else
      OS << "fv" << B.Value.virtRegIndex();
  }
  OS << '}';
}
