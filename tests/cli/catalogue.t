# Browsing the catalogues, each output format, overlays and bad data.
# A partial overlay of a shipped GPU is told that overlays replace whole
# entries (issue 19), and 'show ID --format yaml' prints the whole entry
# to start one from: changed in one key, it loads as an overlay.
$ gpusel --catalog tests/fixtures/cli/toy.yaml list gpus --vendor toycorp
GPU      vendor   memory (GB)  usable (GiB)  mem BW (TB/s)  BF16 (TFLOP/s)  FP8 (TFLOP/s)  FP4 (TFLOP/s)  TDP (W)
toy-24g  Toycorp           24          22.0           1.00             100            200              -      300

note: throughput is dense (no 2:4 sparsity); GB = 10^9 bytes, GiB = 2^30 bytes; '-' = not supported or unknown
note: hidden to fit 120 columns: scale_up_bw_gb_per_s; 43 more columns in csv and json (--wide shows every column, --columns KEY,... picks)
$ gpusel --catalog tests/fixtures/cli/toy.yaml list gpus --vendor toycorp --format csv
id,name,aliases,vendor,architecture,year,form_factor,memory_gb,memory_gib,usable_memory_gib,memory_type,mem_bw_tb_per_s,mem_bw_gib_per_s,fp64_dense_tflops,fp64_tensor_dense_tflops,fp32_dense_tflops,tf32_dense_tflops,fp16_dense_tflops,fp16_acc16_dense_tflops,bf16_dense_tflops,fp8_dense_tflops,fp6_dense_tflops,fp4_dense_tflops,int8_dense_tops,int4_dense_tops,sparsity_2_4,bf16_ridge_flop_per_byte,tdp_w,scale_up_kind,scale_up_bw_gb_per_s,scale_up_bw_gib_per_s,scale_up_gen,scale_up_domain_gpus,pcie_gen,ecc,mig_max_instances,launch_price_usd,purchase_usd,purchase_as_of,purchase_source,consumer,matmul_efficiency_frac,matmul_efficiency_source,fp8_matmul_efficiency_frac,fp8_matmul_efficiency_source,fp4_matmul_efficiency_frac,fp4_matmul_efficiency_source,mem_bw_efficiency_frac,mem_bw_efficiency_source,as_of,sources,entry_notes,defined_in
toy-24g,Toy Accelerator 24GB,toy,Toycorp,Toy,2025,PCIe,24,,22,GDDR6,1,,,,25,,100,,100,200,,,,,false,100,300,pcie,64,,4,4,4,true,0,1000,,,,false,,,,,,,,,2026-01-01,tests/fixtures/cli/toy.yaml (invented),,tests/fixtures/cli/toy.yaml
$ gpusel --catalog tests/fixtures/cli/toy.yaml list gpus --vendor toycorp --format json | sed -E 's/("name": "<built-in>[^"]*", "bytes": )[0-9]+, "fnv1a64": "[0-9a-f]+"/\1N, "fnv1a64": "H"/'
{
  "schema_version": 2,
  "gpusel_version": "0.1.0",
  "command": "list gpus",
  "inputs": {
    "catalogue": "gpus",
    "vendor": "toycorp",
    "min_memory_bytes": null,
    "precision": null,
    "by": null,
    "catalog_files": [
      {"name": "<built-in>/gpus.yaml", "bytes": N, "fnv1a64": "H"},
      {"name": "<built-in>/models.yaml", "bytes": N, "fnv1a64": "H"},
      {"name": "tests/fixtures/cli/toy.yaml", "bytes": 1161, "fnv1a64": "905fb34512f5c181"}
    ]
  },
  "columns": {
    "rows": {
      "id": {"label": "GPU", "kind": "key", "unit": null},
      "name": {"label": "name", "kind": "text", "unit": null},
      "aliases": {"label": "aliases", "kind": "list", "unit": null},
      "vendor": {"label": "vendor", "kind": "text", "unit": null},
      "architecture": {"label": "architecture", "kind": "text", "unit": null},
      "year": {"label": "year", "kind": "integer", "unit": null},
      "form_factor": {"label": "form factor", "kind": "text", "unit": null},
      "memory_gb": {"label": "memory (GB)", "kind": "number", "unit": "GB"},
      "memory_gib": {"label": "memory (GiB, as stated)", "kind": "number", "unit": "GiB"},
      "usable_memory_gib": {"label": "usable (GiB)", "kind": "number", "unit": "GiB"},
      "memory_type": {"label": "memory type", "kind": "text", "unit": null},
      "mem_bw_tb_per_s": {"label": "mem BW (TB/s)", "kind": "number", "unit": "TB/s"},
      "mem_bw_gib_per_s": {"label": "bandwidth (GiB/s, as stated)", "kind": "number", "unit": "GiB/s"},
      "fp64_dense_tflops": {"label": "FP64 vector (TFLOP/s)", "kind": "number", "unit": "TFLOP/s"},
      "fp64_tensor_dense_tflops": {"label": "FP64 tensor (TFLOP/s)", "kind": "number", "unit": "TFLOP/s"},
      "fp32_dense_tflops": {"label": "FP32 (TFLOP/s)", "kind": "number", "unit": "TFLOP/s"},
      "tf32_dense_tflops": {"label": "TF32 dense (TFLOP/s)", "kind": "number", "unit": "TFLOP/s"},
      "fp16_dense_tflops": {"label": "FP16 dense (TFLOP/s)", "kind": "number", "unit": "TFLOP/s"},
      "fp16_acc16_dense_tflops": {"label": "FP16 acc16 dense (TFLOP/s)", "kind": "number", "unit": "TFLOP/s"},
      "bf16_dense_tflops": {"label": "BF16 (TFLOP/s)", "kind": "number", "unit": "TFLOP/s"},
      "fp8_dense_tflops": {"label": "FP8 (TFLOP/s)", "kind": "number", "unit": "TFLOP/s"},
      "fp6_dense_tflops": {"label": "FP6 dense (TFLOP/s)", "kind": "number", "unit": "TFLOP/s"},
      "fp4_dense_tflops": {"label": "FP4 (TFLOP/s)", "kind": "number", "unit": "TFLOP/s"},
      "int8_dense_tops": {"label": "INT8 dense (TOP/s)", "kind": "number", "unit": "TOP/s"},
      "int4_dense_tops": {"label": "INT4 dense (TOP/s)", "kind": "number", "unit": "TOP/s"},
      "sparsity_2_4": {"label": "2:4 sparsity", "kind": "bool", "unit": null},
      "bf16_ridge_flop_per_byte": {"label": "BF16 ridge (FLOP/byte)", "kind": "number", "unit": "FLOP/byte"},
      "tdp_w": {"label": "TDP (W)", "kind": "number", "unit": "W"},
      "scale_up_kind": {"label": "scale-up link", "kind": "text", "unit": null},
      "scale_up_bw_gb_per_s": {"label": "scale-up (GB/s)", "kind": "number", "unit": "GB/s"},
      "scale_up_bw_gib_per_s": {"label": "scale-up (GiB/s per GPU, as stated)", "kind": "number", "unit": "GiB/s"},
      "scale_up_gen": {"label": "scale-up generation", "kind": "integer", "unit": null},
      "scale_up_domain_gpus": {"label": "scale-up domain (GPUs)", "kind": "integer", "unit": "GPUs"},
      "pcie_gen": {"label": "PCIe gen", "kind": "integer", "unit": null},
      "ecc": {"label": "ECC", "kind": "bool", "unit": null},
      "mig_max_instances": {"label": "MIG instances (max)", "kind": "integer", "unit": null},
      "launch_price_usd": {"label": "launch price (USD)", "kind": "number", "unit": "USD"},
      "purchase_usd": {"label": "purchase price (USD, estimate)", "kind": "number", "unit": "USD"},
      "purchase_as_of": {"label": "purchase price as of", "kind": "text", "unit": null},
      "purchase_source": {"label": "purchase price source", "kind": "text", "unit": null},
      "consumer": {"label": "consumer card (GeForce)", "kind": "bool", "unit": null},
      "matmul_efficiency_frac": {"label": "bf16 GEMM efficiency (measured)", "kind": "number", "unit": null},
      "matmul_efficiency_source": {"label": "bf16 GEMM efficiency source", "kind": "text", "unit": null},
      "fp8_matmul_efficiency_frac": {"label": "fp8 GEMM efficiency (measured)", "kind": "number", "unit": null},
      "fp8_matmul_efficiency_source": {"label": "fp8 GEMM efficiency source", "kind": "text", "unit": null},
      "fp4_matmul_efficiency_frac": {"label": "fp4 GEMM efficiency (measured)", "kind": "number", "unit": null},
      "fp4_matmul_efficiency_source": {"label": "fp4 GEMM efficiency source", "kind": "text", "unit": null},
      "mem_bw_efficiency_frac": {"label": "HBM bandwidth efficiency (measured)", "kind": "number", "unit": null},
      "mem_bw_efficiency_source": {"label": "HBM bandwidth efficiency source", "kind": "text", "unit": null},
      "as_of": {"label": "as of", "kind": "text", "unit": null},
      "sources": {"label": "sources", "kind": "list", "unit": null},
      "entry_notes": {"label": "notes", "kind": "text", "unit": null},
      "defined_in": {"label": "defined in", "kind": "text", "unit": null}
    }
  },
  "rows": [
    {"id": "toy-24g", "name": "Toy Accelerator 24GB", "aliases": ["toy"], "vendor": "Toycorp", "architecture": "Toy", "year": 2025, "form_factor": "PCIe", "memory_gb": 24, "memory_gib": null, "usable_memory_gib": 22, "memory_type": "GDDR6", "mem_bw_tb_per_s": 1, "mem_bw_gib_per_s": null, "fp64_dense_tflops": null, "fp64_tensor_dense_tflops": null, "fp32_dense_tflops": 25, "tf32_dense_tflops": null, "fp16_dense_tflops": 100, "fp16_acc16_dense_tflops": null, "bf16_dense_tflops": 100, "fp8_dense_tflops": 200, "fp6_dense_tflops": null, "fp4_dense_tflops": null, "int8_dense_tops": null, "int4_dense_tops": null, "sparsity_2_4": false, "bf16_ridge_flop_per_byte": 100, "tdp_w": 300, "scale_up_kind": "pcie", "scale_up_bw_gb_per_s": 64, "scale_up_bw_gib_per_s": null, "scale_up_gen": 4, "scale_up_domain_gpus": 4, "pcie_gen": 4, "ecc": true, "mig_max_instances": 0, "launch_price_usd": 1000, "purchase_usd": null, "purchase_as_of": null, "purchase_source": null, "consumer": false, "matmul_efficiency_frac": null, "matmul_efficiency_source": null, "fp8_matmul_efficiency_frac": null, "fp8_matmul_efficiency_source": null, "fp4_matmul_efficiency_frac": null, "fp4_matmul_efficiency_source": null, "mem_bw_efficiency_frac": null, "mem_bw_efficiency_source": null, "as_of": "2026-01-01", "sources": ["tests/fixtures/cli/toy.yaml (invented)"], "entry_notes": null, "defined_in": "tests/fixtures/cli/toy.yaml"}
  ],
  "notes": [
    "throughput is dense (no 2:4 sparsity); GB = 10^9 bytes, GiB = 2^30 bytes; '-' = not supported or unknown"
  ]
}
$ gpusel --catalog tests/fixtures/cli/toy.yaml list gpus --vendor toycorp --format markdown
| GPU | vendor | memory (GB) | usable (GiB) | mem BW (TB/s) | BF16 (TFLOP/s) | FP8 (TFLOP/s) | FP4 (TFLOP/s) | TDP (W) | scale-up (GB/s) |
|---|---|---:|---:|---:|---:|---:|---:|---:|---:|
| toy-24g | Toycorp | 24 | 22.0 | 1.00 | 100 | 200 | - | 300 | 64 |

