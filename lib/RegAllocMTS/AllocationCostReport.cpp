//===- AllocationCostReport.cpp - What any allocator left behind ----------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A measuring pass for comparing allocators (mts-compare). With
/// -mts-cost-report it runs right after VirtRegRewriter, whichever allocator
/// ran, and emits one "AllocationCost" analysis remark per function: the
/// spill stores, reloads, folded spills and reloads and register copies the
/// allocation left, each also weighted by block frequency relative to the
/// entry block (the cost paid at run time).
///
/// Instructions are classified the way greedy's own SpillReloadCopies remark
/// classifies them, so greedy's numbers and these agree; only greedy reports
/// them itself, and it reports before the rewriter removes identity copies.
///
//===----------------------------------------------------------------------===//

#include "llvm/ADT/STLExtras.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/CodeGen/MachineBlockFrequencyInfo.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/PseudoSourceValue.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Target/RegisterTargetPassConfigCallback.h"

using namespace llvm;

#define DEBUG_TYPE "mts-cost"

static cl::opt<bool> CostReport(
    "mts-cost-report",
    cl::desc("After register allocation (any allocator), emit an "
             "AllocationCost remark per function with its spills, reloads "
             "and copies, plain and weighted by block frequency"));

namespace {

/// Counts of one kind of allocator-made instruction, and their frequency.
struct Count {
  unsigned Num = 0;
  double Cost = 0;
  void add(unsigned N, double Freq) {
    Num += N;
    Cost += N * Freq;
  }
};

struct AllocationCost {
  Count Spills, Reloads, FoldedSpills, FoldedReloads, Copies;
};

class AllocationCostReport : public MachineFunctionPass {
public:
  static char ID;
  AllocationCostReport() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override { return "MTS Allocation Cost"; }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<MachineBlockFrequencyInfoWrapperPass>();
    AU.addRequired<MachineOptimizationRemarkEmitterPass>();
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override;
};

} // end anonymous namespace

char AllocationCostReport::ID = 0;

namespace llvm {
void initializeAllocationCostReportPass(PassRegistry &);
} // namespace llvm

INITIALIZE_PASS_BEGIN(AllocationCostReport, DEBUG_TYPE,
                      "Report the cost of a register allocation", false, true)
INITIALIZE_PASS_DEPENDENCY(MachineBlockFrequencyInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineOptimizationRemarkEmitterPass)
INITIALIZE_PASS_END(AllocationCostReport, DEBUG_TYPE,
                    "Report the cost of a register allocation", false, true)

/// Adds what the allocation left in \p MBB, which runs \p Freq times per
/// entry of the function, to \p C.
static void addBlockCost(const MachineBasicBlock &MBB, double Freq,
                         AllocationCost &C) {
  const MachineFunction &MF = *MBB.getParent();
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  auto IsSpillSlotAccess = [&](const MachineMemOperand *A) {
    const auto *PSV =
        dyn_cast_or_null<FixedStackPseudoSourceValue>(A->getPseudoValue());
    return PSV && MFI.isSpillSlotObjectIndex(PSV->getFrameIndex());
  };

  for (const MachineInstr &MI : MBB) {
    if (std::optional<DestSourcePair> DS = TII.isCopyInstr(MI)) {
      if (DS->Destination->getReg() != DS->Source->getReg())
        C.Copies.add(1, Freq);
      continue;
    }
    int FI;
    if (TII.isLoadFromStackSlot(MI, FI) && MFI.isSpillSlotObjectIndex(FI)) {
      C.Reloads.add(1, Freq);
      continue;
    }
    if (TII.isStoreToStackSlot(MI, FI) && MFI.isSpillSlotObjectIndex(FI)) {
      C.Spills.add(1, Freq);
      continue;
    }
    SmallVector<const MachineMemOperand *, 2> Accesses;
    if (TII.hasLoadFromStackSlot(MI, Accesses) &&
        any_of(Accesses, IsSpillSlotAccess)) {
      C.FoldedReloads.add(Accesses.size(), Freq);
      continue;
    }
    Accesses.clear();
    if (TII.hasStoreToStackSlot(MI, Accesses) &&
        any_of(Accesses, IsSpillSlotAccess))
      C.FoldedSpills.add(Accesses.size(), Freq);
  }
}

bool AllocationCostReport::runOnMachineFunction(MachineFunction &MF) {
  const MachineBlockFrequencyInfo &MBFI =
      getAnalysis<MachineBlockFrequencyInfoWrapperPass>().getMBFI();
  AllocationCost Total;
  for (const MachineBasicBlock &MBB : MF)
    addBlockCost(MBB, MBFI.getBlockFreqRelativeToEntryBlock(&MBB), Total);

  getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE().emit([&]() {
    MachineOptimizationRemarkAnalysis R(DEBUG_TYPE, "AllocationCost",
                                        DiagnosticLocation(), &MF.front());
    auto Field = [&](StringRef Key, StringRef Words, const Count &N) {
      R << ore::NV(("Num" + Key).str(), N.Num) << " " << Words << " ("
        << ore::NV(("Total" + Key + "Cost").str(), float(N.Cost))
        << " weighted), ";
    };
    Field("Spills", "spills", Total.Spills);
    Field("Reloads", "reloads", Total.Reloads);
    Field("FoldedSpills", "folded spills", Total.FoldedSpills);
    Field("FoldedReloads", "folded reloads", Total.FoldedReloads);
    Field("Copies", "copies", Total.Copies);
    R << "after register allocation";
    return R;
  });
  return false;
}

namespace {
/// Registers the pass when the plugin loads, and with -mts-cost-report puts
/// it after VirtRegRewriter in every codegen pipeline llc or clang builds.
struct RegisterCostReport {
  RegisterCostReport() {
    initializeAllocationCostReportPass(*PassRegistry::getPassRegistry());
  }
} TheCostReportRegistration;

RegisterTargetPassConfigCallback InsertCostReport(
    [](TargetMachine &, PassManagerBase &, TargetPassConfig *PassConfig) {
      if (CostReport)
        PassConfig->insertPass(&VirtRegRewriterID, &AllocationCostReport::ID);
    });
} // namespace
