# Start-up of the interactive zsh that tests/zsh/capture.zsh drives: the
# completion system with $ZC_DIR (holding _gpusel) first on fpath, no
# prompt, TAB bound to complete-word, a NUL line before and after the
# matches, and compadd wrapped to print each match on a line.  The
# technique follows Valodim's zsh-capture-completion (MIT).
PROMPT=
fpath=($ZC_DIR $fpath)
autoload -Uz compinit
compinit -u -D
bindkey '^M' undefined
bindkey '^J' undefined
bindkey '^I' complete-word
__zc_null() { print -rn -- $'\0\n' }
compprefuncs=( __zc_null )
comppostfuncs=( __zc_null exit )
zstyle ':completion:*' list-grouped false
zstyle ':completion:*' insert-tab false
zstyle ':completion:*' list-separator ''
compadd () {
    # calls that only ask (-O, -A, -D) pass through
    if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then
        builtin compadd "$@"
        return $?
    fi
    typeset -a __hits
    builtin compadd -A __hits "$@"
    local h
    for h in $__hits; do print -r -- "$h"; done
    builtin compadd "$@"
}
