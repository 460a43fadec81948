#!/usr/bin/env bash
# Run GCC's C torture execution tests with mts, each against its own checks
# and against the greedy build; with -l c++, GCC's C++ torture and exception
# tests; with -C, the tests of either that are only compiled.
#
#   utils/mts-torture.sh [-l c|c++] [-C] [-O "1 2 3"] [-c "0 4"]
#                        [-m MTS_OPTIONS] [-f CFLAGS] [-j JOBS] [-n COUNT]
#                        [-e EVERY] [-o DIR] [TEST_DIR | TEST.c | TEST.C ...]
#
# The tests are gcc.c-torture/execute/*.c from Debian's gcc-12-source (the
# tarball in /usr/src/gcc-12, which utils/bootstrap.sh installs): 1,592
# small programs, each written to catch a miscompile, which calls abort()
# when its code computes a wrong answer and exits 0 otherwise. With -l c++,
# they are the tests of g++.dg/torture and g++.dg/eh that run (dg-do run):
# 196 programs, many of which throw, catch and unwind through cleanups, so
# that values reach landing pads. Or the C and C++ files of TEST_DIR, or the
# files given.
#
# -C compiles each test into an object and runs nothing (fuzz-one.sh
# --compile-only), and takes by default the tests GCC only compiles:
# gcc.c-torture/compile/*.c, 1,903 files of code that once crashed or
# miscompiled some compiler (asm goto, computed gotos, odd types, huge
# functions), or with -l c++ the 441 tests of g++.dg/torture and g++.dg/eh
# that do not run. A test passes when mts allocates every function and its
# checks accept them; one greedy cannot build either is "unsupported".
#
# Every test goes through utils/fuzz-one.sh, so -mts-verify and
# -verify-machineinstrs are on and the mts build must print and exit as the
# greedy build does (a test that calls no output function checks itself:
# its mts build passes when it prints nothing and exits 0, and greedy's is
# made only when it does not); once for each optimization level of -O
# (default 2) and each register budget of -c (default "0 4"; 0 is the full
# register file), with -m's llc options (-m "-mts-evict=lru") and -f's
# clang flags, which both builds get (-f -m32 builds them for i686). The
# tests are old code: C is built as gnu89, with clang's errors for implicit
# declarations turned back into warnings, and C++ as gnu++14, which still
# allows dynamic exception specifications. A test clang cannot build is
# "unsupported"; one whose greedy build aborts (clang does not implement
# what it checks) is skipped, as fuzz-one.sh skips a reference that dies of
# a signal; so is one GCC expects to fail when run on every target
# (dg-xfail-run-if with { *-*-* }).
#
# -n COUNT runs the first COUNT tests only; -e EVERY runs every EVERY-th
# test in name order (the first, then EVERY on), a sample spread over the
# whole list, as the default lit run takes (test/e2e/gcc-torture.test).
#
# A failure is kept in DIR (default ./torture-failures) as
# NAME-OLEVEL-stressB-OUTCOME/: the test, the log and reproduce.sh. At the
# end, a table of runs per level and budget. Exits 1 if anything failed.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)

levels=2 budgets="0 4" jobs=$(nproc) count=0 every=1 keep=./torture-failures
mts_options="" cflags="" lang=c compile_only=0
while getopts "l:CO:c:m:f:j:n:e:o:h" opt; do
  case $opt in
    l) lang=$OPTARG ;;
    C) compile_only=1 ;;
    O) levels=$OPTARG ;;
    c) budgets=$OPTARG ;;
    m) mts_options=$OPTARG ;;
    f) cflags=$OPTARG ;;
    j) jobs=$OPTARG ;;
    n) count=$OPTARG ;;
    e) every=$OPTARG ;;
    o) keep=$OPTARG ;;
    *) sed -n '/^set -/q; 2,$p' "$0"; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[[ $lang == c || $lang == c++ ]] || { echo "mts-torture: -l takes c or c++, not '$lang'" >&2; exit 2; }
