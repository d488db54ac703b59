/*
 * The command table, lookup, and help rendered from the tables.
 */
#include <string.h>

#include "command.h"
#include "banned.h"

/* Sorted by name; tests/unit/test_command.c checks order and uniqueness. */
const struct gs_command gs_commands[] = {
    { "compare", cmd_compare, gs_compare_options, GS_NEED_GPUS,
      "gpusel compare <gpu> <gpu>... [<options>]",
      "compare GPUs side by side, with ratios to the first",
      "Each row is one spec; each GPU after the first also gets a column "
      "with its ratio to the first GPU (x3.2 means 3.2 times the first)." },
    { "completion", cmd_completion, gs_completion_options, 0,
      "gpusel completion bash",
      "print a shell completion script generated from the command table",
      "Installed by 'cmake --install' as "
      "share/bash-completion/completions/gpusel." },
    { "cost", cmd_cost, gs_cost_options,
      GS_NEED_GPUS | GS_NEED_MODELS | GS_NEED_PRICES,
      "gpusel cost (--workload <file> | --kind <kind>) --gpu <gpu> "
      "[--gpus <n>] [<options>]",
      "cost per accepted output on one candidate: every term, the price "
      "row, break-even",
      "The cost engine's formulas (docs/engines/cost.md) for one GPU type, "
      "GPU count and pricing kind: every term in USD and as a share, the "
      "throughput it rests on (the perf engine at the latency targets, the "
      "train engine, or the workload's measured figures), the dated price "
      "row used (the newest per offer; --prices-as-of pins a day; stale "
      "after --stale-after days at --today) and the break-even "
      "utilisations between on-demand, reserved and owned GPUs, and with "
      "--api the monthly token volume above which self-hosting beats the "
      "API.  Flags override the workload file." },
    { "diff", cmd_diff, gs_diff_options, 0,
      "gpusel diff <base.json> <new.json> [<options>]",
      "compare two saved JSON reports: inputs, winner, cost, fit, prices",
      "Rows are matched by identity (their key columns, else the workload, "
      "GPU, GPU count, pricing and offer columns); the inputs that changed "
      "come first, then the winner (rank 1), the cost, fit and price "
      "columns that changed, and the rows added or removed.  "
      "--max-increase exits 1 when a row's USD per accepted output rises "
      "past the limit.  --format markdown suits a pull-request comment." },
    { "fit", cmd_fit, gs_fit_options, GS_NEED_GPUS | GS_NEED_MODELS,
      "gpusel fit [--model <model>] [--ctx <tokens>] [--gpu <gpu>] "
      "[<options>]",
      "check whether a model fits in GPU memory, on how many GPUs, and why",
      "Without --gpu, answers for every GPU in the catalogue: whether one "
      "GPU is enough, the fewest GPUs that fit (tensor parallelism inside "
      "the GPU's scale-up domain, pipeline parallelism beyond it), the "
      "headroom, the largest concurrency at --ctx and the largest context "
      "at --concurrency.  With --gpu, the full per-GPU breakdown.  Without "
      "--model, which catalogue models fit the --gpu, in the best precision "
      "that fits.  --model takes a catalogue name or Hugging Face id, a "
      "config.json file or its directory, or a size such as 70B (a generic "
      "Llama-like decoder).  Weights default to the checkpoint's shipped "
      "format (--precision auto).  Sizes: GB = 10^9 bytes, GiB = 2^30 "
      "bytes; token counts: 32k = 32768." },
    { "help", cmd_help, gs_help_options, 0, "gpusel help [<command>]",
      "show help for gpusel or a command", NULL },
    { "list", cmd_list, gs_list_options,
      GS_NEED_GPUS | GS_NEED_MODELS | GS_NEED_PRICES,
      "gpusel list gpus|models|prices|api-prices [<options>]",
      "list the GPU, model or price catalogue",
      "--vendor, --min-memory and --precision filter 'list gpus'.  Memory "
      "is the usable (allocatable) figure where known, else the marketed "
      "one.  'list prices' shows the newest price of each instance offer "
      "(--include-superseded: every dated row) with its USD per GPU-hour, "
      "date and staleness at --today; 'list api-prices' the model APIs' "
      "USD per million tokens.  Prices are the built-in table plus "
      "GPUSEL_PRICES and --prices files (docs/prices.md)." },
    { "normalize", cmd_normalize, gs_normalize_options,
      GS_NEED_GPUS | GS_NEED_MODELS | GS_NEED_PRICES,
      "gpusel normalize <bench.csv> [--workload <file>] [<options>]",
      "rank measured candidates by cost per accepted output, beside "
      "gpusel's prediction",
      "Reads a BENCH.csv of what a team measured per candidate "
      "(docs/bench-csv.md: GPU and count, price, model, token shape, "
      "concurrency, throughput, p50/p95/p99 latencies, error, retry and "
      "acceptance rates).  Each row is costed from its measured throughput "
      "by the cost engine, as 'gpusel cost' does (at full load, or over "
      "--workload's demand and costs), checked against the p99 latency "
      "targets, and set beside the perf engine's prediction at the "
      "measured layout and concurrency with the ratio measured / "
      "predicted.  Rows that meet the targets are ranked, cheapest first; "
      "--format markdown writes the decision record." },
    { "perf", cmd_perf, gs_perf_options, GS_NEED_GPUS | GS_NEED_MODELS,
      "gpusel perf --model <model> [--gpu <gpu>] [--gpus <n>] [<options>]",
      "estimate serving speed: TTFT, ITL, tokens/s, what bounds them",
      "A roofline per operation (linear layers, attention over the KV "
      "cache, experts, LM head, all-reduces, fixed per-step costs) under "
      "continuous batching, with low/high bounds from the documented "
      "spread of every efficiency.  Concurrency is bounded by the KV "
      "capacity the fit engine computes; without --concurrency the most "
      "that fit (and meet --ttft-p99/--itl-p99).  With --gpus and no --tp "
      "the best tp x dp split is chosen; without --gpu, every catalogue GPU "
      "at the fewest that fit.  Durations: 500ms, 0.05s." },
    { "rank", cmd_rank, gs_rank_options,
      GS_NEED_GPUS | GS_NEED_MODELS | GS_NEED_PRICES,
      "gpusel rank (--workload <file> | --kind <kind>) [<options>]",
      "rank every candidate for a workload by cost per accepted output, "
      "with reasons",
      "Every candidate: each priced GPU (or the workload's candidates) at "
      "the fewest GPUs that hold the workload and larger counts that meet "
      "its latency targets or deadline, in the best layout, under every "
      "pricing kind and offer (provider, instance, region; each offer's "
      "newest price, at --prices-as-of when given), MIG 1g slices where "
      "the catalogue has mig_max_instances, and for token workloads every "
      "model API that serves the model.  The workload's constraints reject "
      "(breaks_constraint), as do a model that does not fit, a missed "
      "latency target or deadline, a missing price and --budget; each "
      "rejection has a code and a reason.  The rest are ranked by USD per "
      "million accepted output tokens (realtime, batch), per accepted "
      "asset (media) or per completed run (training kinds), ties broken "
      "by fewer GPUs, pricing kind, provider, region, instance and GPU "
      "id.  The report says why the winner wins: its largest terms, its "
      "margin over the runner-up and its break-even points.  --fail-if "
      "and --budget exit 1 with a one-line reason." },
    { "show", cmd_show, gs_show_options, GS_NEED_GPUS | GS_NEED_MODELS,
      "gpusel show <gpu-or-model> [<options>]",
      "show every field of one GPU or model, with its sources", NULL },
    { "sweep", cmd_sweep, gs_sweep_options,
      GS_NEED_GPUS | GS_NEED_MODELS | GS_NEED_PRICES,
      "gpusel sweep (--workload <file> | --model <model>) [--gpu <gpu,...>] "
      "[<axes>] [<options>]",
      "every grid point (serving or training) as streaming CSV or JSON "
      "lines",
      "Every candidate (GPU type x --gpus count x --pricing kind x offer) "
      "x weight format (--precision fp8,bf16) x context (--ctx 4k,32k) x "
      "concurrency (--concurrency 1..256x2), one row each: the fit, the "
      "perf engine's TTFT, ITL and tokens/s with low/high bounds, the cost "
      "engine's USD per million tokens and per accepted output at that "
      "point, and whether the latency targets are met.  Rows that do not "
      "fit stay, with fits=false and the reason, unless --fits-only.  "
      "--format csv (the default, RFC 4180) or jsonl; numbers to 6 "
      "significant digits.  Axes: a list 1,8,64 or ranges 1..256x2 "
      "(doubling), 8..64+8 (adding).  Training kinds sweep --micro-batch "
      "instead of concurrency, with the train engine's step time, MFU and "
      "cost per run." },
    { "train", cmd_train, gs_train_options, GS_NEED_GPUS | GS_NEED_MODELS,
      "gpusel train --model <model> --gpu <gpu> --gpus <n> --tokens <count> "
      "[<options>]",
      "estimate training time, MFU, GPU-hours and goodput for a token budget",
      "Step time from the model's FLOPs (6 x matmul parameters x tokens plus "
      "causal attention and recomputation) on the GPU's dense peak times an "
      "achievable matmul fraction, plus elementwise traffic, tensor- and "
      "pipeline-parallel communication, the 1F1B bubble, the exposed "
      "data-parallel reduce, the optimiser step and any host offload.  "
      "Days and GPU-hours include checkpoints at the Young/Daly interval and "
      "failures at a published per-GPU rate.  With --days, says whether the "
      "schedule is possible at all (the dense peak at 100% MFU).  Every "
      "estimate has _low and _high companions.  Token counts: 15T = "
      "15 x 10^12." },
    { "util", cmd_util, gs_util_options,
      GS_NEED_GPUS | GS_NEED_MODELS | GS_NEED_PRICES,
      "gpusel util <log.csv> [--price <usd> | --instance <name> | --gpu "
      "<gpu> --pricing <kind>] [--apply-to <workload>] [<options>]",
      "utilisation, idle share, energy and idle cost from an nvidia-smi log",
      "Reads the CSV of nvidia-smi --query-gpu=timestamp,index,name,"
      "utilization.gpu,utilization.memory,memory.used,memory.total,"
      "power.draw --format=csv -l 1 (units or not, with or without the "
      "header, GPUs interleaved, logs of several runs concatenated).  Per "
      "GPU and in total: samples, GPU-hours, mean, p50 and p95 "
      "utilisation, mean memory utilisation, memory peak, the idle share "
      "(below --idle-below), energy (power integrated over intervals up to "
      "--max-gap) and the idle hours' cost at --price or a price row.  "
      "With --apply-to the measured utilisation goes into gpusel cost "
      "(--measured-util) for the workload, and cost's answer is printed." },
};

