# shellcheck shell=bash
# Sourced by the differential scripts that take a register budget
# (mts-gcc-libs.sh, mts-sqlite.sh).
#
# Under a budget, an instruction may need more registers than there are
# (x86's DIV32m, with $eax, $edx and two address registers, at three): mts
# running out of registers only in functions greedy cannot allocate with
# that budget either is no failure.

# only_out_of_registers LOG: every error in the build log LOG, and there is
# one, is mts running out of registers.
only_out_of_registers() {
  grep -q '^error:.* mts: no register left' "$1" &&
    ! grep '^error:' "$1" | grep -qv 'mts: no register left'
}

# The functions named by the errors in a build log.
functions_in_errors() {
  grep '^error:' "$1" | grep -o "in function '[^']*'" | sort -u
}

# greedy_fails_there_too MTS_LOG GREEDY_LOG: every function an error of
# MTS_LOG names, an error of GREEDY_LOG names too.
greedy_fails_there_too() {
  [[ -z $(comm -23 <(functions_in_errors "$1") <(functions_in_errors "$2")) ]]
}
