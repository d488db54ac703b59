#!/usr/bin/env bash
# The published-serving validation table (issue 17, part 3): MoE, AMD
# and engine-by-vendor serving results, none of them in shared/validation/cases.yaml, run
# through `gpusel perf` itself (built-in catalogue, default constants, the
# published engine, GPU count and tensor-parallel degree), predicted
# against published, and compared with the table docs/methodology.md
# ("Validation: published MoE, AMD and engine-by-vendor serving") holds between its
# validation-pub:begin and validation-pub:end markers.  Fails when the two
# differ (GPUSEL_UPDATE=1 regenerates), when a case cannot be evaluated or
# is off by more than 3x, or when fewer cases land within 35% than the
# ratchet below.
#
# Each row names its role for the engine x vendor x release efficiency
# table (src/engine/engine_eff.c, docs/engines/engine-efficiency.md):
# `derives` rows are the measurements a row's value was taken from (they
# cannot test it and are not counted below), `check` rows are different
# measurements that test it.  The `row` column is the efficiency row perf
# applied (from its --explain), `-` where none applies.
#
# Benchmark conditions that bound concurrency: trtllm-bench and vLLM's
# throughput benchmark send a fixed number of requests ($num_requests,
# "No. Prompts"), so no more than that many are ever in flight; where
# perf's KV capacity would hold more, the case runs at that count
# (`--concurrency`).
#
# Sources (every published value):
#  AMD:  AMD ROCm "Performance results" page, AI Inference, vLLM,
#        "Results on AMD Instinct MI300X Platform", throughput measurements
#        (local client at an infinite request rate), Docker container
#        rocm/vllm:rocm7.0.0_vllm_0.11.1_20251103 (2025-11-03), 8x MI300X,
#        FP8 amd/*-FP8-KV checkpoints (FP8 KV), TP 8, "No. Prompts" =
#        "Max. Seqs" (www.amd.com/en/developer/resources/rocm-hub/dev-ai/
#        performance-results.html); the same tables of the containers
#        rocm7.0.0_vllm_0.10.2_20251006, rocm6.4.1_vllm_0.10.1_20250909
#        and rocm6.4.1_vllm_0.9.1_20250715 for P28-P39.
#  TRT:  NVIDIA/TensorRT-LLM docs/source/performance/perf-overview.md at
#        commit 00f37686aa854010d68bcbd0f4ab000221541ca6, "Throughput
#        Measurements" (Total Output Throughput, trtllm-bench, synthetic
#        fixed ISL/OSL, MoE runs with enable_attention_dp), tables
#        "Qwen3-235B-A22B", "Qwen3-30B-A3B", "Llama 4 Maverick" (B200 FP4)
#        and "Llama 3.1 405B" (H100/H200 FP8); $num_requests from its
#        "Preparing a Dataset" table.  FP8 KV caches assumed as for the
#        I22 rows.
#  Lab:  GPUStack "Performance Lab" (gpustack/gpustack
#        docs/performance-lab/<model>/<gpu>.md: deepseek-r1/h200.md
#        @a5c9faf, qwen3-235b-a22b/h100.md and a100.md, qwen3-32b/h100.md
#        and a100.md @10e9444, gpt-oss-20b/h100.md @7b50d50,
#        gpt-oss-120b/h100.md @72aee9d): `vllm bench serve` against the
#        named server, random datasets of fixed lengths sent at once (100
#        prompts of 32000 tokens, 500 of 4000, 500 of 2000), "Output
#        token throughput"; prompt and output lengths are the totals the
#        run printed over its requests (outputs end early at EOS).  The
#        128/4 and ShareGPT rows of those pages are not used (the first
#        measures the API server's request rate, the second has no one
#        length).  Servers: `vllm serve MODEL` (vLLM v0.11.0; gpt-oss-120b
#        v0.10.2) at the tensor-parallel degree named, BF16 KV;
#        `python3 -m sglang.launch_server --tp 8 --enable-dp-attention`
#        (SGLang v0.5.3) for P55-P57.  P40-P45 are the measurements the
#        vllm-nvidia-moe-0.11.0 row is taken from.
#  dstack: dstack's DeepSeek-R1 benchmark (dstackai/benchmarks
#        Deepseek-R1/raw_data/offline_results.csv @7f37e66, blog
#        "DeepSeek R1 inference performance: MI300X vs. H200",
#        2025-03-18): offline throughput (vLLM's benchmark_throughput.py,
#        SGLang through the same script), deepseek-ai/DeepSeek-R1 FP8,
#        TP 8, 3200-token prompts, num_prompts requests given at once;
#        published = total_output_tokens / elapsed_time.  vLLM 0.7.3.dev
#        and SGLang 0.4.2.post4 on 8x MI300X, SGLang 0.4.3.post2 on 8x
#        H200.  The 800- and 3200-token outputs are the measurements the
#        vllm-amd-moe-0.7.3, sglang-amd-moe-0.4.2 and
#        sglang-nvidia-moe-0.4.3 rows are taken from (P72-P92); the
#        1600-token outputs are their check (P61-P71).
#  MTP:  NVIDIA/TensorRT-LLM docs/source/blogs/tech_blog/
#        blog1_Pushing_Latency_Boundaries_Optimizing_DeepSeek-R1_Performance
#        _on_NVIDIA_B200_GPUs.md @01c4ece, "Autoregressive MTP Layers":
#        DeepSeek-R1 on 8x B200, one request at a time (min-latency), 1k
#        prompt and 2k output tokens, NVFP4 MoE, TPS/user without MTP and
#        with 1-5 MTP layers at the measured acceptance rate (mean tokens
#        per verify step: 1.92, 2.58, 2.82, 2.99, 3.01).  Attention TP8,
#        experts EP4xTP2 there; gpusel runs tp 8 (its nearest layout).
#  MLPerf: MLPerf Inference v5.1 (2025-09-09), closed division, Llama 2
#        70B (99.9) Server, results/<system>/llama2-70b-99.9/Server/
#        performance/run_1/mlperf_log_summary.txt of
#        mlcommons/inference_results_v5.1: Vultr 8xMI325X_2xEPYC_9554
#        (vLLM, ROCm 6.3.1) 30,339.40 and Nebius H200-SXM-141GBx8_TRT
#        (TensorRT 10.11) 34,029.38 completed tokens/s, VALID with the
#        benchmark's 2,000 ms p99 TTFT and 200 ms p99 TPOT.  Sequence
#        lengths as validation.sh's MLPerf rows (512 in, 294 out: an
#        assumption, case I25).
#
# usage: validation_pub.sh <gpusel-binary> <source-dir>
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$2" || exit 2
export GPUSEL_CATALOG= LC_ALL=C
doc=docs/methodology.md
begin='<!-- validation-pub:begin -->'
end='<!-- validation-pub:end -->'
# Ratchet on the `check` rows within 35% (33 of 35 with the engine x
# vendor x release rows, 18 before them; 50 of 67 with the GPUStack,
# dstack and TensorRT-LLM MTP rows P46-P71 and P93-P98, 17 of their 32
# within): rises only with a sourced change.
min_within=50

