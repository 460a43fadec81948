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

GlobalNextUse::GlobalNextUse(llvm::ArrayRef<Register> LiveIns,
                             llvm::ArrayRef<unsigned> LiveInBegin)
    : LiveIns(LiveIns), LiveInBegin(LiveInBegin), In(LiveIns.size(), Never),
      Lengths(LiveInBegin.size() - 1) {}

/// Where V is in the sorted list Values, or Values.size() when it is not.
static size_t indexIn(llvm::ArrayRef<Register> Values, Register V) {
  auto It = llvm::lower_bound(Values, V, byNumber);
  return It != Values.end() && *It == V ? It - Values.begin() : Values.size();
}

void GlobalNextUse::setBlock(
    unsigned B, unsigned Length,
    llvm::ArrayRef<std::pair<Register, unsigned>> FirstReads) {
  Lengths[B] = Length;
  llvm::ArrayRef<Register> Live = liveInsOf(B);
  llvm::MutableArrayRef<unsigned> Distances = inOf(B);
  for (auto [V, Position] : FirstReads)
    if (size_t I = indexIn(Live, V); I != Live.size())
      Distances[I] = Position;
}

void GlobalNextUse::addEdge(unsigned From, unsigned To, bool LeavesLoop,
                            uint32_t Weight) {
  Edges.push_back({From, To, LeavesLoop, Weight});
}

bool GlobalNextUse::lowerFromSuccessor(unsigned B, unsigned S,
                                       bool LeavesLoop) {
  unsigned Extra = addSaturating(Lengths[B], LeavesLoop ? LoopExitPenalty : 0);
  // A value B reads first is nearer than anything beyond B, and one it
  // writes first is not live into it: in place, min() alone gives both.
  // (A self loop reads each distance before it would lower it, by Extra.)
  llvm::ArrayRef<Register> Mine = liveInsOf(B), Theirs = liveInsOf(S);
  llvm::MutableArrayRef<unsigned> MyIn = inOf(B);
  llvm::ArrayRef<unsigned> TheirIn = inOf(S);
  bool Changed = false;
  size_t J = 0, MineEnd = Mine.size();
  for (size_t I = 0, E = Theirs.size(); I != E; ++I) {
    if (TheirIn[I] == Never)
      continue;
    Register V = Theirs[I];
    while (J != MineEnd && byNumber(Mine[J], V))
      ++J;
    if (J == MineEnd)
      break;
    if (Mine[J] != V)
      continue;
    unsigned Through = addSaturating(TheirIn[I], Extra);
    if (Through < MyIn[J]) {
      MyIn[J] = Through;
      Changed = true;
    }
  }
  return Changed;
}

std::vector<unsigned> GlobalNextUse::postOrder() const {
  // Depth first along the edges from block 0 (the entry), then from each
  // block not reached yet, in number order (unreachable code).
  unsigned NumBlocks = Lengths.size();
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
  unsigned NumBlocks = Lengths.size();
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
  while (Pending.any()) {
    for (int Position = Pending.find_first(); Position != -1;
         Position = Pending.find_next(Position)) {
      Pending.reset(Position);
      unsigned B = Order[Position];
      bool Changed = false;
      for (unsigned I = FirstEdge[B], End = FirstEdge[B + 1]; I != End; ++I) {
        const Edge &E = Edges[I];
        if (MergedVersion[I] == Version[E.To])
          continue;
        MergedVersion[I] = Version[E.To];
        Changed |= lowerFromSuccessor(B, E.To, E.LeavesLoop);
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

uint64_t GlobalNextUse::weightOf(const Edge &E) {
  return E.Weight ? E.Weight : 1;
}

unsigned GlobalNextUse::throughEdge(const Edge &E, unsigned In) {
  return addSaturating(In, E.LeavesLoop ? LoopExitPenalty : 0);
}

unsigned GlobalNextUse::distanceAtExit(unsigned B, Register V) const {
  unsigned Best = Never;
  for (const Edge &E : edgesFrom(B)) {
    llvm::ArrayRef<Register> Theirs = liveInsOf(E.To);
    if (size_t I = indexIn(Theirs, V); I != Theirs.size())
      Best = std::min(Best, throughEdge(E, inOf(E.To)[I]));
  }
  return Best;
}

void GlobalNextUse::liveOutDistances(
    unsigned B,
    llvm::SmallVectorImpl<std::pair<Register, unsigned>> &Out) const {
  Out.clear();
  llvm::ArrayRef<Edge> Edges = edgesFrom(B);
  // Each successor's list is sorted and unique already: two (a branch)
  // merge in a pass.
  if (Edges.size() == 2) {
    const Edge &L = Edges[0], &R = Edges[1];
    llvm::ArrayRef<Register> Left = liveInsOf(L.To), Right = liveInsOf(R.To);
    llvm::ArrayRef<unsigned> LeftIn = inOf(L.To), RightIn = inOf(R.To);
    size_t I = 0, J = 0;
    while (I != Left.size() || J != Right.size()) {
      if (J == Right.size() ||
          (I != Left.size() && byNumber(Left[I], Right[J]))) {
        Out.push_back({Left[I], throughEdge(L, LeftIn[I])});
        ++I;
      } else if (I == Left.size() || byNumber(Right[J], Left[I])) {
        Out.push_back({Right[J], throughEdge(R, RightIn[J])});
        ++J;
      } else { // Live into both: the nearer.
        Out.push_back({Left[I], std::min(throughEdge(L, LeftIn[I]),
                                         throughEdge(R, RightIn[J]))});
        ++I;
        ++J;
      }
    }
    return;
  }
  if (Edges.size() < 2) {
    for (const Edge &E : Edges)
      for (auto [V, In] : llvm::zip_equal(liveInsOf(E.To), inOf(E.To)))
        Out.push_back({V, throughEdge(E, In)});
    return;
  }
  // A multiway branch (a switch's jump table, a computed goto): through
  // one of many successors nearly every value is near, so the nearest read
  // ranks nothing. The distance expected over the edges' probabilities
  // does: a value most cases read is near, one a few read is far.
  uint64_t TotalWeight = 0;
  for (const Edge &E : Edges)
    TotalWeight += weightOf(E);
  for (const Edge &E : Edges)
    for (Register V : liveInsOf(E.To))
      Out.push_back({V, 0});
  llvm::sort(Out, [](const auto &X, const auto &Y) {
    return byNumber(X.first, Y.first);
  });
  Out.erase(std::unique(Out.begin(), Out.end()), Out.end());
  for (auto &[V, Distance] : Out) {
    uint64_t Sum = 0;
    bool Read = false;
    for (const Edge &E : Edges) {
      llvm::ArrayRef<Register> Theirs = liveInsOf(E.To);
      size_t I = indexIn(Theirs, V);
      // Dead beyond E: as far as a read after the loop.
      uint64_t Through = LoopExitPenalty;
      if (I != Theirs.size() && inOf(E.To)[I] != Never) {
        Through =
            std::min<uint64_t>(throughEdge(E, inOf(E.To)[I]), DistanceCap);
        Read = true;
      }
      Sum += Through * weightOf(E);
    }
    Distance = Read ? unsigned(Sum / TotalWeight) : Never;
  }
}

unsigned GlobalNextUse::distanceAtEntry(unsigned B, Register V) const {
  llvm::ArrayRef<Register> Live = liveInsOf(B);
  size_t I = indexIn(Live, V);
  return I != Live.size() ? inOf(B)[I] : Never;
}
