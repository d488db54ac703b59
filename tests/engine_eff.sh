#!/usr/bin/env bash
# The derivation of the engine x vendor x release efficiency rows
# (src/engine/engine_eff.c, docs/engines/engine-efficiency.md), re-run:
# each row's value is the median of published / predicted over its
# `derives` measurements, with `predicted` gpusel perf's answer at
# software factor 1.  This script recomputes every stored prediction
# with `--software-frac 1` and fails when one has drifted more than
# DRIFT_PCT from what the table holds: a change to the model has then
# moved the baseline the row was taken from, and the row must be derived
# again (update its points from this script's output) rather than left
# to correct a model it was not measured against.
#
# usage: engine_eff.sh <gpusel-binary> <source-dir>
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$2" || exit 2
export GPUSEL_CATALOG= LC_ALL=C
DRIFT_PCT=10
fail=0
n=0

# row prediction-in-table args...
point() {
    local row=$1 stored=$2 cap=$3
    shift 3
    local out conc
    n=$((n + 1))
    if ! out=$("$bin" perf "$@" --software-frac 1 --format csv \
        --columns concurrency,tokens_per_s 2>&1 | tail -n 1); then
        echo "not ok - $row: gpusel perf $*: $out"
        fail=1
        return
    fi
    conc=${out%%,*}
    if [ "$conc" -gt "$cap" ]; then
        # the benchmark never had more than its requests in flight
        out=$("$bin" perf "$@" --concurrency "$cap" --software-frac 1 \
            --format csv --columns concurrency,tokens_per_s | tail -n 1)
    fi
    awk -F, -v s="$stored" -v row="$row" -v lim="$DRIFT_PCT" -v args="$*" '{
        d = ($2 - s) / s * 100
        printf "%s - %s: predicted %.1f, table %.1f (%+.1f%%): %s\n",
            (d < -lim || d > lim) ? "not ok" : "ok", row, $2, s, d, args
        exit (d < -lim || d > lim)
    }' <<<"$out" || fail=1
}

amd() { # stored model prompt output requests
    point vllm-amd-dense "$1" "$5" --engine vllm --model llama-3.1-405b \
        --gpu mi300x --gpus 8 --tp 8 --precision fp8 --kv-dtype fp8 \
        --prompt-tokens "$3" --output-tokens "$4"
}
amd 4964.1 405b 128 2048 1500
amd 4629.7 405b 128 4096 1500
amd 4334.3 405b 500 2000 2000
amd 2492.3 405b 2048 2048 500

nreq() {
    case "$1/$2" in
    128/128) echo 30000 ;; 128/2048 | 2048/128 | 1000/1000 | 500/2000) echo 3000 ;;
    20000/2000) echo 1000 ;; *) echo 1500 ;;
    esac
}
trt() { # row stored model gpu gpus prompt output
    point "$1" "$2" "$(nreq "$6" "$7")" --engine trtllm --model "$3" \
        --gpu "$4" --gpus "$5" --precision fp8 --kv-dtype fp8 \
        --prompt-tokens "$6" --output-tokens "$7"
}
d=trtllm-nvidia-dense
trt $d 6981.2 llama-3.3-70b h100-sxm 2 128 128
trt $d 5942.0 llama-3.3-70b h100-sxm 2 128 2048
trt $d 4683.7 llama-3.3-70b h100-sxm 2 128 4096
trt $d 5037.5 llama-3.3-70b h100-sxm 2 500 2000
trt $d 4632.5 llama-3.3-70b h100-sxm 2 1000 1000
trt $d 4105.7 llama-3.3-70b h100-sxm 2 1000 2000
trt $d 804.8 llama-3.3-70b h100-sxm 2 2048 128
trt $d 3022.2 llama-3.3-70b h100-sxm 2 2048 2048
trt $d 971.5 llama-3.3-70b h100-sxm 2 5000 500
trt $d 469.6 llama-3.3-70b h100-sxm 2 20000 2000
trt $d 3937.9 llama-3.3-70b h200 1 128 128
trt $d 3405.0 llama-3.3-70b h200 1 128 2048
trt $d 3478.5 llama-3.3-70b h200 1 128 4096
trt $d 2899.1 llama-3.3-70b h200 1 500 2000
trt $d 2617.3 llama-3.3-70b h200 1 1000 1000
trt $d 2375.7 llama-3.3-70b h200 1 1000 2000
trt $d 451.4 llama-3.3-70b h200 1 2048 128
trt $d 1739.1 llama-3.3-70b h200 1 2048 2048
trt $d 542.8 llama-3.3-70b h200 1 5000 500
trt $d 269.6 llama-3.3-70b h200 1 20000 2000
m=trtllm-nvidia-moe
trt $m 56368.9 qwen3-235b-a22b h200 8 128 2048
trt $m 40663.9 qwen3-235b-a22b h200 8 1000 1000
trt $m 28670.0 qwen3-235b-a22b h200 8 2048 2048
trt $m 8077.6 qwen3-235b-a22b h200 8 5000 500
trt $m 35608.3 qwen3-235b-a22b h100-sxm 8 128 2048
trt $m 29173.1 qwen3-235b-a22b h100-sxm 8 1000 1000
trt $m 17723.2 qwen3-235b-a22b h100-sxm 8 2048 2048
trt $m 7107.5 qwen3-235b-a22b h100-sxm 8 5000 500

