//===- AllocationChecker.h - Prove an allocation right ---------*- C++ -*-===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The checker behind -mts-verify. It proves, by abstract interpretation of
/// the allocated code, that every instruction of the original function reads
/// in each operand the value of the virtual register it read before
/// allocation.
///
/// It proves the same of the physical registers the original instructions
/// read (call results, arguments, flags): each holds what the function
/// itself last put there, since no code the allocator added has written it.
///
/// Its state says, for every register unit and spill slot, which virtual
/// registers' current values it holds, and for every unit whether the
/// allocator's code has written it since the function last did. Original
/// instructions define their values (and make every other copy of them stale);
/// the stores, loads and copies the allocator inserted move values between
/// locations; a value it recomputes is defined again, without making its other
/// copies stale (see rematerialized); any other write and every call's register
/// mask erase them; at a join the states of the predecessors meet (a location
/// holds a value only if it does on every incoming edge).
///
/// It shares no code with the allocator: it reads the finished instructions
/// through TargetInstrInfo and knows nothing of the allocator's model, so
/// one bug cannot hide in both.
///
//===----------------------------------------------------------------------===//

#ifndef MTS_LIB_ALLOCATIONCHECKER_H
#define MTS_LIB_ALLOCATIONCHECKER_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/Register.h"
#include <optional>
#include <string>

namespace mts {

/// The first operand, in block layout order, that does not read its value.
struct CheckFailure {
  const llvm::MachineInstr *MI = nullptr;
  unsigned OpIdx = 0;
  /// The value the operand should read; none for a physical register
  /// operand, which should read what the function put there.
  llvm::Register Expected;
  /// The location read, what it held instead, and where the expected value
  /// was (registers and spill slots; empty if nowhere).
  std::string Location, Held, ExpectedIn;
  /// The failure is in the function before allocation, once the register
  /// Held names was split off the expected value: Location, either of them,
  /// does not hold its value (AllocationChecker::checkSplit).
  bool InSplit = false;

  /// "in function 'f', %bb.2: operand 1 of '<instr>' should read %x from
  /// $rcx, which holds %y (%x is in %stack.0)", or for a physical register
  /// "... operand 1 of '<instr>' reads $rax, which code the allocator
  /// inserted has overwritten (it holds %y)", or for a split "... should
  /// read %p's value, which %p does not hold there once %7 is split off %p
  /// before allocation".
  std::string message(const llvm::MachineFunction &MF) const;
};

class AllocationChecker {
public:
  /// Records, before allocation, which virtual register each operand of
  /// each instruction names.
  explicit AllocationChecker(const llvm::MachineFunction &MF);

  /// MI is not an original instruction (any more): the allocator erased it
  /// (a copy of a value to itself, which changes nothing), or inserted it,
  /// perhaps where an instruction erased since (a branch rewritten by an
  /// edge split) used to be.
  void forget(const llvm::MachineInstr &MI) { Original.erase(&MI); }
  /// The allocator inserted MI to recompute V. The checker believes it only
  /// when V has one definition, which the target calls trivially
  /// rematerializable (so every recomputation yields V's value), and MI is
  /// that definition but for the register it writes, or defines the same
  /// constant (the target may rewrite `xor` zeroing as a `mov`). Or the
  /// definition reads one value, its anchor, which keeps the value it read
  /// wherever it lives after it (one definition, or all in the entry block,
  /// before V's): then MI is the definition but for the register it writes
  /// and the anchor's, which must hold the anchor where MI reads it (and, an
  /// anchor defined more than once, lie outside the entry block).
  void rematerialized(const llvm::MachineInstr &MI, llvm::Register V) {
    Remats[&MI] = V;
  }

  /// The allocator replaced original instruction Old, whose operands named
  /// RegsBefore (none for an operand that is not a register), by New, which
  /// reads (or updates) V in spill slot FI instead of a register. The
  /// target may have changed Old meanwhile (commuted it).
  void folded(const llvm::MachineInstr &Old,
              llvm::ArrayRef<llvm::Register> RegsBefore,
              const llvm::MachineInstr &New, llvm::Register V, int FI);
  /// The same for a recomputed value V read from the memory its definition
  /// loads (a constant-pool entry). The checker believes the read only when
  /// V is rematerializable by its own test and New addresses that memory
  /// with the operands of V's definition.
  void foldedDefinition(const llvm::MachineInstr &Old,
                        llvm::ArrayRef<llvm::Register> RegsBefore,
                        const llvm::MachineInstr &New, llvm::Register V);

  /// Checks the allocated function.
  std::optional<CheckFailure> check(const llvm::MachineFunction &MF) const;

