#!/usr/bin/env bash
# A procurement gate for CI: rank every committed workload, diff each
# ranking against the committed baseline report, and fail when a
# candidate's cost per accepted output rose past the limit.
#
#   examples/ci/procurement-gate.sh [--update] [--max-increase LIMIT]
#                                   [--allow-stale] [-- RANK-ARGS...]
#
# - Workloads: every examples/*.yaml with a top-level 'kind:' (a workload
#   file, docs/workload.md; catalogue overlays have none), or the files in
#   $GPUSEL_WORKLOADS (space-separated).
# - For each, `gpusel rank --workload FILE --format json` (plus RANK-ARGS,
#   such as `--prices new-quotes.yaml`) is written to $OUT/NAME.json and
#   `gpusel diff examples/ci/baseline/NAME.json $OUT/NAME.json
#   --max-increase LIMIT --format markdown` to $OUT/NAME.md; all of them
#   together, with a heading each, to $OUT/summary.md (a pull-request
#   comment).  $OUT is $GPUSEL_CI_OUT, else a new temporary directory.
# - A workload whose rows all equal the baseline's is reported as one line
#   ("no change"), not as an empty table; the new report is named without
#   its temporary directory.
# - Every rented or API price stale (older than rank's --stale-after, or
#   undated) fails the gate: the ranking rests on old quotes (refresh the
#   price files, or pass --allow-stale to only warn).  Needs jq.
# - --update writes the new rankings over the baseline instead (commit
#   them when a change is accepted).
# - The day the prices are judged on is $GPUSEL_TODAY (YYYY-MM-DD), else
#   the system date; pin it to get the same bytes every run.
#
# Exit status: 0 no ranking rose past the limit; 1 at least one did, a
# baseline report is missing, or every price of a workload is stale (each
# named on standard error, one line per workload); otherwise the first status gpusel itself failed with (2
# usage, 3 bad data, 4 I/O: docs/exit-codes.md).
#
#   GPUSEL=./build/gpusel examples/ci/procurement-gate.sh --max-increase 10%
set -u
gpusel=${GPUSEL:-gpusel}
# a relative path (GPUSEL=./build/gpusel) must survive the cd below
case $gpusel in
*/*) gpusel=$(cd "$(dirname "$gpusel")" && pwd)/$(basename "$gpusel") ;;
esac
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
# relative to the repository root, where the script runs gpusel
baseline=${GPUSEL_CI_BASELINE:-examples/ci/baseline}
limit=10%
update=0
allow_stale=0
rank_args=()
while [ $# -gt 0 ]; do
    case $1 in
    --update) update=1 ;;
    --allow-stale) allow_stale=1 ;;
    --max-increase) limit=${2:?--max-increase needs a value}; shift ;;
    --max-increase=*) limit=${1#*=} ;;
    --) shift; rank_args=("$@"); break ;;
    *) echo "procurement-gate.sh: unknown argument '$1'" >&2; exit 2 ;;
    esac
    shift
done
if [ -n "${GPUSEL_TODAY:-}" ]; then
    rank_args=(--today "$GPUSEL_TODAY" "${rank_args[@]}")
fi
out=${GPUSEL_CI_OUT:-$(mktemp -d)}
mkdir -p "$out" && out=$(cd "$out" && pwd) || exit 4

if [ -n "${GPUSEL_WORKLOADS:-}" ]; then
    read -r -a workloads <<<"$GPUSEL_WORKLOADS"
else
    workloads=()
    for f in "$root"/examples/*.yaml; do
        grep -q '^kind:' "$f" && workloads+=("examples/${f##*/}")
    done
fi
if [ ${#workloads[@]} -eq 0 ]; then
    echo "procurement-gate.sh: no workload files found" >&2
    exit 3
fi

cd "$root" || exit 4
status=0
over=0
: >"$out/summary.md"
for w in "${workloads[@]}"; do
    name=$(basename "$w" .yaml)
    "$gpusel" rank --workload "$w" --format json --output "$out/$name.json" \
        "${rank_args[@]}"
    rc=$?
    if [ $rc -ne 0 ]; then
        echo "procurement-gate.sh: $name: gpusel rank failed (exit $rc)" >&2
        [ $status -ne 0 ] || status=$rc
        continue
    fi
    if [ $update -eq 1 ]; then
        mkdir -p "$baseline" && cp "$out/$name.json" "$baseline/$name.json" ||
            exit 4
        echo "baseline updated: $baseline/$name.json"
        continue
    fi
    if [ ! -f "$baseline/$name.json" ]; then
        echo "procurement-gate.sh: $name: no baseline $baseline/$name.json" \
             "(run with --update and commit it)" >&2
        over=1
        continue
    fi
    # every rented or API price stale: the ranking rests on old quotes
    n_stale=$(jq '[.rank[] | select(.pricing != null and .pricing != "owned")
                   | .price_stale] | if length > 0 and all then length
                   else 0 end' "$out/$name.json") || exit 4
    if [ "$n_stale" -gt 0 ]; then
        msg="$name: all $n_stale prices are stale (older than --stale-after or undated); refresh the price files"
        if [ $allow_stale -eq 1 ]; then
            echo "warning: $msg" >&2
        else
            echo "procurement-gate.sh: $msg, or pass --allow-stale" >&2
            over=1
        fi
    fi
    "$gpusel" diff "$baseline/$name.json" "$out/$name.json" \
        --max-increase "$limit" --scope ranked --format markdown \
        --output "$out/$name.md"
    rc=$?
    if [ $rc -eq 0 ] && grep -q -e 'note: no differences' \
            -e '; 0 value(s) changed, 0 row(s) added, 0 removed' \
            "$out/$name.md"; then
        { echo "## $name"; echo
          echo "No change: every candidate costs what the baseline says" \
               "($baseline/$name.json)."
          echo; } >>"$out/summary.md"
    else
        { echo "## $name"; echo
          sed "s|$out/||g" "$out/$name.md"; echo; } >>"$out/summary.md"
    fi
    case $rc in
    0) echo "ok: $name" ;;
    1) echo "over --max-increase $limit: $name" >&2; over=1 ;;
    *) echo "procurement-gate.sh: $name: gpusel diff failed (exit $rc)" >&2
       [ $status -ne 0 ] || status=$rc ;;
    esac
done
[ $update -eq 1 ] || cat "$out/summary.md"
if [ $status -ne 0 ]; then
    exit $status
fi
exit $over
