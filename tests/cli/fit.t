# gpusel fit on the toy catalogue (tests/fixtures/cli/toy.yaml).  By hand:
# toy-1b has 1,137,772,544 parameters (16 x 62,918,656 + 2 x 65,536,000 +
# 2,048), so bf16 weights are 2,275,545,088 B = 2.12 GiB; its KV cache is
# 16 layers x 2 x 8 heads x 128 x 2 B = 65,536 B per token, 0.25 GiB at
# 4096 tokens; the runtime reserve is 1.5 GiB + 10% of activations.
$ gpusel --catalog tests/fixtures/cli/toy.yaml fit --model toy-1b --gpu toy-24g --format csv
gpu,gpu_count,fits,fits_one_gpu,min_gpus,tp,pp,dp,zero_stage,params,active_params,trainable_params,weights_bytes,kv_cache_bytes,kv_cache_bytes_per_token,activation_bytes,gradient_bytes,optimizer_bytes,runtime_bytes,total_bytes,usable_bytes,headroom_bytes,max_concurrency,max_context_tokens,launch_usd_total,reason
toy-24g,1,true,true,1,1,1,1,0,1137772544,1137772544,0,2275545088,268435456,65536,302117888,0,0,1640824525,4486922957,23622320128,19135397171,71,65536,1000,
$ gpusel --catalog tests/fixtures/cli/toy.yaml fit --model toy-1b --gpu toy-24g --ctx 64k --concurrency 8
fit
GPU      GPUs  layout   fits  need/GPU (GiB)  usable (GiB)  headroom (GiB)  max batch  max ctx  min GPUs
toy-24g     1  tp1 pp1  no              36.2          22.0           -14.2          4    36374         2

where the bytes go (per GPU)
component            GiB  % of total  % of usable
weights             2.12         5.8          9.6
kv cache           32.00        88.3        145.5
activations         0.56         1.6          2.6
gradients           0.00         0.0          0.0
optimizer states    0.00         0.0          0.0
runtime             1.56         4.3          7.1
total              36.24       100.0        164.7
usable             22.00        60.7        100.0
headroom          -14.24       -39.3        -64.7

