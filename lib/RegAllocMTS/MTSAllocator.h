//===- MTSAllocator.h - State of one MTS allocation -----------*- C++ -*-===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The allocator's state for one machine function, shared by the files that
/// implement its parts:
///
///   RegAllocMTS.cpp             the pass and the forward walk
///   BlockAnalysis.cpp           before the walk: live-in sets, next-use
///                               distances across blocks; then each block's
///                               ending sets and physical liveness
///   TargetTables.cpp            register units, allocation orders and
///                               callee-saved registers of the target
///   InstructionTransformer.cpp  the compound transformers, one per
///                               MachineInstr shape (copy, ordinary, tied,
///                               early-clobber, call, physical operands)
///   Joins.cpp                   block entry models, and the registers
///                               values flowing into joins should take
///   LoopHeaders.cpp             a loop header's entry model: which values
///                               enter the loop in registers
///   RegisterPressure.cpp        how many registers each loop needs
///   Folding.cpp                 an instruction reads or updates a value in
///                               its slot instead of a register
///   AnchoredRecomputation.cpp   a value recomputed from the one value its
///                               definition reads
///   LandingPads.cpp             a landing pad's entry model
///   EdgeShuffles.cpp            after the walk: shuffle code on the edges
///   CopyForwarding.cpp          before the walk: a loop exit reads the
///                               latch's copy of a value, not the value,
///                               when the loop is short of registers
///   RecomputableSplitting.cpp   before the walk: a recomputable definition
///                               of a value defined more than once gets a
///                               register of its own, recomputed like a
///                               constant
///
/// AllocationChecker.cpp, behind -mts-verify, checks the result and shares
/// nothing with these files but the identity copies they keep for it.
///
/// The model and the primitive transformers are target-independent and live
/// in include/mts/.
///
//===----------------------------------------------------------------------===//

#ifndef MTS_LIB_MTSALLOCATOR_H
#define MTS_LIB_MTSALLOCATOR_H

#include "mts/GlobalNextUse.h"
#include "mts/Model.h"
#include "mts/NextUse.h"
#include "mts/ParallelMove.h"
#include "mts/ShortList.h"
#include "mts/Transformers.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/IndexedMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/SparseSet.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/RegisterClassInfo.h"
#include "llvm/CodeGen/SlotIndexes.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/BranchProbability.h"
#include "llvm/Support/Printable.h"
#include <memory>
#include <optional>
#include <string>

namespace llvm {
class AnalysisUsage;
class LiveIntervals;
class LiveStacks;
class MachineBlockFrequencyInfo;
class MachineBranchProbabilityInfo;
class MachineDominatorTree;
class MachineLoop;
class MachineLoopInfo;
class MachineFrameInfo;
class MachineRegisterInfo;
class Pass;
class TargetInstrInfo;
class TargetRegisterInfo;
} // namespace llvm

namespace mts {

class AllocationChecker;

/// Text of a printReg/printMBBReference result, for error messages.
std::string str(const llvm::Printable &P);

/// Whether Def, which defines the virtual register of its first operand (or
/// a part of it, leaving the rest undefined) and reads no value, is one the
/// target calls trivially rematerializable: recomputed anywhere, it yields
/// the same value.
bool isRecomputableDefinition(const llvm::MachineInstr &Def,
                              const llvm::MachineRegisterInfo &MRI,
                              const llvm::TargetInstrInfo &TII);

/// Which values splitRecomputableDefinitions splits.
enum class SplitScope {
  None,
  /// Those whose recomputable definition's value lives into a loop or
  /// across a call.
  IntoLoopsOrAcrossCalls,
  /// Every one that can be split: to test the split where it gains nothing.
  All
};

/// Before the walk: of each value defined more than once, one of them
/// recomputable, gives the part of the live range where that definition's
/// value is live a virtual register of its own (RecomputableSplitting.cpp).
/// Returns each new register with the value it was split from.
llvm::SmallVector<std::pair<Register, Register>, 4>
splitRecomputableDefinitions(
    llvm::MachineFunction &MF, llvm::LiveIntervals &LIS,
    const llvm::MachineLoopInfo &MLI,
    SplitScope Scope = SplitScope::IntoLoopsOrAcrossCalls);

/// The virtual registers MI reads and those it defines, each once, in
/// operand order, into Reads and Defs, cleared first; in the same pass, the
/// operands that concern physical registers to OnOther: physical register
/// operands, register masks, and early-clobber virtual defs. Returns whether
/// any operand names a virtual register (an undefined read is in neither
/// list).
template <typename OtherFn>
inline bool virtualReadsAndDefs(const llvm::MachineInstr &MI,
                                llvm::SmallVectorImpl<Register> &Reads,
                                llvm::SmallVectorImpl<Register> &Defs,
                                OtherFn OnOther) {
  Reads.clear();
  Defs.clear();
  bool NamesValue = false;
  for (const llvm::MachineOperand &MO : MI.operands()) {
    if (!MO.isReg()) {
      if (MO.isRegMask())
        OnOther(MO);
      continue;
    }
    Register R = MO.getReg();
    if (!R.isVirtual()) {
      if (R.isPhysical())
        OnOther(MO);
      continue;
    }
    NamesValue = true;
    if (MO.readsReg() && !isListed(Reads, R))
      Reads.push_back(R);
    if (MO.isDef()) {
      if (!isListed(Defs, R))
        Defs.push_back(R);
      if (MO.isEarlyClobber())
        OnOther(MO);
    }
  }
  return NamesValue;
}

/// Like virtualReadsAndDefs, but a value is listed as often as operands name
/// it: for scans whose own sets skip the repeats, cheaper than searching the
/// lists.
inline void virtualReadsAndDefsRepeated(const llvm::MachineInstr &MI,
                                        llvm::SmallVectorImpl<Register> &Reads,
                                        llvm::SmallVectorImpl<Register> &Defs) {
  Reads.clear();
  Defs.clear();
  for (const llvm::MachineOperand &MO : MI.operands()) {
    if (!MO.isReg() || !MO.getReg().isVirtual())
      continue;
    if (MO.readsReg())
      Reads.push_back(MO.getReg());
    if (MO.isDef())
      Defs.push_back(MO.getReg());
  }
}

/// Whether MBB ends in an indirect branch (a jump table's, a computed goto):
/// a source of a dispatch group (DispatchGroups.cpp) when others branch to
/// the same blocks.
inline bool endsInIndirectBranch(const llvm::MachineBasicBlock &MBB) {
  return !MBB.empty() && MBB.back().isIndirectBranch();
}

/// Counters of one function's allocation, printed by -mts-print-stats and
/// reported as the SpillReloadCopies remark.
struct AllocationStats {
  unsigned Stores = 0, Loads = 0, Copies = 0, Remats = 0;
  unsigned CopiesCoalesced = 0, EdgeShuffles = 0, SplitEdges = 0;
  unsigned CopiesForwarded = 0;
  /// Stores erased at the end because no instruction reads their slot
  /// (eraseStoresNeverRead); Stores no longer counts them.
  unsigned StoresErased = 0;
  /// Recomputable definitions given a register of their own before the
  /// walk (RecomputableSplitting.cpp).
  unsigned ValuesSplit = 0;
  /// Slot accesses folded into instructions: reads, and writes (an update
  /// in place is both).
  unsigned FoldedLoads = 0, FoldedStores = 0;
  double StoreCost = 0, LoadCost = 0, CopyCost = 0;
  double FoldedLoadCost = 0, FoldedStoreCost = 0;
};

/// Something per value of one instruction (the register it is read from, the
/// operand that reads it first): a handful of entries, searched in order,
/// where hashing would cost more than it saves.
template <typename T> class OperandValueMap {
public:
  /// V's entry, or T() when it has none.
  T lookup(Register V) const {
    const Entry *E = find(V);
    return E ? E->second : T();
  }
  bool contains(Register V) const { return find(V); }
  /// Give V the entry Item unless it has one already.
  void insert(Register V, T Item) {
    if (!contains(V))
      Entries.push_back({V, Item});
  }
  /// Give V the entry Item, replacing the one it has.
  void replace(Register V, T Item) {
    for (Entry &E : Entries)
      if (E.first == V)
        E.second = Item;
  }
  void erase(Register V) {
    llvm::erase_if(Entries, [&](const Entry &E) { return E.first == V; });
  }
  void clear() { Entries.clear(); }

private:
  using Entry = std::pair<Register, T>;
  /// A plain loop, which inlines (std::find_if is a call).
  const Entry *find(Register V) const {
    for (const Entry &E : Entries)
      if (E.first == V)
        return &E;
    return nullptr;
  }

  llvm::SmallVector<Entry, 4> Entries;
};

/// Per-block facts from the first pass, for the instructions the walk visits.
struct BlockFacts {
  /// Non-debug instructions in order; their index is the position used by
  /// NextUse.
  llvm::SmallVector<llvm::MachineInstr *, 32> Instrs;
  BlockNextUse NextUse;
  /// Register units of physical registers live on entry (argument
  /// registers, for instance): no value may take them until they die.
  llvm::SmallVector<unsigned, 4> FixedAtEntry;
  /// Definitions of physical registers a value could be in, in order:
  /// instruction Idx defines Dst. A copy of a value (a call argument, a
  /// return value) names it as Src, which lives in the block from
  /// instruction LiveFrom on (0 when it is live into the block); any other
  /// definition (a division's $eax and $edx) has no Src.
  struct PhysDef {
    unsigned Idx;
    llvm::MCRegister Dst;
    Register Src;
    unsigned LiveFrom;
  };
  llvm::SmallVector<PhysDef, 4> PhysDefs;
  /// Per instruction: physical registers it defines that stay live after
  /// it, and register units of its physical operands that are dead after it
  /// (fixedAfter, releasedAfter). Few instructions have any, so each kind
  /// is one list filled by the backward scan, located by FixFrom
  /// (ReleaseFrom) as itemsOfInstruction reads them.
  llvm::SmallVector<llvm::MCRegister, 0> FixAfter;
  llvm::SmallVector<unsigned, 0> ReleaseAfter;
  llvm::SmallVector<unsigned, 0> FixFrom, ReleaseFrom;
  llvm::ArrayRef<llvm::MCRegister> fixedAfter(unsigned I) const {
    return itemsOfInstruction<llvm::MCRegister>(FixAfter, FixFrom, I);
  }
  llvm::ArrayRef<unsigned> releasedAfter(unsigned I) const {
    return itemsOfInstruction<unsigned>(ReleaseAfter, ReleaseFrom, I);
  }
  /// Positions of the calls, increasing.
  llvm::SmallVector<unsigned, 4> Calls;
  /// Per instruction, whether it may clobber a register a value could be in
  /// (a register mask, a physical def) or has an early-clobber def: only
  /// those need allocateInstruction's look at their other operands. (A
  /// byte each: BitVector's push_back costs more than the bits save.)
  llvm::SmallVector<bool, 32> Clobbering;
  /// Per instruction, whether it names no value and no register a value
  /// could be in (x86's call frame setup, a branch): the model passes it
  /// unchanged.
  llvm::SmallVector<bool, 32> Inert;
  /// The values live out of the block, sorted by number.
  llvm::SmallVector<Register, 16> LiveOut;

