//===- AllocationChecker.cpp - Prove an allocation right ------------------===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The abstract interpretation behind -mts-verify (see the header). Values
/// are named by virtual register, not by definition: when an original
/// instruction defines V, every other location holding V becomes stale and
/// forgets it, so "holds V" always means "holds V's current value". At a
/// join that is the value of whichever predecessor ran, which is what the
/// original program reads there too.
///
//===----------------------------------------------------------------------===//

#include "AllocationChecker.h"
#include "AsmGoto.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/CodeGen/LiveRegUnits.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetLowering.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

using namespace llvm;
using namespace mts;

namespace {

/// Virtual registers, sorted, without duplicates.
using ValueSet = SmallVector<Register, 2>;

void insertValue(ValueSet &S, Register V) {
  auto It = llvm::lower_bound(S, V);
  if (It == S.end() || *It != V)
    S.insert(It, V);
}

bool eraseValue(ValueSet &S, Register V) {
  auto It = llvm::lower_bound(S, V);
  if (It == S.end() || *It != V)
    return false;
  S.erase(It);
  return true;
}

/// The register an operand names once allocated; none if it is not physical
/// (which the checker then reports at the first read that needs it).
MCRegister physRegOf(const MachineOperand &MO) {
  return MO.isReg() && MO.getReg().isPhysical() ? MO.getReg().asMCReg()
                                                : MCRegister();
}

bool containsValue(const ValueSet &S, Register V) {
  return llvm::binary_search(S, V);
}

ValueSet intersect(const ValueSet &A, const ValueSet &B) {
  ValueSet R;
  std::set_intersection(A.begin(), A.end(), B.begin(), B.end(),
                        std::back_inserter(R));
  return R;
}

/// MI's operands from Begin on, N of them (none past the end), without flags
/// such as kill and dead.
hash_code hashOperands(const MachineInstr &MI, unsigned Begin, unsigned N) {
  unsigned End = std::min(Begin + N, MI.getNumOperands());
  return hash_combine_range(MI.operands_begin() + std::min(Begin, End),
                            MI.operands_begin() + End);
}

/// An instruction's operands after its first (the register it defines) and
/// before operand End (all by default).
hash_code hashOperandsButFirst(const MachineInstr &MI, unsigned End = ~0u) {
  return hashOperands(MI, 1, std::max(End, 1u) - 1);
}

/// An instruction's operands but its first and its anchor's, \p AnchorOpIdx.
hash_code hashOperandsBesideAnchor(const MachineInstr &MI,
                                   unsigned AnchorOpIdx) {
  return hash_combine(hashOperands(MI, 1, AnchorOpIdx - 1),
                      hashOperands(MI, AnchorOpIdx + 1, ~0u));
}

/// The constant MI puts in its first operand's register, if the target says.
std::optional<int64_t> constantDefinedBy(const MachineInstr &MI) {
  const TargetInstrInfo &TII = *MI.getMF()->getSubtarget().getInstrInfo();
  int64_t Value;
  if (MI.getNumOperands() && MI.getOperand(0).isReg() &&
      TII.getConstValDefinedInReg(MI, MI.getOperand(0).getReg(), Value))
    return Value;
  return std::nullopt;
}

/// `%v = COPY %v` before allocation: %v keeps its value, so the copies of it
/// elsewhere (a clean spill slot, say) stay good.
bool isIdentityCopy(const MachineInstr &MI,
                    const AllocationChecker::Record &Orig) {
  if (!MI.isCopy() || Orig.Operands.size() != 2)
    return false;
  const AllocationChecker::VRegOperand &A = Orig.Operands[0],
                                       &B = Orig.Operands[1];
  return A.IsDef != B.IsDef && A.VReg == B.VReg && A.SubReg == B.SubReg;
}

/// What each register unit and spill slot holds at one program point.
struct State {
  std::vector<ValueSet> Units;
  std::map<int, ValueSet> Slots;
  /// The units no code the allocator inserted has written since the
  /// function itself last did: they hold what the original program has
  /// there.
  BitVector Intact;

