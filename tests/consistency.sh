#!/usr/bin/env bash
# Consistency checks: the documentation, the completion script, the README
# and the sources against what the binary itself says (after git's t0450
# and curl's test1139).  The command and option tables in src/ are the
# truth; everything else is checked against the help they generate.
#
# usage: consistency.sh <gpusel-binary> <source-dir>
#
# Prints one "ok - ..." or "not ok - ..." line per check, the reasons for
# each failure indented below it, and finally "N passed, M failed".  Exits
# 1 if any check failed, 2 on a usage error.
set -u
if [ $# -ne 2 ]; then
    echo "usage: $0 <gpusel-binary> <source-dir>" >&2
    exit 2
fi
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
src=$2
if [ ! -x "$bin" ]; then
    echo "$0: '$1' is not an executable" >&2
    exit 2
fi
cd "$src" || exit 2
export GPUSEL_CATALOG= LC_ALL=C
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pass=0 fail=0
problems=()           # reasons for the check being evaluated

# finish <description>: record the check as passed if no problem was noted.
finish() {
    if [ ${#problems[@]} -eq 0 ]; then
        pass=$((pass + 1))
        echo "ok - $1"
    else
        fail=$((fail + 1))
        echo "not ok - $1"
        printf '    %s\n' "${problems[@]}"
    fi
    problems=()
}
problem() { problems+=("$*"); }

# Plain text of a man page: font escapes dropped, \- and \e resolved.
man_text() {
    sed -e 's/\\f[BIRP]//g' -e 's/\\f(..//g' -e 's/\\-/-/g' \
        -e 's/\\&//g' -e 's/\\e/\\/g' -e 's/\\(em/--/g' "$1"
}

# Plain text of a Markdown page: code-span backticks and backslash
# escapes dropped, so "`<file>`" and "\|" compare as "<file>" and "|".
md_text() {
    sed -e 's/`//g' -e 's/\\\([][\\`*_{}()#+.!|<>-]\)/\1/g' "$1"
}

# Every "--name" token in a file (one per line, sorted, unique).
long_options_in() {
    grep -oE -- '--[a-z][a-z0-9-]*' "$1" | sort -u
}

# has_option FILE NAME: FILE mentions --NAME as a whole word.
has_option() {
    grep -qE -- "(^|[^a-z0-9-])--$2([^a-z0-9-]|\$)" "$1"
}

# --- what the binary says ----------------------------------------------------
if ! "$bin" help >"$tmp/help" 2>&1; then
    echo "not ok - 'gpusel help' exits 0"
    echo "0 passed, 1 failed"
    exit 1
fi
# Command names: the rows under "commands:" up to the blank line.
mapfile -t commands < <(awk '/^commands:/ { f = 1; next }
    f && /^$/ { exit }
    f { print $1 }' "$tmp/help")
[ ${#commands[@]} -gt 0 ] || problem "no commands found in 'gpusel help'"
finish "'gpusel help' lists commands (${commands[*]})"

# options.tsv: command <TAB> option name <TAB> left column <TAB> help text,
# parsed from each "gpusel <command> --help".  An option line is four
# spaces then "--" or "-h, --"; a left column too wide for the layout is
# alone on its line and its help follows on the next line.
: >"$tmp/options.tsv"
for c in "${commands[@]}"; do
    if ! "$bin" "$c" --help >"$tmp/help.$c" 2>&1; then
        problem "'gpusel $c --help' exits non-zero"
        continue
    fi
    awk -v cmd="$c" -F '\t' '
        function flush() {
            if (left != "") {
                name = left
                sub(/^-h, /, "", name)
                sub(/ .*/, "", name)
                sub(/^--/, "", name)
                print cmd "\t" name "\t" left "\t" help
            }
            left = ""; help = ""
        }
        /^options:/ { f = 1; next }
        !f { next }
        /^    (-h, )?--[a-z]/ {
            flush()
            line = substr($0, 5)
            i = index(line, "  ")
            if (i) {
                left = substr(line, 1, i - 1)
                help = substr(line, i)
                sub(/^ +/, "", help)
            } else {
                left = line
            }
            next
        }
        /^     / && left != "" && help == "" {
            help = $0
            sub(/^ +/, "", help)
            next
        }
        END { flush() }' "$tmp/help.$c" >>"$tmp/options.tsv"
done
[ -s "$tmp/options.tsv" ] || problem "no options parsed from any --help"
finish "every 'gpusel <command> --help' exits 0 and lists its options"

# Every option of every command, plus the global --version.
{ cut -f2 "$tmp/options.tsv"; echo version; } | sort -u >"$tmp/all_options"
# Options of other tools that the docs quote ("cmake --install build").
foreign_options="--install --build --test-dir --output-on-failure --preset"
# The monitoring tools whose logs gpusel util reads (util.md, gpusel.1).
foreign_options+=" --query-gpu --csv"
# Serving engines' launch flags that --emit prints (fit.md, methodology.md).
foreign_options+=" --tensor-parallel-size --pipeline-parallel-size"
foreign_options+=" --data-parallel-size --max-model-len --max-num-seqs"
foreign_options+=" --gpu-memory-utilization --kv-cache-dtype --quantization"
foreign_options+=" --model-path --tp-size --pp-size --dp-size --context-length"
foreign_options+=" --max-running-requests --mem-fraction-static"
foreign_options+=" --max-num-batched-tokens"
# trtllm-serve's flags have underscores (--tp_size, --max_seq_len,
# --kv_cache_free_gpu_memory_fraction, --extra_llm_api_options); the scan
# above stops at the first one, so their heads are listed.
foreign_options+=" --tp --pp --max --kv --extra"
is_known_option() { # --name
    grep -qxF -- "${1#--}" "$tmp/all_options" ||
        [[ " $foreign_options " == *" $1 "* ]]
}

synopsis() { sed -n '1s/^usage: //p' "$tmp/help.$1"; }

# --- a. docs/commands/<name>.md: one per command, first line = synopsis ------
# The first line is "# `<synopsis>`": a heading whose text is the synopsis
# as a code span (a bare <gpu> would vanish as an HTML tag when rendered).
for c in "${commands[@]}"; do
    doc=docs/commands/$c.md
    want=$(synopsis "$c")
    if [ ! -f "$doc" ]; then
        problem "$doc is missing"
    else
        first=$(head -n 1 "$doc")
        if [ "$first" != "# \`$want\`" ]; then
            problem "$doc: first line is: $first"
            problem "$doc: expected:      # \`$want\`"
        fi
    fi
    finish "docs/commands/$c.md starts with the synopsis '$want'"
done
for doc in docs/commands/*.md; do
    [ -e "$doc" ] || continue
    name=$(basename "$doc" .md)
    if ! printf '%s\n' "${commands[@]}" | grep -qxF -- "$name"; then
        problem "$doc documents '$name', which is not in 'gpusel help'"
    fi
done
finish "every docs/commands/*.md is a command in 'gpusel help'"

# --- b. options: man page and command pages ----------------------------------
# The man page is generated from the command table ('gpusel help --man',
# installed as gpusel.1); these checks hold the generator to the table.
man=$tmp/gpusel.1 manname='gpusel(1)'
if "$bin" help --man >"$man" 2>"$tmp/man.err" && [ -s "$man" ]; then
    man_text "$man" >"$tmp/man.txt"
else
    problem "'gpusel help --man' failed: $(cat "$tmp/man.err")"
    : >"$tmp/man.txt"
fi
finish "'gpusel help --man' writes gpusel(1)"
[ ! -e docs/gpusel.1 ] ||
    problem "docs/gpusel.1 is back: the page is generated ('gpusel help --man'), not kept by hand"
finish "no hand-kept man page in docs/"

for c in "${commands[@]}"; do
    doc=docs/commands/$c.md
    while IFS=$'\t' read -r cmd name left help; do
        [ "$cmd" = "$c" ] || continue
        grep -qF -- "$left" "$tmp/man.txt" ||
            problem "$manname: no '$left' (option and placeholder as --help shows them)"
        [ -z "$help" ] || grep -qF -- "$help" "$tmp/man.txt" ||
            problem "$manname: no help text for --$name: '$help'"
        if [ -f "$doc" ]; then
            has_option "$doc" "$name" || problem "$doc: no --$name"
            [ -z "$help" ] || md_text "$doc" | grep -qF -- "$help" ||
                problem "$doc: no help text for --$name: '$help'"
        fi
    done <"$tmp/options.tsv"
    finish "every option of 'gpusel $c' is in $manname and $doc, with its help text"
done

while read -r opt; do
    is_known_option "$opt" ||
        problem "$manname mentions $opt, which no command accepts"
done < <(long_options_in "$tmp/man.txt")
finish "every --option in $manname is a real option"

for doc in docs/commands/*.md; do
    [ -e "$doc" ] || continue
    while read -r opt; do
        is_known_option "$opt" ||
            problem "$doc mentions $opt, which no command accepts"
    done < <(long_options_in "$doc")
done
finish "every --option in docs/commands/*.md is a real option"

# --- c. every command, its synopsis and summary in the man page ----------------
for c in "${commands[@]}"; do
    want=$(synopsis "$c")
    summary=$(awk -v c="$c" '/^commands:/ { f = 1; next }
        f && $1 == c { sub(/^ +[^ ]+ +/, ""); print; exit }' "$tmp/help")
    grep -qF -- "$want" "$tmp/man.txt" || problem "$manname: no synopsis '$want'"
    grep -qF -- "$summary" "$tmp/man.txt" || problem "$manname: no summary '$summary'"
    grep -qxF ".SS $c" "$man" || problem "$manname: no '.SS $c' under COMMANDS"
    finish "gpusel(1) documents '$c' with its synopsis and summary"
done

# The man page's other required parts.
for section in NAME SYNOPSIS DESCRIPTION COMMANDS OPTIONS ENVIRONMENT \
    "EXIT STATUS" FILES EXAMPLES "SEE ALSO"; do
    grep -qE "^\.SH \"?$section\"?\$" "$man" 2>/dev/null ||
        problem "$manname: no section '.SH $section'"
done
grep -qF GPUSEL_CATALOG "$tmp/man.txt" || problem "$manname: GPUSEL_CATALOG not described"
finish "$manname has every section and describes GPUSEL_CATALOG"

# Exit statuses: every GS_EXIT_* value is documented in the man page,
# docs/exit-codes.md and README.md, and the README rows are the same as
# those in docs/exit-codes.md.
mapfile -t codes < <(sed -nE 's/^#define GS_EXIT_[A-Z_]+ ([0-9]+).*/\1/p' \
    src/core/error.h | sort -un)
[ ${#codes[@]} -gt 0 ] || problem "no GS_EXIT_* in src/core/error.h"
for n in "${codes[@]}"; do
    grep -qE "^\| $n \| " docs/exit-codes.md 2>/dev/null ||
        problem "docs/exit-codes.md: no '| $n |' row"
    grep -qE "^\| $n \| " README.md || problem "README.md: no '| $n |' row"
    awk '/^\.SH "?EXIT STATUS/ { f = 1; next } /^\.SH/ { f = 0 } f' "$man" |
        grep -qE "^\.(B|IP|TP) *$n\$|^$n\$" ||
        problem "$manname: EXIT STATUS has no entry for $n"
done
while IFS= read -r row; do
    grep -qxF -- "$row" docs/exit-codes.md 2>/dev/null ||
        problem "README.md row not in docs/exit-codes.md: $row"
done < <(grep -E '^\| [0-9] \| ' README.md)
finish "exit statuses ${codes[*]} are documented alike in $manname, docs/exit-codes.md and README.md"

# gpusel-workload(5): generated from docs/workload.md; every key of the
# doc's key tables is in it and in 'gpusel help workload'.
"$bin" help --man workload >"$tmp/gpusel-workload.5" 2>&1 ||
    problem "'gpusel help --man workload' failed"
"$bin" help workload >"$tmp/workload.txt" 2>&1 ||
    problem "'gpusel help workload' failed"
while read -r key; do
    man_text "$tmp/gpusel-workload.5" | grep -qF -- "$key" ||
        problem "gpusel-workload(5): no '$key'"
    grep -qF -- "$key" "$tmp/workload.txt" ||
        problem "'gpusel help workload': no '$key'"
done < <(sed -nE 's/^\| `([a-z_]+)` \|.*/\1/p' docs/workload.md | sort -u)
finish "every key of docs/workload.md is in gpusel-workload(5) and 'gpusel help workload'"
# (tests/man.sh renders both pages and checks their roff)

# --- d. every --format value has a section in docs/output.md -------------------
mapfile -t formats < <(sed -nE 's/^ +--format ([a-z|]+) .*/\1/p' "$tmp/help" |
    head -n 1 | tr '|' '\n')
[ ${#formats[@]} -gt 0 ] || problem "no --format values in 'gpusel help'"
for f in "${formats[@]}"; do
    grep -qxF "## $f" docs/output.md || problem "docs/output.md: no '## $f' section"
done
finish "every --format value (${formats[*]}) has a section in docs/output.md"

# --- e. README quick start vs .ci/run -----------------------------------------
# The ```sh blocks under "## Quick start": the first builds and runs the
# main job, the second is the test command CI runs verbatim.
awk '/^## / { q = ($0 ~ /^## Quick start/) }
    q && /^```sh$/ { n++; inb = 1; next }
    q && /^```$/ { inb = 0; next }
    q && inb { print n "\t" $0 }' README.md >"$tmp/quick"
first=$(awk -F '\t' '$1 == 1 { print $2 }' "$tmp/quick")
# the main job: which GPU, count, pricing and offer serves the seed's 70B
# at 32k context for the least per accepted token (issue 9)
main_job='./build/gpusel rank --workload examples/workload-serve-70b-32k.yaml --top 10'
second=$(awk -F '\t' '$1 == 2 { print $2 }' "$tmp/quick")
if [ -z "$first" ] || [ -z "$second" ]; then
    problem "README.md: fewer than two \`\`\`sh blocks under '## Quick start'"
else
    case $first in
    *"$main_job") ;;
    *) problem "README.md: the first quick-start command does not end with '$main_job'" ;;
    esac
    grep -qF -- "$main_job" .ci/run ||
        problem ".ci/run does not run README's main job: $main_job"
    [ "$(printf '%s\n' "$second" | wc -l)" -eq 1 ] ||
        problem "README.md: the quick-start test block is not one line"
    while IFS= read -r l; do
        grep -qxF -- "$l" .ci/run || problem ".ci/run lacks the README test command: $l"
    done <<<"$second"
fi
finish "README quick start: main job ends with '$main_job'; test command is a line of .ci/run"

# --- f. engines do no I/O and allocate nothing ------------------------------------
# Comments are blanked first (keeping line numbers), so a comment saying
# "no printf" is not a hit.  snprintf/vsnprintf are allowed: engines
# format --explain traces into strings.
strip_comments() {
    perl -0777 -pe 's{/\*.*?\*/}{ (my $c = $&) =~ tr/\n//cd; $c }gse; s{//[^\n]*}{}g' "$1"
}
engines=()
for f in src/model/*.c src/engine/*.c src/plan/*.c; do
    [ -f "$f" ] && engines+=("$f")
done
for f in "${engines[@]}"; do
    strip_comments "$f" |
        grep -nE '\b(printf|fprintf|vfprintf|puts|fputs|fputc|putchar|fwrite|fopen|fclose|exit|abort|malloc|calloc|realloc|free)\s*\(|\bFILE\s*\*|\bstdout\b|\bstderr\b|\bstdin\b' |
        while IFS= read -r hit; do echo "$f:$hit"; done >>"$tmp/engine_hits"
done
if [ -s "$tmp/engine_hits" ]; then
    problem "pure sources (model, engine, plan) must do no I/O, exit or allocation:"
    while IFS= read -r l; do problem "  $l"; done <"$tmp/engine_hits"
fi
finish "pure sources (${engines[*]}) do no I/O, exit or allocation"

# --- g. banned functions, and banned.h included last ----------------------------
for f in src/*/*.c src/cli/cmd/*.c; do
    strip_comments "$f" |
        grep -nE '\b(strcpy|strcat|sprintf|vsprintf|strtok|atoi|atof|atol|atoll|strcasecmp|strncasecmp)\s*\(' |
        while IFS= read -r hit; do echo "$f:$hit"; done >>"$tmp/banned_hits"
    last=$(grep -E '^#include' "$f" | grep -vF '.def"' | tail -n 1)
    [ "$last" = '#include "banned.h"' ] ||
        echo "$f: last #include is '$last', not \"gpusel/banned.h\"" >>"$tmp/banned_hits"
done
if [ -s "$tmp/banned_hits" ]; then
    while IFS= read -r l; do problem "$l"; done <"$tmp/banned_hits"
fi
finish "no src/**/*.c calls a banned function, and each includes \"gpusel/banned.h\" last"

# --- h. the shell completions -------------------------------------------------------
# (tests/completion.sh drives the bash one through compgen)
if ! "$bin" completion bash >"$tmp/completion.bash" 2>"$tmp/completion.err"; then
    problem "'gpusel completion bash' exits non-zero: $(cat "$tmp/completion.err")"
elif ! bash -n "$tmp/completion.bash" 2>"$tmp/completion.err"; then
    problem "'gpusel completion bash' is not valid bash: $(cat "$tmp/completion.err")"
fi
finish "'gpusel completion bash' passes bash -n"
for sh in zsh fish; do
    "$bin" completion $sh >"$tmp/completion.$sh" 2>"$tmp/completion.err" ||
        problem "'gpusel completion $sh' exits non-zero: $(cat "$tmp/completion.err")"
    if command -v $sh >/dev/null 2>&1; then
        $sh -n "$tmp/completion.$sh" 2>"$tmp/completion.err" ||
            problem "'gpusel completion $sh' does not parse: $(cat "$tmp/completion.err")"
    fi
done
finish "'gpusel completion zsh' and 'fish' are written (and parse, where the shell is installed)"
for sh in bash zsh fish; do
    for c in "${commands[@]}"; do
        grep -qE "(^|[^a-z-])$c([^a-z-]|\$)" "$tmp/completion.$sh" ||
            problem "$sh completion: no command '$c'"
    done
    while read -r o; do
        [ "$o" = version ] && [ $sh = bash ] && { has_option "$tmp/completion.bash" version || problem "bash completion: no --version"; continue; }
        grep -qE -- "(--|-l )$o([^a-z0-9-]|\$)" "$tmp/completion.$sh" ||
            problem "$sh completion: no --$o"
    done <"$tmp/all_options"
    finish "the $sh completion names every command and option"
done

# --- i. every shipped data file loads ------------------------------------------
for f in data/*.yaml; do
    [ -e "$f" ] || continue
    for what in gpus models; do
        if ! "$bin" --catalog "$f" list "$what" >/dev/null 2>"$tmp/load.err"; then
            problem "gpusel --catalog $f list $what: $(head -n 1 "$tmp/load.err")"
        fi
    done
done
[ -f data/gpus.yaml ] || problem "data/gpus.yaml is missing"
[ -f data/models.yaml ] || problem "data/models.yaml is missing"
finish "every data/*.yaml loads as an overlay ('gpusel --catalog FILE list gpus|models')"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
