#!/usr/bin/env bash
# Fine-tuning an 8B model three ways: QLoRA on a gaming card, LoRA on one
# data-centre GPU, and full fine-tuning sharded with ZeRO-3.
#
#   GPUSEL=./build/gpusel examples/fine-tune-8b.sh
set -eu
gpusel=${GPUSEL:-gpusel}

# 1. QLoRA: nf4 base, rank-16 adapters, 2k-token sequences, on a 24 GB
#    RTX 4090.  bf16 adapters as in the QLoRA paper.
"$gpusel" fit --model llama-3.1-8b --mode qlora --gpu rtx-4090 --ctx 2k \
    --adapter-dtype bf16

# 2. LoRA on a bf16 base, 8k-token sequences, micro-batch 4, with
#    selective activation recomputation.
"$gpusel" fit --model llama-3.1-8b --mode lora --lora-rank 64 --ctx 8k \
    --batch 4 --recompute selective --gpu a100-80gb-sxm

# 3. Full fine-tuning with AdamW: where does it fit, and on how many GPUs
#    of each type?  (Training searches data parallelism and ZeRO stages.)
"$gpusel" fit --model llama-3.1-8b --mode full-ft --ctx 4k

# 4. The same on eight H100s with ZeRO-3, and the formulas behind it.
"$gpusel" fit --model llama-3.1-8b --mode full-ft --ctx 4k \
    --gpu h100 --gpus 8 --zero 3 --explain

# 5. 8-bit Adam trims the optimizer states.
"$gpusel" fit --model llama-3.1-8b --mode full-ft --ctx 4k \
    --optimizer adam-8bit --gpu h100 --gpus 8 --zero 1