  /// Keeps only what both states hold; true if this state changed.
  bool meet(const State &Other) {
    bool Changed = Intact.test(Other.Intact);
    Intact &= Other.Intact;
    for (unsigned U = 0, E = Units.size(); U != E; ++U) {
      if (Units[U].empty())
        continue;
      ValueSet Common = intersect(Units[U], Other.Units[U]);
      if (Common.size() != Units[U].size()) {
        Units[U] = std::move(Common);
        Changed = true;
      }
    }
    for (auto It = Slots.begin(); It != Slots.end();) {
      auto O = Other.Slots.find(It->first);
      ValueSet Common = O == Other.Slots.end()
                            ? ValueSet()
                            : intersect(It->second, O->second);
      if (Common.size() != It->second.size()) {
        It->second = std::move(Common);
        Changed = true;
      }
      It = It->second.empty() ? Slots.erase(It) : std::next(It);
    }
    return Changed;
  }
};

/// Whether the edge from MBB to Succ leaves before MBB's end: an
/// exception's, from a call, or an asm goto's to a label, from the asm.
bool leavesEarly(const MachineBasicBlock &MBB, const MachineBasicBlock &Succ) {
  return Succ.isEHPad() || isAsmGotoEdge(MBB, Succ);
}

/// Forward dataflow over MF to a fixed point, then a check of every read
/// against it. Blocks not reached yet hold everything (they have no state),
/// and states only shrink: StateT::meet keeps what both hold and says
/// whether anything went. RunBlock(MBB, S) applies MBB to S and returns the
/// state the edges that leave before its end carry (leavesEarly), if any.
/// Check(MI, S, Failure) applies MI to S, and first checks its reads: false
/// with Failure set at the first wrong one. Reads are checked in layout
/// order; unreachable blocks never run, and have nothing to check against.
template <typename StateT, typename RunBlockFn, typename CheckFn>
std::optional<CheckFailure> solveAndCheck(const MachineFunction &MF,
                                          const StateT &Entry,
                                          RunBlockFn RunBlock, CheckFn Check) {
  ReversePostOrderTraversal<const MachineFunction *> RPOT(&MF);
  DenseMap<const MachineBasicBlock *, StateT> In;
  In[&MF.front()] = Entry;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const MachineBasicBlock *MBB : RPOT) {
      auto It = In.find(MBB);
      if (It == In.end())
        continue;
      StateT S = It->second;
      std::optional<StateT> Early = RunBlock(*MBB, S);
      for (const MachineBasicBlock *Succ : MBB->successors()) {
        const StateT &Out = Early && leavesEarly(*MBB, *Succ) ? *Early : S;
        auto [SuccIt, New] = In.try_emplace(Succ, Out);
        if (New || SuccIt->second.meet(Out))
          Changed = true;
      }
    }
  }
  for (const MachineBasicBlock &MBB : MF) {
    auto It = In.find(&MBB);
    if (It == In.end())
      continue;
    StateT S = It->second;
    std::optional<CheckFailure> Failure;
    for (const MachineInstr &MI : MBB)
      if (!Check(MI, S, Failure))
        return Failure;
  }
  return std::nullopt;
}

/// One run of the abstract interpretation over an allocated function.
class Interpreter {
public:
  using OriginalMap =
      DenseMap<const MachineInstr *, AllocationChecker::Record>;

  Interpreter(const MachineFunction &MF, const OriginalMap &Original,
              const DenseMap<Register, const TargetRegisterClass *> &Classes,
              const DenseMap<const MachineInstr *,
                             AllocationChecker::BelievedRemat> &Remats)
      : MF(MF), TRI(*MF.getSubtarget().getRegisterInfo()),
        TII(*MF.getSubtarget().getInstrInfo()), MFI(MF.getFrameInfo()),
        Original(Original), Classes(Classes), Remats(Remats) {}

  std::optional<CheckFailure> run();

private:
  /// Apply MI to S. With Failure, first check MI's reads and stop at the
  /// first wrong one.
  bool transfer(const MachineInstr &MI, State &S,
                std::optional<CheckFailure> *Failure);
  bool checkReads(const MachineInstr &MI,
                  ArrayRef<AllocationChecker::VRegOperand> Ops, const State &S,
                  std::optional<CheckFailure> &Failure) const;
  bool checkFoldedRead(const MachineInstr &MI,
                       const AllocationChecker::Record &Orig, const State &S,
                       std::optional<CheckFailure> &Failure) const;
  bool checkPhysicalReads(const MachineInstr &MI,
                          const AllocationChecker::Record &Orig, const State &S,
                          std::optional<CheckFailure> &Failure) const;

  SmallVector<unsigned, 8> unitsOf(MCRegister R) const {
    SmallVector<unsigned, 8> Units;
    for (MCRegUnit U : TRI.regunits(R))
      Units.push_back(static_cast<unsigned>(U));
    return Units;
  }
  /// Whether every unit of R holds V.
  bool holds(const State &S, MCRegister R, Register V) const {
    return all_of(unitsOf(R),
                  [&](unsigned U) { return containsValue(S.Units[U], V); });
  }
  /// The values every unit of R holds.
  ValueSet valuesIn(const State &S, MCRegister R) const;
  void setUnits(State &S, MCRegister R, const ValueSet &Values) const;
  /// Erases what MI writes (its physical defs and register mask), which is
  /// no longer intact.
  void clobber(State &S, const MachineInstr &MI);
  /// Every copy of V is stale: V was just defined.
  void forget(State &S, Register V) const;
  /// forget() each value MI defines, unless it copies a value onto itself.
  void forgetDefinedValues(State &S, const MachineInstr &MI,
                           const AllocationChecker::Record &Orig) const;
  /// Whether a copy that allocation made an identity, and that is erased
  /// after the check, finds its source value in place; if not, applies the
  /// nothing it does at run time to S.
  bool identityCopyFindsItsValue(const MachineInstr &MI,
                                 const AllocationChecker::Record &Orig,
                                 State &S) const;
  const BitVector &unitsClobberedBy(const uint32_t *Mask);
  /// The call an exception leaves MBB from; null when no successor is a
  /// landing pad, or there is no call (the edge then leaves from the end).
  static const MachineInstr *throwingCall(const MachineBasicBlock &MBB);
  /// S as a landing pad receives it from the unwinder.
  void unwindInto(State &S) const;
  bool isSpillSlot(int FI) const {
    return FI >= 0 && MFI.isSpillSlotObjectIndex(FI);
  }
  /// The register a spill stores to spill slot FI, or a reload loads from
  /// it; none if MI is neither.
  MCRegister spilledBy(const MachineInstr &MI, int &FI) const;
  MCRegister reloadedBy(const MachineInstr &MI, int &FI) const;
  MCRegister slotAccess(const MachineInstr &MI, int &FI, bool Load) const;
  std::string describe(const ValueSet &Values) const;
  /// The registers and spill slots that hold all of V; empty if none.
  std::string whereIs(const State &S, Register V) const;

