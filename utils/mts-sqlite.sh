#!/usr/bin/env bash
# Differential test of the MTS allocator on SQLite, with SQLite's own test
# suite: its test harness (testfixture: the library, 250,000 lines of C
# with its test extensions, in a Tcl shell) is built by clang-22 -O2 twice,
# with greedy and with -regalloc=mts (plus -mts-verify, and
# -stress-regalloc=N for mts alone if given); both run the same script of
# SQLite's test/ folder (veryquick.test by default: some 255,000 tests in
# over a thousand files, five to ten minutes on one core).
#
#   utils/mts-sqlite.sh [--source DIR|TARBALL] [--test NAME] [--stress N]
#                       [--keep DIR] [clang flags...]
#
# No Debian binary package carries SQLite's source, so it is not part of
# the lit suite. It comes from Debian's source package: --source names the
# unpacked tree or its .orig tarball, from `apt-get source sqlite3`
# (which needs a deb-src line in apt's sources); without --source, the
# script runs `apt-get source --download-only sqlite3` itself. Building
# testfixture needs Tcl's headers and tclsh (tcl-dev). --test NAME runs
# test/NAME.test instead (func4, quick, full). The clang flags go to both
# builds (-O3 -march=x86-64-v3, say).
#
# SQLite's tests refuse some checks as root; run as root, the script runs
# both harnesses as the user nobody. Then one line:
#
#   PASS   mts's build failed no test that greedy's build passed
#   FAIL   it failed these (or did not finish the script)
#
# A test that greedy's build fails too is no failure: clang's own choices
# fail some (func4's conversions of huge doubles, at -O3 -march=x86-64-v3).
# Exit status 0 on PASS, 1 on FAIL, 2 when the test cannot run (no source,
# no Tcl, greedy's build fails to build or to finish the script). With
# --stress, a build in which mts runs out of registers only in functions
# greedy cannot allocate with that budget either is skipped (SKIP, status
# 0): a call with six register arguments and a pushed one built as PIE
# needs nine registers. --keep DIR keeps the builds and the tests' logs.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$here/..
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
CLANG=${CLANG:-$LLVM_BIN/clang}
MTS_LIB=${MTS_LIB:-$root/build/lib/libMTS.so}

source="" test=veryquick stress="" keep=""
while [[ $# -gt 0 ]]; do
  case $1 in
    --source) source=$2; shift 2 ;;
    --test) test=$2; shift 2 ;;
    --stress) stress=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    -h|--help) sed -n '/^set -/q; 2,$p' "$0"; exit 0 ;;
    *) break ;;
  esac
done
cflags=("$@")
cannot() { echo "mts-sqlite: $*" >&2; exit 2; }

if [[ ! -f /usr/include/tcl8.6/tcl.h ]] || ! command -v tclsh8.6 > /dev/null
then
  cannot "testfixture needs Tcl: install Debian's tcl-dev"
fi
# shellcheck source=utils/work-dir.sh
. "$here/work-dir.sh"
# shellcheck source=utils/budget-errors.sh
. "$here/budget-errors.sh"
use_work_dir "$keep"
work=$(cd "$work" && pwd)

if [[ -z $source ]]; then
  mkdir -p "$work/download"
  (cd "$work/download" && apt-get source --download-only sqlite3 \
     > apt.log 2>&1) ||
    cannot "apt-get source sqlite3 failed (no deb-src line in apt's" \
      "sources?); give the source with --source: $(tail -1 "$work/download/apt.log")"
  # The source package has two: the tree, and the web site's documents.
  for source in "$work"/download/sqlite3_*.orig.tar.*; do
    [[ $source == *-www* ]] || break
  done
fi
if [[ -f $source ]]; then
  mkdir -p "$work/src"
  tar -xf "$source" -C "$work/src" --strip-components=1 ||
    cannot "cannot unpack $source"
  source=$work/src
fi
[[ -x $source/configure && -f $source/test/$test.test ]] ||
  cannot "$source is no SQLite source tree with test/$test.test"
source=$(cd "$source" && pwd)

