//===- PositionIndexTest.cpp - Tests of mts::PositionIndex ----------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//

#include "mts/PositionIndex.h"
#include "gtest/gtest.h"
#include <random>

using namespace mts;

namespace {

/// Every point of [0, Limit] gets std::lower_bound's answer.
void expectLowerBounds(const std::vector<int> &Positions, int Limit) {
  PositionIndex Index(Positions, Limit);
  for (int Point = 0; Point <= Limit; ++Point)
    ASSERT_EQ(
        Index.lowerBound(Point),
        unsigned(std::lower_bound(Positions.begin(), Positions.end(), Point) -
                 Positions.begin()))
        << "at " << Point;
}

TEST(PositionIndexTest, NoPositions) { expectLowerBounds({}, 1000); }

TEST(PositionIndexTest, SpreadPositions) {
  // Block starts a few instructions apart, as slot indexes number them.
  std::mt19937 Random(1);
  std::vector<int> Positions;
  int Limit = 0;
  for (int I = 0; I != 300; ++I) {
    Positions.push_back(Limit);
    Limit += 16 * (1 + Random() % 20);
  }
  expectLowerBounds(Positions, Limit);
}

TEST(PositionIndexTest, CrowdedSpan) {
  // Many empty blocks after one long block: one span holds dozens of
  // positions, which are searched rather than stepped through.
  std::vector<int> Positions{0};
  for (int I = 0; I != 40; ++I)
    Positions.push_back(100000 + 16 * I);
  expectLowerBounds(Positions, 100000 + 16 * 40);
}

TEST(PositionIndexTest, PositionAtTheLimit) {
  expectLowerBounds({0, 7, 8, 9}, 9);
  expectLowerBounds({9}, 9);
}

} // namespace
