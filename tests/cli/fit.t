# gpusel fit on the toy catalogue (tests/fixtures/cli/toy.yaml).  By hand:
# toy-1b has 1,137,772,544 parameters (16 x 62,918,656 + 2 x 65,536,000 +
# 2,048), so bf16 weights are 2,275,545,088 B = 2.12 GiB; its KV cache is
# 16 layers x 2 x 8 heads x 128 x 2 B = 65,536 B per token, 0.25 GiB at
# 4096 tokens; the runtime reserve is 1.5 GiB + 10% of activations.
#
# Later cases: the reverse question (no --model) on toy-24g, where the toy
# row shows the format ladder: at 36k x 8 sequences the KV cache is 18 GiB,
# so bf16 weights (2.12 GiB) no longer fit in 22 GiB and fp8 does; at 38k
# only int4 does; an explicit --precision is the only format tried.  Every
# GPU count is tried, not only multiples of the scale-up domain: Llama 3.1
# 405B in bf16 fits 11 H100s as tp1 pp11 on SXM and PCIe alike (the old
# search said 16 and 12).  ZeRO-3 on 8 GPUs shards over data parallelism
# unless --tp is given.  list's filters (--vendor, --min-memory, --by,
# --top).  Caveats per hardware: nf4 needs bitsandbytes (CUDA/ROCm only);
# no fp8 kernels before sm80.
#
# The cases above keep gpusel's own rule with --engine none, so their
# numbers are those of earlier releases.  The last cases: serving engines
# (--engine, vllm when not given) each take their own reserve before the
# KV cache, so one H100 holds a different capacity for Llama 3.1 8B at 32k:
# vLLM 0.9 x 79.65 GiB less weights, the activation peak at 8192 batched
# tokens, 1024 sampler rows and 0.16 GiB non-torch; none all 79.65 GiB
# less a 1.5 GiB reserve; SGLang mem_fraction_static 0.874 for weights +
# KV pool; TensorRT-LLM 0.9 of what is free after weights and activations.
# The note names the profile and values.  --emit prints the launch line
# for the layout found in a "launch" table, with the model's HF id (its
# alias with a '/') and the largest concurrency that fits as the sequence
# cap; emitting another engine than the one that sized the cache says so;
# engines apply to serving, a launch line needs a model and a format the
# engine can be told.
$ gpusel --catalog tests/fixtures/cli/toy.yaml fit --engine none --model toy-1b --gpu toy-24g --format csv
model,gpu,weight_dtype,expert_dtype,gpu_count,fits,fits_one_gpu,min_gpus,tp,pp,dp,zero_stage,params,active_params,trainable_params,weights_bytes,kv_cache_bytes,kv_cache_bytes_per_token,activation_bytes,gradient_bytes,optimizer_bytes,runtime_bytes,total_bytes,usable_bytes,headroom_bytes,max_concurrency,max_context_tokens,launch_usd_total,reason
toy-1b,toy-24g,bf16,,1,true,true,1,1,1,1,0,1137772544,1137772544,0,2275545088,268435456,65536,302117888,0,0,1640824525,4486922957,23622320128,19135397171,71,65536,1000,
$ gpusel --catalog tests/fixtures/cli/toy.yaml fit --engine none --model toy-1b --gpu toy-24g --ctx 64k --concurrency 8
fit
GPU      GPUs  layout   fits  need/GPU (GiB)  usable (GiB)  headroom (GiB)  max concurrency  max context  fewest GPUs
toy-24g     1  tp1 pp1  no              36.2          22.0           -14.2                4        36374            2

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

