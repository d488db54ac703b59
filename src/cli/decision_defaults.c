/*
 * The cost engine's sourced defaults as decision-record assumptions
 * (decision_defaults.h): the CLI joins the engine's numbers
 * (cost_defaults.h) to the report layer's record type (decision.h).
 */
#include <stddef.h>

#include "compat.h"
#include "cost_defaults.h"
#include "decision_defaults.h"
#include "banned.h"

/* ---- the sourced defaults --------------------------------------------- */

static const struct gs_decision_item cost_defaults[] = {
    { "PUE", NULL, GS_COST_DEFAULT_PUE, NULL,
      "Uptime Institute Global Data Center Survey 2024, industry average "
      "(docs/engines/cost.md)" },
    { "electricity", NULL, GS_COST_DEFAULT_USD_PER_KWH, "USD per kWh",
      "US EIA Electric Power Annual 2023, Virginia commercial average" },
    { "amortisation", NULL, GS_COST_DEFAULT_AMORTISATION_YEARS, "years",
      "Amazon 10-K 2024 (five years from 2025); Meta five, Microsoft and "
      "Alphabet six" },
    { "colocation", NULL, GS_COST_DEFAULT_HOSTING_USD_PER_KW_MONTH,
      "USD per kW-month",
      "CBRE North America Data Center Trends H2 2024, 250-500 kW" },
    { "server power per GPU", NULL, GS_COST_DEFAULT_SERVER_KW_PER_GPU, "kW",
      "NVIDIA DGX H100 datasheet: 10.2 kW for 8 GPUs" },
    { "server share per GPU", NULL, GS_COST_DEFAULT_SERVER_USD_PER_GPU,
      "USD", "SemiAnalysis DGX H100 bill of materials, via Epoch AI" },
    { "labour rate", NULL, GS_COST_DEFAULT_LABOR_USD_PER_HOUR,
      "USD per hour",
      "US BLS Occupational Outlook Handbook, software developers, median "
      "May 2023" },
    { "spot interruptions", NULL,
      GS_COST_DEFAULT_SPOT_INTERRUPTIONS_PER_HOUR, "per hour",
      "AWS Spot Instance Advisor, lowest band (<5% a month)" },
    { "acceptance rate", NULL, GS_COST_DEFAULT_ACCEPTANCE_RATE, NULL,
      "neutral default: only the team knows its own" },
    { "retry rate", NULL, GS_COST_DEFAULT_RETRY_RATE, NULL,
      "neutral default: only the team knows its own" },
};

size_t gs_decision_cost_defaults(struct gs_decision_item *out, size_t max)
{
    size_t n = GS_ARRAY_SIZE(cost_defaults);

    for (size_t i = 0; i < n && i < max; i++)
        out[i] = cost_defaults[i];
    return n;
}
