#!/usr/bin/env bash
# The MoE serving validation table (issue 17): published TensorRT-LLM
# max-throughput results for mixture-of-experts models (Qwen3-235B-A22B,
# Llama 4 Maverick and Scout, FP8 on H100 and H200; TensorRT-LLM's MoE
# recipe runs them with expert parallelism and attention data
# parallelism), none of them in shared/validation/cases.yaml, run through
# `gpusel perf` itself (built-in catalogue, default constants, --engine
# trtllm, the published GPU count with perf's own layout search, EP
# included), predicted against published, and compared with the table
# docs/methodology.md ("Validation: MoE serving") holds between its
# validation-moe:begin and validation-moe:end markers.  Fails when the two
# differ (GPUSEL_UPDATE=1 regenerates), when a case cannot be evaluated or
# is off by more than 3x, or when fewer cases land within 35% than the
# ratchet below.  Nothing here is fitted: the constants are the ones every
# other prediction uses.
#
# Source of every published value: NVIDIA/TensorRT-LLM
# docs/source/performance/perf-overview.md at commit
# 00f37686aa854010d68bcbd0f4ab000221541ca6, "Throughput Measurements"
# (Total Output Throughput, tokens/s, trtllm-bench at infinite request
# rate, synthetic fixed ISL/OSL), tables "Qwen3-235B-A22B", "Llama 4
# Maverick", "Llama 4 Scout"; checkpoints nvidia/*-FP8 (ModelOpt).  FP8
# KV caches are assumed as for the I22 rows (docs/engines/roofline.md,
# "Validation").
#
# usage: validation_moe.sh <gpusel-binary> <source-dir>
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$2" || exit 2
export GPUSEL_CATALOG= LC_ALL=C
doc=docs/methodology.md
# 0 of 24 land within 35% today (median |error| 63.8% with the grouped
# expert-GEMM term, 80.0% before; all high): the ratchet starts there and
# rises only with a sourced change (docs/methodology.md, "Validation: MoE
# serving").
min_within=0

cases=()
moe() { # id model gpu gpus prompt output published
    cases+=("$1|TRT $2 fp8 $3 x$4 $5/$6|35|$7|--engine trtllm --model $2 --gpu $3 --gpus $4 --precision fp8 --kv-dtype fp8 --prompt-tokens $5 --output-tokens $6")
}
moe V01 qwen3-235b-a22b h200 8 128 2048 42821
moe V02 qwen3-235b-a22b h200 8 1000 1000 23789
moe V03 qwen3-235b-a22b h200 8 2048 2048 16672
moe V04 qwen3-235b-a22b h200 8 5000 500 3623
moe V05 qwen3-235b-a22b h100-sxm 8 128 2048 19658
moe V06 qwen3-235b-a22b h100-sxm 8 1000 1000 14898
moe V07 qwen3-235b-a22b h100-sxm 8 2048 2048 9924
moe V08 qwen3-235b-a22b h100-sxm 8 5000 500 3225
moe V09 llama-4-maverick-17b-128e h200 8 128 2048 40572
moe V10 llama-4-maverick-17b-128e h200 8 1000 1000 31782
moe V11 llama-4-maverick-17b-128e h200 8 2048 2048 20957
moe V12 llama-4-maverick-17b-128e h200 8 5000 500 8456
moe V13 llama-4-maverick-17b-128e h100-sxm 8 128 2048 10829
moe V14 llama-4-maverick-17b-128e h100-sxm 8 1000 1000 9677
moe V15 llama-4-maverick-17b-128e h100-sxm 8 2048 2048 6916
moe V16 llama-4-maverick-17b-128e h100-sxm 8 5000 500 3457
moe V17 llama-4-scout-17b-16e h200 4 128 2048 34316
moe V18 llama-4-scout-17b-16e h200 4 1000 1000 21636
moe V19 llama-4-scout-17b-16e h200 4 2048 2048 14949
moe V20 llama-4-scout-17b-16e h200 4 5000 500 4605
moe V21 llama-4-scout-17b-16e h100-sxm 4 128 2048 15130
moe V22 llama-4-scout-17b-16e h100-sxm 4 1000 1000 12129
moe V23 llama-4-scout-17b-16e h100-sxm 4 2048 2048 7972
moe V24 llama-4-scout-17b-16e h100-sxm 4 5000 500 3342

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cols=layout,concurrency,tokens_per_s,tokens_per_s_low,tokens_per_s_high,bound
fail=0
{
    echo "| case | what | layout | concurrency | predicted (low-high) | published | error | tol | ok | bound |"
    echo "|---|---|---|--:|--:|--:|--:|--:|---|---|"
} >"$tmp/table"
: >"$tmp/errs"
for c in "${cases[@]}"; do
    IFS='|' read -r id what tol pub args <<<"$c"
    # shellcheck disable=SC2086
    if ! "$bin" perf $args --format csv --columns "$cols" >"$tmp/out" 2>&1; then
        echo "not ok - $id: gpusel perf $args: $(head -n 1 "$tmp/out")"
        fail=1
        continue
    fi
    tail -n 1 "$tmp/out" | tr -d '\r' | awk -F, -v id="$id" -v what="$what" -v tol="$tol" \
        -v pub="$pub" -v errs="$tmp/errs" '{
        e = ($3 - pub) / pub
        ok = (e < 0 ? -e : e) * 100 <= tol
        printf "| %s | %s | %s | %d | %.1f (%.1f-%.1f) | %.1f | %+.1f%% | %d%% | %s | %s |\n",
            id, what, $1, $2, $3, $4, $5, pub, 100 * e, tol, ok ? "yes" : "no", $6
        printf "%.6f %d %d\n", (e < 0 ? -e : e), ok, ($3 > 3 * pub || $3 < pub / 3) >> errs
    }' >>"$tmp/table"