  /// Forget the block, keeping the memory for the next one.
  void clear();
};

/// The models at one boundary (entry or exit) of the walked blocks, by
/// block number. Each is kept once, at its exact size, in an arena: these
/// models are most of the memory an allocation keeps, and first touching
/// memory costs more than allocating a small function does.
class BlockModels {
public:
  explicit BlockModels(llvm::BumpPtrAllocator &Arena) : Arena(Arena) {}
  /// Blocks are numbered below NumBlocks.
  void reset(unsigned NumBlocks) { Models.assign(NumBlocks, std::nullopt); }
  /// Give MBB a copy of Model; or, when it equals \p Same (a model kept in
  /// the same arena), Same itself: most blocks start from their
  /// predecessor's exit model, and many end as they started.
  void set(const llvm::MachineBasicBlock &MBB, llvm::ArrayRef<Binding> Model,
           llvm::ArrayRef<Binding> Same = {}) {
    if (!Same.empty() && Model == Same) {
      Models[MBB.getNumber()] = Same;
      return;
    }
    Binding *Copy = Arena.Allocate<Binding>(Model.size());
    llvm::copy(Model, Copy);
    Models[MBB.getNumber()] = llvm::ArrayRef(Copy, Model.size());
  }
  /// Take V's slot as holding V in MBB's model, when the model has V in a
  /// register with a stale slot. The model is copied first: others may
  /// share it.
  void markInSlot(const llvm::MachineBasicBlock &MBB, Register V);
  /// Take V out of its register in MBB's model, into its slot alone; copied
  /// first, as markInSlot does.
  void moveToSlot(const llvm::MachineBasicBlock &MBB, Register V) {
    rebind(MBB, Binding{V, llvm::MCRegister(), true});
  }
  /// Give Where.Value, held in a register in MBB's model, the binding Where;
  /// copied first, as markInSlot does.
  void rebind(const llvm::MachineBasicBlock &MBB, const Binding &Where);
  /// MBB's model; none when MBB has not been walked yet, or was made by
  /// splitting an edge after the walk.
  std::optional<llvm::ArrayRef<Binding>>
  lookup(const llvm::MachineBasicBlock &MBB) const {
    unsigned B = MBB.getNumber();
    return B < Models.size() ? Models[B] : std::nullopt;
  }
  /// The model of a walked block.
  llvm::ArrayRef<Binding> operator[](const llvm::MachineBasicBlock &MBB) const {
    assert(lookup(MBB) && "block not walked");
    return lookup(MBB).value_or(llvm::ArrayRef<Binding>());
  }

private:
  /// MBB's binding of V, in a copy of its model made for the change.
  Binding *copyForChange(const llvm::MachineBasicBlock &MBB, Register V);

  llvm::BumpPtrAllocator &Arena;
  std::vector<std::optional<llvm::ArrayRef<Binding>>> Models;
};

/// What the allocator derives from the target rather than the function:
/// the register units of each register, the allocation orders and what
/// follows from them. The pass keeps them from one function to the next, as
/// greedy keeps its RegisterClassInfo; rebuilt per function, they cost more
/// than allocating a small function does.
class TargetTables {
public:
  /// Ready the tables for MF: the units are rebuilt when its register info
  /// differs from the last function's; the orders, and the tables below
  /// that follow them, are those of the last few sets of reserved and
  /// callee-saved registers, made anew for a set not among them.
  void update(llvm::MachineFunction &MF);

  const RegisterUnits &units() const { return *Units; }
  llvm::RegisterClassInfo &regClassInfo() { return Set->RegClassInfo; }

  /// The units of RC's allocation order.
  const llvm::BitVector &unitsOf(const llvm::TargetRegisterClass *RC);
  bool isCalleeSaved(llvm::MCPhysReg R) const {
    return CalleeSavedRegs.test(R);
  }
  /// How many registers of RC's allocation order are callee-saved.
  unsigned numCalleeSaved(const llvm::TargetRegisterClass *RC);
  /// Whether R shares a register unit with a register of an allocatable
  /// class that the function does not reserve: no value can sit in any
  /// other ($rip, $eflags, $rsp).
  bool mayHoldValue(llvm::MCRegister R) const { return MayHoldValue.test(R); }
  /// Whether R is one of x86's x87 registers, which the stackifier turns
  /// into a stack after allocation.
  bool isX87Register(llvm::MCRegister R) const { return X87Registers.test(R); }
  bool isX87Class(const llvm::TargetRegisterClass *RC) const {
    return RC->getNumRegs() && isX87Register(RC->getRegister(0));
  }
  /// RC's allocation order with the callee-saved registers first.
  llvm::ArrayRef<llvm::MCPhysReg>
  calleeSavedFirstOrder(const llvm::TargetRegisterClass *RC);
  /// RC's allocation order with the registers that fewer register classes
  /// contain first (callee-saved ones before all others when CrossesCall).
  llvm::ArrayRef<llvm::MCPhysReg>
  displacementOrder(const llvm::TargetRegisterClass *RC, bool CrossesCall);
  /// The register units a register mask clobbers.
  const llvm::BitVector &clobberedBy(const uint32_t *Mask);

private:
  /// The tables of one set of reserved and callee-saved registers (with
  /// the target's mask of callee-saved registers it orders as any other).
  /// A module's functions take turns between a few such sets: AArch64's
  /// with and without a frame pointer made every other function rebuild
  /// them, 3% of the pass's instructions over the bench programs' AArch64
  /// IR linked into one module.
  struct RegisterSetTables {
    /// What RegClassInfo's orders were computed for (it recomputes them
    /// when any of these changes).
    llvm::BitVector Reserved, CSRAllocationOrderMask;
    llvm::SmallVector<llvm::MCPhysReg, 32> CalleeSaved;
    llvm::RegisterClassInfo RegClassInfo;
    /// By register number.
    llvm::BitVector CalleeSavedRegs, MayHoldValue;
    /// Out of line: a reference to one stays valid while others are added.
    llvm::DenseMap<const llvm::TargetRegisterClass *,
                   std::unique_ptr<llvm::BitVector>>
        ClassUnits;
    llvm::DenseMap<const llvm::TargetRegisterClass *,
                   llvm::SmallVector<llvm::MCPhysReg, 0>>
        CalleeSavedFirstOrder;
    llvm::DenseMap<const llvm::TargetRegisterClass *, unsigned> NumCalleeSaved;
    llvm::DenseMap<const llvm::TargetRegisterClass *,
                   llvm::SmallVector<llvm::MCPhysReg, 0>>
        DisplacementOrder[2];
  };
  /// Fill a new set's CalleeSavedRegs and MayHoldValue.
  void findCalleeSavedRegisters(RegisterSetTables &S) const;
  void findValueRegisters(RegisterSetTables &S) const;

  const llvm::TargetRegisterInfo *TRI = nullptr;
  std::optional<RegisterUnits> Units;
  /// By register number, the registers of x86's x87 classes (RFP32, RFP64,
  /// RFP80): none on other targets.
  llvm::BitVector X87Registers;
  /// The sets kept, at most SetsKept, the one last used first; Set is the
  /// current function's.
  static constexpr unsigned SetsKept = 4;
  llvm::SmallVector<std::unique_ptr<RegisterSetTables>, SetsKept> Sets;
  RegisterSetTables *Set = nullptr;
  /// Set's, copied out of it: asked of nearly every operand, they cost the
  /// pass 0.2% more instructions read through Set.
  llvm::BitVector CalleeSavedRegs, MayHoldValue;
  /// Per physical register, how many register classes contain it; empty
  /// until displacementOrder first needs it.
  std::vector<unsigned> ClassesContaining;
  /// Per register mask seen: its address, its words (a function's own mask
  /// may reuse the address of an earlier function's) and the units it
  /// clobbers (empty until worked out). A target has a few masks, so a
  /// short list searched in order.
  struct MaskClobber {
    const uint32_t *Mask;
    llvm::SmallVector<uint32_t, 0> Words;
    llvm::BitVector Units;
  };
  llvm::SmallVector<MaskClobber, 2> MaskClobbers;
};

/// When an instruction of the walked block last read and last wrote a
/// register unit, counted in noted instructions (MTSAllocator::LastAccess).
struct UnitAccess {
  unsigned Read = 0, Write = 0;
};

/// Tables of the walk that every function fills afresh, kept by the pass
/// from one function to the next as it keeps TargetTables: allocated and
/// first touched anew for each function, they cost a small function a
/// sixth of its allocation.
struct ReusedTables {
  /// What MTSAllocator::CurFacts points to while a block is walked.
  BlockFacts WalkFacts;
  /// MTSAllocator::LastAccess, by register unit.
  std::vector<UnitAccess> LastAccess;
  /// MTSAllocator::ValueMarks, by virtual register index.
  std::vector<unsigned> ValueMarks;
};

class MTSAllocator : public EditSink {
public:
  /// The dominator tree, loop info and block frequencies are kept up to
  /// date when an edge is split; LiveIntervals keeps valid slot indexes (see
  /// RegAllocMTS.cpp).
  /// LSS, when given, receives the live range of every spill slot, so that
  /// StackSlotColoring can share slots.
  /// Tables must have been updated for MF.
  MTSAllocator(llvm::MachineFunction &MF, TargetTables &Tables,
               ReusedTables &Reused, llvm::LiveIntervals &LIS,
               llvm::MachineDominatorTree &MDT, llvm::MachineLoopInfo &MLI,
               llvm::MachineBlockFrequencyInfo &MBFI,
               const llvm::MachineBranchProbabilityInfo &MBPI,
               llvm::LiveStacks *LSS);
  /// The same, with the analyses P declared through getAnalysisUsage.
  MTSAllocator(llvm::MachineFunction &MF, TargetTables &Tables,
               ReusedTables &Reused, llvm::Pass &P);
  ~MTSAllocator() override;

  /// The analyses a pass running the allocator requires, and those the
  /// allocator keeps valid.
  static void getAnalysisUsage(llvm::AnalysisUsage &AU);

  /// Allocate the whole function. On a construct it cannot handle, it
  /// reports an error naming the function and instruction (compilation then
  /// fails) and leaves the function marked as failed.
  void run();

  /// Keep the copies that allocation turns into identities (`$rax = COPY
  /// $rax`) until eraseIdentityCopies, so that Checker sees every original
  /// instruction; tell it of any other original instruction erased.
  void setChecker(AllocationChecker *C) { Checker = C; }
  void eraseIdentityCopies();
  bool failed() const { return Failed; }

  const AllocationStats &getStats() const { return Stats; }

private:
  // --- CopyForwarding.cpp: before the walk ------------------------------
  /// Renames, in a loop exit whose one predecessor ends in `Dst = COPY
  /// Src`, Src to Dst, so that Src dies at the copy, when the loop needs
  /// every register; LIS is kept up to date.
  void forwardCopiesIntoLoopExits();
  /// Values live into L's header that L reads or writes, of classes that
  /// share registers with RC.
  unsigned valuesLoopKeepsBusy(const llvm::MachineLoop &L,
                               const llvm::TargetRegisterClass *RC);

