#!/usr/bin/env bash
# Runs every command example in README.md, docs/**/*.md and the man page
# (docs/*.1, between .EX and .EE) against the binary under test and
# checks its exit status (examples/*.sh run in examples.sh).  Only the status is checked, never the output, so the
# docs can change what a command prints without editing this test.
#
# What counts as an example: in a ```sh (or bash, shell, console) fence,
#   - a line that runs gpusel: `gpusel ...`, `./build/gpusel ...`, with
#     optional `$ ` prompt and VAR=value prefixes; a line ending in `\`
#     continues on the next;
#   - the tail of a build line from `&& ./build/gpusel` on (the quick
#     start), the build itself being skipped;
#   - a whole fence whose first command starts a compound (if, for,
#     while, {) runs as one script.
# Other lines in a fence (mkdir, source <(...)) run too, in order, with
# HOME in a scratch directory; lines that start with a build or install
# tool (apt-get, cmake, ctest, make, git, sudo, cd) are skipped.
#
# Each example must exit 0 unless its line ends with an annotation
#   # exit N        (alone, or followed by ':' and a reason)
# A reason in double quotes (# exit 3: "'ttft_p99_s' holds a unit") must
# also appear in what the example prints, so an example that fails for
# another reason than the one documented fails here (issue 19).
# Examples run in a scratch directory that looks like the source root:
# tests/, examples/ and data/ link to the sources, build/gpusel and a
# `gpusel` on PATH are the binary under test.  A line naming a file that
# is not shipped (path/to/config.json, my.yaml) fails: use a fixture.
#
# usage: doc_examples.sh <gpusel-binary> <source-dir>
# Prints "ok - FILE:LINE: CMD" or "not ok - ..." (with the output's tail)
# per example and finally "N passed, M failed".
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
mkdir -p "$tmp/path" "$tmp/home"
ln -s "$bin" "$tmp/path/gpusel"
export PATH="$tmp/path:$PATH" HOME="$tmp/home" GPUSEL_CATALOG= LC_ALL=C

fresh_workdir() {
    rm -rf "${tmp:?}/scratch"
    mkdir -p "$tmp/scratch/build"
    ln -s "$bin" "$tmp/scratch/build/gpusel"
    for d in tests examples data docs; do
        [ -e "$src/$d" ] && ln -s "$src/$d" "$tmp/scratch/$d"
    done
}

pass=0 fail=0

# run_example FILE:LINE EXPECTED-STATUS SCRIPT [EXPECTED-TEXT]
run_example() {
    local where=$1 want=$2 script=$3 says=${4:-} rc
    fresh_workdir
    (cd "$tmp/scratch" && bash -c "$script") >"$tmp/out" 2>&1 </dev/null
    rc=$?
    local shown=${script%%$'\n'*}
    [ "$shown" = "$script" ] || shown="$shown ..."
    if [ "$rc" -eq "$want" ] && [ -n "$says" ] &&
       ! grep -qF -- "$says" "$tmp/out"; then
        fail=$((fail + 1))
        echo "not ok - $where: $shown"
        echo "    exited $rc but did not say: $says"
        tail -n 10 "$tmp/out" | sed 's/^/    /'
    elif [ "$rc" -eq "$want" ]; then
        pass=$((pass + 1))
        echo "ok - $where: $shown"
    else
        fail=$((fail + 1))
        echo "not ok - $where: $shown"
        echo "    exited $rc, expected $want"
        tail -n 10 "$tmp/out" | sed 's/^/    /'
    fi
}