# vLLM v0.11.0 on NVIDIA, MoE (GPUStack Performance Lab, `vllm serve
# MODEL -tp 8`): the benchmark's 100 or 500 prompts bound concurrency.
vnm() { # stored model gpu precision prompt output requests
    point vllm-nvidia-moe "$1" "$7" --engine vllm --model "$2" --gpu "$3" \
        --gpus 8 --tp 8 --ep 1 --precision "$4" --kv-dtype bf16 \
        --prompt-tokens "$5" --output-tokens "$6"
}
vnm 71.9 deepseek-v3 h200 fp8 31999 100 100
vnm 1394.6 deepseek-v3 h200 fp8 3995 200 500
vnm 1800.3 deepseek-v3 h200 fp8 1997 100 500
vnm 58.8 qwen3-235b-a22b h100-sxm bf16 32000 82 100
vnm 940.2 qwen3-235b-a22b h100-sxm bf16 3996 184 500
vnm 1363.7 qwen3-235b-a22b h100-sxm bf16 1996 99 500

# DeepSeek-R1, TP8, 3200-token prompts (dstack's offline runs): the
# benchmark's num_prompts bound concurrency.
ds() { # row stored engine gpu output requests
    point "$1" "$2" "$6" --engine "$3" --model deepseek-v3 --gpu "$4" \
        --gpus 8 --tp 8 --ep 1 --precision fp8 --kv-dtype bf16 \
        --prompt-tokens 3200 --output-tokens "$5"
}
for a in "3752.0 800 1024" "3752.0 800 512" "3328.7 800 256" "2248.8 800 128" \
    "3437.9 3200 256" "3437.9 3200 512" "3437.9 3200 1024"; do
    set -- $a
    ds vllm-amd-moe "$1" vllm mi300x "$2" "$3"
done
for a in "3477.5 800 1024" "3477.5 800 512" "3305.0 800 256" "2261.8 800 128" \
    "3092.5 3200 256" "3092.5 3200 512" "3092.5 3200 1024"; do
    set -- $a
    ds sglang-amd-moe "$1" sglang mi300x "$2" "$3"
done
for a in "2639.8 800 1024" "2639.8 800 512" "2639.8 800 256" "2319.7 800 128" \
    "2095.2 3200 256" "2095.2 3200 512" "2095.2 3200 1024"; do
    set -- $a
    ds sglang-nvidia-moe "$1" sglang h200 "$2" "$3"
done

if [ "$fail" -ne 0 ]; then
    echo "not ok - a stored prediction drifted more than $DRIFT_PCT% (of $n): derive the row again"
else
    echo "ok - $n stored predictions within $DRIFT_PCT% of today's model"
fi
exit "$fail"
