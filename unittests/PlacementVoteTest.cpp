//===- PlacementVoteTest.cpp - Tests of mts::PlacementVote ----------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//

#include "mts/PlacementVote.h"
#include "gtest/gtest.h"

using namespace mts;
using llvm::MCRegister;

namespace {

const MCRegister R1(1), R2(2), Memory;

TEST(PlacementVoteTest, MostFlowWinsOverTheFirstEdge) {
  // An interpreter's latch: the first case evicted the value, eleven kept
  // it in one register.
  PlacementVote Vote;
  Vote.add(Memory, 1);
  for (int Case = 0; Case != 11; ++Case)
    Vote.add(R1, 1);
  EXPECT_EQ(Vote.majority(), std::optional<MCRegister>(R1));
}

TEST(PlacementVoteTest, MemoryCanWin) {
  PlacementVote Vote;
  Vote.add(R1, 0.2);
  Vote.add(Memory, 0.5);
  Vote.add(Memory, 0.3);
  EXPECT_EQ(Vote.majority(), std::optional<MCRegister>(Memory));
}

TEST(PlacementVoteTest, HalfIsNotAMajority) {
  PlacementVote Vote;
  Vote.add(R1, 0.5);
  Vote.add(R2, 0.5);
  EXPECT_EQ(Vote.majority(), std::nullopt);
  // Split three ways, no place has more than half.
  Vote.clear();
  Vote.add(R1, 0.4);
  Vote.add(R2, 0.3);
  Vote.add(Memory, 0.3);
  EXPECT_EQ(Vote.majority(), std::nullopt);
}

TEST(PlacementVoteTest, UnknownFlowCountsAgainstEveryPlace) {
  // Two edges from blocks not walked yet: the known 0.4 is no majority.
  PlacementVote Vote;
  Vote.add(R1, 0.4);
  Vote.abstain(0.3);
  Vote.abstain(0.3);
  EXPECT_EQ(Vote.majority(), std::nullopt);
  Vote.add(R1, 0.3);
  EXPECT_EQ(Vote.majority(), std::optional<MCRegister>(R1));
}

TEST(PlacementVoteTest, ClearForgetsVotesAndFlow) {
  PlacementVote Vote;
  Vote.add(R1, 5);
  Vote.clear();
  Vote.add(R2, 1);
  EXPECT_EQ(Vote.majority(), std::optional<MCRegister>(R2));
}

} // namespace
