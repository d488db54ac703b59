#!/usr/bin/env bash
# Purity of the pure layers, read from the build (STYLE.md, section 1):
# every object in each archive or object file named on the command line
# must hold no writable global (.data, .bss, .tdata, .tbss or common
# symbols; .data.rel.ro is read-only after relocation and allowed) and
# call no allocation, stdio output, file, environment, clock or exit
# function (nm -u).  The list of objects comes from the build, so a new
# engine or plan file is covered without editing anything here.  The plan
# layer may allocate, but only from an arena its caller passes: the
# gs_arena_* functions are not in the list, malloc and friends are.
#
#   tests/purity.sh LIB.a|OBJ.o ...   exit 0 if all are pure, 1 if not
set -uo pipefail
[ $# -ge 1 ] || { echo "usage: purity.sh LIB.a|OBJ.o ..." >&2; exit 2; }

banned='malloc|calloc|realloc|free|aligned_alloc|posix_memalign|valloc|strdup|strndup|asprintf|vasprintf'
banned+='|printf|fprintf|vprintf|vfprintf|dprintf|puts|fputs|fputc|putc|putchar|fwrite|fflush|perror|__printf_chk|__fprintf_chk|__vfprintf_chk|_IO_putc|fwrite_unlocked|fputs_unlocked'
banned+='|fopen|fopen64|fdopen|freopen|fclose|fread|fgets|fgetc|getc|scanf|fscanf|open|open64|openat|creat|read|write|close|unlink|rename|remove|mkstemp|tmpfile'
banned+='|exit|_exit|_Exit|abort|atexit|quick_exit|system|popen|getenv|setlocale|time|clock|clock_gettime|gettimeofday|rand|srand'
banned+='|stdout|stderr|stdin'

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bad=0
n_objs=0

check_object() {         # $1: object path, $2: name to report
    local obj=$1 name=$2 sym sec
    n_objs=$((n_objs + 1))
    while read -r sym; do
        echo "purity: $name: calls '$sym'"
        bad=1
    done < <(nm -u "$obj" | awk '{print $NF}' | sed 's/@.*//' |
             grep -xE "$banned")
    while read -r sec; do
        echo "purity: $name: writable global data in section $sec"
        bad=1
    done < <(size -A -d "$obj" |
             awk '$1 ~ /^\.(data|bss|tdata|tbss)($|\.)/ && $1 !~ /^\.data\.rel\.ro/ && $2 + 0 > 0 {print $1}')
    while read -r sym; do
        echo "purity: $name: common (writable) symbol '$sym'"
        bad=1
    done < <(nm "$obj" | awk '$2 == "C" {print $3}')
}

for f in "$@"; do
    case "$f" in
    *.a)
        d="$tmp/$(basename "$f" .a)"
        mkdir -p "$d"
        abs=$(realpath "$f") && (cd "$d" && ar x "$abs") || { echo "purity: cannot unpack $f"; exit 2; }
        for o in "$d"/*.o; do
            [ -e "$o" ] && check_object "$o" "$(basename "$f")($(basename "$o"))"
        done ;;
    *) check_object "$f" "$f" ;;
    esac
done
if [ "$n_objs" -eq 0 ]; then
    echo "purity: no objects found in $*"
    exit 2
fi
if [ "$bad" -ne 0 ]; then
    exit 1
fi
echo "purity: $n_objs objects: no writable globals, no I/O, allocation or exit"