  const MachineFunction &MF;
  const TargetRegisterInfo &TRI;
  const TargetInstrInfo &TII;
  const MachineFrameInfo &MFI;
  const OriginalMap &Original;
  const DenseMap<Register, const TargetRegisterClass *> &Classes;
  /// Recomputations of values the checker accepts as rematerializable.
  const DenseMap<const MachineInstr *, AllocationChecker::BelievedRemat>
      &Remats;
  DenseMap<const uint32_t *, BitVector> MaskUnits;
};

} // namespace

ValueSet Interpreter::valuesIn(const State &S, MCRegister R) const {
  std::optional<ValueSet> Result;
  for (unsigned U : unitsOf(R))
    Result = Result ? intersect(*Result, S.Units[U]) : S.Units[U];
  return Result.value_or(ValueSet());
}

void Interpreter::setUnits(State &S, MCRegister R,
                           const ValueSet &Values) const {
  for (unsigned U : unitsOf(R))
    S.Units[U] = Values;
}

const BitVector &Interpreter::unitsClobberedBy(const uint32_t *Mask) {
  auto [It, New] = MaskUnits.try_emplace(Mask);
  if (New) {
    // LLVM's reading of a mask: a unit is clobbered when one of its roots
    // is (not when a register containing it is, such as AArch64's X18_X19).
    LiveRegUnits Clobbered(TRI);
    Clobbered.addRegsInMask(Mask);
    It->second = Clobbered.getBitVector();
  }
  return It->second;
}

void Interpreter::forget(State &S, Register V) const {
  for (ValueSet &Values : S.Units)
    eraseValue(Values, V);
  for (auto It = S.Slots.begin(); It != S.Slots.end();)
    It = eraseValue(It->second, V) && It->second.empty() ? S.Slots.erase(It)
                                                         : std::next(It);
}

void Interpreter::forgetDefinedValues(
    State &S, const MachineInstr &MI,
    const AllocationChecker::Record &Orig) const {
  for (const AllocationChecker::VRegOperand &Op : Orig.Operands)
    if (Op.IsDef && !isIdentityCopy(MI, Orig))
      forget(S, Op.VReg);
}

bool Interpreter::identityCopyFindsItsValue(
    const MachineInstr &MI, const AllocationChecker::Record &Orig,
    State &S) const {
  std::optional<CheckFailure> Ignored;
  if (checkReads(MI, Orig.Operands, S, Ignored) &&
      checkPhysicalReads(MI, Orig, S, Ignored))
    return true;
  // The register keeps what it held, which is not the copy's value: its
  // destination value is nowhere, and a later read of it fails there. (An
  // edge leaves a register unfilled when the block it enters evicts the
  // value unread: `%v = COPY %v` first in the block reads nothing.)
  forgetDefinedValues(S, MI, Orig);
  for (MCRegister R : Orig.PhysicalDefs)
    for (unsigned U : unitsOf(R))
      S.Intact.reset(U);
  return false;
}

void Interpreter::clobber(State &S, const MachineInstr &MI) {
  for (const MachineOperand &MO : MI.operands()) {
    if (MO.isRegMask()) {
      const BitVector &Clobbered = unitsClobberedBy(MO.getRegMask());
      for (unsigned U : Clobbered.set_bits())
        S.Units[U].clear();
      S.Intact.reset(Clobbered);
    } else if (MO.isReg() && MO.isDef() && MO.getReg().isPhysical()) {
      setUnits(S, MO.getReg().asMCReg(), ValueSet());
      for (unsigned U : unitsOf(MO.getReg().asMCReg()))
        S.Intact.reset(U);
    }
  }
}

MCRegister Interpreter::spilledBy(const MachineInstr &MI, int &FI) const {
  if (Register R = TII.isStoreToStackSlot(MI, FI);
      R.isPhysical() && isSpillSlot(FI))
    return R.asMCReg();
  return slotAccess(MI, FI, /*Load=*/false);
}

MCRegister Interpreter::reloadedBy(const MachineInstr &MI, int &FI) const {
  if (Register R = TII.isLoadFromStackSlot(MI, FI);
      R.isPhysical() && isSpillSlot(FI))
    return R.asMCReg();
  return slotAccess(MI, FI, /*Load=*/true);
}

/// Spill code TargetInstrInfo does not recognize: an access to a spill slot
/// whose explicit register operands (defs for a load, uses for a store) are
/// the value's register (x87's popping store), or together make it up
/// (ARM's LDRD and STRD of a register pair name both halves).
MCRegister Interpreter::slotAccess(const MachineInstr &MI, int &FI,
                                   bool Load) const {
  if (Load ? !MI.mayLoad() || MI.mayStore() : !MI.mayStore() || MI.mayLoad())
    return MCRegister();
  auto Slot = find_if(MI.operands(), [&](const MachineOperand &MO) {
    return MO.isFI() && isSpillSlot(MO.getIndex());
  });
  if (Slot == MI.operands_end())
    return MCRegister();
  SmallVector<MCRegister, 2> Parts;
  for (const MachineOperand &MO : MI.explicit_operands())
    if (MCRegister R = physRegOf(MO); R && MO.isDef() == Load)
      Parts.push_back(R);
  if (Parts.empty())
    return MCRegister();
  FI = Slot->getIndex();
  if (Parts.size() == 1)
    return Parts.front();
  SmallVector<unsigned, 8> Units;
  for (MCRegister Part : Parts)
    append_range(Units, unitsOf(Part));
  llvm::sort(Units);
  for (MCRegister Super : TRI.superregs(Parts.front())) {
    SmallVector<unsigned, 8> SuperUnits = unitsOf(Super);
    llvm::sort(SuperUnits);
    if (SuperUnits == Units)
      return Super;
  }
  return MCRegister();
}