cases=()
# id what role published num_requests args
add() { cases+=("$1|$2|$3|35|$4|$5|$6"); }
amd() { # id model prompt output published prompts
    add "$1" "vLLM0.11.1 $2 fp8 mi300x x8 $3/$4" "$7" "$5" "$6" \
        "--engine vllm --model $2 --gpu mi300x --gpus 8 --tp 8 --precision fp8 --kv-dtype fp8 --prompt-tokens $3 --output-tokens $4"
}
amd P01 llama-3.1-70b 128 2048 13279.6 3200 check
amd P02 llama-3.1-70b 128 4096 11449.7 1500 check
amd P03 llama-3.1-70b 500 2000 11347.4 2000 check
amd P04 llama-3.1-70b 2048 2048 7651.7 1500 check
amd P05 llama-3.1-405b 128 2048 3816.8 1500 derives
amd P06 llama-3.1-405b 128 4096 3099.6 1500 derives
amd P07 llama-3.1-405b 500 2000 3026.1 2000 derives
amd P08 llama-3.1-405b 2048 2048 2196.4 500 derives
# The 70B rows of the three earlier containers (the same page's tables
# for rocm/vllm 0.10.2, 0.10.1 and 0.9.1), each with its own release's
# row (--engine-release), taken from that table's 405B rows.
amdr() { # id release prompt output published prompts
    add "$1" "vLLM$2 llama-3.1-70b fp8 mi300x x8 $3/$4" check "$5" "$6" \
        "--engine vllm --engine-release $2 --model llama-3.1-70b --gpu mi300x --gpus 8 --tp 8 --precision fp8 --kv-dtype fp8 --prompt-tokens $3 --output-tokens $4"
}
amdr P28 0.10.2 128 2048 13212.5 3200
amdr P29 0.10.2 128 4096 11312.8 1500
amdr P30 0.10.2 500 2000 11376.7 2000
amdr P31 0.10.2 2048 2048 7252.1 1500
amdr P32 0.10.1 128 2048 13818.7 3200
amdr P33 0.10.1 128 4096 11612.0 1500
amdr P34 0.10.1 500 2000 11408.7 2000
amdr P35 0.10.1 2048 2048 7800.5 1500
amdr P36 0.9.1 128 2048 12638.9 3200
amdr P37 0.9.1 128 4096 10756.8 1500
amdr P38 0.9.1 500 2000 10691.7 2000
amdr P39 0.9.1 2048 2048 7354.9 1500
nreq() { # prompt output -> perf-overview's $num_requests
    case "$1/$2" in
    128/128) echo 30000 ;; 128/2048 | 2048/128 | 1000/1000 | 500/2000) echo 3000 ;;
    20000/2000) echo 1000 ;; *) echo 1500 ;;
    esac
}
trt() { # id model gpu gpus precision prompt output published role
    add "$1" "TRT $2 $5 $3 x$4 $6/$7" "$9" "$8" "$(nreq "$6" "$7")" \
        "--engine trtllm --model $2 --gpu $3 --gpus $4 --precision $5 --kv-dtype fp8 --prompt-tokens $6 --output-tokens $7"
}
trt P09 qwen3-235b-a22b b200 8 fp4 128 2048 66057 check
trt P10 qwen3-235b-a22b b200 8 fp4 1000 1000 42391 check
trt P11 qwen3-235b-a22b b200 8 fp4 2048 2048 26854 check
trt P12 qwen3-235b-a22b b200 8 fp4 5000 500 8190 check
trt P13 llama-4-maverick-17b-128e b200 8 fp4 128 2048 112676 check
trt P14 llama-4-maverick-17b-128e b200 8 fp4 1000 1000 79617 check
trt P15 llama-4-maverick-17b-128e b200 8 fp4 2048 2048 52195 check
trt P16 qwen3-30b-a3b b200 1 fp4 128 2048 37844 check
trt P17 qwen3-30b-a3b b200 1 fp4 1000 1000 25828 check
trt P18 qwen3-30b-a3b b200 1 fp4 2048 2048 17554 check
trt P19 qwen3-30b-a3b b200 1 fp4 5000 500 6142 check
mlperf() { # id gpu engine published
    add "$1" "MLPerf5.1 Server llama-2-70b fp8 $2 x8 512/294" check "$4" 1000000 \
        "--engine $3 --model llama-2-70b --gpu $2 --gpus 8 --precision fp8 --kv-dtype fp8 --prompt-tokens 512 --output-tokens 294 --ttft-p99 2s --itl-p99 200ms"
}
mlperf P26 mi325x vllm 30339.40
mlperf P27 h200 trtllm 34029.38
trt P20 llama-3.1-405b h200 8 fp8 128 2048 5348 check
trt P21 llama-3.1-405b h200 8 fp8 1000 1000 3330 check
trt P22 llama-3.1-405b h200 8 fp8 2048 2048 2948 check
trt P23 llama-3.1-405b h100-sxm 8 fp8 128 2048 4340 check
trt P24 llama-3.1-405b h100-sxm 8 fp8 1000 1000 2919 check
trt P25 llama-3.1-405b h100-sxm 8 fp8 2048 2048 2296 check