> note: throughput is dense (no 2:4 sparsity); GB = 10^9 bytes, GiB = 2^30 bytes; '-' = not supported or unknown
>
> note: 43 more columns in csv and json (--wide shows every column, --columns KEY,... picks)
$ gpusel list gpus --vendor Intel --by bandwidth --format csv --columns id,vendor,year,memory_gb,usable_memory_gib,mem_bw_tb_per_s,bf16_dense_tflops,fp8_dense_tflops
id,vendor,year,memory_gb,usable_memory_gib,mem_bw_tb_per_s,bf16_dense_tflops,fp8_dense_tflops
gaudi3,Intel,2024,128,128,3.7,1677,1677
gaudi2,Intel,2022,96,96,2.46,432,865
$ gpusel list gpus --min-memory 250GB --precision fp4 --by memory --format csv --columns id,vendor,year,memory_gb,usable_memory_gib,mem_bw_tb_per_s,bf16_dense_tflops,fp8_dense_tflops
id,vendor,year,memory_gb,usable_memory_gib,mem_bw_tb_per_s,bf16_dense_tflops,fp8_dense_tflops
mi355x,AMD,2025,309.237645312,,8,2516.6,5033.2
gb300,NVIDIA,2025,288,277.55,8,2500,5000
b300,NVIDIA,2025,288,268.59,7.7,2250,4500
$ gpusel list gpus --precision fp12
gpusel: error: --precision must be one of fp64, fp32, tf32, fp16, bf16, fp8, fp6, fp4, int8, int4, got 'fp12'
[2]
$ gpusel list gpus --min-memory 80G
gpusel: error: --min-memory: unknown size unit in '80G' (use GB = 10^9 bytes or GiB = 2^30 bytes, also MB/MiB, TB/TiB)
[2]
$ gpusel list gpus --min-memory 80
gpusel: error: --min-memory needs a unit: '80' could be GB or GiB (use GB = 10^9 bytes or GiB = 2^30 bytes, also MB/MiB, TB/TiB, or B for bytes)
[2]
$ gpusel list gpus --min-memory 80,96GB
gpusel: error: --min-memory takes one value, got '80,96GB': lists are not accepted here (run once per value)
[2]
$ gpusel list gpus --vendor nvida
gpusel: error: --vendor: no GPU in the catalogue has vendor 'nvida'; did you mean 'NVIDIA'?
[2]
$ gpusel list gpus --vendor nvidia --format csv --columns vendor | sort -u
NVIDIA
vendor
$ gpusel list gpus --vendor Cerebras
gpusel: error: --vendor: no GPU in the catalogue has vendor 'Cerebras' (vendors: NVIDIA, AMD, Google, AWS, Intel)
[2]
$ gpusel list tpus
gpusel: error: cannot list 'tpus'; try 'gpusel list gpus', 'models', 'prices' or 'api-prices'
[2]
$ gpusel list models --vendor NVIDIA
gpusel: error: --vendor, --min-memory, --precision and --by apply to 'list gpus' only
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml show toy
field                                value                                   key
GPU                                  toy-24g                                 id
name                                 Toy Accelerator 24GB                    name
aliases                              toy                                     aliases
vendor                               Toycorp                                 vendor
architecture                         Toy                                     architecture
year                                 2025                                    year
form factor                          PCIe                                    form_factor
memory (GB)                          24.00                                   memory_gb
memory (GiB, as stated)              -                                       memory_gib
usable memory (GiB)                  22.00                                   usable_memory_gib
memory type                          GDDR6                                   memory_type
bandwidth (TB/s)                     1.00                                    mem_bw_tb_per_s
bandwidth (GiB/s, as stated)         -                                       mem_bw_gib_per_s
FP64 vector (TFLOP/s)                -                                       fp64_dense_tflops
FP64 tensor (TFLOP/s)                -                                       fp64_tensor_dense_tflops
FP32 (TFLOP/s)                       25.00                                   fp32_dense_tflops
TF32 dense (TFLOP/s)                 -                                       tf32_dense_tflops
FP16 dense (TFLOP/s)                 100.00                                  fp16_dense_tflops
FP16 acc16 dense (TFLOP/s)           -                                       fp16_acc16_dense_tflops
BF16 dense (TFLOP/s)                 100.00                                  bf16_dense_tflops
FP8 dense (TFLOP/s)                  200.00                                  fp8_dense_tflops
FP6 dense (TFLOP/s)                  -                                       fp6_dense_tflops
FP4 dense (TFLOP/s)                  -                                       fp4_dense_tflops
INT8 dense (TOP/s)                   -                                       int8_dense_tops
INT4 dense (TOP/s)                   -                                       int4_dense_tops
2:4 sparsity                         no                                      sparsity_2_4
BF16 ridge (FLOP/byte)               100.00                                  bf16_ridge_flop_per_byte
TDP (W)                              300.00                                  tdp_w
scale-up link                        pcie                                    scale_up_kind
scale-up (GB/s per GPU)              64.00                                   scale_up_bw_gb_per_s
scale-up (GiB/s per GPU, as stated)  -                                       scale_up_bw_gib_per_s
scale-up generation                  4                                       scale_up_gen
scale-up domain (GPUs)               4                                       scale_up_domain_gpus
PCIe gen                             4                                       pcie_gen
ECC                                  yes                                     ecc
MIG instances (max)                  0                                       mig_max_instances
launch price (USD)                   1000.00                                 launch_price_usd
purchase price (USD, estimate)       -                                       purchase_usd
purchase price as of                 -                                       purchase_as_of
purchase price source                -                                       purchase_source
consumer card (GeForce)              no                                      consumer
bf16 GEMM efficiency (measured)      -                                       matmul_efficiency_frac
bf16 GEMM efficiency source          -                                       matmul_efficiency_source
fp8 GEMM efficiency (measured)       -                                       fp8_matmul_efficiency_frac
fp8 GEMM efficiency source           -                                       fp8_matmul_efficiency_source
fp4 GEMM efficiency (measured)       -                                       fp4_matmul_efficiency_frac
fp4 GEMM efficiency source           -                                       fp4_matmul_efficiency_source
HBM bandwidth efficiency (measured)  -                                       mem_bw_efficiency_frac
HBM bandwidth efficiency source      -                                       mem_bw_efficiency_source
as of                                2026-01-01                              as_of
sources                              tests/fixtures/cli/toy.yaml (invented)  sources
notes                                -                                       entry_notes
defined in                           tests/fixtures/cli/toy.yaml             defined_in
$ gpusel --catalog tests/fixtures/cli/toy.yaml show toy-1b --format csv
id,name,aliases,family,attention,n_layers,hidden_size,intermediate_size,n_heads,n_kv_heads,head_dim,vocab_size,tied_embeddings,max_context_tokens,params,embedding_params,lm_head_params,attention_params,ffn_params,norm_and_bias_params,published_params,params_vs_published_pct,kv_cache_bytes_per_token_bf16,as_of,sources,entry_notes,defined_in
toy-1b,Toy 1B,,toy,GQA,16,2048,8192,16,8,128,32000,false,65536,1137772544,65536000,65536000,201326592,805306368,67584,1140000000,-0.1953908771929802,65536,2026-01-01,tests/fixtures/cli/toy.yaml (invented),,tests/fixtures/cli/toy.yaml
$ gpusel show h10
gpusel: error: unknown GPU 'h10': no such entry; did you mean one of the h family: h20, h100-sxm, h100-pcie, h100-nvl, h200, h200-nvl?
[3]
$ gpusel show h100-sx
gpusel: error: unknown GPU 'h100-sx'; did you mean 'h100-sxm'?
[3]
$ gpusel compare 'H100 80GB' b200
gpusel: error: unknown GPU 'H100 80GB'; did you mean 'h100-sxm'?
[3]
$ gpusel show gaudi4
gpusel: error: unknown GPU 'gaudi4': no such entry; did you mean one of the gaudi family: gaudi3, gaudi2?
[3]
$ gpusel show b100 --format csv --columns memory_gb,memory_gib,scale_up_gen,pcie_gen,ecc,mig_max_instances
memory_gb,memory_gib,scale_up_gen,pcie_gen,ecc,mig_max_instances
206.158430208,192,5,,true,
$ gpusel show tpu-v5p --columns scale_up_domain_gpus,pcie_gen,ecc,mig_max_instances
field                   value  key
scale-up domain (GPUs)  6144   scale_up_domain_gpus
PCIe gen                -      pcie_gen
ECC                     -      ecc
MIG instances (max)     0      mig_max_instances
$ gpusel show trn1 --format csv --columns mem_bw_tb_per_s,mem_bw_gib_per_s,scale_up_bw_gb_per_s,scale_up_bw_gib_per_s
mem_bw_tb_per_s,mem_bw_gib_per_s,scale_up_bw_gb_per_s,scale_up_bw_gib_per_s
0.88046829568,820,412.316860416,384
$ gpusel show gb200 --format json | jq .pcie_gen
0
$ gpusel compare a100 h100 --format csv
metric,unit,value.a100_80gb_sxm,value.h100_sxm,ratio.h100_sxm
memory_gb,GB,80,80,1
usable_memory_gib,GiB,80,79.65,0.9956250000000001
mem_bw_tb_per_s,TB/s,2.039,3.35,1.6429622363903873
fp64_dense_tflops,TFLOP/s,9.7,33.5,3.4536082474226806
fp64_tensor_dense_tflops,TFLOP/s,19.5,66.9,3.430769230769231
fp32_dense_tflops,TFLOP/s,19.5,66.9,3.430769230769231
tf32_dense_tflops,TFLOP/s,156,494.7,3.171153846153846
fp16_dense_tflops,TFLOP/s,312,989.4,3.171153846153846
bf16_dense_tflops,TFLOP/s,312,989.4,3.171153846153846
fp8_dense_tflops,TFLOP/s,,1978.9,
int8_dense_tops,TOP/s,624,1978.9,3.1713141025641027
bf16_ridge_flop_per_byte,FLOP/byte,153.01618440411966,295.34328358208955,1.9301440872560276
tdp_w,W,400,700,1.75
scale_up_bw_gb_per_s,GB/s,600,900,1.5
scale_up_domain_gpus,GPUs,8,8,1
purchase_usd,USD,,30000,
matmul_efficiency_frac,,0.869,0.803,0.9240506329113924
fp8_matmul_efficiency_frac,,,0.709,
mem_bw_efficiency_frac,,0.834,0.887,1.0635491606714629
$ gpusel --catalog tests/fixtures/cli/toy.yaml compare toy h100
spec                                 toy-24g  h100-sxm  h100-sxm / toy-24g
memory (GB)                            24.00     80.00                3.33
usable memory (GiB)                    22.00     79.65                3.62
bandwidth (TB/s)                        1.00      3.35                3.35
FP64 vector (TFLOP/s)                      -     33.50                   -
FP64 tensor (TFLOP/s)                      -     66.90                   -
FP32 (TFLOP/s)                         25.00     66.90                2.68
TF32 dense (TFLOP/s)                       -    494.70                   -
FP16 dense (TFLOP/s)                  100.00    989.40                9.89
BF16 dense (TFLOP/s)                  100.00    989.40                9.89
FP8 dense (TFLOP/s)                   200.00   1978.90                9.89
INT8 dense (TOP/s)                         -   1978.90                   -
BF16 ridge (FLOP/byte)                100.00    295.34                2.95
TDP (W)                               300.00    700.00                2.33
scale-up (GB/s per GPU)                64.00    900.00               14.06
scale-up domain (GPUs)                  4.00      8.00                2.00
launch price (USD)                   1000.00         -                   -
purchase price (USD, estimate)             -  30000.00                   -
bf16 GEMM efficiency (measured)            -      0.80                   -
fp8 GEMM efficiency (measured)             -      0.71                   -
HBM bandwidth efficiency (measured)        -      0.89                   -

