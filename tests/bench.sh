#!/usr/bin/env bash
# Speed and memory benchmarks (not timed tests): for each representative
# command, count instructions with callgrind (repeatable, whatever else the
# machine is doing) and measure peak heap with massif, and fail when a
# budget below is exceeded.  Median wall time over a few runs is printed
# for information only, and every count is shown against a hello world
# linked like gpusel (tests/bench/hello.c), so process start-up and the
# dynamic loader are not mistaken for gpusel's work.  .ci/run runs this
# after the test suite.
#
# usage: bench.sh <gpusel-binary> [<hello-binary>]
#   <hello-binary>: tests/bench/hello.c as built (default: the build's
#   tests/gpusel_bench_hello next to <gpusel-binary>), the baseline each
#   command is shown against.
set -u
bin=$1
hello=${2:-$(dirname "$bin")/tests/gpusel_bench_hello}
command -v valgrind >/dev/null || { echo "bench: valgrind not installed"; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export GPUSEL_CATALOG=

# Start-up budgets (issue 6, section 4): the built-in catalogue is compiled
# in, so these pay no YAML parsing.  Measured 2026-12-01 (instructions,
# before -> after): fit-overview 24,867,660 -> 6,988,132; fit-explain
# 18,989,651 -> 1,112,278; list-json 19,942,146 -> 2,060,951; list-gpus
# 19,876,468 -> 1,994,797; show-h100 18,705,429 -> 825,853 (hello world:
# 232,901).  fit-overview's budget keeps it at least 2x below before.
# list-json then grew to every catalogue field (41 columns, 123 KB of
# JSON for 52 GPUs, was 13 columns): 6,310,286 after the JSON string
# writer learned to fwrite runs (8,186,774 with putc per byte).
# perf with targets searches the prefill budget (issue 16): every layout
# at 5 budgets (512..8192 tokens), each with its capacity and bisection:
# 20,962,018 instructions on 2026-12-04 over the whole catalogue, so the
# budget moved from 20M to 32M.
# Issue 15 (measured 2026-12-04, instructions, before -> after): the
# README's main job 51,843,369 -> 23,656,547 (the built-in price files
# compiled in as C structs, parsed at every run before: 54% of it);
# cost on examples/workload-chat.yaml 29,018,533 -> 2,440,640 (93% was
# the price files); fit-overview 7,525,872 -> 4,207,634 (its max-context
# search by regula falsi, 3-5 estimates per answer instead of ~34).  The
# issue's budgets for cost (6M) and fit (4.5M) are enforced below; the
# main job's, 15M, is a target (targets=), printed, not failed on: with
# the plan layer reading the workload once it is 17,686,530, of which
# the perf engine is 11.6M (a roofline per GPU, count, split and
# concurrency probe) and the rank view's cell-by-key lookups 3.1M, and
# 20,964,552 with issue 17's serving features in every perf evaluation;
# its budget here, 30M, kept the 2x gained.  The merge of issue 16
# (2026-12-04) raised it to 300M: the main job has latency targets, so
# the perf engine searches 5 prefill budgets on every layout of every
# GPU x count (each with its capacity and concurrency bisection): the
# job measured 179,921,956 instructions on decide16 before the merge and
# 257,359,600 after it (main's GEMM wave quantisation and the serving
# features' branches in every evaluation), against 20,964,552 on main.
# speed15b (2026-12-04, instructions, main at 4b2bec3 -> after): the
# perf engine's searches on probes (docs/engines/perf.md, "How the
# search is computed": the expected set only, TTFT bounds from four
# chunk steps instead of up to 258 and none where the p99 ITL target
# already misses, the winner evaluated in full; answers bit for bit
# those of the search on full evaluations, tests/unit/test_perf_search.c)
# and rank's memo of capacities and probes across GPU counts:
# rank-readme 257,456,528 -> 27,512,219 (budget 300M -> 30M; the 15M
# target stays printed: what is left is ~2,000 probes of ~6k
# instructions, 855 KV capacities of ~6k and ~4M outside the perf
# engine); perf-targets 25,458,868 -> 16,314,178 (budget 32M -> 18M);
# rank-serving 102,377,686 -> 38,183,637 (budget 120M -> 41M);
# perf-catalogue 6,449,414 -> 6,449,847; perf-sweep 2,950,905 ->
# 2,943,635; cost-chat 1,981,689 -> 1,981,503; rank-training
# 326,842,931 -> 322,892,243 (not the perf engine; budget kept).
# Disaggregated candidates (issue 17, rank builds a disaggregated unit per
# GPU type for realtime workloads with a TTFT target): rank-readme
# 27,585,319 -> 29,664,185 (--no-disagg: the former; its units are all
# dominated and filed once, the 15M target stays printed); rank-serving
# 38,251,662 -> 43,448,503, budget 41M -> 46M: the pool search ~3.2M
# (at most 3 decode shapes per GPU, two or three roofline calls each, a
# bisection only where the decode capacity misses the ITL target) and
# the 15 disaggregated rows that rank there (trn1 third) ~2.2M of table.
# The six SkyPilot catalogues at full size: 326,777,833 (--no-disagg) ->
# 355,574,679, under the 360M target: the per-offer dominance check reads
# the co-located counts once per instance size.
# speed15c (2026-12-05, instructions, main at 00402fd -> after): no
# estimate where the prefill load rho >= 1 makes the p99 TTFT infinite,
# no chunk step where the steady ITL alone misses the ITL target, each
# KV capacity from one fit estimate (the concurrency search re-evaluates
# only what moves with it; docs/engines/perf.md, "How the search is
# computed"): rank-readme 29,932,375 -> 26,717,836 (budget 30M -> 28M;
# the 15M target stays printed, not reached: ~2,100 probes the
# bisection needs at ~6k each, ~850 capacities at ~3.5k, the
# disaggregated units, ~5M outside the perf engine); perf-targets
# 16,299,984 -> 15,056,916 (budget 18M -> 16M); rank-serving 43,848,951
# -> 40,724,364 (budget 46M -> 42M); perf-catalogue 6,461,407 ->
# 6,258,850; fit-overview 4,253,820 -> 4,175,433; train-search
# 122,006,734 -> 124,835,615 (+2.3%: the fit engine's stage evaluation
# also records what the serving search re-reads; budget kept).
# Issue 16 (data16b): owned H100 SXM, H200, B200 and MI300X candidates
# (the catalogue's new purchase prices) are ranked everywhere a GPU is:
# rank-serving 40,724,364 -> 42,735,481 (budget 42M -> 44M, +4.9%: more
# candidates, not slower code); rank-readme 26,717,836 -> 26,432,876
# (the host-staged RTX 5090 TP8 leaves the search earlier; budget kept).
# speed15e (2026-12-05, instructions, main at c720e6e -> after, merged
# with main at 7559d16): the perf engine's probes on prepared layouts
# (the roofline's checks and shapes once per split, totals only, a full
# chunk step's prefill attention alone after the first), a layout's
# capacities at every budget from one fit estimate, and a bisection that
# stops where a layout is proven to lose (docs/engines/perf.md, "Losing
# layouts"; answers bit for bit, tests/unit/test_perf_search.c and
# test_fit_search.c): rank-readme 26,457,481 -> 16,448,103 (budget 28M
# -> 17.3M; the 15M target stays printed: the perf engine's share 20.0M
# -> ~10.1M, the rest outside it); perf-targets 15,133,117 -> 11,379,581
# (budget 16M -> 12M); rank-serving 42,581,410 -> 30,278,339 (budget
# 44M -> 31.8M); perf-catalogue 6,254,919 -> 6,227,763; perf-sweep
# 2,939,275 -> 2,927,187; rank-training 321,502,915 -> 321,522,627;
# perf-eval (bench_perf) 9,495 -> 9,479 per evaluation.
# data16: 16 more AWS reserved-1y price rows (g4dn, g5, g6, g6e, p3dn,
# trn1, trn1n, inf2), measured on main after speed15e (main's rows ->
# with them): rank-serving 30,150,833 -> 31,082,289 (+3.1%, budget 31.8M)
# and rank-readme 16,427,240 -> 16,791,866 (+2.2%, budget 17.3M): more
# offers to price, not slower code; budgets kept, headroom now ~2-3%.
# speed15o (2026-12-05, instructions, main at c720e6e -> after, outside
# the perf engine only): rejection messages rank words itself are not
# formatted (gs_error.quiet_domain), error escaping and word shortening
# skip the common case, no 585 kB of zeroing per rank (arena raw
# allocations), the winner's break-even reads the throughput it was
# priced at, the rank view settles each column's key once (gs_rank_key
# by index), the table writer writes runs and carves cells from chunks,
# the market sorts by merge sort: rank-readme 26,457,495 -> 23,213,801
# (budget 28M -> 24.4M; outside the perf engine ~6.0M -> ~3.1M, of
# which ~0.35M is the dynamic loader; the 15M target stays printed);
# cost-chat 2,152,467 -> 1,566,510 (6M -> 1.65M); fit-overview
# 4,188,202 -> 3,577,827 (4.5M -> 3.76M); fit-explain 1,220,602 ->
# 880,309 (3M -> 0.93M); list-gpus 2,169,914 -> 1,762,905 (4M ->
# 1.86M); show-h100 1,736,643 -> 1,039,639 (2M -> 1.1M);
# perf-catalogue 6,254,905 -> 5,231,245 (15M -> 5.5M); perf-targets
# 15,133,117 -> 14,086,082 (16M -> 14.8M); perf-sweep 2,939,289 ->
# 1,958,837 (5M -> 2.06M: the perf engine's rejected splits format
# their errors through the faster gs_error_set); rank-serving
# 42,581,424 -> 34,853,992 (44M -> 36.6M); rank-training 321,502,929
# -> 310,368,990 (600M -> 326M); train-search 124,848,552 ->
# 124,175,369 and list-json 7,785,666 -> 7,761,674 (budgets kept); the
# six SkyPilot catalogues at full size 349,924,762 -> 286,464,735.
# Merged with speed15e's perf engine and data16's rows (main at
# 6235ff6), measured 2026-12-05: rank-readme 13,609,809 (budget 14.3M:
# the issue's 15M is met), cost-chat 1,627,218 (1.71M), fit-overview
# 3,581,892 (3.77M), fit-explain 889,284 (935k), list-gpus 1,765,938
# (1.86M), show-h100 1,045,044 (1.1M), perf-catalogue 5,221,211
# (5.49M), perf-targets 10,349,237 (10.87M), perf-sweep 1,974,786
# (2.075M), rank-serving 23,386,155 (24.56M), rank-training 310,835,222
# (326.4M); train-search 124,171,214 and list-json 7,768,054 (budgets
# kept).
# Heterogeneous pools (hetero17, 2026-12-05, main at 6235ff6 -> after):
# the prefill instance chooses its own tp (one roofline call per tp
# tried from the fewest GPUs that hold the model, cached per GPU type)
# and the decode replica tries one tp group beside the aggregated layout
# (a second capacity and concurrency search where the aggregated layout
# has pp or dp > 1); the pool search reuses the prefill walk's rho_max:
# rank-readme 16,791,866 -> 17,362,982 (+3.4%, budget then 17.3M -> 18.0M);
# rank-serving 31,082,289 -> 32,744,949 (+5.3%: its tighter targets
# bisect more decode replicas; budget then 31.8M -> 33.5M).  Disaggregated
# units that need fewer GPUs for it: l4 96 -> 72 on the chat job,
# a100-80gb-sxm 344 -> 80 a unit on the main job.
# Merged (lead, 2026-12-05, speed15o + speed15e + data16 + hetero17 at
# main): rank-readme 13,987,570 (budget 14.3M -> 14.7M, under the issue's
# 15M), rank-serving 24,226,993 (24.56M -> 25.5M): hetero17's own prefill
# and decode layouts on top of the faster engine.
# name | instruction budget | heap budget (bytes) | arguments
cases=(
  "rank-readme|14700000|16777216|rank --workload examples/workload-serve-70b-32k.yaml --top 10"
  "cost-chat|1710000|16777216|cost --workload examples/workload-chat.yaml --gpu h100 --gpus 8"
  "fit-overview|3770000|16777216|fit --model 70B --ctx 32k"
  "fit-explain|935000|16777216|fit --model deepseek-v3 --ctx 128k --gpu h200 --explain"
  "train-search|1500000000|16777216|fit --model llama-3.1-405b --mode train --ctx 8k --recompute full"
  "list-json|8000000|16777216|list gpus --format json"
  "list-gpus|1860000|16777216|list gpus"
  "show-h100|1100000|16777216|show h100"
  "perf-catalogue|5490000|16777216|perf --model llama-3.1-70b"
  "perf-targets|10870000|16777216|perf --model llama-3.1-70b --ttft-p99 1s --itl-p99 50ms"
  "perf-sweep|2075000|16777216|perf --model llama-3.1-70b --gpu h100 --gpus 8 --sweep-concurrency auto --explain"
  "rank-serving|25500000|16777216|rank --kind realtime --model llama-3.1-70b --requests-per-s 2 --ttft-p99 1s --itl-p99 50ms --today 2026-12-01"
  "rank-training|326400000|16777216|rank --kind training --model llama-3-8b --tokens 100B --deadline-hours 240 --today 2026-12-01"
)
# Targets: printed against the count, not failed on (name -> instructions).
declare -A targets=(
  [rank-readme]=15000000
)
# rank (issue 9): every priced GPU x count x offer, MIG slices and APIs.
# Serving 70B at p99 targets measured 56,128,792 instructions on
# 2026-12-01 (385 million before the count search stopped at a latency
# miss past the scale-up domain), 90% of it the perf engine; training 8B
# on 100B tokens by a 240-hour deadline 290,064,532 (322 million before it
# jumped to the count the deadline asks for), a third of it formatting
# the fit engine's errors for the layouts train_throughput rejects, and
# 27 million parsing the built-in price YAML.
# perf (issue 7, "Speed"): the whole catalogue (52 GPUs, each at its fewest
# GPUs and best split, concurrency at the KV capacity, vLLM's profile)
# measured 7,954,189 instructions on 2026-12-01 (hello world 232,901),
# 2 ms wall; with latency targets (a bisection per GPU) 9,853,070; one
# GPU's 8-GPU split choice, an auto sweep and --explain 2,673,160.
# Instructions of one run of "$@" (callgrind), empty if it did not run.
instructions() {
    valgrind --tool=callgrind --callgrind-out-file="$tmp/cg" "$@" \
        >/dev/null 2>"$tmp/cg.err"
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$tmp/cg.err"
}

# Median wall time of 5 runs of "$@", in microseconds.
wall_us() {
    local walls=() t0 t1
    for _ in 1 2 3 4 5; do
        t0=$(date +%s%N)
        "$@" >/dev/null 2>&1
        t1=$(date +%s%N)
        walls+=($(( (t1 - t0) / 1000 )))
    done
    printf '%s\n' "${walls[@]}" | sort -n | sed -n 3p
}

pass=0 fail=0

# --- the baseline: a hello world linked like gpusel (tests/bench/hello.c)
if [ -x "$hello" ]; then
    hello_instr=$(instructions "$hello")
    hello_wall=$(wall_us "$hello")
    echo "baseline: hello world ($hello) $hello_instr instructions," \
         "$hello_wall us wall (over_hello: gpusel's own work)"
else
    echo "bench: no hello-world baseline at $hello (build tests/bench/hello.c)"
    hello_instr=0 hello_wall=0
    fail=$((fail + 1))
fi

# --- overlay loading scales with the entries, not entries x files -------
# One overlay of 20,000 new GPUs against eight of 2,500: the same entries,
# so the same instructions give or take the per-file cost.  Before the id
# index (issue 6), eight files cost 3.1x one file (8.35e9 against 2.69e9
# instructions); the budget allows 1.25x.  Entries are ~130k instructions
# each, nearly all of it libyaml.
overlay() {  # overlay PREFIX N: N new GPUs with ids PREFIX-0 .. PREFIX-(N-1)
    awk -v p="$1" -v n="$2" 'BEGIN {
      print "schema_version: 1\ngpus:"
      for (i = 0; i < n; i++)
        printf "  - id: %s-%d\n    name: \"Overlay %d\"\n    vendor: Acme\n" \
               "    architecture: Test\n    year: 2025\n    form_factor: PCIe\n" \
               "    memory_gb: 80\n    memory_type: HBM3\n" \
               "    mem_bw_gb_per_s: 3350\n    sparsity_2_4: false\n" \
               "    scale_up_kind: pcie\n    scale_up_bw_gb_per_s: 64\n" \
               "    scale_up_domain_gpus: 1\n    pcie_gen: 5\n    ecc: true\n" \
               "    mig_max_instances: 0\n    as_of: \"2025-06-30\"\n" \
               "    sources: [\"bench\"]\n", p, i, i
    }'
}
overlay_budget=3500000000
overlay big 20000 >"$tmp/big.yaml"
many=()
for k in 1 2 3 4 5 6 7 8; do
    overlay "f$k" 2500 >"$tmp/f$k.yaml"
    many+=(--catalog "$tmp/f$k.yaml")