# GPUStack lab (see Sources): vLLM and SGLang on NVIDIA.  MoE rows use
# the published layout (`-tp 8`: tensor-parallel experts, --ep 1).
lab() { # id engine model gpu gpus layout precision prompt output published prompts role
    add "$1" "Lab $2 $3 $7 $4 x$5 $8/$9" "${12}" "${10}" "${11}" \
        "--engine $2 --model $3 --gpu $4 --gpus $5 $6 --precision $7 --kv-dtype bf16 --prompt-tokens $8 --output-tokens $9"
}
tp8="--tp 8 --ep 1"
lab P40 vllm deepseek-v3 h200 8 "$tp8" fp8 31999 100 48.33 100 derives
lab P41 vllm deepseek-v3 h200 8 "$tp8" fp8 3995 200 753.67 500 derives
lab P42 vllm deepseek-v3 h200 8 "$tp8" fp8 1997 100 843.71 500 derives
lab P43 vllm qwen3-235b-a22b h100-sxm 8 "$tp8" bf16 32000 82 57.85 100 derives
lab P44 vllm qwen3-235b-a22b h100-sxm 8 "$tp8" bf16 3996 184 931.21 500 derives
lab P45 vllm qwen3-235b-a22b h100-sxm 8 "$tp8" bf16 1996 99 1127.26 500 derives
lab P46 vllm qwen3-235b-a22b a100-80gb-sxm 8 "$tp8" bf16 32000 82 17.00 100 check
lab P47 vllm qwen3-235b-a22b a100-80gb-sxm 8 "$tp8" bf16 3996 183 357.26 500 check
lab P48 vllm qwen3-235b-a22b a100-80gb-sxm 8 "$tp8" bf16 1996 99 442.54 500 check
lab P49 vllm gpt-oss-20b h100-sxm 1 "--tp 1" mxfp4 32000 94 86.62 100 check
lab P50 vllm gpt-oss-20b h100-sxm 1 "--tp 1" mxfp4 3998 105 847.43 500 check
lab P51 vllm gpt-oss-20b h100-sxm 1 "--tp 1" mxfp4 1998 94 1443.44 500 check
# gpt-oss-120b was measured on vLLM v0.10.2 (no row of its own: the
# 0.11.0 row applies)
lab P52 vllm gpt-oss-120b h100-sxm 1 "--tp 1" mxfp4 32000 99 49.65 100 check
lab P53 vllm gpt-oss-120b h100-sxm 1 "--tp 1" mxfp4 3998 134 463.35 500 check
lab P54 vllm gpt-oss-120b h100-sxm 1 "--tp 1" mxfp4 1998 98 675.11 500 check
# SGLang v0.5.3 on H200 (P55-P57) checks the sglang-nvidia-moe-0.4.3 row
# (taken from dstack's runs, another lab and release); no row applies to
# the Qwen3-32B rows (P58-P60: docs/engines/engine-efficiency.md, "What
# is missing"), which check the fallback, software factor 1.  SGLang's
# --enable-dp-attention keeps the experts tensor-parallel, which gpusel
# cannot express (its attention-DP is over an EP group); the rows run
# the TP8 layout, which the same page measured at 0.93x of it (ShareGPT:
# 3172.46 against 3414.99 output tokens/s), where gpusel's attention-DP
# EP layout predicts 2.3x TP8's throughput (engine-efficiency.md).
lab P55 sglang deepseek-v3 h200 8 "$tp8" fp8 31999 100 49.89 100 check
lab P56 sglang deepseek-v3 h200 8 "$tp8" fp8 3995 200 767.42 500 check
lab P57 sglang deepseek-v3 h200 8 "$tp8" fp8 1997 100 907.31 500 check
lab P58 vllm qwen3-32b h100-sxm 1 "--tp 1" bf16 3996 200 102.21 500 check
lab P59 vllm qwen3-32b h100-sxm 1 "--tp 1" bf16 1996 100 152.42 500 check
lab P60 vllm qwen3-32b a100-80gb-sxm 1 "--tp 1" bf16 3996 200 87.48 500 check

