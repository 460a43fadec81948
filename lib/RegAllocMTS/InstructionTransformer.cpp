//===- InstructionTransformer.cpp - The compound model transformers -------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Section 4.2's compound transformers, dispatched on the shape of a
/// MachineInstr instead of UIL syntax. Every shape goes through the same
/// phases (allocateInstruction), in this order, with all inserted code
/// placed before the instruction:
///
///  1. uses (loadInputs): load every value the instruction reads (never
///     evicting another operand); a value that survives the instruction
///     avoids the registers it clobbers, and no input may sit in a
///     register clobbered early (inline asm writes those before reading)
///  2. clobbers (moveOutOfClobberedRegisters): values in registers the
///     instruction defines or clobbers (physical defs, call register masks)
///     move to a free register or are saved, unless they die here; a value
///     read here and surviving is saved and leaves its register after
///  3. endings (releaseEndings): values in the instruction's ending set
///     leave the model
///  4. defs (defineOutputs): tied and partial defs keep their use's
///     register; early-clobber defs avoid every use register; other defs
///     take any register not read by a surviving value (a free one, or by
///     eviction)
///  5. rewrite (rewriteOperands): operands become physical registers
///  6. after (updateModelAfter): dead defs leave the model; physical
///     registers that die are released, physical defs that stay live are
///     fixed
///
/// A copy whose source dies here and whose destination can use the source's
/// register is not emitted at all: the destination takes over the register.
///
//===----------------------------------------------------------------------===//

#include "MTSAllocator.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/CodeGen/MachineBranchProbabilityInfo.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"

using namespace llvm;
using namespace mts;

bool MTSAllocator::clobbersRegister(const MachineInstr &MI, MCRegister R) {
  for (const MachineOperand &MO : MI.operands()) {
    if (MO.isRegMask()) {
      if (Units.anyUnitIn(R, Tables.clobberedBy(MO.getRegMask())))
        return true;
      continue;
    }
    if (MO.isReg() && MO.isDef() && MO.getReg().isPhysical() &&
        Units.overlap(MO.getReg().asMCReg(), R))
      return true;
  }
  return false;
}

static MCRegister physRegFor(const TargetRegisterInfo &TRI, MCRegister R,
                             unsigned SubReg) {
  return SubReg ? TRI.getSubReg(R, SubReg) : R;
}

void MTSAllocator::rewriteDebugInstr(MachineInstr &MI) {
  for (MachineOperand &MO : MI.operands()) {
    if (!MO.isReg() || !MO.getReg().isVirtual())
      continue;
    // A debug use of a value that is not in a register loses its location.
    MCRegister R = M.getReg(MO.getReg());
    MO.setReg(R.isValid() ? physRegFor(TRI, R, MO.getSubReg()) : MCRegister());
    MO.setSubReg(0);
  }
}

bool MTSAllocator::coalesceCopy(MachineInstr &MI, unsigned Idx) {
  if (!MI.isCopy())
    return false;
  const MachineOperand &Dst = MI.getOperand(0), &Src = MI.getOperand(1);
  Register D = Dst.getReg(), S = Src.getReg();
  if (!D.isVirtual() || !S.isVirtual() || Dst.getSubReg() || Src.getSubReg() ||
      Src.isUndef())
    return false;
  const BlockNextUse &NU = CurFacts->NextUse;
  MCRegister R = M.getReg(S);
  // The checker needs to see the copy; the walk erases it only later.
  auto KeepForChecker = [&] {
    if (Checker && R)
      for (MachineOperand &MO : MI.operands()) {
        MO.setReg(R);
        if (MO.isDef())
          MO.setIsDead(false);
        else
          MO.setIsKill(false);
      }
  };
  if (D == S) {
    KeepForChecker();
    // A copy onto itself that nothing reads after is the value's end: left
    // in its register, it would be stored when the register is wanted.
    if (NU.isDeadDef(Idx, D))
      M.remove(S);
    return true;
  }
  if (!R.isValid() || !NU.endsAt(Idx, S) || !isListed(orderOf(D), R.id()))
    return false;
  // A copy now is no dearer than a move on the edge to a join that expects
  // the destination in a register that is free here.
  if (MCRegister Home = joinHint(D);
      Home && Home != R && M.isFree(Home) && isListed(orderOf(D), Home.id()))
    return false;
  if (isWantedBackAfterCopy(S, R, D))
    return false;
  KeepForChecker();
  // The destination takes over the source's register; no code.
  M.remove(S);
  M.remove(D);
  if (!NU.isDeadDef(Idx, D)) {
    M.bindReg(D, R);
    M.setInSlot(D, false);
  }
  ++Stats.CopiesCoalesced;
  return true;
}

MCRegister MTSAllocator::registerHolding(MCRegister Part, Register V,
                                         unsigned SubReg) const {
  if (!SubReg)
    return Part;
  return TRI.getMatchingSuperReg(Part, SubReg, MRI.getRegClass(V));
}

MCRegister
MTSAllocator::physicalCopyDestination(const MachineInstr &Copy) const {
  const MachineOperand &Dst = Copy.getOperand(0), &Src = Copy.getOperand(1);
  if (!Dst.getReg().isPhysical() || Dst.getSubReg() ||
      !Src.getReg().isVirtual())
    return MCRegister();
  return registerHolding(Dst.getReg().asMCReg(), Src.getReg(),
                         Src.getSubReg());
}

/// A copy whose virtual source dies at it is free when the destination
/// takes the source's register; coalesceCopy does that for whole registers,
/// this for copies of and into parts (`undef %d.sub_32bit = COPY %s`).
MCRegister MTSAllocator::dyingSourceHint(
    const MachineInstr &Copy,
    const OperandValueMap<MCRegister> &UseReg,
    function_ref<bool(Register)> Survives) {
  const MachineOperand &Dst = Copy.getOperand(0), &Src = Copy.getOperand(1);
  MCRegister Read = UseReg.lookup(Src.getReg());
  if (!Read || Survives(Src.getReg()) ||
      isWantedBackAfterCopy(Src.getReg(), Read, Dst.getReg()))
    return MCRegister();
  MCRegister Part = physRegFor(TRI, Read, Src.getSubReg());
  return registerHolding(Part, Dst.getReg(), Dst.getSubReg());
}

