//===- mts/Model.h - Where every live value is, at one program point -----===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The model of Wang & Dybvig, "Register Allocation by Model Transformer
/// Semantics", section 3: an abstraction of the machine at one program point
/// that says, for every live value (a virtual register), which physical
/// register holds it and whether its stack slot holds it too. The paper writes
/// it as two maps, `{x:r1, y:r2}{x:fv0, z:fv1}`; a value in both is "clean"
/// (saving it again would store nothing new).
///
/// Registers alias when they share a register unit ($eax and $rax), so the
/// register side is kept per unit: a unit is free, owned by one value, or
/// fixed (holding a physical register's value that an instruction needs, such
/// as a call argument between its COPY and the CALL).
///
/// This header knows nothing about MachineInstrs: the model is data, the
/// transformers (Transformers.h) change it, and the pass turns their edits
/// into code. That keeps it unit-testable with a made-up register file.
///
//===----------------------------------------------------------------------===//

#ifndef MTS_MODEL_H
#define MTS_MODEL_H

#include "mts/ValueOrder.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/Register.h"
#include "llvm/MC/MCRegister.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/raw_ostream.h"
#include <cassert>
#include <functional>
#include <vector>

namespace mts {

using llvm::MCRegister;
using llvm::Register;

/// The register file as the model sees it: which units each register covers.
class RegisterUnits {
public:
  RegisterUnits(unsigned NumRegs, unsigned NumUnits)
      : UnitsOf(NumRegs), NumUnits(NumUnits) {}

  /// A register's units are added one after another, with no other
  /// register's in between. (Inlined: the table is built in every llc
  /// process, and a call per unit cost 1.3% of the allocation of a small
  /// program, mandelbrot.c.)
  LLVM_ATTRIBUTE_ALWAYS_INLINE void addUnit(MCRegister Reg, unsigned Unit) {
    Span &S = UnitsOf[Reg.id()];
    assert((!S.Size || S.Begin + S.Size == AllUnits.size()) &&
           "a register's units must be added together");
    if (!S.Size)
      S.Begin = AllUnits.size();
    ++S.Size;
    AllUnits.push_back(Unit);
  }
  /// Room for \p N units in all, so that adding them takes no new memory.
  void reserve(unsigned N) { AllUnits.reserve(N); }
  llvm::ArrayRef<unsigned> units(MCRegister Reg) const {
    Span S = UnitsOf[Reg.id()];
    return llvm::ArrayRef(AllUnits.data() + S.Begin, S.Size);
  }
  bool overlap(MCRegister A, MCRegister B) const;
  /// Set Reg's units in Set, a set of register units.
  void markUnits(MCRegister Reg, llvm::BitVector &Set) const {
    for (unsigned U : units(Reg))
      Set.set(U);
  }
  /// True when a unit of Reg is in Set.
  bool anyUnitIn(MCRegister Reg, const llvm::BitVector &Set) const {
    for (unsigned U : units(Reg))
      if (Set.test(U))
        return true;
    return false;
  }
  unsigned getNumUnits() const { return NumUnits; }
  unsigned getNumRegs() const { return UnitsOf.size(); }

private:
  /// Every register's units in one list: a table per register, built once
  /// per target, costs more to touch first than its lookups save.
  struct Span {
    unsigned Begin = 0, Size = 0;
  };
  std::vector<Span> UnitsOf;
  std::vector<unsigned> AllUnits;
  unsigned NumUnits;
};

/// One value's entry in a snapshot of the model, kept at block boundaries.
struct Binding {
  Register Value;
  MCRegister Reg; ///< Invalid when the value is only in its slot.
  bool InSlot;    ///< The value's stack slot holds its current value.

  /// The value is in its slot alone. In a block's entry model, an edge
  /// whose source holds it in a register with a stale slot stores it.
  void moveToSlot() {
    Reg = MCRegister();
    InSlot = true;
  }

  bool operator==(const Binding &O) const {
    return Value == O.Value && Reg == O.Reg && InSlot == O.InSlot;
  }
};

/// V's binding in a snapshot (sorted by value); null when it has none.
inline const Binding *findBinding(llvm::ArrayRef<Binding> Bindings,
                                  Register V) {
  return findByValue(Bindings, V);
}
using BindingCursor = ValueCursor<Binding>;

/// Prints a value's name and a register's name, for traces.
using ValuePrinter = std::function<void(llvm::raw_ostream &, Register)>;
using RegPrinter = std::function<void(llvm::raw_ostream &, MCRegister)>;

class Model {
public:
  /// NumValues, when known, sizes the table of values once.
  explicit Model(const RegisterUnits &Units, unsigned NumValues = 0);

  /// Forget everything: no value, no fixed register.
  void clear();

  bool contains(Register V) const { return indexOf(V) != NotPresent; }
  MCRegister getReg(Register V) const {
    return contains(V) ? MCRegister(Locations[V.virtRegIndex()].Reg)
                       : MCRegister();
  }
  bool isInSlot(Register V) const {
    return contains(V) && Locations[V.virtRegIndex()].InSlot;
  }
  /// Keep count of when each value enters a register, for boundAt. Off by
  /// default: only the FIFO and LIFO eviction policies ask, and the count
  /// would make every value's entry in the table larger.
  void trackBindOrder() { TracksBindOrder = true; }
  /// When V last entered a register, counted in bindReg calls: later is
  /// larger. At a block's entry (reset) values enter in value order.
  unsigned boundAt(Register V) const {
    assert(TracksBindOrder && "trackBindOrder was not called");
    unsigned I = V.virtRegIndex();
    return contains(V) && I < BoundAt.size() ? BoundAt[I] : 0;
  }

