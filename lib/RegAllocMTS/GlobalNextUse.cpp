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
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/STLExtras.h"
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
  Blk.In.assign(FirstReads.begin(), FirstReads.end());
  llvm::sort(Blk.In, [](const Distance &A, const Distance &B) {
    return byNumber(A.first, B.first);
  });
  // Local is In's values and the written ones, sorted: In is sorted
  // already, so only the written values are sorted, then merged with it.
  llvm::SmallVector<Register, 16> Written(Writes.begin(), Writes.end());
  llvm::sort(Written, byNumber);
  Blk.Local.clear();
  Blk.Local.reserve(Written.size() + Blk.In.size());
  auto Read = Blk.In.begin(), ReadEnd = Blk.In.end();
  for (Register W : Written) {
    for (; Read != ReadEnd && byNumber(Read->first, W); ++Read)
      Blk.Local.push_back(Read->first);
    Blk.Local.push_back(W);
  }
  for (; Read != ReadEnd; ++Read)
    Blk.Local.push_back(Read->first);
  Blk.Local.erase(std::unique(Blk.Local.begin(), Blk.Local.end()),
                  Blk.Local.end());
}

void GlobalNextUse::addEdge(unsigned From, unsigned To, bool LeavesLoop) {
  Edges.push_back({From, To, LeavesLoop});
}

bool GlobalNextUse::mergeFromSuccessor(const Block &B, const Block &S,
                                       bool LeavesLoop,
                                       std::vector<Distance> &Merged) const {
  unsigned Extra = addSaturating(B.Length, LeavesLoop ? LoopExitPenalty : 0);
  // Until the first change, the merged list would be B.In's prefix up to
  // Mine: it is written only from then on (most merges change nothing),
  // into room for both lists, reserved rather than sized (sizing would clear
  // it first).
  bool Changed = false;
  auto Mine = B.In.begin(), MineEnd = B.In.end();
  auto Local = B.Local.begin(), LocalEnd = B.Local.end();
  auto KeepMine = [&] {
    if (Changed)
      Merged.push_back(*Mine);
    ++Mine;
  };
  for (auto [V, Dist] : S.In) {
    while (Mine != MineEnd && byNumber(Mine->first, V))
      KeepMine();
    while (Local != LocalEnd && byNumber(*Local, V))
      ++Local;
    bool Own = Mine != MineEnd && Mine->first == V;
    if (Local != LocalEnd && *Local == V) {
      if (Own)
        KeepMine();
      continue;
    }
    unsigned Through = addSaturating(Dist, Extra);
    if (Own && Mine->second <= Through) {
      KeepMine();
      continue;
    }
    if (!Changed) {
      Changed = true;
      Merged.clear();
      Merged.reserve(B.In.size() + S.In.size());
      Merged.insert(Merged.end(), B.In.begin(), Mine);
    }
    Merged.push_back({V, Through});
    if (Own)
      ++Mine;
  }
  if (Changed)
    Merged.insert(Merged.end(), Mine, MineEnd);
  return Changed;
}

std::vector<unsigned> GlobalNextUse::postOrder() const {
  // Depth first along the edges from block 0 (the entry), then from each
  // block not reached yet, in number order (unreachable code).
  unsigned NumBlocks = Blocks.size();
  std::vector<unsigned> Order;
  Order.reserve(NumBlocks);
  std::vector<bool> Visited(NumBlocks);
  llvm::SmallVector<std::pair<unsigned, unsigned>, 16> Stack;
  for (unsigned Root = 0; Root != NumBlocks; ++Root) {
    if (Visited[Root])
      continue;
    Visited[Root] = true;
    Stack.push_back({Root, FirstEdge[Root]});
    while (!Stack.empty()) {
      auto &[B, Next] = Stack.back();
      if (Next == FirstEdge[B + 1]) {
        Order.push_back(B);
        Stack.pop_back();
        continue;
      }
      unsigned To = Edges[Next++].To;
      if (!Visited[To]) {
        Visited[To] = true;
        Stack.push_back({To, FirstEdge[To]});
      }
    }
  }
  return Order;
}

