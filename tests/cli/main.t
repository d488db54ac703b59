# Top-level behaviour: help, version, unknown commands, exit codes.
$ gpusel --version
gpusel 0.1.0
$ gpusel
usage: gpusel [--version] [--help] <command> [<options>]

  Which GPU (type, count) holds and serves a workload, and why.

commands:
    compare       compare GPUs side by side, with ratios to the first
    completion    print a shell completion script generated from the command table
    cost          cost per accepted output on one candidate: every term, the price row, break-even
    diff          compare two saved JSON reports: inputs, winner, cost, fit, prices
    fit           check whether a model fits in GPU memory, on how many GPUs, and why
    help          show help for gpusel, a command or the workload file
    list          list the GPU, model or price catalogue
    normalize     rank measured candidates by cost per accepted output, beside gpusel's prediction
    perf          estimate serving speed: TTFT, ITL, tokens/s, what bounds them
    rank          rank every candidate for a workload by cost per accepted output, with reasons
    show          show every field of one GPU or model, with its sources
    sweep         every grid point (serving or training) as streaming CSV or JSON lines
    train         estimate training time, MFU, GPU-hours and goodput for a token budget
    util          utilisation, idle share, energy and idle cost from an nvidia-smi log
    version       print gpusel's version (as gpusel --version)

options accepted by every command:
    --format table|csv|json|markdown  output format
    --output <file>                   write the report to <file> atomically instead of stdout
    --catalog <file>                  overlay a GPU/model catalogue file (repeatable)
    --no-env-catalog                  ignore the GPUSEL_CATALOG environment variable
    --csv-raw                         CSV: do not neutralise cells starting with = + - @
    --table <name>                    write only this table of the report (rows, ...)
    --columns <keys>                  show these columns of the main table, by key (a,b,c)
    --wide                            table: every column, not fitted to 120 characters
    -h, --help                        show this help

exit status: 0 answered (including "does not fit"), 1 a --check failed,
2 usage error, 3 bad data or unknown name, 4 I/O error, 5 internal error.

'gpusel help <command>' shows a command's options, 'gpusel help workload'
the workload file's keys, 'gpusel help --man' the manual page.
gpusel: error: no command given; try 'gpusel help'
[2]
$ gpusel frob
gpusel: error: 'frob' is not a gpusel command; try 'gpusel help'
[2]
$ gpusel help frob
gpusel: error: 'frob' is not a gpusel command; try 'gpusel help'
[2]
$ gpusel help list
usage: gpusel list gpus|models|prices|api-prices [<options>]

  list the GPU, model or price catalogue

  --vendor, --min-memory and --precision filter 'list gpus'. Memory is the
  usable (allocatable) figure where known, else the marketed one. 'list
  prices' shows the newest price of each instance offer
  (--include-superseded: every dated row) with its USD per GPU-hour, date
  and staleness at --today; 'list api-prices' the model APIs' USD per
  million tokens. Prices are the built-in table plus GPUSEL_PRICES and
  --prices files (docs/prices.md).

options:
    --vendor <name>                   only GPUs of this vendor (NVIDIA, AMD, Google, ...)
    --min-memory <size>               only GPUs with at least this usable memory (80GB, 80GiB)
    --precision fp64|fp32|tf32|fp16|bf16|fp8|fp6|fp4|int8|int4
                                      only GPUs with dense matrix support for this format
    --by <key>                        sort by this key: gpus by a spec (id, year, memory, bandwidth, a precision, tdp, price, scale-up), largest first; prices by usd_per_gpu_hour, usd_per_hour, gpu_count, price_as_of or provider; api-prices by usd_per_mtok_input, usd_per_mtok_output, price_as_of or provider
    --provider <name>                 only prices of this provider (case ignored)
    --gpu <gpu>                       only prices of this GPU (an id or alias)
    --pricing on-demand|spot|reserved-1y|reserved-3y|marketplace|owned
                                      only prices of this kind
    --region <name>                   only prices in this region (case ignored)
    --max-age <days>                  only prices at most this many days old at --today
    --include-superseded              prices: every row, history included, not only the newest per offer
    --api                             list prices: the model API prices (the same as 'list api-prices')
    --format table|csv|json|markdown  output format
    --output <file>                   write the report to <file> atomically instead of stdout
    --catalog <file>                  overlay a GPU/model catalogue file (repeatable)
    --no-env-catalog                  ignore the GPUSEL_CATALOG environment variable
    --csv-raw                         CSV: do not neutralise cells starting with = + - @
    --table <name>                    write only this table of the report (rows, ...)
    --columns <keys>                  show these columns of the main table, by key (a,b,c)
    --wide                            table: every column, not fitted to 120 characters
    --prices <file|dir>               add prices: a price YAML, a rate-sheet CSV, a SkyPilot vms.csv or <cloud>/vms.csv directory (repeatable)
    --no-env-prices                   ignore the GPUSEL_PRICES environment variable
    --today <date>                    judge staleness on this day (YYYY-MM-DD; default: the system date)
    --stale-after <days>              flag prices older than this many days as stale (default 180)
    --prices-as-of <date>             use each offer's newest price on or before this day; also the date of undated SkyPilot rows
    -h, --help                        show this help
