#!/usr/bin/env bash
# A procurement gate: does each candidate configuration hold the workload?
# `gpusel fit --check` exits 0 when the named GPU at the count given fits,
# 1 when it does not, 2 for a usage error and 3 for an unknown GPU or model
# (docs/exit-codes.md).  This script prints a verdict per candidate and
# exits non-zero if any status is not the one documented.
#
#   GPUSEL=./build/gpusel examples/procurement-check.sh
set -u
gpusel=${GPUSEL:-gpusel}
workload=(--model llama-3.1-70b --ctx 32k --concurrency 8)
status=0

# check <expected-status> <what> <gpusel arguments...>
check() {
    local want=$1 what=$2 got
    shift 2
    "$gpusel" "$@" >/dev/null 2>&1
    got=$?
    if [ "$got" -eq "$want" ]; then
        echo "as documented: $what -> exit $got"
    else
        echo "UNEXPECTED:    $what -> exit $got, documented $want" >&2
        status=1
    fi
}

# The candidates.  Exit 0: fits; exit 1: does not fit (the report still
# prints, so you can log it).
check 0 "2 x H200"  fit "${workload[@]}" --gpu h200 --gpus 2 --check
check 0 "4 x H100"  fit "${workload[@]}" --gpu h100 --gpus 4 --check
check 1 "1 x H100"  fit "${workload[@]}" --gpu h100 --check
check 1 "1 x L40S"  fit "${workload[@]}" --gpu l40s --check

# A typical gate in a pipeline: branch on the status.
if "$gpusel" fit "${workload[@]}" --gpu mi300x --check >/dev/null; then
    echo "decision: one MI300X is enough"
else
    echo "decision: one MI300X is not enough"
fi

# Mistakes are not "does not fit": a usage error is 2, an unknown GPU 3.
check 2 "--check without --gpu"    fit "${workload[@]}" --check
check 2 "a bad context value"      fit "${workload[@]}" --gpu h100 --ctx 32x --check
check 3 "an unknown GPU"           fit "${workload[@]}" --gpu h1000 --check

exit $status
