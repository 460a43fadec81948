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
  // Distances flow backward along edges: visit blocks from the last to the
  // first, and again while anything shrinks. Each round costs the size of
  // the In maps; loops need about one round per nesting level.
  std::vector<std::pair<Register, unsigned>> Updates;
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (unsigned B = Blocks.size(); B-- > 0;) {
      Block &Blk = Blocks[B];
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