done
n=$(wc -l <"$tmp/errs")
within=$(awk '{ s += $2 } END { print s + 0 }' "$tmp/errs")
wild=$(awk '{ s += $3 } END { print s + 0 }' "$tmp/errs")
median=$(sort -n "$tmp/errs" | awk '{ v[NR] = $1 } END {
    m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "%.1f", 100 * m }')
{
    echo
    echo "**Within tolerance: $within of $n; median |error| $median%.**"
} >>"$tmp/table"

# The block in the docs, between the markers (markers excluded).
awk '/<!-- validation-moe:end -->/ { f = 0 } f { print }
     /<!-- validation-moe:begin -->/ { f = 1 }' "$doc" >"$tmp/doc"
if ! grep -q '<!-- validation-moe:begin -->' "$doc"; then
    echo "not ok - $doc has no <!-- validation-moe:begin --> marker"
    fail=1
elif [ "${GPUSEL_UPDATE:-}" = 1 ]; then
    awk -v t="$tmp/table" '/<!-- validation-moe:begin -->/ { print; while ((getline l < t) > 0) print l; skip = 1; next }
        /<!-- validation-moe:end -->/ { skip = 0 } !skip { print }' "$doc" >"$tmp/new" &&
        cat "$tmp/new" >"$doc"
    echo "ok - $doc regenerated"
elif ! diff -u "$tmp/doc" "$tmp/table"; then
    echo "not ok - $doc: the validation table differs from what gpusel computes (GPUSEL_UPDATE=1 $0 regenerates it)"
    fail=1
else
    echo "ok - $doc: the validation table is what gpusel computes"
fi
cat "$tmp/table"
if [ "$wild" -gt 0 ]; then
    echo "not ok - $wild case(s) off by more than 3x"
    fail=1
fi
if [ "$within" -lt "$min_within" ]; then
    echo "not ok - $within of $n within tolerance, fewer than $min_within"
    fail=1
else
    echo "ok - $within of $n within tolerance (at least $min_within)"
fi
exit "$fail"