[[ $every =~ ^[1-9][0-9]*$ ]] || { echo "mts-torture: -e takes a positive number, not '$every'" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tests=()
if [[ $# -eq 0 ]]; then
  tarball=$(ls /usr/src/gcc-12/gcc-12*.tar.* 2> /dev/null | head -1)
  [[ -n $tarball ]] || {
    echo "mts-torture: no tests: install Debian's gcc-12-source or give a directory" >&2
    exit 2
  }
  if [[ $lang == c ]]; then
    # Only the directory's own tests: those under ieee/ and builtins/ need
    # the options and helper files of their own .exp scripts.
    suite=execute
    [[ $compile_only -eq 1 ]] && suite=compile
    tar -xf "$tarball" -C "$work" --wildcards --no-wildcards-match-slash \
      "*/gcc/testsuite/gcc.c-torture/$suite/*.c" || exit 2
    set -- "$work"/*/gcc/testsuite/gcc.c-torture/$suite
  else
    tar -xf "$tarball" -C "$work" --wildcards --no-wildcards-match-slash \
      '*/gcc/testsuite/g++.dg/torture/*.C' '*/gcc/testsuite/g++.dg/eh/*.C' || exit 2
    # The others only compile: they have no main.
    list=-l # files that match
    [[ $compile_only -eq 1 ]] && list=-L # files that do not
    mapfile -t selected < <(grep $list 'dg-do run' "$work"/*/gcc/testsuite/g++.dg/{torture,eh}/*.C)
    set -- "${selected[@]}"
  fi
fi
for arg in "$@"; do
  if [[ -d $arg ]]; then
    shopt -s nullglob
    tests+=("$arg"/*.c "$arg"/*.C "$arg"/*.cc "$arg"/*.cpp "$arg"/*.cxx)
    shopt -u nullglob
  elif [[ -r $arg ]]; then
    tests+=("$arg")
  else
    echo "mts-torture: cannot read '$arg'" >&2
    exit 2
  fi
done
[[ $count -gt 0 && $count -lt ${#tests[@]} ]] && tests=("${tests[@]:0:count}")
found=${#tests[@]}
if [[ $every -gt 1 ]]; then
  sampled=()
  for i in "${!tests[@]}"; do
    (( i % every == 0 )) && sampled+=("${tests[$i]}")
  done
  tests=("${sampled[@]}")
fi
[[ ${#tests[@]} -gt 0 && -r ${tests[0]} ]] || { echo "mts-torture: no tests" >&2; exit 2; }

gnu89="-std=gnu89 -Wno-error=implicit-int -Wno-error=implicit-function-declaration"
gnu89+=" -Wno-error=int-conversion -Wno-error=incompatible-pointer-types -Wno-error=return-type"
gnuxx14="-std=gnu++14"

# Runs one test at every level and budget; one line per run on stdout:
# LEVEL BUDGET OUTCOME NAME. A failure's log and a script that reproduces it
# go to the kept directory.
run_test() {
  local test=$1 name ext level b outcome expected dir flags mts=() runner="" checks=()
  ext=${test##*.}
  name=$(basename "$test" ".$ext")
  # The scripts of kept failures run the builds as this run does.
  [[ -n ${FUZZ_RUNNER:-} ]] && runner="export FUZZ_RUNNER=$(printf %q "$FUZZ_RUNNER")"$'\n'
  if [[ $ext == c ]]; then
    read -r -a flags <<< "$gnu89 $cflags"
  else
    read -r -a flags <<< "$gnuxx14 $cflags"
  fi
  [[ -n $mts_options ]] && mts=(--mts-flags "$mts_options")
  # A test right when silent needs no greedy build to say so. Those that
  # print (30 of the C tests, 7 of the C++ ones) are compared with greedy's
  # output; those only compiled, with nothing.
  if [[ $compile_only -eq 1 ]]; then
    checks=(--compile-only)
  elif ! grep -Eq '\<(printf|puts|putchar|putc|fputc|fputs|fprintf|vprintf|vfprintf|fwrite|write|perror|cout|cerr)\>' "$test"; then
    checks=(--self-checking)
  fi
  # GCC expects a test marked to fail at run time on every target to fail:
  # g++.dg/torture/pr101373.C throws from a function declared const, and
  # clang compiles its main to nothing, so it exits with whatever the code
  # after main leaves, which the allocator changes.
  if [[ $compile_only -eq 0 ]] && grep -Eq 'dg-xfail-run-if .*\{ *\*-\*-\* *\}' "$test"; then
    for level in $levels; do
      for b in $budgets; do
        echo "$level $b skip $name"
      done
    done
    return
  fi
  for level in $levels; do
    expected=$work/$name-O$level.expected
    for b in $budgets; do
      outcome=$("$here/fuzz-one.sh" --stress "$b" "${mts[@]}" "${checks[@]}" \
        --expected "$expected" "$test" "${flags[@]}" "-O$level" 2> "$work/$name.log")
      outcome=${outcome:-unknown}
      # Not built by clang: nothing to hold mts's build to, at any budget.
      if [[ $outcome == invalid ]]; then
        for b in $budgets; do
          echo "$level $b unsupported $name"
        done
        break
      fi
      echo "$level $b $outcome $name"
      [[ $outcome == pass || $outcome == skip ]] && continue
      dir=$keep/$name-O$level-stress$b-$outcome
      mkdir -p "$dir"
      cp "$test" "$dir/program.$ext"
      cp "$work/$name.log" "$dir/log"
      printf '#!/bin/sh\n# Prints "%s" while the failure persists (in program.%s, or in the file given).\n%sexec%s "${1:-program.%s}"%s\n' \
        "$outcome" "$ext" "$runner" "$(printf ' %q' "$here/fuzz-one.sh" --stress "$b" "${mts[@]}" "${checks[@]}")" "$ext" \
        "$(printf ' %q' "${flags[@]}" "-O$level")" > "$dir/reproduce.sh"
      chmod +x "$dir/reproduce.sh"
    done
  done
  rm -f "$work/$name.log"
}
export -f run_test
export here work levels budgets keep gnu89 gnuxx14 mts_options cflags compile_only

start=$SECONDS
printf '%s\0' "${tests[@]}" |
  xargs -0 -n 1 -P "$jobs" bash -c 'run_test "$1"' run_test > "$work/results"

printf '%-6s %-7s %6s %6s %6s %11s %6s\n' level budget runs passed skipped unsupported failed
for level in $levels; do
  for b in $budgets; do
    label=$b
    [[ $b == 0 ]] && label=full
    awk -v l="$level" -v b="$b" -v label="$label" '
      $1 == l && $2 == b { ++runs; ++n[$3] }
      END {
        fail = runs - n["pass"] - n["skip"] - n["unsupported"]
        printf "-O%-4s %-7s %6d %6d %6d %11d %6d\n", l, label, runs, n["pass"],
               n["skip"], n["unsupported"], fail
      }' "$work/results"
  done
done
awk '$3 != "pass" && $3 != "skip" && $3 != "unsupported"' "$work/results" > "$work/failures"
failed=$(wc -l < "$work/failures")
of=""
[[ ${#tests[@]} -lt $found ]] && of=" of $found"
echo "${#tests[@]}$of tests in $((SECONDS - start)) s: $failed failures"
awk -v keep="$keep" '{ printf "  kept %s/%s-O%s-stress%s-%s\n", keep, $4, $1, $2, $3 }' \
  "$work/failures" | sort
[[ $failed -eq 0 ]]
