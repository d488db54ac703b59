# gpusel sweep (docs/commands/sweep.md) on the toy catalogue
# (tests/fixtures/cli/toy.yaml) and toy prices (tests/fixtures/prices/
# toy-cost.yaml: on-demand toy.1x $2.00 and toy.4x $8.00 of 2026-11-01
# at toycloud, a stale $1.50 at toyold; the superseded $3.00 row is no
# offer), at --today 2026-12-01.  The rows are the perf engine's and the
# cost engine's answers, so the checks compare them with `gpusel perf`
# and `gpusel cost` on the same point rather than with numbers written
# here.  In order:
# - every column once (two counts, on-demand and owned, two concurrencies;
#   200 is above one toy GPU's KV capacity: fits=false, the reason);
# - rows are the product of the axes: 3 counts x 2 formats x 2 contexts x
#   7 concurrencies with one unpriced offer; then 2 counts x 3
#   concurrencies x 4 offers (toy.1x, toy.4x, toyold, owned);
# - --fits-only drops exactly the rows with fits=false;
# - rows that do not fit stay, with the reason and empty perf columns;
# - JSON lines: every line one valid object with all 36 columns;
# - a row is `gpusel perf` at that point (same layout, to 6 digits), and
#   its cost is `gpusel cost` at that throughput (given as measured, so
#   no layout search) to the sweep's 6 digits;
# - bad axes and formats are usage errors (2) naming the flag; an unknown
#   GPU is a data error (3); media workloads are not swept;
# - --output writes the file atomically, nothing on stdout;
# - training kinds: a micro-batch axis and the train engine's columns;
#   rows are again the product of the axes; at micro-batch 1 (what
#   `gpusel cost` trains at) a row's cost is `gpusel cost`'s; the axes of
#   the other mode, a missing --tokens and an inference-only precision
#   are usage errors;
# - a workload file is the base: its model, tokens, demand, quality and
#   extra costs price the row as `gpusel cost` prices that file at the
#   row's throughput (its `measured` entry is not used by sweep).
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --model toy-1b --gpu toy --gpus 1,2 --pricing on-demand,owned --concurrency 1,200 --requests-per-s 5
model,gpu,gpu_count,pricing,provider,region,instance,instance_gpus,precision,ctx_tokens,prompt_tokens,output_tokens,concurrency,tp,pp,dp,ep,fits,max_concurrency,ttft_s,ttft_s_low,ttft_s_high,ttft_p99_s,itl_s,itl_s_low,itl_s_high,itl_p99_s,tokens_per_s,tokens_per_s_low,tokens_per_s_high,tokens_per_s_per_gpu,usd_per_gpu_hour,price_as_of,usd_per_mtok,usd_per_accepted_output,meets_targets,reason
toy-1b,toy-24g,1,on-demand,toycloud,toy-east,toy.1x,1,bf16,2000,1000,1000,1,1,1,1,1,true,141,0.0294346,0.0285677,0.0531357,0.0327429,0.00330832,0.00255468,0.00517641,0.00330832,302.268,193.184,391.438,302.268,2,2026-11-01,1.88889,0.00188889,true,
toy-1b,toy-24g,1,on-demand,toycloud,toy-east,toy.4x,4,bf16,2000,1000,1000,1,1,1,1,1,true,141,0.0294346,0.0285677,0.0531357,0.0327429,0.00330832,0.00255468,0.00517641,0.00330832,302.268,193.184,391.438,302.268,2,2026-11-01,1.88889,0.00188889,true,
toy-1b,toy-24g,1,on-demand,toyold,,toy.1x,1,bf16,2000,1000,1000,1,1,1,1,1,true,141,0.0294346,0.0285677,0.0531357,0.0327429,0.00330832,0.00255468,0.00517641,0.00330832,302.268,193.184,391.438,302.268,1.5,2026-04-01,1.41667,0.00141667,true,
toy-1b,toy-24g,1,owned,,,,,bf16,2000,1000,1000,1,1,1,1,1,true,141,0.0294346,0.0285677,0.0531357,0.0327429,0.00330832,0.00255468,0.00517641,0.00330832,302.268,193.184,391.438,302.268,,,0.449948,0.000449948,true,
toy-1b,toy-24g,1,on-demand,toycloud,toy-east,toy.1x,1,bf16,2000,1000,1000,200,,,,,false,141,,,,,,,,,,,,,2,2026-11-01,,,,above the KV capacity
toy-1b,toy-24g,1,on-demand,toycloud,toy-east,toy.4x,4,bf16,2000,1000,1000,200,,,,,false,141,,,,,,,,,,,,,2,2026-11-01,,,,above the KV capacity
toy-1b,toy-24g,1,on-demand,toyold,,toy.1x,1,bf16,2000,1000,1000,200,,,,,false,141,,,,,,,,,,,,,1.5,2026-04-01,,,,above the KV capacity
toy-1b,toy-24g,1,owned,,,,,bf16,2000,1000,1000,200,,,,,false,141,,,,,,,,,,,,,,,,,,above the KV capacity
toy-1b,toy-24g,2,on-demand,toycloud,toy-east,toy.1x,1,bf16,2000,1000,1000,1,2,1,1,1,true,301,0.0207492,0.0186508,0.0357194,0.0231426,0.00239344,0.00153982,0.00414381,0.00239344,417.809,241.324,649.426,208.904,2,2026-11-01,2.66667,0.00266667,true,
toy-1b,toy-24g,2,on-demand,toycloud,toy-east,toy.4x,4,bf16,2000,1000,1000,1,2,1,1,1,true,301,0.0207492,0.0186508,0.0357194,0.0231426,0.00239344,0.00153982,0.00414381,0.00239344,417.809,241.324,649.426,208.904,2,2026-11-01,2.66667,0.00266667,true,
toy-1b,toy-24g,2,on-demand,toyold,,toy.1x,1,bf16,2000,1000,1000,1,2,1,1,1,true,301,0.0207492,0.0186508,0.0357194,0.0231426,0.00239344,0.00153982,0.00414381,0.00239344,417.809,241.324,649.426,208.904,1.5,2026-04-01,2,0.002,true,
toy-1b,toy-24g,2,owned,,,,,bf16,2000,1000,1000,1,2,1,1,1,true,301,0.0207492,0.0186508,0.0357194,0.0231426,0.00239344,0.00153982,0.00414381,0.00239344,417.809,241.324,649.426,208.904,,,0.636573,0.000636573,true,
toy-1b,toy-24g,2,on-demand,toycloud,toy-east,toy.1x,1,bf16,2000,1000,1000,200,1,1,2,1,true,282,0.0438586,0.0421149,0.0839222,0.0665173,0.0182314,0.0167523,0.0378524,0.0438586,10970.1,5283.68,11938.7,5485.05,2,2026-11-01,0.222222,0.000222222,true,
toy-1b,toy-24g,2,on-demand,toycloud,toy-east,toy.4x,4,bf16,2000,1000,1000,200,1,1,2,1,true,282,0.0438586,0.0421149,0.0839222,0.0665173,0.0182314,0.0167523,0.0378524,0.0438586,10970.1,5283.68,11938.7,5485.05,2,2026-11-01,0.222222,0.000222222,true,
toy-1b,toy-24g,2,on-demand,toyold,,toy.1x,1,bf16,2000,1000,1000,200,1,1,2,1,true,282,0.0438586,0.0421149,0.0839222,0.0665173,0.0182314,0.0167523,0.0378524,0.0438586,10970.1,5283.68,11938.7,5485.05,1.5,2026-04-01,0.166667,0.000166667,true,
toy-1b,toy-24g,2,owned,,,,,bf16,2000,1000,1000,200,1,1,2,1,true,282,0.0438586,0.0421149,0.0839222,0.0665173,0.0182314,0.0167523,0.0378524,0.0438586,10970.1,5283.68,11938.7,5485.05,,,0.0505277,5.05277e-05,true,
$ n=$(gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --gpu toy --gpus 1,2,4 --precision bf16,fp8 --ctx 2k,4k --concurrency 1..64x2 --pricing none | tail -n +2 | wc -l); echo "$n rows, product $((3 * 2 * 2 * 7))"
84 rows, product 84
$ n=$(gpusel --catalog tests/fixtures/cli/toy.yaml sweep --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --model toy-1b --gpu toy --gpus 1,2 --concurrency 1,8,64 --pricing on-demand,owned | tail -n +2 | wc -l); echo "$n rows, product $((2 * 3 * (3 + 1)))"
24 rows, product 24
$ a=$(gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --gpu toy --gpus 1,2 --ctx 2k,256k --concurrency 1..1024x4 --pricing none --format jsonl | jq -s 'map(select(.fits)) | length'); b=$(gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --gpu toy --gpus 1,2 --ctx 2k,256k --concurrency 1..1024x4 --pricing none --format jsonl --fits-only | wc -l); echo "fitting $a, --fits-only $b"
fitting 11, --fits-only 11
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --gpu toy --gpus 1 --ctx 2k,512k --concurrency 64,4096 --pricing none --format jsonl | jq -c '{ctx_tokens, concurrency, fits, max_concurrency, tokens_per_s, meets_targets, reason}'
{"ctx_tokens":2048,"concurrency":64,"fits":true,"max_concurrency":138,"tokens_per_s":5207.84,"meets_targets":true,"reason":null}
{"ctx_tokens":2048,"concurrency":4096,"fits":false,"max_concurrency":138,"tokens_per_s":null,"meets_targets":null,"reason":"above the KV capacity"}
{"ctx_tokens":524288,"concurrency":64,"fits":false,"max_concurrency":0,"tokens_per_s":null,"meets_targets":null,"reason":"one sequence does not fit"}
{"ctx_tokens":524288,"concurrency":4096,"fits":false,"max_concurrency":0,"tokens_per_s":null,"meets_targets":null,"reason":"one sequence does not fit"}
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --model toy-1b --gpu toy --gpus 1,2,4 --concurrency 1..256x2 --requests-per-s 5 --format jsonl | jq -c 'keys | length' | sort | uniq -c
    216 37
