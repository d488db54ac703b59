#!/usr/bin/env bash
# A QLoRA fine-tune of Llama 3.1 70B within a day
# (examples/workload-qlora-70b.yaml): one 80 GB GPU holds the nf4 base;
# more GPUs finish sooner for about the same GPU bill, so labour and
# storage decide.
# --today pins the day prices are judged on (age and staleness), so the
# transcript beside this script (rank-qlora-70b.txt) does not age.
#
#   GPUSEL=./build/gpusel examples/rank-qlora-70b.sh
set -eu
gpusel=${GPUSEL:-gpusel}
dir=$(dirname "$0")
"$gpusel" rank --workload "$dir/workload-qlora-70b.yaml" \
    --today 2026-12-01 --top 5 --hide-rejected