std::string Interpreter::describe(const ValueSet &Values) const {
  if (Values.empty())
    return "no value";
  std::string Text;
  raw_string_ostream OS(Text);
  ListSeparator LS;
  for (Register V : Values)
    OS << LS << printReg(V, &TRI, 0, &MF.getRegInfo());
  return Text;
}

std::string Interpreter::whereIs(const State &S, Register V) const {
  std::string Text;
  raw_string_ostream OS(Text);
  ListSeparator LS;
  for (unsigned R = 1, E = TRI.getNumRegs(); R != E; ++R) {
    // Name the largest registers only: $rax, not also $eax, $ax and $al.
    if (!holds(S, MCRegister(R), V) ||
        any_of(TRI.superregs(MCRegister(R)), [&](MCPhysReg Super) {
          return holds(S, MCRegister(Super), V);
        }))
      continue;
    OS << LS << printReg(MCRegister(R), &TRI);
  }
  for (const auto &[FI, Values] : S.Slots)
    if (containsValue(Values, V))
      OS << LS << "%stack." << FI;
  return Text;
}

bool Interpreter::checkReads(const MachineInstr &MI,
                             ArrayRef<AllocationChecker::VRegOperand> Ops,
                             const State &S,
                             std::optional<CheckFailure> &Failure) const {
  for (const AllocationChecker::VRegOperand &Op : Ops) {
    if (Op.IsDef || Op.IsUndef)
      continue;
    CheckFailure F;
    F.MI = &MI;
    F.OpIdx = Op.OpIdx;
    F.Expected = Op.VReg;
    MCRegister R = physRegOf(MI.getOperand(Op.OpIdx));
    if (!R) {
      F.Location = "an operand that is not a physical register";
      F.Held = "no value";
      Failure = F;
      return false;
    }
    if (holds(S, R, Op.VReg))
      continue;
    raw_string_ostream(F.Location) << printReg(R, &TRI);
    F.Held = describe(valuesIn(S, R));
    F.ExpectedIn = whereIs(S, Op.VReg);
    Failure = F;
    return false;
  }
  return true;
}

bool Interpreter::checkFoldedRead(const MachineInstr &MI,
                                  const AllocationChecker::Record &Orig,
                                  const State &S,
                                  std::optional<CheckFailure> &Failure) const {
  Register V = Orig.FoldedValue;
  // A read from V's definition's memory is checked apart (check()).
  if (!V || !Orig.FoldedUse || Orig.FromDefinition)
    return true;
  int FI = MI.getOperand(Orig.FoldedOpIdx).getIndex();
  auto Slot = S.Slots.find(FI);
  if (Slot != S.Slots.end() && containsValue(Slot->second, V))
    return true;
  CheckFailure F;
  F.MI = &MI;
  F.OpIdx = Orig.FoldedOpIdx;
  F.Expected = V;
  raw_string_ostream(F.Location) << "%stack." << FI;
  F.Held = describe(Slot == S.Slots.end() ? ValueSet() : Slot->second);
  F.ExpectedIn = whereIs(S, V);
  Failure = F;
  return false;
}

bool Interpreter::checkPhysicalReads(
    const MachineInstr &MI, const AllocationChecker::Record &Orig,
    const State &S, std::optional<CheckFailure> &Failure) const {
  for (const AllocationChecker::PhysicalRead &Read : Orig.PhysicalReads) {
    if (all_of(unitsOf(Read.Reg), [&](unsigned U) { return S.Intact.test(U); }))
      continue;
    // The copy that put the value there, erased since (the value was there
    // already).
    if (Read.CopyOf && holds(S, Read.Reg, Read.CopyOf))
      continue;
    CheckFailure F;
    F.MI = &MI;
    F.OpIdx = std::max(MI.findRegisterUseOperandIdx(Read.Reg, &TRI), 0);
    raw_string_ostream(F.Location) << printReg(Read.Reg, &TRI);
    F.Held = describe(valuesIn(S, Read.Reg));
    Failure = F;
    return false;
  }
  return true;
}

