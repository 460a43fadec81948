//===- AllocationCheckerTest.cpp - Faults the checker must find -----------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Each test allocates a small x86-64 function with the real allocator,
/// checks that -mts-verify's checker accepts the result, then breaks the
/// allocation in one way (registers swapped, a reload or a store dropped, a
/// reload from the wrong slot, a constant recomputed wrong, a call that
/// clobbers a kept value, a value clobbered on one edge, a call's argument
/// register overwritten, a value moved away across a call an exception
/// leaves from) and checks that the checker names the instruction
/// that reads the wrong value. The split of recomputable definitions before
/// allocation is proved the same way, and broken by dropping its copy back
/// or by renaming a read where another definition reaches.
///
//===----------------------------------------------------------------------===//

#include "AllocationChecker.h"
#include "MTSAllocator.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MIRParser/MIRParser.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineModuleInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "gtest/gtest.h"
#include <functional>

using namespace llvm;
using namespace mts;

namespace {

/// The instruction the checker must report; none if the fault found nothing
/// to break.
using FaultSite = const MachineInstr *;
/// Breaks a finished allocation.
using Fault = std::function<FaultSite(MachineFunction &, LiveIntervals &)>;

/// What one run found.
struct Outcome {
  bool Allocated = false;
  std::optional<CheckFailure> BeforeFault, AfterFault;
  const MachineInstr *Expected = nullptr;
  std::string Message;
};

/// Runs Body on each function, with the analyses the allocator needs.
struct RunOnFunction : public MachineFunctionPass {
  static char ID;
  using BodyFn = std::function<void(MachineFunction &, Pass &)>;
  explicit RunOnFunction(BodyFn Body)
      : MachineFunctionPass(ID), Body(std::move(Body)) {}

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    MTSAllocator::getAnalysisUsage(AU);
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override {
    Body(MF, *this);
    return true;
  }

  BodyFn Body;
};

char RunOnFunction::ID = 0;

/// Allocates with MTS as RegAllocMTS does, checks, applies the fault and
/// checks again.
void allocateAndBreak(MachineFunction &MF, Pass &P, const Fault &F,
                      Outcome &Out) {
  LiveIntervals &LIS = P.getAnalysis<LiveIntervalsWrapperPass>().getLIS();
  AllocationChecker Checker(MF);
  TargetTables Tables;
  Tables.update(MF);
  ReusedTables Reused;
  MTSAllocator Allocator(MF, Tables, Reused, P);
  Allocator.setChecker(&Checker);
  Allocator.run();
  Out.Allocated = !Allocator.failed();
  if (!Out.Allocated)
    return;
  Out.BeforeFault = Checker.check(MF);
  Out.Expected = F(MF, LIS);
  Out.AfterFault = Checker.check(MF);
  if (Out.AfterFault)
    Out.Message = Out.AfterFault->message(MF);
  Allocator.eraseIdentityCopies();
}

/// Breaks a split of Own off V.
using SplitFault =
    std::function<FaultSite(MachineFunction &, Register Own, Register V)>;

/// What one run of splitAndBreak found.
struct SplitOutcome {
  unsigned NumSplit = 0;
  std::optional<CheckFailure> BeforeFault, AfterFault;
  const MachineInstr *Expected = nullptr;
  std::string Message;
};

/// Splits recomputable definitions as RegAllocMTS does, proves the split,
/// breaks it and proves it again.
void splitAndBreak(MachineFunction &MF, Pass &P, const SplitFault &F,
                   SplitOutcome &Out) {
  auto Split = splitRecomputableDefinitions(
      MF, P.getAnalysis<LiveIntervalsWrapperPass>().getLIS(),
      P.getAnalysis<MachineLoopInfoWrapperPass>().getLI());
  Out.NumSplit = Split.size();
  if (Split.size() != 1)
    return;
  auto [Own, V] = Split.front();
  Out.BeforeFault = AllocationChecker::checkSplit(MF, Own, V);
  Out.Expected = F(MF, Own, V);
  Out.AfterFault = AllocationChecker::checkSplit(MF, Own, V);
  if (Out.AfterFault)
    Out.Message = Out.AfterFault->message(MF);
}

class AllocationCheckerTest : public testing::Test {
protected:
  static void SetUpTestSuite() {
    LLVMInitializeX86TargetInfo();
    LLVMInitializeX86Target();
    LLVMInitializeX86TargetMC();
    PassRegistry &Registry = *PassRegistry::getPassRegistry();
    initializeCore(Registry);
    initializeCodeGen(Registry);
  }