  // --- RegAllocMTS.cpp: analysis and the walk ---------------------------
  void analyzeValues();
  /// The virtual registers live into MBB, sorted; none for a block made by
  /// splitting an edge.
  llvm::ArrayRef<Register> liveInsOf(const llvm::MachineBasicBlock &MBB) const;
  void computeDistancesAcrossBlocks();
  void noteIfRematerializable(llvm::MachineInstr &Def);
  /// Note in CopiedToPhysical where a copy into a physical register wants
  /// its source.
  void noteCopyToPhysical(const llvm::MachineInstr &Copy);
  /// The values live out of MBB (its successors' live-ins), sorted.
  void liveOutOf(const llvm::MachineBasicBlock &MBB,
                 llvm::SmallVectorImpl<Register> &Values) const;
  /// Fill Facts (cleared first) for MBB.
  void analyzeBlock(llvm::MachineBasicBlock &MBB, BlockFacts &Facts);
  /// Push the live-out distance of values MBB's successors take in memory
  /// as far as it goes.
  void farIfSuccessorsTakeInMemory(
      const llvm::MachineBasicBlock &MBB,
      llvm::SmallVectorImpl<std::pair<Register, unsigned>> &LiveOut);
  /// In a source of a dispatch group with a model, a value the model holds in
  /// a register is read at the block's end, to eviction: it is loaded back
  /// there before the branch (DispatchGroups.cpp).
  void nearIfDispatchTakesInRegister(
      const llvm::MachineBasicBlock &MBB,
      llvm::SmallVectorImpl<std::pair<Register, unsigned>> &LiveOut);
  /// The blocks in the order the walk takes them.
  llvm::SmallVector<llvm::MachineBasicBlock *, 16> walkOrder() const;
  bool allocateBlock(llvm::MachineBasicBlock &MBB);
  void traceBefore(const llvm::MachineInstr &MI, unsigned Idx) const;
  /// -mts-trace: each binding that entry rule \p Rule changed, from
  /// \p Before to \p After.
  void traceEntryRule(llvm::StringRef Rule, llvm::ArrayRef<Binding> Before,
                      llvm::ArrayRef<Binding> After) const;
  /// Report the first failure as an error; always returns false.
  bool fail(const llvm::Twine &Why, const llvm::MachineInstr *MI);
  /// After a failure: give every remaining virtual register operand some
  /// register so later passes see well-formed code, as LLVM's allocators do.
  void abandon();
  void forgetLiveRanges();
  /// Free what only the walk reads (next-use distances, loop facts and
  /// pressure, the block facts), so that the shuffles reuse its memory.
  void forgetWalkTables();
  /// Erase the stores to spill slots that no instruction reads.
  void eraseStoresNeverRead();
  /// Erase a store the walk emitted, and take it out of the statistics.
  void eraseStore(llvm::MachineInstr &Store);
  /// In the blocks unread definitions were erased from, erase the loads of
  /// a slot into the register a store to it in the block read, when that
  /// register still holds the value.
  void eraseReloadsOfHeldValues();
  /// MBB's frequency relative to the entry's, as the walk charged its edits.
  double frequencyOf(const llvm::MachineBasicBlock &MBB) const;
  void describeSpillSlots();
  /// True when, in the current block, Def wrote R last and nothing read R
  /// since.
  bool holdsUnreadDef(llvm::MCRegister R, const llvm::MachineInstr *Def);
  /// Whether the walk is past CurMBB's asm goto, where V was in R: its
  /// labels take V there (exitModelFor).
  bool takenAtAsmGoto(Register V, llvm::MCRegister R) const;
  void eraseUnreadRematDefs();
  /// Take MI, a recomputed value's definition, out of its block for good
  /// (DetachDefinition), keeping it for the recomputations.
  void detachDefinition(llvm::MachineInstr &MI);

  // --- A definition put off until its value is needed --------------------
  /// Whether MI, which defines V and finds no register for it, can move
  /// down its block unchanged but for its register: it writes V only,
  /// whole, reads no value, and the target could recompute it anywhere.
  bool canDelayDefinition(const llvm::MachineInstr &MI, Register V) const;
  /// V's definition when it is put off in the walked block, else null.
  llvm::MachineInstr *delayedDefinition(Register V) const;
  /// Take MI out of its block until placeDelayedDefinition puts it back
  /// (DelayDefinition).
  void delayDefinition(llvm::MachineInstr &MI);
  /// Put V's delayed definition back at the insertion point, writing a
  /// register Req allows; invalid when none is left.
  MCRegister placeDelayedDefinition(Register V, const RegRequest &Req);
  /// At the block's end (before its first terminator, if any): place the
  /// delayed definitions left, of values live out.
  bool placeDelayedDefinitionsAtExit();
  /// Before MBB's AsmGoto: place the delayed definitions of values live
  /// into its labels, which a jump from the asm reaches without passing
  /// the block's end.
  bool placeDelayedDefinitionsForAsmGoto(const llvm::MachineBasicBlock &MBB,
                                         const llvm::MachineInstr &AsmGoto);
  /// Place V's delayed definition at the insertion point, in any register
  /// of its class; failing, report that none is left for it (Where says
  /// where).
  bool placeDelayedDefinitionNow(Register V, const llvm::Twine &Where);

  // --- LandingPads.cpp: values an exception carries -------------------
  /// The instruction an exception leaves MBB, which has a landing pad for a
  /// successor, from: its last call, else its first terminator; null when
  /// the edge leaves from the block's end.
  static llvm::MachineInstr *exceptionPoint(llvm::MachineBasicBlock &MBB);
  /// Whether an exception may leave MBB: a successor is a landing pad.
  static bool hasLandingPad(const llvm::MachineBasicBlock &MBB) {
    return llvm::any_of(MBB.successors(), [](const llvm::MachineBasicBlock *S) {
      return S->isEHPad();
    });
  }
  /// At the exception point of MBB (or its end), before it: place the
  /// delayed definitions of values its landing pads take, and save those
  /// a pad walked already takes in memory.
  bool prepareForException(const llvm::MachineBasicBlock &MBB);
  /// Right after the exception point of MBB: keep the model (ThrowModels).
  void noteThrowModel(const llvm::MachineBasicBlock &MBB);
  /// The model in which Pred hands its values to Succ: right after Pred's
  /// asm goto when Succ is one of the asm's labels (AsmGoto.h), else at
  /// Pred's end.
  llvm::ArrayRef<Binding> exitModelFor(const llvm::MachineBasicBlock &Pred,
                                       const llvm::MachineBasicBlock &Succ);
  /// The shuffle of an edge from Pred's asm goto to a label: only stores
  /// can run on it, right before the asm, and only of values the asm
  /// leaves in their registers; else a compile error.
  bool storeBeforeAsmGoto(llvm::MachineBasicBlock &Pred,
                          llvm::MachineBasicBlock &Label,
                          llvm::MutableArrayRef<Edit> Edits);
  /// The entry model of landing pad Pad, whose values are Live: a value in
  /// the same register at every call that reaches it stays there; any
  /// other comes in its slot, stored before each call where the slot may
  /// be stale.
  bool landingPadEntry(llvm::MachineBasicBlock &Pad,
                       llvm::ArrayRef<Register> Live,
                       llvm::SmallVectorImpl<Binding> &Entry);
  /// A walked block a landing pad is reached from: the instruction the
  /// exception leaves from (exceptionPoint), and the model right after it.
  struct ThrowSite {
    llvm::MachineBasicBlock *Block;
    llvm::MachineInstr *Point;
    llvm::ArrayRef<Binding> Model;
  };
  /// Store V before each throw site of AtCalls (in walk order) that leaves
  /// V's slot stale: Found holds V's binding at each.
  void storeWhereSlotIsStale(Register V, llvm::ArrayRef<ThrowSite> AtCalls,
                             llvm::ArrayRef<const Binding *> Found);
  /// Store V from R right before Site's exception point.
  void storeBeforeException(const ThrowSite &Site, Register V,
                            llvm::MCRegister R);

  // --- AnchoredRecomputation.cpp: recompute a value from one it reads ---
  /// Note Def, which reads one value and has an opcode the target marks
  /// rematerializable, in AnchoredDefinitions if its value can be
  /// recomputed from the value it reads (an address from the GOT pointer).
  void noteIfRecomputableFromAnchor(llvm::MachineInstr &Def);
  /// The register holding the anchor V can be recomputed from, at the
  /// point the walk is at; none when V cannot be recomputed there.
  llvm::MCRegister anchorRegister(Register V) const;
  /// Recompute V into To right before InsertPoint, if anchorRegister allows;
  /// the new instruction, or null.
  llvm::MachineInstr *recomputeFromAnchor(Register V, llvm::MCRegister To);
  /// For each of an edge shuffle's edits, the register its load can
  /// recompute the value from: where the value's anchor is at that point
  /// of the shuffle, if surely in a register; none for the other edits.
  /// Kept lists the exit model's registers the shuffle leaves in place for
  /// Succ. An earlier edit's read of such a register is then no kill.
  llvm::SmallVector<llvm::MCRegister, 8>
  anchorsAtEdgeLoads(llvm::MutableArrayRef<Edit> Edits,
                     llvm::ArrayRef<Binding> Exit,
                     llvm::ArrayRef<MCRegister> Kept) const;
  /// After eraseStoresNeverRead: erase the definitions whose values nothing
  /// reads, now that their stores went.
  void eraseUnreadAnchoredDefinitions();
  /// Def is replaced (folded): no longer a definition to erase.
  void forgetAnchoredDefinition(const llvm::MachineInstr &Def);
  /// Delete the templates.
  void forgetAnchoredDefinitions();

  // --- Folding.cpp: an instruction reads its operand from the slot ------
  /// Replace MI by the target's form of it that reads (or updates) a value
  /// only its slot holds in the slot, when a register is not worth it;
  /// returns the new instruction, and sets FoldedValue, or returns null.
  llvm::MachineInstr *foldSlotOperand(llvm::MachineInstr &MI, unsigned Idx);
  /// The same for one value V that MI reads and only its slot holds.
  llvm::MachineInstr *foldSlotRead(llvm::MachineInstr &MI, unsigned Idx,
                                   Register V);
  /// MI, which reads no value, writes V straight into its slot when V would
  /// only be stored there before a call it meets first (a constant: `movl
  /// $49, 12(%rsp)`); returns the new instruction, or null.
  llvm::MachineInstr *foldSlotWrite(llvm::MachineInstr &MI, unsigned Idx);
  /// A copy of or into a value for which no register is left (all hold
  /// physical registers' values: arguments under -stress-regalloc) becomes
  /// a store of the source's register into the value's slot, or a load of
  /// the value from there; null if it cannot.
  llvm::MachineInstr *foldCopyWithoutRegister(llvm::MachineInstr &MI,
                                              unsigned Idx);
  /// The same for a copy of a recomputed value (which has no slot) into a
  /// physical register: the value is recomputed there, before the copy,
  /// which becomes an identity (a constant passed in $xmm3 under
  /// -stress-regalloc=3, pr44575.c); null if it cannot.
  llvm::MachineInstr *recomputeIntoCopyDestination(llvm::MachineInstr &MI);
  llvm::SmallVector<Register, 8>
  registersNamedBy(const llvm::MachineInstr &MI) const;
  /// Put Folded, which reads V in its slot (or writes it there, if
  /// Written) through MI's operand OpIdx, in MI's place, instruction Idx of
  /// the block, for the walk and the debug values.
  void replaceByFolded(llvm::MachineInstr &MI, llvm::MachineInstr &Folded,
                       Register V, unsigned Idx, unsigned OpIdx, bool Written);
  /// The operands the target folds for V: its reads, or for an update in
  /// place the def alone. False when MI names V otherwise (a part, an
  /// implicit operand, two defs).
  bool foldingOperands(const llvm::MachineInstr &MI, Register V,
                       llvm::SmallVectorImpl<unsigned> &Ops) const;
  /// Whether instruction Idx, which reads Reads, should take V from its
  /// slot (and, if Updated, write it back there).
  bool isWorthFolding(Register V, bool Updated, unsigned Idx,
                      llvm::ArrayRef<Register> Reads);
  /// Whether a callee-saved register V may take is free, with no unit in
  /// Taken: the only kind a call before V's next read would leave V in.
  bool hasFreeCalleeSavedRegister(Register V,
                                  const llvm::BitVector &Taken) const;

