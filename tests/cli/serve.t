# gpusel perf's serving features (issue 17; docs/commands/perf.md, "Serving
# features").  Prefix caching: a 2,000-token shared prefix cached for 80% of
# requests computes 3,000 - 1,600 = 1,400 prompt tokens per request and holds
# 1,600 fewer KV tokens per sequence: lower TTFT, more sequences, more tokens/s.
$ gpusel perf --model llama-3.1-70b --gpu h100 --gpus 8 --prompt-tokens 3000 --output-tokens 500 --concurrency 64 --columns gpu,layout,max_concurrency,ttft_s,ttft_p99_s,tokens_per_s
GPU       layout         max conc  TTFT ms    p99  tok/s
h100-sxm  tp8 pp1 x dp1       398    134.1  275.2   1971

note: engine vLLM v0.10, V1 engine: memory reserve, 8192-token default step budget, 0.0005 s per step + 2e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'llama-3.1-70b' (catalogue); weights bf16, KV cache bf16; requests of 3000 prompt + 500 output tokens
note: layout tp8 pp1 x dp1 on 8 GPU(s): the split with the most tokens/s; 398 sequences fit (KV at 3500 tokens each, 90% of memory)
note: prefill budget 8192 tokens per step (the engine's default); mean time per output token 0.03247 s beside p99 ITL 0.1341 s
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
$ gpusel perf --model llama-3.1-70b --gpu h100 --gpus 8 --prompt-tokens 3000 --output-tokens 500 --concurrency 64 --prefix-tokens 2000 --prefix-hit-rate 0.8 --columns gpu,layout,max_concurrency,ttft_s,ttft_p99_s,tokens_per_s
GPU       layout         max conc  TTFT ms    p99  tok/s
h100-sxm  tp4 pp1 x dp2       502    106.4  131.6   3136

note: engine vLLM v0.10, V1 engine: memory reserve, 8192-token default step budget, 0.0005 s per step + 2e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'llama-3.1-70b' (catalogue); weights bf16, KV cache bf16; requests of 3000 prompt + 500 output tokens
note: layout tp4 pp1 x dp2 on 8 GPU(s): the split with the most tokens/s; 502 sequences fit (KV at 3500 tokens each, 90% of memory)
note: prefix cache: 1600 of 3000 prompt tokens per request cached on average (2000-token prefix x hit rate 0.80); prefill computes the rest, the prefix's KV is held once per replica
note: prefill budget 8192 tokens per step (the engine's default); mean time per output token 0.02041 s beside p99 ITL 0.1064 s
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
$ gpusel perf --model llama-3.1-70b --gpu h100 --tp 8 --concurrency 1 --prompt-tokens 1000 --output-tokens 500 --columns gpu,layout,itl_s,tokens_per_s
GPU       layout         ITL ms  tok/s
h100-sxm  tp8 pp1 x dp1    9.16    109

note: engine vLLM v0.10, V1 engine: memory reserve, 8192-token default step budget, 0.0005 s per step + 2e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'llama-3.1-70b' (catalogue); weights bf16, KV cache bf16; requests of 1000 prompt + 500 output tokens
note: layout tp8 pp1 x dp1 on 8 GPU(s): as given; 930 sequences fit (KV at 1500 tokens each, 90% of memory)
note: prefill budget 8192 tokens per step (the engine's default); mean time per output token 0.009158 s beside p99 ITL 0.009158 s
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
$ gpusel perf --model llama-3.1-70b --gpu h100 --tp 8 --concurrency 1 --prompt-tokens 1000 --output-tokens 500 --draft-model llama-3.2-1b --draft-tokens 4 --acceptance-length 2.5 --columns gpu,layout,itl_s,tokens_per_s
GPU       layout         ITL ms  tok/s
h100-sxm  tp8 pp1 x dp1    4.81    207

note: engine vLLM v0.10, V1 engine: memory reserve, 8192-token default step budget, 0.0005 s per step + 2e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'llama-3.1-70b' (catalogue); weights bf16, KV cache bf16; requests of 1000 prompt + 500 output tokens
note: layout tp8 pp1 x dp1 on 8 GPU(s): as given; 925 sequences fit (KV at 1500 tokens each, 90% of memory)
note: speculative decoding: llama-3.2-1b drafts 4 tokens per step, 2.5 accepted per verify step (measured, given); 201 decode steps per request; draft passes 2.65 ms per step; ITL is the step time / 2.5
note: prefill budget 8192 tokens per step (the engine's default); mean time per output token 0.004808 s beside p99 ITL 0.004808 s
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
$ gpusel perf --model deepseek-v3 --gpu h200 --tp 8 --precision fp8 --concurrency 1 --prompt-tokens 1000 --output-tokens 500 --spec-decode mtp:1 --acceptance-length 1.8 --columns gpu,layout,itl_s,tokens_per_s
GPU   layout         ITL ms  tok/s
h200  tp8 pp1 x dp1    5.64    177

note: engine vLLM v0.10, V1 engine: memory reserve, 8192-token default step budget, 0.0005 s per step + 2e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'deepseek-v3' (catalogue); weights fp8, KV cache bf16; requests of 1000 prompt + 500 output tokens
note: layout tp8 pp1 x dp1 on 8 GPU(s): as given; 446 sequences fit (KV at 1500 tokens each, 90% of memory)
note: speculative decoding: the MTP head drafts 1 tokens per step, 1.8 accepted per verify step (measured, given); 278 decode steps per request; draft passes 0.153 ms per step; ITL is the step time / 1.8
note: prefill budget 8192 tokens per step (the engine's default); mean time per output token 0.005641 s beside p99 ITL 0.005641 s
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
$ gpusel perf --model deepseek-v3 --gpu h200 --gpus 8 --precision fp8 --columns gpu,layout,max_concurrency,itl_s,tokens_per_s
GPU   layout             max conc  ITL ms  tok/s
h200  ep8 attn-dp x dp1      1736   97.25  17851

note: engine vLLM v0.10, V1 engine: memory reserve, 8192-token default step budget, 0.0005 s per step + 2e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'deepseek-v3' (catalogue); weights fp8, KV cache bf16; requests of 1000 prompt + 1000 output tokens
note: layout attn-dp + ep8 pp1 x dp1 on 8 GPU(s): the split with the most tokens/s; 1736 sequences fit (KV at 2000 tokens each, 90% of memory)
note: expert parallelism: 8 GPUs each hold 1/8 of the routed experts, attention data-parallel (each GPU its own sequences and whole KV); busiest rank's expert load 1.03x the mean; dispatch and combine all-to-all per MoE layer (docs/engines/roofline.md, "Expert
note: prefill budget 8192 tokens per step (the engine's default); mean time per output token 0.09725 s beside p99 ITL 0.1532 s
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
$ gpusel perf --model deepseek-v3 --gpu h200 --gpus 8 --precision fp8 --ep 1 --columns gpu,layout,max_concurrency,itl_s,tokens_per_s
GPU   layout         max conc  ITL ms  tok/s
h200  tp8 pp1 x dp1       344   73.33   4691

note: engine vLLM v0.10, V1 engine: memory reserve, 8192-token default step budget, 0.0005 s per step + 2e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'deepseek-v3' (catalogue); weights fp8, KV cache bf16; requests of 1000 prompt + 1000 output tokens
note: layout tp8 pp1 x dp1 on 8 GPU(s): the split with the most tokens/s; 344 sequences fit (KV at 2000 tokens each, 90% of memory)
note: prefill budget 8192 tokens per step (the engine's default); mean time per output token 0.07333 s beside p99 ITL 0.08738 s
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
$ gpusel perf --model qwen3-235b-a22b --gpu h200 --gpus 8 --precision fp8 --ep 8 --attention-dp --concurrency 256 --columns gpu,layout,max_concurrency,itl_s,tokens_per_s
GPU   layout             max conc  ITL ms  tok/s
h200  ep8 attn-dp x dp1      1968   26.37   9710

note: engine vLLM v0.10, V1 engine: memory reserve, 8192-token default step budget, 0.0005 s per step + 2e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'qwen3-235b-a22b' (catalogue); weights fp8, KV cache bf16; requests of 1000 prompt + 1000 output tokens
note: layout attn-dp + ep8 pp1 x dp1 on 8 GPU(s): the split with the most tokens/s; 1968 sequences fit (KV at 2000 tokens each, 90% of memory)
note: expert parallelism: 8 GPUs each hold 1/8 of the routed experts, attention data-parallel (each GPU its own sequences and whole KV); busiest rank's expert load 1.09x the mean; dispatch and combine all-to-all per MoE layer (docs/engines/roofline.md, "Expert
note: prefill budget 8192 tokens per step (the engine's default); mean time per output token 0.02637 s beside p99 ITL 0.07814 s
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
$ gpusel perf --model llama-3.1-70b --gpu h100 --prefix-hit-rate 0.5
gpusel: error: --prefix-tokens and --prefix-hit-rate go together
[2]
$ gpusel perf --model llama-3.1-70b --gpu h100 --prefix-tokens 1000 --prefix-hit-rate 0.5
gpusel: error: --prefix-tokens 1000 must be shorter than --prompt-tokens 1000
[2]
$ gpusel perf --model llama-3.1-70b --gpu h100 --spec-decode eagle:3 --acceptance-length 2
gpusel: error: --spec-decode: expected mtp:<k>, k from 1 to 16, got 'eagle:3'
[2]
$ gpusel perf --model llama-3.1-70b --gpu h100 --spec-decode mtp:2
gpusel: error: speculative decoding needs --acceptance-length (the measured mean tokens per verify step)
[2]
$ gpusel perf --model llama-3.1-70b --gpu h100 --spec-decode mtp:2 --acceptance-length 3.5
gpusel: error: --acceptance-length 3.5 exceeds 2 draft tokens + 1
[2]
$ gpusel perf --model llama-3.1-70b --gpu h100 --draft-model llama-3.2-1b --acceptance-length 2
gpusel: error: --draft-model needs --draft-tokens
[2]
$ gpusel perf --model llama-3.1-70b --gpu h100 --attention-dp
gpusel: error: --attention-dp needs --ep 2 or more
[2]
$ gpusel perf --model llama-3.1-70b --gpu h100 --gpus 8 --ep 8
gpusel: error: --ep: 'llama-3.1-70b' has no routed experts
[3]
$ gpusel perf --model deepseek-v3 --gpu h200 --gpus 8 --ep 512
gpusel: error: --ep 512 exceeds the 256 routed experts of 'deepseek-v3'
[3]
$ gpusel perf --model llama-3.1-70b --gpu h100 --disagg --prefill-gpus 8 --decode-gpus 8 --prompt-tokens 30720 --output-tokens 2048 --ttft-p99 10s --itl-p99 50ms --wide --emit sglang
mode           prefill pool           decode pool (or all)        GPUs  conc  TTFT p99 ms  ITL p99 ms  tok/s  tok/s/GPU  KV transfer ms  prefill load  meets
aggregated     -                      h100-sxm x16 tp4 pp4 x dp1    16    32       4979.2       47.77   1178         74               -          0.47  yes
disaggregated  h100-sxm x8 tp4 x dp2  h100-sxm x8 tp8 pp1 x dp1     16     8       9481.3       12.55    637         40           61.39          0.38  yes

launch lines
engine          launch line
sglang prefill  python3 -m sglang.launch_server --model-path meta-llama/Llama-3.1-70B --disaggregation-mode prefill --tp-size 4 --port 30000
sglang decode   python3 -m sglang.launch_server --model-path meta-llama/Llama-3.1-70B --disaggregation-mode decode --tp-size 8 --port 30001
sglang router   python3 -m sglang_router.launch_router --pd-disaggregation --prefill http://PREFILL:30000 --decode http://DECODE:30001 --port 8000

note: disaggregated: a prompt's prefill takes 2412.8 ms on a tp4 instance of 'h100-sxm' (2 of them); its KV, 9600.0 MiB, moves in 61.39 ms over the scale-out network, one NIC per GPU (docs/engines/perf.md)
note: aggregated wins: 40 vs 74 tokens/s per GPU
note: not modelled: prefill batching of several short prompts per step, KV transfer overlapped with the prefill of later layers; prefix caching and speculative decoding apply to both pools as given
$ gpusel perf --model deepseek-v3 --gpu h200 --precision fp8 --disagg --prefill-gpus 8 --decode-gpus 8 --prompt-tokens 8000 --output-tokens 1000 --itl-p99 50ms --ttft-p99 3s --wide --emit dynamo
mode           prefill pool       decode pool (or all)         GPUs  conc  TTFT p99 ms  ITL p99 ms  tok/s  tok/s/GPU  KV transfer ms  prefill load  meets
aggregated     -                  h200 x16 ep16 attn-dp x dp1    16   110       2643.7       49.95   2202        138               -          0.01  yes
disaggregated  h200 x8 tp8 x dp1  h200 x8 ep8 attn-dp x dp1      16    87       1258.0       49.91   1743        109            1.72          0.47  yes

launch lines
engine           launch line
dynamo frontend  python3 -m dynamo.frontend --http-port 8000
dynamo prefill   python3 -m dynamo.vllm --model deepseek-ai/DeepSeek-V3 --tensor-parallel-size 8 --is-prefill-worker
dynamo decode    python3 -m dynamo.vllm --model deepseek-ai/DeepSeek-V3 --tensor-parallel-size 1 --data-parallel-size 8 --enable-expert-parallel

note: disaggregated: a prompt's prefill takes 270.3 ms on a tp8 instance of 'h200' (1 of them); its KV, 536.1 MiB, moves in 1.72 ms over the scale-out network, one NIC per GPU (docs/engines/perf.md)
note: aggregated wins: 109 vs 138 tokens/s per GPU
note: not modelled: prefill batching of several short prompts per step, KV transfer overlapped with the prefill of later layers; prefix caching and speculative decoding apply to both pools as given
$ gpusel perf --model llama-3.1-70b --gpu h100 --disagg --prefill-gpus 8
gpusel: error: --disagg needs one --gpu (the decode pool's), --prefill-gpus and --decode-gpus
[2]
$ gpusel perf --model llama-3.1-70b --gpu h100 --prefill-gpus 8 --decode-gpus 8
gpusel: error: --prefill-gpus, --decode-gpus and --prefill-gpu go with --disagg
[2]
$ gpusel perf --model llama-3.1-70b --gpu h100 --gpus 8 --emit dynamo
gpusel: error: --emit dynamo needs --disagg
[2]
$ gpusel perf --model deepseek-v3 --gpu h200 --gpus 8 --precision fp8 --emit vllm --columns gpu,layout
perf
GPU   layout
h200  ep8 attn-dp x dp1

launch line
engine  launch line
vllm    vllm serve deepseek-ai/DeepSeek-V3 --tensor-parallel-size 1 --data-parallel-size 8 --max-model-len 2000 --max-num-seqs 217 --gpu-memory-utilization 0.90 --max-num-batched-tokens 8192 --enable-expert-parallel

note: engine vLLM v0.10, V1 engine: memory reserve, 8192-token default step budget, 0.0005 s per step + 2e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'deepseek-v3' (catalogue); weights fp8, KV cache bf16; requests of 1000 prompt + 1000 output tokens
note: layout attn-dp + ep8 pp1 x dp1 on 8 GPU(s): the split with the most tokens/s; 1736 sequences fit (KV at 2000 tokens each, 90% of memory)
note: expert parallelism: 8 GPUs each hold 1/8 of the routed experts, attention data-parallel (each GPU its own sequences and whole KV); busiest rank's expert load 1.03x the mean; dispatch and combine all-to-all per MoE layer (docs/engines/roofline.md, "Expert
note: prefill budget 8192 tokens per step (the engine's default); mean time per output token 0.09725 s beside p99 ITL 0.1532 s
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
$ gpusel perf --model deepseek-v3 --gpu h200 --gpus 8 --precision fp8 --emit sglang --columns gpu,layout
perf
GPU   layout
h200  ep8 attn-dp x dp1

launch line
engine  launch line
sglang  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3 --tp-size 8 --dp-size 8 --context-length 2000 --max-running-requests 1912 --mem-fraction-static 0.905 --chunked-prefill-size 8192 --enable-dp-attention --ep-size 8

note: engine SGLang v0.5.2: memory reserve, 8192-token default step budget, 0.0003 s per step + 1e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'deepseek-v3' (catalogue); weights fp8, KV cache bf16; requests of 1000 prompt + 1000 output tokens
note: layout attn-dp + ep8 pp1 x dp1 on 8 GPU(s): the split with the most tokens/s; 1912 sequences fit (KV at 2000 tokens each, 88% of memory)
note: expert parallelism: 8 GPUs each hold 1/8 of the routed experts, attention data-parallel (each GPU its own sequences and whole KV); busiest rank's expert load 1.03x the mean; dispatch and combine all-to-all per MoE layer (docs/engines/roofline.md, "Expert
note: prefill budget 8192 tokens per step (the engine's default); mean time per output token 0.1451 s beside p99 ITL 0.2205 s
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
$ gpusel perf --model deepseek-v3 --gpu h200 --gpus 8 --precision fp8 --emit trtllm --columns gpu,layout
gpusel: error: --emit trtllm: no one launch line for 1 replicas of an EP group with attention-DP; --emit vllm prints one
[2]
$ gpusel perf --model llama-3.1-70b --gpu gh200 --gpus 2 --prompt-tokens 8000 --output-tokens 1000 --columns gpu,layout,max_concurrency,concurrency,itl_s,tokens_per_s
GPU    layout         max conc  conc  ITL ms  tok/s
gh200  tp2 pp1 x dp1        13    13   31.96    407

note: engine vLLM v0.10, V1 engine: memory reserve, 8192-token default step budget, 0.0005 s per step + 2e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'llama-3.1-70b' (catalogue); weights bf16, KV cache bf16; requests of 8000 prompt + 1000 output tokens
note: layout tp2 pp1 x dp1 on 2 GPU(s): the split with the most tokens/s; 13 sequences fit (KV at 9000 tokens each, 90% of memory)
note: prefill budget 8192 tokens per step (the engine's default); mean time per output token 0.03196 s beside p99 ITL 0.8986 s
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
$ gpusel perf --model llama-3.1-70b --gpu gh200 --gpus 2 --prompt-tokens 8000 --output-tokens 1000 --kv-offload host --host-memory 400GB --columns gpu,layout,max_concurrency,concurrency,itl_s,tokens_per_s
GPU    layout         max conc  conc  ITL ms  tok/s
gh200  tp2 pp1 x dp1       284    13   31.96    407

note: engine vLLM v0.10, V1 engine: memory reserve, 8192-token default step budget, 0.0005 s per step + 2e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'llama-3.1-70b' (catalogue); weights bf16, KV cache bf16; requests of 8000 prompt + 1000 output tokens
note: layout tp2 pp1 x dp1 on 2 GPU(s): the split with the most tokens/s; 284 sequences fit (KV at 9000 tokens each, 90% of memory)
note: KV offload: 400 GB of host memory per GPU over 450 GB/s each way (NVLink-C2C); sequences beyond HBM read their KV over it every step (docs/engines/roofline.md, "KV offload")
note: prefill budget 8192 tokens per step (the engine's default); mean time per output token 0.03196 s beside p99 ITL 0.8986 s
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
$ gpusel perf --model llama-3.1-70b --gpu gh200 --gpus 2 --prompt-tokens 8000 --output-tokens 1000 --kv-offload host --host-memory 400GB --itl-p99 2s --columns gpu,layout,max_concurrency,concurrency,itl_s,tokens_per_s
GPU    layout         max conc  conc   ITL ms  tok/s
gh200  tp2 pp1 x dp1       284   284  1279.37    222

note: engine vLLM v0.10, V1 engine: memory reserve, 8192-token default step budget, 0.0005 s per step + 2e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'llama-3.1-70b' (catalogue); weights bf16, KV cache bf16; requests of 8000 prompt + 1000 output tokens
note: layout tp2 pp1 x dp1 on 2 GPU(s): the split with the most tokens/s meeting the targets; 284 sequences fit (KV at 9000 tokens each, 90% of memory)
note: KV offload: 400 GB of host memory per GPU over 450 GB/s each way (NVLink-C2C); sequences beyond HBM read their KV over it every step (docs/engines/roofline.md, "KV offload")
note: prefill budget 8192 tokens per step (the engine's default); mean time per output token 1.279 s beside p99 ITL 1.901 s
note: targets: met; the largest concurrency meeting them is 284
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
$ gpusel perf --model llama-3.1-70b --gpu gh200 --kv-offload host
gpusel: error: --kv-offload host needs --host-memory (host memory per GPU for the KV tier, e.g. 200GB)
[2]
$ gpusel cost --today 2026-12-01 --kind realtime --model deepseek-v3 --precision fp8 --gpu h200 --gpus 8 --requests-per-s 5 --prompt-tokens 2000 --output-tokens 500 --columns layout,concurrency,unit_tokens_per_s
field                     value               key
layout per unit           ep 8 attn-dp, dp 1  layout
concurrency per unit      1512                concurrency
output tokens/s per unit  10400               unit_tokens_per_s

cost terms
term             key                      USD  share %
GPU compute      compute_usd         11106.92     24.0
storage          storage_usd             0.00      0.0
serving stack    serving_stack_usd       0.00      0.0
idle capacity    idle_capacity_usd   35099.16     76.0
retry waste      retry_waste_usd         0.00      0.0
observability    observability_usd       0.00      0.0
platform labour  platform_labor_usd      0.00      0.0

break-even
a          b      verdict                             a $/GPU-h at 100%  b $/GPU-h at 100%  break-even util %  break-even tokens/month
on-demand  owned  on-demand below 15.5%, owned above              7.912              1.310               15.5                        -

note: price: AWS p5en.48xlarge, 8 GPU(s), $63.3/h ($7.912 per GPU-hour), on-demand, as of 2026-08-26
note: price age 97 days on 2026-12-01 (stale after 180)
note: superseded quote: AWS p5en.48xlarge $84.80/h as of unknown, before 2025-06 price cut (snapshot undated): $61904.00 at that price, against $46206.08 today
note: throughput: roofline (perf engine)
note: provisioned for the peak: 1 unit(s) of 8 GPU(s); utilisation 24.0% of the paid GPU-hours
$ gpusel cost --today 2026-12-01 --kind realtime --model llama-3.1-8b --gpu h100 --requests-per-s 30 --prompt-tokens 3000 --output-tokens 300 --columns layout,concurrency,unit_tokens_per_s,n_units,usd_per_mtok
field                            value             key
layout per unit                  tp 1, pp 1, dp 1  layout
concurrency per unit             137               concurrency
output tokens/s per unit         2360              unit_tokens_per_s
units provisioned                4                 n_units
USD per million accepted tokens  0.3951            usd_per_mtok

cost terms
term             key                     USD  share %
GPU compute      compute_usd         8907.25     95.3
storage          storage_usd            0.00      0.0
serving stack    serving_stack_usd      0.00      0.0
idle capacity    idle_capacity_usd    436.75      4.7
retry waste      retry_waste_usd        0.00      0.0
observability    observability_usd      0.00      0.0
platform labour  platform_labor_usd     0.00      0.0

break-even
a            b            verdict                             a $/GPU-h at 100%  b $/GPU-h at 100%  break-even util %  break-even tokens/month
on-demand    reserved-3y  on-demand at every utilisation                  3.200              4.860                  -                        -
on-demand    owned        on-demand below 35.4%, owned above              3.200              1.195               35.4                        -
reserved-3y  owned        owned at every utilisation                      4.860              1.195                  -                        -

note: price: Hyperstack H100 SXM, 1 GPU(s), $3.2/h ($3.2 per GPU-hour), on-demand, as of 2026-08-26
note: price age 97 days on 2026-12-01 (stale after 180)
note: throughput: roofline (perf engine)
note: 1 GPU(s) per unit: the fewest that hold the workload (--gpus N chooses)
note: provisioned for the peak: 4 unit(s) of 1 GPU(s); utilisation 95.3% of the paid GPU-hours
$ gpusel cost --today 2026-12-01 --kind realtime --model llama-3.1-8b --gpu h100 --requests-per-s 30 --prompt-tokens 3000 --output-tokens 300 --prefix-tokens 2000 --prefix-hit-rate 0.8 --columns layout,concurrency,unit_tokens_per_s,n_units,usd_per_mtok
field                            value             key
layout per unit                  tp 1, pp 1, dp 1  layout
concurrency per unit             265               concurrency
output tokens/s per unit         3443              unit_tokens_per_s
units provisioned                3                 n_units
USD per million accepted tokens  0.2963            usd_per_mtok

cost terms
term             key                     USD  share %
GPU compute      compute_usd         6105.81     87.1
storage          storage_usd            0.00      0.0
serving stack    serving_stack_usd      0.00      0.0
idle capacity    idle_capacity_usd    902.19     12.9
retry waste      retry_waste_usd        0.00      0.0
observability    observability_usd      0.00      0.0
platform labour  platform_labor_usd     0.00      0.0

break-even
a            b            verdict                             a $/GPU-h at 100%  b $/GPU-h at 100%  break-even util %  break-even tokens/month
on-demand    reserved-3y  on-demand at every utilisation                  3.200              4.860                  -                        -
on-demand    owned        on-demand below 35.4%, owned above              3.200              1.195               35.4                        -
reserved-3y  owned        owned at every utilisation                      4.860              1.195                  -                        -

note: price: Hyperstack H100 SXM, 1 GPU(s), $3.2/h ($3.2 per GPU-hour), on-demand, as of 2026-08-26
note: price age 97 days on 2026-12-01 (stale after 180)
note: throughput: roofline (perf engine)
note: 1 GPU(s) per unit: the fewest that hold the workload (--gpus N chooses)
note: provisioned for the peak: 3 unit(s) of 1 GPU(s); utilisation 87.1% of the paid GPU-hours
$ gpusel cost --workload tests/fixtures/workload/deepseek-mtp.yaml --today 2026-12-01 --gpu h200 --gpus 8 --columns layout,concurrency,itl_p99_s,unit_tokens_per_s,usd_per_mtok
field                            value             key
layout per unit                  tp 8, pp 1, dp 1  layout
concurrency per unit             139               concurrency
p99 ITL (s)                      0.0500            itl_p99_s
output tokens/s per unit         2776              unit_tokens_per_s
USD per million accepted tokens  7.0329            usd_per_mtok

cost terms
term             key                      USD  share %
GPU compute      compute_usd         41610.50     90.1
storage          storage_usd             0.00      0.0
serving stack    serving_stack_usd       0.00      0.0
idle capacity    idle_capacity_usd    4595.58      9.9
retry waste      retry_waste_usd         0.00      0.0
observability    observability_usd       0.00      0.0
platform labour  platform_labor_usd      0.00      0.0

break-even
a          b      verdict                             a $/GPU-h at 100%  b $/GPU-h at 100%  break-even util %  break-even tokens/month
on-demand  owned  on-demand below 15.5%, owned above              7.912              1.310               15.5                        -

note: price: AWS p5en.48xlarge, 8 GPU(s), $63.3/h ($7.912 per GPU-hour), on-demand, as of 2026-08-26
note: price age 97 days on 2026-12-01 (stale after 180)
note: superseded quote: AWS p5en.48xlarge $84.80/h as of unknown, before 2025-06 price cut (snapshot undated): $61904.00 at that price, against $46206.08 today
note: throughput: roofline (perf engine)
note: provisioned for the peak: 1 unit(s) of 8 GPU(s); utilisation 90.1% of the paid GPU-hours
