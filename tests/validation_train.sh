#!/usr/bin/env bash
# The training validation table: published training throughput (tokens
# per second per GPU) from NVIDIA's NeMo and Megatron-Bridge performance
# tables, none of them in shared/validation/cases.yaml and none used to
# set a constant, run through `gpusel train` itself (built-in catalogue,
# default constants, the layout, micro-batch, global batch and precision
# each source states), predicted against published, and compared with
# the table docs/methodology.md includes between its
# train-validation:begin and train-validation:end markers.  The test
# fails when the two differ (regenerate with GPUSEL_UPDATE=1), when a
# case cannot be evaluated or is off by more than 2x (a broken formula,
# not a calibration question), or when fewer cases land within tolerance
# than the ratchet below (raised only for a sourced improvement; never by
# tuning a constant to a case).
#
# usage: validation_train.sh <gpusel-binary> <source-dir>
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$2" || exit 2
export GPUSEL_CATALOG= LC_ALL=C
doc=docs/methodology.md
min_within=8

# Sources (tokens / sec / GPU as published; FP8 with Transformer Engine,
# no context parallelism):
#   N24 = NVIDIA/NeMo docs/source/performance/performance_summary.md at
#         commit 070a0bb168d405d653b9734c0017cf5078e77c0d (NeMo 24.07,
#         DGX-H100, FP8, delayed scaling);
#   B25 = NVIDIA-NeMo/Megatron-Bridge docs/performance-summary.md, "25.11
#         NeMo Container" (FP8-CS, current scaling), as mirrored at
#         pufanyi/Megatron-Bridge commit 21a2ced8106754c746d0bbde686f35554992e4be.
# Layouts as the tables state them: FSDP 1 -> --zero 3; otherwise
# Megatron's distributed optimiser -> --zero 1.  Unstated: recomputation,
# which the layout search sets to the lightest that fits in memory.
# id | what | tolerance % | published tokens/s/GPU | train arguments
common="--tokens 1T --precision fp8"
cases=(
  "N24-L2-7B|NeMo 24.07 Llama 2 7B, 8x H100|25|16847|--model llama-2-7b --gpu h100 --tp 1 --pp 1 --dp 8 --zero 1 --vpp 1 --ctx 4096 --batch 1 --global-batch 128"
  "N24-L2-13B|NeMo 24.07 Llama 2 13B, 16x H100|25|8646|--model llama-2-13b --gpu h100 --tp 1 --pp 4 --dp 4 --zero 1 --vpp 10 --ctx 4096 --batch 1 --global-batch 128"
  "N24-L2-70B|NeMo 24.07 Llama 2 70B, 64x H100|25|1707|--model llama-2-70b --gpu h100 --tp 4 --pp 4 --dp 4 --zero 1 --vpp 20 --ctx 4096 --batch 1 --global-batch 128"
  "B25-L3-8B-H100|Megatron-Bridge 25.11 Llama 3 8B, 8x H100|25|14451|--model llama-3-8b --gpu h100 --tp 1 --pp 1 --dp 8 --zero 3 --vpp 1 --ctx 8192 --batch 1 --global-batch 128"
  "B25-L3-70B-H100|Megatron-Bridge 25.11 Llama 3 70B, 64x H100|25|1602|--model llama-3-70b --gpu h100 --tp 4 --pp 8 --dp 2 --zero 1 --vpp 5 --ctx 8192 --batch 1 --global-batch 128"
  "B25-L3-8B-B200|Megatron-Bridge 25.11 Llama 3 8B, 8x B200|25|30624|--model llama-3-8b --gpu b200 --tp 1 --pp 1 --dp 8 --zero 1 --vpp 1 --ctx 8192 --batch 2 --global-batch 128"
  "B25-L3-8B-GB200|Megatron-Bridge 25.11 Llama 3 8B, 8x GB200|25|31508|--model llama-3-8b --gpu gb200 --tp 1 --pp 1 --dp 8 --zero 1 --vpp 1 --ctx 8192 --batch 2 --global-batch 128"
  "B25-L3-70B-GB200|Megatron-Bridge 25.11 Llama 3 70B, 64x GB200 FSDP|25|4312|--model llama-3-70b --gpu gb200 --tp 1 --pp 1 --dp 64 --zero 3 --vpp 1 --ctx 8192 --batch 2 --global-batch 128"
  "B25-L3-8B-GB300|Megatron-Bridge 25.11 Llama 3 8B, 8x GB300|25|37556|--model llama-3-8b --gpu gb300 --tp 1 --pp 1 --dp 8 --zero 1 --vpp 1 --ctx 8192 --batch 2 --global-batch 128"
  "B25-L3-70B-GB300|Megatron-Bridge 25.11 Llama 3 70B, 64x GB300 FSDP|25|4440|--model llama-3-70b --gpu gb300 --tp 1 --pp 1 --dp 64 --zero 3 --vpp 1 --ctx 8192 --batch 2 --global-batch 128"
)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cols=gpus,tokens_per_s,tokens_per_s_low,tokens_per_s_high,mfu,layout
fail=0
{
    echo "| case | what | layout | predicted tok/s/GPU (low-high) | published | error | tol | ok | MFU (fp8) |"
    echo "|---|---|---|--:|--:|--:|--:|---|--:|"
} >"$tmp/table"
: >"$tmp/errs"
for c in "${cases[@]}"; do
    IFS='|' read -r id what tol pub args <<<"$c"
    # shellcheck disable=SC2086
    if ! "$bin" train $args $common --format csv --columns "$cols" >"$tmp/out" 2>&1; then
        echo "not ok - $id: gpusel train $args $common: $(head -n 1 "$tmp/out")"
        fail=1
        continue
    fi
    tail -n 1 "$tmp/out" | tr -d '\r"' | awk -F, -v id="$id" \
        -v what="$what" -v tol="$tol" -v pub="$pub" -v errs="$tmp/errs" '{
        n = $1; p = $2 / n; lo = $3 / n; hi = $4 / n; mfu = $5
        layout = $6; for (i = 7; i <= NF; i++) layout = layout "," $i
        e = (p - pub) / pub
        ok = (e < 0 ? -e : e) * 100 <= tol
        printf "| %s | %s | %s | %.0f (%.0f-%.0f) | %d | %+.1f%% | %d%% | %s | %.3f |\n",
            id, what, layout, p, lo, hi, pub, 100 * e, tol, ok ? "yes" : "no", mfu
        printf "%.6f %d %d\n", (e < 0 ? -e : e), ok, (p > 2 * pub || p < pub / 2) >> errs
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

