# gpusel rank (docs/commands/rank.md) on the rank fixtures
# (tests/fixtures/rank/: toy GPUs, prices and workloads, invented), every
# command at --today 2026-12-01.  By hand, for rank-chat.yaml (measured
# 1000 output tokens/s per GPU, 100 tokens per request = 10 requests/s per
# GPU; 5 requests/s average, 15 at peak; a month of 730 h):
# - one-GPU units: ceil(15 / 10) = 2 units, 1460 GPU-hours paid; at $2.00
#   on-demand 2920 USD over 5 x 3600 x 730 x 100 = 1314 Mtok = 2.2222 per
#   Mtok; two-GPU units: one unit, the same 1460 GPU-hours, the same cost;
#   spot $1.00 (times the spot factor): 1.1111;
# - ties: rk-a x1 spot and rk-a x2 spot cost the same and pay for the same
#   2 GPUs: fewer GPUs per unit first (x1); rk-a and rk-b on-demand on the
#   same toycloud std.1x east: the GPU id decides (rk-a);
# - the model API toyapi/rk-1b-chat ($1 in, $2 out per Mtok, 1000 prompt
#   and 100 output tokens a request): 0.0012 USD a request = 12 USD per
#   output Mtok;
# - rejections: rk-tiny (1 GB, 0.5 GiB usable) holds nothing at any count
#   (does_not_fit); the rk-m MIG 1g.10gb slice (1/8 of 8000 GB/s) misses
#   the 2 ms ITL target (misses_latency); rk-x is Othercorp's
#   (breaks_constraint: vendors), othercloud is not in the providers,
#   owned not in the pricing kinds;
# - rank-train.yaml: one rk-a does not hold the training state (not
#   listed: a larger count fits), two take 201 hours, past the 200-hour
#   deadline (misses_deadline); three (134 h) are the first to meet it,
#   and four are priced too; othercloud's $1.50 wins (no constraints);
# - MIG: a 1g.10gb slice of an owned rk-m is a seventh of its $7000 and
#   of its power and hosting; at 0.01 requests/s one slice serves the
#   demand and costs a seventh of the whole GPU, which idles.
# - spreadsheets (issue 19): every row has status ranked or rejected; a
#   rejected row's cost is in rejected_cost_per_output and
#   rejected_usd_total, never in the cost columns, so sorting or MINIFS
#   over cost_per_output reads ranked rows only; --top N lists N rejected
#   rows too; a mistyped --fail-if or --columns key gets a "did you mean"
#   before anything is written.
# - a workload file given without --workload gets the flag as a hint.
# - the decision record (issue 19) links the plot written with it
#   (relative to the record's folder), its reproduce line names the plot
#   relative to the working directory, its notes wrap at 80 columns, the
#   MIG slices no slice of which holds a 70B model are one note, not 12
#   rows, and x16 rows that cost what x8 rows of the same offer cost are
#   counted in a note, not listed.
# - price_as_of has one type (issue 19): a calendar day or empty; a month
#   the source gives ("2026-02") is its first day, and
#   price_as_of_precision says "month" ("undated" when empty).
# - quality tiers (issue 16): rank-formats.yaml accepts [bf16, fp8] weights
#   and [bf16, fp8] KV: four candidates per GPU, count and offer, the
#   formats in the label and in weight_format / kv_format; the measured
#   rk-a at the first formats is benchmarked, its twin rk-b is modelled
#   and scaled by rk-a's measured / modelled ratio (so exactly rk-a's
#   1000 tokens/s and its cost), rk-x (another vendor) is estimated.
# - --plot (issue 16): every ranked candidate is drawn, those without a
#   p99 TTFT (measured throughput without a latency, model APIs) as
#   dashed lines at their cost, and the winner is marked and labelled.
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --columns rank,candidate,cost_per_output,gpu_count,gpus_per_unit,rejected_reason,rejected_detail
candidates
rank  candidate                                 USD/Mtok  GPUs  GPUs per unit  rejected (code)    reason
   1  rk-a x1 spot toycloud std.1x east           1.1111     2              1  -                  -
   2  rk-a x2 spot toycloud std.1x east           1.1111     2              2  -                  -
   3  rk-a x1 on-demand toycloud std.1x east      2.2222     2              1  -                  -
   4  rk-b x1 on-demand toycloud std.1x east      2.2222     2              1  -                  -
   5  rk-a x2 on-demand toycloud std.1x east      2.2222     2              2  -                  -
   6  rk-b x2 on-demand toycloud std.1x east      2.2222     2              2  -                  -
   7  rk-m x1 on-demand toycloud mig.1x east      7.7778     2              1  -                  -
   8  api toyapi/rk-1b-chat                      12.0000     0              0  -                  -
   -  rk-tiny x1                                       -     1              1  does_not_fit       the weights and one 1100-token sequence do not fit in 1 GPU(s), nor in any count up to 128
   -  rk-m MIG 1g.10gb                                 -     1              1  misses_latency     p99 ITL 0.00331 s > target 0.002 s
   -  rk-x x1                                          -     1              1  breaks_constraint  vendor 'Othercorp' not in constraints
   -  rk-a x1 on-demand ...cloud other.1x west         -     2              1  breaks_constraint  provider 'othercloud' not in constraints
   -  rk-a x1 owned                                    -     2              1  breaks_constraint  pricing 'owned' not in constraints
   -  rk-b x1 owned                                    -     2              1  breaks_constraint  pricing 'owned' not in constraints
   -  rk-m x1 owned                                    -     2              1  breaks_constraint  pricing 'owned' not in constraints
   -  rk-a x2 on-demand ...cloud other.1x west         -     2              2  breaks_constraint  provider 'othercloud' not in constraints
   -  rk-a x2 owned                                    -     2              2  breaks_constraint  pricing 'owned' not in constraints
   -  rk-b x2 owned                                    -     2              2  breaks_constraint  pricing 'owned' not in constraints
   -  rk-m x2 owned                                    -     2              2  breaks_constraint  pricing 'owned' not in constraints

why the winner wins
field                            value                              key
winner                           rk-a x1 spot toycloud std.1x east  winner
winner's fleet                   2 GPUs: 2 unit(s) of 1             winner_fleet
winner's total (USD per period)  1460.02                            winner_usd_total
runner-up                        rk-a x2 spot toycloud std.1x east  runner_up
margin (USD per Mtok)            0.0000                             margin_per_output
margin (USD)                     0.00                               margin_usd
margin %                         0.0                                margin_frac
tie                              yes                                tie
largest terms                    idle capacity 1095.01 USD (75.0%)  top_terms
                                 GPU compute 365.00 USD (25.0%)

break-even (the winner)
a            b      verdict                                                       a $/GPU-h at 100%  b $/GPU-h at 100%  break-even util %  break-even tokens/month
on-demand    owned  on-demand below 22.2%, owned above                                        2.000              0.478               22.2                        -
self-hosted  api    api below 6.083e+07 output tokens a month, self-hosted above                  -                  -                  -                 60834097

