//===- RegAllocMTS.cpp - Register allocation by MTS -----------------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Wang & Dybvig, "Register Allocation by Model Transformer Semantics": the
/// register file is a cache for the stack. A loop exit that would otherwise
/// leave its loop short of registers first reads its latch's copies instead
/// of the values copied (CopyForwarding.cpp). Then two passes:
///
///  1. Next-use distances past each block's end, joined over the CFG with a
///     penalty for leaving a loop (GlobalNextUse.h); then per block, a
///     backward scan (from LiveIntervals' live-in sets) that finds the ending
///     set of every instruction and next-use distances (BlockAnalysis.cpp).
///  2. One forward walk over the blocks in reverse post-order that carries a
///     model (which value is in which register and whether its slot holds it)
///     through each instruction, rewriting virtual registers to physical ones
///     directly and inserting the stores, loads and copies that keep the model
///     true. When a register is needed and none is free, the value whose next
///     use is furthest away is evicted (stored only if its slot is stale).
///
/// A block starts from the exit model of an already-walked predecessor (the
/// most frequent one, or the one with the hottest edge into it); every other
/// incoming edge, loop back edges included, gets shuffle code, on a split
/// critical edge when needed (Joins.cpp, EdgeShuffles.cpp). A loop header
/// departs from that model by the loop's own uses, calls and pressure, so
/// that the back edge needs no loads or stores (LoopHeaders.cpp).
///
/// A value the target can recompute from nothing (a constant, a constant-pool
/// load, an address) is never stored: a load of it recomputes it
/// (noteIfRematerializable).
///
/// Every value has its own spill slot; the slots' live ranges go to
/// LiveStacks, and StackSlotColoring merges slots whose values are never live
/// at once (describeSpillSlots). No virtual register operand is left:
/// VirtRegRewriter, which still runs after any allocator in LLVM's pipeline,
/// only puts the debug values back and clears the virtual registers.
///
//===----------------------------------------------------------------------===//

#include "AllocationChecker.h"
#include "AsmGoto.h"
#include "MTSAllocator.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/CodeGen/LiveDebugVariables.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/LiveStacks.h"
#include "llvm/CodeGen/MachineBlockFrequencyInfo.h"
#include "llvm/CodeGen/MachineBranchProbabilityInfo.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/RegAllocRegistry.h"
#include "llvm/CodeGen/SlotIndexes.h"
#include "llvm/CodeGen/TargetFrameLowering.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cmath>
#include <iterator>

using namespace llvm;
using namespace mts;

#define DEBUG_TYPE "regalloc"

static cl::opt<bool>
    TraceModel("mts-trace", cl::Hidden,
               cl::desc("Print the MTS model before every instruction and "
                        "the code emitted for it, and what each entry rule "
                        "changed in a block's entry model"));
static cl::opt<bool> VerifyAllocation(
    "mts-verify",
    cl::desc("Prove each allocation by abstract interpretation of the "
             "allocated code: an error if any operand does not read its "
             "value, or if the block frequencies kept are stale"));
static cl::opt<bool> Rematerialize(
    "mts-remat", cl::init(true),
    cl::desc("Recompute constants and other trivially rematerializable "
             "values instead of storing and reloading them (default on)"));
static cl::opt<bool> ForwardCopies(
    "mts-forward-copies", cl::init(true),
    cl::desc("Let a loop exit read the latch's copy of a value, so that the "
             "value dies at the copy, when the loop is short of registers "
             "(default on)"));
static cl::opt<SplitScope> SplitRecomputable(
    "mts-split-recomputable", cl::init(SplitScope::IntoLoopsOrAcrossCalls),
    cl::desc("Which values defined more than once get a register of their "
             "own for a recomputable definition's part (with -mts-remat)"),
    cl::values(clEnumValN(SplitScope::None, "none", "none"),
               clEnumValN(SplitScope::IntoLoopsOrAcrossCalls, "loops-calls",
                          "those whose recomputable definition's value "
                          "lives into a loop or across a call (default)"),
               clEnumValN(SplitScope::All, "all",
                          "every one that can be split, for testing")));
namespace {
enum class EvictionPolicy { Furthest, LRU, FIFO, LIFO };
} // namespace
static cl::opt<EvictionPolicy> Eviction(
    "mts-evict", cl::init(EvictionPolicy::Furthest),
    cl::desc("Which value leaves its register when one is needed"),
    cl::values(clEnumValN(EvictionPolicy::Furthest, "furthest",
                          "the one whose next use is furthest away (the "
                          "paper's policy, section 6; default)"),
               clEnumValN(EvictionPolicy::LRU, "lru",
                          "the one read or written least recently"),
               clEnumValN(EvictionPolicy::FIFO, "fifo",
                          "the one that entered its register first"),
               clEnumValN(EvictionPolicy::LIFO, "lifo",
                          "the one that entered its register last")));
static cl::opt<bool>
    PrintStats("mts-print-stats", cl::Hidden,
               cl::desc("Print the MTS allocator's counters per function"));

//===----------------------------------------------------------------------===//
// The allocator's state and the analyses it requires
//===----------------------------------------------------------------------===//

MTSAllocator::MTSAllocator(MachineFunction &MF, TargetTables &Tables,
                           ReusedTables &Reused, LiveIntervals &LIS,
                           MachineDominatorTree &MDT, MachineLoopInfo &MLI,
                           MachineBlockFrequencyInfo &MBFI,
                           const MachineBranchProbabilityInfo &MBPI,
                           LiveStacks *LSS)
    : MF(MF), LIS(LIS), MDT(MDT), MLI(MLI), MBFI(MBFI), MBPI(MBPI), LSS(LSS),
      MRI(MF.getRegInfo()), MFI(MF.getFrameInfo()),
      TRI(*MF.getSubtarget().getRegisterInfo()),
      TII(*MF.getSubtarget().getInstrInfo()), Tables(Tables),
      RegClassInfo(Tables.regClassInfo()), Units(Tables.units()),
      M(Units, MF.getRegInfo().getNumVirtRegs()), Prim(M, Units, *this),
      ValueMarks(Reused.ValueMarks), LastTouched(0),
      LastAccess(Reused.LastAccess), WalkFacts(Reused.WalkFacts) {
  RematDefOf.resize(MRI.getNumVirtRegs());
  if (Eviction == EvictionPolicy::LRU)
    LastTouched.resize(MRI.getNumVirtRegs());
  if (Eviction == EvictionPolicy::FIFO || Eviction == EvictionPolicy::LIFO)
    M.trackBindOrder();
  LastAccess.assign(Units.getNumUnits(), UnitAccess());
  // Every use leaves the marks it set Unmarked.
  if (ValueMarks.size() < MRI.getNumVirtRegs())
    ValueMarks.resize(MRI.getNumVirtRegs(), Unmarked);
  assert(llvm::all_of(ValueMarks, [](unsigned M) { return M == Unmarked; }) &&
         "a value mark left set");
  CrossesCall.resize(MRI.getNumVirtRegs());
  ScanLive.setUniverse(MRI.getNumVirtRegs());
  ScratchUnits.resize(Units.getNumUnits());
  UsedUnits.resize(Units.getNumUnits());
  DefExcludedUnits.resize(Units.getNumUnits());
  ScanLiveUnits.resize(Units.getNumUnits());
  ScanReleasedUnits.resize(Units.getNumUnits());
  ScanPhysicalUnits.resize(Units.getNumUnits());
  WalkFacts.NextUse.reserveValues(MRI.getNumVirtRegs());
  RedirectableBranches.assign(MF.getNumBlockIDs(), -1);
}

