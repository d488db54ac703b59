# gpusel list prices / list api-prices (docs/commands/list.md,
# docs/prices.md).  Every command fixes --today, so staleness and ages do
# not depend on the day the suite runs.  In order:
# - the newest row of each offer: the seed's p5.48xlarge $98.32 is
#   superseded by $55.04 (2026-08-26, 97 days before --today, fresh); the
#   undated spot row is stale; --include-superseded shows the history;
# - filters (pricing, region with case ignored) sorted by USD per GPU-hour;
# - --max-age 120 keeps the 97-day-old rows; --stale-after 90 flags them,
#   100 does not;
# - tests/fixtures/prices/history.yaml (one offer dated 2025-03-01 $31.20,
#   2025-11-15 $24.00, 2026-10-01 $19.60): the newest wins; the pin
#   2026-01-01 finds $24.00 (381 days old: stale); the pin 2025-01-01
#   finds nothing;
# - a rate-sheet CSV, GPUSEL_PRICES (two files), --no-env-prices, and an
#   unreadable GPUSEL_PRICES (exit 4);
# - SkyPilot's catalogues (tests/fixtures/skypilot/<cloud>/vms.csv): rows
#   filed under their cloud, a note per file counting records read, used
#   and skipped and naming the unmapped accelerators; with --prices-as-of
#   they take that day, without it their file's modification day, and say
#   so (a copy touched to 2026-11-28);
# - model API prices in USD per million tokens (image rows sort last);
# - errors: bad price files name file:line:column (exit 3); unknown GPUs
#   (3); bad dates, sort keys and misplaced filters (2);
# - list gpus accepts the date options but loads and parses no price
#   file: an unreadable GPUSEL_PRICES does not matter to it.
$ gpusel list prices --today 2026-12-01 --provider aws --gpu h100
provider  instance     gpu       GPUs  $/hour  $/GPU-hour  pricing    region     as of       stale  superseded
AWS       p5.48xlarge  h100-sxm     8   55.04       6.880  on-demand  us-east-1  2026-08-26  no     no
AWS       p5.48xlarge  h100-sxm     8   14.38       1.798  spot       us-east-2  -           yes    no
AWS       p5.4xlarge   h100-sxm     1    6.88       6.880  on-demand  us-east-1  2026-08-26  no     no

