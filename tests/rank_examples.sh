#!/usr/bin/env bash
# Ranks every examples/workload-*.yaml with `gpusel rank --format json`
# and checks what issue 9 asks of each ranking (docs/commands/rank.md has
# the keys):
#   - the report is schema_version 2 and names its ranking key
#     (inputs.cost_key) and the day prices were judged on;
#   - the ranked rows come first, numbered 1..n, each with a finite
#     cost_per_output equal to its row's cost_key value, sorted by it
#     (non-decreasing; costs within GS_RANK_TIE_REL = 1e-9 of each other
#     are equal, and the documented tie-break orders them);
#   - every rejected row has a reason code (rejected_reason) and a
#     non-empty explanation (rejected_detail), and no rank;
#   - every price has a date: each ranked row priced from a price sheet
#     or an API price list has price_as_of (YYYY, YYYY-MM or YYYY-MM-DD)
#     and a price_age_days; a row whose source gives no date (a built-in
#     row with `as_of: unknown`) is never ranked: it is rejected (as
#     undated_price, unless another reason came first), names its
#     price_source, and is counted in a note.
# --today is pinned so that staleness does not depend on the clock.
#
# usage: rank_examples.sh <gpusel-binary> <source-dir>
# Prints "ok - ..." or "not ok - ..." per workload and check, then
# "N passed, M failed"; exits 1 if any failed.
set -u
if [ $# -ne 2 ]; then
    echo "usage: $0 <gpusel-binary> <source-dir>" >&2
    exit 2
fi
bin=$1
src=$2
if ! command -v jq >/dev/null 2>&1; then
    echo "$0: jq is required (apt-get install jq)" >&2
    exit 2
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export GPUSEL_CATALOG= GPUSEL_PRICES= LC_ALL=C
today=2026-12-01
pass=0 fail=0

ok() { pass=$((pass + 1)); echo "ok - $1"; }
not_ok() {
    fail=$((fail + 1))
    echo "not ok - $1"
    [ -n "${2:-}" ] && printf '%s\n' "$2" | head -n 10 | sed 's/^/    /'
}

# check NAME FILE JQ-PROGRAM: the program prints one line per violation.
check() {
    local name=$1 file=$2 prog=$3 out
    if ! out=$(jq -r "$prog" "$file" 2>&1); then
        not_ok "$name" "jq: $out"
    elif [ -n "$out" ]; then
        not_ok "$name" "$out"
    else
        ok "$name"
    fi
}

shopt -s nullglob
workloads=("$src"/examples/workload-*.yaml)
if [ ${#workloads[@]} -eq 0 ]; then
    echo "not ok - examples/ holds no workload-*.yaml"
    echo "0 passed, 1 failed"
    exit 1
fi
for w in "${workloads[@]}"; do
    name=examples/$(basename "$w")
    json=$tmp/$(basename "$w" .yaml).json
    if ! "$bin" --format json rank --workload "$w" --today "$today" \
            >"$json" 2>"$tmp/err"; then
        not_ok "$name: rank exits 0" "$(cat "$tmp/err")"
        continue
    fi
    check "$name: a schema 2 report with its ranking key" "$json" '
        if .schema_version != 2 then "schema_version \(.schema_version)"
        elif (.inputs.cost_key | type) != "string" then "no inputs.cost_key"
        elif .inputs.today != "'"$today"'" then "inputs.today \(.inputs.today)"
        elif (.rank | type) != "array" or (.rank | length) == 0
        then "no rank rows" else empty end'
    check "$name: ranked first, numbered, sorted by cost per output" "$json" '
        .inputs.cost_key as $k
        | [.rank[] | .rank != null] as $is_ranked
        | ([.rank[] | select(.rank != null)]) as $r
        | (if ($is_ranked | index(false)) as $i
              | $i != null and ($is_ranked[$i:] | any)
           then "a ranked row follows a rejected one" else empty end),
          ($r | to_entries[]
           | if .value.rank != .key + 1
             then "row \(.key + 1) has rank \(.value.rank)"
             elif (.value.cost_per_output | type) != "number"
             then "\(.value.candidate): no cost_per_output"
             elif .value[$k] != .value.cost_per_output
             then "\(.value.candidate): cost_per_output \(.value.cost_per_output) is not its \($k) \(.value[$k])"
             else empty end),
          ($r | range(1; length) as $i
           | (.[$i - 1].cost_per_output - .[$i].cost_per_output) as $d
           | if $d > 1e-9 * ([.[$i - 1].cost_per_output, .[$i].cost_per_output]
                             | map(fabs) | max)
             then "\(.[$i].candidate) (\(.[$i].cost_per_output)) ranks below \(.[$i - 1].candidate) (\(.[$i - 1].cost_per_output))"
             else empty end)'
    check "$name: every rejection has a reason" "$json" '
        .rank[] | select(.rank == null)
        | if (.rejected_reason | type) != "string" or .rejected_reason == ""
          then "\(.candidate): no rejected_reason"
          elif (.rejected_detail | type) != "string" or .rejected_detail == ""
          then "\(.candidate): \(.rejected_reason) without rejected_detail"
          else empty end'
    check "$name: every price has a date" "$json" '
        .rank[]
        | select(.is_api == true or (.usd_per_gpu_hour != null
                                     and .pricing != "owned"))
        | if .price_as_of != null then
            (if (.price_as_of | test("^[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?$"))
                | not
             then "\(.candidate): price_as_of \(.price_as_of) is not a date"
             elif (.price_age_days | type) != "number"
             then "\(.candidate): dated \(.price_as_of) without an age"
             else empty end)
          elif .rank != null
          then "\(.candidate): ranked on an undated price"
          elif ((.price_source // "") == "")
          then "\(.candidate): an undated price without a source"
          else empty end'
    undated=$(jq '[.rank[] | select(.rejected_reason == "undated_price")]
                  | length' "$json")
    if [ "$undated" -gt 0 ]; then
        echo "# note: $name: $undated candidates rejected for undated prices"
    fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
