/*
 * SkyPilot price catalogues (skypilot-catalog `catalogs/v7/<cloud>/
 * vms.csv`): the columns are found by header name, AcceleratorName is
 * translated from SkyPilot's vocabulary (per cloud, where the name alone
 * is ambiguous) and resolved through the catalogue's ids and aliases,
 * GCP's split rows are priced as GCP bills them, and every record that
 * gives no price is counted with its reason.  Names that do not map are
 * counted, never guessed.  Rules and their reasons: docs/prices.md.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "price_load.h"
#include "suggest.h"
#include "units.h"
#include "ascii.h"
#include "banned.h"

/*
 * SkyPilot name -> catalogue name.  First match wins: cloud (NULL: any),
 * AcceleratorName (exact), a substring of InstanceType (NULL: any).  A
 * NULL target marks a name that is ambiguous there (memory or form factor
 * not stated) or names a product the catalogue lacks under a colliding
 * alias: counted as unmapped.  A name no rule lists is looked up in the
 * catalogue as written ("L4", "H200", "Inferentia2").
 */
struct sky_rule {
    const char *cloud, *accel, *instance, *target;
};

static const struct sky_rule sky_rules[] = {
    /* AWS: p4d A100 40GB SXM4, p4de 80GB, p5 H100 SXM, p3 V100 16GB,
     * p3dn V100 32GB */
    { "aws", "A100", NULL, "a100-40gb-sxm" },
    { "aws", "A100-80GB", NULL, "a100-80gb-sxm" },
    { "aws", "H100", NULL, "h100-sxm" },
    { "aws", "V100", NULL, "v100-sxm2-16gb" },
    { "aws", "V100-32GB", NULL, "v100-sxm2-32gb" },
    /* GCP: a2-highgpu (40GB), a2-ultragpu (80GB), a3 H100 SXM, n1 V100
     * SXM2 16GB, n1 P100 PCIe 16GB */
    { "gcp", "A100", NULL, "a100-40gb-sxm" },
    { "gcp", "A100-80GB", NULL, "a100-80gb-sxm" },
    { "gcp", "H100", NULL, "h100-sxm" },
    { "gcp", "H100-MEGA", NULL, "h100-sxm" },
    { "gcp", "V100", NULL, "v100-sxm2-16gb" },
    { "gcp", "P100", NULL, "p100-pcie" },
    /* Azure: ND96asr_v4 A100 40GB SXM, ND96amsr A100 80GB SXM, NC A100 v4
     * 80GB PCIe, ND H100 v5 SXM, NC H100 v5 = H100 NVL, NCv3 = V100 PCIe
     * 16GB (not in the catalogue), ND40rs_v2 V100 32GB SXM2 */
    { "azure", "A100", NULL, "a100-40gb-sxm" },
    { "azure", "A100-80GB", "ND96amsr", "a100-80gb-sxm" },
    { "azure", "A100-80GB", "ads_A100", "a100-80gb-pcie" },
    { "azure", "A100-80GB", NULL, NULL },
    { "azure", "H100", "ND96isr", "h100-sxm" },
    { "azure", "H100", "_H100_v5", "h100-nvl" },
    { "azure", "H100", NULL, NULL },
    { "azure", "V100", NULL, NULL },
    { "azure", "V100-32GB", NULL, "v100-sxm2-32gb" },
    /* Lambda: A100 40GB, SXM4 only where the type says so; RTX6000 is the
     * Turing Quadro RTX 6000, not the RTX 6000 Ada */
    { "lambda", "A100", "_sxm4", "a100-40gb-sxm" },
    { "lambda", "A100", NULL, NULL },
    { "lambda", "A100-80GB", "_sxm4", "a100-80gb-sxm" },
    { "lambda", "A100-80GB", NULL, NULL },
    { "lambda", "H100", "_pcie", "h100-pcie" },
    { "lambda", "H100", "_sxm5", "h100-sxm" },
    { "lambda", "H100", NULL, NULL },
    { "lambda", "V100", NULL, "v100-sxm2-16gb" },
    /* RunPod: "A100-80GB" and "H100" are the PCIe cards; SXM and NVL are
     * named */
    { "runpod", "A100-80GB", NULL, "a100-80gb-pcie" },
    { "runpod", "A100-80GB-SXM", NULL, "a100-80gb-sxm" },
    { "runpod", "H100", NULL, "h100-pcie" },
    { "runpod", "H100-SXM", NULL, "h100-sxm" },
    { "runpod", "H100-NVL", NULL, "h100-nvl" },
    /* Vast: the type names the form factor; V100 16GB of either kind */
    { "vast", "A100", "A100_SXM4", "a100-40gb-sxm" },
    { "vast", "A100", NULL, NULL },
    { "vast", "H100", "H100_NVL", "h100-nvl" },
    { "vast", "H100", "H100_SXM", "h100-sxm" },
    { "vast", "H100", NULL, NULL },
    { "vast", "V100", NULL, NULL },
    /* any cloud: SkyPilot spellings of unambiguous cards */
    { NULL, "RTX3090", NULL, "rtx-3090" },
    { NULL, "RTX4090", NULL, "rtx-4090" },
    { NULL, "RTX5090", NULL, "rtx-5090" },
    { NULL, "RTX6000-Ada", NULL, "rtx-6000-ada" },
    { NULL, "RTXA6000", NULL, "rtx-a6000" },
    { NULL, "A6000", NULL, "rtx-a6000" },
    { NULL, "H200-SXM", NULL, "h200" },
    /* any other cloud: names whose memory or form factor SkyPilot's
     * vocabulary leaves open, and the Turing RTX 6000 */
    { NULL, "A100", NULL, NULL },
    { NULL, "A100-80GB", NULL, NULL },
    { NULL, "H100", NULL, NULL },
    { NULL, "V100", NULL, NULL },
    { NULL, "V100-32GB", NULL, NULL },
    { NULL, "P100", NULL, NULL },
    { NULL, "RTX6000", NULL, NULL },
};