MTSAllocator::MTSAllocator(MachineFunction &MF, TargetTables &Tables,
                           ReusedTables &Reused, Pass &P)
    : MTSAllocator(
          MF, Tables, Reused,
          P.getAnalysis<LiveIntervalsWrapperPass>().getLIS(),
          P.getAnalysis<MachineDominatorTreeWrapperPass>().getDomTree(),
          P.getAnalysis<MachineLoopInfoWrapperPass>().getLI(),
          P.getAnalysis<MachineBlockFrequencyInfoWrapperPass>().getMBFI(),
          P.getAnalysis<MachineBranchProbabilityInfoWrapperPass>().getMBPI(),
          &P.getAnalysis<LiveStacksWrapperLegacy>().getLS()) {}

MTSAllocator::~MTSAllocator() {
  for (auto [V, Template] : PartRematTemplates)
    MF.deleteMachineInstr(Template);
  for (auto [V, Template] : FoldableLoadTemplates)
    MF.deleteMachineInstr(Template);
  forgetAnchoredDefinitions();
  for (MachineInstr *Def : DetachedDefinitions)
    MF.deleteMachineInstr(Def);
  // Left only when the walk failed.
  for (auto [V, Def] : DelayedDefinitions)
    MF.deleteMachineInstr(Def);
}

/// Like greedy: LiveDebugVariables takes the debug values out before
/// allocation and VirtRegRewriter puts them back by slot index, so the slot
/// indexes (kept up to date here) and LiveIntervals, which holds them, are
/// preserved. VirtRegRewriter then finds no virtual register operand and
/// clears the virtual registers. The block frequencies, updated for every
/// split edge, are preserved too: the passes after allocation that read
/// them (StackSlotColoring, MachineLICM) would otherwise compute them anew.
void MTSAllocator::getAnalysisUsage(AnalysisUsage &AU) {
  AU.addRequired<LiveIntervalsWrapperPass>();
  AU.addPreserved<LiveIntervalsWrapperPass>();
  AU.addRequired<SlotIndexesWrapperPass>();
  AU.addPreserved<SlotIndexesWrapperPass>();
  AU.addRequired<LiveDebugVariablesWrapperLegacy>();
  AU.addPreserved<LiveDebugVariablesWrapperLegacy>();
  AU.addRequired<MachineDominatorTreeWrapperPass>();
  AU.addPreserved<MachineDominatorTreeWrapperPass>();
  AU.addRequired<MachineLoopInfoWrapperPass>();
  AU.addPreserved<MachineLoopInfoWrapperPass>();
  AU.addRequired<MachineBlockFrequencyInfoWrapperPass>();
  AU.addPreserved<MachineBlockFrequencyInfoWrapperPass>();
  AU.addRequired<MachineBranchProbabilityInfoWrapperPass>();
  AU.addRequired<LiveStacksWrapperLegacy>();
  AU.addPreserved<LiveStacksWrapperLegacy>();
}

//===----------------------------------------------------------------------===//
// The forward walk
//===----------------------------------------------------------------------===//

void MTSAllocator::run() {
  // Each run of insertions at one place that outgrows the gap between two
  // slot indexes renumbers the indexes after it at half the spacing, until
  // they catch up; the next such run behind it then renumbers those too.
  // Spill code in block after block (a switch of a thousand cases, storing
  // a few values each) made that quadratic. Packing them again, which
  // keeps every index valid, bounds it: every 1,024 insertions, or the
  // square root of the number of indexes if more (fewer packs cost more
  // renumbering in a dispatch loop, more packs more in a big function
  // with spills spread out).
  SlotIndexes &Indexes = *LIS.getSlotIndexes();
  PackIndexesAfter = std::max<unsigned>(
      1024, std::sqrt(double(Indexes.getZeroIndex().getApproxInstrDistance(
              Indexes.getLastIndex()))));
  // Blocks made later, by splitting edges, have no models.
  unsigned NumBlocks = MF.getNumBlockIDs();
  EntryModels.reset(NumBlocks);
  ExitModels.reset(NumBlocks);
  ThrowModels.reset(NumBlocks);
  AsmGotoModels.reset(NumBlocks);
  WalkIndex.assign(NumBlocks, NotWalked);
  EarlyPhysDefsOfBlock.assign(NumBlocks, {EarlyPhysDefsNotFound, 0});
  if (ForwardCopies)
    forwardCopiesIntoLoopExits();
  analyzeValues();
  computeDistancesAcrossBlocks();
  BranchesDefineValueRegisters = branchesDefineValueRegisters();
  findDispatchGroups();

  for (MachineBasicBlock *MBB : walkOrder()) {
    if (!setEntryModel(*MBB) || !allocateBlock(*MBB))
      return abandon();
    WalkIndex[MBB->getNumber()] = Walked.size();
    Walked.push_back(MBB);
  }
  forgetWalkTables();
  enterValuesStoredBeforeTouchInMemory();
  loadX87ValuesWhereRead();
  findDefsUnreadAtExit();
  carryUntouchedValuesInMemory();
  findRegistersPassedOnUnread();
  if (!shuffleEdges())
    return abandon();
  eraseUnreadRematDefs();
  setBlockLiveIns();
  hoistCommonReloads();
  eraseStoresNeverRead();
  eraseUnreadAnchoredDefinitions();
  eraseReloadsOfHeldValues();
  describeSpillSlots();
  forgetLiveRanges();
}

/// Reverse post-order, as ReversePostOrderTraversal makes it (successors in
/// order, depth first), with the visited set by block number; unreachable
/// blocks last, in layout order: their values start in memory.
SmallVector<MachineBasicBlock *, 16> MTSAllocator::walkOrder() const {
  SmallVector<MachineBasicBlock *, 16> Order;
  std::vector<bool> Visited(MF.getNumBlockIDs());
  SmallVector<std::pair<MachineBasicBlock *, unsigned>, 16> Stack;
  auto Visit = [&](MachineBasicBlock *MBB) {
    Visited[MBB->getNumber()] = true;
    Stack.push_back({MBB, 0});
  };
  Visit(&MF.front());
  while (!Stack.empty()) {
    auto &[MBB, NextSucc] = Stack.back();
    if (NextSucc == MBB->succ_size()) {
      Order.push_back(MBB);
      Stack.pop_back();
      continue;
    }
    MachineBasicBlock *Succ = *(MBB->succ_begin() + NextSucc++);
    if (!Visited[Succ->getNumber()])
      Visit(Succ);
  }
  std::reverse(Order.begin(), Order.end());
  for (MachineBasicBlock &MBB : MF)
    if (!Visited[MBB.getNumber()])
      Order.push_back(&MBB);
  return Order;
}

/// A value's spill slot is written and read only while the value is live, so
/// the value's live interval bounds the slot's. Given to LiveStacks, it lets
/// StackSlotColoring, which runs after any allocator at -O1 and above, give
/// values that are never live at once one slot, as it does for greedy.
/// (Stores and loads on split edges lie outside every interval, but any
/// other value whose interval covers such an edge is live out of its source
/// block too, where it overlaps the stored value.)
void MTSAllocator::describeSpillSlots() {
  if (!LSS)
    return;
  // In order of value, as the slots' intervals have always been made.
  llvm::sort(SpilledValues, byNumber);
  for (Register V : SpilledValues) {
    if (!LIS.hasInterval(V))
      continue;
    LiveInterval &SlotLI =
        LSS->getOrCreateInterval(StackSlots.lookup(V), MRI.getRegClass(V));
    if (SlotLI.hasAtLeastOneValue())
      continue;
    SlotLI.getNextValue(SlotIndex(), LSS->getVNInfoAllocator());
    SlotLI.MergeSegmentsInAsValue(LIS.getInterval(V), SlotLI.getValNumInfo(0));
  }
}

