#!/usr/bin/env bash
# Runs every examples/*.sh against the binary under test, with GPUSEL set
# to it, and checks that each exits 0 (procurement-check.sh asserts the
# documented exit statuses of --check itself).  A `gpusel` stub that fails
# is put first on PATH, so an example that calls a bare `gpusel` instead
# of "${GPUSEL:-gpusel}" fails here rather than testing another binary.
#
# An example with a transcript beside it (examples/NAME.txt) must print
# exactly that, so the transcript shown to readers cannot drift; rewrite
# them with GPUSEL_UPDATE=1.
#
# usage: examples.sh <gpusel-binary> <source-dir>
# Prints one "ok - ..." or "not ok - ..." line per example (with the tail
# of its output on failure) and finally "N passed, M failed".
set -u
if [ $# -ne 2 ]; then
    echo "usage: $0 <gpusel-binary> <source-dir>" >&2
    exit 2
fi
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
src=$(cd "$2" && pwd) || exit 2
if [ ! -x "$bin" ]; then
    echo "$0: '$1' is not an executable" >&2
    exit 2
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/stub" "$tmp/work"
cat >"$tmp/stub/gpusel" <<'STUB'
#!/bin/sh
echo "examples must run \"\${GPUSEL:-gpusel}\", not a bare gpusel" >&2
exit 127
STUB
chmod +x "$tmp/stub/gpusel"
export GPUSEL=$bin GPUSEL_CATALOG= LC_ALL=C PATH="$tmp/stub:$PATH"

pass=0 fail=0
shopt -s nullglob
examples=("$src"/examples/*.sh)
if [ ${#examples[@]} -eq 0 ]; then
    echo "not ok - examples/ holds no *.sh"
    echo "0 passed, 1 failed"
    exit 1
fi
for ex in "${examples[@]}"; do
    name=examples/$(basename "$ex")
    # Each example runs in an empty scratch directory, so one that writes
    # files cannot litter the source tree or depend on its contents.
    (cd "$tmp/work" && bash "$ex") >"$tmp/out" 2>&1
    rc=$?
    txt=${ex%.sh}.txt
    if [ $rc -eq 0 ] && [ -f "$txt" ] && [ "${GPUSEL_UPDATE:-}" = 1 ]; then
        cp "$tmp/out" "$txt"
    fi
    if [ $rc -eq 0 ] && [ -f "$txt" ] && ! cmp -s "$tmp/out" "$txt"; then
        fail=$((fail + 1))
        echo "not ok - $name does not print examples/$(basename "$txt")"
        diff "$txt" "$tmp/out" | head -n 20 | sed 's/^/    /'
    elif [ $rc -eq 0 ] && [ -s "$tmp/out" ]; then
        pass=$((pass + 1))
        echo "ok - $name"
    else
        fail=$((fail + 1))
        if [ $rc -eq 0 ]; then
            echo "not ok - $name printed nothing"
        else
            echo "not ok - $name exited $rc"
        fi
        tail -n 20 "$tmp/out" | sed 's/^/    /'
    fi
    rm -rf "${tmp:?}/work" && mkdir "$tmp/work"
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
