#!/usr/bin/env bash
# A pre-training run due in 14 days (examples/workload-pretrain-1b.yaml):
# ranked by cost per completed run; layouts too slow for the deadline
# are rejected (misses_deadline), the notes give an example of each
# reason.
# --today pins the day prices are judged on (age and staleness), so the
# transcript beside this script (rank-pretrain-1b.txt) does not age.
#
#   GPUSEL=./build/gpusel examples/rank-pretrain-1b.sh
set -eu
gpusel=${GPUSEL:-gpusel}
dir=$(dirname "$0")
"$gpusel" rank --workload "$dir/workload-pretrain-1b.yaml" \
    --today 2026-12-01 --top 5 --hide-rejected