done
one=$(instructions "$bin" show big-19999 --catalog "$tmp/big.yaml")
eight=$(instructions "$bin" show f8-2499 "${many[@]}")
printf '%-22s %14s %12s %10s\n' overlay instructions per_entry wall_ms
printf '%-22s %14s %12s %10s\n' "1 file x 20,000" "$one" \
    "$(( ${one:-0} / 20000 ))" \
    "$(( $(wall_us "$bin" show big-19999 --catalog "$tmp/big.yaml") / 1000 ))"
printf '%-22s %14s %12s %10s\n' "8 files x 2,500" "$eight" \
    "$(( ${eight:-0} / 20000 ))" \
    "$(( $(wall_us "$bin" show f8-2499 "${many[@]}") / 1000 ))"
if [ -z "$one" ] || [ -z "$eight" ] || [ "$one" -gt "$overlay_budget" ] ||
   [ $(( eight * 4 )) -gt $(( one * 5 )) ]; then
    echo "  over budget: 1 file <= $overlay_budget, 8 files <= 1.25 x 1 file"
    fail=$((fail + 1))
else
    pass=$((pass + 1))
fi

# --- replaced overlay entries are freed (issue 20) -----------------------
# K copies of one 2,000-GPU overlay, each replacing the one before, at
# K = 2, 8, 32: peak heap (massif) must stay flat (within 1 MiB of K = 2),
# since each file's YAML tree is freed once read and the entries arena is
# rebuilt without the replaced entries.  Measured 2026-12-04 (peak heap
# bytes, K = 2/8/32): 16,475,016, 57,127,656, 219,267,714 before (every
# file's tree and entries kept) -> 10,377,192, 10,377,672, 10,379,592.
overlay rep 2000 >"$tmp/rep.yaml"
rep_heap() { # K: peak heap loading K copies
    local args=() k
    for k in $(seq "$1"); do
        cp "$tmp/rep.yaml" "$tmp/rep$k.yaml"
        args+=(--catalog "$tmp/rep$k.yaml")
    done
    valgrind --tool=massif --massif-out-file="$tmp/msr" "$bin" \
        show rep-1999 "${args[@]}" >/dev/null 2>&1
    sed -n 's/^mem_heap_B=//p' "$tmp/msr" | sort -n | tail -1
}
rh2=$(rep_heap 2)
rh8=$(rep_heap 8)
rh32=$(rep_heap 32)
rep_slack=1048576
printf '%-22s %12s %12s %12s\n' overlay-replaced heap_k2 heap_k8 heap_k32
printf '%-22s %12s %12s %12s\n' "2,000 GPUs x K files" "$rh2" "$rh8" "$rh32"
if [ -z "$rh2" ] || [ -z "$rh8" ] || [ -z "$rh32" ] ||
   [ "$rh8" -gt $(( rh2 + rep_slack )) ] ||
   [ "$rh32" -gt $(( rh2 + rep_slack )) ]; then
    echo "  over budget: peak heap at K = 8 and 32 <= K = 2 + $rep_slack bytes"
    fail=$((fail + 1))
