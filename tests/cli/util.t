# gpusel util (docs/commands/util.md) on the logs in tests/fixtures/smi/.
# By hand, two-gpus.csv (two H100s, 1 s apart, 4 samples each):
# - GPU 0 at 0, 100, 100, 20 %: mean 55 %, sorted 0 20 100 100, p50 =
#   rank ceil(0.5 x 4) = 2 -> 20 %, p95 = rank 4 -> 100 %; idle (< 5 %) 1
#   of 4; power 100 500 500 100 W: (300 + 500 + 300) J = 1100 J =
#   3.0556e-4 kWh over 3 s = 0.000833 GPU-h; idle cost 1/4 x 3 s x
#   $3.60/h = $0.00075 (at the toy's $2.00 on-demand row: $0.000417);
# - GPU 1 at 50, 50, 3, 1 %: mean 26 %, p50 3 %, p95 50 %, idle 2 of 4;
#   power 300 300 [N/A] 100: only the first second has both ends, 300 J;
# - total: mean 40.5 %, p50 of all 8 (0 1 3 20 50 50 100 100) = 20 %, idle
#   3/8, GPU-hours 6 s, energy 1400 J;
# - below 60 % (--idle-below) GPU 0's 0 and 20 % are idle (2/4) and all of
#   GPU 1's (4/4), 6/8 in total; a 0.5 s --max-gap integrates none of the
#   1 s intervals (3 gaps per GPU, 0 GPU-hours).
# restart.csv: a second header (a new run, 5 minutes later) and a row back
# in time; only the 1 s of each run is integrated (2 s): the interval
# across the header never is one, the row back in time is a gap.
# noheader.csv (csv,noheader: the default column order), nounits.csv,
# crlf-truncated.csv (CRLF, empty lines, [N/A], [Not Supported], a last
# line cut short).  unknown-gpu.csv names 'ACME Tensor 9000': a warning,
# an error only when a price row or --apply-to needs the GPU.  Every bad-*
# file fails with file:line:column, status 3, nothing on stdout; so do
# rocm-smi --csv and DCGM exporter snapshots, named as such.
# --apply-to: the toy chat workload (tests/cli/cost.t: 365 + 36.5 busy
# GPU-h a month at $2) at unknown-gpu.csv's 50 %: 803 GPU-h paid, idle
# 401.5 x $2 = $803; total 730 + 73 + 803 + 73 + 100 = $1779 (peak
# provisioning: $3093).  The same from the workload file's measured
# util_frac (toy-chat-util.yaml) and from cost --measured-util.
# seed-bus-id.csv is the seed's own query (timestamp,name,pci.bus_id,...,
# no index): two H100s at 85 % and 5 %, two rows per timestamp, told apart
# by pci.bus_id (issue 19: they were merged into one GPU at 45 %);
# seed-no-id.csv drops pci.bus_id too: told apart by their order within
# each timestamp, and the note says so.
$ gpusel util tests/fixtures/smi/two-gpus.csv --price 3.60 --format csv --columns gpu,catalogue_id,samples,gpu_hours,util_mean_frac,util_p50_frac,util_p95_frac,idle_frac,energy_kwh,idle_usd,mem_peak_bytes
gpu,catalogue_id,samples,gpu_hours,util_mean_frac,util_p50_frac,util_p95_frac,idle_frac,energy_kwh,idle_usd,mem_peak_bytes
0,h100-sxm,4,0.0008333333333333334,0.55,0.2,1,0.25,0.00030555555555555555,0.00075,2147483648
1,h100-sxm,4,0.0008333333333333334,0.26,0.03,0.5,0.5,8.333333333333333e-05,0.0015,42949672960
total,h100-sxm,8,0.0016666666666666668,0.405,0.2,1,0.375,0.00038888888888888887,0.0022500000000000003,42949672960
$ gpusel util tests/fixtures/smi/two-gpus.csv --price 3.60
GPU    catalogue  samples  GPU-hours  util %  p50 %  p95 %  mem util %  mem peak GiB  idle %    kWh  idle $
0      h100-sxm         4       0.00    55.0   20.0  100.0        22.5           2.0    25.0  0.000    0.00
1      h100-sxm         4       0.00    26.0    3.0   50.0         5.0          40.0    50.0  0.000    0.00
total  h100-sxm         8       0.00    40.5   20.0  100.0        13.8          40.0    37.5  0.000    0.00

