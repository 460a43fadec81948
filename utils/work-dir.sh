# shellcheck shell=bash
# Sourced by the differential scripts (mts-gcc-libs.sh, mts-fonttools.sh).
#
# use_work_dir KEEP: sets $work to the folder KEEP, made if missing, where
# the builds and outputs stay for a look afterwards; or, with KEEP empty, to
# a new temporary folder removed when the script exits.
use_work_dir() {
  if [[ -n $1 ]]; then
    work=$1
    mkdir -p "$work"
  else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
  fi
}
