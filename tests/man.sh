#!/usr/bin/env bash
# The generated manual pages ('gpusel help --man', installed as gpusel.1;
# 'gpusel help --man workload', installed as gpusel-workload.5): every
# command of 'gpusel help' has its section, and both pages render.  The
# roff is checked by a small reader here (known man(7) requests only,
# balanced .nf/.fi and .EX/.EE, only \fB \fI \fR \fP font escapes, no
# line that would start with a stray '.' or '\''); where groff or man is
# installed, the pages are also rendered with warnings as errors.
#
# usage: man.sh <gpusel-binary>
# Prints "ok - ..." or "not ok - ..." per check and "N passed, M failed".
set -u
if [ $# -ne 1 ]; then
    echo "usage: $0 <gpusel-binary>" >&2
    exit 2
fi
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export GPUSEL_CATALOG= LC_ALL=C MANWIDTH=80
pass=0 fail=0
check() { # description, then problems on stdin (none: pass)
    if [ -s "$tmp/problems" ]; then
        fail=$((fail + 1))
        echo "not ok - $1"
        sed 's/^/    /' "$tmp/problems" | head -20
    else
        pass=$((pass + 1))
        echo "ok - $1"
    fi
    : >"$tmp/problems"
}
: >"$tmp/problems"

"$bin" help --man >"$tmp/gpusel.1" 2>>"$tmp/problems" || echo "exit $?" >>"$tmp/problems"
"$bin" help --man workload >"$tmp/gpusel-workload.5" 2>>"$tmp/problems" || echo "exit $?" >>"$tmp/problems"
check "'gpusel help --man' and 'gpusel help --man workload' exit 0"

"$bin" help | awk '/^commands:/ { f = 1; next } f && /^$/ { exit } f { print $1 }' >"$tmp/commands"
[ -s "$tmp/commands" ] || echo "no commands in 'gpusel help'" >>"$tmp/problems"
while read -r c; do
    grep -qxF ".SS $c" "$tmp/gpusel.1" || echo "no '.SS $c'" >>"$tmp/problems"
    awk -v c="$c" '$0 == ".SS " c { f = 1; next } /^\.S[SH]/ { f = 0 } f && /^\.EX/ { n++ } END { exit !n }' "$tmp/gpusel.1" ||
        grep -qE "^gpusel.* $c( |\$)" <(awk '/^\.SH EXAMPLES/ { f = 1; next } /^\.SH/ { f = 0 } f' "$tmp/gpusel.1" | sed 's/\\-/-/g') ||
        echo "no example of '$c' under EXAMPLES" >>"$tmp/problems"
done <"$tmp/commands"
check "gpusel(1) has a section and an example for every command ($(tr '\n' ' ' <"$tmp/commands"))"

# roff_check PAGE: the subset of man(7) the generator writes.
roff_check() {
    awk '
    BEGIN {
        split("TH SH SS PP TP IP B I BR IR nf fi EX EE br PD RS RE", r, " ")
        for (i in r) known[r[i]] = 1
    }
    /^\.\\"/ { next }
    /^\./ {
        req = substr($1, 2)
        if (!(req in known)) print FILENAME ":" NR ": unknown request ." req
        if (req == "nf") nf++; if (req == "fi") nf--
        if (req == "EX") ex++; if (req == "EE") ex--
        if (nf < 0 || nf > 1 || ex < 0 || ex > 1) print FILENAME ":" NR ": unbalanced ." req
    }
    /^'\''/ { print FILENAME ":" NR ": line starts with a quote" }
    {
        line = $0
        while ((i = index(line, "\\f")) > 0) {
            f = substr(line, i + 2, 1)
            if (f !~ /[BIRP]/) print FILENAME ":" NR ": font escape \\f" f
            line = substr(line, i + 3)
        }
    }
    END { if (nf || ex) print FILENAME ": .nf/.fi or .EX/.EE left open" }
    ' "$1"
}
for page in gpusel.1 gpusel-workload.5; do
    (cd "$tmp" && roff_check "$page") >>"$tmp/problems"
    grep -q '^\.TH ' "$tmp/$page" || echo "$page: no .TH" >>"$tmp/problems"
    for s in NAME SYNOPSIS DESCRIPTION "SEE ALSO"; do
        grep -qE "^\.SH \"?$s\"?\$" "$tmp/$page" || echo "$page: no .SH $s" >>"$tmp/problems"
    done
    check "$page: well-formed roff (requests, fonts, blocks, sections)"
    if command -v groff >/dev/null 2>&1; then
        groff -man -ww -z -Tutf8 "$tmp/$page" >>"$tmp/problems" 2>&1
        groff -man -Tutf8 "$tmp/$page" 2>/dev/null | sed 's/.\x08//g' | grep -q 'NAME' ||
            echo "$page: groff renders no NAME" >>"$tmp/problems"
        check "$page renders with groff, without warnings"
    elif command -v man >/dev/null 2>&1; then
        man -l "$tmp/$page" >"$tmp/rendered" 2>>"$tmp/problems"
        grep -q 'NAME' "$tmp/rendered" || echo "$page: man -l renders no NAME" >>"$tmp/problems"
        check "$page renders with man -l"
    else
        echo "ok - $page renders # SKIP neither groff nor man installed"
    fi
done

# The rendered text fits a terminal: no line past 80 columns but
# the examples (.EX lines render verbatim).
if command -v groff >/dev/null 2>&1; then
    groff -man -Tascii -rLL=78n "$tmp/gpusel-workload.5" 2>/dev/null |
        sed 's/.\x08//g' | awk 'length > 80 { print "line " NR " is " length " columns: " $0 }' >>"$tmp/problems"
    check "gpusel-workload(5) renders within 80 columns"
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
