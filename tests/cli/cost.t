# gpusel cost (docs/commands/cost.md) on the toy catalogue
# (tests/fixtures/cli/toy.yaml) and toy prices
# (tests/fixtures/prices/toy-cost.yaml: toy-24g on-demand $2.00/GPU-h as of
# 2026-11-01, superseding $3.00 of 2025-01-01; reserved-1y $1.30,
# reserved-3y $1.00, spot $0.80 of 2026-01-01, marketplace $0.50, and a
# cheaper on-demand $1.50 of 2026-04-01 elsewhere, stale), every
# command at --today 2026-12-01.  By hand:
# - realtime, measured 1000 tok/s/GPU at 100 output tokens = 10 req/s per
#   GPU; average 5 req/s, peak 15: ceil(15 / 10) = 2 GPUs, 1460 GPU-h paid
#   a month, 5/10 x 730 = 365 busy; compute 365 x $2 = $730, idle 1095 x
#   $2 = $2190, total $2920 over 5 x 3600 x 730 = 13,140,000 outputs:
#   $0.000222 each, 2920 / 1314 Mtok = $2.2222/Mtok;
# - the toy workload file adds acceptance 0.8, retry 0.1 (peak load
#   16.5 req/s: still 2 GPUs; retry 36.5 GPU-h = $73), storage $73 and
#   2 h x $50 labour: 730 + 73 + 2117 (idle 1058.5 h) + 73 + 100 = $3093
#   over 10,512,000 accepted outputs;
# - batch: 36,000 requests in 10 h = 1 req/s against 10: 1 GPU for 10 h,
#   1 h busy: $2 compute + $18 idle = $20;
# - media: 1000 assets at 100 per hour = 10 h: $20, failed renders 10% =
#   $2, accepted 800: $22 / 800 = $0.0275;
# - training at --mfu 0.5 on 4 toy GPUs (the toy.4x row, $8/h): the
#   compute term is paid GPU-hours x goodput x $2 (the jq 'check'), the
#   rest of the wall time checkpoints and failures;
# - every pricing kind on the same realtime question: spot pays
#   1 / (1 - 0.05/730 x 660/3600) held hours per useful hour;
# - the toy media file (1800 assets at 180 an hour, retry 0.1, a month of
#   $11 moderation, $2 queue, $36 review): 10 h x $2 = $20 + $2 failed +
#   $11 + $2 + $36 = $71 over 1620 accepted assets = $0.043827;
# - owned toy: ($1000 + $4001.25 server share) / (5 x 8760 h) = $0.11418
#   + hosting $234.68 / 730 = $0.32148 committed per hour, power 0.3 kW x
#   1.56 x $0.0895 = $0.04189 per busy hour;
# - break-even on-demand $2.00 against reserved-1y $1.30: 1.30 / 2.00 =
#   65%; against owned: 0.43566 / (2 - 0.04189) = 22.2%;
# - staleness: the spot row is 334 days old on 2026-12-01 (stale after
#   180), 59 days on 2026-03-01 (fresh); --prices-as-of 2025-06-01 finds
#   the $3.00 row; a fresh row beats a cheaper stale one ($2.00 over
#   $1.50), unless --stale-after 365 makes both fresh;
# - errors: usage 2 for bad flags, data 3 for a missing price row or a bad
#   workload file;
# - --explain carries the perf engine's roofline lines and the cost
#   engine's (replicas: ceil(5 peak req/s / capacity));
# - built-in prices: AWS p5 spot has only an undated row (stale); the API
#   break-even against Azure's Llama 3.1 8B ($0.30 in, $0.61 out per Mtok,
#   2 prompt tokens per output token: $1.21 per output Mtok) at one Lambda
#   H100 ($4.29/h, 730 h) is 3131.70 / 1.21e-6 = 2.588e9 tokens a month.
# One number grammar for flags and files (issue 19): --acceptance-rate
# takes 92% (and 92 gets the hint), a workload file takes prompt_tokens: 1k
# (= 1024, as --prompt-tokens), acceptance_rate: 80%, retry_rate: 10% and
# tokens: 100B (= 10^11, as --tokens): each answer equals the plain
# numbers'.  A token price marked suspect is refused by --api, quoting
# its note, rather than used silently.
# Measured GPUs scale the model as in rank (src/plan/scale.h): cost of a
# candidate no measurement covers equals rank's row for it, USD, basis,
# scaled_by, scale_ratio and throughput_source alike: the training example
# (a100-40gb-sxm x8 at Lambda, scaled by the workload's measured
# a100-80gb-sxm MFU 0.42 over the model's 0.747896 = 0.5616), and the chat
# example with --measured examples/bench-chat.csv (h200 scaled by h100-sxm,
# a100-40gb-sxm by a100-80gb-sxm); the label in csv and markdown, the
# ratio and the scaled MFU in --explain; h100-sxm (Hopper, nothing
# measured of its architecture in that file) stays estimated, unscaled.
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind realtime --model toy-1b --gpu toy --tokens-per-s-per-gpu 1000 --output-tokens 100 --requests-per-s 5 --peak-requests-per-s 15
field                                    value                                     key
GPU                                      toy-24g                                   gpu
GPUs                                     2                                         gpu_count
GPUs per unit (--gpus)                   1                                         gpus_per_unit
workload kind                            realtime                                  kind
model                                    toy-1b                                    model
pricing                                  on-demand                                 pricing
provider                                 toycloud                                  provider
instance                                 toy.1x                                    instance
region                                   toy-east                                  region
USD per instance-hour                    2.000                                     usd_per_hour
GPUs per instance                        1                                         instance_gpus
USD per GPU-hour                         2.0000                                    usd_per_gpu_hour
price as of                              2026-11-01                                price_as_of
price date precision                     day                                       price_as_of_precision
price age (days)                         30                                        price_age_days
price stale                              no                                        price_stale
price source                             toy price list, November 2026 (invented)  price_source
throughput from                          measured (--tokens-per-s-per-gpu)         throughput_source
basis                                    benchmarked                               basis
output tokens/s per unit                 1000                                      unit_tokens_per_s
output tokens/s per GPU                  1000.0                                    tokens_per_s_per_gpu
requests/s per unit                      10.000                                    unit_requests_per_s
average requests/s                       5.000                                     requests_per_s
peak requests/s                          15.000                                    peak_requests_per_s
units provisioned                        2                                         n_units
period (hours)                           730.0                                     period_hours
utilisation                              0.2500                                    utilisation_frac
GPU-hours paid                           1460.0                                    paid_gpu_hours
GPU-hours busy                           365.0                                     busy_gpu_hours
outputs delivered                        13140000                                  outputs
acceptance rate                          1.000                                     acceptance_rate
accepted outputs                         13140000                                  accepted_outputs
total (USD)                              2920.00                                   usd_total
USD per accepted output                  0.000222                                  usd_per_accepted_output
USD per million accepted tokens          2.2222                                    usd_per_mtok
GPU compute                              730.00                                    compute_usd
storage                                  0.00                                      storage_usd
serving stack                            0.00                                      serving_stack_usd
idle capacity                            2190.00                                   idle_capacity_usd
retry waste                              0.00                                      retry_waste_usd
observability                            0.00                                      observability_usd
platform labour                          0.00                                      platform_labor_usd
superseded quote, USD per instance-hour  3.00                                      superseded_usd_per_hour
superseded quote as of                   2025-01-01                                superseded_as_of
total at the superseded quote            4380.00                                   usd_total_at_superseded