  /// Before allocation, and before the checker records the function: proves
  /// that splitting Own off V (RecomputableSplitting.cpp) left every
  /// instruction reading the value it read before. The split renames one
  /// definition of V and some of V's reads to Own, and adds copies
  /// `V = COPY Own`; a forward dataflow tracks whether Own, and V, hold the
  /// value V would hold without the split, and each read of either must
  /// find it there.
  static std::optional<CheckFailure> checkSplit(const llvm::MachineFunction &MF,
                                                llvm::Register Own,
                                                llvm::Register V);

  /// A virtual register operand of an original instruction.
  struct VRegOperand {
    unsigned OpIdx;
    llvm::Register VReg;
    unsigned SubReg;
    bool IsDef, IsUndef;
  };

  /// A physical register an original instruction reads (not a reserved
  /// one: no allocator writes those).
  struct PhysicalRead {
    llvm::MCRegister Reg;
    /// The value copied into Reg (or a register containing it) by the
    /// last instruction of the block to write it, if that is a copy: the
    /// allocator erases it when it puts the value there itself.
    llvm::Register CopyOf;
  };

  /// What an original instruction was: its opcode, as a guard against a
  /// new instruction at a reused address, and its virtual operands.
  struct Record {
    unsigned Opcode = 0;
    llvm::SmallVector<VRegOperand, 4> Operands;
    /// Its physical operands before allocation: the registers it reads,
    /// and those it writes itself (not reserved ones).
    llvm::SmallVector<PhysicalRead, 1> PhysicalReads;
    llvm::SmallVector<llvm::MCRegister, 1> PhysicalDefs;
    /// A value the instruction reads from the spill slot operand
    /// FoldedOpIdx names, and writes back there if FoldedDef (folded); or,
    /// if FromDefinition, from the memory its definition loads, addressed
    /// from operand FoldedOpIdx on (foldedDefinition).
    llvm::Register FoldedValue;
    unsigned FoldedOpIdx = 0;
    /// Whether the slot is read (not when a copy's def became a store).
    bool FoldedUse = false;
    bool FoldedDef = false;
    bool FromDefinition = false;
  };

  /// A recomputation the checker believes: the value it defines, and for
  /// one recomputed from an anchor, the operand that must hold the anchor.
  struct BelievedRemat {
    llvm::Register Value;
    unsigned AnchorOpIdx = 0;
    llvm::Register Anchor;
  };

private:
  /// Replaces Old's record by New's, with Old's operands but the one
  /// naming V found in New, and V read through operand FoldedOpIdx.
  Record *replaceFolded(const llvm::MachineInstr &Old,
                        llvm::ArrayRef<llvm::Register> RegsBefore,
                        const llvm::MachineInstr &New, llvm::Register V,
                        unsigned FoldedOpIdx);
  /// Note V's definition Def in Rematerializable if it is recomputable
  /// from the one value it reads (rematerialized).
  void noteIfRecomputableFromAnchor(llvm::Register V,
                                    const llvm::MachineInstr &Def);
  /// Whether New's operands from operand I on address the memory V's
  /// definition loads, with that definition's own address operands.
  bool addressesDefinitionAt(const llvm::MachineInstr &New, llvm::Register V,
                             unsigned I) const;

  llvm::DenseMap<const llvm::MachineInstr *, Record> Original;
  llvm::DenseMap<const llvm::MachineInstr *, llvm::Register> Remats;
  /// The definition of each value with one definition that the target can
  /// rematerialize: its opcode, how many operands it has and its operands
  /// but the first (a recomputation may add one after them: the whole
  /// register of a sub-register def), and the constant it defines, if the
  /// target says.
  struct RematOrigin {
    unsigned Opcode;
    unsigned NumOperands;
    llvm::hash_code Operands;
    std::optional<int64_t> Constant;
    /// For a load, its explicit operands but the first (the address), and
    /// how many: what a read folded from it must name.
    unsigned NumAddressOperands = 0;
    llvm::hash_code Address;
    /// For a definition recomputed from the value it reads: that operand,
    /// and whether the anchor is known to be final only outside the entry
    /// block. Operands then leaves the anchor's operand out.
    unsigned AnchorOpIdx = 0;
    llvm::Register Anchor;
    bool AnchorFinalOutsideEntry = false;
  };
  llvm::DenseMap<llvm::Register, RematOrigin> Rematerializable;
  /// The class of each virtual register, for the full register of a
  /// sub-register def.
  llvm::DenseMap<llvm::Register, const llvm::TargetRegisterClass *> Classes;
};

} // namespace mts

#endif // MTS_LIB_ALLOCATIONCHECKER_H
