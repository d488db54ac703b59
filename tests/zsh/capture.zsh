# usage: zsh capture.zsh DIR LINE
# The words zsh's completion system offers when TAB is pressed after
# LINE, one a line, with DIR/_gpusel loaded (tests/completion.sh).  An
# interactive zsh runs in a pseudo-terminal (zsh/zpty) with rc.zsh.
zmodload zsh/zpty || exit 2
export ZC_DIR=$1
zpty z zsh -f -i
local line
zpty -w z "source ${0:A:h}/rc.zsh; echo ok"
repeat 10; do
    zpty -r z line
    [[ $line == ok* ]] && break
done
zpty -w z "$2"$'\t'
integer tog=0
while zpty -r z line; do
    if [[ $line == *$'\0'* ]]; then
        (( tog++ )) && break || continue
    fi
    (( tog )) && print -r -- "${line%$'\r'}"
done
zpty -d z
