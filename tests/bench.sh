#!/usr/bin/env bash
# Speed and memory benchmarks (not timed tests): for each representative
# command, count instructions with callgrind (repeatable, whatever else the
# machine is doing) and measure peak heap with massif, and fail when a
# budget below is exceeded.  Median wall time over a few runs is printed
# for information only.  .ci/run runs this after the test suite.
#
# usage: bench.sh <gpusel-binary>
set -u
bin=$1
command -v valgrind >/dev/null || { echo "bench: valgrind not installed"; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export GPUSEL_CATALOG=

# name | instruction budget | heap budget (bytes) | arguments
cases=(
  "fit-overview|150000000|16777216|fit --model 70B --ctx 32k"
  "fit-explain|150000000|16777216|fit --model deepseek-v3 --ctx 128k --gpu h200 --explain"
  "train-search|1500000000|16777216|fit --model llama-3.1-405b --mode train --ctx 8k --recompute full"
  "list-json|150000000|16777216|list gpus --format json"
)
pass=0 fail=0
printf '%-14s %14s %12s %10s\n' case instructions heap_bytes wall_ms
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
    walls=()
    for _ in 1 2 3 4 5; do
        t0=$(date +%s%N)
        # shellcheck disable=SC2086
        "$bin" $args >/dev/null 2>&1
        t1=$(date +%s%N)
        walls+=($(( (t1 - t0) / 1000000 )))
    done
    wall=$(printf '%s\n' "${walls[@]}" | sort -n | sed -n 3p)
    printf '%-14s %14s %12s %10s\n' "$name" "$instr" "$heap" "$wall"
    if [ -z "$instr" ] || [ -z "$heap" ] || [ "$instr" -gt "$ibudget" ] ||
       [ "$heap" -gt "$hbudget" ]; then
        echo "  over budget: instructions <= $ibudget, heap <= $hbudget"
        fail=$((fail + 1))
    else
        pass=$((pass + 1))
    fi
done

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
echo "bench: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