  // --- InstructionTransformer.cpp: the compound transformers ------------
  bool allocateInstruction(llvm::MachineInstr &MI, unsigned Idx);
  /// What the phases of allocateInstruction share about the instruction at
  /// hand, besides the scratch sets and lists they fill (ScratchUnits,
  /// UsedUnits, DefExcludedUnits, EarlyClobbered, Operands).
  struct InstructionAtHand {
    llvm::MachineInstr &MI;
    unsigned Idx;
    /// The values it reads and writes in registers, each once.
    llvm::ArrayRef<Register> Reads, Writes;
    /// Whether it clobbers a register a value may be in (their units are
    /// in ScratchUnits), and whether it has an early-clobber def.
    bool ClobbersAny, HasEarlyClobber;
    /// For a copy between a physical register and a value: the register
    /// the value is read from, or defined in, for the copy to be an
    /// identity.
    llvm::MCRegister UseHint, DefHint;
    /// The block's next uses, which say where each value ends.
    const BlockNextUse &NU;
    /// The eviction policy and the register orders, for the primitive
    /// transformers (RegRequest says what each is for).
    EvictionRankFn Rank;
    llvm::function_ref<bool(Register)> Recomputable, CheapToDrop;
    llvm::function_ref<llvm::ArrayRef<llvm::MCPhysReg>(Register)> OrderOf;
    llvm::function_ref<bool(Register, llvm::MCRegister)> ExpectedAtJoin;

    /// Whether V outlives the instruction.
    bool survives(Register V) const {
      return !isListed(Writes, V) && !NU.endsAt(Idx, V);
    }
  };
  /// The phases, in order; those that return false have failed. Inlined
  /// into allocateInstruction: called apart, they cost the pass 3.5% more
  /// instructions.
  LLVM_ATTRIBUTE_ALWAYS_INLINE bool loadInputs(const InstructionAtHand &I);
  LLVM_ATTRIBUTE_ALWAYS_INLINE void
  moveOutOfClobberedRegisters(const InstructionAtHand &I);
  /// Before V loads for a copy into a physical register, moves the values
  /// there out of the way if the copy clobbers them anyway: V then loads
  /// straight into the copy's destination.
  void vacateCopyDestination(const InstructionAtHand &I, Register V);
  /// Moves V, which the instruction does not read, out of a register it
  /// clobbers: to another register, or to its slot. RankToTakeFrom says,
  /// at a call, above which rank V may take the register of a value needed
  /// later than V, which then goes to its slot.
  void moveOutOfTheWay(
      const InstructionAtHand &I, Register V, const llvm::BitVector &Avoid,
      llvm::function_ref<std::optional<unsigned>(Register)> RankToTakeFrom);
  LLVM_ATTRIBUTE_ALWAYS_INLINE void releaseEndings(const InstructionAtHand &I);
  LLVM_ATTRIBUTE_ALWAYS_INLINE bool defineOutputs(const InstructionAtHand &I);
  LLVM_ATTRIBUTE_ALWAYS_INLINE void rewriteOperands(const InstructionAtHand &I);
  LLVM_ATTRIBUTE_ALWAYS_INLINE bool
  updateModelAfter(const InstructionAtHand &I);
  /// The last resort of an input V that found no register: input W shifts
  /// to a register that leaves room for V, also over the registers of other
  /// inputs, which go to their slots; those loaded already join
  /// DisplacedInputs (the others load in their turn). AArch64's
  /// four-register tuple, filled a part at a time, under
  /// -stress-regalloc=5: with the tuple in $q0_q1_q2_q3 and an input in
  /// $d4, V has none of $d0-$d4, and every tuple of the order that would
  /// leave V one overlaps $d4. Only if V and each input sent away find a
  /// register among those the shift leaves.
  bool shiftOverInputs(const InstructionAtHand &I, Register V, Register W);
  /// Loads DisplacedInputs again, once V has its register; false, having
  /// failed, when one finds none.
  bool loadDisplacedInputs(const InstructionAtHand &I);
  /// Fails with Why, but for a copy only notes it (CopyNeedsSlot).
  bool noRegisterLeft(const llvm::MachineInstr &MI, const llvm::Twine &Why);
  bool coalesceCopy(llvm::MachineInstr &MI, unsigned Idx);
  /// The register of V's class whose SubReg part is Part (Part itself for
  /// no SubReg), where V must be for a copy between that part of V and Part
  /// to be an identity; invalid when the class has none.
  llvm::MCRegister registerHolding(llvm::MCRegister Part, Register V,
                                   unsigned SubReg) const;
  /// For `$r = COPY %v`, where %v must be for the copy to be an identity
  /// (registerHolding); invalid for any other copy.
  llvm::MCRegister
  physicalCopyDestination(const llvm::MachineInstr &Copy) const;
  llvm::MCRegister
  dyingSourceHint(const llvm::MachineInstr &Copy,
                  const OperandValueMap<llvm::MCRegister> &UseReg,
                  llvm::function_ref<bool(Register)> Survives);
  /// The physical register a value defined at the current instruction is
  /// copied to where it is next read in the block (a call argument, a
  /// return value), if any, and if the value does not cross a call; or,
  /// for a value that dies in a copy to one a join wants in a register,
  /// that register (copyDestinationAtJoin).
  llvm::MCRegister copyHint(Register V);
  /// That register, whether or not the value crosses a call.
  llvm::MCRegister copyTarget(Register V) const;
  /// For a value that lives out of the current block, the physical
  /// register a copy beyond the block wants it in (copiedToPhysical), if
  /// any.
  llvm::MCRegister copyHintBeyondBlock(Register V) const;
  /// V's entry of CopiedToPhysical, if it has one and it is callee-saved or
  /// V crosses no call.
  llvm::MCRegister copiedToPhysical(Register V) const;
  /// The position of V's first read at or after position From of the
  /// current block; NoRead when the block does not read it there.
  static constexpr unsigned NoRead = ~0u;
  unsigned nextReadInBlock(Register V, unsigned From) const;
  /// The position of the read at which V dies in the current block, after
  /// the current instruction; NoRead when there is none.
  unsigned endingReadInBlock(Register V) const;
  /// Where V must be for its read at ReaderIdx, a copy of V (or a part of
  /// it) at which V dies, to be an identity, when a join wants the copy's
  /// destination in a register; invalid otherwise.
  llvm::MCRegister copyDestinationAtJoin(Register V, unsigned ReaderIdx);
  /// Whether V may leave its register at the instruction at hand for a
  /// hint: its slot is current, the block reads it no more, and every
  /// successor it lives into is walked and holds it in memory, or lies
  /// outside the block's loop.
  bool isCheapToDrop(Register V) const;
  /// Before a value is defined that a join wants in register Home: when a
  /// value in Home lives on only to its copy, move it to where that copy's
  /// destination is wanted (copyDestinationAtJoin), and read it there.
  void vacateJoinHint(llvm::MCRegister Home,
                      llvm::function_ref<bool(Register)> Survives,
                      llvm::BitVector &DefExcluded, llvm::BitVector &Used);
  /// Whether V crosses a call, and meets one in the current block after the
  /// current instruction before it is next read there.
  bool meetsCallBeforeNextRead(Register V) const;
  /// For V, which meets a call before its next read: whether every other
  /// value that does so in a register the call clobbers is read after V.
  bool readFirstAfterNextCall(Register V, EvictionRankFn Rank);
  /// For V, live out of the current block, which calls nothing more, the
  /// share of the paths from there (a few blocks deep, weighed by branch
  /// probability) on which V meets a call before its next read.
  double callFirstBeyondBlock(Register V) const;
  /// The first call in the current block after V's next read there, when V
  /// is needed after that call too, else ~0u: sent to memory now, V would
  /// be loaded for that read and again after the call.
  unsigned callBetweenNextReads(Register V) const;
  /// The position of the first call after the current instruction in its
  /// block; ~0u when there is none.
  unsigned nextCall() const;
  void rewriteDebugInstr(llvm::MachineInstr &MI);
  /// Whether MI clobbers a unit of R (a physical def or a register mask).
  bool clobbersRegister(const llvm::MachineInstr &MI, llvm::MCRegister R);

  // --- Joins.cpp: block entry models and join hints ---------------------
  bool setEntryModel(llvm::MachineBasicBlock &MBB);
  /// Whether the edge from Pred to Succ cannot be split although Pred has
  /// other successors: an edge into an asm goto's label, or any edge of a
  /// branch LLVM cannot redirect (a computed goto; Thumb-1's jump tables,
  /// which the target's analyzeBranch does not know): its code can only go
  /// at the end of Pred, on the way to every successor. Asked of every edge
  /// into every block; canSplitCriticalEdge's analysis of Pred's branch is
  /// asked once per block, as only an asm goto's label or a landing pad as
  /// Succ changes its answer.
  bool isUnsplittable(const llvm::MachineBasicBlock &Pred,
                      const llvm::MachineBasicBlock &Succ) const {
    // An exception's edge leaves from a call, before the end of the block:
    // not handled here.
    if (Pred.succ_size() < 2 || Succ.isEHPad())
      return false;
    if (Succ.isInlineAsmBrIndirectTarget())
      return true;
    unsigned N = Pred.getNumber();
    // Blocks made by splitting edges have one successor.
    if (N >= RedirectableBranches.size())
      return !Pred.canSplitCriticalEdge(&Succ, &MLI);
    int8_t &Known = RedirectableBranches[N];
    if (Known < 0)
      Known = Pred.canSplitCriticalEdge(&Succ, &MLI);
    return !Known;
  }
  /// Add the units of the registers a value could be in that MI
  /// overwrites (its physical defs and register masks) to Defined.
  void addValueUnitsDefinedBy(const llvm::MachineInstr &MI,
                              llvm::BitVector &Defined) const;
  /// Whether a terminator of a block with successors overwrites a register
  /// a value could be in: none does on most targets; MIPS's define $at.
  bool branchesDefineValueRegisters() const;
  void moveOffRegistersBranchesDefine(const llvm::MachineBasicBlock &MBB,
                                      llvm::MutableArrayRef<Binding> Entry,
                                      bool IntoMemory);
  /// Put each value of MBB's entry model where the edges carrying over half
  /// of the flow into MBB bring it (PlacementVote).
  void enterWhereMostEdgesBring(const llvm::MachineBasicBlock &MBB,
                                llvm::MutableArrayRef<Binding> Entry);
  /// Enter a value that lives across the calls after MBB in the
  /// callee-saved register an edge brings it in, rather than in a register
  /// the next call clobbers.
  void keepCalleeSavedRegistersForCalls(const llvm::MachineBasicBlock &MBB,
                                        llvm::MutableArrayRef<Binding> Entry);
  bool isCleanFromEveryPredecessor(const llvm::MachineBasicBlock &MBB,
                                   const llvm::MachineLoop *Header,
                                   Register V);
  /// The walked predecessor whose exit model MBB takes: Source, the most
  /// frequent one, or the one whose edge into MBB is hottest.
  llvm::MachineBasicBlock *modelSource(const llvm::MachineBasicBlock &MBB,
                                       llvm::MachineBasicBlock &Source,
                                       llvm::ArrayRef<Register> Live) const;
  /// Where a value the current block passes to a successor is expected
  /// there (of several successors that say, the one the block goes to most
  /// often); invalid when no walked block says.
  llvm::MCRegister joinHint(Register V);
  /// Take the exit model of MBB, just walked, into the summaries of its
  /// unwalked successors with many predecessors (AdoptedRegisters).
  void noteExitAtJoins(const llvm::MachineBasicBlock &MBB);
  /// The registers a join expects values in, which the current block should
  /// leave to those values: a loop-carried value between its last read and
  /// its next definition leaves its register free, and another value taking
  /// it there would send it elsewhere and the back edge would move it back.
  /// An unwalked successor counts with the registers a walked predecessor
  /// leaves its live-ins in, as joinHint has them.
  llvm::BitVector wantedAtJoins();
  bool isWantedBackAfterCopy(Register S, llvm::MCRegister R, Register D);
  llvm::BranchProbability
  probabilityOfReturning(const llvm::MachineBasicBlock &MBB, Register S,
                         llvm::MCRegister R, unsigned Depth);
  /// The registers V's requests should leave to other values, if any:
  /// WantedAtJoins, the targets of copies of values living alongside V
  /// into physical registers, the physical registers other instructions
  /// define while V lives, and in a loop that makes values of a narrow
  /// class, that class's registers when V can be elsewhere and lives while
  /// one is made (livesAcrossNarrowDef).
  const llvm::BitVector *wantedAvoidedBy(Register V);
  /// The same without the narrow classes' registers.
  const llvm::BitVector *wantedByOthers(Register V);
  /// Whether V lives on after the current block's next def of a value of
  /// class C, or, with none left in the block, out of the block.
  bool livesAcrossNarrowDef(Register V, unsigned C) const;
  /// Whether a register of V's order is free, outside \p Avoided and \p Also.
  bool isFreeOutside(Register V, const llvm::BitVector &Avoided,
                     llvm::MCRegister Also) const;
  void findDefsUnreadAtExit();

