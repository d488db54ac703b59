#!/usr/bin/env bash
# valgrind memcheck over the end-to-end tests (docs/fuzzing.md): the CLI
# transcripts of tests/cli/run.sh, with every gpusel they run wrapped in
#   valgrind --leak-check=full --errors-for-leak-kinds=definite,indirect
#            --error-exitcode=99
# A memory error or a definite or indirect leak makes that gpusel exit 99
# and print valgrind's report, so its transcript differs and the test
# fails, naming the command.  usage: valgrind.sh <gpusel> <source-dir>
# [file.t ...]
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
src=$2
shift 2
command -v valgrind >/dev/null || {
    echo "valgrind.sh: valgrind not found (Debian package 'valgrind')" >&2
    exit 2
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat >"$tmp/gpusel" <<WRAP
#!/bin/sh
exec valgrind -q --tool=memcheck --leak-check=full \\
    --errors-for-leak-kinds=definite,indirect \\
    --show-leak-kinds=definite,indirect --error-exitcode=99 \\
    --track-origins=no "$bin" "\$@"
WRAP
chmod +x "$tmp/gpusel"
bash "$src/tests/cli/run.sh" "$tmp/gpusel" "$src" "$@"
