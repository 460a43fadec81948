//===- ModelTest.cpp - Unit tests of the model ----------------------------===//

#include "mts/Model.h"
#include "TestRegisterFile.h"
#include "gtest/gtest.h"
#include <string>

using namespace mts;
using namespace mts::test;

namespace {

TEST(ModelTest, RegisterUnitsAreKeptPerRegister) {
  // Units are added register by register, in any order of registers.
  RegisterUnits Units(NumRegs, 8);
  Units.addUnit(MCRegister(E2), 2);
  Units.addUnit(MCRegister(R1), 0);
  Units.addUnit(MCRegister(R1), 1);
  Units.addUnit(MCRegister(R2), 2);
  Units.addUnit(MCRegister(R2), 3);
  EXPECT_EQ(Units.units(MCRegister(R1)), llvm::ArrayRef<unsigned>({0, 1}));
  EXPECT_EQ(Units.units(MCRegister(R2)), llvm::ArrayRef<unsigned>({2, 3}));
  EXPECT_EQ(Units.units(MCRegister(E2)), llvm::ArrayRef<unsigned>({2}));
  EXPECT_TRUE(Units.units(MCRegister(R3)).empty()) << "no unit added";
  EXPECT_TRUE(Units.overlap(MCRegister(R2), MCRegister(E2)));
  EXPECT_FALSE(Units.overlap(MCRegister(R1), MCRegister(E2)));
}

TEST(ModelTest, BindingOccupiesEveryAliasingRegister) {
  RegisterUnits Units = makeRegisterFile();
  Model M(Units);
  Register X = value(0);
  M.bindReg(X, MCRegister(E1));
  EXPECT_EQ(M.getReg(X), MCRegister(E1));
  EXPECT_FALSE(M.isFree(MCRegister(E1)));
  EXPECT_FALSE(M.isFree(MCRegister(R1))) << "R1 contains E1";
  EXPECT_TRUE(M.isFree(MCRegister(R2)));

  llvm::SmallVector<Register, 2> Occupants;
  M.getOccupants(MCRegister(R1), Occupants);
  ASSERT_EQ(Occupants.size(), 1u);
  EXPECT_EQ(Occupants[0], X);

  M.unbindReg(X);
  EXPECT_TRUE(M.isFree(MCRegister(R1)));
  EXPECT_TRUE(M.contains(X)) << "unbinding keeps the value (in its slot)";
  M.remove(X);
  EXPECT_FALSE(M.contains(X));
}

TEST(ModelTest, OccupantsOfUnitSetAreEachValueOnce) {
  RegisterUnits Units = makeRegisterFile();
  Model M(Units);
  Register X = value(0), Y = value(1), Z = value(2);
  M.bindReg(X, MCRegister(R1)); // Both of R1's units are in the sets below.
  M.bindReg(Y, MCRegister(E2));
  M.bindReg(Z, MCRegister(R3));
  EXPECT_TRUE(M.fixReg(MCRegister(E4)));
  auto OccupantsOf = [&](std::initializer_list<unsigned> Regs) {
    llvm::BitVector Set(Units.getNumUnits());
    for (unsigned R : Regs)
      Units.markUnits(MCRegister(R), Set);
    llvm::SmallVector<Register, 4> Occupants;
    M.getOccupants(Set, Occupants);
    llvm::sort(Occupants,
               [](Register A, Register B) { return A.id() < B.id(); });
    return Occupants;
  };
  EXPECT_EQ(OccupantsOf({R1}), (llvm::SmallVector<Register, 4>{X}));
  EXPECT_EQ(OccupantsOf({R1, R2, R4}), (llvm::SmallVector<Register, 4>{X, Y}))
      << "Z is outside the set, and R4's unit is fixed, not owned";
}

TEST(ModelTest, OccupantsOfUnitSetFollowBindingsInEveryWord) {
  // Units far apart, so that the set spans several words.
  RegisterUnits Units(NumRegs, 200);
  Units.addUnit(MCRegister(R1), 0);
  Units.addUnit(MCRegister(R1), 1);
  Units.addUnit(MCRegister(R2), 70);
  Units.addUnit(MCRegister(R3), 130);
  Units.addUnit(MCRegister(R4), 199);
  Model M(Units);
  Register X = value(0), Y = value(1), Z = value(2);
  llvm::BitVector All(Units.getNumUnits(), true);
  auto Occupants = [&] {
    llvm::SmallVector<Register, 4> Found;
    M.getOccupants(All, Found);
    llvm::sort(Found, [](Register A, Register B) { return A.id() < B.id(); });
    return Found;
  };
  M.bindReg(X, MCRegister(R1));
  M.bindReg(Y, MCRegister(R2));
  M.bindReg(Z, MCRegister(R4));
  EXPECT_TRUE(M.fixReg(MCRegister(R3)));
  EXPECT_EQ(Occupants(), (llvm::SmallVector<Register, 4>{X, Y, Z}));
  M.setInSlot(Y, true);
  M.unbindReg(Y);
  M.remove(Z);
  EXPECT_EQ(Occupants(), (llvm::SmallVector<Register, 4>{X}))
      << "neither a value in its slot only nor a removed one occupies";
  M.bindReg(Y, MCRegister(R4));
  EXPECT_EQ(Occupants(), (llvm::SmallVector<Register, 4>{X, Y}));
  M.reset({{X, MCRegister(), true}, {Z, MCRegister(R2), false}});
  EXPECT_EQ(Occupants(), (llvm::SmallVector<Register, 4>{Z}))
      << "reset forgets the old registers";
}

TEST(ModelTest, ValueCanBeInRegisterAndSlotAtOnce) {
  RegisterUnits Units = makeRegisterFile();
  Model M(Units);
  Register X = value(3);
  M.bindReg(X, MCRegister(R2));
  EXPECT_FALSE(M.isInSlot(X));
  M.setInSlot(X, true);
  EXPECT_TRUE(M.isInSlot(X));
  EXPECT_EQ(M.getReg(X), MCRegister(R2));
}

TEST(ModelTest, RemembersWhenEachValueEnteredItsRegister) {
  RegisterUnits Units = makeRegisterFile();
  Model M(Units);
  M.trackBindOrder();
  Register X = value(0), Y = value(1);
  M.bindReg(X, MCRegister(R1));
  M.bindReg(Y, MCRegister(R2));
  EXPECT_LT(M.boundAt(X), M.boundAt(Y));
  M.setInSlot(X, true);
  M.unbindReg(X);
  M.bindReg(X, MCRegister(R3));
  EXPECT_GT(M.boundAt(X), M.boundAt(Y)) << "X entered a register again";
}

TEST(ModelTest, FixedRegistersAreNeitherFreeNorOwned) {
  RegisterUnits Units = makeRegisterFile();
  Model M(Units);
  EXPECT_TRUE(M.fixReg(MCRegister(E3)));
  EXPECT_TRUE(M.isFixed(MCRegister(R3)));
  EXPECT_FALSE(M.isFree(MCRegister(R3)));
  llvm::SmallVector<Register, 2> Occupants;
  M.getOccupants(MCRegister(R3), Occupants);
  EXPECT_TRUE(Occupants.empty());

  Register X = value(1);
  M.bindReg(X, MCRegister(R4));
  EXPECT_FALSE(M.fixReg(MCRegister(E4))) << "a value holds R4";
  EXPECT_EQ(M.getReg(X), MCRegister(R4));

  M.releaseUnit(Units.units(MCRegister(E3))[0]);
  EXPECT_TRUE(M.isFree(MCRegister(R3)));
}

TEST(ModelTest, SnapshotIsSortedAndResetRestoresIt) {
  RegisterUnits Units = makeRegisterFile();
  Model M(Units);
  M.bindReg(value(7), MCRegister(R1));
  M.setInSlot(value(2), true);
  M.bindReg(value(4), MCRegister(E2));
  M.setInSlot(value(4), true);
  M.remove(value(7));
  M.bindReg(value(9), MCRegister(R3));

  auto Snap = M.snapshot();
  ASSERT_EQ(Snap.size(), 3u);
  EXPECT_EQ(Snap[0], (Binding{value(2), MCRegister(), true}));
  EXPECT_EQ(Snap[1], (Binding{value(4), MCRegister(E2), true}));
  EXPECT_EQ(Snap[2], (Binding{value(9), MCRegister(R3), false}));

  Model Other(Units);
  Other.fixReg(MCRegister(R4));
  Other.reset(Snap);
  EXPECT_EQ(Other.snapshot(), Snap);
  EXPECT_TRUE(Other.isFree(MCRegister(R4))) << "reset drops fixed registers";
  EXPECT_TRUE(Other.isFree(MCRegister(R1))) << "value 7 was removed";
  EXPECT_FALSE(Other.isFree(MCRegister(R2))) << "value 4 holds E2";
}

TEST(ModelTest, SnapshotFromExpectedValuesMatchesTheSortedOne) {
  RegisterUnits Units = makeRegisterFile();
  Model M(Units);
  M.bindReg(value(9), MCRegister(R3));
  M.setInSlot(value(2), true);
  M.bindReg(value(4), MCRegister(E2));
  auto Sorted = M.snapshot();
  // Every value listed, with others the model lacks.
  Register All[] = {value(1), value(2), value(4), value(5), value(9)};
  EXPECT_EQ(M.snapshot(All), Sorted);
  // A value missing from the list is still in the snapshot.
  Register Some[] = {value(2), value(9)};
  EXPECT_EQ(M.snapshot(Some), Sorted);
}

TEST(ModelTest, PrintsThePaperNotation) {
  RegisterUnits Units = makeRegisterFile();
  Model M(Units);
  M.bindReg(value(0), MCRegister(R1));
  M.setInSlot(value(0), true);
  M.bindReg(value(1), MCRegister(R2));
  M.setInSlot(value(2), true);
  std::string S;
  llvm::raw_string_ostream OS(S);
  const char *Names[] = {"x", "y", "z"};
  M.print(
      OS,
      [&](llvm::raw_ostream &O, Register V) { O << Names[V.virtRegIndex()]; },
      [](llvm::raw_ostream &O, MCRegister R) { O << 'r' << R.id(); });
  EXPECT_EQ(S, "{x:r1, y:r2}{x:fv0, z:fv2}");
}

} // namespace
