//===- NextUse.cpp - Ending sets and next-use distances of a block --------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//

#include "mts/NextUse.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <cassert>

using namespace llvm;
using namespace mts;

// A function object, like byNumber, so that sort and lower_bound inline it.
static constexpr auto byValueThenPosition =
    [](const std::pair<Register, unsigned> &A,
       const std::pair<Register, unsigned> &B) {
      return A.first != B.first ? byNumber(A.first, B.first)
                                : A.second < B.second;
    };

void BlockNextUse::addInstruction(ArrayRef<Register> Uses,
                                  ArrayRef<Register> Defs) {
  size_t FirstRead = Reads.size();
  for (Register U : Uses) {
    UseList.push_back(U);
    std::pair<Register, unsigned> Read(U, NumInstrs);
    if (!isListed(ArrayRef(Reads).drop_front(FirstRead), Read))
      Reads.push_back(Read);
  }
  for (Register D : Defs)
    DefList.push_back(D);
  UseBegin.push_back(UseList.size());
  DefBegin.push_back(DefList.size());
  ++NumInstrs;
}

void BlockNextUse::clear() {
  NumInstrs = 0;
  UseList.clear();
  DefList.clear();
  UseBegin.assign(1, 0);
  DefBegin.assign(1, 0);
  Reads.clear();
  LiveOutDistance.clear();
  Endings.clear();
  DeadDefs.clear();
  EndingsFrom.clear();
  DeadDefsFrom.clear();
  LiveIns.clear();
}

void BlockNextUse::finish(ArrayRef<std::pair<Register, unsigned>> LiveOut) {
  llvm::sort(Reads, byValueThenPosition);
  LiveOutDistance.assign(LiveOut.begin(), LiveOut.end());
  // The allocator's list comes sorted.
  if (!llvm::is_sorted(LiveOutDistance, byValueThenPosition))
    llvm::sort(LiveOutDistance, byValueThenPosition);
  // Live is empty between scans, and indexed by virtual register number.
  auto Index = [&](Register V) {
    assert(V.isVirtual() && "next-use distances are of virtual registers");
    unsigned I = V.virtRegIndex();
    if (I >= Live.size())
      Live.resize(I + 1);
    return I;
  };
  for (const auto &[V, Distance] : LiveOut)
    Live.set(Index(V));

  // Walk backwards, appending each instruction's endings and dead defs to
  // their lists.
  Endings.clear();
  DeadDefs.clear();
  EndingsFrom.resize(NumInstrs + 1);
  DeadDefsFrom.resize(NumInstrs + 1);
  for (unsigned I = NumInstrs; I-- > 0;) {
    ArrayRef<Register> Defs = defsOf(I), Uses = usesOf(I);
    size_t FirstEnding = Endings.size(), FirstDeadDef = DeadDefs.size();
    EndingsFrom[I + 1] = FirstEnding;
    DeadDefsFrom[I + 1] = FirstDeadDef;
    // Live now holds what is live right after instruction I.
    for (Register D : Defs)
      if (!Live.test(Index(D)) &&
          !isListed(ArrayRef(DeadDefs).drop_front(FirstDeadDef), D))
        DeadDefs.push_back(D);
    for (Register U : Uses)
      if (!Live.test(Index(U)) &&
          !isListed(ArrayRef(Endings).drop_front(FirstEnding), U))
        Endings.push_back(U);
    for (Register D : Defs)
      Live.reset(Index(D));
    for (Register U : Uses)
      Live.set(Index(U));
  }
  EndingsFrom[0] = Endings.size();
  DeadDefsFrom[0] = DeadDefs.size();
  // In order of number, as Live is indexed, a word at a time (Live spans
  // every value of the function, a block's live-ins a few); then Live is
  // empty again.
  LiveIns.clear();
  using Word = uintptr_t; // BitVector's word, which it keeps private.
  constexpr unsigned WordBits = sizeof(Word) * CHAR_BIT;
  ArrayRef<Word> Words = Live.getData();
  for (unsigned W = 0, E = Words.size(); W != E; ++W)
    for (Word Bits = Words[W]; Bits; Bits &= Bits - 1)
      LiveIns.push_back(
          Register::index2VirtReg(W * WordBits + llvm::countr_zero(Bits)));
  for (Register V : LiveIns)
    Live.reset(V.virtRegIndex());
}

unsigned BlockNextUse::nextUse(Register V, unsigned I) const {
  auto Next = llvm::lower_bound(Reads, std::make_pair(V, I),
                                byValueThenPosition);
  if (Next != Reads.end() && Next->first == V)
    return Next->second - I;
  // The nearest distance, should the caller give V more than once.
  auto Out = llvm::lower_bound(LiveOutDistance, std::make_pair(V, 0u),
                               byValueThenPosition);
  if (Out == LiveOutDistance.end() || Out->first != V || Out->second == Never)
    return Never;
  uint64_t Distance =
      uint64_t(NumInstrs - std::min(I, NumInstrs)) + Out->second;
  return Distance >= Never ? Never - 1 : unsigned(Distance);
}