bool Interpreter::transfer(const MachineInstr &MI, State &S,
                           std::optional<CheckFailure> *Failure) {
  if (MI.isDebugInstr())
    return true;
  auto Found = Original.find(&MI);
  const AllocationChecker::Record *Orig =
      Found != Original.end() && Found->second.Opcode == MI.getOpcode()
          ? &Found->second
          : nullptr;
  if (!Orig) {
    // Inserted by the allocator: a spill, a reload or a copy moves values.
    int FI;
    if (MCRegister R = spilledBy(MI, FI)) {
      ValueSet Values = valuesIn(S, R);
      clobber(S, MI);
      S.Slots[FI] = std::move(Values);
      return true;
    }
    if (MCRegister R = reloadedBy(MI, FI)) {
      auto It = S.Slots.find(FI);
      ValueSet Values = It == S.Slots.end() ? ValueSet() : It->second;
      clobber(S, MI);
      setUnits(S, R, Values);
      return true;
    }
    if (auto It = Remats.find(&MI); It != Remats.end()) {
      const AllocationChecker::BelievedRemat &Remat = It->second;
      if (Remat.Anchor) {
        MCRegister R = MI.getOperand(Remat.AnchorOpIdx).getReg().asMCReg();
        if (!holds(S, R, Remat.Anchor)) {
          if (!Failure) {
            clobber(S, MI);
            return true;
          }
          CheckFailure F;
          F.MI = &MI;
          F.OpIdx = Remat.AnchorOpIdx;
          F.Expected = Remat.Anchor;
          raw_string_ostream(F.Location) << printReg(R, &TRI);
          F.Held = describe(valuesIn(S, R));
          F.ExpectedIn = whereIs(S, Remat.Anchor);
          *Failure = F;
          return false;
        }
      }
      clobber(S, MI);
      // The value is in every register the instruction defines for good:
      // its def, and the whole register when the def is of a part
      // (`$w17 = MOVi32imm 58, implicit-def $x17`).
      for (const MachineOperand &MO : MI.all_defs())
        if (MCRegister R = physRegOf(MO); R && !MO.isDead())
          for (unsigned U : unitsOf(R))
            insertValue(S.Units[U], Remat.Value);
      return true;
    }
  } else if (MI.isIdentityCopy() && !identityCopyFindsItsValue(MI, *Orig, S)) {
    return true;
  } else if (Failure && (!checkReads(MI, Orig->Operands, S, *Failure) ||
                         !checkFoldedRead(MI, *Orig, S, *Failure) ||
                         !checkPhysicalReads(MI, *Orig, S, *Failure))) {
    return false;
  }

  ValueSet Copied;
  if (MI.isCopy())
    if (MCRegister Src = physRegOf(MI.getOperand(1)))
      Copied = valuesIn(S, Src);

  // A def of part of a value keeps the rest of it where it was.
  SmallVector<std::pair<Register, SmallVector<unsigned, 4>>, 2> Kept;
  if (Orig) {
    for (const AllocationChecker::VRegOperand &Op : Orig->Operands) {
      if (!Op.IsDef || !Op.SubReg)
        continue;
      MCRegister Part = physRegOf(MI.getOperand(Op.OpIdx));
      MCRegister Whole =
          Part ? TRI.getMatchingSuperReg(Part, Op.SubReg,
                                         Classes.lookup(Op.VReg))
               : MCRegister();
      SmallVector<unsigned, 4> Units;
      if (Whole)
        for (unsigned U : unitsOf(Whole))
          // After a read-undef def the rest is undefined: anything will do.
          if (Op.IsUndef || containsValue(S.Units[U], Op.VReg))
            Units.push_back(U);
      Kept.push_back({Op.VReg, std::move(Units)});
    }
  }

  clobber(S, MI);

  if (Orig) {
    // What the function itself writes, it holds again; not the registers
    // the allocator chose for the instruction's values.
    for (MCRegister R : Orig->PhysicalDefs)
      for (unsigned U : unitsOf(R))
        S.Intact.set(U);
    for (const MachineOperand &MO : MI.operands())
      if (MO.isRegMask())
        S.Intact |= unitsClobberedBy(MO.getRegMask());
    // Every other copy of a value defined here is now stale.
    forgetDefinedValues(S, MI, *Orig);
    if (Orig->FoldedDef) {
      forget(S, Orig->FoldedValue);
      S.Slots[MI.getOperand(Orig->FoldedOpIdx).getIndex()] = {
          Orig->FoldedValue};
    }
    for (auto &[V, Units] : Kept)
      for (unsigned U : Units)
        insertValue(S.Units[U], V);
    for (const AllocationChecker::VRegOperand &Op : Orig->Operands)
      if (MCRegister R = physRegOf(MI.getOperand(Op.OpIdx)); Op.IsDef && R)
        for (unsigned U : unitsOf(R))
          insertValue(S.Units[U], Op.VReg);
  }

  // (A copy first: some instructions have no operands, AArch64's return.)
  if (MI.isCopy())
    if (MCRegister Dst = physRegOf(MI.getOperand(0)))
      for (unsigned U : unitsOf(Dst))
        for (Register V : Copied)
          insertValue(S.Units[U], V);
  return true;
}

/// An exception leaves a block from its last call, as LLVM's SplitKit and
/// PHI elimination assume (computeLastInsertPoint, findPHICopyInsertPoint):
/// what the block does after that call never reaches its landing pads.
const MachineInstr *Interpreter::throwingCall(const MachineBasicBlock &MBB) {
  if (none_of(MBB.successors(),
              [](const MachineBasicBlock *Succ) { return Succ->isEHPad(); }))
    return nullptr;
  for (const MachineInstr &MI : llvm::reverse(MBB))
    if (MI.isCall())
      return &MI;
  return nullptr;
}

/// The unwinder writes the exception's pointer and selector registers before
/// a landing pad runs: they hold what the program reads there, and no value.
void Interpreter::unwindInto(State &S) const {
  const Function &F = MF.getFunction();
  const Constant *Personality = F.hasPersonalityFn()
                                    ? F.getPersonalityFn()->stripPointerCasts()
                                    : nullptr;
  const TargetLowering &TLI = *MF.getSubtarget().getTargetLowering();
  for (Register R : {TLI.getExceptionPointerRegister(Personality),
                     TLI.getExceptionSelectorRegister(Personality)}) {
    if (!R.isPhysical())
      continue;
    setUnits(S, R.asMCReg(), ValueSet());
    for (unsigned U : unitsOf(R.asMCReg()))
      S.Intact.set(U);
  }
}

