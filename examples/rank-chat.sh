#!/usr/bin/env bash
# Which GPU, count and pricing serves a realtime chat assistant at the
# lowest cost per million accepted tokens while meeting its p99 TTFT and
# ITL targets (examples/workload-chat.yaml)?  Every candidate -- GPU x
# count x pricing x offer, MIG slices, model APIs -- is evaluated; the
# ones that miss a target, do not fit or break the file's constraints
# are listed after the ranked ones, each with its reason.
# --today pins the day prices are judged on (age and staleness), so the
# transcript beside this script (rank-chat.txt) does not age.
#
#   GPUSEL=./build/gpusel examples/rank-chat.sh
set -eu
gpusel=${GPUSEL:-gpusel}
dir=$(dirname "$0")
"$gpusel" rank --workload "$dir/workload-chat.yaml" \
    --today 2026-12-01 --top 5
