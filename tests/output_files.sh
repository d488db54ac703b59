#!/usr/bin/env bash
# Output files that cannot be turned against the user (docs/output.md,
# "Writing to a file"; issue 20): symbolic links and other users' files in
# sticky folders, signals during a run (SIGKILL included: O_TMPFILE), every
# output of a run landing together, long names, hard links.  Each case
# runs the real binary.
# The symlink cases need root to create files owned by other users
# (chown) and setpriv to run gpusel as one: without them they are skipped
# with the reason; the rest always run.
#
# usage: output_files.sh <gpusel-binary> <source-dir>
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$2" || exit 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export GPUSEL_CATALOG= LC_ALL=C
pass=0 fail=0 skip=0
ok() { echo "ok - $1"; pass=$((pass + 1)); }
not_ok() { echo "not ok - $1"; fail=$((fail + 1)); }
skipped() { echo "ok - $1 # SKIP $2"; skip=$((skip + 1)); }
check() { # description, then a command whose status 0 means it holds
    local what=$1
    shift
    if "$@"; then ok "$what"; else not_ok "$what"; fi
}
inode() { stat -c %i "$1"; }

# --- symbolic links and other users' files in a sticky folder ----------
# Two users besides the runner: `nobody` and `daemon` (Debian's base
# passwd).  fs.protected_symlinks: a link in a sticky world-writable
# folder is followed only when its owner is the follower or the folder's
# owner; fs.protected_regular: open(O_CREAT) of another user's file there
# is refused, even to root.
if [ "$(id -u)" != 0 ]; then
    skipped "symbolic links in a sticky folder" "not root: cannot create files owned by other users (chown)"
elif ! id nobody >/dev/null 2>&1 || ! id daemon >/dev/null 2>&1 ||
     ! command -v setpriv >/dev/null; then
    skipped "symbolic links in a sticky folder" "no users nobody and daemon, or no setpriv"
else
    sticky=$tmp/sticky
    mkdir -m 1777 "$sticky"
    chmod 755 "$tmp"
    # root runs gpusel; nobody planted a link to root's 0600 file
    mkdir -m 700 "$tmp/rootonly"
    echo secret >"$tmp/rootonly/victim"
    chmod 600 "$tmp/rootonly/victim"
    before=$(inode "$tmp/rootonly/victim")
    ln -s "$tmp/rootonly/victim" "$sticky/report.txt"
    chown -h nobody "$sticky/report.txt"
    "$bin" list gpus --output "$sticky/report.txt" >"$tmp/out" 2>&1
    rc=$?
    check "root refuses another user's link in a sticky folder (exit 4)" \
        test "$rc" = 4
    check "... with a message naming fs.protected_symlinks" \
        grep -q "refusing to follow the symbolic link.*fs.protected_symlinks" "$tmp/out"
    check "... and the target is untouched (same inode, same bytes)" \
        test "$(inode "$tmp/rootonly/victim")" = "$before" -a \
             "$(cat "$tmp/rootonly/victim")" = secret
    rm -f "$sticky/report.txt"

    # a non-root user (nobody) runs gpusel; daemon planted a link to
    # nobody's own file: the kernel would refuse to follow it
    mkdir -m 755 "$tmp/home"
    chown nobody "$tmp/home"
    setpriv --reuid=nobody --regid=nogroup --clear-groups \
        sh -c "echo mine >'$tmp/home/notes'"
    ln -s "$tmp/home/notes" "$sticky/plot.svg"
    chown -h daemon "$sticky/plot.svg"
    setpriv --reuid=nobody --regid=nogroup --clear-groups \
        "$bin" list gpus --output "$sticky/plot.svg" >"$tmp/out" 2>&1
    rc=$?
    check "a non-root user refuses another user's link in a sticky folder" \
        test "$rc" = 4 -a "$(cat "$tmp/home/notes")" = mine
    rm -f "$sticky/plot.svg"

    # the user's own link there is followed: the target replaced, the
    # link kept
    setpriv --reuid=nobody --regid=nogroup --clear-groups \
        ln -s "$tmp/home/notes" "$sticky/own"
    setpriv --reuid=nobody --regid=nogroup --clear-groups \
        "$bin" list gpus --output "$sticky/own" >"$tmp/out" 2>&1
    rc=$?
    check "the user's own link in a sticky folder is followed" \
        test "$rc" = 0 -a -L "$sticky/own" -a \
             "$(head -c 3 "$tmp/home/notes")" = GPU
    rm -f "$sticky/own"

    # root replacing nobody's file in the sticky folder: the shell's '>'
    # would be refused (fs.protected_regular), so is the rename
    setpriv --reuid=nobody --regid=nogroup --clear-groups \
        sh -c "echo theirs >'$sticky/theirs.csv'"
    before=$(inode "$sticky/theirs.csv")
    "$bin" list gpus --output "$sticky/theirs.csv" >"$tmp/out" 2>&1
    rc=$?
    check "root refuses to replace another user's file in a sticky folder" \
        test "$rc" = 4 -a "$(inode "$sticky/theirs.csv")" = "$before"
    check "... naming fs.protected_regular" \
        grep -q "fs.protected_regular" "$tmp/out"
    rm -f "$sticky/theirs.csv"
