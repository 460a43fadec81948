#!/usr/bin/env bash
# Compile one program with mts, run it, and say in one word what happened.
#
#   utils/fuzz-one.sh [--stress N] [--mts-flags "OPTIONS"] [--expected FILE]
#                     [--want OUTCOME] [--check-ub] [--self-checking]
#                     [--compile-only]
#                     PROGRAM.uil|PROGRAM.c|PROGRAM.C [clang flags...]
#
# A UIL program goes through uil2mir and llc; it must print what uil-run
# prints. A C program is built by clang-22 -O2 with the plugin, a C++ one
# (.C, .cc, .cpp, .cxx) by clang++-22; it must print and exit as the greedy
# build does. mts runs with -verify-machineinstrs and
# -mts-verify, with -stress-regalloc=N if given, and with --mts-flags' llc
# options (such as -mts-evict=lru; clang gets each through -mllvm), which
# the reference build does not see. The outcome, on stdout:
#
#   pass             the same output
#   skip             nothing to compare: the reference does not finish in
#                    time, dies of a signal, prints or exits differently
#                    when run again with its stack elsewhere, or runs into
#                    code that clang -O2 proved unreachable; or greedy
#                    cannot meet the register budget either, or, given it,
#                    prints what mts's build printed, or does not compile it
#                    in time either with -verify-machineinstrs
#   invalid          the program itself is wrong: uil-run reports an error,
#                    or (--check-ub) the C program has undefined behaviour
#   checker          -mts-verify rejected the allocation
#   verifier         -verify-machineinstrs rejected it
#   no-register      mts ran out of registers where greedy did not
#   crash            the compiler crashed
#   compile-timeout  the compiler did not finish in time
#   compile-error    any other compile or link failure
#   wrong-output     the program printed or exited differently, or hung
#
# Details go to stderr. --expected caches the reference output (created if
# missing), so that several budgets share one reference run. --check-ub
# (for reducing C) first rejects variants that clang warns about or that
# trip AddressSanitizer or UndefinedBehaviorSanitizer. --self-checking says
# that the C or C++ program, right, prints nothing and exits 0, and aborts
# when its code computes a wrong answer (GCC's torture tests): an mts build
# that prints nothing and exits 0 then passes without a greedy build, which
# is made only to judge any other ending. --compile-only builds the C or
# C++ file (which need not have a main) into an object and runs nothing: it
# passes when mts allocates every function, its checks accept them and the
# assembly assembles; greedy's build (-c) is made only to judge a failure,
# which is invalid when greedy cannot build the file either. Exit status: with
# --want, 0 iff the outcome is that one (an interestingness test for
# uil-reduce and creduce); otherwise 0 for pass and skip, 1 for the rest.
# $FUZZ_RUNNER, if set, runs the built C programs: an emulator for another
# target's, such as "qemu-aarch64" with --target=aarch64-linux-gnu -static.
# A UIL program is built for x86-64 (uil2mir's target) and runs as it is.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$here/..
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
LLC=${LLC:-$LLVM_BIN/llc}
CLANG=${CLANG:-$LLVM_BIN/clang}
CLANGXX=${CLANGXX:-$LLVM_BIN/clang++}
MTS_LIB=${MTS_LIB:-$root/build/lib/libMTS.so}
BIN=${MTS_BIN:-$root/build/bin}
RUN_TIMEOUT=${FUZZ_RUN_TIMEOUT:-10}
# A command and its options, split at spaces.
read -r -a RUNNER <<< "${FUZZ_RUNNER:-}"
COMPILE_TIMEOUT=${FUZZ_COMPILE_TIMEOUT:-120}

stress="" expected="" want="" check_ub=0 self_checking=0 compile_only=0 lazy_reference=0
mts_options=()
while [[ $# -gt 0 ]]; do
  case $1 in
    --stress) stress=$2; shift 2 ;;
    --mts-flags) read -r -a mts_options <<< "$2"; shift 2 ;;
    --expected) expected=$2; shift 2 ;;
    --want) want=$2; shift 2 ;;
    --check-ub) check_ub=1; shift ;;
    --self-checking) self_checking=1; shift ;;
    --compile-only) compile_only=1; shift ;;
    -h|--help) sed -n '/^set -/q; 2,$p' "$0"; exit 0 ;;
    *) break ;;
  esac