MCRegister MTSAllocator::copyHint(Register V) {
  // Not across a call: the callee-saved registers are better there.
  if (CrossesCall.test(V.virtRegIndex()))
    return MCRegister();
  if (MCRegister Target = copyTarget(V))
    return Target;
  // pr35634.C's loop computes the next counter and copies it into the
  // value the header holds: made where the header wants that value, the
  // copy is an identity.
  return copyDestinationAtJoin(V, endingReadInBlock(V));
}

/// A value that crosses a call somewhere, but not before it is next read
/// in this block, may take an argument register: bintree.c's insert passes
/// its argument on to recursive calls on two paths and keeps it across a
/// call on the third, where the call's clobber moves it to a callee-saved
/// register then.
bool MTSAllocator::meetsCallBeforeNextRead(Register V) const {
  if (!CrossesCall.test(V.virtRegIndex()))
    return false;
  unsigned Call = nextCall();
  if (Call == ~0u)
    return false;
  unsigned Distance = CurFacts->NextUse.nextUse(V, CurIdx + 1);
  return Distance == BlockNextUse::Never ||
         Call <= CurIdx + 1 + uint64_t(Distance);
}

/// Whether V is read sooner after the next call than every other value in
/// a register that call clobbers and that meets it before being read: the
/// value that should keep a callee-saved register through it.
bool MTSAllocator::readFirstAfterNextCall(Register V, EvictionRankFn Rank) {
  const MachineInstr &Call = *CurFacts->Instrs[nextCall()];
  const MachineOperand *Mask = llvm::find_if(
      Call.operands(), [](const MachineOperand &MO) { return MO.isRegMask(); });
  if (Mask == Call.operands_end())
    return false;
  SmallVector<Register, 8> Clobbered;
  M.getOccupants(Tables.clobberedBy(Mask->getRegMask()), Clobbered);
  unsigned VRank = Rank(V);
  return llvm::none_of(Clobbered, [&](Register W) {
    return W != V && meetsCallBeforeNextRead(W) && Rank(W) < VRank;
  });
}

double MTSAllocator::callFirstBeyondBlock(Register V) const {
  if (!CrossesCall.test(V.virtRegIndex()) || nextCall() != ~0u)
    return 0;
  // Each path's share of the flow out of the block, followed a few blocks
  // deep: Cython tests a call's result for an error, and makes the next
  // call only past that test. Not into a loop, nor round one: where a value
  // enters a loop's header is for the loop rules to decide (a counter
  // written to its slot before its loop's call was stored on every back
  // edge instead).
  static constexpr unsigned MaxVisits = 16;
  SmallVector<std::pair<const MachineBasicBlock *, double>, 8> Work;
  auto Follow = [&](const MachineBasicBlock &From, double Share) {
    for (auto Succ = From.succ_begin(), E = From.succ_end(); Succ != E;
         ++Succ) {
      if (MLI.isLoopHeader(*Succ))
        continue;
      BranchProbability P = MBPI.getEdgeProbability(&From, Succ);
      Work.push_back({*Succ, Share * P.getNumerator() / P.getDenominator()});
    }
  };
  Follow(*CurMBB, 1);
  double CallFirst = 0;
  for (unsigned Visits = 0; !Work.empty() && Visits != MaxVisits; ++Visits) {
    auto [MBB, Share] = Work.pop_back_val();
    unsigned B = MBB->getNumber();
    unsigned Read = DistancesAcrossBlocks->distanceAtEntry(B, V);
    if (Read == GlobalNextUse::Never)
      continue;
    if (FirstCallOf[B] < Read)
      CallFirst += Share;
    else if (Read >= DistancesAcrossBlocks->length(B))
      Follow(*MBB, Share);
  }
  return CallFirst;
}

/// A value that a later block hands on in a physical register (a count
/// summed in a loop and returned after it, an argument for a call on one
/// path) is best made there, as copyTarget has values copied in their own
/// block. Tried after the join hints, which keep a loop's values where its
/// header holds them; other values avoid the register meanwhile
/// (analyzeBlock's PhysDefs).
MCRegister MTSAllocator::copyHintBeyondBlock(Register V) const {
  MCRegister R = copiedToPhysical(V);
  return R && endingReadInBlock(V) == NoRead ? R : MCRegister();
}

MCRegister MTSAllocator::copiedToPhysical(Register V) const {
  if (CopiedToPhysical.empty())
    return MCRegister();
  unsigned R = CopiedToPhysical[V.virtRegIndex()];
  if (!R || R == CopiesDisagree)
    return MCRegister();
  // A value that lives across calls waits there only in a callee-saved
  // register: i686 PIC's GOT pointer, which every call takes in $ebx.
  if (CrossesCall.test(V.virtRegIndex()) && !isCalleeSaved(R))
    return MCRegister();
  return MCRegister(R);
}

unsigned MTSAllocator::callBetweenNextReads(Register V) const {
  unsigned Read = nextReadInBlock(V, CurIdx + 1);
  if (Read == NoRead)
    return ~0u;
  auto Call = llvm::upper_bound(CurFacts->Calls, Read);
  if (Call == CurFacts->Calls.end() ||
      CurFacts->NextUse.nextUse(V, *Call + 1) == BlockNextUse::Never)
    return ~0u;
  return *Call;
}

unsigned MTSAllocator::nextCall() const {
  auto Call = llvm::upper_bound(CurFacts->Calls, CurIdx);
  return Call == CurFacts->Calls.end() ? ~0u : *Call;
}

unsigned MTSAllocator::nextReadInBlock(Register V, unsigned From) const {
  unsigned N = CurFacts->Instrs.size();
  if (From >= N)
    return NoRead;
  unsigned Distance = CurFacts->NextUse.nextUse(V, From);
  return Distance < N - From ? From + Distance : NoRead;
}