/*
 * GCP TPU slices: "tpu-v5p-128" is one row (AcceleratorCount 1) priced
 * per slice; the number counts TensorCores for v4 and v5p (two per
 * chip) and chips for v5e ("v5litepod") and v6e.
 */
struct tpu_family {
    const char *prefix, *target;
    int64_t per_chip;
};

static const struct tpu_family tpu_families[] = {
    { "tpu-v4-", "tpu-v4", 2 },
    { "tpu-v5p-", "tpu-v5p", 2 },
    { "tpu-v5litepod-", "tpu-v5e", 1 },
    { "tpu-v6e-", "tpu-v6e", 1 },
};

/*
 * GCP machine types whose accelerators are fixed (a2, a3, a4, g2): the
 * host VM row to add to an accelerator row of that name and count.  For
 * L4 the smallest g2 type with that many GPUs.  Accelerators attached to
 * an n1 VM of the user's choosing (T4, V100, P100, P4) have no entry and
 * stay accelerator-only rows.
 */
struct gcp_host {
    const char *accel;
    int64_t n_gpus;
    const char *host;
};

static const struct gcp_host gcp_hosts[] = {
    { "A100", 1, "a2-highgpu-1g" },   { "A100", 2, "a2-highgpu-2g" },
    { "A100", 4, "a2-highgpu-4g" },   { "A100", 8, "a2-highgpu-8g" },
    { "A100", 16, "a2-megagpu-16g" },
    { "A100-80GB", 1, "a2-ultragpu-1g" }, { "A100-80GB", 2, "a2-ultragpu-2g" },
    { "A100-80GB", 4, "a2-ultragpu-4g" }, { "A100-80GB", 8, "a2-ultragpu-8g" },
    { "H100", 1, "a3-highgpu-1g" },   { "H100", 2, "a3-highgpu-2g" },
    { "H100", 4, "a3-highgpu-4g" },   { "H100", 8, "a3-highgpu-8g" },
    { "H100-MEGA", 8, "a3-megagpu-8g" },
    { "H200", 8, "a3-ultragpu-8g" },
    { "B200", 8, "a4-highgpu-8g" },
    { "L4", 1, "g2-standard-4" },     { "L4", 2, "g2-standard-24" },
    { "L4", 4, "g2-standard-48" },    { "L4", 8, "g2-standard-96" },
};

/*
 * Known errors in the source, corrected and counted: Azure's
 * Standard_ND96isr_H100_v5 has 8 H100 GPUs (Microsoft's ND H100 v5
 * size table), the catalogue says 12.
 */
struct count_fix {
    const char *cloud, *instance;
    int64_t n_in_file, n_gpus;
};

static const struct count_fix count_fixes[] = {
    { "azure", "Standard_ND96isr_H100_v5", 12, 8 },
};