  // --- LoopHeaders.cpp: which values enter a loop in registers ----------
  void leaveCallClobberedValuesInMemory(const llvm::MachineLoop &L,
                                        llvm::MutableArrayRef<Binding> Entry);
  /// Register units of the values in registers at Entry and of the physical
  /// registers live into MBB.
  llvm::BitVector unitsTakenAtEntry(const llvm::MachineBasicBlock &MBB,
                                    llvm::ArrayRef<Binding> Entry) const;
  void moveOffClobberedRegisters(const llvm::MachineLoop &L,
                                 llvm::MutableArrayRef<Binding> Entry,
                                 bool DropRecomputed);
  bool isIdleIn(const llvm::MachineLoop &L, const Binding &E);
  llvm::BitVector unitsKeptAtEntry(const llvm::MachineLoop &L,
                                   llvm::ArrayRef<Binding> Entry);
  llvm::MCRegister
  takeRegisterFromIdleValues(const llvm::MachineLoop &L, Register V,
                             llvm::MutableArrayRef<Binding> Entry,
                             const llvm::BitVector &Kept);
  bool livesAcrossClobberOf(const llvm::MachineLoop &L, Register V,
                            llvm::MCRegister R, double MinFreq = 0);
  void giveCalleeSavedRegistersToBusiestValues(
      const llvm::MachineLoop &L, llvm::MutableArrayRef<Binding> Entry);
  void leaveUnreadValuesInMemory(const llvm::MachineLoop &L,
                                 llvm::MutableArrayRef<Binding> Entry);
  void loadReadValuesAtEntry(const llvm::MachineLoop &L,
                             llvm::MutableArrayRef<Binding> Entry);
  void saveReadOnlyValuesAtEntry(const llvm::MachineLoop &L,
                                 llvm::MutableArrayRef<Binding> Entry);
  void freeRegistersForNarrowClasses(const llvm::MachineLoop &L,
                                     llvm::MutableArrayRef<Binding> Entry);
  /// The values in registers at \p Entry that L's header leaves in memory.
  llvm::SmallVector<Binding *, 8>
  unreadValuesToLeaveInMemory(const llvm::MachineLoop &L,
                              llvm::MutableArrayRef<Binding> Entry);
  /// What each loop's rules ask of it, found by one scan of its blocks.
  struct LoopFacts {
    /// A value the loop reads or writes: whether it reads it, whether it
    /// writes it, and what keeping it in memory through the loop would
    /// cost: in each block, one load or store per access, but no more than
    /// one per stretch between calls, times the block's frequency.
    struct AccessedValue {
      Register Value;
      bool Read, Written;
      double MemoryCost;
    };
    /// One entry per value the loop accesses, sorted by value number. A loop
    /// names few of the function's values: bit vectors by virtual register
    /// index, one set per loop, cost more to touch first than the searches.
    llvm::SmallVector<AccessedValue, 0> Accessed;
    /// Register slots of its calls.
    llvm::SmallVector<llvm::SlotIndex, 4> Calls;
    /// Its instructions that clobber registers a value may take (calls,
    /// physical defs; x86's flag-only defs are left out), and every
    /// register unit its instructions clobber.
    llvm::SmallVector<const llvm::MachineInstr *, 4> Clobbers;
    llvm::BitVector ClobberedUnits;
    /// The physical registers a value could be in that its pressure
    /// counts (read other than by a call, or defined dead), each once.
    llvm::SmallVector<llvm::MCRegister, 2> PhysicalPressure;
    /// The header's frequency (at least 1), which memoryCost divides by.
    double HeaderFreq = 1;
    /// mayExceedRegisters' answer for the loop.
    bool MayExceedRegisters = false;
    /// The narrow classes (NarrowClasses) of the values it accesses.
    llvm::SmallVector<unsigned, 2> NarrowClassesAccessed;
    /// V's entry in Accessed; null when the loop does not access V.
    const AccessedValue *find(Register V) const;
    /// V's memory cost per iteration (relative to the header's frequency).
    double memoryCost(Register V) const;
  };
  const LoopFacts &factsOf(const llvm::MachineLoop &L);
  bool isUsedIn(const llvm::MachineLoop &L, Register V) {
    return factsOf(L).find(V);
  }
  bool isReadIn(const llvm::MachineLoop &L, Register V) {
    const LoopFacts::AccessedValue *A = factsOf(L).find(V);
    return A && A->Read;
  }
  bool isWrittenIn(const llvm::MachineLoop &L, Register V) {
    const LoopFacts::AccessedValue *A = factsOf(L).find(V);
    return A && A->Written;
  }
  bool livesAcrossCallIn(const llvm::MachineLoop &L, Register V);
  /// How often, per iteration of L, a call in L runs with V live across it.
  double callsCrossedPerIteration(const llvm::MachineLoop &L, Register V);
  bool isSavedByCallBeforeBackEdge(const llvm::MachineLoop &L, Register V);
  /// The entry bindings \p Pick accepts, ordered by next use from the loop
  /// header.
  llvm::SmallVector<Binding *, 8>
  byNextUse(const llvm::MachineLoop &L, llvm::MutableArrayRef<Binding> Entry,
            llvm::function_ref<bool(const Binding &)> Pick, bool FurthestFirst);

  // --- RegisterPressure.cpp: how many registers a loop needs ------------
  /// Per register class of the loop's values (an index into
  /// PressureClasses), how many registers more than the class has the loop
  /// needs.
  struct ClassPressure {
    unsigned Class;
    /// At its worst point, or across its calls in callee-saved registers,
    /// whichever is short of more.
    int Excess;
    /// At its worst point alone: what a value that crosses none of the
    /// loop's calls weighs on (x87 values, with no callee-saved register,
    /// are in excess across any call).
    int ExcessAtWorstPoint;
  };
  using LoopPressure = llvm::SmallVector<ClassPressure, 4>;
  llvm::ArrayRef<ClassPressure> excessPressure(const llvm::MachineLoop &L);
  /// False when L provably needs no more registers than it has (no class
  /// of excessPressure above zero), told without scanning its blocks.
  bool mayExceedRegisters(const llvm::MachineLoop &L);
  /// The same, worked out from L's facts (once, by factsOf).
  bool mayExceedRegisters(const llvm::MachineLoop &L,
                          const LoopFacts &Facts) const;
  /// The values live at L's worst point for class \p C of its
  /// excessPressure. Scanned on the first request, which must come before
  /// the walk reaches L's blocks (the scan reads their virtual registers).
  llvm::ArrayRef<Register> worstPointLive(const llvm::MachineLoop &L,
                                          unsigned C);
  /// What a backward scan of one block finds about register pressure, per
  /// pressure class (PressureClasses).
  /// Its tables, one entry per class each, lie in PressureTables: a few
  /// classes' worth per scanned block, where vectors of their own took
  /// four allocations' space (and headers) per block.
  struct BlockPressure {
    /// The classes of the values live out of the block or named in it, each
    /// once (in no order the callers rely on).
    llvm::ArrayRef<unsigned> classes() const {
      return llvm::ArrayRef(ClassList, NumNamed);
    }
    /// Per class: the most values live at once that take one of its
    /// registers, the scan's step that first reached that many, and the
    /// most live across a call.
    int *Max, *MaxAcrossCall;
    unsigned *MaxStep;
    unsigned *ClassList;
    unsigned NumNamed = 0;
    bool HasCall = false;
  };
  const BlockPressure &pressureOf(const llvm::MachineBasicBlock &MBB);
  /// MBB's entry in BlockPressures, made empty; null when it has one.
  BlockPressure *newBlockPressure(const llvm::MachineBasicBlock &MBB);
  class PressureScan;
  void scanPressure(const llvm::MachineBasicBlock &MBB, BlockPressure *Out,
                    unsigned StopAtStep);
  /// RC's index in PressureClasses: that of a class listed already with
  /// the same registers, or a new one.
  unsigned pressureClassPlace(const llvm::TargetRegisterClass *RC);
  /// Fill PressureCompeting, PressureFitsIn, PressureRegisters and
  /// ValueUnits from PressureClasses (which analyzeValues lists, and
  /// PressureClassOf with it, when the function has loops).
  void findPressureClasses();
  /// The classes a live physical register R takes a register from, as bits
  /// by class index: those whose registers overlap it.
  uint64_t classesOfPhysical(llvm::MCRegister R) const;
  /// The same, for the loop entered with \p Entry.
  LoopPressure excessPressureAt(const llvm::MachineLoop &L,
                                llvm::ArrayRef<Binding> Entry);
  /// Add \p Delta to the need of every class in \p Excess that \p V takes
  /// a register from.
  void chargePressure(LoopPressure &Excess, Register V, int Delta);
  /// Whether every register of pressure class C's order lies within D's
  /// (by their indexes): a value of C always takes one of D's registers.
  bool classFitsIn(unsigned C, unsigned D) const {
    return PressureFitsIn.test(C * PressureClasses.size() + D);
  }
  /// Whether a value of class D could be in a register that takes none of
  /// class C's (x86: a GR32 value outside GR32_NOREX, in $r8d to $r15d).
  bool hasRegistersOutside(unsigned D, unsigned C);
  /// TargetTables::unitsOf, kept per target.
  const llvm::BitVector &unitsOf(const llvm::TargetRegisterClass *RC) {
    return Tables.unitsOf(RC);
  }

  /// Whether V is in one of x86's x87 classes (RFP32, RFP64, RFP80), whose
  /// registers the stackifier turns into a stack after allocation.
  bool isX87Value(Register V) const;