MCRegister MTSAllocator::copyTarget(Register V) const {
  // Through two-address updates in place (`%v = OR32rr %v, %w`), which keep
  // the register: the copy after them decides.
  const BlockNextUse &NU = CurFacts->NextUse;
  for (unsigned From = CurIdx + 1;;) {
    unsigned ReaderIdx = nextReadInBlock(V, From);
    if (ReaderIdx == NoRead)
      return MCRegister();
    const MachineInstr &Reader = *CurFacts->Instrs[ReaderIdx];
    if (Reader.isCopy())
      return Reader.getOperand(1).getReg() == V
                 ? physicalCopyDestination(Reader)
                 : MCRegister();
    // Most readers do not write V: their operands need no search.
    if (!isListed(NU.defsOf(ReaderIdx), V))
      return MCRegister();
    // A tied def of a part (`%v.sub_32bit = AND32ri %v.sub_32bit, 63`, an
    // argument zero-extended in place) keeps the whole register too.
    int DefIdx = Reader.findRegisterDefOperandIdx(V, &TRI);
    unsigned UseIdx;
    if (DefIdx < 0 || !Reader.isRegTiedToUseOperand(DefIdx, &UseIdx))
      return MCRegister();
    From = ReaderIdx + 1;
  }
}

unsigned MTSAllocator::endingReadInBlock(Register V) const {
  const BlockNextUse &NU = CurFacts->NextUse;
  for (unsigned At = nextReadInBlock(V, CurIdx + 1); At != NoRead;
       At = nextReadInBlock(V, At + 1))
    if (NU.endsAt(At, V))
      return At;
  return NoRead;
}

MCRegister MTSAllocator::copyDestinationAtJoin(Register V, unsigned ReaderIdx) {
  if (ReaderIdx == NoRead)
    return MCRegister();
  const MachineInstr &Reader = *CurFacts->Instrs[ReaderIdx];
  if (!Reader.isCopy() || !CurFacts->NextUse.endsAt(ReaderIdx, V))
    return MCRegister();
  const MachineOperand &Dst = Reader.getOperand(0), &Src = Reader.getOperand(1);
  if (Src.getReg() != V || !Dst.getReg().isVirtual())
    return MCRegister();
  MCRegister Home = joinHint(Dst.getReg());
  if (!Home)
    return MCRegister();
  return registerHolding(physRegFor(TRI, Home, Dst.getSubReg()), V,
                         Src.getSubReg());
}

/// sort.c's heap walk ends its loop body with `child = 2 * child + 1`
/// before `root = child` (the old child): the new child is computed while
/// the old one, in the register the loop header expects the new child in,
/// lives on until its copy. The old child moves first, to where the header
/// expects root, so the copy vanishes, and the new child takes the register
/// it leaves: one copy instead of a two-move shuffle on the back edge.
void MTSAllocator::vacateJoinHint(MCRegister Home,
                                  function_ref<bool(Register)> Survives,
                                  BitVector &DefExcluded, BitVector &Used) {
  if (!Home || M.isFree(Home) || M.isFixed(Home))
    return;
  SmallVector<Register, 2> Occupants;
  M.getOccupants(Home, Occupants);
  if (Occupants.size() != 1)
    return;
  Register W = Occupants.front();
  if (!Survives(W) || isListed(Operands.LeaveAfter, W))
    return;
  MCRegister From = M.getReg(W),
             To = copyDestinationAtJoin(W, nextReadInBlock(W, CurIdx + 1));
  MCPhysReg Target = To.id();
  if (!To || !isListed(orderOf(W), Target))
    return;
  // The copy goes before the instruction: not into the register of an
  // input, even one that dies here (free in the model by now).
  BitVector Avoid = DefExcluded;
  Avoid |= Used;
  if (!Prim.moveToFreeRegister(W, Avoid, Target))
    return;
  if (!Operands.UseReg.contains(W))
    return;
  Operands.UseReg.replace(W, To);
  for (BitVector *Set : {&DefExcluded, &Used}) {
    for (unsigned U : Units.units(From))
      Set->reset(U);
    Units.markUnits(To, *Set);
  }
}

/// A copy between a physical register and a value can do without a
/// register for the value (allocateBlock folds it); nothing else can.
bool MTSAllocator::noRegisterLeft(const MachineInstr &MI, const Twine &Why) {
  if (!MI.isCopy())
    return fail(Why, &MI);
  CopyNeedsSlot = Why.str();
  Register Src = MI.getOperand(1).getReg();
  CopySourceReg = Src.isVirtual() ? Operands.UseReg.lookup(Src) : MCRegister();
  return false;
}