$ s=$(gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --gpu toy --gpus 4 --concurrency 96 --pricing none --format jsonl | jq -r '[.tp, .dp, .ttft_p99_s, .itl_s, .tokens_per_s] | @tsv'); p=$(gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy --gpus 4 --concurrency 96 --format json | jq -r '.rows[0] | [.tp, .dp, .ttft_p99_s, .itl_s, .tokens_per_s] | @tsv' | awk -F'\t' '{ printf "%s\t%s\t%.6g\t%.6g\t%.6g\n", $1, $2, $3, $4, $5 }'); [ "$s" = "$p" ] && echo "sweep = perf: $s"
sweep = perf: 2	2	0.0305022	0.0059685	16084.5
$ r=$(gpusel --catalog tests/fixtures/cli/toy.yaml sweep --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --model toy-1b --gpu toy --gpus 1 --concurrency 64 --pricing on-demand --provider toycloud --requests-per-s 5 --format jsonl | jq -s -c '.[] | select(.instance == "toy.1x")'); t=$(echo "$r" | jq .tokens_per_s); c=$(gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind realtime --model toy-1b --gpu toy --gpus 1 --provider toycloud --instance toy.1x --requests-per-s 5 --tokens-per-s-per-gpu "$t" --format json | jq .usd_per_mtok); echo "$r" | jq --argjson c "$c" '(.usd_per_mtok - $c) | fabs < 1e-5 * $c'
true
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --concurrency 0
gpusel: error: --concurrency: 0 is outside [1, 1048576]
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --concurrency 1..256x1
gpusel: error: --concurrency: the step of '1..256x1' must be x2 or more, or +1 or more
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --concurrency 8,,16
gpusel: error: --concurrency: empty item in '8,,16'
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --gpus 8..2
gpusel: error: --gpus: the range '8..2' runs backwards
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --ctx 4q
gpusel: error: --ctx: unknown suffix in '4q' (use k = 1024 or M = 1048576 tokens)
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --ctx 1000
gpusel: error: --ctx: 1000 tokens leave no prompt; each context must exceed the 1000 output tokens
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --ctx 4k --prompt-tokens 100
gpusel: error: --ctx and --prompt-tokens are exclusive: each context's prompt is ctx - output tokens
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --precision bf16,fp9
gpusel: error: unknown weight format 'fp9' (fp32, bf16, fp16, fp8, int8, int4, nf4, mxfp4, fp4 or nvfp4, fp6 or mxfp6)
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --pricing on-demand,cheap
gpusel: error: --pricing: unknown pricing 'cheap' (on-demand, spot, reserved-1y, reserved-3y, marketplace, owned, none)
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --format json
gpusel: error: --format must be one of csv, jsonl, table, got 'json'
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --columns gpu
gpusel: error: --columns: sweep writes one table with every column
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --gpu nosuch
gpusel: error: unknown GPU 'nosuch'; 'gpusel list gpus' shows the catalogue
[3]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --kind media --assets 100 --assets-per-hour 10
gpusel: error: sweep covers serving and training workloads; a media workload's throughput is measured, not swept
[2]
$ d=$(mktemp -d); gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --gpu toy --gpus 1 --concurrency 1,2 --pricing none --output "$d/s.csv"; wc -l < "$d/s.csv"; rm -r "$d"
3
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --tokens-per-s-per-gpu 100
gpusel: error: --tokens-per-s-per-gpu: sweep prices each point at the perf engine's throughput there; gpusel cost takes a measured one
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --measured examples/bench-chat.csv
gpusel: error: --measured: sweep prices each point at the perf engine's throughput there; gpusel normalize, cost and rank take measured ones
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind training --model toy-1b --tokens 1B --gpu toy --gpus 1,4 --micro-batch 1,8 --ctx 2k --pricing on-demand --provider toycloud
model,gpu,gpu_count,pricing,provider,region,instance,instance_gpus,precision,seq_tokens,micro_batch,tp,pp,dp,zero_stage,fits,step_s,step_s_low,step_s_high,tokens_per_s,tokens_per_s_low,tokens_per_s_high,mfu,wall_hours,goodput,usd_per_gpu_hour,price_as_of,usd_per_mtok,usd_per_accepted_output,meets_targets,reason
toy-1b,toy-24g,1,on-demand,toycloud,toy-east,toy.1x,1,bf16,2048,1,1,1,1,0,true,102.819,100.623,150.347,9819.86,6715.56,10034.1,0.671272,28.3213,0.998801,2,2026-11-01,0.0566426,56.6426,true,
toy-1b,toy-24g,1,on-demand,toycloud,toy-east,toy.4x,4,bf16,2048,1,1,1,1,0,true,102.819,100.623,150.347,9819.86,6715.56,10034.1,0.671272,28.3213,0.998801,2,2026-11-01,0.0566426,56.6426,true,
toy-1b,toy-24g,1,on-demand,toycloud,toy-east,toy.1x,1,bf16,2048,8,,,,,false,,,,,,,,,,2,2026-11-01,,,,does not fit in any layout
toy-1b,toy-24g,1,on-demand,toycloud,toy-east,toy.4x,4,bf16,2048,8,,,,,false,,,,,,,,,,2,2026-11-01,,,,does not fit in any layout
toy-1b,toy-24g,4,on-demand,toycloud,toy-east,toy.1x,1,bf16,2048,1,1,1,4,3,true,24.8659,24.3894,59.9789,40851.5,16936.1,41649.6,0.698138,6.80794,0.99879,2,2026-11-01,0.0544635,54.4635,true,
toy-1b,toy-24g,4,on-demand,toycloud,toy-east,toy.4x,4,bf16,2048,1,1,1,4,3,true,24.8659,24.3894,59.9789,40851.5,16936.1,41649.6,0.698138,6.80794,0.99879,2,2026-11-01,0.0544635,54.4635,true,
toy-1b,toy-24g,4,on-demand,toycloud,toy-east,toy.1x,1,bf16,2048,8,2,1,2,3,true,29.7145,28.0596,45.705,34185.6,22225.3,36201.8,0.584219,8.13544,0.99879,2,2026-11-01,0.0650835,65.0835,true,
toy-1b,toy-24g,4,on-demand,toycloud,toy-east,toy.4x,4,bf16,2048,8,2,1,2,3,true,29.7145,28.0596,45.705,34185.6,22225.3,36201.8,0.584219,8.13544,0.99879,2,2026-11-01,0.0650835,65.0835,true,
$ n=$(gpusel --catalog tests/fixtures/cli/toy.yaml sweep --kind lora --model toy-1b --tokens 1B --gpu toy --gpus 1,2 --precision bf16,fp16 --ctx 1k,2k,4k --micro-batch 1..8x2 --pricing none | tail -n +2 | wc -l); echo "$n rows, product $((2 * 2 * 3 * 4))"
48 rows, product 48
$ r=$(gpusel --catalog tests/fixtures/cli/toy.yaml sweep --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind training --model toy-1b --tokens 1B --gpu toy --gpus 4 --micro-batch 1 --pricing on-demand --provider toycloud --format jsonl | jq -s -c '.[] | select(.instance == "toy.4x")'); c=$(gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind training --model toy-1b --tokens 1B --gpu toy --gpus 4 --provider toycloud --instance toy.4x --format json | jq .usd_per_mtok); echo "$r" | jq --argjson c "$c" '{seq_tokens, micro_batch, fits, same_cost: ((.usd_per_mtok - $c) | fabs < 1e-5 * $c)}'
{
  "seq_tokens": 4096,
  "micro_batch": 1,
  "fits": true,
  "same_cost": true
}
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --kind training --model toy-1b --tokens 1B --concurrency 8
gpusel: error: --concurrency: a training sweep varies --micro-batch
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --micro-batch 8
gpusel: error: --micro-batch: a serving sweep varies --concurrency
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --kind training --model toy-1b
gpusel: error: a training sweep needs --tokens (the token budget, e.g. 100B)
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --kind training --model toy-1b --tokens 1B --precision int4
gpusel: error: --precision: unknown training precision 'int4' (bf16, fp16, fp8, fp32)
[2]
$ r=$(gpusel --catalog tests/fixtures/cli/toy.yaml sweep --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --workload tests/fixtures/workload/toy-chat.yaml --gpu toy --gpus 1 --concurrency 16 --pricing on-demand --provider toycloud --format jsonl | jq -s -c '.[] | select(.instance == "toy.1x")'); t=$(echo "$r" | jq .tokens_per_s); c=$(gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --workload tests/fixtures/workload/toy-chat.yaml --gpu toy --gpus 1 --provider toycloud --instance toy.1x --tokens-per-s-per-gpu "$t" --format json | jq .usd_per_accepted_output); echo "$r" | jq --argjson c "$c" '{model, prompt_tokens, output_tokens, concurrency, fits, same_cost: ((.usd_per_accepted_output - $c) | fabs < 1e-5 * $c)}'
{
  "model": "toy-1b",
  "prompt_tokens": 1000,
  "output_tokens": 100,
  "concurrency": 16,
  "fits": true,
  "same_cost": true
}
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml sweep --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --gpus 1 --concurrency 1 | cut -d, -f2-7,32-37
gpu,gpu_count,pricing,provider,region,instance,usd_per_gpu_hour,price_as_of,usd_per_mtok,usd_per_accepted_output,meets_targets,reason
rk-a,1,on-demand,toycloud,east,std.1x,2,2026-11-01,5.55556,0.000555556,false,
rk-a,1,spot,toycloud,east,std.1x,1,2026-11-01,2.77781,0.000277781,false,
rk-b,1,on-demand,toycloud,east,std.1x,2,2026-11-01,5.55556,0.000555556,false,
rk-m,1,on-demand,toycloud,east,mig.1x,7,2026-11-01,7.77778,0.000777778,true,
rk-tiny,1,on-demand,toycloud,east,tiny.1x,0.5,2026-11-01,,,,one sequence does not fit
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml sweep --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --model rk-1b --gpu rk-a --gpus 1 --concurrency 1 --pricing on-demand | cut -d, -f2-7,28,32-37
gpu,gpu_count,pricing,provider,region,instance,tokens_per_s,usd_per_gpu_hour,price_as_of,usd_per_mtok,usd_per_accepted_output,meets_targets,reason
rk-a,1,on-demand,toycloud,east,std.1x,302.268,2,2026-11-01,1.83796,0.00183796,true,
rk-a,1,on-demand,othercloud,west,other.1x,302.268,1.5,2026-11-01,1.37847,0.00137847,true,
$ gpusel sweep --model deepseek-v3 --gpu h200 --gpus 8,16 --concurrency 64 --pricing none --ep 1,8,16 --attention-dp | cut -d, -f2-3,13-19
gpu,gpu_count,concurrency,tp,pp,dp,ep,fits,max_concurrency
h200,8,64,8,1,1,1,true,344
h200,16,64,8,1,2,1,true,688
h200,8,64,8,1,1,8,true,1736
h200,16,64,8,1,2,8,true,3472
h200,8,64,,,,,false,0
h200,16,64,16,1,1,16,true,8112
$ gpusel sweep --model llama-3.1-8b --gpu h100 --gpus 1 --concurrency 1 --ep 2
gpusel: error: --ep: 'llama-3.1-8b' has no routed experts
[2]
$ gpusel sweep --model deepseek-v3 --gpu h200 --gpus 8 --concurrency 1 --attention-dp
gpusel: error: --attention-dp needs an --ep size of 2 or more
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml --catalog tests/fixtures/cli/toy-prefill.yaml sweep --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --model toy-1b --ttft-p99 200ms --itl-p99 20ms --requests-per-s 5 --gpu toy --disagg --prefill-gpus 1,2 --decode-gpus 1,2 --pricing on-demand --provider toycloud
model,gpu,prefill_gpu,prefill_gpus,decode_gpus,gpu_count,prefill_per_decode,pricing,provider,region,instance,instance_gpus,prefill_provider,prefill_instance,precision,ctx_tokens,prompt_tokens,output_tokens,ep,concurrency,decode_max_concurrency,prefill_tp,prefill_instances,tp,pp,dp,fits,prefill_s,kv_bytes,kv_link,kv_transfer_s,request_rate_per_s,prefill_load,ttft_p99_s,itl_s,itl_p99_s,tokens_per_s,tokens_per_s_per_gpu,usd_per_gpu_hour,prefill_usd_per_gpu_hour,decode_usd_per_gpu_hour,price_as_of,usd_per_mtok,usd_per_accepted_output,meets_targets,best,reason
toy-1b,toy-24g,toy-24g,1,1,2,1,on-demand,toycloud,toy-east,toy.1x,1,toycloud,toy.1x,bf16,2000,1000,1000,1,131,141,1,1,1,1,1,true,0.0294346,6.5536e+07,scale-up,0.00250716,6.57416,0.193508,0.0860072,0.0199464,0.0199464,6567.59,3283.79,2,2,2,2026-11-01,0.222222,0.000222222,true,true,
toy-1b,toy-24g,toy-24g,1,1,2,1,on-demand,toycloud,toy-east,toy.4x,4,toycloud,toy.4x,bf16,2000,1000,1000,1,131,141,1,1,1,1,1,true,0.0294346,6.5536e+07,scale-up,0.00250716,6.57416,0.193508,0.0860072,0.0199464,0.0199464,6567.59,3283.79,2,2,2,2026-11-01,0.222222,0.000222222,true,false,
toy-1b,toy-24g,toy-24g,1,2,3,0.5,on-demand,toycloud,toy-east,toy.1x,1,toycloud,toy.1x,bf16,2000,1000,1000,1,262,301,1,1,1,1,2,true,0.0294346,6.5536e+07,scale-up,0.00250716,13.1483,0.387015,0.119717,0.0199464,0.0199464,13135.2,4378.39,2,2,2,2026-11-01,0.333333,0.000333333,true,false,
toy-1b,toy-24g,toy-24g,1,2,3,0.5,on-demand,toycloud,toy-east,toy.4x,4,toycloud,toy.4x,bf16,2000,1000,1000,1,262,301,1,1,1,1,2,true,0.0294346,6.5536e+07,scale-up,0.00250716,13.1483,0.387015,0.119717,0.0199464,0.0199464,13135.2,4378.39,2,2,2,2026-11-01,0.333333,0.000333333,true,false,
toy-1b,toy-24g,toy-24g,2,1,3,2,on-demand,toycloud,toy-east,toy.1x,1,toycloud,toy.1x,bf16,2000,1000,1000,1,131,141,1,2,1,1,1,true,0.0294346,6.5536e+07,scale-up,0.00250716,6.57416,0.0967538,0.0689218,0.0199464,0.0199464,6567.59,2189.2,2,2,2,2026-11-01,0.333333,0.000333333,true,false,
toy-1b,toy-24g,toy-24g,2,1,3,2,on-demand,toycloud,toy-east,toy.4x,4,toycloud,toy.4x,bf16,2000,1000,1000,1,131,141,1,2,1,1,1,true,0.0294346,6.5536e+07,scale-up,0.00250716,6.57416,0.0967538,0.0689218,0.0199464,0.0199464,6567.59,2189.2,2,2,2,2026-11-01,0.333333,0.000333333,true,false,
toy-1b,toy-24g,toy-24g,2,2,4,1,on-demand,toycloud,toy-east,toy.1x,1,toycloud,toy.1x,bf16,2000,1000,1000,1,262,301,1,2,1,1,2,true,0.0294346,6.5536e+07,scale-up,0.00250716,13.1483,0.193508,0.0860072,0.0199464,0.0199464,13135.2,3283.79,2,2,2,2026-11-01,0.444444,0.000444444,true,false,
toy-1b,toy-24g,toy-24g,2,2,4,1,on-demand,toycloud,toy-east,toy.4x,4,toycloud,toy.4x,bf16,2000,1000,1000,1,262,301,1,2,1,1,2,true,0.0294346,6.5536e+07,scale-up,0.00250716,13.1483,0.193508,0.0860072,0.0199464,0.0199464,13135.2,3283.79,2,2,2,2026-11-01,0.444444,0.000444444,true,false,
$ r=$(gpusel --catalog tests/fixtures/cli/toy.yaml --catalog tests/fixtures/cli/toy-prefill.yaml sweep --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --model toy-1b --ttft-p99 200ms --itl-p99 20ms --requests-per-s 5 --gpu toy --disagg --prefill-gpus 2 --decode-gpus 1 --pricing on-demand --provider toycloud --format jsonl | jq -s -c '.[] | select(.instance == "toy.4x")'); c=$(gpusel --catalog tests/fixtures/cli/toy.yaml --catalog tests/fixtures/cli/toy-prefill.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --model toy-1b --ttft-p99 200ms --itl-p99 20ms --requests-per-s 5 --kind realtime --gpu toy --disagg --prefill-gpus 2 --decode-gpus 1 --provider toycloud --instance toy.4x --format json | jq .usd_per_mtok); echo "$r" | jq --argjson c "$c" '(.usd_per_mtok - $c) | fabs < 1e-5 * $c'
true
$ gpusel --catalog tests/fixtures/cli/toy.yaml --catalog tests/fixtures/cli/toy-prefill.yaml sweep --prices tests/fixtures/prices/toy-cost.yaml --prices tests/fixtures/prices/toy-prefill.yaml --today 2026-12-01 --model toy-1b --ttft-p99 200ms --itl-p99 20ms --requests-per-s 5 --gpu toy --prefill-gpu toy48 --disagg --prefill-gpus 1 --decode-gpus 1,2 --pricing on-demand --format jsonl | jq -r '[.prefill_gpus, .decode_gpus, .provider, .instance, .prefill_provider, .prefill_instance, .usd_per_gpu_hour, .prefill_usd_per_gpu_hour, .decode_usd_per_gpu_hour, .price_as_of, .kv_link, .usd_per_mtok, .best] | @csv'
1,1,"toycloud","toy.1x","toycloud","toy48.4x",3,4,2,"2026-11-01","scale-out",0.333333,false
1,1,"toycloud","toy.4x","toycloud","toy48.4x",3,4,2,"2026-11-01","scale-out",0.333333,false
1,1,"toyold","toy.1x","otherco","toy48.1x",2.25,3,1.5,"2026-04-01","scale-out",0.25,true
1,2,"toycloud","toy.1x","toycloud","toy48.4x",2.66667,4,2,"2026-11-01","scale-out",0.444444,false
1,2,"toycloud","toy.4x","toycloud","toy48.4x",2.66667,4,2,"2026-11-01","scale-out",0.444444,false
1,2,"toyold","toy.1x","otherco","toy48.1x",2,3,1.5,"2026-04-01","scale-out",0.333333,false
$ r=$(gpusel --catalog tests/fixtures/cli/toy.yaml --catalog tests/fixtures/cli/toy-prefill.yaml sweep --prices tests/fixtures/prices/toy-cost.yaml --prices tests/fixtures/prices/toy-prefill.yaml --today 2026-12-01 --model toy-1b --ttft-p99 200ms --itl-p99 20ms --requests-per-s 5 --gpu toy --prefill-gpu toy48 --disagg --prefill-gpus 1 --decode-gpus 2 --pricing on-demand --provider toycloud --format jsonl | jq -s -c '.[] | select(.instance == "toy.4x")'); c=$(gpusel --catalog tests/fixtures/cli/toy.yaml --catalog tests/fixtures/cli/toy-prefill.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --prices tests/fixtures/prices/toy-prefill.yaml --today 2026-12-01 --model toy-1b --ttft-p99 200ms --itl-p99 20ms --requests-per-s 5 --kind realtime --gpu toy --prefill-gpu toy48 --disagg --prefill-gpus 1 --decode-gpus 2 --provider toycloud --format json | jq .usd_per_mtok); echo "$r" | jq --argjson c "$c" '(.usd_per_mtok - $c) | fabs < 1e-5 * $c'
true
$ n=$(gpusel --catalog tests/fixtures/cli/toy.yaml --catalog tests/fixtures/cli/toy-prefill.yaml sweep --model toy-1b --ttft-p99 200ms --itl-p99 20ms --requests-per-s 5 --gpu toy --disagg --prefill-gpus 1..3 --decode-gpus 1,2 --concurrency 1,8 --pricing none | tail -n +2 | wc -l); echo "$n rows, product $((3 * 2 * 2))"
12 rows, product 12
$ gpusel --catalog tests/fixtures/cli/toy.yaml --catalog tests/fixtures/cli/toy-prefill.yaml sweep --model toy-1b --ttft-p99 200ms --itl-p99 20ms --requests-per-s 5 --gpu toy --disagg --prefill-gpus 1 --decode-gpus 1 --concurrency 1,100000 --pricing none --format jsonl | jq -r '[.concurrency, .fits, .decode_max_concurrency, .reason] | @csv'
1,true,141,
100000,false,141,"above the KV capacity"
$ gpusel --catalog tests/fixtures/cli/toy.yaml --catalog tests/fixtures/cli/toy-prefill.yaml sweep --model toy-1b --ttft-p99 200ms --itl-p99 20ms --requests-per-s 5 --gpu toy --disagg --prefill-gpus 1 --decode-gpus 1 --concurrency 1,100000 --pricing none --fits-only | tail -n +2 | wc -l
1
$ gpusel --catalog tests/fixtures/cli/toy.yaml --catalog tests/fixtures/cli/toy-prefill.yaml sweep --prices tests/fixtures/prices/toy-cost.yaml --prices tests/fixtures/prices/toy-prefill.yaml --today 2026-12-01 --model toy-1b --ttft-p99 200ms --itl-p99 20ms --requests-per-s 5 --gpu toy --prefill-gpu toy48 --disagg --prefill-gpus 1 --decode-gpus 1,2 --pricing on-demand --explain-row best
row 3: toy-1b, 1000-token prompts, 1000-token answers, bf16; prefill 1 x toy-48g, decode 1 x toy-24g (ratio 1)
offer: on-demand toyold toy.1x
  prefill row: otherco toy48.1x, 3 USD/GPU-h (same provider first, else the row cost --disagg --prefill-gpu chooses)