note: 'toy-24g' does not fit on this layout; the fewest that fit are 2 GPUs (tp 2, pp 1, dp 1, ZeRO 0)
note: model 'toy-1b' (catalogue): 1.138B parameters computed from the architecture (published 1.14B, -0.20%); the computed count is used
note: serving: weights bf16, KV cache bf16, context 65536 tokens, concurrency 8
note: sizes: GiB = 2^30 bytes, GB = 10^9 bytes; 32k tokens = 32768; bytes are per GPU
note: table 'rows': hidden to fit 120 columns: reason (--wide shows every column, --columns KEY,... picks)
$ gpusel --catalog tests/fixtures/cli/toy.yaml fit --model toy-1b --gpu toy --ctx 32k --concurrency 64 --check --format json | sed -E 's/("name": "<built-in>[^"]*", "bytes": )[0-9]+, "fnv1a64": "[0-9a-f]+"/\1N, "fnv1a64": "H"/'
{
  "schema_version": 2,
  "gpusel_version": "0.1.0",
  "command": "fit",
  "inputs": {
    "catalog_files": [
      {"name": "<built-in>/gpus.yaml", "bytes": N, "fnv1a64": "H"},
      {"name": "<built-in>/models.yaml", "bytes": N, "fnv1a64": "H"},
      {"name": "tests/fixtures/cli/toy.yaml", "bytes": 1161, "fnv1a64": "905fb34512f5c181"}
    ]
  },
  "columns": {
    "rows": {
      "gpu": {"label": "GPU", "kind": "text", "unit": null},
      "gpu_count": {"label": "GPUs", "kind": "integer", "unit": null},
      "fits": {"label": "fits", "kind": "bool", "unit": null},
      "fits_one_gpu": {"label": "fits 1", "kind": "bool", "unit": null},
      "min_gpus": {"label": "min GPUs", "kind": "integer", "unit": "GPUs"},
      "tp": {"label": "tp", "kind": "integer", "unit": null},
      "pp": {"label": "pp", "kind": "integer", "unit": null},
      "dp": {"label": "dp", "kind": "integer", "unit": null},
      "zero_stage": {"label": "ZeRO", "kind": "integer", "unit": null},
      "params": {"label": "params", "kind": "integer", "unit": "params"},
      "active_params": {"label": "active params", "kind": "integer", "unit": "params"},
      "trainable_params": {"label": "trainable params", "kind": "integer", "unit": "params"},
      "weights_bytes": {"label": "weights", "kind": "integer", "unit": "bytes"},
      "kv_cache_bytes": {"label": "KV cache", "kind": "integer", "unit": "bytes"},
      "kv_cache_bytes_per_token": {"label": "KV/token", "kind": "number", "unit": "bytes/token"},
      "activation_bytes": {"label": "activations", "kind": "integer", "unit": "bytes"},
      "gradient_bytes": {"label": "gradients", "kind": "integer", "unit": "bytes"},
      "optimizer_bytes": {"label": "optimizer", "kind": "integer", "unit": "bytes"},
      "runtime_bytes": {"label": "runtime", "kind": "integer", "unit": "bytes"},
      "total_bytes": {"label": "total", "kind": "integer", "unit": "bytes"},
      "usable_bytes": {"label": "usable", "kind": "integer", "unit": "bytes"},
      "headroom_bytes": {"label": "headroom", "kind": "integer", "unit": "bytes"},
      "max_concurrency": {"label": "max concurrency", "kind": "integer", "unit": null},
      "max_context_tokens": {"label": "max context", "kind": "integer", "unit": "tokens"},
      "launch_usd_total": {"label": "capex (USD)", "kind": "number", "unit": null},
      "reason": {"label": "why not", "kind": "text", "unit": null}
    },
    "breakdown": {
      "component": {"label": "component", "kind": "text", "unit": null},
      "bytes": {"label": "GiB", "kind": "integer", "unit": "bytes"},
      "share_of_total_pct": {"label": "% of total", "kind": "number", "unit": "%"},
      "share_of_usable_pct": {"label": "% of usable", "kind": "number", "unit": "%"}
    }
  },
  "rows": [
    {"gpu": "toy-24g", "gpu_count": 1, "fits": false, "fits_one_gpu": false, "min_gpus": 8, "tp": 1, "pp": 1, "dp": 1, "zero_stage": 0, "params": 1137772544, "active_params": 1137772544, "trainable_params": 0, "weights_bytes": 2275545088, "kv_cache_bytes": 137438953472, "kv_cache_bytes_per_token": 65536, "activation_bytes": 612171776, "gradient_bytes": 0, "optimizer_bytes": 0, "runtime_bytes": 1671829914, "total_bytes": 141998500250, "usable_bytes": 23622320128, "headroom_bytes": -118376180122, "max_concurrency": 8, "max_context_tokens": 4544, "launch_usd_total": null, "reason": "needs 132.2 GiB per GPU on 1 GPU(s) (tp 1, pp 1, dp 1), has 22.0 GiB"}
  ],
  "breakdown": [
    {"component": "weights", "bytes": 2275545088, "share_of_total_pct": 1.6025134659874056, "share_of_usable_pct": 9.63302959095348},
    {"component": "kv cache", "bytes": 137438953472, "share_of_total_pct": 96.7890176518869, "share_of_usable_pct": 581.8181818181819},
    {"component": "activations", "bytes": 612171776, "share_of_total_pct": 0.4311114377433183, "share_of_usable_pct": 2.5914972478693183},
    {"component": "gradients", "bytes": 0, "share_of_total_pct": 0, "share_of_usable_pct": 0},
    {"component": "optimizer states", "bytes": 0, "share_of_total_pct": 0, "share_of_usable_pct": 0},
    {"component": "runtime", "bytes": 1671829914, "share_of_total_pct": 1.1773574443823813, "share_of_usable_pct": 7.07733154296875},
    {"component": "total", "bytes": 141998500250, "share_of_total_pct": 100, "share_of_usable_pct": 601.1200401999733},
    {"component": "usable", "bytes": 23622320128, "share_of_total_pct": 16.63561240891806, "share_of_usable_pct": 100},
    {"component": "headroom", "bytes": -118376180122, "share_of_total_pct": -83.36438759108194, "share_of_usable_pct": -501.12004019997335}
  ],
  "notes": [
    "'toy-24g' does not fit on this layout; the fewest that fit are 8 GPUs (tp 4, pp 2, dp 1, ZeRO 0)",
    "model 'toy-1b' (catalogue): 1.138B parameters computed from the architecture (published 1.14B, -0.20%); the computed count is used",
    "serving: weights bf16, KV cache bf16, context 32768 tokens, concurrency 64",
    "sizes: GiB = 2^30 bytes, GB = 10^9 bytes; 32k tokens = 32768; bytes are per GPU"
  ]
}
$ gpusel --catalog tests/fixtures/cli/toy.yaml fit --model toy-1b --gpu toy --gpus 4 --ctx 32k --concurrency 64 --check --format markdown
### fit