note: winner: rk-a x1 spot toycloud std.1x east at 1.111 USD per million accepted output tokens
note: tie with rk-a x2 spot toycloud std.1x east: the tie-break order decided (fewer GPUs, pricing kind, offer, GPU id)
note: 19 candidates: 8 ranked, 11 rejected; ranked by usd_per_mtok
note: rejected does_not_fit: 1, e.g. rk-tiny x1: the weights and one 1100-token sequence do not fit in 1 GPU(s), nor in any count up to 128
note: rejected misses_latency: 1, e.g. rk-m MIG 1g.10gb: p99 ITL 0.00331 s > target 0.002 s
note: rejected breaks_constraint: 9, e.g. rk-x x1: vendor 'Othercorp' not in constraints
note: MIG 1g slice: one compute slice (1/7 of the SMs on 7-instance GPUs) and its memory (1/8); a rented GPU is rented whole, so its slice pays the whole GPU-hour; an owned GPU's slice pays its compute share, the other slices assumed in use
note: model APIs: latency is not modelled (meets_targets assumed)
note: model APIs: 1 ranked offer(s) do not say which weight format they serve (serving_precision null); they may be quantised below the workload's
note: 6 ranked candidates priced from a measured throughput that gives no latency: whether they meet the latency targets is unknown (meets_targets null; --fail-if 'latency_unknown == 1' catches it)
note: benchmarked and estimated side by side: 6 ranked benchmarked, 1 estimated with no measured GPU of their vendor and generation (e.g. rk-m, Toy); models usually run above measurements: compare with care
note: tests/fixtures/rank/rank-prices.yaml: 9 records read, 9 used, 0 skipped (0 no accelerator, 0 unmapped, 0 fractional, 0 no price); 9 rows
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --top 3 --hide-rejected
candidates
rank  candidate                               USD/Mtok  USD/period  GPUs     status  basis        rejected (code)
   1  rk-a x1 spot toycloud std.1x east         1.1111     1460.02  2 = 2x1  ranked  benchmarked  -
   2  rk-a x2 spot toycloud std.1x east         1.1111     1460.02  2 = 1x2  ranked  benchmarked  -
   3  rk-a x1 on-demand toycloud std.1x east    2.2222     2920.00  2 = 2x1  ranked  benchmarked  -

why the winner wins
field                            value                              key
winner                           rk-a x1 spot toycloud std.1x east  winner
winner's fleet                   2 GPUs: 2 unit(s) of 1             winner_fleet
winner's total (USD per period)  1460.02                            winner_usd_total
runner-up                        rk-a x2 spot toycloud std.1x east  runner_up
margin (USD per Mtok)            0.0000                             margin_per_output
margin (USD)                     0.00                               margin_usd
margin %                         0.0                                margin_frac
tie                              yes                                tie
largest terms                    idle capacity 1095.01 USD (75.0%)  top_terms
                                 GPU compute 365.00 USD (25.0%)

break-even (the winner)
a            b      verdict                                                       a $/GPU-h at 100%  b $/GPU-h at 100%
on-demand    owned  on-demand below 22.2%, owned above                                        2.000              0.478
self-hosted  api    api below 6.083e+07 output tokens a month, self-hosted above                  -                  -

note: winner: rk-a x1 spot toycloud std.1x east at 1.111 USD per million accepted output tokens
note: tie with rk-a x2 spot toycloud std.1x east: the tie-break order decided (fewer GPUs, pricing kind, offer, GPU id)
note: 19 candidates: 8 ranked, 11 rejected; ranked by usd_per_mtok
note: 5 ranked candidates past --top 3 not listed
note: 11 rejected candidates not listed (--hide-rejected)
note: rejected does_not_fit: 1, e.g. rk-tiny x1: the weights and one 1100-token sequence do not fit in 1 GPU(s), nor in any count up to 128
note: rejected misses_latency: 1, e.g. rk-m MIG 1g.10gb: p99 ITL 0.00331 s > target 0.002 s
note: rejected breaks_constraint: 9, e.g. rk-x x1: vendor 'Othercorp' not in constraints
note: MIG 1g slice: one compute slice (1/7 of the SMs on 7-instance GPUs) and its memory (1/8); a rented GPU is rented whole, so its slice pays the whole GPU-hour; an owned GPU's slice pays its compute share, the other slices assumed in use
note: model APIs: latency is not modelled (meets_targets assumed)
note: model APIs: 1 ranked offer(s) do not say which weight format they serve (serving_precision null); they may be quantised below the workload's
note: 6 ranked candidates priced from a measured throughput that gives no latency: whether they meet the latency targets is unknown (meets_targets null; --fail-if 'latency_unknown == 1' catches it)
note: benchmarked and estimated side by side: 6 ranked benchmarked, 1 estimated with no measured GPU of their vendor and generation (e.g. rk-m, Toy); models usually run above measurements: compare with care
note: tests/fixtures/rank/rank-prices.yaml: 9 records read, 9 used, 0 skipped (0 no accelerator, 0 unmapped, 0 fractional, 0 no price); 9 rows
note: table 'rank': hidden to fit 120 columns: ttft_p99_s, itl_p99_s, price_as_of, rejected_detail; 80 more columns in csv and json (--wide shows every column, --columns KEY,... picks)
note: table 'breakeven': hidden to fit 120 columns: utilisation_frac, output_tokens_per_month (--wide shows every column, --columns KEY,... picks)
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --format json | jq -c '{schema_version, command, inputs: (.inputs | {workload, kind, model, cost_key, today, prices_as_of, requests_per_s, peak_requests_per_s, itl_p99_s, n_ranked, n_rejected}), winner, runner_up, tie, margin_usd}'
{"schema_version":2,"command":"rank","inputs":{"workload":"tests/fixtures/rank/rank-chat.yaml","kind":"realtime","model":"rk-1b","cost_key":"usd_per_mtok","today":"2026-12-01","prices_as_of":null,"requests_per_s":5,"peak_requests_per_s":15,"itl_p99_s":0.002,"n_ranked":8,"n_rejected":11},"winner":"rk-a x1 spot toycloud std.1x east","runner_up":"rk-a x2 spot toycloud std.1x east","tie":true,"margin_usd":0}
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --format json | jq -r '.rank[0] | keys_unsorted | join(" ")'
rank candidate cost_per_output usd_total fleet ttft_p99_s itl_p99_s price_as_of status basis scaled_by scale_ratio weight_format kv_format rejected_cost_per_output rejected_usd_total gpu gpu_count gpus_per_unit kind model pricing provider instance region usd_per_hour usd_per_gpu_hour price_age_days price_as_of_precision price_stale price_source is_mig mig_profile mig_compute_frac mig_memory_frac is_api api throughput_source layout prefill_gpu prefill_gpus decode_gpu decode_gpus prefill_instance prefill_price_as_of prefill_price_source prefill_usd_per_gpu_hour decode_usd_per_gpu_hour prefill_gpu_s_per_request tp pp dp concurrency prefill_chunk_tokens tpot_mean_s unit_tokens_per_s tokens_per_s_per_gpu unit_requests_per_s requests_per_s peak_requests_per_s n_units period_hours utilisation_frac paid_gpu_hours busy_gpu_hours outputs acceptance_rate accepted_outputs usd_per_accepted_output usd_per_mtok compute_usd api_usd storage_usd serving_stack_usd idle_capacity_usd retry_waste_usd observability_usd platform_labor_usd superseded_usd_per_hour superseded_as_of usd_total_at_superseded api_usd_total api_usd_per_accepted_output api_usd_per_mtok purchase_usd_per_gpu capex_usd_per_gpu_hour hosting_usd_per_gpu_hour power_usd_per_gpu_hour spot_factor meets_targets rejected_reason rejected_detail
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --format json | jq -c '.rank[] | select(.rank == null) | {candidate, meets_targets, rejected_reason}'
{"candidate":"rk-tiny x1","meets_targets":false,"rejected_reason":"does_not_fit"}
{"candidate":"rk-m MIG 1g.10gb","meets_targets":false,"rejected_reason":"misses_latency"}
{"candidate":"rk-x x1","meets_targets":false,"rejected_reason":"breaks_constraint"}
{"candidate":"rk-a x1 on-demand othercloud other.1x west","meets_targets":null,"rejected_reason":"breaks_constraint"}
{"candidate":"rk-a x1 owned","meets_targets":null,"rejected_reason":"breaks_constraint"}
{"candidate":"rk-b x1 owned","meets_targets":null,"rejected_reason":"breaks_constraint"}
{"candidate":"rk-m x1 owned","meets_targets":true,"rejected_reason":"breaks_constraint"}
{"candidate":"rk-a x2 on-demand othercloud other.1x west","meets_targets":null,"rejected_reason":"breaks_constraint"}
{"candidate":"rk-a x2 owned","meets_targets":null,"rejected_reason":"breaks_constraint"}
{"candidate":"rk-b x2 owned","meets_targets":null,"rejected_reason":"breaks_constraint"}
{"candidate":"rk-m x2 owned","meets_targets":true,"rejected_reason":"breaks_constraint"}
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --format json | jq -c '.rank[] | select(.candidate == "rk-a x1 on-demand toycloud std.1x east") | {usd_per_hour, price_as_of, superseded_usd_per_hour, superseded_as_of, usd_total, usd_total_at_superseded, usd_per_mtok, compute_usd, idle_capacity_usd, n_units, meets_targets}'
{"usd_per_hour":2,"price_as_of":"2026-11-01","superseded_usd_per_hour":3,"superseded_as_of":"2026-01-01","usd_total":2920,"usd_total_at_superseded":4380,"usd_per_mtok":2.2222222222222223,"compute_usd":730,"idle_capacity_usd":2190,"n_units":2,"meets_targets":null}
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --prices-as-of 2026-06-01 --no-api --columns rank,candidate,cost_per_output,price_as_of,rejected_reason
candidates
rank  candidate                               USD/Mtok  price as of  rejected (code)
   1  rk-a x1 on-demand toycloud std.1x east    3.3333  2026-01-01   -
   2  rk-a x2 on-demand toycloud std.1x east    3.3333  2026-01-01   -
   -  rk-tiny x1                                     -  -            does_not_fit
   -  rk-m MIG 1g.10gb                               -  -            misses_latency
   -  rk-x x1                                        -  -            breaks_constraint
   -  rk-a x1 owned                                  -  -            breaks_constraint
   -  rk-b x1 owned                                  -  -            breaks_constraint
   -  rk-m x1 owned                                  -  -            breaks_constraint
   -  rk-a x2 owned                                  -  -            breaks_constraint
   -  rk-b x2 owned                                  -  -            breaks_constraint
   -  rk-m x2 owned                                  -  -            breaks_constraint

