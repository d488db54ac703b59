#!/usr/bin/env bash
# One `rank` run opens its workload file once (issue 15): the command
# reads its files before it prices any candidate and hands the values on;
# it used to open and parse the file once per GPU (33 times for the
# README's main job).  Counted with strace; skipped (77) without it.
#
#   tests/workload_once.sh <gpusel-binary> <source-dir>
set -uo pipefail
bin=$1 src=$2
command -v strace >/dev/null 2>&1 || { echo "skip: no strace"; exit 77; }
cd "$src" || exit 2
export GPUSEL_CATALOG= LC_ALL=C
# LeakSanitizer cannot run under ptrace (a sanitizer build's gpusel dies
# with "LeakSanitizer has encountered a fatal error" under strace): this
# test counts opens, the other tests look for leaks.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
fail=0
check() {          # $1: the workload file, then the command's arguments
    local file=$1 log n
    shift
    log=$(mktemp)
    if ! strace -f -qq -e trace=openat -o "$log" "$bin" "$@" >/dev/null; then
        if grep -q "PTRACE\|Operation not permitted" "$log"; then
            rm -f "$log"; echo "skip: strace cannot trace here"; exit 77
        fi
        echo "not ok - gpusel $* failed"; fail=1; rm -f "$log"; return
    fi
    n=$(grep -c "\"$file\"" "$log")
    rm -f "$log"
    if [ "$n" -eq 1 ]; then
        echo "ok - gpusel $* opens $file once"
    else
        echo "not ok - gpusel $* opens $file $n times, not once"; fail=1
    fi
}
check examples/workload-serve-70b-32k.yaml \
    rank --workload examples/workload-serve-70b-32k.yaml --top 10
check tests/fixtures/rank/rank-chat.yaml \
    --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices \
    tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 \
    --workload tests/fixtures/rank/rank-chat.yaml
check examples/workload-chat.yaml \
    sweep --workload examples/workload-chat.yaml --gpu h100 --gpus 1
exit $fail