$ gpusel list --help
usage: gpusel list gpus|models|prices|api-prices [<options>]

  list the GPU, model or price catalogue

  --vendor, --min-memory and --precision filter 'list gpus'. Memory is the
  usable (allocatable) figure where known, else the marketed one. 'list
  prices' shows the newest price of each instance offer
  (--include-superseded: every dated row) with its USD per GPU-hour, date
  and staleness at --today; 'list api-prices' the model APIs' USD per
  million tokens. Prices are the built-in table plus GPUSEL_PRICES and
  --prices files (docs/prices.md).

options:
    --vendor <name>                   only GPUs of this vendor (NVIDIA, AMD, Google, ...)
    --min-memory <size>               only GPUs with at least this usable memory (80GB, 80GiB)
    --precision fp64|fp32|tf32|fp16|bf16|fp8|fp6|fp4|int8|int4
                                      only GPUs with dense matrix support for this format
    --by <key>                        sort by this key: gpus by a spec (id, year, memory, bandwidth, a precision, tdp, price, scale-up), largest first; prices by usd_per_gpu_hour, usd_per_hour, gpu_count, price_as_of or provider; api-prices by usd_per_mtok_input, usd_per_mtok_output, price_as_of or provider
    --provider <name>                 only prices of this provider (case ignored)
    --gpu <gpu>                       only prices of this GPU (an id or alias)
    --pricing on-demand|spot|reserved-1y|reserved-3y|marketplace|owned
                                      only prices of this kind
    --region <name>                   only prices in this region (case ignored)
    --max-age <days>                  only prices at most this many days old at --today
    --include-superseded              prices: every row, history included, not only the newest per offer
    --api                             list prices: the model API prices (the same as 'list api-prices')
    --format table|csv|json|markdown  output format
    --output <file>                   write the report to <file> atomically instead of stdout
    --catalog <file>                  overlay a GPU/model catalogue file (repeatable)
    --no-env-catalog                  ignore the GPUSEL_CATALOG environment variable
    --csv-raw                         CSV: do not neutralise cells starting with = + - @
    --table <name>                    write only this table of the report (rows, ...)
    --columns <keys>                  show these columns of the main table, by key (a,b,c)
    --wide                            table: every column, not fitted to 120 characters
    --prices <file|dir>               add prices: a price YAML, a rate-sheet CSV, a SkyPilot vms.csv or <cloud>/vms.csv directory (repeatable)
    --no-env-prices                   ignore the GPUSEL_PRICES environment variable
    --today <date>                    judge staleness on this day (YYYY-MM-DD; default: the system date)
    --stale-after <days>              flag prices older than this many days as stale (default 180)
    --prices-as-of <date>             use each offer's newest price on or before this day; also the date of undated SkyPilot rows
    -h, --help                        show this help
$ gpusel completion tcsh
gpusel: error: no completion for 'tcsh'; gpusel completes bash, zsh and fish
[2]
$ gpusel completion
gpusel: error: completion needs a shell: bash, zsh or fish
[2]
$ gpusel version
gpusel 0.1.0
$ gpusel help workload | head -n 4
Workload files
==============

