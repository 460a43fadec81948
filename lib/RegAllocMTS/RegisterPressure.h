//===- RegisterPressure.h - The pressure scan of one block ------*- C++ -*-===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// MTSAllocator::PressureScan, shared by the loop facts (LoopHeaders.cpp),
/// which scan each loop block's pressure in their own pass over its
/// operands, and the pressure tables (RegisterPressure.cpp).
///
//===----------------------------------------------------------------------===//

#ifndef MTS_LIB_REGISTERPRESSURE_H
#define MTS_LIB_REGISTERPRESSURE_H

#include "MTSAllocator.h"

namespace mts {

/// Whether a physical operand of MI counts in the register pressure. A
/// call's reads do not: its arguments, live from their copies to the call,
/// live where only the values crossing the call count (against the
/// callee-saved registers), and there are many of them.
inline bool takesPressure(const llvm::MachineInstr &MI,
                          const llvm::MachineOperand &MO) {
  return !MO.isUndef() && !(MI.isCall() && MO.readsReg());
}

/// A backward scan from the values live out: at an instruction, its defs
/// and what is live after it hold registers at once. Each change to the
/// live set (ScanLive) is a step; the scan stops after step StopAtStep,
/// with ScanLive as it was then.
class MTSAllocator::PressureScan {
public:
  PressureScan(MTSAllocator &RA, const llvm::MachineBasicBlock &MBB,
               BlockPressure *Out, unsigned StopAtStep);
  /// Take in the instruction before the one taken in last (the block's
  /// last one first): its virtual reads and defs, a value listed as often
  /// as operands name it, and its operands of physical registers a value
  /// could be in that count (takesPressure). Not once the scan has stopped.
  void instruction(const llvm::MachineInstr &MI, llvm::ArrayRef<Register> Reads,
                   llvm::ArrayRef<Register> Defs,
                   llvm::ArrayRef<const llvm::MachineOperand *> Physical);
  bool stopped() const { return Stopped; }

private:
  /// Step to the live set with V entered (+1) or left (-1); true when the
  /// scan stops there.
  bool change(Register V, int Delta);
  /// Add Delta to class C's count, and note a new most.
  void count(unsigned C, int Delta);
  /// Take in an instruction's physical defs, or its physical reads.
  void physicalOperands(llvm::ArrayRef<const llvm::MachineOperand *> Physical,
                        bool Defs);
  void name(unsigned C);

  MTSAllocator &RA;
  BlockPressure *Out;
  unsigned StopAtStep, Step = 0;
  bool Stopped = false;
  /// Per class, the live values weighing on it, and those of them that
  /// stay in registers across a call (KeptAcrossCalls).
  llvm::SmallVector<int, 8> Now, NowKept;
  llvm::SmallVector<bool, 8> Named;
  /// The physical registers live at this point, and their units
  /// (RA.ScanPhysicalUnits).
  llvm::SmallVector<llvm::MCRegister, 4> LivePhysical;
};

} // namespace mts

#endif // MTS_LIB_REGISTERPRESSURE_H