fi

# --- signals: a killed run leaves no temporary file ---------------------
# Job control on, so the background run does not start with SIGINT
# ignored (bash ignores it in background jobs of a script).  Where the
# system has O_TMPFILE the report has no name while it is written (an
# open descriptor into the folder, nothing in it), so even SIGKILL leaves
# nothing; the fallback, a hidden .<name>.XXXXXX, is forced below by
# failing the O_TMPFILE open under strace.
set -m
# Whether process $1 holds a descriptor of a file in folder $2.
writing_into() {
    local f
    for f in /proc/"$1"/fd/*; do
        case $(readlink "$f" 2>/dev/null) in "$2"/*) return 0 ;; esac
    done
    return 1
}
# A sweep long enough to kill mid-write (about a million rows); exec, so
# that $! of `long_sweep ... &` is the process itself.
long_sweep() {
    exec "$@" sweep --model 8B --gpu h100 --gpus 1..2048+1 \
        --concurrency 1..512+1 --pricing none --output "$d/grid.csv"
}
anonymous=no
for sig in INT TERM HUP KILL; do
    d=$tmp/sig-$sig
    mkdir "$d"
    d=$(cd "$d" && pwd -P)
    long_sweep "$bin" >/dev/null 2>"$d.err" &
    pid=$!
    # wait until it writes (a descriptor into the folder), at most 10 s
    for _ in $(seq 100); do
        writing_into "$pid" "$d" && break
        sleep 0.1
    done
    writing_into "$pid" "$d" && started=yes || started=no
    named=$(ls -A "$d")
    [ "$started" = yes ] && [ -z "$named" ] && anonymous=yes
    kill -"$sig" "$pid"
    wait "$pid" 2>/dev/null
    rc=$?
    left=$(ls -A "$d")
    check "SIG$sig during a sweep: it was writing ($started; named: ${named:-nothing}), ends by the signal ($rc), leaves nothing (${left:-nothing})" \
        test "$started" = yes -a "$rc" = $((128 + $(kill -l "$sig"))) -a -z "$left"
done
if [ "$(uname -s)" = Linux ]; then
    check "on Linux the report is written through O_TMPFILE (no name in the folder while written)" \
        test "$anonymous" = yes
fi
# the fallback: O_TMPFILE refused (as on a file system without it), a
# hidden temporary name, removed by SIGTERM; LeakSanitizer cannot run
# under ptrace
if command -v strace >/dev/null && strace -qq -o /dev/null true 2>/dev/null; then
    d=$tmp/fallback
    mkdir "$d"
    d=$(cd "$d" && pwd -P)
    ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 \
        long_sweep strace -f -qq -o "$tmp/strace.log" -P "$d" \
        -e trace=openat -e inject=openat:error=EOPNOTSUPP "$bin" \
        >/dev/null 2>"$d.err" &
    spid=$!
    named=
    for _ in $(seq 100); do
        named=$(ls -A "$d")
        [ -n "$named" ] && break
        sleep 0.1
    done
    gpid=$(pgrep -P "$spid" | head -1)
    [ -n "$gpid" ] && kill -TERM "$gpid"
    wait "$spid" 2>/dev/null
    left=$(ls -A "$d")
    check "without O_TMPFILE: a hidden temporary name (${named:-none}), removed on SIGTERM (left: ${left:-nothing})" \
        test -n "$named" -a "${named#.grid.csv.}" != "$named" -a -z "$left"
    grep -q "O_TMPFILE.*INJECTED" "$tmp/strace.log" ||
        not_ok "the fallback run did not try O_TMPFILE first"
    ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 \
        strace -f -qq -o /dev/null -P "$d" -e trace=openat \
        -e inject=openat:error=EOPNOTSUPP "$bin" list gpus \
        --output "$d/gpus.csv" >/dev/null 2>&1
    rc=$?
    check "without O_TMPFILE the report is still written (exit $rc), nothing else left" \
        test "$rc" = 0 -a -s "$d/gpus.csv" -a "$(ls -A "$d")" = gpus.csv
else
    skipped "the fallback without O_TMPFILE" "no strace (or ptrace not allowed) to refuse O_TMPFILE"
fi
set +m

# --- every output of a run, or none ---------------------------------------
echo old >"$tmp/report.txt"
"$bin" rank --workload examples/workload-chat.yaml --output "$tmp/report.txt" \
    --plot "$tmp/nodir/p.svg" >"$tmp/out" 2>&1
rc=$?
check "rank --output then a failing --plot: exit 4, the report not replaced" \
    test "$rc" = 4 -a "$(cat "$tmp/report.txt")" = old
"$bin" perf --model 8B --gpu h100 --plot "$tmp/roof.svg" \
    --output "$tmp/nodir/perf.txt" >"$tmp/out" 2>&1
rc=$?
check "perf --plot then a failing --output: exit 4, no plot written" \
    test "$rc" = 4 -a ! -e "$tmp/roof.svg"
"$bin" perf --model 8B --gpu h100 --plot "$tmp/roof.svg" \
    --output "$tmp/perf.txt" >"$tmp/out" 2>&1
rc=$?
check "perf --plot and --output both land when both succeed" \
    test "$rc" = 0 -a -s "$tmp/roof.svg" -a -s "$tmp/perf.txt"
check "no temporary file is left in the folder" \
    test -z "$(ls -A "$tmp" | grep '^\.')"

# --- a 250-character name (the shell can write it) -----------------------
long=$(printf 'a%.0s' $(seq 250))
"$bin" list gpus --output "$tmp/$long" >"$tmp/out" 2>&1
rc=$?
check "a 250-character file name is written (temporary name within NAME_MAX)" \
    test "$rc" = 0 -a -s "$tmp/$long"
"$bin" list gpus --format csv --output "$tmp/$long" >"$tmp/out" 2>&1
rc=$?
check "... and replaced (the link made beside it within NAME_MAX too)" \
    test "$rc" = 0 -a "$(head -c 3 "$tmp/$long")" = id, -a \
         -z "$(ls -A "$tmp" | grep '^\.')"

# --- hard links: the atomic replace breaks them (documented) ---------------
echo old >"$tmp/a.txt"
ln "$tmp/a.txt" "$tmp/b.txt"
"$bin" list gpus --output "$tmp/a.txt" >/dev/null 2>&1
check "a hard link keeps the old bytes (a new inode replaces the name)" \
    test "$(cat "$tmp/b.txt")" = old -a "$(inode "$tmp/a.txt")" != "$(inode "$tmp/b.txt")"

echo "output_files: $pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
