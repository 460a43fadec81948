#!/usr/bin/env bash
# Build libMTS with assertions (installing what is missing) and run every
# test: the lit regression and end-to-end tests and the GoogleTest unit
# tests. Exits non-zero on any failure; the last line is "N passed, N
# failed".
#
#   utils/run-tests.sh [--long]
#
# GCC's torture suites run on a sample (every third C test, every second
# C++ one, every twentieth C file of those only compiled), which keeps the
# run under twenty minutes on two cores; --long runs all of them as well
# (lit --param long=1), some twenty minutes more.
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
params=()
case ${1:-} in
  "") ;;
  --long) params=(--param long=1) ;;
  *) echo "usage: utils/run-tests.sh [--long]" >&2; exit 2 ;;
esac
build=${MTS_BUILD_DIR:-$root/build}
"$root/utils/bootstrap.sh" --assertions --no-demo || exit 1

log=$(mktemp)
trap 'rm -f "$log"' EXIT
/usr/lib/llvm-22/bin/lit -sv --time-tests "${params[@]}" "$build/test" "$build/test/Unit" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}

count() { grep -E "^\s+$1 *: +[0-9]+" "$log" | grep -oE '[0-9]+' | head -1; }
passed=$(( $(count Passed || echo 0) + 0 ))
failed=$(( $(count Failed || echo 0) + $(count 'Unresolved' || echo 0) + $(count 'Timed Out' || echo 0) ))
echo "$passed passed, $failed failed"
exit "$status"
