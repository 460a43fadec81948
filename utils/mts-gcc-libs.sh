#!/usr/bin/env bash
# Differential test of the MTS allocator on three real C libraries from
# Debian's gcc-12-source (the tarball in /usr/src/gcc-12, which
# utils/bootstrap.sh installs): zlib, with its test program example.c and
# its gzip clone minigzip.c; libiberty's demanglers (C++, D and Rust),
# with their test driver and GCC's own lists of expected demanglings; and
# libdecnumber, GCC's decimal arithmetic, through a driver of our own
# (test/e2e/Inputs/decnumber-driver.c).
#
#   utils/mts-gcc-libs.sh [--stress N] [--keep DIR] [clang flags...]
#
# Each library and program is built by clang-22 -O2 twice, with greedy and
# with -regalloc=mts (plus -mts-verify and -verify-machineinstrs, and
# -stress-regalloc=N for mts alone if given); the clang flags go to both
# (--target=aarch64-linux-gnu -static, say, with FUZZ_RUNNER=qemu-aarch64).
# Then, one PASS or FAIL line each:
#
#   zlib example        prints what greedy's build prints, and exits 0
#   minigzip LEVEL      compresses the extracted sources to the same bytes
#                       as greedy's build, and inflates greedy's output back
#   demangler LIST      passes every case of the list, printing what
#                       greedy's build prints
#   decNumber driver    prints what greedy's build prints: the results and
#                       statuses of 28 operations and 3 encodings on 2,000
#                       operand pairs at four precisions
#
# Exit status 0 when all pass, 1 when one fails, 2 when the test itself
# cannot run (no tarball; greedy's build fails to compile or to run). With
# --stress, a build that runs out of registers only in functions greedy
# cannot allocate with that budget either is skipped (SKIP, status 0).
# --keep DIR keeps the builds and their outputs.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$here/..
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
CLANG=${CLANG:-$LLVM_BIN/clang}
MTS_LIB=${MTS_LIB:-$root/build/lib/libMTS.so}
RUN_TIMEOUT=${FUZZ_RUN_TIMEOUT:-300}
read -r -a RUNNER <<< "${FUZZ_RUNNER:-}"

stress="" keep=""
while [[ $# -gt 0 ]]; do
  case $1 in
    --stress) stress=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    -h|--help) sed -n '/^set -/q; 2,$p' "$0"; exit 0 ;;
    *) break ;;
  esac
done
cflags=("$@")

# shellcheck source=utils/work-dir.sh
. "$here/work-dir.sh"
# shellcheck source=utils/budget-errors.sh
. "$here/budget-errors.sh"
use_work_dir "$keep"
tarball=$(ls /usr/src/gcc-12/gcc-12*.tar.* 2> /dev/null | head -1)
[[ -n $tarball ]] || {
  echo "mts-gcc-libs: install Debian's gcc-12-source" >&2
  exit 2
}
tar -xf "$tarball" -C "$work" --wildcards --no-wildcards-match-slash \
  '*/zlib/*.[ch]' '*/libiberty/*.[ch]' '*/libiberty/testsuite/*' \
  '*/include/*.h' '*/libdecnumber/*.[ch]' '*/libdecnumber/dpd/*.[ch]' ||
  exit 2
src=$(echo "$work"/gcc-*)

# What configure would find on any Linux C library, for the few libiberty
# files the demanglers need.
cat > "$work/config.h" << 'EOF'
#define HAVE_STDLIB_H 1
#define HAVE_STRING_H 1
#define HAVE_UNISTD_H 1
#define HAVE_LIMITS_H 1
#define HAVE_ALLOCA_H 1
#define HAVE_SYS_TYPES_H 1
#define HAVE_STDINT_H 1
#define HAVE_INTTYPES_H 1
#define STDC_HEADERS 1
EOF
# And for libdecnumber, whose configure writes gstdint.h too.
mkdir -p "$work/decnumber-config"
cat > "$work/decnumber-config/config.h" << 'EOF'
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define WORDS_BIGENDIAN 1
#endif
EOF
echo '#include <stdint.h>' > "$work/decnumber-config/gstdint.h"
zlib_objs=(adler32 compress crc32 deflate gzclose gzlib gzread gzwrite infback
           inffast inflate inftrees trees uncompr zutil)
demangle_srcs=(testsuite/test-demangle cp-demangle cplus-dem d-demangle
               rust-demangle xmalloc xstrdup xexit safe-ctype dyn-string)
decnumber_srcs=("$src"/libdecnumber/{decNumber,decContext}.c
                "$src"/libdecnumber/dpd/decimal{32,64,128}.c
                "$root/test/e2e/Inputs/decnumber-driver.c")