# The compilers, as scripts: libtool, which links testfixture, would take
# the -mllvm options apart. The clang flags come last, after configure's
# -O2, so that an -O of theirs holds.
mts_flags=(-fplugin="$MTS_LIB" -mllvm -regalloc=mts -mllvm -mts-verify)
[[ -n $stress ]] && mts_flags+=(-mllvm -stress-regalloc="$stress")
compiler() {
  local name=$1; shift
  printf '#!/bin/sh\nexec %q' "$CLANG" > "$work/cc-$name"
  [[ $# -gt 0 ]] && printf ' %q' "$@" >> "$work/cc-$name"
  printf ' "$@"' >> "$work/cc-$name"
  [[ ${#cflags[@]} -gt 0 ]] && printf ' %q' "${cflags[@]}" >> "$work/cc-$name"
  echo >> "$work/cc-$name"
  chmod +x "$work/cc-$name"
}
compiler greedy
compiler mts "${mts_flags[@]}"

# build NAME: testfixture in $work/NAME, configured for clang -O2 and built
# with $work/cc-NAME.
build() {
  mkdir -p "$work/$1"
  (cd "$work/$1" &&
   "$source/configure" CC="$CLANG" CFLAGS="-O2 -g0" > configure.log 2>&1 &&
   make CC="$work/cc-$1" testfixture > make.log 2>&1)
}

build greedy &
greedy_job=$!
build mts
mts_status=$?
wait $greedy_job || {
  tail -20 "$work/greedy/make.log" >&2
  cannot "greedy's build failed"
}
name="${stress:+ (stress $stress)}"
if [[ $mts_status -ne 0 ]]; then
  tail -20 "$work/mts/make.log" >&2
  if [[ -n $stress ]] && only_out_of_registers "$work/mts/make.log"; then
    compiler greedy-stress -mllvm -stress-regalloc="$stress"
    build greedy-stress
    if greedy_fails_there_too "$work/mts/make.log" \
         "$work/greedy-stress/make.log"; then
      echo "SKIP: sqlite$name: mts ran out of registers only in functions" \
        "greedy cannot allocate with $stress registers either"
      exit 0
    fi
  fi
  echo "FAIL: sqlite$name: the mts build failed" >&2
  exit 1
fi

# run NAME: the script, in a folder of its own (the tests write their
# databases where they run), as nobody when run as root.
as_user=()
if [[ $(id -u) -eq 0 ]]; then
  as_user=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
  chmod 755 "$work"
fi
run() {
  mkdir -p "$work/$1/run"
  chmod 777 "$work/$1/run"
  (cd "$work/$1/run" &&
   "${as_user[@]}" ../testfixture "$source/test/$test.test" > ../test.log 2>&1)
}
# The tests a run failed, one per line; "(unfinished)" when it ended
# before its summary.
failures() {
  if ! grep -q '^[0-9]* errors out of [0-9]* tests' "$1"; then
    echo "(unfinished)"
    return
  fi
  grep '^!Failures on these tests:' "$1" | cut -d: -f2- | tr ' ' '\n' |
    grep . | sort -u
}
run greedy &
greedy_job=$!
run mts
wait $greedy_job
greedy_failures=$(failures "$work/greedy/test.log")
mts_failures=$(failures "$work/mts/test.log")
[[ $greedy_failures == "(unfinished)" ]] && {
  tail -5 "$work/greedy/test.log" >&2
  cannot "greedy's testfixture did not finish $test.test"
}
if [[ $mts_failures == "(unfinished)" ]]; then
  tail -5 "$work/mts/test.log" >&2
  echo "FAIL: sqlite$name: mts's testfixture did not finish $test.test" >&2
  exit 1
fi
summary=$(grep '^[0-9]* errors out of' "$work/mts/test.log")
# (grep ., as an empty list is no line at all.)
extra=$(comm -23 <(grep . <<< "$mts_failures") \
                 <(grep . <<< "$greedy_failures") | tr '\n' ' ')
if [[ -n $extra ]]; then
  tail -5 "$work/mts/test.log" >&2
  echo "FAIL: sqlite$name: $test.test: greedy's build passes ${extra% }" >&2
  exit 1
fi
both=""
[[ -n $mts_failures ]] && both=", each failed by greedy's build too"
echo "PASS: sqlite$name: $test.test: $summary$both"
