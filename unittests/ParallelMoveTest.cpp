//===- ParallelMoveTest.cpp - Unit tests of the shuffle -------------------===//

#include "mts/ParallelMove.h"
#include "TestRegisterFile.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "gtest/gtest.h"
#include <random>

using namespace mts;
using namespace mts::test;
using llvm::ArrayRef;

namespace {

/// Even values are 64-bit (R registers), odd values 32-bit (E registers).
ArrayRef<llvm::MCPhysReg> orderOf(Register V) {
  return V.virtRegIndex() % 2 ? ArrayRef<llvm::MCPhysReg>(AllNarrow)
                              : ArrayRef<llvm::MCPhysReg>(AllWide);
}

/// Executes edits on a register file of units and a set of filled slots.
class Machine {
public:
  explicit Machine(const RegisterUnits &Units) : Units(Units) {}

  void put(Register V, MCRegister R) {
    for (unsigned U : Units.units(R))
      Unit[U] = V;
  }
  bool holds(MCRegister R, Register V) const {
    for (unsigned U : Units.units(R)) {
      auto It = Unit.find(U);
      if (It == Unit.end() || It->second != V)
        return false;
    }
    return true;
  }
  void run(ArrayRef<Edit> Edits) {
    for (const Edit &E : Edits) {
      switch (E.Kind) {
      case Edit::Copy:
        ASSERT_TRUE(holds(E.From, E.Value)) << "copy reads a clobbered value";
        put(E.Value, E.To);
        break;
      case Edit::Store:
        ASSERT_TRUE(holds(E.From, E.Value)) << "store reads a clobbered value";
        Slots.insert(E.Value);
        break;
      case Edit::Load:
        ASSERT_TRUE(Slots.contains(E.Value)) << "load from an empty slot";
        put(E.Value, E.To);
        break;
      }
    }
  }