note: toy-24g does not fit: needs 36.2 GiB per GPU on 1 GPU(s) (tp 1, pp 1, dp 1), has 22.0 GiB
note: engine none: gpusel's own rule, everything within --mem-util 1 of usable memory
note: 'toy-24g' does not fit on this layout; the fewest that fit are 2 GPUs (tp 2, pp 1, dp 1, ZeRO 0)
note: model 'toy-1b' (catalogue): 1.138B parameters computed from the architecture (published 1.14B, -0.20%); the computed count is used
note: precision auto: 'toy-1b' states no shipped format; bf16 assumed
note: serving: weights bf16, KV cache bf16, context 65536 tokens, concurrency 8
note: sizes: GiB = 2^30 bytes, GB = 10^9 bytes; 32k tokens = 32768; bytes are per GPU
$ gpusel --catalog tests/fixtures/cli/toy.yaml fit --engine none --model toy-1b --gpu toy --ctx 32k --concurrency 64 --check --format json
{
  "schema_version": 2,
  "gpusel_version": "0.1.0",
  "command": "fit",
  "inputs": {
    "model": "toy-1b",
    "model_origin": "catalogue",
    "mode": "infer",
    "weight_dtype": "bf16",
    "expert_dtype": null,
    "ctx_tokens": 32768,
    "kv_dtype": "bf16",
    "concurrency": 64,
    "engine": "none",
    "mem_util_frac": 1,
    "runtime_reserve_bytes": 1610612736,
    "gpu_count": 1,
    "max_gpus": 1024,
    "gpus": "toy",
    "vendor": null,
    "min_memory_bytes": null,
    "catalog_files": [
      {"name": "<built-in>/gpus.yaml", "bytes": 122221, "fnv1a64": "68c7438a6de11b4e"},
      {"name": "<built-in>/models.yaml", "bytes": 37883, "fnv1a64": "24dfb57da9e1d391"},
      {"name": "tests/fixtures/cli/toy.yaml", "bytes": 1161, "fnv1a64": "905fb34512f5c181"}
    ]
  },
  "columns": {
    "rows": {
      "model": {"label": "model", "kind": "key", "unit": null},
      "gpu": {"label": "GPU", "kind": "key", "unit": null},
      "weight_dtype": {"label": "weights", "kind": "text", "unit": null},
      "expert_dtype": {"label": "experts", "kind": "text", "unit": null},
      "gpu_count": {"label": "GPUs", "kind": "integer", "unit": null},
      "fits": {"label": "fits", "kind": "bool", "unit": null},
      "fits_one_gpu": {"label": "fits on 1", "kind": "bool", "unit": null},
      "min_gpus": {"label": "fewest GPUs", "kind": "integer", "unit": "GPUs"},
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
    {"model": "toy-1b", "gpu": "toy-24g", "weight_dtype": "bf16", "expert_dtype": null, "gpu_count": 1, "fits": false, "fits_one_gpu": false, "min_gpus": 8, "tp": 1, "pp": 1, "dp": 1, "zero_stage": 0, "params": 1137772544, "active_params": 1137772544, "trainable_params": 0, "weights_bytes": 2275545088, "kv_cache_bytes": 137438953472, "kv_cache_bytes_per_token": 65536, "activation_bytes": 612171776, "gradient_bytes": 0, "optimizer_bytes": 0, "runtime_bytes": 1671829914, "total_bytes": 141998500250, "usable_bytes": 23622320128, "headroom_bytes": -118376180122, "max_concurrency": 8, "max_context_tokens": 4544, "launch_usd_total": null, "reason": "needs 132.2 GiB per GPU on 1 GPU(s) (tp 1, pp 1, dp 1), has 22.0 GiB"}
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
    "engine none: gpusel's own rule, everything within --mem-util 1 of usable memory",
    "'toy-24g' does not fit on this layout; the fewest that fit are 8 GPUs (tp 4, pp 2, dp 1, ZeRO 0)",
    "model 'toy-1b' (catalogue): 1.138B parameters computed from the architecture (published 1.14B, -0.20%); the computed count is used",
    "precision auto: 'toy-1b' states no shipped format; bf16 assumed",
    "serving: weights bf16, KV cache bf16, context 32768 tokens, concurrency 64",
    "sizes: GiB = 2^30 bytes, GB = 10^9 bytes; 32k tokens = 32768; bytes are per GPU"
  ]
}
[1]
$ gpusel --catalog tests/fixtures/cli/toy.yaml fit --engine none --model toy-1b --gpu toy --gpus 4 --ctx 32k --concurrency 64 --check --format markdown
### fit

| GPU | GPUs | layout | fits | need/GPU (GiB) | usable (GiB) | headroom (GiB) | max concurrency | max context | fewest GPUs |
|---|---:|---|---|---:|---:|---:|---:|---:|---:|
| toy-24g | 4 | tp4 pp1 | no | 34.3 | 22.0 | -12.3 | 39 | 20176 | 8 |

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

> note: toy-24g does not fit: needs 34.3 GiB per GPU on 4 GPU(s) (tp 4, pp 1, dp 1), has 22.0 GiB
>
> note: engine none: gpusel's own rule, everything within --mem-util 1 of usable memory
>
> note: 'toy-24g' does not fit on this layout; the fewest that fit are 8 GPUs (tp 4, pp 2, dp 1, ZeRO 0)
>
> note: model 'toy-1b' (catalogue): 1.138B parameters computed from the architecture (published 1.14B, -0.20%); the computed count is used
>
> note: precision auto: 'toy-1b' states no shipped format; bf16 assumed
>
> note: serving: weights bf16, KV cache bf16, context 32768 tokens, concurrency 64
>
> note: sizes: GiB = 2^30 bytes, GB = 10^9 bytes; 32k tokens = 32768; bytes are per GPU
[1]
$ gpusel --catalog tests/fixtures/cli/toy.yaml fit --model toy-1b --gpu toy --mode full-ft --ctx 2k --explain --format csv
model,gpu,weight_dtype,expert_dtype,gpu_count,fits,fits_one_gpu,min_gpus,tp,pp,dp,zero_stage,params,active_params,trainable_params,weights_bytes,kv_cache_bytes,kv_cache_bytes_per_token,activation_bytes,gradient_bytes,optimizer_bytes,runtime_bytes,total_bytes,usable_bytes,headroom_bytes,max_concurrency,max_context_tokens,launch_usd_total,reason
toy-1b,toy-24g,bf16,,1,true,true,1,1,1,1,0,1137772544,1137772544,1137772544,2275545088,0,65536,2943352832,2275545088,13653270528,2132502528,23280216064,23622320128,342104064,1,2264,1000,
$ gpusel --catalog tests/fixtures/cli/toy.yaml fit --model toy-1b --gpu toy --mode qlora --ctx 2k --lora-rank 8 --format json
{
  "schema_version": 2,
  "gpusel_version": "0.1.0",
  "command": "fit",
  "inputs": {
    "model": "toy-1b",
    "model_origin": "catalogue",
    "mode": "qlora",
    "weight_dtype": "nf4",
    "expert_dtype": null,
    "ctx_tokens": 2048,
    "micro_batch": 1,
    "optimizer": "adam",
    "recompute": "full",
    "engine": "none",
    "mem_util_frac": 1,
    "runtime_reserve_bytes": 1610612736,
    "gpu_count": 1,
    "max_gpus": 1024,
    "gpus": "toy",
    "vendor": null,
    "min_memory_bytes": null,
    "catalog_files": [
      {"name": "<built-in>/gpus.yaml", "bytes": 122221, "fnv1a64": "68c7438a6de11b4e"},
      {"name": "<built-in>/models.yaml", "bytes": 37883, "fnv1a64": "24dfb57da9e1d391"},
      {"name": "tests/fixtures/cli/toy.yaml", "bytes": 1161, "fnv1a64": "905fb34512f5c181"}
    ]
  },
  "columns": {
    "rows": {
      "model": {"label": "model", "kind": "key", "unit": null},
      "gpu": {"label": "GPU", "kind": "key", "unit": null},
      "weight_dtype": {"label": "weights", "kind": "text", "unit": null},
      "expert_dtype": {"label": "experts", "kind": "text", "unit": null},
      "gpu_count": {"label": "GPUs", "kind": "integer", "unit": null},
      "fits": {"label": "fits", "kind": "bool", "unit": null},
      "fits_one_gpu": {"label": "fits on 1", "kind": "bool", "unit": null},
      "min_gpus": {"label": "fewest GPUs", "kind": "integer", "unit": "GPUs"},
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
    {"model": "toy-1b", "gpu": "toy-24g", "weight_dtype": "nf4", "expert_dtype": null, "gpu_count": 1, "fits": true, "fits_one_gpu": true, "min_gpus": 1, "tp": 1, "pp": 1, "dp": 1, "zero_stage": 0, "params": 1137772544, "active_params": 1137772544, "trainable_params": 5767168, "weights_bytes": 804638720, "kv_cache_bytes": 0, "kv_cache_bytes_per_token": 65536, "activation_bytes": 686817280, "gradient_bytes": 23068672, "optimizer_bytes": 46137344, "runtime_bytes": 1681601331, "total_bytes": 3242263347, "usable_bytes": 23622320128, "headroom_bytes": 20380056781, "max_concurrency": 27, "max_context_tokens": 57294, "launch_usd_total": 1000, "reason": "nf4 needs bitsandbytes, which runs on CUDA and ROCm only"}
  ],
  "breakdown": [
    {"component": "weights", "bytes": 804638720, "share_of_total_pct": 24.817191999375417, "share_of_usable_pct": 3.4062645652077417},
    {"component": "kv cache", "bytes": 0, "share_of_total_pct": 0, "share_of_usable_pct": 0},
    {"component": "activations", "bytes": 686817280, "share_of_total_pct": 21.183266331315483, "share_of_usable_pct": 2.907492897727273},
    {"component": "gradients", "bytes": 23068672, "share_of_total_pct": 0.7114990218151765, "share_of_usable_pct": 0.09765625},
    {"component": "optimizer states", "bytes": 46137344, "share_of_total_pct": 1.422998043630353, "share_of_usable_pct": 0.1953125},
    {"component": "runtime", "bytes": 1681601331, "share_of_total_pct": 51.86504460386357, "share_of_usable_pct": 7.118696732954546},
    {"component": "total", "bytes": 3242263347, "share_of_total_pct": 100, "share_of_usable_pct": 13.72542294588956},
    {"component": "usable", "bytes": 23622320128, "share_of_total_pct": 728.5749983387408, "share_of_usable_pct": 100},
    {"component": "headroom", "bytes": 20380056781, "share_of_total_pct": 628.5749983387408, "share_of_usable_pct": 86.27457705411044}
  ],
  "notes": [
    "model 'toy-1b' (catalogue): 1.138B parameters computed from the architecture (published 1.14B, -0.20%); the computed count is used",
    "qlora: gradient checkpointing (recompute full) by default, as PEFT's prepare_model_for_kbit_training and the QLoRA recipe do; --recompute none to keep every activation",
    "qlora: weights nf4, optimizer adam, recompute full, sequence 2048 tokens, micro-batch 1, LoRA adapters",
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
$ gpusel fit --model 70B --ctx -1
gpusel: error: --ctx must be between 1 and 2^40 tokens, got '-1'
[2]
$ gpusel fit --model 70B --ctx 1e400
gpusel: error: --ctx is out of range: '1e400'
[2]
$ gpusel fit --model 70B --ctx 2.5
gpusel: error: --ctx expects a whole number of tokens, got '2.5'
[2]
$ gpusel fit --model 70B --concurency 4
gpusel: error: unknown option '--concurency'; did you mean '--concurrency'?
[2]
$ gpusel fit --ctx 32k
gpusel: error: fit needs --model (a catalogue name, a config.json path, or a size such as 70B), or --gpu to ask which models fit it
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
$ gpusel fit --engine none --model 70B --ctx 32k --gpu h100 --gpu mi300x --gpu b200 --format csv
model,gpu,weight_dtype,expert_dtype,gpu_count,fits,fits_one_gpu,min_gpus,tp,pp,dp,zero_stage,params,active_params,trainable_params,weights_bytes,kv_cache_bytes,kv_cache_bytes_per_token,activation_bytes,gradient_bytes,optimizer_bytes,runtime_bytes,total_bytes,usable_bytes,headroom_bytes,max_concurrency,max_context_tokens,launch_usd_total,reason
generic-70b,mi300x,bf16,,1,true,true,1,1,1,1,0,69698052096,69698052096,0,139396104192,10603200512,323584,2114442240,0,0,1822056960,153935803904,206136955372,52201151468,5,131072,,
generic-70b,b200,bf16,,1,true,true,1,1,1,1,0,69698052096,69698052096,0,139396104192,10603200512,323584,2114442240,0,0,1822056960,153935803904,192264211005,38328407101,4,131072,,
generic-70b,h100-sxm,bf16,,2,true,false,2,2,1,1,0,69698052096,69698052096,0,69698052096,5301600256,323584,1325913088,0,0,1743204045,78068769485,85523536282,7454766797,2,78844,,
$ gpusel fit --engine none --model llama-3.1-70b --ctx 32k --gpu h100 --gpus 2 --kv-dtype fp8 --check
fit
GPU       GPUs  layout   fits  need/GPU (GiB)  usable (GiB)  headroom (GiB)  max concurrency  max context  fewest GPUs
h100-sxm     2  tp2 pp1  yes             71.1          79.7             8.6                4       131072            2

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

note: engine none: gpusel's own rule, everything within --mem-util 1 of usable memory
note: model 'llama-3.1-70b' (catalogue): 70.55B parameters computed from the architecture (published 70.6B, -0.07%); the computed count is used
note: precision auto: the checkpoint ships bf16
note: serving: weights bf16, KV cache fp8, context 32768 tokens, concurrency 1
note: sizes: GiB = 2^30 bytes, GB = 10^9 bytes; 32k tokens = 32768; bytes are per GPU
$ gpusel fit --engine none --model deepseek-v3 --ctx 32k --precision fp8 --gpu h200 --gpus 8 --format csv
model,gpu,weight_dtype,expert_dtype,gpu_count,fits,fits_one_gpu,min_gpus,tp,pp,dp,zero_stage,params,active_params,trainable_params,weights_bytes,kv_cache_bytes,kv_cache_bytes_per_token,activation_bytes,gradient_bytes,optimizer_bytes,runtime_bytes,total_bytes,usable_bytes,headroom_bytes,max_concurrency,max_context_tokens,launch_usd_total,reason
deepseek-v3,h200,fp8,fp8,8,true,false,6,8,1,1,0,671026419200,37552297472,0,84123403648,2302672896,70272,1582818304,0,0,1768894566,89777789414,150753352090,60975562675,27,163840,,
$ gpusel fit --engine none --model tests/fixtures/hf/llama-3.1-8b/config.json --gpu l4 --ctx 8k
fit
GPU  GPUs  layout   fits  need/GPU (GiB)  usable (GiB)  headroom (GiB)  max concurrency  max context  fewest GPUs
l4      1  tp1 pp1  yes             18.6          22.5             3.9                4        40402            1

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

note: engine none: gpusel's own rule, everything within --mem-util 1 of usable memory
note: model 'llama-3.1-8b' (config.json): 8.03B parameters computed from the architecture
note: precision auto: the checkpoint ships bf16
note: serving: weights bf16, KV cache bf16, context 8192 tokens, concurrency 1
note: sizes: GiB = 2^30 bytes, GB = 10^9 bytes; 32k tokens = 32768; bytes are per GPU
$ gpusel fit --model 8B --gpu h100 --optimizer sgd
gpusel: error: --optimizer applies to training modes (--mode train, full-ft, lora or qlora)
[2]
$ gpusel fit --model 8B --gpu h100 --mode lora --kv-dtype fp8
gpusel: error: --kv-dtype applies to serving (--mode infer)
[2]
$ gpusel fit --engine none --model 1.5T --gpu b200 --format csv --ctx 8k
model,gpu,weight_dtype,expert_dtype,gpu_count,fits,fits_one_gpu,min_gpus,tp,pp,dp,zero_stage,params,active_params,trainable_params,weights_bytes,kv_cache_bytes,kv_cache_bytes_per_token,activation_bytes,gradient_bytes,optimizer_bytes,runtime_bytes,total_bytes,usable_bytes,headroom_bytes,max_concurrency,max_context_tokens,launch_usd_total,reason
generic-1.5t,b200,bf16,,1,false,false,16,1,1,1,0,1500187339776,1500187339776,0,3000374679552,7180648448,876544,6015144960,0,0,2212127232,3015782600192,192264211005,-2823518389187,0,0,,"needs 2808.7 GiB per GPU on 1 GPU(s) (tp 1, pp 1, dp 1), has 179.1 GiB"
$ gpusel --catalog tests/fixtures/cli/toy.yaml fit --engine none --gpu toy-24g --ctx 36k --concurrency 8 --format csv | awk -F, 'NR == 1 || $1 == "toy-1b"'
model,gpu,weight_dtype,expert_dtype,gpu_count,fits,fits_one_gpu,min_gpus,tp,pp,dp,zero_stage,params,active_params,trainable_params,weights_bytes,kv_cache_bytes,kv_cache_bytes_per_token,activation_bytes,gradient_bytes,optimizer_bytes,runtime_bytes,total_bytes,usable_bytes,headroom_bytes,max_concurrency,max_context_tokens,launch_usd_total,reason
toy-1b,toy-24g,fp8,,1,true,true,1,1,1,1,0,1137772544,1137772544,0,1268912128,19327352832,65536,605003776,0,0,1671113114,22872381850,23622320128,749938278,8,38294,1000,
$ gpusel --catalog tests/fixtures/cli/toy.yaml fit --engine none --gpu toy-24g --ctx 38k --concurrency 8 --format markdown | grep -E '^\| (model|toy-1b) '
| model | GPU | params (B) | precision | fits on 1 | headroom (GiB) | max context | max concurrency | why not / caveat |
| toy-1b | toy-24g | 1.1 | int4 | yes | 0.1 | 39216 | 8 | - |
$ gpusel --catalog tests/fixtures/cli/toy.yaml fit --engine none --gpu toy-24g --ctx 36k --concurrency 8 --precision bf16 --format csv | awk -F, '$1 == "toy-1b"'
toy-1b,toy-24g,bf16,,1,false,false,2,1,1,1,0,1137772544,1137772544,0,2275545088,19327352832,65536,605003776,0,0,1671113114,23879014810,23622320128,-256694682,7,36374,,"needs 22.2 GiB per GPU on 1 GPU(s) (tp 1, pp 1, dp 1), has 22.0 GiB"
$ gpusel fit --engine none --gpu h100 --check
gpusel: error: --check needs exactly one --gpu and a --model
[2]
$ gpusel fit --engine none --model llama-3.1-405b --gpu h100-sxm --gpu h100-pcie --format csv | head -3 | cut -d, -f2,5-12
gpu,gpu_count,fits,fits_one_gpu,min_gpus,tp,pp,dp,zero_stage
h100-pcie,11,true,false,11,1,11,1,0
h100-sxm,11,true,false,11,1,11,1,0
$ gpusel fit --model llama-3.1-8b --mode full-ft --gpu h100 --gpus 8 --zero 3 --format csv | head -2 | cut -d, -f2,5,6,9-12
gpu,gpu_count,fits,tp,pp,dp,zero_stage
h100-sxm,8,true,1,1,8,3
$ gpusel fit --model llama-3.1-8b --mode full-ft --gpu h100 --gpus 8 --zero 3 --tp 2 --format csv | head -2 | cut -d, -f2,5,6,9-12
gpu,gpu_count,fits,tp,pp,dp,zero_stage
h100-sxm,8,true,2,1,4,3
$ gpusel fit --engine none --model 70B --vendor amd --min-memory 150GB --by bandwidth --top 2 --format csv | cut -d, -f2,5,6
gpu,gpu_count,fits
mi355x,1,true
mi325x,1,true
$ gpusel fit --engine none --model 8B --mode qlora --gpu tpu-v5e --format markdown | grep -E '^\| (GPU|tpu)'
gpusel: error: --engine applies to serving (--mode infer), not --mode qlora
[1]
$ gpusel fit --engine none --model 8B --precision fp8 --gpu v100-sxm2-32gb --format markdown | grep -E '^\| (GPU|v100)'
| GPU | GPUs | layout | fits | need/GPU (GiB) | usable (GiB) | headroom (GiB) | max concurrency | max context | fewest GPUs |
| v100-sxm2-32gb | 1 | tp1 pp1 | yes | 11.0 | 32.0 | 21.0 | 41 | 131072 | 1 |
$ gpusel fit --model llama-3.1-8b --gpu h100-sxm --ctx 32k --format csv | cut -d, -f2,25,26,27
gpu,headroom_bytes,max_concurrency,max_context_tokens
h100-sxm,54106869924,13,131072
$ gpusel fit --engine none --model llama-3.1-8b --gpu h100-sxm --ctx 32k --format csv | cut -d, -f2,25,26,27 | tail -1
h100-sxm,62375753421,15,131072
$ gpusel fit --engine sglang --model llama-3.1-8b --gpu h100-sxm --ctx 32k --format csv | cut -d, -f2,25,26,27 | tail -1
h100-sxm,52470041110,13,131072
$ gpusel fit --engine trtllm --model llama-3.1-8b --gpu h100-sxm --ctx 32k --format csv | cut -d, -f2,25,26,27 | tail -1
h100-sxm,54388738458,13,131072
$ gpusel fit --engine sglang --model llama-3.1-70b --gpu h100-sxm --gpus 4 --ctx 32k | grep 'engine sglang'
note: engine sglang (SGLang v0.5.2) on h100-sxm: weights + KV pool within static fraction 0.856, activations profiled at 8192 batched tokens, sampler 0.15 GiB, CUDA graphs 0.31 GiB, reserve 3.58 GiB (docs/methodology.md, "Serving engines")
$ gpusel fit --model llama-3.1-70b --gpu h100-sxm --gpus 2 --ctx 32k --kv-dtype fp8 --emit vllm --table launch --format csv
command,gpu,engine
vllm serve meta-llama/Llama-3.1-70B --tensor-parallel-size 2 --max-model-len 32768 --max-num-seqs 1 --gpu-memory-utilization 0.90 --kv-cache-dtype fp8,h100-sxm,vllm
$ gpusel fit --engine sglang --model llama-3.1-70b --gpu h100-sxm --gpus 4 --ctx 32k --emit sglang --table launch --format csv
command,gpu,engine
python3 -m sglang.launch_server --model-path meta-llama/Llama-3.1-70B --tp-size 4 --context-length 32768 --max-running-requests 12 --mem-fraction-static 0.856,h100-sxm,sglang
$ gpusel fit --engine trtllm --model llama-3.1-70b --gpu h100-sxm --gpus 4 --ctx 32k --kv-dtype fp8 --emit trtllm --table launch --format csv
command,gpu,engine
printf 'kv_cache_config:\n  dtype: fp8\n' > extra-llm-api.yaml && trtllm-serve meta-llama/Llama-3.1-70B --tp_size 4 --max_seq_len 32768 --max_batch_size 29 --kv_cache_free_gpu_memory_fraction 0.90 --extra_llm_api_options extra-llm-api.yaml,h100-sxm,trtllm
$ gpusel fit --model llama-3.1-8b --gpu h100-sxm --precision fp8 --emit vllm --format json | grep -A3 '"launch": \['
  "launch": [
    {"command": "vllm serve meta-llama/Llama-3.1-8B --tensor-parallel-size 1 --max-model-len 4096 --max-num-seqs 121 --gpu-memory-utilization 0.90 --quantization fp8", "gpu": "h100-sxm", "engine": "vllm"}
  ],
  "notes": [
$ gpusel fit --model llama-3.1-8b --gpu h100-sxm --emit sglang | grep -- '--emit sglang with'
note: --emit sglang with --engine vllm: capacity was sized for vllm; add --engine sglang to size it for the engine launched
$ gpusel fit --model llama-3.1-8b --gpu h100-sxm --mode lora --emit vllm
gpusel: error: --emit applies to serving (--mode infer), not --mode lora
[2]
$ gpusel fit --gpu h100-sxm --emit vllm
gpusel: error: --emit needs --model
[2]
$ gpusel fit --model llama-3.1-8b --gpu h100-sxm --engine tgi
gpusel: error: --engine must be one of none, vllm, sglang, trtllm, got 'tgi'
[2]
$ gpusel fit --model llama-3.1-8b --gpu h100-sxm --precision int4 --emit vllm
gpusel: error: --emit vllm: int4 weights need a checkpoint quantised to int4; name one with --model (a config.json path or Hugging Face id)
[2]
$ gpusel fit --model llama-3.1-8b --gpu h100-sxm --kv-dtype int8 --emit sglang
gpusel: error: --emit sglang: SGLang has no int8 KV cache (fp8 or 16-bit)
[2]
$ gpusel fit --gpu h100-sxm --tp 3 --format json | jq -c '[.rows[] | select(.reason | test("does not divide")) | {gpu_count, tp, headroom_bytes, max_context_tokens}] | unique'
[{"gpu_count":null,"tp":null,"headroom_bytes":null,"max_context_tokens":null}]
$ gpusel fit --mode train --model llama-3.1-8b --gpu h100-sxm --offload params
gpusel: error: ZeRO stage 3 needs data parallelism (--dp 2 or more) to shard over (parameter offload shards with ZeRO-3)
[3]
$ gpusel --catalog tests/fixtures/cli/toy.yaml fit --model toy-1b --gpu toy --explain
fit
GPU      GPUs  layout   fits  need/GPU (GiB)  usable (GiB)  headroom (GiB)  max concurrency  max context  fewest GPUs
toy-24g     1  tp1 pp1  yes              3.3          19.8            17.0               69        65536            1

where the bytes go (per GPU)
component           GiB  % of total  % of usable
weights            2.12        64.7         10.7
kv cache           0.25         7.6          1.3
activations        0.20         6.2          1.0
gradients          0.00         0.0          0.0
optimizer states   0.00         0.0          0.0
runtime            0.70        21.5          3.6
total              3.27       100.0         16.5
usable            19.80       604.6        100.0
headroom          17.05       520.6         86.1

formulas
quantity            value                    unit    formula (values substituted)
params              1137772544               params  embedding 65536000 + head 65536000 + linear 1006632960 + router 0
                                                     + norms/biases 67584
kv cache per token  65536                    bytes   layers 16 x 2048 cached elements/token/layer (GQA) x 2 B [bf16],
                                                     whole model
weights             2275545088 (2.12 GiB)    bytes   (linear 1006632960 x 2 B [bf16] + norms/router/biases 65536 x 2 B
                                                     + embedding/head/encoder 131074048 x 2 B) / tp 1; stage 1 of 1:
                                                     layers 0-15
kv cache            268435456                bytes   concurrency 1 x 2048 elements/token/layer on this GPU (GQA) x 2 B
                                                     [bf16] x (16 full layers x 4096 tokens + 0 window layers x 4096
                                                     tokens)
activations         216530944                bytes   prefill chunk 2048 tokens x (4 x hidden 2048 + q 2048/tp + kv 2048
                                                     + 3 x ffn 8192/tp + expert outputs 0) x 2 B + the engine's sampler
                                                     buffers (serving profile)
runtime             755656294                bytes   reserve 171966464 B + fragmentation 0.1 x (activations +
                                                     gradients) + CUDA graphs 562036736 B
total               3516167782 (3.27 GiB)    bytes   weights + kv cache + activations + gradients + optimizer +
                                                     runtime, on the busiest pipeline stage (1 of 1)
usable              21260088115 (19.80 GiB)  bytes   allocatable 23622320128 B x memory utilisation 0.9
headroom            18305957069 (17.05 GiB)  bytes   least of: usable - (total - CUDA graphs, captured after the kv
                                                     cache); allocatable - total

note: engine vllm (vLLM v0.10, V1 engine) on toy-24g: all but CUDA graphs within fraction 0.9, activations profiled at 2048 batched tokens, sampler 0.06 GiB, CUDA graphs 0.52 GiB, reserve 0.16 GiB (docs/methodology.md, "Serving engines")
note: model 'toy-1b' (catalogue): 1.138B parameters computed from the architecture (published 1.14B, -0.20%); the computed count is used
note: precision auto: 'toy-1b' states no shipped format; bf16 assumed
note: serving: weights bf16, KV cache bf16, context 4096 tokens, concurrency 1
note: sizes: GiB = 2^30 bytes, GB = 10^9 bytes; 32k tokens = 32768; bytes are per GPU
$ gpusel fit --model llama-3.1-70b --ctx 32k --gpu h100 --gpus 2 --explain | awk '/^formulas$/ { t = 1; next } t && /^$/ { t = 0 } t && length > 120 { n++ } t && /formula \(values substituted\)/ { f = 1 } /hidden to fit/ { h = 1 } END { print (f ? "formulas shown" : "no formulas"), n + 0, "lines over 120 columns", (h ? "columns hidden" : "nothing hidden") }'
formulas shown 0 lines over 120 columns nothing hidden