  /// Parses Body as the body of function `f` and runs allocateAndBreak.
  Outcome run(StringRef Body, Fault F) {
    Outcome Out;
    runOn(Body, [&](MachineFunction &MF, Pass &P) {
      allocateAndBreak(MF, P, F, Out);
    });
    return Out;
  }

  /// Parses Body as the body of function `f` and runs splitAndBreak.
  SplitOutcome runSplit(StringRef Body, SplitFault F) {
    SplitOutcome Out;
    runOn(Body,
          [&](MachineFunction &MF, Pass &P) { splitAndBreak(MF, P, F, Out); });
    return Out;
  }

  /// Parses Body as the body of function `f` and runs Run on it.
  void runOn(StringRef Body, RunOnFunction::BodyFn Run) {
    Triple TT("x86_64-unknown-linux-gnu");
    std::string Error;
    const Target *T = TargetRegistry::lookupTarget(TT, Error);
    EXPECT_TRUE(T) << Error;
    std::unique_ptr<TargetMachine> TM(T->createTargetMachine(
        TT, "x86-64", "", TargetOptions(), std::nullopt, std::nullopt,
        CodeGenOptLevel::Default));
    std::string Text = (Twine(R"(
--- |
  declare void @g()
  define i64 @f(i64 %a, i64 %b) { ret i64 0 }
...
---
name: f
tracksRegLiveness: true
frameInfo:
  adjustsStack: true
  hasCalls: true
body: |
)") + Body + "...\n")
                           .str();
    LLVMContext Context;
    std::unique_ptr<MIRParser> Parser =
        createMIRParser(MemoryBuffer::getMemBuffer(Text), Context);
    std::unique_ptr<Module> M = Parser->parseIRModule();
    EXPECT_TRUE(M);
    M->setDataLayout(TM->createDataLayout());
    auto *MMIWP = new MachineModuleInfoWrapperPass(TM.get());
    EXPECT_FALSE(Parser->parseMachineFunctions(*M, MMIWP->getMMI()));
    legacy::PassManager PM;
    PM.add(MMIWP);
    PM.add(new RunOnFunction(std::move(Run)));
    PM.run(*M);
  }

  /// The checker accepted the allocation, and after the fault reported the
  /// expected instruction.
  static void expectCaught(const Outcome &Out) {
    ASSERT_TRUE(Out.Allocated);
    EXPECT_FALSE(Out.BeforeFault)
        << "the allocation itself was rejected: "
        << (Out.BeforeFault ? Out.BeforeFault->Held : "");
    ASSERT_TRUE(Out.Expected) << "the fault found nothing to break";
    ASSERT_TRUE(Out.AfterFault) << "the checker missed the fault";
    EXPECT_EQ(Out.AfterFault->MI, Out.Expected) << Out.Message;
  }
};

/// What manyLive's values are.
enum class LiveValues {
  /// Sums of the argument: each comes back from its spill slot.
  Sums,
  /// Constants, which come back recomputed instead.
  Constants,
  /// Addresses off the argument (`lea 7(%p)`), which come back recomputed
  /// from the argument: it is read between them, and keeps its register.
  Addresses
};

/// Twenty values live at once, read back in reverse: more than the fifteen
/// allocatable registers, so several go to spill slots and come back. Each
/// value is read twice, so that it comes back into a register; with
/// ReadOnce, its one read takes it from the slot (a folded reload).
std::string manyLive(LiveValues Values = LiveValues::Sums,
                     bool ReadOnce = false) {
  std::string Body = "  bb.0:\n";
  if (Values != LiveValues::Constants)
    Body += "    liveins: $rdi\n    %p:gr64 = COPY $rdi\n";
  for (int I = 0; I < 20; ++I) {
    switch (Values) {
    case LiveValues::Sums:
      Body += formatv("    %v{0}:gr64 = COPY %p\n"
                      "    %v{0}:gr64 = ADD64ri32 %v{0}, {0}, "
                      "implicit-def dead $eflags\n",
                      I);
      break;
    case LiveValues::Constants:
      Body += formatv("    %v{0}:gr64 = MOV64ri {1}\n", I, 1000 + I);
      break;
    case LiveValues::Addresses:
      Body +=
          formatv("    %v{0}:gr64 = LEA64r %p, 1, $noreg, {0}, $noreg\n", I);
      break;
    }
  }
  Body += "    %s:gr64 = COPY %v19\n";
  for (int I = 18; I >= 0; --I) {
    Body += formatv("    %s:gr64 = ADD64rr %s, %v{0}, "
                    "implicit-def dead $eflags\n",
                    I);
    if (!ReadOnce)
      Body += formatv("    %s:gr64 = XOR64rr %s, %v{0}, "
                      "implicit-def dead $eflags\n",
                      I);
    // The addresses' anchor is needed all along, so it keeps its register.
    if (Values == LiveValues::Addresses)
      Body += "    %s:gr64 = OR64rr %s, %p, implicit-def dead $eflags\n";
  }
  Body += "    $rax = COPY %s\n    RET 0, $rax\n";
  return Body;
}

/// Target opcode enums are not installed with LLVM; match by name.
bool hasOpcode(const MachineInstr &MI, StringRef Name) {
  return MI.getMF()->getSubtarget().getInstrInfo()->getName(MI.getOpcode()) ==
         Name;
}

/// Target register enums are not installed either.
MCRegister registerNamed(const MachineFunction &MF, StringRef Name) {
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  for (unsigned R = 1, E = TRI.getNumRegs(); R != E; ++R)
    if (TRI.getName(R) == Name)
      return MCRegister(R);
  return MCRegister();
}

bool isSpillSlotAccess(const MachineInstr &MI, bool Load) {
  const MachineFunction &MF = *MI.getMF();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  int FI;
  Register R = Load ? TII.isLoadFromStackSlot(MI, FI)
                    : TII.isStoreToStackSlot(MI, FI);
  return R && MF.getFrameInfo().isSpillSlotObjectIndex(FI);
}

MachineInstr *findFirst(MachineFunction &MF,
                        function_ref<bool(const MachineInstr &)> Pred) {
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB)
      if (Pred(MI))
        return &MI;
  return nullptr;
}

/// Of the instructions Pred accepts, the first whose slot operand OpIdx
/// names another slot than the first one's is made to name that slot
/// instead; returns it, or null when there is none.
MachineInstr *redirectToFirstSlot(MachineFunction &MF,
                                  function_ref<bool(const MachineInstr &)> Pred,
                                  unsigned OpIdx) {
  MachineInstr *First = findFirst(MF, Pred);
  if (!First)
    return nullptr;
  int FI = First->getOperand(OpIdx).getIndex();
  MachineInstr *Other = findFirst(MF, [&](const MachineInstr &MI) {
    return Pred(MI) && MI.getOperand(OpIdx).getIndex() != FI;
  });
  if (Other)
    Other->getOperand(OpIdx).setIndex(FI);
  return Other;
}

/// The first instruction after From, in its block, that reads R.
const MachineInstr *nextReader(const MachineInstr &From, MCRegister R) {
  const TargetRegisterInfo *TRI =
      From.getMF()->getSubtarget().getRegisterInfo();
  for (const MachineInstr &MI :
       make_range(std::next(MachineBasicBlock::const_iterator(From)),
                  From.getParent()->end()))
    if (MI.readsRegister(R, TRI))
      return &MI;
  return nullptr;
}

/// The first instruction after a reload that reads the reloaded register.
const MachineInstr *readerAfter(const MachineInstr &Reload) {
  return nextReader(Reload, Reload.getOperand(0).getReg().asMCReg());
}

bool isReload(const MachineInstr &MI) {
  return isSpillSlotAccess(MI, /*Load=*/true);
}

/// Writes R before Where, as a move or reload the allocator put there would.
void overwriteBefore(MachineBasicBlock &MBB, MachineBasicBlock::iterator Where,
                     Register R) {
  BuildMI(MBB, Where, DebugLoc(),
          MBB.getParent()->getSubtarget().getInstrInfo()->get(
              TargetOpcode::IMPLICIT_DEF),
          R);
}

void erase(MachineInstr &MI, LiveIntervals &LIS) {
  LIS.RemoveMachineInstrFromMaps(MI);
  MI.eraseFromParent();
}

TEST_F(AllocationCheckerTest, AcceptsTheAllocationAndFindsSwappedRegisters) {
  Outcome Out = run(R"(
  bb.0:
    liveins: $rdi, $rsi
    %a:gr64 = COPY $rdi
    %b:gr64 = COPY $rsi
    %c:gr64 = COPY %a
    %c:gr64 = ADD64ri32 %c, 1, implicit-def dead $eflags
    CMP64rr %b, %c, implicit-def $eflags
    %r:gr8 = SETCCr 4, implicit $eflags
    $rax = COPY %a
    RET 0, $rax
)",
                    [](MachineFunction &MF, LiveIntervals &) -> FaultSite {
                      MachineInstr *Cmp = findFirst(MF, [](auto &MI) {
                        return hasOpcode(MI, "CMP64rr");
                      });
                      if (!Cmp)
                        return nullptr;
                      Register B = Cmp->getOperand(0).getReg();
                      Cmp->getOperand(0).setReg(Cmp->getOperand(1).getReg());
                      Cmp->getOperand(1).setReg(B);
                      return Cmp;
                    });
  expectCaught(Out);
  EXPECT_EQ(Out.AfterFault->OpIdx, 0u);
  EXPECT_NE(Out.Message.find("in function 'f', %bb.0: operand 0 of 'CMP64rr"),
            std::string::npos)
      << Out.Message;
  EXPECT_NE(Out.Message.find("should read %b from $"), std::string::npos)
      << Out.Message;
  EXPECT_NE(Out.Message.find("which holds %c"), std::string::npos)
      << Out.Message;
}

