#!/usr/bin/env bash
# Runs every row of docs/bad-inputs.md: the command (third column, in
# backticks) must exit with the fourth column's status and print the fifth
# column's text (a fixed string, in stdout and stderr together).  Fails on
# any mismatch, and when the table has fewer than GS_BAD_INPUTS_MIN_ROWS
# rows (issue 11 asks for 60), so the table cannot drift from the code.
#
# usage: bad_inputs.sh <gpusel-binary> <source-dir> [table.md]
set -u
GS_BAD_INPUTS_MIN_ROWS=60
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
src=$2
table=${3:-docs/bad-inputs.md}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/bin"
ln -s "$bin" "$tmp/bin/gpusel"
export PATH="$tmp/bin:$PATH" GPUSEL_CATALOG= GPUSEL_PRICES= LC_ALL=C
cd "$src" || exit 2
[ -r "$table" ] || { echo "bad_inputs: cannot read $table"; exit 2; }

rows=0 fail=0
while IFS= read -r line; do
    # table rows only: "| <number> | ..."
    [[ $line =~ ^\|\ *[0-9]+\ *\| ]] || continue
    rows=$((rows + 1))
    rest=${line#|}
    IFS='|' read -r num reader input status msg extra <<<"$rest"
    num=${num// /}
    status=${status// /}
    input=${input#*\`} input=${input%\`*}
    msg=${msg#*\`} msg=${msg%\`*}
    if [ -z "$input" ] || [ -z "$msg" ] || ! [[ $status =~ ^[0-9]+$ ]] ||
       [ -n "${extra// /}" ]; then
        echo "not ok - row $num: malformed (want | n | reader | \`cmd\` | status | \`message\` |)"
        fail=$((fail + 1))
        continue
    fi
    timeout 10 bash -c "$input" >"$tmp/out" 2>&1 </dev/null
    rc=$?
    if [ "$rc" -ne "$status" ]; then
        echo "not ok - row $num: $input"
        echo "    exited $rc, expected $status; output:"
        head -5 "$tmp/out" | sed 's/^/    /'
        fail=$((fail + 1))
    elif ! grep -qF -- "$msg" "$tmp/out"; then
        echo "not ok - row $num: $input"
        echo "    expected the message: $msg"
        echo "    got:"
        head -5 "$tmp/out" | sed 's/^/    /'
        fail=$((fail + 1))
    fi
done <"$table"

too_few=0
if [ "$rows" -lt "$GS_BAD_INPUTS_MIN_ROWS" ]; then
    echo "not ok - $table has $rows rows, fewer than $GS_BAD_INPUTS_MIN_ROWS"
    too_few=1
fi
echo "$((rows - fail)) of $rows rows as documented, $((fail + too_few)) failed"
[ "$fail" -eq 0 ] && [ "$too_few" -eq 0 ]
