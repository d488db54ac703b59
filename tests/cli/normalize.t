# gpusel normalize (docs/commands/normalize.md) and cost --measured on the
# toy catalogue (tests/fixtures/cli/toy.yaml) and toy prices
# (tests/fixtures/prices/toy-cost.yaml: toy-24g on-demand $2.00/GPU-h of
# 2026-11-01), measurements in tests/fixtures/bench/toy.csv:
# - line 2 measured exactly what the perf engine predicts (the perf run
#   below, computed on its own): every "x model" ratio is 1;
# - line 3, by hand: its own $2.00/GPU-h, 1000 tok/s at 100 output tokens
#   = 10 requests/s, at full load 36,000 outputs an hour, 28,800 accepted
#   (acceptance 0.8): $2 / 28,800 = $0.0000694 per accepted output,
#   $2 / 2.88 Mtok = $0.6944/Mtok;
# - line 4, by hand: 2 GPUs at the table's $2.00, 1500 tok/s = 15
#   requests/s with retry 0.5, so 10 delivered per second, 36,000 an hour
#   for $4: $0.000111 each, $1.111/Mtok; its measured p99 TTFT of 0.8 s
#   misses a 500 ms target.
# - a --ttft-p99 500ms target rejects line 4, with the reason; the JSON
#   inputs count ranked and rejected rows; --format markdown writes the
#   decision record rank writes; --workload costs the same rows over the
#   toy workload's demand, quality and costs;
# - tests/fixtures/bench/toy-work.csv, by hand at full load: images at
#   $2.00/GPU-h, 100 an hour, acceptance 0.8: $2 / 80 = $0.025; training
#   samples at $2.00, 10/s with retry 0.5: $2 x 1.5 / 36,000 = $0.0000833;
#   a realtime workload does not fit those rows;
# - malformed files: an error at file:line:column, exit status 3, and
#   with --output nothing written;
# - --measured feeds cost: toy's best row is line 2 (2389.27 tok/s on one
#   GPU); with --gpus 2 only line 4 (1500 tok/s on 2 GPUs = 750 per GPU),
#   which costs what --tokens-per-s-per-gpu 750 costs; a flag still wins
#   over --measured; a bad BENCH.csv is cost's error too;
# - normalize over a workload costs a row exactly as cost does with the
#   row's figures as flags (line 3: both $0.000294235...).
$ gpusel --catalog tests/fixtures/cli/toy.yaml perf --model toy-1b --gpu toy-24g --concurrency 8 --prompt-tokens 100 --output-tokens 100 --format csv --columns gpu,layout,concurrency,tokens_per_s,ttft_p99_s,itl_p99_s
gpu,layout,concurrency,tokens_per_s,ttft_p99_s,itl_p99_s
toy-24g,tp1 pp1 x dp1,8,2389.2701163561906,0.00724205825613473,0.003893755381028847
$ gpusel --catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/toy.csv --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --format csv
rank,gpu,gpu_count,model,pricing,usd_per_gpu_hour,concurrency,work,throughput,tokens_per_s,predicted_tokens_per_s,tokens_per_s_ratio,ttft_p99_s,predicted_ttft_p99_s,ttft_p99_ratio,itl_p99_s,predicted_itl_p99_s,itl_p99_ratio,predicted_layout,usd_per_accepted_output,usd_per_mtok,utilisation_frac,meets_targets,reason,price_as_of,price_as_of_precision,line
1,toy-24g,1,toy-1b,on-demand,2,8,tokens,2389.2701163561906,2389.2701163561906,2389.2701163561906,1,0.00724205825613473,0.00724205825613473,1,0.0038937553810288474,0.003893755381028847,1.0000000000000002,tp1 pp1 x dp1,2.3252103299346406e-05,0.23252103299346408,1,true,,2026-11-01,day,2
2,toy-24g,1,toy-1b,on-demand,2,,tokens,1000,1000,,,0.2,,,0.02,,,,6.944444444444444e-05,0.6944444444444444,1,true,,,,3
3,toy-24g,2,toy-1b,on-demand,2,16,tokens,1500,1500,5937.750127068139,0.25262093687001436,0.8,0.006181770132357511,129.41277059341382,0.03,0.0034871468057440244,8.603021802977732,tp2 pp1 x dp1,0.00011111111111111112,1.1111111111111112,1,true,,2026-11-01,day,4
$ d=$(mktemp -d) && sed 's/as_of: "2026-11-01"/as_of: "2026-11"/' tests/fixtures/prices/toy-cost.yaml >"$d/p.yaml" && gpusel --catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/toy.csv --prices "$d/p.yaml" --today 2026-12-01 --format json --columns gpu,line,price_as_of,price_as_of_precision | jq -c '.rows[]'; rm -rf "$d"
{"gpu":"toy-24g","line":2,"price_as_of":"2026-11-01","price_as_of_precision":"month"}
{"gpu":"toy-24g","line":3,"price_as_of":null,"price_as_of_precision":null}
{"gpu":"toy-24g","line":4,"price_as_of":"2026-11-01","price_as_of_precision":"month"}
$ gpusel --catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/toy.csv --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --ttft-p99 500ms --columns rank,gpu,gpu_count,usd_per_accepted_output,meets_targets,reason,line
rank  GPU      GPUs  USD/accepted  meets  why not                                            line
   1  toy-24g     1      0.000023  yes    -                                                     2
   2  toy-24g     1      0.000069  yes    -                                                     3
   -  toy-24g     2      0.000111  no     measured p99 TTFT 0.8 s is above the target 0.5 s     4