TEST_F(AllocationCheckerTest, FindsADroppedReload) {
  auto DropReload = [](MachineFunction &MF, LiveIntervals &LIS) -> FaultSite {
    MachineInstr *Reload = findFirst(MF, isReload);
    if (!Reload)
      return nullptr;
    FaultSite Reader = readerAfter(*Reload);
    erase(*Reload, LIS);
    return Reader;
  };
  expectCaught(run(manyLive(), DropReload));
}

TEST_F(AllocationCheckerTest, FindsADroppedStore) {
  auto DropStore = [](MachineFunction &MF, LiveIntervals &LIS) -> FaultSite {
    MachineInstr *Store = findFirst(
        MF, [](auto &MI) { return isSpillSlotAccess(MI, /*Load=*/false); });
    if (!Store)
      return nullptr;
    // The value comes back from that slot before anything reads it.
    int FI = Store->getOperand(0).getIndex();
    MachineInstr *Reload = findFirst(MF, [&](auto &MI) {
      return isReload(MI) && MI.getOperand(1).getIndex() == FI;
    });
    if (!Reload)
      return nullptr;
    erase(*Store, LIS);
    return readerAfter(*Reload);
  };
  expectCaught(run(manyLive(), DropStore));
}

TEST_F(AllocationCheckerTest, FindsAReloadFromTheWrongSlot) {
  auto WrongSlot = [](MachineFunction &MF, LiveIntervals &) -> FaultSite {
    MachineInstr *Other = redirectToFirstSlot(MF, isReload, 1);
    return Other ? readerAfter(*Other) : nullptr;
  };
  expectCaught(run(manyLive(), WrongSlot));
}

