//===- ParallelMove.cpp - The paper's shuffle, as a parallel move ---------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//

#include "mts/ParallelMove.h"
#include "mts/ShortList.h"

using namespace llvm;
using namespace mts;

void ParallelMove::addMove(Register Value, MCRegister From, MCRegister To,
                           bool SlotHoldsValue) {
  reserve(To);
  if (From != To)
    Moves.push_back({Value, From, To, SlotHoldsValue});
  else
    Stays.push_back(From);
}

void ParallelMove::addStore(Register Value, MCRegister From) {
  Stores.push_back({Edit::Store, Value, From, MCRegister()});
}

void ParallelMove::addLoad(Register Value, MCRegister To) {
  reserve(To);
  Loads.push_back({Edit::Load, Value, MCRegister(), To});
}

void ParallelMove::reserve(MCRegister Reg) { Units.markUnits(Reg, Busy); }

bool ParallelMove::isBlocked(const Move &M) const {
  for (const Move &Other : Moves)
    if (&Other != &M && Units.overlap(Other.From, M.To))
      return true;
  return false;
}

MCRegister ParallelMove::findScratch(Register Value) const {
  for (MCPhysReg Candidate : Order(Value)) {
    MCRegister R(Candidate);
    bool Usable = !Units.anyUnitIn(R, Busy);
    for (const Move &M : Moves)
      Usable = Usable && !Units.overlap(M.From, R);
    if (Usable)
      return R;
  }
  return MCRegister();
}

SmallVector<Edit, 8> ParallelMove::resolve() {
  SmallVector<Edit, 8> Result(Stores.begin(), Stores.end());
  SmallVector<Edit, 8> LateLoads(Loads.begin(), Loads.end());

  while (!Moves.empty()) {
    // Emit every move whose target no pending move still reads.
    bool Progress = false;
    for (unsigned I = 0; I < Moves.size();) {
      if (isBlocked(Moves[I])) {
        ++I;
        continue;
      }
      Result.push_back(
          {Edit::Copy, Moves[I].Value, Moves[I].From, Moves[I].To});
      Moves.erase(Moves.begin() + I);
      Progress = true;
    }
    if (Progress)
      continue;

    // Only cycles are left. Park the source of the first move's blocker.
    Move &Blocked = Moves.front();
    Move *Blocker = nullptr;
    for (Move &Other : Moves)
      if (&Other != &Blocked && Units.overlap(Other.From, Blocked.To)) {
        Blocker = &Other;
        break;
      }
    assert(Blocker && "a blocked move without a blocker");
    if (MCRegister Scratch = findScratch(Blocker->Value)) {
      Result.push_back({Edit::Copy, Blocker->Value, Blocker->From, Scratch});
      Blocker->From = Scratch;
      continue;
    }
    if (!Blocker->SlotHoldsValue)
      Result.push_back(
          {Edit::Store, Blocker->Value, Blocker->From, MCRegister()});
    LateLoads.push_back(
        {Edit::Load, Blocker->Value, MCRegister(), Blocker->To});
    Moves.erase(Moves.begin() + (Blocker - Moves.begin()));
  }

  Result.append(LateLoads.begin(), LateLoads.end());

  // Kill flags: walking backwards, a read is the last one unless a later
  // edit reads the same register or the value stays in it.
  SmallVector<MCRegister, 8> ReadLater(Stays.begin(), Stays.end());
  for (Edit &E : llvm::reverse(Result)) {
    if (E.Kind == Edit::Load)
      continue;
    E.Kill = !isListed(ReadLater, E.From);
    ReadLater.push_back(E.From);
  }
  return Result;
}