bool MTSAllocator::allocateInstruction(MachineInstr &MI, unsigned Idx) {
  // Nothing below would change the model or the instruction (a fifth of
  // the instructions of calling code: call frame setups, branches).
  if (CurFacts->Inert[Idx]) {
    ++Clock;
    return true;
  }
  const BlockNextUse &NU = CurFacts->NextUse;
  auto Rank = [&](Register V) { return evictionRank(V); };
  auto Recomputable = [&](Register V) { return rematDef(V) != nullptr; };
  auto OrderOf = [&](Register W) { return displacementOrderOf(W); };
  auto CheapToDrop = [&](Register W) { return isCheapToDrop(W); };
  auto ExpectedAtJoin = [&](Register W, MCRegister R) {
    return joinHint(W) == R;
  };
  unsigned EditsBefore = Stats.Stores + Stats.Loads + Stats.Copies;

  // The values read and written, each once, as analyzeBlock found them.
  // The units of the registers a value may be in that the instruction
  // clobbers (physical defs, register masks) go into ScratchUnits. Most x86
  // instructions write at most $eflags, which no value can be in: they are
  // not Clobbering, ClobbersAny stays false, and the set, cleared only
  // after an instruction that filled it, stays empty.
  Operands.clear();
  ArrayRef<Register> Reads = NU.usesOf(Idx), Writes = NU.defsOf(Idx);
  // A value read from its slot stays there.
  if (FoldedValue) {
    auto Other = [&](Register V) { return V != FoldedValue; };
    RegisterReads.clear();
    RegisterWrites.clear();
    llvm::append_range(RegisterReads, make_filter_range(Reads, Other));
    llvm::append_range(RegisterWrites, make_filter_range(Writes, Other));
    Reads = RegisterReads;
    Writes = RegisterWrites;
  }
  if (ScratchUnitsDirty)
    ScratchUnits.reset();
  bool ClobbersAny = false;
  // Sized only when there are some (inline asm): empty, it costs nothing.
  EarlyClobbered.clear();
  bool HasEarlyClobber = false;
  if (CurFacts->Clobbering[Idx]) {
    for (const MachineOperand &MO : MI.operands()) {
      if (MO.isRegMask()) {
        ScratchUnits |= Tables.clobberedBy(MO.getRegMask());
        ClobbersAny = true;
        continue;
      }
      if (!MO.isReg() || !MO.isDef())
        continue;
      Register V = MO.getReg();
      if (MO.isEarlyClobber()) {
        HasEarlyClobber = true;
        if (V.isPhysical()) {
          EarlyClobbered.resize(Units.getNumUnits());
          Units.markUnits(V.asMCReg(), EarlyClobbered);
        }
      }
      if (V.isPhysical() && Tables.mayHoldValue(V.asMCReg())) {
        Units.markUnits(V.asMCReg(), ScratchUnits);
        ClobbersAny = true;
      }
    }
  }
  ++Clock;
  if (LastTouched.size()) {
    for (Register V : Reads)
      LastTouched[V] = Clock;
    for (Register V : Writes)
      LastTouched[V] = Clock;
  }
  ScratchUnitsDirty = ClobbersAny;
  UsedUnits.reset();

  // Copies between a physical register and a value: try to make them
  // identities.
  MCRegister UseHint, DefHint;
  if (MI.isCopy()) {
    Register Dst = MI.getOperand(0).getReg(), Src = MI.getOperand(1).getReg();
    if (Dst.isPhysical() && Src.isVirtual())
      UseHint =
          registerHolding(Dst.asMCReg(), Src, MI.getOperand(1).getSubReg());
    // A value about to cross a call is better off in a callee-saved
    // register than in the argument or return register it is copied from.
    if (Src.isPhysical() && Dst.isVirtual() && !meetsCallBeforeNextRead(Dst))
      DefHint =
          registerHolding(Src.asMCReg(), Dst, MI.getOperand(0).getSubReg());
  }

  InstructionAtHand I{
      MI,      Idx,           Reads, Writes, ClobbersAny,  HasEarlyClobber,
      UseHint, DefHint,       NU,    Rank,   Recomputable, CheapToDrop,
      OrderOf, ExpectedAtJoin};
  if (!loadInputs(I))
    return false;
  moveOutOfClobberedRegisters(I);
  releaseEndings(I);
  if (!defineOutputs(I))
    return false;
  // A recomputed or delayed definition reads no value and writes no other
  // live register (noteIfRematerializable, canDelayDefinition): leaving,
  // it only releases.
  if (DetachDefinition || DelayDefinition) {
    for (unsigned U : CurFacts->releasedAfter(Idx))
      M.releaseUnit(U);
    return true;
  }
  rewriteOperands(I);
  if (Stats.Stores + Stats.Loads + Stats.Copies != EditsBefore &&
      MI.isTerminator() && &MI != &*MI.getParent()->getFirstTerminator())
    return fail("spill code would be needed between two terminators", &MI);
  return updateModelAfter(I);
}