prefill:  the split with the most prompts/s: 1 instance(s) of tp 1; t_pre = 0.0150483 s, one prompt alone on one instance (roofline)
KV:       6.5536e+07 bytes per prompt (KV per token and layer x layers x KV bytes x prompt), over the scale-out network, one NIC per GPU; t_kv = latency + bytes / (tp_p x link x efficiency) = 0.00160804 s
decode:   tp 1 x pp 1 x dp 1, C = 131 sequences (the largest meeting the targets; capacity 141), ITL 0.0199464 s (p99 0.0199464 s), no prompt chunk in its steps
rate:     lambda = C / ((O - 1) x ITL) = 131 / (999 x 0.0199464) = 6.57416 requests/s
load:     rho = lambda x t_pre / instances = 6.57416 x 0.0150483 / 1 = 0.0989299
wait:     p99 queue wait = t_pre / (2 (1 - rho)) x ln(rho / 1%) (0 below 1%) = 0.0191373 s
TTFT p99: t_pre + t_kv + wait = 0.0150483 + 0.00160804 + 0.0191373 = 0.0357936 s (target 0.2 s: met)
ITL p99:  the decode pool's, 0.0199464 s (target 0.02 s: met)
tokens/s: the decode pool's = 6567.59; per GPU of both pools 6567.59 / 2 = 3283.79
price:    (Np x prefill + Nd x decode) / (Np + Nd) = (1 x 3 + 1 x 1.5) / 2 = 2.25 USD/GPU-h
cost:     0.25 USD per million accepted tokens, 0.00025 per accepted output (the question's demand, provisioned for the peak: 1 unit(s) of 2 GPUs, utilisation 0.761)
best:     yes: the cheapest row meeting the targets (docs/commands/sweep.md, "Disaggregated sweep")
$ gpusel --catalog tests/fixtures/cli/toy.yaml --catalog tests/fixtures/cli/toy-prefill.yaml sweep --prices tests/fixtures/prices/toy-cost.yaml --prices tests/fixtures/prices/toy-prefill.yaml --today 2026-12-01 --model toy-1b --ttft-p99 200ms --itl-p99 20ms --requests-per-s 5 --gpu toy --prefill-gpu toy48 --disagg --prefill-gpus 1 --decode-gpus 1,2 --pricing on-demand --explain-row 7
gpusel: error: --explain-row 7: the grid has fewer rows
[2]
$ d=$(mktemp -d); gpusel --catalog tests/fixtures/cli/toy.yaml --catalog tests/fixtures/cli/toy-prefill.yaml sweep --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --model toy-1b --ttft-p99 200ms --itl-p99 20ms --requests-per-s 5 --gpu toy --disagg --prefill-gpus 1,2,4 --decode-gpus 1,2 --pricing on-demand --provider toycloud --plot "$d/ratio.svg" | wc -l; grep -c '<polyline' "$d/ratio.svg"; grep -o '<text[^>]*>[^<]*</text>' "$d/ratio.svg" | sed 's/<[^>]*>//g' | grep -v '^[0-9.]*$'; rm -rf "$d"
13
2
toy-1b: cheapest USD/Mtok against the prefill:decode ratio (points meeting the targets)
prefill GPUs / decode GPUs
USD per million accepted tokens (cheapest offer)
best
1 x toy-24g decode
2 x toy-24g decode
$ gpusel --catalog tests/fixtures/cli/toy.yaml --catalog tests/fixtures/cli/toy-prefill.yaml sweep --prices tests/fixtures/prices/toy-cost.yaml --prices tests/fixtures/prices/toy-prefill.yaml --today 2026-12-01 --model toy-1b --ttft-p99 200ms --itl-p99 20ms --requests-per-s 5 --gpu toy --prefill-gpu toy48 --disagg --prefill-gpus 1 --decode-gpus 1,2 --pricing on-demand --format table
row  decode GPU  P  D   P:D  provider  conc  TTFT p99 s  ITL p99 ms  tok/s/GPU  USD/Mtok  meets  best  reason
  1  toy-24g     1  1  1.00  toycloud   131        0.04        19.9     3283.8      0.33  yes    no    -
  2  toy-24g     1  1  1.00  toycloud   131        0.04        19.9     3283.8      0.33  yes    no    -
  3  toy-24g     1  1  1.00  toyold     131        0.04        19.9     3283.8      0.25  yes    yes   -
  4  toy-24g     1  2  0.50  toycloud   262        0.04        19.9     4378.4      0.44  yes    no    -
  5  toy-24g     1  2  0.50  toycloud   262        0.04        19.9     4378.4      0.44  yes    no    -
  6  toy-24g     1  2  0.50  toyold     262        0.04        19.9     4378.4      0.33  yes    no    -

note: best: row 3, 1 prefill + 1 decode GPU(s) (toy-48g / toy-24g), 3283.8 tokens/s per GPU, p99 TTFT 0.0358 s, ITL 19.9 ms; --explain-row best shows why
note: the best disaggregated row, not a verdict against co-location: gpusel rank compares the two (its disaggregated note), gpusel sweep without --disagg lists co-located units
note: every column in csv or jsonl (--format csv, the default); docs/commands/sweep.md, "Disaggregated sweep"
note: hidden to fit 120 columns: prefill_gpu, instance, kv_transfer_s, usd_per_gpu_hour (--wide shows every column, --columns KEY,... picks)
$ gpusel sweep --model llama-3.1-8b --gpu h100 --gpus 1 --concurrency 1 --format table
gpusel: error: --format table: with --disagg only (the grid streams csv or jsonl)
[2]
$ d=$(mktemp -d); printf 'schema_version: 1\nkind: realtime\nmodel: toy-1b\nprompt_tokens: 1000\noutput_tokens: 1000\ndemand:\n  requests_per_s: 5\ntargets:\n  ttft_p99_s: 0.2\n  itl_p99_s: 0.02\ndisagg: true\nprefill_gpus: 2\ndecode_gpus: 1\n' >"$d/w.yaml"; gpusel --catalog tests/fixtures/cli/toy.yaml sweep --workload "$d/w.yaml" --gpu toy --pricing none --format jsonl | jq -r '[.prefill_gpus, .decode_gpus, .meets_targets, .best] | @csv'; gpusel --catalog tests/fixtures/cli/toy.yaml sweep --workload "$d/w.yaml" --gpu toy --pricing none --decode-gpus 1,2 | wc -l; rm -rf "$d"
2,1,true,true
3
$ gpusel sweep --model llama-3.1-8b --gpu h100 --explain-row 1
gpusel: error: --prefill-gpus, --decode-gpus, --prefill-gpu, --explain-row and --plot go with --disagg
[2]
$ gpusel sweep --model llama-3.1-8b --gpu h100 --gpus 1 --concurrency 1 --disagg
gpusel: error: --gpus: a disaggregated sweep sizes two pools: --prefill-gpus and --decode-gpus
[2]
$ gpusel sweep --model llama-3.1-8b --gpu h100 --prefill-gpus 1,2
gpusel: error: --prefill-gpus, --decode-gpus, --prefill-gpu, --explain-row and --plot go with --disagg
[2]
$ gpusel sweep --model llama-3.1-8b --gpu h100 --disagg --prefill-gpus 8..1
gpusel: error: --prefill-gpus: the range '8..1' runs backwards
[2]
$ gpusel sweep --model llama-3.1-8b --gpu h100 --disagg --decode-gpus 0
gpusel: error: --decode-gpus: 0 is outside [1, 65536]
[2]
$ gpusel sweep --model llama-3.1-8b --gpu h100 --disagg --kind training --tokens 1B
gpusel: error: --disagg applies to serving (realtime, batch), not training
[2]
$ gpusel sweep --model llama-3.1-8b --gpu h100 --disagg --prefill-gpus 1..512 --decode-gpus 1..512
gpusel: error: the disaggregated grid has 262144 points and 4980736 rows (1 GPU types, 1 prefill types, 512 prefill pools, 512 decode pools, 1 contexts, 1 concurrencies, and their offers), over the limit of 100000 points or 10000000 rows; narrow an axis
[2]
