#!/usr/bin/env bash
# The seed's training case: Llama 3 8B on 100 billion tokens
# (examples/workload-training.yaml), every candidate ranked by the all-in
# cost of the completed run.
# --today pins the day prices are judged on (age and staleness), so the
# transcript beside this script (rank-seed-llama3-8b-100b.txt) does not age.
#
#   GPUSEL=./build/gpusel examples/rank-seed-llama3-8b-100b.sh
set -eu
gpusel=${GPUSEL:-gpusel}
dir=$(dirname "$0")
"$gpusel" rank --workload "$dir/workload-training.yaml" \
    --today 2026-12-01 --top 5
