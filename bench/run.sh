#!/usr/bin/env bash
# Regenerate bench/RESULTS.md (and RESULTS.svg): every program in bench/ and
# the Csmith seeds of bench/csmith-seeds.txt, compared across mts, greedy,
# basic, fast and pbqp by mts-compare --run; then mts under each eviction
# policy, and allocation time against function size (bench/sections.py).
#
#   bench/run.sh [-o RESULTS.md] [extra mts-compare options...]
#
# Takes a few minutes: each of the 5 builds of each program is timed
# (median of --repeat runs) and run under cachegrind.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$here/..
build=${MTS_BUILD_DIR:-$root/build}
out=$here/RESULTS.md
if [[ ${1:-} == -o ]]; then out=$2; shift 2; fi
compare=$build/bin/mts-compare
[[ -x $compare ]] || { echo "run.sh: build first (utils/bootstrap.sh)" >&2; exit 1; }
assertions=""
if grep -q '^MTS_ENABLE_ASSERTIONS:BOOL=ON' "$build/CMakeCache.txt" 2>/dev/null; then
  echo "run.sh: warning: $build has assertions on, which slow mts down;" \
       "reconfigure with -DMTS_ENABLE_ASSERTIONS=OFF for fair times" >&2
  assertions=", built with assertions (times are not comparable)"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/csmith"
grep -v '^#' "$here/csmith-seeds.txt" | while read -r seed; do
  csmith --seed "$seed" > "$work/csmith/csmith-$seed.c"
done

svg=${out%.md}.svg
args=(--run --repeat 5 --cflags=-I/usr/include/csmith --plot "$svg" "$@")
"$compare" "${args[@]}" "$here"/*.c "$work/csmith" > "$work/table.md" || status=$?
mkdir "$work/sizes"
{
  "$here/sections.py" evict "$compare" "$here"/*.c "$work/csmith"
  "$here/sections.py" sizes "$compare" "$work/sizes"
} > "$work/sections.md"

commit=$(git -C "$root" rev-parse --short HEAD)
git -C "$root" diff --quiet HEAD -- lib include || commit="$commit+local changes"
{
  echo "# Benchmark results"
  echo
  echo "Produced by \`bench/run.sh\`, which ran:"
  echo
  echo '```'
  echo "mts-compare ${args[*]//$here\//bench/} bench/*.c <Csmith programs of bench/csmith-seeds.txt>"
  echo '```'
  echo
  echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "- machine: $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(nproc) cores," \
       "$(free -g | awk '/^Mem:/ {print $2}') GiB, $(uname -sr)"
  echo "- LLVM: $("${LLVM_BIN:-/usr/lib/llvm-22/bin}/llc" --version | sed -n 's/.*LLVM version //p')," \
       "libMTS $commit$assertions"
  echo
  echo "Columns are explained in the README (\"Comparing allocators\"). Paths are"
  echo "shortened to their file names. Plot of the ratios: \`$(basename "$svg")\`."
  echo
  sed -e "s#$here/##g" -e "s#$work/csmith/##g" "$work/table.md"
  echo
  sed -e "s#$here/##g" -e "s#$work/csmith/##g" "$work/sections.md"
} > "$out"
sed -i -e "s#$here/##g" -e "s#$work/csmith/##g" "$svg"
echo "run.sh: wrote $out and $svg" >&2
exit "${status:-0}"
