#!/usr/bin/env bash
# Differential test of one UIL program: the reference interpreter's output
# against the program compiled with mts and with greedy (utils/uilc.sh).
#
#   utils/uil-diff.sh prog.uil [llc flags, e.g. -stress-regalloc=4]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
BIN=${MTS_BIN:-$here/../build/bin}
src=$1; shift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$BIN/uil-run" "$src" > "$work/expected"
status=0
for ra in mts greedy; do
  if ! "$here/uilc.sh" --regalloc=$ra "$src" "$@" > "$work/$ra" 2> "$work/$ra.err"; then
    cat "$work/$ra.err" >&2
    echo "FAIL: $src with $ra ($*): compiling or running failed" >&2
    status=1
  elif ! cmp -s "$work/expected" "$work/$ra"; then
    diff "$work/expected" "$work/$ra" | head -10 >&2 || true
    echo "FAIL: $src with $ra ($*): output differs from uil-run" >&2
    status=1
  fi
done
[[ $status -eq 0 ]] && echo "PASS: $src ($*): mts and greedy print what uil-run prints ($(wc -l < "$work/expected") lines)"
exit $status