done
[[ $# -ge 1 ]] || { echo "usage: $0 [options] PROGRAM.uil|PROGRAM.c|PROGRAM.C [flags...]" >&2; exit 2; }
src=$1; shift
extra=("$@")
if [[ $compile_only -eq 1 ]] && [[ $check_ub -eq 1 || $self_checking -eq 1 || $src == *.uil ]]; then
  echo "fuzz-one: --compile-only runs nothing: it takes a C or C++ file, without --check-ub or --self-checking" >&2
  exit 2
fi
stress_flag=()
[[ -n $stress && $stress != 0 ]] && stress_flag=(-stress-regalloc="$stress")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

outcome() {
  echo "$1"
  [[ $# -gt 1 ]] && echo "fuzz-one: $src${stress:+ (stress $stress)}: $1: $2" >&2
  if [[ -n $want ]]; then
    [[ $1 == "$want" ]]
  else
    [[ $1 == pass || $1 == skip ]]
  fi
  exit
}

# Runs a program, writing its output and then "[exit N]" to a file. Every
# build runs under one name, which a program may print (err(3) and
# assert(3) messages do).
run_capture() {
  ln -f "$1" "$work/program"
  timeout "$RUN_TIMEOUT" "${RUNNER[@]}" "$work/program" > "$2" 2>&1
  local rc=$?
  echo "[exit $rc]" >> "$2"
  return $rc
}

# Classifies a failed mts compile from its status and messages.
compile_failure() {
  local rc=$1 log=$2
  # The diagnostics, without the function dumps the verifier prints.
  grep -A5 -E 'Bad machine code|error|PLEASE submit' "$log" | head -30 >&2
  # A function mts gave up on ("no register left") is left for the passes
  # after it with registers made up: one may then crash, or the verifier
  # object, but that follows from the error mts reported first.
  if [[ $rc -eq 124 ]]; then outcome compile-timeout "no result in ${COMPILE_TIMEOUT}s"
  elif grep -q 'mts-verify: ' "$log"; then outcome checker "$(grep -m1 'mts-verify: ' "$log")"
  elif grep -q 'mts: no register left' "$log"; then
    return 0 # the caller asks greedy
  elif grep -q 'Bad machine code' "$log"; then outcome verifier "$(grep -m1 'Bad machine code' "$log")"
  elif grep -qE 'PLEASE submit a bug report|Stack dump' "$log" || [[ $rc -gt 128 ]]; then
    outcome crash "exit status $rc"
  else outcome compile-error "exit status $rc"
  fi
}

compare() {
  local why="" rc
  run_capture "$1" "$work/actual"
  rc=$?
  [[ $lazy_reference -eq 1 && $(< "$work/actual") == "[exit 0]" ]] && outcome pass
  make_reference
  if [[ $rc -ne 0 ]] && grep -q '^\[exit 124\]$' "$work/actual"; then
    why="it ran longer than ${RUN_TIMEOUT}s; the reference did not"
  elif ! cmp -s "$expected" "$work/actual"; then
    diff "$expected" "$work/actual" | head -10 >&2
    why="output differs from the reference"
  fi
  [[ -z $why ]] && outcome pass
  if [[ $src != *.uil ]]; then
    reference_reaches_unreachable &&
      outcome skip "the greedy build runs into code that clang -O2 proved unreachable"
    greedy_prints_the_same &&
      outcome skip "greedy with $stress registers prints the same"
  fi
  outcome wrong-output "$why"
}

# Whether greedy, given the same registers as mts, prints what mts's build
# printed: then the budget, not mts, changed the program's behaviour. Csmith
# seed 9879487 on AArch64 at -stress-regalloc=3 prints another checksum
# built by greedy or by mts; with all registers, by either, the right one.
# Asked only when the outputs differ, and only under a budget.
greedy_prints_the_same() {
  [[ ${#stress_flag[@]} -gt 0 ]] || return 1
  "$cc" -O2 "${flags[@]}" -mllvm "${stress_flag[0]}" "$src" \
    -o "$work/greedy-stressed" -lm 2> /dev/null || return 1
  run_capture "$work/greedy-stressed" "$work/greedy-stressed.out"
  cmp -s "$work/actual" "$work/greedy-stressed.out"
}

# Whether the C reference runs into code that clang -O2 proved unreachable,
# which it ends with no instruction: the program then runs on into whatever
# follows, and the allocator changes that. Csmith seed 9876858's main never
# returns at -O0; at -O2 greedy's build fell into an exit with status 16 and
# mts's into a segfault. Asked only when the outputs differ: a build that
# traps there (-trap-unreachable) dies. (Not for the builds compared:
# -verify-machineinstrs rejects the trap it puts after an indirect branch.)
reference_reaches_unreachable() {
  "$cc" -O2 "${flags[@]}" -mllvm -trap-unreachable "$src" -o "$work/trapping" -lm \
    2> /dev/null || return 1
  run_capture "$work/trapping" "$work/trapping.out"
  [[ $? -gt 128 ]]
}

# Builds greedy's reference into $expected, unless it is there: the program's
# output and exit status with greedy, or an outcome that ends the check. A
# self-checking program's is made when an mts build fails or ends otherwise
# than a right one, before anything is concluded from that, so that the
# outcomes are those of a check that made it first.
make_reference() {
  local rc
  [[ -s $expected ]] && return
  # Some programs take any allocator minutes and gigabytes: mipsel copies
  # gcc.c-torture/compile/20050622-1.c's 72 MB argument inline.
  if [[ $compile_only -eq 1 ]]; then
    timeout "$COMPILE_TIMEOUT" "$cc" -O2 "${flags[@]}" -c "$src" -o "$work/greedy.o" 2> "$work/greedy.err"
  else
    timeout "$COMPILE_TIMEOUT" "$cc" -O2 "${flags[@]}" "$src" -o "$work/greedy" -lm 2> "$work/greedy.err"
  fi
  rc=$?
  [[ $rc -eq 124 ]] && outcome skip "the greedy build does not compile in ${COMPILE_TIMEOUT}s"
  [[ $rc -ne 0 ]] && outcome invalid "the greedy build fails: $(grep -m1 error: "$work/greedy.err")"
  [[ $compile_only -eq 1 ]] && return
  run_capture "$work/greedy" "$expected.tmp"
  rc=$?
  [[ $rc -eq 124 ]] && { rm -f "$expected.tmp"; outcome skip "the greedy build ran longer than ${RUN_TIMEOUT}s"; }
  # A reference killed by a signal says nothing about mts's build (Csmith
  # seed 3120 for armv7 dies of SIGBUS under qemu-arm as greedy allocates
  # it, and runs as mts does).
  [[ $rc -gt 128 ]] && { rm -f "$expected.tmp"; outcome skip "the greedy build dies of signal $((rc - 128))"; }
  # Nor can a reference that does not repeat itself (Csmith seed 16381:
  # clang -O2 turns its undefined behaviour into a call of exit with
  # whatever is in a register, a different status on every run), even
  # with its stack elsewhere: run again with a longer environment, which
  # starts the stack lower. GCC's return-addr.c prints addresses of
  # locals: natively the stack moves on every run, but qemu-user places
  # it by the size of the program, which the allocator changes.
  FUZZ_MOVES_THE_STACK=$(printf '%0256d' 0) run_capture "$work/greedy" "$work/greedy.again"
  cmp -s "$expected.tmp" "$work/greedy.again" ||
    { rm -f "$expected.tmp"; outcome skip "the greedy build prints or exits differently when run again, its stack elsewhere"; }
  mv "$expected.tmp" "$expected"
}

# Assembles $1 into the program $2, or with --compile-only the object $2.o.
# The flags again: some (-m32, --target) decide how to assemble and link.
build_from_assembly() {
  if [[ $compile_only -eq 1 ]]; then
    "$cc" "${flags[@]}" -c "$1" -o "$2.o"
  else
    "$cc" "${flags[@]}" "$1" -o "$2" -lm
  fi
}

[[ -r $src ]] || { echo "fuzz-one: cannot read '$src'" >&2; exit 2; }
[[ -z $expected ]] && expected=$work/expected

case $src in
*.uil)
  if [[ ! -s $expected ]]; then
    timeout "$RUN_TIMEOUT" "$BIN/uil-run" "$src" > "$expected.tmp" 2> "$work/uil-run.err"
    rc=$?
    [[ $rc -eq 124 ]] && { rm -f "$expected.tmp"; outcome skip "uil-run ran longer than ${RUN_TIMEOUT}s"; }
    [[ $rc -ne 0 ]] && { rm -f "$expected.tmp"; outcome invalid "$(head -1 "$work/uil-run.err")"; }
    echo "[exit 0]" >> "$expected.tmp" && mv "$expected.tmp" "$expected"
  fi
  "$BIN/uil2mir" "$src" -o "$work/p.mir" 2> "$work/uil2mir.err" ||
    outcome invalid "$(head -1 "$work/uil2mir.err")"
  timeout "$COMPILE_TIMEOUT" "$LLC" -O2 -load "$MTS_LIB" -regalloc=mts \
    -start-before=regallocmts -verify-machineinstrs -mts-verify "${stress_flag[@]}" \
    "${mts_options[@]}" "$work/p.mir" -o "$work/p.s" 2> "$work/llc.err"
  rc=$?
  if [[ $rc -ne 0 ]]; then
    compile_failure $rc "$work/llc.err"
    "$LLC" -O2 -regalloc=greedy -start-before=greedy "${stress_flag[@]}" \
      "$work/p.mir" -o /dev/null 2> /dev/null &&
      outcome no-register "$(grep -m1 'no register left' "$work/llc.err")"
    outcome skip "greedy cannot allocate with $stress registers either"
  fi
  "$CLANG" -O2 "$work/p.s" "$root/runtime/uil_runtime.c" -o "$work/p" 2> "$work/link.err" ||
    { cat "$work/link.err" >&2; outcome compile-error "the assembly does not link"; }
  RUNNER=()
  compare "$work/p"
  ;;
*.c|*.C|*.cc|*.cpp|*.cxx)
  cc=$CLANG
  [[ $src == *.c ]] || cc=$CLANGXX
  flags=(-w -I/usr/include/csmith "${extra[@]}")
  if [[ $check_ub -eq 1 ]]; then
    # A reducer's variant easily reads uninitialised memory or goes out of
    # bounds; then greedy and mts may print different things, and neither
    # is wrong. Such variants must not count as the failure.
    for sanitize in address,undefined memory; do
      "$cc" -O1 -Wall -Werror=uninitialized -Werror=sometimes-uninitialized \
        -Werror=implicit-function-declaration -Werror=implicit-int -Werror=return-type \
        -Werror=int-conversion -Werror=incompatible-pointer-types -Werror=array-bounds \
        -Werror=main-return-type -Werror=null-dereference \
        -fsanitize=$sanitize -fno-sanitize-recover=all -I/usr/include/csmith \
        "${extra[@]}" "$src" -o "$work/sanitized" -lm 2> "$work/ub.err" ||
        outcome invalid "$(grep -m1 error: "$work/ub.err")"
      run_capture "$work/sanitized" "$work/sanitized.out" ||
        outcome invalid "-fsanitize=$sanitize or a timeout stopped it"
    done
  fi
  if [[ $self_checking -eq 1 && $check_ub -eq 0 ]]; then
    lazy_reference=1
  elif [[ $compile_only -eq 0 ]]; then
    make_reference
  fi
  if [[ $check_ub -eq 1 ]] && ! cmp -s "$expected" "$work/sanitized.out"; then
    outcome invalid "the sanitized build prints differently from the greedy one"
  fi
  mts_flags=(-fplugin="$MTS_LIB" -mllvm -regalloc=mts -mllvm -verify-machineinstrs
             -mllvm -mts-verify -mllvm -mts-print-stats)
  clang_stress=()
  [[ ${#stress_flag[@]} -gt 0 ]] && clang_stress=(-mllvm "${stress_flag[0]}")
  mts_flags+=("${clang_stress[@]}")
  for option in "${mts_options[@]}"; do
    mts_flags+=(-mllvm "$option")
  done
  timeout "$COMPILE_TIMEOUT" "$cc" -O2 "${flags[@]}" "${mts_flags[@]}" -S "$src" \
    -o "$work/mts.s" 2> "$work/mts.err"
  rc=$?
  if [[ $rc -ne 0 ]]; then
    make_reference
    # -verify-machineinstrs alone can take minutes: greedy with it takes
    # three on g++.dg/eh/cleanup1.C, a constructor with 4,000 landing pads.
    if [[ $rc -eq 124 ]] && ! timeout "$COMPILE_TIMEOUT" "$cc" -O2 "${flags[@]}" "${clang_stress[@]}" \
         -mllvm -verify-machineinstrs -S "$src" -o /dev/null 2> /dev/null; then
      outcome skip "greedy with -verify-machineinstrs does not compile it in ${COMPILE_TIMEOUT}s either"
    fi
    compile_failure $rc "$work/mts.err"
    "$cc" -O2 "${flags[@]}" "${clang_stress[@]}" -S "$src" -o /dev/null 2> /dev/null &&
      outcome no-register "$(grep -m1 'no register left' "$work/mts.err")"
    outcome skip "greedy cannot allocate with $stress registers either"
  fi
  # Functions with a body: C++'s aliases (`_ZN1AD1Ev = _ZN1AD2Ev`, one
  # destructor for another) are typed as functions too. Not those of
  # file-scope asm, which no allocator compiles
  # (gcc.dg/analyzer/asm-x86-lp64-1.c's add_asm).
  functions=$(awk '/Start of file scope inline assembly$/ { in_asm = 1 }
                   /End of file scope inline assembly$/ { in_asm = 0 }
                   /^[ \t]*\.type[ \t]+[^,]+,[@%]function/ {
                     name = $0; sub(/^[ \t]*\.type[ \t]+/, "", name)
                     sub(/,.*/, "", name); typed[name] = 1 }
                   /^[^ \t#]+:/ && !in_asm { label = $0; sub(/:.*/, "", label)
                     defined[label] = 1 }
                   END { n = 0; for (f in typed) if (f in defined) ++n; print n }' \
              "$work/mts.s")
  allocated=$(grep -c '^mts-stats: ' "$work/mts.err")
  if [[ $functions -ne $allocated ]]; then
    make_reference
    outcome compile-error "$functions functions in the assembly but mts allocated $allocated"
  fi
  failed="does not link"
  [[ $compile_only -eq 1 ]] && failed="does not assemble"
  if ! build_from_assembly "$work/mts.s" "$work/mts" 2> "$work/link.err"; then
    make_reference
    cat "$work/link.err" >&2
    # clang writes some programs' assembly so that it does not assemble,
    # whatever the allocator: AArch64's `bl sp` calls a function named sp
    # (gcc.c-torture/compile/930529-1.c), which -c builds without text.
    "$cc" -O2 "${flags[@]}" -S "$src" -o "$work/greedy.s" 2> /dev/null &&
      ! build_from_assembly "$work/greedy.s" "$work/greedy-assembled" 2> /dev/null &&
      outcome skip "greedy's assembly $failed either"
    outcome compile-error "the assembly $failed"
  fi
  [[ $compile_only -eq 1 ]] && outcome pass
  compare "$work/mts"
  ;;
*)
  echo "fuzz-one: '$src' is not a UIL, C or C++ program (.uil, .c, .C, .cc, .cpp, .cxx)" >&2; exit 2 ;;
esac