/// 1. Uses: a register for every input. An input in an early-clobbered
/// register moves out first.
bool MTSAllocator::loadInputs(const InstructionAtHand &I) {
  MachineInstr &MI = I.MI;
  const BitVector &Clobbered = ScratchUnits;
  BitVector &Used = UsedUnits;
  if (!EarlyClobbered.empty()) {
    BitVector Avoid = EarlyClobbered;
    Avoid |= Clobbered;
    for (Register V : I.Reads)
      if (MCRegister R = M.getReg(V))
        Units.markUnits(R, Avoid);
    for (Register V : I.Reads)
      if (MCRegister R = M.getReg(V); R && Units.anyUnitIn(R, EarlyClobbered))
        Prim.displace(R, Avoid, I.OrderOf);
  }
  for (Register V : I.Reads)
    if (MCRegister R = M.getReg(V))
      Units.markUnits(R, Used);
  for (Register V : I.Reads) {
    if (!M.contains(V))
      return fail("instruction reads " + str(printReg(V, &TRI)) +
                      ", which holds no value here",
                  &MI);
    // A value in a register stays there (marked in Used above); the request
    // is worked out only for a load.
    if (MCRegister R = M.getReg(V)) {
      Operands.UseReg.insert(V, R);
      continue;
    }
    if (I.UseHint && (!I.survives(V) || meetsCallBeforeNextRead(V)))
      vacateCopyDestination(I, V);
    BitVector Excluded = Used;
    Excluded |= EarlyClobbered;
    if (I.survives(V)) {
      if (I.ClobbersAny)
        Excluded |= Clobbered;
      // A value loaded for a copy into a physical register may be loaded
      // straight there: the copy becomes an identity, and the value, clean
      // after the load, leaves the register after it at no cost.
      if (I.UseHint)
        for (unsigned U : Units.units(I.UseHint))
          Excluded.reset(U);
    }
    // A value reloaded to be updated in place and then copied into a
    // physical register (a call's argument) is reloaded there, even across
    // a call: it was in memory, and would be stored before the call anyway.
    // A value reloaded for a copy it dies at is reloaded where a join
    // expects the copy (stencil.c's sliding window on i686, whose reload
    // into a free register was then copied into the one the loop header
    // holds the copy in): the copy becomes an identity.
    auto Hint = [&](unsigned H) {
      switch (H) {
      case 0:
        return I.UseHint;
      case 1:
        return copyTarget(V);
      case 2:
        return copyDestinationAtJoin(V, CurIdx);
      default:
        return joinHint(V);
      }
    };
    auto Wanted = [&] { return wantedAvoidedBy(V); };
    RegRequest Req{orderOf(V), &Excluded, Hint, 4, I.OrderOf, Wanted};
    Req.CheapToDrop = I.CheapToDrop;
    Req.ExpectedAtJoin = I.ExpectedAtJoin;
    // A value whose definition was put off is defined here, first.
    bool Delayed = delayedDefinition(V);
    auto Load = [&] {
      return Delayed ? placeDelayedDefinition(V, Req)
                     : Prim.load(V, Req, I.Rank);
    };
    MCRegister R = Load();
    // Every register the instruction leaves alone is taken (a call through
    // memory under -stress-regalloc, which clobbers all it allows): V is
    // read from one it clobbers, and lives on in its slot (which a value
    // whose definition waited does not have).
    if (!R && I.ClobbersAny && I.survives(V) && !Delayed) {
      Excluded = Used;
      Excluded |= EarlyClobbered;
      R = Load();
    }
    // Every register V may take holds another input (Hexagon's store of a
    // register pair under -stress-regalloc=6, with a call's arguments in the
    // other registers: the address's last two lie under the pair): such an
    // input moves to a free register none of V's overlaps, and V takes one
    // of those it leaves. Failing that, the input shifts to a register,
    // perhaps overlapping its own, that leaves one of V's clear, and evicts
    // what is there unless it is an input too (AArch64's four-register
    // tuple, filled a part at a time, under -stress-regalloc=3: every
    // tuple in its order overlaps one of $q0-$q2). As a last resort, the
    // input shifts over other inputs too (shiftOverInputs).
    auto InTheWay = [&](Register W) {
      MCRegister WR = M.getReg(W);
      return W != V && WR && any_of(orderOf(V), [&](MCPhysReg P) {
               return TRI.regsOverlap(P, WR);
             });
    };
    auto LoadAfterMoving = [&](Register W) {
      if (Operands.UseReg.lookup(W))
        Operands.UseReg.replace(W, M.getReg(W));
      Used.reset();
      for (Register X : I.Reads)
        if (MCRegister XR = M.getReg(X))
          Units.markUnits(XR, Used);
      Excluded = Used;
      Excluded |= EarlyClobbered;
      if (I.survives(V) && I.ClobbersAny)
        Excluded |= Clobbered;
      R = Load();
    };
    for (Register W : I.Reads) {
      if (R || Delayed)
        break;
      if (!InTheWay(W))
        continue;
      BitVector Avoid = Clobbered;
      Avoid |= EarlyClobbered;
      for (Register X : I.Reads)
        if (MCRegister XR = M.getReg(X); XR && X != W)
          Units.markUnits(XR, Avoid);
      BitVector AvoidOverlaps = Avoid;
      Units.markUnits(M.getReg(W), AvoidOverlaps);
      for (MCPhysReg P : orderOf(V))
        Units.markUnits(P, AvoidOverlaps);
      auto LeavesRoomForV = [&](MCRegister To) {
        return any_of(orderOf(V), [&](MCPhysReg P) {
          return !TRI.regsOverlap(P, To) && !Units.anyUnitIn(P, Avoid) &&
                 !M.isFixed(P);
        });
      };
      if (Prim.moveToFreeRegister(W, AvoidOverlaps, I.OrderOf(W)) ||
          Prim.shiftToLeaveRoom(W, Avoid, I.OrderOf(W), LeavesRoomForV))
        LoadAfterMoving(W);
    }
    for (Register W : I.Reads) {
      if (R || Delayed)
        break;
      if (InTheWay(W) && shiftOverInputs(I, V, W))
        LoadAfterMoving(W);
    }
    if (!R)
      return noRegisterLeft(MI,
                            "no register left for " + str(printReg(V, &TRI)));
    Operands.UseReg.insert(V, R);
    Units.markUnits(R, Used);
    if (LLVM_UNLIKELY(!DisplacedInputs.empty()) && !loadDisplacedInputs(I))
      return false;
  }
  return true;
}

void MTSAllocator::vacateCopyDestination(const InstructionAtHand &I,
                                         Register V) {
  // The copy would move the values in its destination out of its way
  // anyway; moved first, they leave V a load straight into it, and no copy.
  // Only for a V not read again before a call, which the register would
  // not keep it through.
  MCRegister Dst = I.UseHint;
  if (M.isFixed(Dst) || !is_contained(orderOf(V), Dst))
    return;
  SmallVector<Register, 2> Occupants;
  M.getOccupants(Dst, Occupants);
  for (Register W : Occupants)
    if (isListed(I.Reads, W) || isListed(I.Writes, W) ||
        !Units.anyUnitIn(M.getReg(W), ScratchUnits))
      return;
  BitVector Avoid = ScratchUnits;
  Avoid |= UsedUnits;
  for (Register W : Occupants)
    moveOutOfTheWay(I, W, Avoid,
                    [](Register) -> std::optional<unsigned> { return {}; });
}

bool MTSAllocator::shiftOverInputs(const InstructionAtHand &I, Register V,
                                   Register W) {
  BitVector Avoid = ScratchUnits;
  Avoid |= EarlyClobbered;
  // V, and each input whose register To overlaps, in turn takes a register
  // of its order that To, Avoid and the inputs staying put leave clear.
  SmallVector<Register, 4> Homeless;
  auto LeavesRoom = [&](MCRegister To) {
    BitVector Taken = Avoid;
    Units.markUnits(To, Taken);
    Homeless.assign({V});
    for (Register X : I.Reads)
      if (MCRegister XR = M.getReg(X); XR && X != W) {
        if (TRI.regsOverlap(XR, To))
          Homeless.push_back(X);
        else
          Units.markUnits(XR, Taken);
      }
    return all_of(Homeless, [&](Register X) {
      for (MCPhysReg P : orderOf(X))
        if (!Units.anyUnitIn(P, Taken) && !M.isFixed(P)) {
          Units.markUnits(P, Taken);
          return true;
        }
      return false;
    });
  };
  if (!Prim.shiftToLeaveRoom(W, Avoid, I.OrderOf(W), LeavesRoom))
    return false;
  // The inputs evicted for W: those already given a register load again
  // after V; those still to come load in their turn.
  for (Register X : I.Reads)
    if (X != V && !M.getReg(X) && Operands.UseReg.contains(X)) {
      Operands.UseReg.erase(X);
      DisplacedInputs.push_back(X);
    }
  return true;
}