/// The walk stores a value when it might need it back: on eviction, and on
/// the way into a loop that could evict it (storedEarlier,
/// saveReadOnlyValuesAtEntry). When no load ever follows, because the value
/// stayed in its register after all (nqueens.c's search stored both its
/// arguments on every call) or each later load became a copy, the stores
/// are dead, and so is the slot.
void MTSAllocator::eraseStoresNeverRead() {
  // Most functions read every slot they write. Only when the walk noted
  // no read of some slot is the function searched, and the search decides.
  auto NotedRead = [&](Register V) {
    int Slot = StackSlots.lookup(V);
    return unsigned(Slot) < SlotsRead.size() && SlotsRead.test(Slot);
  };
  if (all_of(SpilledValues, NotedRead))
    return;
  BitVector Read(MFI.getObjectIndexEnd());
  SmallVector<std::pair<MachineInstr *, int>, 16> Stores;
  for (MachineBasicBlock &MBB : MF) {
    for (MachineInstr &MI : MBB) {
      int Slot;
      if (TII.isStoreToStackSlot(MI, Slot) &&
          MFI.isSpillSlotObjectIndex(Slot)) {
        Stores.push_back({&MI, Slot});
        continue;
      }
      // Any other mention reads the slot, or might: a load, a folded
      // operand, an update in place.
      for (const MachineOperand &MO : MI.operands())
        if (MO.isFI() && MO.getIndex() >= 0)
          Read.set(MO.getIndex());
    }
  }
  for (auto [MI, Slot] : Stores) {
    if (Read.test(Slot))
      continue;
    ++Stats.StoresErased;
    eraseStore(*MI);
  }
  // Their values need no slot interval, and the frame no room.
  llvm::erase_if(SpilledValues, [&](Register V) {
    int Slot = StackSlots.lookup(V);
    if (Read.test(Slot))
      return false;
    MFI.RemoveStackObject(Slot);
    return true;
  });
}

void MTSAllocator::eraseStore(MachineInstr &Store) {
  --Stats.Stores;
  Stats.StoreCost -= frequencyOf(*Store.getParent());
  if (Checker)
    Checker->forget(Store);
  LIS.RemoveMachineInstrFromMaps(Store);
  Store.eraseFromParent();
}

/// A load of a spill slot into the register an earlier store of the block
/// wrote it from, with neither written in between, loads what the register
/// holds. Such pairs are left where the definitions that took the register
/// meanwhile went: a preheader that made addresses its loop recomputes
/// moved a value out of their way for nothing. The loads go, and the
/// stores too when their slots are read nowhere else.
void MTSAllocator::eraseReloadsOfHeldValues() {
  struct HeldValue {
    int Slot;
    MachineInstr *Store;
    Register Reg;
  };
  // The stores of the block so far whose registers still hold what they
  // stored.
  SmallVector<HeldValue, 4> Held;
  bool Erased = false;
  for (MachineBasicBlock *MBB : BlocksWithErasedDefs) {
    Held.clear();
    for (MachineInstr &MI : make_early_inc_range(*MBB)) {
      int Slot;
      Register Loaded = TII.isLoadFromStackSlot(MI, Slot);
      auto Store = find_if(Held, [&](const HeldValue &H) {
        return Loaded && H.Slot == Slot && H.Reg == Loaded;
      });
      if (Store != Held.end()) {
        Store->Store->clearRegisterKills(Loaded, &TRI);
        --Stats.Loads;
        Stats.LoadCost -= frequencyOf(*MBB);
        if (Checker)
          Checker->forget(MI);
        LIS.RemoveMachineInstrFromMaps(MI);
        MI.eraseFromParent();
        if (unsigned(Slot) < SlotsRead.size())
          SlotsRead.reset(Slot);
        Erased = true;
        continue;
      }
      // A register no longer holds its slot's value once something writes
      // or kills it, or writes the slot.
      llvm::erase_if(Held, [&](const HeldValue &H) {
        return MI.modifiesRegister(H.Reg, &TRI) ||
               MI.killsRegister(H.Reg, &TRI) ||
               (!Loaded && any_of(MI.operands(), [&](const MachineOperand &MO) {
                 return MO.isFI() && MO.getIndex() == H.Slot;
               }));
      });
      if (Register Stored = TII.isStoreToStackSlot(MI, Slot);
          Stored && Stored.isPhysical() && MFI.isSpillSlotObjectIndex(Slot))
        Held.push_back({Slot, &MI, Stored});
    }
  }
  BlocksWithErasedDefs.clear();
  if (Erased)
    eraseStoresNeverRead();
}

double MTSAllocator::frequencyOf(const MachineBasicBlock &MBB) const {
  // A block made by splitting an edge is unknown to the frequencies; its
  // shuffle was charged the less frequent of the edge's ends.
  if (unsigned(MBB.getNumber()) >= WalkIndex.size())
    return std::min(frequencyOf(**MBB.pred_begin()),
                    frequencyOf(**MBB.succ_begin()));
  return MBFI.getBlockFreqRelativeToEntryBlock(&MBB);
}

void MTSAllocator::forgetWalkTables() {
  DistancesAcrossBlocks.reset();
  // Assigned afresh, not cleared, so that their memory goes too.
  BlockPressures = decltype(BlockPressures)();
  PressureTables.Reset();
  LoopFactsCache = decltype(LoopFactsCache)();
  LastFactsLoop = nullptr;
  LoopExcessPressure = decltype(LoopExcessPressure)();
  WorstPoints = decltype(WorstPoints)();
  WorstPointLive = decltype(WorstPointLive)();
  EntryUnits = decltype(EntryUnits)();
  Adopted = decltype(Adopted)();
}

/// LiveIntervals is preserved for its slot indexes (LiveDebugVariables needs
/// them), so its contents must be true too: physical ranges are recomputed
/// when asked for. The virtual registers' intervals stay, as greedy leaves
/// them: no operand names a virtual register any more, and LLVM's readers
/// of those intervals after allocation (VirtRegRewriter, the verifier) skip
/// a register without operands. LiveIntervals frees them with the rest.
void MTSAllocator::forgetLiveRanges() {
  // Most units have no range computed: testing first saves a call each.
  for (unsigned U = 0, E = TRI.getNumRegUnits(); U != E; ++U)
    if (LIS.getCachedRegUnit(static_cast<MCRegUnit>(U)))
      LIS.removeRegUnit(static_cast<MCRegUnit>(U));
}

/// After the last recomputation, the unread definitions go.
void MTSAllocator::eraseUnreadRematDefs() {
  for (MachineInstr *Def : UnreadRematDefs) {
    if (Checker)
      Checker->forget(*Def);
    BlocksWithErasedDefs.insert(Def->getParent());
    LIS.RemoveMachineInstrFromMaps(*Def);
    Def->eraseFromParent();
  }
  UnreadRematDefs.clear();
}

void MTSAllocator::detachDefinition(MachineInstr &MI) {
  if (Checker)
    Checker->forget(MI);
  LIS.RemoveMachineInstrFromMaps(MI);
  MI.removeFromParent();
  DetachedDefinitions.push_back(&MI);
}