why the winner wins
field                            value                                   key
winner                           rk-a x1 on-demand toycloud std.1x east  winner
winner's fleet                   2 GPUs: 2 unit(s) of 1                  winner_fleet
winner's total (USD per period)  4380.00                                 winner_usd_total
runner-up                        rk-a x2 on-demand toycloud std.1x east  runner_up
margin (USD per Mtok)            0.0000                                  margin_per_output
margin (USD)                     0.00                                    margin_usd
margin %                         0.0                                     margin_frac
tie                              yes                                     tie
largest terms                    idle capacity 3285.00 USD (75.0%)       top_terms
                                 GPU compute 1095.00 USD (25.0%)

break-even (the winner)
a          b      verdict                             a $/GPU-h at 100%  b $/GPU-h at 100%  break-even util %  break-even tokens/month
on-demand  owned  on-demand below 14.7%, owned above              3.000              0.478               14.7                        -

note: winner: rk-a x1 on-demand toycloud std.1x east at 3.333 USD per million accepted output tokens
note: tie with rk-a x2 on-demand toycloud std.1x east: the tie-break order decided (fewer GPUs, pricing kind, offer, GPU id)
note: 11 candidates: 2 ranked, 9 rejected; ranked by usd_per_mtok
note: rejected does_not_fit: 1, e.g. rk-tiny x1: the weights and one 1100-token sequence do not fit in 1 GPU(s), nor in any count up to 128
note: rejected misses_latency: 1, e.g. rk-m MIG 1g.10gb: p99 ITL 0.00331 s > target 0.002 s
note: rejected breaks_constraint: 7, e.g. rk-x x1: vendor 'Othercorp' not in constraints
note: MIG 1g slice: one compute slice (1/7 of the SMs on 7-instance GPUs) and its memory (1/8); a rented GPU is rented whole, so its slice pays the whole GPU-hour; an owned GPU's slice pays its compute share, the other slices assumed in use
note: 2 ranked candidates priced from a measured throughput that gives no latency: whether they meet the latency targets is unknown (meets_targets null; --fail-if 'latency_unknown == 1' catches it)
note: tests/fixtures/rank/rank-prices.yaml: 9 records read, 9 used, 0 skipped (0 no accelerator, 0 unmapped, 0 fractional, 0 no price); 9 rows
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-train.yaml --mfu 0.5 --pricing on-demand --columns rank,candidate,hours_to_finish,rejected_reason,rejected_detail
candidates
rank  candidate                                 hours to finish  rejected (code)  reason
   1  rk-a x3 on-demand ...cloud other.1x west            134.2  -                -
   2  rk-a x4 on-demand ...cloud other.1x west            100.7  -                -
   3  rk-a x3 on-demand toycloud std.1x east              134.2  -                -
   4  rk-a x4 on-demand toycloud std.1x east              100.7  -                -
   -  rk-a x1                                                 -  misses_deadline  402.6 hours to train > deadline 200 hours

why the winner wins
field                         value                                       key
winner                        rk-a x3 on-demand othercloud other.1x west  winner
winner's fleet                3 GPUs: 1 unit(s) of 3                      winner_fleet
winner's total (USD per run)  603.94                                      winner_usd_total
runner-up                     rk-a x4 on-demand othercloud other.1x west  runner_up
margin (USD per run)          0.0022                                      margin_per_output
margin (USD)                  0.00                                        margin_usd
margin %                      0.0                                         margin_frac
tie                           no                                          tie
largest terms                 GPU compute 603.21 USD (99.9%)              top_terms
                              failed-run waste 0.37 USD (0.1%)
                              checkpointing 0.36 USD (0.1%)

break-even (the winner)
a          b      verdict                             a $/GPU-h at 100%  b $/GPU-h at 100%  break-even util %  break-even tokens/month
on-demand  owned  on-demand below 29.9%, owned above              1.500              0.478               29.9                        -

note: winner: rk-a x3 on-demand othercloud other.1x west at 603.9 USD per completed run
note: margin over rk-a x4 on-demand othercloud other.1x west: 0.002186 (0.0%), 0.00 USD on the whole demand
note: 5 candidates: 4 ranked, 1 rejected; ranked by usd_per_accepted_output
note: rejected misses_deadline: 1, e.g. rk-a x1: 402.6 hours to train > deadline 200 hours
note: tests/fixtures/rank/rank-prices.yaml: 9 records read, 9 used, 0 skipped (0 no accelerator, 0 unmapped, 0 fractional, 0 no price); 9 rows
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --kind realtime --model rk-1b --requests-per-s 1 --gpu rk-nop --columns candidate,rejected_reason,rejected_detail
candidate  rejected (code)  reason
rk-nop x1  no_price         no price row and no launch price in the catalogue

note: no candidate meets every target and constraint (1 rejected)
note: 1 candidates: 0 ranked, 1 rejected; ranked by usd_per_mtok
note: rejected no_price: 1, e.g. rk-nop x1: no price row and no launch price in the catalogue
note: tests/fixtures/rank/rank-prices.yaml: 9 records read, 9 used, 0 skipped (0 no accelerator, 0 unmapped, 0 fractional, 0 no price); 9 rows
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --kind realtime --model rk-1b --requests-per-s 0.01 --gpu rk-m --pricing owned --columns rank,candidate,cost_per_output,mig_profile,mig_compute_frac,mig_memory_frac,purchase_usd_per_gpu,usd_per_gpu_hour
candidates
rank  candidate               USD/Mtok  MIG profile  MIG compute share  MIG memory share  purchase per GPU (USD)  USD per GPU-hour
   1  rk-m MIG 1g.10gb owned    2.2731  1g.10gb                 0.1429            0.1250                    1000            0.0958
   2  rk-m x1 owned            15.9075  -                            -                 -                    7000            0.6704
   3  rk-m x2 owned            31.8143  -                            -                 -                    7000            0.6704

why the winner wins
field                            value                            key
winner                           rk-m MIG 1g.10gb owned           winner
winner's fleet                   1 MIG 1g.10gb slice              winner_fleet
winner's total (USD per period)  59.74                            winner_usd_total
runner-up                        rk-m x1 owned                    runner_up
margin (USD per Mtok)            13.6344                          margin_per_output
margin (USD)                     358.31                           margin_usd
margin %                         599.8                            margin_frac
tie                              no                               tie
largest terms                    idle capacity 59.60 USD (99.8%)  top_terms
                                 GPU compute 0.13 USD (0.2%)