TEST_F(AllocationCheckerTest, FindsAFoldedReadOfTheWrongSlot) {
  // The values read once are read from their slots by the additions
  // (ADD64rm). The fault makes one of them read another's slot.
  auto isFoldedAdd = [](const MachineInstr &MI) {
    return hasOpcode(MI, "ADD64rm") && MI.getOperand(2).isFI();
  };
  auto WrongSlot = [&](MachineFunction &MF, LiveIntervals &) -> FaultSite {
    return redirectToFirstSlot(MF, isFoldedAdd, 2);
  };
  Outcome Out = run(manyLive(LiveValues::Sums, /*ReadOnce=*/true), WrongSlot);
  expectCaught(Out);
  EXPECT_EQ(Out.AfterFault->OpIdx, 2u);
  EXPECT_NE(Out.Message.find("from %stack."), std::string::npos) << Out.Message;
}

TEST_F(AllocationCheckerTest, FindsAFoldedLoadOfOtherMemory) {
  // Eight values loaded from the GOT live across a call, more than the six
  // callee-saved registers hold: the additions read the last three from the
  // GOT themselves (ADD64rm, recomputations folded). The fault moves one
  // such read to another address.
  std::string Body = "  bb.0:\n    liveins: $rdi\n    %p:gr64 = COPY $rdi\n";
  for (int I = 0; I < 8; ++I)
    Body += formatv("    %c{0}:gr64 = MOV64rm $rip, 1, $noreg, "
                    "target-flags(x86-gotpcrel) @{1}, $noreg :: "
                    "(load (s64) from got)\n",
                    I, I % 2 ? "f" : "g")
                .str();
  Body += R"(
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    CALL64pcrel32 @g, csr_64, implicit $rsp, implicit $ssp, implicit-def $rsp, implicit-def $ssp
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
)";
  for (int I = 0; I < 8; ++I)
    Body += formatv("    %p:gr64 = ADD64rr %p, %c{0}, "
                    "implicit-def dead $eflags\n",
                    I)
                .str();
  Body += "    $rax = COPY %p\n    RET 0, $rax\n";
  auto OtherAddress = [](MachineFunction &MF, LiveIntervals &) -> FaultSite {
    MachineInstr *Folded = findFirst(
        MF, [](const MachineInstr &MI) { return hasOpcode(MI, "ADD64rm"); });
    if (!Folded || !Folded->getOperand(5).isGlobal())
      return nullptr;
    Folded->getOperand(5).setOffset(8);
    return Folded;
  };
  Outcome Out = run(Body, OtherAddress);
  expectCaught(Out);
  EXPECT_NE(Out.Message.find("not what its definition loads"),
            std::string::npos)
      << Out.Message;
}