bool MTSAllocator::canDelayDefinition(const MachineInstr &MI,
                                      Register V) const {
  // Moved, not copied: no other def (x86's zeroing idiom writes $eflags,
  // which may be live where the value is needed; reMaterialize takes care
  // of that, a move would not).
  const MachineOperand &DefMO = MI.getOperand(0);
  return DefMO.isReg() && DefMO.getReg() == V && !DefMO.getSubReg() &&
         none_of(drop_begin(MI.operands()),
                 [](const MachineOperand &MO) {
                   return MO.isReg() && MO.isDef();
                 }) &&
         isRecomputableDefinition(MI, MRI, TII);
}

MachineInstr *MTSAllocator::delayedDefinition(Register V) const {
  for (auto [W, Def] : DelayedDefinitions)
    if (W == V)
      return Def;
  return nullptr;
}

void MTSAllocator::delayDefinition(MachineInstr &MI) {
  // Still an original instruction for the checker: it will see the
  // definition where it goes back.
  LIS.RemoveMachineInstrFromMaps(MI);
  MI.removeFromParent();
}

MCRegister MTSAllocator::placeDelayedDefinition(Register V,
                                                const RegRequest &Req) {
  MachineInstr *Def = delayedDefinition(V);
  assert(Def && "no delayed definition to place");
  // A definition: the value is no longer in its slot, whatever the model
  // said while the definition waited.
  MCRegister R =
      Prim.allocate(V, Req, [&](Register W) { return evictionRank(W); });
  if (!R)
    return R;
  llvm::erase(DelayedDefinitions, std::make_pair(V, Def));
  RematDefOf[V.virtRegIndex()] = nullptr;
  CurMBB->insert(InsertPoint, Def);
  MachineOperand &DefMO = Def->getOperand(0);
  DefMO.setReg(R);
  DefMO.setIsDead(false);
  DefMO.setIsRenamable(true);
  indexInserted(*Def);
  noteInstruction(*Def);
  return R;
}

bool MTSAllocator::placeDelayedDefinitionsAtExit() {
  while (!DelayedDefinitions.empty()) {
    // Not read in the block, and not dead (allocateInstruction): live out.
    Register V = DelayedDefinitions.back().first;
    assert(M.contains(V) &&
           std::binary_search(CurFacts->LiveOut.begin(),
                              CurFacts->LiveOut.end(), V, byNumber) &&
           "a delayed definition nothing reads");
    if (!placeDelayedDefinitionNow(V, "at the end of " +
                                          str(printMBBReference(*CurMBB))))
      return false;
  }
  return true;
}

bool MTSAllocator::placeDelayedDefinitionsForAsmGoto(
    const MachineBasicBlock &MBB, const MachineInstr &AsmGoto) {
  for (const MachineBasicBlock *Label : MBB.successors()) {
    if (!isAsmGotoLabel(AsmGoto, *Label))
      continue;
    for (Register V : liveInsOf(*Label))
      if (delayedDefinition(V) &&
          !placeDelayedDefinitionNow(V, "live into asm goto label " +
                                            str(printMBBReference(*Label))))
        return false;
  }
  return true;
}

bool MTSAllocator::placeDelayedDefinitionNow(Register V, const Twine &Where) {
  RegRequest Req;
  Req.Order = orderOf(V);
  if (placeDelayedDefinition(V, Req))
    return true;
  return fail("no register left for the definition of " +
                  str(printReg(V, &TRI)) + " " + Where,
              nullptr);
}

void MTSAllocator::eraseIdentityCopy(MachineInstr &MI) {
  llvm::erase(IdentityCopies, &MI);
  if (Checker)
    Checker->forget(MI);
  LIS.RemoveMachineInstrFromMaps(MI);
  MI.eraseFromParent();
}

void MTSAllocator::eraseIdentityCopies() {
  for (MachineInstr *MI : IdentityCopies) {
    LIS.RemoveMachineInstrFromMaps(*MI);
    MI->eraseFromParent();
  }
  IdentityCopies.clear();
}

void MTSAllocator::abandon() {
  MF.getProperties().setFailedRegAlloc();
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB)
      for (MachineOperand &MO : MI.operands()) {
        if (!MO.isReg() || !MO.getReg())
          continue;
        if (MO.getReg().isVirtual()) {
          const TargetRegisterClass *RC = MRI.getRegClass(MO.getReg());
          ArrayRef<MCPhysReg> Order = RegClassInfo.getOrder(RC);
          MCRegister R = Order.empty() ? MCRegister(*RC->begin())
                                       : MCRegister(Order.front());
          MO.setReg(MO.getSubReg() ? TRI.getSubReg(R, MO.getSubReg()) : R);
          MO.setSubReg(0);
        }
        // The code is wrong anyway; keep it well-formed for later passes.
        if (MO.isDef()) {
          MO.setIsUndef(false);
          continue;
        }
        if (!MRI.isReserved(MO.getReg()))
          MO.setIsUndef(true);
        MO.setIsKill(false);
      }
  forgetLiveRanges();
}

