//===- TestRegisterFile.h - A small made-up register file for tests -----===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Four 64-bit registers R1..R4, each with a 32-bit half E1..E4 that aliases
/// it (like $rax and $eax), so tests can exercise aliasing without a target.
///
//===----------------------------------------------------------------------===//

#ifndef MTS_UNITTESTS_TESTREGISTERFILE_H
#define MTS_UNITTESTS_TESTREGISTERFILE_H

#include "mts/Model.h"
#include "llvm/ADT/ArrayRef.h"

namespace mts::test {

// Register numbers: R1..R4 are 1..4, E1..E4 are 5..8. R<i> covers units
// 2(i-1) and 2(i-1)+1; E<i> covers only the first.
enum : unsigned { R1 = 1, R2, R3, R4, E1, E2, E3, E4, NumRegs };

inline RegisterUnits makeRegisterFile() {
  RegisterUnits Units(NumRegs, 8);
  for (unsigned I = 0; I < 4; ++I) {
    Units.addUnit(MCRegister(R1 + I), 2 * I);
    Units.addUnit(MCRegister(R1 + I), 2 * I + 1);
    Units.addUnit(MCRegister(E1 + I), 2 * I);
  }
  return Units;
}

inline Register value(unsigned I) { return Register::index2VirtReg(I); }

static const llvm::MCPhysReg AllWide[] = {R1, R2, R3, R4};
static const llvm::MCPhysReg AllNarrow[] = {E1, E2, E3, E4};

} // namespace mts::test

#endif
