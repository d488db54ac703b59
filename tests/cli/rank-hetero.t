# gpusel rank --prefill-gpu (docs/commands/rank.md, "Heterogeneous
# pools") on the toy catalogue (tests/fixtures/rank/rank-gpus.yaml), the
# toy prices plus tests/fixtures/rank/rank-hetero-prices.yaml and the
# roofline-priced tests/fixtures/rank/rank-hetero.yaml, at --today
# 2026-12-01.  In order:
# - rk-a prefills for rk-b: each rk-b offer (toycloud std.1x $2.00,
#   fast.1x $5.00) pairs with rk-a's toycloud row ($2.00), never its
#   othercloud ($1.50, west) or farcloud ($1.25, east) rows: another
#   provider; the fast.1x unit's rate is (P x 2 + D x 5) / (P + D);
# - the label, CSV and JSON carry both GPU types, counts and offers;
# - rk-x (another vendor) is paired with no Toycorp GPU
#   (breaks_constraint), and the notes say whether a pair wins;
# - --prefill-gpu with --no-disagg or with --gpus is a usage error (2);
#   an unknown type is not found (3, with the nearest name);
# - --emit sglang / --emit dynamo print the best heterogeneous row's
#   launch lines: the prefill servers (x4 per unit, the pool size rank
#   chose) at the prefill pool's own layout on rk-a nodes, the decode
#   server at the decode pool's layout on rk-b nodes, and the router or
#   frontend on the decode pool; each role names its GPU type.
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --prices tests/fixtures/rank/rank-hetero-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-hetero.yaml --no-api --prefill-gpu rk-a,rk-x --disagg --format csv --columns candidate,prefill_gpu,prefill_gpus,decode_gpu,decode_gpus,provider,prefill_instance,instance,prefill_usd_per_gpu_hour,decode_usd_per_gpu_hour,usd_per_gpu_hour,rejected_reason
candidate,prefill_gpu,prefill_gpus,decode_gpu,decode_gpus,provider,prefill_instance,instance,prefill_usd_per_gpu_hour,decode_usd_per_gpu_hour,usd_per_gpu_hour,rejected_reason
rk-a x4 P + rk-b x1 D owned,rk-a,4,rk-b,1,owned,,,0.4775444474885844,0.4775444474885844,0.4775444474885844,
rk-a x4 P + rk-b x1 D on-demand toycloud std.1x + std.1x east,rk-a,4,rk-b,1,toycloud,std.1x,std.1x,2,2,2,
rk-a x4 P + rk-b x1 D on-demand toycloud std.1x + fast.1x east,rk-a,4,rk-b,1,toycloud,std.1x,fast.1x,2,5,2.6,
rk-x P + rk-a D,rk-x,,rk-a,,,,,,,,breaks_constraint
rk-x P + rk-b D,rk-x,,rk-b,,,,,,,,breaks_constraint
rk-a P + rk-x D,rk-a,,rk-x,,,,,,,,breaks_constraint
rk-a x5 disagg 4P+1D,rk-a,4,rk-a,1,,,,,,,dominated
rk-b x5 disagg 4P+1D,rk-b,4,rk-b,1,,,,,,,dominated
rk-x x5 disagg 4P+1D,rk-x,4,rk-x,1,,,,,,,dominated
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --prices tests/fixtures/rank/rank-hetero-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-hetero.yaml --no-api --prefill-gpu rk-a --format json | jq -c '.rank[] | select(.prefill_gpu == "rk-a" and .decode_gpu == "rk-b" and .instance == "fast.1x") | {candidate, prefill_gpus, decode_gpus, prefill_price_as_of, prefill_price_source, prefill_usd_per_gpu_hour, decode_usd_per_gpu_hour, usd_per_gpu_hour, layout, prefill_gpu_s_per_request}'
{"candidate":"rk-a x4 P + rk-b x1 D on-demand toycloud std.1x + fast.1x east","prefill_gpus":4,"decode_gpus":1,"prefill_price_as_of":"2026-11-01","prefill_price_source":"tests/fixtures/rank/rank-prices.yaml (invented)","prefill_usd_per_gpu_hour":2,"decode_usd_per_gpu_hour":5,"usd_per_gpu_hour":2.6,"layout":"prefill 4 x (tp 1, pp 1); decode 1 x (tp 1, pp 1, dp 1)","prefill_gpu_s_per_request":0.03421821771640768}
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --prices tests/fixtures/rank/rank-hetero-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-hetero.yaml --no-api --prefill-gpu rk-a --top 1 | grep 'heterogeneous'
note: heterogeneous pools: best rk-a x4 P + rk-b x1 D owned, 1.217 USD/Mtok (rank 15), 393.2% dearer than the best row on one GPU type, rk-a x1 owned (0.2467)
note: heterogeneous loses: prefill on rk-a costs 4.54e-06 USD per prompt (0.0342 GPU-s at 0.4775 USD/GPU-h) against 4.54e-06 on rk-b (0.0342 GPU-s at 0.4775)
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --prices tests/fixtures/rank/rank-hetero-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-hetero.yaml --no-api --prefill-gpu rk-a --format markdown | grep 'heterogeneous prefill/decode pools'
| heterogeneous prefill/decode pools | tested: heterogeneous pools: best rk-a x4 P + rk-b x1 D owned, 1.217 USD/Mtok (rank 15), 393.2% dearer than the best row on one GPU type, rk-a x1 owned (0.2467); heterogeneous loses: prefill on rk-a costs 4.54e-06 USD per prompt (0.0342 GPU-s at 0.4775 USD/GPU-h) against 4.54e-06 on rk-b (0.0342 GPU-s at 0.4775) | docs/commands/rank.md, "Assumptions that move the answer" |
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --prices tests/fixtures/rank/rank-hetero-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-hetero.yaml --no-api --prefill-gpu rk-a --no-disagg
gpusel: error: --prefill-gpu pairs disaggregated pools; --no-disagg leaves them out
[2]
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --prices tests/fixtures/rank/rank-hetero-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-hetero.yaml --no-api --prefill-gpu rk-a --gpus 2
gpusel: error: --prefill-gpu rk-a with --gpus or fixed pools: rank sizes heterogeneous pools itself; gpusel cost --disagg --prefill-gpus N --decode-gpus M --prefill-gpu prices fixed ones
[2]
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --prices tests/fixtures/rank/rank-hetero-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-hetero.yaml --no-api --prefill-gpu rk-z
gpusel: error: unknown GPU 'rk-z'; did you mean 'rk-a'?
[3]
$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --prices tests/fixtures/rank/rank-hetero-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-hetero.yaml --no-api --prefill-gpu rk-a --top 3 --emit sglang | sed -n '/^launch lines/,/^$/p'
launch lines
role                       candidate                    launch line
sglang                     rk-a x1 owned                python3 -m sglang.launch_server --model-path rktoy/Rk-1B-Instruct --tp-size 1 --context-length 1100 --max-running-requests 124 --mem-fraction-static 0.870 --chunked-prefill-size 8192
sglang prefill x4 on rk-a  rk-a x4 P + rk-b x1 D owned  python3 -m sglang.launch_server --model-path rktoy/Rk-1B-Instruct --disaggregation-mode prefill --tp-size 1 --port 30000
sglang decode x1 on rk-b   rk-a x4 P + rk-b x1 D owned  python3 -m sglang.launch_server --model-path rktoy/Rk-1B-Instruct --disaggregation-mode decode --tp-size 1 --port 30001
sglang router on rk-b      rk-a x4 P + rk-b x1 D owned  python3 -m sglang_router.launch_router --pd-disaggregation --prefill http://PREFILL:30000 --decode http://DECODE:30001 --port 8000

$ gpusel --catalog tests/fixtures/rank/rank-gpus.yaml rank --prices tests/fixtures/rank/rank-prices.yaml --prices tests/fixtures/rank/rank-hetero-prices.yaml --today 2026-12-01 --workload tests/fixtures/rank/rank-hetero.yaml --no-api --prefill-gpu rk-a --emit dynamo --format json | jq -c '.launch[]'
{"role":"dynamo frontend on rk-b","candidate":"rk-a x4 P + rk-b x1 D owned","command":"python3 -m dynamo.frontend --http-port 8000"}
{"role":"dynamo prefill x4 on rk-a","candidate":"rk-a x4 P + rk-b x1 D owned","command":"python3 -m dynamo.vllm --model rktoy/Rk-1B-Instruct --tensor-parallel-size 1 --is-prefill-worker"}
{"role":"dynamo decode x1 on rk-b","candidate":"rk-a x4 P + rk-b x1 D owned","command":"python3 -m dynamo.vllm --model rktoy/Rk-1B-Instruct --tensor-parallel-size 1"}