else
    pass=$((pass + 1))
fi

printf '%-14s %14s %14s %12s %10s\n' case instructions over_hello \
    heap_bytes wall_us
for c in "${cases[@]}"; do
    IFS='|' read -r name ibudget hbudget args <<<"$c"
    # shellcheck disable=SC2086
    valgrind --tool=callgrind --callgrind-out-file="$tmp/cg" "$bin" $args \
        >/dev/null 2>"$tmp/cg.err"
    instr=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$tmp/cg.err")
    # shellcheck disable=SC2086
    valgrind --tool=massif --massif-out-file="$tmp/ms" "$bin" $args \
        >/dev/null 2>/dev/null
    heap=$(sed -n 's/^mem_heap_B=//p' "$tmp/ms" | sort -n | tail -1)
    # shellcheck disable=SC2086
    wall=$(wall_us "$bin" $args)
    printf '%-14s %14s %14s %12s %10s\n' "$name" "$instr" \
        "$(( ${instr:-0} - hello_instr ))" "$heap" "$wall"
    if [ -z "$instr" ] || [ -z "$heap" ] || [ "$instr" -gt "$ibudget" ] ||
       [ "$heap" -gt "$hbudget" ]; then
        echo "  over budget: instructions <= $ibudget, heap <= $hbudget"
        fail=$((fail + 1))
    else
        pass=$((pass + 1))
    fi
    t=${targets[$name]:-}
    if [ -n "$t" ] && [ -n "$instr" ] && [ "$instr" -gt "$t" ]; then
        echo "  target not met yet (reported, not failed): instructions <= $t"
    fi
