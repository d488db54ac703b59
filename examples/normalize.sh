#!/usr/bin/env bash
# Financial normalisation, one row per candidate: a team benchmarked
# Llama 3.1 8B on four GPUs (examples/bench-chat.csv, invented numbers in
# the BENCH.csv format of docs/bench-csv.md) and wants the cost per
# accepted answer from what it measured, not from datasheets.
# 1. At full load (GPU time only): each candidate's floor, beside
#    gpusel's own prediction at the measured concurrency ("x model" =
#    measured / predicted: where the model is optimistic, and by how
#    much).
# 2. Over the chat workload (examples/workload-chat.yaml): its demand
#    provisioned for the peak, its extra costs, and its p99 targets, which
#    reject two candidates.
# 3. The same measurements feeding `gpusel cost` (--measured): h100-sxm
#    takes its measured row; l40s's only row misses the ITL target, so
#    cost keeps the modelled throughput (and says so).
# --today is fixed so price staleness does not change with the day.
#
#   GPUSEL=./build/gpusel examples/normalize.sh
set -eu
gpusel=${GPUSEL:-gpusel}
# a relative path (GPUSEL=./build/gpusel) must survive the cd below
case $gpusel in
*/*) gpusel=$(cd "$(dirname "$gpusel")" && pwd)/$(basename "$gpusel") ;;
esac
cd "$(dirname "$0")"        # the example files are shipped beside it
bench=bench-chat.csv
workload=workload-chat.yaml
today=2026-12-01

"$gpusel" normalize "$bench" --today "$today" \
    --columns rank,gpu,gpu_count,usd_per_gpu_hour,tokens_per_s,predicted_tokens_per_s,tokens_per_s_ratio,ttft_p99_s,ttft_p99_ratio,usd_per_accepted_output,usd_per_mtok
echo
"$gpusel" normalize "$bench" --workload "$workload" --today "$today" \
    --columns rank,gpu,gpu_count,usd_per_gpu_hour,usd_per_accepted_output,usd_per_mtok,utilisation_frac,meets_targets,reason
echo
for gpu in h100-sxm l40s; do
    "$gpusel" cost --workload "$workload" --gpu $gpu --measured "$bench" \
        --today "$today" --format csv \
        --columns gpu,gpu_count,throughput_source,tokens_per_s_per_gpu,usd_per_accepted_output
done