  // --- DispatchGroups.cpp: one model for edges that cannot be split -----
  /// Blocks joined by indirect branches whose edges cannot be split, with
  /// more than one block branching (DispatchGroups.cpp).
  struct DispatchGroup {
    /// The opcodes of its first source's terminators, before allocation.
    llvm::SmallVector<unsigned, 1> Branches;
    unsigned Sources = 0;
    /// The most values a source's branches read, and those that every
    /// source's branches read, before allocation.
    unsigned MostBranchReads = 0;
    llvm::SmallVector<Register, 2> ReadByEveryBranch;
    /// Whether its targets may share a model: the sources end in the same
    /// branches, and the first walked leaves room at its branch for what
    /// the others' read.
    bool Shareable = true;
    /// The source whose exit model the targets take, once one is chosen.
    llvm::MachineBasicBlock *ModelSource = nullptr;
    /// The targets' model, once chosen: the model source's exit model, with
    /// its registers given to the values the loop accesses most
    /// (giveRegistersToBusiestValues), less those a source in the loop has
    /// no room for (leaveSourcePressureInMemory).
    llvm::SmallVector<Binding, 16> Model;
    /// The values written nowhere after the model source that the targets
    /// take saved, in order of number: those it has saved or in memory, and
    /// when it runs under a quarter as often as the targets, all (an
    /// interpreter's loop invariants, stored once before the loop).
    llvm::SmallVector<Register, 4> SavedInvariants;
  };
  /// A virtual register a source's branch reads, by operand.
  struct BranchRead {
    llvm::MachineInstr *Branch;
    unsigned OpNo;
    Register Value;
  };
  void findDispatchGroups();
  DispatchGroup *dispatchGroupOf(const llvm::MachineBasicBlock &MBB);
  /// MBB's dispatch group once its targets' shared model is chosen (which
  /// only a shareable group's is); else null.
  const DispatchGroup *groupWithModel(const llvm::MachineBasicBlock &MBB);
  /// Take as saved the loop invariants that MBB, a target of its group,
  /// enters in registers (DispatchGroup::SavedInvariants).
  void saveInvariantsBeforeDispatch(const llvm::MachineBasicBlock &MBB,
                                    llvm::MutableArrayRef<Binding> Entry);
  void findSavedInvariants(DispatchGroup &Group);
  void giveRegistersToBusiestValues(DispatchGroup &Group);
  /// Leave in memory as many of the values Model holds through Source, a
  /// source the targets lead back to, as Source lacks registers for;
  /// Accesses counts each model value's accesses in the loop, by frequency.
  void leaveSourcePressureInMemory(
      llvm::MutableArrayRef<Binding> Model,
      const llvm::MachineBasicBlock &Source, llvm::ArrayRef<double> Accesses,
      llvm::function_ref<bool(const Binding &)> Movable);
  /// Whether V's slot will hold V at the end of MBB, not walked yet, as it
  /// is a dispatch target or reached from those only, within Depth blocks
  /// and Budget predecessors.
  bool isSavedAtUnwalkedExit(const llvm::MachineBasicBlock &MBB, Register V,
                             unsigned Depth, unsigned &Budget);
  /// Whether V's slot holds V where MBB leaves it: by its exit model when
  /// walked, else as isSavedAtUnwalkedExit finds it.
  bool isSavedAtExit(const llvm::MachineBasicBlock &MBB, Register V,
                     unsigned Depth, unsigned &Budget);
  /// The block whose exit model MBB, a target of its group, takes; none
  /// when it takes its values in memory.
  llvm::MachineBasicBlock *
  dispatchModelSource(const llvm::MachineBasicBlock &MBB);
  /// Before the walk allocates \p Branch of MBB: remember what it reads.
  void noteDispatchBranchReads(const llvm::MachineBasicBlock &MBB,
                               llvm::MachineInstr &Branch);
  /// Bring Source's exit model, before its branch, to its targets' entry
  /// models; false on failure.
  bool conformToDispatchTargets(llvm::MachineBasicBlock &Source);
  /// Whether Group's targets take V in memory: its model has V there, or
  /// has it not, or V is an x87 value (setEntryModel). Group has a model.
  bool dispatchTakesInMemory(const DispatchGroup &Group, Register V) const;
  /// The dispatch source MBB's hot path leads to with nothing between (MBB
  /// itself, or its likely successor of which it is the only predecessor),
  /// when that source's group has its model; else null.
  const llvm::MachineBasicBlock *
  dispatchAhead(const llvm::MachineBasicBlock &MBB);
  /// Move to memory the values of Entry, MBB's entry model, that the
  /// dispatch ahead of MBB takes in memory unread.
  void leaveToDispatchInMemory(const llvm::MachineBasicBlock &MBB,
                               llvm::MutableArrayRef<Binding> Entry);
  static constexpr unsigned NoDispatchGroup = ~0u;
  /// By block number, the index of its group in DispatchGroups; empty when
  /// the function has no group.
  std::vector<unsigned> DispatchGroupOf;
  llvm::SmallVector<DispatchGroup, 1> DispatchGroups;
  llvm::DenseMap<unsigned, llvm::SmallVector<BranchRead, 2>>
      DispatchBranchReads;

  // --- EdgeShuffles.cpp: shuffle code on the edges, after the walk ------
  bool shuffleEdges();
  /// Whether the shuffle Edits of the edge from Pred to Succ, which write
  /// the register units Written, can go before Pred's conditional branch;
  /// ReadLater is set to the units the branch reads and those Pred's other
  /// successors take values in, but for the values there that the shuffle
  /// overwrites and leaves elsewhere: Displaced gets where it leaves them.
  bool canShuffleBeforeBranch(const llvm::MachineBasicBlock &Pred,
                              const llvm::MachineBasicBlock &Succ,
                              llvm::ArrayRef<Edit> Edits,
                              llvm::ArrayRef<Binding> Exit,
                              const llvm::BitVector &Written,
                              llvm::BitVector &ReadLater,
                              llvm::SmallVectorImpl<Binding> &Displaced);
  bool shuffleEdge(llvm::MachineBasicBlock &Pred,
                   llvm::MachineBasicBlock &Succ);
  void setBlockLiveIns();
  /// A reload that every successor of a block does, into the same register
  /// and before anything else there touches it, is done once at the end of
  /// the block instead.
  void hoistCommonReloads();
  /// Erase a copy kept for the checker before its time: its destination is
  /// overwritten before it is read.
  void eraseIdentityCopy(llvm::MachineInstr &MI);
  /// The last instruction of MBB before Before that reads or writes Reg,
  /// past debug instructions and the identity copies kept for -mts-verify.
  llvm::MachineInstr *lastAccessBefore(llvm::MachineBasicBlock &MBB,
                                       llvm::MachineBasicBlock::iterator Before,
                                       llvm::MCRegister Reg);
  /// Mark the last read of Reg before Before as a kill (or its last write
  /// as dead): a shuffle is about to reuse Reg.
  void killLastRead(llvm::MachineBasicBlock &MBB,
                    llvm::MachineBasicBlock::iterator Before,
                    llvm::MCRegister Reg);

  // --- Emitting code (EditSink) -----------------------------------------
  void emit(const Edit &E) override;
  void leftRegister(Register V, llvm::MCRegister R) override;
  /// After MI: a value copied into a callee-saved register (the GOT pointer
  /// into i686's $ebx for a call) takes that register once it is released
  /// with the value still in it.
  void followCalleeSavedCopy(llvm::MachineInstr &MI, unsigned Idx);
  /// The register and value of the last such copy in the walked block; no
  /// value once either was written, or the value moved there.
  struct {
    llvm::MCRegister Reg;
    Register Value;
  } CalleeSavedCopy;
  bool storedEarlier(Register V) override;
  bool canStoreEarlier(Register V) override {
    return loopToStoreBefore(V) != nullptr;
  }
  /// The outermost loop around the walked block that V enters in a
  /// register with a stale slot, that never writes V, and that is entered
  /// less often than the walked block runs; null when there is none.
  const llvm::MachineLoop *loopToStoreBefore(Register V);
  /// How often control enters L from outside, relative to the function's
  /// entry.
  double entryFrequency(const llvm::MachineLoop &L) const;
  /// How often control goes from Pred to Succ, relative to the function's
  /// entry.
  double edgeFrequency(const llvm::MachineBasicBlock &Pred,
                       const llvm::MachineBasicBlock &Succ) const;
  /// The same for the edge to Pred's successor at \p Succ: finding the
  /// successor in Pred's list costs a scan of it, and a jump table has
  /// thousands.
  double edgeFrequency(const llvm::MachineBasicBlock &Pred,
                       llvm::MachineBasicBlock::const_succ_iterator Succ) const;
  /// Add MI to the walked block's instructions, whose reads and writes
  /// lastRead and unreadWriter look up.
  void noteInstruction(llvm::MachineInstr &MI);
  /// Give an instruction the allocator inserted or moved its slot index.
  void indexInserted(llvm::MachineInstr &MI);
  /// Instructions indexed since the slot indexes were last packed, and how
  /// many make them packed again (run).
  unsigned IndexedSincePack = 0, PackIndexesAfter = ~0u;
  /// Index an instruction the allocator inserted, and note it.
  void noteInserted(llvm::MachineInstr &MI);
  int getStackSlot(Register V);
  /// Undo the getStackSlot that made V's slot, the last one made.
  void forgetStackSlot(Register V);
  /// Note that an instruction now reads Slot (a reload, a folded operand).
  void noteSlotRead(int Slot);
  /// V's definition when V is recomputed instead of reloaded, else null.
  llvm::MachineInstr *rematDef(Register V) const {
    assert(V.virtRegIndex() < RematDefOf.size() &&
           "a value made after the start");
    return RematDefOf[V.virtRegIndex()];
  }
  /// Whether V is recomputed by an instruction that reads no memory (a
  /// constant, an address): dropping it costs an instruction, not a load.
  bool isRecomputedWithoutLoad(Register V) const {
    const llvm::MachineInstr *Def = rematDef(V);
    return Def && !Def->mayLoad();
  }
  llvm::ArrayRef<llvm::MCPhysReg> orderOf(Register V) const;
  /// orderOf(V) with the registers that fewer register classes contain
  /// first: where a value moves when it makes way for another, so that it
  /// does not sit in a register a narrow class (x86's byte registers with
  /// $bh, the registers without a REX prefix) will want next.
  llvm::ArrayRef<llvm::MCPhysReg> displacementOrderOf(Register V);
  bool isCalleeSaved(llvm::MCPhysReg R) const {
    return Tables.isCalleeSaved(R);
  }
  unsigned nextUse(Register V) const;
  /// Which value to evict first (the largest), by -mts-evict's policy.
  unsigned evictionRank(Register V) const;
  /// The paper's rank of V whose next use is Distance away: the distance,
  /// stretched for a value recomputed without a load.
  unsigned rankByDistance(Register V, unsigned Distance) const;
  /// The same for a value the current instruction reads, as it will be once
  /// the instruction is done (with the paper's policy: from its next read).
  unsigned evictionRankAfterRead(Register V) const;
  /// Whether evictionRank is the paper's policy: distance to the next use.
  bool ranksByNextUse() const;
  /// Whether values the target can recompute are recomputed, not stored
  /// (-mts-remat).
  bool rematerializes() const;
  /// Whether -mts-trace prints the walk.
  bool traces() const;
  void printValue(llvm::raw_ostream &OS, Register V) const;
  /// V's slot in the paper's notation (`fv3`), or `remat`.
  void printSlot(llvm::raw_ostream &OS, Register V) const;
  void printModel(llvm::raw_ostream &OS) const;

  llvm::MachineFunction &MF;
  llvm::LiveIntervals &LIS;
  llvm::MachineDominatorTree &MDT;
  llvm::MachineLoopInfo &MLI;
  llvm::MachineBlockFrequencyInfo &MBFI;
  const llvm::MachineBranchProbabilityInfo &MBPI;
  llvm::LiveStacks *LSS;
  llvm::MachineRegisterInfo &MRI;
  llvm::MachineFrameInfo &MFI;
  const llvm::TargetRegisterInfo &TRI;
  const llvm::TargetInstrInfo &TII;
  TargetTables &Tables;
  llvm::RegisterClassInfo &RegClassInfo;

  const RegisterUnits &Units;
  Model M;
  PrimitiveTransformers Prim;