done

# --- the README's main job beside the hello world, wall time ----------
# Side by side: the two alternate, 11 pairs, and the median of the
# pairs' ratios is printed (issue 15's target: within 4x).  Wall time on
# a shared machine is noisy, so this is reported, never failed on; the
# instruction budgets above are the checks.  Measured 2026-12-04 on the
# build machine (2 cores shared): 24x before the perf search on probes
# (main at 4b2bec3), 3.0x after (CPU time 27x -> 5x: the hello world's
# 1 ms is mostly process start-up).
main_args="rank --workload examples/workload-serve-70b-32k.yaml --top 10"
if [ -x "$hello" ]; then
    ratios=()
    # $EPOCHREALTIME (bash 5): no date process inside the interval
    now() { local t=${EPOCHREALTIME:-}; [ -n "$t" ] && echo "${t/[.,]/}" ||
            echo $(( $(date +%s%N) / 1000 )); }
    for _ in 1 2 3 4 5 6 7 8 9 10 11; do
        t0=$(now)
        # shellcheck disable=SC2086
        "$bin" $main_args >/dev/null 2>&1
        t1=$(now)
        "$hello" >/dev/null 2>&1
        t2=$(now)
        ratios+=("$(awk -v a=$((t1 - t0)) -v b=$((t2 - t1)) \
                  'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')")
    done
    ratio=$(printf '%s\n' "${ratios[@]}" | sort -g | sed -n 6p)
    printf '%-14s %s\n' main-vs-hello \
        "median wall ratio $ratio over 11 alternating pairs (target <= 4)"
