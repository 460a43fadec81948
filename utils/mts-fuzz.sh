#!/usr/bin/env bash
# Fuzz the mts allocator with generated UIL programs and Csmith programs.
#
#   utils/mts-fuzz.sh [-k uil|csmith|all] [-s FIRST_SEED] [-n COUNT | -t SECONDS]
#                     [-u "0 2 3 5"] [-c "0 4 6"] [-g UIL_GEN_OPTIONS]
#                     [-m MTS_OPTIONS] [-f CFLAGS] [-o DIR] [-R]
#                     [PROGRAM.uil|PROGRAM.c ...]
#
# Seeds FIRST_SEED (default 1) onwards, COUNT programs of each kind (default
# 20), or as many as fit in SECONDS. Each UIL program (uil-gen -seed=S, plus
# -g's options) is allocated under each budget of -u and compared with
# uil-run; each Csmith program (csmith --seed S) under each budget of -c,
# compared with the greedy build. "0" is the full register file. Given
# programs instead, it checks those (C ones against greedy, under -c). Every run goes through
# utils/fuzz-one.sh, so -mts-verify and -verify-machineinstrs are on; -m's
# llc options (-m "-mts-evict=lru") go to every mts compile, and to the
# kept failures' scripts; -f's clang flags go to both builds of every C
# program, and to the scripts too: with -f "--target=aarch64-linux-gnu
# -static" and FUZZ_RUNNER=qemu-aarch64 (fuzz-one.sh), the Csmith programs
# are built and run for AArch64 (the UIL programs stay x86-64).
#
# A failure is kept in DIR (default ./fuzz-failures) as
# KIND-NAME-stressB-OUTCOME/: the program, the log, reproduce.sh, and a
# reduced program (uil-reduce for UIL, creduce for C; -R skips reducing,
# FUZZ_REDUCE_TIMEOUT bounds each reduction, default 900 s). Progress goes
# to stderr; at the end, a table of runs per kind and budget. Exits 1 if
# anything failed.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
BIN=${MTS_BIN:-$here/../build/bin}
REDUCE_TIMEOUT=${FUZZ_REDUCE_TIMEOUT:-900}

kinds="uil csmith" first=1 count=20 seconds=0 keep=./fuzz-failures reduce=1
uil_budgets="0 2 3 5" c_budgets="0 4 6" gen_options=""
# fuzz-one.sh --mts-flags with -m's options, or nothing; -f's flags.
mts_flags_arg=() c_flags=()
while getopts "k:s:n:t:u:c:g:m:f:o:Rh" opt; do
  case $opt in
    k) [[ $OPTARG == all ]] && kinds="uil csmith" || kinds=$OPTARG ;;
    s) first=$OPTARG ;;
    n) count=$OPTARG ;;
    t) seconds=$OPTARG count=0 ;;
    u) uil_budgets=$OPTARG ;;
    c) c_budgets=$OPTARG ;;
    g) gen_options=$OPTARG ;;
    m) mts_flags_arg=(--mts-flags "$OPTARG") ;;
    f) read -r -a c_flags <<< "$OPTARG" ;;
    o) keep=$OPTARG ;;
    R) reduce=0 ;;
    *) sed -n '/^set -/q; 2,$p' "$0"; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
