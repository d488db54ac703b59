#!/usr/bin/env bash
# Serving a 70B model: which GPUs hold Llama 3.1 70B at a 32k context, how
# many of each, and where the bytes go on the one you pick.
#
# Run with the gpusel on your PATH, or point GPUSEL at a build:
#   GPUSEL=./build/gpusel examples/serving-70b.sh
set -eu
gpusel=${GPUSEL:-gpusel}

# 1. Every GPU in the catalogue, one user at 32k tokens: fits on one GPU?
#    fewest GPUs? headroom? largest batch at this context?
"$gpusel" fit --model llama-3.1-70b --ctx 32k

# 2. A realistic load: 16 sequences of 32k tokens resident at once, with
#    10% of memory left free as vLLM does by default.
"$gpusel" fit --model llama-3.1-70b --ctx 32k --concurrency 16 --mem-util 0.9

# 3. The short list: two H100s or one H200?  Several --gpu keep the table
#    to those GPUs.
"$gpusel" fit --model llama-3.1-70b --ctx 32k --concurrency 16 \
    --gpu h100 --gpu h200 --gpu mi300x

# 4. One GPU type at a fixed count: the per-GPU breakdown, and every
#    formula with its values substituted.
"$gpusel" fit --model llama-3.1-70b --ctx 32k --gpu h100 --gpus 2 --explain

# 5. FP8 weights and an FP8 KV cache halve both big terms.
"$gpusel" fit --model llama-3.1-70b --ctx 32k --concurrency 16 \
    --precision fp8 --kv-dtype fp8 --gpu h100 --gpus 2