std::optional<CheckFailure> Interpreter::run() {
  State Empty;
  Empty.Units.resize(TRI.getNumRegUnits());
  Empty.Intact.resize(TRI.getNumRegUnits(), true);
  return solveAndCheck(
      MF, Empty,
      [&](const MachineBasicBlock &MBB, State &S) {
        const MachineInstr *Throwing = throwingCall(MBB);
        const MachineInstr *AsmGoto = Throwing ? nullptr : asmGotoOf(MBB);
        std::optional<State> Early;
        for (const MachineInstr &MI : MBB) {
          transfer(MI, S, nullptr);
          if (&MI == Throwing || &MI == AsmGoto)
            Early = S;
        }
        if (Early && Throwing)
          unwindInto(*Early);
        return Early;
      },
      [&](const MachineInstr &MI, State &S,
          std::optional<CheckFailure> &Failure) {
        return transfer(MI, S, &Failure);
      });
}

AllocationChecker::AllocationChecker(const MachineFunction &MF) {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  for (const MachineBasicBlock &MBB : MF) {
    // The physical registers the block has copied a value into so far, and
    // the value.
    SmallVector<std::pair<MCRegister, Register>, 4> CopiedInto;
    for (const MachineInstr &MI : MBB) {
      if (MI.isDebugInstr())
        continue;
      // Instructions without virtual operands are original too: they must
      // not be taken for the allocator's copies, loads and stores.
      Record &R = Original[&MI];
      R.Opcode = MI.getOpcode();
      for (const MachineOperand &MO : MI.operands()) {
        if (!MO.isReg() || !MO.getReg())
          continue;
        Register V = MO.getReg();
        if (V.isVirtual()) {
          R.Operands.push_back({MI.getOperandNo(&MO), V, MO.getSubReg(),
                                MO.isDef(), MO.isUndef()});
          Classes.try_emplace(V, MRI.getRegClass(V));
          continue;
        }
        MCRegister Phys = V.asMCReg();
        if (MRI.isReserved(Phys))
          continue;
        if (MO.isDef()) {
          R.PhysicalDefs.push_back(Phys);
          continue;
        }
        if (!MO.readsReg())
          continue;
        auto Copy = find_if(CopiedInto, [&](const auto &Entry) {
          return TRI.isSubRegisterEq(Entry.first, Phys);
        });
        R.PhysicalReads.push_back(
            {Phys, Copy == CopiedInto.end() ? Register() : Copy->second});
      }
      erase_if(CopiedInto, [&](const auto &Entry) {
        return MI.modifiesRegister(Entry.first, &TRI);
      });
      const MachineOperand *Dst = MI.isCopy() ? &MI.getOperand(0) : nullptr;
      if (Dst && Dst->getReg().isPhysical() && !Dst->getSubReg() &&
          MI.getOperand(1).getReg().isVirtual() &&
          !MI.getOperand(1).getSubReg())
        CopiedInto.push_back(
            {Dst->getReg().asMCReg(), MI.getOperand(1).getReg()});
    }
  }
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  for (const auto &[V, RC] : Classes) {
    if (!MRI.hasOneDef(V))
      continue;
    const MachineInstr &Def = *MRI.def_instructions(V).begin();
    if (!TII.isTriviallyReMaterializable(Def)) {
      noteIfRecomputableFromAnchor(V, Def);
      continue;
    }
    unsigned NumAddress = Def.mayLoad() ? Def.getNumExplicitOperands() - 1 : 0;
    RematOrigin &Origin = Rematerializable[V];
    Origin.Opcode = Def.getOpcode();
    Origin.NumOperands = Def.getNumOperands();
    Origin.Operands = hashOperandsButFirst(Def);
    Origin.Constant = constantDefinedBy(Def);
    Origin.NumAddressOperands = NumAddress;
    Origin.Address = hashOperandsButFirst(Def, NumAddress + 1);
  }
}

/// The checker's own test (it shares none with the allocator): Def reads
/// one whole value, its anchor, and writes V and dead registers no value
/// can be in; and the anchor has the value Def read wherever it lives
/// after Def: it has one definition, or all of them come before Def in an
/// entry block that no edge enters (past that block, they are all behind).
void AllocationChecker::noteIfRecomputableFromAnchor(Register V,
                                                     const MachineInstr &Def) {
  const MachineRegisterInfo &MRI = Def.getMF()->getRegInfo();
  const TargetInstrInfo &TII = *Def.getMF()->getSubtarget().getInstrInfo();
  const MachineOperand &DefMO = Def.getOperand(0);
  if (!DefMO.isReg() || !DefMO.isDef() || DefMO.getReg() != V ||
      DefMO.getSubReg() || Def.isBundled() || !TII.isReMaterializable(Def))
    return;
  unsigned AnchorOpIdx = 0;
  for (const MachineOperand &MO : drop_begin(Def.operands())) {
    if (!MO.isReg() || !MO.getReg())
      continue;
    if (MO.isDef()) {
      if (!MO.getReg().isPhysical() || !MO.isDead() ||
          MRI.isAllocatable(MO.getReg()))
        return;
    } else if (MO.getReg().isVirtual()) {
      if (AnchorOpIdx || MO.getSubReg() || MO.isUndef() || MO.isTied())
        return;
      AnchorOpIdx = MO.getOperandNo();
    }
  }
  if (!AnchorOpIdx)
    return;
  Register Anchor = Def.getOperand(AnchorOpIdx).getReg();
  bool FinalOutsideEntry = !MRI.hasOneDef(Anchor);
  if (Anchor == V)
    return;
  if (FinalOutsideEntry) {
    const MachineBasicBlock &Entry = Def.getMF()->front();
    if (!Entry.pred_empty())
      return;
    // Walking the entry block from its start, every definition of the
    // anchor comes before Def, if Def is there.
    unsigned Defs = 0, Total = 0;
    for (const MachineInstr &AnchorDef : MRI.def_instructions(Anchor)) {
      if (AnchorDef.getParent() != &Entry)
        return;
      ++Total;
    }
    if (Def.getParent() == &Entry) {
      for (const MachineInstr &MI : Entry) {
        if (&MI == &Def)
          break;
        if (MI.definesRegister(Anchor, /*TRI=*/nullptr))
          ++Defs;
      }
      if (Defs != Total)
        return;
    }
  }
  RematOrigin &Origin = Rematerializable[V];
  Origin.Opcode = Def.getOpcode();
  Origin.NumOperands = Def.getNumOperands();
  Origin.Operands = hashOperandsBesideAnchor(Def, AnchorOpIdx);
  Origin.AnchorOpIdx = AnchorOpIdx;
  Origin.Anchor = Anchor;
  Origin.AnchorFinalOutsideEntry = FinalOutsideEntry;
}