| GPU | GPUs | layout | fits | need/GPU (GiB) | usable (GiB) | headroom (GiB) | max batch | max ctx | min GPUs | why not / caveat |
|---|---:|---|---|---:|---:|---:|---:|---:|---:|---|
| toy-24g | 4 | tp4 pp1 | no | 34.3 | 22.0 | -12.3 | 39 | 20176 | 8 | needs 34.3 GiB per GPU on 4 GPU(s) (tp 4, pp 1, dp 1), has 22.0 GiB |

### where the bytes go (per GPU)

| component | GiB | % of total | % of usable |
|---|---:|---:|---:|
| weights | 0.53 | 1.5 | 2.4 |
| kv cache | 32.00 | 93.3 | 145.5 |
| activations | 0.24 | 0.7 | 1.1 |
| gradients | 0.00 | 0.0 | 0.0 |
| optimizer states | 0.00 | 0.0 | 0.0 |
| runtime | 1.52 | 4.4 | 6.9 |
| total | 34.30 | 100.0 | 155.9 |
| usable | 22.00 | 64.1 | 100.0 |
| headroom | -12.30 | -35.9 | -55.9 |

> note: 'toy-24g' does not fit on this layout; the fewest that fit are 8 GPUs (tp 4, pp 2, dp 1, ZeRO 0)
>
> note: model 'toy-1b' (catalogue): 1.138B parameters computed from the architecture (published 1.14B, -0.20%); the computed count is used
>
> note: serving: weights bf16, KV cache bf16, context 32768 tokens, concurrency 64
>
> note: sizes: GiB = 2^30 bytes, GB = 10^9 bytes; 32k tokens = 32768; bytes are per GPU
[1]
$ gpusel --catalog tests/fixtures/cli/toy.yaml fit --model toy-1b --gpu toy --mode full-ft --ctx 2k --explain --format csv
gpu,gpu_count,fits,fits_one_gpu,min_gpus,tp,pp,dp,zero_stage,params,active_params,trainable_params,weights_bytes,kv_cache_bytes,kv_cache_bytes_per_token,activation_bytes,gradient_bytes,optimizer_bytes,runtime_bytes,total_bytes,usable_bytes,headroom_bytes,max_concurrency,max_context_tokens,launch_usd_total,reason
toy-24g,1,true,true,1,1,1,1,0,1137772544,1137772544,1137772544,2275545088,0,65536,2943352832,2275545088,13653270528,2132502528,23280216064,23622320128,342104064,1,2264,1000,
$ gpusel --catalog tests/fixtures/cli/toy.yaml fit --model toy-1b --gpu toy --mode qlora --ctx 2k --lora-rank 8 --format json | sed -E 's/("name": "<built-in>[^"]*", "bytes": )[0-9]+, "fnv1a64": "[0-9a-f]+"/\1N, "fnv1a64": "H"/'
{
  "schema_version": 2,
  "gpusel_version": "0.1.0",
  "command": "fit",
  "inputs": {
    "catalog_files": [
      {"name": "<built-in>/gpus.yaml", "bytes": N, "fnv1a64": "H"},
      {"name": "<built-in>/models.yaml", "bytes": N, "fnv1a64": "H"},
      {"name": "tests/fixtures/cli/toy.yaml", "bytes": 1161, "fnv1a64": "905fb34512f5c181"}
    ]
  },
  "columns": {
    "rows": {
      "gpu": {"label": "GPU", "kind": "text", "unit": null},
      "gpu_count": {"label": "GPUs", "kind": "integer", "unit": null},
      "fits": {"label": "fits", "kind": "bool", "unit": null},
      "fits_one_gpu": {"label": "fits 1", "kind": "bool", "unit": null},
      "min_gpus": {"label": "min GPUs", "kind": "integer", "unit": "GPUs"},
      "tp": {"label": "tp", "kind": "integer", "unit": null},
      "pp": {"label": "pp", "kind": "integer", "unit": null},
      "dp": {"label": "dp", "kind": "integer", "unit": null},
      "zero_stage": {"label": "ZeRO", "kind": "integer", "unit": null},
      "params": {"label": "params", "kind": "integer", "unit": "params"},
      "active_params": {"label": "active params", "kind": "integer", "unit": "params"},
      "trainable_params": {"label": "trainable params", "kind": "integer", "unit": "params"},
      "weights_bytes": {"label": "weights", "kind": "integer", "unit": "bytes"},
      "kv_cache_bytes": {"label": "KV cache", "kind": "integer", "unit": "bytes"},
      "kv_cache_bytes_per_token": {"label": "KV/token", "kind": "number", "unit": "bytes/token"},
      "activation_bytes": {"label": "activations", "kind": "integer", "unit": "bytes"},
      "gradient_bytes": {"label": "gradients", "kind": "integer", "unit": "bytes"},
      "optimizer_bytes": {"label": "optimizer", "kind": "integer", "unit": "bytes"},
      "runtime_bytes": {"label": "runtime", "kind": "integer", "unit": "bytes"},
      "total_bytes": {"label": "total", "kind": "integer", "unit": "bytes"},
      "usable_bytes": {"label": "usable", "kind": "integer", "unit": "bytes"},
      "headroom_bytes": {"label": "headroom", "kind": "integer", "unit": "bytes"},
      "max_concurrency": {"label": "max concurrency", "kind": "integer", "unit": null},
      "max_context_tokens": {"label": "max context", "kind": "integer", "unit": "tokens"},
      "launch_usd_total": {"label": "capex (USD)", "kind": "number", "unit": null},
      "reason": {"label": "why not", "kind": "text", "unit": null}
    },
    "breakdown": {
      "component": {"label": "component", "kind": "text", "unit": null},
      "bytes": {"label": "GiB", "kind": "integer", "unit": "bytes"},
      "share_of_total_pct": {"label": "% of total", "kind": "number", "unit": "%"},
      "share_of_usable_pct": {"label": "% of usable", "kind": "number", "unit": "%"}
    }
  },
  "rows": [
    {"gpu": "toy-24g", "gpu_count": 1, "fits": true, "fits_one_gpu": true, "min_gpus": 1, "tp": 1, "pp": 1, "dp": 1, "zero_stage": 0, "params": 1137772544, "active_params": 1137772544, "trainable_params": 5767168, "weights_bytes": 804638720, "kv_cache_bytes": 0, "kv_cache_bytes_per_token": 65536, "activation_bytes": 2943352832, "gradient_bytes": 23068672, "optimizer_bytes": 46137344, "runtime_bytes": 1907254886, "total_bytes": 5724452454, "usable_bytes": 23622320128, "headroom_bytes": 17897867674, "max_concurrency": 6, "max_context_tokens": 13369, "launch_usd_total": 1000, "reason": null}
  ],
  "breakdown": [
    {"component": "weights", "bytes": 804638720, "share_of_total_pct": 14.056169151715613, "share_of_usable_pct": 3.4062645652077417},
    {"component": "kv cache", "bytes": 0, "share_of_total_pct": 0, "share_of_usable_pct": 0},
    {"component": "activations", "bytes": 2943352832, "share_of_total_pct": 51.4171941412081, "share_of_usable_pct": 12.460049715909092},
    {"component": "gradients", "bytes": 23068672, "share_of_total_pct": 0.40298477773657937, "share_of_usable_pct": 0.09765625},
    {"component": "optimizer states", "bytes": 46137344, "share_of_total_pct": 0.8059695554731587, "share_of_usable_pct": 0.1953125},
    {"component": "runtime", "bytes": 1907254886, "share_of_total_pct": 33.31768237386655, "share_of_usable_pct": 8.073952414772727},
    {"component": "total", "bytes": 5724452454, "share_of_total_pct": 100, "share_of_usable_pct": 24.23323544588956},
    {"component": "usable", "bytes": 23622320128, "share_of_total_pct": 412.6564124022573, "share_of_usable_pct": 100},
    {"component": "headroom", "bytes": 17897867674, "share_of_total_pct": 312.6564124022572, "share_of_usable_pct": 75.76676455411042}
  ],
  "notes": [
    "model 'toy-1b' (catalogue): 1.138B parameters computed from the architecture (published 1.14B, -0.20%); the computed count is used",
    "qlora: weights nf4, optimizer adam, recompute none, sequence 2048 tokens, micro-batch 1, LoRA adapters",
    "sizes: GiB = 2^30 bytes, GB = 10^9 bytes; 32k tokens = 32768; bytes are per GPU"
  ]
}
$ gpusel --catalog tests/fixtures/cli/toy.yaml fit --model toy-1b --gpu toy --tp 3
gpusel: error: tensor parallelism 3 does not divide the 16 attention heads and 8 KV heads of 'toy-1b'
[3]
$ gpusel --catalog tests/fixtures/cli/toy.yaml fit --model toy-1b --gpu toy --tp 8
gpusel: error: tensor parallelism 8 exceeds the scale-up domain of 'toy-24g' (4 GPUs)
[3]
$ gpusel --catalog tests/fixtures/cli/toy.yaml fit --model toy-1b --gpu toy --dp 2
gpusel: error: --dp and --zero apply to training modes; serving replicas do not share memory
[2]
$ gpusel fit --model toy-1b
gpusel: error: unknown model 'toy-1b': not in the catalogue ('gpusel list models'), not a config.json file, and not a size such as 70B or 1.5T
[3]
$ gpusel fit --model 70Q
gpusel: error: unknown model '70Q': not in the catalogue ('gpusel list models'), not a config.json file, and not a size such as 70B or 1.5T
[3]
$ gpusel fit --model lama-3.1-8b
gpusel: error: unknown model 'lama-3.1-8b'; did you mean 'llama-3.1-8b'?
[3]
$ gpusel fit --model Qwen2.5-72B-Instruct-AWQ
gpusel: error: unknown model 'Qwen2.5-72B-Instruct-AWQ'; did you mean 'qwen2.5-72b'?
[3]
$ gpusel fit --model deepseek-v2 --gpu h100
gpusel: error: unknown model 'deepseek-v2': no such entry; did you mean one of the deepseek-v family: deepseek-v3?
[3]
$ gpusel fit --model 70B --ctx -1
gpusel: error: --ctx must be between 1 and 2^40 tokens, got '-1'
[2]
$ gpusel fit --model 70B --ctx 1e400
gpusel: error: --ctx is out of range: '1e400'
[2]
$ gpusel fit --model 70B --ctx 2.5
gpusel: error: --ctx expects a whole number of tokens, got '2.5'
[2]
$ gpusel fit --model 70B --ctx 8k,32k
gpusel: error: --ctx takes one value, got '8k,32k': lists are not accepted here (run once per value)
[2]
$ gpusel fit --model 70B --gpu h100 --precision fp8,bf16
gpusel: error: --precision takes one value, got 'fp8,bf16': lists are not accepted here (run once per value)
[2]
$ gpusel fit --model 70B --concurency 4
gpusel: error: unknown option '--concurency'; did you mean '--concurrency'?
[2]
$ gpusel fit --ctx 32k
gpusel: error: fit needs --model (a catalogue name, a config.json path, or a size such as 70B)
[2]
$ gpusel fit --model 70B --check
gpusel: error: --check needs exactly one --gpu
[2]
$ gpusel fit --model 70B --gpu h100 --batch 4
gpusel: error: --batch is the training micro-batch; use --concurrency when serving
[2]
$ gpusel fit --model tests/fixtures/hf/bad/malformed.json
gpusel: tests/fixtures/hf/bad/malformed.json:11:3: error: malformed JSON near '"initializer_range": 0.'
[3]
$ gpusel fit --model tests/fixtures/no-such-dir/config.json
gpusel: error: cannot read 'tests/fixtures/no-such-dir/config.json': No such file or directory
[4]
$ gpusel --catalog tests/fixtures/cli/toy.yaml fit --model toy-1b --gpu toy > /dev/full
gpusel: error: cannot write the report: No space left on device
[4]
$ gpusel fit --model 70B --ctx 32k --gpu h100 --gpu mi300x --gpu b200 --format csv
gpu,gpu_count,fits,fits_one_gpu,min_gpus,tp,pp,dp,zero_stage,params,active_params,trainable_params,weights_bytes,kv_cache_bytes,kv_cache_bytes_per_token,activation_bytes,gradient_bytes,optimizer_bytes,runtime_bytes,total_bytes,usable_bytes,headroom_bytes,max_concurrency,max_context_tokens,launch_usd_total,reason
mi300x,1,true,true,1,1,1,1,0,69698052096,69698052096,0,139396104192,10603200512,323584,2114442240,0,0,1822056960,153935803904,206136955372,52201151468,5,131072,,
b200,1,true,true,1,1,1,1,0,69698052096,69698052096,0,139396104192,10603200512,323584,2114442240,0,0,1822056960,153935803904,192264211005,38328407101,4,131072,,
h100-sxm,2,true,false,2,2,1,1,0,69698052096,69698052096,0,69698052096,5301600256,323584,1325913088,0,0,1743204045,78068769485,85523536282,7454766797,2,78844,,
$ gpusel fit --model llama-3.1-70b --ctx 32k --gpu h100 --gpus 2 --kv-dtype fp8 --check
fit
GPU       GPUs  layout   fits  need/GPU (GiB)  usable (GiB)  headroom (GiB)  max batch  max ctx  min GPUs
h100-sxm     2  tp2 pp1  yes             71.1          79.7             8.6          4   131072         2

