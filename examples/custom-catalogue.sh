#!/usr/bin/env bash
# Your own catalogue: overlay a GPU that is not in the built-in list (here
# an invented 96 GB card, examples/acme-96g.yaml) and ask the usual
# questions about it.  Overlay files use the schema of data/gpus.yaml
# (docs/catalogue.md); an entry with a built-in id replaces it, a new id
# is added.
#
#   GPUSEL=./build/gpusel examples/custom-catalogue.sh
set -eu
gpusel=${GPUSEL:-gpusel}
overlay=$(dirname "$0")/acme-96g.yaml     # shipped next to this script

# 1. It is listed and shown like a built-in GPU; 'defined_in' names the file.
"$gpusel" --catalog "$overlay" list gpus --min-memory 90GB --by memory
"$gpusel" --catalog "$overlay" show acme-96g

# 2. How many of them serve a 70B model at 32k, against an RTX PRO 6000.
"$gpusel" --catalog "$overlay" fit --model 70B --ctx 32k \
    --gpu acme-96g --gpu rtx-pro-6000

# 3. The same overlay through the environment (a colon-separated list).
GPUSEL_CATALOG=$overlay "$gpusel" compare rtx-pro-6000 acme-96g
