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
#   GPU is a data error (3); training kinds are not swept yet;
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
model,gpu,gpu_count,pricing,provider,region,instance,instance_gpus,precision,ctx_tokens,prompt_tokens,output_tokens,concurrency,tp,pp,dp,fits,max_concurrency,ttft_s,ttft_s_low,ttft_s_high,ttft_p99_s,itl_s,itl_s_low,itl_s_high,itl_p99_s,tokens_per_s,tokens_per_s_low,tokens_per_s_high,tokens_per_s_per_gpu,usd_per_gpu_hour,price_as_of,usd_per_mtok,usd_per_accepted_output,meets_targets,reason
toy-1b,toy-24g,1,on-demand,toycloud,toy-east,toy.1x,1,bf16,2000,1000,1000,1,1,1,1,true,141,0.0294346,0.0285677,0.0533362,0.0327429,0.00330832,0.00255468,0.00545893,0.00330832,302.268,183.186,391.438,302.268,2,2026-11-01,1.88889,0.00188889,true,
toy-1b,toy-24g,1,on-demand,toycloud,toy-east,toy.4x,4,bf16,2000,1000,1000,1,1,1,1,true,141,0.0294346,0.0285677,0.0533362,0.0327429,0.00330832,0.00255468,0.00545893,0.00330832,302.268,183.186,391.438,302.268,2,2026-11-01,1.88889,0.00188889,true,
toy-1b,toy-24g,1,on-demand,toyold,,toy.1x,1,bf16,2000,1000,1000,1,1,1,1,true,141,0.0294346,0.0285677,0.0533362,0.0327429,0.00330832,0.00255468,0.00545893,0.00330832,302.268,183.186,391.438,302.268,1.5,2026-04-01,1.41667,0.00141667,true,
toy-1b,toy-24g,1,owned,,,,,bf16,2000,1000,1000,1,1,1,1,true,141,0.0294346,0.0285677,0.0533362,0.0327429,0.00330832,0.00255468,0.00545893,0.00330832,302.268,183.186,391.438,302.268,,,0.449948,0.000449948,true,
toy-1b,toy-24g,1,on-demand,toycloud,toy-east,toy.1x,1,bf16,2000,1000,1000,200,,,,false,141,,,,,,,,,,,,,2,2026-11-01,,,,above the KV capacity
toy-1b,toy-24g,1,on-demand,toycloud,toy-east,toy.4x,4,bf16,2000,1000,1000,200,,,,false,141,,,,,,,,,,,,,2,2026-11-01,,,,above the KV capacity
toy-1b,toy-24g,1,on-demand,toyold,,toy.1x,1,bf16,2000,1000,1000,200,,,,false,141,,,,,,,,,,,,,1.5,2026-04-01,,,,above the KV capacity
toy-1b,toy-24g,1,owned,,,,,bf16,2000,1000,1000,200,,,,false,141,,,,,,,,,,,,,,,,,,above the KV capacity
toy-1b,toy-24g,2,on-demand,toycloud,toy-east,toy.1x,1,bf16,2000,1000,1000,1,2,1,1,true,301,0.0207492,0.0186508,0.0358518,0.0231426,0.00239344,0.00153982,0.00428518,0.00239344,417.809,233.362,649.426,208.904,2,2026-11-01,2.66667,0.00266667,true,
toy-1b,toy-24g,2,on-demand,toycloud,toy-east,toy.4x,4,bf16,2000,1000,1000,1,2,1,1,true,301,0.0207492,0.0186508,0.0358518,0.0231426,0.00239344,0.00153982,0.00428518,0.00239344,417.809,233.362,649.426,208.904,2,2026-11-01,2.66667,0.00266667,true,
toy-1b,toy-24g,2,on-demand,toyold,,toy.1x,1,bf16,2000,1000,1000,1,2,1,1,true,301,0.0207492,0.0186508,0.0358518,0.0231426,0.00239344,0.00153982,0.00428518,0.00239344,417.809,233.362,649.426,208.904,1.5,2026-04-01,2,0.002,true,
toy-1b,toy-24g,2,owned,,,,,bf16,2000,1000,1000,1,2,1,1,true,301,0.0207492,0.0186508,0.0358518,0.0231426,0.00239344,0.00153982,0.00428518,0.00239344,417.809,233.362,649.426,208.904,,,0.636573,0.000636573,true,
toy-1b,toy-24g,2,on-demand,toycloud,toy-east,toy.1x,1,bf16,2000,1000,1000,200,1,1,2,true,282,0.0438586,0.0421149,0.0860505,0.0665173,0.0182314,0.0167523,0.0398324,0.0438586,10970.1,5021.04,11938.7,5485.05,2,2026-11-01,0.222222,0.000222222,true,
toy-1b,toy-24g,2,on-demand,toycloud,toy-east,toy.4x,4,bf16,2000,1000,1000,200,1,1,2,true,282,0.0438586,0.0421149,0.0860505,0.0665173,0.0182314,0.0167523,0.0398324,0.0438586,10970.1,5021.04,11938.7,5485.05,2,2026-11-01,0.222222,0.000222222,true,
toy-1b,toy-24g,2,on-demand,toyold,,toy.1x,1,bf16,2000,1000,1000,200,1,1,2,true,282,0.0438586,0.0421149,0.0860505,0.0665173,0.0182314,0.0167523,0.0398324,0.0438586,10970.1,5021.04,11938.7,5485.05,1.5,2026-04-01,0.166667,0.000166667,true,
toy-1b,toy-24g,2,owned,,,,,bf16,2000,1000,1000,200,1,1,2,true,282,0.0438586,0.0421149,0.0860505,0.0665173,0.0182314,0.0167523,0.0398324,0.0438586,10970.1,5021.04,11938.7,5485.05,,,0.0505277,5.05277e-05,true,
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
    216 36
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
gpusel: error: --precision: unknown weight format 'fp9' (auto, fp32, bf16, fp16, fp8, int8, int4, nf4, mxfp4)
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --pricing on-demand,cheap
gpusel: error: --pricing: unknown pricing 'cheap' (on-demand, spot, reserved-1y, reserved-3y, marketplace, owned, none)
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --format json
gpusel: error: --format: sweep writes csv (the default) or jsonl, got 'json'
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --columns gpu
gpusel: error: --columns: sweep writes one table with every column
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --gpu nosuch
gpusel: error: unknown GPU 'nosuch'; 'gpusel list gpus' shows the catalogue
[3]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --kind training --tokens 1B
model,gpu,gpu_count,pricing,provider,region,instance,instance_gpus,precision,seq_tokens,micro_batch,tp,pp,dp,zero_stage,fits,step_s,step_s_low,step_s_high,tokens_per_s,tokens_per_s_low,tokens_per_s_high,mfu,wall_hours,goodput,usd_per_gpu_hour,price_as_of,usd_per_mtok,usd_per_accepted_output,meets_targets,reason
toy-1b,p100-sxm2,1,,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-sxm2,1,,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-sxm2,1,,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-sxm2,1,,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-sxm2,2,,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-sxm2,2,,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-sxm2,2,,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-sxm2,2,,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-sxm2,4,,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-sxm2,4,,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-sxm2,4,,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-sxm2,4,,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-sxm2,8,,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-sxm2,8,,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-sxm2,8,,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-sxm2,8,,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-pcie,1,,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-pcie,1,,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-pcie,1,,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-pcie,1,,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-pcie,2,,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-pcie,2,,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-pcie,2,,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-pcie,2,,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-pcie,4,,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-pcie,4,,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-pcie,4,,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-pcie,4,,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-pcie,8,,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-pcie,8,,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-pcie,8,,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,p100-pcie,8,,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,v100-sxm2-16gb,1,on-demand,AWS,us-east-1,p3.2xlarge,1,bf16,4096,1,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,1,on-demand,AWS,us-east-1,p3.8xlarge,4,bf16,4096,1,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,1,on-demand,AWS,us-east-1,p3.16xlarge,8,bf16,4096,1,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,1,on-demand,Lambda,,8x V100,8,bf16,4096,1,,,,,false,,,,,,,,,,0.79,2026-09-20,,,,no valid layout
toy-1b,v100-sxm2-16gb,1,on-demand,AWS,us-east-1,p3.2xlarge,1,bf16,4096,2,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,1,on-demand,AWS,us-east-1,p3.8xlarge,4,bf16,4096,2,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,1,on-demand,AWS,us-east-1,p3.16xlarge,8,bf16,4096,2,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,1,on-demand,Lambda,,8x V100,8,bf16,4096,2,,,,,false,,,,,,,,,,0.79,2026-09-20,,,,no valid layout
toy-1b,v100-sxm2-16gb,1,on-demand,AWS,us-east-1,p3.2xlarge,1,bf16,4096,4,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,1,on-demand,AWS,us-east-1,p3.8xlarge,4,bf16,4096,4,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,1,on-demand,AWS,us-east-1,p3.16xlarge,8,bf16,4096,4,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,1,on-demand,Lambda,,8x V100,8,bf16,4096,4,,,,,false,,,,,,,,,,0.79,2026-09-20,,,,no valid layout
toy-1b,v100-sxm2-16gb,1,on-demand,AWS,us-east-1,p3.2xlarge,1,bf16,4096,8,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,1,on-demand,AWS,us-east-1,p3.8xlarge,4,bf16,4096,8,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,1,on-demand,AWS,us-east-1,p3.16xlarge,8,bf16,4096,8,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,1,on-demand,Lambda,,8x V100,8,bf16,4096,8,,,,,false,,,,,,,,,,0.79,2026-09-20,,,,no valid layout
toy-1b,v100-sxm2-16gb,2,on-demand,AWS,us-east-1,p3.2xlarge,1,bf16,4096,1,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,2,on-demand,AWS,us-east-1,p3.8xlarge,4,bf16,4096,1,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,2,on-demand,AWS,us-east-1,p3.16xlarge,8,bf16,4096,1,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,2,on-demand,Lambda,,8x V100,8,bf16,4096,1,,,,,false,,,,,,,,,,0.79,2026-09-20,,,,no valid layout
toy-1b,v100-sxm2-16gb,2,on-demand,AWS,us-east-1,p3.2xlarge,1,bf16,4096,2,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,2,on-demand,AWS,us-east-1,p3.8xlarge,4,bf16,4096,2,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,2,on-demand,AWS,us-east-1,p3.16xlarge,8,bf16,4096,2,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,2,on-demand,Lambda,,8x V100,8,bf16,4096,2,,,,,false,,,,,,,,,,0.79,2026-09-20,,,,no valid layout
toy-1b,v100-sxm2-16gb,2,on-demand,AWS,us-east-1,p3.2xlarge,1,bf16,4096,4,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,2,on-demand,AWS,us-east-1,p3.8xlarge,4,bf16,4096,4,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,2,on-demand,AWS,us-east-1,p3.16xlarge,8,bf16,4096,4,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,2,on-demand,Lambda,,8x V100,8,bf16,4096,4,,,,,false,,,,,,,,,,0.79,2026-09-20,,,,no valid layout
toy-1b,v100-sxm2-16gb,2,on-demand,AWS,us-east-1,p3.2xlarge,1,bf16,4096,8,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,2,on-demand,AWS,us-east-1,p3.8xlarge,4,bf16,4096,8,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,2,on-demand,AWS,us-east-1,p3.16xlarge,8,bf16,4096,8,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,2,on-demand,Lambda,,8x V100,8,bf16,4096,8,,,,,false,,,,,,,,,,0.79,2026-09-20,,,,no valid layout
toy-1b,v100-sxm2-16gb,4,on-demand,AWS,us-east-1,p3.2xlarge,1,bf16,4096,1,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,4,on-demand,AWS,us-east-1,p3.8xlarge,4,bf16,4096,1,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,4,on-demand,AWS,us-east-1,p3.16xlarge,8,bf16,4096,1,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,4,on-demand,Lambda,,8x V100,8,bf16,4096,1,,,,,false,,,,,,,,,,0.79,2026-09-20,,,,no valid layout
toy-1b,v100-sxm2-16gb,4,on-demand,AWS,us-east-1,p3.2xlarge,1,bf16,4096,2,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,4,on-demand,AWS,us-east-1,p3.8xlarge,4,bf16,4096,2,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,4,on-demand,AWS,us-east-1,p3.16xlarge,8,bf16,4096,2,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,4,on-demand,Lambda,,8x V100,8,bf16,4096,2,,,,,false,,,,,,,,,,0.79,2026-09-20,,,,no valid layout
toy-1b,v100-sxm2-16gb,4,on-demand,AWS,us-east-1,p3.2xlarge,1,bf16,4096,4,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,4,on-demand,AWS,us-east-1,p3.8xlarge,4,bf16,4096,4,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,4,on-demand,AWS,us-east-1,p3.16xlarge,8,bf16,4096,4,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,4,on-demand,Lambda,,8x V100,8,bf16,4096,4,,,,,false,,,,,,,,,,0.79,2026-09-20,,,,no valid layout
toy-1b,v100-sxm2-16gb,4,on-demand,AWS,us-east-1,p3.2xlarge,1,bf16,4096,8,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,4,on-demand,AWS,us-east-1,p3.8xlarge,4,bf16,4096,8,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,4,on-demand,AWS,us-east-1,p3.16xlarge,8,bf16,4096,8,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,4,on-demand,Lambda,,8x V100,8,bf16,4096,8,,,,,false,,,,,,,,,,0.79,2026-09-20,,,,no valid layout
toy-1b,v100-sxm2-16gb,8,on-demand,AWS,us-east-1,p3.2xlarge,1,bf16,4096,1,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,8,on-demand,AWS,us-east-1,p3.8xlarge,4,bf16,4096,1,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,8,on-demand,AWS,us-east-1,p3.16xlarge,8,bf16,4096,1,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,8,on-demand,Lambda,,8x V100,8,bf16,4096,1,,,,,false,,,,,,,,,,0.79,2026-09-20,,,,no valid layout
toy-1b,v100-sxm2-16gb,8,on-demand,AWS,us-east-1,p3.2xlarge,1,bf16,4096,2,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,8,on-demand,AWS,us-east-1,p3.8xlarge,4,bf16,4096,2,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,8,on-demand,AWS,us-east-1,p3.16xlarge,8,bf16,4096,2,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,8,on-demand,Lambda,,8x V100,8,bf16,4096,2,,,,,false,,,,,,,,,,0.79,2026-09-20,,,,no valid layout
toy-1b,v100-sxm2-16gb,8,on-demand,AWS,us-east-1,p3.2xlarge,1,bf16,4096,4,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,8,on-demand,AWS,us-east-1,p3.8xlarge,4,bf16,4096,4,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,8,on-demand,AWS,us-east-1,p3.16xlarge,8,bf16,4096,4,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,8,on-demand,Lambda,,8x V100,8,bf16,4096,4,,,,,false,,,,,,,,,,0.79,2026-09-20,,,,no valid layout
toy-1b,v100-sxm2-16gb,8,on-demand,AWS,us-east-1,p3.2xlarge,1,bf16,4096,8,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,8,on-demand,AWS,us-east-1,p3.8xlarge,4,bf16,4096,8,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,8,on-demand,AWS,us-east-1,p3.16xlarge,8,bf16,4096,8,,,,,false,,,,,,,,,,3.06,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-16gb,8,on-demand,Lambda,,8x V100,8,bf16,4096,8,,,,,false,,,,,,,,,,0.79,2026-09-20,,,,no valid layout
toy-1b,v100-sxm2-32gb,1,on-demand,AWS,us-east-1,p3dn.24xlarge,8,bf16,4096,1,,,,,false,,,,,,,,,,3.9015,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-32gb,1,on-demand,AWS,us-east-1,p3dn.24xlarge,8,bf16,4096,2,,,,,false,,,,,,,,,,3.9015,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-32gb,1,on-demand,AWS,us-east-1,p3dn.24xlarge,8,bf16,4096,4,,,,,false,,,,,,,,,,3.9015,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-32gb,1,on-demand,AWS,us-east-1,p3dn.24xlarge,8,bf16,4096,8,,,,,false,,,,,,,,,,3.9015,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-32gb,2,on-demand,AWS,us-east-1,p3dn.24xlarge,8,bf16,4096,1,,,,,false,,,,,,,,,,3.9015,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-32gb,2,on-demand,AWS,us-east-1,p3dn.24xlarge,8,bf16,4096,2,,,,,false,,,,,,,,,,3.9015,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-32gb,2,on-demand,AWS,us-east-1,p3dn.24xlarge,8,bf16,4096,4,,,,,false,,,,,,,,,,3.9015,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-32gb,2,on-demand,AWS,us-east-1,p3dn.24xlarge,8,bf16,4096,8,,,,,false,,,,,,,,,,3.9015,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-32gb,4,on-demand,AWS,us-east-1,p3dn.24xlarge,8,bf16,4096,1,,,,,false,,,,,,,,,,3.9015,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-32gb,4,on-demand,AWS,us-east-1,p3dn.24xlarge,8,bf16,4096,2,,,,,false,,,,,,,,,,3.9015,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-32gb,4,on-demand,AWS,us-east-1,p3dn.24xlarge,8,bf16,4096,4,,,,,false,,,,,,,,,,3.9015,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-32gb,4,on-demand,AWS,us-east-1,p3dn.24xlarge,8,bf16,4096,8,,,,,false,,,,,,,,,,3.9015,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-32gb,8,on-demand,AWS,us-east-1,p3dn.24xlarge,8,bf16,4096,1,,,,,false,,,,,,,,,,3.9015,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-32gb,8,on-demand,AWS,us-east-1,p3dn.24xlarge,8,bf16,4096,2,,,,,false,,,,,,,,,,3.9015,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-32gb,8,on-demand,AWS,us-east-1,p3dn.24xlarge,8,bf16,4096,4,,,,,false,,,,,,,,,,3.9015,2026-01-21,,,,no valid layout
toy-1b,v100-sxm2-32gb,8,on-demand,AWS,us-east-1,p3dn.24xlarge,8,bf16,4096,8,,,,,false,,,,,,,,,,3.9015,2026-01-21,,,,no valid layout
toy-1b,v100-pcie-32gb,1,,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,v100-pcie-32gb,1,,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,v100-pcie-32gb,1,,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,v100-pcie-32gb,1,,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,v100-pcie-32gb,2,,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,v100-pcie-32gb,2,,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,v100-pcie-32gb,2,,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,v100-pcie-32gb,2,,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,v100-pcie-32gb,4,,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,v100-pcie-32gb,4,,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,v100-pcie-32gb,4,,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,v100-pcie-32gb,4,,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,v100-pcie-32gb,8,,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,v100-pcie-32gb,8,,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,v100-pcie-32gb,8,,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,v100-pcie-32gb,8,,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,t4,1,on-demand,AWS,us-east-1,g4dn.xlarge,1,bf16,4096,1,,,,,false,,,,,,,,,,0.526,2026-01-21,,,,no valid layout
toy-1b,t4,1,on-demand,AWS,us-east-1,g4dn.12xlarge,4,bf16,4096,1,,,,,false,,,,,,,,,,0.978,2026-01-21,,,,no valid layout
toy-1b,t4,1,on-demand,Azure,eastus,Standard_NC64as_T4_v3,4,bf16,4096,1,,,,,false,,,,,,,,,,1.088,,,,,no valid layout
toy-1b,t4,1,on-demand,AWS,us-east-1,g4dn.xlarge,1,bf16,4096,2,,,,,false,,,,,,,,,,0.526,2026-01-21,,,,no valid layout
toy-1b,t4,1,on-demand,AWS,us-east-1,g4dn.12xlarge,4,bf16,4096,2,,,,,false,,,,,,,,,,0.978,2026-01-21,,,,no valid layout
toy-1b,t4,1,on-demand,Azure,eastus,Standard_NC64as_T4_v3,4,bf16,4096,2,,,,,false,,,,,,,,,,1.088,,,,,no valid layout
toy-1b,t4,1,on-demand,AWS,us-east-1,g4dn.xlarge,1,bf16,4096,4,,,,,false,,,,,,,,,,0.526,2026-01-21,,,,no valid layout
toy-1b,t4,1,on-demand,AWS,us-east-1,g4dn.12xlarge,4,bf16,4096,4,,,,,false,,,,,,,,,,0.978,2026-01-21,,,,no valid layout
toy-1b,t4,1,on-demand,Azure,eastus,Standard_NC64as_T4_v3,4,bf16,4096,4,,,,,false,,,,,,,,,,1.088,,,,,no valid layout
toy-1b,t4,1,on-demand,AWS,us-east-1,g4dn.xlarge,1,bf16,4096,8,,,,,false,,,,,,,,,,0.526,2026-01-21,,,,no valid layout
toy-1b,t4,1,on-demand,AWS,us-east-1,g4dn.12xlarge,4,bf16,4096,8,,,,,false,,,,,,,,,,0.978,2026-01-21,,,,no valid layout
toy-1b,t4,1,on-demand,Azure,eastus,Standard_NC64as_T4_v3,4,bf16,4096,8,,,,,false,,,,,,,,,,1.088,,,,,no valid layout
toy-1b,t4,2,on-demand,AWS,us-east-1,g4dn.xlarge,1,bf16,4096,1,,,,,false,,,,,,,,,,0.526,2026-01-21,,,,no valid layout
toy-1b,t4,2,on-demand,AWS,us-east-1,g4dn.12xlarge,4,bf16,4096,1,,,,,false,,,,,,,,,,0.978,2026-01-21,,,,no valid layout
toy-1b,t4,2,on-demand,Azure,eastus,Standard_NC64as_T4_v3,4,bf16,4096,1,,,,,false,,,,,,,,,,1.088,,,,,no valid layout
toy-1b,t4,2,on-demand,AWS,us-east-1,g4dn.xlarge,1,bf16,4096,2,,,,,false,,,,,,,,,,0.526,2026-01-21,,,,no valid layout
toy-1b,t4,2,on-demand,AWS,us-east-1,g4dn.12xlarge,4,bf16,4096,2,,,,,false,,,,,,,,,,0.978,2026-01-21,,,,no valid layout
toy-1b,t4,2,on-demand,Azure,eastus,Standard_NC64as_T4_v3,4,bf16,4096,2,,,,,false,,,,,,,,,,1.088,,,,,no valid layout
toy-1b,t4,2,on-demand,AWS,us-east-1,g4dn.xlarge,1,bf16,4096,4,,,,,false,,,,,,,,,,0.526,2026-01-21,,,,no valid layout
toy-1b,t4,2,on-demand,AWS,us-east-1,g4dn.12xlarge,4,bf16,4096,4,,,,,false,,,,,,,,,,0.978,2026-01-21,,,,no valid layout
toy-1b,t4,2,on-demand,Azure,eastus,Standard_NC64as_T4_v3,4,bf16,4096,4,,,,,false,,,,,,,,,,1.088,,,,,no valid layout
toy-1b,t4,2,on-demand,AWS,us-east-1,g4dn.xlarge,1,bf16,4096,8,,,,,false,,,,,,,,,,0.526,2026-01-21,,,,no valid layout
toy-1b,t4,2,on-demand,AWS,us-east-1,g4dn.12xlarge,4,bf16,4096,8,,,,,false,,,,,,,,,,0.978,2026-01-21,,,,no valid layout
toy-1b,t4,2,on-demand,Azure,eastus,Standard_NC64as_T4_v3,4,bf16,4096,8,,,,,false,,,,,,,,,,1.088,,,,,no valid layout
toy-1b,t4,4,on-demand,AWS,us-east-1,g4dn.xlarge,1,bf16,4096,1,,,,,false,,,,,,,,,,0.526,2026-01-21,,,,no valid layout
toy-1b,t4,4,on-demand,AWS,us-east-1,g4dn.12xlarge,4,bf16,4096,1,,,,,false,,,,,,,,,,0.978,2026-01-21,,,,no valid layout
toy-1b,t4,4,on-demand,Azure,eastus,Standard_NC64as_T4_v3,4,bf16,4096,1,,,,,false,,,,,,,,,,1.088,,,,,no valid layout
toy-1b,t4,4,on-demand,AWS,us-east-1,g4dn.xlarge,1,bf16,4096,2,,,,,false,,,,,,,,,,0.526,2026-01-21,,,,no valid layout
toy-1b,t4,4,on-demand,AWS,us-east-1,g4dn.12xlarge,4,bf16,4096,2,,,,,false,,,,,,,,,,0.978,2026-01-21,,,,no valid layout
toy-1b,t4,4,on-demand,Azure,eastus,Standard_NC64as_T4_v3,4,bf16,4096,2,,,,,false,,,,,,,,,,1.088,,,,,no valid layout
toy-1b,t4,4,on-demand,AWS,us-east-1,g4dn.xlarge,1,bf16,4096,4,,,,,false,,,,,,,,,,0.526,2026-01-21,,,,no valid layout
toy-1b,t4,4,on-demand,AWS,us-east-1,g4dn.12xlarge,4,bf16,4096,4,,,,,false,,,,,,,,,,0.978,2026-01-21,,,,no valid layout
toy-1b,t4,4,on-demand,Azure,eastus,Standard_NC64as_T4_v3,4,bf16,4096,4,,,,,false,,,,,,,,,,1.088,,,,,no valid layout
toy-1b,t4,4,on-demand,AWS,us-east-1,g4dn.xlarge,1,bf16,4096,8,,,,,false,,,,,,,,,,0.526,2026-01-21,,,,no valid layout
toy-1b,t4,4,on-demand,AWS,us-east-1,g4dn.12xlarge,4,bf16,4096,8,,,,,false,,,,,,,,,,0.978,2026-01-21,,,,no valid layout
toy-1b,t4,4,on-demand,Azure,eastus,Standard_NC64as_T4_v3,4,bf16,4096,8,,,,,false,,,,,,,,,,1.088,,,,,no valid layout
toy-1b,t4,8,on-demand,AWS,us-east-1,g4dn.xlarge,1,bf16,4096,1,,,,,false,,,,,,,,,,0.526,2026-01-21,,,,no valid layout
toy-1b,t4,8,on-demand,AWS,us-east-1,g4dn.12xlarge,4,bf16,4096,1,,,,,false,,,,,,,,,,0.978,2026-01-21,,,,no valid layout
toy-1b,t4,8,on-demand,Azure,eastus,Standard_NC64as_T4_v3,4,bf16,4096,1,,,,,false,,,,,,,,,,1.088,,,,,no valid layout
toy-1b,t4,8,on-demand,AWS,us-east-1,g4dn.xlarge,1,bf16,4096,2,,,,,false,,,,,,,,,,0.526,2026-01-21,,,,no valid layout
toy-1b,t4,8,on-demand,AWS,us-east-1,g4dn.12xlarge,4,bf16,4096,2,,,,,false,,,,,,,,,,0.978,2026-01-21,,,,no valid layout
toy-1b,t4,8,on-demand,Azure,eastus,Standard_NC64as_T4_v3,4,bf16,4096,2,,,,,false,,,,,,,,,,1.088,,,,,no valid layout
toy-1b,t4,8,on-demand,AWS,us-east-1,g4dn.xlarge,1,bf16,4096,4,,,,,false,,,,,,,,,,0.526,2026-01-21,,,,no valid layout
toy-1b,t4,8,on-demand,AWS,us-east-1,g4dn.12xlarge,4,bf16,4096,4,,,,,false,,,,,,,,,,0.978,2026-01-21,,,,no valid layout
toy-1b,t4,8,on-demand,Azure,eastus,Standard_NC64as_T4_v3,4,bf16,4096,4,,,,,false,,,,,,,,,,1.088,,,,,no valid layout
toy-1b,t4,8,on-demand,AWS,us-east-1,g4dn.xlarge,1,bf16,4096,8,,,,,false,,,,,,,,,,0.526,2026-01-21,,,,no valid layout
toy-1b,t4,8,on-demand,AWS,us-east-1,g4dn.12xlarge,4,bf16,4096,8,,,,,false,,,,,,,,,,0.978,2026-01-21,,,,no valid layout
toy-1b,t4,8,on-demand,Azure,eastus,Standard_NC64as_T4_v3,4,bf16,4096,8,,,,,false,,,,,,,,,,1.088,,,,,no valid layout
toy-1b,rtx-2080-ti,1,owned,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,rtx-2080-ti,1,owned,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,rtx-2080-ti,1,owned,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,rtx-2080-ti,1,owned,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,rtx-2080-ti,2,owned,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,rtx-2080-ti,2,owned,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,rtx-2080-ti,2,owned,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,rtx-2080-ti,2,owned,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,rtx-2080-ti,4,owned,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,rtx-2080-ti,4,owned,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,rtx-2080-ti,4,owned,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,rtx-2080-ti,4,owned,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,rtx-2080-ti,8,owned,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,rtx-2080-ti,8,owned,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,rtx-2080-ti,8,owned,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,rtx-2080-ti,8,owned,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,no valid layout
toy-1b,a100-40gb-sxm,1,on-demand,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,1,1,1,1,0,true,137.763,132.99,155.461,30445.7,26979.8,31538.4,0.706353,9.13466,0.998801,2.74471,2026-08-26,0.0250719,25.0719,true,
toy-1b,a100-40gb-sxm,1,on-demand,Azure,eastus,Standard_ND96asr_v4,8,bf16,4096,1,1,1,1,0,true,137.763,132.99,155.461,30445.7,26979.8,31538.4,0.706353,9.13466,0.998801,3.3996,2026-11-09,0.0310542,31.0542,true,
toy-1b,a100-40gb-sxm,1,on-demand,Lambda,,8x A100 40GB,8,bf16,4096,1,1,1,1,0,true,137.763,132.99,155.461,30445.7,26979.8,31538.4,0.706353,9.13466,0.998801,1.99,2026-09-20,0.018178,18.178,true,
toy-1b,a100-40gb-sxm,1,on-demand,GCP,us-central1,a2-highgpu-1g,1,bf16,4096,1,1,1,1,0,true,137.763,132.99,155.461,30445.7,26979.8,31538.4,0.706353,9.13466,0.998801,3.67339,,0.0335551,33.5551,true,
toy-1b,a100-40gb-sxm,1,on-demand,GCP,us-central1,a2-megagpu-16g,16,bf16,4096,1,1,1,1,0,true,137.763,132.99,155.461,30445.7,26979.8,31538.4,0.706353,9.13466,0.998801,3.48372,,0.0318226,31.8226,true,
toy-1b,a100-40gb-sxm,1,reserved-1y,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,1,1,1,1,0,true,137.763,132.99,155.461,30445.7,26979.8,31538.4,0.706353,9.13466,0.998801,1.74014,2026-08-26,0.0158955,15.8955,true,
toy-1b,a100-40gb-sxm,1,marketplace,Vast.ai,,A100 SXM4 40GB (cheapest listed),1,bf16,4096,1,1,1,1,0,true,137.763,132.99,155.461,30445.7,26979.8,31538.4,0.706353,9.13466,0.998801,1.2,,0.0109616,10.9616,true,
toy-1b,a100-40gb-sxm,1,on-demand,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,2,1,1,1,0,true,137.763,132.99,155.461,30445.7,26979.8,31538.4,0.706353,9.13466,0.998801,2.74471,2026-08-26,0.0250719,25.0719,true,
toy-1b,a100-40gb-sxm,1,on-demand,Azure,eastus,Standard_ND96asr_v4,8,bf16,4096,2,1,1,1,0,true,137.763,132.99,155.461,30445.7,26979.8,31538.4,0.706353,9.13466,0.998801,3.3996,2026-11-09,0.0310542,31.0542,true,
toy-1b,a100-40gb-sxm,1,on-demand,Lambda,,8x A100 40GB,8,bf16,4096,2,1,1,1,0,true,137.763,132.99,155.461,30445.7,26979.8,31538.4,0.706353,9.13466,0.998801,1.99,2026-09-20,0.018178,18.178,true,
toy-1b,a100-40gb-sxm,1,on-demand,GCP,us-central1,a2-highgpu-1g,1,bf16,4096,2,1,1,1,0,true,137.763,132.99,155.461,30445.7,26979.8,31538.4,0.706353,9.13466,0.998801,3.67339,,0.0335551,33.5551,true,
toy-1b,a100-40gb-sxm,1,on-demand,GCP,us-central1,a2-megagpu-16g,16,bf16,4096,2,1,1,1,0,true,137.763,132.99,155.461,30445.7,26979.8,31538.4,0.706353,9.13466,0.998801,3.48372,,0.0318226,31.8226,true,
toy-1b,a100-40gb-sxm,1,reserved-1y,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,2,1,1,1,0,true,137.763,132.99,155.461,30445.7,26979.8,31538.4,0.706353,9.13466,0.998801,1.74014,2026-08-26,0.0158955,15.8955,true,
toy-1b,a100-40gb-sxm,1,marketplace,Vast.ai,,A100 SXM4 40GB (cheapest listed),1,bf16,4096,2,1,1,1,0,true,137.763,132.99,155.461,30445.7,26979.8,31538.4,0.706353,9.13466,0.998801,1.2,,0.0109616,10.9616,true,
toy-1b,a100-40gb-sxm,1,on-demand,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,4,,,,,false,,,,,,,,,,2.74471,2026-08-26,,,,does not fit in any layout
toy-1b,a100-40gb-sxm,1,on-demand,Azure,eastus,Standard_ND96asr_v4,8,bf16,4096,4,,,,,false,,,,,,,,,,3.3996,2026-11-09,,,,does not fit in any layout
toy-1b,a100-40gb-sxm,1,on-demand,Lambda,,8x A100 40GB,8,bf16,4096,4,,,,,false,,,,,,,,,,1.99,2026-09-20,,,,does not fit in any layout
toy-1b,a100-40gb-sxm,1,on-demand,GCP,us-central1,a2-highgpu-1g,1,bf16,4096,4,,,,,false,,,,,,,,,,3.67339,,,,,does not fit in any layout
toy-1b,a100-40gb-sxm,1,on-demand,GCP,us-central1,a2-megagpu-16g,16,bf16,4096,4,,,,,false,,,,,,,,,,3.48372,,,,,does not fit in any layout
toy-1b,a100-40gb-sxm,1,reserved-1y,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,4,,,,,false,,,,,,,,,,1.74014,2026-08-26,,,,does not fit in any layout
toy-1b,a100-40gb-sxm,1,marketplace,Vast.ai,,A100 SXM4 40GB (cheapest listed),1,bf16,4096,4,,,,,false,,,,,,,,,,1.2,,,,,does not fit in any layout
toy-1b,a100-40gb-sxm,1,on-demand,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,8,,,,,false,,,,,,,,,,2.74471,2026-08-26,,,,does not fit in any layout
toy-1b,a100-40gb-sxm,1,on-demand,Azure,eastus,Standard_ND96asr_v4,8,bf16,4096,8,,,,,false,,,,,,,,,,3.3996,2026-11-09,,,,does not fit in any layout
toy-1b,a100-40gb-sxm,1,on-demand,Lambda,,8x A100 40GB,8,bf16,4096,8,,,,,false,,,,,,,,,,1.99,2026-09-20,,,,does not fit in any layout
toy-1b,a100-40gb-sxm,1,on-demand,GCP,us-central1,a2-highgpu-1g,1,bf16,4096,8,,,,,false,,,,,,,,,,3.67339,,,,,does not fit in any layout
toy-1b,a100-40gb-sxm,1,on-demand,GCP,us-central1,a2-megagpu-16g,16,bf16,4096,8,,,,,false,,,,,,,,,,3.48372,,,,,does not fit in any layout
toy-1b,a100-40gb-sxm,1,reserved-1y,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,8,,,,,false,,,,,,,,,,1.74014,2026-08-26,,,,does not fit in any layout
toy-1b,a100-40gb-sxm,1,marketplace,Vast.ai,,A100 SXM4 40GB (cheapest listed),1,bf16,4096,8,,,,,false,,,,,,,,,,1.2,,,,,does not fit in any layout
toy-1b,a100-40gb-sxm,2,on-demand,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,1,1,1,2,3,true,68.8817,66.4953,84.5761,60891.4,49592.1,63076.7,0.706352,4.56735,0.998797,2.74471,2026-08-26,0.0250721,25.0721,true,
toy-1b,a100-40gb-sxm,2,on-demand,Azure,eastus,Standard_ND96asr_v4,8,bf16,4096,1,1,1,2,3,true,68.8817,66.4953,84.5761,60891.4,49592.1,63076.7,0.706352,4.56735,0.998797,3.3996,2026-11-09,0.0310543,31.0543,true,
toy-1b,a100-40gb-sxm,2,on-demand,Lambda,,8x A100 40GB,8,bf16,4096,1,1,1,2,3,true,68.8817,66.4953,84.5761,60891.4,49592.1,63076.7,0.706352,4.56735,0.998797,1.99,2026-09-20,0.018178,18.178,true,
toy-1b,a100-40gb-sxm,2,on-demand,GCP,us-central1,a2-highgpu-1g,1,bf16,4096,1,1,1,2,3,true,68.8817,66.4953,84.5761,60891.4,49592.1,63076.7,0.706352,4.56735,0.998797,3.67339,,0.0335553,33.5553,true,
toy-1b,a100-40gb-sxm,2,on-demand,GCP,us-central1,a2-megagpu-16g,16,bf16,4096,1,1,1,2,3,true,68.8817,66.4953,84.5761,60891.4,49592.1,63076.7,0.706352,4.56735,0.998797,3.48372,,0.0318227,31.8227,true,
toy-1b,a100-40gb-sxm,2,reserved-1y,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,1,1,1,2,3,true,68.8817,66.4953,84.5761,60891.4,49592.1,63076.7,0.706352,4.56735,0.998797,1.74014,2026-08-26,0.0158956,15.8956,true,
toy-1b,a100-40gb-sxm,2,marketplace,Vast.ai,,A100 SXM4 40GB (cheapest listed),1,bf16,4096,1,1,1,2,3,true,68.8817,66.4953,84.5761,60891.4,49592.1,63076.7,0.706352,4.56735,0.998797,1.2,,0.0109616,10.9616,true,
toy-1b,a100-40gb-sxm,2,on-demand,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,2,1,1,2,3,true,68.8817,66.4953,81.1566,60891.4,51681.6,63076.7,0.706352,4.56735,0.998797,2.74471,2026-08-26,0.0250721,25.0721,true,
toy-1b,a100-40gb-sxm,2,on-demand,Azure,eastus,Standard_ND96asr_v4,8,bf16,4096,2,1,1,2,3,true,68.8817,66.4953,81.1566,60891.4,51681.6,63076.7,0.706352,4.56735,0.998797,3.3996,2026-11-09,0.0310543,31.0543,true,
toy-1b,a100-40gb-sxm,2,on-demand,Lambda,,8x A100 40GB,8,bf16,4096,2,1,1,2,3,true,68.8817,66.4953,81.1566,60891.4,51681.6,63076.7,0.706352,4.56735,0.998797,1.99,2026-09-20,0.018178,18.178,true,
toy-1b,a100-40gb-sxm,2,on-demand,GCP,us-central1,a2-highgpu-1g,1,bf16,4096,2,1,1,2,3,true,68.8817,66.4953,81.1566,60891.4,51681.6,63076.7,0.706352,4.56735,0.998797,3.67339,,0.0335553,33.5553,true,
toy-1b,a100-40gb-sxm,2,on-demand,GCP,us-central1,a2-megagpu-16g,16,bf16,4096,2,1,1,2,3,true,68.8817,66.4953,81.1566,60891.4,51681.6,63076.7,0.706352,4.56735,0.998797,3.48372,,0.0318227,31.8227,true,
toy-1b,a100-40gb-sxm,2,reserved-1y,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,2,1,1,2,3,true,68.8817,66.4953,81.1566,60891.4,51681.6,63076.7,0.706352,4.56735,0.998797,1.74014,2026-08-26,0.0158956,15.8956,true,
toy-1b,a100-40gb-sxm,2,marketplace,Vast.ai,,A100 SXM4 40GB (cheapest listed),1,bf16,4096,2,1,1,2,3,true,68.8817,66.4953,81.1566,60891.4,51681.6,63076.7,0.706352,4.56735,0.998797,1.2,,0.0109616,10.9616,true,
toy-1b,a100-40gb-sxm,2,on-demand,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,4,1,1,2,3,true,68.8817,66.4953,79.4469,60891.4,52793.8,63076.7,0.706352,4.56735,0.998797,2.74471,2026-08-26,0.0250721,25.0721,true,
toy-1b,a100-40gb-sxm,2,on-demand,Azure,eastus,Standard_ND96asr_v4,8,bf16,4096,4,1,1,2,3,true,68.8817,66.4953,79.4469,60891.4,52793.8,63076.7,0.706352,4.56735,0.998797,3.3996,2026-11-09,0.0310543,31.0543,true,
toy-1b,a100-40gb-sxm,2,on-demand,Lambda,,8x A100 40GB,8,bf16,4096,4,1,1,2,3,true,68.8817,66.4953,79.4469,60891.4,52793.8,63076.7,0.706352,4.56735,0.998797,1.99,2026-09-20,0.018178,18.178,true,
toy-1b,a100-40gb-sxm,2,on-demand,GCP,us-central1,a2-highgpu-1g,1,bf16,4096,4,1,1,2,3,true,68.8817,66.4953,79.4469,60891.4,52793.8,63076.7,0.706352,4.56735,0.998797,3.67339,,0.0335553,33.5553,true,
toy-1b,a100-40gb-sxm,2,on-demand,GCP,us-central1,a2-megagpu-16g,16,bf16,4096,4,1,1,2,3,true,68.8817,66.4953,79.4469,60891.4,52793.8,63076.7,0.706352,4.56735,0.998797,3.48372,,0.0318227,31.8227,true,
toy-1b,a100-40gb-sxm,2,reserved-1y,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,4,1,1,2,3,true,68.8817,66.4953,79.4469,60891.4,52793.8,63076.7,0.706352,4.56735,0.998797,1.74014,2026-08-26,0.0158956,15.8956,true,
toy-1b,a100-40gb-sxm,2,marketplace,Vast.ai,,A100 SXM4 40GB (cheapest listed),1,bf16,4096,4,1,1,2,3,true,68.8817,66.4953,79.4469,60891.4,52793.8,63076.7,0.706352,4.56735,0.998797,1.2,,0.0109616,10.9616,true,
toy-1b,a100-40gb-sxm,2,on-demand,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,8,2,1,1,0,true,73.4495,69.9697,84.3651,57104.6,49716.1,59944.6,0.662424,4.87023,0.998797,2.74471,2026-08-26,0.0267347,26.7347,true,
toy-1b,a100-40gb-sxm,2,on-demand,Azure,eastus,Standard_ND96asr_v4,8,bf16,4096,8,2,1,1,0,true,73.4495,69.9697,84.3651,57104.6,49716.1,59944.6,0.662424,4.87023,0.998797,3.3996,2026-11-09,0.0331136,33.1136,true,
toy-1b,a100-40gb-sxm,2,on-demand,Lambda,,8x A100 40GB,8,bf16,4096,8,2,1,1,0,true,73.4495,69.9697,84.3651,57104.6,49716.1,59944.6,0.662424,4.87023,0.998797,1.99,2026-09-20,0.0193835,19.3835,true,
toy-1b,a100-40gb-sxm,2,on-demand,GCP,us-central1,a2-highgpu-1g,1,bf16,4096,8,2,1,1,0,true,73.4495,69.9697,84.3651,57104.6,49716.1,59944.6,0.662424,4.87023,0.998797,3.67339,,0.0357805,35.7805,true,
toy-1b,a100-40gb-sxm,2,on-demand,GCP,us-central1,a2-megagpu-16g,16,bf16,4096,8,2,1,1,0,true,73.4495,69.9697,84.3651,57104.6,49716.1,59944.6,0.662424,4.87023,0.998797,3.48372,,0.033933,33.933,true,
toy-1b,a100-40gb-sxm,2,reserved-1y,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,8,2,1,1,0,true,73.4495,69.9697,84.3651,57104.6,49716.1,59944.6,0.662424,4.87023,0.998797,1.74014,2026-08-26,0.0169497,16.9497,true,
toy-1b,a100-40gb-sxm,2,marketplace,Vast.ai,,A100 SXM4 40GB (cheapest listed),1,bf16,4096,8,2,1,1,0,true,73.4495,69.9697,84.3651,57104.6,49716.1,59944.6,0.662424,4.87023,0.998797,1.2,,0.0116885,11.6885,true,
toy-1b,a100-40gb-sxm,4,on-demand,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,1,1,1,4,3,true,34.4409,33.2477,43.998,121783,95329.4,126153,0.706351,2.28369,0.99879,2.74471,2026-08-26,0.0250723,25.0723,true,
toy-1b,a100-40gb-sxm,4,on-demand,Azure,eastus,Standard_ND96asr_v4,8,bf16,4096,1,1,1,4,3,true,34.4409,33.2477,43.998,121783,95329.4,126153,0.706351,2.28369,0.99879,3.3996,2026-11-09,0.0310546,31.0546,true,
toy-1b,a100-40gb-sxm,4,on-demand,Lambda,,8x A100 40GB,8,bf16,4096,1,1,1,4,3,true,34.4409,33.2477,43.998,121783,95329.4,126153,0.706351,2.28369,0.99879,1.99,2026-09-20,0.0181782,18.1782,true,
toy-1b,a100-40gb-sxm,4,on-demand,GCP,us-central1,a2-highgpu-1g,1,bf16,4096,1,1,1,4,3,true,34.4409,33.2477,43.998,121783,95329.4,126153,0.706351,2.28369,0.99879,3.67339,,0.0335556,33.5556,true,
toy-1b,a100-40gb-sxm,4,on-demand,GCP,us-central1,a2-megagpu-16g,16,bf16,4096,1,1,1,4,3,true,34.4409,33.2477,43.998,121783,95329.4,126153,0.706351,2.28369,0.99879,3.48372,,0.031823,31.823,true,
toy-1b,a100-40gb-sxm,4,reserved-1y,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,1,1,1,4,3,true,34.4409,33.2477,43.998,121783,95329.4,126153,0.706351,2.28369,0.99879,1.74014,2026-08-26,0.0158958,15.8958,true,
toy-1b,a100-40gb-sxm,4,marketplace,Vast.ai,,A100 SXM4 40GB (cheapest listed),1,bf16,4096,1,1,1,4,3,true,34.4409,33.2477,43.998,121783,95329.4,126153,0.706351,2.28369,0.99879,1.2,,0.0109617,10.9617,true,
toy-1b,a100-40gb-sxm,4,on-demand,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,2,1,1,4,3,true,34.4409,33.2477,41.4366,121783,101222,126153,0.706351,2.28369,0.99879,2.74471,2026-08-26,0.0250723,25.0723,true,
toy-1b,a100-40gb-sxm,4,on-demand,Azure,eastus,Standard_ND96asr_v4,8,bf16,4096,2,1,1,4,3,true,34.4409,33.2477,41.4366,121783,101222,126153,0.706351,2.28369,0.99879,3.3996,2026-11-09,0.0310546,31.0546,true,
toy-1b,a100-40gb-sxm,4,on-demand,Lambda,,8x A100 40GB,8,bf16,4096,2,1,1,4,3,true,34.4409,33.2477,41.4366,121783,101222,126153,0.706351,2.28369,0.99879,1.99,2026-09-20,0.0181782,18.1782,true,
toy-1b,a100-40gb-sxm,4,on-demand,GCP,us-central1,a2-highgpu-1g,1,bf16,4096,2,1,1,4,3,true,34.4409,33.2477,41.4366,121783,101222,126153,0.706351,2.28369,0.99879,3.67339,,0.0335556,33.5556,true,
toy-1b,a100-40gb-sxm,4,on-demand,GCP,us-central1,a2-megagpu-16g,16,bf16,4096,2,1,1,4,3,true,34.4409,33.2477,41.4366,121783,101222,126153,0.706351,2.28369,0.99879,3.48372,,0.031823,31.823,true,
toy-1b,a100-40gb-sxm,4,reserved-1y,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,2,1,1,4,3,true,34.4409,33.2477,41.4366,121783,101222,126153,0.706351,2.28369,0.99879,1.74014,2026-08-26,0.0158958,15.8958,true,
toy-1b,a100-40gb-sxm,4,marketplace,Vast.ai,,A100 SXM4 40GB (cheapest listed),1,bf16,4096,2,1,1,4,3,true,34.4409,33.2477,41.4366,121783,101222,126153,0.706351,2.28369,0.99879,1.2,,0.0109617,10.9617,true,
toy-1b,a100-40gb-sxm,4,on-demand,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,4,1,1,4,3,true,34.4409,33.2477,40.1559,121783,104450,126153,0.706351,2.28369,0.99879,2.74471,2026-08-26,0.0250723,25.0723,true,
toy-1b,a100-40gb-sxm,4,on-demand,Azure,eastus,Standard_ND96asr_v4,8,bf16,4096,4,1,1,4,3,true,34.4409,33.2477,40.1559,121783,104450,126153,0.706351,2.28369,0.99879,3.3996,2026-11-09,0.0310546,31.0546,true,
toy-1b,a100-40gb-sxm,4,on-demand,Lambda,,8x A100 40GB,8,bf16,4096,4,1,1,4,3,true,34.4409,33.2477,40.1559,121783,104450,126153,0.706351,2.28369,0.99879,1.99,2026-09-20,0.0181782,18.1782,true,
toy-1b,a100-40gb-sxm,4,on-demand,GCP,us-central1,a2-highgpu-1g,1,bf16,4096,4,1,1,4,3,true,34.4409,33.2477,40.1559,121783,104450,126153,0.706351,2.28369,0.99879,3.67339,,0.0335556,33.5556,true,
toy-1b,a100-40gb-sxm,4,on-demand,GCP,us-central1,a2-megagpu-16g,16,bf16,4096,4,1,1,4,3,true,34.4409,33.2477,40.1559,121783,104450,126153,0.706351,2.28369,0.99879,3.48372,,0.031823,31.823,true,
toy-1b,a100-40gb-sxm,4,reserved-1y,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,4,1,1,4,3,true,34.4409,33.2477,40.1559,121783,104450,126153,0.706351,2.28369,0.99879,1.74014,2026-08-26,0.0158958,15.8958,true,
toy-1b,a100-40gb-sxm,4,marketplace,Vast.ai,,A100 SXM4 40GB (cheapest listed),1,bf16,4096,4,1,1,4,3,true,34.4409,33.2477,40.1559,121783,104450,126153,0.706351,2.28369,0.99879,1.2,,0.0109617,10.9617,true,
toy-1b,a100-40gb-sxm,4,on-demand,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,8,2,1,2,3,true,36.7248,34.9849,42.615,114209,98423.3,119889,0.662423,2.43513,0.99879,2.74471,2026-08-26,0.0267349,26.7349,true,
toy-1b,a100-40gb-sxm,4,on-demand,Azure,eastus,Standard_ND96asr_v4,8,bf16,4096,8,2,1,2,3,true,36.7248,34.9849,42.615,114209,98423.3,119889,0.662423,2.43513,0.99879,3.3996,2026-11-09,0.0331139,33.1139,true,
toy-1b,a100-40gb-sxm,4,on-demand,Lambda,,8x A100 40GB,8,bf16,4096,8,2,1,2,3,true,36.7248,34.9849,42.615,114209,98423.3,119889,0.662423,2.43513,0.99879,1.99,2026-09-20,0.0193837,19.3837,true,
toy-1b,a100-40gb-sxm,4,on-demand,GCP,us-central1,a2-highgpu-1g,1,bf16,4096,8,2,1,2,3,true,36.7248,34.9849,42.615,114209,98423.3,119889,0.662423,2.43513,0.99879,3.67339,,0.0357808,35.7808,true,
toy-1b,a100-40gb-sxm,4,on-demand,GCP,us-central1,a2-megagpu-16g,16,bf16,4096,8,2,1,2,3,true,36.7248,34.9849,42.615,114209,98423.3,119889,0.662423,2.43513,0.99879,3.48372,,0.0339333,33.9333,true,
toy-1b,a100-40gb-sxm,4,reserved-1y,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,8,2,1,2,3,true,36.7248,34.9849,42.615,114209,98423.3,119889,0.662423,2.43513,0.99879,1.74014,2026-08-26,0.0169499,16.9499,true,
toy-1b,a100-40gb-sxm,4,marketplace,Vast.ai,,A100 SXM4 40GB (cheapest listed),1,bf16,4096,8,2,1,2,3,true,36.7248,34.9849,42.615,114209,98423.3,119889,0.662423,2.43513,0.99879,1.2,,0.0116886,11.6886,true,
toy-1b,a100-40gb-sxm,8,on-demand,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,1,1,1,8,3,true,17.2205,16.6239,22.4315,243564,186983,252306,0.706348,1.14187,0.998775,2.74471,2026-08-26,0.0250727,25.0727,true,
toy-1b,a100-40gb-sxm,8,on-demand,Azure,eastus,Standard_ND96asr_v4,8,bf16,4096,1,1,1,8,3,true,17.2205,16.6239,22.4315,243564,186983,252306,0.706348,1.14187,0.998775,3.3996,2026-11-09,0.0310551,31.0551,true,
toy-1b,a100-40gb-sxm,8,on-demand,Lambda,,8x A100 40GB,8,bf16,4096,1,1,1,8,3,true,17.2205,16.6239,22.4315,243564,186983,252306,0.706348,1.14187,0.998775,1.99,2026-09-20,0.0181785,18.1785,true,
toy-1b,a100-40gb-sxm,8,on-demand,GCP,us-central1,a2-highgpu-1g,1,bf16,4096,1,1,1,8,3,true,17.2205,16.6239,22.4315,243564,186983,252306,0.706348,1.14187,0.998775,3.67339,,0.0335562,33.5562,true,
toy-1b,a100-40gb-sxm,8,on-demand,GCP,us-central1,a2-megagpu-16g,16,bf16,4096,1,1,1,8,3,true,17.2205,16.6239,22.4315,243564,186983,252306,0.706348,1.14187,0.998775,3.48372,,0.0318236,31.8236,true,
toy-1b,a100-40gb-sxm,8,reserved-1y,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,1,1,1,8,3,true,17.2205,16.6239,22.4315,243564,186983,252306,0.706348,1.14187,0.998775,1.74014,2026-08-26,0.015896,15.896,true,
toy-1b,a100-40gb-sxm,8,marketplace,Vast.ai,,A100 SXM4 40GB (cheapest listed),1,bf16,4096,1,1,1,8,3,true,17.2205,16.6239,22.4315,243564,186983,252306,0.706348,1.14187,0.998775,1.2,,0.0109619,10.9619,true,
toy-1b,a100-40gb-sxm,8,on-demand,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,2,1,1,8,3,true,17.2205,16.6239,20.9379,243564,200321,252306,0.706348,1.14187,0.998775,2.74471,2026-08-26,0.0250727,25.0727,true,
toy-1b,a100-40gb-sxm,8,on-demand,Azure,eastus,Standard_ND96asr_v4,8,bf16,4096,2,1,1,8,3,true,17.2205,16.6239,20.9379,243564,200321,252306,0.706348,1.14187,0.998775,3.3996,2026-11-09,0.0310551,31.0551,true,
toy-1b,a100-40gb-sxm,8,on-demand,Lambda,,8x A100 40GB,8,bf16,4096,2,1,1,8,3,true,17.2205,16.6239,20.9379,243564,200321,252306,0.706348,1.14187,0.998775,1.99,2026-09-20,0.0181785,18.1785,true,
toy-1b,a100-40gb-sxm,8,on-demand,GCP,us-central1,a2-highgpu-1g,1,bf16,4096,2,1,1,8,3,true,17.2205,16.6239,20.9379,243564,200321,252306,0.706348,1.14187,0.998775,3.67339,,0.0335562,33.5562,true,
toy-1b,a100-40gb-sxm,8,on-demand,GCP,us-central1,a2-megagpu-16g,16,bf16,4096,2,1,1,8,3,true,17.2205,16.6239,20.9379,243564,200321,252306,0.706348,1.14187,0.998775,3.48372,,0.0318236,31.8236,true,
toy-1b,a100-40gb-sxm,8,reserved-1y,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,2,1,1,8,3,true,17.2205,16.6239,20.9379,243564,200321,252306,0.706348,1.14187,0.998775,1.74014,2026-08-26,0.015896,15.896,true,
toy-1b,a100-40gb-sxm,8,marketplace,Vast.ai,,A100 SXM4 40GB (cheapest listed),1,bf16,4096,2,1,1,8,3,true,17.2205,16.6239,20.9379,243564,200321,252306,0.706348,1.14187,0.998775,1.2,,0.0109619,10.9619,true,
toy-1b,a100-40gb-sxm,8,on-demand,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,4,1,1,8,3,true,17.2205,16.6239,20.1911,243564,207730,252306,0.706348,1.14187,0.998775,2.74471,2026-08-26,0.0250727,25.0727,true,
toy-1b,a100-40gb-sxm,8,on-demand,Azure,eastus,Standard_ND96asr_v4,8,bf16,4096,4,1,1,8,3,true,17.2205,16.6239,20.1911,243564,207730,252306,0.706348,1.14187,0.998775,3.3996,2026-11-09,0.0310551,31.0551,true,
toy-1b,a100-40gb-sxm,8,on-demand,Lambda,,8x A100 40GB,8,bf16,4096,4,1,1,8,3,true,17.2205,16.6239,20.1911,243564,207730,252306,0.706348,1.14187,0.998775,1.99,2026-09-20,0.0181785,18.1785,true,
toy-1b,a100-40gb-sxm,8,on-demand,GCP,us-central1,a2-highgpu-1g,1,bf16,4096,4,1,1,8,3,true,17.2205,16.6239,20.1911,243564,207730,252306,0.706348,1.14187,0.998775,3.67339,,0.0335562,33.5562,true,
toy-1b,a100-40gb-sxm,8,on-demand,GCP,us-central1,a2-megagpu-16g,16,bf16,4096,4,1,1,8,3,true,17.2205,16.6239,20.1911,243564,207730,252306,0.706348,1.14187,0.998775,3.48372,,0.0318236,31.8236,true,
toy-1b,a100-40gb-sxm,8,reserved-1y,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,4,1,1,8,3,true,17.2205,16.6239,20.1911,243564,207730,252306,0.706348,1.14187,0.998775,1.74014,2026-08-26,0.015896,15.896,true,
toy-1b,a100-40gb-sxm,8,marketplace,Vast.ai,,A100 SXM4 40GB (cheapest listed),1,bf16,4096,4,1,1,8,3,true,17.2205,16.6239,20.1911,243564,207730,252306,0.706348,1.14187,0.998775,1.2,,0.0109619,10.9619,true,
toy-1b,a100-40gb-sxm,8,on-demand,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,8,2,1,4,3,true,18.3625,17.4925,21.4173,228417,195837,239778,0.662421,1.21759,0.998775,2.74471,2026-08-26,0.0267354,26.7354,true,
toy-1b,a100-40gb-sxm,8,on-demand,Azure,eastus,Standard_ND96asr_v4,8,bf16,4096,8,2,1,4,3,true,18.3625,17.4925,21.4173,228417,195837,239778,0.662421,1.21759,0.998775,3.3996,2026-11-09,0.0331145,33.1145,true,
toy-1b,a100-40gb-sxm,8,on-demand,Lambda,,8x A100 40GB,8,bf16,4096,8,2,1,4,3,true,18.3625,17.4925,21.4173,228417,195837,239778,0.662421,1.21759,0.998775,1.99,2026-09-20,0.019384,19.384,true,
toy-1b,a100-40gb-sxm,8,on-demand,GCP,us-central1,a2-highgpu-1g,1,bf16,4096,8,2,1,4,3,true,18.3625,17.4925,21.4173,228417,195837,239778,0.662421,1.21759,0.998775,3.67339,,0.0357814,35.7814,true,
toy-1b,a100-40gb-sxm,8,on-demand,GCP,us-central1,a2-megagpu-16g,16,bf16,4096,8,2,1,4,3,true,18.3625,17.4925,21.4173,228417,195837,239778,0.662421,1.21759,0.998775,3.48372,,0.0339339,33.9339,true,
toy-1b,a100-40gb-sxm,8,reserved-1y,AWS,us-east-1,p4d.24xlarge,8,bf16,4096,8,2,1,4,3,true,18.3625,17.4925,21.4173,228417,195837,239778,0.662421,1.21759,0.998775,1.74014,2026-08-26,0.0169502,16.9502,true,
toy-1b,a100-40gb-sxm,8,marketplace,Vast.ai,,A100 SXM4 40GB (cheapest listed),1,bf16,4096,8,2,1,4,3,true,18.3625,17.4925,21.4173,228417,195837,239778,0.662421,1.21759,0.998775,1.2,,0.0116889,11.6889,true,
toy-1b,a100-80gb-sxm,1,on-demand,AWS,us-east-1,p4de.24xlarge,8,bf16,4096,1,1,1,1,0,true,134.339,129.81,151.751,31221.9,27639.3,32311,0.724359,8.90759,0.998801,3.43088,2026-01-21,0.0305609,30.5609,true,
toy-1b,a100-80gb-sxm,1,on-demand,Lambda,,8x A100 80GB SXM,8,bf16,4096,1,1,1,1,0,true,134.339,129.81,151.751,31221.9,27639.3,32311,0.724359,8.90759,0.998801,2.79,2026-09-20,0.0248522,24.8522,true,
toy-1b,a100-80gb-sxm,1,on-demand,RunPod,,A100 SXM 80GB (secure cloud),1,bf16,4096,1,1,1,1,0,true,134.339,129.81,151.751,31221.9,27639.3,32311,0.724359,8.90759,0.998801,1.59,2026-09-25,0.0141631,14.1631,true,
toy-1b,a100-80gb-sxm,1,on-demand,CoreWeave,,A100 80GB 8x,8,bf16,4096,1,1,1,1,0,true,134.339,129.81,151.751,31221.9,27639.3,32311,0.724359,8.90759,0.998801,2.7,2026-02-01,0.0240505,24.0505,true,
toy-1b,a100-80gb-sxm,1,on-demand,Crusoe,,A100 SXM 80GB,1,bf16,4096,1,1,1,1,0,true,134.339,129.81,151.751,31221.9,27639.3,32311,0.724359,8.90759,0.998801,1.95,2026-08-19,0.0173698,17.3698,true,
toy-1b,a100-80gb-sxm,1,on-demand,AWS,us-east-1,p4de.24xlarge,8,bf16,4096,2,1,1,1,0,true,134.339,129.81,151.751,31221.9,27639.3,32311,0.724359,8.90759,0.998801,3.43088,2026-01-21,0.0305609,30.5609,true,
toy-1b,a100-80gb-sxm,1,on-demand,Lambda,,8x A100 80GB SXM,8,bf16,4096,2,1,1,1,0,true,134.339,129.81,151.751,31221.9,27639.3,32311,0.724359,8.90759,0.998801,2.79,2026-09-20,0.0248522,24.8522,true,
toy-1b,a100-80gb-sxm,1,on-demand,RunPod,,A100 SXM 80GB (secure cloud),1,bf16,4096,2,1,1,1,0,true,134.339,129.81,151.751,31221.9,27639.3,32311,0.724359,8.90759,0.998801,1.59,2026-09-25,0.0141631,14.1631,true,
toy-1b,a100-80gb-sxm,1,on-demand,CoreWeave,,A100 80GB 8x,8,bf16,4096,2,1,1,1,0,true,134.339,129.81,151.751,31221.9,27639.3,32311,0.724359,8.90759,0.998801,2.7,2026-02-01,0.0240505,24.0505,true,
toy-1b,a100-80gb-sxm,1,on-demand,Crusoe,,A100 SXM 80GB,1,bf16,4096,2,1,1,1,0,true,134.339,129.81,151.751,31221.9,27639.3,32311,0.724359,8.90759,0.998801,1.95,2026-08-19,0.0173698,17.3698,true,
toy-1b,a100-80gb-sxm,1,on-demand,AWS,us-east-1,p4de.24xlarge,8,bf16,4096,4,1,1,1,0,true,134.339,129.81,151.751,31221.9,27639.3,32311,0.724359,8.90759,0.998801,3.43088,2026-01-21,0.0305609,30.5609,true,
toy-1b,a100-80gb-sxm,1,on-demand,Lambda,,8x A100 80GB SXM,8,bf16,4096,4,1,1,1,0,true,134.339,129.81,151.751,31221.9,27639.3,32311,0.724359,8.90759,0.998801,2.79,2026-09-20,0.0248522,24.8522,true,
toy-1b,a100-80gb-sxm,1,on-demand,RunPod,,A100 SXM 80GB (secure cloud),1,bf16,4096,4,1,1,1,0,true,134.339,129.81,151.751,31221.9,27639.3,32311,0.724359,8.90759,0.998801,1.59,2026-09-25,0.0141631,14.1631,true,
toy-1b,a100-80gb-sxm,1,on-demand,CoreWeave,,A100 80GB 8x,8,bf16,4096,4,1,1,1,0,true,134.339,129.81,151.751,31221.9,27639.3,32311,0.724359,8.90759,0.998801,2.7,2026-02-01,0.0240505,24.0505,true,
toy-1b,a100-80gb-sxm,1,on-demand,Crusoe,,A100 SXM 80GB,1,bf16,4096,4,1,1,1,0,true,134.339,129.81,151.751,31221.9,27639.3,32311,0.724359,8.90759,0.998801,1.95,2026-08-19,0.0173698,17.3698,true,
toy-1b,a100-80gb-sxm,1,on-demand,AWS,us-east-1,p4de.24xlarge,8,bf16,4096,8,1,1,1,0,true,134.339,129.81,151.751,31221.9,27639.3,32311,0.724359,8.90759,0.998801,3.43088,2026-01-21,0.0305609,30.5609,true,
toy-1b,a100-80gb-sxm,1,on-demand,Lambda,,8x A100 80GB SXM,8,bf16,4096,8,1,1,1,0,true,134.339,129.81,151.751,31221.9,27639.3,32311,0.724359,8.90759,0.998801,2.79,2026-09-20,0.0248522,24.8522,true,
toy-1b,a100-80gb-sxm,1,on-demand,RunPod,,A100 SXM 80GB (secure cloud),1,bf16,4096,8,1,1,1,0,true,134.339,129.81,151.751,31221.9,27639.3,32311,0.724359,8.90759,0.998801,1.59,2026-09-25,0.0141631,14.1631,true,
toy-1b,a100-80gb-sxm,1,on-demand,CoreWeave,,A100 80GB 8x,8,bf16,4096,8,1,1,1,0,true,134.339,129.81,151.751,31221.9,27639.3,32311,0.724359,8.90759,0.998801,2.7,2026-02-01,0.0240505,24.0505,true,
toy-1b,a100-80gb-sxm,1,on-demand,Crusoe,,A100 SXM 80GB,1,bf16,4096,8,1,1,1,0,true,134.339,129.81,151.751,31221.9,27639.3,32311,0.724359,8.90759,0.998801,1.95,2026-08-19,0.0173698,17.3698,true,
toy-1b,a100-80gb-sxm,2,on-demand,AWS,us-east-1,p4de.24xlarge,8,bf16,4096,1,1,1,2,3,true,67.1694,64.9053,82.7214,62443.6,50704,64621.9,0.724358,4.45381,0.998797,3.43088,2026-01-21,0.030561,30.561,true,
toy-1b,a100-80gb-sxm,2,on-demand,Lambda,,8x A100 80GB SXM,8,bf16,4096,1,1,1,2,3,true,67.1694,64.9053,82.7214,62443.6,50704,64621.9,0.724358,4.45381,0.998797,2.79,2026-09-20,0.0248523,24.8523,true,
toy-1b,a100-80gb-sxm,2,on-demand,RunPod,,A100 SXM 80GB (secure cloud),1,bf16,4096,1,1,1,2,3,true,67.1694,64.9053,82.7214,62443.6,50704,64621.9,0.724358,4.45381,0.998797,1.59,2026-09-25,0.0141631,14.1631,true,
toy-1b,a100-80gb-sxm,2,on-demand,CoreWeave,,A100 80GB 8x,8,bf16,4096,1,1,1,2,3,true,67.1694,64.9053,82.7214,62443.6,50704,64621.9,0.724358,4.45381,0.998797,2.7,2026-02-01,0.0240506,24.0506,true,
toy-1b,a100-80gb-sxm,2,on-demand,Crusoe,,A100 SXM 80GB,1,bf16,4096,1,1,1,2,3,true,67.1694,64.9053,82.7214,62443.6,50704,64621.9,0.724358,4.45381,0.998797,1.95,2026-08-19,0.0173699,17.3699,true,
toy-1b,a100-80gb-sxm,2,on-demand,AWS,us-east-1,p4de.24xlarge,8,bf16,4096,2,1,1,2,3,true,67.1694,64.9053,79.3019,62443.6,52890.3,64621.9,0.724358,4.45381,0.998797,3.43088,2026-01-21,0.030561,30.561,true,
toy-1b,a100-80gb-sxm,2,on-demand,Lambda,,8x A100 80GB SXM,8,bf16,4096,2,1,1,2,3,true,67.1694,64.9053,79.3019,62443.6,52890.3,64621.9,0.724358,4.45381,0.998797,2.79,2026-09-20,0.0248523,24.8523,true,
toy-1b,a100-80gb-sxm,2,on-demand,RunPod,,A100 SXM 80GB (secure cloud),1,bf16,4096,2,1,1,2,3,true,67.1694,64.9053,79.3019,62443.6,52890.3,64621.9,0.724358,4.45381,0.998797,1.59,2026-09-25,0.0141631,14.1631,true,
toy-1b,a100-80gb-sxm,2,on-demand,CoreWeave,,A100 80GB 8x,8,bf16,4096,2,1,1,2,3,true,67.1694,64.9053,79.3019,62443.6,52890.3,64621.9,0.724358,4.45381,0.998797,2.7,2026-02-01,0.0240506,24.0506,true,
toy-1b,a100-80gb-sxm,2,on-demand,Crusoe,,A100 SXM 80GB,1,bf16,4096,2,1,1,2,3,true,67.1694,64.9053,79.3019,62443.6,52890.3,64621.9,0.724358,4.45381,0.998797,1.95,2026-08-19,0.0173699,17.3699,true,
toy-1b,a100-80gb-sxm,2,on-demand,AWS,us-east-1,p4de.24xlarge,8,bf16,4096,4,1,1,2,3,true,67.1694,64.9053,77.5922,62443.6,54055.8,64621.9,0.724358,4.45381,0.998797,3.43088,2026-01-21,0.030561,30.561,true,
toy-1b,a100-80gb-sxm,2,on-demand,Lambda,,8x A100 80GB SXM,8,bf16,4096,4,1,1,2,3,true,67.1694,64.9053,77.5922,62443.6,54055.8,64621.9,0.724358,4.45381,0.998797,2.79,2026-09-20,0.0248523,24.8523,true,
toy-1b,a100-80gb-sxm,2,on-demand,RunPod,,A100 SXM 80GB (secure cloud),1,bf16,4096,4,1,1,2,3,true,67.1694,64.9053,77.5922,62443.6,54055.8,64621.9,0.724358,4.45381,0.998797,1.59,2026-09-25,0.0141631,14.1631,true,
toy-1b,a100-80gb-sxm,2,on-demand,CoreWeave,,A100 80GB 8x,8,bf16,4096,4,1,1,2,3,true,67.1694,64.9053,77.5922,62443.6,54055.8,64621.9,0.724358,4.45381,0.998797,2.7,2026-02-01,0.0240506,24.0506,true,
toy-1b,a100-80gb-sxm,2,on-demand,Crusoe,,A100 SXM 80GB,1,bf16,4096,4,1,1,2,3,true,67.1694,64.9053,77.5922,62443.6,54055.8,64621.9,0.724358,4.45381,0.998797,1.95,2026-08-19,0.0173699,17.3699,true,
toy-1b,a100-80gb-sxm,2,on-demand,AWS,us-east-1,p4de.24xlarge,8,bf16,4096,8,1,1,2,3,true,67.1694,64.9053,76.7373,62443.6,54658,64621.9,0.724358,4.45381,0.998797,3.43088,2026-01-21,0.030561,30.561,true,
toy-1b,a100-80gb-sxm,2,on-demand,Lambda,,8x A100 80GB SXM,8,bf16,4096,8,1,1,2,3,true,67.1694,64.9053,76.7373,62443.6,54658,64621.9,0.724358,4.45381,0.998797,2.79,2026-09-20,0.0248523,24.8523,true,
toy-1b,a100-80gb-sxm,2,on-demand,RunPod,,A100 SXM 80GB (secure cloud),1,bf16,4096,8,1,1,2,3,true,67.1694,64.9053,76.7373,62443.6,54658,64621.9,0.724358,4.45381,0.998797,1.59,2026-09-25,0.0141631,14.1631,true,
toy-1b,a100-80gb-sxm,2,on-demand,CoreWeave,,A100 80GB 8x,8,bf16,4096,8,1,1,2,3,true,67.1694,64.9053,76.7373,62443.6,54658,64621.9,0.724358,4.45381,0.998797,2.7,2026-02-01,0.0240506,24.0506,true,
toy-1b,a100-80gb-sxm,2,on-demand,Crusoe,,A100 SXM 80GB,1,bf16,4096,8,1,1,2,3,true,67.1694,64.9053,76.7373,62443.6,54658,64621.9,0.724358,4.45381,0.998797,1.95,2026-08-19,0.0173699,17.3699,true,
toy-1b,a100-80gb-sxm,4,on-demand,AWS,us-east-1,p4de.24xlarge,8,bf16,4096,1,1,1,4,3,true,33.5848,32.4527,43.0707,124887,97381.9,129244,0.724357,2.22693,0.99879,3.43088,2026-01-21,0.0305613,30.5613,true,
toy-1b,a100-80gb-sxm,4,on-demand,Lambda,,8x A100 80GB SXM,8,bf16,4096,1,1,1,4,3,true,33.5848,32.4527,43.0707,124887,97381.9,129244,0.724357,2.22693,0.99879,2.79,2026-09-20,0.0248525,24.8525,true,
toy-1b,a100-80gb-sxm,4,on-demand,RunPod,,A100 SXM 80GB (secure cloud),1,bf16,4096,1,1,1,4,3,true,33.5848,32.4527,43.0707,124887,97381.9,129244,0.724357,2.22693,0.99879,1.59,2026-09-25,0.0141633,14.1633,true,
toy-1b,a100-80gb-sxm,4,on-demand,CoreWeave,,A100 80GB 8x,8,bf16,4096,1,1,1,4,3,true,33.5848,32.4527,43.0707,124887,97381.9,129244,0.724357,2.22693,0.99879,2.7,2026-02-01,0.0240508,24.0508,true,
toy-1b,a100-80gb-sxm,4,on-demand,Crusoe,,A100 SXM 80GB,1,bf16,4096,1,1,1,4,3,true,33.5848,32.4527,43.0707,124887,97381.9,129244,0.724357,2.22693,0.99879,1.95,2026-08-19,0.01737,17.37,true,
toy-1b,a100-80gb-sxm,4,on-demand,AWS,us-east-1,p4de.24xlarge,8,bf16,4096,2,1,1,4,3,true,33.5848,32.4527,40.5093,124887,103539,129244,0.724357,2.22693,0.99879,3.43088,2026-01-21,0.0305613,30.5613,true,
toy-1b,a100-80gb-sxm,4,on-demand,Lambda,,8x A100 80GB SXM,8,bf16,4096,2,1,1,4,3,true,33.5848,32.4527,40.5093,124887,103539,129244,0.724357,2.22693,0.99879,2.79,2026-09-20,0.0248525,24.8525,true,
toy-1b,a100-80gb-sxm,4,on-demand,RunPod,,A100 SXM 80GB (secure cloud),1,bf16,4096,2,1,1,4,3,true,33.5848,32.4527,40.5093,124887,103539,129244,0.724357,2.22693,0.99879,1.59,2026-09-25,0.0141633,14.1633,true,
toy-1b,a100-80gb-sxm,4,on-demand,CoreWeave,,A100 80GB 8x,8,bf16,4096,2,1,1,4,3,true,33.5848,32.4527,40.5093,124887,103539,129244,0.724357,2.22693,0.99879,2.7,2026-02-01,0.0240508,24.0508,true,
toy-1b,a100-80gb-sxm,4,on-demand,Crusoe,,A100 SXM 80GB,1,bf16,4096,2,1,1,4,3,true,33.5848,32.4527,40.5093,124887,103539,129244,0.724357,2.22693,0.99879,1.95,2026-08-19,0.01737,17.37,true,
toy-1b,a100-80gb-sxm,4,on-demand,AWS,us-east-1,p4de.24xlarge,8,bf16,4096,4,1,1,4,3,true,33.5848,32.4527,39.2286,124887,106920,129244,0.724357,2.22693,0.99879,3.43088,2026-01-21,0.0305613,30.5613,true,
toy-1b,a100-80gb-sxm,4,on-demand,Lambda,,8x A100 80GB SXM,8,bf16,4096,4,1,1,4,3,true,33.5848,32.4527,39.2286,124887,106920,129244,0.724357,2.22693,0.99879,2.79,2026-09-20,0.0248525,24.8525,true,
toy-1b,a100-80gb-sxm,4,on-demand,RunPod,,A100 SXM 80GB (secure cloud),1,bf16,4096,4,1,1,4,3,true,33.5848,32.4527,39.2286,124887,106920,129244,0.724357,2.22693,0.99879,1.59,2026-09-25,0.0141633,14.1633,true,
toy-1b,a100-80gb-sxm,4,on-demand,CoreWeave,,A100 80GB 8x,8,bf16,4096,4,1,1,4,3,true,33.5848,32.4527,39.2286,124887,106920,129244,0.724357,2.22693,0.99879,2.7,2026-02-01,0.0240508,24.0508,true,
toy-1b,a100-80gb-sxm,4,on-demand,Crusoe,,A100 SXM 80GB,1,bf16,4096,4,1,1,4,3,true,33.5848,32.4527,39.2286,124887,106920,129244,0.724357,2.22693,0.99879,1.95,2026-08-19,0.01737,17.37,true,
toy-1b,a100-80gb-sxm,4,on-demand,AWS,us-east-1,p4de.24xlarge,8,bf16,4096,8,1,1,4,3,true,33.5848,32.4527,38.5882,124887,108694,129244,0.724357,2.22693,0.99879,3.43088,2026-01-21,0.0305613,30.5613,true,
toy-1b,a100-80gb-sxm,4,on-demand,Lambda,,8x A100 80GB SXM,8,bf16,4096,8,1,1,4,3,true,33.5848,32.4527,38.5882,124887,108694,129244,0.724357,2.22693,0.99879,2.79,2026-09-20,0.0248525,24.8525,true,
toy-1b,a100-80gb-sxm,4,on-demand,RunPod,,A100 SXM 80GB (secure cloud),1,bf16,4096,8,1,1,4,3,true,33.5848,32.4527,38.5882,124887,108694,129244,0.724357,2.22693,0.99879,1.59,2026-09-25,0.0141633,14.1633,true,
toy-1b,a100-80gb-sxm,4,on-demand,CoreWeave,,A100 80GB 8x,8,bf16,4096,8,1,1,4,3,true,33.5848,32.4527,38.5882,124887,108694,129244,0.724357,2.22693,0.99879,2.7,2026-02-01,0.0240508,24.0508,true,
toy-1b,a100-80gb-sxm,4,on-demand,Crusoe,,A100 SXM 80GB,1,bf16,4096,8,1,1,4,3,true,33.5848,32.4527,38.5882,124887,108694,129244,0.724357,2.22693,0.99879,1.95,2026-08-19,0.01737,17.37,true,
toy-1b,a100-80gb-sxm,8,on-demand,AWS,us-east-1,p4de.24xlarge,8,bf16,4096,1,1,1,8,3,true,16.7924,16.2264,21.9678,249773,190929,258487,0.724354,1.11348,0.998775,3.43088,2026-01-21,0.0305618,30.5618,true,
toy-1b,a100-80gb-sxm,8,on-demand,Lambda,,8x A100 80GB SXM,8,bf16,4096,1,1,1,8,3,true,16.7924,16.2264,21.9678,249773,190929,258487,0.724354,1.11348,0.998775,2.79,2026-09-20,0.0248529,24.8529,true,
toy-1b,a100-80gb-sxm,8,on-demand,RunPod,,A100 SXM 80GB (secure cloud),1,bf16,4096,1,1,1,8,3,true,16.7924,16.2264,21.9678,249773,190929,258487,0.724354,1.11348,0.998775,1.59,2026-09-25,0.0141635,14.1635,true,
toy-1b,a100-80gb-sxm,8,on-demand,CoreWeave,,A100 80GB 8x,8,bf16,4096,1,1,1,8,3,true,16.7924,16.2264,21.9678,249773,190929,258487,0.724354,1.11348,0.998775,2.7,2026-02-01,0.0240512,24.0512,true,
toy-1b,a100-80gb-sxm,8,on-demand,Crusoe,,A100 SXM 80GB,1,bf16,4096,1,1,1,8,3,true,16.7924,16.2264,21.9678,249773,190929,258487,0.724354,1.11348,0.998775,1.95,2026-08-19,0.0173703,17.3703,true,
toy-1b,a100-80gb-sxm,8,on-demand,AWS,us-east-1,p4de.24xlarge,8,bf16,4096,2,1,1,8,3,true,16.7924,16.2264,20.4742,249773,204858,258487,0.724354,1.11348,0.998775,3.43088,2026-01-21,0.0305618,30.5618,true,
toy-1b,a100-80gb-sxm,8,on-demand,Lambda,,8x A100 80GB SXM,8,bf16,4096,2,1,1,8,3,true,16.7924,16.2264,20.4742,249773,204858,258487,0.724354,1.11348,0.998775,2.79,2026-09-20,0.0248529,24.8529,true,
toy-1b,a100-80gb-sxm,8,on-demand,RunPod,,A100 SXM 80GB (secure cloud),1,bf16,4096,2,1,1,8,3,true,16.7924,16.2264,20.4742,249773,204858,258487,0.724354,1.11348,0.998775,1.59,2026-09-25,0.0141635,14.1635,true,
toy-1b,a100-80gb-sxm,8,on-demand,CoreWeave,,A100 80GB 8x,8,bf16,4096,2,1,1,8,3,true,16.7924,16.2264,20.4742,249773,204858,258487,0.724354,1.11348,0.998775,2.7,2026-02-01,0.0240512,24.0512,true,
toy-1b,a100-80gb-sxm,8,on-demand,Crusoe,,A100 SXM 80GB,1,bf16,4096,2,1,1,8,3,true,16.7924,16.2264,20.4742,249773,204858,258487,0.724354,1.11348,0.998775,1.95,2026-08-19,0.0173703,17.3703,true,
toy-1b,a100-80gb-sxm,8,on-demand,AWS,us-east-1,p4de.24xlarge,8,bf16,4096,4,1,1,8,3,true,16.7924,16.2264,19.7274,249773,212613,258487,0.724354,1.11348,0.998775,3.43088,2026-01-21,0.0305618,30.5618,true,
toy-1b,a100-80gb-sxm,8,on-demand,Lambda,,8x A100 80GB SXM,8,bf16,4096,4,1,1,8,3,true,16.7924,16.2264,19.7274,249773,212613,258487,0.724354,1.11348,0.998775,2.79,2026-09-20,0.0248529,24.8529,true,
toy-1b,a100-80gb-sxm,8,on-demand,RunPod,,A100 SXM 80GB (secure cloud),1,bf16,4096,4,1,1,8,3,true,16.7924,16.2264,19.7274,249773,212613,258487,0.724354,1.11348,0.998775,1.59,2026-09-25,0.0141635,14.1635,true,
toy-1b,a100-80gb-sxm,8,on-demand,CoreWeave,,A100 80GB 8x,8,bf16,4096,4,1,1,8,3,true,16.7924,16.2264,19.7274,249773,212613,258487,0.724354,1.11348,0.998775,2.7,2026-02-01,0.0240512,24.0512,true,
toy-1b,a100-80gb-sxm,8,on-demand,Crusoe,,A100 SXM 80GB,1,bf16,4096,4,1,1,8,3,true,16.7924,16.2264,19.7274,249773,212613,258487,0.724354,1.11348,0.998775,1.95,2026-08-19,0.0173703,17.3703,true,
toy-1b,a100-80gb-sxm,8,on-demand,AWS,us-east-1,p4de.24xlarge,8,bf16,4096,8,1,1,8,3,true,16.7924,16.2264,19.354,249773,216715,258487,0.724354,1.11348,0.998775,3.43088,2026-01-21,0.0305618,30.5618,true,
toy-1b,a100-80gb-sxm,8,on-demand,Lambda,,8x A100 80GB SXM,8,bf16,4096,8,1,1,8,3,true,16.7924,16.2264,19.354,249773,216715,258487,0.724354,1.11348,0.998775,2.79,2026-09-20,0.0248529,24.8529,true,
toy-1b,a100-80gb-sxm,8,on-demand,RunPod,,A100 SXM 80GB (secure cloud),1,bf16,4096,8,1,1,8,3,true,16.7924,16.2264,19.354,249773,216715,258487,0.724354,1.11348,0.998775,1.59,2026-09-25,0.0141635,14.1635,true,
toy-1b,a100-80gb-sxm,8,on-demand,CoreWeave,,A100 80GB 8x,8,bf16,4096,8,1,1,8,3,true,16.7924,16.2264,19.354,249773,216715,258487,0.724354,1.11348,0.998775,2.7,2026-02-01,0.0240512,24.0512,true,
toy-1b,a100-80gb-sxm,8,on-demand,Crusoe,,A100 SXM 80GB,1,bf16,4096,8,1,1,8,3,true,16.7924,16.2264,19.354,249773,216715,258487,0.724354,1.11348,0.998775,1.95,2026-08-19,0.0173703,17.3703,true,
toy-1b,a100-40gb-pcie,1,,,,,,bf16,4096,1,1,1,1,0,true,144.88,140.108,163.369,28950.1,25673.8,29936.3,0.671653,9.60657,0.998801,,,,,true,
toy-1b,a100-40gb-pcie,1,,,,,,bf16,4096,2,1,1,1,0,true,144.88,140.108,163.369,28950.1,25673.8,29936.3,0.671653,9.60657,0.998801,,,,,true,
toy-1b,a100-40gb-pcie,1,,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,a100-40gb-pcie,1,,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,a100-40gb-pcie,2,,,,,,bf16,4096,1,1,1,2,3,true,72.4403,70.0539,88.53,57900.2,47377.2,59872.6,0.671653,4.80331,0.998797,,,,,true,
toy-1b,a100-40gb-pcie,2,,,,,,bf16,4096,2,1,1,2,3,true,72.4403,70.0539,85.1106,57900.2,49280.6,59872.6,0.671653,4.80331,0.998797,,,,,true,
toy-1b,a100-40gb-pcie,2,,,,,,bf16,4096,4,1,1,2,3,true,72.4403,70.0539,83.4008,57900.2,50290.9,59872.6,0.671653,4.80331,0.998797,,,,,true,
toy-1b,a100-40gb-pcie,2,,,,,,bf16,4096,8,2,1,1,0,true,77.0081,73.5282,88.3191,54465.8,47490.3,57043.4,0.631813,5.10619,0.998797,,,,,true,
toy-1b,a100-40gb-pcie,4,,,,,,bf16,4096,1,1,1,4,3,true,36.2206,35.0273,64.2021,115799,65329.7,119744,0.671645,2.4017,0.99879,,,,,true,
toy-1b,a100-40gb-pcie,4,,,,,,bf16,4096,2,1,1,4,3,true,36.2206,35.0273,52.5449,115799,79823.2,119744,0.671645,2.4017,0.99879,,,,,true,
toy-1b,a100-40gb-pcie,4,,,,,,bf16,4096,4,1,1,4,3,true,36.2206,35.0273,46.7163,115799,89782.4,119744,0.671645,2.4017,0.99879,,,,,true,
toy-1b,a100-40gb-pcie,4,,,,,,bf16,4096,8,2,1,2,3,true,38.5043,36.7644,46.1198,108931,90943.8,114086,0.631808,2.55313,0.99879,,,,,true,
toy-1b,a100-40gb-pcie,8,,,,,,bf16,4096,1,1,1,8,3,true,18.1106,17.5139,34.0732,231594,123097,239484,0.671634,1.20089,0.998775,,,,,true,
toy-1b,a100-40gb-pcie,8,,,,,,bf16,4096,2,1,1,8,3,true,18.1106,17.5139,27.2737,231594,153786,239484,0.671634,1.20089,0.998775,,,,,true,
toy-1b,a100-40gb-pcie,8,,,,,,bf16,4096,4,1,1,8,3,true,18.1106,17.5139,23.874,231594,175685,239484,0.671634,1.20089,0.998775,,,,,true,
toy-1b,a100-40gb-pcie,8,,,,,,bf16,4096,8,2,1,4,3,true,19.2525,18.3825,23.5605,217858,178023,228169,0.631798,1.2766,0.998775,,,,,true,
toy-1b,a100-80gb-pcie,1,on-demand,Azure,eastus,Standard_NC24ads_A100_v4,1,bf16,4096,1,1,1,1,0,true,141.861,137.318,160.079,29566.3,26201.5,30544.4,0.685948,9.40637,0.998801,3.673,2026-11-09,0.0345496,34.5496,true,
toy-1b,a100-80gb-pcie,1,on-demand,Azure,eastus,Standard_NC48ads_A100_v4,2,bf16,4096,1,1,1,1,0,true,141.861,137.318,160.079,29566.3,26201.5,30544.4,0.685948,9.40637,0.998801,4.777,2026-11-09,0.0449342,44.9342,true,
toy-1b,a100-80gb-pcie,1,on-demand,Azure,eastus,Standard_NC96ads_A100_v4,4,bf16,4096,1,1,1,1,0,true,141.861,137.318,160.079,29566.3,26201.5,30544.4,0.685948,9.40637,0.998801,4.777,2026-11-09,0.0449342,44.9342,true,
toy-1b,a100-80gb-pcie,1,on-demand,RunPod,,A100 PCIe 80GB (secure cloud),1,bf16,4096,1,1,1,1,0,true,141.861,137.318,160.079,29566.3,26201.5,30544.4,0.685948,9.40637,0.998801,1.59,2026-09-25,0.0149561,14.9561,true,
toy-1b,a100-80gb-pcie,1,on-demand,Azure,eastus,Standard_NC24ads_A100_v4,1,bf16,4096,2,1,1,1,0,true,141.861,137.318,160.079,29566.3,26201.5,30544.4,0.685948,9.40637,0.998801,3.673,2026-11-09,0.0345496,34.5496,true,
toy-1b,a100-80gb-pcie,1,on-demand,Azure,eastus,Standard_NC48ads_A100_v4,2,bf16,4096,2,1,1,1,0,true,141.861,137.318,160.079,29566.3,26201.5,30544.4,0.685948,9.40637,0.998801,4.777,2026-11-09,0.0449342,44.9342,true,
toy-1b,a100-80gb-pcie,1,on-demand,Azure,eastus,Standard_NC96ads_A100_v4,4,bf16,4096,2,1,1,1,0,true,141.861,137.318,160.079,29566.3,26201.5,30544.4,0.685948,9.40637,0.998801,4.777,2026-11-09,0.0449342,44.9342,true,
toy-1b,a100-80gb-pcie,1,on-demand,RunPod,,A100 PCIe 80GB (secure cloud),1,bf16,4096,2,1,1,1,0,true,141.861,137.318,160.079,29566.3,26201.5,30544.4,0.685948,9.40637,0.998801,1.59,2026-09-25,0.0149561,14.9561,true,
toy-1b,a100-80gb-pcie,1,on-demand,Azure,eastus,Standard_NC24ads_A100_v4,1,bf16,4096,4,1,1,1,0,true,141.861,137.318,160.079,29566.3,26201.5,30544.4,0.685948,9.40637,0.998801,3.673,2026-11-09,0.0345496,34.5496,true,
toy-1b,a100-80gb-pcie,1,on-demand,Azure,eastus,Standard_NC48ads_A100_v4,2,bf16,4096,4,1,1,1,0,true,141.861,137.318,160.079,29566.3,26201.5,30544.4,0.685948,9.40637,0.998801,4.777,2026-11-09,0.0449342,44.9342,true,
toy-1b,a100-80gb-pcie,1,on-demand,Azure,eastus,Standard_NC96ads_A100_v4,4,bf16,4096,4,1,1,1,0,true,141.861,137.318,160.079,29566.3,26201.5,30544.4,0.685948,9.40637,0.998801,4.777,2026-11-09,0.0449342,44.9342,true,
toy-1b,a100-80gb-pcie,1,on-demand,RunPod,,A100 PCIe 80GB (secure cloud),1,bf16,4096,4,1,1,1,0,true,141.861,137.318,160.079,29566.3,26201.5,30544.4,0.685948,9.40637,0.998801,1.59,2026-09-25,0.0149561,14.9561,true,
toy-1b,a100-80gb-pcie,1,on-demand,Azure,eastus,Standard_NC24ads_A100_v4,1,bf16,4096,8,1,1,1,0,true,141.861,137.318,160.079,29566.3,26201.5,30544.4,0.685948,9.40637,0.998801,3.673,2026-11-09,0.0345496,34.5496,true,
toy-1b,a100-80gb-pcie,1,on-demand,Azure,eastus,Standard_NC48ads_A100_v4,2,bf16,4096,8,1,1,1,0,true,141.861,137.318,160.079,29566.3,26201.5,30544.4,0.685948,9.40637,0.998801,4.777,2026-11-09,0.0449342,44.9342,true,
toy-1b,a100-80gb-pcie,1,on-demand,Azure,eastus,Standard_NC96ads_A100_v4,4,bf16,4096,8,1,1,1,0,true,141.861,137.318,160.079,29566.3,26201.5,30544.4,0.685948,9.40637,0.998801,4.777,2026-11-09,0.0449342,44.9342,true,
toy-1b,a100-80gb-pcie,1,on-demand,RunPod,,A100 PCIe 80GB (secure cloud),1,bf16,4096,8,1,1,1,0,true,141.861,137.318,160.079,29566.3,26201.5,30544.4,0.685948,9.40637,0.998801,1.59,2026-09-25,0.0149561,14.9561,true,
toy-1b,a100-80gb-pcie,2,on-demand,Azure,eastus,Standard_NC24ads_A100_v4,1,bf16,4096,1,1,1,2,3,true,70.9306,68.6591,86.8849,59132.5,48274.3,61088.8,0.685948,4.70321,0.998797,3.673,2026-11-09,0.0345498,34.5498,true,
toy-1b,a100-80gb-pcie,2,on-demand,Azure,eastus,Standard_NC48ads_A100_v4,2,bf16,4096,1,1,1,2,3,true,70.9306,68.6591,86.8849,59132.5,48274.3,61088.8,0.685948,4.70321,0.998797,4.777,2026-11-09,0.0449344,44.9344,true,
toy-1b,a100-80gb-pcie,2,on-demand,Azure,eastus,Standard_NC96ads_A100_v4,4,bf16,4096,1,1,1,2,3,true,70.9306,68.6591,86.8849,59132.5,48274.3,61088.8,0.685948,4.70321,0.998797,4.777,2026-11-09,0.0449344,44.9344,true,
toy-1b,a100-80gb-pcie,2,on-demand,RunPod,,A100 PCIe 80GB (secure cloud),1,bf16,4096,1,1,1,2,3,true,70.9306,68.6591,86.8849,59132.5,48274.3,61088.8,0.685948,4.70321,0.998797,1.59,2026-09-25,0.0149562,14.9562,true,
toy-1b,a100-80gb-pcie,2,on-demand,Azure,eastus,Standard_NC24ads_A100_v4,1,bf16,4096,2,1,1,2,3,true,70.9306,68.6591,83.4654,59132.5,50252,61088.8,0.685948,4.70321,0.998797,3.673,2026-11-09,0.0345498,34.5498,true,
toy-1b,a100-80gb-pcie,2,on-demand,Azure,eastus,Standard_NC48ads_A100_v4,2,bf16,4096,2,1,1,2,3,true,70.9306,68.6591,83.4654,59132.5,50252,61088.8,0.685948,4.70321,0.998797,4.777,2026-11-09,0.0449344,44.9344,true,
toy-1b,a100-80gb-pcie,2,on-demand,Azure,eastus,Standard_NC96ads_A100_v4,4,bf16,4096,2,1,1,2,3,true,70.9306,68.6591,83.4654,59132.5,50252,61088.8,0.685948,4.70321,0.998797,4.777,2026-11-09,0.0449344,44.9344,true,
toy-1b,a100-80gb-pcie,2,on-demand,RunPod,,A100 PCIe 80GB (secure cloud),1,bf16,4096,2,1,1,2,3,true,70.9306,68.6591,83.4654,59132.5,50252,61088.8,0.685948,4.70321,0.998797,1.59,2026-09-25,0.0149562,14.9562,true,
toy-1b,a100-80gb-pcie,2,on-demand,Azure,eastus,Standard_NC24ads_A100_v4,1,bf16,4096,4,1,1,2,3,true,70.9306,68.6591,81.7557,59132.5,51302.9,61088.8,0.685948,4.70321,0.998797,3.673,2026-11-09,0.0345498,34.5498,true,
toy-1b,a100-80gb-pcie,2,on-demand,Azure,eastus,Standard_NC48ads_A100_v4,2,bf16,4096,4,1,1,2,3,true,70.9306,68.6591,81.7557,59132.5,51302.9,61088.8,0.685948,4.70321,0.998797,4.777,2026-11-09,0.0449344,44.9344,true,
toy-1b,a100-80gb-pcie,2,on-demand,Azure,eastus,Standard_NC96ads_A100_v4,4,bf16,4096,4,1,1,2,3,true,70.9306,68.6591,81.7557,59132.5,51302.9,61088.8,0.685948,4.70321,0.998797,4.777,2026-11-09,0.0449344,44.9344,true,
toy-1b,a100-80gb-pcie,2,on-demand,RunPod,,A100 PCIe 80GB (secure cloud),1,bf16,4096,4,1,1,2,3,true,70.9306,68.6591,81.7557,59132.5,51302.9,61088.8,0.685948,4.70321,0.998797,1.59,2026-09-25,0.0149562,14.9562,true,
toy-1b,a100-80gb-pcie,2,on-demand,Azure,eastus,Standard_NC24ads_A100_v4,1,bf16,4096,8,1,1,2,3,true,70.9306,68.6591,80.9008,59132.5,51845,61088.8,0.685948,4.70321,0.998797,3.673,2026-11-09,0.0345498,34.5498,true,
toy-1b,a100-80gb-pcie,2,on-demand,Azure,eastus,Standard_NC48ads_A100_v4,2,bf16,4096,8,1,1,2,3,true,70.9306,68.6591,80.9008,59132.5,51845,61088.8,0.685948,4.70321,0.998797,4.777,2026-11-09,0.0449344,44.9344,true,
toy-1b,a100-80gb-pcie,2,on-demand,Azure,eastus,Standard_NC96ads_A100_v4,4,bf16,4096,8,1,1,2,3,true,70.9306,68.6591,80.9008,59132.5,51845,61088.8,0.685948,4.70321,0.998797,4.777,2026-11-09,0.0449344,44.9344,true,
toy-1b,a100-80gb-pcie,2,on-demand,RunPod,,A100 PCIe 80GB (secure cloud),1,bf16,4096,8,1,1,2,3,true,70.9306,68.6591,80.9008,59132.5,51845,61088.8,0.685948,4.70321,0.998797,1.59,2026-09-25,0.0149562,14.9562,true,
toy-1b,a100-80gb-pcie,4,on-demand,Azure,eastus,Standard_NC24ads_A100_v4,1,bf16,4096,1,1,1,4,3,true,35.4657,34.3299,63.3796,118264,66177.5,122176,0.68594,2.35165,0.99879,3.673,2026-11-09,0.0345504,34.5504,true,
toy-1b,a100-80gb-pcie,4,on-demand,Azure,eastus,Standard_NC48ads_A100_v4,2,bf16,4096,1,1,1,4,3,true,35.4657,34.3299,63.3796,118264,66177.5,122176,0.68594,2.35165,0.99879,4.777,2026-11-09,0.0449353,44.9353,true,
toy-1b,a100-80gb-pcie,4,on-demand,Azure,eastus,Standard_NC96ads_A100_v4,4,bf16,4096,1,1,1,4,3,true,35.4657,34.3299,63.3796,118264,66177.5,122176,0.68594,2.35165,0.99879,4.777,2026-11-09,0.0449353,44.9353,true,
toy-1b,a100-80gb-pcie,4,on-demand,RunPod,,A100 PCIe 80GB (secure cloud),1,bf16,4096,1,1,1,4,3,true,35.4657,34.3299,63.3796,118264,66177.5,122176,0.68594,2.35165,0.99879,1.59,2026-09-25,0.0149565,14.9565,true,
toy-1b,a100-80gb-pcie,4,on-demand,Azure,eastus,Standard_NC24ads_A100_v4,1,bf16,4096,2,1,1,4,3,true,35.4657,34.3299,51.7224,118264,81092.6,122176,0.68594,2.35165,0.99879,3.673,2026-11-09,0.0345504,34.5504,true,
toy-1b,a100-80gb-pcie,4,on-demand,Azure,eastus,Standard_NC48ads_A100_v4,2,bf16,4096,2,1,1,4,3,true,35.4657,34.3299,51.7224,118264,81092.6,122176,0.68594,2.35165,0.99879,4.777,2026-11-09,0.0449353,44.9353,true,
toy-1b,a100-80gb-pcie,4,on-demand,Azure,eastus,Standard_NC96ads_A100_v4,4,bf16,4096,2,1,1,4,3,true,35.4657,34.3299,51.7224,118264,81092.6,122176,0.68594,2.35165,0.99879,4.777,2026-11-09,0.0449353,44.9353,true,
toy-1b,a100-80gb-pcie,4,on-demand,RunPod,,A100 PCIe 80GB (secure cloud),1,bf16,4096,2,1,1,4,3,true,35.4657,34.3299,51.7224,118264,81092.6,122176,0.68594,2.35165,0.99879,1.59,2026-09-25,0.0149565,14.9565,true,
toy-1b,a100-80gb-pcie,4,on-demand,Azure,eastus,Standard_NC24ads_A100_v4,1,bf16,4096,4,1,1,4,3,true,35.4657,34.3299,45.8938,118264,91391.6,122176,0.68594,2.35165,0.99879,3.673,2026-11-09,0.0345504,34.5504,true,
toy-1b,a100-80gb-pcie,4,on-demand,Azure,eastus,Standard_NC48ads_A100_v4,2,bf16,4096,4,1,1,4,3,true,35.4657,34.3299,45.8938,118264,91391.6,122176,0.68594,2.35165,0.99879,4.777,2026-11-09,0.0449353,44.9353,true,
toy-1b,a100-80gb-pcie,4,on-demand,Azure,eastus,Standard_NC96ads_A100_v4,4,bf16,4096,4,1,1,4,3,true,35.4657,34.3299,45.8938,118264,91391.6,122176,0.68594,2.35165,0.99879,4.777,2026-11-09,0.0449353,44.9353,true,
toy-1b,a100-80gb-pcie,4,on-demand,RunPod,,A100 PCIe 80GB (secure cloud),1,bf16,4096,4,1,1,4,3,true,35.4657,34.3299,45.8938,118264,91391.6,122176,0.68594,2.35165,0.99879,1.59,2026-09-25,0.0149565,14.9565,true,
toy-1b,a100-80gb-pcie,4,on-demand,Azure,eastus,Standard_NC24ads_A100_v4,1,bf16,4096,8,1,1,4,3,true,35.4657,34.3299,42.9795,118264,97588.5,122176,0.68594,2.35165,0.99879,3.673,2026-11-09,0.0345504,34.5504,true,
toy-1b,a100-80gb-pcie,4,on-demand,Azure,eastus,Standard_NC48ads_A100_v4,2,bf16,4096,8,1,1,4,3,true,35.4657,34.3299,42.9795,118264,97588.5,122176,0.68594,2.35165,0.99879,4.777,2026-11-09,0.0449353,44.9353,true,
toy-1b,a100-80gb-pcie,4,on-demand,Azure,eastus,Standard_NC96ads_A100_v4,4,bf16,4096,8,1,1,4,3,true,35.4657,34.3299,42.9795,118264,97588.5,122176,0.68594,2.35165,0.99879,4.777,2026-11-09,0.0449353,44.9353,true,
toy-1b,a100-80gb-pcie,4,on-demand,RunPod,,A100 PCIe 80GB (secure cloud),1,bf16,4096,8,1,1,4,3,true,35.4657,34.3299,42.9795,118264,97588.5,122176,0.68594,2.35165,0.99879,1.59,2026-09-25,0.0149565,14.9565,true,
toy-1b,a100-80gb-pcie,8,on-demand,Azure,eastus,Standard_NC24ads_A100_v4,1,bf16,4096,1,1,1,8,3,true,17.7332,17.1652,33.6619,236523,124601,244349,0.685928,1.17586,0.998775,3.673,2026-11-09,0.0345515,34.5515,true,
toy-1b,a100-80gb-pcie,8,on-demand,Azure,eastus,Standard_NC48ads_A100_v4,2,bf16,4096,1,1,1,8,3,true,17.7332,17.1652,33.6619,236523,124601,244349,0.685928,1.17586,0.998775,4.777,2026-11-09,0.0449367,44.9367,true,
toy-1b,a100-80gb-pcie,8,on-demand,Azure,eastus,Standard_NC96ads_A100_v4,4,bf16,4096,1,1,1,8,3,true,17.7332,17.1652,33.6619,236523,124601,244349,0.685928,1.17586,0.998775,4.777,2026-11-09,0.0449367,44.9367,true,
toy-1b,a100-80gb-pcie,8,on-demand,RunPod,,A100 PCIe 80GB (secure cloud),1,bf16,4096,1,1,1,8,3,true,17.7332,17.1652,33.6619,236523,124601,244349,0.685928,1.17586,0.998775,1.59,2026-09-25,0.014957,14.957,true,
toy-1b,a100-80gb-pcie,8,on-demand,Azure,eastus,Standard_NC24ads_A100_v4,1,bf16,4096,2,1,1,8,3,true,17.7332,17.1652,26.8624,236523,156140,244349,0.685928,1.17586,0.998775,3.673,2026-11-09,0.0345515,34.5515,true,
toy-1b,a100-80gb-pcie,8,on-demand,Azure,eastus,Standard_NC48ads_A100_v4,2,bf16,4096,2,1,1,8,3,true,17.7332,17.1652,26.8624,236523,156140,244349,0.685928,1.17586,0.998775,4.777,2026-11-09,0.0449367,44.9367,true,
toy-1b,a100-80gb-pcie,8,on-demand,Azure,eastus,Standard_NC96ads_A100_v4,4,bf16,4096,2,1,1,8,3,true,17.7332,17.1652,26.8624,236523,156140,244349,0.685928,1.17586,0.998775,4.777,2026-11-09,0.0449367,44.9367,true,
toy-1b,a100-80gb-pcie,8,on-demand,RunPod,,A100 PCIe 80GB (secure cloud),1,bf16,4096,2,1,1,8,3,true,17.7332,17.1652,26.8624,236523,156140,244349,0.685928,1.17586,0.998775,1.59,2026-09-25,0.014957,14.957,true,
toy-1b,a100-80gb-pcie,8,on-demand,Azure,eastus,Standard_NC24ads_A100_v4,1,bf16,4096,4,1,1,8,3,true,17.7332,17.1652,23.4627,236523,178765,244349,0.685928,1.17586,0.998775,3.673,2026-11-09,0.0345515,34.5515,true,
toy-1b,a100-80gb-pcie,8,on-demand,Azure,eastus,Standard_NC48ads_A100_v4,2,bf16,4096,4,1,1,8,3,true,17.7332,17.1652,23.4627,236523,178765,244349,0.685928,1.17586,0.998775,4.777,2026-11-09,0.0449367,44.9367,true,
toy-1b,a100-80gb-pcie,8,on-demand,Azure,eastus,Standard_NC96ads_A100_v4,4,bf16,4096,4,1,1,8,3,true,17.7332,17.1652,23.4627,236523,178765,244349,0.685928,1.17586,0.998775,4.777,2026-11-09,0.0449367,44.9367,true,
toy-1b,a100-80gb-pcie,8,on-demand,RunPod,,A100 PCIe 80GB (secure cloud),1,bf16,4096,4,1,1,8,3,true,17.7332,17.1652,23.4627,236523,178765,244349,0.685928,1.17586,0.998775,1.59,2026-09-25,0.014957,14.957,true,
toy-1b,a100-80gb-pcie,8,on-demand,Azure,eastus,Standard_NC24ads_A100_v4,1,bf16,4096,8,1,1,8,3,true,17.7332,17.1652,21.7628,236523,192728,244349,0.685928,1.17586,0.998775,3.673,2026-11-09,0.0345515,34.5515,true,
toy-1b,a100-80gb-pcie,8,on-demand,Azure,eastus,Standard_NC48ads_A100_v4,2,bf16,4096,8,1,1,8,3,true,17.7332,17.1652,21.7628,236523,192728,244349,0.685928,1.17586,0.998775,4.777,2026-11-09,0.0449367,44.9367,true,
toy-1b,a100-80gb-pcie,8,on-demand,Azure,eastus,Standard_NC96ads_A100_v4,4,bf16,4096,8,1,1,8,3,true,17.7332,17.1652,21.7628,236523,192728,244349,0.685928,1.17586,0.998775,4.777,2026-11-09,0.0449367,44.9367,true,
toy-1b,a100-80gb-pcie,8,on-demand,RunPod,,A100 PCIe 80GB (secure cloud),1,bf16,4096,8,1,1,8,3,true,17.7332,17.1652,21.7628,236523,192728,244349,0.685928,1.17586,0.998775,1.59,2026-09-25,0.014957,14.957,true,
toy-1b,a10,1,on-demand,Lambda,,1x A10,1,bf16,4096,1,,,,,false,,,,,,,,,,1.29,2026-09-20,,,,does not fit in any layout
toy-1b,a10,1,on-demand,Lambda,,1x A10,1,bf16,4096,2,,,,,false,,,,,,,,,,1.29,2026-09-20,,,,does not fit in any layout
toy-1b,a10,1,on-demand,Lambda,,1x A10,1,bf16,4096,4,,,,,false,,,,,,,,,,1.29,2026-09-20,,,,does not fit in any layout
toy-1b,a10,1,on-demand,Lambda,,1x A10,1,bf16,4096,8,,,,,false,,,,,,,,,,1.29,2026-09-20,,,,does not fit in any layout
toy-1b,a10,2,on-demand,Lambda,,1x A10,1,bf16,4096,1,1,1,2,3,true,186.659,180.646,274.329,22470.5,15289.3,23218.3,0.650611,12.3768,0.998797,1.29,2026-09-20,0.0319321,31.9321,true,
toy-1b,a10,2,on-demand,Lambda,,1x A10,1,bf16,4096,2,1,1,2,3,true,186.659,180.646,242.378,22470.5,17304.8,23218.3,0.650611,12.3768,0.998797,1.29,2026-09-20,0.0319321,31.9321,true,
toy-1b,a10,2,on-demand,Lambda,,1x A10,1,bf16,4096,4,2,1,1,0,true,228.757,212.856,271.055,18335.2,15474,19704.9,0.530879,15.1682,0.998797,1.29,2026-09-20,0.039134,39.134,true,
toy-1b,a10,2,on-demand,Lambda,,1x A10,1,bf16,4096,8,,,,,false,,,,,,,,,,1.29,2026-09-20,,,,does not fit in any layout
toy-1b,a10,4,on-demand,Lambda,,1x A10,1,bf16,4096,1,1,1,4,3,true,93.3298,90.3234,153.195,44940.7,27378.8,46436.5,0.650608,6.18848,0.99879,1.29,2026-09-20,0.0319325,31.9325,true,
toy-1b,a10,4,on-demand,Lambda,,1x A10,1,bf16,4096,2,1,1,4,3,true,93.3298,90.3234,129.236,44940.7,32454.6,46436.5,0.650608,6.18848,0.99879,1.29,2026-09-20,0.0319325,31.9325,true,
toy-1b,a10,4,on-demand,Lambda,,1x A10,1,bf16,4096,4,2,1,2,3,true,114.379,106.428,143.55,36670.3,29218.5,39409.7,0.530876,7.58419,0.99879,1.29,2026-09-20,0.0391344,39.1344,true,
toy-1b,a10,4,on-demand,Lambda,,1x A10,1,bf16,4096,8,4,1,1,0,true,156.281,138.54,195.808,26838.3,21420.5,30275.1,0.388539,10.3626,0.99879,1.29,2026-09-20,0.053471,53.471,true,
toy-1b,a10,8,on-demand,Lambda,,1x A10,1,bf16,4096,1,1,1,8,3,true,46.6654,45.1621,80.6523,89880.4,52004.8,92872.2,0.650601,3.09432,0.998775,1.29,2026-09-20,0.0319334,31.9334,true,
toy-1b,a10,8,on-demand,Lambda,,1x A10,1,bf16,4096,2,1,1,8,3,true,46.6654,45.1621,66.6764,89880.4,62905.3,92872.2,0.650601,3.09432,0.998775,1.29,2026-09-20,0.0319334,31.9334,true,
toy-1b,a10,8,on-demand,Lambda,,1x A10,1,bf16,4096,4,2,1,4,3,true,57.19,53.2146,73.8022,73339.9,56831.7,78818.7,0.530872,3.79219,0.998775,1.29,2026-09-20,0.0391354,39.1354,true,
toy-1b,a10,8,on-demand,Lambda,,1x A10,1,bf16,4096,8,4,1,2,3,true,78.1408,69.2703,99.9189,53676.3,41977.1,60549.8,0.388536,5.1814,0.998775,1.29,2026-09-20,0.0534721,53.4721,true,
toy-1b,a10g,1,on-demand,AWS,us-east-1,g5.xlarge,1,bf16,4096,1,,,,,false,,,,,,,,,,1.006,2026-01-21,,,,does not fit in any layout
toy-1b,a10g,1,on-demand,AWS,us-east-1,g5.12xlarge,4,bf16,4096,1,,,,,false,,,,,,,,,,1.418,2026-01-21,,,,does not fit in any layout
toy-1b,a10g,1,on-demand,AWS,us-east-1,g5.48xlarge,8,bf16,4096,1,,,,,false,,,,,,,,,,2.036,2026-01-21,,,,does not fit in any layout
toy-1b,a10g,1,on-demand,AWS,us-east-1,g5.xlarge,1,bf16,4096,2,,,,,false,,,,,,,,,,1.006,2026-01-21,,,,does not fit in any layout
toy-1b,a10g,1,on-demand,AWS,us-east-1,g5.12xlarge,4,bf16,4096,2,,,,,false,,,,,,,,,,1.418,2026-01-21,,,,does not fit in any layout
toy-1b,a10g,1,on-demand,AWS,us-east-1,g5.48xlarge,8,bf16,4096,2,,,,,false,,,,,,,,,,2.036,2026-01-21,,,,does not fit in any layout
toy-1b,a10g,1,on-demand,AWS,us-east-1,g5.xlarge,1,bf16,4096,4,,,,,false,,,,,,,,,,1.006,2026-01-21,,,,does not fit in any layout
toy-1b,a10g,1,on-demand,AWS,us-east-1,g5.12xlarge,4,bf16,4096,4,,,,,false,,,,,,,,,,1.418,2026-01-21,,,,does not fit in any layout
toy-1b,a10g,1,on-demand,AWS,us-east-1,g5.48xlarge,8,bf16,4096,4,,,,,false,,,,,,,,,,2.036,2026-01-21,,,,does not fit in any layout
toy-1b,a10g,1,on-demand,AWS,us-east-1,g5.xlarge,1,bf16,4096,8,,,,,false,,,,,,,,,,1.006,2026-01-21,,,,does not fit in any layout
toy-1b,a10g,1,on-demand,AWS,us-east-1,g5.12xlarge,4,bf16,4096,8,,,,,false,,,,,,,,,,1.418,2026-01-21,,,,does not fit in any layout
toy-1b,a10g,1,on-demand,AWS,us-east-1,g5.48xlarge,8,bf16,4096,8,,,,,false,,,,,,,,,,2.036,2026-01-21,,,,does not fit in any layout
toy-1b,a10g,2,on-demand,AWS,us-east-1,g5.xlarge,1,bf16,4096,1,1,1,2,3,true,317.665,308.119,422.557,13203.5,9926,13612.6,0.682672,21.0635,0.998797,1.006,2026-01-21,0.0423797,42.3797,true,
toy-1b,a10g,2,on-demand,AWS,us-east-1,g5.12xlarge,4,bf16,4096,1,1,1,2,3,true,317.665,308.119,422.557,13203.5,9926,13612.6,0.682672,21.0635,0.998797,1.418,2026-01-21,0.059736,59.736,true,
toy-1b,a10g,2,on-demand,AWS,us-east-1,g5.48xlarge,8,bf16,4096,1,1,1,2,3,true,317.665,308.119,422.557,13203.5,9926,13612.6,0.682672,21.0635,0.998797,2.036,2026-01-21,0.0857704,85.7704,true,
toy-1b,a10g,2,on-demand,AWS,us-east-1,g5.xlarge,1,bf16,4096,2,1,1,2,3,true,317.665,308.119,390.607,13203.5,10737.9,13612.6,0.682672,21.0635,0.998797,1.006,2026-01-21,0.0423797,42.3797,true,
toy-1b,a10g,2,on-demand,AWS,us-east-1,g5.12xlarge,4,bf16,4096,2,1,1,2,3,true,317.665,308.119,390.607,13203.5,10737.9,13612.6,0.682672,21.0635,0.998797,1.418,2026-01-21,0.059736,59.736,true,
toy-1b,a10g,2,on-demand,AWS,us-east-1,g5.48xlarge,8,bf16,4096,2,1,1,2,3,true,317.665,308.119,390.607,13203.5,10737.9,13612.6,0.682672,21.0635,0.998797,2.036,2026-01-21,0.0857704,85.7704,true,
toy-1b,a10g,2,on-demand,AWS,us-east-1,g5.xlarge,1,bf16,4096,4,2,1,1,0,true,359.763,340.329,419.284,11658.5,10003.5,12324.3,0.602788,23.8549,0.998797,1.006,2026-01-21,0.047996,47.996,true,
toy-1b,a10g,2,on-demand,AWS,us-east-1,g5.12xlarge,4,bf16,4096,4,2,1,1,0,true,359.763,340.329,419.284,11658.5,10003.5,12324.3,0.602788,23.8549,0.998797,1.418,2026-01-21,0.0676524,67.6524,true,
toy-1b,a10g,2,on-demand,AWS,us-east-1,g5.48xlarge,8,bf16,4096,4,2,1,1,0,true,359.763,340.329,419.284,11658.5,10003.5,12324.3,0.602788,23.8549,0.998797,2.036,2026-01-21,0.097137,97.137,true,
toy-1b,a10g,2,on-demand,AWS,us-east-1,g5.xlarge,1,bf16,4096,8,,,,,false,,,,,,,,,,1.006,2026-01-21,,,,does not fit in any layout
toy-1b,a10g,2,on-demand,AWS,us-east-1,g5.12xlarge,4,bf16,4096,8,,,,,false,,,,,,,,,,1.418,2026-01-21,,,,does not fit in any layout
toy-1b,a10g,2,on-demand,AWS,us-east-1,g5.48xlarge,8,bf16,4096,8,,,,,false,,,,,,,,,,2.036,2026-01-21,,,,does not fit in any layout
toy-1b,a10g,4,on-demand,AWS,us-east-1,g5.xlarge,1,bf16,4096,1,1,1,4,3,true,158.833,154.06,227.31,26407,18451.9,27225.1,0.68267,10.5318,0.99879,1.006,2026-01-21,0.0423801,42.3801,true,
toy-1b,a10g,4,on-demand,AWS,us-east-1,g5.12xlarge,4,bf16,4096,1,1,1,4,3,true,158.833,154.06,227.31,26407,18451.9,27225.1,0.68267,10.5318,0.99879,1.418,2026-01-21,0.0597366,59.7366,true,
toy-1b,a10g,4,on-demand,AWS,us-east-1,g5.48xlarge,8,bf16,4096,1,1,1,4,3,true,158.833,154.06,227.31,26407,18451.9,27225.1,0.68267,10.5318,0.99879,2.036,2026-01-21,0.0857713,85.7713,true,
toy-1b,a10g,4,on-demand,AWS,us-east-1,g5.xlarge,1,bf16,4096,2,1,1,4,3,true,158.833,154.06,203.35,26407,20626,27225.1,0.68267,10.5318,0.99879,1.006,2026-01-21,0.0423801,42.3801,true,
toy-1b,a10g,4,on-demand,AWS,us-east-1,g5.12xlarge,4,bf16,4096,2,1,1,4,3,true,158.833,154.06,203.35,26407,20626,27225.1,0.68267,10.5318,0.99879,1.418,2026-01-21,0.0597366,59.7366,true,
toy-1b,a10g,4,on-demand,AWS,us-east-1,g5.48xlarge,8,bf16,4096,2,1,1,4,3,true,158.833,154.06,203.35,26407,20626,27225.1,0.68267,10.5318,0.99879,2.036,2026-01-21,0.0857713,85.7713,true,
toy-1b,a10g,4,on-demand,AWS,us-east-1,g5.xlarge,1,bf16,4096,4,2,1,2,3,true,179.882,170.165,217.664,23317,19269.6,24648.5,0.602787,11.9276,0.99879,1.006,2026-01-21,0.0479965,47.9965,true,
toy-1b,a10g,4,on-demand,AWS,us-east-1,g5.12xlarge,4,bf16,4096,4,2,1,2,3,true,179.882,170.165,217.664,23317,19269.6,24648.5,0.602787,11.9276,0.99879,1.418,2026-01-21,0.0676531,67.6531,true,
toy-1b,a10g,4,on-demand,AWS,us-east-1,g5.48xlarge,8,bf16,4096,4,2,1,2,3,true,179.882,170.165,217.664,23317,19269.6,24648.5,0.602787,11.9276,0.99879,2.036,2026-01-21,0.097138,97.138,true,
toy-1b,a10g,4,on-demand,AWS,us-east-1,g5.xlarge,1,bf16,4096,8,4,1,1,0,true,221.784,202.277,269.922,18911.7,15538.9,20735.5,0.488902,14.7059,0.99879,1.006,2026-01-21,0.0591767,59.1767,true,
toy-1b,a10g,4,on-demand,AWS,us-east-1,g5.12xlarge,4,bf16,4096,8,4,1,1,0,true,221.784,202.277,269.922,18911.7,15538.9,20735.5,0.488902,14.7059,0.99879,1.418,2026-01-21,0.0834121,83.4121,true,
toy-1b,a10g,4,on-demand,AWS,us-east-1,g5.48xlarge,8,bf16,4096,8,4,1,1,0,true,221.784,202.277,269.922,18911.7,15538.9,20735.5,0.488902,14.7059,0.99879,2.036,2026-01-21,0.119765,119.765,true,
toy-1b,a10g,8,on-demand,AWS,us-east-1,g5.xlarge,1,bf16,4096,1,1,1,8,3,true,79.417,77.0304,117.709,52813.7,35632.7,54450,0.682666,5.26603,0.998775,1.006,2026-01-21,0.042381,42.381,true,
toy-1b,a10g,8,on-demand,AWS,us-east-1,g5.12xlarge,4,bf16,4096,1,1,1,8,3,true,79.417,77.0304,117.709,52813.7,35632.7,54450,0.682666,5.26603,0.998775,1.418,2026-01-21,0.0597378,59.7378,true,
toy-1b,a10g,8,on-demand,AWS,us-east-1,g5.48xlarge,8,bf16,4096,1,1,1,8,3,true,79.417,77.0304,117.709,52813.7,35632.7,54450,0.682666,5.26603,0.998775,2.036,2026-01-21,0.0857731,85.7731,true,
toy-1b,a10g,8,on-demand,AWS,us-east-1,g5.xlarge,1,bf16,4096,2,1,1,8,3,true,79.417,77.0304,103.734,52813.7,40433.4,54450,0.682666,5.26603,0.998775,1.006,2026-01-21,0.042381,42.381,true,
toy-1b,a10g,8,on-demand,AWS,us-east-1,g5.12xlarge,4,bf16,4096,2,1,1,8,3,true,79.417,77.0304,103.734,52813.7,40433.4,54450,0.682666,5.26603,0.998775,1.418,2026-01-21,0.0597378,59.7378,true,
toy-1b,a10g,8,on-demand,AWS,us-east-1,g5.48xlarge,8,bf16,4096,2,1,1,8,3,true,79.417,77.0304,103.734,52813.7,40433.4,54450,0.682666,5.26603,0.998775,2.036,2026-01-21,0.0857731,85.7731,true,
toy-1b,a10g,8,on-demand,AWS,us-east-1,g5.xlarge,1,bf16,4096,4,2,1,4,3,true,89.9415,85.0829,110.859,46633.7,37834.5,49296.7,0.602783,5.9639,0.998775,1.006,2026-01-21,0.0479974,47.9974,true,
toy-1b,a10g,8,on-demand,AWS,us-east-1,g5.12xlarge,4,bf16,4096,4,2,1,4,3,true,89.9415,85.0829,110.859,46633.7,37834.5,49296.7,0.602783,5.9639,0.998775,1.418,2026-01-21,0.0676544,67.6544,true,
toy-1b,a10g,8,on-demand,AWS,us-east-1,g5.48xlarge,8,bf16,4096,4,2,1,4,3,true,89.9415,85.0829,110.859,46633.7,37834.5,49296.7,0.602783,5.9639,0.998775,2.036,2026-01-21,0.0971399,97.1399,true,
toy-1b,a10g,8,on-demand,AWS,us-east-1,g5.xlarge,1,bf16,4096,8,4,1,2,3,true,110.892,101.139,136.976,37823.2,30620.7,41470.8,0.4889,7.35311,0.998775,1.006,2026-01-21,0.0591779,59.1779,true,
toy-1b,a10g,8,on-demand,AWS,us-east-1,g5.12xlarge,4,bf16,4096,8,4,1,2,3,true,110.892,101.139,136.976,37823.2,30620.7,41470.8,0.4889,7.35311,0.998775,1.418,2026-01-21,0.0834137,83.4137,true,
toy-1b,a10g,8,on-demand,AWS,us-east-1,g5.48xlarge,8,bf16,4096,8,4,1,2,3,true,110.892,101.139,136.976,37823.2,30620.7,41470.8,0.4889,7.35311,0.998775,2.036,2026-01-21,0.119768,119.768,true,
toy-1b,rtx-3090,1,owned,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,rtx-3090,1,owned,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,rtx-3090,1,owned,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,rtx-3090,1,owned,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,rtx-3090,2,owned,,,,,bf16,4096,1,1,1,2,3,true,306.32,297.431,410.019,13692.6,10229.5,14101.8,0.697986,20.3112,0.998797,,,0.0201454,20.1454,true,
toy-1b,rtx-3090,2,owned,,,,,bf16,4096,2,1,1,2,3,true,306.32,297.431,378.069,13692.6,11094,14101.8,0.697986,20.3112,0.998797,,,0.0201454,20.1454,true,
toy-1b,rtx-3090,2,owned,,,,,bf16,4096,4,2,1,1,0,true,348.418,329.641,406.746,12038.1,10311.9,12723.8,0.61365,23.1026,0.998797,,,0.022914,22.914,true,
toy-1b,rtx-3090,2,owned,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,rtx-3090,4,owned,,,,,bf16,4096,1,1,1,4,3,true,153.16,148.716,221.041,27385.1,18975.3,28203.4,0.697983,10.1557,0.99879,,,0.0201456,20.1456,true,
toy-1b,rtx-3090,4,owned,,,,,bf16,4096,2,1,1,4,3,true,153.16,148.716,197.081,27385.1,21282.1,28203.4,0.697983,10.1557,0.99879,,,0.0201456,20.1456,true,
toy-1b,rtx-3090,4,owned,,,,,bf16,4096,4,2,1,2,3,true,174.209,164.821,211.395,24076.2,19841.1,25447.6,0.613648,11.5514,0.99879,,,0.0229142,22.9142,true,
toy-1b,rtx-3090,4,owned,,,,,bf16,4096,8,4,1,1,0,true,216.111,196.932,263.653,19408.1,15908.4,21298.2,0.494668,14.3298,0.99879,,,0.0284256,28.4256,true,
toy-1b,rtx-3090,8,owned,,,,,bf16,4096,1,1,1,8,3,true,76.5807,74.3584,114.575,54769.8,36607.5,56406.6,0.697979,5.07795,0.998775,,,0.020146,20.146,true,
toy-1b,rtx-3090,8,owned,,,,,bf16,4096,2,1,1,8,3,true,76.5807,74.3584,100.599,54769.8,41693.3,56406.6,0.697979,5.07795,0.998775,,,0.020146,20.146,true,
toy-1b,rtx-3090,8,owned,,,,,bf16,4096,4,2,1,4,3,true,87.1052,82.4109,107.725,48152.2,38935.4,50895,0.613645,5.77582,0.998775,,,0.0229147,22.9147,true,
toy-1b,rtx-3090,8,owned,,,,,bf16,4096,8,4,1,2,3,true,108.056,98.4666,133.841,38816,31337.8,42596.2,0.494666,7.16504,0.998775,,,0.0284262,28.4262,true,
toy-1b,rtx-3090-ti,1,owned,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,rtx-3090-ti,1,owned,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,rtx-3090-ti,1,owned,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,rtx-3090-ti,1,owned,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,rtx-3090-ti,2,owned,,,,,bf16,4096,1,1,1,2,3,true,272.383,264.455,371.659,15398.5,11285.3,15860.2,0.696641,18.061,0.998797,,,0.0188302,18.8302,true,
toy-1b,rtx-3090-ti,2,owned,,,,,bf16,4096,2,1,2,1,0,true,288.716,280.365,326.272,14527.4,12855.2,14960.2,0.657231,19.144,0.998797,,,0.0199593,19.9593,true,
toy-1b,rtx-3090-ti,2,owned,,,,,bf16,4096,4,2,1,1,0,true,314.481,296.665,368.386,13337.2,11385.6,14138.2,0.603385,20.8524,0.998797,,,0.0217405,21.7405,true,
toy-1b,rtx-3090-ti,2,owned,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,rtx-3090-ti,4,owned,,,,,bf16,4096,1,1,1,4,3,true,136.192,132.228,201.861,30797,20778.2,31720.3,0.696639,9.03057,0.99879,,,0.0188304,18.8304,true,
toy-1b,rtx-3090-ti,4,owned,,,,,bf16,4096,2,1,1,4,3,true,136.192,132.228,177.901,30797,23576.6,31720.3,0.696639,9.03057,0.99879,,,0.0188304,18.8304,true,
toy-1b,rtx-3090-ti,4,owned,,,,,bf16,4096,4,2,1,2,3,true,157.241,148.333,192.215,26674.3,21820.9,28276.3,0.603383,10.4263,0.99879,,,0.0217407,21.7407,true,
toy-1b,rtx-3090-ti,4,owned,,,,,bf16,4096,8,4,1,1,0,true,199.143,180.444,244.473,21061.8,17156.5,23244.3,0.476425,13.2047,0.99879,,,0.0275342,27.5342,true,
toy-1b,rtx-3090-ti,8,owned,,,,,bf16,4096,1,1,1,8,3,true,68.0966,66.1143,104.985,61593.5,39951.5,63440.2,0.696633,4.51539,0.998775,,,0.0188308,18.8308,true,
toy-1b,rtx-3090-ti,8,owned,,,,,bf16,4096,2,1,1,8,3,true,68.0966,66.1143,91.0091,61593.5,46086.6,63440.2,0.696633,4.51539,0.998775,,,0.0188308,18.8308,true,
toy-1b,rtx-3090-ti,8,owned,,,,,bf16,4096,4,2,1,4,3,true,78.6211,74.1668,98.1348,53348.3,42740.2,56552.3,0.603379,5.21325,0.998775,,,0.0217412,21.7412,true,
toy-1b,rtx-3090-ti,8,owned,,,,,bf16,4096,8,4,1,2,3,true,99.5719,90.2225,124.252,42123.4,33756.5,46488.4,0.476423,6.60247,0.998775,,,0.0275347,27.5347,true,
toy-1b,rtx-a6000,1,owned,,,,,bf16,4096,1,1,1,1,0,true,300.405,290.774,338.598,13962.2,12387.3,14424.6,0.652878,19.9189,0.998801,,,0.0111716,11.1716,true,
toy-1b,rtx-a6000,1,owned,,,,,bf16,4096,2,1,1,1,0,true,300.405,290.774,338.598,13962.2,12387.3,14424.6,0.652878,19.9189,0.998801,,,0.0111716,11.1716,true,
toy-1b,rtx-a6000,1,owned,,,,,bf16,4096,4,1,1,1,0,true,300.405,290.774,338.598,13962.2,12387.3,14424.6,0.652878,19.9189,0.998801,,,0.0111716,11.1716,true,
toy-1b,rtx-a6000,1,owned,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,rtx-a6000,2,owned,,,,,bf16,4096,1,1,1,2,3,true,150.203,145.388,233.262,27924.3,17981.1,28849.1,0.652875,9.95952,0.998797,,,0.0111717,11.1717,true,
toy-1b,rtx-a6000,2,owned,,,,,bf16,4096,2,1,1,2,3,true,150.203,145.388,201.312,27924.3,20834.9,28849.1,0.652875,9.95952,0.998797,,,0.0111717,11.1717,true,
toy-1b,rtx-a6000,2,owned,,,,,bf16,4096,4,1,1,2,3,true,150.203,145.388,185.337,27924.3,22630.7,28849.1,0.652875,9.95952,0.998797,,,0.0111717,11.1717,true,
toy-1b,rtx-a6000,2,owned,,,,,bf16,4096,8,2,1,1,0,true,192.203,177.548,229.784,21822.3,18253.2,23623.5,0.51021,12.7444,0.998797,,,0.0142955,14.2955,true,
toy-1b,rtx-a6000,4,owned,,,,,bf16,4096,1,1,1,4,3,true,75.1019,72.6942,132.662,55848.1,31616.4,57697.9,0.652871,4.97983,0.99879,,,0.0111719,11.1719,true,
toy-1b,rtx-a6000,4,owned,,,,,bf16,4096,2,1,1,4,3,true,75.1019,72.6942,108.703,55848.1,38585.1,57697.9,0.652871,4.97983,0.99879,,,0.0111719,11.1719,true,
toy-1b,rtx-a6000,4,owned,,,,,bf16,4096,4,1,1,4,3,true,75.1019,72.6942,96.7229,55848.1,43364.1,57697.9,0.652871,4.97983,0.99879,,,0.0111719,11.1719,true,
toy-1b,rtx-a6000,4,owned,,,,,bf16,4096,8,1,2,2,3,true,81.2401,78.5751,95.7172,51628.5,43819.7,53379.5,0.603543,5.38684,0.99879,,,0.0120849,12.0849,true,
toy-1b,rtx-a6000,8,owned,,,,,bf16,4096,1,1,1,8,3,true,37.5515,36.3475,70.3857,111695,59590.3,115395,0.652862,2.48999,0.998775,,,0.0111722,11.1722,true,
toy-1b,rtx-a6000,8,owned,,,,,bf16,4096,2,1,1,8,3,true,37.5515,36.3475,56.4098,111695,74354.2,115395,0.652862,2.48999,0.998775,,,0.0111722,11.1722,true,
toy-1b,rtx-a6000,8,owned,,,,,bf16,4096,4,1,1,8,3,true,37.5515,36.3475,49.4219,111695,84867.3,115395,0.652862,2.48999,0.998775,,,0.0111722,11.1722,true,
toy-1b,rtx-a6000,8,owned,,,,,bf16,4096,8,1,2,4,3,true,41.2454,39.8923,49.5931,101691,84574.4,105141,0.594392,2.73492,0.998775,,,0.0122712,12.2712,true,
toy-1b,a40,1,,,,,,bf16,4096,1,1,1,1,0,true,312.799,302.676,352.487,13409,11899.2,13857.4,0.64837,20.7407,0.998801,,,,,true,
toy-1b,a40,1,,,,,,bf16,4096,2,1,1,1,0,true,312.799,302.676,352.487,13409,11899.2,13857.4,0.64837,20.7407,0.998801,,,,,true,
toy-1b,a40,1,,,,,,bf16,4096,4,1,1,1,0,true,312.799,302.676,352.487,13409,11899.2,13857.4,0.64837,20.7407,0.998801,,,,,true,
toy-1b,a40,1,,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,a40,2,,,,,,bf16,4096,1,1,1,2,3,true,156.4,151.338,240.207,26817.8,17461.2,27714.7,0.648368,10.3704,0.998797,,,,,true,
toy-1b,a40,2,,,,,,bf16,4096,2,1,1,2,3,true,156.4,151.338,208.256,26817.8,20140.1,27714.7,0.648368,10.3704,0.998797,,,,,true,
toy-1b,a40,2,,,,,,bf16,4096,4,1,1,2,3,true,156.4,151.338,192.281,26817.8,21813.4,27714.7,0.648368,10.3704,0.998797,,,,,true,
toy-1b,a40,2,,,,,,bf16,4096,8,2,1,1,0,true,198.4,183.499,236.729,21140.7,17717.8,22857.4,0.511112,13.1553,0.998797,,,,,true,
toy-1b,a40,4,,,,,,bf16,4096,1,1,1,4,3,true,78.2004,75.6696,136.134,53635.3,30810,55429.2,0.648363,5.18529,0.99879,,,,,true,
toy-1b,a40,4,,,,,,bf16,4096,2,1,1,4,3,true,78.2004,75.6696,112.175,53635.3,37390.7,55429.2,0.648363,5.18529,0.99879,,,,,true,
toy-1b,a40,4,,,,,,bf16,4096,4,1,1,4,3,true,78.2004,75.6696,100.195,53635.3,41861.3,55429.2,0.648363,5.18529,0.99879,,,,,true,
toy-1b,a40,4,,,,,,bf16,4096,8,2,1,2,3,true,99.2004,91.7499,122.391,42281.1,34269.7,45714.5,0.51111,6.57774,0.99879,,,,,true,
toy-1b,a40,8,,,,,,bf16,4096,1,1,1,8,3,true,39.1007,37.8352,72.1218,107269,58155.9,110857,0.648355,2.59271,0.998775,,,,,true,
toy-1b,a40,8,,,,,,bf16,4096,2,1,1,8,3,true,39.1007,37.8352,58.1459,107269,72134.1,110857,0.648355,2.59271,0.998775,,,,,true,
toy-1b,a40,8,,,,,,bf16,4096,4,1,1,8,3,true,39.1007,37.8352,51.158,107269,81987.2,110857,0.648355,2.59271,0.998775,,,,,true,
toy-1b,a40,8,,,,,,bf16,4096,8,2,1,4,3,true,49.6007,45.8753,62.2247,84561.4,67405.8,91428.3,0.511105,3.28895,0.998775,,,,,true,
toy-1b,a30,1,,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,a30,1,,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,a30,1,,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,a30,1,,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,a30,2,,,,,,bf16,4096,1,1,1,2,3,true,128.525,124.144,165.588,32634.1,25329.7,33785.8,0.715825,8.52214,0.998797,,,,,true,
toy-1b,a30,2,,,,,,bf16,4096,2,1,2,1,0,true,136.325,131.728,153.897,30767,27254,31840.7,0.674871,9.03931,0.998797,,,,,true,
toy-1b,a30,2,,,,,,bf16,4096,4,2,1,1,0,true,142.13,134.518,164.802,29510.3,25450.6,31180.3,0.647305,9.42426,0.998797,,,,,true,
toy-1b,a30,2,,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,a30,4,,,,,,bf16,4096,1,1,1,4,3,true,64.263,62.0723,95.9113,65267.8,43731.1,67571.3,0.715821,4.26113,0.99879,,,,,true,
toy-1b,a30,4,,,,,,bf16,4096,2,1,1,4,3,true,64.263,62.0723,84.2541,65267.8,49781.6,67571.3,0.715821,4.26113,0.99879,,,,,true,
toy-1b,a30,4,,,,,,bf16,4096,4,2,1,2,3,true,71.0655,67.2592,86.3062,59020.3,48598,62360.3,0.647302,4.71218,0.99879,,,,,true,
toy-1b,a30,4,,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,a30,8,,,,,,bf16,4096,1,1,1,8,3,true,32.1318,31.0364,49.9278,130534,84007.4,135141,0.715815,2.13061,0.998775,,,,,true,
toy-1b,a30,8,,,,,,bf16,4096,2,1,1,8,3,true,32.1318,31.0364,43.1283,130534,97251.8,135141,0.715815,2.13061,0.998775,,,,,true,
toy-1b,a30,8,,,,,,bf16,4096,4,2,1,4,3,true,35.533,33.6299,44.1392,118040,95024.5,124720,0.647296,2.35615,0.998775,,,,,true,
toy-1b,a30,8,,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,h100-sxm,1,on-demand,AWS,us-east-1,p5.4xlarge,1,bf16,4096,1,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,6.88,2026-08-26,0.0219029,21.9029,true,
toy-1b,h100-sxm,1,on-demand,AWS,us-east-1,p5.48xlarge,8,bf16,4096,1,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,6.88,2026-08-26,0.0219029,21.9029,true,
toy-1b,h100-sxm,1,on-demand,GCP,,a3-highgpu-8g,8,bf16,4096,1,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,10.9791,2026-09-26,0.0349527,34.9527,true,
toy-1b,h100-sxm,1,on-demand,Azure,eastus,Standard_ND96isr_H100_v5,8,bf16,4096,1,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,12.29,2026-11-09,0.039126,39.126,true,
toy-1b,h100-sxm,1,on-demand,Lambda,,8x H100 SXM,8,bf16,4096,1,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,3.99,2026-09-20,0.0127024,12.7024,true,
toy-1b,h100-sxm,1,on-demand,Lambda,,1x H100 SXM,1,bf16,4096,1,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,4.29,2026-09-20,0.0136575,13.6575,true,
toy-1b,h100-sxm,1,on-demand,RunPod,,H100 SXM (secure cloud),1,bf16,4096,1,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,3.99,2026-11-09,0.0127024,12.7024,true,
toy-1b,h100-sxm,1,on-demand,CoreWeave,,HGX H100 8x,8,bf16,4096,1,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,6.155,2026-02-01,0.0195948,19.5948,true,
toy-1b,h100-sxm,1,on-demand,Crusoe,,H100 SXM 80GB,1,bf16,4096,1,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,3.9,2026-08-19,0.0124159,12.4159,true,
toy-1b,h100-sxm,1,on-demand,Hyperstack,,H100 SXM,1,bf16,4096,1,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,3.2,2026-08-26,0.0101874,10.1874,true,
toy-1b,h100-sxm,1,spot,GCP,,a3-highgpu-8g,8,bf16,4096,1,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,6.571,2026-09-26,0.020963,20.963,true,
toy-1b,h100-sxm,1,spot,Crusoe,,H100 SXM 80GB,1,bf16,4096,1,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,1.6,2026-08-19,0.00510436,5.10436,true,
toy-1b,h100-sxm,1,spot,AWS,us-east-2,p5.48xlarge,8,bf16,4096,1,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,1.7975,,0.00573443,5.73443,true,
toy-1b,h100-sxm,1,marketplace,RunPod,,H100 SXM (community cloud),1,bf16,4096,1,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,2.69,2026-11-09,0.00856379,8.56379,true,
toy-1b,h100-sxm,1,marketplace,Vast.ai,,H100 SXM (marketplace median),1,bf16,4096,1,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,2.4024,2026-10-19,0.0076482,7.6482,true,
toy-1b,h100-sxm,1,marketplace,Vast.ai,,H100 SXM (cheapest listed),1,bf16,4096,1,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,1.8,,0.00573042,5.73042,true,
toy-1b,h100-sxm,1,on-demand,AWS,us-east-1,p5.4xlarge,1,bf16,4096,2,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,6.88,2026-08-26,0.0219029,21.9029,true,
toy-1b,h100-sxm,1,on-demand,AWS,us-east-1,p5.48xlarge,8,bf16,4096,2,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,6.88,2026-08-26,0.0219029,21.9029,true,
toy-1b,h100-sxm,1,on-demand,GCP,,a3-highgpu-8g,8,bf16,4096,2,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,10.9791,2026-09-26,0.0349527,34.9527,true,
toy-1b,h100-sxm,1,on-demand,Azure,eastus,Standard_ND96isr_H100_v5,8,bf16,4096,2,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,12.29,2026-11-09,0.039126,39.126,true,
toy-1b,h100-sxm,1,on-demand,Lambda,,8x H100 SXM,8,bf16,4096,2,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,3.99,2026-09-20,0.0127024,12.7024,true,
toy-1b,h100-sxm,1,on-demand,Lambda,,1x H100 SXM,1,bf16,4096,2,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,4.29,2026-09-20,0.0136575,13.6575,true,
toy-1b,h100-sxm,1,on-demand,RunPod,,H100 SXM (secure cloud),1,bf16,4096,2,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,3.99,2026-11-09,0.0127024,12.7024,true,
toy-1b,h100-sxm,1,on-demand,CoreWeave,,HGX H100 8x,8,bf16,4096,2,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,6.155,2026-02-01,0.0195948,19.5948,true,
toy-1b,h100-sxm,1,on-demand,Crusoe,,H100 SXM 80GB,1,bf16,4096,2,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,3.9,2026-08-19,0.0124159,12.4159,true,
toy-1b,h100-sxm,1,on-demand,Hyperstack,,H100 SXM,1,bf16,4096,2,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,3.2,2026-08-26,0.0101874,10.1874,true,
toy-1b,h100-sxm,1,spot,GCP,,a3-highgpu-8g,8,bf16,4096,2,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,6.571,2026-09-26,0.020963,20.963,true,
toy-1b,h100-sxm,1,spot,Crusoe,,H100 SXM 80GB,1,bf16,4096,2,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,1.6,2026-08-19,0.00510436,5.10436,true,
toy-1b,h100-sxm,1,spot,AWS,us-east-2,p5.48xlarge,8,bf16,4096,2,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,1.7975,,0.00573443,5.73443,true,
toy-1b,h100-sxm,1,marketplace,RunPod,,H100 SXM (community cloud),1,bf16,4096,2,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,2.69,2026-11-09,0.00856379,8.56379,true,
toy-1b,h100-sxm,1,marketplace,Vast.ai,,H100 SXM (marketplace median),1,bf16,4096,2,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,2.4024,2026-10-19,0.0076482,7.6482,true,
toy-1b,h100-sxm,1,marketplace,Vast.ai,,H100 SXM (cheapest listed),1,bf16,4096,2,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,1.8,,0.00573042,5.73042,true,
toy-1b,h100-sxm,1,on-demand,AWS,us-east-1,p5.4xlarge,1,bf16,4096,4,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,6.88,2026-08-26,0.0219029,21.9029,true,
toy-1b,h100-sxm,1,on-demand,AWS,us-east-1,p5.48xlarge,8,bf16,4096,4,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,6.88,2026-08-26,0.0219029,21.9029,true,
toy-1b,h100-sxm,1,on-demand,GCP,,a3-highgpu-8g,8,bf16,4096,4,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,10.9791,2026-09-26,0.0349527,34.9527,true,
toy-1b,h100-sxm,1,on-demand,Azure,eastus,Standard_ND96isr_H100_v5,8,bf16,4096,4,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,12.29,2026-11-09,0.039126,39.126,true,
toy-1b,h100-sxm,1,on-demand,Lambda,,8x H100 SXM,8,bf16,4096,4,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,3.99,2026-09-20,0.0127024,12.7024,true,
toy-1b,h100-sxm,1,on-demand,Lambda,,1x H100 SXM,1,bf16,4096,4,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,4.29,2026-09-20,0.0136575,13.6575,true,
toy-1b,h100-sxm,1,on-demand,RunPod,,H100 SXM (secure cloud),1,bf16,4096,4,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,3.99,2026-11-09,0.0127024,12.7024,true,
toy-1b,h100-sxm,1,on-demand,CoreWeave,,HGX H100 8x,8,bf16,4096,4,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,6.155,2026-02-01,0.0195948,19.5948,true,
toy-1b,h100-sxm,1,on-demand,Crusoe,,H100 SXM 80GB,1,bf16,4096,4,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,3.9,2026-08-19,0.0124159,12.4159,true,
toy-1b,h100-sxm,1,on-demand,Hyperstack,,H100 SXM,1,bf16,4096,4,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,3.2,2026-08-26,0.0101874,10.1874,true,
toy-1b,h100-sxm,1,spot,GCP,,a3-highgpu-8g,8,bf16,4096,4,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,6.571,2026-09-26,0.020963,20.963,true,
toy-1b,h100-sxm,1,spot,Crusoe,,H100 SXM 80GB,1,bf16,4096,4,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,1.6,2026-08-19,0.00510436,5.10436,true,
toy-1b,h100-sxm,1,spot,AWS,us-east-2,p5.48xlarge,8,bf16,4096,4,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,1.7975,,0.00573443,5.73443,true,
toy-1b,h100-sxm,1,marketplace,RunPod,,H100 SXM (community cloud),1,bf16,4096,4,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,2.69,2026-11-09,0.00856379,8.56379,true,
toy-1b,h100-sxm,1,marketplace,Vast.ai,,H100 SXM (marketplace median),1,bf16,4096,4,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,2.4024,2026-10-19,0.0076482,7.6482,true,
toy-1b,h100-sxm,1,marketplace,Vast.ai,,H100 SXM (cheapest listed),1,bf16,4096,4,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,1.8,,0.00573042,5.73042,true,
toy-1b,h100-sxm,1,on-demand,AWS,us-east-1,p5.4xlarge,1,bf16,4096,8,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,6.88,2026-08-26,0.0219029,21.9029,true,
toy-1b,h100-sxm,1,on-demand,AWS,us-east-1,p5.48xlarge,8,bf16,4096,8,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,6.88,2026-08-26,0.0219029,21.9029,true,
toy-1b,h100-sxm,1,on-demand,GCP,,a3-highgpu-8g,8,bf16,4096,8,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,10.9791,2026-09-26,0.0349527,34.9527,true,
toy-1b,h100-sxm,1,on-demand,Azure,eastus,Standard_ND96isr_H100_v5,8,bf16,4096,8,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,12.29,2026-11-09,0.039126,39.126,true,
toy-1b,h100-sxm,1,on-demand,Lambda,,8x H100 SXM,8,bf16,4096,8,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,3.99,2026-09-20,0.0127024,12.7024,true,
toy-1b,h100-sxm,1,on-demand,Lambda,,1x H100 SXM,1,bf16,4096,8,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,4.29,2026-09-20,0.0136575,13.6575,true,
toy-1b,h100-sxm,1,on-demand,RunPod,,H100 SXM (secure cloud),1,bf16,4096,8,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,3.99,2026-11-09,0.0127024,12.7024,true,
toy-1b,h100-sxm,1,on-demand,CoreWeave,,HGX H100 8x,8,bf16,4096,8,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,6.155,2026-02-01,0.0195948,19.5948,true,
toy-1b,h100-sxm,1,on-demand,Crusoe,,H100 SXM 80GB,1,bf16,4096,8,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,3.9,2026-08-19,0.0124159,12.4159,true,
toy-1b,h100-sxm,1,on-demand,Hyperstack,,H100 SXM,1,bf16,4096,8,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,3.2,2026-08-26,0.0101874,10.1874,true,
toy-1b,h100-sxm,1,spot,GCP,,a3-highgpu-8g,8,bf16,4096,8,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,6.571,2026-09-26,0.020963,20.963,true,
toy-1b,h100-sxm,1,spot,Crusoe,,H100 SXM 80GB,1,bf16,4096,8,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,1.6,2026-08-19,0.00510436,5.10436,true,
toy-1b,h100-sxm,1,spot,AWS,us-east-2,p5.48xlarge,8,bf16,4096,8,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,1.7975,,0.00573443,5.73443,true,
toy-1b,h100-sxm,1,marketplace,RunPod,,H100 SXM (community cloud),1,bf16,4096,8,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,2.69,2026-11-09,0.00856379,8.56379,true,
toy-1b,h100-sxm,1,marketplace,Vast.ai,,H100 SXM (marketplace median),1,bf16,4096,8,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,2.4024,2026-10-19,0.0076482,7.6482,true,
toy-1b,h100-sxm,1,marketplace,Vast.ai,,H100 SXM (cheapest listed),1,bf16,4096,8,1,1,1,0,true,48.0126,46.3762,54.0308,87358.4,77628,90440.9,0.63912,3.18357,0.998801,1.8,,0.00573042,5.73042,true,
toy-1b,h100-sxm,2,on-demand,AWS,us-east-1,p5.4xlarge,1,bf16,4096,1,1,1,2,3,true,24.0063,23.1881,31.5877,174717,132783,180882,0.639119,1.59179,0.998797,6.88,2026-08-26,0.0219031,21.9031,true,
toy-1b,h100-sxm,2,on-demand,AWS,us-east-1,p5.48xlarge,8,bf16,4096,1,1,1,2,3,true,24.0063,23.1881,31.5877,174717,132783,180882,0.639119,1.59179,0.998797,6.88,2026-08-26,0.0219031,21.9031,true,
toy-1b,h100-sxm,2,on-demand,GCP,,a3-highgpu-8g,8,bf16,4096,1,1,1,2,3,true,24.0063,23.1881,31.5877,174717,132783,180882,0.639119,1.59179,0.998797,10.9791,2026-09-26,0.0349529,34.9529,true,
toy-1b,h100-sxm,2,on-demand,Azure,eastus,Standard_ND96isr_H100_v5,8,bf16,4096,1,1,1,2,3,true,24.0063,23.1881,31.5877,174717,132783,180882,0.639119,1.59179,0.998797,12.29,2026-11-09,0.0391262,39.1262,true,
toy-1b,h100-sxm,2,on-demand,Lambda,,8x H100 SXM,8,bf16,4096,1,1,1,2,3,true,24.0063,23.1881,31.5877,174717,132783,180882,0.639119,1.59179,0.998797,3.99,2026-09-20,0.0127025,12.7025,true,
toy-1b,h100-sxm,2,on-demand,Lambda,,1x H100 SXM,1,bf16,4096,1,1,1,2,3,true,24.0063,23.1881,31.5877,174717,132783,180882,0.639119,1.59179,0.998797,4.29,2026-09-20,0.0136576,13.6576,true,
toy-1b,h100-sxm,2,on-demand,RunPod,,H100 SXM (secure cloud),1,bf16,4096,1,1,1,2,3,true,24.0063,23.1881,31.5877,174717,132783,180882,0.639119,1.59179,0.998797,3.99,2026-11-09,0.0127025,12.7025,true,
toy-1b,h100-sxm,2,on-demand,CoreWeave,,HGX H100 8x,8,bf16,4096,1,1,1,2,3,true,24.0063,23.1881,31.5877,174717,132783,180882,0.639119,1.59179,0.998797,6.155,2026-02-01,0.019595,19.595,true,
toy-1b,h100-sxm,2,on-demand,Crusoe,,H100 SXM 80GB,1,bf16,4096,1,1,1,2,3,true,24.0063,23.1881,31.5877,174717,132783,180882,0.639119,1.59179,0.998797,3.9,2026-08-19,0.012416,12.416,true,
toy-1b,h100-sxm,2,on-demand,Hyperstack,,H100 SXM,1,bf16,4096,1,1,1,2,3,true,24.0063,23.1881,31.5877,174717,132783,180882,0.639119,1.59179,0.998797,3.2,2026-08-26,0.0101875,10.1875,true,
toy-1b,h100-sxm,2,spot,GCP,,a3-highgpu-8g,8,bf16,4096,1,1,1,2,3,true,24.0063,23.1881,31.5877,174717,132783,180882,0.639119,1.59179,0.998797,6.571,2026-09-26,0.0209413,20.9413,true,
toy-1b,h100-sxm,2,spot,Crusoe,,H100 SXM 80GB,1,bf16,4096,1,1,1,2,3,true,24.0063,23.1881,31.5877,174717,132783,180882,0.639119,1.59179,0.998797,1.6,2026-08-19,0.00509909,5.09909,true,
toy-1b,h100-sxm,2,spot,AWS,us-east-2,p5.48xlarge,8,bf16,4096,1,1,1,2,3,true,24.0063,23.1881,31.5877,174717,132783,180882,0.639119,1.59179,0.998797,1.7975,,0.00572851,5.72851,true,
toy-1b,h100-sxm,2,marketplace,RunPod,,H100 SXM (community cloud),1,bf16,4096,1,1,1,2,3,true,24.0063,23.1881,31.5877,174717,132783,180882,0.639119,1.59179,0.998797,2.69,2026-11-09,0.00856384,8.56384,true,
toy-1b,h100-sxm,2,marketplace,Vast.ai,,H100 SXM (marketplace median),1,bf16,4096,1,1,1,2,3,true,24.0063,23.1881,31.5877,174717,132783,180882,0.639119,1.59179,0.998797,2.4024,2026-10-19,0.00764824,7.64824,true,
toy-1b,h100-sxm,2,marketplace,Vast.ai,,H100 SXM (cheapest listed),1,bf16,4096,1,1,1,2,3,true,24.0063,23.1881,31.5877,174717,132783,180882,0.639119,1.59179,0.998797,1.8,,0.00573045,5.73045,true,
toy-1b,h100-sxm,2,on-demand,AWS,us-east-1,p5.4xlarge,1,bf16,4096,2,1,1,2,3,true,24.0063,23.1881,29.3038,174717,143132,180882,0.639119,1.59179,0.998797,6.88,2026-08-26,0.0219031,21.9031,true,
toy-1b,h100-sxm,2,on-demand,AWS,us-east-1,p5.48xlarge,8,bf16,4096,2,1,1,2,3,true,24.0063,23.1881,29.3038,174717,143132,180882,0.639119,1.59179,0.998797,6.88,2026-08-26,0.0219031,21.9031,true,
toy-1b,h100-sxm,2,on-demand,GCP,,a3-highgpu-8g,8,bf16,4096,2,1,1,2,3,true,24.0063,23.1881,29.3038,174717,143132,180882,0.639119,1.59179,0.998797,10.9791,2026-09-26,0.0349529,34.9529,true,
toy-1b,h100-sxm,2,on-demand,Azure,eastus,Standard_ND96isr_H100_v5,8,bf16,4096,2,1,1,2,3,true,24.0063,23.1881,29.3038,174717,143132,180882,0.639119,1.59179,0.998797,12.29,2026-11-09,0.0391262,39.1262,true,
toy-1b,h100-sxm,2,on-demand,Lambda,,8x H100 SXM,8,bf16,4096,2,1,1,2,3,true,24.0063,23.1881,29.3038,174717,143132,180882,0.639119,1.59179,0.998797,3.99,2026-09-20,0.0127025,12.7025,true,
toy-1b,h100-sxm,2,on-demand,Lambda,,1x H100 SXM,1,bf16,4096,2,1,1,2,3,true,24.0063,23.1881,29.3038,174717,143132,180882,0.639119,1.59179,0.998797,4.29,2026-09-20,0.0136576,13.6576,true,
toy-1b,h100-sxm,2,on-demand,RunPod,,H100 SXM (secure cloud),1,bf16,4096,2,1,1,2,3,true,24.0063,23.1881,29.3038,174717,143132,180882,0.639119,1.59179,0.998797,3.99,2026-11-09,0.0127025,12.7025,true,
toy-1b,h100-sxm,2,on-demand,CoreWeave,,HGX H100 8x,8,bf16,4096,2,1,1,2,3,true,24.0063,23.1881,29.3038,174717,143132,180882,0.639119,1.59179,0.998797,6.155,2026-02-01,0.019595,19.595,true,
toy-1b,h100-sxm,2,on-demand,Crusoe,,H100 SXM 80GB,1,bf16,4096,2,1,1,2,3,true,24.0063,23.1881,29.3038,174717,143132,180882,0.639119,1.59179,0.998797,3.9,2026-08-19,0.012416,12.416,true,
toy-1b,h100-sxm,2,on-demand,Hyperstack,,H100 SXM,1,bf16,4096,2,1,1,2,3,true,24.0063,23.1881,29.3038,174717,143132,180882,0.639119,1.59179,0.998797,3.2,2026-08-26,0.0101875,10.1875,true,
toy-1b,h100-sxm,2,spot,GCP,,a3-highgpu-8g,8,bf16,4096,2,1,1,2,3,true,24.0063,23.1881,29.3038,174717,143132,180882,0.639119,1.59179,0.998797,6.571,2026-09-26,0.0209413,20.9413,true,
toy-1b,h100-sxm,2,spot,Crusoe,,H100 SXM 80GB,1,bf16,4096,2,1,1,2,3,true,24.0063,23.1881,29.3038,174717,143132,180882,0.639119,1.59179,0.998797,1.6,2026-08-19,0.00509909,5.09909,true,
toy-1b,h100-sxm,2,spot,AWS,us-east-2,p5.48xlarge,8,bf16,4096,2,1,1,2,3,true,24.0063,23.1881,29.3038,174717,143132,180882,0.639119,1.59179,0.998797,1.7975,,0.00572851,5.72851,true,
toy-1b,h100-sxm,2,marketplace,RunPod,,H100 SXM (community cloud),1,bf16,4096,2,1,1,2,3,true,24.0063,23.1881,29.3038,174717,143132,180882,0.639119,1.59179,0.998797,2.69,2026-11-09,0.00856384,8.56384,true,
toy-1b,h100-sxm,2,marketplace,Vast.ai,,H100 SXM (marketplace median),1,bf16,4096,2,1,1,2,3,true,24.0063,23.1881,29.3038,174717,143132,180882,0.639119,1.59179,0.998797,2.4024,2026-10-19,0.00764824,7.64824,true,
toy-1b,h100-sxm,2,marketplace,Vast.ai,,H100 SXM (cheapest listed),1,bf16,4096,2,1,1,2,3,true,24.0063,23.1881,29.3038,174717,143132,180882,0.639119,1.59179,0.998797,1.8,,0.00573045,5.73045,true,
toy-1b,h100-sxm,2,on-demand,AWS,us-east-1,p5.4xlarge,1,bf16,4096,4,1,1,2,3,true,24.0063,23.1881,28.1618,174717,148936,180882,0.639119,1.59179,0.998797,6.88,2026-08-26,0.0219031,21.9031,true,
toy-1b,h100-sxm,2,on-demand,AWS,us-east-1,p5.48xlarge,8,bf16,4096,4,1,1,2,3,true,24.0063,23.1881,28.1618,174717,148936,180882,0.639119,1.59179,0.998797,6.88,2026-08-26,0.0219031,21.9031,true,
toy-1b,h100-sxm,2,on-demand,GCP,,a3-highgpu-8g,8,bf16,4096,4,1,1,2,3,true,24.0063,23.1881,28.1618,174717,148936,180882,0.639119,1.59179,0.998797,10.9791,2026-09-26,0.0349529,34.9529,true,
toy-1b,h100-sxm,2,on-demand,Azure,eastus,Standard_ND96isr_H100_v5,8,bf16,4096,4,1,1,2,3,true,24.0063,23.1881,28.1618,174717,148936,180882,0.639119,1.59179,0.998797,12.29,2026-11-09,0.0391262,39.1262,true,
toy-1b,h100-sxm,2,on-demand,Lambda,,8x H100 SXM,8,bf16,4096,4,1,1,2,3,true,24.0063,23.1881,28.1618,174717,148936,180882,0.639119,1.59179,0.998797,3.99,2026-09-20,0.0127025,12.7025,true,
toy-1b,h100-sxm,2,on-demand,Lambda,,1x H100 SXM,1,bf16,4096,4,1,1,2,3,true,24.0063,23.1881,28.1618,174717,148936,180882,0.639119,1.59179,0.998797,4.29,2026-09-20,0.0136576,13.6576,true,
toy-1b,h100-sxm,2,on-demand,RunPod,,H100 SXM (secure cloud),1,bf16,4096,4,1,1,2,3,true,24.0063,23.1881,28.1618,174717,148936,180882,0.639119,1.59179,0.998797,3.99,2026-11-09,0.0127025,12.7025,true,
toy-1b,h100-sxm,2,on-demand,CoreWeave,,HGX H100 8x,8,bf16,4096,4,1,1,2,3,true,24.0063,23.1881,28.1618,174717,148936,180882,0.639119,1.59179,0.998797,6.155,2026-02-01,0.019595,19.595,true,
toy-1b,h100-sxm,2,on-demand,Crusoe,,H100 SXM 80GB,1,bf16,4096,4,1,1,2,3,true,24.0063,23.1881,28.1618,174717,148936,180882,0.639119,1.59179,0.998797,3.9,2026-08-19,0.012416,12.416,true,
toy-1b,h100-sxm,2,on-demand,Hyperstack,,H100 SXM,1,bf16,4096,4,1,1,2,3,true,24.0063,23.1881,28.1618,174717,148936,180882,0.639119,1.59179,0.998797,3.2,2026-08-26,0.0101875,10.1875,true,
toy-1b,h100-sxm,2,spot,GCP,,a3-highgpu-8g,8,bf16,4096,4,1,1,2,3,true,24.0063,23.1881,28.1618,174717,148936,180882,0.639119,1.59179,0.998797,6.571,2026-09-26,0.0209413,20.9413,true,
toy-1b,h100-sxm,2,spot,Crusoe,,H100 SXM 80GB,1,bf16,4096,4,1,1,2,3,true,24.0063,23.1881,28.1618,174717,148936,180882,0.639119,1.59179,0.998797,1.6,2026-08-19,0.00509909,5.09909,true,
toy-1b,h100-sxm,2,spot,AWS,us-east-2,p5.48xlarge,8,bf16,4096,4,1,1,2,3,true,24.0063,23.1881,28.1618,174717,148936,180882,0.639119,1.59179,0.998797,1.7975,,0.00572851,5.72851,true,
toy-1b,h100-sxm,2,marketplace,RunPod,,H100 SXM (community cloud),1,bf16,4096,4,1,1,2,3,true,24.0063,23.1881,28.1618,174717,148936,180882,0.639119,1.59179,0.998797,2.69,2026-11-09,0.00856384,8.56384,true,
toy-1b,h100-sxm,2,marketplace,Vast.ai,,H100 SXM (marketplace median),1,bf16,4096,4,1,1,2,3,true,24.0063,23.1881,28.1618,174717,148936,180882,0.639119,1.59179,0.998797,2.4024,2026-10-19,0.00764824,7.64824,true,
toy-1b,h100-sxm,2,marketplace,Vast.ai,,H100 SXM (cheapest listed),1,bf16,4096,4,1,1,2,3,true,24.0063,23.1881,28.1618,174717,148936,180882,0.639119,1.59179,0.998797,1.8,,0.00573045,5.73045,true,
toy-1b,h100-sxm,2,on-demand,AWS,us-east-1,p5.4xlarge,1,bf16,4096,8,1,1,2,3,true,24.0063,23.1881,27.5909,174717,152018,180882,0.639119,1.59179,0.998797,6.88,2026-08-26,0.0219031,21.9031,true,
toy-1b,h100-sxm,2,on-demand,AWS,us-east-1,p5.48xlarge,8,bf16,4096,8,1,1,2,3,true,24.0063,23.1881,27.5909,174717,152018,180882,0.639119,1.59179,0.998797,6.88,2026-08-26,0.0219031,21.9031,true,
toy-1b,h100-sxm,2,on-demand,GCP,,a3-highgpu-8g,8,bf16,4096,8,1,1,2,3,true,24.0063,23.1881,27.5909,174717,152018,180882,0.639119,1.59179,0.998797,10.9791,2026-09-26,0.0349529,34.9529,true,
toy-1b,h100-sxm,2,on-demand,Azure,eastus,Standard_ND96isr_H100_v5,8,bf16,4096,8,1,1,2,3,true,24.0063,23.1881,27.5909,174717,152018,180882,0.639119,1.59179,0.998797,12.29,2026-11-09,0.0391262,39.1262,true,
toy-1b,h100-sxm,2,on-demand,Lambda,,8x H100 SXM,8,bf16,4096,8,1,1,2,3,true,24.0063,23.1881,27.5909,174717,152018,180882,0.639119,1.59179,0.998797,3.99,2026-09-20,0.0127025,12.7025,true,
toy-1b,h100-sxm,2,on-demand,Lambda,,1x H100 SXM,1,bf16,4096,8,1,1,2,3,true,24.0063,23.1881,27.5909,174717,152018,180882,0.639119,1.59179,0.998797,4.29,2026-09-20,0.0136576,13.6576,true,
toy-1b,h100-sxm,2,on-demand,RunPod,,H100 SXM (secure cloud),1,bf16,4096,8,1,1,2,3,true,24.0063,23.1881,27.5909,174717,152018,180882,0.639119,1.59179,0.998797,3.99,2026-11-09,0.0127025,12.7025,true,
toy-1b,h100-sxm,2,on-demand,CoreWeave,,HGX H100 8x,8,bf16,4096,8,1,1,2,3,true,24.0063,23.1881,27.5909,174717,152018,180882,0.639119,1.59179,0.998797,6.155,2026-02-01,0.019595,19.595,true,
toy-1b,h100-sxm,2,on-demand,Crusoe,,H100 SXM 80GB,1,bf16,4096,8,1,1,2,3,true,24.0063,23.1881,27.5909,174717,152018,180882,0.639119,1.59179,0.998797,3.9,2026-08-19,0.012416,12.416,true,
toy-1b,h100-sxm,2,on-demand,Hyperstack,,H100 SXM,1,bf16,4096,8,1,1,2,3,true,24.0063,23.1881,27.5909,174717,152018,180882,0.639119,1.59179,0.998797,3.2,2026-08-26,0.0101875,10.1875,true,
toy-1b,h100-sxm,2,spot,GCP,,a3-highgpu-8g,8,bf16,4096,8,1,1,2,3,true,24.0063,23.1881,27.5909,174717,152018,180882,0.639119,1.59179,0.998797,6.571,2026-09-26,0.0209413,20.9413,true,
toy-1b,h100-sxm,2,spot,Crusoe,,H100 SXM 80GB,1,bf16,4096,8,1,1,2,3,true,24.0063,23.1881,27.5909,174717,152018,180882,0.639119,1.59179,0.998797,1.6,2026-08-19,0.00509909,5.09909,true,
toy-1b,h100-sxm,2,spot,AWS,us-east-2,p5.48xlarge,8,bf16,4096,8,1,1,2,3,true,24.0063,23.1881,27.5909,174717,152018,180882,0.639119,1.59179,0.998797,1.7975,,0.00572851,5.72851,true,
toy-1b,h100-sxm,2,marketplace,RunPod,,H100 SXM (community cloud),1,bf16,4096,8,1,1,2,3,true,24.0063,23.1881,27.5909,174717,152018,180882,0.639119,1.59179,0.998797,2.69,2026-11-09,0.00856384,8.56384,true,
toy-1b,h100-sxm,2,marketplace,Vast.ai,,H100 SXM (marketplace median),1,bf16,4096,8,1,1,2,3,true,24.0063,23.1881,27.5909,174717,152018,180882,0.639119,1.59179,0.998797,2.4024,2026-10-19,0.00764824,7.64824,true,
toy-1b,h100-sxm,2,marketplace,Vast.ai,,H100 SXM (cheapest listed),1,bf16,4096,8,1,1,2,3,true,24.0063,23.1881,27.5909,174717,152018,180882,0.639119,1.59179,0.998797,1.8,,0.00573045,5.73045,true,
toy-1b,h100-sxm,4,on-demand,AWS,us-east-1,p5.4xlarge,1,bf16,4096,1,1,1,4,3,true,12.0032,11.5941,16.9339,349432,247688,361762,0.639117,0.795904,0.99879,6.88,2026-08-26,0.0219033,21.9033,true,
toy-1b,h100-sxm,4,on-demand,AWS,us-east-1,p5.48xlarge,8,bf16,4096,1,1,1,4,3,true,12.0032,11.5941,16.9339,349432,247688,361762,0.639117,0.795904,0.99879,6.88,2026-08-26,0.0219033,21.9033,true,
toy-1b,h100-sxm,4,on-demand,GCP,,a3-highgpu-8g,8,bf16,4096,1,1,1,4,3,true,12.0032,11.5941,16.9339,349432,247688,361762,0.639117,0.795904,0.99879,10.9791,2026-09-26,0.0349533,34.9533,true,
toy-1b,h100-sxm,4,on-demand,Azure,eastus,Standard_ND96isr_H100_v5,8,bf16,4096,1,1,1,4,3,true,12.0032,11.5941,16.9339,349432,247688,361762,0.639117,0.795904,0.99879,12.29,2026-11-09,0.0391267,39.1267,true,
toy-1b,h100-sxm,4,on-demand,Lambda,,8x H100 SXM,8,bf16,4096,1,1,1,4,3,true,12.0032,11.5941,16.9339,349432,247688,361762,0.639117,0.795904,0.99879,3.99,2026-09-20,0.0127026,12.7026,true,
toy-1b,h100-sxm,4,on-demand,Lambda,,1x H100 SXM,1,bf16,4096,1,1,1,4,3,true,12.0032,11.5941,16.9339,349432,247688,361762,0.639117,0.795904,0.99879,4.29,2026-09-20,0.0136577,13.6577,true,
toy-1b,h100-sxm,4,on-demand,RunPod,,H100 SXM (secure cloud),1,bf16,4096,1,1,1,4,3,true,12.0032,11.5941,16.9339,349432,247688,361762,0.639117,0.795904,0.99879,3.99,2026-11-09,0.0127026,12.7026,true,
toy-1b,h100-sxm,4,on-demand,CoreWeave,,HGX H100 8x,8,bf16,4096,1,1,1,4,3,true,12.0032,11.5941,16.9339,349432,247688,361762,0.639117,0.795904,0.99879,6.155,2026-02-01,0.0195952,19.5952,true,
toy-1b,h100-sxm,4,on-demand,Crusoe,,H100 SXM 80GB,1,bf16,4096,1,1,1,4,3,true,12.0032,11.5941,16.9339,349432,247688,361762,0.639117,0.795904,0.99879,3.9,2026-08-19,0.0124161,12.4161,true,
toy-1b,h100-sxm,4,on-demand,Hyperstack,,H100 SXM,1,bf16,4096,1,1,1,4,3,true,12.0032,11.5941,16.9339,349432,247688,361762,0.639117,0.795904,0.99879,3.2,2026-08-26,0.0101876,10.1876,true,
toy-1b,h100-sxm,4,spot,GCP,,a3-highgpu-8g,8,bf16,4096,1,1,1,4,3,true,12.0032,11.5941,16.9339,349432,247688,361762,0.639117,0.795904,0.99879,6.571,2026-09-26,0.0209307,20.9307,true,
toy-1b,h100-sxm,4,spot,Crusoe,,H100 SXM 80GB,1,bf16,4096,1,1,1,4,3,true,12.0032,11.5941,16.9339,349432,247688,361762,0.639117,0.795904,0.99879,1.6,2026-08-19,0.0050965,5.0965,true,
toy-1b,h100-sxm,4,spot,AWS,us-east-2,p5.48xlarge,8,bf16,4096,1,1,1,4,3,true,12.0032,11.5941,16.9339,349432,247688,361762,0.639117,0.795904,0.99879,1.7975,,0.00572559,5.72559,true,
toy-1b,h100-sxm,4,marketplace,RunPod,,H100 SXM (community cloud),1,bf16,4096,1,1,1,4,3,true,12.0032,11.5941,16.9339,349432,247688,361762,0.639117,0.795904,0.99879,2.69,2026-11-09,0.00856393,8.56393,true,
toy-1b,h100-sxm,4,marketplace,Vast.ai,,H100 SXM (marketplace median),1,bf16,4096,1,1,1,4,3,true,12.0032,11.5941,16.9339,349432,247688,361762,0.639117,0.795904,0.99879,2.4024,2026-10-19,0.00764832,7.64832,true,
toy-1b,h100-sxm,4,marketplace,Vast.ai,,H100 SXM (cheapest listed),1,bf16,4096,1,1,1,4,3,true,12.0032,11.5941,16.9339,349432,247688,361762,0.639117,0.795904,0.99879,1.8,,0.00573051,5.73051,true,
toy-1b,h100-sxm,4,on-demand,AWS,us-east-1,p5.4xlarge,1,bf16,4096,2,1,1,4,3,true,12.0032,11.5941,15.2241,349432,275504,361762,0.639117,0.795904,0.99879,6.88,2026-08-26,0.0219033,21.9033,true,
toy-1b,h100-sxm,4,on-demand,AWS,us-east-1,p5.48xlarge,8,bf16,4096,2,1,1,4,3,true,12.0032,11.5941,15.2241,349432,275504,361762,0.639117,0.795904,0.99879,6.88,2026-08-26,0.0219033,21.9033,true,
toy-1b,h100-sxm,4,on-demand,GCP,,a3-highgpu-8g,8,bf16,4096,2,1,1,4,3,true,12.0032,11.5941,15.2241,349432,275504,361762,0.639117,0.795904,0.99879,10.9791,2026-09-26,0.0349533,34.9533,true,
toy-1b,h100-sxm,4,on-demand,Azure,eastus,Standard_ND96isr_H100_v5,8,bf16,4096,2,1,1,4,3,true,12.0032,11.5941,15.2241,349432,275504,361762,0.639117,0.795904,0.99879,12.29,2026-11-09,0.0391267,39.1267,true,
toy-1b,h100-sxm,4,on-demand,Lambda,,8x H100 SXM,8,bf16,4096,2,1,1,4,3,true,12.0032,11.5941,15.2241,349432,275504,361762,0.639117,0.795904,0.99879,3.99,2026-09-20,0.0127026,12.7026,true,
toy-1b,h100-sxm,4,on-demand,Lambda,,1x H100 SXM,1,bf16,4096,2,1,1,4,3,true,12.0032,11.5941,15.2241,349432,275504,361762,0.639117,0.795904,0.99879,4.29,2026-09-20,0.0136577,13.6577,true,
toy-1b,h100-sxm,4,on-demand,RunPod,,H100 SXM (secure cloud),1,bf16,4096,2,1,1,4,3,true,12.0032,11.5941,15.2241,349432,275504,361762,0.639117,0.795904,0.99879,3.99,2026-11-09,0.0127026,12.7026,true,
toy-1b,h100-sxm,4,on-demand,CoreWeave,,HGX H100 8x,8,bf16,4096,2,1,1,4,3,true,12.0032,11.5941,15.2241,349432,275504,361762,0.639117,0.795904,0.99879,6.155,2026-02-01,0.0195952,19.5952,true,
toy-1b,h100-sxm,4,on-demand,Crusoe,,H100 SXM 80GB,1,bf16,4096,2,1,1,4,3,true,12.0032,11.5941,15.2241,349432,275504,361762,0.639117,0.795904,0.99879,3.9,2026-08-19,0.0124161,12.4161,true,
toy-1b,h100-sxm,4,on-demand,Hyperstack,,H100 SXM,1,bf16,4096,2,1,1,4,3,true,12.0032,11.5941,15.2241,349432,275504,361762,0.639117,0.795904,0.99879,3.2,2026-08-26,0.0101876,10.1876,true,
toy-1b,h100-sxm,4,spot,GCP,,a3-highgpu-8g,8,bf16,4096,2,1,1,4,3,true,12.0032,11.5941,15.2241,349432,275504,361762,0.639117,0.795904,0.99879,6.571,2026-09-26,0.0209307,20.9307,true,
toy-1b,h100-sxm,4,spot,Crusoe,,H100 SXM 80GB,1,bf16,4096,2,1,1,4,3,true,12.0032,11.5941,15.2241,349432,275504,361762,0.639117,0.795904,0.99879,1.6,2026-08-19,0.0050965,5.0965,true,
toy-1b,h100-sxm,4,spot,AWS,us-east-2,p5.48xlarge,8,bf16,4096,2,1,1,4,3,true,12.0032,11.5941,15.2241,349432,275504,361762,0.639117,0.795904,0.99879,1.7975,,0.00572559,5.72559,true,
toy-1b,h100-sxm,4,marketplace,RunPod,,H100 SXM (community cloud),1,bf16,4096,2,1,1,4,3,true,12.0032,11.5941,15.2241,349432,275504,361762,0.639117,0.795904,0.99879,2.69,2026-11-09,0.00856393,8.56393,true,
toy-1b,h100-sxm,4,marketplace,Vast.ai,,H100 SXM (marketplace median),1,bf16,4096,2,1,1,4,3,true,12.0032,11.5941,15.2241,349432,275504,361762,0.639117,0.795904,0.99879,2.4024,2026-10-19,0.00764832,7.64832,true,
toy-1b,h100-sxm,4,marketplace,Vast.ai,,H100 SXM (cheapest listed),1,bf16,4096,2,1,1,4,3,true,12.0032,11.5941,15.2241,349432,275504,361762,0.639117,0.795904,0.99879,1.8,,0.00573051,5.73051,true,
toy-1b,h100-sxm,4,on-demand,AWS,us-east-1,p5.4xlarge,1,bf16,4096,4,1,1,4,3,true,12.0032,11.5941,14.3693,349432,291894,361762,0.639117,0.795904,0.99879,6.88,2026-08-26,0.0219033,21.9033,true,
toy-1b,h100-sxm,4,on-demand,AWS,us-east-1,p5.48xlarge,8,bf16,4096,4,1,1,4,3,true,12.0032,11.5941,14.3693,349432,291894,361762,0.639117,0.795904,0.99879,6.88,2026-08-26,0.0219033,21.9033,true,
toy-1b,h100-sxm,4,on-demand,GCP,,a3-highgpu-8g,8,bf16,4096,4,1,1,4,3,true,12.0032,11.5941,14.3693,349432,291894,361762,0.639117,0.795904,0.99879,10.9791,2026-09-26,0.0349533,34.9533,true,
toy-1b,h100-sxm,4,on-demand,Azure,eastus,Standard_ND96isr_H100_v5,8,bf16,4096,4,1,1,4,3,true,12.0032,11.5941,14.3693,349432,291894,361762,0.639117,0.795904,0.99879,12.29,2026-11-09,0.0391267,39.1267,true,
toy-1b,h100-sxm,4,on-demand,Lambda,,8x H100 SXM,8,bf16,4096,4,1,1,4,3,true,12.0032,11.5941,14.3693,349432,291894,361762,0.639117,0.795904,0.99879,3.99,2026-09-20,0.0127026,12.7026,true,
toy-1b,h100-sxm,4,on-demand,Lambda,,1x H100 SXM,1,bf16,4096,4,1,1,4,3,true,12.0032,11.5941,14.3693,349432,291894,361762,0.639117,0.795904,0.99879,4.29,2026-09-20,0.0136577,13.6577,true,
toy-1b,h100-sxm,4,on-demand,RunPod,,H100 SXM (secure cloud),1,bf16,4096,4,1,1,4,3,true,12.0032,11.5941,14.3693,349432,291894,361762,0.639117,0.795904,0.99879,3.99,2026-11-09,0.0127026,12.7026,true,
toy-1b,h100-sxm,4,on-demand,CoreWeave,,HGX H100 8x,8,bf16,4096,4,1,1,4,3,true,12.0032,11.5941,14.3693,349432,291894,361762,0.639117,0.795904,0.99879,6.155,2026-02-01,0.0195952,19.5952,true,
toy-1b,h100-sxm,4,on-demand,Crusoe,,H100 SXM 80GB,1,bf16,4096,4,1,1,4,3,true,12.0032,11.5941,14.3693,349432,291894,361762,0.639117,0.795904,0.99879,3.9,2026-08-19,0.0124161,12.4161,true,
toy-1b,h100-sxm,4,on-demand,Hyperstack,,H100 SXM,1,bf16,4096,4,1,1,4,3,true,12.0032,11.5941,14.3693,349432,291894,361762,0.639117,0.795904,0.99879,3.2,2026-08-26,0.0101876,10.1876,true,
toy-1b,h100-sxm,4,spot,GCP,,a3-highgpu-8g,8,bf16,4096,4,1,1,4,3,true,12.0032,11.5941,14.3693,349432,291894,361762,0.639117,0.795904,0.99879,6.571,2026-09-26,0.0209307,20.9307,true,
toy-1b,h100-sxm,4,spot,Crusoe,,H100 SXM 80GB,1,bf16,4096,4,1,1,4,3,true,12.0032,11.5941,14.3693,349432,291894,361762,0.639117,0.795904,0.99879,1.6,2026-08-19,0.0050965,5.0965,true,
toy-1b,h100-sxm,4,spot,AWS,us-east-2,p5.48xlarge,8,bf16,4096,4,1,1,4,3,true,12.0032,11.5941,14.3693,349432,291894,361762,0.639117,0.795904,0.99879,1.7975,,0.00572559,5.72559,true,
toy-1b,h100-sxm,4,marketplace,RunPod,,H100 SXM (community cloud),1,bf16,4096,4,1,1,4,3,true,12.0032,11.5941,14.3693,349432,291894,361762,0.639117,0.795904,0.99879,2.69,2026-11-09,0.00856393,8.56393,true,
toy-1b,h100-sxm,4,marketplace,Vast.ai,,H100 SXM (marketplace median),1,bf16,4096,4,1,1,4,3,true,12.0032,11.5941,14.3693,349432,291894,361762,0.639117,0.795904,0.99879,2.4024,2026-10-19,0.00764832,7.64832,true,
toy-1b,h100-sxm,4,marketplace,Vast.ai,,H100 SXM (cheapest listed),1,bf16,4096,4,1,1,4,3,true,12.0032,11.5941,14.3693,349432,291894,361762,0.639117,0.795904,0.99879,1.8,,0.00573051,5.73051,true,
toy-1b,h100-sxm,4,on-demand,AWS,us-east-1,p5.4xlarge,1,bf16,4096,8,1,1,4,3,true,12.0032,11.5941,13.9418,349432,300843,361762,0.639117,0.795904,0.99879,6.88,2026-08-26,0.0219033,21.9033,true,
toy-1b,h100-sxm,4,on-demand,AWS,us-east-1,p5.48xlarge,8,bf16,4096,8,1,1,4,3,true,12.0032,11.5941,13.9418,349432,300843,361762,0.639117,0.795904,0.99879,6.88,2026-08-26,0.0219033,21.9033,true,
toy-1b,h100-sxm,4,on-demand,GCP,,a3-highgpu-8g,8,bf16,4096,8,1,1,4,3,true,12.0032,11.5941,13.9418,349432,300843,361762,0.639117,0.795904,0.99879,10.9791,2026-09-26,0.0349533,34.9533,true,
toy-1b,h100-sxm,4,on-demand,Azure,eastus,Standard_ND96isr_H100_v5,8,bf16,4096,8,1,1,4,3,true,12.0032,11.5941,13.9418,349432,300843,361762,0.639117,0.795904,0.99879,12.29,2026-11-09,0.0391267,39.1267,true,
toy-1b,h100-sxm,4,on-demand,Lambda,,8x H100 SXM,8,bf16,4096,8,1,1,4,3,true,12.0032,11.5941,13.9418,349432,300843,361762,0.639117,0.795904,0.99879,3.99,2026-09-20,0.0127026,12.7026,true,
toy-1b,h100-sxm,4,on-demand,Lambda,,1x H100 SXM,1,bf16,4096,8,1,1,4,3,true,12.0032,11.5941,13.9418,349432,300843,361762,0.639117,0.795904,0.99879,4.29,2026-09-20,0.0136577,13.6577,true,
toy-1b,h100-sxm,4,on-demand,RunPod,,H100 SXM (secure cloud),1,bf16,4096,8,1,1,4,3,true,12.0032,11.5941,13.9418,349432,300843,361762,0.639117,0.795904,0.99879,3.99,2026-11-09,0.0127026,12.7026,true,
toy-1b,h100-sxm,4,on-demand,CoreWeave,,HGX H100 8x,8,bf16,4096,8,1,1,4,3,true,12.0032,11.5941,13.9418,349432,300843,361762,0.639117,0.795904,0.99879,6.155,2026-02-01,0.0195952,19.5952,true,
toy-1b,h100-sxm,4,on-demand,Crusoe,,H100 SXM 80GB,1,bf16,4096,8,1,1,4,3,true,12.0032,11.5941,13.9418,349432,300843,361762,0.639117,0.795904,0.99879,3.9,2026-08-19,0.0124161,12.4161,true,
toy-1b,h100-sxm,4,on-demand,Hyperstack,,H100 SXM,1,bf16,4096,8,1,1,4,3,true,12.0032,11.5941,13.9418,349432,300843,361762,0.639117,0.795904,0.99879,3.2,2026-08-26,0.0101876,10.1876,true,
toy-1b,h100-sxm,4,spot,GCP,,a3-highgpu-8g,8,bf16,4096,8,1,1,4,3,true,12.0032,11.5941,13.9418,349432,300843,361762,0.639117,0.795904,0.99879,6.571,2026-09-26,0.0209307,20.9307,true,
toy-1b,h100-sxm,4,spot,Crusoe,,H100 SXM 80GB,1,bf16,4096,8,1,1,4,3,true,12.0032,11.5941,13.9418,349432,300843,361762,0.639117,0.795904,0.99879,1.6,2026-08-19,0.0050965,5.0965,true,
toy-1b,h100-sxm,4,spot,AWS,us-east-2,p5.48xlarge,8,bf16,4096,8,1,1,4,3,true,12.0032,11.5941,13.9418,349432,300843,361762,0.639117,0.795904,0.99879,1.7975,,0.00572559,5.72559,true,
toy-1b,h100-sxm,4,marketplace,RunPod,,H100 SXM (community cloud),1,bf16,4096,8,1,1,4,3,true,12.0032,11.5941,13.9418,349432,300843,361762,0.639117,0.795904,0.99879,2.69,2026-11-09,0.00856393,8.56393,true,
toy-1b,h100-sxm,4,marketplace,Vast.ai,,H100 SXM (marketplace median),1,bf16,4096,8,1,1,4,3,true,12.0032,11.5941,13.9418,349432,300843,361762,0.639117,0.795904,0.99879,2.4024,2026-10-19,0.00764832,7.64832,true,
toy-1b,h100-sxm,4,marketplace,Vast.ai,,H100 SXM (cheapest listed),1,bf16,4096,8,1,1,4,3,true,12.0032,11.5941,13.9418,349432,300843,361762,0.639117,0.795904,0.99879,1.8,,0.00573051,5.73051,true,
toy-1b,h100-sxm,8,on-demand,AWS,us-east-1,p5.4xlarge,1,bf16,4096,1,1,1,8,3,true,6.00165,5.79708,8.75526,698859,479061,723521,0.639112,0.397961,0.998775,6.88,2026-08-26,0.0219038,21.9038,true,
toy-1b,h100-sxm,8,on-demand,AWS,us-east-1,p5.48xlarge,8,bf16,4096,1,1,1,8,3,true,6.00165,5.79708,8.75526,698859,479061,723521,0.639112,0.397961,0.998775,6.88,2026-08-26,0.0219038,21.9038,true,
toy-1b,h100-sxm,8,on-demand,GCP,,a3-highgpu-8g,8,bf16,4096,1,1,1,8,3,true,6.00165,5.79708,8.75526,698859,479061,723521,0.639112,0.397961,0.998775,10.9791,2026-09-26,0.034954,34.954,true,
toy-1b,h100-sxm,8,on-demand,Azure,eastus,Standard_ND96isr_H100_v5,8,bf16,4096,1,1,1,8,3,true,6.00165,5.79708,8.75526,698859,479061,723521,0.639112,0.397961,0.998775,12.29,2026-11-09,0.0391275,39.1275,true,
toy-1b,h100-sxm,8,on-demand,Lambda,,8x H100 SXM,8,bf16,4096,1,1,1,8,3,true,6.00165,5.79708,8.75526,698859,479061,723521,0.639112,0.397961,0.998775,3.99,2026-09-20,0.0127029,12.7029,true,
toy-1b,h100-sxm,8,on-demand,Lambda,,1x H100 SXM,1,bf16,4096,1,1,1,8,3,true,6.00165,5.79708,8.75526,698859,479061,723521,0.639112,0.397961,0.998775,4.29,2026-09-20,0.013658,13.658,true,
toy-1b,h100-sxm,8,on-demand,RunPod,,H100 SXM (secure cloud),1,bf16,4096,1,1,1,8,3,true,6.00165,5.79708,8.75526,698859,479061,723521,0.639112,0.397961,0.998775,3.99,2026-11-09,0.0127029,12.7029,true,
toy-1b,h100-sxm,8,on-demand,CoreWeave,,HGX H100 8x,8,bf16,4096,1,1,1,8,3,true,6.00165,5.79708,8.75526,698859,479061,723521,0.639112,0.397961,0.998775,6.155,2026-02-01,0.0195956,19.5956,true,
toy-1b,h100-sxm,8,on-demand,Crusoe,,H100 SXM 80GB,1,bf16,4096,1,1,1,8,3,true,6.00165,5.79708,8.75526,698859,479061,723521,0.639112,0.397961,0.998775,3.9,2026-08-19,0.0124164,12.4164,true,
toy-1b,h100-sxm,8,on-demand,Hyperstack,,H100 SXM,1,bf16,4096,1,1,1,8,3,true,6.00165,5.79708,8.75526,698859,479061,723521,0.639112,0.397961,0.998775,3.2,2026-08-26,0.0101878,10.1878,true,
toy-1b,h100-sxm,8,spot,GCP,,a3-highgpu-8g,8,bf16,4096,1,1,1,8,3,true,6.00165,5.79708,8.75526,698859,479061,723521,0.639112,0.397961,0.998775,6.571,2026-09-26,0.0209257,20.9257,true,
toy-1b,h100-sxm,8,spot,Crusoe,,H100 SXM 80GB,1,bf16,4096,1,1,1,8,3,true,6.00165,5.79708,8.75526,698859,479061,723521,0.639112,0.397961,0.998775,1.6,2026-08-19,0.00509528,5.09528,true,
toy-1b,h100-sxm,8,spot,AWS,us-east-2,p5.48xlarge,8,bf16,4096,1,1,1,8,3,true,6.00165,5.79708,8.75526,698859,479061,723521,0.639112,0.397961,0.998775,1.7975,,0.00572423,5.72423,true,
toy-1b,h100-sxm,8,marketplace,RunPod,,H100 SXM (community cloud),1,bf16,4096,1,1,1,8,3,true,6.00165,5.79708,8.75526,698859,479061,723521,0.639112,0.397961,0.998775,2.69,2026-11-09,0.00856411,8.56411,true,
toy-1b,h100-sxm,8,marketplace,Vast.ai,,H100 SXM (marketplace median),1,bf16,4096,1,1,1,8,3,true,6.00165,5.79708,8.75526,698859,479061,723521,0.639112,0.397961,0.998775,2.4024,2026-10-19,0.00764849,7.64849,true,
toy-1b,h100-sxm,8,marketplace,Vast.ai,,H100 SXM (cheapest listed),1,bf16,4096,1,1,1,8,3,true,6.00165,5.79708,8.75526,698859,479061,723521,0.639112,0.397961,0.998775,1.8,,0.00573063,5.73063,true,
toy-1b,h100-sxm,8,on-demand,AWS,us-east-1,p5.4xlarge,1,bf16,4096,2,1,1,8,3,true,6.00165,5.79708,7.75845,698859,540611,723521,0.639112,0.397961,0.998775,6.88,2026-08-26,0.0219038,21.9038,true,
toy-1b,h100-sxm,8,on-demand,AWS,us-east-1,p5.48xlarge,8,bf16,4096,2,1,1,8,3,true,6.00165,5.79708,7.75845,698859,540611,723521,0.639112,0.397961,0.998775,6.88,2026-08-26,0.0219038,21.9038,true,
toy-1b,h100-sxm,8,on-demand,GCP,,a3-highgpu-8g,8,bf16,4096,2,1,1,8,3,true,6.00165,5.79708,7.75845,698859,540611,723521,0.639112,0.397961,0.998775,10.9791,2026-09-26,0.034954,34.954,true,
toy-1b,h100-sxm,8,on-demand,Azure,eastus,Standard_ND96isr_H100_v5,8,bf16,4096,2,1,1,8,3,true,6.00165,5.79708,7.75845,698859,540611,723521,0.639112,0.397961,0.998775,12.29,2026-11-09,0.0391275,39.1275,true,
toy-1b,h100-sxm,8,on-demand,Lambda,,8x H100 SXM,8,bf16,4096,2,1,1,8,3,true,6.00165,5.79708,7.75845,698859,540611,723521,0.639112,0.397961,0.998775,3.99,2026-09-20,0.0127029,12.7029,true,
toy-1b,h100-sxm,8,on-demand,Lambda,,1x H100 SXM,1,bf16,4096,2,1,1,8,3,true,6.00165,5.79708,7.75845,698859,540611,723521,0.639112,0.397961,0.998775,4.29,2026-09-20,0.013658,13.658,true,
toy-1b,h100-sxm,8,on-demand,RunPod,,H100 SXM (secure cloud),1,bf16,4096,2,1,1,8,3,true,6.00165,5.79708,7.75845,698859,540611,723521,0.639112,0.397961,0.998775,3.99,2026-11-09,0.0127029,12.7029,true,
toy-1b,h100-sxm,8,on-demand,CoreWeave,,HGX H100 8x,8,bf16,4096,2,1,1,8,3,true,6.00165,5.79708,7.75845,698859,540611,723521,0.639112,0.397961,0.998775,6.155,2026-02-01,0.0195956,19.5956,true,
toy-1b,h100-sxm,8,on-demand,Crusoe,,H100 SXM 80GB,1,bf16,4096,2,1,1,8,3,true,6.00165,5.79708,7.75845,698859,540611,723521,0.639112,0.397961,0.998775,3.9,2026-08-19,0.0124164,12.4164,true,
toy-1b,h100-sxm,8,on-demand,Hyperstack,,H100 SXM,1,bf16,4096,2,1,1,8,3,true,6.00165,5.79708,7.75845,698859,540611,723521,0.639112,0.397961,0.998775,3.2,2026-08-26,0.0101878,10.1878,true,
toy-1b,h100-sxm,8,spot,GCP,,a3-highgpu-8g,8,bf16,4096,2,1,1,8,3,true,6.00165,5.79708,7.75845,698859,540611,723521,0.639112,0.397961,0.998775,6.571,2026-09-26,0.0209257,20.9257,true,
toy-1b,h100-sxm,8,spot,Crusoe,,H100 SXM 80GB,1,bf16,4096,2,1,1,8,3,true,6.00165,5.79708,7.75845,698859,540611,723521,0.639112,0.397961,0.998775,1.6,2026-08-19,0.00509528,5.09528,true,
toy-1b,h100-sxm,8,spot,AWS,us-east-2,p5.48xlarge,8,bf16,4096,2,1,1,8,3,true,6.00165,5.79708,7.75845,698859,540611,723521,0.639112,0.397961,0.998775,1.7975,,0.00572423,5.72423,true,
toy-1b,h100-sxm,8,marketplace,RunPod,,H100 SXM (community cloud),1,bf16,4096,2,1,1,8,3,true,6.00165,5.79708,7.75845,698859,540611,723521,0.639112,0.397961,0.998775,2.69,2026-11-09,0.00856411,8.56411,true,
toy-1b,h100-sxm,8,marketplace,Vast.ai,,H100 SXM (marketplace median),1,bf16,4096,2,1,1,8,3,true,6.00165,5.79708,7.75845,698859,540611,723521,0.639112,0.397961,0.998775,2.4024,2026-10-19,0.00764849,7.64849,true,
toy-1b,h100-sxm,8,marketplace,Vast.ai,,H100 SXM (cheapest listed),1,bf16,4096,2,1,1,8,3,true,6.00165,5.79708,7.75845,698859,540611,723521,0.639112,0.397961,0.998775,1.8,,0.00573063,5.73063,true,
toy-1b,h100-sxm,8,on-demand,AWS,us-east-1,p5.4xlarge,1,bf16,4096,4,1,1,8,3,true,6.00165,5.79708,7.26005,698859,577724,723521,0.639112,0.397961,0.998775,6.88,2026-08-26,0.0219038,21.9038,true,
toy-1b,h100-sxm,8,on-demand,AWS,us-east-1,p5.48xlarge,8,bf16,4096,4,1,1,8,3,true,6.00165,5.79708,7.26005,698859,577724,723521,0.639112,0.397961,0.998775,6.88,2026-08-26,0.0219038,21.9038,true,
toy-1b,h100-sxm,8,on-demand,GCP,,a3-highgpu-8g,8,bf16,4096,4,1,1,8,3,true,6.00165,5.79708,7.26005,698859,577724,723521,0.639112,0.397961,0.998775,10.9791,2026-09-26,0.034954,34.954,true,
toy-1b,h100-sxm,8,on-demand,Azure,eastus,Standard_ND96isr_H100_v5,8,bf16,4096,4,1,1,8,3,true,6.00165,5.79708,7.26005,698859,577724,723521,0.639112,0.397961,0.998775,12.29,2026-11-09,0.0391275,39.1275,true,
toy-1b,h100-sxm,8,on-demand,Lambda,,8x H100 SXM,8,bf16,4096,4,1,1,8,3,true,6.00165,5.79708,7.26005,698859,577724,723521,0.639112,0.397961,0.998775,3.99,2026-09-20,0.0127029,12.7029,true,
toy-1b,h100-sxm,8,on-demand,Lambda,,1x H100 SXM,1,bf16,4096,4,1,1,8,3,true,6.00165,5.79708,7.26005,698859,577724,723521,0.639112,0.397961,0.998775,4.29,2026-09-20,0.013658,13.658,true,
toy-1b,h100-sxm,8,on-demand,RunPod,,H100 SXM (secure cloud),1,bf16,4096,4,1,1,8,3,true,6.00165,5.79708,7.26005,698859,577724,723521,0.639112,0.397961,0.998775,3.99,2026-11-09,0.0127029,12.7029,true,
toy-1b,h100-sxm,8,on-demand,CoreWeave,,HGX H100 8x,8,bf16,4096,4,1,1,8,3,true,6.00165,5.79708,7.26005,698859,577724,723521,0.639112,0.397961,0.998775,6.155,2026-02-01,0.0195956,19.5956,true,
toy-1b,h100-sxm,8,on-demand,Crusoe,,H100 SXM 80GB,1,bf16,4096,4,1,1,8,3,true,6.00165,5.79708,7.26005,698859,577724,723521,0.639112,0.397961,0.998775,3.9,2026-08-19,0.0124164,12.4164,true,
toy-1b,h100-sxm,8,on-demand,Hyperstack,,H100 SXM,1,bf16,4096,4,1,1,8,3,true,6.00165,5.79708,7.26005,698859,577724,723521,0.639112,0.397961,0.998775,3.2,2026-08-26,0.0101878,10.1878,true,
toy-1b,h100-sxm,8,spot,GCP,,a3-highgpu-8g,8,bf16,4096,4,1,1,8,3,true,6.00165,5.79708,7.26005,698859,577724,723521,0.639112,0.397961,0.998775,6.571,2026-09-26,0.0209257,20.9257,true,
toy-1b,h100-sxm,8,spot,Crusoe,,H100 SXM 80GB,1,bf16,4096,4,1,1,8,3,true,6.00165,5.79708,7.26005,698859,577724,723521,0.639112,0.397961,0.998775,1.6,2026-08-19,0.00509528,5.09528,true,
toy-1b,h100-sxm,8,spot,AWS,us-east-2,p5.48xlarge,8,bf16,4096,4,1,1,8,3,true,6.00165,5.79708,7.26005,698859,577724,723521,0.639112,0.397961,0.998775,1.7975,,0.00572423,5.72423,true,
toy-1b,h100-sxm,8,marketplace,RunPod,,H100 SXM (community cloud),1,bf16,4096,4,1,1,8,3,true,6.00165,5.79708,7.26005,698859,577724,723521,0.639112,0.397961,0.998775,2.69,2026-11-09,0.00856411,8.56411,true,
toy-1b,h100-sxm,8,marketplace,Vast.ai,,H100 SXM (marketplace median),1,bf16,4096,4,1,1,8,3,true,6.00165,5.79708,7.26005,698859,577724,723521,0.639112,0.397961,0.998775,2.4024,2026-10-19,0.00764849,7.64849,true,
toy-1b,h100-sxm,8,marketplace,Vast.ai,,H100 SXM (cheapest listed),1,bf16,4096,4,1,1,8,3,true,6.00165,5.79708,7.26005,698859,577724,723521,0.639112,0.397961,0.998775,1.8,,0.00573063,5.73063,true,
toy-1b,h100-sxm,8,on-demand,AWS,us-east-1,p5.4xlarge,1,bf16,4096,8,1,1,8,3,true,6.00165,5.79708,7.01085,698859,598259,723521,0.639112,0.397961,0.998775,6.88,2026-08-26,0.0219038,21.9038,true,
toy-1b,h100-sxm,8,on-demand,AWS,us-east-1,p5.48xlarge,8,bf16,4096,8,1,1,8,3,true,6.00165,5.79708,7.01085,698859,598259,723521,0.639112,0.397961,0.998775,6.88,2026-08-26,0.0219038,21.9038,true,
toy-1b,h100-sxm,8,on-demand,GCP,,a3-highgpu-8g,8,bf16,4096,8,1,1,8,3,true,6.00165,5.79708,7.01085,698859,598259,723521,0.639112,0.397961,0.998775,10.9791,2026-09-26,0.034954,34.954,true,
toy-1b,h100-sxm,8,on-demand,Azure,eastus,Standard_ND96isr_H100_v5,8,bf16,4096,8,1,1,8,3,true,6.00165,5.79708,7.01085,698859,598259,723521,0.639112,0.397961,0.998775,12.29,2026-11-09,0.0391275,39.1275,true,
toy-1b,h100-sxm,8,on-demand,Lambda,,8x H100 SXM,8,bf16,4096,8,1,1,8,3,true,6.00165,5.79708,7.01085,698859,598259,723521,0.639112,0.397961,0.998775,3.99,2026-09-20,0.0127029,12.7029,true,
toy-1b,h100-sxm,8,on-demand,Lambda,,1x H100 SXM,1,bf16,4096,8,1,1,8,3,true,6.00165,5.79708,7.01085,698859,598259,723521,0.639112,0.397961,0.998775,4.29,2026-09-20,0.013658,13.658,true,
toy-1b,h100-sxm,8,on-demand,RunPod,,H100 SXM (secure cloud),1,bf16,4096,8,1,1,8,3,true,6.00165,5.79708,7.01085,698859,598259,723521,0.639112,0.397961,0.998775,3.99,2026-11-09,0.0127029,12.7029,true,
toy-1b,h100-sxm,8,on-demand,CoreWeave,,HGX H100 8x,8,bf16,4096,8,1,1,8,3,true,6.00165,5.79708,7.01085,698859,598259,723521,0.639112,0.397961,0.998775,6.155,2026-02-01,0.0195956,19.5956,true,
toy-1b,h100-sxm,8,on-demand,Crusoe,,H100 SXM 80GB,1,bf16,4096,8,1,1,8,3,true,6.00165,5.79708,7.01085,698859,598259,723521,0.639112,0.397961,0.998775,3.9,2026-08-19,0.0124164,12.4164,true,
toy-1b,h100-sxm,8,on-demand,Hyperstack,,H100 SXM,1,bf16,4096,8,1,1,8,3,true,6.00165,5.79708,7.01085,698859,598259,723521,0.639112,0.397961,0.998775,3.2,2026-08-26,0.0101878,10.1878,true,
toy-1b,h100-sxm,8,spot,GCP,,a3-highgpu-8g,8,bf16,4096,8,1,1,8,3,true,6.00165,5.79708,7.01085,698859,598259,723521,0.639112,0.397961,0.998775,6.571,2026-09-26,0.0209257,20.9257,true,
toy-1b,h100-sxm,8,spot,Crusoe,,H100 SXM 80GB,1,bf16,4096,8,1,1,8,3,true,6.00165,5.79708,7.01085,698859,598259,723521,0.639112,0.397961,0.998775,1.6,2026-08-19,0.00509528,5.09528,true,
toy-1b,h100-sxm,8,spot,AWS,us-east-2,p5.48xlarge,8,bf16,4096,8,1,1,8,3,true,6.00165,5.79708,7.01085,698859,598259,723521,0.639112,0.397961,0.998775,1.7975,,0.00572423,5.72423,true,
toy-1b,h100-sxm,8,marketplace,RunPod,,H100 SXM (community cloud),1,bf16,4096,8,1,1,8,3,true,6.00165,5.79708,7.01085,698859,598259,723521,0.639112,0.397961,0.998775,2.69,2026-11-09,0.00856411,8.56411,true,
toy-1b,h100-sxm,8,marketplace,Vast.ai,,H100 SXM (marketplace median),1,bf16,4096,8,1,1,8,3,true,6.00165,5.79708,7.01085,698859,598259,723521,0.639112,0.397961,0.998775,2.4024,2026-10-19,0.00764849,7.64849,true,
toy-1b,h100-sxm,8,marketplace,Vast.ai,,H100 SXM (cheapest listed),1,bf16,4096,8,1,1,8,3,true,6.00165,5.79708,7.01085,698859,598259,723521,0.639112,0.397961,0.998775,1.8,,0.00573063,5.73063,true,
toy-1b,h100-pcie,1,on-demand,Lambda,,1x H100 PCIe,1,bf16,4096,1,1,1,1,0,true,65.839,63.4425,74.0212,63705.5,56663.5,66111.9,0.609964,4.36558,0.998801,3.29,2026-09-20,0.0143628,14.3628,true,
toy-1b,h100-pcie,1,on-demand,RunPod,,H100 PCIe (secure cloud),1,bf16,4096,1,1,1,1,0,true,65.839,63.4425,74.0212,63705.5,56663.5,66111.9,0.609964,4.36558,0.998801,2.89,2026-11-09,0.0126165,12.6165,true,
toy-1b,h100-pcie,1,on-demand,Hyperstack,,H100 PCIe NVLink,1,bf16,4096,1,1,1,1,0,true,65.839,63.4425,74.0212,63705.5,56663.5,66111.9,0.609964,4.36558,0.998801,2.6,2026-08-26,0.0113505,11.3505,true,
toy-1b,h100-pcie,1,on-demand,Lambda,,1x H100 PCIe,1,bf16,4096,2,1,1,1,0,true,65.839,63.4425,74.0212,63705.5,56663.5,66111.9,0.609964,4.36558,0.998801,3.29,2026-09-20,0.0143628,14.3628,true,
toy-1b,h100-pcie,1,on-demand,RunPod,,H100 PCIe (secure cloud),1,bf16,4096,2,1,1,1,0,true,65.839,63.4425,74.0212,63705.5,56663.5,66111.9,0.609964,4.36558,0.998801,2.89,2026-11-09,0.0126165,12.6165,true,
toy-1b,h100-pcie,1,on-demand,Hyperstack,,H100 PCIe NVLink,1,bf16,4096,2,1,1,1,0,true,65.839,63.4425,74.0212,63705.5,56663.5,66111.9,0.609964,4.36558,0.998801,2.6,2026-08-26,0.0113505,11.3505,true,
toy-1b,h100-pcie,1,on-demand,Lambda,,1x H100 PCIe,1,bf16,4096,4,1,1,1,0,true,65.839,63.4425,74.0212,63705.5,56663.5,66111.9,0.609964,4.36558,0.998801,3.29,2026-09-20,0.0143628,14.3628,true,
toy-1b,h100-pcie,1,on-demand,RunPod,,H100 PCIe (secure cloud),1,bf16,4096,4,1,1,1,0,true,65.839,63.4425,74.0212,63705.5,56663.5,66111.9,0.609964,4.36558,0.998801,2.89,2026-11-09,0.0126165,12.6165,true,
toy-1b,h100-pcie,1,on-demand,Hyperstack,,H100 PCIe NVLink,1,bf16,4096,4,1,1,1,0,true,65.839,63.4425,74.0212,63705.5,56663.5,66111.9,0.609964,4.36558,0.998801,2.6,2026-08-26,0.0113505,11.3505,true,
toy-1b,h100-pcie,1,on-demand,Lambda,,1x H100 PCIe,1,bf16,4096,8,1,1,1,0,true,65.839,63.4425,74.0212,63705.5,56663.5,66111.9,0.609964,4.36558,0.998801,3.29,2026-09-20,0.0143628,14.3628,true,
toy-1b,h100-pcie,1,on-demand,RunPod,,H100 PCIe (secure cloud),1,bf16,4096,8,1,1,1,0,true,65.839,63.4425,74.0212,63705.5,56663.5,66111.9,0.609964,4.36558,0.998801,2.89,2026-11-09,0.0126165,12.6165,true,
toy-1b,h100-pcie,1,on-demand,Hyperstack,,H100 PCIe NVLink,1,bf16,4096,8,1,1,1,0,true,65.839,63.4425,74.0212,63705.5,56663.5,66111.9,0.609964,4.36558,0.998801,2.6,2026-08-26,0.0113505,11.3505,true,
toy-1b,h100-pcie,2,on-demand,Lambda,,1x H100 PCIe,1,bf16,4096,1,1,1,2,3,true,32.9196,31.7213,43.8562,127411,95637.6,132224,0.609963,2.1828,0.998797,3.29,2026-09-20,0.0143628,14.3628,true,
toy-1b,h100-pcie,2,on-demand,RunPod,,H100 PCIe (secure cloud),1,bf16,4096,1,1,1,2,3,true,32.9196,31.7213,43.8562,127411,95637.6,132224,0.609963,2.1828,0.998797,2.89,2026-11-09,0.0126166,12.6166,true,
toy-1b,h100-pcie,2,on-demand,Hyperstack,,H100 PCIe NVLink,1,bf16,4096,1,1,1,2,3,true,32.9196,31.7213,43.8562,127411,95637.6,132224,0.609963,2.1828,0.998797,2.6,2026-08-26,0.0113506,11.3506,true,
toy-1b,h100-pcie,2,on-demand,Lambda,,1x H100 PCIe,1,bf16,4096,2,1,1,2,3,true,32.9196,31.7213,40.4367,127411,103725,132224,0.609963,2.1828,0.998797,3.29,2026-09-20,0.0143628,14.3628,true,
toy-1b,h100-pcie,2,on-demand,RunPod,,H100 PCIe (secure cloud),1,bf16,4096,2,1,1,2,3,true,32.9196,31.7213,40.4367,127411,103725,132224,0.609963,2.1828,0.998797,2.89,2026-11-09,0.0126166,12.6166,true,
toy-1b,h100-pcie,2,on-demand,Hyperstack,,H100 PCIe NVLink,1,bf16,4096,2,1,1,2,3,true,32.9196,31.7213,40.4367,127411,103725,132224,0.609963,2.1828,0.998797,2.6,2026-08-26,0.0113506,11.3506,true,
toy-1b,h100-pcie,2,on-demand,Lambda,,1x H100 PCIe,1,bf16,4096,4,1,1,2,3,true,32.9196,31.7213,38.727,127411,108304,132224,0.609963,2.1828,0.998797,3.29,2026-09-20,0.0143628,14.3628,true,
toy-1b,h100-pcie,2,on-demand,RunPod,,H100 PCIe (secure cloud),1,bf16,4096,4,1,1,2,3,true,32.9196,31.7213,38.727,127411,108304,132224,0.609963,2.1828,0.998797,2.89,2026-11-09,0.0126166,12.6166,true,
toy-1b,h100-pcie,2,on-demand,Hyperstack,,H100 PCIe NVLink,1,bf16,4096,4,1,1,2,3,true,32.9196,31.7213,38.727,127411,108304,132224,0.609963,2.1828,0.998797,2.6,2026-08-26,0.0113506,11.3506,true,
toy-1b,h100-pcie,2,on-demand,Lambda,,1x H100 PCIe,1,bf16,4096,8,1,1,2,3,true,32.9196,31.7213,37.8721,127411,110749,132224,0.609963,2.1828,0.998797,3.29,2026-09-20,0.0143628,14.3628,true,
toy-1b,h100-pcie,2,on-demand,RunPod,,H100 PCIe (secure cloud),1,bf16,4096,8,1,1,2,3,true,32.9196,31.7213,37.8721,127411,110749,132224,0.609963,2.1828,0.998797,2.89,2026-11-09,0.0126166,12.6166,true,
toy-1b,h100-pcie,2,on-demand,Hyperstack,,H100 PCIe NVLink,1,bf16,4096,8,1,1,2,3,true,32.9196,31.7213,37.8721,127411,110749,132224,0.609963,2.1828,0.998797,2.6,2026-08-26,0.0113506,11.3506,true,
toy-1b,h100-pcie,4,on-demand,Lambda,,1x H100 PCIe,1,bf16,4096,1,1,1,4,1,true,16.5014,15.8985,18.5963,254178,225544,263818,0.608424,1.09417,0.99879,3.29,2026-09-20,0.0143993,14.3993,true,
toy-1b,h100-pcie,4,on-demand,RunPod,,H100 PCIe (secure cloud),1,bf16,4096,1,1,1,4,1,true,16.5014,15.8985,18.5963,254178,225544,263818,0.608424,1.09417,0.99879,2.89,2026-11-09,0.0126486,12.6486,true,
toy-1b,h100-pcie,4,on-demand,Hyperstack,,H100 PCIe NVLink,1,bf16,4096,1,1,1,4,1,true,16.5014,15.8985,18.5963,254178,225544,263818,0.608424,1.09417,0.99879,2.6,2026-08-26,0.0113794,11.3794,true,
toy-1b,h100-pcie,4,on-demand,Lambda,,1x H100 PCIe,1,bf16,4096,2,1,1,4,3,true,16.4602,15.8611,30.208,254815,138847,264440,0.609948,1.09144,0.99879,3.29,2026-09-20,0.0143633,14.3633,true,
toy-1b,h100-pcie,4,on-demand,RunPod,,H100 PCIe (secure cloud),1,bf16,4096,2,1,1,4,3,true,16.4602,15.8611,30.208,254815,138847,264440,0.609948,1.09144,0.99879,2.89,2026-11-09,0.012617,12.617,true,
toy-1b,h100-pcie,4,on-demand,Hyperstack,,H100 PCIe NVLink,1,bf16,4096,2,1,1,4,3,true,16.4602,15.8611,30.208,254815,138847,264440,0.609948,1.09144,0.99879,2.6,2026-08-26,0.0113509,11.3509,true,
toy-1b,h100-pcie,4,on-demand,Lambda,,1x H100 PCIe,1,bf16,4096,4,1,1,4,3,true,16.4602,15.8611,24.3794,254815,172043,264440,0.609948,1.09144,0.99879,3.29,2026-09-20,0.0143633,14.3633,true,
toy-1b,h100-pcie,4,on-demand,RunPod,,H100 PCIe (secure cloud),1,bf16,4096,4,1,1,4,3,true,16.4602,15.8611,24.3794,254815,172043,264440,0.609948,1.09144,0.99879,2.89,2026-11-09,0.012617,12.617,true,
toy-1b,h100-pcie,4,on-demand,Hyperstack,,H100 PCIe NVLink,1,bf16,4096,4,1,1,4,3,true,16.4602,15.8611,24.3794,254815,172043,264440,0.609948,1.09144,0.99879,2.6,2026-08-26,0.0113509,11.3509,true,
toy-1b,h100-pcie,4,on-demand,Lambda,,1x H100 PCIe,1,bf16,4096,8,1,1,4,3,true,16.4602,15.8611,21.4651,254815,195401,264440,0.609948,1.09144,0.99879,3.29,2026-09-20,0.0143633,14.3633,true,
toy-1b,h100-pcie,4,on-demand,RunPod,,H100 PCIe (secure cloud),1,bf16,4096,8,1,1,4,3,true,16.4602,15.8611,21.4651,254815,195401,264440,0.609948,1.09144,0.99879,2.89,2026-11-09,0.012617,12.617,true,
toy-1b,h100-pcie,4,on-demand,Hyperstack,,H100 PCIe NVLink,1,bf16,4096,8,1,1,4,3,true,16.4602,15.8611,21.4651,254815,195401,264440,0.609948,1.09144,0.99879,2.6,2026-08-26,0.0113509,11.3509,true,
toy-1b,h100-pcie,8,on-demand,Lambda,,1x H100 PCIe,1,bf16,4096,1,1,1,8,1,true,8.28433,7.98013,9.35887,506294,448164,525593,0.605955,0.549322,0.998775,3.29,2026-09-20,0.0144582,14.4582,true,
toy-1b,h100-pcie,8,on-demand,RunPod,,H100 PCIe (secure cloud),1,bf16,4096,1,1,1,8,1,true,8.28433,7.98013,9.35887,506294,448164,525593,0.605955,0.549322,0.998775,2.89,2026-11-09,0.0127003,12.7003,true,
toy-1b,h100-pcie,8,on-demand,Hyperstack,,H100 PCIe NVLink,1,bf16,4096,1,1,1,8,1,true,8.28433,7.98013,9.35887,506294,448164,525593,0.605955,0.549322,0.998775,2.6,2026-08-26,0.0114259,11.4259,true,
toy-1b,h100-pcie,8,on-demand,Lambda,,1x H100 PCIe,1,bf16,4096,2,1,1,8,3,true,8.2304,7.9308,16.1053,509611,260431,528863,0.609926,0.545746,0.998775,3.29,2026-09-20,0.014364,14.364,true,
toy-1b,h100-pcie,8,on-demand,RunPod,,H100 PCIe (secure cloud),1,bf16,4096,2,1,1,8,3,true,8.2304,7.9308,16.1053,509611,260431,528863,0.609926,0.545746,0.998775,2.89,2026-11-09,0.0126176,12.6176,true,
toy-1b,h100-pcie,8,on-demand,Hyperstack,,H100 PCIe NVLink,1,bf16,4096,2,1,1,8,3,true,8.2304,7.9308,16.1053,509611,260431,528863,0.609926,0.545746,0.998775,2.6,2026-08-26,0.0113515,11.3515,true,
toy-1b,h100-pcie,8,on-demand,Lambda,,1x H100 PCIe,1,bf16,4096,4,1,1,8,3,true,8.2304,7.9308,12.7055,509611,330117,528863,0.609926,0.545746,0.998775,3.29,2026-09-20,0.014364,14.364,true,
toy-1b,h100-pcie,8,on-demand,RunPod,,H100 PCIe (secure cloud),1,bf16,4096,4,1,1,8,3,true,8.2304,7.9308,12.7055,509611,330117,528863,0.609926,0.545746,0.998775,2.89,2026-11-09,0.0126176,12.6176,true,
toy-1b,h100-pcie,8,on-demand,Hyperstack,,H100 PCIe NVLink,1,bf16,4096,4,1,1,8,3,true,8.2304,7.9308,12.7055,509611,330117,528863,0.609926,0.545746,0.998775,2.6,2026-08-26,0.0113515,11.3515,true,
toy-1b,h100-pcie,8,on-demand,Lambda,,1x H100 PCIe,1,bf16,4096,8,1,1,8,3,true,8.2304,7.9308,11.0056,509611,381105,528863,0.609926,0.545746,0.998775,3.29,2026-09-20,0.014364,14.364,true,
toy-1b,h100-pcie,8,on-demand,RunPod,,H100 PCIe (secure cloud),1,bf16,4096,8,1,1,8,3,true,8.2304,7.9308,11.0056,509611,381105,528863,0.609926,0.545746,0.998775,2.89,2026-11-09,0.0126176,12.6176,true,
toy-1b,h100-pcie,8,on-demand,Hyperstack,,H100 PCIe NVLink,1,bf16,4096,8,1,1,8,3,true,8.2304,7.9308,11.0056,509611,381105,528863,0.609926,0.545746,0.998775,2.6,2026-08-26,0.0113515,11.3515,true,
toy-1b,rtx-4090,1,marketplace,RunPod,,RTX 4090 (community cloud),1,bf16,4096,1,,,,,false,,,,,,,,,,0.34,2026-09-25,,,,does not fit in any layout
toy-1b,rtx-4090,1,marketplace,Vast.ai,,RTX 4090 (cheapest listed),1,bf16,4096,1,,,,,false,,,,,,,,,,0.4,,,,,does not fit in any layout
toy-1b,rtx-4090,1,owned,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,rtx-4090,1,marketplace,RunPod,,RTX 4090 (community cloud),1,bf16,4096,2,,,,,false,,,,,,,,,,0.34,2026-09-25,,,,does not fit in any layout
toy-1b,rtx-4090,1,marketplace,Vast.ai,,RTX 4090 (cheapest listed),1,bf16,4096,2,,,,,false,,,,,,,,,,0.4,,,,,does not fit in any layout
toy-1b,rtx-4090,1,owned,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,rtx-4090,1,marketplace,RunPod,,RTX 4090 (community cloud),1,bf16,4096,4,,,,,false,,,,,,,,,,0.34,2026-09-25,,,,does not fit in any layout
toy-1b,rtx-4090,1,marketplace,Vast.ai,,RTX 4090 (cheapest listed),1,bf16,4096,4,,,,,false,,,,,,,,,,0.4,,,,,does not fit in any layout
toy-1b,rtx-4090,1,owned,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,rtx-4090,1,marketplace,RunPod,,RTX 4090 (community cloud),1,bf16,4096,8,,,,,false,,,,,,,,,,0.34,2026-09-25,,,,does not fit in any layout
toy-1b,rtx-4090,1,marketplace,Vast.ai,,RTX 4090 (cheapest listed),1,bf16,4096,8,,,,,false,,,,,,,,,,0.4,,,,,does not fit in any layout
toy-1b,rtx-4090,1,owned,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,rtx-4090,2,marketplace,RunPod,,RTX 4090 (community cloud),1,bf16,4096,1,1,1,2,3,true,138.021,133.716,219.633,30388.9,19096.8,31367.2,0.66577,9.15178,0.998797,0.34,2026-09-25,0.00622321,6.22321,true,
toy-1b,rtx-4090,2,marketplace,Vast.ai,,RTX 4090 (cheapest listed),1,bf16,4096,1,1,1,2,3,true,138.021,133.716,219.633,30388.9,19096.8,31367.2,0.66577,9.15178,0.998797,0.4,,0.00732142,7.32142,true,
toy-1b,rtx-4090,2,owned,,,,,bf16,4096,1,1,1,2,3,true,138.021,133.716,219.633,30388.9,19096.8,31367.2,0.66577,9.15178,0.998797,,,0.00937441,9.37441,true,
toy-1b,rtx-4090,2,marketplace,RunPod,,RTX 4090 (community cloud),1,bf16,4096,2,1,1,2,3,true,138.021,133.716,187.683,30388.9,22347.8,31367.2,0.66577,9.15178,0.998797,0.34,2026-09-25,0.00622321,6.22321,true,
toy-1b,rtx-4090,2,marketplace,Vast.ai,,RTX 4090 (cheapest listed),1,bf16,4096,2,1,1,2,3,true,138.021,133.716,187.683,30388.9,22347.8,31367.2,0.66577,9.15178,0.998797,0.4,,0.00732142,7.32142,true,
toy-1b,rtx-4090,2,owned,,,,,bf16,4096,2,1,1,2,3,true,138.021,133.716,187.683,30388.9,22347.8,31367.2,0.66577,9.15178,0.998797,,,0.00937441,9.37441,true,
toy-1b,rtx-4090,2,marketplace,RunPod,,RTX 4090 (community cloud),1,bf16,4096,4,2,1,1,0,true,180.119,165.926,216.36,23286.3,19385.7,25278.1,0.510163,11.9432,0.998797,0.34,2026-09-25,0.00812137,8.12137,true,
toy-1b,rtx-4090,2,marketplace,Vast.ai,,RTX 4090 (cheapest listed),1,bf16,4096,4,2,1,1,0,true,180.119,165.926,216.36,23286.3,19385.7,25278.1,0.510163,11.9432,0.998797,0.4,,0.00955455,9.55455,true,
toy-1b,rtx-4090,2,owned,,,,,bf16,4096,4,2,1,1,0,true,180.119,165.926,216.36,23286.3,19385.7,25278.1,0.510163,11.9432,0.998797,,,0.0122337,12.2337,true,
toy-1b,rtx-4090,2,marketplace,RunPod,,RTX 4090 (community cloud),1,bf16,4096,8,,,,,false,,,,,,,,,,0.34,2026-09-25,,,,does not fit in any layout
toy-1b,rtx-4090,2,marketplace,Vast.ai,,RTX 4090 (cheapest listed),1,bf16,4096,8,,,,,false,,,,,,,,,,0.4,,,,,does not fit in any layout
toy-1b,rtx-4090,2,owned,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,rtx-4090,4,marketplace,RunPod,,RTX 4090 (community cloud),1,bf16,4096,1,1,1,4,3,true,69.011,66.8585,125.848,60777.3,33328.4,62734,0.665765,4.57596,0.99879,0.34,2026-09-25,0.0062233,6.2233,true,
toy-1b,rtx-4090,4,marketplace,Vast.ai,,RTX 4090 (cheapest listed),1,bf16,4096,1,1,1,4,3,true,69.011,66.8585,125.848,60777.3,33328.4,62734,0.665765,4.57596,0.99879,0.4,,0.00732153,7.32153,true,
toy-1b,rtx-4090,4,owned,,,,,bf16,4096,1,1,1,4,3,true,69.011,66.8585,125.848,60777.3,33328.4,62734,0.665765,4.57596,0.99879,,,0.00937455,9.37455,true,
toy-1b,rtx-4090,4,marketplace,RunPod,,RTX 4090 (community cloud),1,bf16,4096,2,1,1,4,3,true,69.011,66.8585,101.888,60777.3,41165.7,62734,0.665765,4.57596,0.99879,0.34,2026-09-25,0.0062233,6.2233,true,
toy-1b,rtx-4090,4,marketplace,Vast.ai,,RTX 4090 (cheapest listed),1,bf16,4096,2,1,1,4,3,true,69.011,66.8585,101.888,60777.3,41165.7,62734,0.665765,4.57596,0.99879,0.4,,0.00732153,7.32153,true,
toy-1b,rtx-4090,4,owned,,,,,bf16,4096,2,1,1,4,3,true,69.011,66.8585,101.888,60777.3,41165.7,62734,0.665765,4.57596,0.99879,,,0.00937455,9.37455,true,
toy-1b,rtx-4090,4,marketplace,RunPod,,RTX 4090 (community cloud),1,bf16,4096,4,2,1,2,3,true,90.0601,82.9634,116.202,46572.3,36094.9,50556.1,0.510161,5.97167,0.99879,0.34,2026-09-25,0.00812148,8.12148,true,
toy-1b,rtx-4090,4,marketplace,Vast.ai,,RTX 4090 (cheapest listed),1,bf16,4096,4,2,1,2,3,true,90.0601,82.9634,116.202,46572.3,36094.9,50556.1,0.510161,5.97167,0.99879,0.4,,0.00955468,9.55468,true,
toy-1b,rtx-4090,4,owned,,,,,bf16,4096,4,2,1,2,3,true,90.0601,82.9634,116.202,46572.3,36094.9,50556.1,0.510161,5.97167,0.99879,,,0.0122339,12.2339,true,
toy-1b,rtx-4090,4,marketplace,RunPod,,RTX 4090 (community cloud),1,bf16,4096,8,4,1,1,0,true,131.962,115.075,168.46,31784.2,24897.9,36448.5,0.34817,8.75007,0.99879,0.34,2026-09-25,0.0119001,11.9001,true,
toy-1b,rtx-4090,4,marketplace,Vast.ai,,RTX 4090 (cheapest listed),1,bf16,4096,8,4,1,1,0,true,131.962,115.075,168.46,31784.2,24897.9,36448.5,0.34817,8.75007,0.99879,0.4,,0.0140001,14.0001,true,
toy-1b,rtx-4090,4,owned,,,,,bf16,4096,8,4,1,1,0,true,131.962,115.075,168.46,31784.2,24897.9,36448.5,0.34817,8.75007,0.99879,,,0.0179259,17.9259,true,
toy-1b,rtx-4090,8,marketplace,RunPod,,RTX 4090 (community cloud),1,bf16,4096,1,1,1,8,3,true,34.506,33.4296,66.9785,121553,62621.7,125467,0.665755,2.28804,0.998775,0.34,2026-09-25,0.00622348,6.22348,true,
toy-1b,rtx-4090,8,marketplace,Vast.ai,,RTX 4090 (cheapest listed),1,bf16,4096,1,1,1,8,3,true,34.506,33.4296,66.9785,121553,62621.7,125467,0.665755,2.28804,0.998775,0.4,,0.00732174,7.32174,true,
toy-1b,rtx-4090,8,owned,,,,,bf16,4096,1,1,1,8,3,true,34.506,33.4296,66.9785,121553,62621.7,125467,0.665755,2.28804,0.998775,,,0.00937482,9.37482,true,
toy-1b,rtx-4090,8,marketplace,RunPod,,RTX 4090 (community cloud),1,bf16,4096,2,1,1,8,3,true,34.506,33.4296,53.0026,121553,79133.9,125467,0.665755,2.28804,0.998775,0.34,2026-09-25,0.00622348,6.22348,true,
toy-1b,rtx-4090,8,marketplace,Vast.ai,,RTX 4090 (cheapest listed),1,bf16,4096,2,1,1,8,3,true,34.506,33.4296,53.0026,121553,79133.9,125467,0.665755,2.28804,0.998775,0.4,,0.00732174,7.32174,true,
toy-1b,rtx-4090,8,owned,,,,,bf16,4096,2,1,1,8,3,true,34.506,33.4296,53.0026,121553,79133.9,125467,0.665755,2.28804,0.998775,,,0.00937482,9.37482,true,
toy-1b,rtx-4090,8,marketplace,RunPod,,RTX 4090 (community cloud),1,bf16,4096,4,2,1,4,3,true,45.0306,41.4821,60.1283,93143.5,69755.8,101111,0.510155,2.98591,0.998775,0.34,2026-09-25,0.00812168,8.12168,true,
toy-1b,rtx-4090,8,marketplace,Vast.ai,,RTX 4090 (cheapest listed),1,bf16,4096,4,2,1,4,3,true,45.0306,41.4821,60.1283,93143.5,69755.8,101111,0.510155,2.98591,0.998775,0.4,,0.00955492,9.55492,true,
toy-1b,rtx-4090,8,owned,,,,,bf16,4096,4,2,1,4,3,true,45.0306,41.4821,60.1283,93143.5,69755.8,101111,0.510155,2.98591,0.998775,,,0.0122342,12.2342,true,
toy-1b,rtx-4090,8,marketplace,RunPod,,RTX 4090 (community cloud),1,bf16,4096,8,4,1,2,3,true,65.9814,57.5379,86.2451,63568,48632.4,72896.4,0.348167,4.37513,0.998775,0.34,2026-09-25,0.0119004,11.9004,true,
toy-1b,rtx-4090,8,marketplace,Vast.ai,,RTX 4090 (cheapest listed),1,bf16,4096,8,4,1,2,3,true,65.9814,57.5379,86.2451,63568,48632.4,72896.4,0.348167,4.37513,0.998775,0.4,,0.0140004,14.0004,true,
toy-1b,rtx-4090,8,owned,,,,,bf16,4096,8,4,1,2,3,true,65.9814,57.5379,86.2451,63568,48632.4,72896.4,0.348167,4.37513,0.998775,,,0.0179263,17.9263,true,
toy-1b,rtx-6000-ada,1,owned,,,,,bf16,4096,1,1,1,1,0,true,139.341,134.36,156.62,30101,26780.1,31216.9,0.598179,9.23927,0.998801,,,0.00563541,5.63541,true,
toy-1b,rtx-6000-ada,1,owned,,,,,bf16,4096,2,1,1,1,0,true,139.341,134.36,156.62,30101,26780.1,31216.9,0.598179,9.23927,0.998801,,,0.00563541,5.63541,true,
toy-1b,rtx-6000-ada,1,owned,,,,,bf16,4096,4,1,1,1,0,true,139.341,134.36,156.62,30101,26780.1,31216.9,0.598179,9.23927,0.998801,,,0.00563541,5.63541,true,
toy-1b,rtx-6000-ada,1,owned,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,rtx-6000-ada,2,owned,,,,,bf16,4096,1,1,1,2,3,true,69.671,67.1804,142.273,60201.6,29480.7,62433.5,0.598175,4.61968,0.998797,,,0.00563547,5.63547,true,
toy-1b,rtx-6000-ada,2,owned,,,,,bf16,4096,2,1,1,2,3,true,69.671,67.1804,110.323,60201.6,38018.5,62433.5,0.598175,4.61968,0.998797,,,0.00563547,5.63547,true,
toy-1b,rtx-6000-ada,2,owned,,,,,bf16,4096,4,1,1,2,3,true,69.671,67.1804,94.3476,60201.6,44455.8,62433.5,0.598175,4.61968,0.998797,,,0.00563547,5.63547,true,
toy-1b,rtx-6000-ada,2,owned,,,,,bf16,4096,8,2,1,1,0,true,111.671,99.341,138.795,37559.5,30219.4,42221.3,0.373199,7.40458,0.998797,,,0.00903272,9.03272,true,
toy-1b,rtx-6000-ada,4,owned,,,,,bf16,4096,1,1,1,4,3,true,34.836,33.5906,87.1677,120401,48117.7,124866,0.598166,2.30989,0.99879,,,0.0056356,5.6356,true,
toy-1b,rtx-6000-ada,4,owned,,,,,bf16,4096,2,1,1,4,3,true,34.836,33.5906,63.2081,120401,66357,124866,0.598166,2.30989,0.99879,,,0.0056356,5.6356,true,
toy-1b,rtx-6000-ada,4,owned,,,,,bf16,4096,4,1,1,4,3,true,34.836,33.5906,51.2284,120401,81874.6,124866,0.598166,2.30989,0.99879,,,0.0056356,5.6356,true,
toy-1b,rtx-6000-ada,4,owned,,,,,bf16,4096,8,1,2,2,3,true,38.1863,36.7145,47.1169,109838,89019.1,114241,0.545685,2.53204,0.99879,,,0.0061776,6.1776,true,
toy-1b,rtx-6000-ada,8,owned,,,,,bf16,4096,1,1,1,8,1,true,17.4966,16.8402,19.7959,239720,211878,249066,0.595477,1.16018,0.998775,,,0.00566113,5.66113,true,
toy-1b,rtx-6000-ada,8,owned,,,,,bf16,4096,2,1,1,8,3,true,17.4185,16.7957,33.6626,240796,124599,249725,0.598149,1.155,0.998775,,,0.00563584,5.63584,true,
toy-1b,rtx-6000-ada,8,owned,,,,,bf16,4096,4,1,1,8,3,true,17.4185,16.7957,26.6746,240796,157239,249725,0.598149,1.155,0.998775,,,0.00563584,5.63584,true,
toy-1b,rtx-6000-ada,8,owned,,,,,bf16,4096,8,1,2,4,3,true,19.3873,18.64,24.9191,216343,168317,225016,0.537405,1.28555,0.998775,,,0.00627287,6.27287,true,
toy-1b,h100-nvl,1,on-demand,Azure,eastus,Standard_NC40ads_H100_v5,1,bf16,4096,1,1,1,1,0,true,54.8289,53.0216,61.8067,76498,67861.6,79105.6,0.662755,3.63554,0.998801,6.98,2026-11-09,0.025376,25.376,true,
toy-1b,h100-nvl,1,on-demand,Azure,eastus,Standard_NC80adis_H100_v5,2,bf16,4096,1,1,1,1,0,true,54.8289,53.0216,61.8067,76498,67861.6,79105.6,0.662755,3.63554,0.998801,8.82,2026-11-09,0.0320654,32.0654,true,
toy-1b,h100-nvl,1,on-demand,RunPod,,H100 NVL (secure cloud),1,bf16,4096,1,1,1,1,0,true,54.8289,53.0216,61.8067,76498,67861.6,79105.6,0.662755,3.63554,0.998801,3.19,2026-11-09,0.0115974,11.5974,true,
toy-1b,h100-nvl,1,on-demand,Azure,eastus,Standard_NC40ads_H100_v5,1,bf16,4096,2,1,1,1,0,true,54.8289,53.0216,61.8067,76498,67861.6,79105.6,0.662755,3.63554,0.998801,6.98,2026-11-09,0.025376,25.376,true,
toy-1b,h100-nvl,1,on-demand,Azure,eastus,Standard_NC80adis_H100_v5,2,bf16,4096,2,1,1,1,0,true,54.8289,53.0216,61.8067,76498,67861.6,79105.6,0.662755,3.63554,0.998801,8.82,2026-11-09,0.0320654,32.0654,true,
toy-1b,h100-nvl,1,on-demand,RunPod,,H100 NVL (secure cloud),1,bf16,4096,2,1,1,1,0,true,54.8289,53.0216,61.8067,76498,67861.6,79105.6,0.662755,3.63554,0.998801,3.19,2026-11-09,0.0115974,11.5974,true,
toy-1b,h100-nvl,1,on-demand,Azure,eastus,Standard_NC40ads_H100_v5,1,bf16,4096,4,1,1,1,0,true,54.8289,53.0216,61.8067,76498,67861.6,79105.6,0.662755,3.63554,0.998801,6.98,2026-11-09,0.025376,25.376,true,
toy-1b,h100-nvl,1,on-demand,Azure,eastus,Standard_NC80adis_H100_v5,2,bf16,4096,4,1,1,1,0,true,54.8289,53.0216,61.8067,76498,67861.6,79105.6,0.662755,3.63554,0.998801,8.82,2026-11-09,0.0320654,32.0654,true,
toy-1b,h100-nvl,1,on-demand,RunPod,,H100 NVL (secure cloud),1,bf16,4096,4,1,1,1,0,true,54.8289,53.0216,61.8067,76498,67861.6,79105.6,0.662755,3.63554,0.998801,3.19,2026-11-09,0.0115974,11.5974,true,
toy-1b,h100-nvl,1,on-demand,Azure,eastus,Standard_NC40ads_H100_v5,1,bf16,4096,8,1,1,1,0,true,54.8289,53.0216,61.8067,76498,67861.6,79105.6,0.662755,3.63554,0.998801,6.98,2026-11-09,0.025376,25.376,true,
toy-1b,h100-nvl,1,on-demand,Azure,eastus,Standard_NC80adis_H100_v5,2,bf16,4096,8,1,1,1,0,true,54.8289,53.0216,61.8067,76498,67861.6,79105.6,0.662755,3.63554,0.998801,8.82,2026-11-09,0.0320654,32.0654,true,
toy-1b,h100-nvl,1,on-demand,RunPod,,H100 NVL (secure cloud),1,bf16,4096,8,1,1,1,0,true,54.8289,53.0216,61.8067,76498,67861.6,79105.6,0.662755,3.63554,0.998801,3.19,2026-11-09,0.0115974,11.5974,true,
toy-1b,h100-nvl,2,on-demand,Azure,eastus,Standard_NC40ads_H100_v5,1,bf16,4096,1,1,1,2,3,true,27.4145,26.5108,37.749,152996,111110,158211,0.662754,1.81778,0.998797,6.98,2026-11-09,0.0253762,25.3762,true,
toy-1b,h100-nvl,2,on-demand,Azure,eastus,Standard_NC80adis_H100_v5,2,bf16,4096,1,1,1,2,3,true,27.4145,26.5108,37.749,152996,111110,158211,0.662754,1.81778,0.998797,8.82,2026-11-09,0.0320656,32.0656,true,
toy-1b,h100-nvl,2,on-demand,RunPod,,H100 NVL (secure cloud),1,bf16,4096,1,1,1,2,3,true,27.4145,26.5108,37.749,152996,111110,158211,0.662754,1.81778,0.998797,3.19,2026-11-09,0.0115974,11.5974,true,
toy-1b,h100-nvl,2,on-demand,Azure,eastus,Standard_NC40ads_H100_v5,1,bf16,4096,2,1,1,2,3,true,27.4145,26.5108,34.3295,152996,122178,158211,0.662754,1.81778,0.998797,6.98,2026-11-09,0.0253762,25.3762,true,
toy-1b,h100-nvl,2,on-demand,Azure,eastus,Standard_NC80adis_H100_v5,2,bf16,4096,2,1,1,2,3,true,27.4145,26.5108,34.3295,152996,122178,158211,0.662754,1.81778,0.998797,8.82,2026-11-09,0.0320656,32.0656,true,
toy-1b,h100-nvl,2,on-demand,RunPod,,H100 NVL (secure cloud),1,bf16,4096,2,1,1,2,3,true,27.4145,26.5108,34.3295,152996,122178,158211,0.662754,1.81778,0.998797,3.19,2026-11-09,0.0115974,11.5974,true,
toy-1b,h100-nvl,2,on-demand,Azure,eastus,Standard_NC40ads_H100_v5,1,bf16,4096,4,1,1,2,3,true,27.4145,26.5108,32.6198,152996,128582,158211,0.662754,1.81778,0.998797,6.98,2026-11-09,0.0253762,25.3762,true,
toy-1b,h100-nvl,2,on-demand,Azure,eastus,Standard_NC80adis_H100_v5,2,bf16,4096,4,1,1,2,3,true,27.4145,26.5108,32.6198,152996,128582,158211,0.662754,1.81778,0.998797,8.82,2026-11-09,0.0320656,32.0656,true,
toy-1b,h100-nvl,2,on-demand,RunPod,,H100 NVL (secure cloud),1,bf16,4096,4,1,1,2,3,true,27.4145,26.5108,32.6198,152996,128582,158211,0.662754,1.81778,0.998797,3.19,2026-11-09,0.0115974,11.5974,true,
toy-1b,h100-nvl,2,on-demand,Azure,eastus,Standard_NC40ads_H100_v5,1,bf16,4096,8,1,1,2,3,true,27.4145,26.5108,31.7649,152996,132042,158211,0.662754,1.81778,0.998797,6.98,2026-11-09,0.0253762,25.3762,true,
toy-1b,h100-nvl,2,on-demand,Azure,eastus,Standard_NC80adis_H100_v5,2,bf16,4096,8,1,1,2,3,true,27.4145,26.5108,31.7649,152996,132042,158211,0.662754,1.81778,0.998797,8.82,2026-11-09,0.0320656,32.0656,true,
toy-1b,h100-nvl,2,on-demand,RunPod,,H100 NVL (secure cloud),1,bf16,4096,8,1,1,2,3,true,27.4145,26.5108,31.7649,152996,132042,158211,0.662754,1.81778,0.998797,3.19,2026-11-09,0.0115974,11.5974,true,
toy-1b,h100-nvl,4,on-demand,Azure,eastus,Standard_NC40ads_H100_v5,1,bf16,4096,1,1,1,4,1,true,13.7522,13.2965,15.5427,304991,269856,315445,0.660586,0.911878,0.99879,6.98,2026-11-09,0.0254596,25.4596,true,
toy-1b,h100-nvl,4,on-demand,Azure,eastus,Standard_NC80adis_H100_v5,2,bf16,4096,1,1,1,4,1,true,13.7522,13.2965,15.5427,304991,269856,315445,0.660586,0.911878,0.99879,8.82,2026-11-09,0.0321711,32.1711,true,
toy-1b,h100-nvl,4,on-demand,RunPod,,H100 NVL (secure cloud),1,bf16,4096,1,1,1,4,1,true,13.7522,13.2965,15.5427,304991,269856,315445,0.660586,0.911878,0.99879,3.19,2026-11-09,0.0116356,11.6356,true,
toy-1b,h100-nvl,4,on-demand,Azure,eastus,Standard_NC40ads_H100_v5,1,bf16,4096,2,1,1,4,3,true,13.7077,13.2558,27.1544,305982,154461,316413,0.662734,0.908924,0.99879,6.98,2026-11-09,0.0253772,25.3772,true,
toy-1b,h100-nvl,4,on-demand,Azure,eastus,Standard_NC80adis_H100_v5,2,bf16,4096,2,1,1,4,3,true,13.7077,13.2558,27.1544,305982,154461,316413,0.662734,0.908924,0.99879,8.82,2026-11-09,0.0320668,32.0668,true,
toy-1b,h100-nvl,4,on-demand,RunPod,,H100 NVL (secure cloud),1,bf16,4096,2,1,1,4,3,true,13.7077,13.2558,27.1544,305982,154461,316413,0.662734,0.908924,0.99879,3.19,2026-11-09,0.0115979,11.5979,true,
toy-1b,h100-nvl,4,on-demand,Azure,eastus,Standard_NC40ads_H100_v5,1,bf16,4096,4,1,1,4,3,true,13.7077,13.2558,21.3258,305982,196677,316413,0.662734,0.908924,0.99879,6.98,2026-11-09,0.0253772,25.3772,true,
toy-1b,h100-nvl,4,on-demand,Azure,eastus,Standard_NC80adis_H100_v5,2,bf16,4096,4,1,1,4,3,true,13.7077,13.2558,21.3258,305982,196677,316413,0.662734,0.908924,0.99879,8.82,2026-11-09,0.0320668,32.0668,true,
toy-1b,h100-nvl,4,on-demand,RunPod,,H100 NVL (secure cloud),1,bf16,4096,4,1,1,4,3,true,13.7077,13.2558,21.3258,305982,196677,316413,0.662734,0.908924,0.99879,3.19,2026-11-09,0.0115979,11.5979,true,
toy-1b,h100-nvl,4,on-demand,Azure,eastus,Standard_NC40ads_H100_v5,1,bf16,4096,8,1,1,4,3,true,13.7077,13.2558,18.4115,305982,227809,316413,0.662734,0.908924,0.99879,6.98,2026-11-09,0.0253772,25.3772,true,
toy-1b,h100-nvl,4,on-demand,Azure,eastus,Standard_NC80adis_H100_v5,2,bf16,4096,8,1,1,4,3,true,13.7077,13.2558,18.4115,305982,227809,316413,0.662734,0.908924,0.99879,8.82,2026-11-09,0.0320668,32.0668,true,
toy-1b,h100-nvl,4,on-demand,RunPod,,H100 NVL (secure cloud),1,bf16,4096,8,1,1,4,3,true,13.7077,13.2558,18.4115,305982,227809,316413,0.662734,0.908924,0.99879,3.19,2026-11-09,0.0115979,11.5979,true,
toy-1b,h100-nvl,8,on-demand,Azure,eastus,Standard_NC40ads_H100_v5,1,bf16,4096,1,1,1,8,1,true,6.91141,6.68076,7.83206,606867,535530,627819,0.657213,0.458286,0.998775,6.98,2026-11-09,0.0255907,25.5907,true,
toy-1b,h100-nvl,8,on-demand,Azure,eastus,Standard_NC80adis_H100_v5,2,bf16,4096,1,1,1,8,1,true,6.91141,6.68076,7.83206,606867,535530,627819,0.657213,0.458286,0.998775,8.82,2026-11-09,0.0323366,32.3366,true,
toy-1b,h100-nvl,8,on-demand,RunPod,,H100 NVL (secure cloud),1,bf16,4096,1,1,1,8,1,true,6.91141,6.68076,7.83206,606867,535530,627819,0.657213,0.458286,0.998775,3.19,2026-11-09,0.0116955,11.6955,true,
toy-1b,h100-nvl,8,on-demand,Azure,eastus,Standard_NC40ads_H100_v5,1,bf16,4096,2,1,1,8,3,true,6.85414,6.62818,14.5785,611937,287706,632799,0.662705,0.454488,0.998775,6.98,2026-11-09,0.0253786,25.3786,true,
toy-1b,h100-nvl,8,on-demand,Azure,eastus,Standard_NC80adis_H100_v5,2,bf16,4096,2,1,1,8,3,true,6.85414,6.62818,14.5785,611937,287706,632799,0.662705,0.454488,0.998775,8.82,2026-11-09,0.0320687,32.0687,true,
toy-1b,h100-nvl,8,on-demand,RunPod,,H100 NVL (secure cloud),1,bf16,4096,2,1,1,8,3,true,6.85414,6.62818,14.5785,611937,287706,632799,0.662705,0.454488,0.998775,3.19,2026-11-09,0.0115985,11.5985,true,
toy-1b,h100-nvl,8,on-demand,Azure,eastus,Standard_NC40ads_H100_v5,1,bf16,4096,4,1,1,8,3,true,6.85414,6.62818,11.1787,611937,375205,632799,0.662705,0.454488,0.998775,6.98,2026-11-09,0.0253786,25.3786,true,
toy-1b,h100-nvl,8,on-demand,Azure,eastus,Standard_NC80adis_H100_v5,2,bf16,4096,4,1,1,8,3,true,6.85414,6.62818,11.1787,611937,375205,632799,0.662705,0.454488,0.998775,8.82,2026-11-09,0.0320687,32.0687,true,
toy-1b,h100-nvl,8,on-demand,RunPod,,H100 NVL (secure cloud),1,bf16,4096,4,1,1,8,3,true,6.85414,6.62818,11.1787,611937,375205,632799,0.662705,0.454488,0.998775,3.19,2026-11-09,0.0115985,11.5985,true,
toy-1b,h100-nvl,8,on-demand,Azure,eastus,Standard_NC40ads_H100_v5,1,bf16,4096,8,1,1,8,3,true,6.85414,6.62818,9.47883,611937,442492,632799,0.662705,0.454488,0.998775,6.98,2026-11-09,0.0253786,25.3786,true,
toy-1b,h100-nvl,8,on-demand,Azure,eastus,Standard_NC80adis_H100_v5,2,bf16,4096,8,1,1,8,3,true,6.85414,6.62818,9.47883,611937,442492,632799,0.662705,0.454488,0.998775,8.82,2026-11-09,0.0320687,32.0687,true,
toy-1b,h100-nvl,8,on-demand,RunPod,,H100 NVL (secure cloud),1,bf16,4096,8,1,1,8,3,true,6.85414,6.62818,9.47883,611937,442492,632799,0.662705,0.454488,0.998775,3.19,2026-11-09,0.0115985,11.5985,true,
toy-1b,l4,1,on-demand,AWS,us-east-1,g6.xlarge,1,bf16,4096,1,,,,,false,,,,,,,,,,0.8048,2026-01-21,,,,does not fit in any layout
toy-1b,l4,1,on-demand,AWS,us-east-1,g6.12xlarge,4,bf16,4096,1,,,,,false,,,,,,,,,,1.1504,2026-01-21,,,,does not fit in any layout
toy-1b,l4,1,on-demand,AWS,us-east-1,g6.48xlarge,8,bf16,4096,1,,,,,false,,,,,,,,,,1.6688,2026-01-21,,,,does not fit in any layout
toy-1b,l4,1,on-demand,AWS,us-east-1,g6.xlarge,1,bf16,4096,2,,,,,false,,,,,,,,,,0.8048,2026-01-21,,,,does not fit in any layout
toy-1b,l4,1,on-demand,AWS,us-east-1,g6.12xlarge,4,bf16,4096,2,,,,,false,,,,,,,,,,1.1504,2026-01-21,,,,does not fit in any layout
toy-1b,l4,1,on-demand,AWS,us-east-1,g6.48xlarge,8,bf16,4096,2,,,,,false,,,,,,,,,,1.6688,2026-01-21,,,,does not fit in any layout
toy-1b,l4,1,on-demand,AWS,us-east-1,g6.xlarge,1,bf16,4096,4,,,,,false,,,,,,,,,,0.8048,2026-01-21,,,,does not fit in any layout
toy-1b,l4,1,on-demand,AWS,us-east-1,g6.12xlarge,4,bf16,4096,4,,,,,false,,,,,,,,,,1.1504,2026-01-21,,,,does not fit in any layout
toy-1b,l4,1,on-demand,AWS,us-east-1,g6.48xlarge,8,bf16,4096,4,,,,,false,,,,,,,,,,1.6688,2026-01-21,,,,does not fit in any layout
toy-1b,l4,1,on-demand,AWS,us-east-1,g6.xlarge,1,bf16,4096,8,,,,,false,,,,,,,,,,0.8048,2026-01-21,,,,does not fit in any layout
toy-1b,l4,1,on-demand,AWS,us-east-1,g6.12xlarge,4,bf16,4096,8,,,,,false,,,,,,,,,,1.1504,2026-01-21,,,,does not fit in any layout
toy-1b,l4,1,on-demand,AWS,us-east-1,g6.48xlarge,8,bf16,4096,8,,,,,false,,,,,,,,,,1.6688,2026-01-21,,,,does not fit in any layout
toy-1b,l4,2,on-demand,AWS,us-east-1,g6.xlarge,1,bf16,4096,1,1,1,2,3,true,212.093,204.416,302.276,19775.7,13875.7,20518.4,0.591517,14.0633,0.998797,0.8048,2026-01-21,0.0226363,22.6363,true,
toy-1b,l4,2,on-demand,AWS,us-east-1,g6.12xlarge,4,bf16,4096,1,1,1,2,3,true,212.093,204.416,302.276,19775.7,13875.7,20518.4,0.591517,14.0633,0.998797,1.1504,2026-01-21,0.0323569,32.3569,true,
toy-1b,l4,2,on-demand,AWS,us-east-1,g6.48xlarge,8,bf16,4096,1,1,1,2,3,true,212.093,204.416,302.276,19775.7,13875.7,20518.4,0.591517,14.0633,0.998797,1.6688,2026-01-21,0.0469377,46.9377,true,
toy-1b,l4,2,on-demand,AWS,us-east-1,g6.xlarge,1,bf16,4096,2,1,1,2,3,true,212.093,204.416,270.326,19775.7,15515.7,20518.4,0.591517,14.0633,0.998797,0.8048,2026-01-21,0.0226363,22.6363,true,
toy-1b,l4,2,on-demand,AWS,us-east-1,g6.12xlarge,4,bf16,4096,2,1,1,2,3,true,212.093,204.416,270.326,19775.7,15515.7,20518.4,0.591517,14.0633,0.998797,1.1504,2026-01-21,0.0323569,32.3569,true,
toy-1b,l4,2,on-demand,AWS,us-east-1,g6.48xlarge,8,bf16,4096,2,1,1,2,3,true,212.093,204.416,270.326,19775.7,15515.7,20518.4,0.591517,14.0633,0.998797,1.6688,2026-01-21,0.0469377,46.9377,true,
toy-1b,l4,2,on-demand,AWS,us-east-1,g6.xlarge,1,bf16,4096,4,2,1,1,0,true,254.192,236.626,299.003,16500.6,14027.6,17725.4,0.493552,16.8547,0.998797,0.8048,2026-01-21,0.0271294,27.1294,true,
toy-1b,l4,2,on-demand,AWS,us-east-1,g6.12xlarge,4,bf16,4096,4,2,1,1,0,true,254.192,236.626,299.003,16500.6,14027.6,17725.4,0.493552,16.8547,0.998797,1.1504,2026-01-21,0.0387793,38.7793,true,
toy-1b,l4,2,on-demand,AWS,us-east-1,g6.48xlarge,8,bf16,4096,4,2,1,1,0,true,254.192,236.626,299.003,16500.6,14027.6,17725.4,0.493552,16.8547,0.998797,1.6688,2026-01-21,0.0562543,56.2543,true,
toy-1b,l4,2,on-demand,AWS,us-east-1,g6.xlarge,1,bf16,4096,8,,,,,false,,,,,,,,,,0.8048,2026-01-21,,,,does not fit in any layout
toy-1b,l4,2,on-demand,AWS,us-east-1,g6.12xlarge,4,bf16,4096,8,,,,,false,,,,,,,,,,1.1504,2026-01-21,,,,does not fit in any layout
toy-1b,l4,2,on-demand,AWS,us-east-1,g6.48xlarge,8,bf16,4096,8,,,,,false,,,,,,,,,,1.6688,2026-01-21,,,,does not fit in any layout
toy-1b,l4,4,on-demand,AWS,us-east-1,g6.xlarge,1,bf16,4096,1,1,1,4,3,true,106.047,102.209,167.169,39551.3,25090.2,41036.7,0.591514,7.03174,0.99879,0.8048,2026-01-21,0.0226366,22.6366,true,
toy-1b,l4,4,on-demand,AWS,us-east-1,g6.12xlarge,4,bf16,4096,1,1,1,4,3,true,106.047,102.209,167.169,39551.3,25090.2,41036.7,0.591514,7.03174,0.99879,1.1504,2026-01-21,0.0323572,32.3572,true,
toy-1b,l4,4,on-demand,AWS,us-east-1,g6.48xlarge,8,bf16,4096,1,1,1,4,3,true,106.047,102.209,167.169,39551.3,25090.2,41036.7,0.591514,7.03174,0.99879,1.6688,2026-01-21,0.0469382,46.9382,true,
toy-1b,l4,4,on-demand,AWS,us-east-1,g6.xlarge,1,bf16,4096,2,1,1,4,3,true,106.047,102.209,143.21,39551.3,29287.9,41036.7,0.591514,7.03174,0.99879,0.8048,2026-01-21,0.0226366,22.6366,true,
toy-1b,l4,4,on-demand,AWS,us-east-1,g6.12xlarge,4,bf16,4096,2,1,1,4,3,true,106.047,102.209,143.21,39551.3,29287.9,41036.7,0.591514,7.03174,0.99879,1.1504,2026-01-21,0.0323572,32.3572,true,
toy-1b,l4,4,on-demand,AWS,us-east-1,g6.48xlarge,8,bf16,4096,2,1,1,4,3,true,106.047,102.209,143.21,39551.3,29287.9,41036.7,0.591514,7.03174,0.99879,1.6688,2026-01-21,0.0469382,46.9382,true,
toy-1b,l4,4,on-demand,AWS,us-east-1,g6.xlarge,1,bf16,4096,4,2,1,2,3,true,127.096,118.313,157.523,33001,26626.5,35450.8,0.49355,8.42745,0.99879,0.8048,2026-01-21,0.0271297,27.1297,true,
toy-1b,l4,4,on-demand,AWS,us-east-1,g6.12xlarge,4,bf16,4096,4,2,1,2,3,true,127.096,118.313,157.523,33001,26626.5,35450.8,0.49355,8.42745,0.99879,1.1504,2026-01-21,0.0387798,38.7798,true,
toy-1b,l4,4,on-demand,AWS,us-east-1,g6.48xlarge,8,bf16,4096,4,2,1,2,3,true,127.096,118.313,157.523,33001,26626.5,35450.8,0.49355,8.42745,0.99879,1.6688,2026-01-21,0.0562549,56.2549,true,
toy-1b,l4,4,on-demand,AWS,us-east-1,g6.xlarge,1,bf16,4096,8,4,1,1,0,true,168.998,150.425,209.782,24818.7,19993.7,27883,0.371179,11.2058,0.99879,0.8048,2026-01-21,0.0360739,36.0739,true,
toy-1b,l4,4,on-demand,AWS,us-east-1,g6.12xlarge,4,bf16,4096,8,4,1,1,0,true,168.998,150.425,209.782,24818.7,19993.7,27883,0.371179,11.2058,0.99879,1.1504,2026-01-21,0.0515648,51.5648,true,
toy-1b,l4,4,on-demand,AWS,us-east-1,g6.48xlarge,8,bf16,4096,8,4,1,1,0,true,168.998,150.425,209.782,24818.7,19993.7,27883,0.371179,11.2058,0.99879,1.6688,2026-01-21,0.0748013,74.8013,true,
toy-1b,l4,8,on-demand,AWS,us-east-1,g6.xlarge,1,bf16,4096,1,1,1,8,3,true,53.0241,51.1047,87.6391,79101.9,47858.8,82072.8,0.591508,3.51595,0.998775,0.8048,2026-01-21,0.0226371,22.6371,true,
toy-1b,l4,8,on-demand,AWS,us-east-1,g6.12xlarge,4,bf16,4096,1,1,1,8,3,true,53.0241,51.1047,87.6391,79101.9,47858.8,82072.8,0.591508,3.51595,0.998775,1.1504,2026-01-21,0.032358,32.358,true,
toy-1b,l4,8,on-demand,AWS,us-east-1,g6.48xlarge,8,bf16,4096,1,1,1,8,3,true,53.0241,51.1047,87.6391,79101.9,47858.8,82072.8,0.591508,3.51595,0.998775,1.6688,2026-01-21,0.0469394,46.9394,true,
toy-1b,l4,8,on-demand,AWS,us-east-1,g6.xlarge,1,bf16,4096,2,1,1,8,3,true,53.0241,51.1047,73.6633,79101.9,56938.9,82072.8,0.591508,3.51595,0.998775,0.8048,2026-01-21,0.0226371,22.6371,true,
toy-1b,l4,8,on-demand,AWS,us-east-1,g6.12xlarge,4,bf16,4096,2,1,1,8,3,true,53.0241,51.1047,73.6633,79101.9,56938.9,82072.8,0.591508,3.51595,0.998775,1.1504,2026-01-21,0.032358,32.358,true,
toy-1b,l4,8,on-demand,AWS,us-east-1,g6.48xlarge,8,bf16,4096,2,1,1,8,3,true,53.0241,51.1047,73.6633,79101.9,56938.9,82072.8,0.591508,3.51595,0.998775,1.6688,2026-01-21,0.0469394,46.9394,true,
toy-1b,l4,8,on-demand,AWS,us-east-1,g6.xlarge,1,bf16,4096,4,2,1,4,3,true,63.5487,59.1571,80.789,66001.5,51916.8,70901.1,0.493546,4.21382,0.998775,0.8048,2026-01-21,0.0271303,27.1303,true,
toy-1b,l4,8,on-demand,AWS,us-east-1,g6.12xlarge,4,bf16,4096,4,2,1,4,3,true,63.5487,59.1571,80.789,66001.5,51916.8,70901.1,0.493546,4.21382,0.998775,1.1504,2026-01-21,0.0387806,38.7806,true,
toy-1b,l4,8,on-demand,AWS,us-east-1,g6.48xlarge,8,bf16,4096,4,2,1,4,3,true,63.5487,59.1571,80.789,66001.5,51916.8,70901.1,0.493546,4.21382,0.998775,1.6688,2026-01-21,0.0562562,56.2562,true,
toy-1b,l4,8,on-demand,AWS,us-east-1,g6.xlarge,1,bf16,4096,8,4,1,2,3,true,84.4995,75.2129,106.906,49637,39233.7,55765.8,0.371176,5.60304,0.998775,0.8048,2026-01-21,0.0360746,36.0746,true,
toy-1b,l4,8,on-demand,AWS,us-east-1,g6.12xlarge,4,bf16,4096,8,4,1,2,3,true,84.4995,75.2129,106.906,49637,39233.7,55765.8,0.371176,5.60304,0.998775,1.1504,2026-01-21,0.0515659,51.5659,true,
toy-1b,l4,8,on-demand,AWS,us-east-1,g6.48xlarge,8,bf16,4096,8,4,1,2,3,true,84.4995,75.2129,106.906,49637,39233.7,55765.8,0.371176,5.60304,0.998775,1.6688,2026-01-21,0.0748028,74.8028,true,
toy-1b,l40,1,,,,,,bf16,4096,1,1,1,1,0,true,257.904,249.59,290.655,16263,14430.5,16804.8,0.650208,17.1008,0.998801,,,,,true,
toy-1b,l40,1,,,,,,bf16,4096,2,1,1,1,0,true,257.904,249.59,290.655,16263,14430.5,16804.8,0.650208,17.1008,0.998801,,,,,true,
toy-1b,l40,1,,,,,,bf16,4096,4,1,1,1,0,true,257.904,249.59,290.655,16263,14430.5,16804.8,0.650208,17.1008,0.998801,,,,,true,
toy-1b,l40,1,,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,l40,2,,,,,,bf16,4096,1,1,1,2,3,true,128.953,124.795,209.29,32525.9,20040.6,33609.4,0.650205,8.55048,0.998797,,,,,true,
toy-1b,l40,2,,,,,,bf16,4096,2,1,1,2,3,true,128.953,124.795,177.34,32525.9,23651.2,33609.4,0.650205,8.55048,0.998797,,,,,true,
toy-1b,l40,2,,,,,,bf16,4096,4,1,1,2,3,true,128.953,124.795,161.365,32525.9,25992.7,33609.4,0.650205,8.55048,0.998797,,,,,true,
toy-1b,l40,2,,,,,,bf16,4096,8,2,1,1,0,true,170.953,156.956,205.813,24534.9,20379.2,26722.8,0.490462,11.3354,0.998797,,,,,true,
toy-1b,l40,4,,,,,,bf16,4096,1,1,1,4,3,true,64.4768,62.3981,120.676,65051.3,34756.6,67218.5,0.6502,4.27531,0.99879,,,,,true,
toy-1b,l40,4,,,,,,bf16,4096,2,1,1,4,3,true,64.4768,62.3981,96.7168,65051.3,43366.8,67218.5,0.6502,4.27531,0.99879,,,,,true,
toy-1b,l40,4,,,,,,bf16,4096,4,1,1,4,3,true,64.4768,62.3981,84.7371,65051.3,49497.9,67218.5,0.6502,4.27531,0.99879,,,,,true,
toy-1b,l40,4,,,,,,bf16,4096,8,2,1,2,3,true,85.4768,78.4784,106.933,49069.5,39223.7,53445.3,0.490459,5.66776,0.99879,,,,,true,
toy-1b,l40,8,,,,,,bf16,4096,1,1,1,8,3,true,32.2389,31.1994,64.3927,130101,65136.3,134435,0.65019,2.13772,0.998775,,,,,true,
toy-1b,l40,8,,,,,,bf16,4096,2,1,1,8,3,true,32.2389,31.1994,50.4169,130101,83192.4,134435,0.65019,2.13772,0.998775,,,,,true,
toy-1b,l40,8,,,,,,bf16,4096,4,1,1,8,3,true,32.2389,31.1994,43.429,130101,96578.5,134435,0.65019,2.13772,0.998775,,,,,true,
toy-1b,l40,8,,,,,,bf16,4096,8,2,1,4,3,true,42.7389,39.2396,54.4957,98137.8,76965.8,106890,0.490453,2.83396,0.998775,,,,,true,
toy-1b,l40s,1,on-demand,AWS,us-east-1,g6e.xlarge,1,bf16,4096,1,1,1,1,0,true,142.803,137.593,160.422,29371.2,26145.4,30483.4,0.587222,9.46885,0.998801,1.861,2026-01-21,0.0176215,17.6215,true,
toy-1b,l40s,1,on-demand,AWS,us-east-1,g6e.12xlarge,4,bf16,4096,1,1,1,1,0,true,142.803,137.593,160.422,29371.2,26145.4,30483.4,0.587222,9.46885,0.998801,2.62316,2026-01-21,0.0248383,24.8383,true,
toy-1b,l40s,1,on-demand,AWS,us-east-1,g6e.48xlarge,8,bf16,4096,1,1,1,1,0,true,142.803,137.593,160.422,29371.2,26145.4,30483.4,0.587222,9.46885,0.998801,3.7664,2026-01-21,0.0356634,35.6634,true,
toy-1b,l40s,1,on-demand,RunPod,,L40S (secure cloud),1,bf16,4096,1,1,1,1,0,true,142.803,137.593,160.422,29371.2,26145.4,30483.4,0.587222,9.46885,0.998801,1.09,2026-09-25,0.010321,10.321,true,
toy-1b,l40s,1,on-demand,CoreWeave,,L40S 8x,8,bf16,4096,1,1,1,1,0,true,142.803,137.593,160.422,29371.2,26145.4,30483.4,0.587222,9.46885,0.998801,2.25,2026-02-01,0.0213049,21.3049,true,
toy-1b,l40s,1,on-demand,Crusoe,,L40S 48GB,1,bf16,4096,1,1,1,1,0,true,142.803,137.593,160.422,29371.2,26145.4,30483.4,0.587222,9.46885,0.998801,1,2026-08-19,0.00946885,9.46885,true,
toy-1b,l40s,1,on-demand,AWS,us-east-1,g6e.xlarge,1,bf16,4096,2,1,1,1,0,true,142.803,137.593,160.422,29371.2,26145.4,30483.4,0.587222,9.46885,0.998801,1.861,2026-01-21,0.0176215,17.6215,true,
toy-1b,l40s,1,on-demand,AWS,us-east-1,g6e.12xlarge,4,bf16,4096,2,1,1,1,0,true,142.803,137.593,160.422,29371.2,26145.4,30483.4,0.587222,9.46885,0.998801,2.62316,2026-01-21,0.0248383,24.8383,true,
toy-1b,l40s,1,on-demand,AWS,us-east-1,g6e.48xlarge,8,bf16,4096,2,1,1,1,0,true,142.803,137.593,160.422,29371.2,26145.4,30483.4,0.587222,9.46885,0.998801,3.7664,2026-01-21,0.0356634,35.6634,true,
toy-1b,l40s,1,on-demand,RunPod,,L40S (secure cloud),1,bf16,4096,2,1,1,1,0,true,142.803,137.593,160.422,29371.2,26145.4,30483.4,0.587222,9.46885,0.998801,1.09,2026-09-25,0.010321,10.321,true,
toy-1b,l40s,1,on-demand,CoreWeave,,L40S 8x,8,bf16,4096,2,1,1,1,0,true,142.803,137.593,160.422,29371.2,26145.4,30483.4,0.587222,9.46885,0.998801,2.25,2026-02-01,0.0213049,21.3049,true,
toy-1b,l40s,1,on-demand,Crusoe,,L40S 48GB,1,bf16,4096,2,1,1,1,0,true,142.803,137.593,160.422,29371.2,26145.4,30483.4,0.587222,9.46885,0.998801,1,2026-08-19,0.00946885,9.46885,true,
toy-1b,l40s,1,on-demand,AWS,us-east-1,g6e.xlarge,1,bf16,4096,4,1,1,1,0,true,142.803,137.593,160.422,29371.2,26145.4,30483.4,0.587222,9.46885,0.998801,1.861,2026-01-21,0.0176215,17.6215,true,
toy-1b,l40s,1,on-demand,AWS,us-east-1,g6e.12xlarge,4,bf16,4096,4,1,1,1,0,true,142.803,137.593,160.422,29371.2,26145.4,30483.4,0.587222,9.46885,0.998801,2.62316,2026-01-21,0.0248383,24.8383,true,
toy-1b,l40s,1,on-demand,AWS,us-east-1,g6e.48xlarge,8,bf16,4096,4,1,1,1,0,true,142.803,137.593,160.422,29371.2,26145.4,30483.4,0.587222,9.46885,0.998801,3.7664,2026-01-21,0.0356634,35.6634,true,
toy-1b,l40s,1,on-demand,RunPod,,L40S (secure cloud),1,bf16,4096,4,1,1,1,0,true,142.803,137.593,160.422,29371.2,26145.4,30483.4,0.587222,9.46885,0.998801,1.09,2026-09-25,0.010321,10.321,true,
toy-1b,l40s,1,on-demand,CoreWeave,,L40S 8x,8,bf16,4096,4,1,1,1,0,true,142.803,137.593,160.422,29371.2,26145.4,30483.4,0.587222,9.46885,0.998801,2.25,2026-02-01,0.0213049,21.3049,true,
toy-1b,l40s,1,on-demand,Crusoe,,L40S 48GB,1,bf16,4096,4,1,1,1,0,true,142.803,137.593,160.422,29371.2,26145.4,30483.4,0.587222,9.46885,0.998801,1,2026-08-19,0.00946885,9.46885,true,
toy-1b,l40s,1,on-demand,AWS,us-east-1,g6e.xlarge,1,bf16,4096,8,,,,,false,,,,,,,,,,1.861,2026-01-21,,,,does not fit in any layout
toy-1b,l40s,1,on-demand,AWS,us-east-1,g6e.12xlarge,4,bf16,4096,8,,,,,false,,,,,,,,,,2.62316,2026-01-21,,,,does not fit in any layout
toy-1b,l40s,1,on-demand,AWS,us-east-1,g6e.48xlarge,8,bf16,4096,8,,,,,false,,,,,,,,,,3.7664,2026-01-21,,,,does not fit in any layout
toy-1b,l40s,1,on-demand,RunPod,,L40S (secure cloud),1,bf16,4096,8,,,,,false,,,,,,,,,,1.09,2026-09-25,,,,does not fit in any layout
toy-1b,l40s,1,on-demand,CoreWeave,,L40S 8x,8,bf16,4096,8,,,,,false,,,,,,,,,,2.25,2026-02-01,,,,does not fit in any layout
toy-1b,l40s,1,on-demand,Crusoe,,L40S 48GB,1,bf16,4096,8,,,,,false,,,,,,,,,,1,2026-08-19,,,,does not fit in any layout
toy-1b,l40s,2,on-demand,AWS,us-east-1,g6e.xlarge,1,bf16,4096,1,1,1,2,3,true,71.4022,68.7969,144.174,58742,29091.9,60966.4,0.587218,4.73448,0.998797,1.861,2026-01-21,0.0176217,17.6217,true,
toy-1b,l40s,2,on-demand,AWS,us-east-1,g6e.12xlarge,4,bf16,4096,1,1,1,2,3,true,71.4022,68.7969,144.174,58742,29091.9,60966.4,0.587218,4.73448,0.998797,2.62316,2026-01-21,0.0248386,24.8386,true,
toy-1b,l40s,2,on-demand,AWS,us-east-1,g6e.48xlarge,8,bf16,4096,1,1,1,2,3,true,71.4022,68.7969,144.174,58742,29091.9,60966.4,0.587218,4.73448,0.998797,3.7664,2026-01-21,0.0356638,35.6638,true,
toy-1b,l40s,2,on-demand,RunPod,,L40S (secure cloud),1,bf16,4096,1,1,1,2,3,true,71.4022,68.7969,144.174,58742,29091.9,60966.4,0.587218,4.73448,0.998797,1.09,2026-09-25,0.0103212,10.3212,true,
toy-1b,l40s,2,on-demand,CoreWeave,,L40S 8x,8,bf16,4096,1,1,1,2,3,true,71.4022,68.7969,144.174,58742,29091.9,60966.4,0.587218,4.73448,0.998797,2.25,2026-02-01,0.0213051,21.3051,true,
toy-1b,l40s,2,on-demand,Crusoe,,L40S 48GB,1,bf16,4096,1,1,1,2,3,true,71.4022,68.7969,144.174,58742,29091.9,60966.4,0.587218,4.73448,0.998797,1,2026-08-19,0.00946895,9.46895,true,
toy-1b,l40s,2,on-demand,AWS,us-east-1,g6e.xlarge,1,bf16,4096,2,1,1,2,3,true,71.4022,68.7969,112.224,58742,37374.4,60966.4,0.587218,4.73448,0.998797,1.861,2026-01-21,0.0176217,17.6217,true,
toy-1b,l40s,2,on-demand,AWS,us-east-1,g6e.12xlarge,4,bf16,4096,2,1,1,2,3,true,71.4022,68.7969,112.224,58742,37374.4,60966.4,0.587218,4.73448,0.998797,2.62316,2026-01-21,0.0248386,24.8386,true,
toy-1b,l40s,2,on-demand,AWS,us-east-1,g6e.48xlarge,8,bf16,4096,2,1,1,2,3,true,71.4022,68.7969,112.224,58742,37374.4,60966.4,0.587218,4.73448,0.998797,3.7664,2026-01-21,0.0356638,35.6638,true,
toy-1b,l40s,2,on-demand,RunPod,,L40S (secure cloud),1,bf16,4096,2,1,1,2,3,true,71.4022,68.7969,112.224,58742,37374.4,60966.4,0.587218,4.73448,0.998797,1.09,2026-09-25,0.0103212,10.3212,true,
toy-1b,l40s,2,on-demand,CoreWeave,,L40S 8x,8,bf16,4096,2,1,1,2,3,true,71.4022,68.7969,112.224,58742,37374.4,60966.4,0.587218,4.73448,0.998797,2.25,2026-02-01,0.0213051,21.3051,true,
toy-1b,l40s,2,on-demand,Crusoe,,L40S 48GB,1,bf16,4096,2,1,1,2,3,true,71.4022,68.7969,112.224,58742,37374.4,60966.4,0.587218,4.73448,0.998797,1,2026-08-19,0.00946895,9.46895,true,
toy-1b,l40s,2,on-demand,AWS,us-east-1,g6e.xlarge,1,bf16,4096,4,1,1,2,3,true,71.4022,68.7969,96.2487,58742,43577.8,60966.4,0.587218,4.73448,0.998797,1.861,2026-01-21,0.0176217,17.6217,true,
toy-1b,l40s,2,on-demand,AWS,us-east-1,g6e.12xlarge,4,bf16,4096,4,1,1,2,3,true,71.4022,68.7969,96.2487,58742,43577.8,60966.4,0.587218,4.73448,0.998797,2.62316,2026-01-21,0.0248386,24.8386,true,
toy-1b,l40s,2,on-demand,AWS,us-east-1,g6e.48xlarge,8,bf16,4096,4,1,1,2,3,true,71.4022,68.7969,96.2487,58742,43577.8,60966.4,0.587218,4.73448,0.998797,3.7664,2026-01-21,0.0356638,35.6638,true,
toy-1b,l40s,2,on-demand,RunPod,,L40S (secure cloud),1,bf16,4096,4,1,1,2,3,true,71.4022,68.7969,96.2487,58742,43577.8,60966.4,0.587218,4.73448,0.998797,1.09,2026-09-25,0.0103212,10.3212,true,
toy-1b,l40s,2,on-demand,CoreWeave,,L40S 8x,8,bf16,4096,4,1,1,2,3,true,71.4022,68.7969,96.2487,58742,43577.8,60966.4,0.587218,4.73448,0.998797,2.25,2026-02-01,0.0213051,21.3051,true,
toy-1b,l40s,2,on-demand,Crusoe,,L40S 48GB,1,bf16,4096,4,1,1,2,3,true,71.4022,68.7969,96.2487,58742,43577.8,60966.4,0.587218,4.73448,0.998797,1,2026-08-19,0.00946895,9.46895,true,
toy-1b,l40s,2,on-demand,AWS,us-east-1,g6e.xlarge,1,bf16,4096,8,2,1,1,0,true,113.402,100.958,140.696,36986.1,29811.1,41545.2,0.369734,7.51937,0.998797,1.861,2026-01-21,0.0279871,27.9871,true,
toy-1b,l40s,2,on-demand,AWS,us-east-1,g6e.12xlarge,4,bf16,4096,8,2,1,1,0,true,113.402,100.958,140.696,36986.1,29811.1,41545.2,0.369734,7.51937,0.998797,2.62316,2026-01-21,0.039449,39.449,true,
toy-1b,l40s,2,on-demand,AWS,us-east-1,g6e.48xlarge,8,bf16,4096,8,2,1,1,0,true,113.402,100.958,140.696,36986.1,29811.1,41545.2,0.369734,7.51937,0.998797,3.7664,2026-01-21,0.0566419,56.6419,true,
toy-1b,l40s,2,on-demand,RunPod,,L40S (secure cloud),1,bf16,4096,8,2,1,1,0,true,113.402,100.958,140.696,36986.1,29811.1,41545.2,0.369734,7.51937,0.998797,1.09,2026-09-25,0.0163922,16.3922,true,
toy-1b,l40s,2,on-demand,CoreWeave,,L40S 8x,8,bf16,4096,8,2,1,1,0,true,113.402,100.958,140.696,36986.1,29811.1,41545.2,0.369734,7.51937,0.998797,2.25,2026-02-01,0.0338372,33.8372,true,
toy-1b,l40s,2,on-demand,Crusoe,,L40S 48GB,1,bf16,4096,8,2,1,1,0,true,113.402,100.958,140.696,36986.1,29811.1,41545.2,0.369734,7.51937,0.998797,1,2026-08-19,0.0150387,15.0387,true,
toy-1b,l40s,4,on-demand,AWS,us-east-1,g6e.xlarge,1,bf16,4096,1,1,1,4,3,true,35.7016,34.3989,88.1182,117482,47598.6,121932,0.58721,2.36729,0.99879,1.861,2026-01-21,0.0176221,17.6221,true,
toy-1b,l40s,4,on-demand,AWS,us-east-1,g6e.12xlarge,4,bf16,4096,1,1,1,4,3,true,35.7016,34.3989,88.1182,117482,47598.6,121932,0.58721,2.36729,0.99879,2.62316,2026-01-21,0.0248391,24.8391,true,
toy-1b,l40s,4,on-demand,AWS,us-east-1,g6e.48xlarge,8,bf16,4096,1,1,1,4,3,true,35.7016,34.3989,88.1182,117482,47598.6,121932,0.58721,2.36729,0.99879,3.7664,2026-01-21,0.0356646,35.6646,true,
toy-1b,l40s,4,on-demand,RunPod,,L40S (secure cloud),1,bf16,4096,1,1,1,4,3,true,35.7016,34.3989,88.1182,117482,47598.6,121932,0.58721,2.36729,0.99879,1.09,2026-09-25,0.0103214,10.3214,true,
toy-1b,l40s,4,on-demand,CoreWeave,,L40S 8x,8,bf16,4096,1,1,1,4,3,true,35.7016,34.3989,88.1182,117482,47598.6,121932,0.58721,2.36729,0.99879,2.25,2026-02-01,0.0213056,21.3056,true,
toy-1b,l40s,4,on-demand,Crusoe,,L40S 48GB,1,bf16,4096,1,1,1,4,3,true,35.7016,34.3989,88.1182,117482,47598.6,121932,0.58721,2.36729,0.99879,1,2026-08-19,0.00946915,9.46915,true,
toy-1b,l40s,4,on-demand,AWS,us-east-1,g6e.xlarge,1,bf16,4096,2,1,1,4,3,true,35.7016,34.3989,64.1587,117482,65373.9,121932,0.58721,2.36729,0.99879,1.861,2026-01-21,0.0176221,17.6221,true,
toy-1b,l40s,4,on-demand,AWS,us-east-1,g6e.12xlarge,4,bf16,4096,2,1,1,4,3,true,35.7016,34.3989,64.1587,117482,65373.9,121932,0.58721,2.36729,0.99879,2.62316,2026-01-21,0.0248391,24.8391,true,
toy-1b,l40s,4,on-demand,AWS,us-east-1,g6e.48xlarge,8,bf16,4096,2,1,1,4,3,true,35.7016,34.3989,64.1587,117482,65373.9,121932,0.58721,2.36729,0.99879,3.7664,2026-01-21,0.0356646,35.6646,true,
toy-1b,l40s,4,on-demand,RunPod,,L40S (secure cloud),1,bf16,4096,2,1,1,4,3,true,35.7016,34.3989,64.1587,117482,65373.9,121932,0.58721,2.36729,0.99879,1.09,2026-09-25,0.0103214,10.3214,true,
toy-1b,l40s,4,on-demand,CoreWeave,,L40S 8x,8,bf16,4096,2,1,1,4,3,true,35.7016,34.3989,64.1587,117482,65373.9,121932,0.58721,2.36729,0.99879,2.25,2026-02-01,0.0213056,21.3056,true,
toy-1b,l40s,4,on-demand,Crusoe,,L40S 48GB,1,bf16,4096,2,1,1,4,3,true,35.7016,34.3989,64.1587,117482,65373.9,121932,0.58721,2.36729,0.99879,1,2026-08-19,0.00946915,9.46915,true,
toy-1b,l40s,4,on-demand,AWS,us-east-1,g6e.xlarge,1,bf16,4096,4,1,1,4,3,true,35.7016,34.3989,52.1789,117482,80383.1,121932,0.58721,2.36729,0.99879,1.861,2026-01-21,0.0176221,17.6221,true,
toy-1b,l40s,4,on-demand,AWS,us-east-1,g6e.12xlarge,4,bf16,4096,4,1,1,4,3,true,35.7016,34.3989,52.1789,117482,80383.1,121932,0.58721,2.36729,0.99879,2.62316,2026-01-21,0.0248391,24.8391,true,
toy-1b,l40s,4,on-demand,AWS,us-east-1,g6e.48xlarge,8,bf16,4096,4,1,1,4,3,true,35.7016,34.3989,52.1789,117482,80383.1,121932,0.58721,2.36729,0.99879,3.7664,2026-01-21,0.0356646,35.6646,true,
toy-1b,l40s,4,on-demand,RunPod,,L40S (secure cloud),1,bf16,4096,4,1,1,4,3,true,35.7016,34.3989,52.1789,117482,80383.1,121932,0.58721,2.36729,0.99879,1.09,2026-09-25,0.0103214,10.3214,true,
toy-1b,l40s,4,on-demand,CoreWeave,,L40S 8x,8,bf16,4096,4,1,1,4,3,true,35.7016,34.3989,52.1789,117482,80383.1,121932,0.58721,2.36729,0.99879,2.25,2026-02-01,0.0213056,21.3056,true,
toy-1b,l40s,4,on-demand,Crusoe,,L40S 48GB,1,bf16,4096,4,1,1,4,3,true,35.7016,34.3989,52.1789,117482,80383.1,121932,0.58721,2.36729,0.99879,1,2026-08-19,0.00946915,9.46915,true,
toy-1b,l40s,4,on-demand,AWS,us-east-1,g6e.xlarge,1,bf16,4096,8,2,1,2,3,true,56.7016,50.4792,74.3747,73971.6,56394.2,83089.8,0.369731,3.75975,0.99879,1.861,2026-01-21,0.0279875,27.9875,true,
toy-1b,l40s,4,on-demand,AWS,us-east-1,g6e.12xlarge,4,bf16,4096,8,2,1,2,3,true,56.7016,50.4792,74.3747,73971.6,56394.2,83089.8,0.369731,3.75975,0.99879,2.62316,2026-01-21,0.0394497,39.4497,true,
toy-1b,l40s,4,on-demand,AWS,us-east-1,g6e.48xlarge,8,bf16,4096,8,2,1,2,3,true,56.7016,50.4792,74.3747,73971.6,56394.2,83089.8,0.369731,3.75975,0.99879,3.7664,2026-01-21,0.0566428,56.6428,true,
toy-1b,l40s,4,on-demand,RunPod,,L40S (secure cloud),1,bf16,4096,8,2,1,2,3,true,56.7016,50.4792,74.3747,73971.6,56394.2,83089.8,0.369731,3.75975,0.99879,1.09,2026-09-25,0.0163925,16.3925,true,
toy-1b,l40s,4,on-demand,CoreWeave,,L40S 8x,8,bf16,4096,8,2,1,2,3,true,56.7016,50.4792,74.3747,73971.6,56394.2,83089.8,0.369731,3.75975,0.99879,2.25,2026-02-01,0.0338377,33.8377,true,
toy-1b,l40s,4,on-demand,Crusoe,,L40S 48GB,1,bf16,4096,8,2,1,2,3,true,56.7016,50.4792,74.3747,73971.6,56394.2,83089.8,0.369731,3.75975,0.99879,1,2026-08-19,0.015039,15.039,true,
toy-1b,l40s,8,on-demand,AWS,us-east-1,g6e.xlarge,1,bf16,4096,1,1,1,8,1,true,17.929,17.2439,20.2711,233940,206910,243235,0.584649,1.18885,0.998775,1.861,2026-01-21,0.0176995,17.6995,true,
toy-1b,l40s,8,on-demand,AWS,us-east-1,g6e.12xlarge,4,bf16,4096,1,1,1,8,1,true,17.929,17.2439,20.2711,233940,206910,243235,0.584649,1.18885,0.998775,2.62316,2026-01-21,0.0249483,24.9483,true,
toy-1b,l40s,8,on-demand,AWS,us-east-1,g6e.48xlarge,8,bf16,4096,1,1,1,8,1,true,17.929,17.2439,20.2711,233940,206910,243235,0.584649,1.18885,0.998775,3.7664,2026-01-21,0.0358213,35.8213,true,
toy-1b,l40s,8,on-demand,RunPod,,L40S (secure cloud),1,bf16,4096,1,1,1,8,1,true,17.929,17.2439,20.2711,233940,206910,243235,0.584649,1.18885,0.998775,1.09,2026-09-25,0.0103667,10.3667,true,
toy-1b,l40s,8,on-demand,CoreWeave,,L40S 8x,8,bf16,4096,1,1,1,8,1,true,17.929,17.2439,20.2711,233940,206910,243235,0.584649,1.18885,0.998775,2.25,2026-02-01,0.0213992,21.3992,true,
toy-1b,l40s,8,on-demand,Crusoe,,L40S 48GB,1,bf16,4096,1,1,1,8,1,true,17.929,17.2439,20.2711,233940,206910,243235,0.584649,1.18885,0.998775,1,2026-08-19,0.00951077,9.51077,true,
toy-1b,l40s,8,on-demand,AWS,us-east-1,g6e.xlarge,1,bf16,4096,2,1,1,8,3,true,17.8513,17.1998,34.1378,234958,122864,243858,0.587193,1.18369,0.998775,1.861,2026-01-21,0.0176228,17.6228,true,
toy-1b,l40s,8,on-demand,AWS,us-east-1,g6e.12xlarge,4,bf16,4096,2,1,1,8,3,true,17.8513,17.1998,34.1378,234958,122864,243858,0.587193,1.18369,0.998775,2.62316,2026-01-21,0.0248402,24.8402,true,
toy-1b,l40s,8,on-demand,AWS,us-east-1,g6e.48xlarge,8,bf16,4096,2,1,1,8,3,true,17.8513,17.1998,34.1378,234958,122864,243858,0.587193,1.18369,0.998775,3.7664,2026-01-21,0.0356661,35.6661,true,
toy-1b,l40s,8,on-demand,RunPod,,L40S (secure cloud),1,bf16,4096,2,1,1,8,3,true,17.8513,17.1998,34.1378,234958,122864,243858,0.587193,1.18369,0.998775,1.09,2026-09-25,0.0103218,10.3218,true,
toy-1b,l40s,8,on-demand,CoreWeave,,L40S 8x,8,bf16,4096,2,1,1,8,3,true,17.8513,17.1998,34.1378,234958,122864,243858,0.587193,1.18369,0.998775,2.25,2026-02-01,0.0213065,21.3065,true,
toy-1b,l40s,8,on-demand,Crusoe,,L40S 48GB,1,bf16,4096,2,1,1,8,3,true,17.8513,17.1998,34.1378,234958,122864,243858,0.587193,1.18369,0.998775,1,2026-08-19,0.00946956,9.46956,true,
toy-1b,l40s,8,on-demand,AWS,us-east-1,g6e.xlarge,1,bf16,4096,4,1,1,8,3,true,17.8513,17.1998,27.1499,234958,154487,243858,0.587193,1.18369,0.998775,1.861,2026-01-21,0.0176228,17.6228,true,
toy-1b,l40s,8,on-demand,AWS,us-east-1,g6e.12xlarge,4,bf16,4096,4,1,1,8,3,true,17.8513,17.1998,27.1499,234958,154487,243858,0.587193,1.18369,0.998775,2.62316,2026-01-21,0.0248402,24.8402,true,
toy-1b,l40s,8,on-demand,AWS,us-east-1,g6e.48xlarge,8,bf16,4096,4,1,1,8,3,true,17.8513,17.1998,27.1499,234958,154487,243858,0.587193,1.18369,0.998775,3.7664,2026-01-21,0.0356661,35.6661,true,
toy-1b,l40s,8,on-demand,RunPod,,L40S (secure cloud),1,bf16,4096,4,1,1,8,3,true,17.8513,17.1998,27.1499,234958,154487,243858,0.587193,1.18369,0.998775,1.09,2026-09-25,0.0103218,10.3218,true,
toy-1b,l40s,8,on-demand,CoreWeave,,L40S 8x,8,bf16,4096,4,1,1,8,3,true,17.8513,17.1998,27.1499,234958,154487,243858,0.587193,1.18369,0.998775,2.25,2026-02-01,0.0213065,21.3065,true,
toy-1b,l40s,8,on-demand,Crusoe,,L40S 48GB,1,bf16,4096,4,1,1,8,3,true,17.8513,17.1998,27.1499,234958,154487,243858,0.587193,1.18369,0.998775,1,2026-08-19,0.00946956,9.46956,true,
toy-1b,l40s,8,on-demand,AWS,us-east-1,g6e.xlarge,1,bf16,4096,8,2,1,4,3,true,28.3513,25.24,38.2166,147941,109751,166177,0.369724,1.87993,0.998775,1.861,2026-01-21,0.0279885,27.9885,true,
toy-1b,l40s,8,on-demand,AWS,us-east-1,g6e.12xlarge,4,bf16,4096,8,2,1,4,3,true,28.3513,25.24,38.2166,147941,109751,166177,0.369724,1.87993,0.998775,2.62316,2026-01-21,0.0394509,39.4509,true,
toy-1b,l40s,8,on-demand,AWS,us-east-1,g6e.48xlarge,8,bf16,4096,8,2,1,4,3,true,28.3513,25.24,38.2166,147941,109751,166177,0.369724,1.87993,0.998775,3.7664,2026-01-21,0.0566446,56.6446,true,
toy-1b,l40s,8,on-demand,RunPod,,L40S (secure cloud),1,bf16,4096,8,2,1,4,3,true,28.3513,25.24,38.2166,147941,109751,166177,0.369724,1.87993,0.998775,1.09,2026-09-25,0.016393,16.393,true,
toy-1b,l40s,8,on-demand,CoreWeave,,L40S 8x,8,bf16,4096,8,2,1,4,3,true,28.3513,25.24,38.2166,147941,109751,166177,0.369724,1.87993,0.998775,2.25,2026-02-01,0.0338388,33.8388,true,
toy-1b,l40s,8,on-demand,Crusoe,,L40S 48GB,1,bf16,4096,8,2,1,4,3,true,28.3513,25.24,38.2166,147941,109751,166177,0.369724,1.87993,0.998775,1,2026-08-19,0.0150395,15.0395,true,
toy-1b,h200,1,on-demand,AWS,us-east-1,p5en.48xlarge,8,bf16,4096,1,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,7.912,2026-08-26,0.0241682,24.1682,true,
toy-1b,h200,1,on-demand,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,1,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,10.4365,2026-10-13,0.0318797,31.8797,true,
toy-1b,h200,1,on-demand,RunPod,,H200 (secure cloud),1,bf16,4096,1,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,4.59,2026-09-25,0.0140208,14.0208,true,
toy-1b,h200,1,on-demand,CoreWeave,,HGX H200 8x,8,bf16,4096,1,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,6.305,2026-02-01,0.0192595,19.2595,true,
toy-1b,h200,1,on-demand,Crusoe,,H200 SXM 141GB,1,bf16,4096,1,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,4.29,2026-08-19,0.0131044,13.1044,true,
toy-1b,h200,1,on-demand,Hyperstack,,H200 SXM,1,bf16,4096,1,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,3.99,2026-08-26,0.012188,12.188,true,
toy-1b,h200,1,spot,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,1,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,6.2607,2026-10-13,0.0191641,19.1641,true,
toy-1b,h200,1,spot,AWS,us-east-2,p5e.48xlarge,8,bf16,4096,1,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,1.80875,,0.00553662,5.53662,true,
toy-1b,h200,1,marketplace,Vast.ai,,H200 (cheapest listed),1,bf16,4096,1,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,2.47,,0.00754494,7.54494,true,
toy-1b,h200,1,on-demand,AWS,us-east-1,p5en.48xlarge,8,bf16,4096,2,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,7.912,2026-08-26,0.0241682,24.1682,true,
toy-1b,h200,1,on-demand,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,2,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,10.4365,2026-10-13,0.0318797,31.8797,true,
toy-1b,h200,1,on-demand,RunPod,,H200 (secure cloud),1,bf16,4096,2,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,4.59,2026-09-25,0.0140208,14.0208,true,
toy-1b,h200,1,on-demand,CoreWeave,,HGX H200 8x,8,bf16,4096,2,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,6.305,2026-02-01,0.0192595,19.2595,true,
toy-1b,h200,1,on-demand,Crusoe,,H200 SXM 141GB,1,bf16,4096,2,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,4.29,2026-08-19,0.0131044,13.1044,true,
toy-1b,h200,1,on-demand,Hyperstack,,H200 SXM,1,bf16,4096,2,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,3.99,2026-08-26,0.012188,12.188,true,
toy-1b,h200,1,spot,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,2,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,6.2607,2026-10-13,0.0191641,19.1641,true,
toy-1b,h200,1,spot,AWS,us-east-2,p5e.48xlarge,8,bf16,4096,2,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,1.80875,,0.00553662,5.53662,true,
toy-1b,h200,1,marketplace,Vast.ai,,H200 (cheapest listed),1,bf16,4096,2,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,2.47,,0.00754494,7.54494,true,
toy-1b,h200,1,on-demand,AWS,us-east-1,p5en.48xlarge,8,bf16,4096,4,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,7.912,2026-08-26,0.0241682,24.1682,true,
toy-1b,h200,1,on-demand,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,4,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,10.4365,2026-10-13,0.0318797,31.8797,true,
toy-1b,h200,1,on-demand,RunPod,,H200 (secure cloud),1,bf16,4096,4,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,4.59,2026-09-25,0.0140208,14.0208,true,
toy-1b,h200,1,on-demand,CoreWeave,,HGX H200 8x,8,bf16,4096,4,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,6.305,2026-02-01,0.0192595,19.2595,true,
toy-1b,h200,1,on-demand,Crusoe,,H200 SXM 141GB,1,bf16,4096,4,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,4.29,2026-08-19,0.0131044,13.1044,true,
toy-1b,h200,1,on-demand,Hyperstack,,H200 SXM,1,bf16,4096,4,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,3.99,2026-08-26,0.012188,12.188,true,
toy-1b,h200,1,spot,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,4,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,6.2607,2026-10-13,0.0191641,19.1641,true,
toy-1b,h200,1,spot,AWS,us-east-2,p5e.48xlarge,8,bf16,4096,4,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,1.80875,,0.00553662,5.53662,true,
toy-1b,h200,1,marketplace,Vast.ai,,H200 (cheapest listed),1,bf16,4096,4,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,2.47,,0.00754494,7.54494,true,
toy-1b,h200,1,on-demand,AWS,us-east-1,p5en.48xlarge,8,bf16,4096,8,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,7.912,2026-08-26,0.0241682,24.1682,true,
toy-1b,h200,1,on-demand,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,8,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,10.4365,2026-10-13,0.0318797,31.8797,true,
toy-1b,h200,1,on-demand,RunPod,,H200 (secure cloud),1,bf16,4096,8,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,4.59,2026-09-25,0.0140208,14.0208,true,
toy-1b,h200,1,on-demand,CoreWeave,,HGX H200 8x,8,bf16,4096,8,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,6.305,2026-02-01,0.0192595,19.2595,true,
toy-1b,h200,1,on-demand,Crusoe,,H200 SXM 141GB,1,bf16,4096,8,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,4.29,2026-08-19,0.0131044,13.1044,true,
toy-1b,h200,1,on-demand,Hyperstack,,H200 SXM,1,bf16,4096,8,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,3.99,2026-08-26,0.012188,12.188,true,
toy-1b,h200,1,spot,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,8,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,6.2607,2026-10-13,0.0191641,19.1641,true,
toy-1b,h200,1,spot,AWS,us-east-2,p5e.48xlarge,8,bf16,4096,8,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,1.80875,,0.00553662,5.53662,true,
toy-1b,h200,1,marketplace,Vast.ai,,H200 (cheapest listed),1,bf16,4096,8,1,1,1,0,true,46.0681,44.5655,51.9313,91045.8,80766.3,94115.5,0.666097,3.05463,0.998801,2.47,,0.00754494,7.54494,true,
toy-1b,h200,2,on-demand,AWS,us-east-1,p5en.48xlarge,8,bf16,4096,1,1,1,2,3,true,23.0341,22.2828,30.5379,182091,137347,188231,0.666096,1.52732,0.998797,7.912,2026-08-26,0.0241684,24.1684,true,
toy-1b,h200,2,on-demand,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,1,1,1,2,3,true,23.0341,22.2828,30.5379,182091,137347,188231,0.666096,1.52732,0.998797,10.4365,2026-10-13,0.0318798,31.8798,true,
toy-1b,h200,2,on-demand,RunPod,,H200 (secure cloud),1,bf16,4096,1,1,1,2,3,true,23.0341,22.2828,30.5379,182091,137347,188231,0.666096,1.52732,0.998797,4.59,2026-09-25,0.0140208,14.0208,true,
toy-1b,h200,2,on-demand,CoreWeave,,HGX H200 8x,8,bf16,4096,1,1,1,2,3,true,23.0341,22.2828,30.5379,182091,137347,188231,0.666096,1.52732,0.998797,6.305,2026-02-01,0.0192596,19.2596,true,
toy-1b,h200,2,on-demand,Crusoe,,H200 SXM 141GB,1,bf16,4096,1,1,1,2,3,true,23.0341,22.2828,30.5379,182091,137347,188231,0.666096,1.52732,0.998797,4.29,2026-08-19,0.0131044,13.1044,true,
toy-1b,h200,2,on-demand,Hyperstack,,H200 SXM,1,bf16,4096,1,1,1,2,3,true,23.0341,22.2828,30.5379,182091,137347,188231,0.666096,1.52732,0.998797,3.99,2026-08-26,0.012188,12.188,true,
toy-1b,h200,2,spot,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,1,1,1,2,3,true,23.0341,22.2828,30.5379,182091,137347,188231,0.666096,1.52732,0.998797,6.2607,2026-10-13,0.0191443,19.1443,true,
toy-1b,h200,2,spot,AWS,us-east-2,p5e.48xlarge,8,bf16,4096,1,1,1,2,3,true,23.0341,22.2828,30.5379,182091,137347,188231,0.666096,1.52732,0.998797,1.80875,,0.0055309,5.5309,true,
toy-1b,h200,2,marketplace,Vast.ai,,H200 (cheapest listed),1,bf16,4096,1,1,1,2,3,true,23.0341,22.2828,30.5379,182091,137347,188231,0.666096,1.52732,0.998797,2.47,,0.00754498,7.54498,true,
toy-1b,h200,2,on-demand,AWS,us-east-1,p5en.48xlarge,8,bf16,4096,2,1,1,2,3,true,23.0341,22.2828,28.254,182091,148450,188231,0.666096,1.52732,0.998797,7.912,2026-08-26,0.0241684,24.1684,true,
toy-1b,h200,2,on-demand,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,2,1,1,2,3,true,23.0341,22.2828,28.254,182091,148450,188231,0.666096,1.52732,0.998797,10.4365,2026-10-13,0.0318798,31.8798,true,
toy-1b,h200,2,on-demand,RunPod,,H200 (secure cloud),1,bf16,4096,2,1,1,2,3,true,23.0341,22.2828,28.254,182091,148450,188231,0.666096,1.52732,0.998797,4.59,2026-09-25,0.0140208,14.0208,true,
toy-1b,h200,2,on-demand,CoreWeave,,HGX H200 8x,8,bf16,4096,2,1,1,2,3,true,23.0341,22.2828,28.254,182091,148450,188231,0.666096,1.52732,0.998797,6.305,2026-02-01,0.0192596,19.2596,true,
toy-1b,h200,2,on-demand,Crusoe,,H200 SXM 141GB,1,bf16,4096,2,1,1,2,3,true,23.0341,22.2828,28.254,182091,148450,188231,0.666096,1.52732,0.998797,4.29,2026-08-19,0.0131044,13.1044,true,
toy-1b,h200,2,on-demand,Hyperstack,,H200 SXM,1,bf16,4096,2,1,1,2,3,true,23.0341,22.2828,28.254,182091,148450,188231,0.666096,1.52732,0.998797,3.99,2026-08-26,0.012188,12.188,true,
toy-1b,h200,2,spot,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,2,1,1,2,3,true,23.0341,22.2828,28.254,182091,148450,188231,0.666096,1.52732,0.998797,6.2607,2026-10-13,0.0191443,19.1443,true,
toy-1b,h200,2,spot,AWS,us-east-2,p5e.48xlarge,8,bf16,4096,2,1,1,2,3,true,23.0341,22.2828,28.254,182091,148450,188231,0.666096,1.52732,0.998797,1.80875,,0.0055309,5.5309,true,
toy-1b,h200,2,marketplace,Vast.ai,,H200 (cheapest listed),1,bf16,4096,2,1,1,2,3,true,23.0341,22.2828,28.254,182091,148450,188231,0.666096,1.52732,0.998797,2.47,,0.00754498,7.54498,true,
toy-1b,h200,2,on-demand,AWS,us-east-1,p5en.48xlarge,8,bf16,4096,4,1,1,2,3,true,23.0341,22.2828,27.1121,182091,154702,188231,0.666096,1.52732,0.998797,7.912,2026-08-26,0.0241684,24.1684,true,
toy-1b,h200,2,on-demand,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,4,1,1,2,3,true,23.0341,22.2828,27.1121,182091,154702,188231,0.666096,1.52732,0.998797,10.4365,2026-10-13,0.0318798,31.8798,true,
toy-1b,h200,2,on-demand,RunPod,,H200 (secure cloud),1,bf16,4096,4,1,1,2,3,true,23.0341,22.2828,27.1121,182091,154702,188231,0.666096,1.52732,0.998797,4.59,2026-09-25,0.0140208,14.0208,true,
toy-1b,h200,2,on-demand,CoreWeave,,HGX H200 8x,8,bf16,4096,4,1,1,2,3,true,23.0341,22.2828,27.1121,182091,154702,188231,0.666096,1.52732,0.998797,6.305,2026-02-01,0.0192596,19.2596,true,
toy-1b,h200,2,on-demand,Crusoe,,H200 SXM 141GB,1,bf16,4096,4,1,1,2,3,true,23.0341,22.2828,27.1121,182091,154702,188231,0.666096,1.52732,0.998797,4.29,2026-08-19,0.0131044,13.1044,true,
toy-1b,h200,2,on-demand,Hyperstack,,H200 SXM,1,bf16,4096,4,1,1,2,3,true,23.0341,22.2828,27.1121,182091,154702,188231,0.666096,1.52732,0.998797,3.99,2026-08-26,0.012188,12.188,true,
toy-1b,h200,2,spot,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,4,1,1,2,3,true,23.0341,22.2828,27.1121,182091,154702,188231,0.666096,1.52732,0.998797,6.2607,2026-10-13,0.0191443,19.1443,true,
toy-1b,h200,2,spot,AWS,us-east-2,p5e.48xlarge,8,bf16,4096,4,1,1,2,3,true,23.0341,22.2828,27.1121,182091,154702,188231,0.666096,1.52732,0.998797,1.80875,,0.0055309,5.5309,true,
toy-1b,h200,2,marketplace,Vast.ai,,H200 (cheapest listed),1,bf16,4096,4,1,1,2,3,true,23.0341,22.2828,27.1121,182091,154702,188231,0.666096,1.52732,0.998797,2.47,,0.00754498,7.54498,true,
toy-1b,h200,2,on-demand,AWS,us-east-1,p5en.48xlarge,8,bf16,4096,8,1,1,2,3,true,23.0341,22.2828,26.5411,182091,158030,188231,0.666096,1.52732,0.998797,7.912,2026-08-26,0.0241684,24.1684,true,
toy-1b,h200,2,on-demand,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,8,1,1,2,3,true,23.0341,22.2828,26.5411,182091,158030,188231,0.666096,1.52732,0.998797,10.4365,2026-10-13,0.0318798,31.8798,true,
toy-1b,h200,2,on-demand,RunPod,,H200 (secure cloud),1,bf16,4096,8,1,1,2,3,true,23.0341,22.2828,26.5411,182091,158030,188231,0.666096,1.52732,0.998797,4.59,2026-09-25,0.0140208,14.0208,true,
toy-1b,h200,2,on-demand,CoreWeave,,HGX H200 8x,8,bf16,4096,8,1,1,2,3,true,23.0341,22.2828,26.5411,182091,158030,188231,0.666096,1.52732,0.998797,6.305,2026-02-01,0.0192596,19.2596,true,
toy-1b,h200,2,on-demand,Crusoe,,H200 SXM 141GB,1,bf16,4096,8,1,1,2,3,true,23.0341,22.2828,26.5411,182091,158030,188231,0.666096,1.52732,0.998797,4.29,2026-08-19,0.0131044,13.1044,true,
toy-1b,h200,2,on-demand,Hyperstack,,H200 SXM,1,bf16,4096,8,1,1,2,3,true,23.0341,22.2828,26.5411,182091,158030,188231,0.666096,1.52732,0.998797,3.99,2026-08-26,0.012188,12.188,true,
toy-1b,h200,2,spot,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,8,1,1,2,3,true,23.0341,22.2828,26.5411,182091,158030,188231,0.666096,1.52732,0.998797,6.2607,2026-10-13,0.0191443,19.1443,true,
toy-1b,h200,2,spot,AWS,us-east-2,p5e.48xlarge,8,bf16,4096,8,1,1,2,3,true,23.0341,22.2828,26.5411,182091,158030,188231,0.666096,1.52732,0.998797,1.80875,,0.0055309,5.5309,true,
toy-1b,h200,2,marketplace,Vast.ai,,H200 (cheapest listed),1,bf16,4096,8,1,1,2,3,true,23.0341,22.2828,26.5411,182091,158030,188231,0.666096,1.52732,0.998797,2.47,,0.00754498,7.54498,true,
toy-1b,h200,4,on-demand,AWS,us-east-1,p5en.48xlarge,8,bf16,4096,1,1,1,4,3,true,11.5171,11.1414,16.409,364181,255610,376461,0.666093,0.76367,0.99879,7.912,2026-08-26,0.0241686,24.1686,true,
toy-1b,h200,4,on-demand,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,1,1,1,4,3,true,11.5171,11.1414,16.409,364181,255610,376461,0.666093,0.76367,0.99879,10.4365,2026-10-13,0.0318802,31.8802,true,
toy-1b,h200,4,on-demand,RunPod,,H200 (secure cloud),1,bf16,4096,1,1,1,4,3,true,11.5171,11.1414,16.409,364181,255610,376461,0.666093,0.76367,0.99879,4.59,2026-09-25,0.014021,14.021,true,
toy-1b,h200,4,on-demand,CoreWeave,,HGX H200 8x,8,bf16,4096,1,1,1,4,3,true,11.5171,11.1414,16.409,364181,255610,376461,0.666093,0.76367,0.99879,6.305,2026-02-01,0.0192598,19.2598,true,
toy-1b,h200,4,on-demand,Crusoe,,H200 SXM 141GB,1,bf16,4096,1,1,1,4,3,true,11.5171,11.1414,16.409,364181,255610,376461,0.666093,0.76367,0.99879,4.29,2026-08-19,0.0131046,13.1046,true,
toy-1b,h200,4,on-demand,Hyperstack,,H200 SXM,1,bf16,4096,1,1,1,4,3,true,11.5171,11.1414,16.409,364181,255610,376461,0.666093,0.76367,0.99879,3.99,2026-08-26,0.0121882,12.1882,true,
toy-1b,h200,4,spot,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,1,1,1,4,3,true,11.5171,11.1414,16.409,364181,255610,376461,0.666093,0.76367,0.99879,6.2607,2026-10-13,0.0191346,19.1346,true,
toy-1b,h200,4,spot,AWS,us-east-2,p5e.48xlarge,8,bf16,4096,1,1,1,4,3,true,11.5171,11.1414,16.409,364181,255610,376461,0.666093,0.76367,0.99879,1.80875,,0.00552809,5.52809,true,
toy-1b,h200,4,marketplace,Vast.ai,,H200 (cheapest listed),1,bf16,4096,1,1,1,4,3,true,11.5171,11.1414,16.409,364181,255610,376461,0.666093,0.76367,0.99879,2.47,,0.00754506,7.54506,true,
toy-1b,h200,4,on-demand,AWS,us-east-1,p5en.48xlarge,8,bf16,4096,2,1,1,4,3,true,11.5171,11.1414,14.6992,364181,285341,376461,0.666093,0.76367,0.99879,7.912,2026-08-26,0.0241686,24.1686,true,
toy-1b,h200,4,on-demand,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,2,1,1,4,3,true,11.5171,11.1414,14.6992,364181,285341,376461,0.666093,0.76367,0.99879,10.4365,2026-10-13,0.0318802,31.8802,true,
toy-1b,h200,4,on-demand,RunPod,,H200 (secure cloud),1,bf16,4096,2,1,1,4,3,true,11.5171,11.1414,14.6992,364181,285341,376461,0.666093,0.76367,0.99879,4.59,2026-09-25,0.014021,14.021,true,
toy-1b,h200,4,on-demand,CoreWeave,,HGX H200 8x,8,bf16,4096,2,1,1,4,3,true,11.5171,11.1414,14.6992,364181,285341,376461,0.666093,0.76367,0.99879,6.305,2026-02-01,0.0192598,19.2598,true,
toy-1b,h200,4,on-demand,Crusoe,,H200 SXM 141GB,1,bf16,4096,2,1,1,4,3,true,11.5171,11.1414,14.6992,364181,285341,376461,0.666093,0.76367,0.99879,4.29,2026-08-19,0.0131046,13.1046,true,
toy-1b,h200,4,on-demand,Hyperstack,,H200 SXM,1,bf16,4096,2,1,1,4,3,true,11.5171,11.1414,14.6992,364181,285341,376461,0.666093,0.76367,0.99879,3.99,2026-08-26,0.0121882,12.1882,true,
toy-1b,h200,4,spot,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,2,1,1,4,3,true,11.5171,11.1414,14.6992,364181,285341,376461,0.666093,0.76367,0.99879,6.2607,2026-10-13,0.0191346,19.1346,true,
toy-1b,h200,4,spot,AWS,us-east-2,p5e.48xlarge,8,bf16,4096,2,1,1,4,3,true,11.5171,11.1414,14.6992,364181,285341,376461,0.666093,0.76367,0.99879,1.80875,,0.00552809,5.52809,true,
toy-1b,h200,4,marketplace,Vast.ai,,H200 (cheapest listed),1,bf16,4096,2,1,1,4,3,true,11.5171,11.1414,14.6992,364181,285341,376461,0.666093,0.76367,0.99879,2.47,,0.00754506,7.54506,true,
toy-1b,h200,4,on-demand,AWS,us-east-1,p5en.48xlarge,8,bf16,4096,4,1,1,4,3,true,11.5171,11.1414,13.8444,364181,302961,376461,0.666093,0.76367,0.99879,7.912,2026-08-26,0.0241686,24.1686,true,
toy-1b,h200,4,on-demand,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,4,1,1,4,3,true,11.5171,11.1414,13.8444,364181,302961,376461,0.666093,0.76367,0.99879,10.4365,2026-10-13,0.0318802,31.8802,true,
toy-1b,h200,4,on-demand,RunPod,,H200 (secure cloud),1,bf16,4096,4,1,1,4,3,true,11.5171,11.1414,13.8444,364181,302961,376461,0.666093,0.76367,0.99879,4.59,2026-09-25,0.014021,14.021,true,
toy-1b,h200,4,on-demand,CoreWeave,,HGX H200 8x,8,bf16,4096,4,1,1,4,3,true,11.5171,11.1414,13.8444,364181,302961,376461,0.666093,0.76367,0.99879,6.305,2026-02-01,0.0192598,19.2598,true,
toy-1b,h200,4,on-demand,Crusoe,,H200 SXM 141GB,1,bf16,4096,4,1,1,4,3,true,11.5171,11.1414,13.8444,364181,302961,376461,0.666093,0.76367,0.99879,4.29,2026-08-19,0.0131046,13.1046,true,
toy-1b,h200,4,on-demand,Hyperstack,,H200 SXM,1,bf16,4096,4,1,1,4,3,true,11.5171,11.1414,13.8444,364181,302961,376461,0.666093,0.76367,0.99879,3.99,2026-08-26,0.0121882,12.1882,true,
toy-1b,h200,4,spot,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,4,1,1,4,3,true,11.5171,11.1414,13.8444,364181,302961,376461,0.666093,0.76367,0.99879,6.2607,2026-10-13,0.0191346,19.1346,true,
toy-1b,h200,4,spot,AWS,us-east-2,p5e.48xlarge,8,bf16,4096,4,1,1,4,3,true,11.5171,11.1414,13.8444,364181,302961,376461,0.666093,0.76367,0.99879,1.80875,,0.00552809,5.52809,true,
toy-1b,h200,4,marketplace,Vast.ai,,H200 (cheapest listed),1,bf16,4096,4,1,1,4,3,true,11.5171,11.1414,13.8444,364181,302961,376461,0.666093,0.76367,0.99879,2.47,,0.00754506,7.54506,true,
toy-1b,h200,4,on-demand,AWS,us-east-1,p5en.48xlarge,8,bf16,4096,8,1,1,4,3,true,11.5171,11.1414,13.4169,364181,312612,376461,0.666093,0.76367,0.99879,7.912,2026-08-26,0.0241686,24.1686,true,
toy-1b,h200,4,on-demand,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,8,1,1,4,3,true,11.5171,11.1414,13.4169,364181,312612,376461,0.666093,0.76367,0.99879,10.4365,2026-10-13,0.0318802,31.8802,true,
toy-1b,h200,4,on-demand,RunPod,,H200 (secure cloud),1,bf16,4096,8,1,1,4,3,true,11.5171,11.1414,13.4169,364181,312612,376461,0.666093,0.76367,0.99879,4.59,2026-09-25,0.014021,14.021,true,
toy-1b,h200,4,on-demand,CoreWeave,,HGX H200 8x,8,bf16,4096,8,1,1,4,3,true,11.5171,11.1414,13.4169,364181,312612,376461,0.666093,0.76367,0.99879,6.305,2026-02-01,0.0192598,19.2598,true,
toy-1b,h200,4,on-demand,Crusoe,,H200 SXM 141GB,1,bf16,4096,8,1,1,4,3,true,11.5171,11.1414,13.4169,364181,312612,376461,0.666093,0.76367,0.99879,4.29,2026-08-19,0.0131046,13.1046,true,
toy-1b,h200,4,on-demand,Hyperstack,,H200 SXM,1,bf16,4096,8,1,1,4,3,true,11.5171,11.1414,13.4169,364181,312612,376461,0.666093,0.76367,0.99879,3.99,2026-08-26,0.0121882,12.1882,true,
toy-1b,h200,4,spot,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,8,1,1,4,3,true,11.5171,11.1414,13.4169,364181,312612,376461,0.666093,0.76367,0.99879,6.2607,2026-10-13,0.0191346,19.1346,true,
toy-1b,h200,4,spot,AWS,us-east-2,p5e.48xlarge,8,bf16,4096,8,1,1,4,3,true,11.5171,11.1414,13.4169,364181,312612,376461,0.666093,0.76367,0.99879,1.80875,,0.00552809,5.52809,true,
toy-1b,h200,4,marketplace,Vast.ai,,H200 (cheapest listed),1,bf16,4096,8,1,1,4,3,true,11.5171,11.1414,13.4169,364181,312612,376461,0.666093,0.76367,0.99879,2.47,,0.00754506,7.54506,true,
toy-1b,h200,8,on-demand,AWS,us-east-1,p5en.48xlarge,8,bf16,4096,1,1,1,8,3,true,5.75858,5.57074,8.49283,728357,493864,752917,0.666088,0.381844,0.998775,7.912,2026-08-26,0.0241692,24.1692,true,
toy-1b,h200,8,on-demand,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,1,1,1,8,3,true,5.75858,5.57074,8.49283,728357,493864,752917,0.666088,0.381844,0.998775,10.4365,2026-10-13,0.0318809,31.8809,true,
toy-1b,h200,8,on-demand,RunPod,,H200 (secure cloud),1,bf16,4096,1,1,1,8,3,true,5.75858,5.57074,8.49283,728357,493864,752917,0.666088,0.381844,0.998775,4.59,2026-09-25,0.0140213,14.0213,true,
toy-1b,h200,8,on-demand,CoreWeave,,HGX H200 8x,8,bf16,4096,1,1,1,8,3,true,5.75858,5.57074,8.49283,728357,493864,752917,0.666088,0.381844,0.998775,6.305,2026-02-01,0.0192602,19.2602,true,
toy-1b,h200,8,on-demand,Crusoe,,H200 SXM 141GB,1,bf16,4096,1,1,1,8,3,true,5.75858,5.57074,8.49283,728357,493864,752917,0.666088,0.381844,0.998775,4.29,2026-08-19,0.0131049,13.1049,true,
toy-1b,h200,8,on-demand,Hyperstack,,H200 SXM,1,bf16,4096,1,1,1,8,3,true,5.75858,5.57074,8.49283,728357,493864,752917,0.666088,0.381844,0.998775,3.99,2026-08-26,0.0121884,12.1884,true,
toy-1b,h200,8,spot,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,1,1,1,8,3,true,5.75858,5.57074,8.49283,728357,493864,752917,0.666088,0.381844,0.998775,6.2607,2026-10-13,0.0191301,19.1301,true,
toy-1b,h200,8,spot,AWS,us-east-2,p5e.48xlarge,8,bf16,4096,1,1,1,8,3,true,5.75858,5.57074,8.49283,728357,493864,752917,0.666088,0.381844,0.998775,1.80875,,0.00552678,5.52678,true,
toy-1b,h200,8,marketplace,Vast.ai,,H200 (cheapest listed),1,bf16,4096,1,1,1,8,3,true,5.75858,5.57074,8.49283,728357,493864,752917,0.666088,0.381844,0.998775,2.47,,0.00754523,7.54523,true,
toy-1b,h200,8,on-demand,AWS,us-east-1,p5en.48xlarge,8,bf16,4096,2,1,1,8,3,true,5.75858,5.57074,7.49601,728357,559538,752917,0.666088,0.381844,0.998775,7.912,2026-08-26,0.0241692,24.1692,true,
toy-1b,h200,8,on-demand,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,2,1,1,8,3,true,5.75858,5.57074,7.49601,728357,559538,752917,0.666088,0.381844,0.998775,10.4365,2026-10-13,0.0318809,31.8809,true,
toy-1b,h200,8,on-demand,RunPod,,H200 (secure cloud),1,bf16,4096,2,1,1,8,3,true,5.75858,5.57074,7.49601,728357,559538,752917,0.666088,0.381844,0.998775,4.59,2026-09-25,0.0140213,14.0213,true,
toy-1b,h200,8,on-demand,CoreWeave,,HGX H200 8x,8,bf16,4096,2,1,1,8,3,true,5.75858,5.57074,7.49601,728357,559538,752917,0.666088,0.381844,0.998775,6.305,2026-02-01,0.0192602,19.2602,true,
toy-1b,h200,8,on-demand,Crusoe,,H200 SXM 141GB,1,bf16,4096,2,1,1,8,3,true,5.75858,5.57074,7.49601,728357,559538,752917,0.666088,0.381844,0.998775,4.29,2026-08-19,0.0131049,13.1049,true,
toy-1b,h200,8,on-demand,Hyperstack,,H200 SXM,1,bf16,4096,2,1,1,8,3,true,5.75858,5.57074,7.49601,728357,559538,752917,0.666088,0.381844,0.998775,3.99,2026-08-26,0.0121884,12.1884,true,
toy-1b,h200,8,spot,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,2,1,1,8,3,true,5.75858,5.57074,7.49601,728357,559538,752917,0.666088,0.381844,0.998775,6.2607,2026-10-13,0.0191301,19.1301,true,
toy-1b,h200,8,spot,AWS,us-east-2,p5e.48xlarge,8,bf16,4096,2,1,1,8,3,true,5.75858,5.57074,7.49601,728357,559538,752917,0.666088,0.381844,0.998775,1.80875,,0.00552678,5.52678,true,
toy-1b,h200,8,marketplace,Vast.ai,,H200 (cheapest listed),1,bf16,4096,2,1,1,8,3,true,5.75858,5.57074,7.49601,728357,559538,752917,0.666088,0.381844,0.998775,2.47,,0.00754523,7.54523,true,
toy-1b,h200,8,on-demand,AWS,us-east-1,p5en.48xlarge,8,bf16,4096,4,1,1,8,3,true,5.75858,5.57074,6.99761,728357,599391,752917,0.666088,0.381844,0.998775,7.912,2026-08-26,0.0241692,24.1692,true,
toy-1b,h200,8,on-demand,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,4,1,1,8,3,true,5.75858,5.57074,6.99761,728357,599391,752917,0.666088,0.381844,0.998775,10.4365,2026-10-13,0.0318809,31.8809,true,
toy-1b,h200,8,on-demand,RunPod,,H200 (secure cloud),1,bf16,4096,4,1,1,8,3,true,5.75858,5.57074,6.99761,728357,599391,752917,0.666088,0.381844,0.998775,4.59,2026-09-25,0.0140213,14.0213,true,
toy-1b,h200,8,on-demand,CoreWeave,,HGX H200 8x,8,bf16,4096,4,1,1,8,3,true,5.75858,5.57074,6.99761,728357,599391,752917,0.666088,0.381844,0.998775,6.305,2026-02-01,0.0192602,19.2602,true,
toy-1b,h200,8,on-demand,Crusoe,,H200 SXM 141GB,1,bf16,4096,4,1,1,8,3,true,5.75858,5.57074,6.99761,728357,599391,752917,0.666088,0.381844,0.998775,4.29,2026-08-19,0.0131049,13.1049,true,
toy-1b,h200,8,on-demand,Hyperstack,,H200 SXM,1,bf16,4096,4,1,1,8,3,true,5.75858,5.57074,6.99761,728357,599391,752917,0.666088,0.381844,0.998775,3.99,2026-08-26,0.0121884,12.1884,true,
toy-1b,h200,8,spot,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,4,1,1,8,3,true,5.75858,5.57074,6.99761,728357,599391,752917,0.666088,0.381844,0.998775,6.2607,2026-10-13,0.0191301,19.1301,true,
toy-1b,h200,8,spot,AWS,us-east-2,p5e.48xlarge,8,bf16,4096,4,1,1,8,3,true,5.75858,5.57074,6.99761,728357,599391,752917,0.666088,0.381844,0.998775,1.80875,,0.00552678,5.52678,true,
toy-1b,h200,8,marketplace,Vast.ai,,H200 (cheapest listed),1,bf16,4096,4,1,1,8,3,true,5.75858,5.57074,6.99761,728357,599391,752917,0.666088,0.381844,0.998775,2.47,,0.00754523,7.54523,true,
toy-1b,h200,8,on-demand,AWS,us-east-1,p5en.48xlarge,8,bf16,4096,8,1,1,8,3,true,5.75858,5.57074,6.74841,728357,621525,752917,0.666088,0.381844,0.998775,7.912,2026-08-26,0.0241692,24.1692,true,
toy-1b,h200,8,on-demand,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,8,1,1,8,3,true,5.75858,5.57074,6.74841,728357,621525,752917,0.666088,0.381844,0.998775,10.4365,2026-10-13,0.0318809,31.8809,true,
toy-1b,h200,8,on-demand,RunPod,,H200 (secure cloud),1,bf16,4096,8,1,1,8,3,true,5.75858,5.57074,6.74841,728357,621525,752917,0.666088,0.381844,0.998775,4.59,2026-09-25,0.0140213,14.0213,true,
toy-1b,h200,8,on-demand,CoreWeave,,HGX H200 8x,8,bf16,4096,8,1,1,8,3,true,5.75858,5.57074,6.74841,728357,621525,752917,0.666088,0.381844,0.998775,6.305,2026-02-01,0.0192602,19.2602,true,
toy-1b,h200,8,on-demand,Crusoe,,H200 SXM 141GB,1,bf16,4096,8,1,1,8,3,true,5.75858,5.57074,6.74841,728357,621525,752917,0.666088,0.381844,0.998775,4.29,2026-08-19,0.0131049,13.1049,true,
toy-1b,h200,8,on-demand,Hyperstack,,H200 SXM,1,bf16,4096,8,1,1,8,3,true,5.75858,5.57074,6.74841,728357,621525,752917,0.666088,0.381844,0.998775,3.99,2026-08-26,0.0121884,12.1884,true,
toy-1b,h200,8,spot,GCP,us-central1,a3-ultragpu-8g,8,bf16,4096,8,1,1,8,3,true,5.75858,5.57074,6.74841,728357,621525,752917,0.666088,0.381844,0.998775,6.2607,2026-10-13,0.0191301,19.1301,true,
toy-1b,h200,8,spot,AWS,us-east-2,p5e.48xlarge,8,bf16,4096,8,1,1,8,3,true,5.75858,5.57074,6.74841,728357,621525,752917,0.666088,0.381844,0.998775,1.80875,,0.00552678,5.52678,true,
toy-1b,h200,8,marketplace,Vast.ai,,H200 (cheapest listed),1,bf16,4096,8,1,1,8,3,true,5.75858,5.57074,6.74841,728357,621525,752917,0.666088,0.381844,0.998775,2.47,,0.00754523,7.54523,true,
toy-1b,h200-nvl,1,,,,,,bf16,4096,1,1,1,1,0,true,53.7387,52.0143,60.6186,78050,69191.7,80637.6,0.676201,3.56325,0.998801,,,,,true,
toy-1b,h200-nvl,1,,,,,,bf16,4096,2,1,1,1,0,true,53.7387,52.0143,60.6186,78050,69191.7,80637.6,0.676201,3.56325,0.998801,,,,,true,
toy-1b,h200-nvl,1,,,,,,bf16,4096,4,1,1,1,0,true,53.7387,52.0143,60.6186,78050,69191.7,80637.6,0.676201,3.56325,0.998801,,,,,true,
toy-1b,h200-nvl,1,,,,,,bf16,4096,8,1,1,1,0,true,53.7387,52.0143,60.6186,78050,69191.7,80637.6,0.676201,3.56325,0.998801,,,,,true,
toy-1b,h200-nvl,2,,,,,,bf16,4096,1,1,1,2,3,true,26.8694,26.0072,34.8816,156100,120244,161275,0.6762,1.78163,0.998797,,,,,true,
toy-1b,h200-nvl,2,,,,,,bf16,4096,2,1,1,2,3,true,26.8694,26.0072,32.5977,156100,128669,161275,0.6762,1.78163,0.998797,,,,,true,
toy-1b,h200-nvl,2,,,,,,bf16,4096,4,1,1,2,3,true,26.8694,26.0072,31.4557,156100,133340,161275,0.6762,1.78163,0.998797,,,,,true,
toy-1b,h200-nvl,2,,,,,,bf16,4096,8,1,1,2,3,true,26.8694,26.0072,30.8848,156100,135805,161275,0.6762,1.78163,0.998797,,,,,true,
toy-1b,h200-nvl,4,,,,,,bf16,4096,1,1,1,4,3,true,13.4347,13.0036,18.5808,312198,225733,322549,0.676198,0.890826,0.99879,,,,,true,
toy-1b,h200-nvl,4,,,,,,bf16,4096,2,1,1,4,3,true,13.4347,13.0036,16.8711,312198,248609,322549,0.676198,0.890826,0.99879,,,,,true,
toy-1b,h200-nvl,4,,,,,,bf16,4096,4,1,1,4,3,true,13.4347,13.0036,16.0162,312198,261879,322549,0.676198,0.890826,0.99879,,,,,true,
toy-1b,h200-nvl,4,,,,,,bf16,4096,8,1,1,4,3,true,13.4347,13.0036,15.5888,312198,269059,322549,0.676198,0.890826,0.99879,,,,,true,
toy-1b,h200-nvl,8,,,,,,bf16,4096,1,1,1,8,1,true,6.77513,6.55485,7.68355,619074,545881,639878,0.670433,0.449249,0.998775,,,,,true,
toy-1b,h200-nvl,8,,,,,,bf16,4096,2,1,1,8,3,true,6.71786,6.50227,14.4299,624351,290667,645053,0.676149,0.445452,0.998775,,,,,true,
toy-1b,h200-nvl,8,,,,,,bf16,4096,4,1,1,8,3,true,6.71786,6.50227,11.0302,624351,380256,645053,0.676149,0.445452,0.998775,,,,,true,
toy-1b,h200-nvl,8,,,,,,bf16,4096,8,1,1,8,3,true,6.71786,6.50227,9.33032,624351,449535,645053,0.676149,0.445452,0.998775,,,,,true,
toy-1b,h20,1,,,,,,bf16,4096,1,1,1,1,0,true,281.229,273.179,318.081,14914.2,13186.3,15353.7,0.729437,18.6474,0.998801,,,,,true,
toy-1b,h20,1,,,,,,bf16,4096,2,1,1,1,0,true,281.229,273.179,318.081,14914.2,13186.3,15353.7,0.729437,18.6474,0.998801,,,,,true,
toy-1b,h20,1,,,,,,bf16,4096,4,1,1,1,0,true,281.229,273.179,318.081,14914.2,13186.3,15353.7,0.729437,18.6474,0.998801,,,,,true,
toy-1b,h20,1,,,,,,bf16,4096,8,1,1,1,0,true,281.229,273.179,318.081,14914.2,13186.3,15353.7,0.729437,18.6474,0.998801,,,,,true,
toy-1b,h20,2,,,,,,bf16,4096,1,1,1,2,3,true,140.614,136.589,163.613,29828.4,25635.6,30707.4,0.729437,9.32374,0.998797,,,,,true,
toy-1b,h20,2,,,,,,bf16,4096,2,1,1,2,3,true,140.614,136.589,161.329,29828.4,25998.5,30707.4,0.729437,9.32374,0.998797,,,,,true,
toy-1b,h20,2,,,,,,bf16,4096,4,1,1,2,3,true,140.614,136.589,160.187,29828.4,26183.8,30707.4,0.729437,9.32374,0.998797,,,,,true,
toy-1b,h20,2,,,,,,bf16,4096,8,1,1,2,3,true,140.614,136.589,159.616,29828.4,26277.5,30707.4,0.729437,9.32374,0.998797,,,,,true,
toy-1b,h20,4,,,,,,bf16,4096,1,1,1,4,3,true,70.3073,68.2947,82.9464,59656.8,50566.4,61414.8,0.729437,4.66191,0.99879,,,,,true,
toy-1b,h20,4,,,,,,bf16,4096,2,1,1,4,3,true,70.3073,68.2947,81.2367,59656.8,51630.7,61414.8,0.729437,4.66191,0.99879,,,,,true,
toy-1b,h20,4,,,,,,bf16,4096,4,1,1,4,3,true,70.3073,68.2947,80.3818,59656.8,52179.8,61414.8,0.729437,4.66191,0.99879,,,,,true,
toy-1b,h20,4,,,,,,bf16,4096,8,1,1,4,3,true,70.3073,68.2947,79.9544,59656.8,52458.7,61414.8,0.729437,4.66191,0.99879,,,,,true,
toy-1b,h20,8,,,,,,bf16,4096,1,1,1,8,3,true,35.1537,34.1474,41.7615,119313,100435,122829,0.729436,2.33099,0.998775,,,,,true,
toy-1b,h20,8,,,,,,bf16,4096,2,1,1,8,3,true,35.1537,34.1474,40.7647,119313,102891,122829,0.729436,2.33099,0.998775,,,,,true,
toy-1b,h20,8,,,,,,bf16,4096,4,1,1,8,3,true,35.1537,34.1474,40.2663,119313,104164,122829,0.729436,2.33099,0.998775,,,,,true,
toy-1b,h20,8,,,,,,bf16,4096,8,1,1,8,3,true,35.1537,34.1474,40.0171,119313,104813,122829,0.729436,2.33099,0.998775,,,,,true,
toy-1b,gh200,1,on-demand,Lambda,,1x GH200,1,bf16,4096,1,1,1,1,0,true,47.1506,45.5597,53.1193,88955.5,78960.1,92061.8,0.650804,3.12641,0.998801,2.29,2026-09-20,0.00715948,7.15948,true,
toy-1b,gh200,1,on-demand,CoreWeave,,GH200 1x,1,bf16,4096,1,1,1,1,0,true,47.1506,45.5597,53.1193,88955.5,78960.1,92061.8,0.650804,3.12641,0.998801,6.5,2026-02-01,0.0203217,20.3217,true,
toy-1b,gh200,1,on-demand,Lambda,,1x GH200,1,bf16,4096,2,1,1,1,0,true,47.1506,45.5597,53.1193,88955.5,78960.1,92061.8,0.650804,3.12641,0.998801,2.29,2026-09-20,0.00715948,7.15948,true,
toy-1b,gh200,1,on-demand,CoreWeave,,GH200 1x,1,bf16,4096,2,1,1,1,0,true,47.1506,45.5597,53.1193,88955.5,78960.1,92061.8,0.650804,3.12641,0.998801,6.5,2026-02-01,0.0203217,20.3217,true,
toy-1b,gh200,1,on-demand,Lambda,,1x GH200,1,bf16,4096,4,1,1,1,0,true,47.1506,45.5597,53.1193,88955.5,78960.1,92061.8,0.650804,3.12641,0.998801,2.29,2026-09-20,0.00715948,7.15948,true,
toy-1b,gh200,1,on-demand,CoreWeave,,GH200 1x,1,bf16,4096,4,1,1,1,0,true,47.1506,45.5597,53.1193,88955.5,78960.1,92061.8,0.650804,3.12641,0.998801,6.5,2026-02-01,0.0203217,20.3217,true,
toy-1b,gh200,1,on-demand,Lambda,,1x GH200,1,bf16,4096,8,1,1,1,0,true,47.1506,45.5597,53.1193,88955.5,78960.1,92061.8,0.650804,3.12641,0.998801,2.29,2026-09-20,0.00715948,7.15948,true,
toy-1b,gh200,1,on-demand,CoreWeave,,GH200 1x,1,bf16,4096,8,1,1,1,0,true,47.1506,45.5597,53.1193,88955.5,78960.1,92061.8,0.650804,3.12641,0.998801,6.5,2026-02-01,0.0203217,20.3217,true,
toy-1b,gh200,2,on-demand,Lambda,,1x GH200,1,bf16,4096,1,1,1,2,3,true,23.5753,22.7799,31.1319,177911,134727,184123,0.650803,1.56321,0.998797,2.29,2026-09-20,0.00715952,7.15952,true,
toy-1b,gh200,2,on-demand,CoreWeave,,GH200 1x,1,bf16,4096,1,1,1,2,3,true,23.5753,22.7799,31.1319,177911,134727,184123,0.650803,1.56321,0.998797,6.5,2026-02-01,0.0203218,20.3218,true,
toy-1b,gh200,2,on-demand,Lambda,,1x GH200,1,bf16,4096,2,1,1,2,3,true,23.5753,22.7799,28.848,177911,145393,184123,0.650803,1.56321,0.998797,2.29,2026-09-20,0.00715952,7.15952,true,
toy-1b,gh200,2,on-demand,CoreWeave,,GH200 1x,1,bf16,4096,2,1,1,2,3,true,23.5753,22.7799,28.848,177911,145393,184123,0.650803,1.56321,0.998797,6.5,2026-02-01,0.0203218,20.3218,true,
toy-1b,gh200,2,on-demand,Lambda,,1x GH200,1,bf16,4096,4,1,1,2,3,true,23.5753,22.7799,27.7061,177911,151386,184123,0.650803,1.56321,0.998797,2.29,2026-09-20,0.00715952,7.15952,true,
toy-1b,gh200,2,on-demand,CoreWeave,,GH200 1x,1,bf16,4096,4,1,1,2,3,true,23.5753,22.7799,27.7061,177911,151386,184123,0.650803,1.56321,0.998797,6.5,2026-02-01,0.0203218,20.3218,true,
toy-1b,gh200,2,on-demand,Lambda,,1x GH200,1,bf16,4096,8,1,1,2,3,true,23.5753,22.7799,27.1351,177911,154571,184123,0.650803,1.56321,0.998797,2.29,2026-09-20,0.00715952,7.15952,true,
toy-1b,gh200,2,on-demand,CoreWeave,,GH200 1x,1,bf16,4096,8,1,1,2,3,true,23.5753,22.7799,27.1351,177911,154571,184123,0.650803,1.56321,0.998797,6.5,2026-02-01,0.0203218,20.3218,true,
toy-1b,gh200,4,on-demand,Lambda,,1x GH200,1,bf16,4096,1,1,1,4,1,true,11.8376,11.4358,13.3709,354321,313690,366770,0.648059,0.784922,0.99879,2.29,2026-09-20,0.00718989,7.18989,true,
toy-1b,gh200,4,on-demand,CoreWeave,,GH200 1x,1,bf16,4096,1,1,1,4,1,true,11.8376,11.4358,13.3709,354321,313690,366770,0.648059,0.784922,0.99879,6.5,2026-02-01,0.020408,20.408,true,
toy-1b,gh200,4,on-demand,Lambda,,1x GH200,1,bf16,4096,2,1,1,4,3,true,11.7881,11.3903,24.9825,355808,167889,368234,0.65078,0.781641,0.99879,2.29,2026-09-20,0.00715983,7.15983,true,
toy-1b,gh200,4,on-demand,CoreWeave,,GH200 1x,1,bf16,4096,2,1,1,4,3,true,11.7881,11.3903,24.9825,355808,167889,368234,0.65078,0.781641,0.99879,6.5,2026-02-01,0.0203227,20.3227,true,
toy-1b,gh200,4,on-demand,Lambda,,1x GH200,1,bf16,4096,4,1,1,4,3,true,11.7881,11.3903,19.154,355808,218979,368234,0.65078,0.781641,0.99879,2.29,2026-09-20,0.00715983,7.15983,true,
toy-1b,gh200,4,on-demand,CoreWeave,,GH200 1x,1,bf16,4096,4,1,1,4,3,true,11.7881,11.3903,19.154,355808,218979,368234,0.65078,0.781641,0.99879,6.5,2026-02-01,0.0203227,20.3227,true,
toy-1b,gh200,4,on-demand,Lambda,,1x GH200,1,bf16,4096,8,1,1,4,3,true,11.7881,11.3903,16.2397,355808,258275,368234,0.65078,0.781641,0.99879,2.29,2026-09-20,0.00715983,7.15983,true,
toy-1b,gh200,4,on-demand,CoreWeave,,GH200 1x,1,bf16,4096,8,1,1,4,3,true,11.7881,11.3903,16.2397,355808,258275,368234,0.65078,0.781641,0.99879,6.5,2026-02-01,0.0203227,20.3227,true,
toy-1b,gh200,8,on-demand,Lambda,,1x GH200,1,bf16,4096,1,1,1,8,1,true,5.95655,5.75282,6.74613,704149,621735,729087,0.643951,0.394971,0.998775,2.29,2026-09-20,0.00723586,7.23586,true,
toy-1b,gh200,8,on-demand,CoreWeave,,GH200 1x,1,bf16,4096,1,1,1,8,1,true,5.95655,5.75282,6.74613,704149,621735,729087,0.643951,0.394971,0.998775,6.5,2026-02-01,0.0205385,20.5385,true,
toy-1b,gh200,8,on-demand,Lambda,,1x GH200,1,bf16,4096,2,1,1,8,3,true,5.89434,5.69544,13.4925,711581,310861,736432,0.650747,0.390846,0.998775,2.29,2026-09-20,0.00716029,7.16029,true,
toy-1b,gh200,8,on-demand,CoreWeave,,GH200 1x,1,bf16,4096,2,1,1,8,3,true,5.89434,5.69544,13.4925,711581,310861,736432,0.650747,0.390846,0.998775,6.5,2026-02-01,0.020324,20.324,true,
toy-1b,gh200,8,on-demand,Lambda,,1x GH200,1,bf16,4096,4,1,1,8,3,true,5.89434,5.69544,10.0928,711581,415575,736432,0.650747,0.390846,0.998775,2.29,2026-09-20,0.00716029,7.16029,true,
toy-1b,gh200,8,on-demand,CoreWeave,,GH200 1x,1,bf16,4096,4,1,1,8,3,true,5.89434,5.69544,10.0928,711581,415575,736432,0.650747,0.390846,0.998775,6.5,2026-02-01,0.020324,20.324,true,
toy-1b,gh200,8,on-demand,Lambda,,1x GH200,1,bf16,4096,8,1,1,8,3,true,5.89434,5.69544,8.39291,711581,499744,736432,0.650747,0.390846,0.998775,2.29,2026-09-20,0.00716029,7.16029,true,
toy-1b,gh200,8,on-demand,CoreWeave,,GH200 1x,1,bf16,4096,8,1,1,8,3,true,5.89434,5.69544,8.39291,711581,499744,736432,0.650747,0.390846,0.998775,6.5,2026-02-01,0.020324,20.324,true,
toy-1b,gh200-144gb,1,,,,,,bf16,4096,1,1,1,1,0,true,44.6732,43.1658,50.3901,93888.5,83236.6,97167.2,0.686895,2.96214,0.998801,,,,,true,
toy-1b,gh200-144gb,1,,,,,,bf16,4096,2,1,1,1,0,true,44.6732,43.1658,50.3901,93888.5,83236.6,97167.2,0.686895,2.96214,0.998801,,,,,true,
toy-1b,gh200-144gb,1,,,,,,bf16,4096,4,1,1,1,0,true,44.6732,43.1658,50.3901,93888.5,83236.6,97167.2,0.686895,2.96214,0.998801,,,,,true,
toy-1b,gh200-144gb,1,,,,,,bf16,4096,8,1,1,1,0,true,44.6732,43.1658,50.3901,93888.5,83236.6,97167.2,0.686895,2.96214,0.998801,,,,,true,
toy-1b,gh200-144gb,2,,,,,,bf16,4096,1,1,1,2,3,true,22.3367,21.5829,29.7673,187777,140903,194334,0.686893,1.48108,0.998797,,,,,true,
toy-1b,gh200-144gb,2,,,,,,bf16,4096,2,1,1,2,3,true,22.3367,21.5829,27.4834,187777,152612,194334,0.686893,1.48108,0.998797,,,,,true,
toy-1b,gh200-144gb,2,,,,,,bf16,4096,4,1,1,2,3,true,22.3367,21.5829,26.3415,187777,159228,194334,0.686893,1.48108,0.998797,,,,,true,
toy-1b,gh200-144gb,2,,,,,,bf16,4096,8,1,1,2,3,true,22.3367,21.5829,25.7705,187777,162756,194334,0.686893,1.48108,0.998797,,,,,true,
toy-1b,gh200-144gb,4,,,,,,bf16,4096,1,1,1,4,1,true,11.2192,10.8382,12.6886,373852,330557,386992,0.683782,0.743915,0.99879,,,,,true,
toy-1b,gh200-144gb,4,,,,,,bf16,4096,2,1,1,4,3,true,11.1688,10.7919,24.3003,375539,172603,388654,0.686867,0.740574,0.99879,,,,,true,
toy-1b,gh200-144gb,4,,,,,,bf16,4096,4,1,1,4,3,true,11.1688,10.7919,18.4717,375539,227067,388654,0.686867,0.740574,0.99879,,,,,true,
toy-1b,gh200-144gb,4,,,,,,bf16,4096,8,1,1,4,3,true,11.1688,10.7919,15.5574,375539,269602,388654,0.686867,0.740574,0.99879,,,,,true,
toy-1b,gh200-144gb,8,,,,,,bf16,4096,1,1,1,8,1,true,5.64778,5.45449,6.40498,742646,654850,768963,0.679156,0.374497,0.998775,,,,,true,
toy-1b,gh200-144gb,8,,,,,,bf16,4096,2,1,1,8,1,true,5.62188,5.42932,6.40498,746068,654850,772528,0.682286,0.372779,0.998775,,,,,true,
toy-1b,gh200-144gb,8,,,,,,bf16,4096,4,1,1,8,3,true,5.58468,5.39621,9.75163,751038,430113,777268,0.686831,0.370312,0.998775,,,,,true,
toy-1b,gh200-144gb,8,,,,,,bf16,4096,8,1,1,8,3,true,5.58468,5.39621,8.05176,751038,520918,777268,0.686831,0.370312,0.998775,,,,,true,
toy-1b,b100,1,,,,,,bf16,4096,1,1,1,1,0,true,26.935,26.0652,30.3486,155720,138204,160916,0.644103,1.78597,0.998801,,,,,true,
toy-1b,b100,1,,,,,,bf16,4096,2,1,1,1,0,true,26.935,26.0652,30.3486,155720,138204,160916,0.644103,1.78597,0.998801,,,,,true,
toy-1b,b100,1,,,,,,bf16,4096,4,1,1,1,0,true,26.935,26.0652,30.3486,155720,138204,160916,0.644103,1.78597,0.998801,,,,,true,
toy-1b,b100,1,,,,,,bf16,4096,8,1,1,1,0,true,26.935,26.0652,30.3486,155720,138204,160916,0.644103,1.78597,0.998801,,,,,true,
toy-1b,b100,2,,,,,,bf16,4096,1,1,1,2,3,true,13.4675,13.0326,17.4733,311439,240041,321831,0.644101,0.892992,0.998797,,,,,true,
toy-1b,b100,2,,,,,,bf16,4096,2,1,1,2,3,true,13.4675,13.0326,16.3249,311439,256926,321831,0.644101,0.892992,0.998797,,,,,true,
toy-1b,b100,2,,,,,,bf16,4096,4,1,1,2,3,true,13.4675,13.0326,15.7507,311439,266292,321831,0.644101,0.892992,0.998797,,,,,true,
toy-1b,b100,2,,,,,,bf16,4096,8,1,1,2,3,true,13.4675,13.0326,15.4637,311439,271236,321831,0.644101,0.892992,0.998797,,,,,true,
toy-1b,b100,4,,,,,,bf16,4096,1,1,1,4,3,true,6.73378,6.51633,9.30665,622875,450678,643661,0.644099,0.446501,0.99879,,,,,true,
toy-1b,b100,4,,,,,,bf16,4096,2,1,1,4,3,true,6.73378,6.51633,8.44858,622875,496451,643661,0.644099,0.446501,0.99879,,,,,true,
toy-1b,b100,4,,,,,,bf16,4096,4,1,1,4,3,true,6.73378,6.51633,8.01955,622875,523010,643661,0.644099,0.446501,0.99879,,,,,true,
toy-1b,b100,4,,,,,,bf16,4096,8,1,1,4,3,true,6.73378,6.51633,7.80503,622875,537385,643661,0.644099,0.446501,0.99879,,,,,true,
toy-1b,b100,8,,,,,,bf16,4096,1,1,1,8,3,true,3.36691,3.25818,4.7975,1.24574e+06,874269,1.28731e+06,0.644095,0.223255,0.998775,,,,,true,
toy-1b,b100,8,,,,,,bf16,4096,2,1,1,8,3,true,3.36691,3.25818,4.29749,1.24574e+06,975989,1.28731e+06,0.644095,0.223255,0.998775,,,,,true,
toy-1b,b100,8,,,,,,bf16,4096,4,1,1,8,3,true,3.36691,3.25818,4.04749,1.24574e+06,1.03627e+06,1.28731e+06,0.644095,0.223255,0.998775,,,,,true,
toy-1b,b100,8,,,,,,bf16,4096,8,1,1,8,3,true,3.36691,3.25818,3.92249,1.24574e+06,1.0693e+06,1.28731e+06,0.644095,0.223255,0.998775,,,,,true,
toy-1b,b200,1,on-demand,AWS,us-east-1,p6-b200.48xlarge,8,bf16,4096,1,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,14.2416,2026-08-26,0.02041,20.41,true,
toy-1b,b200,1,on-demand,Lambda,,8x B200,8,bf16,4096,1,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,6.69,2026-09-20,0.0095876,9.5876,true,
toy-1b,b200,1,on-demand,Lambda,,1x B200,1,bf16,4096,1,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,6.99,2026-09-20,0.0100175,10.0175,true,
toy-1b,b200,1,on-demand,RunPod,,B200 (secure cloud),1,bf16,4096,1,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,6.79,2026-09-25,0.00973091,9.73091,true,
toy-1b,b200,1,on-demand,CoreWeave,,HGX B200 8x,8,bf16,4096,1,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,8.6,2026-02-01,0.0123249,12.3249,true,
toy-1b,b200,1,on-demand,Hyperstack,,B200 SXM,1,bf16,4096,1,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,6,2026-08-26,0.00859875,8.59875,true,
toy-1b,b200,1,on-demand,AWS,us-east-1,p6-b200.48xlarge,8,bf16,4096,2,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,14.2416,2026-08-26,0.02041,20.41,true,
toy-1b,b200,1,on-demand,Lambda,,8x B200,8,bf16,4096,2,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,6.69,2026-09-20,0.0095876,9.5876,true,
toy-1b,b200,1,on-demand,Lambda,,1x B200,1,bf16,4096,2,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,6.99,2026-09-20,0.0100175,10.0175,true,
toy-1b,b200,1,on-demand,RunPod,,B200 (secure cloud),1,bf16,4096,2,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,6.79,2026-09-25,0.00973091,9.73091,true,
toy-1b,b200,1,on-demand,CoreWeave,,HGX B200 8x,8,bf16,4096,2,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,8.6,2026-02-01,0.0123249,12.3249,true,
toy-1b,b200,1,on-demand,Hyperstack,,B200 SXM,1,bf16,4096,2,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,6,2026-08-26,0.00859875,8.59875,true,
toy-1b,b200,1,on-demand,AWS,us-east-1,p6-b200.48xlarge,8,bf16,4096,4,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,14.2416,2026-08-26,0.02041,20.41,true,
toy-1b,b200,1,on-demand,Lambda,,8x B200,8,bf16,4096,4,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,6.69,2026-09-20,0.0095876,9.5876,true,
toy-1b,b200,1,on-demand,Lambda,,1x B200,1,bf16,4096,4,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,6.99,2026-09-20,0.0100175,10.0175,true,
toy-1b,b200,1,on-demand,RunPod,,B200 (secure cloud),1,bf16,4096,4,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,6.79,2026-09-25,0.00973091,9.73091,true,
toy-1b,b200,1,on-demand,CoreWeave,,HGX B200 8x,8,bf16,4096,4,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,8.6,2026-02-01,0.0123249,12.3249,true,
toy-1b,b200,1,on-demand,Hyperstack,,B200 SXM,1,bf16,4096,4,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,6,2026-08-26,0.00859875,8.59875,true,
toy-1b,b200,1,on-demand,AWS,us-east-1,p6-b200.48xlarge,8,bf16,4096,8,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,14.2416,2026-08-26,0.02041,20.41,true,
toy-1b,b200,1,on-demand,Lambda,,8x B200,8,bf16,4096,8,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,6.69,2026-09-20,0.0095876,9.5876,true,
toy-1b,b200,1,on-demand,Lambda,,1x B200,1,bf16,4096,8,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,6.99,2026-09-20,0.0100175,10.0175,true,
toy-1b,b200,1,on-demand,RunPod,,B200 (secure cloud),1,bf16,4096,8,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,6.79,2026-09-25,0.00973091,9.73091,true,
toy-1b,b200,1,on-demand,CoreWeave,,HGX B200 8x,8,bf16,4096,8,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,8.6,2026-02-01,0.0123249,12.3249,true,
toy-1b,b200,1,on-demand,Hyperstack,,B200 SXM,1,bf16,4096,8,1,1,1,0,true,21.6135,20.8865,24.3282,194059,172405,200814,0.624312,1.43312,0.998801,6,2026-08-26,0.00859875,8.59875,true,
toy-1b,b200,2,on-demand,AWS,us-east-1,p6-b200.48xlarge,8,bf16,4096,1,1,1,2,3,true,10.8068,10.4433,14.4631,388118,290001,401627,0.624311,0.716567,0.998797,14.2416,2026-08-26,0.0204101,20.4101,true,
toy-1b,b200,2,on-demand,Lambda,,8x B200,8,bf16,4096,1,1,1,2,3,true,10.8068,10.4433,14.4631,388118,290001,401627,0.624311,0.716567,0.998797,6.69,2026-09-20,0.00958766,9.58766,true,
toy-1b,b200,2,on-demand,Lambda,,1x B200,1,bf16,4096,1,1,1,2,3,true,10.8068,10.4433,14.4631,388118,290001,401627,0.624311,0.716567,0.998797,6.99,2026-09-20,0.0100176,10.0176,true,
toy-1b,b200,2,on-demand,RunPod,,B200 (secure cloud),1,bf16,4096,1,1,1,2,3,true,10.8068,10.4433,14.4631,388118,290001,401627,0.624311,0.716567,0.998797,6.79,2026-09-25,0.00973098,9.73098,true,
toy-1b,b200,2,on-demand,CoreWeave,,HGX B200 8x,8,bf16,4096,1,1,1,2,3,true,10.8068,10.4433,14.4631,388118,290001,401627,0.624311,0.716567,0.998797,8.6,2026-02-01,0.0123249,12.3249,true,
toy-1b,b200,2,on-demand,Hyperstack,,B200 SXM,1,bf16,4096,1,1,1,2,3,true,10.8068,10.4433,14.4631,388118,290001,401627,0.624311,0.716567,0.998797,6,2026-08-26,0.0085988,8.5988,true,
toy-1b,b200,2,on-demand,AWS,us-east-1,p6-b200.48xlarge,8,bf16,4096,2,1,1,2,3,true,10.8068,10.4433,13.3147,388118,315013,401627,0.624311,0.716567,0.998797,14.2416,2026-08-26,0.0204101,20.4101,true,
toy-1b,b200,2,on-demand,Lambda,,8x B200,8,bf16,4096,2,1,1,2,3,true,10.8068,10.4433,13.3147,388118,315013,401627,0.624311,0.716567,0.998797,6.69,2026-09-20,0.00958766,9.58766,true,
toy-1b,b200,2,on-demand,Lambda,,1x B200,1,bf16,4096,2,1,1,2,3,true,10.8068,10.4433,13.3147,388118,315013,401627,0.624311,0.716567,0.998797,6.99,2026-09-20,0.0100176,10.0176,true,
toy-1b,b200,2,on-demand,RunPod,,B200 (secure cloud),1,bf16,4096,2,1,1,2,3,true,10.8068,10.4433,13.3147,388118,315013,401627,0.624311,0.716567,0.998797,6.79,2026-09-25,0.00973098,9.73098,true,
toy-1b,b200,2,on-demand,CoreWeave,,HGX B200 8x,8,bf16,4096,2,1,1,2,3,true,10.8068,10.4433,13.3147,388118,315013,401627,0.624311,0.716567,0.998797,8.6,2026-02-01,0.0123249,12.3249,true,
toy-1b,b200,2,on-demand,Hyperstack,,B200 SXM,1,bf16,4096,2,1,1,2,3,true,10.8068,10.4433,13.3147,388118,315013,401627,0.624311,0.716567,0.998797,6,2026-08-26,0.0085988,8.5988,true,
toy-1b,b200,2,on-demand,AWS,us-east-1,p6-b200.48xlarge,8,bf16,4096,4,1,1,2,3,true,10.8068,10.4433,12.7405,388118,329210,401627,0.624311,0.716567,0.998797,14.2416,2026-08-26,0.0204101,20.4101,true,
toy-1b,b200,2,on-demand,Lambda,,8x B200,8,bf16,4096,4,1,1,2,3,true,10.8068,10.4433,12.7405,388118,329210,401627,0.624311,0.716567,0.998797,6.69,2026-09-20,0.00958766,9.58766,true,
toy-1b,b200,2,on-demand,Lambda,,1x B200,1,bf16,4096,4,1,1,2,3,true,10.8068,10.4433,12.7405,388118,329210,401627,0.624311,0.716567,0.998797,6.99,2026-09-20,0.0100176,10.0176,true,
toy-1b,b200,2,on-demand,RunPod,,B200 (secure cloud),1,bf16,4096,4,1,1,2,3,true,10.8068,10.4433,12.7405,388118,329210,401627,0.624311,0.716567,0.998797,6.79,2026-09-25,0.00973098,9.73098,true,
toy-1b,b200,2,on-demand,CoreWeave,,HGX B200 8x,8,bf16,4096,4,1,1,2,3,true,10.8068,10.4433,12.7405,388118,329210,401627,0.624311,0.716567,0.998797,8.6,2026-02-01,0.0123249,12.3249,true,
toy-1b,b200,2,on-demand,Hyperstack,,B200 SXM,1,bf16,4096,4,1,1,2,3,true,10.8068,10.4433,12.7405,388118,329210,401627,0.624311,0.716567,0.998797,6,2026-08-26,0.0085988,8.5988,true,
toy-1b,b200,2,on-demand,AWS,us-east-1,p6-b200.48xlarge,8,bf16,4096,8,1,1,2,3,true,10.8068,10.4433,12.4534,388118,336799,401627,0.624311,0.716567,0.998797,14.2416,2026-08-26,0.0204101,20.4101,true,
toy-1b,b200,2,on-demand,Lambda,,8x B200,8,bf16,4096,8,1,1,2,3,true,10.8068,10.4433,12.4534,388118,336799,401627,0.624311,0.716567,0.998797,6.69,2026-09-20,0.00958766,9.58766,true,
toy-1b,b200,2,on-demand,Lambda,,1x B200,1,bf16,4096,8,1,1,2,3,true,10.8068,10.4433,12.4534,388118,336799,401627,0.624311,0.716567,0.998797,6.99,2026-09-20,0.0100176,10.0176,true,
toy-1b,b200,2,on-demand,RunPod,,B200 (secure cloud),1,bf16,4096,8,1,1,2,3,true,10.8068,10.4433,12.4534,388118,336799,401627,0.624311,0.716567,0.998797,6.79,2026-09-25,0.00973098,9.73098,true,
toy-1b,b200,2,on-demand,CoreWeave,,HGX B200 8x,8,bf16,4096,8,1,1,2,3,true,10.8068,10.4433,12.4534,388118,336799,401627,0.624311,0.716567,0.998797,8.6,2026-02-01,0.0123249,12.3249,true,
toy-1b,b200,2,on-demand,Hyperstack,,B200 SXM,1,bf16,4096,8,1,1,2,3,true,10.8068,10.4433,12.4534,388118,336799,401627,0.624311,0.716567,0.998797,6,2026-08-26,0.0085988,8.5988,true,
toy-1b,b200,4,on-demand,AWS,us-east-1,p6-b200.48xlarge,8,bf16,4096,1,1,1,4,3,true,5.40341,5.22165,7.80153,776232,537626,803252,0.624308,0.358288,0.99879,14.2416,2026-08-26,0.0204104,20.4104,true,
toy-1b,b200,4,on-demand,Lambda,,8x B200,8,bf16,4096,1,1,1,4,3,true,5.40341,5.22165,7.80153,776232,537626,803252,0.624308,0.358288,0.99879,6.69,2026-09-20,0.00958777,9.58777,true,
toy-1b,b200,4,on-demand,Lambda,,1x B200,1,bf16,4096,1,1,1,4,3,true,5.40341,5.22165,7.80153,776232,537626,803252,0.624308,0.358288,0.99879,6.99,2026-09-20,0.0100177,10.0177,true,
toy-1b,b200,4,on-demand,RunPod,,B200 (secure cloud),1,bf16,4096,1,1,1,4,3,true,5.40341,5.22165,7.80153,776232,537626,803252,0.624308,0.358288,0.99879,6.79,2026-09-25,0.00973109,9.73109,true,
toy-1b,b200,4,on-demand,CoreWeave,,HGX B200 8x,8,bf16,4096,1,1,1,4,3,true,5.40341,5.22165,7.80153,776232,537626,803252,0.624308,0.358288,0.99879,8.6,2026-02-01,0.0123251,12.3251,true,
toy-1b,b200,4,on-demand,Hyperstack,,B200 SXM,1,bf16,4096,1,1,1,4,3,true,5.40341,5.22165,7.80153,776232,537626,803252,0.624308,0.358288,0.99879,6,2026-08-26,0.0085989,8.5989,true,
toy-1b,b200,4,on-demand,AWS,us-east-1,p6-b200.48xlarge,8,bf16,4096,2,1,1,4,3,true,5.40341,5.22165,6.94347,776232,604065,803252,0.624308,0.358288,0.99879,14.2416,2026-08-26,0.0204104,20.4104,true,
toy-1b,b200,4,on-demand,Lambda,,8x B200,8,bf16,4096,2,1,1,4,3,true,5.40341,5.22165,6.94347,776232,604065,803252,0.624308,0.358288,0.99879,6.69,2026-09-20,0.00958777,9.58777,true,
toy-1b,b200,4,on-demand,Lambda,,1x B200,1,bf16,4096,2,1,1,4,3,true,5.40341,5.22165,6.94347,776232,604065,803252,0.624308,0.358288,0.99879,6.99,2026-09-20,0.0100177,10.0177,true,
toy-1b,b200,4,on-demand,RunPod,,B200 (secure cloud),1,bf16,4096,2,1,1,4,3,true,5.40341,5.22165,6.94347,776232,604065,803252,0.624308,0.358288,0.99879,6.79,2026-09-25,0.00973109,9.73109,true,
toy-1b,b200,4,on-demand,CoreWeave,,HGX B200 8x,8,bf16,4096,2,1,1,4,3,true,5.40341,5.22165,6.94347,776232,604065,803252,0.624308,0.358288,0.99879,8.6,2026-02-01,0.0123251,12.3251,true,
toy-1b,b200,4,on-demand,Hyperstack,,B200 SXM,1,bf16,4096,2,1,1,4,3,true,5.40341,5.22165,6.94347,776232,604065,803252,0.624308,0.358288,0.99879,6,2026-08-26,0.0085989,8.5989,true,
toy-1b,b200,4,on-demand,AWS,us-east-1,p6-b200.48xlarge,8,bf16,4096,4,1,1,4,3,true,5.40341,5.22165,6.51443,776232,643848,803252,0.624308,0.358288,0.99879,14.2416,2026-08-26,0.0204104,20.4104,true,
toy-1b,b200,4,on-demand,Lambda,,8x B200,8,bf16,4096,4,1,1,4,3,true,5.40341,5.22165,6.51443,776232,643848,803252,0.624308,0.358288,0.99879,6.69,2026-09-20,0.00958777,9.58777,true,
toy-1b,b200,4,on-demand,Lambda,,1x B200,1,bf16,4096,4,1,1,4,3,true,5.40341,5.22165,6.51443,776232,643848,803252,0.624308,0.358288,0.99879,6.99,2026-09-20,0.0100177,10.0177,true,
toy-1b,b200,4,on-demand,RunPod,,B200 (secure cloud),1,bf16,4096,4,1,1,4,3,true,5.40341,5.22165,6.51443,776232,643848,803252,0.624308,0.358288,0.99879,6.79,2026-09-25,0.00973109,9.73109,true,
toy-1b,b200,4,on-demand,CoreWeave,,HGX B200 8x,8,bf16,4096,4,1,1,4,3,true,5.40341,5.22165,6.51443,776232,643848,803252,0.624308,0.358288,0.99879,8.6,2026-02-01,0.0123251,12.3251,true,
toy-1b,b200,4,on-demand,Hyperstack,,B200 SXM,1,bf16,4096,4,1,1,4,3,true,5.40341,5.22165,6.51443,776232,643848,803252,0.624308,0.358288,0.99879,6,2026-08-26,0.0085989,8.5989,true,
toy-1b,b200,4,on-demand,AWS,us-east-1,p6-b200.48xlarge,8,bf16,4096,8,1,1,4,3,true,5.40341,5.22165,6.29992,776232,665771,803252,0.624308,0.358288,0.99879,14.2416,2026-08-26,0.0204104,20.4104,true,
toy-1b,b200,4,on-demand,Lambda,,8x B200,8,bf16,4096,8,1,1,4,3,true,5.40341,5.22165,6.29992,776232,665771,803252,0.624308,0.358288,0.99879,6.69,2026-09-20,0.00958777,9.58777,true,
toy-1b,b200,4,on-demand,Lambda,,1x B200,1,bf16,4096,8,1,1,4,3,true,5.40341,5.22165,6.29992,776232,665771,803252,0.624308,0.358288,0.99879,6.99,2026-09-20,0.0100177,10.0177,true,
toy-1b,b200,4,on-demand,RunPod,,B200 (secure cloud),1,bf16,4096,8,1,1,4,3,true,5.40341,5.22165,6.29992,776232,665771,803252,0.624308,0.358288,0.99879,6.79,2026-09-25,0.00973109,9.73109,true,
toy-1b,b200,4,on-demand,CoreWeave,,HGX B200 8x,8,bf16,4096,8,1,1,4,3,true,5.40341,5.22165,6.29992,776232,665771,803252,0.624308,0.358288,0.99879,8.6,2026-02-01,0.0123251,12.3251,true,
toy-1b,b200,4,on-demand,Hyperstack,,B200 SXM,1,bf16,4096,8,1,1,4,3,true,5.40341,5.22165,6.29992,776232,665771,803252,0.624308,0.358288,0.99879,6,2026-08-26,0.0085989,8.5989,true,
toy-1b,b200,8,on-demand,AWS,us-east-1,p6-b200.48xlarge,8,bf16,4096,1,1,1,8,3,true,2.70173,2.61084,4.04494,1.55245e+06,1.03693e+06,1.60649e+06,0.624302,0.179148,0.998775,14.2416,2026-08-26,0.0204108,20.4108,true,
toy-1b,b200,8,on-demand,Lambda,,8x B200,8,bf16,4096,1,1,1,8,3,true,2.70173,2.61084,4.04494,1.55245e+06,1.03693e+06,1.60649e+06,0.624302,0.179148,0.998775,6.69,2026-09-20,0.009588,9.588,true,
toy-1b,b200,8,on-demand,Lambda,,1x B200,1,bf16,4096,1,1,1,8,3,true,2.70173,2.61084,4.04494,1.55245e+06,1.03693e+06,1.60649e+06,0.624302,0.179148,0.998775,6.99,2026-09-20,0.010018,10.018,true,
toy-1b,b200,8,on-demand,RunPod,,B200 (secure cloud),1,bf16,4096,1,1,1,8,3,true,2.70173,2.61084,4.04494,1.55245e+06,1.03693e+06,1.60649e+06,0.624302,0.179148,0.998775,6.79,2026-09-25,0.00973132,9.73132,true,
toy-1b,b200,8,on-demand,CoreWeave,,HGX B200 8x,8,bf16,4096,1,1,1,8,3,true,2.70173,2.61084,4.04494,1.55245e+06,1.03693e+06,1.60649e+06,0.624302,0.179148,0.998775,8.6,2026-02-01,0.0123254,12.3254,true,
toy-1b,b200,8,on-demand,Hyperstack,,B200 SXM,1,bf16,4096,1,1,1,8,3,true,2.70173,2.61084,4.04494,1.55245e+06,1.03693e+06,1.60649e+06,0.624302,0.179148,0.998775,6,2026-08-26,0.0085991,8.5991,true,
toy-1b,b200,8,on-demand,AWS,us-east-1,p6-b200.48xlarge,8,bf16,4096,2,1,1,8,3,true,2.70173,2.61084,3.54494,1.55245e+06,1.18318e+06,1.60649e+06,0.624302,0.179148,0.998775,14.2416,2026-08-26,0.0204108,20.4108,true,
toy-1b,b200,8,on-demand,Lambda,,8x B200,8,bf16,4096,2,1,1,8,3,true,2.70173,2.61084,3.54494,1.55245e+06,1.18318e+06,1.60649e+06,0.624302,0.179148,0.998775,6.69,2026-09-20,0.009588,9.588,true,
toy-1b,b200,8,on-demand,Lambda,,1x B200,1,bf16,4096,2,1,1,8,3,true,2.70173,2.61084,3.54494,1.55245e+06,1.18318e+06,1.60649e+06,0.624302,0.179148,0.998775,6.99,2026-09-20,0.010018,10.018,true,
toy-1b,b200,8,on-demand,RunPod,,B200 (secure cloud),1,bf16,4096,2,1,1,8,3,true,2.70173,2.61084,3.54494,1.55245e+06,1.18318e+06,1.60649e+06,0.624302,0.179148,0.998775,6.79,2026-09-25,0.00973132,9.73132,true,
toy-1b,b200,8,on-demand,CoreWeave,,HGX B200 8x,8,bf16,4096,2,1,1,8,3,true,2.70173,2.61084,3.54494,1.55245e+06,1.18318e+06,1.60649e+06,0.624302,0.179148,0.998775,8.6,2026-02-01,0.0123254,12.3254,true,
toy-1b,b200,8,on-demand,Hyperstack,,B200 SXM,1,bf16,4096,2,1,1,8,3,true,2.70173,2.61084,3.54494,1.55245e+06,1.18318e+06,1.60649e+06,0.624302,0.179148,0.998775,6,2026-08-26,0.0085991,8.5991,true,
toy-1b,b200,8,on-demand,AWS,us-east-1,p6-b200.48xlarge,8,bf16,4096,4,1,1,8,3,true,2.70173,2.61084,3.29493,1.55245e+06,1.27296e+06,1.60649e+06,0.624302,0.179148,0.998775,14.2416,2026-08-26,0.0204108,20.4108,true,
toy-1b,b200,8,on-demand,Lambda,,8x B200,8,bf16,4096,4,1,1,8,3,true,2.70173,2.61084,3.29493,1.55245e+06,1.27296e+06,1.60649e+06,0.624302,0.179148,0.998775,6.69,2026-09-20,0.009588,9.588,true,
toy-1b,b200,8,on-demand,Lambda,,1x B200,1,bf16,4096,4,1,1,8,3,true,2.70173,2.61084,3.29493,1.55245e+06,1.27296e+06,1.60649e+06,0.624302,0.179148,0.998775,6.99,2026-09-20,0.010018,10.018,true,
toy-1b,b200,8,on-demand,RunPod,,B200 (secure cloud),1,bf16,4096,4,1,1,8,3,true,2.70173,2.61084,3.29493,1.55245e+06,1.27296e+06,1.60649e+06,0.624302,0.179148,0.998775,6.79,2026-09-25,0.00973132,9.73132,true,
toy-1b,b200,8,on-demand,CoreWeave,,HGX B200 8x,8,bf16,4096,4,1,1,8,3,true,2.70173,2.61084,3.29493,1.55245e+06,1.27296e+06,1.60649e+06,0.624302,0.179148,0.998775,8.6,2026-02-01,0.0123254,12.3254,true,
toy-1b,b200,8,on-demand,Hyperstack,,B200 SXM,1,bf16,4096,4,1,1,8,3,true,2.70173,2.61084,3.29493,1.55245e+06,1.27296e+06,1.60649e+06,0.624302,0.179148,0.998775,6,2026-08-26,0.0085991,8.5991,true,
toy-1b,b200,8,on-demand,AWS,us-east-1,p6-b200.48xlarge,8,bf16,4096,8,1,1,8,3,true,2.70173,2.61084,3.16993,1.55245e+06,1.32315e+06,1.60649e+06,0.624302,0.179148,0.998775,14.2416,2026-08-26,0.0204108,20.4108,true,
toy-1b,b200,8,on-demand,Lambda,,8x B200,8,bf16,4096,8,1,1,8,3,true,2.70173,2.61084,3.16993,1.55245e+06,1.32315e+06,1.60649e+06,0.624302,0.179148,0.998775,6.69,2026-09-20,0.009588,9.588,true,
toy-1b,b200,8,on-demand,Lambda,,1x B200,1,bf16,4096,8,1,1,8,3,true,2.70173,2.61084,3.16993,1.55245e+06,1.32315e+06,1.60649e+06,0.624302,0.179148,0.998775,6.99,2026-09-20,0.010018,10.018,true,
toy-1b,b200,8,on-demand,RunPod,,B200 (secure cloud),1,bf16,4096,8,1,1,8,3,true,2.70173,2.61084,3.16993,1.55245e+06,1.32315e+06,1.60649e+06,0.624302,0.179148,0.998775,6.79,2026-09-25,0.00973132,9.73132,true,
toy-1b,b200,8,on-demand,CoreWeave,,HGX B200 8x,8,bf16,4096,8,1,1,8,3,true,2.70173,2.61084,3.16993,1.55245e+06,1.32315e+06,1.60649e+06,0.624302,0.179148,0.998775,8.6,2026-02-01,0.0123254,12.3254,true,
toy-1b,b200,8,on-demand,Hyperstack,,B200 SXM,1,bf16,4096,8,1,1,8,3,true,2.70173,2.61084,3.16993,1.55245e+06,1.32315e+06,1.60649e+06,0.624302,0.179148,0.998775,6,2026-08-26,0.0085991,8.5991,true,
toy-1b,gb200,1,on-demand,CoreWeave,,GB200 NVL72 (4-GPU slice),4,bf16,4096,1,1,1,1,0,true,20.6477,19.9707,23.2174,203137,180654,210023,0.588164,1.36908,0.998801,10.5,2026-02-01,0.0143754,14.3754,true,
toy-1b,gb200,1,on-demand,CoreWeave,,GB200 NVL72 (4-GPU slice),4,bf16,4096,2,1,1,1,0,true,20.6477,19.9707,23.2174,203137,180654,210023,0.588164,1.36908,0.998801,10.5,2026-02-01,0.0143754,14.3754,true,
toy-1b,gb200,1,on-demand,CoreWeave,,GB200 NVL72 (4-GPU slice),4,bf16,4096,4,1,1,1,0,true,20.6477,19.9707,23.2174,203137,180654,210023,0.588164,1.36908,0.998801,10.5,2026-02-01,0.0143754,14.3754,true,
toy-1b,gb200,1,on-demand,CoreWeave,,GB200 NVL72 (4-GPU slice),4,bf16,4096,8,1,1,1,0,true,20.6477,19.9707,23.2174,203137,180654,210023,0.588164,1.36908,0.998801,10.5,2026-02-01,0.0143754,14.3754,true,
toy-1b,gb200,2,on-demand,CoreWeave,,GB200 NVL72 (4-GPU slice),4,bf16,4096,1,1,1,2,3,true,10.3239,9.98535,13.9076,406272,301583,420046,0.588162,0.684546,0.998797,10.5,2026-02-01,0.0143755,14.3755,true,
toy-1b,gb200,2,on-demand,CoreWeave,,GB200 NVL72 (4-GPU slice),4,bf16,4096,2,1,1,2,3,true,10.3239,9.98535,12.7593,406272,328726,420046,0.588162,0.684546,0.998797,10.5,2026-02-01,0.0143755,14.3755,true,
toy-1b,gb200,2,on-demand,CoreWeave,,GB200 NVL72 (4-GPU slice),4,bf16,4096,4,1,1,2,3,true,10.3239,9.98535,12.1851,406272,344216,420046,0.588162,0.684546,0.998797,10.5,2026-02-01,0.0143755,14.3755,true,
toy-1b,gb200,2,on-demand,CoreWeave,,GB200 NVL72 (4-GPU slice),4,bf16,4096,8,1,1,2,3,true,10.3239,9.98535,11.898,406272,352521,420046,0.588162,0.684546,0.998797,10.5,2026-02-01,0.0143755,14.3755,true,
toy-1b,gb200,4,on-demand,CoreWeave,,GB200 NVL72 (4-GPU slice),4,bf16,4096,1,1,1,4,3,true,5.16196,4.99269,7.52382,812541,557470,840089,0.588159,0.342277,0.99879,10.5,2026-02-01,0.0143756,14.3756,true,
toy-1b,gb200,4,on-demand,CoreWeave,,GB200 NVL72 (4-GPU slice),4,bf16,4096,2,1,1,4,3,true,5.16196,4.99269,6.66576,812541,629231,840089,0.588159,0.342277,0.99879,10.5,2026-02-01,0.0143756,14.3756,true,
toy-1b,gb200,4,on-demand,CoreWeave,,GB200 NVL72 (4-GPU slice),4,bf16,4096,4,1,1,4,3,true,5.16196,4.99269,6.23673,812541,672517,840089,0.588159,0.342277,0.99879,10.5,2026-02-01,0.0143756,14.3756,true,
toy-1b,gb200,4,on-demand,CoreWeave,,GB200 NVL72 (4-GPU slice),4,bf16,4096,8,1,1,4,3,true,5.16196,4.99269,6.02221,812541,696473,840089,0.588159,0.342277,0.99879,10.5,2026-02-01,0.0143756,14.3756,true,
toy-1b,gb200,8,on-demand,CoreWeave,,GB200 NVL72 (4-GPU slice),4,bf16,4096,1,1,1,8,3,true,2.581,2.49636,3.90609,1.62507e+06,1.07379e+06,1.68017e+06,0.588154,0.171143,0.998775,10.5,2026-02-01,0.014376,14.376,true,
toy-1b,gb200,8,on-demand,CoreWeave,,GB200 NVL72 (4-GPU slice),4,bf16,4096,2,1,1,8,3,true,2.581,2.49636,3.40608,1.62507e+06,1.23142e+06,1.68017e+06,0.588154,0.171143,0.998775,10.5,2026-02-01,0.014376,14.376,true,
toy-1b,gb200,8,on-demand,CoreWeave,,GB200 NVL72 (4-GPU slice),4,bf16,4096,4,1,1,8,3,true,2.581,2.49636,3.15608,1.62507e+06,1.32896e+06,1.68017e+06,0.588154,0.171143,0.998775,10.5,2026-02-01,0.014376,14.376,true,
toy-1b,gb200,8,on-demand,CoreWeave,,GB200 NVL72 (4-GPU slice),4,bf16,4096,8,1,1,8,3,true,2.581,2.49636,3.03108,1.62507e+06,1.38377e+06,1.68017e+06,0.588154,0.171143,0.998775,10.5,2026-02-01,0.014376,14.376,true,
toy-1b,b300,1,on-demand,AWS,us-east-1,p6-b300.48xlarge,8,bf16,4096,1,1,1,1,0,true,21.5333,20.7975,24.2366,194782,173056,201674,0.626637,1.42781,0.998801,17.802,2026-08-26,0.0254178,25.4178,true,
toy-1b,b300,1,on-demand,Hyperstack,,B300 SXM,1,bf16,4096,1,1,1,1,0,true,21.5333,20.7975,24.2366,194782,173056,201674,0.626637,1.42781,0.998801,7.4,2026-08-26,0.0105658,10.5658,true,
toy-1b,b300,1,on-demand,AWS,us-east-1,p6-b300.48xlarge,8,bf16,4096,2,1,1,1,0,true,21.5333,20.7975,24.2366,194782,173056,201674,0.626637,1.42781,0.998801,17.802,2026-08-26,0.0254178,25.4178,true,
toy-1b,b300,1,on-demand,Hyperstack,,B300 SXM,1,bf16,4096,2,1,1,1,0,true,21.5333,20.7975,24.2366,194782,173056,201674,0.626637,1.42781,0.998801,7.4,2026-08-26,0.0105658,10.5658,true,
toy-1b,b300,1,on-demand,AWS,us-east-1,p6-b300.48xlarge,8,bf16,4096,4,1,1,1,0,true,21.5333,20.7975,24.2366,194782,173056,201674,0.626637,1.42781,0.998801,17.802,2026-08-26,0.0254178,25.4178,true,
toy-1b,b300,1,on-demand,Hyperstack,,B300 SXM,1,bf16,4096,4,1,1,1,0,true,21.5333,20.7975,24.2366,194782,173056,201674,0.626637,1.42781,0.998801,7.4,2026-08-26,0.0105658,10.5658,true,
toy-1b,b300,1,on-demand,AWS,us-east-1,p6-b300.48xlarge,8,bf16,4096,8,1,1,1,0,true,21.5333,20.7975,24.2366,194782,173056,201674,0.626637,1.42781,0.998801,17.802,2026-08-26,0.0254178,25.4178,true,
toy-1b,b300,1,on-demand,Hyperstack,,B300 SXM,1,bf16,4096,8,1,1,1,0,true,21.5333,20.7975,24.2366,194782,173056,201674,0.626637,1.42781,0.998801,7.4,2026-08-26,0.0105658,10.5658,true,
toy-1b,b300,2,on-demand,AWS,us-east-1,p6-b300.48xlarge,8,bf16,4096,1,1,1,2,3,true,10.7667,10.3988,14.4173,389563,290922,403347,0.626635,0.713908,0.998797,17.802,2026-08-26,0.025418,25.418,true,
toy-1b,b300,2,on-demand,Hyperstack,,B300 SXM,1,bf16,4096,1,1,1,2,3,true,10.7667,10.3988,14.4173,389563,290922,403347,0.626635,0.713908,0.998797,7.4,2026-08-26,0.0105658,10.5658,true,
toy-1b,b300,2,on-demand,AWS,us-east-1,p6-b300.48xlarge,8,bf16,4096,2,1,1,2,3,true,10.7667,10.3988,13.2689,389563,316100,403347,0.626635,0.713908,0.998797,17.802,2026-08-26,0.025418,25.418,true,
toy-1b,b300,2,on-demand,Hyperstack,,B300 SXM,1,bf16,4096,2,1,1,2,3,true,10.7667,10.3988,13.2689,389563,316100,403347,0.626635,0.713908,0.998797,7.4,2026-08-26,0.0105658,10.5658,true,
toy-1b,b300,2,on-demand,AWS,us-east-1,p6-b300.48xlarge,8,bf16,4096,4,1,1,2,3,true,10.7667,10.3988,12.6947,389563,330397,403347,0.626635,0.713908,0.998797,17.802,2026-08-26,0.025418,25.418,true,
toy-1b,b300,2,on-demand,Hyperstack,,B300 SXM,1,bf16,4096,4,1,1,2,3,true,10.7667,10.3988,12.6947,389563,330397,403347,0.626635,0.713908,0.998797,7.4,2026-08-26,0.0105658,10.5658,true,
toy-1b,b300,2,on-demand,AWS,us-east-1,p6-b300.48xlarge,8,bf16,4096,8,1,1,2,3,true,10.7667,10.3988,12.4076,389563,338042,403347,0.626635,0.713908,0.998797,17.802,2026-08-26,0.025418,25.418,true,
toy-1b,b300,2,on-demand,Hyperstack,,B300 SXM,1,bf16,4096,8,1,1,2,3,true,10.7667,10.3988,12.4076,389563,338042,403347,0.626635,0.713908,0.998797,7.4,2026-08-26,0.0105658,10.5658,true,
toy-1b,b300,4,on-demand,AWS,us-east-1,p6-b300.48xlarge,8,bf16,4096,1,1,1,4,3,true,5.38337,5.19939,7.77864,779123,539208,806691,0.626632,0.356958,0.99879,17.802,2026-08-26,0.0254183,25.4183,true,
toy-1b,b300,4,on-demand,Hyperstack,,B300 SXM,1,bf16,4096,1,1,1,4,3,true,5.38337,5.19939,7.77864,779123,539208,806691,0.626632,0.356958,0.99879,7.4,2026-08-26,0.010566,10.566,true,
toy-1b,b300,4,on-demand,AWS,us-east-1,p6-b300.48xlarge,8,bf16,4096,2,1,1,4,3,true,5.38337,5.19939,6.92057,779123,606063,806691,0.626632,0.356958,0.99879,17.802,2026-08-26,0.0254183,25.4183,true,
toy-1b,b300,4,on-demand,Hyperstack,,B300 SXM,1,bf16,4096,2,1,1,4,3,true,5.38337,5.19939,6.92057,779123,606063,806691,0.626632,0.356958,0.99879,7.4,2026-08-26,0.010566,10.566,true,
toy-1b,b300,4,on-demand,AWS,us-east-1,p6-b300.48xlarge,8,bf16,4096,4,1,1,4,3,true,5.38337,5.19939,6.49154,779123,646118,806691,0.626632,0.356958,0.99879,17.802,2026-08-26,0.0254183,25.4183,true,
toy-1b,b300,4,on-demand,Hyperstack,,B300 SXM,1,bf16,4096,4,1,1,4,3,true,5.38337,5.19939,6.49154,779123,646118,806691,0.626632,0.356958,0.99879,7.4,2026-08-26,0.010566,10.566,true,
toy-1b,b300,4,on-demand,AWS,us-east-1,p6-b300.48xlarge,8,bf16,4096,8,1,1,4,3,true,5.38337,5.19939,6.27702,779123,668200,806691,0.626632,0.356958,0.99879,17.802,2026-08-26,0.0254183,25.4183,true,
toy-1b,b300,4,on-demand,Hyperstack,,B300 SXM,1,bf16,4096,8,1,1,4,3,true,5.38337,5.19939,6.27702,779123,668200,806691,0.626632,0.356958,0.99879,7.4,2026-08-26,0.010566,10.566,true,
toy-1b,b300,8,on-demand,AWS,us-east-1,p6-b300.48xlarge,8,bf16,4096,1,1,1,8,3,true,2.69171,2.59971,4.03349,1.55823e+06,1.03987e+06,1.61337e+06,0.626627,0.178483,0.998775,17.802,2026-08-26,0.0254189,25.4189,true,
toy-1b,b300,8,on-demand,Hyperstack,,B300 SXM,1,bf16,4096,1,1,1,8,3,true,2.69171,2.59971,4.03349,1.55823e+06,1.03987e+06,1.61337e+06,0.626627,0.178483,0.998775,7.4,2026-08-26,0.0105662,10.5662,true,
toy-1b,b300,8,on-demand,AWS,us-east-1,p6-b300.48xlarge,8,bf16,4096,2,1,1,8,3,true,2.69171,2.59971,3.53349,1.55823e+06,1.18701e+06,1.61337e+06,0.626627,0.178483,0.998775,17.802,2026-08-26,0.0254189,25.4189,true,
toy-1b,b300,8,on-demand,Hyperstack,,B300 SXM,1,bf16,4096,2,1,1,8,3,true,2.69171,2.59971,3.53349,1.55823e+06,1.18701e+06,1.61337e+06,0.626627,0.178483,0.998775,7.4,2026-08-26,0.0105662,10.5662,true,
toy-1b,b300,8,on-demand,AWS,us-east-1,p6-b300.48xlarge,8,bf16,4096,4,1,1,8,3,true,2.69171,2.59971,3.28349,1.55823e+06,1.27739e+06,1.61337e+06,0.626627,0.178483,0.998775,17.802,2026-08-26,0.0254189,25.4189,true,
toy-1b,b300,8,on-demand,Hyperstack,,B300 SXM,1,bf16,4096,4,1,1,8,3,true,2.69171,2.59971,3.28349,1.55823e+06,1.27739e+06,1.61337e+06,0.626627,0.178483,0.998775,7.4,2026-08-26,0.0105662,10.5662,true,
toy-1b,b300,8,on-demand,AWS,us-east-1,p6-b300.48xlarge,8,bf16,4096,8,1,1,8,3,true,2.69171,2.59971,3.15849,1.55823e+06,1.32795e+06,1.61337e+06,0.626627,0.178483,0.998775,17.802,2026-08-26,0.0254189,25.4189,true,
toy-1b,b300,8,on-demand,Hyperstack,,B300 SXM,1,bf16,4096,8,1,1,8,3,true,2.69171,2.59971,3.15849,1.55823e+06,1.32795e+06,1.61337e+06,0.626627,0.178483,0.998775,7.4,2026-08-26,0.0105662,10.5662,true,
toy-1b,gb300,1,,,,,,bf16,4096,1,1,1,1,0,true,19.751,19.074,22.221,212359,188754,219897,0.614866,1.30963,0.998801,,,,,true,
toy-1b,gb300,1,,,,,,bf16,4096,2,1,1,1,0,true,19.751,19.074,22.221,212359,188754,219897,0.614866,1.30963,0.998801,,,,,true,
toy-1b,gb300,1,,,,,,bf16,4096,4,1,1,1,0,true,19.751,19.074,22.221,212359,188754,219897,0.614866,1.30963,0.998801,,,,,true,
toy-1b,gb300,1,,,,,,bf16,4096,8,1,1,1,0,true,19.751,19.074,22.221,212359,188754,219897,0.614866,1.30963,0.998801,,,,,true,
toy-1b,gb300,2,,,,,,bf16,4096,1,1,1,2,3,true,9.87553,9.537,13.4095,424717,312787,439793,0.614864,0.654818,0.998797,,,,,true,
toy-1b,gb300,2,,,,,,bf16,4096,2,1,1,2,3,true,9.87553,9.537,12.2611,424717,342082,439793,0.614864,0.654818,0.998797,,,,,true,
toy-1b,gb300,2,,,,,,bf16,4096,4,1,1,2,3,true,9.87553,9.537,11.6869,424717,358888,439793,0.614864,0.654818,0.998797,,,,,true,
toy-1b,gb300,2,,,,,,bf16,4096,8,1,1,2,3,true,9.87553,9.537,11.3999,424717,367926,439793,0.614864,0.654818,0.998797,,,,,true,
toy-1b,gb300,4,,,,,,bf16,4096,1,1,1,4,3,true,4.93779,4.76852,7.27474,849430,576557,879583,0.614861,0.327413,0.99879,,,,,true,
toy-1b,gb300,4,,,,,,bf16,4096,2,1,1,4,3,true,4.93779,4.76852,6.41668,849430,653657,879583,0.614861,0.327413,0.99879,,,,,true,
toy-1b,gb300,4,,,,,,bf16,4096,4,1,1,4,3,true,4.93779,4.76852,5.98764,849430,700493,879583,0.614861,0.327413,0.99879,,,,,true,
toy-1b,gb300,4,,,,,,bf16,4096,8,1,1,4,3,true,4.93779,4.76852,5.77313,849430,726522,879583,0.614861,0.327413,0.99879,,,,,true,
toy-1b,gb300,8,,,,,,bf16,4096,1,1,1,8,3,true,2.46892,2.38427,3.78155,1.69884e+06,1.10915e+06,1.75915e+06,0.614855,0.16371,0.998775,,,,,true,
toy-1b,gb300,8,,,,,,bf16,4096,2,1,1,8,3,true,2.46892,2.38427,3.28154,1.69884e+06,1.27815e+06,1.75915e+06,0.614855,0.16371,0.998775,,,,,true,
toy-1b,gb300,8,,,,,,bf16,4096,4,1,1,8,3,true,2.46892,2.38427,3.03154,1.69884e+06,1.38356e+06,1.75915e+06,0.614855,0.16371,0.998775,,,,,true,
toy-1b,gb300,8,,,,,,bf16,4096,8,1,1,8,3,true,2.46892,2.38427,2.90654,1.69884e+06,1.44306e+06,1.75915e+06,0.614855,0.16371,0.998775,,,,,true,
toy-1b,rtx-5090,1,marketplace,Vast.ai,,RTX 5090 (cheapest listed),1,bf16,4096,1,1,1,1,0,true,212.309,205.928,239.664,19755.6,17500.8,20367.8,0.682585,14.0776,0.998801,0.53,,0.00746111,7.46111,true,
toy-1b,rtx-5090,1,owned,,,,,bf16,4096,1,1,1,1,0,true,212.309,205.928,239.664,19755.6,17500.8,20367.8,0.682585,14.0776,0.998801,,,0.00758427,7.58427,true,
toy-1b,rtx-5090,1,marketplace,Vast.ai,,RTX 5090 (cheapest listed),1,bf16,4096,2,1,1,1,0,true,212.309,205.928,239.664,19755.6,17500.8,20367.8,0.682585,14.0776,0.998801,0.53,,0.00746111,7.46111,true,
toy-1b,rtx-5090,1,owned,,,,,bf16,4096,2,1,1,1,0,true,212.309,205.928,239.664,19755.6,17500.8,20367.8,0.682585,14.0776,0.998801,,,0.00758427,7.58427,true,
toy-1b,rtx-5090,1,marketplace,Vast.ai,,RTX 5090 (cheapest listed),1,bf16,4096,4,,,,,false,,,,,,,,,,0.53,,,,,does not fit in any layout
toy-1b,rtx-5090,1,owned,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,rtx-5090,1,marketplace,Vast.ai,,RTX 5090 (cheapest listed),1,bf16,4096,8,,,,,false,,,,,,,,,,0.53,,,,,does not fit in any layout
toy-1b,rtx-5090,1,owned,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,rtx-5090,2,marketplace,Vast.ai,,RTX 5090 (cheapest listed),1,bf16,4096,1,1,1,2,3,true,106.155,102.964,151.826,39511.2,27625.7,40735.5,0.682583,7.03883,0.998797,0.53,,0.00746116,7.46116,true,
toy-1b,rtx-5090,2,owned,,,,,bf16,4096,1,1,1,2,3,true,106.155,102.964,151.826,39511.2,27625.7,40735.5,0.682583,7.03883,0.998797,,,0.00758431,7.58431,true,
toy-1b,rtx-5090,2,marketplace,Vast.ai,,RTX 5090 (cheapest listed),1,bf16,4096,2,1,1,2,3,true,106.155,102.964,135.845,39511.2,30875.8,40735.5,0.682583,7.03883,0.998797,0.53,,0.00746116,7.46116,true,
toy-1b,rtx-5090,2,owned,,,,,bf16,4096,2,1,1,2,3,true,106.155,102.964,135.845,39511.2,30875.8,40735.5,0.682583,7.03883,0.998797,,,0.00758431,7.58431,true,
toy-1b,rtx-5090,2,marketplace,Vast.ai,,RTX 5090 (cheapest listed),1,bf16,4096,4,1,2,1,0,true,112.999,109.585,127.651,37118.1,32857.5,38274.3,0.641242,7.49263,0.998797,0.53,,0.00794218,7.94218,true,
toy-1b,rtx-5090,2,owned,,,,,bf16,4096,4,1,2,1,0,true,112.999,109.585,127.651,37118.1,32857.5,38274.3,0.641242,7.49263,0.998797,,,0.00807328,8.07328,true,
toy-1b,rtx-5090,2,marketplace,Vast.ai,,RTX 5090 (cheapest listed),1,bf16,4096,8,,,,,false,,,,,,,,,,0.53,,,,,does not fit in any layout
toy-1b,rtx-5090,2,owned,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,rtx-5090,4,marketplace,Vast.ai,,RTX 5090 (cheapest listed),1,bf16,4096,1,1,1,4,3,true,53.0777,51.4824,83.9286,79022,49974.7,81470.6,0.68258,3.51946,0.99879,0.53,,0.00746125,7.46125,true,
toy-1b,rtx-5090,4,owned,,,,,bf16,4096,1,1,1,4,3,true,53.0777,51.4824,83.9286,79022,49974.7,81470.6,0.68258,3.51946,0.99879,,,0.0075844,7.5844,true,
toy-1b,rtx-5090,4,marketplace,Vast.ai,,RTX 5090 (cheapest listed),1,bf16,4096,2,1,1,4,3,true,53.0777,51.4824,71.9457,79022,58298.2,81470.6,0.68258,3.51946,0.99879,0.53,,0.00746125,7.46125,true,
toy-1b,rtx-5090,4,owned,,,,,bf16,4096,2,1,1,4,3,true,53.0777,51.4824,71.9457,79022,58298.2,81470.6,0.68258,3.51946,0.99879,,,0.0075844,7.5844,true,
toy-1b,rtx-5090,4,marketplace,Vast.ai,,RTX 5090 (cheapest listed),1,bf16,4096,4,1,1,4,3,true,53.0777,51.4824,65.9542,79022,63594.2,81470.6,0.68258,3.51946,0.99879,0.53,,0.00746125,7.46125,true,
toy-1b,rtx-5090,4,owned,,,,,bf16,4096,4,1,1,4,3,true,53.0777,51.4824,65.9542,79022,63594.2,81470.6,0.68258,3.51946,0.99879,,,0.0075844,7.5844,true,
toy-1b,rtx-5090,4,marketplace,Vast.ai,,RTX 5090 (cheapest listed),1,bf16,4096,8,2,1,2,3,true,63.6023,59.5349,77.1033,65945.8,54398.5,70451.2,0.56963,4.21732,0.99879,0.53,,0.00894071,8.94071,true,
toy-1b,rtx-5090,4,owned,,,,,bf16,4096,8,2,1,2,3,true,63.6023,59.5349,77.1033,65945.8,54398.5,70451.2,0.56963,4.21732,0.99879,,,0.00908828,9.08828,true,
toy-1b,rtx-5090,8,marketplace,Vast.ai,,RTX 5090 (cheapest listed),1,bf16,4096,1,1,1,8,3,true,26.5391,25.7414,43.9916,158042,95343.3,162940,0.682573,1.75977,0.998775,0.53,,0.00746143,7.46143,true,
toy-1b,rtx-5090,8,owned,,,,,bf16,4096,1,1,1,8,3,true,26.5391,25.7414,43.9916,158042,95343.3,162940,0.682573,1.75977,0.998775,,,0.00758459,7.58459,true,
toy-1b,rtx-5090,8,marketplace,Vast.ai,,RTX 5090 (cheapest listed),1,bf16,4096,2,1,1,8,3,true,26.5391,25.7414,37.0021,158042,113353,162940,0.682573,1.75977,0.998775,0.53,,0.00746143,7.46143,true,
toy-1b,rtx-5090,8,owned,,,,,bf16,4096,2,1,1,8,3,true,26.5391,25.7414,37.0021,158042,113353,162940,0.682573,1.75977,0.998775,,,0.00758459,7.58459,true,
toy-1b,rtx-5090,8,marketplace,Vast.ai,,RTX 5090 (cheapest listed),1,bf16,4096,4,1,1,8,3,true,26.5391,25.7414,33.5073,158042,125176,162940,0.682573,1.75977,0.998775,0.53,,0.00746143,7.46143,true,
toy-1b,rtx-5090,8,owned,,,,,bf16,4096,4,1,1,8,3,true,26.5391,25.7414,33.5073,158042,125176,162940,0.682573,1.75977,0.998775,,,0.00758459,7.58459,true,
toy-1b,rtx-5090,8,marketplace,Vast.ai,,RTX 5090 (cheapest listed),1,bf16,4096,8,2,1,4,3,true,31.8014,29.7676,39.0663,131891,107364,140902,0.569625,2.10871,0.998775,0.53,,0.00894091,8.94091,true,
toy-1b,rtx-5090,8,owned,,,,,bf16,4096,8,2,1,4,3,true,31.8014,29.7676,39.0663,131891,107364,140902,0.569625,2.10871,0.998775,,,0.00908849,9.08849,true,
toy-1b,rtx-pro-6000,1,on-demand,CoreWeave,,RTX PRO 6000 8x,8,bf16,4096,1,1,1,1,0,true,96.08,92.8336,108.154,43654.3,38780.7,45180.9,0.627218,6.37077,0.998801,2.5,2026-02-01,0.0159269,15.9269,true,
toy-1b,rtx-pro-6000,1,on-demand,CoreWeave,,RTX PRO 6000 8x,8,bf16,4096,2,1,1,1,0,true,96.08,92.8336,108.154,43654.3,38780.7,45180.9,0.627218,6.37077,0.998801,2.5,2026-02-01,0.0159269,15.9269,true,
toy-1b,rtx-pro-6000,1,on-demand,CoreWeave,,RTX PRO 6000 8x,8,bf16,4096,4,1,1,1,0,true,96.08,92.8336,108.154,43654.3,38780.7,45180.9,0.627218,6.37077,0.998801,2.5,2026-02-01,0.0159269,15.9269,true,
toy-1b,rtx-pro-6000,1,on-demand,CoreWeave,,RTX PRO 6000 8x,8,bf16,4096,8,1,1,1,0,true,96.08,92.8336,108.154,43654.3,38780.7,45180.9,0.627218,6.37077,0.998801,2.5,2026-02-01,0.0159269,15.9269,true,
toy-1b,rtx-pro-6000,2,on-demand,CoreWeave,,RTX PRO 6000 8x,8,bf16,4096,1,1,1,2,3,true,48.0403,46.417,86.0715,87308.1,48730.5,90361.4,0.627214,3.18541,0.998797,2.5,2026-02-01,0.0159271,15.9271,true,
toy-1b,rtx-pro-6000,2,on-demand,CoreWeave,,RTX PRO 6000 8x,8,bf16,4096,2,1,1,2,3,true,48.0403,46.417,70.09,87308.1,59841.7,90361.4,0.627214,3.18541,0.998797,2.5,2026-02-01,0.0159271,15.9271,true,
toy-1b,rtx-pro-6000,2,on-demand,CoreWeave,,RTX PRO 6000 8x,8,bf16,4096,4,1,1,2,3,true,48.0403,46.417,62.0992,87308.1,67542,90361.4,0.627214,3.18541,0.998797,2.5,2026-02-01,0.0159271,15.9271,true,
toy-1b,rtx-pro-6000,2,on-demand,CoreWeave,,RTX PRO 6000 8x,8,bf16,4096,8,1,1,2,3,true,48.0403,46.417,58.1038,87308.1,72186.4,90361.4,0.627214,3.18541,0.998797,2.5,2026-02-01,0.0159271,15.9271,true,
toy-1b,rtx-pro-6000,4,on-demand,CoreWeave,,RTX PRO 6000 8x,8,bf16,4096,1,1,1,4,3,true,24.0204,23.2087,51.0513,174614,82158.6,180721,0.627208,1.59273,0.99879,2.5,2026-02-01,0.0159273,15.9273,true,
toy-1b,rtx-pro-6000,4,on-demand,CoreWeave,,RTX PRO 6000 8x,8,bf16,4096,2,1,1,4,3,true,24.0204,23.2087,39.0684,174614,107358,180721,0.627208,1.59273,0.99879,2.5,2026-02-01,0.0159273,15.9273,true,
toy-1b,rtx-pro-6000,4,on-demand,CoreWeave,,RTX PRO 6000 8x,8,bf16,4096,4,1,1,4,3,true,24.0204,23.2087,33.0769,174614,126805,180721,0.627208,1.59273,0.99879,2.5,2026-02-01,0.0159273,15.9273,true,
toy-1b,rtx-pro-6000,4,on-demand,CoreWeave,,RTX PRO 6000 8x,8,bf16,4096,8,1,1,4,3,true,24.0204,23.2087,30.0812,174614,139433,180721,0.627208,1.59273,0.99879,2.5,2026-02-01,0.0159273,15.9273,true,
toy-1b,rtx-pro-6000,8,on-demand,CoreWeave,,RTX PRO 6000 8x,8,bf16,4096,1,1,1,8,3,true,12.0104,11.6045,27.553,349221,152227,361436,0.627194,0.796396,0.998775,2.5,2026-02-01,0.0159279,15.9279,true,
toy-1b,rtx-pro-6000,8,on-demand,CoreWeave,,RTX PRO 6000 8x,8,bf16,4096,2,1,1,8,3,true,12.0104,11.6045,20.5634,349221,203969,361436,0.627194,0.796396,0.998775,2.5,2026-02-01,0.0159279,15.9279,true,
toy-1b,rtx-pro-6000,8,on-demand,CoreWeave,,RTX PRO 6000 8x,8,bf16,4096,4,1,1,8,3,true,12.0104,11.6045,17.0687,349221,245731,361436,0.627194,0.796396,0.998775,2.5,2026-02-01,0.0159279,15.9279,true,
toy-1b,rtx-pro-6000,8,on-demand,CoreWeave,,RTX PRO 6000 8x,8,bf16,4096,8,1,1,8,3,true,12.0104,11.6045,15.3213,349221,273757,361436,0.627194,0.796396,0.998775,2.5,2026-02-01,0.0159279,15.9279,true,
toy-1b,mi250x,1,,,,,,bf16,4096,1,1,1,1,0,true,117.159,113.651,132.13,35800.2,31743.7,36905,0.676606,7.76844,0.998801,,,,,true,
toy-1b,mi250x,1,,,,,,bf16,4096,2,1,1,1,0,true,117.159,113.651,132.13,35800.2,31743.7,36905,0.676606,7.76844,0.998801,,,,,true,
toy-1b,mi250x,1,,,,,,bf16,4096,4,1,1,1,0,true,117.159,113.651,132.13,35800.2,31743.7,36905,0.676606,7.76844,0.998801,,,,,true,
toy-1b,mi250x,1,,,,,,bf16,4096,8,1,1,1,0,true,117.159,113.651,132.13,35800.2,31743.7,36905,0.676606,7.76844,0.998801,,,,,true,
toy-1b,mi250x,2,,,,,,bf16,4096,1,1,1,2,3,true,58.5794,56.8258,71.4898,71600.3,58669.9,73809.9,0.676605,3.88424,0.998797,,,,,true,
toy-1b,mi250x,2,,,,,,bf16,4096,2,1,1,2,3,true,58.5794,56.8258,68.7801,71600.3,60981.4,73809.9,0.676605,3.88424,0.998797,,,,,true,
toy-1b,mi250x,2,,,,,,bf16,4096,4,1,1,2,3,true,58.5794,56.8258,67.4252,71600.3,62206.8,73809.9,0.676605,3.88424,0.998797,,,,,true,
toy-1b,mi250x,2,,,,,,bf16,4096,8,1,1,2,3,true,58.5794,56.8258,66.7478,71600.3,62838.1,73809.9,0.676605,3.88424,0.998797,,,,,true,
toy-1b,mi250x,4,,,,,,bf16,4096,1,1,1,4,3,true,29.2898,28.4129,37.0987,143200,113058,147620,0.676604,1.94214,0.99879,,,,,true,
toy-1b,mi250x,4,,,,,,bf16,4096,2,1,1,4,3,true,29.2898,28.4129,35.0696,143200,119600,147620,0.676604,1.94214,0.99879,,,,,true,
toy-1b,mi250x,4,,,,,,bf16,4096,4,1,1,4,3,true,29.2898,28.4129,34.055,143200,123163,147620,0.676604,1.94214,0.99879,,,,,true,
toy-1b,mi250x,4,,,,,,bf16,4096,8,1,1,4,3,true,29.2898,28.4129,33.5477,143200,125025,147620,0.676604,1.94214,0.99879,,,,,true,
toy-1b,mi250x,8,,,,,,bf16,4096,1,1,1,8,3,true,14.6454,14.2069,30.1684,286391,139030,295230,0.676582,0.971114,0.998775,,,,,true,
toy-1b,mi250x,8,,,,,,bf16,4096,2,1,1,8,3,true,14.6454,14.2069,23.3689,286391,179482,295230,0.676582,0.971114,0.998775,,,,,true,
toy-1b,mi250x,8,,,,,,bf16,4096,4,1,1,8,3,true,14.6454,14.2069,19.9691,286391,210039,295230,0.676582,0.971114,0.998775,,,,,true,
toy-1b,mi250x,8,,,,,,bf16,4096,8,1,1,8,3,true,14.6454,14.2069,18.2693,286391,229583,295230,0.676582,0.971114,0.998775,,,,,true,
toy-1b,mi300x,1,on-demand,Crusoe,,MI300X 192GB,1,bf16,4096,1,1,1,1,0,true,50.9919,49.7782,57.1449,82254.3,73397.6,84259.8,0.455407,3.38111,0.998801,3.45,2026-08-19,0.0116648,11.6648,true,
toy-1b,mi300x,1,on-demand,Crusoe,,MI300X 192GB,1,bf16,4096,2,1,1,1,0,true,50.9919,49.7782,57.1449,82254.3,73397.6,84259.8,0.455407,3.38111,0.998801,3.45,2026-08-19,0.0116648,11.6648,true,
toy-1b,mi300x,1,on-demand,Crusoe,,MI300X 192GB,1,bf16,4096,4,1,1,1,0,true,50.9919,49.7782,57.1449,82254.3,73397.6,84259.8,0.455407,3.38111,0.998801,3.45,2026-08-19,0.0116648,11.6648,true,
toy-1b,mi300x,1,on-demand,Crusoe,,MI300X 192GB,1,bf16,4096,8,1,1,1,0,true,50.9919,49.7782,57.1449,82254.3,73397.6,84259.8,0.455407,3.38111,0.998801,3.45,2026-08-19,0.0116648,11.6648,true,
toy-1b,mi300x,2,on-demand,Crusoe,,MI300X 192GB,1,bf16,4096,1,1,1,2,3,true,25.496,24.8892,33.4188,164508,125507,168519,0.455406,1.69057,0.998797,3.45,2026-08-19,0.0116649,11.6649,true,
toy-1b,mi300x,2,on-demand,Crusoe,,MI300X 192GB,1,bf16,4096,2,1,1,2,3,true,25.496,24.8892,30.998,164508,135309,168519,0.455406,1.69057,0.998797,3.45,2026-08-19,0.0116649,11.6649,true,
toy-1b,mi300x,2,on-demand,Crusoe,,MI300X 192GB,1,bf16,4096,4,1,1,2,3,true,25.496,24.8892,29.7876,164508,140807,168519,0.455406,1.69057,0.998797,3.45,2026-08-19,0.0116649,11.6649,true,
toy-1b,mi300x,2,on-demand,Crusoe,,MI300X 192GB,1,bf16,4096,8,1,1,2,3,true,25.496,24.8892,29.1824,164508,143727,168519,0.455406,1.69057,0.998797,3.45,2026-08-19,0.0116649,11.6649,true,
toy-1b,mi300x,4,on-demand,Crusoe,,MI300X 192GB,1,bf16,4096,1,1,1,4,3,true,12.7481,12.4446,17.9181,329015,234082,337037,0.455404,0.845293,0.99879,3.45,2026-08-19,0.011665,11.665,true,
toy-1b,mi300x,4,on-demand,Crusoe,,MI300X 192GB,1,bf16,4096,2,1,1,4,3,true,12.7481,12.4446,16.1057,329015,260423,337037,0.455404,0.845293,0.99879,3.45,2026-08-19,0.011665,11.665,true,
toy-1b,mi300x,4,on-demand,Crusoe,,MI300X 192GB,1,bf16,4096,4,1,1,4,3,true,12.7481,12.4446,15.1995,329015,275950,337037,0.455404,0.845293,0.99879,3.45,2026-08-19,0.011665,11.665,true,
toy-1b,mi300x,4,on-demand,Crusoe,,MI300X 192GB,1,bf16,4096,8,1,1,4,3,true,12.7481,12.4446,14.7464,329015,284429,337037,0.455404,0.845293,0.99879,3.45,2026-08-19,0.011665,11.665,true,
toy-1b,mi300x,8,on-demand,Crusoe,,MI300X 192GB,1,bf16,4096,1,1,1,8,3,true,6.37407,6.22235,9.26476,658026,452716,674071,0.455401,0.422656,0.998775,3.45,2026-08-19,0.0116653,11.6653,true,
toy-1b,mi300x,8,on-demand,Crusoe,,MI300X 192GB,1,bf16,4096,2,1,1,8,3,true,6.37407,6.22235,8.20807,658026,510998,674071,0.455401,0.422656,0.998775,3.45,2026-08-19,0.0116653,11.6653,true,
toy-1b,mi300x,8,on-demand,Crusoe,,MI300X 192GB,1,bf16,4096,4,1,1,8,3,true,6.37407,6.22235,7.67972,658026,546153,674071,0.455401,0.422656,0.998775,3.45,2026-08-19,0.0116653,11.6653,true,
toy-1b,mi300x,8,on-demand,Crusoe,,MI300X 192GB,1,bf16,4096,8,1,1,8,3,true,6.37407,6.22235,7.41555,658026,565610,674071,0.455401,0.422656,0.998775,3.45,2026-08-19,0.0116653,11.6653,true,
toy-1b,mi300a,1,,,,,,bf16,4096,1,1,1,1,0,true,66.2705,64.7704,74.3375,63290.6,56422.5,64756.5,0.467194,4.39419,0.998801,,,,,true,
toy-1b,mi300a,1,,,,,,bf16,4096,2,1,1,1,0,true,66.2705,64.7704,74.3375,63290.6,56422.5,64756.5,0.467194,4.39419,0.998801,,,,,true,
toy-1b,mi300a,1,,,,,,bf16,4096,4,1,1,1,0,true,66.2705,64.7704,74.3375,63290.6,56422.5,64756.5,0.467194,4.39419,0.998801,,,,,true,
toy-1b,mi300a,1,,,,,,bf16,4096,8,1,1,1,0,true,66.2705,64.7704,74.3375,63290.6,56422.5,64756.5,0.467194,4.39419,0.998801,,,,,true,
toy-1b,mi300a,2,,,,,,bf16,4096,1,1,1,2,3,true,33.1354,32.3853,48.4426,126581,86583,129513,0.467192,2.19711,0.998797,,,,,true,
toy-1b,mi300a,2,,,,,,bf16,4096,2,1,1,2,3,true,33.1354,32.3853,42.8112,126581,97972.2,129513,0.467192,2.19711,0.998797,,,,,true,
toy-1b,mi300a,2,,,,,,bf16,4096,4,1,1,2,3,true,33.1354,32.3853,39.9955,126581,104870,129513,0.467192,2.19711,0.998797,,,,,true,
toy-1b,mi300a,2,,,,,,bf16,4096,8,1,1,2,3,true,33.1354,32.3853,38.5876,126581,108696,129513,0.467192,2.19711,0.998797,,,,,true,
toy-1b,mi300a,4,,,,,,bf16,4096,1,1,1,4,3,true,16.5678,16.1927,27.0416,253160,155106,259024,0.467189,1.09857,0.99879,,,,,true,
toy-1b,mi300a,4,,,,,,bf16,4096,2,1,1,4,3,true,16.5678,16.1927,22.8212,253160,183790,259024,0.467189,1.09857,0.99879,,,,,true,
toy-1b,mi300a,4,,,,,,bf16,4096,4,1,1,4,3,true,16.5678,16.1927,20.711,253160,202515,259024,0.467189,1.09857,0.99879,,,,,true,
toy-1b,mi300a,4,,,,,,bf16,4096,8,1,1,4,3,true,16.5678,16.1927,19.656,253160,213386,259024,0.467189,1.09857,0.99879,,,,,true,
toy-1b,mi300a,8,,,,,,bf16,4096,1,1,1,8,1,true,8.33356,8.14118,9.3984,503303,446278,515196,0.464405,0.552587,0.998775,,,,,true,
toy-1b,mi300a,8,,,,,,bf16,4096,2,1,1,8,3,true,8.28434,8.09678,16.1448,506293,259793,518021,0.467164,0.549323,0.998775,,,,,true,
toy-1b,mi300a,8,,,,,,bf16,4096,4,1,1,8,3,true,8.28434,8.09678,12.7451,506293,329093,518021,0.467164,0.549323,0.998775,,,,,true,
toy-1b,mi300a,8,,,,,,bf16,4096,8,1,1,8,3,true,8.28434,8.09678,11.0452,506293,379741,518021,0.467164,0.549323,0.998775,,,,,true,
toy-1b,mi325x,1,,,,,,bf16,4096,1,1,1,1,0,true,44.4007,43.2283,49.8402,94464.9,84155,97026.8,0.523012,2.94407,0.998801,,,,,true,
toy-1b,mi325x,1,,,,,,bf16,4096,2,1,1,1,0,true,44.4007,43.2283,49.8402,94464.9,84155,97026.8,0.523012,2.94407,0.998801,,,,,true,
toy-1b,mi325x,1,,,,,,bf16,4096,4,1,1,1,0,true,44.4007,43.2283,49.8402,94464.9,84155,97026.8,0.523012,2.94407,0.998801,,,,,true,
toy-1b,mi325x,1,,,,,,bf16,4096,8,1,1,1,0,true,44.4007,43.2283,49.8402,94464.9,84155,97026.8,0.523012,2.94407,0.998801,,,,,true,
toy-1b,mi325x,2,,,,,,bf16,4096,1,1,1,2,3,true,22.2004,21.6142,29.7664,188929,140907,194053,0.52301,1.47204,0.998797,,,,,true,
toy-1b,mi325x,2,,,,,,bf16,4096,2,1,1,2,3,true,22.2004,21.6142,27.3456,188929,153381,194053,0.52301,1.47204,0.998797,,,,,true,
toy-1b,mi325x,2,,,,,,bf16,4096,4,1,1,2,3,true,22.2004,21.6142,26.1352,188929,160485,194053,0.52301,1.47204,0.998797,,,,,true,
toy-1b,mi325x,2,,,,,,bf16,4096,8,1,1,2,3,true,22.2004,21.6142,25.53,188929,164289,194053,0.52301,1.47204,0.998797,,,,,true,
toy-1b,mi325x,4,,,,,,bf16,4096,1,1,1,4,3,true,11.1002,10.8071,16.0919,377857,260647,388105,0.523008,0.736031,0.99879,,,,,true,
toy-1b,mi325x,4,,,,,,bf16,4096,2,1,1,4,3,true,11.1002,10.8071,14.2795,377857,293729,388105,0.523008,0.736031,0.99879,,,,,true,
toy-1b,mi325x,4,,,,,,bf16,4096,4,1,1,4,3,true,11.1002,10.8071,13.3733,377857,313632,388105,0.523008,0.736031,0.99879,,,,,true,
toy-1b,mi325x,4,,,,,,bf16,4096,8,1,1,4,3,true,11.1002,10.8071,12.9202,377857,324631,388105,0.523008,0.736031,0.99879,,,,,true,
toy-1b,mi325x,8,,,,,,bf16,4096,1,1,1,8,3,true,5.55017,5.40361,8.35167,755707,502211,776205,0.523004,0.368024,0.998775,,,,,true,
toy-1b,mi325x,8,,,,,,bf16,4096,2,1,1,8,3,true,5.55017,5.40361,7.29498,755707,574958,776205,0.523004,0.368024,0.998775,,,,,true,
toy-1b,mi325x,8,,,,,,bf16,4096,4,1,1,8,3,true,5.55017,5.40361,6.76663,755707,619851,776205,0.523004,0.368024,0.998775,,,,,true,
toy-1b,mi325x,8,,,,,,bf16,4096,8,1,1,8,3,true,5.55017,5.40361,6.50246,755707,645034,776205,0.523004,0.368024,0.998775,,,,,true,
toy-1b,mi355x,1,,,,,,bf16,4096,1,1,1,1,0,true,23.4824,22.8013,26.3216,178615,159348,183950,0.513751,1.55705,0.998801,,,,,true,
toy-1b,mi355x,1,,,,,,bf16,4096,2,1,1,1,0,true,23.4824,22.8013,26.3216,178615,159348,183950,0.513751,1.55705,0.998801,,,,,true,
toy-1b,mi355x,1,,,,,,bf16,4096,4,1,1,1,0,true,23.4824,22.8013,26.3216,178615,159348,183950,0.513751,1.55705,0.998801,,,,,true,
toy-1b,mi355x,1,,,,,,bf16,4096,8,1,1,1,0,true,23.4824,22.8013,26.3216,178615,159348,183950,0.513751,1.55705,0.998801,,,,,true,
toy-1b,mi355x,2,,,,,,bf16,4096,1,1,1,2,3,true,11.7413,11.4007,17.2194,357228,243580,367899,0.513749,0.778529,0.998797,,,,,true,
toy-1b,mi355x,2,,,,,,bf16,4096,2,1,1,2,3,true,11.7413,11.4007,15.1921,357228,276085,367899,0.513749,0.778529,0.998797,,,,,true,
toy-1b,mi355x,2,,,,,,bf16,4096,4,1,1,2,3,true,11.7413,11.4007,14.1784,357228,295823,367899,0.513749,0.778529,0.998797,,,,,true,
toy-1b,mi355x,2,,,,,,bf16,4096,8,1,1,2,3,true,11.7413,11.4007,13.6716,357228,306790,367899,0.513749,0.778529,0.998797,,,,,true,
toy-1b,mi355x,4,,,,,,bf16,4096,1,1,1,4,3,true,5.87067,5.70038,9.62092,714451,435957,735794,0.513745,0.38927,0.99879,,,,,true,
toy-1b,mi355x,4,,,,,,bf16,4096,2,1,1,4,3,true,5.87067,5.70038,8.10362,714451,517584,735794,0.513745,0.38927,0.99879,,,,,true,
toy-1b,mi355x,4,,,,,,bf16,4096,4,1,1,4,3,true,5.87067,5.70038,7.34498,714451,571044,735794,0.513745,0.38927,0.99879,,,,,true,
toy-1b,mi355x,4,,,,,,bf16,4096,8,1,1,4,3,true,5.87067,5.70038,6.96565,714451,602141,735794,0.513745,0.38927,0.99879,,,,,true,
toy-1b,mi355x,8,,,,,,bf16,4096,1,1,1,8,3,true,2.93538,2.85022,5.06622,1.42888e+06,827896,1.47157e+06,0.513738,0.194641,0.998775,,,,,true,
toy-1b,mi355x,8,,,,,,bf16,4096,2,1,1,8,3,true,2.93538,2.85022,4.18167,1.42888e+06,1.00302e+06,1.47157e+06,0.513738,0.194641,0.998775,,,,,true,
toy-1b,mi355x,8,,,,,,bf16,4096,4,1,1,8,3,true,2.93538,2.85022,3.73939,1.42888e+06,1.12165e+06,1.47157e+06,0.513738,0.194641,0.998775,,,,,true,
toy-1b,mi355x,8,,,,,,bf16,4096,8,1,1,8,3,true,2.93538,2.85022,3.51825,1.42888e+06,1.19216e+06,1.47157e+06,0.513738,0.194641,0.998775,,,,,true,
toy-1b,tpu-v4,1,on-demand,GCP,us-central2,tpu-v4 pod (per chip),1,bf16,4096,1,1,1,1,0,true,171.5,165.897,248.468,24456.5,16880.7,25282.6,0.643742,11.3717,0.998801,3.22,2024-12-23,0.0366167,36.6167,true,
toy-1b,tpu-v4,1,on-demand,GCP,us-central2,tpu-v4 pod (per chip),1,bf16,4096,2,1,1,1,0,true,171.5,165.897,248.468,24456.5,16880.7,25282.6,0.643742,11.3717,0.998801,3.22,2024-12-23,0.0366167,36.6167,true,
toy-1b,tpu-v4,1,on-demand,GCP,us-central2,tpu-v4 pod (per chip),1,bf16,4096,4,,,,,false,,,,,,,,,,3.22,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v4,1,on-demand,GCP,us-central2,tpu-v4 pod (per chip),1,bf16,4096,8,,,,,false,,,,,,,,,,3.22,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v4,2,on-demand,GCP,us-central2,tpu-v4 pod (per chip),1,bf16,4096,1,1,1,2,3,true,85.7502,82.9484,131.079,48913,31998.2,50565.2,0.643741,5.68585,0.998797,3.22,2024-12-23,0.0366169,36.6169,true,
toy-1b,tpu-v4,2,on-demand,GCP,us-central2,tpu-v4 pod (per chip),1,bf16,4096,2,1,1,2,3,true,85.7502,82.9484,127.66,48913,32855.3,50565.2,0.643741,5.68585,0.998797,3.22,2024-12-23,0.0366169,36.6169,true,
toy-1b,tpu-v4,2,on-demand,GCP,us-central2,tpu-v4 pod (per chip),1,bf16,4096,4,2,1,1,0,true,90.4163,86.4719,131.073,46388.8,31999.7,48504.8,0.61052,5.99525,0.998797,3.22,2024-12-23,0.0386094,38.6094,true,
toy-1b,tpu-v4,2,on-demand,GCP,us-central2,tpu-v4 pod (per chip),1,bf16,4096,8,,,,,false,,,,,,,,,,3.22,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v4,4,on-demand,GCP,us-central2,tpu-v4 pod (per chip),1,bf16,4096,1,1,1,4,3,true,42.8752,41.4743,67.2497,97825.9,62369.1,101130,0.643741,2.84295,0.99879,3.22,2024-12-23,0.0366172,36.6172,true,
toy-1b,tpu-v4,4,on-demand,GCP,us-central2,tpu-v4 pod (per chip),1,bf16,4096,2,1,1,4,3,true,42.8752,41.4743,64.6883,97825.9,64838.7,101130,0.643741,2.84295,0.99879,3.22,2024-12-23,0.0366172,36.6172,true,
toy-1b,tpu-v4,4,on-demand,GCP,us-central2,tpu-v4 pod (per chip),1,bf16,4096,4,1,1,4,3,true,42.8752,41.4743,63.4076,97825.9,66148.3,101130,0.643741,2.84295,0.99879,3.22,2024-12-23,0.0366172,36.6172,true,
toy-1b,tpu-v4,4,on-demand,GCP,us-central2,tpu-v4 pod (per chip),1,bf16,4096,8,2,1,2,3,true,45.1591,43.2114,65.8666,92878.4,63678.7,97064.7,0.611184,2.99439,0.99879,3.22,2024-12-23,0.0385678,38.5678,true,
toy-1b,tpu-v4,8,on-demand,GCP,us-central2,tpu-v4 pod (per chip),1,bf16,4096,1,1,1,8,3,true,21.4376,20.7372,34.0574,195651,123154,202260,0.643739,1.4215,0.998775,3.22,2024-12-23,0.0366178,36.6178,true,
toy-1b,tpu-v4,8,on-demand,GCP,us-central2,tpu-v4 pod (per chip),1,bf16,4096,2,1,1,8,3,true,21.4376,20.7372,32.5637,195651,128803,202260,0.643739,1.4215,0.998775,3.22,2024-12-23,0.0366178,36.6178,true,
toy-1b,tpu-v4,8,on-demand,GCP,us-central2,tpu-v4 pod (per chip),1,bf16,4096,4,1,1,8,3,true,21.4376,20.7372,31.8169,195651,131826,202260,0.643739,1.4215,0.998775,3.22,2024-12-23,0.0366178,36.6178,true,
toy-1b,tpu-v4,8,on-demand,GCP,us-central2,tpu-v4 pod (per chip),1,bf16,4096,8,2,1,4,3,true,22.5796,21.6058,33.0431,185756,126934,194129,0.611182,1.49722,0.998775,3.22,2024-12-23,0.0385684,38.5684,true,
toy-1b,tpu-v5e,1,on-demand,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,1,,,,,false,,,,,,,,,,1.2,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v5e,1,spot,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,1,,,,,false,,,,,,,,,,0.63,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v5e,1,on-demand,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,2,,,,,false,,,,,,,,,,1.2,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v5e,1,spot,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,2,,,,,false,,,,,,,,,,0.63,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v5e,1,on-demand,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,4,,,,,false,,,,,,,,,,1.2,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v5e,1,spot,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,4,,,,,false,,,,,,,,,,0.63,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v5e,1,on-demand,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,8,,,,,false,,,,,,,,,,1.2,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v5e,1,spot,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,8,,,,,false,,,,,,,,,,0.63,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v5e,2,on-demand,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,1,1,2,1,0,true,127.648,123.502,184.898,32858.4,22684.5,33961.5,0.60367,8.46396,0.998797,1.2,2024-12-23,0.0203135,20.3135,true,
toy-1b,tpu-v5e,2,spot,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,1,1,2,1,0,true,127.648,123.502,184.898,32858.4,22684.5,33961.5,0.60367,8.46396,0.998797,0.63,2024-12-23,0.0106758,10.6758,true,
toy-1b,tpu-v5e,2,on-demand,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,2,,,,,false,,,,,,,,,,1.2,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v5e,2,spot,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,2,,,,,false,,,,,,,,,,0.63,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v5e,2,on-demand,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,4,,,,,false,,,,,,,,,,1.2,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v5e,2,spot,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,4,,,,,false,,,,,,,,,,0.63,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v5e,2,on-demand,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,8,,,,,false,,,,,,,,,,1.2,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v5e,2,spot,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,8,,,,,false,,,,,,,,,,0.63,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v5e,4,on-demand,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,1,1,1,4,3,true,60.1961,58.2143,94.8292,69677.3,44230.1,72049.4,0.640051,3.99146,0.99879,1.2,2024-12-23,0.019159,19.159,true,
toy-1b,tpu-v5e,4,spot,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,1,1,1,4,3,true,60.1961,58.2143,94.8292,69677.3,44230.1,72049.4,0.640051,3.99146,0.99879,0.63,2024-12-23,0.0100638,10.0638,true,
toy-1b,tpu-v5e,4,on-demand,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,2,2,1,2,3,true,63.7449,60.8815,94.9412,65798.3,44177.9,68892.9,0.604419,4.22677,0.99879,1.2,2024-12-23,0.0202885,20.2885,true,
toy-1b,tpu-v5e,4,spot,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,2,2,1,2,3,true,63.7449,60.8815,94.9412,65798.3,44177.9,68892.9,0.604419,4.22677,0.99879,0.63,2024-12-23,0.0106571,10.6571,true,
toy-1b,tpu-v5e,4,on-demand,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,4,4,1,1,0,true,70.4491,66.0193,102.013,59536.7,41115.3,63531.5,0.5469,4.67131,0.99879,1.2,2024-12-23,0.0224223,22.4223,true,
toy-1b,tpu-v5e,4,spot,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,4,4,1,1,0,true,70.4491,66.0193,102.013,59536.7,41115.3,63531.5,0.5469,4.67131,0.99879,0.63,2024-12-23,0.011778,11.778,true,
toy-1b,tpu-v5e,4,on-demand,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,8,,,,,false,,,,,,,,,,1.2,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v5e,4,spot,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,8,,,,,false,,,,,,,,,,0.63,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v5e,8,on-demand,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,1,1,1,8,3,true,30.0981,29.1072,48.0633,139354,87266.2,144099,0.640049,1.99577,0.998775,1.2,2024-12-23,0.0191593,19.1593,true,
toy-1b,tpu-v5e,8,spot,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,1,1,1,8,3,true,30.0981,29.1072,48.0633,139354,87266.2,144099,0.640049,1.99577,0.998775,0.63,2024-12-23,0.0100614,10.0614,true,
toy-1b,tpu-v5e,8,on-demand,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,2,1,1,8,3,true,30.0981,29.1072,45.8245,139354,91529.7,144099,0.640049,1.99577,0.998775,1.2,2024-12-23,0.0191593,19.1593,true,
toy-1b,tpu-v5e,8,spot,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,2,1,1,8,3,true,30.0981,29.1072,45.8245,139354,91529.7,144099,0.640049,1.99577,0.998775,0.63,2024-12-23,0.0100614,10.0614,true,
toy-1b,tpu-v5e,8,on-demand,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,4,2,1,4,3,true,31.8234,30.4162,47.0506,131800,89144.5,137897,0.605351,2.11016,0.998775,1.2,2024-12-23,0.0202576,20.2576,true,
toy-1b,tpu-v5e,8,spot,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,4,2,1,4,3,true,31.8234,30.4162,47.0506,131800,89144.5,137897,0.605351,2.11016,0.998775,0.63,2024-12-23,0.0106381,10.6381,true,
toy-1b,tpu-v5e,8,on-demand,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,8,4,1,2,3,true,35.1755,32.9852,51.2293,119239,81873.1,127157,0.547663,2.33244,0.998775,1.2,2024-12-23,0.0223914,22.3914,true,
toy-1b,tpu-v5e,8,spot,GCP,us-central1,tpu-v5e (per chip),1,bf16,4096,8,4,1,2,3,true,35.1755,32.9852,51.2293,119239,81873.1,127157,0.547663,2.33244,0.998775,0.63,2024-12-23,0.0117587,11.7587,true,
toy-1b,tpu-v5p,1,on-demand,GCP,us-east5,tpu-v5p (per chip),1,bf16,4096,1,1,1,1,0,true,99.4609,96.3539,144.811,42170.4,28963.9,43530.2,0.665035,6.59494,0.998801,4.2,2024-12-23,0.0276988,27.6988,true,
toy-1b,tpu-v5p,1,spot,GCP,us-east1,tpu-v5p (per chip),1,bf16,4096,1,1,1,1,0,true,99.4609,96.3539,144.811,42170.4,28963.9,43530.2,0.665035,6.59494,0.998801,2.1,2024-12-23,0.0138783,13.8783,true,
toy-1b,tpu-v5p,1,on-demand,GCP,us-east5,tpu-v5p (per chip),1,bf16,4096,2,1,1,1,0,true,99.4609,96.3539,144.811,42170.4,28963.9,43530.2,0.665035,6.59494,0.998801,4.2,2024-12-23,0.0276988,27.6988,true,
toy-1b,tpu-v5p,1,spot,GCP,us-east1,tpu-v5p (per chip),1,bf16,4096,2,1,1,1,0,true,99.4609,96.3539,144.811,42170.4,28963.9,43530.2,0.665035,6.59494,0.998801,2.1,2024-12-23,0.0138783,13.8783,true,
toy-1b,tpu-v5p,1,on-demand,GCP,us-east5,tpu-v5p (per chip),1,bf16,4096,4,1,1,1,0,true,99.4609,96.3539,144.811,42170.4,28963.9,43530.2,0.665035,6.59494,0.998801,4.2,2024-12-23,0.0276988,27.6988,true,
toy-1b,tpu-v5p,1,spot,GCP,us-east1,tpu-v5p (per chip),1,bf16,4096,4,1,1,1,0,true,99.4609,96.3539,144.811,42170.4,28963.9,43530.2,0.665035,6.59494,0.998801,2.1,2024-12-23,0.0138783,13.8783,true,
toy-1b,tpu-v5p,1,on-demand,GCP,us-east5,tpu-v5p (per chip),1,bf16,4096,8,1,1,1,0,true,99.4609,96.3539,144.811,42170.4,28963.9,43530.2,0.665035,6.59494,0.998801,4.2,2024-12-23,0.0276988,27.6988,true,
toy-1b,tpu-v5p,1,spot,GCP,us-east1,tpu-v5p (per chip),1,bf16,4096,8,1,1,1,0,true,99.4609,96.3539,144.811,42170.4,28963.9,43530.2,0.665035,6.59494,0.998801,2.1,2024-12-23,0.0138783,13.8783,true,
toy-1b,tpu-v5p,2,on-demand,GCP,us-east5,tpu-v5p (per chip),1,bf16,4096,1,1,1,2,3,true,49.7305,48.177,75.8413,84340.7,55303.7,87060.4,0.665035,3.29749,0.998797,4.2,2024-12-23,0.0276989,27.6989,true,
toy-1b,tpu-v5p,2,spot,GCP,us-east1,tpu-v5p (per chip),1,bf16,4096,1,1,1,2,3,true,49.7305,48.177,75.8413,84340.7,55303.7,87060.4,0.665035,3.29749,0.998797,2.1,2024-12-23,0.013864,13.864,true,
toy-1b,tpu-v5p,2,on-demand,GCP,us-east5,tpu-v5p (per chip),1,bf16,4096,2,1,1,2,3,true,49.7305,48.177,74.1251,84340.7,56584.1,87060.4,0.665035,3.29749,0.998797,4.2,2024-12-23,0.0276989,27.6989,true,
toy-1b,tpu-v5p,2,spot,GCP,us-east1,tpu-v5p (per chip),1,bf16,4096,2,1,1,2,3,true,49.7305,48.177,74.1251,84340.7,56584.1,87060.4,0.665035,3.29749,0.998797,2.1,2024-12-23,0.013864,13.864,true,
toy-1b,tpu-v5p,2,on-demand,GCP,us-east5,tpu-v5p (per chip),1,bf16,4096,4,1,1,2,3,true,49.7305,48.177,73.2671,84340.7,57246.8,87060.4,0.665035,3.29749,0.998797,4.2,2024-12-23,0.0276989,27.6989,true,
toy-1b,tpu-v5p,2,spot,GCP,us-east1,tpu-v5p (per chip),1,bf16,4096,4,1,1,2,3,true,49.7305,48.177,73.2671,84340.7,57246.8,87060.4,0.665035,3.29749,0.998797,2.1,2024-12-23,0.013864,13.864,true,
toy-1b,tpu-v5p,2,on-demand,GCP,us-east5,tpu-v5p (per chip),1,bf16,4096,8,1,1,2,3,true,49.7305,48.177,72.838,84340.7,57584,87060.4,0.665035,3.29749,0.998797,4.2,2024-12-23,0.0276989,27.6989,true,
toy-1b,tpu-v5p,2,spot,GCP,us-east1,tpu-v5p (per chip),1,bf16,4096,8,1,1,2,3,true,49.7305,48.177,72.838,84340.7,57584,87060.4,0.665035,3.29749,0.998797,2.1,2024-12-23,0.013864,13.864,true,
toy-1b,tpu-v5p,4,on-demand,GCP,us-east5,tpu-v5p (per chip),1,bf16,4096,1,1,1,4,3,true,24.8653,24.0885,38.7756,168681,108169,174121,0.665034,1.64876,0.99879,4.2,2024-12-23,0.0276991,27.6991,true,
toy-1b,tpu-v5p,4,spot,GCP,us-east1,tpu-v5p (per chip),1,bf16,4096,1,1,1,4,3,true,24.8653,24.0885,38.7756,168681,108169,174121,0.665034,1.64876,0.99879,2.1,2024-12-23,0.0138569,13.8569,true,
toy-1b,tpu-v5p,4,on-demand,GCP,us-east5,tpu-v5p (per chip),1,bf16,4096,2,1,1,4,3,true,24.8653,24.0885,37.4917,168681,111873,174121,0.665034,1.64876,0.99879,4.2,2024-12-23,0.0276991,27.6991,true,
toy-1b,tpu-v5p,4,spot,GCP,us-east1,tpu-v5p (per chip),1,bf16,4096,2,1,1,4,3,true,24.8653,24.0885,37.4917,168681,111873,174121,0.665034,1.64876,0.99879,2.1,2024-12-23,0.0138569,13.8569,true,
toy-1b,tpu-v5p,4,on-demand,GCP,us-east5,tpu-v5p (per chip),1,bf16,4096,4,1,1,4,3,true,24.8653,24.0885,36.8498,168681,113822,174121,0.665034,1.64876,0.99879,4.2,2024-12-23,0.0276991,27.6991,true,
toy-1b,tpu-v5p,4,spot,GCP,us-east1,tpu-v5p (per chip),1,bf16,4096,4,1,1,4,3,true,24.8653,24.0885,36.8498,168681,113822,174121,0.665034,1.64876,0.99879,2.1,2024-12-23,0.0138569,13.8569,true,
toy-1b,tpu-v5p,4,on-demand,GCP,us-east5,tpu-v5p (per chip),1,bf16,4096,8,1,1,4,3,true,24.8653,24.0885,36.5288,168681,114822,174121,0.665034,1.64876,0.99879,4.2,2024-12-23,0.0276991,27.6991,true,
toy-1b,tpu-v5p,4,spot,GCP,us-east1,tpu-v5p (per chip),1,bf16,4096,8,1,1,4,3,true,24.8653,24.0885,36.5288,168681,114822,174121,0.665034,1.64876,0.99879,2.1,2024-12-23,0.0138569,13.8569,true,
toy-1b,tpu-v5p,8,on-demand,GCP,us-east5,tpu-v5p (per chip),1,bf16,4096,1,1,1,8,3,true,12.4327,12.0443,19.6041,337362,213951,348240,0.665032,0.824392,0.998775,4.2,2024-12-23,0.0276996,27.6996,true,
toy-1b,tpu-v5p,8,spot,GCP,us-east1,tpu-v5p (per chip),1,bf16,4096,1,1,1,8,3,true,12.4327,12.0443,19.6041,337362,213951,348240,0.665032,0.824392,0.998775,2.1,2024-12-23,0.0138536,13.8536,true,
toy-1b,tpu-v5p,8,on-demand,GCP,us-east5,tpu-v5p (per chip),1,bf16,4096,2,1,1,8,3,true,12.4327,12.0443,18.8557,337362,222443,348240,0.665032,0.824392,0.998775,4.2,2024-12-23,0.0276996,27.6996,true,
toy-1b,tpu-v5p,8,spot,GCP,us-east1,tpu-v5p (per chip),1,bf16,4096,2,1,1,8,3,true,12.4327,12.0443,18.8557,337362,222443,348240,0.665032,0.824392,0.998775,2.1,2024-12-23,0.0138536,13.8536,true,
toy-1b,tpu-v5p,8,on-demand,GCP,us-east5,tpu-v5p (per chip),1,bf16,4096,4,1,1,8,3,true,12.4327,12.0443,18.4815,337362,226947,348240,0.665032,0.824392,0.998775,4.2,2024-12-23,0.0276996,27.6996,true,
toy-1b,tpu-v5p,8,spot,GCP,us-east1,tpu-v5p (per chip),1,bf16,4096,4,1,1,8,3,true,12.4327,12.0443,18.4815,337362,226947,348240,0.665032,0.824392,0.998775,2.1,2024-12-23,0.0138536,13.8536,true,
toy-1b,tpu-v5p,8,on-demand,GCP,us-east5,tpu-v5p (per chip),1,bf16,4096,8,1,1,8,3,true,12.4327,12.0443,18.2944,337362,229268,348240,0.665032,0.824392,0.998775,4.2,2024-12-23,0.0276996,27.6996,true,
toy-1b,tpu-v5p,8,spot,GCP,us-east1,tpu-v5p (per chip),1,bf16,4096,8,1,1,8,3,true,12.4327,12.0443,18.2944,337362,229268,348240,0.665032,0.824392,0.998775,2.1,2024-12-23,0.0138536,13.8536,true,
toy-1b,tpu-v6e,1,on-demand,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,1,1,1,1,0,true,60.0027,57.6676,85.0599,69901.9,49310,72732.4,0.551183,3.97859,0.998801,2.7,2024-12-23,0.0107422,10.7422,true,
toy-1b,tpu-v6e,1,spot,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,1,1,1,1,0,true,60.0027,57.6676,85.0599,69901.9,49310,72732.4,0.551183,3.97859,0.998801,1.89,2024-12-23,0.00753527,7.53527,true,
toy-1b,tpu-v6e,1,on-demand,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,2,1,1,1,0,true,60.0027,57.6676,85.0599,69901.9,49310,72732.4,0.551183,3.97859,0.998801,2.7,2024-12-23,0.0107422,10.7422,true,
toy-1b,tpu-v6e,1,spot,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,2,1,1,1,0,true,60.0027,57.6676,85.0599,69901.9,49310,72732.4,0.551183,3.97859,0.998801,1.89,2024-12-23,0.00753527,7.53527,true,
toy-1b,tpu-v6e,1,on-demand,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,4,,,,,false,,,,,,,,,,2.7,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v6e,1,spot,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,4,,,,,false,,,,,,,,,,1.89,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v6e,1,on-demand,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,8,,,,,false,,,,,,,,,,2.7,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v6e,1,spot,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,8,,,,,false,,,,,,,,,,1.89,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v6e,2,on-demand,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,1,1,1,2,3,true,30.0014,28.8338,47.6706,139804,87985.2,145465,0.551182,1.98931,0.998797,2.7,2024-12-23,0.0107423,10.7423,true,
toy-1b,tpu-v6e,2,spot,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,1,1,1,2,3,true,30.0014,28.8338,47.6706,139804,87985.2,145465,0.551182,1.98931,0.998797,1.89,2024-12-23,0.00752748,7.52748,true,
toy-1b,tpu-v6e,2,on-demand,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,2,1,1,2,3,true,30.0014,28.8338,45.1028,139804,92994.4,145465,0.551182,1.98931,0.998797,2.7,2024-12-23,0.0107423,10.7423,true,
toy-1b,tpu-v6e,2,spot,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,2,1,1,2,3,true,30.0014,28.8338,45.1028,139804,92994.4,145465,0.551182,1.98931,0.998797,1.89,2024-12-23,0.00752748,7.52748,true,
toy-1b,tpu-v6e,2,on-demand,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,4,1,2,1,0,true,32.1575,30.8989,45.5787,130430,92023.4,135743,0.514227,2.13227,0.998797,2.7,2024-12-23,0.0115143,11.5143,true,
toy-1b,tpu-v6e,2,spot,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,4,1,2,1,0,true,32.1575,30.8989,45.5787,130430,92023.4,135743,0.514227,2.13227,0.998797,1.89,2024-12-23,0.00806846,8.06846,true,
toy-1b,tpu-v6e,2,on-demand,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,8,,,,,false,,,,,,,,,,2.7,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v6e,2,spot,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,8,,,,,false,,,,,,,,,,1.89,2024-12-23,,,,does not fit in any layout
toy-1b,tpu-v6e,4,on-demand,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,1,1,1,4,3,true,15.0007,14.417,25.1178,279606,166985,290929,0.551181,0.994664,0.99879,2.7,2024-12-23,0.0107424,10.7424,true,
toy-1b,tpu-v6e,4,spot,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,1,1,1,4,3,true,15.0007,14.417,25.1178,279606,166985,290929,0.551181,0.994664,0.99879,1.89,2024-12-23,0.00752365,7.52365,true,
toy-1b,tpu-v6e,4,on-demand,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,2,1,1,4,3,true,15.0007,14.417,23.1951,279606,180827,290929,0.551181,0.994664,0.99879,2.7,2024-12-23,0.0107424,10.7424,true,
toy-1b,tpu-v6e,4,spot,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,2,1,1,4,3,true,15.0007,14.417,23.1951,279606,180827,290929,0.551181,0.994664,0.99879,1.89,2024-12-23,0.00752365,7.52365,true,
toy-1b,tpu-v6e,4,on-demand,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,4,1,1,4,3,true,15.0007,14.417,22.2338,279606,188645,290929,0.551181,0.994664,0.99879,2.7,2024-12-23,0.0107424,10.7424,true,
toy-1b,tpu-v6e,4,spot,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,4,1,1,4,3,true,15.0007,14.417,22.2338,279606,188645,290929,0.551181,0.994664,0.99879,1.89,2024-12-23,0.00752365,7.52365,true,
toy-1b,tpu-v6e,4,on-demand,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,8,2,1,2,3,true,16.726,15.726,24.1037,250766,174011,266712,0.494329,1.10906,0.99879,2.7,2024-12-23,0.0119778,11.9778,true,
toy-1b,tpu-v6e,4,spot,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,8,2,1,2,3,true,16.726,15.726,24.1037,250766,174011,266712,0.494329,1.10906,0.99879,1.89,2024-12-23,0.00838894,8.38894,true,
toy-1b,tpu-v6e,8,on-demand,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,1,1,1,8,3,true,7.50042,7.20851,12.8833,559209,325562,581854,0.551177,0.497342,0.998775,2.7,2024-12-23,0.0107426,10.7426,true,
toy-1b,tpu-v6e,8,spot,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,1,1,1,8,3,true,7.50042,7.20851,12.8833,559209,325562,581854,0.551177,0.497342,0.998775,1.89,2024-12-23,0.00752186,7.52186,true,
toy-1b,tpu-v6e,8,on-demand,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,2,1,1,8,3,true,7.50042,7.20851,11.7623,559209,356590,581854,0.551177,0.497342,0.998775,2.7,2024-12-23,0.0107426,10.7426,true,
toy-1b,tpu-v6e,8,spot,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,2,1,1,8,3,true,7.50042,7.20851,11.7623,559209,356590,581854,0.551177,0.497342,0.998775,1.89,2024-12-23,0.00752186,7.52186,true,
toy-1b,tpu-v6e,8,on-demand,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,4,1,1,8,3,true,7.50042,7.20851,11.2017,559209,374433,581854,0.551177,0.497342,0.998775,2.7,2024-12-23,0.0107426,10.7426,true,
toy-1b,tpu-v6e,8,spot,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,4,1,1,8,3,true,7.50042,7.20851,11.2017,559209,374433,581854,0.551177,0.497342,0.998775,1.89,2024-12-23,0.00752186,7.52186,true,
toy-1b,tpu-v6e,8,on-demand,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,8,2,1,4,3,true,8.36303,7.86303,12.1342,501529,345660,533421,0.494326,0.55454,0.998775,2.7,2024-12-23,0.0119781,11.9781,true,
toy-1b,tpu-v6e,8,spot,GCP,us-east1,tpu-v6e (per chip),1,bf16,4096,8,2,1,4,3,true,8.36303,7.86303,12.1342,501529,345660,533421,0.494326,0.55454,0.998775,1.89,2024-12-23,0.00838693,8.38693,true,
toy-1b,trn1,1,on-demand,AWS,us-east-1,trn1.2xlarge,1,bf16,4096,1,1,1,1,0,true,246.542,238.559,357.551,17012.6,11730.6,17581.8,0.648135,16.3474,0.998801,1.34375,2026-01-21,0.0219668,21.9668,true,
toy-1b,trn1,1,on-demand,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,1,1,1,1,0,true,246.542,238.559,357.551,17012.6,11730.6,17581.8,0.648135,16.3474,0.998801,1.34375,2026-01-21,0.0219668,21.9668,true,
toy-1b,trn1,1,on-demand,AWS,us-east-1,trn1n.32xlarge,16,bf16,4096,1,1,1,1,0,true,246.542,238.559,357.551,17012.6,11730.6,17581.8,0.648135,16.3474,0.998801,1.54875,2026-01-21,0.025318,25.318,true,
toy-1b,trn1,1,reserved-1y,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,1,1,1,1,0,true,246.542,238.559,357.551,17012.6,11730.6,17581.8,0.648135,16.3474,0.998801,0.826809,2026-01-21,0.0135162,13.5162,true,
toy-1b,trn1,1,on-demand,AWS,us-east-1,trn1.2xlarge,1,bf16,4096,2,1,1,1,0,true,246.542,238.559,357.551,17012.6,11730.6,17581.8,0.648135,16.3474,0.998801,1.34375,2026-01-21,0.0219668,21.9668,true,
toy-1b,trn1,1,on-demand,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,2,1,1,1,0,true,246.542,238.559,357.551,17012.6,11730.6,17581.8,0.648135,16.3474,0.998801,1.34375,2026-01-21,0.0219668,21.9668,true,
toy-1b,trn1,1,on-demand,AWS,us-east-1,trn1n.32xlarge,16,bf16,4096,2,1,1,1,0,true,246.542,238.559,357.551,17012.6,11730.6,17581.8,0.648135,16.3474,0.998801,1.54875,2026-01-21,0.025318,25.318,true,
toy-1b,trn1,1,reserved-1y,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,2,1,1,1,0,true,246.542,238.559,357.551,17012.6,11730.6,17581.8,0.648135,16.3474,0.998801,0.826809,2026-01-21,0.0135162,13.5162,true,
toy-1b,trn1,1,on-demand,AWS,us-east-1,trn1.2xlarge,1,bf16,4096,4,,,,,false,,,,,,,,,,1.34375,2026-01-21,,,,does not fit in any layout
toy-1b,trn1,1,on-demand,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,4,,,,,false,,,,,,,,,,1.34375,2026-01-21,,,,does not fit in any layout
toy-1b,trn1,1,on-demand,AWS,us-east-1,trn1n.32xlarge,16,bf16,4096,4,,,,,false,,,,,,,,,,1.54875,2026-01-21,,,,does not fit in any layout
toy-1b,trn1,1,reserved-1y,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,4,,,,,false,,,,,,,,,,0.826809,2026-01-21,,,,does not fit in any layout
toy-1b,trn1,1,on-demand,AWS,us-east-1,trn1.2xlarge,1,bf16,4096,8,,,,,false,,,,,,,,,,1.34375,2026-01-21,,,,does not fit in any layout
toy-1b,trn1,1,on-demand,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,8,,,,,false,,,,,,,,,,1.34375,2026-01-21,,,,does not fit in any layout
toy-1b,trn1,1,on-demand,AWS,us-east-1,trn1n.32xlarge,16,bf16,4096,8,,,,,false,,,,,,,,,,1.54875,2026-01-21,,,,does not fit in any layout
toy-1b,trn1,1,reserved-1y,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,8,,,,,false,,,,,,,,,,0.826809,2026-01-21,,,,does not fit in any layout
toy-1b,trn1,2,on-demand,AWS,us-east-1,trn1.2xlarge,1,bf16,4096,1,1,1,2,3,true,123.271,119.28,188.726,34025.1,22224.3,35163.6,0.648135,8.17374,0.998797,1.34375,2026-01-21,0.0219669,21.9669,true,
toy-1b,trn1,2,on-demand,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,1,1,1,2,3,true,123.271,119.28,188.726,34025.1,22224.3,35163.6,0.648135,8.17374,0.998797,1.34375,2026-01-21,0.0219669,21.9669,true,
toy-1b,trn1,2,on-demand,AWS,us-east-1,trn1n.32xlarge,16,bf16,4096,1,1,1,2,3,true,123.271,119.28,188.726,34025.1,22224.3,35163.6,0.648135,8.17374,0.998797,1.54875,2026-01-21,0.0253182,25.3182,true,
toy-1b,trn1,2,reserved-1y,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,1,1,1,2,3,true,123.271,119.28,188.726,34025.1,22224.3,35163.6,0.648135,8.17374,0.998797,0.826809,2026-01-21,0.0135162,13.5162,true,
toy-1b,trn1,2,on-demand,AWS,us-east-1,trn1.2xlarge,1,bf16,4096,2,1,1,2,3,true,123.271,119.28,183.756,34025.1,22825.5,35163.6,0.648135,8.17374,0.998797,1.34375,2026-01-21,0.0219669,21.9669,true,
toy-1b,trn1,2,on-demand,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,2,1,1,2,3,true,123.271,119.28,183.756,34025.1,22825.5,35163.6,0.648135,8.17374,0.998797,1.34375,2026-01-21,0.0219669,21.9669,true,
toy-1b,trn1,2,on-demand,AWS,us-east-1,trn1n.32xlarge,16,bf16,4096,2,1,1,2,3,true,123.271,119.28,183.756,34025.1,22825.5,35163.6,0.648135,8.17374,0.998797,1.54875,2026-01-21,0.0253182,25.3182,true,
toy-1b,trn1,2,reserved-1y,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,2,1,1,2,3,true,123.271,119.28,183.756,34025.1,22825.5,35163.6,0.648135,8.17374,0.998797,0.826809,2026-01-21,0.0135162,13.5162,true,
toy-1b,trn1,2,on-demand,AWS,us-east-1,trn1.2xlarge,1,bf16,4096,4,2,1,1,0,true,129.971,124.362,188.542,32271,22246,33726.5,0.614721,8.61804,0.998797,1.34375,2026-01-21,0.023161,23.161,true,
toy-1b,trn1,2,on-demand,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,4,2,1,1,0,true,129.971,124.362,188.542,32271,22246,33726.5,0.614721,8.61804,0.998797,1.34375,2026-01-21,0.023161,23.161,true,
toy-1b,trn1,2,on-demand,AWS,us-east-1,trn1n.32xlarge,16,bf16,4096,4,2,1,1,0,true,129.971,124.362,188.542,32271,22246,33726.5,0.614721,8.61804,0.998797,1.54875,2026-01-21,0.0266944,26.6944,true,
toy-1b,trn1,2,reserved-1y,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,4,2,1,1,0,true,129.971,124.362,188.542,32271,22246,33726.5,0.614721,8.61804,0.998797,0.826809,2026-01-21,0.0142509,14.2509,true,
toy-1b,trn1,2,on-demand,AWS,us-east-1,trn1.2xlarge,1,bf16,4096,8,,,,,false,,,,,,,,,,1.34375,2026-01-21,,,,does not fit in any layout
toy-1b,trn1,2,on-demand,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,8,,,,,false,,,,,,,,,,1.34375,2026-01-21,,,,does not fit in any layout
toy-1b,trn1,2,on-demand,AWS,us-east-1,trn1n.32xlarge,16,bf16,4096,8,,,,,false,,,,,,,,,,1.54875,2026-01-21,,,,does not fit in any layout
toy-1b,trn1,2,reserved-1y,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,8,,,,,false,,,,,,,,,,0.826809,2026-01-21,,,,does not fit in any layout
toy-1b,trn1,4,on-demand,AWS,us-east-1,trn1.2xlarge,1,bf16,4096,1,1,1,4,3,true,61.6355,59.6399,96.8512,68050.1,43306.7,70327.2,0.648134,4.0869,0.99879,1.34375,2026-01-21,0.0219671,21.9671,true,
toy-1b,trn1,4,on-demand,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,1,1,1,4,3,true,61.6355,59.6399,96.8512,68050.1,43306.7,70327.2,0.648134,4.0869,0.99879,1.34375,2026-01-21,0.0219671,21.9671,true,
toy-1b,trn1,4,on-demand,AWS,us-east-1,trn1n.32xlarge,16,bf16,4096,1,1,1,4,3,true,61.6355,59.6399,96.8512,68050.1,43306.7,70327.2,0.648134,4.0869,0.99879,1.54875,2026-01-21,0.0253184,25.3184,true,
toy-1b,trn1,4,reserved-1y,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,1,1,1,4,3,true,61.6355,59.6399,96.8512,68050.1,43306.7,70327.2,0.648134,4.0869,0.99879,0.826809,2026-01-21,0.0135164,13.5164,true,
toy-1b,trn1,4,on-demand,AWS,us-east-1,trn1.2xlarge,1,bf16,4096,2,1,1,4,3,true,61.6355,59.6399,93.1268,68050.1,45038.6,70327.2,0.648134,4.0869,0.99879,1.34375,2026-01-21,0.0219671,21.9671,true,
toy-1b,trn1,4,on-demand,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,2,1,1,4,3,true,61.6355,59.6399,93.1268,68050.1,45038.6,70327.2,0.648134,4.0869,0.99879,1.34375,2026-01-21,0.0219671,21.9671,true,
toy-1b,trn1,4,on-demand,AWS,us-east-1,trn1n.32xlarge,16,bf16,4096,2,1,1,4,3,true,61.6355,59.6399,93.1268,68050.1,45038.6,70327.2,0.648134,4.0869,0.99879,1.54875,2026-01-21,0.0253184,25.3184,true,
toy-1b,trn1,4,reserved-1y,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,2,1,1,4,3,true,61.6355,59.6399,93.1268,68050.1,45038.6,70327.2,0.648134,4.0869,0.99879,0.826809,2026-01-21,0.0135164,13.5164,true,
toy-1b,trn1,4,on-demand,AWS,us-east-1,trn1.2xlarge,1,bf16,4096,4,1,1,4,3,true,61.6355,59.6399,91.2646,68050.1,45957.6,70327.2,0.648134,4.0869,0.99879,1.34375,2026-01-21,0.0219671,21.9671,true,
toy-1b,trn1,4,on-demand,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,4,1,1,4,3,true,61.6355,59.6399,91.2646,68050.1,45957.6,70327.2,0.648134,4.0869,0.99879,1.34375,2026-01-21,0.0219671,21.9671,true,
toy-1b,trn1,4,on-demand,AWS,us-east-1,trn1n.32xlarge,16,bf16,4096,4,1,1,4,3,true,61.6355,59.6399,91.2646,68050.1,45957.6,70327.2,0.648134,4.0869,0.99879,1.54875,2026-01-21,0.0253184,25.3184,true,
toy-1b,trn1,4,reserved-1y,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,4,1,1,4,3,true,61.6355,59.6399,91.2646,68050.1,45957.6,70327.2,0.648134,4.0869,0.99879,0.826809,2026-01-21,0.0135164,13.5164,true,
toy-1b,trn1,4,on-demand,AWS,us-east-1,trn1.2xlarge,1,bf16,4096,8,2,1,2,3,true,64.9367,62.1566,94.7964,64590.7,44245.4,67479.6,0.615185,4.3058,0.99879,1.34375,2026-01-21,0.0231437,23.1437,true,
toy-1b,trn1,4,on-demand,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,8,2,1,2,3,true,64.9367,62.1566,94.7964,64590.7,44245.4,67479.6,0.615185,4.3058,0.99879,1.34375,2026-01-21,0.0231437,23.1437,true,
toy-1b,trn1,4,on-demand,AWS,us-east-1,trn1n.32xlarge,16,bf16,4096,8,2,1,2,3,true,64.9367,62.1566,94.7964,64590.7,44245.4,67479.6,0.615185,4.3058,0.99879,1.54875,2026-01-21,0.0266744,26.6744,true,
toy-1b,trn1,4,reserved-1y,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,8,2,1,2,3,true,64.9367,62.1566,94.7964,64590.7,44245.4,67479.6,0.615185,4.3058,0.99879,0.826809,2026-01-21,0.0142403,14.2403,true,
toy-1b,trn1,8,on-demand,AWS,us-east-1,trn1.2xlarge,1,bf16,4096,1,1,1,8,3,true,30.8178,29.82,49.055,136100,85502.1,140654,0.648132,2.04349,0.998775,1.34375,2026-01-21,0.0219675,21.9675,true,
toy-1b,trn1,8,on-demand,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,1,1,1,8,3,true,30.8178,29.82,49.055,136100,85502.1,140654,0.648132,2.04349,0.998775,1.34375,2026-01-21,0.0219675,21.9675,true,
toy-1b,trn1,8,on-demand,AWS,us-east-1,trn1n.32xlarge,16,bf16,4096,1,1,1,8,3,true,30.8178,29.82,49.055,136100,85502.1,140654,0.648132,2.04349,0.998775,1.54875,2026-01-21,0.0253188,25.3188,true,
toy-1b,trn1,8,reserved-1y,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,1,1,1,8,3,true,30.8178,29.82,49.055,136100,85502.1,140654,0.648132,2.04349,0.998775,0.826809,2026-01-21,0.0135166,13.5166,true,
toy-1b,trn1,8,on-demand,AWS,us-east-1,trn1.2xlarge,1,bf16,4096,2,1,1,8,3,true,30.8178,29.82,46.8829,136100,89463.3,140654,0.648132,2.04349,0.998775,1.34375,2026-01-21,0.0219675,21.9675,true,
toy-1b,trn1,8,on-demand,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,2,1,1,8,3,true,30.8178,29.82,46.8829,136100,89463.3,140654,0.648132,2.04349,0.998775,1.34375,2026-01-21,0.0219675,21.9675,true,
toy-1b,trn1,8,on-demand,AWS,us-east-1,trn1n.32xlarge,16,bf16,4096,2,1,1,8,3,true,30.8178,29.82,46.8829,136100,89463.3,140654,0.648132,2.04349,0.998775,1.54875,2026-01-21,0.0253188,25.3188,true,
toy-1b,trn1,8,reserved-1y,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,2,1,1,8,3,true,30.8178,29.82,46.8829,136100,89463.3,140654,0.648132,2.04349,0.998775,0.826809,2026-01-21,0.0135166,13.5166,true,
toy-1b,trn1,8,on-demand,AWS,us-east-1,trn1.2xlarge,1,bf16,4096,4,1,1,8,3,true,30.8178,29.82,45.7969,136100,91584.8,140654,0.648132,2.04349,0.998775,1.34375,2026-01-21,0.0219675,21.9675,true,
toy-1b,trn1,8,on-demand,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,4,1,1,8,3,true,30.8178,29.82,45.7969,136100,91584.8,140654,0.648132,2.04349,0.998775,1.34375,2026-01-21,0.0219675,21.9675,true,
toy-1b,trn1,8,on-demand,AWS,us-east-1,trn1n.32xlarge,16,bf16,4096,4,1,1,8,3,true,30.8178,29.82,45.7969,136100,91584.8,140654,0.648132,2.04349,0.998775,1.54875,2026-01-21,0.0253188,25.3188,true,
toy-1b,trn1,8,reserved-1y,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,4,1,1,8,3,true,30.8178,29.82,45.7969,136100,91584.8,140654,0.648132,2.04349,0.998775,0.826809,2026-01-21,0.0135166,13.5166,true,
toy-1b,trn1,8,on-demand,AWS,us-east-1,trn1.2xlarge,1,bf16,4096,8,2,1,4,3,true,32.4684,31.0784,47.558,129181,88193.5,134959,0.615184,2.15293,0.998775,1.34375,2026-01-21,0.023144,23.144,true,
toy-1b,trn1,8,on-demand,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,8,2,1,4,3,true,32.4684,31.0784,47.558,129181,88193.5,134959,0.615184,2.15293,0.998775,1.34375,2026-01-21,0.023144,23.144,true,
toy-1b,trn1,8,on-demand,AWS,us-east-1,trn1n.32xlarge,16,bf16,4096,8,2,1,4,3,true,32.4684,31.0784,47.558,129181,88193.5,134959,0.615184,2.15293,0.998775,1.54875,2026-01-21,0.0266749,26.6749,true,
toy-1b,trn1,8,reserved-1y,AWS,us-east-1,trn1.32xlarge,16,bf16,4096,8,2,1,4,3,true,32.4684,31.0784,47.558,129181,88193.5,134959,0.615184,2.15293,0.998775,0.826809,2026-01-21,0.0142405,14.2405,true,
toy-1b,inf2,1,on-demand,AWS,us-east-1,inf2.xlarge,1,bf16,4096,1,1,1,1,0,true,246.542,238.559,357.551,17012.6,11730.6,17581.8,0.648135,16.3474,0.998801,0.7582,2026-08-26,0.0123946,12.3946,true,
toy-1b,inf2,1,on-demand,AWS,us-east-1,inf2.48xlarge,12,bf16,4096,1,1,1,1,0,true,246.542,238.559,357.551,17012.6,11730.6,17581.8,0.648135,16.3474,0.998801,1.08177,2026-08-26,0.0176842,17.6842,true,
toy-1b,inf2,1,on-demand,AWS,us-east-1,inf2.xlarge,1,bf16,4096,2,1,1,1,0,true,246.542,238.559,357.551,17012.6,11730.6,17581.8,0.648135,16.3474,0.998801,0.7582,2026-08-26,0.0123946,12.3946,true,
toy-1b,inf2,1,on-demand,AWS,us-east-1,inf2.48xlarge,12,bf16,4096,2,1,1,1,0,true,246.542,238.559,357.551,17012.6,11730.6,17581.8,0.648135,16.3474,0.998801,1.08177,2026-08-26,0.0176842,17.6842,true,
toy-1b,inf2,1,on-demand,AWS,us-east-1,inf2.xlarge,1,bf16,4096,4,,,,,false,,,,,,,,,,0.7582,2026-08-26,,,,does not fit in any layout
toy-1b,inf2,1,on-demand,AWS,us-east-1,inf2.48xlarge,12,bf16,4096,4,,,,,false,,,,,,,,,,1.08177,2026-08-26,,,,does not fit in any layout
toy-1b,inf2,1,on-demand,AWS,us-east-1,inf2.xlarge,1,bf16,4096,8,,,,,false,,,,,,,,,,0.7582,2026-08-26,,,,does not fit in any layout
toy-1b,inf2,1,on-demand,AWS,us-east-1,inf2.48xlarge,12,bf16,4096,8,,,,,false,,,,,,,,,,1.08177,2026-08-26,,,,does not fit in any layout
toy-1b,inf2,2,on-demand,AWS,us-east-1,inf2.xlarge,1,bf16,4096,1,1,1,2,3,true,123.271,119.28,198.65,34025.1,21114,35163.6,0.648135,8.17374,0.998797,0.7582,2026-08-26,0.0123947,12.3947,true,
toy-1b,inf2,2,on-demand,AWS,us-east-1,inf2.48xlarge,12,bf16,4096,1,1,1,2,3,true,123.271,119.28,198.65,34025.1,21114,35163.6,0.648135,8.17374,0.998797,1.08177,2026-08-26,0.0176843,17.6843,true,
toy-1b,inf2,2,on-demand,AWS,us-east-1,inf2.xlarge,1,bf16,4096,2,1,1,2,3,true,123.271,119.28,188.723,34025.1,22224.7,35163.6,0.648135,8.17374,0.998797,0.7582,2026-08-26,0.0123947,12.3947,true,
toy-1b,inf2,2,on-demand,AWS,us-east-1,inf2.48xlarge,12,bf16,4096,2,1,1,2,3,true,123.271,119.28,188.723,34025.1,22224.7,35163.6,0.648135,8.17374,0.998797,1.08177,2026-08-26,0.0176843,17.6843,true,
toy-1b,inf2,2,on-demand,AWS,us-east-1,inf2.xlarge,1,bf16,4096,4,1,2,1,0,true,131.184,126.97,190.375,31972.6,22031.8,33033.9,0.609037,8.69847,0.998797,0.7582,2026-08-26,0.0131904,13.1904,true,
toy-1b,inf2,2,on-demand,AWS,us-east-1,inf2.48xlarge,12,bf16,4096,4,1,2,1,0,true,131.184,126.97,190.375,31972.6,22031.8,33033.9,0.609037,8.69847,0.998797,1.08177,2026-08-26,0.0188195,18.8195,true,
toy-1b,inf2,2,on-demand,AWS,us-east-1,inf2.xlarge,1,bf16,4096,8,,,,,false,,,,,,,,,,0.7582,2026-08-26,,,,does not fit in any layout
toy-1b,inf2,2,on-demand,AWS,us-east-1,inf2.48xlarge,12,bf16,4096,8,,,,,false,,,,,,,,,,1.08177,2026-08-26,,,,does not fit in any layout
toy-1b,inf2,4,on-demand,AWS,us-east-1,inf2.xlarge,1,bf16,4096,1,1,1,4,3,true,61.6356,59.64,104.302,68050,40213.2,70327.1,0.648133,4.08691,0.99879,0.7582,2026-08-26,0.0123948,12.3948,true,
toy-1b,inf2,4,on-demand,AWS,us-east-1,inf2.48xlarge,12,bf16,4096,1,1,1,4,3,true,61.6356,59.64,104.302,68050,40213.2,70327.1,0.648133,4.08691,0.99879,1.08177,2026-08-26,0.0176844,17.6844,true,
toy-1b,inf2,4,on-demand,AWS,us-east-1,inf2.xlarge,1,bf16,4096,2,1,1,4,3,true,61.6356,59.64,96.8594,68050,43303,70327.1,0.648133,4.08691,0.99879,0.7582,2026-08-26,0.0123948,12.3948,true,
toy-1b,inf2,4,on-demand,AWS,us-east-1,inf2.48xlarge,12,bf16,4096,2,1,1,4,3,true,61.6356,59.64,96.8594,68050,43303,70327.1,0.648133,4.08691,0.99879,1.08177,2026-08-26,0.0176844,17.6844,true,
toy-1b,inf2,4,on-demand,AWS,us-east-1,inf2.xlarge,1,bf16,4096,4,1,1,4,3,true,61.6356,59.64,93.1381,68050,45033.1,70327.1,0.648133,4.08691,0.99879,0.7582,2026-08-26,0.0123948,12.3948,true,
toy-1b,inf2,4,on-demand,AWS,us-east-1,inf2.48xlarge,12,bf16,4096,4,1,1,4,3,true,61.6356,59.64,93.1381,68050,45033.1,70327.1,0.648133,4.08691,0.99879,1.08177,2026-08-26,0.0176844,17.6844,true,
toy-1b,inf2,4,on-demand,AWS,us-east-1,inf2.xlarge,1,bf16,4096,8,2,1,2,3,true,68.1888,64.6489,100.099,61510.2,41901.5,64878.2,0.585845,4.52144,0.99879,0.7582,2026-08-26,0.0137126,13.7126,true,
toy-1b,inf2,4,on-demand,AWS,us-east-1,inf2.48xlarge,12,bf16,4096,8,2,1,2,3,true,68.1888,64.6489,100.099,61510.2,41901.5,64878.2,0.585845,4.52144,0.99879,1.08177,2026-08-26,0.0195647,19.5647,true,
toy-1b,inf2,8,on-demand,AWS,us-east-1,inf2.xlarge,1,bf16,4096,1,1,1,8,3,true,30.818,29.8201,53.4096,136099,78530.9,140654,0.648129,2.0435,0.998775,0.7582,2026-08-26,0.012395,12.395,true,
toy-1b,inf2,8,on-demand,AWS,us-east-1,inf2.48xlarge,12,bf16,4096,1,1,1,8,3,true,30.818,29.8201,53.4096,136099,78530.9,140654,0.648129,2.0435,0.998775,1.08177,2026-08-26,0.0176848,17.6848,true,
toy-1b,inf2,8,on-demand,AWS,us-east-1,inf2.xlarge,1,bf16,4096,2,1,1,8,3,true,30.818,29.8201,49.0687,136099,85478.2,140654,0.648129,2.0435,0.998775,0.7582,2026-08-26,0.012395,12.395,true,
toy-1b,inf2,8,on-demand,AWS,us-east-1,inf2.48xlarge,12,bf16,4096,2,1,1,8,3,true,30.818,29.8201,49.0687,136099,85478.2,140654,0.648129,2.0435,0.998775,1.08177,2026-08-26,0.0176848,17.6848,true,
toy-1b,inf2,8,on-demand,AWS,us-east-1,inf2.xlarge,1,bf16,4096,4,1,1,8,3,true,30.818,29.8201,46.8983,136099,89434.1,140654,0.648129,2.0435,0.998775,0.7582,2026-08-26,0.012395,12.395,true,
toy-1b,inf2,8,on-demand,AWS,us-east-1,inf2.48xlarge,12,bf16,4096,4,1,1,8,3,true,30.818,29.8201,46.8983,136099,89434.1,140654,0.648129,2.0435,0.998775,1.08177,2026-08-26,0.0176848,17.6848,true,
toy-1b,inf2,8,on-demand,AWS,us-east-1,inf2.xlarge,1,bf16,4096,8,2,1,4,3,true,34.0945,32.3246,50.3691,123020,83271.3,129756,0.585843,2.26076,0.998775,0.7582,2026-08-26,0.0137129,13.7129,true,
toy-1b,inf2,8,on-demand,AWS,us-east-1,inf2.48xlarge,12,bf16,4096,8,2,1,4,3,true,34.0945,32.3246,50.3691,123020,83271.3,129756,0.585843,2.26076,0.998775,1.08177,2026-08-26,0.019565,19.565,true,
toy-1b,trn2,1,on-demand,AWS,us-east-2,trn2.48xlarge,16,bf16,4096,1,1,1,1,0,true,70.7384,68.4258,102.478,59293.2,40928.6,61297.1,0.64347,4.69044,0.998801,2.235,2025-11-30,0.0104831,10.4831,true,
toy-1b,trn2,1,on-demand,AWS,us-east-2,trn2.48xlarge,16,bf16,4096,2,1,1,1,0,true,70.7384,68.4258,102.478,59293.2,40928.6,61297.1,0.64347,4.69044,0.998801,2.235,2025-11-30,0.0104831,10.4831,true,
toy-1b,trn2,1,on-demand,AWS,us-east-2,trn2.48xlarge,16,bf16,4096,4,1,1,1,0,true,70.7384,68.4258,102.478,59293.2,40928.6,61297.1,0.64347,4.69044,0.998801,2.235,2025-11-30,0.0104831,10.4831,true,
toy-1b,trn2,1,on-demand,AWS,us-east-2,trn2.48xlarge,16,bf16,4096,8,1,1,1,0,true,70.7384,68.4258,102.478,59293.2,40928.6,61297.1,0.64347,4.69044,0.998801,2.235,2025-11-30,0.0104831,10.4831,true,
toy-1b,trn2,2,on-demand,AWS,us-east-2,trn2.48xlarge,16,bf16,4096,1,1,1,2,3,true,35.3692,34.2129,55.261,118586,75900,122594,0.643469,2.34523,0.998797,2.235,2025-11-30,0.0104832,10.4832,true,
toy-1b,trn2,2,on-demand,AWS,us-east-2,trn2.48xlarge,16,bf16,4096,2,1,1,2,3,true,35.3692,34.2129,53.2521,118586,78763.2,122594,0.643469,2.34523,0.998797,2.235,2025-11-30,0.0104832,10.4832,true,
toy-1b,trn2,2,on-demand,AWS,us-east-2,trn2.48xlarge,16,bf16,4096,4,1,1,2,3,true,35.3692,34.2129,52.2476,118586,80277.4,122594,0.643469,2.34523,0.998797,2.235,2025-11-30,0.0104832,10.4832,true,
toy-1b,trn2,2,on-demand,AWS,us-east-2,trn2.48xlarge,16,bf16,4096,8,1,1,2,3,true,35.3692,34.2129,51.7454,118586,81056.6,122594,0.643469,2.34523,0.998797,2.235,2025-11-30,0.0104832,10.4832,true,
toy-1b,trn2,4,on-demand,AWS,us-east-2,trn2.48xlarge,16,bf16,4096,1,1,1,4,3,true,17.6847,17.1065,28.6324,237172,146488,245188,0.643468,1.17263,0.99879,2.235,2025-11-30,0.0104833,10.4833,true,
toy-1b,trn2,4,on-demand,AWS,us-east-2,trn2.48xlarge,16,bf16,4096,2,1,1,4,3,true,17.6847,17.1065,27.129,237172,154606,245188,0.643468,1.17263,0.99879,2.235,2025-11-30,0.0104833,10.4833,true,
toy-1b,trn2,4,on-demand,AWS,us-east-2,trn2.48xlarge,16,bf16,4096,4,1,1,4,3,true,17.6847,17.1065,26.3772,237172,159012,245188,0.643468,1.17263,0.99879,2.235,2025-11-30,0.0104833,10.4833,true,
toy-1b,trn2,4,on-demand,AWS,us-east-2,trn2.48xlarge,16,bf16,4096,8,1,1,4,3,true,17.6847,17.1065,26.0014,237172,161311,245188,0.643468,1.17263,0.99879,2.235,2025-11-30,0.0104833,10.4833,true,
toy-1b,trn2,8,on-demand,AWS,us-east-2,trn2.48xlarge,16,bf16,4096,1,1,1,8,3,true,8.84237,8.55327,14.5696,474342,287880,490374,0.643465,0.586325,0.998775,2.235,2025-11-30,0.0104835,10.4835,true,
toy-1b,trn2,8,on-demand,AWS,us-east-2,trn2.48xlarge,16,bf16,4096,2,1,1,8,3,true,8.84237,8.55327,13.6931,474342,306307,490374,0.643465,0.586325,0.998775,2.235,2025-11-30,0.0104835,10.4835,true,
toy-1b,trn2,8,on-demand,AWS,us-east-2,trn2.48xlarge,16,bf16,4096,4,1,1,8,3,true,8.84237,8.55327,13.2549,474342,316434,490374,0.643465,0.586325,0.998775,2.235,2025-11-30,0.0104835,10.4835,true,
toy-1b,trn2,8,on-demand,AWS,us-east-2,trn2.48xlarge,16,bf16,4096,8,1,1,8,3,true,8.84237,8.55327,13.0358,474342,321753,490374,0.643465,0.586325,0.998775,2.235,2025-11-30,0.0104835,10.4835,true,
toy-1b,gaudi2,1,,,,,,bf16,4096,1,1,1,1,0,true,90.693,87.3514,103.908,46247.3,40365.7,48016.5,0.774911,6.01357,0.998801,,,,,true,
toy-1b,gaudi2,1,,,,,,bf16,4096,2,1,1,1,0,true,90.693,87.3514,103.908,46247.3,40365.7,48016.5,0.774911,6.01357,0.998801,,,,,true,
toy-1b,gaudi2,1,,,,,,bf16,4096,4,1,1,1,0,true,90.693,87.3514,103.908,46247.3,40365.7,48016.5,0.774911,6.01357,0.998801,,,,,true,
toy-1b,gaudi2,1,,,,,,bf16,4096,8,1,1,1,0,true,90.693,87.3514,103.908,46247.3,40365.7,48016.5,0.774911,6.01357,0.998801,,,,,true,
toy-1b,gaudi2,2,,,,,,bf16,4096,1,1,1,2,3,true,45.3466,43.6757,59.7737,92494.4,70169.8,96032.8,0.77491,3.0068,0.998797,,,,,true,
toy-1b,gaudi2,2,,,,,,bf16,4096,2,1,1,2,3,true,45.3466,43.6757,55.8675,92494.4,75075.9,96032.8,0.77491,3.0068,0.998797,,,,,true,
toy-1b,gaudi2,2,,,,,,bf16,4096,4,1,1,2,3,true,45.3466,43.6757,53.9145,92494.4,77795.5,96032.8,0.77491,3.0068,0.998797,,,,,true,
toy-1b,gaudi2,2,,,,,,bf16,4096,8,1,1,2,3,true,45.3466,43.6757,52.9379,92494.4,79230.6,96032.8,0.77491,3.0068,0.998797,,,,,true,
toy-1b,gaudi2,4,,,,,,bf16,4096,1,1,1,4,3,true,22.6734,21.8379,31.8411,184988,131726,192065,0.774908,1.50342,0.99879,,,,,true,
toy-1b,gaudi2,4,,,,,,bf16,4096,2,1,1,4,3,true,22.6734,21.8379,28.9147,184988,145058,192065,0.774908,1.50342,0.99879,,,,,true,
toy-1b,gaudi2,4,,,,,,bf16,4096,4,1,1,4,3,true,22.6734,21.8379,27.4515,184988,152790,192065,0.774908,1.50342,0.99879,,,,,true,
toy-1b,gaudi2,4,,,,,,bf16,4096,8,1,1,4,3,true,22.6734,21.8379,26.7199,184988,156973,192065,0.774908,1.50342,0.99879,,,,,true,
toy-1b,gaudi2,8,,,,,,bf16,4096,1,1,1,8,3,true,11.3367,10.919,16.4148,369974,255519,384129,0.774903,0.751723,0.998775,,,,,true,
toy-1b,gaudi2,8,,,,,,bf16,4096,2,1,1,8,3,true,11.3367,10.919,14.7083,369974,285166,384129,0.774903,0.751723,0.998775,,,,,true,
toy-1b,gaudi2,8,,,,,,bf16,4096,4,1,1,8,3,true,11.3367,10.919,13.855,369974,302728,384129,0.774903,0.751723,0.998775,,,,,true,
toy-1b,gaudi2,8,,,,,,bf16,4096,8,1,1,8,3,true,11.3367,10.919,13.4284,369974,312346,384129,0.774903,0.751723,0.998775,,,,,true,
toy-1b,gaudi3,1,,,,,,bf16,4096,1,1,1,1,0,true,32.4297,31.2678,37.3193,129335,112390,134142,0.558256,2.15031,0.998801,,,,,true,
toy-1b,gaudi3,1,,,,,,bf16,4096,2,1,1,1,0,true,32.4297,31.2678,37.3193,129335,112390,134142,0.558256,2.15031,0.998801,,,,,true,
toy-1b,gaudi3,1,,,,,,bf16,4096,4,1,1,1,0,true,32.4297,31.2678,37.3193,129335,112390,134142,0.558256,2.15031,0.998801,,,,,true,
toy-1b,gaudi3,1,,,,,,bf16,4096,8,1,1,1,0,true,32.4297,31.2678,37.3193,129335,112390,134142,0.558256,2.15031,0.998801,,,,,true,
toy-1b,gaudi3,2,,,,,,bf16,4096,1,1,1,2,3,true,16.2149,15.6339,22.5824,258670,185733,268283,0.558254,1.07516,0.998797,,,,,true,
toy-1b,gaudi3,2,,,,,,bf16,4096,2,1,1,2,3,true,16.2149,15.6339,20.6229,258670,203381,268283,0.558254,1.07516,0.998797,,,,,true,
toy-1b,gaudi3,2,,,,,,bf16,4096,4,1,1,2,3,true,16.2149,15.6339,19.6432,258670,213525,268283,0.558254,1.07516,0.998797,,,,,true,
toy-1b,gaudi3,2,,,,,,bf16,4096,8,1,1,2,3,true,16.2149,15.6339,19.1533,258670,218986,268283,0.558254,1.07516,0.998797,,,,,true,
toy-1b,gaudi3,4,,,,,,bf16,4096,1,1,1,4,3,true,8.10749,7.81698,12.2683,517337,341880,536563,0.558252,0.537588,0.99879,,,,,true,
toy-1b,gaudi3,4,,,,,,bf16,4096,2,1,1,4,3,true,8.10749,7.81698,10.8019,517337,388292,536563,0.558252,0.537588,0.99879,,,,,true,
toy-1b,gaudi3,4,,,,,,bf16,4096,4,1,1,4,3,true,8.10749,7.81698,10.0687,517337,416567,536563,0.558252,0.537588,0.99879,,,,,true,
toy-1b,gaudi3,4,,,,,,bf16,4096,8,1,1,4,3,true,8.10749,7.81698,9.70214,517337,432307,536563,0.558252,0.537588,0.99879,,,,,true,
toy-1b,gaudi3,8,,,,,,bf16,4096,1,1,1,8,3,true,4.05378,3.90852,6.38132,1.03467e+06,657279,1.07312e+06,0.558247,0.2688,0.998775,,,,,true,
toy-1b,gaudi3,8,,,,,,bf16,4096,2,1,1,8,3,true,4.05378,3.90852,5.52645,1.03467e+06,758951,1.07312e+06,0.558247,0.2688,0.998775,,,,,true,
toy-1b,gaudi3,8,,,,,,bf16,4096,4,1,1,8,3,true,4.05378,3.90852,5.09902,1.03467e+06,822571,1.07312e+06,0.558247,0.2688,0.998775,,,,,true,
toy-1b,gaudi3,8,,,,,,bf16,4096,8,1,1,8,3,true,4.05378,3.90852,4.8853,1.03467e+06,858556,1.07312e+06,0.558247,0.2688,0.998775,,,,,true,
toy-1b,toy-24g,1,owned,,,,,bf16,4096,1,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,toy-24g,1,owned,,,,,bf16,4096,2,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,toy-24g,1,owned,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,toy-24g,1,owned,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,toy-24g,2,owned,,,,,bf16,4096,1,1,1,2,3,true,220.373,213.843,386.585,19032.7,10849.6,19613.9,0.688843,14.6123,0.998797,,,0.0139561,13.9561,true,
toy-1b,toy-24g,2,owned,,,,,bf16,4096,2,1,2,1,0,true,233.97,227.018,342.894,17926.7,12232.1,18475.6,0.648813,15.5139,0.998797,,,0.0148171,14.8171,true,
toy-1b,toy-24g,2,owned,,,,,bf16,4096,4,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,toy-24g,2,owned,,,,,bf16,4096,8,,,,,false,,,,,,,,,,,,,,,does not fit in any layout
toy-1b,toy-24g,4,owned,,,,,bf16,4096,1,1,1,4,3,true,110.187,106.922,209.324,38065.3,20037.4,39227.7,0.68884,7.30625,0.99879,,,0.0139562,13.9562,true,
toy-1b,toy-24g,4,owned,,,,,bf16,4096,2,1,1,4,3,true,110.187,106.922,185.364,38065.3,22627.3,39227.7,0.68884,7.30625,0.99879,,,0.0139562,13.9562,true,
toy-1b,toy-24g,4,owned,,,,,bf16,4096,4,2,1,2,3,true,131.236,123.027,199.678,31959.9,21005.3,34092.6,0.578357,8.70197,0.99879,,,0.0166223,16.6223,true,
toy-1b,toy-24g,4,owned,,,,,bf16,4096,8,4,1,1,0,true,173.138,155.138,251.936,24225.2,16648.3,27035.9,0.438387,11.4804,0.99879,,,0.0219295,21.9295,true,
toy-1b,toy-24g,8,owned,,,,,bf16,4096,1,1,1,8,3,true,55.0937,53.4611,94.3077,76130.3,44474.7,78455.2,0.688839,3.65319,0.998775,,,0.0139565,13.9565,true,
toy-1b,toy-24g,8,owned,,,,,bf16,4096,2,1,1,8,3,true,55.0937,53.4611,87.5082,76130.3,47930.4,78455.2,0.688839,3.65319,0.998775,,,0.0139565,13.9565,true,
toy-1b,toy-24g,8,owned,,,,,bf16,4096,4,2,1,4,3,true,65.6183,61.5136,98.7668,63919.7,42466.8,68185,0.578355,4.35106,0.998775,,,0.0166226,16.6226,true,
toy-1b,toy-24g,8,owned,,,,,bf16,4096,8,4,1,2,3,true,86.5692,77.5694,126.95,48450.3,33039,54071.6,0.438385,5.74028,0.998775,,,0.0219299,21.9299,true,
$ d=$(mktemp -d); gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --gpu toy --gpus 1 --concurrency 1,2 --pricing none --output "$d/s.csv"; wc -l < "$d/s.csv"; rm -r "$d"
3
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --model toy-1b --tokens-per-s-per-gpu 100
gpusel: error: --tokens-per-s-per-gpu: sweep prices each point at the perf engine's throughput there; gpusel cost takes a measured one
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml sweep --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind training --model toy-1b --tokens 1B --gpu toy --gpus 1,4 --micro-batch 1,8 --ctx 2k --pricing on-demand --provider toycloud
model,gpu,gpu_count,pricing,provider,region,instance,instance_gpus,precision,seq_tokens,micro_batch,tp,pp,dp,zero_stage,fits,step_s,step_s_low,step_s_high,tokens_per_s,tokens_per_s_low,tokens_per_s_high,mfu,wall_hours,goodput,usd_per_gpu_hour,price_as_of,usd_per_mtok,usd_per_accepted_output,meets_targets,reason
toy-1b,toy-24g,1,on-demand,toycloud,toy-east,toy.1x,1,bf16,2048,1,1,1,1,0,true,405.075,397.634,601.371,10354.4,6974.57,10548.1,0.707811,26.8593,0.998801,2,2026-11-01,0.0537186,53.7186,true,
toy-1b,toy-24g,1,on-demand,toycloud,toy-east,toy.4x,4,bf16,2048,1,1,1,1,0,true,405.075,397.634,601.371,10354.4,6974.57,10548.1,0.707811,26.8593,0.998801,2,2026-11-01,0.0537186,53.7186,true,
toy-1b,toy-24g,1,on-demand,toycloud,toy-east,toy.1x,1,bf16,2048,8,,,,,false,,,,,,,,,,2,2026-11-01,,,,does not fit in any layout
toy-1b,toy-24g,1,on-demand,toycloud,toy-east,toy.4x,4,bf16,2048,8,,,,,false,,,,,,,,,,2,2026-11-01,,,,does not fit in any layout
toy-1b,toy-24g,4,on-demand,toycloud,toy-east,toy.1x,1,bf16,2048,1,1,1,4,3,true,101.27,99.4092,246.274,41417.2,17031,42192.3,0.707806,6.71495,0.99879,2,2026-11-01,0.0537196,53.7196,true,
toy-1b,toy-24g,4,on-demand,toycloud,toy-east,toy.4x,4,bf16,2048,1,1,1,4,3,true,101.27,99.4092,246.274,41417.2,17031,42192.3,0.707806,6.71495,0.99879,2,2026-11-01,0.0537196,53.7196,true,
toy-1b,toy-24g,4,on-demand,toycloud,toy-east,toy.1x,1,bf16,2048,8,2,1,2,3,true,122.319,115.514,188.71,34290,22226.2,36309.9,0.586004,8.11066,0.99879,2,2026-11-01,0.0648853,64.8853,true,
toy-1b,toy-24g,4,on-demand,toycloud,toy-east,toy.4x,4,bf16,2048,8,2,1,2,3,true,122.319,115.514,188.71,34290,22226.2,36309.9,0.586004,8.11066,0.99879,2,2026-11-01,0.0648853,64.8853,true,
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
