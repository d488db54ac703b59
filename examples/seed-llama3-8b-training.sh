#!/usr/bin/env bash
# The seed claim: "Llama 3 8B on 100B tokens with 8x A100 takes 7-10 days."
# Physics says no: 6 x 8.03e9 params x 100e9 tokens = 4.82e21 FLOP, and
# eight A100s deliver at most 8 x 312 TFLOP/s (bf16, dense), so even at
# 100% MFU the run needs 1.93e6 s = 22.3 days (validation case W01).
# gpusel answers with the arithmetic, then its estimate and what the
# schedule would need.  A transcript: examples/seed-llama3-8b-training.txt.
#
#   GPUSEL=./build/gpusel examples/seed-llama3-8b-training.sh
set -eu
gpusel=${GPUSEL:-gpusel}

# 1. The claim as stated: the answer (exit 0) says it is impossible.
"$gpusel" train --model llama-3-8b --gpu a100-80gb-sxm --gpus 8 \
    --tokens 100B --ctx 8k --days 10

# 2. As a gate in a planning script: --check exits 1 for an impossible
#    schedule.
if "$gpusel" train --model llama-3-8b --gpu a100-80gb-sxm --gpus 8 \
    --tokens 100B --ctx 8k --days 10 --check >/dev/null; then
    echo "expected --check to fail for a 10-day schedule" >&2
    exit 1
fi
echo "--check: 10 days on 8x A100 is impossible (exit 1)"

# 3. What would make 10 days possible: 16 H100s, at the estimate's MFU.
"$gpusel" train --model llama-3-8b --gpu h100-sxm --gpus 16 \
    --tokens 100B --ctx 8k --days 10 --check \
    --columns days,days_low,days_high,mfu,gpu_hours --format csv