  /// Virtual registers live on entry to each block, sorted (from
  /// LiveIntervals): block number B's are LiveInList[LiveInBegin[B]] up to
  /// LiveInList[LiveInBegin[B + 1]], one flat list for the function.
  std::vector<Register> LiveInList;
  std::vector<unsigned> LiveInBegin;
  /// Next-use distances past each block's end, by block number (kept
  /// beside LiveInList, which it refers to).
  std::optional<GlobalNextUse> DistancesAcrossBlocks;
  /// By block number, the position of the block's first call, or ~0u.
  std::vector<unsigned> FirstCallOf;
  /// The first few definitions of physical registers a value could be in,
  /// of blocks not walked yet, before any call or branch: a value live
  /// into such a block avoids them where it is made (wantedAvoidedBy).
  /// Found when first asked for, by block number; Src as in
  /// BlockFacts::PhysDef.
  struct EarlyPhysDef {
    llvm::MCRegister Dst;
    Register Src;
  };
  static constexpr unsigned MaxEarlyPhysDefs = 4;
  llvm::SmallVector<EarlyPhysDef, 0> EarlyPhysDefs;
  /// By block number, where its early defs begin and end in EarlyPhysDefs
  /// (EarlyPhysDefsNotFound when not asked for yet).
  std::vector<std::pair<unsigned, unsigned>> EarlyPhysDefsOfBlock;
  static constexpr unsigned EarlyPhysDefsNotFound = ~0u;
  llvm::ArrayRef<EarlyPhysDef>
  earlyPhysDefsOf(const llvm::MachineBasicBlock &MBB);
  llvm::DenseMap<const llvm::MachineLoop *, llvm::SmallVector<ClassPressure, 0>>
      LoopExcessPressure;
  /// Per loop and class of LoopExcessPressure, the point where the loop
  /// needs most registers of that class: its block (none when no value of
  /// the class lives in the loop) and scanPressure's step there.
  struct WorstPoint {
    const llvm::MachineBasicBlock *Block = nullptr;
    unsigned Step = 0;
  };
  llvm::DenseMap<const llvm::MachineLoop *, llvm::SmallVector<WorstPoint, 0>>
      WorstPoints;
  /// The values live at each worst point asked for (worstPointLive), sorted
  /// by number, by block and step: nested loops often share their worst
  /// point.
  llvm::DenseMap<std::pair<const llvm::MachineBasicBlock *, unsigned>,
                 llvm::SmallVector<Register, 0>>
      WorstPointLive;
  /// The values live at each point of scanPressure's scan.
  llvm::SparseSet<unsigned> ScanLive;
  /// The register classes of the function's values, one of each set of
  /// registers (pressureClassPlace); per class, the classes it takes
  /// registers from (classFitsIn), as a list and as a row of a matrix; per
  /// virtual register index, its class's index (in two bytes, as LLVM
  /// numbers register classes).
  llvm::SmallVector<const llvm::TargetRegisterClass *, 8> PressureClasses;
  llvm::SmallVector<llvm::SmallVector<unsigned, 8>, 8> PressureCompeting;
  /// Per class, the units of its registers.
  llvm::SmallVector<const llvm::BitVector *, 8> PressureClassUnits;
  /// Per physical register, the classes whose registers it overlaps, as
  /// bits by class index (classesOfPhysical); UnknownClasses until asked.
  mutable std::vector<uint64_t> PhysicalClasses;
  static constexpr uint64_t UnknownClasses = ~uint64_t(0);
  llvm::BitVector PressureFitsIn;
  /// The classes whose registers lie within another class's, which has
  /// more, and may hold values of a class that could be elsewhere
  /// (freeRegistersForNarrowClasses).
  llvm::BitVector NarrowClasses;
  /// hasRegistersOutside's answers, as PressureFitsIn is laid out; -1 until
  /// asked.
  std::vector<int8_t> RoomOutside;
  std::vector<uint16_t> PressureClassOf;
  /// Per class, its registers (its allocation order's length) and those
  /// that keep values across a call (findPressureClasses).
  llvm::SmallVector<std::pair<unsigned, unsigned>, 8> PressureRegisters;
  /// The classes with callee-saved registers: only their values stay in
  /// registers across a call.
  llvm::BitVector KeptAcrossCalls;
  /// The units of the registers the function's values may take (those of
  /// their classes' orders).
  llvm::BitVector ValueUnits;
  /// Per block number, its pressure once scanned: before the walk reaches
  /// the block, as every loop's header comes before its body.
  std::vector<BlockPressure *> BlockPressures;
  /// Where BlockPressures and their tables are made, in small slabs: a
  /// loop's blocks need a few hundred bytes, and larger slabs took fresh
  /// memory that whole.
  llvm::BumpPtrAllocatorImpl<llvm::MallocAllocator, 1024, 1024> PressureTables;
  llvm::DenseMap<const llvm::MachineLoop *, std::unique_ptr<LoopFacts>>
      LoopFactsCache;
  /// The loop factsOf answered for last, and its facts.
  const llvm::MachineLoop *LastFactsLoop = nullptr;
  const LoopFacts *LastFacts = nullptr;
  /// Where factsOf gathers a loop's accessed values, and beside each its
  /// accesses in the current block, before copying the list at its final
  /// size: kept from loop to loop, they stop growing after the first few.
  llvm::SmallVector<LoopFacts::AccessedValue, 0> GatheredAccesses;
  llvm::SmallVector<unsigned, 0> GatheredBlockAccesses;
  /// A number per virtual register index, Unmarked between uses: where
  /// each value starts to live in the block analyzeBlock looks at, and each
  /// value's place in the list factsOf gathers. Neither calls the other and
  /// each resets what it wrote, so one table serves both: four bytes per
  /// value of the function, kept by the pass (ReusedTables).
  std::vector<unsigned> &ValueMarks;
  static constexpr unsigned Unmarked = ~0u;
  /// The model on entry to and exit from each block that has been walked,
  /// both in one arena.
  llvm::BumpPtrAllocator ModelArena;
  BlockModels EntryModels{ModelArena}, ExitModels{ModelArena};
  /// Of each walked block with a landing pad, the model right after the
  /// call an exception leaves it from (LandingPads.cpp).
  BlockModels ThrowModels{ModelArena};
  /// Of each walked block with an asm goto, the model right after the asm,
  /// where it jumps to its labels (exitModelFor).
  BlockModels AsmGotoModels{ModelArena};
  /// Blocks already walked, in walk order.
  llvm::SmallVector<llvm::MachineBasicBlock *, 16> Walked;
  /// By block number, where the block is in Walked; NotWalked if it is not.
  static constexpr unsigned NotWalked = ~0u;
  std::vector<unsigned> WalkIndex;
  /// By block number, whether LLVM can redirect the block's branches to
  /// split its edges (isUnsplittable); -1 until asked.
  mutable std::vector<int8_t> RedirectableBranches;
  /// The live-ins of blocks made by splitting an edge.
  llvm::DenseMap<const llvm::MachineBasicBlock *,
                 llvm::SmallVector<llvm::MCRegister, 0>>
      SplitBlockLiveIns;

  /// Values whose live range crosses a call: they prefer callee-saved
  /// registers.
  llvm::BitVector CrossesCall;
  /// Sets of register units built for every instruction, kept sized from
  /// one to the next: allocateInstruction's units of the registers a value
  /// may be in that the instruction clobbers, of the registers its inputs
  /// are in, and of those its defs must not take.
  llvm::BitVector ScratchUnits, UsedUnits, DefExcludedUnits;
  /// The current instruction's inputs that shiftOverInputs sent back to
  /// their slots after they had a register.
  llvm::SmallVector<Register, 2> DisplacedInputs;
  /// The value the current instruction reads from its slot
  /// (foldSlotOperand): allocateInstruction leaves it where it is.
  Register FoldedValue;
  /// Why allocateInstruction found no register for the value of a copy,
  /// or empty: allocateBlock then folds the copy through the value's slot
  /// (foldCopyWithoutRegister) and allocates it again.
  std::string CopyNeedsSlot;
  /// The register the copy's virtual source was read from then, if it
  /// found one.
  llvm::MCRegister CopySourceReg;
  /// Set by allocateInstruction when no register is left for the value a
  /// recomputable definition writes: allocateBlock takes the definition
  /// out of its block (detachDefinition).
  bool DetachDefinition = false;
  /// Definitions taken out of their blocks, still the templates of their
  /// values' recomputations; deleted with the allocator.
  llvm::SmallVector<llvm::MachineInstr *, 0> DetachedDefinitions;
  /// Set by allocateInstruction when no register is left for a definition
  /// canDelayDefinition allows, of a value defined elsewhere too, which
  /// recomputing cannot replace (a loop counter's start, `li a3, 32`, while
  /// a call's arguments fill the class): allocateBlock takes it out of the
  /// block, and it goes back unchanged where its value is first needed
  /// there. Until then, the value is in the model as if it were evicted,
  /// and rematDef names the definition, so that nothing reads the slot.
  bool DelayDefinition = false;
  llvm::SmallVector<std::pair<Register, llvm::MachineInstr *>, 2>
      DelayedDefinitions;
  /// Whether ScratchUnits has a unit set: clearing an empty set is skipped.
  bool ScratchUnitsDirty = false;
  /// The same for every block: analyzeBlock's units live below the
  /// instruction it is at, and those it lists as released after that
  /// instruction (empty between instructions).
  llvm::BitVector ScanLiveUnits, ScanReleasedUnits;
  /// branchesDefineValueRegisters' answer, found before the walk.
  bool BranchesDefineValueRegisters = false;
  /// The units of the physical registers live at a point of a pressure
  /// scan.
  llvm::BitVector ScanPhysicalUnits;
  /// allocateInstruction's lists of the instruction's values, kept from
  /// one instruction to the next like the unit sets: the values an operand
  /// has read already, the register each input is read from and
  /// each def written to; the inputs that leave their register
  /// after it, and the registers whose kill, def or dead flag goes on the
  /// whole register because a sub-register operand earned it.
  struct OperandScratch {
    llvm::SmallVector<Register, 4> ReadAlready;
    OperandValueMap<llvm::MCRegister> UseReg, DefReg;
    llvm::SmallVector<Register, 2> LeaveAfter;
    llvm::SmallVector<llvm::MCRegister, 2> SuperKills, SuperDefs, SuperDeads;
    void clear() {
      ReadAlready.clear();
      UseReg.clear();
      DefReg.clear();
      LeaveAfter.clear();
      SuperKills.clear();
      SuperDefs.clear();
      SuperDeads.clear();
    }
  } Operands;
  /// The same for the lists few instructions need (cleared where they are
  /// filled): the reads and writes left to registers when one value is read
  /// from its slot (FoldedValue), the units of the physical registers an
  /// inline asm early-clobbers, and the values in registers the instruction
  /// clobbers.
  llvm::SmallVector<Register, 4> RegisterReads, RegisterWrites;
  llvm::BitVector EarlyClobbered;
  llvm::SmallVector<Register, 8> InClobbered;

  /// The slot of each value given one: few are, so a map, not a table by
  /// virtual register index.
  llvm::DenseMap<Register, int> StackSlots;
  /// By virtual register index, the physical register the function copies
  /// a value into (`$eax = COPY %v`, a return value made in a loop), as
  /// registerHolding has it: 0 when none does, CopiesDisagree when copies
  /// want different ones. Empty when the function has no such copy.
  std::vector<unsigned> CopiedToPhysical;
  static constexpr unsigned CopiesDisagree = ~0u;
  /// The values given a slot, in the order they got it.
  llvm::SmallVector<Register, 16> SpilledValues;
  /// By frame index, the slots noteSlotRead was told of.
  llvm::BitVector SlotsRead;
  /// The one definition of each value that is recomputed where it would be
  /// reloaded (a constant, an address): such a value is never stored, and
  /// the model keeps it "in its slot" from its definition on. By virtual
  /// register index, null for the others: the walk asks about nearly every
  /// operand. A value with a delayed definition (DelayDefinition) has that
  /// definition here while it is delayed.
  std::vector<llvm::MachineInstr *> RematDefOf;
  /// For a recomputed value whose definition writes part of its register
  /// (`undef %v.sub_32 = MOVi32imm 58`), a copy of that definition made
  /// before the walk rewrote it, outside any block: the recomputation is
  /// made from it, so that the def's own sub-register index picks the part
  /// of the register the value is loaded into.
  llvm::DenseMap<Register, llvm::MachineInstr *> PartRematTemplates;
  /// The same for a recomputed value its definition loads whole (from the
  /// constant pool), for folding: the target reads how wide the load is
  /// from the class of the register the copy defines.
  llvm::DenseMap<Register, llvm::MachineInstr *> FoldableLoadTemplates;
  /// A definition a value can be recomputed from (AnchoredRecomputation.cpp):
  /// a copy made before the walk rewrote it, outside any block, whose
  /// operand AnchorOpIdx reads Anchor. An anchor defined more than once is
  /// final only outside the entry block.
  struct AnchoredDefinition {
    llvm::MachineInstr *Template;
    /// The definition itself, or null once it is replaced.
    llvm::MachineInstr *Definition;
    unsigned AnchorOpIdx;
    Register Anchor;
    bool FinalOutsideEntry;
  };
  llvm::DenseMap<Register, AnchoredDefinition> AnchoredDefinitions;
  /// While an edge shuffle emits a load: anchorsAtEdgeLoads' register.
  llvm::MCRegister EdgeLoadAnchor;
  /// When each value was last read or written, in instructions walked
  /// (Clock), for -mts-evict=lru (and empty for the other policies).
  llvm::IndexedMap<unsigned, llvm::VirtReg2IndexFunctor> LastTouched;
  unsigned Clock = 0;

