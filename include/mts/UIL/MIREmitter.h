//===- mts/UIL/MIREmitter.h - Translate UIL to x86-64 MIR ------*- C++ -*-===//
//
// Part of libMTS, a register allocator for LLVM by Model Transformer Semantics.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Writes a checked UIL program as LLVM MIR for x86-64 in the shape a
/// register allocator receives it: no PHIs, not SSA, two-address form, one
/// named virtual register per UIL variable (`%x:gr64`), so that traces read
/// like the paper. Procedure `f` becomes `uil.f` and the body `uil_main`;
/// `print` and the heap come from the runtime (runtime/uil_runtime.c).
/// Calls follow the System V ABI (arguments beyond six on the stack); a call
/// in tail position is a real tail call, stack arguments included.
///
//===----------------------------------------------------------------------===//

#ifndef MTS_UIL_MIREMITTER_H
#define MTS_UIL_MIREMITTER_H

#include "mts/UIL/AST.h"
#include "llvm/Support/raw_ostream.h"

namespace mts::uil {

/// Write P, which checkProgram accepted, as MIR to OS. Every checked program
/// translates.
void emitMIR(const Program &P, llvm::StringRef ModuleName,
             llvm::raw_ostream &OS);

} // namespace mts::uil

#endif // MTS_UIL_MIREMITTER_H
