#!/usr/bin/env bash
# Allocation-failure injection over representative commands (docs/
# fuzzing.md).  usage: alloc_fail.sh <gpusel-allocfail> <source-dir>
# [pattern]: only the commands containing pattern (a fixed string).
#
# For each command: one run without a fault gives the reference output
# (written with --output) and status.  Then, for n = 1, 2, ... until the
# n-th allocation no longer happens, the command runs with its n-th
# allocation failing (GPUSEL_FAIL_ALLOC_AT=n, tests/alloc_fail.c), under
# ASan and LeakSanitizer.  Each such run must either
#   - fail cleanly: exit 5 (docs/exit-codes.md), a "gpusel: " message on
#     stderr, and no output file nor temporary file left in the output
#     folder; or
#   - recover: the reference's status, output and stderr exactly (a
#     fault the C library absorbs, as stdio does when its buffer cannot
#     be allocated).
# A sanitizer report (exit 86/87/88: a leak on an error path, a bad free)
# or any other status fails the test.  The summary line counts the runs.
#
# Every n is tried for a command of up to $all_up_to allocations.  A
# larger one (a --prices file or workload parsed event by event; the
# built-in price files are compiled in since issue 15 and allocate only
# the set's arrays) gets every n of the first $head (start-up, options,
# catalogue) and the last $tail (the report and its output file), and
# $middle evenly spaced between (a parse loop's failure points repeat).  GPUSEL_ALLOC_FAIL_FULL=1 tries every n of
# every command (a long run; docs/fuzzing.md).
#
# A command marked "xfail:" has a known defect in a file this test's
# author did not own (named beside it); it must still fail, so that the
# fix flips it to an "unexpectedly passed" failure and the mark is
# removed with the fix.
set -u
bin=$1 src=$2 only=${3:-}
cd "$src" || exit 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export GPUSEL_CATALOG= GPUSEL_PRICES= LC_ALL=C
export ASAN_OPTIONS=detect_leaks=1:exitcode=86:abort_on_error=0:halt_on_error=1
export UBSAN_OPTIONS=halt_on_error=1:exitcode=87:print_stacktrace=1
export LSAN_OPTIONS=exitcode=88
# A bound on n, so a command that allocates without end cannot loop the
# test forever (the largest command below needs well under this).
max_n=100000
all_up_to=3000 head=300 tail=400 middle=300
[ "${GPUSEL_ALLOC_FAIL_FULL:-0}" = 1 ] && all_up_to=$max_n

commands=(
    "fit --model llama-3.1-8b"
    "fit --model tests/fixtures/hf/llama-3.1-8b/config.json"
    "fit --catalog examples/acme-96g.yaml --model llama-3.1-8b --format json"
    "perf --model llama-3.1-8b --gpu h100-sxm --format csv"
    "cost --kind realtime --model llama-3.1-8b --gpu h100 --requests-per-s 2 --today 2026-12-01"
    "cost --workload examples/workload-chat.yaml --gpu h100 --gpus 8 --today 2026-12-01"
    "cost --workload examples/workload-training.yaml --gpu a100-40gb-sxm --gpus 8 --provider Lambda --today 2026-12-01"
    "train --model llama-3-8b --gpu a100-80gb-sxm --gpus 8 --tokens 100B --days 10"
    "show h100-sxm"
    "list gpus --format json"
    "fit --model 70B --ctx 32k --format csv"
    "list prices --today 2026-12-01"
    "list prices --prices tests/fixtures/skypilot/aws/vms.csv --today 2026-12-01 --prices-as-of 2026-11-01"
    "compare h100-sxm a100-80gb-sxm --format markdown"
    "util examples/nvidia-smi-2xh100.csv --format json"
    "diff examples/ci/baseline/workload-chat.json examples/ci/baseline/workload-media.json"
    "--catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/toy.csv --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01"
    "--catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --format markdown"
    "--catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --gpu toy --gpus 1,2 --concurrency 1,8 --pricing none"
)