const size_t gs_n_commands = sizeof(gs_commands) / sizeof(gs_commands[0]);

const struct gs_command *gs_command_find(const char *name)
{
    size_t i;

    for (i = 0; i < gs_n_commands; i++)
        if (strcmp(gs_commands[i].name, name) == 0)
            return &gs_commands[i];
    return NULL;
}

/* Wrap text to 76 columns with a 2-space indent. */
static void print_wrapped(FILE *fp, const char *text)
{
    const char *p = text;
    size_t col = 0;

    fputs("  ", fp);
    while (*p) {
        const char *sp = strchr(p, ' ');
        size_t len = sp ? (size_t)(sp - p) : strlen(p);

        if (col > 0 && col + 1 + len > 74) {
            fputs("\n  ", fp);
            col = 0;
        } else if (col > 0) {
            fputc(' ', fp);
            col++;
        }
        fwrite(p, 1, len, fp);
        col += len;
        p += len;
        while (*p == ' ')
            p++;
    }
    fputc('\n', fp);
}

void gs_command_help(const struct gs_command *cmd, FILE *fp)
{
    struct gs_optset sets[3] = {
        { cmd->options, NULL },
        { gs_common_options, NULL },
        { gs_price_options, NULL },
    };

    fprintf(fp, "usage: %s\n\n", cmd->synopsis);
    print_wrapped(fp, cmd->summary);
    if (cmd->description) {
        fputc('\n', fp);
        print_wrapped(fp, cmd->description);
    }
    fputs("\noptions:\n", fp);
    gs_options_help(sets, (cmd->needs & GS_NEED_PRICES) ? 3 : 2, fp);
}

void gs_main_help(FILE *fp)
{
    size_t i;
    struct gs_optset sets[1] = { { gs_common_options, NULL } };

    fputs("usage: gpusel [--version] [--help] <command> [<options>]\n\n"
          "  Which GPU (type, count) holds and serves a workload, and why.\n\n"
          "commands:\n", fp);
    for (i = 0; i < gs_n_commands; i++)
        fprintf(fp, "    %-12s  %s\n", gs_commands[i].name,
                gs_commands[i].summary);
    fputs("\noptions accepted by every command:\n", fp);
    gs_options_help(sets, 1, fp);
    fputs("\nexit status: 0 answered (including \"does not fit\"), 1 a "
          "--check failed,\n2 usage error, 3 bad data or unknown name, 4 I/O "
          "error, 5 internal error.\n\n"
          "'gpusel help <command>' shows a command's options.\n", fp);
}