awk '/<!-- train-validation:end -->/ { f = 0 } f { print }
     /<!-- train-validation:begin -->/ { f = 1 }' "$doc" >"$tmp/doc"
if ! grep -q '<!-- train-validation:begin -->' "$doc"; then
    echo "not ok - $doc has no <!-- train-validation:begin --> marker"
    fail=1
elif [ "${GPUSEL_UPDATE:-}" = 1 ]; then
    awk -v t="$tmp/table" '/<!-- train-validation:begin -->/ { print; while ((getline l < t) > 0) print l; skip = 1; next }
        /<!-- train-validation:end -->/ { skip = 0 } !skip { print }' "$doc" >"$tmp/new" &&
        cat "$tmp/new" >"$doc"
    echo "ok - $doc regenerated"
elif ! diff -u "$tmp/doc" "$tmp/table"; then
    echo "not ok - $doc: the training validation table differs from what gpusel computes (GPUSEL_UPDATE=1 $0 regenerates it)"
    fail=1
else
    echo "ok - $doc: the training validation table is what gpusel computes"
fi
cat "$tmp/table"
if [ "$n" -lt 10 ]; then
    echo "not ok - only $n cases evaluated, fewer than 10"
    fail=1
fi
if [ "$wild" -gt 0 ]; then
    echo "not ok - $wild case(s) off by more than 2x"
    fail=1
fi
if [ "$within" -lt "$min_within" ]; then
    echo "not ok - $within of $n within tolerance, fewer than $min_within"
    fail=1
else
    echo "ok - $within of $n within tolerance (at least $min_within)"
fi
exit "$fail"