pass=0 fail=0 runs=0
for c in "${commands[@]}"; do
    [[ $c == *"$only"* ]] || continue
    xfail=
    if [[ $c == xfail:* ]]; then
        xfail=1 c=${c#xfail:}
    fi
    ref="$tmp/ref" out="$tmp/out"
    rm -rf "$ref" "$out"
    mkdir "$ref" "$out"
    # shellcheck disable=SC2086 # the command is split on purpose
    GPUSEL_ALLOC_COUNT="$ref/count" "$bin" $c --output "$ref/report" \
        2>"$ref/stderr"
    ref_rc=$?
    count=$(cat "$ref/count" 2>/dev/null || echo 0)
    if [ "$ref_rc" -ne 0 ] || [ ! -s "$ref/report" ]; then
        echo "not ok - $c: reference run exited $ref_rc"
        sed 's/^/    /' "$ref/stderr" | head -20
        fail=$((fail + 1))
        continue
    fi
    # the fault points: 1..count, or head, middle and tail; then count+1,
    # where no fault fires and the run must match the reference
    if [ "$count" -le $all_up_to ]; then
        points=$(seq 1 $((count + 1)))
    else
        points=$({ seq 1 $head
                   seq $((head + 1)) $(( (count - head - tail) / middle + 1 )) \
                       $((count - tail))
                   seq $((count - tail + 1)) $((count + 1)); })
    fi
    bad= n=0 recovered=0 tried=0
    for n in $points; do
        [ $n -le $max_n ] || { bad="still allocating at n=$max_n"; break; }
        rm -rf "$out" "$tmp/mark"
        mkdir "$out"
        GPUSEL_FAIL_ALLOC_AT=$n GPUSEL_FAIL_ALLOC_MARK="$tmp/mark" \
            "$bin" $c --output "$out/report" >"$tmp/stdout" 2>"$tmp/stderr"
        rc=$?
        runs=$((runs + 1))
        if [ ! -e "$tmp/mark" ]; then
            # n is past the last allocation: the command ran unharmed
            if [ $rc -ne "$ref_rc" ] || ! cmp -s "$out/report" "$ref/report"
            then
                bad="no fault at n=$n, yet exit $rc or a different report"
            fi
            break
        fi
        left=$(ls -A "$out")
        if [ $rc -eq 5 ]; then
            if ! grep -q '^gpusel: ' "$tmp/stderr"; then
                bad="n=$n: exit 5 without a gpusel message"
            elif [ -n "$left" ]; then
                bad="n=$n: exit 5 left output behind: $left"
            elif [ -s "$tmp/stdout" ]; then
                bad="n=$n: exit 5 with output on stdout"
            fi
        elif [ $rc -eq "$ref_rc" ] && cmp -s "$out/report" "$ref/report" &&
             cmp -s "$tmp/stderr" "$ref/stderr"; then
            recovered=$((recovered + 1))
        else
            bad="n=$n: exit $rc (expected 5, or $ref_rc with the reference output)"
        fi
        [ -z "$bad" ] || break
        tried=$((tried + 1))
    done
    if [ -n "$bad" ] && [ -n "$xfail" ]; then
        echo "ok - $c: fails as known (xfail): $bad"
        pass=$((pass + 1))
    elif [ -n "$xfail" ]; then
        echo "not ok - $c: unexpectedly passed; remove its xfail mark"
        fail=$((fail + 1))
    elif [ -n "$bad" ]; then
        echo "not ok - $c: $bad"
        sed 's/^/    /' "$tmp/stderr" | head -40
        fail=$((fail + 1))
    else
        echo "ok - $c: $tried of $count allocations failed in turn," \
             "$recovered absorbed"
        pass=$((pass + 1))
    fi
done
echo "$runs runs; $pass passed, $fail failed"
[ $fail -eq 0 ]