where the bytes go (per GPU)
component           GiB  % of total  % of usable
weights           65.71        92.5         82.5
kv cache           2.50         3.5          3.1
activations        1.23         1.7          1.6
gradients          0.00         0.0          0.0
optimizer states   0.00         0.0          0.0
runtime            1.62         2.3          2.0
total             71.07       100.0         89.2
usable            79.65       112.1        100.0
headroom           8.58        12.1         10.8

note: model 'llama-3.1-70b' (catalogue): 70.55B parameters computed from the architecture (published 70.6B, -0.07%); the computed count is used
note: serving: weights bf16, KV cache fp8, context 32768 tokens, concurrency 1
note: sizes: GiB = 2^30 bytes, GB = 10^9 bytes; 32k tokens = 32768; bytes are per GPU
note: table 'rows': hidden to fit 120 columns: reason (--wide shows every column, --columns KEY,... picks)
$ gpusel fit --model deepseek-v3 --ctx 32k --precision fp8 --gpu h200 --gpus 8 --format csv
gpu,gpu_count,fits,fits_one_gpu,min_gpus,tp,pp,dp,zero_stage,params,active_params,trainable_params,weights_bytes,kv_cache_bytes,kv_cache_bytes_per_token,activation_bytes,gradient_bytes,optimizer_bytes,runtime_bytes,total_bytes,usable_bytes,headroom_bytes,max_concurrency,max_context_tokens,launch_usd_total,reason
h200,8,true,false,6,8,1,1,0,671026419200,37552297472,0,84123403648,2302672896,70272,1582818304,0,0,1768894566,89777789414,150753352090,60975562675,27,163840,,
$ gpusel fit --model tests/fixtures/hf/llama-3.1-8b/config.json --gpu l4 --ctx 8k
fit
GPU  GPUs  layout   fits  need/GPU (GiB)  usable (GiB)  headroom (GiB)  max batch  max ctx  min GPUs  why not / caveat
l4      1  tp1 pp1  yes             18.6          22.5             3.9          4    40402         1  -