/// In manyLive's function, the last recomputation of one of its values,
/// made by an Opcode instruction: the originals all come before the first
/// addition, so one made after it is a recomputation.
MachineInstr *lastRecomputation(MachineFunction &MF, StringRef Opcode) {
  MachineInstr *Recomputed = nullptr;
  bool AfterFirstAdd = false;
  for (MachineInstr &MI : MF.front()) {
    AfterFirstAdd |= hasOpcode(MI, "ADD64rr");
    if (AfterFirstAdd && hasOpcode(MI, Opcode))
      Recomputed = &MI;
  }
  return Recomputed;
}

TEST_F(AllocationCheckerTest, FindsARecomputationOfTheWrongConstant) {
  // Some of twenty constants are evicted and recomputed before the additions
  // read them. The fault changes the constant one recomputation defines.
  auto WrongConstant = [](MachineFunction &MF, LiveIntervals &) -> FaultSite {
    MachineInstr *Recomputed = lastRecomputation(MF, "MOV64ri");
    if (!Recomputed)
      return nullptr;
    MachineOperand &Imm = Recomputed->getOperand(1);
    Imm.setImm(Imm.getImm() + 1);
    return nextReader(*Recomputed, Recomputed->getOperand(0).getReg());
  };
  expectCaught(run(manyLive(LiveValues::Constants), WrongConstant));
}

TEST_F(AllocationCheckerTest, FindsARecomputationFromTheWrongRegister) {
  // Some of twenty addresses off %p are evicted and recomputed from %p's
  // register before the additions read them. The fault makes one
  // recomputation add to the register it defines instead, which holds
  // something else: the checker reports the recomputation itself.
  auto WrongBase = [](MachineFunction &MF, LiveIntervals &) -> FaultSite {
    MachineInstr *Recomputed = lastRecomputation(MF, "LEA64r");
    if (!Recomputed)
      return nullptr;
    Recomputed->getOperand(1).setReg(Recomputed->getOperand(0).getReg());
    return Recomputed;
  };
  expectCaught(run(manyLive(LiveValues::Addresses), WrongBase));
}

