#!/usr/bin/env bash
# The fuzz smoke run of .ci/run (docs/fuzzing.md): every fuzz_* target of
# a GPUSEL_FUZZ build, each for SECONDS (default 60) from a scratch copy
# of its seeds tests/fuzz/<name>/, two at a time (CI has 2 cores).
# Fails, loudly, if any target finds something (libFuzzer exits non-zero
# and writes crash-/leak-/timeout-/oom- files: both are checked), if a
# target ran no input, or if there is no target at all.  Findings are
# kept in <fuzz-build>/fuzz-findings/<name>/ for the CI log and to commit
# as tests/fuzz/<name>/crash-* once fixed.
#
# usage: smoke.sh <fuzz-build-dir> <source-dir> [seconds] [jobs]
set -u
build=$1 src=$2 secs=${3:-60} jobs=${4:-2}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
findings="$build/fuzz-findings"
rm -rf "$findings"

targets=()
for exe in "$build"/fuzz/fuzz_*; do
    [ -x "$exe" ] && [ -f "$exe" ] && targets+=("$exe")
done
if [ ${#targets[@]} -eq 0 ]; then
    echo "fuzz smoke: no fuzz_* targets in $build/fuzz" >&2
    exit 1
fi

run_one() { # $1 target executable
    local exe=$1 name
    name=$(basename "$exe")
    name=${name#fuzz_}
    mkdir -p "$tmp/corpus/$name" "$tmp/art/$name"
    if [ -d "$src/tests/fuzz/$name" ]; then
        cp "$src/tests/fuzz/$name"/* "$tmp/corpus/$name/" 2>/dev/null
    fi
    "$exe" -max_total_time="$secs" -max_len=16384 -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$tmp/art/$name/" "$tmp/corpus/$name" \
        >"$tmp/$name.log" 2>&1
    echo $? >"$tmp/$name.rc"
}

pids=()
for exe in "${targets[@]}"; do
    run_one "$exe" &
    pids+=($!)
    if [ ${#pids[@]} -ge "$jobs" ]; then
        wait "${pids[0]}"
        pids=("${pids[@]:1}")
    fi
done
for p in "${pids[@]}"; do
    wait "$p"
done

failed=0
for exe in "${targets[@]}"; do
    name=$(basename "$exe")
    name=${name#fuzz_}
    rc=$(cat "$tmp/$name.rc" 2>/dev/null || echo missing)
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$tmp/$name.log")
    arts=$(ls -A "$tmp/art/$name")
    if [ "$rc" != 0 ] || [ -n "$arts" ] || [ -z "$runs" ] ||
       [ "$runs" -eq 0 ]; then
        failed=$((failed + 1))
        echo "FUZZ FINDING: fuzz_$name exited $rc after ${runs:-0} runs;" \
             "artifacts: ${arts:-none}"
        grep -E -A40 '^==[0-9]+==ERROR|runtime error|^SUMMARY|Test unit' \
            "$tmp/$name.log" | head -80 | sed 's/^/    /'
        mkdir -p "$findings/$name"
        cp "$tmp/art/$name"/* "$tmp/$name.log" "$findings/$name/" \
            2>/dev/null
    else
        echo "ok - fuzz_$name: $runs runs in ${secs}s, no finding"
    fi
done
echo "fuzz smoke: ${#targets[@]} targets, $failed with findings"
[ $failed -eq 0 ]