# dstack (see Sources): DeepSeek-R1, TP8, 3200-token prompts, offline.
ds() { # id engine gpu output requests published role
    add "$1" "dstack $2 deepseek-v3 fp8 $3 x8 3200/$4 n$5" "$7" "$6" "$5" \
        "--engine $2 --model deepseek-v3 --gpu $3 --gpus 8 --tp 8 --ep 1 --precision fp8 --kv-dtype bf16 --prompt-tokens 3200 --output-tokens $4"
}
ds P61 vllm mi300x 1600 128 1098.77 check
ds P62 vllm mi300x 1600 256 1214.53 check
ds P63 vllm mi300x 1600 512 1209.19 check
ds P64 vllm mi300x 1600 1024 1207.43 check
ds P65 sglang mi300x 1600 128 841.61 check
ds P66 sglang mi300x 1600 256 909.80 check
ds P67 sglang mi300x 1600 512 988.21 check
ds P68 sglang mi300x 1600 1024 1060.08 check
ds P69 sglang h200 1600 256 1443.44 check
ds P70 sglang h200 1600 512 1668.28 check
ds P71 sglang h200 1600 1024 1558.63 check
ds P72 vllm mi300x 800 128 927.31 derives
ds P73 vllm mi300x 800 256 1091.90 derives
ds P74 vllm mi300x 800 512 1087.79 derives
ds P75 vllm mi300x 800 1024 1083.95 derives
ds P76 vllm mi300x 3200 256 1099.60 derives
ds P77 vllm mi300x 3200 512 1132.76 derives
ds P78 vllm mi300x 3200 1024 1214.39 derives
ds P79 sglang mi300x 800 128 665.50 derives
ds P80 sglang mi300x 800 256 861.39 derives
ds P81 sglang mi300x 800 512 784.74 derives
ds P82 sglang mi300x 800 1024 765.42 derives
ds P83 sglang mi300x 3200 256 967.60 derives
ds P84 sglang mi300x 3200 512 1071.77 derives
ds P85 sglang mi300x 3200 1024 1037.38 derives
ds P86 sglang h200 800 128 786.39 derives
ds P87 sglang h200 800 256 1055.47 derives
ds P88 sglang h200 800 512 1262.21 derives
ds P89 sglang h200 800 1024 1156.64 derives
ds P90 sglang h200 3200 256 1709.90 derives
ds P91 sglang h200 3200 512 1656.88 derives
ds P92 sglang h200 3200 1024 1744.93 derives

