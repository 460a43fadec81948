//===- TransformersTest.cpp - Unit tests of save, load and allocate -------===//

#include "mts/Transformers.h"
#include "TestRegisterFile.h"
#include "mts/NextUse.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "gtest/gtest.h"

using namespace mts;
using namespace mts::test;

namespace {

struct RecordingSink : EditSink {
  llvm::SmallVector<Edit, 8> Edits;
  llvm::SmallVector<MCRegister, 2> Left;
  /// Values the sink says it stores at an earlier point.
  llvm::SmallVector<Register, 2> StoresEarlier;
  void emit(const Edit &E) override { Edits.push_back(E); }
  void leftRegister(Register, MCRegister R) override { Left.push_back(R); }
  bool storedEarlier(Register V) override {
    return llvm::is_contained(StoresEarlier, V);
  }
  bool canStoreEarlier(Register V) override {
    return llvm::is_contained(StoresEarlier, V);
  }
};

struct Fixture : ::testing::Test {
  RegisterUnits Units = makeRegisterFile();
  Model M{Units};
  RecordingSink Sink;
  PrimitiveTransformers Prim{M, Units, Sink};
  llvm::DenseMap<Register, unsigned> Distance;
  unsigned nextUse(Register V) {
    auto It = Distance.find(V);
    return It == Distance.end() ? BlockNextUse::Never : It->second;
  }
  /// Every value's order: the four wide registers.
  static llvm::ArrayRef<llvm::MCPhysReg> wideOrder(Register) { return AllWide; }
  /// a, with a stale slot, in r1 about to be clobbered (the units returned);
  /// c, clean, in r3; r2 and r4 fixed.
  llvm::BitVector dirtyBesideClean(Register A, Register C) {
    M.bindReg(A, MCRegister(R1));
    M.bindReg(C, MCRegister(R3));
    M.setInSlot(C, true);
    M.fixReg(MCRegister(R2));
    M.fixReg(MCRegister(R4));
    llvm::BitVector Clobbered(Units.getNumUnits());
    for (unsigned U : Units.units(MCRegister(R1)))
      Clobbered.set(U);
    return Clobbered;
  }
  /// The same, with c's slot stale too.
  llvm::BitVector dirtyBesideDirty(Register A, Register C) {
    llvm::BitVector Clobbered = dirtyBesideClean(A, C);
    M.setInSlot(C, false);
    return Clobbered;
  }
  /// a in r1, needed at 3, and b in r2, needed at 7: both of twoRegisters.
  void nearAndFar(Register A, Register B) {
    M.bindReg(A, MCRegister(R1));
    M.bindReg(B, MCRegister(R2));
    Distance[A] = 3;
    Distance[B] = 7;
  }
  RegRequest twoRegisters(const llvm::BitVector *Excluded = nullptr) {
    static const llvm::MCPhysReg Two[] = {R1, R2};
    RegRequest Req;
    Req.Order = Two;
    Req.Excluded = Excluded;
    return Req;
  }
};

using TransformersTest = Fixture;

// Figure 1 with two registers: x and y take r1 and r2; z needs a register,
// and x (next used furthest away) is stored and its register reused. Later
// x is loaded back (Figure 2).
TEST_F(TransformersTest, FigureOneEvictsTheFurthestNextUse) {
  Register X = value(0), Y = value(2), Z = value(4);
  auto NU = [&](Register V) { return nextUse(V); };
  EXPECT_EQ(Prim.allocate(X, twoRegisters(), NU), MCRegister(R1));
  EXPECT_EQ(Prim.allocate(Y, twoRegisters(), NU), MCRegister(R2));
  EXPECT_TRUE(Sink.Edits.empty());

  // z <- y + 1: y is read now, x only at the end.
  Distance[X] = 10;
  Distance[Y] = 0;
  llvm::BitVector YReg(Units.getNumUnits());
  for (unsigned U : Units.units(MCRegister(R2)))
    YReg.set(U);
  MCRegister ZReg = Prim.allocate(Z, twoRegisters(&YReg), NU);
  EXPECT_EQ(ZReg, MCRegister(R1));
  ASSERT_EQ(Sink.Edits.size(), 1u);
  EXPECT_EQ(Sink.Edits[0], (Edit{Edit::Store, X, MCRegister(R1), MCRegister(),
                                 /*Kill=*/true}));
  EXPECT_FALSE(M.getReg(X).isValid());
  EXPECT_TRUE(M.isInSlot(X));

  // w <- x + y: z is dead by now; x is loaded into the free register.
  M.remove(Z);
  Sink.Edits.clear();
  EXPECT_EQ(Prim.load(X, twoRegisters(&YReg), NU), MCRegister(R1));
  ASSERT_EQ(Sink.Edits.size(), 1u);
  EXPECT_EQ(Sink.Edits[0], (Edit{Edit::Load, X, MCRegister(), MCRegister(R1)}));
  EXPECT_TRUE(M.isInSlot(X)) << "after a load the value is in both places";
}

TEST_F(TransformersTest, SaveStoresACleanValueOnlyOnce) {
  Register X = value(0);
  M.bindReg(X, MCRegister(R3));
  Prim.save(X);
  Prim.save(X);
  EXPECT_EQ(Sink.Edits.size(), 1u);
  EXPECT_FALSE(Sink.Edits[0].Kill) << "the value stays in its register";
  // Evicting a clean value costs nothing, but says the register is free.
  Prim.evict(X);
  EXPECT_EQ(Sink.Edits.size(), 1u);
  EXPECT_FALSE(M.getReg(X).isValid());
  ASSERT_EQ(Sink.Left.size(), 1u);
  EXPECT_EQ(Sink.Left[0], MCRegister(R3));
}

// A value the sink stores at an earlier point (before a loop that never
// writes it) leaves its register without a store, as a clean value does,
// and a save of it stores nothing either.
TEST_F(TransformersTest, ValueStoredEarlierNeedsNoStoreHere) {
  Register X = value(0), Y = value(2), Z = value(4);
  Sink.StoresEarlier = {X, Y};
  M.bindReg(X, MCRegister(R1));
  M.bindReg(Y, MCRegister(R3));
  M.bindReg(Z, MCRegister(R2));
  Prim.evict(X);
  Prim.save(Y);
  EXPECT_TRUE(Sink.Edits.empty());
  EXPECT_FALSE(M.getReg(X).isValid());
  EXPECT_TRUE(M.isInSlot(X));
  ASSERT_EQ(Sink.Left.size(), 1u);
  EXPECT_EQ(Sink.Left[0], MCRegister(R1));
  EXPECT_EQ(M.getReg(Y), MCRegister(R3));
  EXPECT_TRUE(M.isInSlot(Y));
  // A value the sink cannot store earlier is stored here.
  Prim.evict(Z);
  ASSERT_EQ(Sink.Edits.size(), 1u);
  EXPECT_EQ(Sink.Edits[0], (Edit{Edit::Store, Z, MCRegister(R2), MCRegister(),
                                 /*Kill=*/true}));
}

TEST_F(TransformersTest, EvictionPrefersCleanValuesOnATie) {
  Register A = value(0), B = value(2), C = value(4);
  auto NU = [&](Register V) { return nextUse(V); };
  M.bindReg(A, MCRegister(R1));
  M.bindReg(B, MCRegister(R2));
  M.setInSlot(B, true);
  Distance[A] = Distance[B] = 5;
  EXPECT_EQ(Prim.allocate(C, twoRegisters(), NU), MCRegister(R2));
  EXPECT_TRUE(Sink.Edits.empty()) << "b was clean: no store";
}

// Between two dirty values needed equally soon, the one the sink stores at
// an earlier point (before a loop that only reads it) is evicted: it costs
// no store here. A clean one still goes first.
TEST_F(TransformersTest, EvictionPrefersAValueStoredEarlierToADirtyOne) {
  Register A = value(0), B = value(2), C = value(4), D = value(6);
  auto NU = [&](Register V) { return nextUse(V); };
  Sink.StoresEarlier = {B};
  M.bindReg(A, MCRegister(R1));
  M.bindReg(B, MCRegister(R2));
  Distance[A] = Distance[B] = 5;
  EXPECT_EQ(Prim.allocate(C, twoRegisters(), NU), MCRegister(R2));
  EXPECT_TRUE(Sink.Edits.empty()) << "b was stored earlier: no store";

  // In order: r1 (a, dirty), r3 (b, stored earlier), r2 (c, clean): c goes.
  static const llvm::MCPhysReg Three[] = {R1, R3, R2};
  RegRequest Req = twoRegisters();
  Req.Order = Three;
  M.bindReg(B, MCRegister(R3));
  M.setInSlot(B, false);
  M.setInSlot(C, true);
  Distance[B] = Distance[C] = 5;
  EXPECT_EQ(Prim.allocate(D, Req, NU), MCRegister(R2));
  EXPECT_TRUE(Sink.Edits.empty());
  EXPECT_EQ(M.getReg(B), MCRegister(R3));
}

TEST_F(TransformersTest, ExcludedAndFixedRegistersAreNeverTaken) {
  Register A = value(0), B = value(2);
  auto NU = [&](Register V) { return nextUse(V); };
  M.fixReg(MCRegister(R2));
  M.bindReg(A, MCRegister(R1));
  llvm::BitVector Excluded(Units.getNumUnits());
  for (unsigned U : Units.units(MCRegister(R1)))
    Excluded.set(U);
  EXPECT_FALSE(Prim.allocate(B, twoRegisters(&Excluded), NU).isValid());
  EXPECT_EQ(M.getReg(A), MCRegister(R1));
}

TEST_F(TransformersTest, DisplaceMovesToAFreeRegister) {
  Register A = value(0);
  M.bindReg(A, MCRegister(R1));
  llvm::BitVector Avoid(Units.getNumUnits());
  for (unsigned U : Units.units(MCRegister(R1)))
    Avoid.set(U);
  Prim.displace(MCRegister(R1), Avoid, wideOrder);
  ASSERT_EQ(Sink.Edits.size(), 1u);
  EXPECT_EQ(Sink.Edits[0].Kind, Edit::Copy);
  EXPECT_EQ(M.getReg(A), MCRegister(R2));
}

// A call clobbers r1 and r2, where a and b live on with stale slots; r3 and
// r4 hold clean values. a is needed before c (r3) but not before d (r4): a
// takes r3, and c, evicted without a store, is loaded later instead of a
// being stored and loaded. b is needed after both: it is stored.
TEST_F(TransformersTest, DisplacedDirtyValueTakesALaterCleanValuesRegister) {
  Register A = value(0), B = value(2), C = value(4), D = value(6);
  auto NU = [&](Register V) { return nextUse(V); };
  M.bindReg(A, MCRegister(R1));
  M.bindReg(B, MCRegister(R2));
  M.bindReg(C, MCRegister(R3));
  M.bindReg(D, MCRegister(R4));
  M.setInSlot(C, true);
  M.setInSlot(D, true);
  Distance[A] = 3;
  Distance[B] = 9;
  Distance[C] = 8;
  Distance[D] = 2;
  llvm::BitVector Clobbered(Units.getNumUnits());
  for (unsigned R : {R1, R2})
    for (unsigned U : Units.units(MCRegister(R)))
      Clobbered.set(U);

  Prim.displace(MCRegister(R1), Clobbered, wideOrder, NU);
  ASSERT_EQ(Sink.Edits.size(), 1u);
  EXPECT_EQ(Sink.Edits[0], (Edit{Edit::Copy, A, MCRegister(R1), MCRegister(R3),
                                 /*Kill=*/true}));
  EXPECT_EQ(M.getReg(A), MCRegister(R3));
  EXPECT_FALSE(M.getReg(C).isValid());
  EXPECT_TRUE(M.isInSlot(C));
  EXPECT_EQ(M.getReg(D), MCRegister(R4));

  Sink.Edits.clear();
  Prim.displace(MCRegister(R2), Clobbered, wideOrder, NU);
  ASSERT_EQ(Sink.Edits.size(), 1u);
  EXPECT_EQ(Sink.Edits[0].Kind, Edit::Store);
  EXPECT_FALSE(M.getReg(B).isValid());
  EXPECT_EQ(M.getReg(D), MCRegister(R4));
}

// A recomputable value gives way however soon it is needed: recomputing it
// costs no more than loading a saved one, and less than a store and a load.
// c (clean, needed before a) keeps r3 while it is not recomputable.
TEST_F(TransformersTest, DisplacedDirtyValueTakesARecomputableValuesRegister) {
  Register A = value(0), C = value(4);
  auto NU = [&](Register V) { return nextUse(V); };
  llvm::BitVector Clobbered = dirtyBesideClean(A, C);
  Distance[A] = 5;
  Distance[C] = 1;

  bool CIsRecomputable = false;
  auto Recomputable = [&](Register V) { return V == C && CIsRecomputable; };
  EXPECT_FALSE(
      Prim.moveOverCleanValues(A, 5, Clobbered, AllWide, NU, Recomputable));
  EXPECT_TRUE(Sink.Edits.empty());

  CIsRecomputable = true;
  Prim.displace(MCRegister(R1), Clobbered, wideOrder, NU, Recomputable);
  ASSERT_EQ(Sink.Edits.size(), 1u);
  EXPECT_EQ(Sink.Edits[0], (Edit{Edit::Copy, A, MCRegister(R1), MCRegister(R3),
                                 /*Kill=*/true}));
  EXPECT_FALSE(M.getReg(C).isValid());
}

// A value with a stale slot, when no clean value's register will do, takes
// the register of one the sink stores earlier (before the loop) and that is
// needed no sooner: a load later, instead of a store now and a load later.
// interp.c's inner loop stored and reloaded a square around a multiply that
// clobbers $rdx on every iteration; now the loop's bound gives way, stored once
// before the loop.
TEST_F(TransformersTest,
       DisplacedDirtyValueTakesTheRegisterOfOneStoredEarlier) {
  Register A = value(0), C = value(4);
  auto NU = [&](Register V) { return nextUse(V); };
  llvm::BitVector Clobbered = dirtyBesideDirty(A, C);
  Distance[A] = 3;
  Distance[C] = 8;
  EXPECT_FALSE(Prim.moveOverCleanValues(A, 3, Clobbered, AllWide, NU, nullptr));

  Sink.StoresEarlier.push_back(C);
  Distance[C] = 2;
  EXPECT_FALSE(Prim.moveOverCleanValues(A, 3, Clobbered, AllWide, NU, nullptr));
  EXPECT_TRUE(Sink.Edits.empty());

  Distance[C] = 8;
  Prim.displace(MCRegister(R1), Clobbered, wideOrder, NU);
  ASSERT_EQ(Sink.Edits.size(), 1u);
  EXPECT_EQ(Sink.Edits[0], (Edit{Edit::Copy, A, MCRegister(R1), MCRegister(R3),
                                 /*Kill=*/true}));
  EXPECT_FALSE(M.getReg(C).isValid());
  EXPECT_TRUE(M.isInSlot(C));
}

// A clean value gives way before one stored earlier, even one needed later:
// its load is all it costs, where the other also costs its store.
TEST_F(TransformersTest, CleanValueGivesWayBeforeOneStoredEarlier) {
  Register A = value(0), C = value(4), D = value(6);
  auto NU = [&](Register V) { return nextUse(V); };
  llvm::BitVector Clobbered = dirtyBesideDirty(A, C);
  Sink.StoresEarlier.push_back(C);
  for (unsigned U : Units.units(MCRegister(R4)))
    M.releaseUnit(U);
  M.bindReg(D, MCRegister(R4));
  M.setInSlot(D, true);
  Distance[A] = 3;
  Distance[C] = 9;
  Distance[D] = 5;
  Prim.displace(MCRegister(R1), Clobbered, wideOrder, NU);
  ASSERT_EQ(Sink.Edits.size(), 1u);
  EXPECT_EQ(Sink.Edits[0], (Edit{Edit::Copy, A, MCRegister(R1), MCRegister(R4),
                                 /*Kill=*/true}));
  EXPECT_EQ(M.getReg(C), MCRegister(R3));
}

// A value with a stale slot that would be loaded more than once (read before
// the next call, here at 5, and needed after it) takes the register of a
// dirty value not needed until after that, which is stored in its place:
// the same store, and a load saved. bintree.c's main on i686 stored each
// tree at check and loaded it for count and for release. A register whose
// value is needed before then gives nothing for the copy: that value would
// be loaded twice instead.
TEST_F(TransformersTest, DisplacedValueLoadedRepeatedlyTakesRegisterNeededLater) {
  Register A = value(0), C = value(4);
  auto NU = [&](Register V) { return nextUse(V); };
  llvm::BitVector Clobbered = dirtyBesideDirty(A, C);
  Distance[A] = 3;
  Distance[C] = 5;
  EXPECT_FALSE(Prim.moveOverValuesNeededLater(A, 5, Clobbered, AllWide, NU));
  EXPECT_TRUE(Sink.Edits.empty());

  Distance[C] = 8;
  auto AfterTheNextCall = [&](Register V) -> std::optional<unsigned> {
    if (V == A)
      return 5;
    return std::nullopt;
  };
  Prim.displace(MCRegister(R1), Clobbered, wideOrder, NU, nullptr,
                AfterTheNextCall);
  ASSERT_EQ(Sink.Edits.size(), 2u);
  EXPECT_EQ(Sink.Edits[0], (Edit{Edit::Store, C, MCRegister(R3), MCRegister(),
                                 /*Kill=*/true}));
  EXPECT_EQ(Sink.Edits[1], (Edit{Edit::Copy, A, MCRegister(R1), MCRegister(R3),
                                 /*Kill=*/true}));
  EXPECT_FALSE(M.getReg(C).isValid());
  EXPECT_TRUE(M.isInSlot(C));
  EXPECT_FALSE(M.isInSlot(A));
}

TEST_F(TransformersTest, DisplacedValueLoadedOnceIsStored) {
  Register A = value(0), C = value(4);
  auto NU = [&](Register V) { return nextUse(V); };
  llvm::BitVector Clobbered = dirtyBesideDirty(A, C);
  Distance[A] = 3;
  Distance[C] = 8;
  auto Once = [](Register) -> std::optional<unsigned> { return std::nullopt; };
  Prim.displace(MCRegister(R1), Clobbered, wideOrder, NU, nullptr, Once);
  ASSERT_EQ(Sink.Edits.size(), 1u);
  EXPECT_EQ(Sink.Edits[0], (Edit{Edit::Store, A, MCRegister(R1), MCRegister(),
                                 /*Kill=*/true}));
  EXPECT_EQ(M.getReg(C), MCRegister(R3));
}

// Without ranks, displace keeps to free registers and slots.
TEST_F(TransformersTest, DisplaceWithoutRanksNeverEvictsOthers) {
  Register A = value(0), C = value(4);
  Prim.displace(MCRegister(R1), dirtyBesideClean(A, C), wideOrder);
  ASSERT_EQ(Sink.Edits.size(), 1u);
  EXPECT_EQ(Sink.Edits[0].Kind, Edit::Store);
  EXPECT_EQ(M.getReg(C), MCRegister(R3));
}

// Only the registers of the order given count: with r2 busy and r3 and r4
// left out (as a call clobbers them), nothing moves and nothing is emitted.
TEST_F(TransformersTest, MoveToFreeRegisterKeepsToTheOrderGiven) {
  Register A = value(0), B = value(2);
  M.bindReg(A, MCRegister(R1));
  M.bindReg(B, MCRegister(R2));
  llvm::BitVector Avoid(Units.getNumUnits());
  for (unsigned U : Units.units(MCRegister(R1)))
    Avoid.set(U);
  static const llvm::MCPhysReg FirstTwo[] = {R1, R2};
  EXPECT_FALSE(Prim.moveToFreeRegister(A, Avoid, FirstTwo));
  EXPECT_TRUE(Sink.Edits.empty());
  EXPECT_EQ(M.getReg(A), MCRegister(R1));

  static const llvm::MCPhysReg WithR4[] = {R2, R4};
  EXPECT_TRUE(Prim.moveToFreeRegister(A, Avoid, WithR4));
  ASSERT_EQ(Sink.Edits.size(), 1u);
  EXPECT_EQ(Sink.Edits[0], (Edit{Edit::Copy, A, MCRegister(R1), MCRegister(R4),
                                 /*Kill=*/true}));
  EXPECT_EQ(M.getReg(A), MCRegister(R4));
}

// Registers q1-q4 and the pairs over neighbours, p12, p23 and p34 (like
// AArch64's tuples of Q registers). A pair in p12 beside another value has
// no free pair that leaves q1 alone, and shifts into p23, which overlaps
// it, to leave q1 for a third value: with the other value in q4, p23 is
// free but for the pair; with it in q3, it is evicted from p23 first;
// when it is an input of the instruction too (in Avoid), nothing moves.
TEST(ShiftToLeaveRoomTest, APairShiftsOverItsOwnRegisters) {
  enum : unsigned { Q1 = 1, Q2, Q3, Q4, P12, P23, P34, NumQ };
  RegisterUnits Units(NumQ, 4);
  for (unsigned I = 0; I < 4; ++I)
    Units.addUnit(MCRegister(Q1 + I), I);
  for (unsigned I = 0; I < 3; ++I) {
    Units.addUnit(MCRegister(P12 + I), I);
    Units.addUnit(MCRegister(P12 + I), I + 1);
  }
  static const llvm::MCPhysReg Pairs[] = {P12, P23, P34};
  auto LeavesQ1 = [&](MCRegister To) {
    return !Units.overlap(To, MCRegister(Q1));
  };
  struct Case {
    unsigned OtherIn;
    bool OtherIsInput;
  };
  for (Case C : {Case{Q4, false}, Case{Q3, false}, Case{Q3, true}}) {
    Model M(Units);
    RecordingSink Sink;
    PrimitiveTransformers Prim(M, Units, Sink);
    Register Pair = value(0), Other = value(2);
    M.bindReg(Pair, MCRegister(P12));
    M.bindReg(Other, MCRegister(C.OtherIn));
    llvm::BitVector Avoid(Units.getNumUnits());
    if (C.OtherIsInput)
      Avoid.set(C.OtherIn - Q1);
    llvm::BitVector AvoidQ1 = Avoid;
    AvoidQ1.set(0);
    EXPECT_FALSE(Prim.moveToFreeRegister(Pair, AvoidQ1, Pairs));
    bool Shifted = Prim.shiftToLeaveRoom(Pair, Avoid, Pairs, LeavesQ1);
    if (C.OtherIsInput) {
      EXPECT_FALSE(Shifted);
      EXPECT_TRUE(Sink.Edits.empty());
      EXPECT_EQ(M.getReg(Pair), MCRegister(P12));
      continue;
    }
    EXPECT_TRUE(Shifted);
    Edit Shift{Edit::Copy, Pair, MCRegister(P12), MCRegister(P23),
               /*Kill=*/true};
    if (C.OtherIn == Q4) {
      ASSERT_EQ(Sink.Edits.size(), 1u);
      EXPECT_EQ(Sink.Edits[0], Shift);
      EXPECT_EQ(M.getReg(Other), MCRegister(Q4));
    } else {
      ASSERT_EQ(Sink.Edits.size(), 2u);
      EXPECT_EQ(Sink.Edits[0], (Edit{Edit::Store, Other, MCRegister(Q3),
                                     MCRegister(), /*Kill=*/true}));
      EXPECT_EQ(Sink.Edits[1], Shift);
      EXPECT_FALSE(M.getReg(Other));
      EXPECT_TRUE(M.isInSlot(Other));
    }
    EXPECT_EQ(M.getReg(Pair), MCRegister(P23));
    EXPECT_TRUE(M.isFree(MCRegister(Q1)));
  }
}

// A request limited to r1 and r2 (a narrow class, like x86's byte registers
// with a high half) finds both taken while r3 is free. With the occupants'
// orders at hand, the value evicted moves to r3 instead of to its slot;
// without them it is stored.
TEST_F(TransformersTest, EvictionMovesToAFreeRegisterOfTheOccupantsClass) {
  Register A = value(0), B = value(2), C = value(4), D = value(6);
  auto NU = [&](Register V) { return nextUse(V); };
  nearAndFar(A, B);
  M.bindReg(D, MCRegister(R4));
  RegRequest Req = twoRegisters();
  Req.OrderOf = wideOrder;
  EXPECT_EQ(Prim.allocate(C, Req, NU), MCRegister(R2));
  ASSERT_EQ(Sink.Edits.size(), 1u);
  EXPECT_EQ(Sink.Edits[0], (Edit{Edit::Copy, B, MCRegister(R2),
                                 MCRegister(R3), /*Kill=*/true}));
  EXPECT_EQ(M.getReg(B), MCRegister(R3));
  EXPECT_FALSE(M.isInSlot(B));

  // No register left for the next eviction to move to: A is stored.
  Register E = value(8);
  Sink.Edits.clear();
  Distance[C] = 1;
  EXPECT_EQ(Prim.allocate(E, Req, NU), MCRegister(R1));
  ASSERT_EQ(Sink.Edits.size(), 1u);
  EXPECT_EQ(Sink.Edits[0].Kind, Edit::Store);
  EXPECT_TRUE(M.isInSlot(A));
}

// The same eviction for a definition whose instruction reads r3 for the
// last time: r3 is free in the model (the input's range ended), and the
// definition could take it, but the move comes before the instruction and
// would overwrite the input. B moves to r4 instead (chacha20.c on i686).
TEST_F(TransformersTest, AValueMovedAsideAvoidsTheInstructionsInputs) {
  Register A = value(0), B = value(2), C = value(4);
  auto NU = [&](Register V) { return nextUse(V); };
  nearAndFar(A, B);
  llvm::BitVector Inputs(Units.getNumUnits());
  for (unsigned U : Units.units(MCRegister(R3)))
    Inputs.set(U);
  RegRequest Req = twoRegisters();
  Req.OrderOf = wideOrder;
  Req.Inputs = &Inputs;
  EXPECT_EQ(Prim.allocate(C, Req, NU), MCRegister(R2));
  ASSERT_EQ(Sink.Edits.size(), 1u);
  EXPECT_EQ(Sink.Edits[0], (Edit{Edit::Copy, B, MCRegister(R2), MCRegister(R4),
                                 /*Kill=*/true}));
  EXPECT_EQ(M.getReg(B), MCRegister(R4));
}

// Both of a narrow request's registers are taken and r3 is free, so
// whichever occupant gives way moves there. B, needed later than A, would
// be the one; but a join expects B in r2, where moving it would cost a
// second copy, back, so A moves instead (crc.c's loop counter on i686).
// When A could only go to its slot, B moves after all.
TEST_F(TransformersTest, AValueAJoinExpectsInPlaceIsMovedLast) {
  Register A = value(0), B = value(2), C = value(4);
  auto NU = [&](Register V) { return nextUse(V); };
  nearAndFar(A, B);
  auto ExpectedAtJoin = [&](Register V, MCRegister R) {
    return V == B && R == MCRegister(R2);
  };
  RegRequest Req = twoRegisters();
  Req.OrderOf = wideOrder;
  Req.ExpectedAtJoin = ExpectedAtJoin;
  EXPECT_EQ(Prim.allocate(C, Req, NU), MCRegister(R1));
  ASSERT_EQ(Sink.Edits.size(), 1u);
  EXPECT_EQ(Sink.Edits[0], (Edit{Edit::Copy, A, MCRegister(R1), MCRegister(R3),
                                 /*Kill=*/true}));
  EXPECT_EQ(M.getReg(B), MCRegister(R2));

  M.unbindReg(C);
  M.unbindReg(A);
  M.bindReg(A, MCRegister(R1));
  Sink.Edits.clear();
  static const llvm::MCPhysReg OnlyR1[] = {R1};
  auto AStaysInItsClass = [](Register V) {
    return V == value(0) ? llvm::ArrayRef<llvm::MCPhysReg>(OnlyR1) : AllWide;
  };
  Req.OrderOf = AStaysInItsClass;
  EXPECT_EQ(Prim.allocate(C, Req, NU), MCRegister(R2));
  ASSERT_EQ(Sink.Edits.size(), 1u);
  EXPECT_EQ(Sink.Edits[0], (Edit{Edit::Copy, B, MCRegister(R2), MCRegister(R3),
                                 /*Kill=*/true}));
}

// The first free hint wins over the allocation order.
TEST_F(TransformersTest, TheFirstFreeHintWins) {
  Register A = value(0), B = value(2);
  auto NU = [&](Register V) { return nextUse(V); };
  M.bindReg(A, MCRegister(R3));
  MCRegister Hints[] = {MCRegister(), MCRegister(R3), MCRegister(R4),
                        MCRegister(R1)};
  unsigned Asked = 0;
  auto Hint = [&](unsigned I) {
    Asked = std::max(Asked, I + 1);
    return Hints[I];
  };
  RegRequest Req;
  Req.Order = AllWide;
  Req.Hint = Hint;
  Req.NumHints = std::size(Hints);
  EXPECT_EQ(Prim.allocate(B, Req, NU), MCRegister(R4))
      << "r3 is taken; the next hint is free";
  EXPECT_EQ(Asked, 3u) << "the hint after the one taken is not worked out";
  EXPECT_TRUE(Sink.Edits.empty());
}

// Without a free hint, a free register that no other value wants back (a
// join expects another value there) comes before the order's first, but a
// wanted one is still better than an eviction.
TEST_F(TransformersTest, AFreeRegisterNobodyWantsBackComesFirst) {
  Register A = value(0), B = value(2), C = value(4);
  auto NU = [&](Register V) { return nextUse(V); };
  llvm::BitVector Wanted(Units.getNumUnits());
  for (unsigned U : Units.units(MCRegister(R1)))
    Wanted.set(U);
  RegRequest Req = twoRegisters();
  auto WantedR1 = [&] { return &Wanted; };
  Req.Wanted = WantedR1;
  EXPECT_EQ(Prim.allocate(A, Req, NU), MCRegister(R2));
  EXPECT_EQ(Prim.allocate(B, Req, NU), MCRegister(R1));
  EXPECT_TRUE(Sink.Edits.empty());
  M.remove(B);
  Req.Wanted = {};
  EXPECT_EQ(Prim.allocate(C, Req, NU), MCRegister(R1));
}

// With no hint free, a hint held only by values cheap to drop is taken from
// them (they leave without a store), before any free register; a hint held
// by a value that is not is left alone.
TEST_F(TransformersTest, AHintIsTakenFromValuesCheapToDrop) {
  Register A = value(0), B = value(2), C = value(4), D = value(6);
  auto NU = [&](Register V) { return nextUse(V); };
  M.bindReg(A, MCRegister(R1));
  M.setInSlot(A, true);
  M.bindReg(B, MCRegister(R2));
  M.setInSlot(B, true);
  MCRegister Hints[] = {MCRegister(R2), MCRegister(R1)};
  auto Hint = [&](unsigned I) { return Hints[I]; };
  auto CheapToDrop = [&](Register V) { return V == A; };
  RegRequest Req;
  Req.Order = AllWide;
  Req.Hint = Hint;
  Req.NumHints = std::size(Hints);
  Req.CheapToDrop = CheapToDrop;
  M.setInSlot(C, true);
  EXPECT_EQ(Prim.load(C, Req, NU), MCRegister(R1))
      << "r2's value is not cheap to drop; r1's is, before free r3";
  EXPECT_EQ(M.getReg(A), MCRegister());
  EXPECT_TRUE(M.isInSlot(A));
  EXPECT_EQ(M.getReg(B), MCRegister(R2));
  ASSERT_EQ(Sink.Edits.size(), 1u) << "the load only: A leaves unstored";
  EXPECT_EQ(Sink.Edits[0].Kind, Edit::Load);
  Req.CheapToDrop = {};
  EXPECT_EQ(Prim.allocate(D, Req, NU), MCRegister(R3))
      << "without CheapToDrop, occupied hints give way to a free register";
}

} // namespace