void GlobalNextUse::solve() {
  // Distances flow backward along edges, so blocks are visited in post-order
  // (each after its successors, but for those reached by a back edge), in
  // sweeps: a block whose successor's distances shrank is visited later in
  // the same sweep when it comes after that successor, else in the next
  // one. An acyclic function takes one sweep, and each loop nesting level
  // adds about one.
  unsigned NumBlocks = Blocks.size();
  // Edges by source (as the allocator adds them already), and the
  // predecessors of each block, in flat lists.
  auto BySource = [](const Edge &A, const Edge &B) { return A.From < B.From; };
  if (!llvm::is_sorted(Edges, BySource))
    llvm::stable_sort(Edges, BySource);
  FirstEdge.assign(NumBlocks + 1, 0);
  std::vector<unsigned> FirstPred(NumBlocks + 1, 0);
  for (const Edge &E : Edges) {
    ++FirstEdge[E.From + 1];
    ++FirstPred[E.To + 1];
  }
  for (unsigned B = 0; B != NumBlocks; ++B) {
    FirstEdge[B + 1] += FirstEdge[B];
    FirstPred[B + 1] += FirstPred[B];
  }
  std::vector<unsigned> Preds(Edges.size());
  {
    std::vector<unsigned> Next(FirstPred.begin(), FirstPred.end() - 1);
    for (const Edge &E : Edges)
      Preds[Next[E.To]++] = E.From;
  }
  std::vector<unsigned> Order = postOrder();
  std::vector<unsigned> PositionOf(NumBlocks);
  for (auto [Position, B] : llvm::enumerate(Order))
    PositionOf[B] = Position;
  // Blocks to visit, by position in Order.
  llvm::BitVector Pending(NumBlocks, true);
  // How often each block's distances changed, and per edge, how often its
  // target's had when they were last merged: distances only shrink, so a
  // successor unchanged since then has nothing new for its predecessor.
  std::vector<unsigned> Version(NumBlocks, 0);
  std::vector<unsigned> MergedVersion(Edges.size(), ~0u);
  std::vector<Distance> Merged;
  while (Pending.any()) {
    for (int Position = Pending.find_first(); Position != -1;
         Position = Pending.find_next(Position)) {
      Pending.reset(Position);
      unsigned B = Order[Position];
      Block &Blk = Blocks[B];
      bool Changed = false;
      for (unsigned I = FirstEdge[B], End = FirstEdge[B + 1]; I != End; ++I) {
        const Edge &E = Edges[I];
        if (MergedVersion[I] == Version[E.To])
          continue;
        MergedVersion[I] = Version[E.To];
        if (mergeFromSuccessor(Blk, Blocks[E.To], E.LeavesLoop, Merged)) {
          Blk.In.swap(Merged);
          Changed = true;
        }
      }
      if (!Changed)
        continue;
      ++Version[B];
      for (unsigned P : llvm::ArrayRef(Preds).slice(
               FirstPred[B], FirstPred[B + 1] - FirstPred[B]))
        Pending.set(PositionOf[P]);
    }
  }
}

static const std::pair<Register, unsigned> *
findDistance(const std::vector<std::pair<Register, unsigned>> &In, Register V) {
  auto It = llvm::lower_bound(In, V,
                              [](const std::pair<Register, unsigned> &D,
                                 Register V) { return byNumber(D.first, V); });
  return It != In.end() && It->first == V ? &*It : nullptr;
}

unsigned GlobalNextUse::distanceAtExit(unsigned B, Register V) const {
  llvm::SmallVector<Distance, 1> Out;
  distancesAtExit(B, V, Out);
  return Out.front().second;
}

void GlobalNextUse::distancesAtExit(
    unsigned B, llvm::ArrayRef<Register> Values,
    llvm::SmallVectorImpl<std::pair<Register, unsigned>> &Out) const {
  Out.clear();
  for (Register V : Values)
    Out.push_back({V, Never});
  for (const Edge &E : edgesFrom(B)) {
    unsigned Penalty = E.LeavesLoop ? LoopExitPenalty : 0;
    auto D = Blocks[E.To].In.begin(), DEnd = Blocks[E.To].In.end();
    for (auto &[V, Best] : Out) {
      while (D != DEnd && byNumber(D->first, V))
        ++D;
      if (D != DEnd && D->first == V)
        Best = std::min(Best, addSaturating(D->second, Penalty));
    }
  }
}

unsigned GlobalNextUse::distanceAtEntry(unsigned B, Register V) const {
  const Distance *D = findDistance(Blocks[B].In, V);
  return D ? D->second : Never;
}
