#!/usr/bin/env bash
# Exporting to a spreadsheet: CSV with the column keys as the header, one
# unit per column (named in the key), full precision, RFC 4180 line ends.
# --output writes the file atomically: it appears complete or not at all.
#
#   GPUSEL=./build/gpusel examples/spreadsheet-export.sh [<dir>]
set -eu
gpusel=${GPUSEL:-gpusel}
dir=${1:-$(mktemp -d)}
if [ $# -eq 0 ]; then
    trap 'rm -rf "$dir"' EXIT     # a scratch directory unless you name one
fi

# 1. The GPU catalogue: memory_gb, usable_memory_gib, mem_bw_tb_per_s, ...
"$gpusel" list gpus --format csv --output "$dir/gpus.csv"

# 2. The model catalogue: params, n_layers, kv_cache_bytes_per_token_bf16, ...
"$gpusel" list models --format csv --output "$dir/models.csv"

# 3. The fit of a 405B model on every GPU, all byte columns per GPU.
"$gpusel" fit --model llama-3.1-405b --ctx 8k --format csv --output "$dir/fit-405b.csv"

# 4. A comparison, ratios to the first GPU.
"$gpusel" compare a100 h100 h200 b200 --format csv --output "$dir/compare.csv"

# Text cells that start with = + - @ get a leading ' so a spreadsheet does
# not run them as formulas; --csv-raw turns that off for data pipelines.
"$gpusel" list models --format csv --csv-raw > "$dir/models-raw.csv"

for f in "$dir"/*.csv; do
    printf '%s: %s rows, header: ' "$(basename "$f")" "$(($(wc -l <"$f") - 1))"
    head -n 1 "$f" | cut -c1-60
done