bool MTSAllocator::allocateBlock(MachineBasicBlock &MBB) {
  BlockFacts &Facts = WalkFacts;
  analyzeBlock(MBB, Facts);
  if (Failed)
    return false;
  CurMBB = &MBB;
  CurFacts = &Facts;
  CurFreq = MBFI.getBlockFreqRelativeToEntryBlock(&MBB);
  WantedAtJoins = wantedAtJoins();
  NarrowClassesInLoop = {};
  NarrowDefsInBlock.clear();
  if (const MachineLoop *L = MLI.getLoopFor(&MBB); L && NarrowClasses.any())
    NarrowClassesInLoop = factsOf(*L).NarrowClassesAccessed;
  if (!NarrowClassesInLoop.empty())
    for (unsigned I = 0, E = Facts.NextUse.size(); I != E; ++I)
      for (Register D : Facts.NextUse.defsOf(I))
        if (unsigned C = PressureClassOf[D.virtRegIndex()];
            isListed(NarrowClassesInLoop, C))
          NarrowDefsInBlock.push_back({I, C});
  BlockFirstNote += NotedInstrs.size();
  NotedInstrs.clear();
  RematDefinedInBlock.clear();
  NotesTakenIn = 0;
  CalleeSavedCopy = {};
  // Physical registers live on entry (arguments) hold their own values.
  for (unsigned U : Facts.FixedAtEntry)
    if (!M.fixUnit(U))
      return fail("a value of the entry model sits in a physical register live "
                  "into " +
                      str(printMBBReference(MBB)),
                  nullptr);
  if (TraceModel)
    errs() << "mts: " << printMBBReference(MBB) << " of '" << MF.getName()
           << "'\n";

  bool HasLandingPad = hasLandingPad(MBB);
  MachineInstr *ExceptionPoint = HasLandingPad ? exceptionPoint(MBB) : nullptr;
  const MachineInstr *AsmGoto = asmGotoOf(MBB);
  unsigned Idx = 0;
  for (MachineBasicBlock::iterator I = MBB.begin(), E = MBB.end(); I != E;) {
    MachineInstr *Current = &*I++;
    InsertPoint = Current->getIterator();
    MachineBasicBlock::iterator Before =
        InsertPoint == MBB.begin() ? MBB.end() : std::prev(InsertPoint);
    if (!DelayedDefinitions.empty() && Current->isTerminator()) {
      CurIdx = Idx;
      if (!placeDelayedDefinitionsAtExit())
        return false;
    }
    if (TraceModel)
      traceBefore(*Current, Idx);
    bool Erased = false;
    if (Current->isDebugInstr()) {
      rewriteDebugInstr(*Current);
      noteInstruction(*Current);
    } else {
      CurIdx = Idx;
      Erased = coalesceCopy(*Current, Idx);
      if (!Erased) {
        if (Current == ExceptionPoint && !prepareForException(MBB))
          return false;
        if (Current == AsmGoto &&
            !placeDelayedDefinitionsForAsmGoto(MBB, *AsmGoto))
          return false;
        if (MachineInstr *Folded = foldSlotOperand(*Current, Idx)) {
          if (Current == ExceptionPoint)
            ExceptionPoint = Folded;
          if (Current == AsmGoto)
            AsmGoto = Folded;
          Current = Folded;
          InsertPoint = Folded->getIterator();
        }
        if (Current->isTerminator())
          noteDispatchBranchReads(MBB, *Current);
        if (!allocateInstruction(*Current, Idx)) {
          if (CopyNeedsSlot.empty())
            return false;
          MachineInstr *Folded = foldCopyWithoutRegister(*Current, Idx);
          if (!Folded)
            return fail(CopyNeedsSlot, Current);
          CopyNeedsSlot.clear();
          Current = Folded;
          InsertPoint = Folded->getIterator();
          if (!allocateInstruction(*Current, Idx))
            return false;
        }
        if (Current == ExceptionPoint)
          noteThrowModel(MBB);
        if (Current == AsmGoto)
          AsmGotoModels.set(MBB, M.snapshot(Facts.LiveOut));
        Erased = Current->isIdentityCopy();
      }
      // Noted first: followCalleeSavedCopy may release a register the
      // instruction reads, whose kill then goes on it, not on an earlier read.
      if (!Erased && !DetachDefinition && !DelayDefinition)
        noteInstruction(*Current);
      // A coalesced copy too: it may redefine the value followed.
      followCalleeSavedCopy(*Current, Idx);
      ++Idx;
    }
    MachineInstr &MI = *Current;
    if (DetachDefinition || DelayDefinition) {
      bool Delayed = DelayDefinition;
      DetachDefinition = DelayDefinition = false;
      if (TraceModel)
        errs() << (Delayed ? "    => (put off until its value is needed)\n"
                           : "    => (recomputed where it is read)\n");
      if (Delayed)
        delayDefinition(MI);
      else
        detachDefinition(MI);
      continue;
    }
    if (TraceModel) {
      MachineBasicBlock::iterator First =
          Before == MBB.end() ? MBB.begin() : std::next(Before);
      for (MachineBasicBlock::iterator J = First; J != MI.getIterator(); ++J)
        errs() << "    => " << *J;
      if (Erased)
        errs() << "    => (deleted)\n";
      else
        errs() << "    => " << MI;
    }
    if (!Erased)
      continue;
    if (Checker && MI.getOperand(0).getReg().isPhysical()) {
      IdentityCopies.push_back(&MI);
    } else {
      if (Checker)
        Checker->forget(MI);
      LIS.RemoveMachineInstrFromMaps(MI);
      MI.eraseFromParent();
    }
  }
  InsertPoint = MBB.end();
  CurIdx = Idx;
  if (!DelayedDefinitions.empty() && !placeDelayedDefinitionsAtExit())
    return false;
  if (HasLandingPad && !ExceptionPoint) {
    if (!prepareForException(MBB))
      return false;
    noteThrowModel(MBB);
  }
  ExitModels.set(MBB, M.snapshot(Facts.LiveOut), EntryModels[MBB]);
  noteExitAtJoins(MBB);
  for (Register V : RematDefinedInBlock)
    if (MCRegister R = M.getReg(V); R && holdsUnreadDef(R, rematDef(V)))
      UnreadAtExit.push_back({&MBB, V});
  CurFacts = nullptr;
  return true;
}

//===----------------------------------------------------------------------===//
// Emitting code
//===----------------------------------------------------------------------===//

ArrayRef<MCPhysReg> MTSAllocator::orderOf(Register V) const {
  const TargetRegisterClass *RC = MRI.getRegClass(V);
  if (!CrossesCall.test(V.virtRegIndex()))
    return RegClassInfo.getOrder(RC);
  return Tables.calleeSavedFirstOrder(RC);
}

ArrayRef<MCPhysReg> MTSAllocator::displacementOrderOf(Register V) {
  return Tables.displacementOrder(MRI.getRegClass(V),
                                  CrossesCall.test(V.virtRegIndex()));
}

unsigned MTSAllocator::nextUse(Register V) const {
  return CurFacts ? CurFacts->NextUse.nextUse(V, CurIdx) : 0;
}

/// With the paper's policy, a value the target recomputes without reading
/// memory ranks as if its next use were this many times as far: evicting it
/// costs an instruction where another value's eviction costs a load (and
/// maybe a store). bench/lu.c's main kept @LU's address in a register
/// through a loop nest and reloaded a pointer on every iteration of the
/// inner loop instead; now the address is recomputed there.
static constexpr unsigned RecomputationDiscount = 4;

unsigned MTSAllocator::rankByDistance(Register V, unsigned Distance) const {
  if (Distance == BlockNextUse::Never || !isRecomputedWithoutLoad(V))
    return Distance;
  return Distance >= BlockNextUse::Never / RecomputationDiscount
             ? BlockNextUse::Never - 1
             : Distance * RecomputationDiscount;
}

unsigned MTSAllocator::evictionRank(Register V) const {
  switch (Eviction) {
  case EvictionPolicy::Furthest:
    return rankByDistance(V, nextUse(V));
  case EvictionPolicy::LRU:
    return Clock - LastTouched[V];
  case EvictionPolicy::FIFO:
    return std::numeric_limits<unsigned>::max() - M.boundAt(V);
  case EvictionPolicy::LIFO:
    return M.boundAt(V);
  }
  llvm_unreachable("unknown eviction policy");
}

bool MTSAllocator::ranksByNextUse() const {
  return Eviction == EvictionPolicy::Furthest;
}

bool MTSAllocator::rematerializes() const { return Rematerialize; }

bool MTSAllocator::traces() const { return TraceModel; }

unsigned MTSAllocator::evictionRankAfterRead(Register V) const {
  if (!ranksByNextUse())
    return evictionRank(V);
  unsigned Distance = CurFacts->NextUse.nextUse(V, CurIdx + 1);
  return rankByDistance(
      V, Distance == BlockNextUse::Never ? Distance : Distance + 1);
}

int MTSAllocator::getStackSlot(Register V) {
  auto [It, Inserted] = StackSlots.try_emplace(V, 0);
  int &Slot = It->second;
  if (!Inserted)
    return Slot;
  const TargetRegisterClass &RC = *MRI.getRegClass(V);
  Align Alignment = TRI.getSpillAlign(RC);
  Align StackAlign = MF.getSubtarget().getFrameLowering()->getStackAlign();
  if (Alignment > StackAlign && !TRI.canRealignStack(MF))
    Alignment = StackAlign;
  Slot = MFI.CreateSpillStackObject(TRI.getSpillSize(RC), Alignment);
  SpilledValues.push_back(V);
  return Slot;
}

void MTSAllocator::forgetStackSlot(Register V) {
  assert(!SpilledValues.empty() && SpilledValues.back() == V &&
         "only the slot made last can be forgotten");
  MFI.RemoveStackObject(StackSlots.lookup(V));
  StackSlots.erase(V);
  SpilledValues.pop_back();
}

void MTSAllocator::noteSlotRead(int Slot) {
  if (unsigned(Slot) >= SlotsRead.size())
    SlotsRead.resize(MFI.getObjectIndexEnd());
  SlotsRead.set(Slot);
}