where the bytes go (per GPU)
component           GiB  % of total  % of usable
weights           14.96        80.6         66.5
kv cache           1.00         5.4          4.4
activations        1.00         5.4          4.4
gradients          0.00         0.0          0.0
optimizer states   0.00         0.0          0.0
runtime            1.60         8.6          7.1
total             18.56       100.0         82.5
usable            22.49       121.2        100.0
headroom           3.93        21.2         17.5

note: model 'llama-3.1-8b' (config.json): 8.03B parameters computed from the architecture
note: serving: weights bf16, KV cache bf16, context 8192 tokens, concurrency 1
note: sizes: GiB = 2^30 bytes, GB = 10^9 bytes; 32k tokens = 32768; bytes are per GPU
$ gpusel fit --model 8B --gpu h100 --optimizer sgd
gpusel: error: --optimizer applies to training modes (--mode train, full-ft, lora or qlora)
[2]
$ gpusel fit --model 8B --gpu h100 --mode lora --kv-dtype fp8
gpusel: error: --kv-dtype applies to serving (--mode infer)
[2]
$ gpusel fit --model 1.5T --gpu b200 --format csv --ctx 8k
gpu,gpu_count,fits,fits_one_gpu,min_gpus,tp,pp,dp,zero_stage,params,active_params,trainable_params,weights_bytes,kv_cache_bytes,kv_cache_bytes_per_token,activation_bytes,gradient_bytes,optimizer_bytes,runtime_bytes,total_bytes,usable_bytes,headroom_bytes,max_concurrency,max_context_tokens,launch_usd_total,reason
b200,1,false,false,16,1,1,1,0,1500187339776,1500187339776,0,3000374679552,7180648448,876544,6015144960,0,0,2212127232,3015782600192,192264211005,-2823518389187,0,0,,"needs 2808.7 GiB per GPU on 1 GPU(s) (tp 1, pp 1, dp 1), has 179.1 GiB"