bool MTSAllocator::loadDisplacedInputs(const InstructionAtHand &I) {
  // Each had a register left (shiftOverInputs), unless V took it, and takes
  // one without hints: this is rare enough.
  SmallVector<Register, 2> Inputs = std::move(DisplacedInputs);
  DisplacedInputs.clear();
  for (Register X : Inputs) {
    BitVector Excluded = UsedUnits;
    Excluded |= EarlyClobbered;
    if (I.survives(X) && I.ClobbersAny)
      Excluded |= ScratchUnits;
    RegRequest Req;
    Req.Order = orderOf(X);
    Req.Excluded = &Excluded;
    Req.OrderOf = I.OrderOf;
    MCRegister R = Prim.load(X, Req, I.Rank);
    if (!R)
      return noRegisterLeft(I.MI,
                            "no register left for " + str(printReg(X, &TRI)));
    Operands.UseReg.insert(X, R);
    Units.markUnits(R, UsedUnits);
  }
  return true;
}

/// 2. Clobbers: the values in registers the instruction clobbers move out
/// of its way.
void MTSAllocator::moveOutOfClobberedRegisters(const InstructionAtHand &I) {
  const BitVector &Clobbered = ScratchUnits;
  BitVector &Used = UsedUnits;
  InClobbered.clear();
  if (I.ClobbersAny)
    M.getOccupants(Clobbered, InClobbered);
  if (InClobbered.empty())
    return;
  BitVector Avoid = Clobbered;
  Avoid |= Used;
  // A value that, stored now, would be loaded for its next read and again
  // after the call that follows it may instead take the callee-saved
  // register of values not needed before that call, stored in its place:
  // one store either way, and a load fewer (the paper's furthest next use,
  // at a clobber). bintree.c's main passes each new tree to check, count
  // and release in turn, and keeps their results until the end. The rank
  // those values are above; none inside a loop, whose rules chose the
  // values that keep callee-saved registers through it
  // (giveCalleeSavedRegistersToBusiestValues): another stored in their
  // place would be stored on every iteration (calls.c).
  auto RankToTakeFrom = [&](Register V) -> std::optional<unsigned> {
    if (!ranksByNextUse() || MLI.getLoopFor(CurMBB))
      return std::nullopt;
    unsigned Call = callBetweenNextReads(V);
    if (Call == ~0u)
      return std::nullopt;
    return Call - CurIdx;
  };
  llvm::sort(InClobbered, byNumber);
  for (Register V : InClobbered) {
    if (isListed(I.Reads, V)) {
      if (!I.survives(V))
        continue;
      // A value with a stale slot moves to a register the instruction
      // leaves alone, and is read there (`$x0 = COPY %tree` with %tree in
      // $x0, and calls to come); across a call before its next read, only
      // to a callee-saved register, or the call would store it anyway: a
      // free one, else one of clean values needed after it, which leave,
      // else one of values needed later, which are stored in its place.
      // Failing all, or with its slot current, it is saved and leaves the
      // register after the instruction.
      if (!M.isInSlot(V)) {
        bool CallFirst = meetsCallBeforeNextRead(V);
        SmallVector<MCPhysReg, 16> Targets;
        for (MCPhysReg R : I.OrderOf(V))
          if (!CallFirst || isCalleeSaved(R))
            Targets.push_back(R);
        // Not from a callee-saved register, which the instruction writes
        // with V itself (i686's GOT pointer, copied into $ebx for every PLT
        // call): V's loads go straight there, as its copies would, and the
        // register taken for it would be missed in loops to come.
        auto MoveOverValuesNeededLater = [&] {
          if (!CallFirst || isCalleeSaved(M.getReg(V)))
            return false;
          std::optional<unsigned> MinRank = RankToTakeFrom(V);
          return MinRank && Prim.moveOverValuesNeededLater(V, *MinRank, Avoid,
                                                           Targets, I.Rank);
        };
        if (Prim.moveToFreeRegister(V, Avoid, Targets) ||
            Prim.moveOverCleanValues(V, evictionRankAfterRead(V), Avoid,
                                     Targets, I.Rank, I.Recomputable) ||
            MoveOverValuesNeededLater()) {
          MCRegister To = M.getReg(V);
          Operands.UseReg.replace(V, To);
          Units.markUnits(To, Avoid);
          Units.markUnits(To, Used);
          continue;
        }
      }
      Prim.save(V);
      Operands.LeaveAfter.push_back(V);
      continue;
    }
    if (isListed(I.Writes, V))
      continue;
    moveOutOfTheWay(I, V, Avoid, RankToTakeFrom);
  }
}

void MTSAllocator::moveOutOfTheWay(
    const InstructionAtHand &I, Register V, const BitVector &Avoid,
    function_ref<std::optional<unsigned>(Register)> RankToTakeFrom) {
  // Before a call that comes ahead of V's next read, only a callee-saved
  // register keeps V: moved into another, V would leave it at the call, for
  // its slot or a callee-saved register taken then. Cython passes an object
  // it keeps across the call as an argument and loads the next argument
  // over it (`$rsi = COPY %key`); V went to $r10, and to $r15 at the call.
  if (!I.MI.isCall() && ranksByNextUse() && meetsCallBeforeNextRead(V)) {
    SmallVector<MCPhysReg, 16> Targets;
    llvm::copy_if(I.OrderOf(V), std::back_inserter(Targets),
                  [&](MCPhysReg R) { return isCalleeSaved(R); });
    if (Prim.moveToFreeRegister(V, Avoid, Targets))
      return;
    if (M.isInSlot(V)) {
      Prim.evict(V);
      return;
    }
    if (readFirstAfterNextCall(V, I.Rank) &&
        Prim.moveOverCleanValues(V, I.Rank(V), Avoid, Targets, I.Rank,
                                 I.Recomputable))
      return;
  }
  // Here, for a value read before the next call: i686's tree, which make
  // returned in the $eax that check clobbers.
  auto TakeFromRankedAbove = [&](Register W) -> std::optional<unsigned> {
    if (!I.MI.isCall() || callBetweenNextReads(W) != nextCall())
      return std::nullopt;
    return RankToTakeFrom(W);
  };
  Prim.displace(M.getReg(V), Avoid, I.OrderOf, I.Rank, I.Recomputable,
                TakeFromRankedAbove);
}

