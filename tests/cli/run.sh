#!/usr/bin/env bash
# Golden CLI transcripts: each tests/cli/*.t holds "$ command" lines, each
# followed by the exact expected output (stdout and stderr together) and,
# when the exit status is not 0, a final "[N]" line.  Lines starting with
# "#" before a command are comments.  Commands run in the source directory
# through bash, with `gpusel` on PATH pointing at the binary under test.
#
# usage: run.sh <gpusel-binary> <source-dir> [file.t ...]
# GPUSEL_UPDATE=1 rewrites the transcripts with the actual output.
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
src=$2
shift 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/bin"
ln -s "$bin" "$tmp/bin/gpusel"
export PATH="$tmp/bin:$PATH" GPUSEL_CATALOG= LC_ALL=C
cd "$src" || exit 2
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(tests/cli/*.t)
pass=0 fail=0

run_case() { # $1 command, $2 expected file; sets $actual
    actual="$tmp/actual"
    bash -c "$1" >"$actual" 2>&1
    local rc=$?
    [ $rc -eq 0 ] || echo "[$rc]" >>"$actual"
}

for f in "${files[@]}"; do
    out="$tmp/updated"
    : >"$out"
    cmd= expected="$tmp/expected"
    : >"$expected"
    flush() {
        [ -n "$cmd" ] || return 0
        run_case "$cmd"
        if cmp -s "$expected" "$actual"; then
            pass=$((pass + 1))
            echo "ok - $f: $cmd"
        else
            fail=$((fail + 1))
            echo "not ok - $f: $cmd"
            diff -u "$expected" "$actual" | sed 's/^/    /' | head -40
        fi
        { echo "\$ $cmd"; cat "$actual"; } >>"$out"
        cmd=
        : >"$expected"
    }
    while IFS= read -r line || [ -n "$line" ]; do
        if [[ $line == '$ '* ]]; then
            flush
            cmd=${line#\$ }
        elif [ -z "$cmd" ]; then
            echo "$line" >>"$out"           # comments and blank lines
        else
            echo "$line" >>"$expected"
        fi
    done <"$f"
    flush
    [ "${GPUSEL_UPDATE:-}" = 1 ] && cp "$out" "$f"
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