# TensorRT-LLM MTP (see Sources): speculative decoding at concurrency 1.
mtp() { # id layers acceptance published
    local sd=
    [ "$2" -gt 0 ] && sd="--spec-decode mtp:$2 --acceptance-length $3"
    add "$1" "TRT-blog1 deepseek-v3 fp4 b200 x8 1024/2048 c1 mtp$2 a$3" check "$4" 1 \
        "--engine trtllm --model deepseek-v3 --gpu b200 --gpus 8 --tp 8 --ep 1 --precision fp4 --kv-dtype bf16 --concurrency 1 --prompt-tokens 1024 --output-tokens 2048 $sd"
}
mtp P93 0 1 111
mtp P94 1 1.92 198
mtp P95 2 2.58 250
mtp P96 3 2.82 253
mtp P97 4 2.99 245
mtp P98 5 3.01 239

# shellcheck source=tests/validation_rows.sh
. tests/validation_rows.sh
awk '$4 == "check"' "$tmp/errs" >"$tmp/checks"
n=$(wc -l <"$tmp/checks")
within=$(awk '{ s += $2 } END { print s + 0 }' "$tmp/checks")
wild=$(awk '{ s += $3 } END { print s + 0 }' "$tmp/errs")
median=$(sort -n "$tmp/checks" | awk '{ v[NR] = $1 } END {
    if (!NR) { print "-"; exit }
    m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "%.1f", 100 * m }')
{
    echo
    echo "**Check rows within tolerance: $within of $n; median |error| $median%.**"
} >>"$tmp/table"

validation_finish "the published-serving table"
