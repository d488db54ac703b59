# gpusel perf on the toy catalogue (tests/fixtures/cli/toy.yaml): toy-1b
# (1,137,772,544 parameters, bf16 weights 2,275,545,088 B, KV 65,536 B per
# token) on toy-24g (1000 GB/s, 100 TFLOP/s bf16, 22 GiB usable, PCIe
# scale-up, domain 4).  By hand, batch-1 decode is memory-bound: each step
# reads the linear layers' weights, 16 x 62,914,560 x 2 B = 2,013,265,920 B
# (attention 12,582,912 + FFN 50,331,648 per layer), plus the 65,536,000 x
# 2 B head: 2,144,337,920 B, 2.523 ms at 1000 GB/s x 0.85 (the explain
# rows attn_linear 4.033e8 B and mlp 1.612e9 B add the activations; the
# fixed costs are 10 kernels x 16 layers x 1 us + vLLM's step cost).
# Identities checked with awk on the CSV: tokens/s = concurrency / ITL,
# per GPU = / GPUs, per request = 1 / ITL, low <= expected <= high.
# Plots (issue 19): the roofline draws the achievable roofs the engine
# times kernels with, and each point's label says which side of its
# precision's ridge it is drawn on (tests/cli/roofline_side.py reads the
# SVG) and the engine's bound by share of time; --plot-curve draws one
# curve per --gpu (up to 8), as docs/img/curve-example.svg shows.
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy --concurrency 1 --prompt-tokens 128 --output-tokens 128 --explain --columns gpu,concurrency,itl_s,tokens_per_s
perf
GPU      conc  ITL ms  tok/s
toy-24g     1    3.21    312

formulas (expected constants)
quantity                    value         unit        formula (values substituted)
compute precision           4                         bf16 (asked bf16)
matmul roof                 7.81e+13      FLOP/s      bf16 peak 1e+14 x matmul_frac 0.781 x software 1.000
matmul_frac                 0.781         fraction    default: default: no MAMF for this device or its generation;
                                                      median of the MAMF v2 bf16 table (0.781)
bandwidth roof              850000000000  B/s         peak 1e+12 x 0.850 x software 1.000
paged attention bandwidth   850000000000  B/s         bandwidth roof x paged_attn_bw_frac 1.000 (decode attention's KV
                                                      reads)
mem_bw_frac                 0.85          fraction    default: default: no measurement for this vendor; NVIDIA's HBM
                                                      triad fraction (0.85); pessimistic: AMD's
software_frac               1             fraction    vendor runtime, default: default: 1; pessimistic 0.83, as a
                                                      non-CUDA stack (no published measurement for this vendor)
steady step: decode tokens  0.992188      tokens      concurrency/m x (output-1)/output = 1/1 x 127/128
steady step: prompt tokens  1             tokens      concurrency/m x prompt/output = 1 x 128/128
decode context              191.5         tokens      prompt + (output - 1)/2 = 128 + 63.5
attn_linear                 0.000476167   s           max(8.022e+08 FLOP / 7.81e+13 FLOP/s, 4.033e+08 B / 8.5e+11 B/s)
                                                      + non-GEMM kernels 1.436e+06 B / 8.5e+11 B/s
mlp                         0.00189883    s           max(3.209e+09 FLOP / 7.81e+13 FLOP/s, 1.612e+09 B / 8.5e+11 B/s)
                                                      + non-GEMM kernels 1.567e+06 B / 8.5e+11 B/s
experts                     0             s           max(0 FLOP / 7.81e+13 FLOP/s, 0 B / 8.5e+11 B/s)
attention                   1.51874e-05   s           max(3.336e+07 FLOP / 6.15e+13 FLOP/s, 1.291e+07 B / 8.5e+11 B/s),
                                                      decode and prefill each
lm_head                     0.000154504   s           max(1.311e+08 FLOP / 7.81e+13 FLOP/s, 1.312e+08 B / 8.5e+11 B/s)
                                                      + non-GEMM kernels 1.28e+05 B / 8.5e+11 B/s
