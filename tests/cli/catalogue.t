# Browsing the catalogues, each output format, overlays and bad data.
$ gpusel --catalog tests/fixtures/cli/toy.yaml list gpus --vendor toycorp
GPU      vendor   year  memory (GB)  usable (GiB)  type   bandwidth (TB/s)  BF16 (TFLOP/s)  FP8 (TFLOP/s)  FP4 (TFLOP/s)  TDP (W)  scale-up  scale-up (GB/s)
toy-24g  Toycorp  2025           24          22.0  GDDR6              1.00             100            200              -      300  pcie                   64

note: throughput is dense (no 2:4 sparsity); GB = 10^9 bytes, GiB = 2^30 bytes; '-' = not supported or unknown
$ gpusel --catalog tests/fixtures/cli/toy.yaml list gpus --vendor toycorp --format csv
id,vendor,year,memory_gb,usable_memory_gib,memory_type,mem_bw_tb_per_s,bf16_dense_tflops,fp8_dense_tflops,fp4_dense_tflops,tdp_w,scale_up_kind,scale_up_bw_gb_per_s
toy-24g,Toycorp,2025,24,22,GDDR6,1,100,200,,300,pcie,64
$ gpusel --catalog tests/fixtures/cli/toy.yaml list gpus --vendor toycorp --format json
{
	"schema_version":	1,
	"command":	"list gpus",
	"rows":	[{
			"id":	"toy-24g",
			"vendor":	"Toycorp",
			"year":	2025,
			"memory_gb":	24,
			"usable_memory_gib":	22,
			"memory_type":	"GDDR6",
			"mem_bw_tb_per_s":	1,
			"bf16_dense_tflops":	100,
			"fp8_dense_tflops":	200,
			"fp4_dense_tflops":	null,
			"tdp_w":	300,
			"scale_up_kind":	"pcie",
			"scale_up_bw_gb_per_s":	64
		}],
	"notes":	["throughput is dense (no 2:4 sparsity); GB = 10^9 bytes, GiB = 2^30 bytes; '-' = not supported or unknown"]
}
$ gpusel --catalog tests/fixtures/cli/toy.yaml list gpus --vendor toycorp --format markdown
| GPU | vendor | year | memory (GB) | usable (GiB) | type | bandwidth (TB/s) | BF16 (TFLOP/s) | FP8 (TFLOP/s) | FP4 (TFLOP/s) | TDP (W) | scale-up | scale-up (GB/s) |
|---|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---|---:|
| toy-24g | Toycorp | 2025 | 24 | 22.0 | GDDR6 | 1.00 | 100 | 200 | - | 300 | pcie | 64 |