note: idle: utilization.gpu below 5%; intervals over 10 s are gaps, not integrated (docs/methodology.md)
note: idle cost at 3.6 USD per GPU-hour (--price)
note: 1 cell(s) without a value ([N/A], [Not Supported]) left out of the statistics
note: energy covers 4 of 6 GPU-seconds (power.draw missing for the rest)
note: 4 more columns in csv and json (--wide shows every column, --columns KEY,... picks)
$ gpusel util tests/fixtures/smi/two-gpus.csv --price 3.60 --format markdown --columns gpu,util_mean_frac,idle_frac
| GPU | util % | idle % |
|---|---:|---:|
| 0 | 55.0 | 25.0 |
| 1 | 26.0 | 50.0 |
| total | 40.5 | 37.5 |

> note: idle: utilization.gpu below 5%; intervals over 10 s are gaps, not integrated (docs/methodology.md)
>
> note: idle cost at 3.6 USD per GPU-hour (--price)
>
> note: 1 cell(s) without a value (\[N/A\], \[Not Supported\]) left out of the statistics
>
> note: energy covers 4 of 6 GPU-seconds (power.draw missing for the rest)
$ gpusel util tests/fixtures/smi/two-gpus.csv --format json | jq -c '{inputs: (.inputs | del(.catalog_files)), total: .rows[2], notes}'
{"inputs":{"log":"tests/fixtures/smi/two-gpus.csv","idle_below_frac":0.05,"max_gap_s":10,"usd_per_gpu_hour":null,"price_source":null,"pricing":null},"total":{"gpu":"total","name":"NVIDIA H100 80GB HBM3","catalogue_id":"h100-sxm","samples":8,"gpu_hours":0.0016666666666666668,"util_mean_frac":0.405,"util_p50_frac":0.2,"util_p95_frac":1,"mem_util_mean_frac":0.1375,"mem_peak_bytes":42949672960,"mem_total_bytes":85520809984,"idle_frac":0.375,"idle_gpu_hours":0.000625,"energy_kwh":0.00038888888888888887,"idle_usd":null,"gaps":0},"notes":["idle: utilization.gpu below 5%; intervals over 10 s are gaps, not integrated (docs/methodology.md)","no price: give --price, --instance or --gpu with --pricing for the idle cost","1 cell(s) without a value ([N/A], [Not Supported]) left out of the statistics","energy covers 4 of 6 GPU-seconds (power.draw missing for the rest)"]}
$ gpusel --catalog tests/fixtures/cli/toy.yaml util tests/fixtures/smi/two-gpus.csv --gpu toy --pricing on-demand --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --format csv --columns gpu,idle_frac,idle_usd
gpu,idle_frac,idle_usd
0,0.25,0.0004166666666666667
1,0.5,0.0008333333333333334
total,0.375,0.00125
$ gpusel util tests/fixtures/smi/two-gpus.csv --instance p5.48xlarge --today 2026-12-01 --format json | jq -c '.inputs | {usd_per_gpu_hour, price_source, pricing}'
{"usd_per_gpu_hour":6.88,"price_source":"AWS p5.48xlarge, on-demand, 2026-08-26","pricing":"on-demand"}
$ gpusel util tests/fixtures/smi/two-gpus.csv --gpu h100-sxm --pricing spot --provider AWS --today 2026-12-01 --format json | jq -c '.inputs | {usd_per_gpu_hour, price_source, pricing}'
{"usd_per_gpu_hour":1.7975,"price_source":"AWS p5.48xlarge, spot, undated, so stale","pricing":"spot"}
$ gpusel util tests/fixtures/smi/two-gpus.csv --idle-below 60% --max-gap 500ms --format csv --columns gpu,idle_frac,gpu_hours,gaps
gpu,idle_frac,gpu_hours,gaps
0,0.5,0,3
1,1,0,3
total,0.75,0,6
$ gpusel util tests/fixtures/smi/restart.csv --format csv --columns gpu,samples,gpu_hours,util_mean_frac,gaps
gpu,samples,gpu_hours,util_mean_frac,gaps
0,5,0.0005555555555555556,0.4,1
total,5,0.0005555555555555556,0.4,1
$ gpusel util tests/fixtures/smi/restart.csv --columns gpu,samples
GPU    samples
0            5
total        5

