#!/usr/bin/env bash
# The layering, checked by the compiler (docs/CONTRIBUTING.md, "Layers"):
# a file of a layer sees only the include directories of its layer and of
# the layers below it, so including a header of a layer above does not
# compile.  For one layer, given its include flags from the build:
#
#   tests/layers.sh CC OWN_HEADER UPWARD_HEADER... -- -Idir...
#
# OWN_HEADER (of the layer itself) must compile, the control that the
# flags are right; each UPWARD_HEADER must fail as not found.  Exit 0
# when both hold, 1 otherwise.
set -uo pipefail
[ $# -ge 4 ] || { echo "usage: layers.sh CC OWN UPWARD... -- -Idir..." >&2
                  exit 2; }
cc=$1 own=$2
shift 2
up=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do up+=("$1"); shift; done
[ $# -gt 0 ] && shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bad=0

probe() {                # $1: header, then the flags; the compiler's
    printf '#include "%s"\nint gs_layer_probe;\n' "$1" > "$tmp/probe.c"
    shift                # words go to $tmp/out
    "$cc" -std=c11 -fsyntax-only "$@" "$tmp/probe.c" > "$tmp/out" 2>&1
}

if ! probe "$own" "${@}"; then
    echo "layers: $own does not compile with its own layer's flags:"
    cat "$tmp/out"
    bad=1
fi
for h in "${up[@]}"; do
    if probe "$h" "${@}"; then
        echo "layers: $h (a layer above) compiles: an upward include"
        bad=1
    elif ! grep -qE "$h'?: No such file|'$h' file not found" "$tmp/out"; then
        echo "layers: $h fails, but not as not found:"
        cat "$tmp/out"
        bad=1
    else
        echo "layers: $h not found, as it must be"
    fi
done
exit $bad