note: cost per accepted output from the measured throughput at full load (one replica busy all the time, GPU time only); --workload adds demand and costs
note: x model = measured / gpusel's prediction at the measured layout and concurrency: tok/s below 1 or latency above 1 means the model is optimistic
note: target: p99 TTFT 0.5 s; rows that miss it follow the ranked ones
note: line 3: no prediction: the row gives no concurrency
$ gpusel --catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/toy.csv --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --ttft-p99 500ms --format json | jq -c '.inputs | del(.catalog_files)'
{"bench":"tests/fixtures/bench/toy.csv","workload":null,"ttft_p99_target_s":0.5,"itl_p99_target_s":0,"ranked":2,"rejected":1}
$ gpusel --catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/toy.csv --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --ttft-p99 500ms --format markdown
# Decision record: Measured candidates: tests/fixtures/bench/toy.csv

**Winner:** toy-24g x1, on-demand (line 2) at 0.00002325 USD per accepted output (2 ranked, 1 rejected).

Prices judged on 2026-12-01; written by gpusel 0.1.0.

## Inputs

| input | value | from |
|---|---|---|
| measurements | tests/fixtures/bench/toy.csv | BENCH.csv (docs/bench-csv.md) |
| candidates measured | 3 | tests/fixtures/bench/toy.csv |
| workload | none: each candidate at full load | default |
| throughput | measured (each row's) | tests/fixtures/bench/toy.csv |

## Assumptions

| assumption | value | source |
|---|---|---|
| PUE | 1.56 | Uptime Institute Global Data Center Survey 2024, industry average (docs/engines/cost.md) |
| electricity | 0.0895 USD per kWh | US EIA Electric Power Annual 2023, Virginia commercial average |
| amortisation | 5 years | Amazon 10-K 2024 (five years from 2025); Meta five, Microsoft and Alphabet six |
| colocation | 184.06 USD per kW-month | CBRE North America Data Center Trends H2 2024, 250-500 kW |
| server power per GPU | 1.27 kW | NVIDIA DGX H100 datasheet: 10.2 kW for 8 GPUs |
| server share per GPU | 4001 USD | SemiAnalysis DGX H100 bill of materials, via Epoch AI |
| labour rate | 63.59 USD per hour | US BLS Occupational Outlook Handbook, software developers, median May 2023 |
| spot interruptions | 0.00006849 per hour | AWS Spot Instance Advisor, lowest band (\<5% a month) |
| acceptance rate | each row's; 1 where the row and the workload leave it empty | tests/fixtures/bench/toy.csv |
| retry rate | each row's; 0 where the row and the workload leave it empty | tests/fixtures/bench/toy.csv |

## Acceptance criteria

| criterion | value | set by |
|---|---|---|
| p99 TTFT | 0.5 s | --ttft-p99 or the workload's targets |
| p99 ITL | - | --itl-p99 or the workload's targets |

## Ranked candidates

| rank | candidate | USD per accepted output | total (USD) | p99 TTFT (s) | price as of | GPUs | measured tok/s | x model | p99 ITL (s) | line | remark |
|---:|---|---:|---:|---:|---|---|---|---|---|---|---|
| 1 | toy-24g x1, on-demand (line 2) | 0.00002325 | 1460 | 0.007242 | 2026-11-01 | 1 | 2389 | 1.00 | 0.004 | 2 | - |
| 2 | toy-24g x1, on-demand (line 3) | 0.00006944 | 1460 | 0.2000 | - | 1 | 1000 | - | 0.020 | 3 | - |

## Rejected candidates

| candidate | reason | USD per accepted output | total (USD) | p99 TTFT (s) | price as of | GPUs | measured tok/s | x model | p99 ITL (s) | line |
|---|---|---:|---:|---:|---|---|---|---|---|---|
| toy-24g x2, on-demand (line 4) | measured p99 TTFT 0.8 s is above the target 0.5 s | 0.0001111 | 2920 | 0.8000 | 2026-11-01 | 2 | 1500 | 0.25 | 0.030 | 4 |

## Why the winner wins

| point | value |
|---|---|
| winner | toy-24g x1, on-demand (line 2) |
| runner-up | toy-24g x1, on-demand (line 3) |
| margin | 0.00004619 USD per accepted output, 66.5% below the runner-up |
| ties broken by | equal costs: GPU id, then GPU count, then file line |

The winner's largest cost terms:

| term | USD | share of total |
|---|---:|---:|
| GPU compute | 1460 | 100.0% |
| storage | 0 | 0.0% |
| serving stack | 0 | 0.0% |

Break-even against the other pricing kinds:

none

## Prices

| offer | as of | age (days) | stale | USD per GPU-hour | source |
|---|---|---:|---|---:|---|
| toycloud toy.1x toy-east on-demand | 2026-11-01 | 30 | no | 2.00 | toy price list, November 2026 (invented) |
| toycloud toy.4x toy-east on-demand | 2026-11-01 | 30 | no | 2.00 | toy price list, November 2026 (invented) |

> No price is older than 180 days (the staleness threshold) on 2026-12-01.

## Notes

> line 3: no prediction: the row gives no concurrency

## Reproduce

```
gpusel --catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/toy.csv --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --ttft-p99 500ms --format markdown
```
$ gpusel --catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/toy.csv --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --workload tests/fixtures/workload/toy-chat.yaml --columns rank,gpu,gpu_count,usd_per_accepted_output,usd_per_mtok,utilisation_frac,meets_targets,line
rank  GPU      GPUs  USD/accepted  USD/Mtok  util %  meets  line
   1  toy-24g     1      0.000155     1.553      23  yes       2
   2  toy-24g     1      0.000294     2.942      28  yes       3
   3  toy-24g     2      0.000572     5.720      25  yes       4

note: cost per accepted output from the measured throughput over tests/fixtures/workload/toy-chat.yaml's demand, quality and costs
note: x model = measured / gpusel's prediction at the measured layout and concurrency: tok/s below 1 or latency above 1 means the model is optimistic
note: line 3: no prediction: the row gives no concurrency
$ gpusel --catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/toy-work.csv --today 2026-12-01 --format csv --columns rank,gpu,work,throughput,usd_per_accepted_output,line
rank,gpu,work,throughput,usd_per_accepted_output,line
1,toy-24g,samples,10,8.333333333333333e-05,3
2,toy-24g,images,100,0.025,2
$ gpusel --catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/toy-work.csv --today 2026-12-01 --workload tests/fixtures/workload/toy-chat.yaml
gpusel: tests/fixtures/bench/toy-work.csv:2:26: error: an images_per_hour row needs a media workload, 'tests/fixtures/workload/toy-chat.yaml' is realtime
[3]
$ rm -f /tmp/gpusel-normalize-out.csv; gpusel --catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/units-in-cell.csv --output /tmp/gpusel-normalize-out.csv; s=$?; test -e /tmp/gpusel-normalize-out.csv && echo written || echo nothing written; exit $s
gpusel: tests/fixtures/bench/units-in-cell.csv:4:26: error: 'ttft_p99_s' holds a unit ('12 ms'): cells hold plain numbers; say the unit in the header (ttft_p99_s or ttft_p99_ms)
nothing written
[3]
$ gpusel --catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/unknown-gpu.csv
gpusel: tests/fixtures/bench/unknown-gpu.csv:3:1: error: unknown GPU 'toy-25g': no such entry; did you mean one of the toy family: toy-24g?
[3]
$ gpusel --catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/truncated.csv
gpusel: tests/fixtures/bench/truncated.csv:3:20: error: the line has 4 fields, the header 5 (a truncated line?)
[3]
$ gpusel --catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/missing-column.csv
gpusel: tests/fixtures/bench/missing-column.csv:1:1: error: missing required column 'gpus' (required: gpu, gpus, model and a throughput)
[3]
$ gpusel --catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/negative.csv
gpusel: tests/fixtures/bench/negative.csv:3:22: error: 'tokens_per_s' must not be negative, got '-5'
[3]
$ gpusel --catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/non-numeric.csv
gpusel: tests/fixtures/bench/non-numeric.csv:2:22: error: 'tokens_per_s' must be a number, got 'fast'
[3]
$ gpusel --catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/rate.csv
gpusel: tests/fixtures/bench/rate.csv:2:27: error: 'oom_rate' must be a fraction in [0, 1], got '1.2'
[3]
$ gpusel --catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/duplicate.csv
gpusel: tests/fixtures/bench/duplicate.csv:3:1: error: duplicate row: line 2 measured the same setup (gpu, gpus, model, precision, engine, price, tokens, concurrency, tp, pp)
[3]
$ gpusel --catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/unknown-model.csv
gpusel: tests/fixtures/bench/unknown-model.csv:2:11: error: unknown model 'toy-2b': no such entry; did you mean one of the toy family: toy-1b?
[3]
$ gpusel --catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/no-output-tokens.csv
gpusel: tests/fixtures/bench/no-output-tokens.csv:2:1: error: 'output_tokens' is needed to count outputs (give the column, or --workload)
[3]
$ gpusel normalize
gpusel: error: normalize needs a BENCH.csv file (docs/bench-csv.md)
[2]
$ gpusel normalize tests/fixtures/bench/no-such.csv
gpusel: error: cannot read 'tests/fixtures/bench/no-such.csv': No such file or directory
[4]
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind realtime --model toy-1b --gpu toy --output-tokens 100 --requests-per-s 5 --peak-requests-per-s 15 --measured tests/fixtures/bench/toy.csv --format json | jq -c '{throughput_source, tokens_per_s_per_gpu}'
{"throughput_source":"measured (tests/fixtures/bench/toy.csv:2)","tokens_per_s_per_gpu":2389.2701163561906}
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind realtime --model toy-1b --gpu toy --gpus 2 --output-tokens 100 --requests-per-s 5 --peak-requests-per-s 15 --measured tests/fixtures/bench/toy.csv --format json | jq -c '{throughput_source, tokens_per_s_per_gpu, usd_total}'
{"throughput_source":"measured (tests/fixtures/bench/toy.csv:4)","tokens_per_s_per_gpu":750,"usd_total":2920}
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind realtime --model toy-1b --gpu toy --gpus 2 --output-tokens 100 --requests-per-s 5 --peak-requests-per-s 15 --tokens-per-s-per-gpu 750 --format json | jq -c '{throughput_source, tokens_per_s_per_gpu, usd_total}'
{"throughput_source":"measured (--tokens-per-s-per-gpu)","tokens_per_s_per_gpu":750,"usd_total":2920}
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind realtime --model toy-1b --gpu toy --output-tokens 100 --requests-per-s 5 --measured tests/fixtures/bench/toy.csv --tokens-per-s-per-gpu 600 --format json | jq -c '{throughput_source, tokens_per_s_per_gpu}'
{"throughput_source":"measured (--tokens-per-s-per-gpu)","tokens_per_s_per_gpu":600}
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind realtime --model toy-1b --gpu toy --output-tokens 100 --requests-per-s 5 --measured tests/fixtures/bench/rate.csv
gpusel: tests/fixtures/bench/rate.csv:2:27: error: 'oom_rate' must be a fraction in [0, 1], got '1.2'
[3]
$ gpusel --catalog tests/fixtures/cli/toy.yaml normalize tests/fixtures/bench/toy.csv --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --workload tests/fixtures/workload/toy-chat.yaml --format json | jq -c '.rows[] | select(.line == 3) | {usd_per_gpu_hour, usd_per_accepted_output}'
{"usd_per_gpu_hour":2,"usd_per_accepted_output":0.0002942351598173516}
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --workload tests/fixtures/workload/toy-chat.yaml --gpu toy --gpus 1 --tokens-per-s-per-gpu 1000 --acceptance-rate 0.8 --prompt-tokens 100 --output-tokens 100 --format json | jq -c '{usd_per_gpu_hour, usd_per_accepted_output}'
{"usd_per_gpu_hour":2,"usd_per_accepted_output":0.0002942351598173516}
$ gpusel normalize tests/fixtures/published/inferencex.csv --today 2026-12-01 --format csv --columns gpu,gpu_count,model,concurrency,tokens_per_s,ttft_p99_s,itl_p99_s,line
gpu,gpu_count,model,concurrency,tokens_per_s,ttft_p99_s,itl_p99_s,line
h200,8,deepseek-v3,64,5650.4,1.104,0.1833,2
b200,2,llama-3.3-70b,128,4126.2,0.402,0.0488,4
mi355x,8,deepseek-v3,64,5153.6,1.265,0.2017,3
$ gpusel cost --kind batch --requests 100000 --deadline-hours 24 --measured tests/fixtures/published/inferencex.csv --gpu h200 --model deepseek-v3 --prompt-tokens 1024 --output-tokens 1024 --gpus 8 --today 2026-12-01 --format csv --columns throughput_source,unit_tokens_per_s
throughput_source,unit_tokens_per_s
measured (InferenceX tests/fixtures/published/inferencex.csv:2 https://github.com/SemiAnalysisAI/InferenceX/actions/runs/1),5650.4
$ gpusel cost --kind batch --requests 100000 --deadline-hours 24 --measured tests/fixtures/published/mlperf/closed/Nebius/results/H200-SXM-141GBx8_TRT/llama2-70b-99.9/Server/performance/run_1/mlperf_log_summary.txt --gpu h200 --model llama-2-70b --gpus 8 --prompt-tokens 512 --output-tokens 294 --today 2026-12-01 --format csv --columns throughput_source,unit_tokens_per_s
throughput_source,unit_tokens_per_s
"measured (MLPerf Server llama2-70b-99.9, tests/fixtures/published/mlperf/closed/Nebius/results/H200-SXM-141GBx8_TRT/llama2-70b-99.9/Server/performance/run_1/mlperf_log_summary.txt)",34029.38
