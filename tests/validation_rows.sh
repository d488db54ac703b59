# Shared by tests/validation_moe.sh and tests/validation_pub.sh (sourced,
# after they cd to the source folder and fill `cases`): run each case's
# `gpusel perf`, capped at the benchmark's request count, and write the
# Markdown rows to $tmp/table and "|error| ok wild role" lines to
# $tmp/errs.  Each case: id|what|role|tol %|published|requests|perf args.
# Sets tmp (removed on exit) and fail (1 when a perf command failed).
# shellcheck shell=bash
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cols=layout,concurrency,tokens_per_s,tokens_per_s_low,tokens_per_s_high,bound
fail=0
{
    echo "| case | what | role | row | layout | concurrency | predicted (low-high) | published | error | tol | ok | bound |"
    echo "|---|---|---|---|---|--:|--:|--:|--:|--:|---|---|"
} >"$tmp/table"
: >"$tmp/errs"
for c in "${cases[@]}"; do
    IFS='|' read -r id what role tol pub nreq args <<<"$c"
    # shellcheck disable=SC2086
    if ! "$bin" perf $args --format csv --columns "$cols" >"$tmp/out" 2>&1; then
        echo "not ok - $id: gpusel perf $args: $(head -n 1 "$tmp/out")"
        fail=1
        continue
    fi
    conc=$(tail -n 1 "$tmp/out" | cut -d, -f2)
    extra=
    if [ "$conc" -gt "$nreq" ]; then
        # the benchmark never had more than its requests in flight
        extra="--concurrency $nreq"
        # shellcheck disable=SC2086
        if ! "$bin" perf $args $extra --format csv --columns "$cols" >"$tmp/out" 2>&1; then
            echo "not ok - $id: gpusel perf $args $extra: $(head -n 1 "$tmp/out")"
            fail=1
            continue
        fi
    fi
    # shellcheck disable=SC2086
    row=$("$bin" perf $args $extra --explain 2>/dev/null |
        awk '$1 == "software_frac" { if ($4 == "row") { sub(/,$/, "", $5); print $5 } else print "-"; exit }')
    tail -n 1 "$tmp/out" | tr -d '\r' | awk -F, -v id="$id" -v what="$what" -v tol="$tol" \
        -v pub="$pub" -v role="$role" -v row="${row:--}" -v errs="$tmp/errs" '{
        e = ($3 - pub) / pub
        ok = (e < 0 ? -e : e) * 100 <= tol
        printf "| %s | %s | %s | %s | %s | %d | %.1f (%.1f-%.1f) | %.1f | %+.1f%% | %d%% | %s | %s |\n",
            id, what, role, row, $1, $2, $3, $4, $5, pub, 100 * e, tol, ok ? "yes" : "no", $6
        printf "%.6f %d %d %s\n", (e < 0 ? -e : e), ok, ($3 > 3 * pub || $3 < pub / 3), role >> errs
    }' >>"$tmp/table"
done

# The ending both scripts share, after they append their summary to
# $tmp/table and set n, within, wild and min_within: compare the block of
# $doc between the lines $begin and $end (markers excluded) with
# $tmp/table, or rewrite it under GPUSEL_UPDATE=1; print the table; fail
# on a case off by more than 3x or fewer than min_within check rows
# within tolerance; exit.  $1 names the table in the messages.
validation_finish() {
    awk -v b="$begin" -v e="$end" '$0 == e { f = 0 } f { print } $0 == b { f = 1 }' "$doc" >"$tmp/doc"
    if ! grep -qF "$begin" "$doc"; then
        echo "not ok - $doc has no $begin marker"
        fail=1
    elif [ "${GPUSEL_UPDATE:-}" = 1 ]; then
        awk -v t="$tmp/table" -v b="$begin" -v e="$end" '$0 == b { print; while ((getline l < t) > 0) print l; skip = 1; next }
            $0 == e { skip = 0 } !skip { print }' "$doc" >"$tmp/new" &&
            cat "$tmp/new" >"$doc"
        echo "ok - $doc regenerated"
    elif ! diff -u "$tmp/doc" "$tmp/table"; then
        echo "not ok - $doc: $1 differs from what gpusel computes (GPUSEL_UPDATE=1 $0 regenerates it)"
        fail=1
    else
        echo "ok - $doc: $1 is what gpusel computes"
    fi
    cat "$tmp/table"
    if [ "$wild" -gt 0 ]; then
        echo "not ok - $wild case(s) off by more than 3x"
        fail=1
    fi
    if [ "$within" -lt "$min_within" ]; then
        echo "not ok - $within of $n check rows within tolerance, fewer than $min_within"
        fail=1
    else
        echo "ok - $within of $n check rows within tolerance (at least $min_within)"
    fi
    exit "$fail"
}
