#!/usr/bin/env bash
# The CLI stays a thin layer (issue 15): src/cli/ holds at most MAX_PCT
# percent (default 30) of the lines of src/.  The measure, as
# docs/CONTRIBUTING.md states it: for each folder src/<layer>/, the lines
# (wc -l) of its *.c and *.h files and of those one folder down
# (src/cli/cmd/, src/data/gen/); src/cli/'s count over the sum of all
# layers'.  Decisions belong in src/plan/; move them there rather than
# squeezing lines.
#
#   tests/cli_share.sh SOURCE_DIR [MAX_PCT]   exit 0 at or under, 1 over
set -uo pipefail
[ $# -ge 1 ] || { echo "usage: cli_share.sh SOURCE_DIR [MAX_PCT]" >&2; exit 2; }
src=$1/src
max=${2:-30}
[ -d "$src/cli" ] || { echo "cli_share: no $src/cli" >&2; exit 2; }

lines() {                # $1: a layer folder with its trailing slash
    cat "$1"*.c "$1"*.h "$1"*/*.c "$1"*/*.h 2>/dev/null | wc -l
}
total=0
cli=0
for d in "$src"/*/; do
    n=$(lines "$d")
    total=$((total + n))
    [ "$d" = "$src/cli/" ] && cli=$n
    printf 'cli_share: %-12s %6d lines\n' "${d#"$1"/}" "$n"
done
pct=$(awk -v c="$cli" -v t="$total" 'BEGIN { printf "%.2f", 100 * c / t }')
if [ $((cli * 100)) -gt $((max * total)) ]; then
    echo "cli_share: src/cli/ is $cli of $total lines ($pct%), over $max%:" \
         "move decisions to src/plan/ (docs/CONTRIBUTING.md, \"Layering\")"
    exit 1
fi
echo "cli_share: src/cli/ is $cli of $total lines ($pct%), at most $max%"