break-even (the winner)
a          b      verdict                            a $/GPU-h at 100%  b $/GPU-h at 100%  break-even util %  break-even tokens/month
on-demand  owned  on-demand below 8.3%, owned above              7.000              0.670                8.3                        -

note: winner: rk-m MIG 1g.10gb owned at 2.273 USD per million accepted output tokens
note: margin over rk-m x1 owned: 13.63 (599.8%), 358.31 USD on the whole demand
note: 3 candidates: 3 ranked, 0 rejected; ranked by usd_per_mtok
note: MIG 1g slice: one compute slice (1/7 of the SMs on 7-instance GPUs) and its memory (1/8); a rented GPU is rented whole, so its slice pays the whole GPU-hour; an owned GPU's slice pays its compute share, the other slices assumed in use
note: tests/fixtures/rank/rank-prices.yaml: 9 records read, 9 used, 0 skipped (0 no accelerator, 0 unmapped, 0 fractional, 0 no price); 9 rows
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --hide-rejected --top 2 --format csv --columns rank,candidate,usd_per_mtok,meets_targets
rank,candidate,usd_per_mtok,meets_targets
1,rk-a x1 spot toycloud std.1x east,1.1111250635947865,
2,rk-a x2 spot toycloud std.1x east,1.1111250635947865,
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --fail-if 'usd_per_mtok > 1.00' --top 1 --hide-rejected --columns rank,candidate
candidates
rank  candidate
   1  rk-a x1 spot toycloud std.1x east

why the winner wins
field                            value                              key
winner                           rk-a x1 spot toycloud std.1x east  winner
winner's fleet                   2 GPUs: 2 unit(s) of 1             winner_fleet
winner's total (USD per period)  1460.02                            winner_usd_total
runner-up                        rk-a x2 spot toycloud std.1x east  runner_up
margin (USD per Mtok)            0.0000                             margin_per_output
margin (USD)                     0.00                               margin_usd
margin %                         0.0                                margin_frac
tie                              yes                                tie
largest terms                    idle capacity 1095.01 USD (75.0%)  top_terms
                                 GPU compute 365.00 USD (25.0%)

break-even (the winner)
a            b      verdict                                                       a $/GPU-h at 100%  b $/GPU-h at 100%  break-even util %  break-even tokens/month
on-demand    owned  on-demand below 22.2%, owned above                                        2.000              0.478               22.2                        -
self-hosted  api    api below 6.083e+07 output tokens a month, self-hosted above                  -                  -                  -                 60834097

note: winner: rk-a x1 spot toycloud std.1x east at 1.111 USD per million accepted output tokens
note: tie with rk-a x2 spot toycloud std.1x east: the tie-break order decided (fewer GPUs, pricing kind, offer, GPU id)
note: 19 candidates: 8 ranked, 11 rejected; ranked by usd_per_mtok
note: 7 ranked candidates past --top 1 not listed
note: 11 rejected candidates not listed (--hide-rejected)
note: rejected does_not_fit: 1, e.g. rk-tiny x1: the weights and one 1100-token sequence do not fit in 1 GPU(s), nor in any count up to 128
note: rejected misses_latency: 1, e.g. rk-m MIG 1g.10gb: p99 ITL 0.00331 s > target 0.002 s
note: rejected breaks_constraint: 9, e.g. rk-x x1: vendor 'Othercorp' not in constraints
note: MIG 1g slice: one compute slice (1/7 of the SMs on 7-instance GPUs) and its memory (1/8); a rented GPU is rented whole, so its slice pays the whole GPU-hour; an owned GPU's slice pays its compute share, the other slices assumed in use
note: model APIs: latency is not modelled (meets_targets assumed)
note: model APIs: 1 ranked offer(s) do not say which weight format they serve (serving_precision null); they may be quantised below the workload's
note: 6 ranked candidates priced from a measured throughput that gives no latency: whether they meet the latency targets is unknown (meets_targets null; --fail-if 'latency_unknown == 1' catches it)
note: benchmarked and estimated side by side: 6 ranked benchmarked, 1 estimated with no measured GPU of their vendor and generation (e.g. rk-m, Toy); models usually run above measurements: compare with care
note: tests/fixtures/rank/rank-prices.yaml: 9 records read, 9 used, 0 skipped (0 no accelerator, 0 unmapped, 0 fractional, 0 no price); 9 rows
gpusel: rank: check failed: --fail-if 'usd_per_mtok > 1.00' holds for the winner, rk-a x1 spot toycloud std.1x east: usd_per_mtok = 1.11113 > 1.00
[1]
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --fail-if 'usd_per_mtok > 1.20 or gpu_count > 4' --top 1 --hide-rejected --columns rank,candidate
candidates
rank  candidate
   1  rk-a x1 spot toycloud std.1x east

why the winner wins
field                            value                              key
winner                           rk-a x1 spot toycloud std.1x east  winner
winner's fleet                   2 GPUs: 2 unit(s) of 1             winner_fleet
winner's total (USD per period)  1460.02                            winner_usd_total
runner-up                        rk-a x2 spot toycloud std.1x east  runner_up
margin (USD per Mtok)            0.0000                             margin_per_output
margin (USD)                     0.00                               margin_usd
margin %                         0.0                                margin_frac
tie                              yes                                tie
largest terms                    idle capacity 1095.01 USD (75.0%)  top_terms
                                 GPU compute 365.00 USD (25.0%)

break-even (the winner)
a            b      verdict                                                       a $/GPU-h at 100%  b $/GPU-h at 100%  break-even util %  break-even tokens/month
on-demand    owned  on-demand below 22.2%, owned above                                        2.000              0.478               22.2                        -
self-hosted  api    api below 6.083e+07 output tokens a month, self-hosted above                  -                  -                  -                 60834097

note: winner: rk-a x1 spot toycloud std.1x east at 1.111 USD per million accepted output tokens
note: tie with rk-a x2 spot toycloud std.1x east: the tie-break order decided (fewer GPUs, pricing kind, offer, GPU id)
note: 19 candidates: 8 ranked, 11 rejected; ranked by usd_per_mtok
note: 7 ranked candidates past --top 1 not listed
note: 11 rejected candidates not listed (--hide-rejected)
note: rejected does_not_fit: 1, e.g. rk-tiny x1: the weights and one 1100-token sequence do not fit in 1 GPU(s), nor in any count up to 128
note: rejected misses_latency: 1, e.g. rk-m MIG 1g.10gb: p99 ITL 0.00331 s > target 0.002 s
note: rejected breaks_constraint: 9, e.g. rk-x x1: vendor 'Othercorp' not in constraints
note: MIG 1g slice: one compute slice (1/7 of the SMs on 7-instance GPUs) and its memory (1/8); a rented GPU is rented whole, so its slice pays the whole GPU-hour; an owned GPU's slice pays its compute share, the other slices assumed in use
note: model APIs: latency is not modelled (meets_targets assumed)
note: model APIs: 1 ranked offer(s) do not say which weight format they serve (serving_precision null); they may be quantised below the workload's
note: 6 ranked candidates priced from a measured throughput that gives no latency: whether they meet the latency targets is unknown (meets_targets null; --fail-if 'latency_unknown == 1' catches it)
note: benchmarked and estimated side by side: 6 ranked benchmarked, 1 estimated with no measured GPU of their vendor and generation (e.g. rk-m, Toy); models usually run above measurements: compare with care
note: tests/fixtures/rank/rank-prices.yaml: 9 records read, 9 used, 0 skipped (0 no accelerator, 0 unmapped, 0 fractional, 0 no price); 9 rows
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --fail-if 'latency_unknown == 1 and usd_total > $1000' --format json >/dev/null
gpusel: rank: check failed: --fail-if 'latency_unknown == 1 and usd_total > $1000' holds for the winner, rk-a x1 spot toycloud std.1x east: latency_unknown = 1 == 1, usd_total = 1460.02 > $1000
[1]
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --fail-if 'gpu_count >= 2 and usd_per_mtok > 1.1' --format json >/dev/null
gpusel: rank: check failed: --fail-if 'gpu_count >= 2 and usd_per_mtok > 1.1' holds for the winner, rk-a x1 spot toycloud std.1x east: gpu_count = 2 >= 2, usd_per_mtok = 1.11113 > 1.1
[1]
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --fail-if 'ttft_p99_s > 10ms' --format json >/dev/null
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --fail-if 'usd_per_mtk > 1' --format json >/dev/null
gpusel: error: --fail-if: column 1: no number column 'usd_per_mtk' in rank's report; did you mean 'usd_per_mtok'?
[2]
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --fail-if 'usd_per_mtok >' --format json
gpusel: error: --fail-if: column 15: expected a number after '>', got 'the end'
[2]
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --budget 2000 --hide-rejected --columns rank,candidate,usd_total
candidates
rank  candidate                          USD/period
   1  rk-a x1 spot toycloud std.1x east     1460.02
   2  rk-a x2 spot toycloud std.1x east     1460.02

