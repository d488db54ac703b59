#!/usr/bin/env bash
# An image-generation pipeline (examples/workload-media.yaml): 500,000
# SDXL images a month ranked by cost per accepted image, on the GPUs the
# team measured (media throughput needs a measurement).
# --today pins the day prices are judged on (age and staleness), so the
# transcript beside this script (rank-media.txt) does not age.
#
#   GPUSEL=./build/gpusel examples/rank-media.sh
set -eu
gpusel=${GPUSEL:-gpusel}
dir=$(dirname "$0")
"$gpusel" rank --workload "$dir/workload-media.yaml" \
    --today 2026-12-01 --top 5
