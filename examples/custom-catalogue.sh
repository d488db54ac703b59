#!/usr/bin/env bash
# Your own catalogue: overlay a GPU that is not in the built-in list (here
# an invented 96 GB card) and ask the usual questions about it.  Overlay
# files use the schema of data/gpus.yaml (docs/catalogue.md); an entry with
# a built-in id replaces it, a new id is added.
#
#   GPUSEL=./build/gpusel examples/custom-catalogue.sh
set -eu
gpusel=${GPUSEL:-gpusel}
overlay=$(mktemp --suffix=.yaml)
trap 'rm -f "$overlay"' EXIT

cat >"$overlay" <<'YAML'
schema_version: 1
gpus:
  - id: acme-96g
    name: Acme Example 96GB (invented)
    vendor: Acme
    architecture: Example
    year: 2026
    form_factor: PCIe dual-slot
    memory_gb: 96
    memory_type: GDDR7
    mem_bw_gb_per_s: 1800
    fp32_dense_tflops: 100
    fp16_dense_tflops: 400
    bf16_dense_tflops: 400
    fp8_dense_tflops: 800
    sparsity_2_4: true
    tdp_w: 450
    scale_up_kind: pcie
    scale_up_gen: 5
    scale_up_bw_gb_per_s: 128
    scale_up_domain_gpus: 8
    pcie_gen: 5
    ecc: true
    mig_max_instances: 0
    launch_price_usd: 9000
    as_of: "2026-01-01"
    sources: ["examples/custom-catalogue.sh (invented for the example)"]
YAML

# 1. It is listed and shown like a built-in GPU; 'defined_in' names the file.
"$gpusel" --catalog "$overlay" list gpus --min-memory 90GB --by memory
"$gpusel" --catalog "$overlay" show acme-96g

# 2. How many of them serve a 70B model at 32k, against an RTX PRO 6000.
"$gpusel" --catalog "$overlay" fit --model 70B --ctx 32k \
    --gpu acme-96g --gpu rtx-pro-6000

# 3. The same overlay through the environment (a colon-separated list).
GPUSEL_CATALOG=$overlay "$gpusel" compare rtx-pro-6000 acme-96g
