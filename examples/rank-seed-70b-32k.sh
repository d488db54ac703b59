#!/usr/bin/env bash
# The seed's serving case: a 70B model served at a 32k context
# (examples/workload-serve-70b-32k.yaml).  Model APIs are candidates too;
# the second command leaves them out (--no-api) to rank self-hosting on
# its own.
# --today pins the day prices are judged on (age and staleness), so the
# transcript beside this script (rank-seed-70b-32k.txt) does not age.
#
#   GPUSEL=./build/gpusel examples/rank-seed-70b-32k.sh
set -eu
gpusel=${GPUSEL:-gpusel}
dir=$(dirname "$0")
"$gpusel" rank --workload "$dir/workload-serve-70b-32k.yaml" \
    --today 2026-12-01 --top 5 --hide-rejected
"$gpusel" rank --workload "$dir/workload-serve-70b-32k.yaml" \
    --today 2026-12-01 --top 5 --hide-rejected --no-api
