//===- NextUse.cpp - Ending sets and next-use distances of a block --------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//

#include "mts/NextUse.h"
#include "mts/ValueOrder.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include <algorithm>
#include <cassert>

using namespace llvm;
using namespace mts;

void BlockNextUse::addInstruction(ArrayRef<Register> Uses,
                                  ArrayRef<Register> Defs) {
  for (Register U : Uses)
    UseList.push_back(U);
  for (Register D : Defs)
    DefList.push_back(D);
  UseBegin.push_back(UseList.size());
  DefBegin.push_back(DefList.size());
  ++NumInstrs;
}

void BlockNextUse::reserveValues(unsigned NumValues) {
  if (NumValues <= Live.size())
    return;
  // From empty, both take exactly NumValues; growing, they double, so that
  // finish() without a reservation grows them in amortized steps.
  Live.resize(NumValues);
  Values.resize(NumValues);
}

void BlockNextUse::clear() {
  // Only the values this block named have entries to reset; and what the
  // scan left in Live, the values live into the block, are among them.
  auto Reset = [&](Register V) {
    if (V.virtRegIndex() < Values.size()) {
      Values[V.virtRegIndex()] = ValueReads();
      Live.reset(V.virtRegIndex());
    }
  };
  for (Register V : UseList)
    Reset(V);
  for (Register V : LiveOutValues)
    Reset(V);
  NumInstrs = 0;
  UseList.clear();
  DefList.clear();
  UseBegin.assign(1, 0);
  DefBegin.assign(1, 0);
  NextReadAt.clear();
  LiveOutValues.clear();
  Endings.clear();
  DeadDefs.clear();
  EndingsFrom.clear();
  DeadDefsFrom.clear();
}

void BlockNextUse::finish(ArrayRef<std::pair<Register, unsigned>> LiveOut) {
  // Live and Values are indexed by virtual register number, and sized here
  // once for the block; Live is empty, as clear() left it.
  unsigned Size = Live.size();
  auto Fit = [&](Register V) {
    assert(V.isVirtual() && "next-use distances are of virtual registers");
    Size = std::max(Size, V.virtRegIndex() + 1);
  };
  for (Register V : UseList)
    Fit(V);
  for (Register V : DefList)
    Fit(V);
  for (const auto &[V, Distance] : LiveOut)
    Fit(V);
  reserveValues(Size);
  for (const auto &[V, Distance] : LiveOut) {
    unsigned &Out = Values[V.virtRegIndex()].OutDistance;
    // The nearest, should the caller give V more than once.
    Out = std::min(Out, Distance);
    Live.set(V.virtRegIndex());
    LiveOutValues.push_back(V);
  }

  // Walk backwards, appending each instruction's endings and dead defs to
  // their lists, and linking each read to the next read of its value.
  Endings.clear();
  DeadDefs.clear();
  EndingsFrom.resize(NumInstrs + 1);
  DeadDefsFrom.resize(NumInstrs + 1);
  NextReadAt.resize(UseList.size());
  for (unsigned I = NumInstrs; I-- > 0;) {
    ArrayRef<Register> Defs = defsOf(I), Uses = usesOf(I);
    size_t FirstEnding = Endings.size(), FirstDeadDef = DeadDefs.size();
    EndingsFrom[I + 1] = FirstEnding;
    DeadDefsFrom[I + 1] = FirstDeadDef;
    // Live now holds what is live right after instruction I.
    for (Register D : Defs)
      if (!Live.test(D.virtRegIndex()) &&
          !isListed(ArrayRef(DeadDefs).drop_front(FirstDeadDef), D))
        DeadDefs.push_back(D);
    for (Register U : Uses)
      if (!Live.test(U.virtRegIndex()) &&
          !isListed(ArrayRef(Endings).drop_front(FirstEnding), U))
        Endings.push_back(U);
    for (Register D : Defs)
      Live.reset(D.virtRegIndex());
    for (Register U : Uses)
      Live.set(U.virtRegIndex());
    // All of I's reads link past I before any becomes I (a value read
    // twice by it).
    for (unsigned K = UseBegin[I], E = UseBegin[I + 1]; K != E; ++K)
      NextReadAt[K] = Values[UseList[K].virtRegIndex()].FirstRead;
    for (Register U : Uses) {
      ValueReads &Reads = Values[U.virtRegIndex()];
      Reads.FirstRead = Reads.CacheAt = I;
    }
  }
  EndingsFrom[0] = Endings.size();
  DeadDefsFrom[0] = DeadDefs.size();
}

unsigned BlockNextUse::readAfter(Register V, unsigned At) const {
  for (unsigned K = UseBegin[At], E = UseBegin[At + 1]; K != E; ++K)
    if (UseList[K] == V)
      return NextReadAt[K];
  llvm_unreachable("the value is not read there");
}

unsigned BlockNextUse::nextUse(Register V, unsigned I) const {
  if (V.virtRegIndex() >= Values.size())
    return Never;
  ValueReads &Reads = Values[V.virtRegIndex()];
  unsigned At = I >= Reads.CacheFrom ? Reads.CacheAt : Reads.FirstRead;
  while (At < I)
    At = readAfter(V, At);
  if (Reads.FirstRead != NotRead) {
    Reads.CacheFrom = I;
    Reads.CacheAt = At;
  }
  if (At != NotRead)
    return At - I;
  if (Reads.OutDistance == Never)
    return Never;
  uint64_t Distance =
      uint64_t(NumInstrs - std::min(I, NumInstrs)) + Reads.OutDistance;
  return Distance >= Never ? Never - 1 : unsigned(Distance);
}