  /// When each register unit was last read and last written, counted in
  /// noted instructions: where a kill flag goes when a clean value leaves
  /// its register. The units of one register can have different last
  /// readers (`$ecx` read whole, then `$cl` alone). NotedInstrs holds the
  /// walked block's noted instructions, count BlockFirstNote + 1 first.
  /// Counts rise from block to block (BlockFirstNote grows by each block's
  /// instructions), so only those above BlockFirstNote are heeded: a new
  /// block starts with none, without clearing the table.
  /// The table takes them in only when asked (catchUpAccesses): nine
  /// blocks in ten never ask, and taking every instruction in as it was
  /// walked cost 5% of the pass. Kept by the pass (ReusedTables), and
  /// cleared for each function: counts start again from zero.
  std::vector<UnitAccess> &LastAccess;
  llvm::SmallVector<llvm::MachineInstr *, 32> NotedInstrs;
  unsigned BlockFirstNote = 0;
  /// How many of NotedInstrs LastAccess has taken in.
  unsigned NotesTakenIn = 0;
  /// Take the rest of NotedInstrs into LastAccess.
  void catchUpAccesses();
  /// The instruction of the current block that last read Unit since it was
  /// last written (null for none), and the count it was noted at.
  std::pair<llvm::MachineInstr *, unsigned> lastRead(unsigned Unit) {
    catchUpAccesses();
    UnitAccess A = LastAccess[Unit];
    if (A.Read <= A.Write || A.Read <= BlockFirstNote)
      return {nullptr, 0};
    return {NotedInstrs[A.Read - BlockFirstNote - 1], A.Read};
  }
  /// The instruction of the current block that last wrote Unit, if nothing
  /// read it since (null otherwise).
  const llvm::MachineInstr *unreadWriter(unsigned Unit) {
    catchUpAccesses();
    UnitAccess A = LastAccess[Unit];
    if (A.Write < A.Read || A.Write <= BlockFirstNote)
      return nullptr;
    return NotedInstrs[A.Write - BlockFirstNote - 1];
  }
  /// Whether no instruction of the current block read or wrote R so far.
  bool isUntouchedInBlock(llvm::MCRegister R) {
    catchUpAccesses();
    return llvm::all_of(Units.units(R), [&](unsigned U) {
      return LastAccess[U].Read <= BlockFirstNote &&
             LastAccess[U].Write <= BlockFirstNote;
    });
  }
  /// A value of a block's entry model, and the register it is in there.
  struct UnreadAtEntry {
    Register Value;
    llvm::MCRegister Reg;
  };
  /// Registers of a block's entry model that nothing in the block reads,
  /// nor any successor when the block passes the value on there: left out
  /// of its live-ins, and unfilled by the edges into it.
  llvm::DenseMap<const llvm::MachineBasicBlock *,
                 llvm::SmallVector<UnreadAtEntry, 2>>
      DeadAtEntry;
  llvm::ArrayRef<UnreadAtEntry>
  deadAtEntry(const llvm::MachineBasicBlock &MBB) const;

  // --- EdgeShuffles.cpp: the parts of a shuffle, for an edge and for a
  // dispatch group's source (DispatchGroups.cpp) ---------------------------
  /// Add to PM what takes To.Value from where Pred's exit model has it
  /// (From) to where To has it: into its register if \p FillRegister, and
  /// into its slot; false, after failing, when it is nowhere.
  bool addToShuffle(ParallelMove &PM, const Binding &To, const Binding &From,
                    bool FillRegister, const llvm::MachineBasicBlock &Pred);
  /// Of a shuffle's resolved edits from the exit model Exit to the entry
  /// model Entry (whose registers Unread need no filling): where each load's
  /// anchor is (anchorsAtEdgeLoads), the registers live into the shuffle
  /// (those it reads before writing them, or leaves in place), and the units
  /// it writes.
  struct ShuffleEffects {
    llvm::SmallVector<llvm::MCRegister, 8> AnchorAtLoad, LiveThrough;
    llvm::BitVector Written;
  };
  ShuffleEffects effectsOf(llvm::MutableArrayRef<Edit> Edits,
                           llvm::ArrayRef<Binding> Exit,
                           llvm::ArrayRef<Binding> Entry,
                           llvm::ArrayRef<UnreadAtEntry> Unread);
  /// Before a shuffle at InsertPoint of CurMBB: a register it overwrites
  /// while its old value is dropped must be dead first, so its last read
  /// becomes a kill (stores overwrite none).
  void killOverwritten(llvm::ArrayRef<Binding> Exit,
                       llvm::ArrayRef<llvm::MCRegister> LiveThrough,
                       const llvm::BitVector &Written);
  void emitShuffle(llvm::ArrayRef<Edit> Edits,
                   llvm::ArrayRef<llvm::MCRegister> AnchorAtLoad);

  static bool namesRegister(llvm::ArrayRef<UnreadAtEntry> Unread,
                            llvm::MCRegister R) {
    return llvm::any_of(Unread,
                        [&](const UnreadAtEntry &U) { return U.Reg == R; });
  }
  /// Adds to DeadAtEntry the registers blocks pass on unread.
  void findRegistersPassedOnUnread();
  /// Moves to memory the values blocks carry through untouched in a
  /// register, where the edges around them then cost less.
  void carryUntouchedValuesInMemory();
  /// A value a block took dirty in a register and stored on eviction
  /// before anything in the block touched the register: the store.
  struct StoreBeforeTouch {
    Register Value;
    llvm::MCRegister Reg;
    llvm::MachineInstr *Store;
  };
  llvm::DenseMap<const llvm::MachineBasicBlock *,
                 llvm::SmallVector<StoreBeforeTouch, 2>>
      StoresBeforeTouch;
  /// Whether the rules after the walk may change MBB's entry model: not a
  /// landing pad's, nor one an edge that cannot take code reaches, and
  /// every predecessor walked, so that each edge's shuffle can follow.
  bool entryMayChangeAfterWalk(const llvm::MachineBasicBlock &MBB) const;
  /// Has those values enter their blocks in memory, the edges store them.
  void enterValuesStoredBeforeTouchInMemory();
  /// Has x87 values that mostly arrive in memory enter in memory too, and
  /// loads each where its block first reads it.
  void loadX87ValuesWhereRead();
  /// The first instruction of MBB, if any, that accesses a unit of R
  /// (reads, writes or clobbers it), and whether it reads R.
  std::pair<llvm::MachineInstr *, bool>
  firstAccessOf(llvm::MachineBasicBlock &MBB, llvm::MCRegister R) const;
  /// Definitions of recomputed values that nothing read before the value
  /// left its register (a constant hoisted out of a loop and evicted at
  /// once): erased after the walk, which still recomputes from them.
  llvm::SmallVector<llvm::MachineInstr *, 4> UnreadRematDefs;
  /// Blocks that unread definitions were erased from after the walk, the
  /// only ones eraseReloadsOfHeldValues looks into.
  llvm::SmallPtrSet<llvm::MachineBasicBlock *, 8> BlocksWithErasedDefs;
  /// Blocks the walk or a shuffle loaded a value from its slot in, the
  /// only ones hoistCommonReloads looks into.
  llvm::SmallPtrSet<const llvm::MachineBasicBlock *, 8> BlocksWithReloads;
  /// Recomputed values in the register their definition wrote, unread, at
  /// the end of its block: unread for good unless a successor takes them in
  /// a register.
  llvm::SmallVector<std::pair<llvm::MachineBasicBlock *, Register>, 4>
      UnreadAtExit;
  /// Recomputed values the walked block defines: the only ones whose
  /// definition can be unread at its end.
  llvm::SmallVector<Register, 8> RematDefinedInBlock;

  /// The walk's position: where edits are inserted, and the instruction
  /// index next-use distances are measured from.
  llvm::MachineBasicBlock *CurMBB = nullptr;
  llvm::MachineBasicBlock::iterator InsertPoint;
  const BlockFacts *CurFacts = nullptr;
  /// What CurFacts points to while a block is walked: one for all blocks,
  /// so that its memory serves each in turn (and the next function's:
  /// ReusedTables).
  BlockFacts &WalkFacts;
  unsigned CurIdx = 0;
  /// Frequency of the code being emitted, relative to the entry block.
  double CurFreq = 1;
  /// Units of the registers that the current block's successors (walked,
  /// or as a walked predecessor leaves them) and its loop's header hold
  /// values in (wantedAtJoins).
  llvm::BitVector WantedAtJoins;
  /// NarrowClassesAccessed of the current block's loop, and where in the
  /// block values of those classes are defined: (position, class).
  llvm::ArrayRef<unsigned> NarrowClassesInLoop;
  llvm::SmallVector<std::pair<unsigned, unsigned>, 4> NarrowDefsInBlock;
  /// By virtual register index, the values live into some loop header;
  /// sized only when some class is narrow (wantedAvoidedBy).
  llvm::BitVector LiveIntoLoopHeaders;
  /// By block number, the units of the registers a walked block's entry
  /// model holds values in, once wantedAtJoins has asked.
  std::vector<llvm::BitVector> EntryUnits;
  /// What an unwalked block with many predecessors finds in the exit models
  /// of those walked so far, gathered as each is walked (noteExitAtJoins).
  /// joinHint and wantedAtJoins read it instead of every walked
  /// predecessor's exit model: from each case of a big switch, that read
  /// the exit models of all the cases before it.
  struct AdoptedRegisters {
    /// Each predecessor's place in the block's predecessor list.
    llvm::DenseMap<const llvm::MachineBasicBlock *, unsigned> PredPlace;
    /// By value, the register that the first walked predecessor (in the
    /// list) holding the value in a register holds it in, and that
    /// predecessor's place.
    llvm::DenseMap<Register, std::pair<unsigned, llvm::MCRegister>> First;
    /// Units of the registers walked predecessors leave its live-ins in.
    llvm::BitVector LiveInUnits;
  };
  /// By block number, of unwalked blocks with a walked predecessor.
  llvm::DenseMap<unsigned, AdoptedRegisters> Adopted;
  /// wantedAvoidedBy's answer.
  llvm::BitVector AvoidedByValue;

  AllocationStats Stats;
  bool Failed = false;

  AllocationChecker *Checker = nullptr;
  /// Identity copies kept for the checker.
  llvm::SmallVector<llvm::MachineInstr *, 16> IdentityCopies;
};

} // namespace mts

#endif // MTS_LIB_MTSALLOCATOR_H