/// 3. Endings; physical registers read for the last time are free for the
/// defs too (the instruction reads before it writes). They join Used: a
/// value moved out of a def's way moves before the instruction, and must
/// not land on an input (`%v = COPY $rax` after a call, with the value in
/// %v's register moved into $rax, would copy that value instead).
void MTSAllocator::releaseEndings(const InstructionAtHand &I) {
  for (Register V : I.NU.endingSet(I.Idx))
    if (!isListed(I.Writes, V))
      M.remove(V);
  if (!I.HasEarlyClobber)
    for (unsigned U : CurFacts->releasedAfter(I.Idx))
      if (!ScratchUnits.test(U)) {
        M.releaseUnit(U);
        UsedUnits.set(U);
      }
}

/// 4. Defs: a register for every value the instruction writes.
bool MTSAllocator::defineOutputs(const InstructionAtHand &I) {
  MachineInstr &MI = I.MI;
  const BlockNextUse &NU = I.NU;
  const BitVector &Clobbered = ScratchUnits;
  BitVector &Used = UsedUnits;
  OperandValueMap<MCRegister> &UseReg = Operands.UseReg,
                              &DefReg = Operands.DefReg;
  auto Survives = [&](Register V) { return I.survives(V); };
  BitVector &DefExcluded = DefExcludedUnits;
  if (I.ClobbersAny)
    DefExcluded = Clobbered;
  else
    DefExcluded.reset();
  for (Register V : I.Reads) {
    MCRegister R = UseReg.lookup(V);
    if (!R || !I.survives(V))
      continue;
    // A copy's source that loses nothing by leaving its register
    // (isCheapToDrop) leaves it here, as if it died, and the destination
    // may take it: an interpreter's case that copied a value it only reads
    // (`v22 & 1023`) took a register from another value, stored and
    // reloaded it. The copy's read is the register's last.
    if (MI.isCopy() && isCheapToDrop(V)) {
      M.unbindReg(V);
      Operands.LeaveAfter.push_back(V);
      continue;
    }
    Units.markUnits(R, DefExcluded);
  }
  auto KeepsRegister = [&](Register V) {
    return I.survives(V) && !isListed(Operands.LeaveAfter, V);
  };
  // Each value by the first operand that defines it, found inline:
  // MachineInstr::findRegisterDefOperandIdx, called per value, costs the
  // pass 0.5% more instructions.
  auto FirstDefOf = [&](Register V) -> const MachineOperand & {
    return *llvm::find_if(MI.operands(), [&](const MachineOperand &MO) {
      return MO.isReg() && MO.isDef() && MO.getReg() == V;
    });
  };
  // A tied or partial def updates the value in place, in the register it
  // was read from.
  auto UpdatedInPlace = [&](Register V, const MachineOperand &Def) {
    MCRegister R = UseReg.lookup(V);
    return R && M.getReg(V) == R && (Def.readsReg() || Def.isTied());
  };
  // The other defs leave that register alone, those before it too
  // (PowerPC's load with update, `%x, %base = LDU 8, %base(tied-def 1)`,
  // defines the base second).
  if (I.Writes.size() > 1)
    for (Register V : I.Writes)
      if (UpdatedInPlace(V, FirstDefOf(V)))
        Units.markUnits(UseReg.lookup(V), DefExcluded);
  for (Register V : I.Writes) {
    // Only a definition whose value is read is delayed, and the read
    // places it.
    assert(!delayedDefinition(V) && "a delayed definition written over");
    const MachineOperand &MO = FirstDefOf(V);
    unsigned OpIdx = MO.getOperandNo();
    // A tied input of no register is one the instruction ignores (SystemZ's
    // RISBMux inserts bits into $noreg when it has no other bits to keep).
    unsigned TiedUse;
    if (MI.isRegTiedToUseOperand(OpIdx, &TiedUse)) {
      const MachineOperand &UseMO = MI.getOperand(TiedUse);
      if (UseMO.getReg() && UseMO.getReg() != V && !UseMO.isUndef())
        return fail("tied operands name different virtual registers (the input "
                    "must be in two-address form)",
                    &MI);
    }
    MCRegister R = UseReg.lookup(V);
    if (!UpdatedInPlace(V, MO)) {
      // Each hint is worked out once, and only when asked for.
      std::optional<MCRegister> CopyHome, JoinHome;
      auto CopyHint = [&] {
        if (!CopyHome)
          CopyHome = copyHint(V);
        return *CopyHome;
      };
      auto JoinHint = [&] {
        if (!JoinHome)
          JoinHome = joinHint(V);
        return *JoinHome;
      };
      if (!I.DefHint && !MO.isEarlyClobber() && !CopyHint() &&
          isListed(orderOf(V), JoinHint().id()))
        vacateJoinHint(JoinHint(), Survives, DefExcluded, Used);
      BitVector Excluded = DefExcluded;
      if (MO.isEarlyClobber())
        Excluded |= Used;
      auto Hint = [&](unsigned H) {
        switch (H) {
        case 0:
          return I.DefHint;
        case 1:
          return CopyHint();
        case 2:
          return JoinHint();
        case 3:
          // A copy's own, before the last.
          if (MI.isCopy())
            return dyingSourceHint(MI, UseReg, KeepsRegister);
          [[fallthrough]];
        default:
          return copyHintBeyondBlock(V);
        }
      };
      auto Wanted = [&] { return wantedAvoidedBy(V); };
      unsigned NumHints = MI.isCopy() ? 5 : 4;
      RegRequest Req{orderOf(V), &Excluded, Hint, NumHints, I.OrderOf, Wanted};
      Req.Inputs = &Used;
      Req.CheapToDrop = I.CheapToDrop;
      Req.ExpectedAtJoin = I.ExpectedAtJoin;
      R = Prim.allocate(V, Req, I.Rank);
      // Every register is taken, those of inputs that live on too (an
      // address computed from two such inputs, with two registers): the def
      // takes an input's register, or a part of it, and the input lives on
      // in its slot.
      if (!R && !MO.isEarlyClobber())
        for (Register In : I.Reads) {
          MCRegister InR = UseReg.lookup(In);
          if (!InR || !I.survives(In) || M.getReg(In) != InR ||
              (I.ClobbersAny && Units.anyUnitIn(InR, Clobbered)))
            continue;
          auto Part = find_if(orderOf(V), [&](MCPhysReg P) {
            return TRI.isSubRegisterEq(InR, P);
          });
          if (Part == orderOf(V).end())
            continue;
          Prim.save(In);
          M.unbindReg(In);
          // Its read here kills the register.
          Operands.LeaveAfter.push_back(In);
          R = *Part;
          M.bindReg(V, R);
          break;
        }
      // A value recomputed where it is read needs no register now (a
      // constant defined while a call's arguments fix every register of its
      // class): it starts out as if evicted at once, and its definition
      // leaves the block, kept as the recomputations' template.
      if (!R && rematDef(V) == &MI) {
        if (!NU.isDeadDef(I.Idx, V))
          M.setInSlot(V, true);
        DetachDefinition = true;
        continue;
      }
      // One of several definitions cannot be recomputed in its place, but
      // can be put off until its value is needed.
      if (!R && !NU.isDeadDef(I.Idx, V) && canDelayDefinition(MI, V)) {
        M.setInSlot(V, true);
        RematDefOf[V.virtRegIndex()] = &MI;
        DelayedDefinitions.push_back({V, &MI});
        DelayDefinition = true;
        continue;
      }
      if (!R)
        return noRegisterLeft(MI, "no register left for the definition of " +
                                      str(printReg(V, &TRI)));
    }
    // A recomputable value is as good as saved from its definition on.
    bool Recomputable = rematDef(V);
    M.setInSlot(V, Recomputable);
    if (Recomputable)
      RematDefinedInBlock.push_back(V);
    DefReg.insert(V, R);
    Units.markUnits(R, DefExcluded);
  }
  return true;
}

