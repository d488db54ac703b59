#!/usr/bin/env bash
# Two million documents summarised by Llama 3.1 70B in fp8 within 72
# hours (examples/workload-batch-summaries.yaml), on NVIDIA or AMD GPUs,
# spot or on-demand, against the model APIs that serve the model.
# --today pins the day prices are judged on (age and staleness), so the
# transcript beside this script (rank-batch-summaries.txt) does not age.
#
#   GPUSEL=./build/gpusel examples/rank-batch-summaries.sh
set -eu
gpusel=${GPUSEL:-gpusel}
dir=$(dirname "$0")
"$gpusel" rank --workload "$dir/workload-batch-summaries.yaml" \
    --today 2026-12-01 --top 5 --hide-rejected