  /// True when no value and no fixed physical register uses any unit of Reg.
  bool isFree(MCRegister Reg) const {
    for (unsigned U : Units.units(Reg))
      if (UnitOwner[U])
        return false;
    return true;
  }
  /// True when a unit of Reg holds a fixed physical register's value.
  bool isFixed(MCRegister Reg) const {
    for (unsigned U : Units.units(Reg))
      if (UnitOwner[U] == FixedOwner)
        return true;
    return false;
  }
  /// The distinct values that occupy some unit of Reg.
  void getOccupants(MCRegister Reg,
                    llvm::SmallVectorImpl<Register> &Values) const;
  /// The same for a set of register units: the values that occupy any of
  /// them, in no particular order. Costs a few word operations when none
  /// does (a flags def, nearly every instruction on x86).
  void getOccupants(const llvm::BitVector &UnitSet,
                    llvm::SmallVectorImpl<Register> &Values) const;

  /// Put V in Reg, which must be free. V keeps its slot state.
  void bindReg(Register V, MCRegister Reg);
  /// Take V out of its register; V must then still be in its slot, or be
  /// removed, for the model to stay a model of a live value.
  void unbindReg(Register V);
  /// Record whether V's slot holds V's current value.
  void setInSlot(Register V, bool InSlot) {
    if (contains(V))
      Locations[V.virtRegIndex()].InSlot = InSlot;
    else
      getOrCreate(V).InSlot = InSlot;
  }
  /// V's live range ended (the paper's ending set): forget it entirely.
  void remove(Register V);

  /// A physical register's own value lives in Reg: no value may use it.
  /// Returns false (and changes nothing) when a value occupies Reg.
  bool fixReg(MCRegister Reg);
  bool fixUnit(unsigned Unit) {
    if (UnitOwner[Unit] && UnitOwner[Unit] != FixedOwner)
      return false;
    UnitOwner[Unit] = FixedOwner;
    return true;
  }
  /// The physical value in Unit is dead: the unit is free again.
  void releaseUnit(unsigned Unit) {
    if (UnitOwner[Unit] == FixedOwner)
      UnitOwner[Unit] = 0;
  }

  /// The values in the model, ordered by virtual register number.
  llvm::SmallVector<Binding, 16> snapshot() const;
  /// The same, without sorting when \p Expected (sorted by number, each
  /// value once) lists every value in the model, as the values live out of
  /// a block list those the model holds at its end.
  llvm::SmallVector<Binding, 16>
  snapshot(llvm::ArrayRef<Register> Expected) const;
  /// Make the model hold exactly Bindings (no fixed registers).
  void reset(llvm::ArrayRef<Binding> Bindings);
  llvm::ArrayRef<Register> values() const { return Present; }

  /// The paper's notation: `{x:$rdi, y:$rsi}{z:fv0}`. PrintSlot names a
  /// value's slot (`fv` and the value's number when none is given).
  void print(llvm::raw_ostream &OS, const ValuePrinter &PrintValue,
             const RegPrinter &PrintReg,
             const ValuePrinter &PrintSlot = nullptr) const;

private:
  static constexpr unsigned NotPresent = ~0u;
  /// Marks a unit that holds a fixed physical register's value.
  static constexpr unsigned FixedOwner = ~0u;

  /// One per virtual register of the function: kept small, as first
  /// touching the table is much of what it costs.
  struct Location {
    unsigned PresentIndex = NotPresent;
    /// The register's number (physical registers fit in MCPhysReg); 0 when
    /// the value is only in its slot.
    llvm::MCPhysReg Reg = 0;
    bool InSlot = false;
  };

  unsigned indexOf(Register V) const {
    unsigned I = V.virtRegIndex();
    return I < Locations.size() ? Locations[I].PresentIndex : NotPresent;
  }
  Location &getOrCreate(Register V);
  /// V leaves the model: boundAt no longer answers for it.
  void forgetBoundAt(Register V) {
    if (V.virtRegIndex() < BoundAt.size())
      BoundAt[V.virtRegIndex()] = 0;
  }
  /// bindReg for V, whose location is L.
  void bindLocation(Location &L, Register V, MCRegister Reg);
  /// Add Unit's owner to Values, once, if a value owns it.
  void addOwner(unsigned Unit, llvm::SmallVectorImpl<Register> &Values) const;

  const RegisterUnits &Units;
  /// Per virtual register index; PresentIndex says whether it is live.
  std::vector<Location> Locations;
  /// The live values, for iteration (order is not meaningful).
  llvm::SmallVector<Register, 32> Present;
  /// Per register unit: 0 free, FixedOwner, or a value's index + 1.
  std::vector<unsigned> UnitOwner;
  /// The units that values own: UnitOwner's values as a set, so that a set
  /// of units is checked word by word.
  llvm::BitVector HeldUnits;
  /// Per virtual register index, boundAt's answer while the value is in
  /// the model; empty unless trackBindOrder was called.
  std::vector<unsigned> BoundAt;
  unsigned BindCount = 0;
  bool TracksBindOrder = false;
};

} // namespace mts

#endif // MTS_MODEL_H