> note: throughput is dense (no 2:4 sparsity); GB = 10^9 bytes, GiB = 2^30 bytes; '-' = not supported or unknown
$ gpusel list gpus --vendor Intel --by bandwidth --format csv
id,vendor,year,memory_gb,usable_memory_gib,memory_type,mem_bw_tb_per_s,bf16_dense_tflops,fp8_dense_tflops,fp4_dense_tflops,tdp_w,scale_up_kind,scale_up_bw_gb_per_s
gaudi3,Intel,2024,128,128,HBM2e,3.7,1677,1677,,900,roce,1050
gaudi2,Intel,2022,96,96,HBM2e,2.46,432,865,,600,roce,525
$ gpusel list gpus --min-memory 250GB --precision fp4 --by memory --format csv
id,vendor,year,memory_gb,usable_memory_gib,memory_type,mem_bw_tb_per_s,bf16_dense_tflops,fp8_dense_tflops,fp4_dense_tflops,tdp_w,scale_up_kind,scale_up_bw_gb_per_s
mi355x,AMD,2025,309.237645312,,HBM3E,8,2516.6,5033.2,10066,1400,infinity-fabric,1071
gb300,NVIDIA,2025,288,277.55,HBM3e,8,2500,5000,15000,1400,nvlink,1800
b300,NVIDIA,2025,288,268.59,HBM3e,7.7,2250,4500,14000,1100,nvlink,1800
$ gpusel list gpus --precision fp12
gpusel: error: --precision must be one of fp64, fp32, tf32, fp16, bf16, fp8, fp6, fp4, int8, int4, got 'fp12'
[2]
$ gpusel list gpus --min-memory 80G
gpusel: error: --min-memory: unknown size unit in '80G' (use GB = 10^9 bytes or GiB = 2^30 bytes, also MB/MiB, TB/TiB)
[2]
$ gpusel list tpus
gpusel: error: cannot list 'tpus'; try 'gpusel list gpus' or 'gpusel list models'
[2]
$ gpusel list models --vendor NVIDIA
gpusel: error: --vendor, --min-memory, --precision and --by apply to 'list gpus' only
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml show toy
field                     value                                   unit
id                        toy-24g                                 -
name                      Toy Accelerator 24GB                    -
alias                     toy                                     -
vendor                    Toycorp                                 -
architecture              Toy                                     -
year                      2025                                    -
form_factor               PCIe                                    -
memory_type               GDDR6                                   -
memory_gb                 24                                      GB
usable_memory_gib         22                                      GiB
mem_bw_tb_per_s           1                                       TB/s
fp32_dense_tflops         25                                      TFLOP/s
fp16_dense_tflops         100                                     TFLOP/s
bf16_dense_tflops         100                                     TFLOP/s
fp8_dense_tflops          200                                     TFLOP/s
bf16_ridge_flop_per_byte  100                                     FLOP/B
tdp_w                     300                                     W
scale_up_bw_gb_per_s      64                                      GB/s
scale_up_domain_gpus      4                                       GPUs
launch_price_usd          1000                                    USD
sparsity_2_4              no                                      -
scale_up_kind             pcie                                    -
scale_up_gen              4                                       -
pcie_gen                  4                                       -
ecc                       yes                                     -
mig_max_instances         0                                       -
as_of                     2026-01-01                              -
source                    tests/fixtures/cli/toy.yaml (invented)  -
defined_in                tests/fixtures/cli/toy.yaml             -
$ gpusel --catalog tests/fixtures/cli/toy.yaml show toy-1b --format csv
field,value,unit
id,toy-1b,
name,Toy 1B,
family,toy,
attention,GQA,
n_layers,16,
hidden_size,2048,
intermediate_size,8192,
n_heads,16,
n_kv_heads,8,
head_dim,128,
vocab_size,32000,
tied_embeddings,false,
max_context_tokens,65536,
params,1137772544,params
embedding_params,65536000,params
lm_head_params,65536000,params
attention_params,201326592,params
ffn_params,805306368,params
norm_and_bias_params,67584,params
published_params,1140000000,params
params_vs_published_pct,-0.1953908771929802,%
kv_cache_bytes_per_token_bf16,65536,bytes
as_of,2026-01-01,
source,tests/fixtures/cli/toy.yaml (invented),
defined_in,tests/fixtures/cli/toy.yaml,
$ gpusel show h10
gpusel: error: unknown GPU 'h10'; did you mean 'H100'?
[3]
$ gpusel show b100 --format csv | grep -E '^(memory_gb|memory_gib|scale_up_gen|pcie_gen|ecc|mig_max_instances),'
memory_gb,206.158430208,GB
memory_gib,192,GiB
scale_up_gen,5,
pcie_gen,,
ecc,true,
mig_max_instances,,
$ gpusel show tpu-v5p | grep -E '^(scale_up_domain_gpus|pcie_gen|ecc|mig_max_instances) '
scale_up_domain_gpus      6144                                                                      GPUs
pcie_gen                  -                                                                         -
ecc                       -                                                                         -
mig_max_instances         0                                                                         -
$ gpusel show trn1 --format csv | grep -E '^(mem_bw_tb_per_s|mem_bw_gib_per_s|scale_up_bw_gb_per_s|scale_up_bw_gib_per_s),'
mem_bw_tb_per_s,0.88046829568,TB/s
mem_bw_gib_per_s,820,GiB/s
scale_up_bw_gb_per_s,412.316860416,GB/s
scale_up_bw_gib_per_s,384,GiB/s
$ gpusel show gb200 --format csv | grep -E '^pcie_gen,'
pcie_gen,none,
$ gpusel compare a100 h100 --format csv
metric,unit,a100-80gb-sxm,h100-sxm,h100-sxm_vs_a100-80gb-sxm_ratio
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
bf16_ridge_flop_per_byte,FLOP/B,153.01618440411966,295.34328358208955,1.9301440872560276
tdp_w,W,400,700,1.75
scale_up_bw_gb_per_s,GB/s,600,900,1.5
scale_up_domain_gpus,GPUs,8,8,1
$ gpusel --catalog tests/fixtures/cli/toy.yaml compare toy h100
metric                    unit     toy-24g  h100-sxm  x toy-24g
memory_gb                 GB         24.00     80.00       3.33
usable_memory_gib         GiB        22.00     79.65       3.62
mem_bw_tb_per_s           TB/s        1.00      3.35       3.35
fp64_dense_tflops         TFLOP/s        -     33.50          -
fp64_tensor_dense_tflops  TFLOP/s        -     66.90          -
fp32_dense_tflops         TFLOP/s    25.00     66.90       2.68
tf32_dense_tflops         TFLOP/s        -    494.70          -
fp16_dense_tflops         TFLOP/s   100.00    989.40       9.89
bf16_dense_tflops         TFLOP/s   100.00    989.40       9.89
fp8_dense_tflops          TFLOP/s   200.00   1978.90       9.89
int8_dense_tops           TOP/s          -   1978.90          -
bf16_ridge_flop_per_byte  FLOP/B    100.00    295.34       2.95
tdp_w                     W         300.00    700.00       2.33
scale_up_bw_gb_per_s      GB/s       64.00    900.00      14.06
scale_up_domain_gpus      GPUs        4.00      8.00       2.00
launch_price_usd          USD      1000.00         -          -

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
$ GPUSEL_CATALOG=tests/fixtures/cli/bad-number.yaml gpusel --no-env-catalog list gpus --vendor Intel --format csv
id,vendor,year,memory_gb,usable_memory_gib,memory_type,mem_bw_tb_per_s,bf16_dense_tflops,fp8_dense_tflops,fp4_dense_tflops,tdp_w,scale_up_kind,scale_up_bw_gb_per_s
gaudi2,Intel,2022,96,96,HBM2e,2.46,432,865,,600,roce,525
gaudi3,Intel,2024,128,128,HBM2e,3.7,1677,1677,,900,roce,1050
$ gpusel --catalog tests/fixtures/missing.yaml list gpus
gpusel: error: cannot read 'tests/fixtures/missing.yaml': No such file or directory
[4]
$ gpusel list gpus --format xml
gpusel: error: --format must be one of table, csv, json, markdown, got 'xml'
[2]