# build NAME [flags...]: the four programs in $work/NAME. Every file is
# compiled even after one fails, so that the messages name every function
# the allocator gave up on.
build() {
  local out=$work/$1; shift
  mkdir -p "$out"
  local cc=("$CLANG" -O2 -w "${cflags[@]}" "$@")
  local f status=0
  for f in "${zlib_objs[@]}" example minigzip; do
    "${cc[@]}" -DHAVE_UNISTD_H -DHAVE_STDARG_H -I"$src/zlib" \
      -c "$src/zlib/$f.c" -o "$out/$f.o" || status=1
  done
  for f in "${demangle_srcs[@]}"; do
    "${cc[@]}" -DHAVE_CONFIG_H -I"$work" -I"$src/include" \
      -c "$src/libiberty/$f.c" -o "$out/$(basename "$f").o" || status=1
  done
  for f in "${decnumber_srcs[@]}"; do
    "${cc[@]}" -I"$work/decnumber-config" -I"$src/libdecnumber" \
      -I"$src/libdecnumber/dpd" -c "$f" -o "$out/$(basename "$f" .c).o" ||
      status=1
  done
  [[ $status == 0 ]] || return 1
  local zlib=() demangle=() decnumber=()
  for f in "${zlib_objs[@]}"; do zlib+=("$out/$f.o"); done
  for f in "${demangle_srcs[@]}"; do demangle+=("$out/$(basename "$f").o"); done
  for f in "${decnumber_srcs[@]}"; do
    decnumber+=("$out/$(basename "$f" .c).o")
  done
  "$CLANG" "${cflags[@]}" "$out/example.o" "${zlib[@]}" -o "$out/example" &&
    "$CLANG" "${cflags[@]}" "$out/minigzip.o" "${zlib[@]}" \
      -o "$out/minigzip" &&
    "$CLANG" "${cflags[@]}" "${demangle[@]}" -o "$out/test-demangle" &&
    "$CLANG" "${cflags[@]}" "${decnumber[@]}" -o "$out/decnumber-driver"
}

mts_flags=(-fplugin="$MTS_LIB" -mllvm -regalloc=mts -mllvm -mts-verify
           -mllvm -verify-machineinstrs)
[[ -n $stress ]] && mts_flags+=(-mllvm -stress-regalloc="$stress")
build greedy > "$work/greedy.log" 2>&1 &
greedy_job=$!
build mts "${mts_flags[@]}" > "$work/mts.log" 2>&1
mts_status=$?
wait $greedy_job || {
  cat "$work/greedy.log" >&2
  echo "mts-gcc-libs: the greedy build failed" >&2
  exit 2
}
name="${stress:+ (stress $stress)}"
if [[ $mts_status -ne 0 ]]; then
  cat "$work/mts.log" >&2
  if [[ -n $stress ]] && only_out_of_registers "$work/mts.log"; then
    build greedy-stress -mllvm -stress-regalloc="$stress" \
      > "$work/greedy-stress.log" 2>&1
    if greedy_fails_there_too "$work/mts.log" "$work/greedy-stress.log"; then
      echo "SKIP: the mts build$name: mts ran out of registers only in" \
        "functions greedy cannot allocate with $stress registers either"
      exit 0
    fi
  fi
  echo "FAIL: the mts build$name failed" >&2
  exit 1
fi

failed=0
pass() { echo "PASS: $1$name: $2"; }
fail() { echo "FAIL: $1$name: $2" >&2; failed=1; }
run() { timeout "$RUN_TIMEOUT" "${RUNNER[@]}" "$@"; }
# run_both NAME INPUT PROGRAM...: PROGRAM run in each build's directory
# (zlib's example writes foo.gz there; test-demangle's summary names the
# program as it ran), its output and status in $work/BUILD.NAME.{out,rc}.
run_both() {
  local name=$1 input=$2 b; shift 2
  for b in greedy mts; do
    (cd "$work/$b" && run "$@" < "$input" > "../$b.$name.out" 2>&1
     echo $? > "../$b.$name.rc")
  done
}
# same_as_greedy NAME WHAT DETAIL: PASS with DETAIL when mts's build of
# run_both's NAME exited 0 and printed what greedy's build printed. The
# reference must have exited 0.
same_as_greedy() {
  if [[ $(< "$work/greedy.$1.rc") != 0 ]]; then
    echo "mts-gcc-libs: greedy's build of $2 exits $(< "$work/greedy.$1.rc")" >&2
    exit 2
  elif [[ $(< "$work/mts.$1.rc") != 0 ]]; then
    fail "$2" "exit status $(< "$work/mts.$1.rc"): $(tail -1 "$work/mts.$1.out")"
  elif ! cmp -s "$work/greedy.$1.out" "$work/mts.$1.out"; then
    fail "$2" "prints otherwise than greedy's build"
  else
    pass "$2" "$3"
  fi
}

run_both example /dev/null ./example
same_as_greedy example "zlib example" "same output as greedy's build"

cat "$src"/zlib/*.[ch] "$src"/libiberty/*.c > "$work/input"
for level in "-1" "-6" "-9" "-9 -f" "-9 -h" "-9 -r"; do
  # shellcheck disable=SC2086 # a level is one or two options
  run "$work/greedy/minigzip" $level < "$work/input" > "$work/greedy.gz"
  # shellcheck disable=SC2086
  run "$work/mts/minigzip" $level < "$work/input" > "$work/mts.gz"
  if ! cmp -s "$work/greedy.gz" "$work/mts.gz"; then
    fail "minigzip $level" "compresses otherwise than greedy's build"
  elif ! run "$work/mts/minigzip" -d < "$work/greedy.gz" |
       cmp -s - "$work/input"; then
    fail "minigzip $level" "does not inflate greedy's output back"
  else
    pass "minigzip $level" "$(stat -c %s "$work/input") bytes to the same $(stat -c %s "$work/mts.gz") as greedy's build, and back"
  fi
done

# test-demangle exits 1 when a case fails, and ends with its count.
for list in demangle d-demangle rust-demangle; do
  run_both "$list" "$src/libiberty/testsuite/$list-expected" ./test-demangle
  summary=$(tail -1 "$work/mts.$list.out")
  same_as_greedy "$list" "demangler $list" "${summary##*: }, as greedy's build"
done

run_both decnumber /dev/null ./decnumber-driver
same_as_greedy decnumber "decNumber driver" \
  "$(wc -l < "$work/mts.decnumber.out") lines, as greedy's build"
exit $failed