void MTSAllocator::indexInserted(MachineInstr &MI) {
  // Slot indexes stay valid for LiveDebugVariables, which re-emits debug
  // values by index after allocation, and for the verifier, which checks
  // that spill code lies inside its slot's interval (describeSpillSlots).
  // The index goes right before the next instruction's: after those of
  // erased instructions, which stay in the list (a coalesced copy's, where
  // the value it defined starts to live).
  SlotIndexes &Indexes = *LIS.getSlotIndexes();
  Indexes.insertMachineInstrInMaps(MI, /*Late=*/true);
  if (++IndexedSincePack == PackIndexesAfter) {
    Indexes.packIndexes();
    IndexedSincePack = 0;
  }
}

void MTSAllocator::noteInserted(MachineInstr &MI) {
  indexInserted(MI);
  noteInstruction(MI);
  if (Checker)
    Checker->forget(MI);
}

void MTSAllocator::noteInstruction(MachineInstr &MI) {
  NotedInstrs.push_back(&MI);
}

void MTSAllocator::catchUpAccesses() {
  // A unit an instruction reads and writes was last written by it: the
  // same count in both, which lastRead takes as a write. (The operand's
  // flags and the table are read once: the compiler cannot tell that the
  // stores below leave them alone.) Taking an instruction in late gives
  // the same table: the walk changes no noted instruction's reads and
  // writes, but for the kill operands it adds to instructions already
  // taken in (leftRegister). Only the units of registers a value could be
  // in are ever asked about.
  UnitAccess *Access = LastAccess.data();
  for (; NotesTakenIn != NotedInstrs.size(); ++NotesTakenIn) {
    unsigned Count = BlockFirstNote + NotesTakenIn + 1;
    for (const MachineOperand &MO : NotedInstrs[NotesTakenIn]->operands()) {
      if (!MO.isReg() || !MO.getReg().isPhysical() ||
          !Tables.mayHoldValue(MO.getReg().asMCReg()))
        continue;
      bool Reads = MO.readsReg(), Writes = MO.isDef();
      for (unsigned U : Units.units(MO.getReg().asMCReg())) {
        if (Reads)
          Access[U].Read = Count;
        if (Writes)
          Access[U].Write = Count;
      }
    }
  }
}

/// i686's PIC calls take the GOT pointer in $ebx, which they preserve:
/// `$ebx = COPY %got` comes before every call. When the copy's register is
/// released after the call with the value still in it, the model takes it
/// as the value's register (leaving the one the value had, if any), so the
/// next such copy is an identity, as greedy keeps the pointer in $ebx.
void MTSAllocator::followCalleeSavedCopy(MachineInstr &MI, unsigned Idx) {
  const BlockNextUse &NU = CurFacts->NextUse;
  auto [R, V] = CalleeSavedCopy;
  if (V && (MI.modifiesRegister(R, &TRI) || isListed(NU.defsOf(Idx), V)))
    V = Register();
  // A copy of a value into a physical register: its operands are rewritten
  // already, but the block's analysis found what it read and wrote.
  if (MI.isCopy() && NU.usesOf(Idx).size() == 1 && NU.defsOf(Idx).empty()) {
    Register Dst = MI.getOperand(0).getReg();
    Register Src = NU.usesOf(Idx).front();
    if (Dst.isPhysical() && isCalleeSaved(Dst.asMCReg()) &&
        !MRI.isReserved(Dst) && MRI.getRegClass(Src)->contains(Dst) &&
        !NU.endsAt(Idx, Src)) {
      R = Dst.asMCReg();
      V = Src;
    }
  }
  if (V && M.isFree(R) && M.contains(V)) {
    if (MCRegister Old = M.getReg(V)) {
      M.unbindReg(V);
      // MI may read the value there last: a call through a function pointer
      // the GOT pointer addresses (`CALL32m $ebp, ..., @fp`, pr54937.c on
      // i686), whose copy of the pointer into $ebx moved it to $ebp.
      leftRegister(V, Old);
    }
    M.bindReg(V, R);
    // The register was last read here (by the call), which took it as dead;
    // or, unread, written dead here.
    MI.clearRegisterKills(R, &TRI);
    for (MachineOperand &MO : MI.operands())
      if (MO.isReg() && MO.isDef() && MO.getReg().isPhysical() &&
          TRI.regsOverlap(MO.getReg(), R))
        MO.setIsDead(false);
    V = Register();
  }
  CalleeSavedCopy = {R, V};
}

void MTSAllocator::leftRegister(Register V, MCRegister R) {
  // Past an asm goto whose labels take V in R (exitModelFor), they read R:
  // its value was needed, and R lives on through the asm. (No kill then:
  // one after the asm would do, but none is needed.)
  if (takenAtAsmGoto(V, R))
    return;
  // The kill goes on the last read of any part of R: a kill on an earlier
  // read would leave the later one reading a dead register. A value read
  // nowhere in this block since it entered it keeps no kill.
  std::pair<MachineInstr *, unsigned> Last(nullptr, 0);
  for (unsigned U : Units.units(R))
    if (auto Read = lastRead(U); Read.second > Last.second)
      Last = Read;
  if (Last.first) {
    Last.first->addRegisterKilled(R, &TRI, /*AddIfNotFound=*/true);
    return;
  }
  // Nothing in the block touched R: what it held on entry (V, or a value
  // coalesced into V) was never needed, and R is not live into the block.
  // The x87 stackifier takes its liveness from the live-in lists, and a call
  // does not pop what is left on the x87 stack: listed, R stayed there
  // across the call for good (fft.c on i686 overflowed the stack, and
  // printed nan).
  if (isUntouchedInBlock(R))
    DeadAtEntry[CurMBB].push_back({V, R});
  // A recomputed value that leaves the register its definition wrote, unread:
  // the definition computed nothing anyone needs.
  if (holdsUnreadDef(R, rematDef(V)))
    UnreadRematDefs.push_back(rematDef(V));
}

bool MTSAllocator::takenAtAsmGoto(Register V, MCRegister R) const {
  std::optional<ArrayRef<Binding>> AtAsm = AsmGotoModels.lookup(*CurMBB);
  if (!AtAsm)
    return false;
  const Binding *B = findByValue(*AtAsm, V);
  return B && B->Reg == R;
}

bool MTSAllocator::holdsUnreadDef(MCRegister R, const MachineInstr *Def) {
  // Only instructions of the walked block are noted.
  return Def && Def->getParent() == CurMBB &&
         all_of(Units.units(R),
                [&](unsigned U) { return unreadWriter(U) == Def; });
}

