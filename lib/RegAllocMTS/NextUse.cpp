//===- NextUse.cpp - Ending sets and next-use distances of a block --------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//

#include "mts/NextUse.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <cassert>

using namespace llvm;
using namespace mts;

void BlockNextUse::addInstruction(ArrayRef<Register> Uses,
                                  ArrayRef<Register> Defs) {
  for (Register U : Uses) {
    UseList.push_back(U);
    SmallVectorImpl<unsigned> &Positions = ReadPositions[U];
    if (Positions.empty() || Positions.back() != NumInstrs)
      Positions.push_back(NumInstrs);
  }
  DefList.insert(DefList.end(), Defs.begin(), Defs.end());
  UseBegin.push_back(UseList.size());
  DefBegin.push_back(DefList.size());
  ++NumInstrs;
}

void BlockNextUse::finish(ArrayRef<std::pair<Register, unsigned>> LiveOut) {
  DenseSet<Register> Live;
  for (const auto &[V, Distance] : LiveOut) {
    Live.insert(V);
    LiveOutDistance[V] = Distance;
  }

  // Walk backwards; per instruction, collect its endings and dead defs, then
  // flatten them in forward order.
  std::vector<SmallVector<Register, 2>> EndingsOf(NumInstrs),
      DeadDefsOf(NumInstrs);
  for (unsigned I = NumInstrs; I-- > 0;) {
    ArrayRef<Register> Defs(DefList.data() + DefBegin[I],
                            DefBegin[I + 1] - DefBegin[I]);
    ArrayRef<Register> Uses(UseList.data() + UseBegin[I],
                            UseBegin[I + 1] - UseBegin[I]);
    // Live now holds what is live right after instruction I.
    for (Register D : Defs)
      if (!Live.contains(D) && !is_contained(DeadDefsOf[I], D))
        DeadDefsOf[I].push_back(D);
    for (Register U : Uses)
      if (!Live.contains(U) && !is_contained(EndingsOf[I], U))
        EndingsOf[I].push_back(U);
    for (Register D : Defs)
      Live.erase(D);
    for (Register U : Uses)
      Live.insert(U);
  }

  EndingBegin.assign(1, 0);
  DeadDefBegin.assign(1, 0);
  for (unsigned I = 0; I < NumInstrs; ++I) {
    Endings.insert(Endings.end(), EndingsOf[I].begin(), EndingsOf[I].end());
    DeadDefs.insert(DeadDefs.end(), DeadDefsOf[I].begin(), DeadDefsOf[I].end());
    EndingBegin.push_back(Endings.size());
    DeadDefBegin.push_back(DeadDefs.size());
  }
  LiveIns.assign(Live.begin(), Live.end());
  llvm::sort(LiveIns, [](Register A, Register B) { return A.id() < B.id(); });
}

ArrayRef<Register> BlockNextUse::endingSet(unsigned I) const {
  assert(I < NumInstrs && EndingBegin.size() == NumInstrs + 1);
  return ArrayRef<Register>(Endings.data() + EndingBegin[I],
                            EndingBegin[I + 1] - EndingBegin[I]);
}

bool BlockNextUse::endsAt(unsigned I, Register V) const {
  return is_contained(endingSet(I), V);
}

bool BlockNextUse::isDeadDef(unsigned I, Register V) const {
  assert(I < NumInstrs && DeadDefBegin.size() == NumInstrs + 1);
  ArrayRef<Register> Dead(DeadDefs.data() + DeadDefBegin[I],
                          DeadDefBegin[I + 1] - DeadDefBegin[I]);
  return is_contained(Dead, V);
}

unsigned BlockNextUse::nextUse(Register V, unsigned I) const {
  auto It = ReadPositions.find(V);
  if (It != ReadPositions.end()) {
    const SmallVectorImpl<unsigned> &Positions = It->second;
    auto Next = std::lower_bound(Positions.begin(), Positions.end(), I);
    if (Next != Positions.end())
      return *Next - I;
  }
  auto Out = LiveOutDistance.find(V);
  if (Out == LiveOutDistance.end() || Out->second == Never)
    return Never;
  uint64_t Distance =
      uint64_t(NumInstrs - std::min(I, NumInstrs)) + Out->second;
  return Distance >= Never ? Never - 1 : unsigned(Distance);
}