/* SkyPilot's placeholder for a TPU zone with no real price: both
 * Price and SpotPrice 700.0 (skypilot/README.md, GCP oddities). */
#define GS_SKYPILOT_PLACEHOLDER_USD 700.0

enum cell { CELL_OK, CELL_EMPTY, CELL_ZERO };

struct sky_cols {
    int inst, accel, count, price, spot, region, zone;
};

struct host_row {
    const char *type, *zone;
    const char *price, *spot;      /* cells */
};

static int host_cmp(const void *a, const void *b)
{
    const struct host_row *x = a, *y = b;
    int c = strcmp(x->type, y->type);

    return c ? c : strcmp(x->zone, y->zone);
}

/* A produced row and the record it came from, for de-duplication. */
struct made {
    struct gs_price p;
    size_t order;
    bool dup;
};

static int str_cmp0(const char *a, const char *b)
{
    if (!a || !b)
        return (a != NULL) - (b != NULL);
    return strcmp(a, b);
}

static int made_cmp(const void *a, const void *b)
{
    const struct made *x = a, *y = b;
    int c;

    if (!gs_price_same_offer(&x->p, &y->p)) {
        if ((c = str_cmp0(x->p.instance, y->p.instance)) != 0)
            return c;
        if ((c = str_cmp0(x->p.gpu_id ? x->p.gpu_id : x->p.gpu_name,
                          y->p.gpu_id ? y->p.gpu_id : y->p.gpu_name)) != 0)
            return c;
        if (x->p.n_gpus != y->p.n_gpus)
            return x->p.n_gpus < y->p.n_gpus ? -1 : 1;
        if (x->p.pricing != y->p.pricing)
            return x->p.pricing < y->p.pricing ? -1 : 1;
        if ((c = str_cmp0(x->p.region, y->p.region)) != 0)
            return c;
        if ((c = str_cmp0(x->p.zone, y->p.zone)) != 0)
            return c;
    }
    if (x->p.usd_per_instance_hour != y->p.usd_per_instance_hour)
        return x->p.usd_per_instance_hour < y->p.usd_per_instance_hour ? -1
                                                                       : 1;
    if (x->p.excludes_host != y->p.excludes_host)
        return x->p.excludes_host ? 1 : -1;
    return x->order < y->order ? -1 : x->order > y->order;
}

static int order_cmp(const void *a, const void *b)
{
    const struct made *x = a, *y = b;

    return x->order < y->order ? -1 : x->order > y->order;
}

struct loader {
    struct gs_price_set *s;
    struct gs_price_file_stats *st;
    const struct gs_price_load_opts *o;
    const char *path, *provider;
    struct made *made;
    size_t n_made, alloc_made;
    struct gs_error *err;
};

static int emit(struct loader *L, const struct gs_price *p)
{
    if (L->n_made == L->alloc_made) {
        size_t na = L->alloc_made ? 2 * L->alloc_made : 256;
        struct made *m = realloc(L->made, na * sizeof(*m));

        if (!m)
            return gs_error_set(L->err, GS_ENOMEM, "out of memory");
        L->made = m;
        L->alloc_made = na;
    }
    L->made[L->n_made] = (struct made){ *p, L->n_made, false };
    L->n_made++;
    return 0;
}

/*
 * A price cell: CELL_OK with *v, CELL_EMPTY, CELL_ZERO (SkyPilot's "no
 * price": 0, 0.00); -1 with an error for anything that is not a
 * non-negative number.
 */
static int read_cell(struct loader *L, const char *cell, const char *col,
                     unsigned line, double *v)
{
    if (!*cell)
        return CELL_EMPTY;
    if (gs_parse_udecimal(cell, v) < 0)
        return gs_error_set_at(L->err, GS_ESCHEMA, L->path, line, 0,
                               "'%s' must be a non-negative number or empty, "
                               "got '%s'", col, cell);
    if (*v > GS_PRICE_MAX_USD_PER_INSTANCE_HOUR)
        return gs_error_set_at(L->err, GS_ESCHEMA, L->path, line, 0,
                               "'%s' must be at most %g USD per instance-hour "
                               "(the plausible range, docs/prices.md), got "
                               "'%s'", col, GS_PRICE_MAX_USD_PER_INSTANCE_HOUR,
                               cell);
    return *v == 0.0 ? CELL_ZERO : CELL_OK;
}

