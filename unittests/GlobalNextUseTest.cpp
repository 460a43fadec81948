//===- GlobalNextUseTest.cpp - Unit tests of next-use across blocks -------===//

#include "mts/GlobalNextUse.h"
#include "TestRegisterFile.h"
#include "gtest/gtest.h"

using namespace mts;
using namespace mts::test;

namespace {

/// The live-in sets of a function's blocks, flattened as GlobalNextUse
/// takes them.
struct LiveIns {
  std::vector<Register> Values;
  std::vector<unsigned> Begin{0};
  LiveIns(std::initializer_list<std::initializer_list<Register>> PerBlock) {
    for (std::initializer_list<Register> Block : PerBlock) {
      size_t First = Values.size();
      Values.insert(Values.end(), Block.begin(), Block.end());
      llvm::sort(Values.begin() + First, Values.end(), byNumber);
      Begin.push_back(Values.size());
    }
  }
};

// A straight line: 0 (4 instrs) -> 1 (3 instrs, reads a at 2) -> 2 (reads b
// at 0, writes a first, so a is not live into it). From the end of block 0,
// a is 2 away and b 3 + 0.
TEST(GlobalNextUseTest, DistancesAddUpAlongAPath) {
  Register A = value(0), B = value(1);
  LiveIns Live{{A, B}, {A, B}, {B}};
  GlobalNextUse G(Live.Values, Live.Begin);
  G.setBlock(0, 4, {});
  G.setBlock(1, 3, {{A, 2}});
  G.setBlock(2, 5, {{B, 0}});
  G.addEdge(0, 1, false);
  G.addEdge(1, 2, false);
  G.solve();
  EXPECT_EQ(G.distanceAtExit(0, A), 2u);
  EXPECT_EQ(G.distanceAtExit(0, B), 3u);
  EXPECT_EQ(G.distanceAtExit(1, B), 0u);
  EXPECT_EQ(G.distanceAtExit(1, A), GlobalNextUse::Never)
      << "block 2 writes a before reading it";
  EXPECT_EQ(G.distanceAtExit(2, B), GlobalNextUse::Never) << "no successor";
}

// The nearest read wins over a branch: 0 -> {1, 2}; 1 reads v at 9, 2 at 4.
TEST(GlobalNextUseTest, TheNearestSuccessorWins) {
  Register V = value(0);
  LiveIns Live{{V}, {V}, {V}};
  GlobalNextUse G(Live.Values, Live.Begin);
  G.setBlock(0, 1, {});
  G.setBlock(1, 10, {{V, 9}});
  G.setBlock(2, 10, {{V, 4}});
  G.addEdge(0, 1, false);
  G.addEdge(0, 2, false);
  G.solve();
  EXPECT_EQ(G.distanceAtExit(0, V), 4u);
}

// A loop: preheader 0 -> header 1 -> body 2 -> {1 (back edge), 3 (exit)}.
// The body reads i; the exit block reads sum, which the loop never reads.
// Inside the loop, i is near (around the back edge) and sum is beyond the
// loop-exit penalty, although the exit block is physically closer.
TEST(GlobalNextUseTest, ValuesReadOnlyAfterTheLoopAreFarInside) {
  Register I = value(0), Sum = value(1);
  LiveIns Live{{I, Sum}, {I, Sum}, {I, Sum}, {Sum}};
  GlobalNextUse G(Live.Values, Live.Begin);
  G.setBlock(0, 2, {});
  G.setBlock(1, 1, {});
  G.setBlock(2, 6, {{I, 3}});
  G.setBlock(3, 2, {{Sum, 0}});
  G.addEdge(0, 1, false);
  G.addEdge(1, 2, false);
  G.addEdge(2, 1, false);
  G.addEdge(2, 3, true);
  G.solve();
  // Body end -> header (1) -> body read at 3.
  EXPECT_EQ(G.distanceAtExit(2, I), 1u + 3u);
  EXPECT_EQ(G.distanceAtExit(2, Sum), GlobalNextUse::LoopExitPenalty);
  EXPECT_GT(G.distanceAtExit(1, Sum), G.distanceAtExit(1, I));
  // Before the loop: i is read in the loop's first iteration.
  EXPECT_EQ(G.distanceAtExit(0, I), 1u + 3u);
  EXPECT_EQ(G.distanceAtExit(0, Sum),
            1u + 6u + GlobalNextUse::LoopExitPenalty);
}

// A self loop must reach its fixed point without reading the map it
// updates, and nested loops pay the penalty once per loop they leave.
TEST(GlobalNextUseTest, SelfLoopsAndNestedExits) {
  Register V = value(0), W = value(1);
  LiveIns Live{{V, W}, {V, W}, {V, W}, {V}};
  GlobalNextUse G(Live.Values, Live.Begin);
  G.setBlock(0, 1, {});
  G.setBlock(1, 5, {{W, 4}}); // inner self loop
  G.setBlock(2, 2, {});       // outer latch
  G.setBlock(3, 1, {{V, 0}});
  G.addEdge(0, 1, false);
  G.addEdge(1, 1, false);
  G.addEdge(1, 2, true);  // leaves the inner loop
  G.addEdge(2, 1, false); // outer back edge
  G.addEdge(2, 3, true);  // leaves the outer loop
  G.solve();
  EXPECT_EQ(G.distanceAtExit(1, W), 4u);
  EXPECT_EQ(G.distanceAtExit(2, V), GlobalNextUse::LoopExitPenalty);
  EXPECT_EQ(G.distanceAtExit(1, V),
            2u + 2 * GlobalNextUse::LoopExitPenalty);
}

// A loop whose header reads nothing: 0 -> 1 -> 2 -> 3 -> {1, 4}, where 2
// reads v. The latch (3) learns of v's read only round the back edge, and
// so does the body block before it.
TEST(GlobalNextUseTest, ReadsComeRoundTheBackEdge) {
  Register V = value(0);
  LiveIns Live{{V}, {V}, {V}, {V}, {}};
  GlobalNextUse G(Live.Values, Live.Begin);
  G.setBlock(0, 1, {});
  G.setBlock(1, 2, {});
  G.setBlock(2, 3, {{V, 1}});
  G.setBlock(3, 4, {});
  G.setBlock(4, 1, {});
  G.addEdge(0, 1, false);
  G.addEdge(1, 2, false);
  G.addEdge(2, 3, false);
  G.addEdge(3, 1, false);
  G.addEdge(3, 4, true);
  G.solve();
  EXPECT_EQ(G.distanceAtExit(3, V), 2u + 1u);
  EXPECT_EQ(G.distanceAtExit(2, V), 4u + 2u + 1u);
  EXPECT_EQ(G.distanceAtEntry(3, V), 4u + 2u + 1u);
  EXPECT_EQ(G.distanceAtExit(0, V), 2u + 1u);
}

// Blocks the entry does not reach are solved too (the allocator walks
// them last): 0 -> 1, and 2 -> 3 -> 2 with no way in. Block 3 reads v,
// which block 1 reads as well.
TEST(GlobalNextUseTest, UnreachableBlocksAreSolved) {
  Register V = value(0);
  LiveIns Live{{V}, {V}, {V}, {V}};
  GlobalNextUse G(Live.Values, Live.Begin);
  G.setBlock(0, 2, {});
  G.setBlock(1, 3, {{V, 1}});
  G.setBlock(2, 4, {});
  G.setBlock(3, 5, {{V, 2}});
  G.addEdge(0, 1, false);
  G.addEdge(2, 3, false);
  G.addEdge(3, 2, false);
  G.solve();
  EXPECT_EQ(G.distanceAtExit(0, V), 1u);
  EXPECT_EQ(G.distanceAtExit(2, V), 2u);
  EXPECT_EQ(G.distanceAtExit(3, V), 4u + 2u) << "round the loop";
  EXPECT_EQ(G.distanceAtEntry(2, V), 4u + 2u);
}

// A block's live-out values are the union of its successors' live-in
// values, each listed once, in order of number, with the distance the
// one-value lookup gives (the nearer of two successors, and the loop exit's
// penalty) up to two successors; past three (a switch), the distance
// expected over the edges. Edges may be added in any order.
TEST(GlobalNextUseTest, LiveOutDistancesMatchOneByOne) {
  Register U = value(0), V = value(1), W = value(2), X = value(3),
           Y = value(4);
  // Block 2 writes u before reading it: u is not live into it.
  LiveIns Live{{U, V, W, X}, {U, V}, {V, W}, {U, Y}, {V, X}};
  GlobalNextUse G(Live.Values, Live.Begin);
  G.setBlock(0, 3, {});
  G.setBlock(1, 4, {{U, 1}, {V, 2}});
  G.setBlock(2, 6, {{V, 5}, {W, 0}});
  G.setBlock(3, 2, {{U, 1}, {Y, 0}});
  G.setBlock(4, 1, {{V, 0}, {X, 0}});
  // Edges in no particular order of source block.
  G.addEdge(2, 3, true);
  G.addEdge(0, 2, false); // The farther v first.
  G.addEdge(1, 3, false);
  G.addEdge(0, 1, false);
  G.addEdge(1, 4, false);
  G.addEdge(2, 4, false);
  G.addEdge(2, 1, false);
  G.solve();
  using Distances = llvm::SmallVector<std::pair<Register, unsigned>, 4>;
  Distances Out;
  for (unsigned B = 0; B != 5; ++B) {
    if (B == 2)
      continue; // Three successors.
    G.liveOutDistances(B, Out);
    for (auto [Value, Distance] : Out)
      EXPECT_EQ(Distance, G.distanceAtExit(B, Value))
          << "block " << B << ", value " << Value.virtRegIndex();
  }
  G.liveOutDistances(0, Out);
  EXPECT_EQ(Out, (Distances{{U, 1}, {V, 2}, {W, 0}}))
      << "u behind block 1, not block 2's write; v the nearer of two";
  G.liveOutDistances(1, Out);
  EXPECT_EQ(Out, (Distances{{U, 1}, {V, 0}, {X, 0}, {Y, 0}}));
  // Block 2's edges, equally likely, go to 3 (leaving the loop), 4 and 1.
  // A value dead beyond an edge counts as the loop exit's penalty away.
  constexpr unsigned P = GlobalNextUse::LoopExitPenalty;
  G.liveOutDistances(2, Out);
  EXPECT_EQ(Out, (Distances{{U, (1 + P + P + 1) / 3},
                            {V, (P + 0 + 2) / 3},
                            {X, (P + 0 + P) / 3},
                            {Y, (0 + P + P + P) / 3}}))
      << "three successors: each value's distance expected over the edges";
  G.liveOutDistances(3, Out);
  EXPECT_TRUE(Out.empty()) << "no successor";
}

// An interpreter's dispatch: block 0 jumps to four cases, which go back to
// it. Every value is read at once in some case, so the nearest read ranks
// none above another; expected over the cases, a value that three cases read
// is nearer than one that a single case reads, and weights count.
TEST(GlobalNextUseTest, PastASwitchDistancesAreExpected) {
  Register Common = value(0), Rare = value(1);
  LiveIns Live{{Common, Rare},
               {Common, Rare},
               {Common, Rare},
               {Common, Rare},
               {Common, Rare}};
  GlobalNextUse G(Live.Values, Live.Begin);
  G.setBlock(0, 4, {});
  G.setBlock(1, 2, {{Common, 0}});
  G.setBlock(2, 2, {{Common, 0}});
  G.setBlock(3, 2, {{Common, 0}});
  G.setBlock(4, 2, {{Rare, 0}});
  for (unsigned Case = 1; Case != 5; ++Case) {
    G.addEdge(0, Case, false);
    G.addEdge(Case, 0, false);
  }
  G.solve();
  EXPECT_EQ(G.distanceAtExit(0, Common), 0u);
  EXPECT_EQ(G.distanceAtExit(0, Rare), 0u);
  using Distances = llvm::SmallVector<std::pair<Register, unsigned>, 4>;
  Distances Out;
  G.liveOutDistances(0, Out);
  // Through a case that does not read it: the case (2), the dispatch (4),
  // and the nearest read beyond (0).
  EXPECT_EQ(Out, (Distances{{Common, (0 + 0 + 0 + 6) / 4},
                            {Rare, (6 + 6 + 6 + 0) / 4}}));

  // The rare case taken 7 times in 10.
  GlobalNextUse Weighted(Live.Values, Live.Begin);
  Weighted.setBlock(0, 4, {});
  for (unsigned Case = 1; Case != 4; ++Case)
    Weighted.setBlock(Case, 2, {{Common, 0}});
  Weighted.setBlock(4, 2, {{Rare, 0}});
  for (unsigned Case = 1; Case != 5; ++Case) {
    Weighted.addEdge(0, Case, false, Case == 4 ? 70 : 10);
    Weighted.addEdge(Case, 0, false);
  }
  Weighted.solve();
  Weighted.liveOutDistances(0, Out);
  EXPECT_EQ(Out, (Distances{{Common, 6 * 70 / 100}, {Rare, 6 * 30 / 100}}));
}

} // namespace