TEST_F(AllocationCheckerTest, FindsAValueClobberedByACall) {
  // %a lives across the call in a callee-saved register; the fault makes
  // the call preserve nothing.
  Outcome Out = run(R"(
  bb.0:
    liveins: $rdi
    %a:gr64 = COPY $rdi
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    CALL64pcrel32 @g, csr_64, implicit $rsp, implicit $ssp, implicit-def $rsp, implicit-def $ssp
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %a:gr64 = ADD64ri32 %a, 1, implicit-def dead $eflags
    $rax = COPY %a
    RET 0, $rax
)",
                    [](MachineFunction &MF, LiveIntervals &) -> FaultSite {
                      MachineInstr *Call = findFirst(
                          MF, [](auto &MI) { return MI.isCall(); });
                      const TargetRegisterInfo &TRI =
                          *MF.getSubtarget().getRegisterInfo();
                      for (MachineOperand &MO : Call->operands())
                        if (MO.isRegMask())
                          MO.setRegMask(TRI.getNoPreservedMask());
                      return findFirst(MF, [](auto &MI) {
                        return hasOpcode(MI, "ADD64ri32");
                      });
                    });
  expectCaught(Out);
  EXPECT_NE(Out.Message.find("should read %a"), std::string::npos)
      << Out.Message;
}

TEST_F(AllocationCheckerTest, FindsAValueClobberedOnOneEdge) {
  // y and z are made on both sides of an if and read after the join, in
  // the same registers on both edges. The fault clobbers y's register at
  // the end of one side only: the join must take y as held only where every
  // edge holds it.
  Outcome Out = run(R"(
  bb.0:
    successors: %bb.1, %bb.2
    liveins: $rdi
    %c:gr64 = COPY $rdi
    TEST64rr %c, %c, implicit-def $eflags
    JCC_1 %bb.2, 4, implicit $eflags
    JMP_1 %bb.1
  bb.1:
    successors: %bb.3
    %y:gr64 = MOV64ri 1
    %z:gr64 = MOV64ri 2
    JMP_1 %bb.3
  bb.2:
    successors: %bb.3
    %z:gr64 = MOV64ri 3
    %y:gr64 = MOV64ri 4
    JMP_1 %bb.3
  bb.3:
    %y:gr64 = SUB64rr %y, %z, implicit-def dead $eflags
    $rax = COPY %y
    RET 0, $rax
)",
                    [](MachineFunction &MF, LiveIntervals &) -> FaultSite {
                      MachineInstr *Sub = findFirst(MF, [](auto &MI) {
                        return hasOpcode(MI, "SUB64rr");
                      });
                      if (!Sub)
                        return nullptr;
                      MachineBasicBlock &Then = *MF.getBlockNumbered(1);
                      overwriteBefore(Then, Then.getFirstTerminator(),
                                      Sub->getOperand(1).getReg());
                      return Sub;
                    });
  expectCaught(Out);
  EXPECT_NE(Out.Message.find("should read %y"), std::string::npos)
      << Out.Message;
}

TEST_F(AllocationCheckerTest, FindsAnArgumentRegisterOverwrittenBeforeTheCall) {
  // The call reads its argument from $rdi, a physical register no value
  // names. The fault writes $rdi between the argument's copy and the call,
  // as a reload or a move the allocator put there would.
  Outcome Out = run(R"(
  bb.0:
    liveins: $rdi, $rsi
    %a:gr64 = COPY $rdi
    %b:gr64 = COPY $rsi
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $rdi = COPY %b
    CALL64pcrel32 @g, csr_64, implicit $rsp, implicit $ssp, implicit $rdi, implicit-def $rsp, implicit-def $ssp, implicit-def $rax
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    %r:gr64 = COPY $rax
    %r:gr64 = ADD64rr %r, %a, implicit-def dead $eflags
    $rax = COPY %r
    RET 0, $rax
)",
                    [](MachineFunction &MF, LiveIntervals &) -> FaultSite {
                      MachineInstr *Call =
                          findFirst(MF, [](auto &MI) { return MI.isCall(); });
                      if (!Call)
                        return nullptr;
                      overwriteBefore(*Call->getParent(), Call->getIterator(),
                                      registerNamed(MF, "RDI"));
                      return Call;
                    });
  expectCaught(Out);
  EXPECT_NE(
      Out.Message.find(
          "reads $rdi, which code the allocator inserted has overwritten"),
      std::string::npos)
      << Out.Message;
}