  const RegisterUnits &Units;
  llvm::DenseMap<unsigned, Register> Unit;
  llvm::DenseSet<Register> Slots;
};

unsigned countKind(ArrayRef<Edit> Edits, Edit::KindTy Kind) {
  return llvm::count_if(Edits, [&](const Edit &E) { return E.Kind == Kind; });
}

TEST(ParallelMoveTest, PathIsEmittedFromItsEnd) {
  RegisterUnits Units = makeRegisterFile();
  ParallelMove PM(Units, orderOf);
  // a: R1 -> R2, b: R2 -> R3. b must move before a overwrites R2.
  PM.addMove(value(0), MCRegister(R1), MCRegister(R2), false);
  PM.addMove(value(2), MCRegister(R2), MCRegister(R3), false);
  auto Edits = PM.resolve();
  ASSERT_EQ(Edits.size(), 2u);
  EXPECT_EQ(Edits[0],
            (Edit{Edit::Copy, value(2), MCRegister(R2), MCRegister(R3), true}));
  EXPECT_EQ(Edits[1],
            (Edit{Edit::Copy, value(0), MCRegister(R1), MCRegister(R2), true}));
}

TEST(ParallelMoveTest, KillFlagsMarkEachRegistersLastRead) {
  RegisterUnits Units = makeRegisterFile();
  ParallelMove PM(Units, orderOf);
  // a is stored and moved: the store is not the last read of R1, the move
  // is. b is stored and stays in R3: no read of R3 kills it.
  PM.addStore(value(0), MCRegister(R1));
  PM.addMove(value(0), MCRegister(R1), MCRegister(R2), false);
  PM.addStore(value(2), MCRegister(R3));
  PM.addMove(value(2), MCRegister(R3), MCRegister(R3), false);
  auto Edits = PM.resolve();
  ASSERT_EQ(Edits.size(), 3u);
  EXPECT_EQ(Edits[0],
            (Edit{Edit::Store, value(0), MCRegister(R1), MCRegister(), false}));
  EXPECT_EQ(Edits[1],
            (Edit{Edit::Store, value(2), MCRegister(R3), MCRegister(), false}));
  EXPECT_EQ(Edits[2],
            (Edit{Edit::Copy, value(0), MCRegister(R1), MCRegister(R2), true}));
}

/// Runs Edits with value 0 in R1 and value 2 in R2; they must end swapped.
void expectSwapsR1AndR2(const RegisterUnits &Units, ArrayRef<Edit> Edits) {
  Machine Mach(Units);
  Mach.put(value(0), MCRegister(R1));
  Mach.put(value(2), MCRegister(R2));
  Mach.run(Edits);
  EXPECT_TRUE(Mach.holds(MCRegister(R2), value(0)));
  EXPECT_TRUE(Mach.holds(MCRegister(R1), value(2)));
}

TEST(ParallelMoveTest, SwapUsesAFreeScratchRegister) {
  RegisterUnits Units = makeRegisterFile();
  ParallelMove PM(Units, orderOf);
  PM.addMove(value(0), MCRegister(R1), MCRegister(R2), false);
  PM.addMove(value(2), MCRegister(R2), MCRegister(R1), false);
  auto Edits = PM.resolve();
  EXPECT_EQ(Edits.size(), 3u) << "n + 1 moves for a cycle of n";
  EXPECT_EQ(countKind(Edits, Edit::Copy), 3u);
  expectSwapsR1AndR2(Units, Edits);
}

TEST(ParallelMoveTest, SwapWithoutScratchGoesThroughTheSlot) {
  RegisterUnits Units = makeRegisterFile();
  ParallelMove PM(Units, orderOf);
  PM.addMove(value(0), MCRegister(R1), MCRegister(R2), false);
  PM.addMove(value(2), MCRegister(R2), MCRegister(R1), false);
  PM.reserve(MCRegister(R3));
  PM.reserve(MCRegister(R4));
  auto Edits = PM.resolve();
  EXPECT_EQ(countKind(Edits, Edit::Store), 1u);
  EXPECT_EQ(countKind(Edits, Edit::Load), 1u);
  EXPECT_EQ(countKind(Edits, Edit::Copy), 1u);
  expectSwapsR1AndR2(Units, Edits);
}

TEST(ParallelMoveTest, CleanValueParksWithoutAStore) {
  RegisterUnits Units = makeRegisterFile();
  ParallelMove PM(Units, orderOf);
  PM.addMove(value(0), MCRegister(R1), MCRegister(R2), /*SlotHoldsValue=*/true);
  PM.addMove(value(2), MCRegister(R2), MCRegister(R1), /*SlotHoldsValue=*/true);
  PM.reserve(MCRegister(R3));
  PM.reserve(MCRegister(R4));
  auto Edits = PM.resolve();
  EXPECT_EQ(countKind(Edits, Edit::Store), 0u);
  EXPECT_EQ(countKind(Edits, Edit::Load), 1u);
}

// Section 4.1: a loop of n moves takes n + 1 instructions. Here the loop is
// R1 -> R2 -> R3 -> R1 and R4 is taken by a value that stays, so the loop is
// broken through the slot: one store, two copies, one load.
TEST(ParallelMoveTest, LoopTakesNPlusOneInstructions) {
  RegisterUnits Units = makeRegisterFile();
  ParallelMove PM(Units, orderOf);
  PM.addMove(value(0), MCRegister(R1), MCRegister(R2), false);
  PM.addMove(value(2), MCRegister(R2), MCRegister(R3), false);
  PM.addMove(value(4), MCRegister(R3), MCRegister(R1), false);
  PM.addMove(value(5), MCRegister(E4), MCRegister(E4), false); // stays
  auto Edits = PM.resolve();
  // R4 is not free (E4 holds a value that stays), so the loop parks in the
  // slot: store + 2 copies + load = n + l.
  EXPECT_EQ(Edits.size(), 4u);
}

TEST(ParallelMoveTest, RandomShufflesReachTheirTarget) {
  RegisterUnits Units = makeRegisterFile();
  std::mt19937 Rng(20261122);
  for (unsigned Round = 0; Round < 2000; ++Round) {
    unsigned NumValues = 1 + Rng() % 4;
    // Each value gets a distinct register index (1..4) on each side, or only
    // its slot; its width decides between R<i> and E<i>.
    unsigned SrcIdx[4] = {0, 1, 2, 3}, DstIdx[4] = {0, 1, 2, 3};
    std::shuffle(SrcIdx, SrcIdx + 4, Rng);
    std::shuffle(DstIdx, DstIdx + 4, Rng);
    ParallelMove PM(Units, orderOf);
    Machine Mach(Units);
    struct Want {
      Register V;
      MCRegister Reg;
      bool Slot;
    };
    llvm::SmallVector<Want, 4> Wants;
    for (unsigned I = 0; I < NumValues; ++I) {
      Register V = value(I + 10 * (Rng() % 2));
      bool Narrow = V.virtRegIndex() % 2;
      auto RegAt = [&](unsigned Idx) {
        return MCRegister((Narrow ? E1 : R1) + Idx);
      };
      bool SrcInReg = Rng() % 4 != 0, SrcInSlot = !SrcInReg || Rng() % 2;
      bool DstInReg = Rng() % 4 != 0, DstInSlot = !DstInReg || Rng() % 3 == 0;
      MCRegister Src = SrcInReg ? RegAt(SrcIdx[I]) : MCRegister();
      MCRegister Dst = DstInReg ? RegAt(DstIdx[I]) : MCRegister();
      if (Src)
        Mach.put(V, Src);
      if (SrcInSlot)
        Mach.Slots.insert(V);
      if (Dst) {
        if (Src)
          PM.addMove(V, Src, Dst, SrcInSlot);
        else
          PM.addLoad(V, Dst);
      }
      if (DstInSlot && !SrcInSlot) {
        if (!Src)
          continue;
        PM.addStore(V, Src);
      }
      Wants.push_back({V, Dst, DstInSlot});
    }
    auto Edits = PM.resolve();
    Mach.run(Edits);
    for (const Want &W : Wants) {
      if (W.Reg) {
        EXPECT_TRUE(Mach.holds(W.Reg, W.V)) << "round " << Round;
      }
      if (W.Slot) {
        EXPECT_TRUE(Mach.Slots.contains(W.V)) << "round " << Round;
      }
    }
    if (::testing::Test::HasFailure())
      return;
  }
}

} // namespace
