//===- AsmGoto.h - Where an asm goto leaves its block ---------*- C++ -*-===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// An asm goto (INLINEASM_BR) jumps to its labels from inside the asm, not
/// from the end of its block, which may go on with copies of the asm's
/// outputs (clang puts those of the fallthrough there): code after the asm
/// never runs on the way to a label, as LLVM's SplitKit knows
/// (computeLastInsertPoint). Shared by the allocator and its checker.
///
//===----------------------------------------------------------------------===//

#ifndef MTS_ASMGOTO_H
#define MTS_ASMGOTO_H

#include "llvm/ADT/STLExtras.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/TargetOpcodes.h"

namespace mts {

/// MBB's asm goto, if a successor is an asm goto's label; else null.
inline const llvm::MachineInstr *asmGotoOf(const llvm::MachineBasicBlock &MBB) {
  if (llvm::none_of(MBB.successors(), [](const llvm::MachineBasicBlock *S) {
        return S->isInlineAsmBrIndirectTarget();
      }))
    return nullptr;
  for (const llvm::MachineInstr &MI : llvm::reverse(MBB))
    if (MI.getOpcode() == llvm::TargetOpcode::INLINEASM_BR)
      return &MI;
  return nullptr;
}

/// Whether Label is one of the labels AsmGoto may jump to.
inline bool isAsmGotoLabel(const llvm::MachineInstr &AsmGoto,
                           const llvm::MachineBasicBlock &Label) {
  return llvm::any_of(AsmGoto.operands(), [&](const llvm::MachineOperand &MO) {
    return MO.isMBB() && MO.getMBB() == &Label;
  });
}

/// Whether the edge from MBB to Succ is a jump of MBB's asm goto to one of
/// its labels, which leaves from the asm.
inline bool isAsmGotoEdge(const llvm::MachineBasicBlock &MBB,
                          const llvm::MachineBasicBlock &Succ) {
  if (!Succ.isInlineAsmBrIndirectTarget())
    return false;
  const llvm::MachineInstr *AsmGoto = asmGotoOf(MBB);
  return AsmGoto && isAsmGotoLabel(*AsmGoto, Succ);
}

} // namespace mts

#endif // MTS_ASMGOTO_H