note: idle: utilization.gpu below 5%; intervals over 10 s are gaps, not integrated (docs/methodology.md)
note: no price: give --price, --instance or --gpu with --pricing for the idle cost
note: 2 runs of the logger (header lines: 2; timestamps going back: 1), not integrated across
note: 1 interval(s) not integrated (longer than 10 s, or not later than the one before)
$ gpusel util tests/fixtures/smi/noheader.csv --format csv --columns gpu,samples,gpu_hours,util_mean_frac,energy_kwh
gpu,samples,gpu_hours,util_mean_frac,energy_kwh
0,3,0.0011111111111111111,0.14,4.4444444444444447e-05
total,3,0.0011111111111111111,0.14,4.4444444444444447e-05
$ gpusel util tests/fixtures/smi/noheader.csv --fields timestamp,index,name,utilization.gpu,utilization.memory,memory.used,memory.total,power.draw --format csv --columns gpu,util_mean_frac
gpu,util_mean_frac
0,0.14
total,0.14
$ gpusel util tests/fixtures/smi/noheader.csv --fields timestamp,index,name,utilization.gpu --format csv
gpusel: tests/fixtures/smi/noheader.csv:1:46: error: expected 4 columns, got 8
[3]
$ gpusel util tests/fixtures/smi/nounits.csv --format csv --columns gpu,util_mean_frac,mem_peak_bytes,energy_kwh
gpu,util_mean_frac,mem_peak_bytes,energy_kwh
0,0.2,3145728000,2.2222222222222223e-05
total,0.2,3145728000,2.2222222222222223e-05
$ gpusel util tests/fixtures/smi/crlf-truncated.csv --columns gpu,samples,util_mean_frac
GPU    samples  util %
0            2    20.0
total        2    20.0

note: idle: utilization.gpu below 5%; intervals over 10 s are gaps, not integrated (docs/methodology.md)
note: no price: give --price, --instance or --gpu with --pricing for the idle cost
note: 2 empty line(s) skipped
note: line 6 skipped: the last line has no newline (cut while the log was written)
note: 2 cell(s) without a value ([N/A], [Not Supported]) left out of the statistics
note: energy covers 0 of 1 GPU-seconds (power.draw missing for the rest)
$ gpusel util tests/fixtures/smi/unknown-gpu.csv --price 1 --columns gpu,catalogue_id,idle_usd
GPU    catalogue  idle $
0      -            0.00
total  -            0.00