cost terms
term             key                     USD  share %
GPU compute      compute_usd          730.00     25.0
storage          storage_usd            0.00      0.0
serving stack    serving_stack_usd      0.00      0.0
idle capacity    idle_capacity_usd   2190.00     75.0
retry waste      retry_waste_usd        0.00      0.0
observability    observability_usd      0.00      0.0
platform labour  platform_labor_usd     0.00      0.0

break-even
a            b            verdict                                   a $/GPU-h at 100%  b $/GPU-h at 100%
on-demand    reserved-1y  on-demand below 65.0%, reserved-1y above              2.000              1.300
on-demand    reserved-3y  on-demand below 50.0%, reserved-3y above              2.000              1.000
on-demand    owned        on-demand below 22.2%, owned above                    2.000              0.478
reserved-1y  reserved-3y  reserved-3y at every utilisation                      1.300              1.000
reserved-1y  owned        owned at every utilisation                            1.300              0.478
reserved-3y  owned        owned at every utilisation                            1.000              0.478

note: price: toycloud toy.1x, 1 GPU(s), $2/h ($2 per GPU-hour), on-demand, as of 2026-11-01
note: price age 30 days on 2026-12-01 (stale after 180)
note: superseded quote: toycloud toy.1x $3.00/h as of 2025-01-01: $4380.00 at that price, against $2920.00 today
note: throughput: measured (--tokens-per-s-per-gpu) (replaces the roofline's)
note: 1 GPU(s) per unit: the fewest that hold the workload (--gpus N chooses)
note: provisioned for the peak: 2 unit(s) of 1 GPU(s); utilisation 25.0% of the paid GPU-hours
note: tests/fixtures/prices/toy-cost.yaml: 8 records read, 8 used, 0 skipped (0 no accelerator, 0 unmapped, 0 fractional, 0 no price); 8 rows
note: table 'breakeven': hidden to fit 120 columns: utilisation_frac, output_tokens_per_month (--wide shows every column, --columns KEY,... picks)
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --workload tests/fixtures/workload/toy-chat.yaml --gpu toy --format json | jq -c '{gpu, gpu_count, pricing, provider, instance, region, usd_per_hour, usd_per_gpu_hour, price_as_of, price_stale, accepted_outputs, usd_total, usd_per_accepted_output, usd_per_mtok, compute_usd, storage_usd, idle_capacity_usd, retry_waste_usd, platform_labor_usd, throughput_source}'
{"gpu":"toy-24g","gpu_count":2,"pricing":"on-demand","provider":"toycloud","instance":"toy.1x","region":"toy-east","usd_per_hour":2,"usd_per_gpu_hour":2,"price_as_of":"2026-11-01","price_stale":false,"accepted_outputs":10512000,"usd_total":3093,"usd_per_accepted_output":0.0002942351598173516,"usd_per_mtok":2.942351598173516,"compute_usd":730,"storage_usd":73,"idle_capacity_usd":2117,"retry_waste_usd":73,"platform_labor_usd":100,"throughput_source":"measured (the workload file's 'measured')"}
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind batch --model toy-1b --gpu toy --tokens-per-s-per-gpu 1000 --output-tokens 100 --requests 36000 --deadline-hours 10 --format json | jq -c '{n_units, paid_gpu_hours, busy_gpu_hours, compute_usd, idle_capacity_usd, usd_total, usd_per_mtok}'
{"n_units":1,"paid_gpu_hours":1.1833333333333333,"busy_gpu_hours":1,"compute_usd":2,"idle_capacity_usd":0.3666666666666667,"usd_total":2.3666666666666667,"usd_per_mtok":0.6574074074074074}
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind media --gpu toy --assets 1000 --assets-per-hour 100 --failed-render-rate 0.1 --acceptance-rate 0.8 --table breakdown --format csv
term,key,usd,share
GPU compute,compute_usd,20,0.9090909090909091
storage,storage_usd,0,0
failed renders,failed_render_usd,2,0.09090909090909091
moderation and filtering,moderation_usd,0,0
queue overhead,queue_overhead_usd,0,0
operator review,operator_review_usd,0,0
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind media --gpu toy --assets 1000 --assets-per-hour 100 --failed-render-rate 0.1 --acceptance-rate 0.8 --format json | jq -c '{accepted_outputs, usd_total, usd_per_accepted_output, usd_per_mtok, throughput_source}'
{"accepted_outputs":800,"usd_total":22,"usd_per_accepted_output":0.0275,"usd_per_mtok":null,"throughput_source":"measured (--assets-per-hour)"}
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind training --model toy-1b --gpu toy --gpus 4 --tokens 10B --mfu 0.5 --format json | jq -c '{gpu_count, instance, usd_per_gpu_hour, mfu, goodput, wall_hours, paid_gpu_hours, compute_usd, checkpoint_usd, failed_run_usd, usd_total, usd_per_mtok, throughput_source, check: ((.compute_usd - .paid_gpu_hours * .goodput * 2) | fabs < 1e-6)}'
{"gpu_count":4,"instance":"toy.4x","usd_per_gpu_hour":2,"mfu":0.5,"goodput":0.9987898574544729,"wall_hours":100.65676369891379,"paid_gpu_hours":402.62705479565517,"compute_usd":804.2796373333333,"checkpoint_usd":0.4811663438777504,"failed_run_usd":0.49330591409927643,"usd_total":805.2541095913103,"usd_per_mtok":0.08052541095913103,"throughput_source":"train engine (--mfu)","check":true}
$ for p in on-demand spot reserved-1y reserved-3y marketplace owned; do gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind realtime --model toy-1b --gpu toy --tokens-per-s-per-gpu 1000 --output-tokens 100 --requests-per-s 5 --peak-requests-per-s 15 --pricing $p --format json | jq -r '[.pricing, .provider, .usd_per_gpu_hour, .price_as_of, .price_stale, .usd_total] | @csv'; done
"on-demand","toycloud",2,"2026-11-01",false,2920
"spot","toycloud",0.8,"2026-01-01",true,1168.0146668508396
"reserved-1y","toycloud",1.3,"2026-11-01",false,1898
"reserved-3y","toycloud",1,"2026-11-01",false,1460
"marketplace","toymarket",0.5,"2026-11-20",false,730
"owned","owned",0.4775444474885844,,false,651.3497233333333
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind realtime --model toy-1b --gpu toy --tokens-per-s-per-gpu 1000 --output-tokens 100 --requests-per-s 5 --pricing owned --format json | jq -c '{purchase_usd_per_gpu, capex_usd_per_gpu_hour, hosting_usd_per_gpu_hour, power_usd_per_gpu_hour, usd_total}'
{"purchase_usd_per_gpu":1000,"capex_usd_per_gpu_hour":0.1141837899543379,"hosting_usd_per_gpu_hour":0.32147465753424653,"power_usd_per_gpu_hour":0.04188599999999999,"usd_total":333.3190566666666}
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind realtime --model toy-1b --gpu toy --tokens-per-s-per-gpu 1000 --output-tokens 100 --requests-per-s 5 --table breakeven --format csv
a,b,verdict,a_usd_per_gpu_hour,b_usd_per_gpu_hour,utilisation_frac,output_tokens_per_month
on-demand,reserved-1y,"on-demand below 65.0%, reserved-1y above",2,1.3,0.65,
on-demand,reserved-3y,"on-demand below 50.0%, reserved-3y above",2,1,0.5,
on-demand,owned,"on-demand below 22.2%, owned above",2,0.4775444474885844,0.22248880682564162,
reserved-1y,reserved-3y,reserved-3y at every utilisation,1.3,1,,
reserved-1y,owned,owned at every utilisation,1.3,0.4775444474885844,,
reserved-3y,owned,owned at every utilisation,1,0.4775444474885844,,
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind batch --model toy-1b --gpu toy --tokens-per-s-per-gpu 1000 --requests 3600 --deadline-hours 1 --pricing spot --format json | jq -c '{price_as_of, price_age_days, price_stale, notes: [.notes[] | select(startswith("price"))]}'
{"price_as_of":"2026-01-01","price_age_days":334,"price_stale":true,"notes":["price: toycloud toy.1x, 1 GPU(s), $0.8/h ($0.8 per GPU-hour), spot, as of 2026-01-01 (STALE: older than --stale-after)"]}
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-03-01 --kind batch --model toy-1b --gpu toy --tokens-per-s-per-gpu 1000 --requests 3600 --deadline-hours 1 --pricing spot --format json | jq -c '{price_as_of, price_age_days, price_stale}'
{"price_as_of":"2026-01-01","price_age_days":59,"price_stale":false}
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --stale-after 400 --kind batch --model toy-1b --gpu toy --tokens-per-s-per-gpu 1000 --requests 3600 --deadline-hours 1 --pricing spot --format json | jq -c '{price_age_days, price_stale}'
{"price_age_days":334,"price_stale":false}
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --prices-as-of 2025-06-01 --kind batch --model toy-1b --gpu toy --tokens-per-s-per-gpu 1000 --requests 3600 --deadline-hours 1 --format json | jq -c '{usd_per_gpu_hour, price_as_of, price_stale, usd_total}'
{"usd_per_gpu_hour":3,"price_as_of":"2025-01-01","price_stale":true,"usd_total":4.1}
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind realtime --model toy-1b --gpu toy --requests-per-s 5 --ttft-p99 2s --explain --format json | jq -c '{throughput_source, layout, n_units, explain_rows: (.explain | length > 20), replicas: [.explain[] | select(.quantity == "replicas") | .formula]}'
{"throughput_source":"roofline (perf engine)","layout":"tp 1, pp 1, dp 1","n_units":1,"explain_rows":true,"replicas":["1 GPUs / (tp 1 x pp 1); busiest replica runs ceil(142 / 1) = 142 sequences","ceil(5 peak req/s x (1 + 0 retry) / 5.54486 req/s per replica)"]}
$ gpusel cost --kind realtime --model toy-1b --gpu toy --requests-per-s 5 --acceptance-rate 0 --catalog tests/fixtures/cli/toy.yaml
gpusel: error: --acceptance-rate must be in (0, 1], got 0
[2]
$ gpusel cost --kind realtime --model toy-1b --gpu toy --requests-per-s 5 --acceptance-rate 1.5 --catalog tests/fixtures/cli/toy.yaml
gpusel: error: --acceptance-rate must be in (0, 1], got 1.5
[2]
$ gpusel cost --kind realtime --model toy-1b --gpu toy --requests-per-s 5 --retry-rate -0.1 --catalog tests/fixtures/cli/toy.yaml
gpusel: error: --retry-rate must not be negative, got -0.1
[2]
$ gpusel cost --kind realtime --model toy-1b --gpu toy --requests-per-s -5 --catalog tests/fixtures/cli/toy.yaml
gpusel: error: --requests-per-s must be between 0 and 1e+09, got '-5'
[2]
$ gpusel cost --kind realtime --model toy-1b --gpu toy --requests-per-s 5 --peak-requests-per-s 2 --catalog tests/fixtures/cli/toy.yaml
gpusel: error: --peak-requests-per-s 2 is below the average 5
[2]
$ gpusel cost --kind realtime --model toy-1b --gpu toy --requests-per-s 5 --pricing cheap --catalog tests/fixtures/cli/toy.yaml
gpusel: error: --pricing must be one of on-demand, spot, reserved-1y, reserved-3y, marketplace, owned, got 'cheap'
[2]
$ gpusel cost --kind realtime --model toy-1b --gpu toy --requests-per-s 5 --catalog tests/fixtures/cli/toy.yaml --today 2026-12-01
gpusel: error: no on-demand price for 'toy-24g' (gpusel list prices --gpu toy-24g shows the rows)
[3]
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind realtime --model toy-1b --gpu toy --requests-per-s 5 --provider nosuch
gpusel: error: no on-demand price for 'toy-24g' at nosuch (gpusel list prices --gpu toy-24g shows the rows)
[3]
$ gpusel cost --workload tests/fixtures/workload-bad/acceptance-zero.yaml --gpu h100
gpusel: tests/fixtures/workload-bad/acceptance-zero.yaml:8:20: error: 'acceptance_rate' must be above 0 and at most 1 (a share of outputs), got 0
[3]
$ gpusel cost --kind training --model toy-1b --catalog tests/fixtures/cli/toy.yaml --gpu toy
gpusel: error: training cost needs --tokens (e.g. 100B)
[2]
$ gpusel cost --kind media --gpu h100 --assets 10 --today 2026-12-01
gpusel: error: media cost needs a measured throughput (--assets-per-hour, or 'measured' assets_per_s_per_gpu in the workload): the catalogue has no FLOP count per asset for this model
[2]
$ gpusel cost --model llama-3-8b --gpu h100
gpusel: error: cost needs --workload FILE or --kind (realtime, batch, training, finetune, lora, qlora, media)
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind batch --model toy-1b --gpu toy --tokens-per-s-per-gpu 1000 --requests 3600 --deadline-hours 1 --format csv --columns gpu,pricing,usd_per_gpu_hour,price_as_of,usd_total,usd_per_mtok
gpu,pricing,usd_per_gpu_hour,price_as_of,usd_total,usd_per_mtok
toy-24g,on-demand,2,2026-11-01,2.7333333333333334,0.7592592592592593
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind batch --model toy-1b --gpu toy --tokens-per-s-per-gpu 1000 --requests 3600 --deadline-hours 1 --format markdown --columns gpu,usd_total
| field | value | key |
|---|---|---|
| GPU | toy-24g | gpu |
| total (USD) | 2.73 | usd\_total |

### cost terms

| term | key | USD | share % |
|---|---|---:|---:|
| GPU compute | compute\_usd | 2.00 | 73.2 |
| storage | storage\_usd | 0.00 | 0.0 |
| serving stack | serving\_stack\_usd | 0.00 | 0.0 |
| idle capacity | idle\_capacity\_usd | 0.73 | 26.8 |
| retry waste | retry\_waste\_usd | 0.00 | 0.0 |
| observability | observability\_usd | 0.00 | 0.0 |
| platform labour | platform\_labor\_usd | 0.00 | 0.0 |

### break-even

| a | b | verdict | a $/GPU-h at 100% | b $/GPU-h at 100% | break-even util % | break-even tokens/month |
|---|---|---|---:|---:|---:|---:|
| on-demand | reserved-1y | on-demand below 65.0%, reserved-1y above | 2.000 | 1.300 | 65.0 | - |
| on-demand | reserved-3y | on-demand below 50.0%, reserved-3y above | 2.000 | 1.000 | 50.0 | - |
| on-demand | owned | on-demand below 22.2%, owned above | 2.000 | 0.478 | 22.2 | - |
| reserved-1y | reserved-3y | reserved-3y at every utilisation | 1.300 | 1.000 | - | - |
| reserved-1y | owned | owned at every utilisation | 1.300 | 0.478 | - | - |
| reserved-3y | owned | owned at every utilisation | 1.000 | 0.478 | - | - |

> note: price: toycloud toy.1x, 1 GPU(s), $2/h ($2 per GPU-hour), on-demand, as of 2026-11-01
>
> note: price age 30 days on 2026-12-01 (stale after 180)
>
> note: superseded quote: toycloud toy.1x $3.00/h as of 2025-01-01: $4.10 at that price, against $2.73 today
>
> note: throughput: measured (--tokens-per-s-per-gpu) (replaces the roofline's)
>
> note: 1 GPU(s) per unit: the fewest that hold the workload (--gpus N chooses)
>
> note: provisioned for the peak: 2 unit(s) of 1 GPU(s); utilisation 73.2% of the paid GPU-hours
>
> note: tests/fixtures/prices/toy-cost.yaml: 8 records read, 8 used, 0 skipped (0 no accelerator, 0 unmapped, 0 fractional, 0 no price); 8 rows
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --kind batch --model toy-1b --gpu toy --tokens-per-s-per-gpu 1000 --requests 3600 --deadline-hours 1 > /dev/full
gpusel: error: cannot write the report: write error
[4]
$ gpusel cost --today 2026-12-01 --kind batch --model llama-3-8b --gpu h100 --gpus 8 --provider aws --pricing spot --tokens-per-s-per-gpu 2000 --requests 1e6 --deadline-hours 24 --format json | jq -c '{instance, pricing, usd_per_hour, price_as_of, price_stale, spot_factor, usd_total}'
{"instance":"p5.48xlarge","pricing":"spot","usd_per_hour":14.38,"price_as_of":null,"price_stale":true,"spot_factor":1.0000125572353078,"usd_total":252.29227916484496}
$ gpusel cost --today 2026-12-01 --kind realtime --model llama-3-8b --gpu h100 --gpus 1 --provider lambda --tokens-per-s-per-gpu 2000 --output-tokens 500 --prompt-tokens 1000 --requests-per-s 2 --peak-requests-per-s 4 --api 'Together AI/meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo' --format json | jq -c '{instance, usd_per_gpu_hour, usd_total, api, api_usd_total, api_usd_per_mtok, breakeven: [.breakeven[] | select(.b == "api") | {verdict, output_tokens_per_month}]}'
{"instance":"1x H100 SXM","usd_per_gpu_hour":4.29,"usd_total":3131.7,"api":"Together AI/meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo","api_usd_total":1419.12,"api_usd_per_mtok":0.5399999999999999,"breakeven":[{"verdict":"api at every volume (0.54 $/Mtok against self-hosting's marginal 1.192)","output_tokens_per_month":null}]}
$ gpusel cost --today 2026-12-01 --kind realtime --model llama-3-8b --gpu h100 --requests-per-s 2 --api 'Nobody/none'
gpusel: error: no token price for API 'Nobody/none' (gpusel list api-prices shows them)
[3]
$ gpusel cost --today 2026-12-01 --kind realtime --model llama-3-8b --gpu h100 --requests-per-s 2 --api nobody
gpusel: error: --api takes PROVIDER/MODEL (e.g. 'Groq/llama-3.1-8b-instant'), got 'nobody'
[2]
$ gpusel cost --today 2026-12-01 --kind realtime --model llama-3-8b --gpu h100 --gpus 1 --requests-per-s 2 --api "$(gpusel cost --kind realtime --model llama-3-8b --gpu h100 --requests-per-s 2 --api nobody 2>&1 | sed -n "s/.*e\.g\. '\([^']*\)'.*/\1/p")" --format json | jq -r .api
Groq/llama-3.1-8b-instant
$ gpusel cost --today 2026-12-01 --kind realtime --model llama-3-8b --gpu h100 --gpus 1 --provider lambda --tokens-per-s-per-gpu 2000 --output-tokens 500 --prompt-tokens 1000 --requests-per-s 2 --api 'Azure AI Foundry/Meta-Llama-3.1-8B-Instruct' --table breakeven --format csv
a,b,verdict,a_usd_per_gpu_hour,b_usd_per_gpu_hour,utilisation_frac,output_tokens_per_month
on-demand,reserved-3y,on-demand at every utilisation,4.29,4.86,,
on-demand,owned,"on-demand below 26.2%, owned above",4.29,1.195492904109589,0.2618533518888327,
reserved-3y,owned,owned at every utilisation,4.86,1.195492904109589,,
self-hosted,api,"api below 2.588e+09 output tokens a month, self-hosted above",,,,2588181818.181818
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --stale-after 365 --kind batch --model toy-1b --gpu toy --tokens-per-s-per-gpu 1000 --requests 3600 --deadline-hours 1 --format json | jq -c '{provider, usd_per_gpu_hour, price_as_of, price_stale, usd_total}'
{"provider":"toyold","usd_per_gpu_hour":1.5,"price_as_of":"2026-04-01","price_stale":false,"usd_total":2.05}
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --workload tests/fixtures/workload/toy-media.yaml --gpu toy --format json | jq -c '{throughput_source, assets_per_hour, compute_usd, failed_render_usd, moderation_usd, queue_overhead_usd, operator_review_usd, usd_total, accepted_outputs, usd_per_accepted_output}'
{"throughput_source":"measured (the workload file's 'measured')","assets_per_hour":180,"compute_usd":20,"failed_render_usd":2,"moderation_usd":11,"queue_overhead_usd":2,"operator_review_usd":36.00000000000001,"usd_total":71,"accepted_outputs":1620,"usd_per_accepted_output":0.043827160493827164}
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --workload tests/fixtures/workload/toy-chat-suffixes.yaml --gpu toy --format json | jq -c '{prompt_tokens: .inputs.prompt_tokens, acceptance_rate, retry_rate: .inputs.retry_rate, usd_total}'
{"prompt_tokens":1024,"acceptance_rate":0.8,"retry_rate":0.1,"usd_total":3093}
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --workload tests/fixtures/workload/toy-chat.yaml --prompt-tokens 1k --gpu toy --format json | jq -c '{prompt_tokens: .inputs.prompt_tokens, acceptance_rate, retry_rate: .inputs.retry_rate, usd_total}'
{"prompt_tokens":1024,"acceptance_rate":0.8,"retry_rate":0.1,"usd_total":3093}
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --workload tests/fixtures/workload/toy-chat.yaml --gpu toy --acceptance-rate 80% --format json | jq -c '{acceptance_rate, usd_total}'
{"acceptance_rate":0.8,"usd_total":3093}
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --workload tests/fixtures/workload/toy-chat.yaml --gpu toy --acceptance-rate 92
gpusel: error: --acceptance-rate must be in (0, 1], got 92; for 92% write '92%' (or 0.92)
[2]
$ d=$(mktemp -d) && sed 's/tokens: 100000000000/tokens: 100B/' examples/workload-training.yaml > "$d/w.yaml" && a=$(gpusel cost --workload "$d/w.yaml" --gpu h100 --today 2026-12-01 --format json | jq .usd_total) && b=$(gpusel cost --workload examples/workload-training.yaml --gpu h100 --today 2026-12-01 --format json | jq .usd_total) && [ "$a" = "$b" ] && echo "tokens: 100B costs the same as 100000000000"; rm -r "$d"
tokens: 100B costs the same as 100000000000
$ d=$(mktemp -d) && sed 's/acceptance_rate: 1$/acceptance_rate: 92/' examples/workload-training.yaml > "$d/w.yaml" && gpusel cost --workload "$d/w.yaml" --gpu h100 2>&1 | sed "s|$d/||"; rm -r "$d"
gpusel: w.yaml:11:20: error: 'acceptance_rate' must be above 0 and at most 1 (a share of outputs), got 92; for 92% write '92%' (or 0.92)
$ gpusel cost --today 2026-12-01 --kind realtime --model llama-3-8b --gpu h100 --requests-per-s 2 --api 'Google Vertex AI/deepseek-ai/deepseek-v3.1-maas'
gpusel: error: the token price of API 'Google Vertex AI/deepseek-ai/deepseek-v3.1-maas' is marked suspect (identical to the R1-0528 entry - possibly copied upstream): it is not used until a source confirms or corrects it (docs/prices.md)
[3]
$ gpusel cost --workload examples/workload-serve-70b-32k.yaml --today 2026-12-01 --gpu h100-sxm --provider Lambda --disagg --prefill-gpus 16 --decode-gpus 8 --format json | jq -c '{gpu_count, layout, ttft_p99_s, itl_p99_s, usd_per_mtok, throughput_source}'
{"gpu_count":72,"layout":"disaggregated: prefill 16 GPUs (4 x tp 4), decode 8 GPUs (tp 8, pp 1, dp 1); KV 0.0614 s per request","ttft_p99_s":9.992064147329344,"itl_p99_s":0.02471190930379623,"usd_per_mtok":82.73924412200593,"throughput_source":"roofline (perf engine), disaggregated pools"}
$ gpusel cost --kind realtime --model deepseek-v3 --requests-per-s 2 --gpu h200 --gpus 8 --ttft-p99 2s --itl-p99 50ms --today 2026-12-01 --ep 8 --attention-dp --format json | jq -c '{layout, concurrency, unit_tokens_per_s}'
{"layout":"ep 8 attn-dp, dp 1","concurrency":80,"unit_tokens_per_s":1616.6011409451971}
$ gpusel cost --kind realtime --model deepseek-v3 --requests-per-s 2 --gpu h200 --gpus 8 --ttft-p99 2s --itl-p99 50ms --today 2026-12-01 --spec-decode mtp:1 --acceptance-length 1.8 --format json | jq -c '{layout, concurrency, unit_tokens_per_s}'
{"layout":"tp 8, pp 1, dp 1","concurrency":226,"unit_tokens_per_s":5002.778642814246}
$ gpusel cost --kind realtime --model llama-3.1-8b --requests-per-s 2 --gpu gh200 --gpus 1 --prompt-tokens 60k --output-tokens 4k --today 2026-12-01 --kv-offload host --host-memory 200GB --format json | jq -c '{throughput_source, gpu_count}'
{"throughput_source":"roofline (perf engine)","gpu_count":30}
$ gpusel cost --workload examples/workload-serve-70b-32k.yaml --gpu h100-sxm --disagg
gpusel: error: cost --disagg needs --prefill-gpus and --decode-gpus (gpusel rank --disagg sizes the pools)
[2]
$ gpusel cost --workload examples/workload-serve-70b-32k.yaml --today 2026-12-01 --gpu h200 --disagg --prefill-gpus 8 --decode-gpus 8 --prefill-gpu b200 --format json | jq -c '{gpu_count, provider, instance, usd_per_gpu_hour, prefill_gpu, prefill_provider, prefill_instance, prefill_usd_per_gpu_hour, unit_usd_per_gpu_hour, paid_gpu_hours, usd_total, layout}'
{"gpu_count":64,"provider":"AWS","instance":"p5en.48xlarge","usd_per_gpu_hour":7.912,"prefill_gpu":"b200","prefill_provider":"Lambda","prefill_instance":"8x B200","prefill_usd_per_gpu_hour":6.69,"unit_usd_per_gpu_hour":7.301,"paid_gpu_hours":46720,"usd_total":342912.72,"layout":"disaggregated: prefill 8 GPUs (8 x tp 1), decode 8 GPUs (tp 8, pp 1, dp 1); KV 0.246 s per request"}
$ gpusel cost --workload examples/workload-serve-70b-32k.yaml --today 2026-12-01 --gpu h200 --disagg --prefill-gpus 8 --decode-gpus 8 --prefill-gpu b200 --provider CoreWeave --format json | jq -r '.notes[]' | grep -E 'price|GPU types'
decode pool price: CoreWeave HGX H200 8x, 8 GPU(s), $50.44/h ($6.305 per GPU-hour), on-demand, as of 2026-02 (STALE: older than --stale-after)
prefill pool price: CoreWeave HGX B200 8x (b200), 8 GPU(s), $68.8/h ($8.6 per GPU-hour), on-demand, as of 2026-02 (STALE); the decode pool (h200) is the row's GPU
two GPU types: 8 prefill GPU(s) at $8.6 + 8 decode GPU(s) at $6.305 per GPU-hour = $119.2 per unit-hour ($7.452 per GPU-hour); no break-even between pricing kinds for two types
$ gpusel cost --workload examples/workload-serve-70b-32k.yaml --today 2026-12-01 --gpu h200 --disagg --prefill-gpus 8 --decode-gpus 8 --prefill-gpu b200 --provider Lambda
gpusel: error: no on-demand price for 'h200' (the decode pool) at Lambda (gpusel list prices --gpu h200 shows the rows)
[3]
$ gpusel cost --workload examples/workload-serve-70b-32k.yaml --gpu h200 --disagg --prefill-gpus 8 --decode-gpus 8 --prefill-gpu b200 --pricing owned
gpusel: error: --prefill-gpu b200 with --pricing owned: cost owns one GPU type; rent both pools, or gpusel perf --disagg --gpu h200 --prefill-gpu b200 compares them
[2]
$ gpusel cost --workload examples/workload-serve-70b-32k.yaml --gpu h200 --disagg --prefill-gpus 8 --decode-gpus 8 --prefill-gpu b200 --provider NoSuchCloud
gpusel: error: no on-demand price for 'b200' (the prefill pool) at NoSuchCloud (gpusel list prices --gpu b200 shows the rows)
[3]
$ gpusel cost --workload examples/workload-serve-70b-32k.yaml --gpu h100-sxm --ep 8
gpusel: error: --ep: 'llama-3.1-70b' has no routed experts
[2]
$ gpusel cost --kind realtime --model deepseek-v3 --requests-per-s 2 --gpu h200 --gpus 8 --attention-dp
gpusel: error: --attention-dp needs --ep 2 or more
[2]
$ gpusel cost --kind realtime --model deepseek-v3 --requests-per-s 2 --gpu h200 --gpus 8 --spec-decode mtp:x --acceptance-length 1.5
gpusel: error: --spec-decode: expected mtp:<k>, k from 1 to 16, got 'mtp:x'
[2]
$ gpusel cost --kind realtime --model deepseek-v3 --requests-per-s 2 --gpu h200 --gpus 8 --kv-offload host
gpusel: error: --kv-offload host needs --host-memory (host memory per GPU for the KV tier, e.g. 200GB; the file's host_memory_gb)
[2]
$ r=$(gpusel rank --workload examples/workload-training.yaml --today 2026-12-01 --format json | jq -r '.rank[] | select(.candidate == "a100-40gb-sxm x8 on-demand Lambda 8x A100 40GB") | [.usd_total, .basis, .scaled_by, .scale_ratio, .throughput_source] | @csv') && c=$(gpusel cost --workload examples/workload-training.yaml --gpu a100-40gb-sxm --gpus 8 --provider Lambda --today 2026-12-01 --format json | jq -r '[.usd_total, .basis, .scaled_by, .scale_ratio, .throughput_source] | @csv') && echo "rank: $r" && echo "cost: $c" && [ "$r" = "$c" ] && echo equal
rank: 26725.08871993002,"estimated","a100-80gb-sxm",0.5615754592861345,"train engine (modelled MFU) x 0.562 (a100-80gb-sxm measured / modelled)"
cost: 26725.08871993002,"estimated","a100-80gb-sxm",0.5615754592861345,"train engine (modelled MFU) x 0.562 (a100-80gb-sxm measured / modelled)"
equal
$ d=$(mktemp -d) && sed 's/^candidates: .*/candidates: [h100-sxm, a100-80gb-sxm, a100-40gb-sxm, h200]/; /^measured:/,$d' examples/workload-chat.yaml > "$d/w.yaml" && for x in "h200 1 RunPod H200 (secure cloud)" "a100-40gb-sxm 8 Lambda 8x A100 40GB"; do set -- $x; g=$1 n=$2 p=$3; shift 3; r=$(gpusel rank --workload "$d/w.yaml" --measured examples/bench-chat.csv --today 2026-12-01 --format json | jq -r --arg c "$g x$n on-demand $p $*" '.rank[] | select(.candidate == $c) | [.usd_total, .basis, .scaled_by, .scale_ratio] | @csv'); c=$(gpusel cost --workload "$d/w.yaml" --measured examples/bench-chat.csv --gpu $g --gpus $n --provider $p --today 2026-12-01 --format json | jq -r '[.usd_total, .basis, .scaled_by, .scale_ratio] | @csv'); echo "$g rank: $r"; echo "$g cost: $c"; [ -n "$r" ] && [ "$r" = "$c" ] && echo equal; done; rm -r "$d"
h200 rank: 20043.5,"estimated","h100-sxm",0.6718412900809456
h200 cost: 20043.5,"estimated","h100-sxm",0.6718412900809456
equal
a100-40gb-sxm rank: 14911.6,"estimated","a100-80gb-sxm",1.892254562085902
a100-40gb-sxm cost: 14911.6,"estimated","a100-80gb-sxm",1.892254562085902
equal
$ gpusel cost --workload examples/workload-training.yaml --gpu a100-40gb-sxm --gpus 8 --provider Lambda --today 2026-12-01 --format csv --columns gpu,usd_total,basis,scaled_by,scale_ratio,mfu
gpu,usd_total,basis,scaled_by,scale_ratio,mfu
a100-40gb-sxm,26725.08871993002,estimated,a100-80gb-sxm,0.5615754592861345,0.4132016187308741
$ gpusel cost --workload examples/workload-training.yaml --gpu a100-40gb-sxm --gpus 8 --provider Lambda --today 2026-12-01 --format markdown --columns basis,scaled_by,scale_ratio,usd_total 2>&1 | grep -E 'scale|basis'
| basis | estimated | basis |
| scaled by (measured GPU) | a100-80gb-sxm | scaled\_by |
| measured / modelled | 0.562 | scale\_ratio |
> note: estimated (scaled by a100-80gb-sxm measured): modelled MFU x 0.562, the measured / modelled ratio of the nearest measured GPU of its vendor and generation (as rank scales it)
$ gpusel cost --workload examples/workload-training.yaml --gpu a100-40gb-sxm --gpus 8 --provider Lambda --today 2026-12-01 --explain 2>&1 | grep -A4 -E '^(scale_ratio|mfu \(scaled\))'
scale_ratio                      0.561575                      measured / modelled of a100-80gb-sxm, the nearest
                                                               measured GPU of a100-40gb-sxm's vendor and architecture
                                                               = 0.42 / 0.747896 = 0.561575 (the modelled MFU scaled by
                                                               it)
mfu (scaled)                     0.413202                      modelled 0.73579 x scale_ratio 0.561575 (the train
                                                               engine at that MFU, the layout searched again)
committed_usd_per_gpu_hour       0            USD/GPU-h        on-demand: paid for every hour of the term
running_usd_per_gpu_hour         1.99         USD/GPU-h        on-demand: paid for every hour held
busy_usd_per_gpu_hour            0            USD/GPU-h        on-demand: paid for every hour of work
$ gpusel cost --workload examples/workload-training.yaml --gpu h100-sxm --gpus 8 --provider Lambda --today 2026-12-01 --format json | jq -r '[.basis, .scaled_by, .throughput_source] | @csv'
"estimated",,"train engine (modelled MFU)"