/// 5. Rewrite. The last read of a value that does not outlive its register
/// here is a kill, and a def nobody reads is dead: later passes (the x87
/// stackifier) depend on both. Of several operands reading it, the first
/// carries the kill, as MachineInstr::addRegisterKilled puts it: a later
/// pass may rely on that (X86FixupLEAs splits `lea (%r13,%r13,2)` into a
/// lea of the index and an add of the base, keeping the index's flag).
void MTSAllocator::rewriteOperands(const InstructionAtHand &I) {
  MachineInstr &MI = I.MI;
  const BlockNextUse &NU = I.NU;
  auto &[ReadAlready, UseReg, DefReg, LeaveAfter, SuperKills, SuperDefs,
         SuperDeads] = Operands;
  auto KillsRegister = [&](Register V) {
    return !I.survives(V) || isListed(Operands.LeaveAfter, V);
  };
  for (unsigned OpIdx = 0, E = MI.getNumOperands(); OpIdx != E; ++OpIdx) {
    MachineOperand &MO = MI.getOperand(OpIdx);
    if (!MO.isReg() || !MO.getReg().isVirtual())
      continue;
    Register V = MO.getReg();
    MCRegister R;
    if (MO.isDef())
      R = DefReg.lookup(V);
    else if (MCRegister Read = UseReg.lookup(V))
      R = Read;
    else if (MCRegister Defined = DefReg.lookup(V))
      R = Defined; // An undef read of a value defined here.
    else if (MCRegister Current = M.getReg(V))
      R = Current;
    else
      R = orderOf(V).front(); // An undef read: any register will do.
    unsigned SubReg = MO.getSubReg();
    bool FirstRead = MO.isUse() && !MO.isUndef() && !isListed(ReadAlready, V);
    if (FirstRead)
      ReadAlready.push_back(V);
    bool Kill = FirstRead && KillsRegister(V);
    bool Dead = MO.isDef() && NU.isDeadDef(I.Idx, V);
    // A sub-register kill kills the whole register, unless the instruction
    // updates that part in place (`%v.gsub_0 = BFC %v.gsub_0(tied-def 0)`
    // on ARM): the rest of the value stays. A <def,read-undef> of a
    // sub-register defines the whole register.
    if (Kill && SubReg && DefReg.lookup(V) != R)
      SuperKills.push_back(R);
    if (MO.isDef() && SubReg && MO.isUndef())
      (Dead ? SuperDeads : SuperDefs).push_back(R);
    MO.setReg(physRegFor(TRI, R, SubReg));
    MO.setSubReg(0);
    if (MO.isDef()) {
      MO.setIsUndef(false);
      MO.setIsDead(Dead);
    } else {
      MO.setIsKill(Kill && !SubReg);
    }
    MO.setIsRenamable(true);
  }
  for (MCRegister R : SuperKills)
    MI.addRegisterKilled(R, &TRI, /*AddIfNotFound=*/true);
  for (MCRegister R : SuperDefs)
    MI.addRegisterDefined(R, &TRI);
  for (MCRegister R : SuperDeads)
    MI.addRegisterDead(R, &TRI, /*AddIfNotFound=*/true);
}

/// 6. After: the model as the instruction leaves it.
bool MTSAllocator::updateModelAfter(const InstructionAtHand &I) {
  for (Register V : Operands.LeaveAfter)
    M.unbindReg(V);
  for (Register V : I.Writes)
    if (I.NU.isDeadDef(I.Idx, V))
      M.remove(V);
  // Fix before releasing: a physical def of which only some units are read
  // later (`$rcx` defined, only `$cl` read) keeps just those units.
  for (MCRegister R : CurFacts->fixedAfter(I.Idx))
    if (!M.fixReg(R))
      return fail("a value was left in " + str(printReg(R, &TRI)) +
                      ", which the instruction defines",
                  &I.MI);
  for (unsigned U : CurFacts->releasedAfter(I.Idx))
    M.releaseUnit(U);
  return true;
}