note: idle: utilization.gpu below 5%; intervals over 10 s are gaps, not integrated (docs/methodology.md)
note: idle cost at 1 USD per GPU-hour (--price)
note: warning: 1 GPU name(s) not in the catalogue, e.g. 'ACME Tensor 9000' (gpusel list gpus; --gpu names one)
$ gpusel util tests/fixtures/smi/unknown-gpu.csv --pricing on-demand
gpusel: error: a price from the table needs a catalogue GPU, and the log's 'ACME Tensor 9000' is not one; give --gpu
[3]
$ gpusel util tests/fixtures/smi/two-gpus.csv --gpu no-such-gpu --pricing on-demand
gpusel: error: unknown GPU 'no-such-gpu'; 'gpusel list gpus' shows the catalogue
[3]
$ gpusel util tests/fixtures/smi/two-gpus.csv --instance no-such.1x
gpusel: error: no on-demand price for instance 'no-such.1x' (gpusel list prices shows the rows)
[3]
$ gpusel util tests/fixtures/smi/bad-missing-columns.csv
gpusel: tests/fixtures/smi/bad-missing-columns.csv:3:49: error: expected 8 columns, got 5
[3]
$ gpusel util tests/fixtures/smi/bad-non-numeric.csv
gpusel: tests/fixtures/smi/bad-non-numeric.csv:3:40: error: not a number: 'busy'
[3]
$ gpusel util tests/fixtures/smi/bad-negative.csv
gpusel: tests/fixtures/smi/bad-negative.csv:3:72: error: negative value -30
[3]
$ gpusel util tests/fixtures/smi/bad-unit.csv
gpusel: tests/fixtures/smi/bad-unit.csv:3:78: error: unit '%' does not belong in this column (expected 'W' or none)
[3]
$ gpusel util tests/fixtures/smi/bad-timestamp.csv
gpusel: tests/fixtures/smi/bad-timestamp.csv:3:1: error: not a timestamp (YYYY/MM/DD HH:MM:SS.mmm): '11/30/2026 10:00:01'
[3]
$ gpusel util tests/fixtures/smi/bad-quoted.csv
gpusel: tests/fixtures/smi/bad-quoted.csv:3:29: error: quoted field: nvidia-smi does not quote, so this is not its output
[3]
$ gpusel util tests/fixtures/smi/bad-header.csv
gpusel: tests/fixtures/smi/bad-header.csv:1:1: error: the header has no 'utilization.gpu' column (log with nvidia-smi --query-gpu=timestamp,index,name,utilization.gpu,...)
[3]
$ gpusel util tests/fixtures/smi/bad-empty.csv
gpusel: tests/fixtures/smi/bad-empty.csv: error: no samples in the log
[3]
$ gpusel util tests/fixtures/smi/rocm-smi.csv
gpusel: tests/fixtures/smi/rocm-smi.csv:1:1: error: this is rocm-smi --csv output: one snapshot, no time per row; gpusel util reads time series such as nvidia-smi -l logs
[3]
$ gpusel util tests/fixtures/smi/dcgm.prom
gpusel: tests/fixtures/smi/dcgm.prom:1:1: error: this is Prometheus text (the DCGM exporter's): one scrape, no time per sample; log with nvidia-smi --query-gpu=timestamp,... --format=csv -l 1
[3]
$ gpusel util tests/fixtures/smi/two-gpus.csv --fields index,name
gpusel: error: --fields must name 'timestamp' and 'utilization.gpu'
[2]
$ gpusel util
gpusel: error: util needs a log: gpusel util LOG.csv (from nvidia-smi --query-gpu=... --format=csv -l 1)
[2]
$ gpusel util tests/fixtures/smi/two-gpus.csv tests/fixtures/smi/restart.csv
gpusel: error: unexpected argument 'tests/fixtures/smi/restart.csv': 'gpusel util' takes at most 1
[2]
$ gpusel util tests/fixtures/smi/two-gpus.csv --price 2 --instance p5.48xlarge
gpusel: error: --price gives the price; drop --instance and --pricing
[2]
$ gpusel util tests/fixtures/smi/two-gpus.csv --gpus 2
gpusel: error: --gpus goes with --apply-to
[2]
$ gpusel util tests/fixtures/smi/two-gpus.csv --idle-below 150%
gpusel: error: --idle-below must be between 0 and 1 (0% to 100%), got '150%'
[2]
$ gpusel util tests/fixtures/smi/no-such.csv
gpusel: error: cannot read 'tests/fixtures/smi/no-such.csv': No such file or directory
[4]
$ gpusel util tests/fixtures/smi/two-gpus.csv > /dev/full
gpusel: error: cannot write the report: No space left on device
[4]
$ gpusel --catalog tests/fixtures/cli/toy.yaml util tests/fixtures/smi/unknown-gpu.csv --gpu toy --apply-to tests/fixtures/workload/toy-chat.yaml --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --format json | jq -c '{measured: .inputs.measured_util_frac, gpu_count, utilisation_frac, paid_gpu_hours, busy_gpu_hours, idle_capacity_usd, usd_total, note: (.notes[] | select(startswith("paid at")))}'
{"measured":0.5,"gpu_count":2,"utilisation_frac":0.5,"paid_gpu_hours":803,"busy_gpu_hours":401.5,"idle_capacity_usd":803,"usd_total":1779,"note":"paid at the measured utilisation: busy / 0.5 GPU-hours, 2 unit(s) of 1 GPU(s), not provisioned for the peak"}
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --workload tests/fixtures/smi/toy-chat-util.yaml --gpu toy --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --format json | jq -c '{gpu_count, utilisation_frac, paid_gpu_hours, idle_capacity_usd, usd_total}'
{"gpu_count":2,"utilisation_frac":0.5,"paid_gpu_hours":803,"idle_capacity_usd":803,"usd_total":1779}
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --workload tests/fixtures/workload/toy-chat.yaml --gpu toy --measured-util 0.5 --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --format json | jq -c '{utilisation_frac, usd_total}'
{"utilisation_frac":0.5,"usd_total":1779}
$ gpusel --catalog tests/fixtures/cli/toy.yaml util tests/fixtures/smi/unknown-gpu.csv --apply-to tests/fixtures/workload/toy-chat.yaml --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01
gpusel: error: --apply-to needs a catalogue GPU, and the log's 'ACME Tensor 9000' is not one; give --gpu
[3]
$ gpusel --catalog tests/fixtures/cli/toy.yaml util tests/fixtures/smi/unknown-gpu.csv --gpu toy --price 2 --apply-to tests/fixtures/workload/toy-chat.yaml --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01
gpusel: error: --apply-to prices through the price table; give --pricing or --instance, not --price
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --kind training --model toy-1b --tokens 1B --gpu toy --measured-util 0.5 --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01
gpusel: error: a measured utilisation applies to serving (realtime, batch), not training
[2]
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --workload tests/fixtures/smi/util-frac-above-one.yaml --gpu toy --today 2026-12-01
gpusel: tests/fixtures/smi/util-frac-above-one.yaml:19:59: error: 'util_frac' must be at most 1, got 1.5
[3]
$ gpusel --catalog tests/fixtures/cli/toy.yaml cost --workload tests/fixtures/smi/toy-chat-util-split.yaml --gpu toy --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --format json | jq -c '{throughput_source, utilisation_frac, paid_gpu_hours}'
{"throughput_source":"measured (the workload file's 'measured')","utilisation_frac":0.5,"paid_gpu_hours":730}
$ gpusel util tests/fixtures/smi/seed-bus-id.csv --format csv --columns gpu,samples,util_mean_frac
gpu,samples,util_mean_frac
00000000:18:00.0,3,0.85
00000000:2A:00.0,3,0.05
total,6,0.45
$ gpusel util tests/fixtures/smi/seed-no-id.csv --columns gpu,samples,util_mean_frac
GPU    samples  util %
#1           3    85.0
#2           3     5.0
total        6    45.0

note: idle: utilization.gpu below 5%; intervals over 10 s are gaps, not integrated (docs/methodology.md)
note: no price: give --price, --instance or --gpu with --pricing for the idle cost
note: GPUs told apart by their order within each timestamp: the log has no index, uuid or pci.bus_id column (add index to --query-gpu)
note: energy covers 0 of 4 GPU-seconds (power.draw missing for the rest)