# The expected status from a trailing "# exit N" annotation (else 0).
expected_status() {
    if [[ $1 =~ \#[[:space:]]*exit[[:space:]]+([0-9]+)[[:space:]]*(:.*)?$ ]]
    then
        echo "${BASH_REMATCH[1]}"
    else
        echo 0
    fi
}

# The text a trailing '# exit N: "TEXT"' annotation says is printed.
expected_text() {
    if [[ $1 =~ \#[[:space:]]*exit[[:space:]]+[0-9]+[[:space:]]*:[[:space:]]*\"(.*)\"[[:space:]]*$ ]]
    then
        echo "${BASH_REMATCH[1]}"
    fi
}

invocation='^(\$ )?([A-Za-z_][A-Za-z0-9_]*=[^ ]* )*(\./build/)?gpusel( |$)'
build_tool='^(\$ )?(sudo |apt-get |apt |cmake |ctest |make |git |cd )'

# Emits one record per example: FILE<TAB>LINE<TAB>KIND<TAB>TEXT, where
# KIND is "line" or "block" (TEXT then has its newlines as \x1f).
extract() {
    awk -v file="$1" '
    function flush_block() {
        if (nb == 0) return
        if (is_compound) {
            text = ""
            for (i = 1; i <= nb; i++)
                text = text (i > 1 ? "\037" : "") blk[i]
            print file "\t" blkline[1] "\tblock\t" text
        } else {
            for (i = 1; i <= nb; i++)
                print file "\t" blkline[i] "\tline\t" blk[i]
        }
        nb = 0
    }
    /^[ \t]*```/ {
        if (inb) { flush_block(); inb = 0; next }
        if ($0 ~ /^[ \t]*```(sh|bash|shell|console)[ \t]*$/) {
            inb = 1; nb = 0; is_compound = 0; first = 1; cont = ""
        }
        next
    }
    !inb { next }
    {
        line = $0
        if (cont != "") { line = cont " " line; cont = "" }
        if (line ~ /\\$/) { sub(/\\$/, "", line); cont = line; next }
        if (line ~ /^[ \t]*(#.*)?$/) next
        if (first) {
            is_compound = line ~ /^(if|for|while|until|case|\{) /
            first = 0
        }
        blk[++nb] = line
        blkline[nb] = NR
    }
    END { flush_block() }' "$1"
}

# The man page's examples: the lines between .EX and .EE, unescaped.
extract_man() {
    awk -v file="$1" '
    /^\.EX/ { inb = 1; next }
    /^\.EE/ { inb = 0; next }
    inb && !/^\.|^[ \t]*$/ {
        line = $0
        gsub(/\\-/, "-", line)
        gsub(/\\\(aq/, "\047", line)
        gsub(/\\e/, "\\", line)
        print file "\t" NR "\tline\t" line
    }' "$1"
}

mapfile -t docs < <(cd "$src" && { [ -f README.md ] && echo README.md
    find docs \( -name '*.md' -o -name '*.1' \) 2>/dev/null | LC_ALL=C sort; })
n_examples=0
for doc in "${docs[@]}"; do
    # Each example gets a fresh scratch directory; HOME is kept, so that
    # "mkdir -p ~/dir" then "gpusel ... > ~/dir/file" works.
    while IFS=$'\t' read -r file line kind text; do
        where="$file:$line"
        if [ "$kind" = block ]; then
            script=${text//$'\037'/$'\n'}
            n_examples=$((n_examples + 1))
            run_example "$where" 0 "$script"
            continue
        fi
        text=${text#\$ }
        want=$(expected_status "$text")
        says=$(expected_text "$text")
        if [[ $text =~ $invocation ]]; then
            n_examples=$((n_examples + 1))
            run_example "$where" "$want" "$text" "$says"
        elif [[ $text =~ $build_tool ]]; then
            # the quick start: build, then run; the run is the example
            if [[ $text == *'&& ./build/gpusel '* ]]; then
                n_examples=$((n_examples + 1))
                text="./build/gpusel ${text##*&& ./build/gpusel }"
                run_example "$where" "$want" "$text"
            fi
        else
            n_examples=$((n_examples + 1))
            run_example "$where" "$want" "$text"
        fi
    done < <(cd "$src" && case $doc in
             *.1) extract_man "$doc" ;;
             *) extract "$doc" ;;
             esac)
done
if [ "$n_examples" -eq 0 ]; then
    echo "not ok - no command examples found in README.md or docs/"
    fail=$((fail + 1))
fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