void AllocationChecker::folded(const MachineInstr &Old,
                               ArrayRef<Register> RegsBefore,
                               const MachineInstr &New, Register V, int FI) {
  auto Slot = find_if(New.operands(), [&](const MachineOperand &MO) {
    return MO.isFI() && MO.getIndex() == FI;
  });
  if (Slot == New.operands_end()) {
    Original.erase(&Old);
    return;
  }
  replaceFolded(Old, RegsBefore, New, V, Slot - New.operands_begin());
}

void AllocationChecker::foldedDefinition(const MachineInstr &Old,
                                         ArrayRef<Register> RegsBefore,
                                         const MachineInstr &New, Register V) {
  // The first run of operands that names the definition's address; none
  // (an operand past the end) fails the check.
  unsigned At = 0, E = New.getNumOperands();
  while (At != E && !addressesDefinitionAt(New, V, At))
    ++At;
  if (Record *Now = replaceFolded(Old, RegsBefore, New, V, At))
    Now->FromDefinition = true;
}

bool AllocationChecker::addressesDefinitionAt(const MachineInstr &New,
                                              Register V, unsigned I) const {
  auto It = Rematerializable.find(V);
  if (It == Rematerializable.end() || !It->second.NumAddressOperands)
    return false;
  unsigned N = It->second.NumAddressOperands;
  return I + N <= New.getNumOperands() &&
         hashOperands(New, I, N) == It->second.Address;
}

AllocationChecker::Record *AllocationChecker::replaceFolded(
    const MachineInstr &Old, ArrayRef<Register> RegsBefore,
    const MachineInstr &New, Register V, unsigned FoldedOpIdx) {
  auto It = Original.find(&Old);
  if (It == Original.end())
    return nullptr;
  Record Was = std::move(It->second);
  Original.erase(It);
  // (New may sit where an erased instruction was.)
  Record &Now = Original[&New] = Record();
  Now.Opcode = New.getOpcode();
  Now.PhysicalReads = std::move(Was.PhysicalReads);
  Now.PhysicalDefs = std::move(Was.PhysicalDefs);
  Now.FoldedOpIdx = FoldedOpIdx;
  // Each other operand is found in New by the register it named before the
  // fold, which may not be the original's (CopyForwarding renames), and its
  // kind: the target may have commuted the operands.
  SmallVector<bool, 8> Taken(New.getNumOperands());
  for (const VRegOperand &Op : Was.Operands) {
    Register Named = RegsBefore[Op.OpIdx];
    if (Named == V) {
      Now.FoldedValue = Op.VReg;
      Now.FoldedUse |= !Op.IsDef;
      Now.FoldedDef |= Op.IsDef;
      continue;
    }
    for (unsigned I = 0, E = New.getNumOperands(); I != E; ++I) {
      const MachineOperand &MO = New.getOperand(I);
      if (Taken[I] || !MO.isReg() || MO.getReg() != Named ||
          MO.isDef() != Op.IsDef || MO.getSubReg() != Op.SubReg)
        continue;
      Taken[I] = true;
      Now.Operands.push_back({I, Op.VReg, Op.SubReg, Op.IsDef, Op.IsUndef});
      break;
    }
  }
  return &Now;
}

