#!/usr/bin/env bash
# The seed's cost quote: "Llama 3 8B on 100B tokens with 8x A100 takes
# 7-10 days: $32.77 x 24 x 8 = $6,291 on AWS p4d.24xlarge" (and cheaper on
# spot or Lambda).  Wrong twice:
# - the duration: 100B tokens need at least 22.3 days on eight A100s even
#   at 100% MFU (examples/seed-llama3-8b-training.sh), about 29 days at
#   the train engine's estimate;
# - the price: $32.77/h is the p4d.24xlarge quote from before AWS's June
#   2025 cut; the dated row of 2026-08-26 says $21.96/h.
# gpusel prints the run's real duration, GPU-hours and all-in cost at the
# dated prices, with the superseded quote beside it.  --today is fixed so
# the staleness flags do not change with the day this runs.  A transcript:
# examples/seed-llama3-8b-cost.txt.
#
#   GPUSEL=./build/gpusel examples/seed-llama3-8b-cost.sh
set -eu
gpusel=${GPUSEL:-gpusel}
today=2026-12-01
run="--kind training --model llama-3-8b --tokens 100B --gpus 8 --today $today"
keys=gpu,provider,instance,pricing,usd_per_hour,price_as_of,price_stale
keys=$keys,days,paid_gpu_hours,usd_total,usd_per_mtok

echo "the seed's arithmetic: \$32.77 x 24 h x 8 days = \$6,291.84 (p4d.24xlarge)"
echo

# 1. AWS p4d.24xlarge (8x A100 40GB) on demand: the full breakdown, with
#    the superseded $32.77 quote costed over the real duration.
# shellcheck disable=SC2086
"$gpusel" cost $run --gpu a100-40gb --provider aws

# 2. The variants at their dated prices, one line each: AWS reserved
#    (1 year), Lambda's 8x A100 40GB and 80GB, and Vast.ai's marketplace
#    (an undated row: flagged stale).  There is no dated AWS spot row for
#    p4d, and gpusel says so (status 3) instead of inventing one.
echo
# shellcheck disable=SC2086
"$gpusel" cost $run --gpu a100-40gb --provider aws --pricing reserved-1y \
    --format csv --columns "$keys"
# shellcheck disable=SC2086
"$gpusel" cost $run --gpu a100-40gb --provider lambda \
    --format csv --columns "$keys" | tail -n +2
# shellcheck disable=SC2086
"$gpusel" cost $run --gpu a100-80gb --provider lambda \
    --format csv --columns "$keys" | tail -n +2
# shellcheck disable=SC2086
"$gpusel" cost $run --gpu a100-40gb --pricing marketplace \
    --format csv --columns "$keys" | tail -n +2
# shellcheck disable=SC2086
if "$gpusel" cost $run --gpu a100-40gb --provider aws --pricing spot \
    >/dev/null 2>&1; then
    echo "expected no dated AWS spot price for p4d" >&2
    exit 1
fi
echo "AWS spot for a100-40gb: no price row (exit 3), not a guess"
