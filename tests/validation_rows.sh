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
