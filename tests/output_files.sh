#!/usr/bin/env bash
# Output files that cannot be turned against the user (docs/output.md,
# "Writing to a file"; issue 20): symbolic links and other users' files in
# sticky folders, signals during a run, every output of a run landing
# together, long names, hard links.  Each case runs the real binary.
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
# ignored (bash ignores it in background jobs of a script).
set -m
for sig in INT TERM HUP; do
    d=$tmp/sig-$sig
    mkdir "$d"
    "$bin" sweep --model 8B --gpu h100 --gpus 1..2048+1 \
        --concurrency 1..512+1 --pricing none \
        --output "$d/grid.csv" >/dev/null 2>"$d.err" &
    pid=$!
    # wait until it writes (its temporary file exists), at most 10 s
    for _ in $(seq 100); do
        ls -A "$d" | grep -q . && break
        sleep 0.1
    done
    started=$(ls -A "$d")
    kill -"$sig" "$pid"
    wait "$pid" 2>/dev/null
    rc=$?
    left=$(ls -A "$d")
    check "SIG$sig during a sweep: it had a temporary file ($started), ends by the signal ($rc), leaves nothing ($left)" \
        test -n "$started" -a "$rc" = $((128 + $(kill -l "$sig"))) -a -z "$left"
done
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

# --- hard links: the atomic replace breaks them (documented) ---------------
echo old >"$tmp/a.txt"
ln "$tmp/a.txt" "$tmp/b.txt"
"$bin" list gpus --output "$tmp/a.txt" >/dev/null 2>&1
check "a hard link keeps the old bytes (a new inode replaces the name)" \
    test "$(cat "$tmp/b.txt")" = old -a "$(inode "$tmp/a.txt")" != "$(inode "$tmp/b.txt")"

echo "output_files: $pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