/* The catalogue id for an accelerator, or NULL (unmapped). */
static const char *map_name(struct loader *L, const char *accel,
                            const char *instance, int64_t *chips_per)
{
    const struct gs_gpu_resolver *r = L->o ? L->o->resolver : NULL;
    const char *target = accel;
    size_t i;

    *chips_per = 0;
    for (i = 0; i < GS_ARRAY_SIZE(tpu_families); i++) {
        const struct tpu_family *f = &tpu_families[i];
        size_t k = strlen(f->prefix);

        if (strncmp(accel, f->prefix, k) == 0) {
            double n;

            if (gs_parse_udecimal(accel + k, &n) < 0 || n != floor(n) || n < 1 ||
                fmod(n, (double)f->per_chip) != 0.0 || n > GS_PRICE_MAX_GPUS)
                return NULL;
            *chips_per = (int64_t)n / f->per_chip;
            target = f->target;
            goto resolve;
        }
    }
    for (i = 0; i < GS_ARRAY_SIZE(sky_rules); i++) {
        const struct sky_rule *rule = &sky_rules[i];

        if (rule->cloud && gs_ascii_casecmp(rule->cloud, L->provider) != 0)
            continue;
        if (strcmp(rule->accel, accel) != 0)
            continue;
        if (rule->instance && !strstr(instance, rule->instance))
            continue;
        if (!rule->target)
            return NULL;
        target = rule->target;
        break;
    }
resolve:
    if (!r)
        return NULL;
    return r->resolve(r->ctx, target);
}

static const char *gcp_host_type(const char *accel, int64_t n)
{
    size_t i;

    for (i = 0; i < GS_ARRAY_SIZE(gcp_hosts); i++)
        if (strcmp(gcp_hosts[i].accel, accel) == 0 && gcp_hosts[i].n_gpus == n)
            return gcp_hosts[i].host;
    return NULL;
}

static const char *cell_at(const struct gs_csv_table *t, size_t r, int c)
{
    return c >= 0 ? t->cells[r * t->n_cols + (size_t)c] : "";
}

static int find_col(const struct gs_csv_table *t, const char *name,
                    bool required, const char *path, struct gs_error *err)
{
    int c = gs_csv_column(t, name);
    const char *hint;

    if (c >= 0 || !required)
        return c;
    hint = gs_suggest(name, t->cells, t->n_cols);
    if (hint)
        gs_error_set_at(err, GS_ESCHEMA, path, 1, 0, "missing column '%s' "
                        "(the header has '%s')", name, hint);
    else
        gs_error_set_at(err, GS_ESCHEMA, path, 1, 0, "missing column '%s' "
                        "in a SkyPilot vms.csv header", name);
    return -2;
}

static char *dupz(struct loader *L, const char *s)
{
    char *d = gs_arena_strdup(&L->s->arena, s);

    if (!d)
        gs_error_set(L->err, GS_ENOMEM, "out of memory");
    return d;
}