TEST_F(AllocationCheckerTest, FindsTheReaderAfterAnIdentityCopyOfNothing) {
  // %a lives in $rdi throughout, so the argument's copy becomes an identity,
  // which is erased after the check and reads nothing. The fault overwrites
  // $rdi before it: the copy is no error of its own (an edge leaves such a
  // register unfilled when nothing after reads it), but the call that reads
  // $rdi is.
  Outcome Out = run(R"(
  bb.0:
    liveins: $rdi
    %a:gr64 = COPY $rdi
    %a:gr64 = ADD64ri32 %a, 1, implicit-def dead $eflags
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    $rdi = COPY %a
    CALL64pcrel32 @g, csr_64, implicit $rsp, implicit $ssp, implicit $rdi, implicit-def $rsp, implicit-def $ssp
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    RET 0
)",
                    [](MachineFunction &MF, LiveIntervals &) -> FaultSite {
                      MCRegister RDI = registerNamed(MF, "RDI");
                      MachineInstr *Copy = findFirst(MF, [&](auto &MI) {
                        return MI.isIdentityCopy() &&
                               MI.getOperand(0).getReg() == RDI &&
                               MI.getNextNode()->isCall();
                      });
                      if (!Copy)
                        return nullptr;
                      overwriteBefore(*Copy->getParent(), Copy->getIterator(),
                                      RDI);
                      return nextReader(*Copy, RDI);
                    });
  expectCaught(Out);
  EXPECT_TRUE(Out.AfterFault->MI->isCall()) << Out.Message;
}

TEST_F(AllocationCheckerTest, FindsAMoveTheExceptionSkips) {
  // %a lives across a call that may throw, into the normal successor and
  // into the landing pad, and stays in one callee-saved register for both.
  // The fault parks %a in another callee-saved register before the call,
  // overwrites its own, and moves it back after the call: the block's end
  // has %a where the pad reads it, but the exception leaves from the call,
  // where it is not.
  Outcome Out = run(
      R"(
  bb.0:
    successors: %bb.1, %bb.2
    liveins: $rdi
    %a:gr64 = COPY $rdi
    EH_LABEL <mcsymbol .Ltmp0>
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    CALL64pcrel32 @g, csr_64, implicit $rsp, implicit $ssp, implicit-def $rsp, implicit-def $ssp
    ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
    EH_LABEL <mcsymbol .Ltmp1>
    JMP_1 %bb.1
  bb.1:
    %a:gr64 = ADD64ri32 %a, 1, implicit-def dead $eflags
    $rax = COPY %a
    RET 0, $rax
  bb.2 (landing-pad):
    liveins: $rax, $rdx
    EH_LABEL <mcsymbol .Ltmp2>
    %a:gr64 = SUB64ri32 %a, 1, implicit-def dead $eflags
    $rax = COPY %a
    RET 0, $rax
)",
      [](MachineFunction &MF, LiveIntervals &) -> FaultSite {
        MachineInstr *Call =
            findFirst(MF, [](auto &MI) { return MI.isCall(); });
        MachineInstr *PadRead =
            findFirst(MF, [](auto &MI) { return hasOpcode(MI, "SUB64ri32"); });
        if (!Call || !PadRead)
          return nullptr;
        MCRegister Home = PadRead->getOperand(1).getReg().asMCReg();
        MCRegister Spare = registerNamed(MF, "R12");
        if (Home == Spare)
          Spare = registerNamed(MF, "R13");
        const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
        MachineBasicBlock &Block = *Call->getParent();
        BuildMI(Block, Call->getIterator(), DebugLoc(),
                TII.get(TargetOpcode::COPY), Spare)
            .addReg(Home);
        overwriteBefore(Block, Call->getIterator(), Home);
        BuildMI(Block, Block.getFirstTerminator(), DebugLoc(),
                TII.get(TargetOpcode::COPY), Home)
            .addReg(Spare);
        return PadRead;
      });
  expectCaught(Out);
  EXPECT_NE(Out.Message.find("should read %a"), std::string::npos)
      << Out.Message;
}