note: 3 of 126 price rows: the newest row of each offer (--include-superseded: history); $/GPU-hour = $/hour / GPUs
note: 1 stale: older than 180 days on 2026-12-01, or undated
note: hidden to fit 120 columns: source; 8 more columns in csv and json (--wide shows every column, --columns KEY,... picks)
$ gpusel list prices --today 2026-12-01 --provider AWS --gpu h100-sxm --include-superseded --format csv --columns provider,instance,usd_per_hour,usd_per_gpu_hour,price_as_of,price_stale,superseded
provider,instance,usd_per_hour,usd_per_gpu_hour,price_as_of,price_stale,superseded
AWS,p5.48xlarge,55.04,6.88,2026-08-26,false,false
AWS,p5.48xlarge,98.32,12.29,,true,true
AWS,p5.48xlarge,14.38,1.7975,,true,false
AWS,p5.4xlarge,6.88,6.88,2026-08-26,false,false
$ gpusel list prices --today 2026-12-01 --pricing on-demand --region US-EAST-1 --by usd_per_gpu_hour --format csv --columns provider,instance,gpu,gpu_count,usd_per_hour,usd_per_gpu_hour,region
provider,instance,gpu,gpu_count,usd_per_hour,usd_per_gpu_hour,region
AWS,g4dn.xlarge,t4,1,0.526,0.526,us-east-1
AWS,inf2.xlarge,inf2,1,0.7582,0.7582,us-east-1
AWS,g6.xlarge,l4,1,0.8048,0.8048,us-east-1
AWS,g4dn.12xlarge,t4,4,3.912,0.978,us-east-1
AWS,g5.xlarge,a10g,1,1.006,1.006,us-east-1
AWS,inf2.48xlarge,inf2,12,12.98127,1.0817725,us-east-1
AWS,g6.12xlarge,l4,4,4.6016,1.1504,us-east-1
AWS,trn1.2xlarge,trn1,1,1.34375,1.34375,us-east-1
AWS,trn1.32xlarge,trn1,16,21.5,1.34375,us-east-1
AWS,g5.12xlarge,a10g,4,5.672,1.418,us-east-1
AWS,trn1n.32xlarge,trn1,16,24.78,1.54875,us-east-1
AWS,g6.48xlarge,l4,8,13.3504,1.6688,us-east-1
AWS,g6e.xlarge,l40s,1,1.861,1.861,us-east-1
AWS,g5.48xlarge,a10g,8,16.288,2.036,us-east-1
AWS,g6e.12xlarge,l40s,4,10.49264,2.62316,us-east-1
AWS,p4d.24xlarge,a100-40gb-sxm,8,21.957642,2.74470525,us-east-1
AWS,p3.16xlarge,v100-sxm2-16gb,8,24.48,3.06,us-east-1
AWS,p3.2xlarge,v100-sxm2-16gb,1,3.06,3.06,us-east-1
AWS,p3.8xlarge,v100-sxm2-16gb,4,12.24,3.06,us-east-1
AWS,p4de.24xlarge,a100-80gb-sxm,8,27.44705,3.43088125,us-east-1
AWS,g6e.48xlarge,l40s,8,30.13118,3.7663975,us-east-1
AWS,p3dn.24xlarge,v100-sxm2-32gb,8,31.212,3.9015,us-east-1
AWS,p5.48xlarge,h100-sxm,8,55.04,6.88,us-east-1
AWS,p5.4xlarge,h100-sxm,1,6.88,6.88,us-east-1
AWS,p5en.48xlarge,h200,8,63.296,7.912,us-east-1
AWS,p6-b200.48xlarge,b200,8,113.9328,14.2416,us-east-1
AWS,p6-b300.48xlarge,b300,8,142.416,17.802,us-east-1
$ gpusel list prices --today 2026-12-01 --provider aws --max-age 120 --stale-after 90 --format csv --columns instance,pricing,price_as_of,price_stale
instance,pricing,price_as_of,price_stale
p4d.24xlarge,on-demand,2026-08-26,true
p4d.24xlarge,reserved-1y,2026-08-26,true
p6-b200.48xlarge,on-demand,2026-08-26,true
p6-b300.48xlarge,on-demand,2026-08-26,true
p5.48xlarge,on-demand,2026-08-26,true
p5.4xlarge,on-demand,2026-08-26,true
p5en.48xlarge,on-demand,2026-08-26,true
inf2.48xlarge,on-demand,2026-08-26,true
inf2.48xlarge,reserved-1y,2026-08-26,true
inf2.xlarge,on-demand,2026-08-26,true
inf2.xlarge,reserved-1y,2026-08-26,true
$ gpusel list prices --today 2026-12-01 --provider aws --max-age 120 --stale-after 100 --format csv --columns instance,price_as_of,price_stale
instance,price_as_of,price_stale
p4d.24xlarge,2026-08-26,false
p4d.24xlarge,2026-08-26,false
p6-b200.48xlarge,2026-08-26,false
p6-b300.48xlarge,2026-08-26,false
p5.48xlarge,2026-08-26,false
p5.4xlarge,2026-08-26,false
p5en.48xlarge,2026-08-26,false
inf2.48xlarge,2026-08-26,false
inf2.48xlarge,2026-08-26,false
inf2.xlarge,2026-08-26,false
inf2.xlarge,2026-08-26,false
$ gpusel list prices --today 2026-12-01 --prices tests/fixtures/prices/history.yaml --provider acme-cloud
provider    instance     gpu       GPUs  $/hour  $/GPU-hour  pricing    region   as of       stale  superseded
acme-cloud  gpu-8x-h100  h100-sxm     8   19.60       2.450  on-demand  eu-west  2026-10-01  no     no