why the winner wins
field                            value                              key
winner                           rk-a x1 spot toycloud std.1x east  winner
winner's fleet                   2 GPUs: 2 unit(s) of 1             winner_fleet
winner's total (USD per period)  1460.02                            winner_usd_total
runner-up                        rk-a x2 spot toycloud std.1x east  runner_up
margin (USD per Mtok)            0.0000                             margin_per_output
margin (USD)                     0.00                               margin_usd
margin %                         0.0                                margin_frac
tie                              yes                                tie
largest terms                    idle capacity 1095.01 USD (75.0%)  top_terms
                                 GPU compute 365.00 USD (25.0%)

break-even (the winner)
a          b      verdict                             a $/GPU-h at 100%  b $/GPU-h at 100%  break-even util %  break-even tokens/month
on-demand  owned  on-demand below 22.2%, owned above              2.000              0.478               22.2                        -

note: winner: rk-a x1 spot toycloud std.1x east at 1.111 USD per million accepted output tokens
note: tie with rk-a x2 spot toycloud std.1x east: the tie-break order decided (fewer GPUs, pricing kind, offer, GPU id)
note: 19 candidates: 2 ranked, 17 rejected; ranked by usd_per_mtok
note: 17 rejected candidates not listed (--hide-rejected)
note: rejected does_not_fit: 1, e.g. rk-tiny x1: the weights and one 1100-token sequence do not fit in 1 GPU(s), nor in any count up to 128
note: rejected misses_latency: 1, e.g. rk-m MIG 1g.10gb: p99 ITL 0.00331 s > target 0.002 s
note: rejected breaks_constraint: 9, e.g. rk-x x1: vendor 'Othercorp' not in constraints
note: rejected over_budget: 6, e.g. rk-m x1 on-demand toycloud mig.1x east: usd_total 10220.00 > --budget 2000.00
note: MIG 1g slice: one compute slice (1/7 of the SMs on 7-instance GPUs) and its memory (1/8); a rented GPU is rented whole, so its slice pays the whole GPU-hour; an owned GPU's slice pays its compute share, the other slices assumed in use
note: model APIs: latency is not modelled (meets_targets assumed)
note: 2 ranked candidates priced from a measured throughput that gives no latency: whether they meet the latency targets is unknown (meets_targets null; --fail-if 'latency_unknown == 1' catches it)
note: tests/fixtures/rank/rank-prices.yaml: 9 records read, 9 used, 0 skipped (0 no accelerator, 0 unmapped, 0 fractional, 0 no price); 9 rows
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --budget 1000 --format json | jq -c '[.rank[] | select(.rejected_reason == "over_budget") | .candidate]'
gpusel: rank: check failed: no candidate within --budget 1000.00 USD: the cheapest, rk-a x1 spot toycloud std.1x east, has usd_total 1460.02
["rk-m x1 on-demand toycloud mig.1x east","rk-a x1 on-demand toycloud std.1x east","rk-b x1 on-demand toycloud std.1x east","rk-a x1 spot toycloud std.1x east","rk-a x2 on-demand toycloud std.1x east","rk-b x2 on-demand toycloud std.1x east","rk-a x2 spot toycloud std.1x east","api toyapi/rk-1b-chat"]
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --kind realtime --model rk-1b --requests-per-s 1 --gpu rk-tiny --fail-if 'usd_per_mtok > 1' --columns candidate,rejected_reason
candidate   rejected (code)
rk-tiny x1  does_not_fit

note: no candidate meets every target and constraint (1 rejected)
note: 1 candidates: 0 ranked, 1 rejected; ranked by usd_per_mtok
note: rejected does_not_fit: 1, e.g. rk-tiny x1: the weights and one 2000-token sequence do not fit in 1 GPU(s), nor in any count up to 128
note: tests/fixtures/rank/rank-prices.yaml: 9 records read, 9 used, 0 skipped (0 no accelerator, 0 unmapped, 0 fractional, 0 no price); 9 rows
gpusel: rank: check failed: --fail-if 'usd_per_mtok > 1': no candidate is ranked (1 rejected), so none can pass
[1]
$ gpusel rank --model llama-3.1-8b
gpusel: error: rank needs --workload FILE or --kind (realtime, batch, training, finetune, lora, qlora, media)
[2]
$ gpusel rank --kind realtime --model llama-3.1-8b --requests-per-s 1 --top 0
gpusel: error: --top must be between 1 and 1000000, got '0'
[2]
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --prices tests/fixtures/rank/rank-undated.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --format json | jq -c '.rank[] | select(.instance == "old.1x") | {candidate, rank, price_stale, rejected_reason, rejected_detail}'
{"candidate":"rk-a x1 on-demand toycloud old.1x east","rank":null,"price_stale":true,"rejected_reason":"undated_price","rejected_detail":"the price row has no date (tests/fixtures/rank/rank-undated.yaml:6); --allow-undated ranks it, flagged stale"}
{"candidate":"rk-a x2 on-demand toycloud old.1x east","rank":null,"price_stale":true,"rejected_reason":"undated_price","rejected_detail":"the price row has no date (tests/fixtures/rank/rank-undated.yaml:6); --allow-undated ranks it, flagged stale"}
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --prices tests/fixtures/rank/rank-undated.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --format json --allow-undated | jq -c '.rank[] | select(.instance == "old.1x") | {candidate, rank, price_stale, rejected_reason}'
{"candidate":"rk-a x1 on-demand toycloud old.1x east","rank":1,"price_stale":true,"rejected_reason":null}
{"candidate":"rk-a x2 on-demand toycloud old.1x east","rank":2,"price_stale":true,"rejected_reason":null}
$ cat tests/fixtures/rank/rank-chat.yaml | gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload /dev/stdin --hide-rejected --top 2 --format csv --columns rank,candidate,usd_per_mtok,meets_targets
rank,candidate,usd_per_mtok,meets_targets
1,rk-a x1 spot toycloud std.1x east,1.1111250635947865,
2,rk-a x2 spot toycloud std.1x east,1.1111250635947865,
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat-latency.yaml --no-api --format json | jq -c '.rank[] | select(.gpus_per_unit == 1 and .provider == "toycloud") | {candidate, itl_p99_s, meets_targets, rejected_reason, rejected_detail}'
{"candidate":"rk-a x1 spot toycloud std.1x east","itl_p99_s":0.001,"meets_targets":true,"rejected_reason":null,"rejected_detail":null}
{"candidate":"rk-a x1 on-demand toycloud std.1x east","itl_p99_s":0.001,"meets_targets":true,"rejected_reason":null,"rejected_detail":null}
{"candidate":"rk-m x1 on-demand toycloud mig.1x east","itl_p99_s":0.0009933960364503108,"meets_targets":true,"rejected_reason":null,"rejected_detail":null}
{"candidate":"rk-b x1 on-demand toycloud std.1x east","itl_p99_s":0.003,"meets_targets":false,"rejected_reason":"misses_latency","rejected_detail":"measured p99 ITL 0.003 s > target 0.002 s"}
$ (cat tests/fixtures/rank/rank-chat.yaml; printf 'quality:\n  acceptance_rate: 4.9e-324\n') | gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload /dev/stdin --no-api --format json | jq -c '[.inputs.n_ranked, ([.rank[] | .rejected_reason] | unique)]'
gpusel: /dev/stdin:25:20: error: 'acceptance_rate' must be at least 0.001 (one accepted output in 1000; the plausible range, docs/workload.md), got 4.9e-324
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --top 4 --format csv --columns rank,candidate,status,cost_per_output,rejected_cost_per_output,usd_total,rejected_usd_total,rejected_reason
rank,candidate,status,cost_per_output,rejected_cost_per_output,usd_total,rejected_usd_total,rejected_reason
1,rk-a x1 spot toycloud std.1x east,ranked,1.1111250635947865,,1460.0183335635493,,
2,rk-a x2 spot toycloud std.1x east,ranked,1.1111250635947865,,1460.0183335635493,,
3,rk-a x1 on-demand toycloud std.1x east,ranked,2.2222222222222223,,2920,,
4,rk-b x1 on-demand toycloud std.1x east,ranked,2.2222222222222223,,2920,,
,rk-tiny x1,rejected,,,,,does_not_fit
,rk-m MIG 1g.10gb,rejected,,,,,misses_latency
,rk-x x1,rejected,,,,,breaks_constraint
,rk-a x1 on-demand othercloud other.1x west,rejected,,1.6666666666666667,,2190,breaks_constraint
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-chat.yaml --columns candidat,status
gpusel: error: --columns: no column 'candidat' in table 'rank'; did you mean 'candidate'?
[2]
$ gpusel rank examples/workload-chat.yaml
gpusel: error: unexpected argument 'examples/workload-chat.yaml'; a workload file is given with --workload: gpusel rank --workload examples/workload-chat.yaml
[2]
$ s=$PWD && d=$(mktemp -d) && cd "$d" && mkdir rec && gpusel rank --workload "$s/examples/workload-serve-70b-32k.yaml" --today 2026-12-01 --format markdown --plot "$d/p.svg" --output rec/r.md && grep -c 'MIG 1g' rec/r.md; sed "s|$s/||g; s|$d/||g" rec/r.md | awk 'length > 120 && !/^[|]/ { n++ } END { print n + 0, "prose lines over 120" }'; sed -n -e '/^## Notes/,$p' rec/r.md | sed "s|$s/||"; ls; cd "$s"; rm -r "$d"
0
1 prose lines over 120
## Notes