static int process(struct loader *L, const struct gs_csv_table *t,
                   const struct sky_cols *c)
{
    struct host_row *hosts = NULL;
    size_t n_hosts = 0, r;
    bool is_vast = gs_ascii_casecmp(L->provider, "vast") == 0;
    int rc = -1;

    /* host VM rows (GCP layout: InstanceType with no accelerator) */
    for (r = 1; r < t->n_records; r++)
        if (!*cell_at(t, r, c->accel) && *cell_at(t, r, c->inst))
            n_hosts++;
    if (n_hosts) {
        size_t k = 0;

        hosts = malloc(n_hosts * sizeof(*hosts));
        if (!hosts)
            return gs_error_set(L->err, GS_ENOMEM, "out of memory");
        for (r = 1; r < t->n_records; r++)
            if (!*cell_at(t, r, c->accel) && *cell_at(t, r, c->inst))
                hosts[k++] = (struct host_row){
                    cell_at(t, r, c->inst), cell_at(t, r, c->zone),
                    cell_at(t, r, c->price), cell_at(t, r, c->spot) };
        qsort(hosts, n_hosts, sizeof(*hosts), host_cmp);
    }

    for (r = 1; r < t->n_records; r++) {
        const char *inst = cell_at(t, r, c->inst);
        const char *accel = cell_at(t, r, c->accel);
        const char *count = cell_at(t, r, c->count);
        const char *zone = cell_at(t, r, c->zone);
        const char *id, *host_type = NULL;
        const struct host_row *host = NULL;
        unsigned line = t->lines[r];
        double n, od = 0.0, sp = 0.0, hv;
        int od_kind, sp_kind;
        int64_t n_gpus, chips_per;
        struct gs_price p = { .verified = true };
        size_t i, n_before = L->n_made;

        L->st->n_records_read++;
        if (!*accel) {
            L->st->n_skipped_no_accelerator++;
            continue;
        }
        if (!*count) {
            gs_error_set_at(L->err, GS_ESCHEMA, L->path, line, 0,
                            "'AcceleratorCount' is empty for accelerator "
                            "'%s'", accel);
            goto out;
        }
        if (gs_parse_udecimal(count, &n) < 0 || n > GS_PRICE_MAX_GPUS) {
            gs_error_set_at(L->err, GS_ESCHEMA, L->path, line, 0,
                            "'AcceleratorCount' must be a number of "
                            "accelerators, got '%s'", count);
            goto out;
        }
        if (n < 1 || n != floor(n)) {
            L->st->n_skipped_fractional++;
            continue;
        }
        n_gpus = (int64_t)n;
        id = map_name(L, accel, inst, &chips_per);
        if (!id) {
            L->st->n_skipped_unmapped++;
            if (gs_price_stats_unmapped(L->s, L->st, accel, L->err) < 0)
                goto out;
            continue;
        }
        if (chips_per)
            n_gpus *= chips_per;
        for (i = 0; i < GS_ARRAY_SIZE(count_fixes); i++) {
            const struct count_fix *f = &count_fixes[i];

            if (gs_ascii_casecmp(f->cloud, L->provider) == 0 &&
                strcmp(f->instance, inst) == 0 && f->n_in_file == n_gpus) {
                n_gpus = f->n_gpus;
                L->st->n_corrected++;
            }
        }
        if ((od_kind = read_cell(L, cell_at(t, r, c->price), "Price", line,
                                 &od)) < 0 ||
            (sp_kind = read_cell(L, cell_at(t, r, c->spot), "SpotPrice",
                                 line, &sp)) < 0)
            goto out;
        if (od_kind == CELL_OK && sp_kind == CELL_OK &&
            od == GS_SKYPILOT_PLACEHOLDER_USD &&
            sp == GS_SKYPILOT_PLACEHOLDER_USD)
            od_kind = sp_kind = CELL_ZERO;
        L->st->n_prices_empty += (od_kind == CELL_EMPTY) +
                                 (sp_kind == CELL_EMPTY);
        L->st->n_prices_placeholder += (od_kind == CELL_ZERO) +
                                       (sp_kind == CELL_ZERO);

        /* GCP: an accelerator row with no machine type */
        if (!*inst && !chips_per) {
            host_type = gcp_host_type(accel, n_gpus);
            if (host_type && n_hosts) {
                struct host_row key = { host_type, zone, NULL, NULL };

                host = bsearch(&key, hosts, n_hosts, sizeof(*hosts),
                               host_cmp);
            }
            if (host) {
                p.instance = host_type;
                /* both halves or neither: the host's cell is counted */
                if (od_kind == CELL_OK) {
                    if (*host->price && gs_parse_udecimal(host->price, &hv) == 0 &&
                        hv > 0.0) {
                        od += hv;
                    } else {
                        od_kind = CELL_EMPTY;
                        L->st->n_prices_empty++;
                    }
                }
                if (sp_kind == CELL_OK) {
                    if (*host->spot && gs_parse_udecimal(host->spot, &hv) == 0 &&
                        hv > 0.0) {
                        sp += hv;
                    } else {
                        sp_kind = CELL_EMPTY;
                        L->st->n_prices_empty++;
                    }
                }
            } else {
                p.excludes_host = true;
            }
        } else {
            p.instance = *inst ? inst : accel;  /* a TPU slice: its name */
        }
        if (od_kind != CELL_OK && sp_kind != CELL_OK) {
            L->st->n_skipped_no_price++;
            continue;
        }
        if (host)
            L->st->n_combined++;
        else if (p.excludes_host)
            L->st->n_accelerator_only++;

        /* strings live in the set's arena */
        if (!p.instance) {
            char name[160];

            snprintf(name, sizeof(name), "%s x%lld (accelerators only)",
                     accel, (long long)n_gpus);
            if (!(p.instance = dupz(L, name)))
                goto out;
        } else if (!(p.instance = dupz(L, p.instance))) {
            goto out;
        }
        if (!(p.gpu_name = dupz(L, accel)) ||
            !(p.region = dupz(L, cell_at(t, r, c->region))) ||
            (*zone && !(p.zone = dupz(L, zone))))
            goto out;
        if (!*p.region)
            p.region = NULL;
        p.provider = L->provider;
        p.gpu_id = id;
        p.n_gpus = n_gpus;
        p.as_of = L->o ? L->o->undated_as_of : (struct gs_date){ 0 };
        if (p.as_of.precision == GS_DATE_NONE)
            p.as_of = (struct gs_date){ GS_DATE_UNKNOWN, GS_DATE_NONE,
                                        "unknown" };
        p.source = L->path;
        p.origin_path = L->path;
        p.origin_line = line;
        if (od_kind == CELL_OK) {
            p.pricing = is_vast ? GS_PRICING_MARKETPLACE
                                : GS_PRICING_ON_DEMAND;
            p.usd_per_instance_hour = od;
            p.usd_per_gpu_hour = gs_price_usd_per_gpu_hour(od, n_gpus);
            if (emit(L, &p) < 0)
                goto out;
        }
        if (sp_kind == CELL_OK) {
            p.pricing = GS_PRICING_SPOT;
            p.usd_per_instance_hour = sp;
            p.usd_per_gpu_hour = gs_price_usd_per_gpu_hour(sp, n_gpus);
            if (emit(L, &p) < 0)
                goto out;
        }
        if (L->n_made > n_before)
            L->st->n_records_used++;
    }

    /* merge duplicate rows (the same offer and price), keep file order;
     * a file with no priced row has made == NULL, which qsort must not
     * get (C11 7.22.5p1; UBSan, fuzz_csv) */
    if (L->n_made > 1)
        qsort(L->made, L->n_made, sizeof(*L->made), made_cmp);
    for (r = 1; r < L->n_made; r++) {
        struct made *a = &L->made[r - 1], *b = &L->made[r];

        if (gs_price_same_offer(&a->p, &b->p) &&
            a->p.usd_per_instance_hour == b->p.usd_per_instance_hour &&
            a->p.excludes_host == b->p.excludes_host) {
            b->dup = true;
            L->st->n_duplicates++;
        }
    }
    if (L->n_made > 1)
        qsort(L->made, L->n_made, sizeof(*L->made), order_cmp);
    for (r = 0; r < L->n_made; r++) {
        if (L->made[r].dup)
            continue;
        if (gs_price_set_add(L->s, &L->made[r].p, L->err) < 0)
            goto out;
        L->st->n_prices++;
    }
    rc = 0;
out:
    free(hosts);
    return rc;
}

