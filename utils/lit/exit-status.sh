#!/usr/bin/env bash
# Run a command, then print "exit status: N" on stdout and succeed, so a lit
# test can check a tool's exact exit status with FileCheck.
"$@"
echo "exit status: $?"