note: 1 of 129 price rows: the newest row of each offer (--include-superseded: history); $/GPU-hour = $/hour / GPUs
note: 0 stale: older than 180 days on 2026-12-01, or undated
note: tests/fixtures/prices/history.yaml: 3 records read, 3 used, 0 skipped (0 no accelerator, 0 unmapped, 0 fractional, 0 no price); 3 rows
note: hidden to fit 120 columns: source; 8 more columns in csv and json (--wide shows every column, --columns KEY,... picks)
$ gpusel list prices --today 2026-12-01 --prices tests/fixtures/prices/history.yaml --provider acme-cloud --prices-as-of 2026-01-01 --format csv --columns instance,usd_per_hour,price_as_of,price_stale
instance,usd_per_hour,price_as_of,price_stale
gpu-8x-h100,24,2025-11-15,true
$ gpusel list prices --today 2026-12-01 --prices tests/fixtures/prices/history.yaml --provider acme-cloud --prices-as-of 2025-01-01 --format csv
provider,instance,gpu,gpu_count,usd_per_hour,usd_per_gpu_hour,pricing,region,price_as_of,price_stale,superseded,source,price_age_days,zone,gpu_name,excludes_host,verified,price_as_of_note,origin,price_as_of_precision
$ gpusel list prices --today 2026-12-01 --prices tests/fixtures/prices/history.yaml --provider acme-cloud --include-superseded --format csv --columns usd_per_hour,price_as_of,superseded,source
usd_per_hour,price_as_of,superseded,source
19.6,2026-10-01,false,"acme price list, October 2026"
24,2025-11-15,true,"acme price list, November 2025"
31.2,2025-03-01,true,"acme price list, March 2025"
$ gpusel list prices --today 2026-12-01 --prices tests/fixtures/prices/team-rates.csv --provider acme-colo --format csv --columns provider,instance,gpu,usd_per_hour,usd_per_gpu_hour,pricing,price_as_of,price_stale
provider,instance,gpu,usd_per_hour,usd_per_gpu_hour,pricing,price_as_of,price_stale
acme-colo,own DGX,h100-sxm,9.75,1.21875,owned,2026-10-01,false
acme-colo,rack-7 (8x H100),h100-sxm,18.4,2.3,reserved-3y,2026-11-01,false
$ gpusel list prices --today 2026-12-01 --prices tests/fixtures/prices/team-rates.csv --provider acme-colo --format csv --columns instance,price_as_of,price_as_of_precision,price_age_days
instance,price_as_of,price_as_of_precision,price_age_days
own DGX,2026-10-01,month,61
rack-7 (8x H100),2026-11-01,day,30
$ gpusel list prices --today 2026-12-01 --provider AWS --gpu h100-sxm --pricing spot --format json --columns instance,price_as_of,price_as_of_precision | jq -c '.rows[]'
{"instance":"p5.48xlarge","price_as_of":null,"price_as_of_precision":"undated"}
$ gpusel list api-prices --today 2026-12-01 --provider deepinfra --format csv --columns model,price_as_of,price_as_of_precision | head -3
model,price_as_of,price_as_of_precision
black-forest-labs/FLUX-1-schnell,,undated
deepseek-ai/DeepSeek-R1,2025-09-10,day
$ GPUSEL_PRICES=tests/fixtures/prices/team-rates.csv:tests/fixtures/prices/history.yaml gpusel list prices --today 2026-12-01 --by provider --format csv --columns provider,instance | grep acme
acme-cloud,gpu-8x-h100
acme-colo,own DGX
acme-colo,rack-7 (8x H100)
$ GPUSEL_PRICES=tests/fixtures/prices/team-rates.csv gpusel list prices --today 2026-12-01 --provider acme-colo --no-env-prices --format csv --columns provider,instance
provider,instance
$ GPUSEL_PRICES=no/such/file.yaml gpusel list prices --today 2026-12-01
gpusel: error: cannot read 'no/such/file.yaml': No such file or directory (named by the GPUSEL_PRICES environment variable; fix or unset it, or pass --no-env-prices)
[4]
$ gpusel list prices --today 2026-12-01 --prices tests/fixtures/skypilot --prices-as-of 2026-11-20 --provider lambda --by usd_per_gpu_hour
provider  instance          gpu             GPUs  $/hour  $/GPU-hour  pricing    region            as of       stale
lambda    gpu_8x_v100       v100-sxm2-16gb     8    4.40       0.550  on-demand  europe-central-1  2026-11-20  no
Lambda    8x V100           v100-sxm2-16gb     8    6.32       0.790  on-demand  -                 2026-09-20  no
lambda    gpu_1x_a6000      rtx-a6000          1    0.80       0.800  on-demand  europe-central-1  2026-11-20  no
Lambda    1x A10            a10                1    1.29       1.290  on-demand  -                 2026-09-20  no
lambda    gpu_1x_a100_sxm4  a100-40gb-sxm      1    1.29       1.290  on-demand  us-east-1         2026-11-20  no
lambda    gpu_1x_gh200      gh200              1    1.49       1.490  on-demand  us-east-1         2026-11-20  no
Lambda    8x A100 40GB      a100-40gb-sxm      8   15.92       1.990  on-demand  -                 2026-09-20  no
Lambda    1x GH200          gh200              1    2.29       2.290  on-demand  -                 2026-09-20  no
lambda    gpu_1x_h100_pcie  h100-pcie          1    2.49       2.490  on-demand  us-east-1         2026-11-20  no
Lambda    8x A100 80GB SXM  a100-80gb-sxm      8   22.32       2.790  on-demand  -                 2026-09-20  no
lambda    gpu_8x_h100_sxm5  h100-sxm           8   23.92       2.990  on-demand  us-east-1         2026-11-20  no
Lambda    1x H100 PCIe      h100-pcie          1    3.29       3.290  on-demand  -                 2026-09-20  no
Lambda    8x H100 SXM       h100-sxm           8   31.92       3.990  on-demand  -                 2026-09-20  no
Lambda    1x H100 SXM       h100-sxm           1    4.29       4.290  on-demand  -                 2026-09-20  no
Lambda    8x B200           b200               8   53.52       6.690  on-demand  -                 2026-09-20  no
Lambda    1x B200           b200               1    6.99       6.990  on-demand  -                 2026-09-20  no