for k in $kinds; do
  [[ $k == uil || $k == csmith ]] || { echo "mts-fuzz: unknown kind '$k'" >&2; exit 2; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
start=$SECONDS
declare -A runs=() passes=() skips=() fails=()
failures=()
programs=0

# Keeps one failure with what it takes to reproduce and reduce it.
keep_failure() {
  local kind=$1 name=$2 budget=$3 outcome=$4 program=$5 log=$6
  local ext=${program##*.}
  local dir=$keep/$kind-$name-stress$budget-$outcome
  mkdir -p "$dir"
  cp "$program" "$dir/program.$ext"
  cp "$log" "$dir/log"
  # fuzz-one's options for this run, and the same quoted for a script.
  local options=("${mts_flags_arg[@]}") quoted="" option
  [[ $budget != 0 ]] && options=(--stress "$budget" "${options[@]}")
  for option in "${options[@]}"; do
    quoted+=$(printf ' %q' "$option")
  done
  # A C program's clang flags follow it, and the runner, if any, is kept
  # (fuzz-one.sh runs UIL programs natively).
  local flags="" runner=""
  if [[ $ext == c ]]; then
    [[ ${#c_flags[@]} -gt 0 ]] && flags=$(printf ' %q' "${c_flags[@]}")
    [[ -n ${FUZZ_RUNNER:-} ]] && runner="export FUZZ_RUNNER=$(printf %q "$FUZZ_RUNNER")"$'\n'
  fi
  printf '#!/bin/sh\n# Prints "%s" while the failure persists (in program.%s, or in the file given).\n%sexec %q%s "${1:-program.%s}"%s\n' \
    "$outcome" "$ext" "$runner" "$here/fuzz-one.sh" "$quoted" "$ext" "$flags" > "$dir/reproduce.sh"
  chmod +x "$dir/reproduce.sh"
  failures+=("$dir")
  [[ $reduce -eq 1 ]] || return 0
  [[ -t 2 ]] && printf '\r\033[Kreducing %s ...' "$dir" >&2
  if [[ $ext == uil ]]; then
    timeout "$REDUCE_TIMEOUT" "$BIN/uil-reduce" -o "$dir/reduced.uil" "$dir/program.uil" \
      "$here/fuzz-one.sh" "${options[@]}" --want "$outcome" > /dev/null 2> "$dir/reduce.log"
  else
    # creduce runs the test in a copy of the directory, on a file of the
    # same name, and rejects variants with undefined behaviour through it.
    cp "$dir/program.c" "$dir/reduced.c"
    printf '#!/bin/sh\n%sexec %q%s --check-ub --want %s reduced.c%s\n' \
      "$runner" "$here/fuzz-one.sh" "$quoted" "$outcome" "$flags" > "$dir/interesting.sh"
    chmod +x "$dir/interesting.sh"
    (cd "$dir" && timeout "$REDUCE_TIMEOUT" creduce --n 2 ./interesting.sh reduced.c) \
      > "$dir/reduce.log" 2>&1
  fi
}

# On a terminal, one line rewritten before every run; in a log, one line
# after every program.
progress() {
  local pass=0 skip=0 fail=0 k
  for k in "${!runs[@]}"; do
    ((pass += ${passes[$k]:-0}, skip += ${skips[$k]:-0}, fail += ${fails[$k]:-0}))
  done
  local line
  line=$(printf '[%4ds] %s: %d programs, %d passed, %d skipped, %d failed' \
    $((SECONDS - start)) "$1" "$programs" "$pass" "$skip" "$fail")
  if [[ -t 2 ]]; then
    printf '\r\033[K%s' "$line" >&2
    [[ $2 == last ]] && echo >&2
  elif [[ $2 != run ]]; then
    echo "$line" >&2
  fi
}

# Runs one program under every budget of its kind.
fuzz_program() {
  local kind=$1 name=$2 program=$3 budgets=$uil_budgets expected=$work/expected
  local flags=()
  [[ $kind != uil ]] && budgets=$c_budgets flags=("${c_flags[@]}")
  rm -f "$expected"
  ((++programs))
  for b in $budgets; do
    local key="$kind:$b"
    progress "$kind $name, stress $b" run
    ((runs[$key]++))
    outcome=$("$here/fuzz-one.sh" --stress "$b" "${mts_flags_arg[@]}" --expected "$expected" \
      "$program" "${flags[@]}" 2> "$work/log")
    case $outcome in
      pass) ((passes[$key]++)) ;;
      skip) ((skips[$key]++)) ;;
      *) ((fails[$key]++))
         keep_failure "$kind" "$name" "$b" "${outcome:-unknown}" "$program" "$work/log" ;;
    esac
  done
  progress "$kind $name" program
}

if [[ $# -gt 0 ]]; then
  for program in "$@"; do
    [[ -r $program ]] || { echo "mts-fuzz: cannot read '$program'" >&2; exit 2; }
    kind=uil
    [[ $program == *.c ]] && kind=c
    fuzz_program $kind "$(basename "${program%.*}")" "$program"
  done
  kinds=$(for p in "$@"; do [[ $p == *.c ]] && echo c || echo uil; done | sort -ur)
else
  for ((i = 0; count == 0 || i < count; ++i)); do
    ((seconds > 0 && SECONDS - start >= seconds)) && break
    seed=$((first + i))
    for k in $kinds; do
      if [[ $k == uil ]]; then
        program=$work/uil-$seed.uil
        # shellcheck disable=SC2086 # the options are words
        "$BIN/uil-gen" -seed="$seed" $gen_options -o "$program" || exit 2
      else
        program=$work/csmith-$seed.c
        csmith --seed "$seed" > "$program" || exit 2
      fi
      fuzz_program "$k" "seed$seed" "$program"
    done
  done
fi
progress done last

printf '%-7s %-7s %6s %6s %6s %6s\n' kind budget runs passed skipped failed
total_fail=0
for k in $kinds; do
  budgets=$uil_budgets
  [[ $k != uil ]] && budgets=$c_budgets
  for b in $budgets; do
    key="$k:$b"
    label=$b
    [[ $b == 0 ]] && label=full
    printf '%-7s %-7s %6d %6d %6d %6d\n' "$k" "$label" "${runs[$key]:-0}" \
      "${passes[$key]:-0}" "${skips[$key]:-0}" "${fails[$key]:-0}"
    ((total_fail += ${fails[$key]:-0}))
  done
done
echo "$programs programs in $((SECONDS - start)) s: $total_fail failures"
for dir in "${failures[@]}"; do
  echo "  kept $dir"
done
[[ $total_fail -eq 0 ]]