fi

# --- rank as the price rows grow: the six real SkyPilot catalogues -----
# tests/fixtures/skypilot-v7 (7,000 data lines): rank with every fourth,
# every second and every data line of each file (header kept), so the
# three sizes hold the same mix of clouds, GPUs and regions and differ in
# rows.  The growth exponent of the instructions above the same rank
# without --prices, between the smallest and the largest size, must be at
# most sky_exponent_max (linear in price rows), and the full size at
# least 2x cheaper than before issue 15 (sky_full_target).  Measured
# 2026-12-04 (instructions at 1/4, 1/2, all): before issue 15
# 601,274,530, 1,492,181,352, 4,363,095,036 over 51,843,369 without
# --prices (exponent 1.49); after the market module's index (issue 15)
# 283,751,064, 369,184,553, 483,756,877 over 17,686,530 without
# --prices: exponent 0.40 (the perf engine per GPU and count dominates;
# rows add their loading and a log-factor sort).  Before the index every
# candidate scanned every row for its superseded quote.
# The merge of issue 16 (2026-12-04): the main job searches 5 prefill
# budgets on every layout (its latency targets), 4,550,931,283 at the
# full size (exponent 0.11), so the full-size target moved from
# 2,181,547,518 (2x below before issue 15) to 5,000,000,000: the budget
# search costs the 2x issue 15 gained on this job.
# speed15b (2026-12-04): the perf search on probes with rank's memo:
# 136,857,885, 202,707,930, 323,694,080 over 27,512,219 without
# --prices (exponent 0.72: the rows' loading and sort now weigh more
# beside a cheaper perf engine), 13.5x below before issue 15 at full
# size (4,363,095,036); the full-size target moved from 5,000,000,000 to
# 360,000,000 (issue 15's own bound, 2x below before, is 2,181,547,518).
# sky_enforce=0 would report these checks without failing.
sky_enforce=1
sky_exponent_max=1.2
sky_full_target=360000000
sky_src=$(dirname "$0")/fixtures/skypilot-v7/vms.tar.gz
if [ -f "$sky_src" ] && mkdir -p "$tmp/sky" &&
   tar -xzf "$sky_src" -C "$tmp/sky"; then
    # shellcheck disable=SC2086
    sky_base=$(instructions "$bin" $main_args)
    printf '%-14s %10s %14s %14s\n' case price_rows instructions over_no_prices
    sky_n=() sky_i=()
    for part in 4 2 1; do
        d="$tmp/sky-$part" rows=0
        for f in "$tmp"/sky/*/vms.csv; do
            c=$(basename "$(dirname "$f")")
            mkdir -p "$d/$c"
            awk -v k="$part" 'NR == 1 || (NR - 2) % k == 0' "$f" \
                >"$d/$c/vms.csv"
            rows=$(( rows + $(wc -l <"$d/$c/vms.csv") - 1 ))
        done
        # shellcheck disable=SC2086
        i=$(instructions "$bin" $main_args --prices "$d" \
            --prices-as-of 2026-11-20)
        sky_n+=("$rows") sky_i+=("${i:-0}")
        printf '%-14s %10s %14s %14s\n' "sky-1/$part" "$rows" "$i" \
            "$(( ${i:-0} - ${sky_base:-0} ))"
    done
    sky_exp=$(awk -v n1="${sky_n[0]}" -v n3="${sky_n[2]}" \
        -v i1="$(( sky_i[0] - sky_base ))" -v i3="$(( sky_i[2] - sky_base ))" \
        'BEGIN { if (i1 > 0 && i3 > 0) printf "%.2f", log(i3 / i1) / log(n3 / n1); else print "nan" }')
    sky_ok=$(awk -v e="$sky_exp" -v m="$sky_exponent_max" \
        'BEGIN { print (e != "nan" && e + 0 <= m + 0) ? 1 : 0 }')
    echo "sky-growth     exponent $sky_exp in price rows (linear: <= $sky_exponent_max)"
    if [ "${sky_i[2]}" -gt "$sky_full_target" ]; then
        sky_ok=0
        echo "  all six catalogues: ${sky_i[2]} instructions, target <= $sky_full_target (the budget issue 16 set, docs above)"
    fi
    if [ "$sky_ok" = 1 ] && [ -n "$sky_base" ]; then
        pass=$((pass + 1))
    elif [ "$sky_enforce" = 1 ]; then
        echo "  over budget: rank grows faster than linearly in price rows," \
             "or the full size is over its budget"
        fail=$((fail + 1))
    else
        echo "  NOT ENFORCED (sky_enforce=0): rank grows as price" \
             "rows^$sky_exp"
    fi
else
    echo "bench: cannot unpack $sky_src"
    fail=$((fail + 1))
fi

# Streaming reports: 10^6 rows x 26 columns through the csv and json
# writers (tests/bench/bench_report.c), which must hold no rows: peak
# resident memory (getrusage, an upper bound of the heap) stays under the
# budget whatever the row count.  Before streaming, `fit`-shaped reports
# of this size took 408 MB / 35 s as CSV and 5 GB / 69 s as JSON.
driver=$(dirname "$bin")/tests/bench_report
stream_rows=1000000
stream_budget_kib=16384
if [ -x "$driver" ]; then
    printf '%-14s %14s %12s %10s\n' case rows peak_rss_kib wall_ms
    for f in csv json; do
        t0=$(date +%s%N)
        lines=$("$driver" "$f" "$stream_rows" 2>"$tmp/rss" | wc -l)
        t1=$(date +%s%N)
        rss=$(sed -n 's/^peak_rss_kib //p' "$tmp/rss")
        printf '%-14s %14s %12s %10s\n' "stream-$f" "$stream_rows" \
            "$rss" $(( (t1 - t0) / 1000000 ))
        if [ -z "$rss" ] || [ "$rss" -gt "$stream_budget_kib" ] ||
           [ "$lines" -lt "$stream_rows" ]; then
            echo "  over budget: peak rss <= $stream_budget_kib KiB, $stream_rows rows"
            fail=$((fail + 1))
        else
            pass=$((pass + 1))
        fi
    done
else
    echo "bench: $driver not built"
    fail=$((fail + 1))
fi
# perf evaluations per second on one core (tests/bench/bench_perf.c):
# instructions per gs_perf_eval from the difference of two callgrind runs
# (so start-up cancels), against a budget; the wall-clock rate is printed
# for information (target: at least 1M/s).  Measured 2026-12-01: 7,214
# instructions per evaluation, 1.27M evaluations/s on the build machine.
# Issue 17's serving features (prefix caching, speculative decoding,
# expert parallelism, KV offload, decode-only steps) are inputs of every
# evaluation even when off: 8,248 -> 9,184 instructions per evaluation
# (+11%, measured 2026-12-04 against main on the same machine) after
# keeping their off paths to a branch each; the budget moved 9,000 ->
# 9,500 for that, keeping ~3% headroom.  9,439 on main on 2026-12-04
# (the merges since); 9,455 with the search shortcuts' inputs (speed15b:
# the chunk step as an inlined helper, fmin/fmax without libm calls in
# the spreads to pay for them).
perf_driver=$(dirname "$bin")/tests/bench_perf
perf_budget=9500
if [ -x "$perf_driver" ]; then
    a=$(instructions "$perf_driver" 1000)
    b=$(instructions "$perf_driver" 11000)
    per=$(( (${b:-0} - ${a:-0}) / 10000 ))
    rate=$("$perf_driver" | sed -n 's/^evals_per_s //p')
    printf '%-14s %14s %14s\n' case instr_per_eval evals_per_s
    printf '%-14s %14s %14s\n' perf-eval "$per" "$rate"
    if [ -z "$a" ] || [ -z "$b" ] || [ "$per" -le 0 ] ||
       [ "$per" -gt "$perf_budget" ]; then
        echo "  over budget: instructions per evaluation <= $perf_budget"
        fail=$((fail + 1))
    else
        pass=$((pass + 1))
    fi
    [ "${rate%.*}" -ge 1000000 ] 2>/dev/null ||
        echo "  note: below the 1M evaluations/s target on this machine"
else
    echo "bench: $perf_driver not built"
    fail=$((fail + 1))
fi
# sweep (issue 9): the serving grid to a file.  The grid below is every
# catalogue GPU x counts 1,2,4,8 x every offer x concurrency 1..205 at one
# context per --ctx value: 100,860 rows at one context, 1,008,600 at ten
# (contexts a token apart: nearly the same rows ten times, so the
# per-row mix is the same).
# Instructions per row from the difference of callgrind runs at one and
# two contexts (start-up cancels), against a budget; peak heap (massif)
# at 100k and 1M rows must be the same give or take 64 KiB (nothing is
# held per row); rows per second of the 1M-row run are printed, wall and
# CPU (target: 1M/s on one core).  Measured 2026-12-01 on the build
# machine (2 cores shared by several jobs, so wall >> CPU): 7,735
# instructions per row (14,329 before replica rooflines were shared across
# GPU counts), 1,008,600 rows in 0.83-0.91 s CPU (1.1M-1.2M rows/s);
# peak heap 7.1 MB at 100k rows and at 1M.  docs/commands/sweep.md, "Speed".
sweep_args="sweep --model llama-3.1-8b --gpus 1,2,4,8 --concurrency 1..205 --requests-per-s 10"
sweep_budget=10000
sweep_heap_slack=65536
# shellcheck disable=SC2086
sa=$(instructions "$bin" $sweep_args --ctx 2000 --output "$tmp/s1.csv")
sra=$(( $(wc -l <"$tmp/s1.csv") - 1 ))
# shellcheck disable=SC2086
sb=$(instructions "$bin" $sweep_args --ctx 2000,2001 --output "$tmp/s2.csv")
srb=$(( $(wc -l <"$tmp/s2.csv") - 1 ))
sper=$(( (${sb:-0} - ${sa:-0}) / (srb > sra ? srb - sra : 1) ))
# shellcheck disable=SC2086
valgrind --tool=massif --massif-out-file="$tmp/ms1" "$bin" $sweep_args \
    --ctx 2000 --output "$tmp/s1.csv" >/dev/null 2>&1
# shellcheck disable=SC2086
valgrind --tool=massif --massif-out-file="$tmp/ms2" "$bin" $sweep_args \
    --ctx 2000..2009 --output "$tmp/s3.csv" >/dev/null 2>&1
sh1=$(sed -n 's/^mem_heap_B=//p' "$tmp/ms1" | sort -n | tail -1)
sh2=$(sed -n 's/^mem_heap_B=//p' "$tmp/ms2" | sort -n | tail -1)
t0=$(date +%s%N)
# shellcheck disable=SC2086
cpu=$( { TIMEFORMAT=%R:%U; time "$bin" $sweep_args --ctx 2000..2009 \
    --output "$tmp/s3.csv" >/dev/null 2>&1; } 2>&1 )
t1=$(date +%s%N)
srows=$(( $(wc -l <"$tmp/s3.csv") - 1 ))
wall_ms=$(( (t1 - t0) / 1000000 ))
cpu_s=${cpu#*:}
printf '%-14s %12s %14s %12s %12s %12s %12s\n' case rows instr_per_row \
    heap_100k heap_1m rows_per_s cpu_rows_s
printf '%-14s %12s %14s %12s %12s %12s %12s\n' sweep "$srows" "$sper" \
    "$sh1" "$sh2" "$(( srows * 1000 / (wall_ms > 0 ? wall_ms : 1) ))" \
    "$(awk -v r="$srows" -v c="$cpu_s" 'BEGIN { printf "%d", (c > 0 ? r / c : 0) }')"
if [ -z "$sa" ] || [ -z "$sb" ] || [ "$sper" -le 0 ] ||
   [ "$sper" -gt "$sweep_budget" ] || [ "$srows" -lt 1000000 ] ||
   [ -z "$sh1" ] || [ -z "$sh2" ] ||
   [ "$sh2" -gt $(( sh1 + sweep_heap_slack )) ]; then
    echo "  over budget: instructions per row <= $sweep_budget, >= 1M rows," \
         "heap at 1M rows <= heap at 100k + $sweep_heap_slack"
    fail=$((fail + 1))
else
    pass=$((pass + 1))
fi
awk -v r="$srows" -v c="$cpu_s" 'BEGIN { exit !(c > 0 && r / c >= 1000000) }' ||
    echo "  note: below the 1M rows/s target on this machine (CPU time)"
# Linear growth (issue 20): paths that were quadratic, each at three sizes
# (N, 2N, 4N).  The instructions each added row costs from 2N to 4N may be
# at most 1.5x those from N to 2N (a quadratic path doubles them).
# Measured 2026-12-04 (instructions at N, 2N, 4N; before the fix, then
# after):
#   diff, 2,000/4,000/8,000 rows each changed: 389M, 1,329M, 4,856M
#     (a scan of the other report per row) -> 120M, 239M, 468M (a hash
#     index of the row labels: 59k a row);
#   sweep --gpus 1..N+1, N = 1,024/2,048/4,096 counts: 281M, 701M,
#     2,038M (every number up to each count tried as tp) -> 201M, 375M,
#     725M (the count's divisors: 171k a count); 48M, 95M, 190M after
#     the merge with plan15/speed15 (46k a count).
gen_report() { # rows, USD per row step: a rank-like report
    awk -v n="$1" -v s="$2" 'BEGIN {
        print "{\"schema_version\": 2, \"gpusel_version\": \"0.1.0\", \"command\": \"rank\", \"inputs\": {},"
        print " \"columns\": {\"rank\": {\"candidate\": {\"label\": \"candidate\", \"kind\": \"key\", \"unit\": null},"
        print "  \"usd_per_accepted_output\": {\"label\": \"USD\", \"kind\": \"number\", \"unit\": \"USD\"}}},"
        print " \"rank\": ["
        for (i = 0; i < n; i++)
            printf "  {\"candidate\": \"gpu-%06d x1 on-demand cloud-%d\", \"usd_per_accepted_output\": %.6f}%s\n", i, i % 97, (i + 1) * s, i + 1 < n ? "," : ""
        print " ], \"notes\": []}"
    }'
}
linear_case() { # name, N, instructions at N, 2N, 4N
    local name=$1 n=$2 a=$3 b=$4 c=$5 d1 d2
    if [ -z "$a" ] || [ -z "$b" ] || [ -z "$c" ]; then
        echo "  $name: a run did not complete"
        fail=$((fail + 1))
        return
    fi
    d1=$(( (b - a) / n ))
    d2=$(( (c - b) / (2 * n) ))
    printf '%-14s %12s %14s %14s %14s %12s %12s\n' "$name" "$n" "$a" "$b" "$c" \
        "$d1" "$d2"
    if [ "$d1" -le 0 ] || [ $(( d2 * 2 )) -gt $(( d1 * 3 )) ]; then
        echo "  over budget: instructions per added row from 2N to 4N <= 1.5x those from N to 2N"
        fail=$((fail + 1))
    else
        pass=$((pass + 1))
    fi
}
printf '%-14s %12s %14s %14s %14s %12s %12s\n' case n instr_n instr_2n \
    instr_4n per_row_1 per_row_2
dn=2000
for k in 1 2 4; do
    gen_report $((dn * k)) 0.001 >"$tmp/db$k.json"
    gen_report $((dn * k)) 0.0011 >"$tmp/dn$k.json"
done
linear_case diff-rows "$dn" \
    "$(instructions "$bin" diff "$tmp/db1.json" "$tmp/dn1.json" --format csv)" \
    "$(instructions "$bin" diff "$tmp/db2.json" "$tmp/dn2.json" --format csv)" \
    "$(instructions "$bin" diff "$tmp/db4.json" "$tmp/dn4.json" --format csv)"
gn=1024
sweep_gpus() { # n
    instructions "$bin" sweep --model 8B --gpu h100 --gpus "1..$1+1" \
        --concurrency 1 --pricing none
}
linear_case sweep-gpus "$gn" "$(sweep_gpus $gn)" "$(sweep_gpus $((2 * gn)))" \
    "$(sweep_gpus $((4 * gn)))"

# util streams its log (issue 20): it held ~160 bytes a sample (485 MB
# at 3M samples).  Logs of N, 2N and 4N samples (8 GPUs, whole percents
# as nvidia-smi writes them): instructions linear (the rule above) and
# peak heap (massif) flat, within 64 KiB of the N run.  Measured
# 2026-12-04 (peak heap bytes at 25k/50k/100k samples): 6,685,448,
# 13,239,048, 26,346,248 before (every sample held) -> 275,361 at all
# three; instructions 8,828 then 8,821 per added sample.  On 1.6M
# samples (150 MB): peak RSS 261,568 KiB -> 3,028 KiB.
smi_log() { # samples: an nvidia-smi log of that many rows
    awk -v n="$1" 'BEGIN {
        print "timestamp, index, name, utilization.gpu [%], utilization.memory [%], memory.used [MiB], memory.total [MiB], power.draw [W]"
        for (i = 0; i < n; i++) {
            t = int(i / 8)
            printf "2026/11/30 %02d:%02d:%02d.000, %d, NVIDIA H100 80GB HBM3, %d %%, %d %%, %d MiB, 81559 MiB, %d.50 W\n", int(t / 3600) % 24, int(t / 60) % 60, t % 60, i % 8, (i * 37) % 101, (i * 13) % 101, 1000 + i % 80000, 60 + i % 600
        }
    }'
}
un=25000
for k in 1 2 4; do
    smi_log $((un * k)) >"$tmp/smi$k.csv"
done
linear_case util-samples "$un" \
    "$(instructions "$bin" util "$tmp/smi1.csv" --format csv)" \
    "$(instructions "$bin" util "$tmp/smi2.csv" --format csv)" \
    "$(instructions "$bin" util "$tmp/smi4.csv" --format csv)"
for k in 1 2 4; do
    valgrind --tool=massif --massif-out-file="$tmp/msu$k" "$bin" util \
        "$tmp/smi$k.csv" --format csv >/dev/null 2>&1
done
uh1=$(sed -n 's/^mem_heap_B=//p' "$tmp/msu1" | sort -n | tail -1)
uh2=$(sed -n 's/^mem_heap_B=//p' "$tmp/msu2" | sort -n | tail -1)
uh4=$(sed -n 's/^mem_heap_B=//p' "$tmp/msu4" | sort -n | tail -1)
util_heap_slack=65536
printf '%-14s %12s %14s %14s %14s\n' util-heap "$un" "$uh1" "$uh2" "$uh4"
if [ -z "$uh1" ] || [ -z "$uh2" ] || [ -z "$uh4" ] ||
   [ "$uh2" -gt $(( uh1 + util_heap_slack )) ] ||
   [ "$uh4" -gt $(( uh1 + util_heap_slack )) ]; then
    echo "  over budget: util's peak heap at 2N and 4N samples <= at N + $util_heap_slack bytes"
    fail=$((fail + 1))
else
    pass=$((pass + 1))
fi

echo "bench: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