allreduce                   0             s           2 x 16 layers x (1.2e-05 s + 2(n-1)/n x 8160 B / 2.624e+10 B/s),
                                                      n = 1, + logits gather
p2p                         0             s           pp 1: 9.6e-06 s + 0 B / 2.624e+10 B/s
overhead                    0.000662      s           10 kernels x 16 layers x 1e-06 s + step 0.000502 s
stage step                  0.00270469    s           sum of the operations above, pipeline stage of 16/1 layers
itl                         0.00320669    s           max(m x stage, one pass of 1 stages) + step overhead 0.000502, m
                                                      = 1
ttft                        0.00438256    s           sum over ceil(128 / 8192) chunk steps + (pp - 1) x last
tokens_per_s                311.848       tokens/s    concurrency / itl = 1 / 0.003207
mfu                         0.0130204     fraction    m x step FLOP / (itl x 1e+14 FLOP/s peak)
mbu                         0.674523      fraction    m x step bytes / (itl x 1e+12 B/s peak)
ridge batch                 97.4185       sequences   smallest B with 2 B params / 7.81e+13 >= (weights + B act) /
                                                      8.5e+11
bound                       1                         memory (largest share of the steady step)
replicas                    1                         1 GPUs / (tp 1 x pp 1); busiest replica runs ceil(1 / 1) = 1
                                                      sequences
system tokens_per_s         311.848       tokens/s    sum over 1 replicas
chunk-step share            0.0078125     fraction    min(1, 1 / 128 x ceil(128 / 8192)): steps carrying a prompt chunk
itl_p99                     0.00320669    s           itl 0.003207 + (chunk step 0.004383 - steady step 0.003207) if
                                                      share > 1%
prefill load                0.00012207    fraction    rho = 1 x 128 / (128 x 8192)
ttft_p99                    0.00758925    s           ttft 0.004383 + in-flight step 0.003207 + ttft / (2 (1 - rho)) x
                                                      ln(rho / 1%) if rho > 1%
matmul efficiency           0.781         fraction    assumption: pessimistic 0.511, optimistic 0.781; default: no MAMF
                                                      for this device or its generation; median of the MAMF v2 bf16
                                                      table (0.781)
attention efficiency        0.615         fraction    assumption: pessimistic 0.5, optimistic 0.73; default:
                                                      FlashAttention-2 on A100, forward 50-73% of peak, backward up to
                                                      63% (Dao 2023, arXiv 2307.08691)
HBM efficiency              0.85          fraction    assumption: pessimistic 0.742, optimistic 0.92; default: no
                                                      measurement for this vendor; NVIDIA's HBM triad fraction (0.85);
                                                      pessimistic: AMD's