> 5 ranked candidates are not listed: the same offer as a row above at more GPUs
> per unit and the same cost per output.
>
> No MIG slice holds the model: the 12 slices tried are not listed among the
> rejected.
>
> The winner's throughput and latency are modelled (model API (latency not
> modelled)), not measured: benchmark it and the runner-up on the real workload
> before committing, and rank the measured figures the same way.

## Plot

![cost per output against latency or time to finish](../p.svg)

## Reproduce

```
gpusel rank --workload examples/workload-serve-70b-32k.yaml --today 2026-12-01 --format markdown --plot p.svg
```
p.svg
rec
$ gpusel rank --workload examples/workload-serve-70b-32k.yaml --today 2026-12-01 --format csv --columns candidate,price_as_of,price_as_of_precision,price_stale | grep -e CoreWeave -e us-east-2 -e 'Lambda 8x B200' | grep -v disagg | sort | head -4
a100-80gb-sxm x8 on-demand CoreWeave A100 80GB 8x,2026-02-01,month,true
b200 x8 on-demand CoreWeave HGX B200 8x,2026-02-01,month,true
b200 x8 on-demand Lambda 8x B200,2026-09-20,day,false
gb200 x4 on-demand CoreWeave GB200 NVL72 (4-GPU slice),2026-02-01,month,true
$ gpusel rank --workload examples/workload-serve-70b-32k.yaml --today 2026-12-01 --format csv --columns rank,candidate,layout,fleet,ttft_p99_s,itl_p99_s | grep 'disagg' | head -3
69,inf2 x816 disagg 792P+24D reserved-1y AWS inf2.48xlarge us-east-1,"prefill 99 x (tp 8, pp 1); decode 3 x (tp 8, pp 1, dp 1)",4080 = 5x816,9.933927631815205,0.042871318264235035
70,inf2 x816 disagg 792P+24D on-demand AWS inf2.48xlarge us-east-1,"prefill 99 x (tp 8, pp 1); decode 3 x (tp 8, pp 1, dp 1)",4080 = 5x816,9.933927631815205,0.042871318264235035
,a10 x8 disagg,,,,
$ gpusel rank --workload examples/workload-serve-70b-32k.yaml --today 2026-12-01 --top 1 | grep 'disaggregated'
note: disaggregated pools: 15 unit(s) dominated by co-located units of their GPU, e.g. b200 x20 disagg 12P+8D: needs 24 GPUs for the peak against 16 co-located at its offers (no cheaper at any)
note: disaggregated does not win: ranked only where no co-located unit meets the targets (best inf2 x816 disagg 792P+24D reserved-1y AWS inf2.48xlarge us-east-1, 794.7 USD/Mtok, rank 69)
$ gpusel rank --workload examples/workload-serve-70b-32k.yaml --today 2026-12-01 --no-disagg --format csv --columns candidate | grep -c disagg
0
[1]
$ gpusel rank --workload examples/workload-serve-70b-32k.yaml --today 2026-12-01 --emit sglang --table launch --format csv
role,candidate,command
sglang,b200 x2 owned,python3 -m sglang.launch_server --model-path meta-llama/Llama-3.1-70B --tp-size 2 --context-length 32768 --max-running-requests 18 --mem-fraction-static 0.809 --chunked-prefill-size 1024
sglang prefill x99,inf2 x816 disagg 792P+24D reserved-1y AWS inf2.48xlarge us-east-1,python3 -m sglang.launch_server --model-path meta-llama/Llama-3.1-70B --disaggregation-mode prefill --tp-size 8 --port 30000
sglang decode x3,inf2 x816 disagg 792P+24D reserved-1y AWS inf2.48xlarge us-east-1,python3 -m sglang.launch_server --model-path meta-llama/Llama-3.1-70B --disaggregation-mode decode --tp-size 8 --port 30001
sglang router,inf2 x816 disagg 792P+24D reserved-1y AWS inf2.48xlarge us-east-1,python3 -m sglang_router.launch_router --pd-disaggregation --prefill http://PREFILL:30000 --decode http://DECODE:30001 --port 8000
$ gpusel rank --workload examples/workload-serve-70b-32k.yaml --today 2026-12-01 --emit dynamo --table launch --format csv
role,candidate,command
dynamo frontend,inf2 x816 disagg 792P+24D reserved-1y AWS inf2.48xlarge us-east-1,python3 -m dynamo.frontend --http-port 8000
dynamo prefill x99,inf2 x816 disagg 792P+24D reserved-1y AWS inf2.48xlarge us-east-1,python3 -m dynamo.vllm --model meta-llama/Llama-3.1-70B --tensor-parallel-size 8 --is-prefill-worker
dynamo decode x3,inf2 x816 disagg 792P+24D reserved-1y AWS inf2.48xlarge us-east-1,python3 -m dynamo.vllm --model meta-llama/Llama-3.1-70B --tensor-parallel-size 8
$ gpusel rank --workload examples/workload-serve-70b-32k.yaml --today 2026-12-01 --format markdown | grep 'prefill/decode disaggregation'
| prefill/decode disaggregation | tested: disaggregated pools: 15 unit(s) dominated by co-located units of their GPU, e.g. b200 x20 disagg 12P+8D: needs 24 GPUs for the peak against 16 co-located at its offers (no cheaper at any); disaggregated does not win: ranked only where no co-located unit meets the targets (best inf2 x816 disagg 792P+24D reserved-1y AWS inf2.48xlarge us-east-1, 794.7 USD/Mtok, rank 69) | docs/commands/rank.md, "Assumptions that move the answer" |
$ gpusel rank --workload examples/workload-serve-70b-32k.yaml --today 2026-12-01 --disagg --top 3 --format csv --columns rank,candidate,layout,fleet
rank,candidate,layout,fleet
1,b200 x24 disagg 14P+10D on-demand Lambda 8x B200,"prefill 3 x (tp 4, pp 1); decode 5 x (tp 2, pp 1, dp 1)",24 = 1x24
2,b200 x24 disagg 14P+10D on-demand CoreWeave HGX B200 8x,"prefill 3 x (tp 4, pp 1); decode 5 x (tp 2, pp 1, dp 1)",24 = 1x24
3,trn2 x96 disagg 68P+28D on-demand AWS trn2.48xlarge us-east-2,"prefill 4 x (tp 16, pp 1); decode 7 x (tp 4, pp 1, dp 1)",96 = 1x96
,a10 x8 disagg,,
,a10g x8 disagg,,
,l4 x8 disagg,,
$ gpusel rank --workload examples/workload-serve-70b-32k.yaml --today 2026-12-01 --disagg --prefill-gpus 16 --decode-gpus 8 --gpu h100-sxm --top 2 --format csv --columns rank,candidate,layout,ttft_p99_s
rank,candidate,layout,ttft_p99_s
1,h100-sxm x24 disagg 16P+8D owned,"prefill 4 x (tp 4, pp 1); decode 1 x (tp 8, pp 1, dp 1)",9.992064147329344
2,h100-sxm x24 disagg 16P+8D on-demand Lambda 8x H100 SXM,"prefill 4 x (tp 4, pp 1); decode 1 x (tp 8, pp 1, dp 1)",9.992064147329344
,h100-sxm x24 disagg 16P+8D spot AWS p5.48xlarge us-east-2,"prefill 4 x (tp 4, pp 1); decode 1 x (tp 8, pp 1, dp 1)",9.992064147329344
$ gpusel rank --kind realtime --model deepseek-v3 --requests-per-s 2 --ttft-p99 2s --itl-p99 50ms --today 2026-12-01 --no-api --format csv --columns candidate,layout | grep -c 'attn-dp'
48
$ gpusel rank --kind realtime --model qwen3-235b-a22b --requests-per-s 2 --ttft-p99 2s --itl-p99 50ms --today 2026-12-01 --no-api --format csv --columns candidate,layout | grep -c 'ep [0-9]'
49
$ gpusel rank --workload examples/workload-serve-70b-32k.yaml --today 2026-12-01 --disagg --prefill-gpu b200,h200 --top 6 --hide-rejected
candidates
rank  candidate                          USD/Mtok  USD/period  GPUs        status  basis      rejected (code)
   1  b200 x4 P + h200 x4 D owned          9.6754    24735.26  24 = 3x8    ranked  estimated  -
   2  b200 x12 P + h100-sxm x28 D owned   14.3975    36807.57  40 = 1x40   ranked  estimated  -
   3  b200 x4 P + rtx-5090 x24 D owned    15.3400    39216.90  84 = 3x28   ranked  estimated  -
   4  h200 x32 P + b200 x10 D owned       15.9931    40886.72  42 = 1x42   ranked  estimated  -
   5  h200 x40 P + h100-sxm x28 D owned   23.8827    61056.57  68 = 1x68   ranked  estimated  -
   6  h200 x8 P + rtx-5090 x16 D owned    25.8494    66084.49  120 = 5x24  ranked  estimated  -