std::optional<CheckFailure>
AllocationChecker::check(const MachineFunction &MF) const {
  DenseMap<const MachineInstr *, BelievedRemat> Believed;
  for (const auto &[MI, V] : Remats) {
    auto It = Rematerializable.find(V);
    if (It == Rematerializable.end())
      continue;
    const RematOrigin &Origin = It->second;
    if (Origin.Anchor) {
      unsigned At = Origin.AnchorOpIdx;
      const MachineOperand *AnchorMO =
          At < MI->getNumOperands() ? &MI->getOperand(At) : nullptr;
      if (MI->getOpcode() == Origin.Opcode &&
          MI->getNumOperands() == Origin.NumOperands && AnchorMO->isReg() &&
          AnchorMO->getReg().isPhysical() && !AnchorMO->getSubReg() &&
          hashOperandsBesideAnchor(*MI, At) == Origin.Operands &&
          !(Origin.AnchorFinalOutsideEntry && MI->getParent() == &MF.front()))
        Believed[MI] = {V, At, Origin.Anchor};
      continue;
    }
    std::optional<int64_t> Constant = constantDefinedBy(*MI);
    if ((MI->getOpcode() == Origin.Opcode &&
         hashOperandsButFirst(*MI, Origin.NumOperands) == Origin.Operands) ||
        (Constant && Constant == Origin.Constant))
      Believed[MI] = {V, 0, Register()};
  }
  // A read folded from a recomputed value's definition holds the value
  // wherever it is: it only has to address the same memory.
  for (const auto &[MI, R] : Original) {
    if (!R.FromDefinition || R.Opcode != MI->getOpcode() ||
        addressesDefinitionAt(*MI, R.FoldedValue, R.FoldedOpIdx))
      continue;
    CheckFailure F;
    F.MI = MI;
    F.OpIdx = std::min(R.FoldedOpIdx, MI->getNumOperands() - 1);
    F.Expected = R.FoldedValue;
    F.Location = "memory";
    F.Held = "what its operands address, not what its definition loads";
    F.ExpectedIn = "its definition's memory";
    return F;
  }
  return Interpreter(MF, Original, Classes, Believed).run();
}

namespace {

/// Whether Own, and V, hold the value V would hold without the split.
struct SplitHolds {
  bool Own = true, V = true;
  /// Keeps what both hold; true if this changed.
  bool meet(const SplitHolds &O) {
    bool Changed = (Own && !O.Own) || (V && !O.V);
    Own &= O.Own;
    V &= O.V;
    return Changed;
  }
};

/// One instruction of the split function: with Failure, first checks its
/// reads. Before the split, an instruction defining Own defined V, and the
/// copies back `V = COPY Own` were not there.
bool transferSplit(const MachineInstr &MI, Register Own, Register V,
                   SplitHolds &H, std::optional<CheckFailure> *Failure) {
  const MachineOperand *Dst = MI.isCopy() ? &MI.getOperand(0) : nullptr;
  if (Dst && Dst->getReg() == V && !Dst->getSubReg() &&
      MI.getOperand(1).getReg() == Own && !MI.getOperand(1).getSubReg()) {
    // What it copies is checked where V is read.
    H.V = H.Own;
    return true;
  }
  if (Failure) {
    for (const MachineOperand &MO : MI.operands()) {
      if (!MO.isReg() || !MO.readsReg() ||
          !(MO.getReg() == Own ? !H.Own : MO.getReg() == V && !H.V))
        continue;
      CheckFailure F;
      F.MI = &MI;
      F.OpIdx = MO.getOperandNo();
      F.Expected = V;
      const MachineRegisterInfo &MRI = MI.getMF()->getRegInfo();
      raw_string_ostream(F.Location) << printReg(MO.getReg(), nullptr, 0, &MRI);
      raw_string_ostream(F.Held) << printReg(Own, nullptr, 0, &MRI);
      F.InSplit = true;
      *Failure = F;
      return false;
    }
  }
  if (MI.modifiesRegister(Own, /*TRI=*/nullptr))
    H = {true, false};
  else if (MI.modifiesRegister(V, /*TRI=*/nullptr))
    H = {false, true};
  return true;
}

} // namespace

std::optional<CheckFailure>
AllocationChecker::checkSplit(const MachineFunction &MF, Register Own,
                              Register V) {
  // An exception may leave a block anywhere, so a landing pad meets every
  // state its predecessor passes through.
  return solveAndCheck(
      MF, SplitHolds(),
      [&](const MachineBasicBlock &MBB, SplitHolds &H) {
        SplitHolds Anywhere = H;
        for (const MachineInstr &MI : MBB) {
          transferSplit(MI, Own, V, H, nullptr);
          Anywhere.meet(H);
        }
        return std::optional<SplitHolds>(Anywhere);
      },
      [&](const MachineInstr &MI, SplitHolds &H,
          std::optional<CheckFailure> &Failure) {
        return transferSplit(MI, Own, V, H, &Failure);
      });
}

std::string CheckFailure::message(const MachineFunction &MF) const {
  const TargetRegisterInfo *TRI = MF.getSubtarget().getRegisterInfo();
  std::string Text;
  raw_string_ostream OS(Text);
  OS << "in function '" << MF.getName() << "', "
     << printMBBReference(*MI->getParent()) << ": operand " << OpIdx << " of '";
  MI->print(OS, /*IsStandalone=*/true, /*SkipOpers=*/false,
            /*SkipDebugLoc=*/true, /*AddNewLine=*/false);
  if (InSplit) {
    Printable Value = printReg(Expected, TRI, 0, &MF.getRegInfo());
    OS << "' should read " << Value << "'s value, which " << Location
       << " does not hold there once " << Held << " is split off " << Value
       << " before allocation";
    return Text;
  }
  if (!Expected) {
    OS << "' reads " << Location
       << ", which code the allocator inserted has overwritten (it holds "
       << Held << ")";
    return Text;
  }
  OS << "' should read "
     << printReg(Expected, TRI, 0, &MF.getRegInfo()) << " from "
     << Location << ", which holds " << Held << " ("
     << printReg(Expected, TRI, 0, &MF.getRegInfo()) << " is "
     << (ExpectedIn.empty() ? "nowhere" : "in " + ExpectedIn) << ")";
  return Text;
}