note: 16 of 184 price rows: the newest row of each offer (--include-superseded: history); $/GPU-hour = $/hour / GPUs
note: prices as of 2026-11-20: rows dated after it are not used
note: 0 stale: older than 180 days on 2026-12-01, or undated
note: SkyPilot files carry no date: their rows are dated by --prices-as-of (price_as_of_note)
note: tests/fixtures/skypilot/aws/vms.csv (aws): 13 records read, 9 used, 4 skipped (1 no accelerator, 0 unmapped, 0 fractional, 3 no price); 15 rows
note: tests/fixtures/skypilot/azure/vms.csv (azure): 8 records read, 5 used, 3 skipped (0 no accelerator, 3 unmapped, 0 fractional, 0 no price); 10 rows; unmapped: V100 x1, K80 x1, Radeon MI25 x1
note: tests/fixtures/skypilot/gcp/vms.csv (gcp): 12 records read, 8 used, 4 skipped (0 no accelerator, 2 unmapped, 0 fractional, 2 no price); 13 rows; unmapped: P4 x1, tpu-v2-8 x1
note: tests/fixtures/skypilot/lambda/vms.csv (lambda): 9 records read, 6 used, 3 skipped (1 no accelerator, 2 unmapped, 0 fractional, 0 no price); 6 rows; unmapped: A100 x1, RTX6000 x1
note: tests/fixtures/skypilot/runpod/vms.csv (runpod): 10 records read, 8 used, 2 skipped (1 no accelerator, 1 unmapped, 0 fractional, 0 no price); 9 rows; unmapped: RTXA4000 x1
note: tests/fixtures/skypilot/vast/vms.csv (vast): 7 records read, 5 used, 2 skipped (0 no accelerator, 2 unmapped, 0 fractional, 0 no price); 5 rows; unmapped: V100 x1, RTX3060 x1
note: hidden to fit 120 columns: superseded, source; 8 more columns in csv and json (--wide shows every column, --columns KEY,... picks)
$ gpusel list prices --today 2026-12-01 --prices tests/fixtures/skypilot --prices-as-of 2026-11-20 --provider gcp --gpu a100-40gb --format csv --columns provider,instance,gpu,gpu_count,usd_per_hour,usd_per_gpu_hour,pricing,region,price_as_of,price_as_of_note
provider,instance,gpu,gpu_count,usd_per_hour,usd_per_gpu_hour,pricing,region,price_as_of,price_as_of_note
gcp,A100 x1 (accelerators only),a100-40gb-sxm,1,2.93391,2.93391,on-demand,us-central1,2026-11-20,undated source: dated by --prices-as-of
gcp,A100 x1 (accelerators only),a100-40gb-sxm,1,1.1472,1.1472,spot,us-central1,2026-11-20,undated source: dated by --prices-as-of
gcp,A100 x16 (accelerators only),a100-40gb-sxm,16,46.94253,2.933908125,on-demand,us-central1,2026-11-20,undated source: dated by --prices-as-of
gcp,A100 x16 (accelerators only),a100-40gb-sxm,16,18.3552,1.1472,spot,us-central1,2026-11-20,undated source: dated by --prices-as-of
$ d=$(mktemp -d) && cp -r tests/fixtures/skypilot/vast "$d/" && touch -d '2026-11-28 12:00:00Z' "$d/vast/vms.csv" && gpusel list prices --today 2026-12-01 --prices "$d" --provider vast --format csv --columns instance,gpu,usd_per_hour,pricing,price_as_of,price_as_of_note | head -3; rm -rf "$d"
instance,gpu,usd_per_hour,pricing,price_as_of,price_as_of_note
1x-A100_SXM4-32-65536,a100-40gb-sxm,1.2,marketplace,2026-11-28,undated source: the file's modification day
2x-H100_NVL-32-65536,h100-nvl,4.53,marketplace,2026-11-28,undated source: the file's modification day
$ gpusel list api-prices --today 2026-12-01 --provider deepinfra --by usd_per_mtok_output --format csv --columns provider,model,usd_per_mtok_input,usd_per_mtok_output,price_as_of,price_stale | head -6
provider,model,usd_per_mtok_input,usd_per_mtok_output,price_as_of,price_stale
DeepInfra,meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo,0.02,0.03,2025-10-04,true
DeepInfra,meta-llama/Meta-Llama-3.1-8B-Instruct,0.03,0.05,2025-08-22,true
DeepInfra,openai/gpt-oss-20b,0.04,0.15,2025-10-04,true
DeepInfra,meta-llama/Meta-Llama-3.1-70B-Instruct-Turbo,0.1,0.28,2025-08-22,true
DeepInfra,meta-llama/Llama-3.3-70B-Instruct-Turbo,0.13,0.39,2025-10-04,true
$ gpusel list prices --api --today 2026-12-01 --provider deepinfra --format json --columns provider,model,usd_per_mtok_input,usd_per_mtok_output,price_as_of,source | head -30
{
  "schema_version": 2,
  "gpusel_version": "0.1.0",
  "command": "list api-prices",
  "inputs": {
    "today": "2026-12-01",
    "stale_after_days": 180,
    "prices_as_of": null,
    "provider": "deepinfra",
    "max_age_days": null,
    "by": null,
    "include_superseded": false,
    "catalog_files": [
      {"name": "<built-in>/gpus.yaml", "bytes": 122221, "fnv1a64": "68c7438a6de11b4e"},
      {"name": "<built-in>/models.yaml", "bytes": 37883, "fnv1a64": "24dfb57da9e1d391"}
    ]
  },
  "columns": {
    "rows": {
      "provider": {"label": "provider", "kind": "key", "unit": null},
      "model": {"label": "model", "kind": "key", "unit": null},
      "usd_per_mtok_input": {"label": "$/Mtok in", "kind": "number", "unit": "USD/Mtok"},
      "usd_per_mtok_output": {"label": "$/Mtok out", "kind": "number", "unit": "USD/Mtok"},
      "price_as_of": {"label": "as of", "kind": "text", "unit": null},
      "source": {"label": "source", "kind": "text", "unit": null}
    }
  },
  "rows": [
    {"provider": "DeepInfra", "model": "black-forest-labs/FLUX-1-schnell", "usd_per_mtok_input": null, "usd_per_mtok_output": null, "price_as_of": null, "source": "neuralrouter.ai/models/black-forest-labs/flux-1-schnell (router listing of DeepInfra price, undated)"},
    {"provider": "DeepInfra", "model": "deepseek-ai/DeepSeek-R1", "usd_per_mtok_input": 0.7, "usd_per_mtok_output": 2.4, "price_as_of": "2025-09-10", "source": "BerriAI/litellm model_prices_and_context_window.json key 'deepinfra/deepseek-ai/DeepSeek-R1' via RoCry/llm-api-price@8442b939 (2026-07-24); read directly in BerriAI/litellm@00035b69; same in token-tariff@77b87226 (2026-08-01)"},
$ gpusel list prices --today 2026-12-01 --prices tests/fixtures/prices-bad/negative-price.yaml
gpusel: tests/fixtures/prices-bad/negative-price.yaml:7:28: error: 'usd_per_instance_hour' must be positive, got -3
[3]
$ gpusel list prices --today 2026-12-01 --prices tests/fixtures/prices-bad/unknown-key.yaml
gpusel: tests/fixtures/prices-bad/unknown-key.yaml:7:5: error: unknown key 'usd_per_instnace_hour' in price entry; did you mean 'usd_per_instance_hour'?
[3]
$ gpusel list prices --today 2026-12-01 --prices tests/fixtures/prices-bad/sky-missing-column.csv
gpusel: tests/fixtures/prices-bad/sky-missing-column.csv:1: error: unknown column 'InstanceType'; did you mean 'instance'?
[3]
$ gpusel list prices --today 2026-12-01 --prices tests/fixtures/prices-bad/rates-unknown-column.csv
gpusel: tests/fixtures/prices-bad/rates-unknown-column.csv:1: error: unknown column 'usd_per_instance_hr'; did you mean 'usd_per_instance_hour'?
[3]
$ gpusel list prices --today 2026-12-01 --prices no/such/dir
gpusel: error: cannot read 'no/such/dir': No such file or directory
[4]
$ gpusel list prices --today 2026-12-01 --gpu h100-sxmm
gpusel: error: unknown GPU 'h100-sxmm'; did you mean 'h100-sxm'?
[3]
$ gpusel list prices --today 2026-13-01
gpusel: error: --today '2026-13-01': not a date (YYYY-MM-DD, years 1970 to 2999)
[2]
$ gpusel list prices --prices-as-of 2026-02
gpusel: error: --prices-as-of '2026-02': not a date (YYYY-MM-DD, years 1970 to 2999)
[2]
$ gpusel list prices --today 1900-01-01
gpusel: error: --today '1900-01-01': not a date (YYYY-MM-DD, years 1970 to 2999)
[2]
$ gpusel list prices --today 2026-12-01 --by memory
gpusel: error: --by for 'list prices' must be one of usd_per_gpu_hour, usd_per_hour, gpu_count, price_as_of, provider, got 'memory'
[2]
$ gpusel list api-prices --today 2026-12-01 --pricing spot
gpusel: error: --gpu, --pricing and --region apply to 'list prices' only
[2]
$ gpusel list gpus --provider aws
gpusel: error: --provider, --gpu, --pricing, --region, --max-age, --include-superseded and --api apply to 'list prices' and 'list api-prices' only
[2]
$ gpusel list prices --vendor NVIDIA
gpusel: error: --vendor, --min-memory and --precision apply to 'list gpus' only
[2]
$ GPUSEL_PRICES=no/such/file.yaml gpusel list gpus --today 2026-12-01 --format csv --columns id | head -2
id
p100-sxm2