why the winner wins
field                            value                               key
winner                           b200 x4 P + h200 x4 D owned         winner
winner's fleet                   24 GPUs: 3 unit(s) of 8             winner_fleet
winner's total (USD per period)  24735.26                            winner_usd_total
runner-up                        b200 x12 P + h100-sxm x28 D owned   runner_up
margin (USD per Mtok)            4.7222                              margin_per_output
margin (USD)                     12072.32                            margin_usd
margin %                         48.8                                margin_frac
tie                              no                                  tie
largest terms                    idle capacity 14827.75 USD (59.9%)  top_terms
                                 GPU compute 7938.74 USD (32.1%)
                                 platform labour 1200.00 USD (4.9%)

note: winner: b200 x4 P + h200 x4 D owned at 9.675 USD per million accepted output tokens
note: margin over b200 x12 P + h100-sxm x28 D owned: 4.722 (48.8%), 12072.32 USD on the whole demand
note: 152 candidates: 111 ranked, 41 rejected; ranked by usd_per_mtok
note: 105 ranked candidates past --top 6 not listed
note: 41 rejected candidates not listed (--hide-rejected)
note: rejected misses_latency: 5, e.g. a10 x8 disagg: disaggregated: one prompt's prefill 13.7 s + KV transfer 0.0307 s (a10 tp 8) leave no queueing room under the p99 TTFT target 10 s
note: rejected breaks_constraint: 16, e.g. b200 P + inf2 D: prefill on b200 (NVIDIA), decode on inf2 (AWS): no serving engine moves the KV cache between vendors
note: rejected no_price: 1, e.g. h200 P + a10 D: no h200 offer at a provider (and region) with a usable a10 offer, nor both owned: the KV cache crosses one provider's network
note: rejected undated_price: 9, e.g. h200 x48 disagg 36P+12D spot AWS p5e.48xlarge us-east-2: the price row has no date (<built-in>/prices.yaml:183); --allow-undated ranks it, flagged stale
note: rejected dominated: 10, e.g. a100-40gb-sxm x48 disagg 40P+8D: needs 336 GPUs for the peak against 112 co-located at its offers (no cheaper at any)
note: consumer cards ranked: rtx-5090 (ECC no), rtx-4090 (ECC yes): GeForce parts, no NVLink and no peer-to-peer over PCIe (tensor parallelism modelled through host memory, half the PCIe rate)
note: consumer cards: the GeForce driver licence, section 2.1.3: "No Datacenter Deployment. The SOFTWARE is not licensed for datacenter deployment, except that blockchain processing in a datacenter is permitted."
note: disaggregated pools: 10 unit(s) dominated by co-located units of their GPU, e.g. a100-40gb-sxm x48 disagg 40P+8D: needs 336 GPUs for the peak against 112 co-located at its offers (no cheaper at any)
note: disaggregated does not win: ranked only where no co-located unit meets the targets (best b200 x24 disagg 14P+10D on-demand Lambda 8x B200, 46.56 USD/Mtok, rank 13)
note: heterogeneous pools: best b200 x4 P + h200 x4 D owned, 9.675 USD/Mtok (rank 1), 79.2% cheaper than the best row on one GPU type, b200 x24 disagg 14P+10D on-demand Lambda 8x B200 (46.56)
note: heterogeneous wins: prefill on b200 costs 0.00242 USD per prompt (5.94 GPU-s at 1.466 USD/GPU-h) against 0.00698 on h200 (19.2 GPU-s at 1.31)
note: table 'rank': hidden to fit 120 columns: ttft_p99_s, itl_p99_s, price_as_of, rejected_detail; 80 more columns in csv and json (--wide shows every column, --columns KEY,... picks)
$ gpusel rank --kind training --model llama-3-8b --tokens 100B --emit vllm
gpusel: error: --emit prints serving engines' launch lines: realtime and batch workloads, not training
[2]
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-formats.yaml --format csv --columns candidate,cost_per_output,basis,scaled_by,weight_format,kv_format,unit_tokens_per_s | grep -e 'x1 [a-z0-9]* kv-[a-z0-9]* on-demand toycloud' -e '^api' | sort
api toyapi/rk-1b-chat,12,quoted,,,,
rk-a x1 bf16 kv-bf16 on-demand toycloud std.1x east,2.2222222222222223,benchmarked,,bf16,bf16,1000
rk-a x1 bf16 kv-fp8 on-demand toycloud std.1x east,2.2222222222222223,estimated,rk-a,bf16,fp8,1115.227777301617
rk-a x1 fp8 kv-bf16 on-demand toycloud std.1x east,1.1111111111111112,estimated,rk-a,fp8,bf16,1556.3651064585729
rk-a x1 fp8 kv-fp8 on-demand toycloud std.1x east,1.1111111111111112,estimated,rk-a,fp8,fp8,1850.0628530334573
rk-b x1 bf16 kv-bf16 on-demand toycloud std.1x east,2.2222222222222223,estimated,rk-a,bf16,bf16,1000
rk-b x1 bf16 kv-fp8 on-demand toycloud std.1x east,2.2222222222222223,estimated,rk-a,bf16,fp8,1115.227777301617
rk-b x1 fp8 kv-bf16 on-demand toycloud std.1x east,1.1111111111111112,estimated,rk-a,fp8,bf16,1556.3651064585729
rk-b x1 fp8 kv-fp8 on-demand toycloud std.1x east,1.1111111111111112,estimated,rk-a,fp8,fp8,1850.0628530334573
rk-x x1 bf16 kv-bf16 on-demand toycloud x.1x east,0.5555555555555556,estimated,,bf16,bf16,2498.9305306225756
rk-x x1 bf16 kv-fp8 on-demand toycloud x.1x east,0.5555555555555556,estimated,,bf16,fp8,2786.8767412973652
rk-x x1 fp8 kv-bf16 on-demand toycloud x.1x east,0.5555555555555556,estimated,,fp8,bf16,3889.2482813249826
rk-x x1 fp8 kv-fp8 on-demand toycloud x.1x east,0.5555555555555556,estimated,,fp8,fp8,4623.178547016013
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-formats.yaml --hide-rejected --top 3
candidates
rank  candidate                                 USD/Mtok  USD/period  GPUs     status  basis      rejected (code)
   1  rk-x x1 bf16 kv-bf... toycloud x.1x east    0.5556      730.00  1 = 1x1  ranked  estimated  -
   2  rk-x x1 bf16 kv-fp... toycloud x.1x east    0.5556      730.00  1 = 1x1  ranked  estimated  -
   3  rk-x x1 fp8 kv-bf1... toycloud x.1x east    0.5556      730.00  1 = 1x1  ranked  estimated  -