A workload file states a whole question in one portable YAML file: what runs
$ gpusel help workload | grep -c -e requests_per_s -e acceptance_rate
17
$ gpusel help --man | grep -c '^\.SS '
18
$ gpusel help --man workload | head -n 2
.\" gpusel-workload(5), generated from docs/workload.md by 'gpusel help --man workload'.
.TH GPUSEL-WORKLOAD 5 "" "gpusel 0.1.0" "File Formats"
$ gpusel version extra
gpusel: error: unexpected argument 'extra'
[2]
$ gpusel rank examples/workload-chat.yaml
gpusel: error: unexpected argument 'examples/workload-chat.yaml'; a workload file is given with --workload: gpusel rank --workload examples/workload-chat.yaml
[2]
$ gpusel cost examples/workload-chat.yaml --gpu h100
gpusel: error: unexpected argument 'examples/workload-chat.yaml'; a workload file is given with --workload: gpusel cost --workload examples/workload-chat.yaml
[2]
$ gpusel compare a100 h100 b200 h200 l40s l4 a10 t4 v100
gpusel: error: unexpected argument 'v100': 'gpusel compare' takes at most 8
[2]
$ gpusel show
gpusel: error: usage: gpusel show <gpu-or-model>
[2]
$ gpusel show h100 a100
gpusel: error: unexpected argument 'a100': 'gpusel show' takes at most 1
[2]
$ gpusel list gpus --bogus
gpusel: error: unknown option '--bogus'
[2]
$ gpusel -x
gpusel: error: unknown option '-x' (options are long, like --format)
[2]
$ gpusel show "$(printf 'x\033]0;owned\007')"
gpusel: error: unknown GPU or model 'x\x1b]0;owned\x07'; 'gpusel list gpus' and 'gpusel list models' show the catalogues
[3]
$ gpusel --catalog "$(printf 'gpus\033[2J.yaml')" list gpus
gpusel: error: cannot read 'gpus\x1b[2J.yaml': No such file or directory
[4]
$ d=$(mktemp -d) && gpusel list gpus --vendor Intel --format csv --columns id,vendor,year,memory_gb,usable_memory_gib,mem_bw_tb_per_s,bf16_dense_tflops,fp8_dense_tflops --output "$d/g.csv" && cat "$d/g.csv" && ls -A "$d" && rm -r "$d"
id,vendor,year,memory_gb,usable_memory_gib,mem_bw_tb_per_s,bf16_dense_tflops,fp8_dense_tflops
gaudi2,Intel,2022,96,96,2.46,432,865
gaudi3,Intel,2024,128,128,3.7,1677,1677
g.csv
$ d=$(mktemp -d) && echo keep > "$d/g.csv" && gpusel fit --model 70Q --output "$d/g.csv"; cat "$d/g.csv"; ls -A "$d"; rm -r "$d"
gpusel: error: unknown model '70Q': not in the catalogue ('gpusel list models'), not a config.json file, and not a size such as 70B or 1.5T
keep
g.csv
$ gpusel list gpus --output /nonexistent-dir/g.csv
gpusel: /nonexistent-dir/g.csv: error: cannot open for writing: No such file or directory
[4]
$ d=$(mktemp -d) && echo old > "$d/real.csv" && chmod 600 "$d/real.csv" && ln -s real.csv "$d/link.csv" && gpusel list gpus --vendor Intel --format csv --columns id,vendor,year,memory_gb,usable_memory_gib,mem_bw_tb_per_s,bf16_dense_tflops,fp8_dense_tflops --output "$d/link.csv" && stat -c '%A %N' "$d/link.csv" "$d/real.csv" | sed "s|$d/||g" && head -1 "$d/real.csv" | cut -c1-30 && rm -r "$d"
lrwxrwxrwx 'link.csv' -> 'real.csv'
-rw------- 'real.csv'
id,vendor,year,memory_gb,usabl
$ d=$(mktemp -d) && mkfifo "$d/pipe" && { cat "$d/pipe" > "$d/got" & } && gpusel list gpus --format csv --columns id,vendor,year,memory_gb,usable_memory_gib,mem_bw_tb_per_s,bf16_dense_tflops,fp8_dense_tflops --output "$d/pipe" && wait && test -p "$d/pipe" && echo "still a FIFO; the reader got $(wc -l < "$d/got") lines"; rm -r "$d"
still a FIFO; the reader got 54 lines
$ d=$(mktemp -d) && ln -s nowhere "$d/dangling" && gpusel list gpus --output "$d/dangling" 2>&1 | sed "s|$d/||"; rm -r "$d"
gpusel: dangling: error: cannot write: dangling symbolic link
$ d=$(mktemp -d) && echo old > "$d/log" && gpusel list gpus --vendor Intel --format csv --columns id --output /dev/stdout >> "$d/log" && cat "$d/log"; rm -r "$d"
old
id
gaudi2
gaudi3
$ gpusel list gpus --vendor Intel --format csv --columns id --output /dev/stdout | cat
id
gaudi2
gaudi3
$ d=$(mktemp -d) && cd "$d" && gpusel list gpus --vendor Intel --format csv --columns id --output - && ls -A; cd - >/dev/null; rm -r "$d"
id
gaudi2
gaudi3
$ d=$(mktemp -d) && awk 'BEGIN { printf "{"; for (i = 0; i < 200000; i++) printf "\"k%d\": %d, ", i, i; printf "\"k5\": 1}" }' > "$d/c.json" && gpusel fit --model "$d/c.json" --gpu h100 2>&1 | sed "s|$d/||"; rm -r "$d"
gpusel: c.json:1:3577788: error: duplicate key 'k5' (JSON readers disagree on which one wins)