per-kernel cost             1e-06         s           assumption: pessimistic 2.65e-06, optimistic 5.8e-07; CUDA-graph
                                                      node + HBM latency (ocannl#488)
per-step cost               0.000122      s           assumption: pessimistic 0.001, optimistic 1.5e-05; the serving
                                                      engine's profile (serving.h)
all-reduce latency          1.2e-05       s           assumption: pessimistic 2.5e-05, optimistic 6e-06; NCCL
                                                      measurements (nccl#1259, marin#6736)
all-reduce bus share        0.82          fraction    assumption: pessimistic 0.57, optimistic 1.07; nccl-tests busbw /
                                                      link
KV per sequence             256           tokens      assumption: each sequence holds prompt 128 + output 128 tokens of
                                                      KV (paged, no eviction)
memory share                0.9           fraction    assumption: share of usable memory the server fills (the engine's
                                                      profile)
max concurrency             1024          sequences   assumption: KV capacity of 1 replica(s), at most 1024 sequences
                                                      each (engine limit)
prefill chunk               8192          tokens      assumption: prompt tokens per step (chunked prefill budget)
p99 model                   0.01          tail share  assumption: Poisson arrivals, M/D/1 prefill slot with an
                                                      exponential tail (Kingman); the step with a chunk is the ITL tail
                                                      (Sarathi-Serve)

note: engine vLLM v0.10, V1 engine: memory reserve, 8192-token default step budget, 0.0005 s per step + 2e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'toy-1b' (catalogue); weights bf16, KV cache bf16; requests of 128 prompt + 128 output tokens
note: layout tp1 pp1 x dp1 on 1 GPU(s): the fewest GPUs that fit, best split; 1024 sequences fit (KV at 256 tokens each, 90% of memory)
note: prefill budget 8192 tokens per step (the engine's default); mean time per output token 0.003207 s beside p99 ITL 0.003207 s
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy --concurrency 16 --format csv | awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) k[$i] = i; next } { c = $k["concurrency"]; itl = $k["itl_s"]; t = $k["tokens_per_s"]; d = t - c / itl; d = d < 0 ? -d : d; print "tokens/s = C / ITL:", (d < 1e-9 * t ? "yes" : "no"); d = $k["tokens_per_s_per_gpu"] - t / $k["gpu_count"]; print "per GPU = tokens/s / GPUs:", (d * d < 1e-12 ? "yes" : "no"); d = $k["tokens_per_s_per_request"] * itl - 1; print "per request = 1 / ITL:", (d * d < 1e-18 ? "yes" : "no"); print "low <= expected <= high:", ($k["tokens_per_s_low"] <= t && t <= $k["tokens_per_s_high"] && $k["ttft_s_low"] <= $k["ttft_s"] && $k["ttft_s"] <= $k["ttft_s_high"] && $k["itl_p99_s"] >= itl ? "yes" : "no") }'
tokens/s = C / ITL: yes
per GPU = tokens/s / GPUs: yes
per request = 1 / ITL: yes
low <= expected <= high: yes
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy
GPU      GPUs  layout         conc  max conc  TTFT ms   p99  ITL ms    p99  tok/s  low-high   tok/s/GPU  bound   why not
toy-24g     1  tp1 pp1 x dp1   141       141     49.9  89.1   25.43  49.89   5544  2671-5981       5544  memory  -

note: engine vLLM v0.10, V1 engine: memory reserve, 8192-token default step budget, 0.0005 s per step + 2e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'toy-1b' (catalogue); weights bf16, KV cache bf16; requests of 1000 prompt + 1000 output tokens
note: layout tp1 pp1 x dp1 on 1 GPU(s): the fewest GPUs that fit, best split; 141 sequences fit (KV at 2000 tokens each, 90% of memory)
note: prefill budget 8192 tokens per step (the engine's default); mean time per output token 0.02543 s beside p99 ITL 0.04989 s
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
note: hidden to fit 120 columns: tokens_per_s_per_request, mfu, mbu (--wide shows every column, --columns KEY,... picks)
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy --ttft-p99 500ms --itl-p99 25ms --columns gpu,concurrency,max_concurrency,ttft_p99_s,itl_p99_s,meets_targets,max_concurrency_meeting_targets
GPU      conc  max conc    p99    p99  meets  max conc ok
toy-24g    68       142  136.7  24.96  yes             68

note: engine vLLM v0.10, V1 engine: memory reserve, 8192-token default step budget, 0.0005 s per step + 2e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'toy-1b' (catalogue); weights bf16, KV cache bf16; requests of 1000 prompt + 1000 output tokens
note: layout tp1 pp1 x dp1 on 1 GPU(s): the fewest GPUs that fit, best split; 142 sequences fit (KV at 2000 tokens each, 90% of memory)
note: prefill budget 512 tokens per step (the engine's default); mean time per output token 0.01266 s beside p99 ITL 0.02496 s
note: targets: met; the largest concurrency meeting them is 68
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy --sweep-concurrency 1,8,..
perf
GPU      GPUs  layout         conc  max conc  TTFT ms   p99  ITL ms    p99  tok/s  low-high   tok/s/GPU  bound   why not
toy-24g     1  tp1 pp1 x dp1   141       141     49.9  89.1   25.43  49.89   5544  2671-5981       5544  memory  -

concurrency sweep (whole system)
concurrency  TTFT ms  TTFT p99 ms  ITL ms  ITL p99 ms  tok/s  low-high   tok/s/GPU  tok/s/req  bound
          1     29.4         32.7    3.31        3.31    302  193-391          302      302.3  memory
          8     30.5         34.6    4.19        4.19   1911  1131-2376       1911      238.8  memory
         16     31.6         36.8    5.19       31.62   3082  1733-3724       3082      192.6  memory
         32     34.0         41.2    7.20       33.95   4444  2359-5201       4444      138.9  memory
         64     38.6         50.6   11.96       38.61   5351  2584-5924       5351       83.6  memory
        128     48.0         82.0   23.15       47.98   5529  2664-5978       5529       43.2  memory
        141     49.9         89.1   25.43       49.89   5544  2671-5981       5544       39.3  memory

note: engine vLLM v0.10, V1 engine: memory reserve, 8192-token default step budget, 0.0005 s per step + 2e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'toy-1b' (catalogue); weights bf16, KV cache bf16; requests of 1000 prompt + 1000 output tokens
note: layout tp1 pp1 x dp1 on 1 GPU(s): the fewest GPUs that fit, best split; 141 sequences fit (KV at 2000 tokens each, 90% of memory)
note: prefill budget 8192 tokens per step (the engine's default); mean time per output token 0.02543 s beside p99 ITL 0.04989 s
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
note: table 'rows': hidden to fit 120 columns: tokens_per_s_per_request, mfu, mbu (--wide shows every column, --columns KEY,... picks)
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy --sweep-concurrency auto --format csv --table sweep | awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) k[$i] = i; next } { n++; if ($k["tokens_per_s"] < last) bad++; last = $k["tokens_per_s"]; c = $k["concurrency"] } END { print n, "points up to", c, (bad ? "NOT monotone" : "monotone") }'
9 points up to 141 monotone
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy --gpus 4 --concurrency 256 --columns gpu,gpu_count,layout,concurrency,max_concurrency,tokens_per_s,bound
GPU      GPUs  layout         conc  max conc  tok/s  bound
toy-24g     4  tp1 pp1 x dp4   256       564  21403  memory

note: engine vLLM v0.10, V1 engine: memory reserve, 8192-token default step budget, 0.0005 s per step + 2e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'toy-1b' (catalogue); weights bf16, KV cache bf16; requests of 1000 prompt + 1000 output tokens
note: layout tp1 pp1 x dp4 on 4 GPU(s): the split with the most tokens/s; 564 sequences fit (KV at 2000 tokens each, 90% of memory)
note: prefill budget 8192 tokens per step (the engine's default); mean time per output token 0.01196 s beside p99 ITL 0.03861 s
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy --gpus 4 --tp 4 --concurrency 256 --columns gpu,gpu_count,layout,concurrency,max_concurrency,tokens_per_s,bound
GPU      GPUs  layout         conc  max conc  tok/s  bound
toy-24g     4  tp4 pp1 x dp1   256       620  14838  memory

note: engine vLLM v0.10, V1 engine: memory reserve, 8192-token default step budget, 0.0005 s per step + 2e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'toy-1b' (catalogue); weights bf16, KV cache bf16; requests of 1000 prompt + 1000 output tokens
note: layout tp4 pp1 x dp1 on 4 GPU(s): as given; 620 sequences fit (KV at 2000 tokens each, 90% of memory)
note: prefill budget 8192 tokens per step (the engine's default); mean time per output token 0.01725 s beside p99 ITL 0.02846 s
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy --gpu h100-sxm --concurrency 32 --columns gpu,gpu_count,layout,concurrency,ttft_s,itl_s,tokens_per_s,bound
GPU       GPUs  layout         conc  TTFT ms  ITL ms  tok/s  bound
h100-sxm     1  tp1 pp1 x dp1    32      6.7    2.57  12448  memory
toy-24g      1  tp1 pp1 x dp1    32     34.0    7.20   4444  memory

note: engine vLLM v0.10, V1 engine: memory reserve, 8192-token default step budget, 0.0005 s per step + 2e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'toy-1b' (catalogue); weights bf16, KV cache bf16; requests of 1000 prompt + 1000 output tokens
note: each GPU at the fewest that fit and its best split; concurrency as given
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy --emit vllm --table launch
engine  launch line
vllm    vllm serve toy-1b --tensor-parallel-size 1 --max-model-len 2000 --max-num-seqs 141 --gpu-memory-utilization 0.90 --max-num-batched-tokens 8192

note: engine vLLM v0.10, V1 engine: memory reserve, 8192-token default step budget, 0.0005 s per step + 2e-06 s per sequence of host time (docs/methodology.md, "Serving engines")
note: model 'toy-1b' (catalogue); weights bf16, KV cache bf16; requests of 1000 prompt + 1000 output tokens
note: layout tp1 pp1 x dp1 on 1 GPU(s): the fewest GPUs that fit, best split; 141 sequences fit (KV at 2000 tokens each, 90% of memory)
note: prefill budget 8192 tokens per step (the engine's default); mean time per output token 0.02543 s beside p99 ITL 0.04989 s
note: p99 = steady state + the step carrying a prompt chunk (ITL) + the in-flight step and M/D/1 queueing for prefill (TTFT): docs/engines/perf.md
note: ranges (low-high) from the documented spread of the efficiencies and overheads; --explain shows the formulas
$ d=$(mktemp -d) && gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy --sweep-concurrency 1,16,.. --plot "$d/r.svg" --plot-curve "$d/c.svg" --format csv >/dev/null && python3 -c "import xml.dom.minidom,sys; [xml.dom.minidom.parse(f) for f in sys.argv[1:]]; print('well-formed')" "$d/r.svg" "$d/c.svg" && grep -o 'prefill, [0-9]* tokens: [a-z]* of [a-z0-9]* ridge, [0-9]*% [a-z]*-bound\|decode, [0-9]* sequences: [a-z]* of [a-z0-9]* ridge, [0-9]*% [a-z]*-bound\|>fp16, bf16<\|>fp8<\|>fp32<' "$d/r.svg" | sort -u && grep -o 'C=[0-9]*' "$d/c.svg" | sort -u && ls "$d" && rm -r "$d"
well-formed
>fp16, bf16<
>fp32<
>fp8<
decode, 141 sequences: left of bf16 ridge, 66% memory-bound
prefill, 1140 tokens: right of bf16 ridge, 62% compute-bound
C=1
C=128
C=141
C=16
C=32
C=64
c.svg
r.svg
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy --prompt-tokens 0
gpusel: error: --prompt-tokens must be between 1 and 2^40 tokens, got '0'
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy --output-tokens -5
gpusel: error: --output-tokens must be between 1 and 2^40 tokens, got '-5'
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy --gpus 1 --concurrency 200
gpusel: error: --concurrency 200 exceeds the KV capacity of 141 sequences of 2000 tokens on 1 GPU(s)
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy --concurrency 5000
gpusel: error: --concurrency 5000 exceeds the KV capacity of 1024 sequences of 2000 tokens on 64 GPU(s) (the engine schedules at most that many per replica; --gpus adds replicas)
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy --sweep-concurrency 1,4096
gpusel: error: --sweep-concurrency 4096 exceeds the KV capacity of 141 sequences of 2000 tokens on tp1 pp1 x dp1
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy --sweep-concurrency 8,4
gpusel: error: --sweep-concurrency: values must increase, got '8,4'
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy --tp 3
gpusel: error: tensor parallelism 3 does not divide the 16 attention heads and 8 KV heads of 'toy-1b'
[3]
$ gpusel perf --model llama-3.1-70b --tp 3
gpusel: error: tensor parallelism 3 does not divide the 64 attention heads and 8 KV heads of 'llama-3.1-70b'
[3]
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy --ttft-p99 50
gpusel: error: --ttft-p99 needs a unit: '50' could be seconds or milliseconds (use us, ms, s, min or h: 500ms, 0.05s)
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy --ctx 1000
gpusel: error: --ctx 1000 is shorter than --prompt-tokens 1000 + --output-tokens 1000
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --explain
gpusel: error: --explain needs exactly one --gpu
[2]
$ gpusel perf --model llama-3.1-70b --gpu h100-sxm --prompt-tokens 200k | grep exceed
note: 205800 tokens per sequence exceed the model's maximum context of 131072 tokens
$ gpusel perf --model llama-3.1-70b --gpu h100-sxm --ctx 131072 | grep -c exceed
0
[1]
$ gpusel perf --model llama-3.1-70b --gpu h100-sxm --emit trtllm --engine vllm | grep -- '--emit trtllm with'
note: --emit trtllm with --engine vllm: capacity was sized for vllm; add --engine trtllm to size it for the engine launched
$ gpusel perf --model llama-3.1-70b --gpu h100-sxm --emit trtllm --engine trtllm | grep -c -- '--emit trtllm with'
0
[1]
$ d=$(mktemp -d) && gpusel perf --model llama-3.1-8b --gpu h100 --plot "$d/r.svg" >/dev/null && python3 tests/cli/roofline_side.py "$d/r.svg"; gpusel perf --model llama-3.1-70b --gpu h100 --prompt-tokens 8000 --plot "$d/r.svg" >/dev/null && python3 tests/cli/roofline_side.py "$d/r.svg"; rm -r "$d"
ok: drawn left of the bf16 ridge; label: prefill, 1221 tokens: left of bf16 ridge, 61% compute-bound
ok: drawn left of the bf16 ridge; label: decode, 222 sequences: left of bf16 ridge, 52% memory-bound
ok: drawn right of the bf16 ridge; label: prefill, 8001 tokens: right of bf16 ridge, 88% compute-bound
ok: drawn left of the bf16 ridge; label: decode, 2 sequences: left of bf16 ridge, 87% memory-bound
$ d=$(mktemp -d) && gpusel perf --model llama-3.1-70b --gpu h100 --gpu h200 --gpus 8 --sweep-concurrency 1,8,64,256 --plot-curve "$d/c.svg" --format csv --table sweep --columns gpu,concurrency,tokens_per_s && python3 -c "import xml.dom.minidom,sys; xml.dom.minidom.parse(sys.argv[1]); print('well-formed')" "$d/c.svg" && grep -o '>[0-9]*x [a-z0-9-]*<' "$d/c.svg"; rm -r "$d"
gpu,concurrency,tokens_per_s
h200,1,50.36959138600725
h200,8,401.09580144167825
h200,64,3013.903613282109
h200,256,9978.068991281414
h100-sxm,1,66.62482131596853
h100-sxm,8,524.3516299969224
h100-sxm,64,3643.1760691114687
h100-sxm,256,7219.844594095077
well-formed
>8x h200<
>8x h100-sxm<
$ gpusel perf --model llama-3.1-8b --sweep-concurrency 1,8
gpusel: error: --sweep-concurrency needs one to 8 --gpu (one curve each)
[2]
$ gpusel perf --engine vllm --model llama-3.1-70b --gpu mi300x --gpus 8 --tp 8 --precision fp8 --kv-dtype fp8 --explain | grep -E '^(software_frac|matmul roof) '
matmul roof                 9.8015e+14    FLOP/s      fp8 peak 2.615e+15 x matmul_frac 0.511 x software 0.734
software_frac               0.733528      fraction    row vllm-amd-dense-0.11.1, measured: AMD ROCm "Performance
$ gpusel perf --engine vllm --model llama-3.1-70b --gpu mi300x --gpus 8 --tp 8 --precision fp8 --kv-dtype fp8 --software-frac 0.5 --explain | grep -E '^(software_frac|matmul roof) '
matmul roof                 6.68107e+14   FLOP/s      fp8 peak 2.615e+15 x matmul_frac 0.511 x software 0.500
software_frac               0.5           fraction    your stack, user: --software-frac