/// %p starts as a constant, lives through the first loop, which compares
/// against it, and is advanced by the second: the constant's part is split
/// off, with a copy back into %p before the second loop's header.
const char *ConstantAdvancedByALaterLoop = R"(
  bb.0:
    successors: %bb.1
    liveins: $rdi
    %n:gr64 = COPY $rdi
    %p:gr64 = MOV64ri 1000
    %i:gr64 = COPY %n
  bb.1:
    successors: %bb.1, %bb.2
    %i:gr64 = DEC64r %i, implicit-def dead $eflags
    CMP64rr %i, %p, implicit-def $eflags
    JCC_1 %bb.1, 5, implicit $eflags
  bb.2:
    successors: %bb.3
  bb.3:
    successors: %bb.3, %bb.4
    %p:gr64 = ADD64ri32 %p, 8, implicit-def dead $eflags
    CMP64rr %p, %n, implicit-def $eflags
    JCC_1 %bb.3, 5, implicit $eflags
  bb.4:
    $rax = COPY %p
    RET 0, $rax
)";

/// The instructions of MF that read R.
SmallVector<MachineInstr *, 4> readersOf(MachineFunction &MF, Register R) {
  SmallVector<MachineInstr *, 4> Readers;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB)
      if (MI.readsRegister(R, /*TRI=*/nullptr))
        Readers.push_back(&MI);
  return Readers;
}

TEST_F(AllocationCheckerTest, ProvesASplitAndFindsAMissingCopyBack) {
  SplitOutcome Out = runSplit(
      ConstantAdvancedByALaterLoop,
      [](MachineFunction &MF, Register Own, Register V) -> FaultSite {
        // The first loop's compare reads the constant's own register; the
        // copy back is the only other reader.
        SmallVector<MachineInstr *, 4> OwnReaders = readersOf(MF, Own);
        EXPECT_EQ(OwnReaders.size(), 2u);
        MachineInstr *CopyBack = findFirst(MF, [&](const MachineInstr &MI) {
          return MI.isCopy() && MI.getOperand(0).getReg() == V &&
                 MI.getOperand(1).getReg() == Own;
        });
        if (!CopyBack || !hasOpcode(*OwnReaders.front(), "CMP64rr"))
          return nullptr;
        EXPECT_EQ(CopyBack->getParent()->getNumber(), 2);
        CopyBack->eraseFromParent();
        // The second loop's advance then reads what %p held before it.
        return findFirst(MF,
                         [](auto &MI) { return hasOpcode(MI, "ADD64ri32"); });
      });
  ASSERT_EQ(Out.NumSplit, 1u);
  EXPECT_FALSE(Out.BeforeFault) << "the split itself was rejected";
  ASSERT_TRUE(Out.Expected) << "the fault found nothing to break";
  ASSERT_TRUE(Out.AfterFault) << "the check missed the fault";
  EXPECT_EQ(Out.AfterFault->MI, Out.Expected) << Out.Message;
  EXPECT_NE(Out.Message.find("should read %p's value"), std::string::npos)
      << Out.Message;
}

TEST_F(AllocationCheckerTest, FindsAReadRenamedWhereAnotherDefinitionReaches) {
  SplitOutcome Out =
      runSplit(ConstantAdvancedByALaterLoop,
               [](MachineFunction &MF, Register Own, Register V) -> FaultSite {
                 // The second loop's compare reads the advanced %p, not the
                 // constant.
                 MachineInstr *Compare = nullptr;
                 for (MachineInstr *MI : readersOf(MF, V))
                   if (hasOpcode(*MI, "CMP64rr"))
                     Compare = MI;
                 if (!Compare)
                   return nullptr;
                 Compare->getOperand(0).setReg(Own);
                 return Compare;
               });
  ASSERT_EQ(Out.NumSplit, 1u);
  EXPECT_FALSE(Out.BeforeFault) << "the split itself was rejected";
  ASSERT_TRUE(Out.Expected) << "the fault found nothing to break";
  ASSERT_TRUE(Out.AfterFault) << "the check missed the fault";
  EXPECT_EQ(Out.AfterFault->MI, Out.Expected) << Out.Message;
}

} // namespace
