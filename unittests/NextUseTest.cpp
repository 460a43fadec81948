//===- NextUseTest.cpp - Unit tests of ending sets and next-use -----------===//

#include "mts/NextUse.h"
#include "TestRegisterFile.h"
#include "gtest/gtest.h"

using namespace mts;
using namespace mts::test;

namespace {

/// One instruction of a test block: what it reads, then what it writes.
struct Instr {
  std::vector<Register> Uses, Defs;
};

/// Scan Block, given first instruction first, as the allocator does: last
/// instruction first.
void scan(BlockNextUse &NU, const std::vector<Instr> &Block,
          llvm::ArrayRef<std::pair<Register, unsigned>> LiveOut = {}) {
  NU.startBlock(Block.size(), LiveOut);
  for (const Instr &I : llvm::reverse(Block))
    NU.addInstructionBackward(I.Uses, I.Defs);
}

// The liveness example of section 2.2:
//   x <- 0        {}
//   y <- x + 1    {}
//   z <- y + 2    {y}
//   f x z         {x, z}
TEST(NextUseTest, PaperLivenessExample) {
  Register X = value(0), Y = value(1), Z = value(2);
  BlockNextUse NU;
  scan(NU, {
               {{}, {X}},
               {{X}, {Y}},
               {{Y}, {Z}},
               {{X, Z}, {}},
           });

  EXPECT_TRUE(NU.endingSet(0).empty());
  EXPECT_TRUE(NU.endingSet(1).empty());
  ASSERT_EQ(NU.endingSet(2).size(), 1u);
  EXPECT_EQ(NU.endingSet(2)[0], Y);
  EXPECT_EQ(NU.endingSet(3).size(), 2u);
  EXPECT_TRUE(NU.endsAt(3, X));
  EXPECT_TRUE(NU.endsAt(3, Z));
  EXPECT_FALSE(NU.endsAt(1, X)) << "x is read again by the call";

  // NEXT-USE-POS, measured from each instruction.
  EXPECT_EQ(NU.nextUse(X, 0), 1u);
  EXPECT_EQ(NU.nextUse(X, 2), 1u);
  EXPECT_EQ(NU.nextUse(Y, 2), 0u);
  EXPECT_EQ(NU.nextUse(Y, 3), BlockNextUse::Never);
}

TEST(NextUseTest, LiveOutValuesAreFarButNotNever) {
  Register A = value(0), B = value(1), C = value(2);
  BlockNextUse NU;
  scan(NU,
       {
           {{A}, {B}}, // 0
           {{B}, {C}}, // 1: c is dead
           {{}, {}},   // 2
       },
       {{A, 100}});

  EXPECT_FALSE(NU.endsAt(0, A)) << "a is live out";
  EXPECT_TRUE(NU.endsAt(1, B));
  EXPECT_TRUE(NU.isDeadDef(1, C));
  EXPECT_FALSE(NU.isDeadDef(0, B));
  // From instruction 1, a's next use is the 2 remaining instructions plus
  // the 100 given for the block's exit.
  EXPECT_EQ(NU.nextUse(A, 1), 102u);
}

TEST(NextUseTest, RedefinitionEndsTheOldValue) {
  // x <- x + 1 (two-address form) keeps x live; the last read ends it.
  Register X = value(5);
  BlockNextUse NU;
  scan(NU, {
               {{X}, {X}}, // 0
               {{X}, {}},  // 1
           });
  EXPECT_FALSE(NU.endsAt(0, X)) << "the new x is read at 1";
  EXPECT_TRUE(NU.endsAt(1, X));
  EXPECT_EQ(NU.nextUse(X, 1), 0u);
}

TEST(NextUseTest, AnswersDoNotDependOnTheOrderOfQuestions) {
  // a is read at 0, 2 (twice) and 5, and live out; the walk asks at
  // increasing positions, anyone else in any order.
  Register A = value(0), B = value(1);
  BlockNextUse NU;
  scan(NU,
       {
           {{A}, {B}},   // 0
           {{B}, {}},    // 1
           {{A, A}, {}}, // 2
           {{}, {}},     // 3
           {{}, {}},     // 4
           {{A}, {}},    // 5
           {{}, {}},     // 6
       },
       {{A, 10}, {A, 7}});

  unsigned Expected[] = {0, 1, 0, 2, 1, 0, 8};
  for (unsigned I : {3, 1, 6, 0, 5, 2, 4, 2, 6, 1})
    EXPECT_EQ(NU.nextUse(A, I), Expected[I]) << "asked at " << I;
  EXPECT_EQ(NU.nextUse(B, 2), BlockNextUse::Never);
  EXPECT_EQ(NU.nextUse(B, 0), 1u);

  // The next block's answers owe nothing to this one's.
  NU.clear();
  scan(NU, {
               {{B}, {}},
           });
  EXPECT_EQ(NU.nextUse(A, 0), BlockNextUse::Never);
  EXPECT_EQ(NU.nextUse(B, 0), 0u);
  EXPECT_EQ(NU.nextUse(B, 1), BlockNextUse::Never);
}

TEST(NextUseTest, NothingOfABlockIsLeftLiveForTheNext) {
  // Values numbered far apart, as in a large function. The first block's
  // live-in values (a, b, c) are what its scan leaves live: none of them
  // may live on into the second block's scan.
  Register A = value(7000), B = value(300), C = value(4100), D = value(9);
  BlockNextUse NU;
  scan(NU,
       {
           {{A}, {D}},   // 0
           {{D, B}, {}}, // 1
       },
       {{C, 5}, {A, 2}});
  EXPECT_TRUE(NU.endsAt(1, D));
  EXPECT_FALSE(NU.endsAt(0, A)) << "a is live out";

  NU.clear();
  scan(NU, {
               {{A, B, C, D}, {}},
           });
  for (Register V : {A, B, C, D})
    EXPECT_TRUE(NU.endsAt(0, V))
        << "value " << V.virtRegIndex() << " is not live out of this block";
  EXPECT_EQ(NU.nextUse(C, 1), BlockNextUse::Never);
}

TEST(NextUseTest, TablesSizedInAdvanceStillGrow) {
  // The allocator sizes the per-value tables once for the function; a value
  // numbered beyond that still gets its entries, and the next block starts
  // from nothing either way.
  Register A = value(3), B = value(20), C = value(5);
  BlockNextUse NU;
  NU.reserveValues(8);
  scan(NU,
       {
           {{A}, {B}}, // 0
           {{B}, {C}}, // 1
       },
       {{C, 4}, {A, 9}});
  EXPECT_TRUE(NU.endsAt(1, B));
  EXPECT_EQ(NU.nextUse(A, 1), 10u);
  EXPECT_EQ(NU.nextUse(C, 1), 5u);

  NU.clear();
  NU.reserveValues(4); // Smaller than before: nothing shrinks.
  scan(NU, {
               {{B, A}, {}},
           });
  EXPECT_TRUE(NU.endsAt(0, A)) << "a, live into the last block, is not here";
  EXPECT_EQ(NU.nextUse(A, 1), BlockNextUse::Never);
  EXPECT_EQ(NU.nextUse(C, 0), BlockNextUse::Never);
}

} // namespace
