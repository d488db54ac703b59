#!/usr/bin/env bash
# Runs every example script exactly as its header says, from the
# directory the header names (the repository root): the line
#   #   GPUSEL=./build/gpusel examples/NAME.sh [ARGS]
# is run as written ([optional] arguments left out) in a copy of the tree
# whose ./build/gpusel is the binary under test, and must exit 0.
# tests/examples.sh runs them with an absolute $GPUSEL from a scratch
# directory; this catches what a newcomer meets (issue 19: normalize.sh
# changed directory and lost the relative ./build/gpusel, exit 127).
# GPUSEL_TODAY pins the day procurement-gate.sh judges prices on.
#
# usage: examples_documented.sh <gpusel-binary> <source-dir>
set -u
if [ $# -ne 2 ]; then
    echo "usage: $0 <gpusel-binary> <source-dir>" >&2
    exit 2
fi
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
src=$(cd "$2" && pwd) || exit 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
root=$tmp/root
mkdir -p "$root/build"
cp -R "$src/examples" "$root/examples"
for d in data docs tests; do
    ln -s "$src/$d" "$root/$d"
done
ln -s "$bin" "$root/build/gpusel"
export GPUSEL_CATALOG= GPUSEL_PRICES= GPUSEL_TODAY=2026-12-01 LC_ALL=C

pass=0 fail=0
shopt -s nullglob
for ex in "$root"/examples/*.sh "$root"/examples/ci/*.sh; do
    name=${ex#"$root"/}
    line=$(grep -m1 '^#   GPUSEL=' "$ex")
    if [ -z "$line" ]; then
        fail=$((fail + 1))
        echo "not ok - $name: no '#   GPUSEL=./build/gpusel $name' line"
        continue
    fi
    cmd=${line#\#   }
    cmd=$(printf '%s\n' "$cmd" | sed 's/ *\[[^]]*\]//g')
    case $cmd in
    "GPUSEL=./build/gpusel $name"*) ;;
    *) fail=$((fail + 1))
       echo "not ok - $name: its header runs '$cmd'"
       continue ;;
    esac
    (cd "$root" && bash -c "$cmd") >"$tmp/out" 2>&1
    rc=$?
    if [ $rc -eq 0 ]; then
        pass=$((pass + 1))
        echo "ok - $cmd"
    else
        fail=$((fail + 1))
        echo "not ok - $cmd (from the repository root): exit $rc"
        tail -5 "$tmp/out" | sed 's/^/    /'
    fi
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
