#!/usr/bin/env bash
# Count the spill and reload comments LLVM's asm printer leaves in an
# assembly file: "N-byte Spill", "N-byte Reload" and their "Folded" forms.
#
#   utils/spill-counts.sh FILE.s   prints: SPILLS RELOADS FOLDED_SPILLS FOLDED_RELOADS
set -euo pipefail
f=$1
c() { grep -cE "$1" "$f" || true; }
echo "$(c '#[^#]*-byte Spill$') $(c '#[^#]*-byte Reload$') $(c 'Folded Spill$') $(c 'Folded Reload$')"
