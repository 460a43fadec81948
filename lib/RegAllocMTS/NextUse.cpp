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

void BlockNextUse::reserveValues(unsigned NumValues) {
  if (NumValues <= Live.size())
    return;
  // From empty, both take exactly NumValues; a scan without a reservation
  // asks for double the size (fit), so that they grow in amortized steps.
  Live.resize(NumValues);
  Values.resize(NumValues);
}

void BlockNextUse::clear() {
  // Only the values this block named have entries to reset; and what the
  // scan left in Live, the values live into the block, are among them.
  auto Reset = [&](Register V) {
    Values[V.virtRegIndex()] = ValueReads();
    Live.reset(V.virtRegIndex());
  };
  for (Register V : UseList)
    Reset(V);
  for (Register V : LiveOutValues)
    Reset(V);
  NumInstrs = Unscanned = 0;
  UseList.clear();
  DefList.clear();
  UsesFrom.clear();
  DefsFrom.clear();
  NextReadAt.clear();
  LiveOutValues.clear();
  Endings.clear();
  DeadDefs.clear();
  EndingsFrom.clear();
  DeadDefsFrom.clear();
}

void BlockNextUse::startBlock(unsigned N,
                              ArrayRef<std::pair<Register, unsigned>> LiveOut) {
  assert(UseList.empty() && LiveOutValues.empty() && "clear() first");
  NumInstrs = Unscanned = N;
  UsesFrom.resize(N + 1);
  DefsFrom.resize(N + 1);
  EndingsFrom.resize(N + 1);
  DeadDefsFrom.resize(N + 1);
  UsesFrom[N] = DefsFrom[N] = EndingsFrom[N] = DeadDefsFrom[N] = 0;
  for (const auto &[V, Distance] : LiveOut) {
    fit(V);
    unsigned &Out = Values[V.virtRegIndex()].OutDistance;
    // The nearest, should the caller give V more than once.
    Out = std::min(Out, Distance);
    Live.set(V.virtRegIndex());
    LiveOutValues.push_back(V);
  }
}

void BlockNextUse::addInstructionBackward(ArrayRef<Register> Uses,
                                          ArrayRef<Register> Defs) {
  assert(Unscanned && "more instructions than startBlock was told");
  unsigned I = --Unscanned;
  // Live holds what is live right after instruction I. Its endings and
  // dead defs go to their lists; each read is linked to the next read of
  // its value.
  size_t FirstEnding = Endings.size(), FirstDeadDef = DeadDefs.size();
  for (Register D : Defs) {
    fit(D);
    if (!Live.test(D.virtRegIndex()) &&
        !isListed(ArrayRef(DeadDefs).drop_front(FirstDeadDef), D))
      DeadDefs.push_back(D);
  }
  for (Register U : Uses) {
    fit(U);
    if (!Live.test(U.virtRegIndex()) &&
        !isListed(ArrayRef(Endings).drop_front(FirstEnding), U))
      Endings.push_back(U);
  }
  for (Register D : Defs)
    Live.reset(D.virtRegIndex());
  for (Register U : Uses)
    Live.set(U.virtRegIndex());
  // All of I's reads link past I before any becomes I (a value read twice
  // by it).
  for (Register U : Uses) {
    UseList.push_back(U);
    NextReadAt.push_back(Values[U.virtRegIndex()].FirstRead);
  }
  for (Register U : Uses) {
    ValueReads &Reads = Values[U.virtRegIndex()];
    Reads.FirstRead = Reads.CacheAt = I;
  }
  for (Register D : Defs)
    DefList.push_back(D);
  UsesFrom[I] = UseList.size();
  DefsFrom[I] = DefList.size();
  EndingsFrom[I] = Endings.size();
  DeadDefsFrom[I] = DeadDefs.size();
}

unsigned BlockNextUse::readAfter(Register V, unsigned At) const {
  for (unsigned K = UsesFrom[At + 1], E = UsesFrom[At]; K != E; ++K)
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