note: ratios are to toy-24g; throughput is dense; '-' = not supported or unknown
$ gpusel compare h100
gpusel: error: compare needs at least two GPUs, e.g. 'gpusel compare a100 h100'
[2]
$ gpusel --catalog tests/fixtures/cli/bad-number.yaml list gpus
gpusel: tests/fixtures/cli/bad-number.yaml:9:16: error: 'memory_gb' must be positive, got -80
[3]
$ GPUSEL_CATALOG=tests/fixtures/cli/bad-number.yaml gpusel list gpus
gpusel: tests/fixtures/cli/bad-number.yaml:9:16: error: 'memory_gb' must be positive, got -80
[3]
$ GPUSEL_CATALOG=tests/fixtures/no-such-file.yaml gpusel list gpus
gpusel: error: cannot read 'tests/fixtures/no-such-file.yaml': No such file or directory (named by the GPUSEL_CATALOG environment variable; fix or unset it, or pass --no-env-catalog)
[4]
$ GPUSEL_CATALOG=tests/fixtures/cli/bad-number.yaml gpusel --no-env-catalog list gpus --vendor Intel --format csv --columns id,vendor,year,memory_gb,usable_memory_gib,mem_bw_tb_per_s,bf16_dense_tflops,fp8_dense_tflops
id,vendor,year,memory_gb,usable_memory_gib,mem_bw_tb_per_s,bf16_dense_tflops,fp8_dense_tflops
gaudi2,Intel,2022,96,96,2.46,432,865
gaudi3,Intel,2024,128,128,3.7,1677,1677
$ gpusel --catalog tests/fixtures/missing.yaml list gpus
gpusel: error: cannot read 'tests/fixtures/missing.yaml': No such file or directory
[4]
$ gpusel list gpus --format xml
gpusel: error: --format must be one of table, csv, json, markdown, got 'xml'
[2]
$ for a in h100-sxm llama-3.1-70b; do gpusel show $a | awk -v a=$a '{ if (length($0) > m) m = length($0) } END { print a, (m <= 120) }'; gpusel show $a --wide | awk '{ if (length($0) > m) m = length($0) } END { print "wide", (m > 120) }'; done
h100-sxm 1
wide 1
llama-3.1-70b 1
wide 1
$ gpusel compare h100-sxm ''
gpusel: error: unknown GPU ''; 'gpusel list gpus' shows the catalogue
[3]
$ gpusel --catalog tests/fixtures/overlay/partial.yaml show rtx-5090
gpusel: tests/fixtures/overlay/partial.yaml:5:5: error: gpu entry is missing required key 'name'; an overlay entry replaces the whole gpu 'rtx-5090', not some keys: start from 'gpusel show rtx-5090 --format yaml'
[3]
$ gpusel show rtx-5090 --format yaml | head -8
# GPU 'rtx-5090' as a catalogue entry (gpusel show --format yaml).  An overlay entry
# replaces the whole entry: edit what differs, keep the rest, load with --catalog.
schema_version: 1
gpus:
  - id: "rtx-5090"
    name: "NVIDIA GeForce RTX 5090"
    aliases:
      - "RTX 5090"
$ d=$(mktemp -d) && gpusel show rtx-5090 --format yaml | sed 's/launch_price_usd: 1999/launch_price_usd: 2999/' > "$d/o.yaml" && gpusel --catalog "$d/o.yaml" show rtx-5090 --format csv --columns id,launch_price_usd,memory_gb,bf16_dense_tflops; rm -r "$d"
id,launch_price_usd,memory_gb,bf16_dense_tflops
rtx-5090,2999,32,209.5
$ gpusel show llama-3.1-8b --format=yaml | grep -c -e '^    n_layers: 32$' -e '^    n_kv_heads: 8$'
2
