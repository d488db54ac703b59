#!/usr/bin/env bash
# What did the GPUs we paid for do?  gpusel util reads the log of
#
#   nvidia-smi --query-gpu=timestamp,index,name,utilization.gpu,\
#     utilization.memory,memory.used,memory.total,power.draw --format=csv -l 1
#
# and prints, per GPU and in total, the utilisation (mean, p50, p95), the
# idle share, the memory peak, the energy and what the idle hours cost.
# The two logs here are synthetic, in the exact shape nvidia-smi writes
# (docs/commands/util.md cites public samples):
# - nvidia-smi-2xh100.csv: two H100s for five minutes, GPU 0 serving in
#   bursts, GPU 1 idle but for 50 s; the logger restarted after three
#   minutes (a second header, 20 s missing);
# - nvidia-smi-noheader-nounits.csv: csv,noheader,nounits from two
#   A100s, with Windows line ends.
# Then the measured utilisation goes into the chat workload's cost in
# place of provisioning for the peak.  --today is fixed so the price rows'
# staleness does not change with the day this runs.  A transcript:
# examples/util.txt.
#
#   GPUSEL=./build/gpusel examples/util.sh
set -eu
gpusel=${GPUSEL:-gpusel}
here=$(dirname "$0")
today=2026-12-01

# 1. At a price per GPU-hour.
"$gpusel" util "$here/nvidia-smi-2xh100.csv" --price 2.50

# 2. At the price table's cheapest on-demand H100 row; CSV for a sheet.
echo
"$gpusel" util "$here/nvidia-smi-2xh100.csv" --gpu h100-sxm \
    --pricing on-demand --today $today --format csv \
    --columns gpu,samples,gpu_hours,util_mean_frac,idle_frac,energy_kwh,idle_usd

# 3. A headerless log: the columns are the query above, in its order.
echo
"$gpusel" util "$here/nvidia-smi-noheader-nounits.csv" --format markdown

# 4. The chat workload on H100s: provisioned for its 40 req/s peak, then
#    at the utilisation the log measured.
echo
keys=gpu,gpu_count,utilisation_frac,paid_gpu_hours,busy_gpu_hours,usd_total
"$gpusel" cost --workload "$here/workload-chat.yaml" --gpu h100-sxm \
    --today $today --format csv --columns "$keys"
"$gpusel" util "$here/nvidia-smi-2xh100.csv" \
    --apply-to "$here/workload-chat.yaml" --today $today --format csv \
    --columns "$keys" | tail -n +2
