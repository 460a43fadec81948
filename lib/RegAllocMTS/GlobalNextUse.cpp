//===- GlobalNextUse.cpp - Next-use distances across blocks ---------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The fixed-point solution of the distance equations in mts/GlobalNextUse.h.
///
//===----------------------------------------------------------------------===//

#include "mts/GlobalNextUse.h"
#include <algorithm>

using namespace mts;

static unsigned addSaturating(unsigned A, unsigned B) {
  return A > GlobalNextUse::Never - B ? GlobalNextUse::Never : A + B;
}

void GlobalNextUse::setBlock(
    unsigned B, unsigned Length,
    llvm::ArrayRef<std::pair<Register, unsigned>> FirstReads,
    llvm::ArrayRef<Register> Writes) {
  Block &Blk = Blocks[B];
  Blk.Length = Length;
  for (auto [V, Pos] : FirstReads) {
    Blk.Local.insert(V);
    Blk.In[V] = Pos;
  }
  Blk.Local.insert(Writes.begin(), Writes.end());
}

void GlobalNextUse::addEdge(unsigned From, unsigned To, bool LeavesLoop) {
  Blocks[From].Succs.push_back({To, LeavesLoop});
}

void GlobalNextUse::solve() {
  // Distances flow backward along edges. A worklist, seeded last block
  // first, revisits a block only when a successor's distances shrank, so the
  // work is about one visit of each edge per loop nesting level.
  std::vector<std::vector<unsigned>> Preds(Blocks.size());
  for (unsigned B = 0, E = Blocks.size(); B != E; ++B)
    for (auto [S, LeavesLoop] : Blocks[B].Succs)
      Preds[S].push_back(B);
  std::vector<unsigned> Work(Blocks.size());
  for (unsigned B = 0, E = Blocks.size(); B != E; ++B)
    Work[B] = B;
  std::vector<bool> Queued(Blocks.size(), true);
  std::vector<std::pair<Register, unsigned>> Updates;
  while (!Work.empty()) {
    unsigned B = Work.back();
    Work.pop_back();
    Queued[B] = false;
    Block &Blk = Blocks[B];
    bool Changed = false;
    for (auto [S, LeavesLoop] : Blk.Succs) {
      unsigned Extra =
          addSaturating(Blk.Length, LeavesLoop ? LoopExitPenalty : 0);
      // Collected first: S may be B itself.
      Updates.clear();
      for (auto [V, Dist] : Blocks[S].In)
        if (!Blk.Local.contains(V))
          Updates.push_back({V, addSaturating(Dist, Extra)});
      for (auto [V, D] : Updates) {
        auto [It, Inserted] = Blk.In.try_emplace(V, D);
        if (!Inserted && It->second <= D)
          continue;
        It->second = D;
        Changed = true;
      }
    }
    if (Changed)
      for (unsigned P : Preds[B])
        if (!Queued[P]) {
          Queued[P] = true;
          Work.push_back(P);
        }
  }
}

unsigned GlobalNextUse::distanceAtExit(unsigned B, Register V) const {
  unsigned Best = Never;
  for (auto [S, LeavesLoop] : Blocks[B].Succs) {
    auto It = Blocks[S].In.find(V);
    if (It == Blocks[S].In.end())
      continue;
    Best = std::min(Best, addSaturating(It->second,
                                        LeavesLoop ? LoopExitPenalty : 0));
  }
  return Best;
}

unsigned GlobalNextUse::distanceAtEntry(unsigned B, Register V) const {
  auto It = Blocks[B].In.find(V);
  return It == Blocks[B].In.end() ? Never : It->second;
}
