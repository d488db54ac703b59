#!/usr/bin/env bash
# The bash completion ('gpusel completion bash'), driven as bash drives
# it: COMP_WORDS and COMP_CWORD set for a command line being typed, the
# completion function called, COMPREPLY read back (issue 19: `gpusel fit
# --gpu h1<TAB>` offered nothing and `--gpu <TAB>` 2,118 words of CSV).
# The expected words come from the binary itself (gpusel completion
# --list, gpusel help), so the test follows the catalogue and the table.
#
# usage: completion.sh <gpusel-binary>
# Prints "ok - ..." or "not ok - ..." per case and "N passed, M failed".
set -u
if [ $# -ne 1 ]; then
    echo "usage: $0 <gpusel-binary>" >&2
    exit 2
fi
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/bin"
ln -s "$bin" "$tmp/bin/gpusel"
export PATH="$tmp/bin:$PATH" GPUSEL_CATALOG= LC_ALL=C
cd "$tmp" || exit 2
: >workload-a.yaml
: >workload-b.yaml

"$bin" completion bash >"$tmp/gpusel.bash" || { echo "not ok - gpusel completion bash"; exit 1; }
# shellcheck source=/dev/null
source "$tmp/gpusel.bash"
[ "$(complete -p gpusel 2>/dev/null)" = "complete -F _gpusel gpusel" ] ||
    echo "not ok - the script does not register _gpusel for gpusel"

pass=0 fail=0

# complete LINE: the words offered for LINE (a trailing space starts a new
# empty word), sorted, one a line.
complete_line() {
    local line=$1
    # bash breaks words at '=' too (COMP_WORDBREAKS): --gpu=h1 is 3 words
    read -r -a COMP_WORDS <<<"${line//=/ = }"
    [[ $line == *' ' ]] && COMP_WORDS+=("")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMP_LINE=$line
    COMP_POINT=${#line}
    COMPREPLY=()
    _gpusel gpusel "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
    printf '%s\n' "${COMPREPLY[@]}" | sed '/^$/d' | sort -u
}

# expect NAME LINE WANT-FILE: the words offered are exactly WANT's lines.
expect() {
    complete_line "$2" >"$tmp/got"
    sort -u "$3" | sed '/^$/d' >"$tmp/want"
    if cmp -s "$tmp/got" "$tmp/want"; then
        pass=$((pass + 1))
        echo "ok - $1: '$2'"
    else
        fail=$((fail + 1))
        echo "not ok - $1: '$2'"
        diff "$tmp/want" "$tmp/got" | head -20 | sed 's/^/    /'
    fi
}

# commands, from 'gpusel help'
"$bin" help | awk '/^commands:/ { f = 1; next } f && /^$/ { exit } f { print $1 }' >"$tmp/commands"
expect "every command after 'gpusel'" "gpusel " "$tmp/commands"
grep '^co' "$tmp/commands" >"$tmp/want.co"
expect "commands by prefix" "gpusel co" "$tmp/want.co"

# options of fit starting with --gp (its own and none of the common)
printf '%s\n' --gpu --gpus >"$tmp/want.gp"
expect "fit's options by prefix" "gpusel fit --gp" "$tmp/want.gp"
printf '%s\n' --workload >"$tmp/want.wo"
expect "rank's options by prefix" "gpusel rank --wo" "$tmp/want.wo"

# GPU ids: plain ids, one a word, from the catalogue
"$bin" completion --list gpus >"$tmp/gpus"
[ "$(wc -l <"$tmp/gpus")" -gt 10 ] || echo "not ok - 'completion --list gpus' lists $(wc -l <"$tmp/gpus") GPUs"
grep '^h1' "$tmp/gpus" >"$tmp/want.h1"
[ -s "$tmp/want.h1" ] || echo "not ok - no GPU id starts with h1"
expect "GPU ids after --gpu" "gpusel fit --gpu h1" "$tmp/want.h1"
expect "every GPU id after --gpu, nothing else" "gpusel fit --gpu " "$tmp/gpus"
expect "GPU ids after --gpu=" "gpusel perf --model 8B --gpu=h1" "$tmp/want.h1"
expect "GPU ids as compare's arguments" "gpusel compare a100 h1" "$tmp/want.h1"

# model ids after --model (and file names, none matching here)
"$bin" completion --list models | grep '^llama-3\.1-' >"$tmp/want.llama"
[ -s "$tmp/want.llama" ] || echo "not ok - no model id starts with llama-3.1-"
expect "model ids after --model" "gpusel fit --model llama-3.1-" "$tmp/want.llama"

# --format: the writers' names; sweep's own
printf '%s\n' table csv json markdown >"$tmp/want.fmt"
expect "--format values" "gpusel fit --format " "$tmp/want.fmt"
expect "--format values before the command" "gpusel --format " "$tmp/want.fmt"
printf '%s\n' csv jsonl table >"$tmp/want.sfmt"
expect "sweep's own --format values" "gpusel sweep --format " "$tmp/want.sfmt"

# files after options that take one
printf '%s\n' workload-a.yaml workload-b.yaml >"$tmp/want.files"
expect "files after --workload" "gpusel rank --workload work" "$tmp/want.files"

# positional words from the table
printf '%s\n' gpus models prices api-prices >"$tmp/want.list"
expect "list's words" "gpusel list " "$tmp/want.list"
printf '%s\n' bash >"$tmp/want.ba"
expect "completion's shells" "gpusel completion ba" "$tmp/want.ba"
printf '%s\n' workload >"$tmp/want.topic"
expect "help's topics" "gpusel help work" "$tmp/want.topic"

# a choice option's values after a value-taking global option
printf '%s\n' on-demand >"$tmp/want.pricing"
expect "--pricing values after a global option" "gpusel --catalog x.yaml cost --pricing on-" "$tmp/want.pricing"

# fish, where installed: its own completer on the generated script.
if command -v fish >/dev/null 2>&1; then
    "$bin" completion fish >"$tmp/gpusel.fish"
    fish_expect() { # NAME LINE WANT-FILE
        fish -c "source $tmp/gpusel.fish; complete -C '$2'" 2>&1 |
            cut -f1 | sort -u >"$tmp/got"
        sort -u "$3" >"$tmp/want"
        if cmp -s "$tmp/got" "$tmp/want"; then
            pass=$((pass + 1))
            echo "ok - fish: $1: '$2'"
        else
            fail=$((fail + 1))
            echo "not ok - fish: $1: '$2'"
            diff "$tmp/want" "$tmp/got" | head -20 | sed 's/^/    /'
        fi
    }
    fish_expect "GPU ids after --gpu" "gpusel fit --gpu h1" "$tmp/want.h1"
    fish_expect "commands by prefix" "gpusel co" "$tmp/want.co"
    fish_expect "sweep's own --format values" "gpusel sweep --format " "$tmp/want.sfmt"
    fish_expect "list's words" "gpusel list " "$tmp/want.list"
else
    echo "ok - fish completion # SKIP fish not installed"
fi

# zsh, where installed: its completion system in a pseudo-terminal
# (tests/zsh/capture.zsh) on the generated _gpusel.
if command -v zsh >/dev/null 2>&1 && zsh -c 'zmodload zsh/zpty' 2>/dev/null; then
    mkdir -p "$tmp/zsh"
    "$bin" completion zsh >"$tmp/zsh/_gpusel"
    zsh_expect() { # NAME LINE WANT-FILE
        timeout 30 zsh "$here/zsh/capture.zsh" "$tmp/zsh" "$2" 2>&1 |
            tr -d '\r' | sed '/^$/d' | sort -u >"$tmp/got"
        sort -u "$3" >"$tmp/want"
        if cmp -s "$tmp/got" "$tmp/want"; then
            pass=$((pass + 1))
            echo "ok - zsh: $1: '$2'"
        else
            fail=$((fail + 1))
            echo "not ok - zsh: $1: '$2'"
            diff "$tmp/want" "$tmp/got" | head -20 | sed 's/^/    /'
        fi
    }
    zsh_expect "GPU ids after --gpu" "gpusel fit --gpu h1" "$tmp/want.h1"
    zsh_expect "commands by prefix" "gpusel co" "$tmp/want.co"
    zsh_expect "fit's options by prefix" "gpusel fit --gp" "$tmp/want.gp"
    zsh_expect "model ids after --model" "gpusel fit --model llama-3.1-" "$tmp/want.llama"
    zsh_expect "sweep's own --format values" "gpusel sweep --format " "$tmp/want.sfmt"
    zsh_expect "list's words" "gpusel list " "$tmp/want.list"
    zsh_expect "files after --workload" "gpusel rank --workload work" "$tmp/want.files"
else
    echo "ok - zsh completion # SKIP zsh (with zsh/zpty) not installed"
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