void MTSAllocator::emit(const Edit &E) {
  MachineBasicBlock &MBB = *CurMBB;
  DebugLoc DL;
  double Freq = CurFreq;
  const TargetRegisterClass *RC = MRI.getRegClass(E.Value);
  bool Recomputed = false;
  switch (E.Kind) {
  case Edit::Copy:
    // A COPY, lowered after allocation: some register classes (x87) can only
    // be copied by later passes.
    BuildMI(MBB, InsertPoint, DL, TII.get(TargetOpcode::COPY), E.To)
        .addReg(E.From, getKillRegState(E.Kill));
    ++Stats.Copies;
    Stats.CopyCost += Freq;
    break;
  case Edit::Store:
    assert(!rematDef(E.Value) && "storing a value that is recomputed");
    TII.storeRegToStackSlot(MBB, InsertPoint, E.From, E.Kill,
                            getStackSlot(E.Value), RC, E.Value);
    ++Stats.Stores;
    Stats.StoreCost += Freq;
    // An eviction, by the walk (whose access tables the edge shuffles after
    // it no longer have), of a value the block has not touched since entry.
    if (CurFacts && E.Kill && isUntouchedInBlock(E.From))
      StoresBeforeTouch[&MBB].push_back(
          {E.Value, E.From, &*std::prev(InsertPoint)});
    break;
  case Edit::Load:
    if (const MachineInstr *Def = rematDef(E.Value)) {
      // A def of a part writes that part of E.To, and defines all of it, as
      // allocateInstruction has the original define it.
      const MachineInstr *Template = PartRematTemplates.lookup(E.Value);
      TII.reMaterialize(MBB, InsertPoint, E.To, /*SubIdx=*/0,
                        Template ? *Template : *Def);
      MachineInstr &Remat = *std::prev(InsertPoint);
      if (Template)
        Remat.addRegisterDefined(E.To, &TRI);
      // The copy of a definition the walk has rewritten has its flags: a
      // definition evicted unread is dead, and the value loaded here is not.
      Remat.getOperand(0).setIsDead(false);
      Recomputed = true;
      ++Stats.Remats;
      break;
    }
    if (recomputeFromAnchor(E.Value, E.To)) {
      Recomputed = true;
      ++Stats.Remats;
      break;
    }
    int Slot = getStackSlot(E.Value);
    TII.loadRegFromStackSlot(MBB, InsertPoint, E.To, Slot, RC, E.Value);
    noteSlotRead(Slot);
    BlocksWithReloads.insert(&MBB);
    ++Stats.Loads;
    Stats.LoadCost += Freq;
    break;
  }
  // Each edit is one instruction, right before the insertion point.
  MachineInstr &Inserted = *std::prev(InsertPoint);
  noteInserted(Inserted);
  if (Checker && Recomputed)
    Checker->rematerialized(Inserted, E.Value);
}

//===----------------------------------------------------------------------===//
// Diagnostics and traces
//===----------------------------------------------------------------------===//

bool MTSAllocator::fail(const Twine &Why, const MachineInstr *MI) {
  if (Failed)
    return false;
  Failed = true;
  std::string Msg;
  raw_string_ostream OS(Msg);
  OS << "mts: " << Why;
  if (MI) {
    OS << " at '";
    MI->print(OS, /*IsStandalone=*/true, /*SkipOpers=*/false,
              /*SkipDebugLoc=*/true, /*AddNewLine=*/false);
    OS << "' in " << printMBBReference(*MI->getParent());
  }
  DiagnosticLocation Loc;
  if (MI && MI->getDebugLoc())
    Loc = DiagnosticLocation(MI->getDebugLoc());
  MF.getFunction().getContext().diagnose(
      DiagnosticInfoRegAllocFailure(Msg, MF.getFunction(), Loc));
  return false;
}

std::string mts::str(const Printable &P) {
  std::string S;
  raw_string_ostream(S) << P;
  return S;
}

void MTSAllocator::printValue(raw_ostream &OS, Register V) const {
  StringRef Name = MRI.getVRegName(V);
  if (!Name.empty())
    OS << Name;
  else
    OS << '%' << V.virtRegIndex();
}

/// The model before MI, then MI with its ending set (the paper's notation:
/// `z <- y + 2, {y}`).
void MTSAllocator::traceBefore(const MachineInstr &MI, unsigned Idx) const {
  raw_ostream &OS = errs();
  OS << "  ";
  printModel(OS);
  OS << "  ";
  MI.print(OS, /*IsStandalone=*/true, /*SkipOpers=*/false,
           /*SkipDebugLoc=*/true, /*AddNewLine=*/false);
  if (!MI.isDebugInstr()) {
    OS << "   ; ends {";
    ListSeparator LS;
    for (Register V : CurFacts->NextUse.endingSet(Idx)) {
      OS << LS;
      printValue(OS, V);
    }
    OS << '}';
  }
  OS << '\n';
}

/// One line per binding changed: `rule: v $rax -> $rbx`, a value in memory
/// shown as its slot, and a slot made current or stale marked after it.
void MTSAllocator::traceEntryRule(StringRef Rule, ArrayRef<Binding> Before,
                                  ArrayRef<Binding> After) const {
  raw_ostream &OS = errs();
  auto PrintPlace = [&](const Binding &B) {
    if (B.Reg)
      OS << printReg(B.Reg, &TRI);
    else
      printSlot(OS, B.Value);
  };
  for (auto [Was, Is] : llvm::zip_equal(Before, After)) {
    if (Was.Reg == Is.Reg && Was.InSlot == Is.InSlot)
      continue;
    OS << "  " << Rule << ": ";
    printValue(OS, Is.Value);
    OS << ' ';
    PrintPlace(Was);
    OS << " -> ";
    PrintPlace(Is);
    if (Is.Reg && Was.InSlot != Is.InSlot)
      OS << (Is.InSlot ? ", slot current" : ", slot stale");
    OS << '\n';
  }
}

/// A recomputed value has no slot: its definition stands in for one.
void MTSAllocator::printSlot(raw_ostream &OS, Register V) const {
  if (rematDef(V))
    OS << "remat";
  else
    OS << "fv" << V.virtRegIndex();
}

