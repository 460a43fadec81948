#!/usr/bin/env bash
# A longer differential campaign: Csmith programs, greedy against mts.
#
#   utils/csmith-campaign.sh [-s FIRST_SEED] [-n COUNT] [-r "0 6"] [-k DIR]
#
# Runs COUNT seeds from FIRST_SEED (default 1000, 100), each with every
# register budget in -r ("0" is the full register file, default "0 6"),
# through utils/mts-diff.sh. A mismatch or crash is kept as a reproducer in
# DIR (default ./csmith-failures); the summary counts passes, skips (budgets
# greedy cannot meet either) and failures. Exits non-zero on any failure.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
first=1000 count=100 budgets="0 6" keep=./csmith-failures
while getopts "s:n:r:k:" opt; do
  case $opt in
    s) first=$OPTARG ;; n) count=$OPTARG ;; r) budgets=$OPTARG ;; k) keep=$OPTARG ;;
    *) sed -n '2,11p' "$0"; exit 2 ;;
  esac
done

pass=0 skip=0 fail=0
for ((seed = first; seed < first + count; ++seed)); do
  for b in $budgets; do
    args=(--keep "$keep" --csmith "$seed")
    [[ $b != 0 ]] && args=(--stress "$b" "${args[@]}")
    if out=$("$here/mts-diff.sh" "${args[@]}" 2>&1); then
      if grep -q '^SKIP' <<< "$out"; then ((++skip)); else ((++pass)); fi
    else
      ((++fail))
      echo "$out" | tail -3
    fi
  done
  printf '\rseed %d (%d/%d): %d passed, %d skipped, %d failed' \
    "$seed" $((seed - first + 1)) "$count" $pass $skip $fail >&2
done
echo >&2
echo "$pass passed, $fail failed, $skip skipped"
[[ $fail -eq 0 ]]