why the winner wins
field                            value                                              key
winner                           rk-x x1 bf16 kv-bf16 on-demand toycloud x.1x east  winner
winner's fleet                   1 GPUs: 1 unit(s) of 1                             winner_fleet
winner's total (USD per period)  730.00                                             winner_usd_total
runner-up                        rk-x x1 bf16 kv-fp8 on-demand toycloud x.1x east   runner_up
margin (USD per Mtok)            0.0000                                             margin_per_output
margin (USD)                     0.00                                               margin_usd
margin %                         0.0                                                margin_frac
tie                              yes                                                tie
largest terms                    idle capacity 583.94 USD (80.0%)                   top_terms
                                 GPU compute 146.06 USD (20.0%)

break-even (the winner)
a            b      verdict                                                       a $/GPU-h at 100%  b $/GPU-h at 100%
on-demand    owned  on-demand below 45.5%, owned above                                        1.000              0.478
self-hosted  api    api below 6.083e+07 output tokens a month, self-hosted above                  -                  -

note: winner: rk-x x1 bf16 kv-bf16 on-demand toycloud x.1x east at 0.5556 USD per million accepted output tokens
note: tie with rk-x x1 bf16 kv-fp8 on-demand toycloud x.1x east: the tie-break order decided (fewer GPUs, pricing kind, offer, GPU id)
note: 65 candidates: 33 ranked, 32 rejected; ranked by usd_per_mtok
note: 30 ranked candidates past --top 3 not listed
note: 32 rejected candidates not listed (--hide-rejected)
note: rejected breaks_constraint: 32, e.g. rk-a x1 fp8 kv-bf16 on-demand othercloud other.1x west: provider 'othercloud' not in constraints
note: model APIs: latency is not modelled (meets_targets assumed)
note: model APIs: 1 ranked offer(s) do not say which weight format they serve (serving_precision null); they may be quantised below the workload's
note: 20 ranked candidate(s) estimated (scaled by rk-a measured): modelled throughput x 0.4, the measured / modelled ratio of the nearest measured GPU of their vendor and generation
note: benchmarked and estimated side by side: 4 ranked benchmarked, 8 estimated with no measured GPU of their vendor and generation (e.g. rk-x, Toy); models usually run above measurements: compare with care
note: tests/fixtures/rank/rank-prices.yaml: 9 records read, 9 used, 0 skipped (0 no accelerator, 0 unmapped, 0 fractional, 0 no price); 9 rows
note: table 'rank': hidden to fit 120 columns: ttft_p99_s, itl_p99_s, price_as_of, rejected_detail; 80 more columns in csv and json (--wide shows every column, --columns KEY,... picks)
note: table 'breakeven': hidden to fit 120 columns: utilisation_frac, output_tokens_per_month (--wide shows every column, --columns KEY,... picks)
$ d=$(mktemp -d) && gpusel rank --workload examples/workload-chat.yaml --today 2026-12-01 --plot "$d/p.svg" >/dev/null && python3 -c "import xml.dom.minidom,sys; xml.dom.minidom.parse(sys.argv[1]); print('well-formed')" "$d/p.svg" && grep -o 'winner: [^<]*' "$d/p.svg" && grep -c 'stroke-dasharray="6,4"><title>' "$d/p.svg" && gpusel rank --workload examples/workload-chat.yaml --today 2026-12-01 --format csv --columns status | grep -c '^ranked'; rm -r "$d"
well-formed
winner: h100-sxm x1 on-demand RunPod H100 SXM (secure cloud)
7
17
$ d=$(mktemp -d) && sed 's/^precision: bf16/precision: [bf16, fp8]/' examples/workload-serve-70b-32k.yaml > "$d/w.yaml" && gpusel rank --workload "$d/w.yaml" --today 2026-12-01 --gpu h100 --provider Lambda --format csv --columns candidate,fleet,cost_per_output,basis,weight_format,kv_format,prefill_chunk_tokens; rm -r "$d"
candidate,fleet,cost_per_output,basis,weight_format,kv_format,prefill_chunk_tokens
h100-sxm x8 fp8 on-demand Lambda 8x H100 SXM,32 = 4x8,37.16632745533926,estimated,fp8,bf16,1024
h100-sxm x8 bf16 on-demand Lambda 8x H100 SXM,40 = 5x8,46.28091078867259,estimated,bf16,bf16,1024
h100-sxm MIG 1g.10gb bf16,,,,bf16,bf16,
h100-sxm MIG 1g.10gb fp8,,,,fp8,bf16,
h100-sxm x20 disagg 12P+8D fp8,,,,fp8,bf16,
h100-sxm x68 disagg 40P+28D bf16,,,,bf16,bf16,
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-formats.yaml --fail-if 'benchmarked == 0' --format json >/dev/null
gpusel: rank: check failed: --fail-if 'benchmarked == 0' holds for the winner, rk-x x1 bf16 kv-bf16 on-demand toycloud x.1x east: benchmarked = 0 == 0
[1]
$ gpusel rank --workload examples/workload-serve-70b-32k.yaml --today 2026-12-01 --gpu h200 --prefill-gpu b200 --top 3 --hide-rejected | grep -e '^ ' -e heterogeneous
   1  b200 x4 P + h200 x4 D owned    9.6754    24735.26  24 = 3x8          6.100  ranked  estimated  -
   2  h200 x2 owned                 14.2061    36318.26  38 = 19x2         4.455  ranked  estimated  -
   3  h200 x4 owned                 14.8923    38072.33  40 = 10x4         9.807  ranked  estimated  -
                                 GPU compute 7938.74 USD (32.1%)
                                 platform labour 1200.00 USD (4.9%)
note: heterogeneous pools: best b200 x4 P + h200 x4 D owned, 9.675 USD/Mtok (rank 1), 31.9% cheaper than the best row on one GPU type, h200 x2 owned (14.21)
note: heterogeneous wins: prefill on b200 costs 0.00242 USD per prompt (5.94 GPU-s at 1.466 USD/GPU-h) against 0.00698 on h200 (19.2 GPU-s at 1.31)