void MTSAllocator::printModel(raw_ostream &OS) const {
  M.print(
      OS, [&](raw_ostream &S, Register V) { printValue(S, V); },
      [&](raw_ostream &S, MCRegister R) { S << printReg(R, &TRI); },
      [&](raw_ostream &S, Register V) { printSlot(S, V); });
  OS << '\n';
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace llvm {
void initializeRegAllocMTSPass(PassRegistry &);
} // namespace llvm

namespace {

class RegAllocMTS : public MachineFunctionPass {
public:
  static char ID;
  RegAllocMTS() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override { return "MTS Register Allocator"; }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    MTSAllocator::getAnalysisUsage(AU);
    AU.addRequired<MachineOptimizationRemarkEmitterPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  MachineFunctionProperties getRequiredProperties() const override {
    return MachineFunctionProperties().setNoPHIs();
  }
  MachineFunctionProperties getClearedProperties() const override {
    return MachineFunctionProperties().setIsSSA();
  }

  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  AllocationStats allocate(MachineFunction &MF);

  TargetTables Tables;
  ReusedTables Reused;
};

} // end anonymous namespace

char RegAllocMTS::ID = 0;

INITIALIZE_PASS_BEGIN(RegAllocMTS, "regallocmts",
                      "Model Transformer Semantics Register Allocator", false,
                      false)
INITIALIZE_PASS_DEPENDENCY(LiveIntervalsWrapperPass)
INITIALIZE_PASS_DEPENDENCY(SlotIndexesWrapperPass)
INITIALIZE_PASS_DEPENDENCY(LiveDebugVariablesWrapperLegacy)
INITIALIZE_PASS_DEPENDENCY(MachineDominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineBlockFrequencyInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(LiveStacksWrapperLegacy)
INITIALIZE_PASS_DEPENDENCY(MachineOptimizationRemarkEmitterPass)
INITIALIZE_PASS_END(RegAllocMTS, "regallocmts",
                    "Model Transformer Semantics Register Allocator", false,
                    false)

/// The SpillReloadCopies remark, with the field names greedy uses so that
/// one script can compare both.
static void reportRemark(MachineFunction &MF,
                         MachineOptimizationRemarkEmitter &ORE,
                         const AllocationStats &S) {
  ORE.emit([&]() {
    const MachineBasicBlock &Entry = MF.front();
    MachineOptimizationRemarkMissed R(DEBUG_TYPE, "SpillReloadCopies",
                                      DiagnosticLocation(), &Entry);
    // `NumSpills` " spills " `TotalSpillsCost` " total spills cost ", ...
    auto Field = [&](StringRef Key, StringRef Words, unsigned N, double Cost) {
      R << ore::NV(("Num" + Key).str(), N) << (" " + Words + " ").str()
        << ore::NV(("Total" + Key + "Cost").str(), float(Cost))
        << (" total " + Words + " cost ").str();
    };
    Field("Spills", "spills", S.Stores, S.StoreCost);
    // Greedy names folded accesses only when there are some.
    if (S.FoldedStores)
      Field("FoldedSpills", "folded spills", S.FoldedStores, S.FoldedStoreCost);
    Field("Reloads", "reloads", S.Loads, S.LoadCost);
    if (S.FoldedLoads)
      Field("FoldedReloads", "folded reloads", S.FoldedLoads, S.FoldedLoadCost);
    R << ore::NV("NumVRCopies", S.Copies) << " virtual registers copies "
      << ore::NV("TotalCopiesCost", float(S.CopyCost)) << " total copies cost "
      << "generated in function";
    return R;
  });
}

/// The block frequencies the allocator declares preserved, updated for each
/// edge it split, against a fresh computation over the final CFG: the
/// first block whose relative frequency is off by more than a hundredth, if
/// any. A missed or wrong update is off by far more; a fresh computation
/// itself moves by up to 4e-4 when an edge gets a block (deep loops in
/// libMTS's own code), and gives one unit of the scale to a block whose
/// update's product falls short of it. It also divides the flow of a loop,
/// or of the function, in steps of a branch probability's resolution (one
/// in 2^31): a block given less than a step of its region's flow gets it
/// only roughly, and an edge of probability zero gets a whole step where
/// the update's product is zero. Both moved blocks of Cython's C (fontTools'
/// modules) by up to 2.4%: rare loop exits, and branches marked as never
/// taken. Within an irreducible cycle it only approximates, and is no
/// reference: gcc.c-torture's pr38051.c, a switch into a loop, moved by
/// 2.4%.
static const MachineBasicBlock *
findStaleBlockFrequency(MachineFunction &MF,
                        const MachineBlockFrequencyInfo &Kept,
                        const MachineBranchProbabilityInfo &MBPI,
                        MachineLoopInfo &MLI) {
  ReversePostOrderTraversal<const MachineFunction *> RPOT(&MF);
  if (containsIrreducibleCFG<const MachineBasicBlock *>(RPOT, MLI))
    return nullptr;
  MachineBlockFrequencyInfo Fresh(MF, MBPI, MLI);
  double OneUnit = 1.0 / Fresh.getEntryFreq().getFrequency();
  double Step = 1.0 / BranchProbability::getDenominator();
  // The flow of the region a block is entered from: its innermost loop's,
  // or the function's for a block in no loop. No block of a loop runs more
  // often than its header.
  auto RegionFreq = [&](const MachineBasicBlock &MBB) {
    const MachineLoop *L = MLI.getLoopFor(&MBB);
    return L ? Fresh.getBlockFreqRelativeToEntryBlock(L->getHeader()) : 1.0;
  };
  for (const MachineBasicBlock &MBB : MF) {
    double Have = Kept.getBlockFreqRelativeToEntryBlock(&MBB);
    double Want = Fresh.getBlockFreqRelativeToEntryBlock(&MBB);
    double Region = RegionFreq(MBB);
    for (const MachineBasicBlock *Pred : MBB.predecessors())
      Region = std::max(Region, RegionFreq(*Pred));
    if (std::abs(Have - Want) >
        0.01 * std::max(Have, Want) + OneUnit + Step * Region)
      return &MBB;
  }
  return nullptr;
}

AllocationStats RegAllocMTS::allocate(MachineFunction &MF) {
  Tables.update(MF);
  auto Report = [&](const Twine &Message) {
    MF.getFunction().getContext().diagnose(
        DiagnosticInfoGeneric("mts-verify: " + Message, DS_Error));
  };
  // Before the allocator sizes its tables by the number of values, and
  // the checker records the function: it proves the split on its own.
  SmallVector<std::pair<Register, Register>, 4> Split;
  if (Rematerialize)
    Split = splitRecomputableDefinitions(
        MF, getAnalysis<LiveIntervalsWrapperPass>().getLIS(),
        getAnalysis<MachineLoopInfoWrapperPass>().getLI(), SplitRecomputable);
  if (VerifyAllocation)
    for (auto [Own, V] : Split)
      if (std::optional<CheckFailure> F =
              AllocationChecker::checkSplit(MF, Own, V))
        Report(F->message(MF));
  MTSAllocator Allocator(MF, Tables, Reused, *this);
  std::optional<AllocationChecker> Checker;
  if (VerifyAllocation) {
    Checker.emplace(MF);
    Allocator.setChecker(&*Checker);
  }
  Allocator.run();
  if (Checker && !Allocator.failed()) {
    if (std::optional<CheckFailure> F = Checker->check(MF))
      Report(F->message(MF));
    if (const MachineBasicBlock *Stale = findStaleBlockFrequency(
            MF, getAnalysis<MachineBlockFrequencyInfoWrapperPass>().getMBFI(),
            getAnalysis<MachineBranchProbabilityInfoWrapperPass>().getMBPI(),
            getAnalysis<MachineLoopInfoWrapperPass>().getLI()))
      Report("in function '" + MF.getName() + "', " +
             str(printMBBReference(*Stale)) +
             ": the block frequency kept is not the one the CFG gives");
  }
  Allocator.eraseIdentityCopies();
  AllocationStats S = Allocator.getStats();
  S.ValuesSplit = Split.size();
  return S;
}

bool RegAllocMTS::runOnMachineFunction(MachineFunction &MF) {
  // A MIR file may declare a function without giving its body.
  if (MF.empty())
    return false;
  AllocationStats S;
  // A function without values (calls and constants into physical registers,
  // as many small C++ functions are) has nothing to allocate: the tables
  // and analyses of the walk would cost it more than greedy's whole run.
  // The reserved registers are fixed as after any allocator.
  if (MF.getRegInfo().getNumVirtRegs() == 0)
    MF.getRegInfo().freezeReservedRegs();
  else
    S = allocate(MF);
  if (PrintStats)
    errs() << "mts-stats: " << MF.getName() << ": " << S.Stores << " stores, "
           << S.Loads << " loads, " << S.Remats << " remats, " << S.Copies
           << " copies, " << S.CopiesCoalesced << " copies coalesced, "
           << S.EdgeShuffles << " edge shuffles, " << S.SplitEdges
           << " split edges, " << S.CopiesForwarded << " copies forwarded, "
           << S.ValuesSplit << " values split, " << S.FoldedLoads
           << " folded loads, " << S.FoldedStores << " folded stores, "
           << S.StoresErased << " stores erased\n";
  reportRemark(MF, getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE(),
               S);
  return true;
}

static FunctionPass *createMTSRegisterAllocator() { return new RegAllocMTS(); }

static RegisterRegAlloc
    MTSRegAlloc("mts", "register allocation by model transformer semantics",
                createMTSRegisterAllocator);

namespace {
/// Registers the pass with the PassRegistry when the plugin is loaded, so
/// that -run-pass=regallocmts finds it.
struct RegisterOnLoad {
  RegisterOnLoad() {
    initializeRegAllocMTSPass(*PassRegistry::getPassRegistry());
  }
} TheRegistration;
} // namespace

/// Entry point for -load-pass-plugin and -fpass-plugin. The allocator is a
/// legacy codegen pass, registered above when the library is loaded, so
/// there is nothing to add to the PassBuilder.
extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "MTS", "0.1", [](PassBuilder &) {}};
}
