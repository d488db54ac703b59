#!/usr/bin/env bash
# Runs examples/ci/procurement-gate.sh the way CI would (docs:
# examples/ci/README.md): against the committed baseline it must pass
# (exit 0, every workload "ok", every diff "no differences"), and with a
# price overlay that raises AWS p5.4xlarge (one H100 SXM) by 20%
# (tests/fixtures/diff/price-rise.yaml) it must fail (exit 1) naming the
# row over --max-increase 10%.  Skipped (exit 77) while gpusel has no
# `rank` command.
#
# usage: ci_example.sh <gpusel-binary> <source-dir>
set -u
if [ $# -ne 2 ]; then
    echo "usage: $0 <gpusel-binary> <source-dir>" >&2
    exit 2
fi
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$2" || exit 2
if ! "$bin" rank --help >/dev/null 2>&1; then
    echo "skip: 'gpusel rank' does not exist in this build; the script" \
         "examples/ci/procurement-gate.sh needs it (regenerate" \
         "examples/ci/baseline/ once rank is merged)"
    exit 77
fi
export GPUSEL=$bin GPUSEL_TODAY=2026-12-01 GPUSEL_CATALOG='' GPUSEL_PRICES='' \
    LC_ALL=C
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); echo "ok - $*"; }
not_ok() {
    fail=$((fail + 1))
    echo "not ok - $*"
    sed 's/^/    /' "$log" | tail -20
}

shopt -s nullglob
baseline=(examples/ci/baseline/*.json)
if [ ${#baseline[@]} -eq 0 ]; then
    echo "not ok - examples/ci/baseline/ holds no reports: run" \
         "'GPUSEL_TODAY=2026-12-01 GPUSEL=build/gpusel" \
         "examples/ci/procurement-gate.sh --update' and commit them"
    exit 1
fi

# 1. against the baseline: clean
log=$tmp/clean.log
GPUSEL_CI_OUT=$tmp/clean examples/ci/procurement-gate.sh >"$log" 2>&1
rc=$?
n_ok=$(grep -c '^ok: ' "$log")
n_clean=$(grep -c '^No change: every candidate costs what the baseline says' \
    "$tmp/clean/summary.md")
if [ $rc -eq 0 ] && [ "$n_ok" -eq ${#baseline[@]} ] &&
   [ "$n_clean" -eq ${#baseline[@]} ] &&
   ! grep -q -e '(no rows)' -e "$tmp" "$tmp/clean/summary.md"; then
    ok "the gate passes against the baseline (${#baseline[@]} workloads)"
else
    not_ok "the gate against the baseline: exit $rc (want 0), $n_ok ok" \
           "and $n_clean clean of ${#baseline[@]}"
fi

# 2. a price rise of 20% on one offer: over --max-increase 10%
log=$tmp/up.log
GPUSEL_CI_OUT=$tmp/up examples/ci/procurement-gate.sh --max-increase 10% \
    -- --prices tests/fixtures/diff/price-rise.yaml >"$log" 2>&1
rc=$?
if [ $rc -eq 1 ] &&
   grep -q "^gpusel: diff: .*p5.4xlarge.*over --max-increase 10%" "$log" &&
   grep -q "^over --max-increase 10%: " "$log"; then
    ok "a 20% price rise fails the gate (exit 1) naming the row"
else
    not_ok "a 20% price rise: exit $rc (want 1) or no reason naming" \
           "p5.4xlarge"
fi

# 3. ...but passes a limit above it
log=$tmp/up25.log
GPUSEL_CI_OUT=$tmp/up25 examples/ci/procurement-gate.sh --max-increase 25% \
    -- --prices tests/fixtures/diff/price-rise.yaml >"$log" 2>&1
rc=$?
if [ $rc -eq 0 ]; then
    ok "the same rise is within --max-increase 25% (exit 0)"
else
    not_ok "the same rise under --max-increase 25%: exit $rc (want 0)"
fi

# 4. a bad limit is gpusel's usage error, passed through
log=$tmp/bad.log
GPUSEL_CI_OUT=$tmp/bad examples/ci/procurement-gate.sh --max-increase 10x \
    >"$log" 2>&1
rc=$?
if [ $rc -eq 2 ]; then
    ok "a bad --max-increase exits 2"
else
    not_ok "a bad --max-increase: exit $rc (want 2)"
fi

# 5. every price stale (judged in 2030): the gate fails and says why; with
#    --allow-stale it only warns (issue 19: it passed silently)
log=$tmp/stale.log
GPUSEL_TODAY=2030-01-01 GPUSEL_WORKLOADS=examples/workload-chat.yaml \
    GPUSEL_CI_OUT=$tmp/stale examples/ci/procurement-gate.sh \
    --max-increase 1000% >"$log" 2>&1
rc=$?
if [ $rc -eq 1 ] && grep -q "workload-chat: all [0-9]* prices are stale" "$log"
then
    ok "every price stale fails the gate (exit 1) and says so"
else
    not_ok "every price stale: exit $rc (want 1) or no message"
fi
log=$tmp/stale-ok.log
GPUSEL_TODAY=2030-01-01 GPUSEL_WORKLOADS=examples/workload-chat.yaml \
    GPUSEL_CI_OUT=$tmp/stale-ok examples/ci/procurement-gate.sh \
    --max-increase 1000% --allow-stale >"$log" 2>&1
rc=$?
if [ $rc -eq 0 ] && grep -q "^warning: workload-chat: all" "$log"; then
    ok "--allow-stale turns it into a warning (exit 0)"
else
    not_ok "--allow-stale with every price stale: exit $rc (want 0)"
fi

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