int gs_price_load_skypilot_buffer(struct gs_price_set *s, const char *path,
                                  const char *provider,
                                  const unsigned char *buf, size_t len,
                                  const struct gs_price_load_opts *o,
                                  struct gs_error *err)
{
    struct gs_arena tmp = GS_ARENA_INIT;
    struct gs_csv_table t;
    struct sky_cols c;
    struct loader L = { .s = s, .o = o, .err = err };
    int rc = -1;

    L.path = gs_arena_strdup(&s->arena, path);
    L.provider = gs_arena_strdup(&s->arena, provider);
    if (!L.path || !L.provider)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    if (gs_price_csv_read(&tmp, L.path, buf, len, &t, err) < 0) {
        gs_arena_release(&tmp);
        return -1;
    }
    if ((c.inst = find_col(&t, "InstanceType", true, L.path, err)) == -2 ||
        (c.accel = find_col(&t, "AcceleratorName", true, L.path, err)) == -2 ||
        (c.count = find_col(&t, "AcceleratorCount", true, L.path, err)) ==
            -2 ||
        (c.price = find_col(&t, "Price", true, L.path, err)) == -2 ||
        (c.region = find_col(&t, "Region", true, L.path, err)) == -2)
        goto out;
    c.spot = find_col(&t, "SpotPrice", false, L.path, err);
    c.zone = find_col(&t, "AvailabilityZone", false, L.path, err);
    L.st = gs_price_set_add_file(s, L.path, "skypilot", err);
    if (!L.st)
        goto out;
    L.st->provider = L.provider;
    rc = process(&L, &t, &c);
out:
    free(L.made);
    free((void *)t.cells);
    free(t.lines);
    gs_arena_release(&tmp);
    return rc;
}
