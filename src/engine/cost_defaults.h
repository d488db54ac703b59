#ifndef GPUSEL_COST_DEFAULTS_H
#define GPUSEL_COST_DEFAULTS_H

/*
 * Sourced defaults for the cost engine's inputs, for the CLI and the
 * workload loader (the engine holds none).  Each is a published figure
 * with its source and date; docs/engines/cost.md repeats the citations
 * and says where a team should use its own number instead.  Values a
 * team alone knows (acceptance and retry rates, labour hours, storage
 * bills) default to the neutral value that adds nothing, never to a
 * guess.
 */

/* --- Power usage effectiveness: the industry average of the Uptime
 * Institute Global Data Center Survey 2024 (1.56; 1.58 in 2023, flat at
 * 1.55-1.59 since 2020 per Uptime Intelligence, "Large data centers are
 * mostly more efficient, analysis confirms", Nov 2023).  New hyperscale
 * halls reach ~1.1-1.3: set the facility's own. */
#define GS_COST_DEFAULT_PUE 1.56

/* --- Electricity, USD per kWh: US EIA Electric Power Annual 2023
 * (released 2024-10-17), average revenue per kWh, Virginia commercial
 * sector 8.95 cents (industrial 8.92).  Virginia because Northern
 * Virginia is the largest data-centre market (CBRE North America Data
 * Center Trends H2 2024); the US commercial average is higher (~12-13
 * cents) and California's 23.91. */
#define GS_COST_DEFAULT_USD_PER_KWH 0.0895

/* --- Amortisation, years: five.  Amazon's 10-K for 2024 shortened a
 * subset of servers from six to five years from 2025-01-01, citing the
 * pace of AI hardware; Meta used five years from Q4 2022; Microsoft and
 * Alphabet six.  Three years is the conservative end (the pre-2020
 * schedule), six the hyperscalers' accounting life. */
#define GS_COST_DEFAULT_AMORTISATION_YEARS 5.0

/* --- Hosting: colocation asking rate, USD per kW of IT load per month:
 * CBRE North America Data Center Trends H2 2024 (2025-02-26), average
 * for a 250-500 kW requirement across primary markets, $184.06 (up
 * 12.6% year on year; $163.44 in H2 2023).  Power itself is billed
 * separately (GS_COST_DEFAULT_USD_PER_KWH x PUE). */
#define GS_COST_DEFAULT_HOSTING_USD_PER_KW_MONTH 184.06

/* Server power per GPU, kW, that the hosting rate applies to: NVIDIA
 * DGX H100 datasheet, 10.2 kW maximum system power for 8 GPUs. */
#define GS_COST_DEFAULT_SERVER_KW_PER_GPU (10.2 / 8.0)

/* Hosting per GPU-month = USD per kW-month x server kW per GPU
 * (default 184.06 x 1.275 = 234.68). */
static inline double gs_cost_hosting_usd_per_gpu_month(
    double usd_per_kw_month, double server_kw_per_gpu)
{
    return usd_per_kw_month * server_kw_per_gpu;
}

/* --- Server share per GPU, USD: the non-GPU parts of a DGX H100 (CPUs,
 * memory, storage, NICs, chassis, power supplies) at $32,010 per 8-GPU
 * server, SemiAnalysis's DGX H100 bill of materials as used by Epoch AI
 * (epoch-research/training-cost-trends).  A bill of materials is a lower
 * bound on what a buyer pays. */
#define GS_COST_DEFAULT_SERVER_USD_PER_GPU (32010.0 / 8.0)

/* --- Platform labour, USD per hour: US Bureau of Labor Statistics,
 * Occupational Outlook Handbook, software developers, median pay May
 * 2023, $132,270 per year = $63.59 per hour (wages only, no benefits or
 * overhead). */
#define GS_COST_DEFAULT_LABOR_USD_PER_HOUR 63.59

/* --- Spot interruptions per instance-hour: AWS Spot Instance Advisor's
 * lowest "frequency of interruption" band is "<5%" of instances
 * interrupted per month; 0.05 / 730 h is that band's upper edge. */
#define GS_COST_DEFAULT_SPOT_INTERRUPTIONS_PER_HOUR (0.05 / 730.0)

/* --- Start-up of a batch job's replica, hours: paid from the moment the
 * instance is held until it serves (provision, pull the image, load the
 * weights, capture graphs).  11 minutes, the same interval the train
 * engine takes for a restart (GS_TR_RESTART_S, train_defaults.h: the
 * median automatic retry interval, detect to resumed, on a 504-GPU B200
 * production cluster, SKT / Upstage / Lablup 2025); a warm pool is
 * faster, a first pull of a 140 GB checkpoint slower. */
#define GS_COST_DEFAULT_JOB_STARTUP_HOURS (660.0 / 3600.0)

/* --- Neutral defaults: no source can give a team's own rates. */
#define GS_COST_DEFAULT_ACCEPTANCE_RATE 1.0
#define GS_COST_DEFAULT_RETRY_RATE 0.0

#endif /* GPUSEL_COST_DEFAULTS_H */
