/*
 * The cost engine (src/engine/cost.c): the seed's formulas on numbers a
 * reviewer can check on paper (the arithmetic is in the comments), each
 * pricing kind, the break-even points, the owned TCO, invariants
 * (monotonic in acceptance and retries, linear in hours) and every
 * GS_EDOMAIN path.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "cost.h"
#include "cost_defaults.h"
#include "price.h"

#define assert_close(actual, expected, rel_tol) do {                    \
    double a_ = (actual), e_ = (expected);                              \
    if (!(fabs(a_ - e_) <= (rel_tol) * fmax(fabs(e_), 1.0))) {          \
        print_error("%s = %.17g, expected %.17g\n", #actual, a_, e_);   \
        fail();                                                         \
    }                                                                   \
} while (0)

#define TOL 1e-12

static double term(const struct gs_cost_result *r, const char *key)
{
    const struct gs_cost_term *t = gs_cost_result_term(r, key);

    if (!t) {
        print_error("no term '%s'\n", key);
        fail();
    }
    return t->usd;
}

static struct gs_cost_pricing on_demand(double usd_per_gpu_hour)
{
    return (struct gs_cost_pricing){
        .kind = GS_PRICING_ON_DEMAND, .usd_per_gpu_hour = usd_per_gpu_hour,
    };
}

/* Owned, chosen so each rate is round:
 * capex   = (30,000 + 5,040) / (5 y x 8760 h) = 35,040 / 43,800 = 0.80
 * hosting = 146 / 730 = 0.20 (committed 1.00 USD/GPU-h)
 * power   = 1000 W / 1000 x 1.5 PUE x 0.10 USD/kWh = 0.15 per busy hour */
static struct gs_cost_pricing owned_toy(void)
{
    return (struct gs_cost_pricing){
        .kind = GS_PRICING_OWNED,
        .owned = {
            .purchase_usd_per_gpu = 30000.0, .server_usd_per_gpu = 5040.0,
            .amortisation_years = 5.0, .tdp_w = 1000.0, .pue = 1.5,
            .usd_per_kwh = 0.10, .hosting_usd_per_gpu_month = 146.0,
        },
    };
}

static struct gs_cost_rate rate_of(struct gs_cost_pricing p)
{
    struct gs_cost_rate r;
    struct gs_error err = GS_ERROR_INIT;

    assert_int_equal(gs_cost_rate_eval(&p, &r, NULL, &err), 0);
    return r;
}

/* ---- the seed's worked example -------------------------------------- */

/* "$32.77 x 24 x 8 = $6,291": AWS p4d.24xlarge at the superseded
 * $32.77 per instance-hour (8 A100s: 32.77 / 8 = 4.09625 per GPU-hour)
 * for 8 days = 192 h: 8 GPUs x 192 h x 4.09625 = 6,291.84. */
static void seed_p4d_quote_for_8_days_is_6291_84(void **state)
{
    struct gs_cost_train_input in = {
        .pricing = on_demand(gs_price_usd_per_gpu_hour(32.77, 8)),
        .n_gpus = 8, .wall_hours = 8.0 * 24.0, .goodput_frac = 1.0,
    };
    struct gs_cost_result r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(gs_cost_train(&in, &r, NULL, &err), 0);
    assert_close(r.usd_total, 6291.84, TOL);
    assert_close(term(&r, "compute_usd"), 6291.84, TOL);
    assert_close(r.paid_gpu_hours, 1536.0, TOL);
    assert_close(r.usd_per_accepted_output, 6291.84, TOL);
    assert_true(isnan(r.usd_per_mtok));
}

/* ---- training ------------------------------------------------------- */

/* 4 GPUs at $2/GPU-h, 100 h wall, goodput 0.9, 4 h lost to failures:
 * useful 90 h, checkpoint/restart 100 - 90 - 4 = 6 h.
 * compute 4 x 90 x 2 = 720; failed-run 4 x 4 x 2 = 32;
 * checkpoint 4 x 6 x 2 + 10 = 58; storage 5; network 7; spot 0;
 * labour 10 h x $50 = 500.  Total 1,322; per 10^6 of 10^9 tokens:
 * 1,322 / 1,000 = 1.322. */
static void training_terms_add_up_by_hand(void **state)
{
    struct gs_cost_train_input in = {
        .pricing = on_demand(2.0), .n_gpus = 4, .wall_hours = 100.0,
        .goodput_frac = 0.9, .lost_work_hours = 4.0, .tokens = 1e9,
        .storage_usd = 5.0, .network_usd = 7.0,
        .checkpoint_storage_usd = 10.0, .labor_hours = 10.0,
        .labor_usd_per_hour = 50.0,
    };
    struct gs_cost_result r;
    struct gs_error err = GS_ERROR_INIT;
    double shares = 0.0;
    size_t i;

    (void)state;
    assert_int_equal(gs_cost_train(&in, &r, NULL, &err), 0);
    assert_close(term(&r, "compute_usd"), 720.0, TOL);
    assert_close(term(&r, "failed_run_usd"), 32.0, TOL);
    assert_close(term(&r, "checkpoint_usd"), 58.0, 1e-9);
    assert_close(term(&r, "storage_usd"), 5.0, TOL);
    assert_close(term(&r, "network_usd"), 7.0, TOL);
    assert_close(term(&r, "spot_restart_usd"), 0.0, TOL);
    assert_close(term(&r, "platform_labor_usd"), 500.0, TOL);
    assert_close(r.usd_total, 1322.0, 1e-9);
    assert_close(r.usd_per_mtok, 1.322, 1e-9);
    for (i = 0; i < r.n_terms; i++)
        shares += r.terms[i].share_frac;
    assert_close(shares, 1.0, 1e-12);
    assert_close(gs_cost_result_term(&r, "compute_usd")->share_frac,
                 720.0 / 1322.0, 1e-9);
}

/* Spot at $1/GPU-h, 0.01 interruptions/h, each 0.5 h restart + 1.5 h of
 * work since the checkpoint: lost share 0.01 x 2 = 0.02, factor
 * 1 / 0.98.  8 GPUs x 98 h: compute 784; restarts 8 x 98 x (1/0.98 - 1)
 * = 8 x 98 x 0.02 / 0.98 = 16; wall 98 / 0.98 = 100 h. */
static void spot_interruptions_add_restarts_from_the_checkpoint(void **state)
{
    struct gs_cost_train_input in = {
        .pricing = {
            .kind = GS_PRICING_SPOT, .usd_per_gpu_hour = 1.0,
            .interruptions_per_hour = 0.01, .restart_hours = 0.5,
            .lost_work_hours = 1.5,
        },
        .n_gpus = 8, .wall_hours = 98.0, .goodput_frac = 1.0,
    };
    struct gs_cost_result r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(gs_cost_train(&in, &r, NULL, &err), 0);
    assert_close(r.rate.spot_factor, 1.0 / 0.98, TOL);
    assert_close(term(&r, "compute_usd"), 784.0, TOL);
    assert_close(term(&r, "spot_restart_usd"), 16.0, 1e-9);
    assert_close(r.usd_total, 800.0, 1e-9);
    assert_close(r.wall_hours, 100.0, 1e-9);
    /* 8 GPUs in 1-GPU instances: 8 instances, each interrupted 0.01 per
     * hour, stop the job 0.08 times an hour: 1 / (1 - 0.08 x 2) = 1.190476,
     * spot restarts 8 x 98 x 0.190476 = $149.33 */
    in.pricing.gpus_per_instance = 1;
    assert_int_equal(gs_cost_train(&in, &r, NULL, &err), 0);
    assert_close(r.rate.spot_factor, 1.0 / 0.84, TOL);
    assert_close(term(&r, "spot_restart_usd"), 784.0 * (1.0 / 0.84 - 1.0),
                 1e-9);
    /* one 8-GPU instance: as before */
    in.pricing.gpus_per_instance = 8;
    assert_int_equal(gs_cost_train(&in, &r, NULL, &err), 0);
    assert_close(r.rate.spot_factor, 1.0 / 0.98, TOL);
}

static void training_cost_is_linear_in_hours_and_gpus(void **state)
{
    struct gs_cost_train_input in = {
        .pricing = on_demand(3.0), .n_gpus = 1, .wall_hours = 1.0,
        .goodput_frac = 0.8, .lost_work_hours = 0.1,
    };
    struct gs_cost_result one, r;
    struct gs_error err = GS_ERROR_INIT;
    int h, g;

    (void)state;
    assert_int_equal(gs_cost_train(&in, &one, NULL, &err), 0);
    for (g = 1; g <= 64; g *= 2) {
        for (h = 1; h <= 1000; h *= 10) {
            in.n_gpus = g;
            in.wall_hours = h;
            in.lost_work_hours = 0.1 * h;
            assert_int_equal(gs_cost_train(&in, &r, NULL, &err), 0);
            assert_close(r.usd_total, one.usd_total * g * h, 1e-9);
        }
    }
}

/* ---- inference ------------------------------------------------------ */

/* $2/GPU-h on-demand, 2 GPUs per replica serving 10 req/s at the
 * targets; 12 req/s average, 30 peak, retry 0.1, a 730 h month.
 * replicas = ceil(30 x 1.1 / 10) = ceil(3.3) = 4; paid 4 x 2 x 730 =
 * 5,840 GPU-h; first attempts 12 / 10 x 2 x 730 = 1,752; retries 175.2;
 * idle 5,840 - 1,752 - 175.2 = 3,912.8.
 * compute 1,752 x 2 = 3,504; retry 350.4; idle 7,825.6; storage 100;
 * serving stack 200; observability 50; labour 10 h x $100 = 1,000.
 * Total 13,030.  Outputs 12 x 3600 x 730 = 31,536,000; accepted at 0.8:
 * 25,228,800; per accepted output 13,030 / 25,228,800 = 5.16473e-4;
 * per 10^6 accepted tokens of 500: 13,030 / 12,614.4 = 1.032947.
 * Utilisation (1,752 + 175.2) / 5,840 = 0.33. */
static struct gs_cost_infer_input infer_toy(void)
{
    return (struct gs_cost_infer_input){
        .pricing = on_demand(2.0), .gpus_per_replica = 2,
        .replica_requests_per_s = 10.0, .requests_per_s = 12.0,
        .peak_requests_per_s = 30.0, .period_hours = 730.0,
        .output_tokens = 500.0, .acceptance_rate = 0.8, .retry_rate = 0.1,
        .storage_usd_per_month = 100.0, .serving_stack_usd_per_month = 200.0,
        .observability_usd_per_month = 50.0, .labor_hours_per_month = 10.0,
        .labor_usd_per_hour = 100.0,
    };
}

static void inference_terms_add_up_by_hand(void **state)
{
    struct gs_cost_infer_input in = infer_toy();
    struct gs_cost_result r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(gs_cost_infer(&in, &r, NULL, &err), 0);
    assert_int_equal(r.n_replicas, 4);
    assert_close(r.paid_gpu_hours, 5840.0, TOL);
    assert_close(r.busy_gpu_hours, 1927.2, 1e-9);
    assert_close(term(&r, "compute_usd"), 3504.0, 1e-9);
    assert_close(term(&r, "retry_waste_usd"), 350.4, 1e-9);
    assert_close(term(&r, "idle_capacity_usd"), 7825.6, 1e-9);
    assert_close(term(&r, "storage_usd"), 100.0, TOL);
    assert_close(term(&r, "serving_stack_usd"), 200.0, TOL);
    assert_close(term(&r, "observability_usd"), 50.0, TOL);
    assert_close(term(&r, "platform_labor_usd"), 1000.0, TOL);
    assert_close(r.usd_total, 13030.0, 1e-9);
    assert_close(r.outputs, 31536000.0, TOL);
    assert_close(r.accepted_outputs, 25228800.0, TOL);
    assert_close(r.usd_per_accepted_output, 13030.0 / 25228800.0, 1e-9);
    assert_close(r.usd_per_mtok, 13030.0 / 12614.4, 1e-9);
    assert_close(r.utilisation_frac, 0.33, 1e-9);
}

/* A measured utilisation of 0.5 pays twice the busy hours, 1,927.2 x 2 =
 * 3,854.4 GPU-h (2.64 replicas of 2 GPUs for 730 h: 3), and the idle
 * half at $2: 1,927.2 x 2 = $3,854.4. */
static void measured_utilisation_sets_the_paid_hours(void **state)
{
    struct gs_cost_infer_input in = infer_toy();
    struct gs_cost_result r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    in.measured_util_frac = 0.5;
    assert_int_equal(gs_cost_infer(&in, &r, NULL, &err), 0);
    assert_close(r.paid_gpu_hours, 3854.4, 1e-9);
    assert_close(r.busy_gpu_hours, 1927.2, 1e-9);
    assert_close(r.utilisation_frac, 0.5, 1e-12);
    assert_int_equal(r.n_replicas, 3);
    assert_close(term(&r, "idle_capacity_usd"), 3854.4, 1e-9);
    assert_close(term(&r, "compute_usd"), 3504.0, 1e-9);
    in.measured_util_frac = 1.5;
    assert_int_equal(gs_cost_infer(&in, &r, NULL, &err), -1);
    assert_int_equal(err.code, GS_EDOMAIN);
}

/*
 * A batch job on rented GPUs pays the hours it runs, not the deadline
 * window.  The case: 1,000,000 requests on one $2/h GPU whose
 * replica does 1,000,000 / (35.6 x 3600) = 7.8027 req/s, so the work is
 * 35.6 replica-hours.  Start-up 0.2 h.
 *   72 h deadline: replicas = ceil(35.6 / 71.8) = 1, wall = 35.8 h,
 *     paid 35.8 GPU-h = $71.60 (the whole window was 72 x 2 = $144);
 *   36 h deadline: the same (35.6 / 35.8 < 1 replica): $71.60;
 *   a 20% retry rate: work 35.6 x 1.2 = 42.72 h > 35.8 h, so 2 replicas,
 *     wall = 0.2 + 21.36 = 21.56 h, paid 43.12 GPU-h = $86.24: retries
 *     raise the bill;
 *   a deadline of 0.2 h (the start-up alone): no answer.
 * Network and storage per run count once: $12 + $5 over the 72 h.
 */
static void batch_jobs_pay_the_hours_they_run(void **state)
{
    double rate = 1e6 / (35.6 * 3600.0);
    struct gs_cost_infer_input in = {
        .pricing = on_demand(2.0), .gpus_per_replica = 1,
        .replica_requests_per_s = rate,
        .requests_per_s = 1e6 / (72.0 * 3600.0),
        .peak_requests_per_s = 1e6 / (72.0 * 3600.0),
        .period_hours = 72.0, .output_tokens = 100.0,
        .acceptance_rate = 1.0, .retry_rate = 0.0,
        .storage_usd_per_month = 5.0 / (72.0 / 730.0),
        .network_usd_per_month = 12.0 / (72.0 / 730.0),
        .job = true, .startup_hours = 0.2,
    };
    struct gs_cost_result r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(gs_cost_infer(&in, &r, NULL, &err), 0);
    assert_int_equal(r.n_replicas, 1);
    assert_close(r.wall_hours, 35.8, 1e-9);
    assert_close(r.paid_gpu_hours, 35.8, 1e-9);
    assert_close(r.busy_gpu_hours, 35.6, 1e-9);
    assert_close(term(&r, "compute_usd") + term(&r, "idle_capacity_usd") +
                 term(&r, "retry_waste_usd"), 71.6, 1e-9);
    assert_close(term(&r, "idle_capacity_usd"), 0.4, 1e-9);
    assert_close(term(&r, "network_usd"), 12.0, 1e-9);
    assert_close(term(&r, "storage_usd"), 5.0, 1e-9);
    assert_close(r.usd_total, 88.6, 1e-9);
    /* 36 h: the same job, the same bill */
    in.period_hours = 36.0;
    in.requests_per_s = in.peak_requests_per_s = 1e6 / (36.0 * 3600.0);
    in.storage_usd_per_month = in.network_usd_per_month = 0.0;
    assert_int_equal(gs_cost_infer(&in, &r, NULL, &err), 0);
    assert_int_equal(r.n_replicas, 1);
    assert_close(r.paid_gpu_hours, 35.8, 1e-9);
    assert_close(r.usd_total, 71.6, 1e-9);
    /* retries raise it */
    in.retry_rate = 0.2;
    assert_int_equal(gs_cost_infer(&in, &r, NULL, &err), 0);
    assert_int_equal(r.n_replicas, 2);
    assert_close(r.wall_hours, 21.56, 1e-9);
    assert_close(r.paid_gpu_hours, 43.12, 1e-9);
    assert_close(r.usd_total, 86.24, 1e-9);
    /* without `job`, the window: 2 replicas x 36 h x $2 */
    in.job = false;
    assert_int_equal(gs_cost_infer(&in, &r, NULL, &err), 0);
    assert_close(r.paid_gpu_hours, 72.0, 1e-9);
    /* no time left after the start-up */
    in.job = true;
    in.period_hours = 0.2;
    assert_int_equal(gs_cost_infer(&in, &r, NULL, &err), -1);
    assert_int_equal(err.code, GS_EDOMAIN);
}

/* The buyer's storage and network are paid beside an API too. */
static void api_side_pays_storage_and_network(void **state)
{
    struct gs_cost_api_input in = {
        .api = {1.0, 2.0}, .requests_per_s = 1.0, .period_hours = 730.0,
        .prompt_tokens = 1000.0, .output_tokens = 500.0,
        .acceptance_rate = 0.9, .retry_rate = 0.1,
        .storage_usd_per_month = 60.0, .network_usd_per_month = 40.0,
    };
    struct gs_cost_result r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(gs_cost_api_infer(&in, &r, NULL, &err), 0);
    assert_close(term(&r, "storage_usd"), 60.0, 1e-12);
    assert_close(term(&r, "network_usd"), 40.0, 1e-12);
    assert_close(r.usd_total, 5781.6 + 100.0, 1e-9);
}

/* A run on reserved GPUs pays the commitment: 8 GPUs at $1/GPU-h
 * reserved for a year, a 98 h run.  Used 8 x 98 = $784; the term is
 * 8 x 8,760 = $70,080, so $69,296 unused; reusing 75% of the term
 * elsewhere leaves 17,520 - 784 = $16,736; all of it, nothing. */
static void reservations_charge_the_term(void **state)
{
    struct gs_cost_train_input in = {
        .pricing = {
            .kind = GS_PRICING_RESERVED_1Y, .usd_per_gpu_hour = 1.0,
            .term_hours = 8760.0,
        },
        .n_gpus = 8, .wall_hours = 98.0, .goodput_frac = 1.0,
    };
    struct gs_cost_result r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_close(gs_cost_term_hours(GS_PRICING_RESERVED_1Y), 8760.0, TOL);
    assert_close(gs_cost_term_hours(GS_PRICING_RESERVED_3Y), 26280.0, TOL);
    assert_close(gs_cost_term_hours(GS_PRICING_ON_DEMAND), 0.0, TOL);
    assert_int_equal(gs_cost_train(&in, &r, NULL, &err), 0);
    assert_close(term(&r, "compute_usd"), 784.0, TOL);
    assert_close(term(&r, "commitment_unused_usd"), 69296.0, 1e-9);
    assert_close(r.usd_total, 70080.0, 1e-9);
    in.pricing.term_reuse_frac = 0.75;
    assert_int_equal(gs_cost_train(&in, &r, NULL, &err), 0);
    assert_close(term(&r, "commitment_unused_usd"), 16736.0, 1e-9);
    in.pricing.term_reuse_frac = 1.0;
    assert_int_equal(gs_cost_train(&in, &r, NULL, &err), 0);
    assert_close(term(&r, "commitment_unused_usd"), 0.0, TOL);
    assert_close(r.usd_total, 784.0, 1e-9);
}

/*
 * Serving jobs on reserved GPUs bear the term too (issue 16).  The batch
 * job of batch_jobs_pay_the_hours_they_run on a reserved-1y GPU at $2:
 * 1 GPU x $2 x 8,760 h = $17,520 committed, 35.8 GPU-h x $2 = $71.60
 * paid, so $17,448.40 unused; 75% of the term used elsewhere: 4,380 -
 * 71.60 = $4,308.40; all of it: 0.  The same demand as a realtime
 * service (job off) is an ongoing service whose later periods use the
 * term: no unused-commitment term.  Media: an 8-GPU worker for 500,000
 * assets at 31,680 an hour pays 126.26 GPU-h (500,000 / 3,960) of
 * 8 x 8,760 = 70,080 committed: 140,160 - 252.53 = $139,907.47.
 */
static void serving_jobs_on_reserved_gpus_bear_the_term(void **state)
{
    struct gs_cost_pricing res = {
        .kind = GS_PRICING_RESERVED_1Y, .usd_per_gpu_hour = 2.0,
        .term_hours = 8760.0,
    };
    struct gs_cost_infer_input in = {
        .pricing = res, .gpus_per_replica = 1,
        .replica_requests_per_s = 1e6 / (35.6 * 3600.0),
        .requests_per_s = 1e6 / (72.0 * 3600.0),
        .peak_requests_per_s = 1e6 / (72.0 * 3600.0),
        .period_hours = 72.0, .output_tokens = 100.0,
        .acceptance_rate = 1.0, .retry_rate = 0.0,
        .job = true, .startup_hours = 0.2,
    };
    struct gs_cost_media_input m = {
        .pricing = res, .gpus_per_worker = 8, .assets = 500000.0,
        .assets_per_hour = 31680.0, .acceptance_rate = 1.0,
    };
    struct gs_cost_result r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(gs_cost_infer(&in, &r, NULL, &err), 0);
    assert_close(r.paid_gpu_hours, 35.8, 1e-9);
    assert_close(term(&r, "commitment_unused_usd"), 17448.4, 1e-9);
    assert_close(r.usd_total, 17520.0, 1e-9);
    assert_close(r.commitment_usd, 17520.0, 1e-9);
    in.pricing.term_reuse_frac = 0.75;
    assert_int_equal(gs_cost_infer(&in, &r, NULL, &err), 0);
    assert_close(term(&r, "commitment_unused_usd"), 4308.4, 1e-9);
    assert_close(r.commitment_usd, 4380.0, 1e-9);
    in.pricing.term_reuse_frac = 1.0;
    assert_int_equal(gs_cost_infer(&in, &r, NULL, &err), 0);
    assert_close(term(&r, "commitment_unused_usd"), 0.0, TOL);
    assert_close(r.usd_total, 71.6, 1e-9);
    /* on-demand: no term, no commitment */
    in.pricing = on_demand(2.0);
    assert_int_equal(gs_cost_infer(&in, &r, NULL, &err), 0);
    assert_null(gs_cost_result_term(&r, "commitment_unused_usd"));
    /* a realtime service: the window, no unused commitment */
    in.pricing = res;
    in.job = false;
    assert_int_equal(gs_cost_infer(&in, &r, NULL, &err), 0);
    assert_close(r.paid_gpu_hours, 72.0, 1e-9);
    assert_null(gs_cost_result_term(&r, "commitment_unused_usd"));
    assert_close(r.usd_total, 144.0, 1e-9);
    /* shown, not charged: the one GPU's term */
    assert_close(r.commitment_usd, 17520.0, 1e-9);
    /* media */
    assert_int_equal(gs_cost_media(&m, &r, NULL, &err), 0);
    assert_close(r.paid_gpu_hours, 500000.0 / 3960.0, 1e-9);
    assert_close(term(&r, "commitment_unused_usd"),
                 140160.0 - 500000.0 / 3960.0 * 2.0, 1e-9);
    assert_close(r.usd_total, 140160.0, 1e-9);
}

/* The media case: 3,960 assets an hour measured per GPU; an
 * 8-GPU worker renders 31,680 an hour, so 500,000 assets take 15.78 h
 * of the worker (126.26 GPU-h), not 126.26 h of it (1,010 GPU-h). */
static void media_rate_per_gpu_scales_with_the_worker(void **state)
{
    struct gs_cost_media_input in = {
        .pricing = on_demand(2.0), .gpus_per_worker = 8,
        .assets = 500000.0, .acceptance_rate = 1.0,
    };
    struct gs_cost_result r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_close(gs_cost_media_worker_assets_per_hour(3960.0, true, 8),
                 31680.0, TOL);
    assert_close(gs_cost_media_worker_assets_per_hour(3960.0, false, 8),
                 3960.0, TOL);
    in.assets_per_hour = gs_cost_media_worker_assets_per_hour(3960.0, true,
                                                              8);
    assert_int_equal(gs_cost_media(&in, &r, NULL, &err), 0);
    assert_close(term(&r, "compute_usd"), 500000.0 / 3960.0 * 2.0, 1e-9);
}

/* 30 req/s peak on 10 req/s replicas is exactly 3 replicas, not 4. */
static void replicas_round_up_only_past_a_whole_replica(void **state)
{
    struct gs_cost_infer_input in = infer_toy();
    struct gs_cost_result r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    in.retry_rate = 0.0;
    assert_int_equal(gs_cost_infer(&in, &r, NULL, &err), 0);
    assert_int_equal(r.n_replicas, 3);
    in.peak_requests_per_s = 30.001;
    assert_int_equal(gs_cost_infer(&in, &r, NULL, &err), 0);
    assert_int_equal(r.n_replicas, 4);
}

/* Owned serving: idle hours carry the committed 1.00 USD/GPU-h, busy
 * hours also the 0.15 of power.  Same toy: first 1,752 x 1.15 =
 * 2,014.8; retry 175.2 x 1.15 = 201.48; idle 3,912.8 x 1.00. */
static void owned_serving_pays_power_only_while_busy(void **state)
{
    struct gs_cost_infer_input in = infer_toy();
    struct gs_cost_result r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    in.pricing = owned_toy();
    assert_int_equal(gs_cost_infer(&in, &r, NULL, &err), 0);
    assert_close(term(&r, "compute_usd"), 2014.8, 1e-9);
    assert_close(term(&r, "retry_waste_usd"), 201.48, 1e-9);
    assert_close(term(&r, "idle_capacity_usd"), 3912.8, 1e-9);
}

static void higher_acceptance_never_raises_cost_per_accepted_output(
    void **state)
{
    struct gs_cost_infer_input in = infer_toy();
    struct gs_cost_media_input m = {
        .pricing = on_demand(2.0), .gpus_per_worker = 1, .assets = 100.0,
        .assets_per_hour = 10.0, .acceptance_rate = 0.05,
    };
    struct gs_cost_result r;
    struct gs_error err = GS_ERROR_INIT;
    double prev = INFINITY, prev_m = INFINITY;
    int i;

    (void)state;
    for (i = 1; i <= 20; i++) {
        in.acceptance_rate = i / 20.0;
        m.acceptance_rate = i / 20.0;
        assert_int_equal(gs_cost_infer(&in, &r, NULL, &err), 0);
        assert_true(r.usd_per_accepted_output <= prev);
        prev = r.usd_per_accepted_output;
        assert_int_equal(gs_cost_media(&m, &r, NULL, &err), 0);
        assert_true(r.usd_per_accepted_output <= prev_m);
        prev_m = r.usd_per_accepted_output;
    }
}

static void more_retries_never_lower_cost_per_accepted_output(void **state)
{
    struct gs_cost_infer_input in = infer_toy();
    struct gs_cost_api_input api = {
        .api = {.usd_per_mtok_input = 1.0, .usd_per_mtok_output = 2.0},
        .requests_per_s = 1.0, .period_hours = 730.0, .prompt_tokens = 100.0,
        .output_tokens = 50.0, .acceptance_rate = 1.0,
    };
    struct gs_cost_media_input m = {
        .pricing = on_demand(2.0), .gpus_per_worker = 1, .assets = 100.0,
        .assets_per_hour = 10.0, .acceptance_rate = 1.0,
    };
    struct gs_cost_result r;
    struct gs_error err = GS_ERROR_INIT;
    double prev = 0.0, prev_api = 0.0, prev_m = 0.0;
    int i;

    (void)state;
    for (i = 0; i <= 40; i++) {
        in.retry_rate = i / 10.0;
        api.retry_rate = i / 10.0;
        m.failed_render_rate = i / 10.0;
        assert_int_equal(gs_cost_infer(&in, &r, NULL, &err), 0);
        assert_true(r.usd_per_accepted_output >= prev);
        prev = r.usd_per_accepted_output;
        assert_int_equal(gs_cost_api_infer(&api, &r, NULL, &err), 0);
        assert_true(r.usd_per_accepted_output >= prev_api);
        prev_api = r.usd_per_accepted_output;
        assert_int_equal(gs_cost_media(&m, &r, NULL, &err), 0);
        assert_true(r.usd_per_accepted_output >= prev_m);
        prev_m = r.usd_per_accepted_output;
    }
}

/* ---- pricing kinds -------------------------------------------------- */

static void each_pricing_kind_reduces_to_its_hourly_rates(void **state)
{
    struct gs_cost_pricing p = on_demand(2.0);
    struct gs_cost_rate r;

    (void)state;
    r = rate_of(p);                 /* rented: paid per hour held */
    assert_close(r.running_usd_per_gpu_hour, 2.0, TOL);
    assert_close(r.committed_usd_per_gpu_hour, 0.0, TOL);
    assert_close(r.spot_factor, 1.0, TOL);
    p.kind = GS_PRICING_MARKETPLACE;
    r = rate_of(p);
    assert_close(r.running_usd_per_gpu_hour, 2.0, TOL);
    p.kind = GS_PRICING_RESERVED_1Y; /* committed: every hour of the term */
    r = rate_of(p);
    assert_close(r.committed_usd_per_gpu_hour, 2.0, TOL);
    assert_close(r.running_usd_per_gpu_hour, 0.0, TOL);
    p.kind = GS_PRICING_RESERVED_3Y;
    r = rate_of(p);
    assert_close(r.committed_usd_per_gpu_hour, 2.0, TOL);
    assert_true(gs_cost_pricing_committed(GS_PRICING_RESERVED_3Y));
    assert_true(gs_cost_pricing_committed(GS_PRICING_OWNED));
    assert_false(gs_cost_pricing_committed(GS_PRICING_SPOT));
    /* spot: 0.1 interruptions/h x 0.5 h restart = 0.05 lost: 1/0.95 */
    p = (struct gs_cost_pricing){
        .kind = GS_PRICING_SPOT, .usd_per_gpu_hour = 0.95,
        .interruptions_per_hour = 0.1, .restart_hours = 0.5,
    };
    r = rate_of(p);
    assert_close(r.running_usd_per_gpu_hour, 0.95, TOL);
    assert_close(r.spot_factor, 1.0 / 0.95, TOL);
    /* at full use a spot GPU-hour of work costs 0.95 / 0.95 = 1.00 */
    assert_close(gs_cost_usd_per_used_hour(&r, 1.0), 1.0, TOL);
    /* reserved at $1.30 used half the time: $2.60 per hour of work */
    p = on_demand(1.3);
    p.kind = GS_PRICING_RESERVED_1Y;
    r = rate_of(p);
    assert_close(gs_cost_usd_per_used_hour(&r, 0.5), 2.6, TOL);
}

/* Owned TCO, by hand (owned_toy): 0.80 capex + 0.20 hosting committed,
 * 0.15 power per busy hour.  At 60% utilisation a term hour costs
 * 1.00 + 0.6 x 0.15 = 1.09, an hour of work 1.09 / 0.6 = 1.8167. */
static void owned_tco_worked_example(void **state)
{
    struct gs_cost_rate r = rate_of(owned_toy());

    (void)state;
    assert_close(r.capex_usd_per_gpu_hour, 0.8, TOL);
    assert_close(r.hosting_usd_per_gpu_hour, 0.2, TOL);
    assert_close(r.committed_usd_per_gpu_hour, 1.0, TOL);
    assert_close(r.busy_usd_per_gpu_hour, 0.15, TOL);
    assert_close(gs_cost_usd_per_term_hour(&r, 0.6), 1.09, TOL);
    assert_close(gs_cost_usd_per_used_hour(&r, 0.6), 1.09 / 0.6, TOL);
}

/* The sourced defaults on a 700 W GPU bought at $25,000:
 * capex (25,000 + 32,010 / 8) / (5 x 8760) = 29,001.25 / 43,800
 *       = 0.662129566;
 * hosting 184.06 x 10.2 / 8 / 730 = 234.6765 / 730 = 0.321474658;
 * power 0.7 kW x 1.56 x 0.0895 = 0.097734. */
static void owned_tco_with_the_sourced_defaults(void **state)
{
    struct gs_cost_pricing p = {
        .kind = GS_PRICING_OWNED,
        .owned = {
            .purchase_usd_per_gpu = 25000.0,
            .server_usd_per_gpu = GS_COST_DEFAULT_SERVER_USD_PER_GPU,
            .amortisation_years = GS_COST_DEFAULT_AMORTISATION_YEARS,
            .tdp_w = 700.0, .pue = GS_COST_DEFAULT_PUE,
            .usd_per_kwh = GS_COST_DEFAULT_USD_PER_KWH,
            .hosting_usd_per_gpu_month = gs_cost_hosting_usd_per_gpu_month(
                GS_COST_DEFAULT_HOSTING_USD_PER_KW_MONTH,
                GS_COST_DEFAULT_SERVER_KW_PER_GPU),
        },
    };
    struct gs_cost_rate r = rate_of(p);

    (void)state;
    assert_close(r.capex_usd_per_gpu_hour, 29001.25 / 43800.0, TOL);
    assert_close(r.hosting_usd_per_gpu_hour, 234.6765 / 730.0, 1e-9);
    assert_close(r.busy_usd_per_gpu_hour, 0.097734, 1e-9);
}

/* ---- break-even ----------------------------------------------------- */

/* On-demand $2.00/h vs 1-year reserved $1.30/h: 1.30 / 2.00 = 0.65. */
static void on_demand_vs_reserved_breaks_even_at_65_percent(void **state)
{
    struct gs_cost_pricing res = on_demand(1.3);
    struct gs_cost_rate od = rate_of(on_demand(2.0)), rs;
    struct gs_cost_breakeven be;

    (void)state;
    res.kind = GS_PRICING_RESERVED_1Y;
    rs = rate_of(res);
    gs_cost_breakeven_util(&od, &rs, &be, NULL);
    assert_int_equal(be.kind, GS_BREAKEVEN_AT);
    assert_close(be.utilisation_frac, 0.65, TOL);
    assert_true(be.a_cheaper_below);       /* rent below 65% */
    gs_cost_breakeven_util(&rs, &od, &be, NULL);
    assert_close(be.utilisation_frac, 0.65, TOL);
    assert_false(be.a_cheaper_below);
    /* and the two really cost the same there */
    assert_close(gs_cost_usd_per_term_hour(&od, 0.65),
                 gs_cost_usd_per_term_hour(&rs, 0.65), TOL);
}

/* Buy vs rent: 1.00 / (2.00 - 0.15) = 0.540541; buy vs reserve at
 * $1.30: (1.00 - 1.30) / (0.15 - 0) = -2, no crossing, and owned costs
 * 1.15 < 1.30 at full use: owned is always cheaper. */
static void buy_vs_rent_vs_reserve(void **state)
{
    struct gs_cost_pricing res = on_demand(1.3);
    struct gs_cost_rate own = rate_of(owned_toy());
    struct gs_cost_rate od = rate_of(on_demand(2.0)), rs;
    struct gs_cost_breakeven be;

    (void)state;
    res.kind = GS_PRICING_RESERVED_1Y;
    rs = rate_of(res);
    gs_cost_breakeven_util(&own, &od, &be, NULL);
    assert_int_equal(be.kind, GS_BREAKEVEN_AT);
    assert_close(be.utilisation_frac, 1.0 / 1.85, TOL);
    assert_false(be.a_cheaper_below);      /* buy above 54% */
    gs_cost_breakeven_util(&own, &rs, &be, NULL);
    assert_int_equal(be.kind, GS_BREAKEVEN_A_CHEAPER);
    assert_true(isnan(be.utilisation_frac));
    gs_cost_breakeven_util(&rs, &own, &be, NULL);
    assert_int_equal(be.kind, GS_BREAKEVEN_B_CHEAPER);
}

static void breakeven_without_a_crossing(void **state)
{
    struct gs_cost_pricing r1 = on_demand(1.3), r3 = on_demand(0.9);
    struct gs_cost_rate a, b, od = rate_of(on_demand(2.0));
    struct gs_cost_rate spot = rate_of((struct gs_cost_pricing){
        .kind = GS_PRICING_SPOT, .usd_per_gpu_hour = 0.8,
    });
    struct gs_cost_breakeven be;

    (void)state;
    r1.kind = GS_PRICING_RESERVED_1Y;
    r3.kind = GS_PRICING_RESERVED_3Y;
    a = rate_of(r1);
    b = rate_of(r3);
    gs_cost_breakeven_util(&a, &b, &be, NULL);    /* parallel: 3y always */
    assert_int_equal(be.kind, GS_BREAKEVEN_B_CHEAPER);
    gs_cost_breakeven_util(&od, &spot, &be, NULL); /* both rented: spot */
    assert_int_equal(be.kind, GS_BREAKEVEN_B_CHEAPER);
    gs_cost_breakeven_util(&a, &a, &be, NULL);
    assert_int_equal(be.kind, GS_BREAKEVEN_EQUAL);
    /* a reserved price above on-demand never pays */
    r1.usd_per_gpu_hour = 2.5;
    a = rate_of(r1);
    gs_cost_breakeven_util(&od, &a, &be, NULL);
    assert_int_equal(be.kind, GS_BREAKEVEN_A_CHEAPER);
}

/* ---- model APIs ----------------------------------------------------- */

/* 10^6 in x $3 + 10^6 out x $15 = $18. */
static void api_usd_per_million_tokens(void **state)
{
    struct gs_cost_api api = {3.0, 15.0};

    (void)state;
    assert_close(gs_cost_api_usd(&api, 1e6, 1e6), 18.0, TOL);
    assert_close(gs_cost_api_usd(&api, 2e5, 0.0), 0.6, TOL);
}

/* 1 req/s for 730 h = 2,628,000 outputs of 1000 in + 500 out tokens at
 * $1 / $2 per 10^6: 2.628e6 x 2000 / 10^6 = 5,256; retries 0.1: 525.6;
 * total 5,781.6; accepted 0.9 x 2.628e6 = 2,365,200; per 10^6 accepted
 * tokens 5,781.6 / 1,182.6 = 4.888889. */
static void api_cost_per_accepted_output(void **state)
{
    struct gs_cost_api_input in = {
        .api = {1.0, 2.0}, .requests_per_s = 1.0, .period_hours = 730.0,
        .prompt_tokens = 1000.0, .output_tokens = 500.0,
        .acceptance_rate = 0.9, .retry_rate = 0.1,
    };
    struct gs_cost_result r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(gs_cost_api_infer(&in, &r, NULL, &err), 0);
    assert_close(term(&r, "api_usd"), 5256.0, 1e-9);
    assert_close(term(&r, "retry_waste_usd"), 525.6, 1e-9);
    assert_close(r.usd_total, 5781.6, 1e-9);
    assert_close(r.accepted_outputs, 2365200.0, 1e-9);
    assert_close(r.usd_per_mtok, 5781.6 / 1182.6, 1e-9);
}

/* API at $1 in / $2 out, 2 input tokens per output token:
 * a = (2 x 1 + 2) / 10^6 = 4e-6 USD per output token.  Self-hosted: one
 * 1-GPU replica at $2/h: R = 730 x 2 = 1,460 USD/month; 1000 tokens/s
 * at 50%: C = 1000 x 3600 x 730 x 0.5 = 1.314e9 tokens/month.
 * F = 540: V1 = (540 + 1,460) / 4e-6 = 5e8 <= C: break-even 5e8
 * tokens/month at $2,000.  F = 10,000: V1 = 2.865e9 > C, so
 * V2 = 10,000 / (4e-6 - 1,460 / 1.314e9) = 3.461538e9, where both cost
 * 10,000 + 1,460 x 3.461538e9 / 1.314e9 = 13,846.15. */
static void api_breakeven_volume(void **state)
{
    struct gs_cost_api_breakeven_input in = {
        .api = {1.0, 2.0}, .prompt_tokens_per_output_token = 2.0,
        .rate = rate_of(on_demand(2.0)), .gpus_per_replica = 1,
        .replica_tokens_per_s = 1000.0, .max_util_frac = 0.5,
        .min_replicas = 1, .fixed_usd_per_month = 540.0,
    };
    struct gs_cost_api_breakeven b;
    struct gs_error err = GS_ERROR_INIT;
    double marginal = 1460.0 / 1.314e9;

    (void)state;
    assert_int_equal(gs_cost_api_breakeven(&in, &b, NULL, &err), 0);
    assert_true(b.exists);
    assert_close(b.api_usd_per_token, 4e-6, TOL);
    assert_close(b.output_tokens_per_month, 5e8, 1e-9);
    assert_close(b.usd_per_month, 2000.0, 1e-9);
    in.fixed_usd_per_month = 10000.0;
    assert_int_equal(gs_cost_api_breakeven(&in, &b, NULL, &err), 0);
    assert_true(b.exists);
    assert_close(b.self_marginal_usd_per_token, marginal, 1e-9);
    assert_close(b.output_tokens_per_month, 10000.0 / (4e-6 - marginal),
                 1e-9);
    assert_close(b.usd_per_month, 10000.0 + 1460.0 *
                 b.output_tokens_per_month / 1.314e9, 1e-9);
    /* an API at $1 per 10^6 output tokens undercuts the 1.11e-6 marginal
     * self-hosted cost: no volume makes self-hosting cheaper */
    in.api = (struct gs_cost_api){0.0, 1.0};
    assert_int_equal(gs_cost_api_breakeven(&in, &b, NULL, &err), 0);
    assert_false(b.exists);
    assert_true(isnan(b.output_tokens_per_month));
}

/* ---- media ---------------------------------------------------------- */

/* $2/GPU-h, 1 GPU, 1000 assets at 100/h, 0.25 failed renders per asset,
 * 0.2 queue overhead, acceptance 0.8.  renders 1,250; compute 10 h x 2
 * = 20; failed 20 x 0.25 = 5; queue 1,250 / 100 x 0.2 = 2.5 h x 2 = 5;
 * moderation 1,250 x 0.001 = 1.25; review 1000 x 0.01 h x $30 = 300;
 * storage 10.  Total 341.25 over 800 accepted = 0.4265625. */
static void media_terms_add_up_by_hand(void **state)
{
    struct gs_cost_media_input in = {
        .pricing = on_demand(2.0), .gpus_per_worker = 1, .assets = 1000.0,
        .assets_per_hour = 100.0, .acceptance_rate = 0.8,
        .failed_render_rate = 0.25, .queue_overhead_frac = 0.2,
        .storage_usd = 10.0, .moderation_usd_per_render = 0.001,
        .review_hours_per_asset = 0.01, .review_usd_per_hour = 30.0,
    };
    struct gs_cost_result r;
    struct gs_error err = GS_ERROR_INIT;
    double aph;

    (void)state;
    assert_int_equal(gs_cost_media(&in, &r, NULL, &err), 0);
    assert_close(term(&r, "compute_usd"), 20.0, TOL);
    assert_close(term(&r, "failed_render_usd"), 5.0, TOL);
    assert_close(term(&r, "queue_overhead_usd"), 5.0, TOL);
    assert_close(term(&r, "moderation_usd"), 1.25, TOL);
    assert_close(term(&r, "operator_review_usd"), 300.0, 1e-9);
    assert_close(term(&r, "storage_usd"), 10.0, TOL);
    assert_close(r.usd_total, 341.25, 1e-9);
    assert_close(r.accepted_outputs, 800.0, TOL);
    assert_close(r.usd_per_accepted_output, 0.4265625, 1e-9);
    /* 12.5 busy GPU-h of 15 held */
    assert_close(r.utilisation_frac, 12.5 / 15.0, TOL);
    /* 3600 x 5e14 FLOP/s / 1e15 FLOP per asset = 1,800 assets/h */
    assert_int_equal(gs_cost_media_assets_per_hour(1e15, 5e14, &aph, &err),
                     0);
    assert_close(aph, 1800.0, TOL);
}

/* ---- --explain ------------------------------------------------------ */

struct capture {
    int n;
    int n_terms_seen;
    char compute_formula[512];
};

static void capture_emit(void *ctx, const char *quantity, const char *formula,
                         double value, const char *unit)
{
    struct capture *c = ctx;

    (void)value;
    (void)unit;
    c->n++;
    assert_non_null(formula);
    if (strcmp(quantity, "compute_usd") == 0)
        snprintf(c->compute_formula, sizeof(c->compute_formula), "%s",
                 formula);
    if (strlen(quantity) > 4 &&
        strcmp(quantity + strlen(quantity) - 4, "_usd") == 0)
        c->n_terms_seen++;
}

static void trace_emits_every_term_with_its_values(void **state)
{
    struct gs_cost_train_input in = {
        .pricing = on_demand(gs_price_usd_per_gpu_hour(32.77, 8)),
        .n_gpus = 8, .wall_hours = 192.0, .goodput_frac = 1.0,
    };
    struct gs_cost_infer_input inf = infer_toy();
    struct capture c = {0};
    struct gs_trace t = {.emit = capture_emit, .ctx = &c};
    struct gs_cost_result r;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(gs_cost_train(&in, &r, &t, &err), 0);
    assert_int_equal(c.n_terms_seen, (int)r.n_terms);
    assert_non_null(strstr(c.compute_formula, "8 GPUs x 192 h"));
    assert_non_null(strstr(c.compute_formula, "4.09625"));
    memset(&c, 0, sizeof(c));
    assert_int_equal(gs_cost_infer(&inf, &r, &t, &err), 0);
    assert_int_equal(c.n_terms_seen, (int)r.n_terms);
    assert_true(c.n > c.n_terms_seen);
    assert_non_null(strstr(c.compute_formula, "1752 GPU-h x 2"));
    {
        struct gs_cost_rate od = rate_of(on_demand(2.0));
        struct gs_cost_rate own = rate_of(owned_toy());
        struct gs_cost_breakeven be;

        memset(&c, 0, sizeof(c));
        gs_cost_breakeven_util(&od, &own, &be, &t);
        assert_int_equal(c.n, 1);
    }
}

/* ---- domain errors -------------------------------------------------- */

static void expect_infer_domain(struct gs_cost_infer_input in,
                                const char *needle)
{
    struct gs_cost_result r;
    struct gs_error err = GS_ERROR_INIT;

    if (gs_cost_infer(&in, &r, NULL, &err) != -1) {
        print_error("expected a domain error mentioning '%s'\n", needle);
        fail();
    }
    assert_int_equal(err.code, GS_EDOMAIN);
    if (!strstr(err.msg, needle)) {
        print_error("message '%s' lacks '%s'\n", err.msg, needle);
        fail();
    }
}

static void inference_domain_errors(void **state)
{
    struct gs_cost_infer_input in;

    (void)state;
    in = infer_toy(); in.acceptance_rate = 0.0;
    expect_infer_domain(in, "acceptance rate");
    in = infer_toy(); in.acceptance_rate = 1.01;
    expect_infer_domain(in, "acceptance rate");
    in = infer_toy(); in.acceptance_rate = NAN;
    expect_infer_domain(in, "acceptance rate");
    in = infer_toy(); in.retry_rate = -0.1;
    expect_infer_domain(in, "retry rate");
    in = infer_toy(); in.replica_requests_per_s = 0.0;
    expect_infer_domain(in, "per replica");
    in = infer_toy(); in.requests_per_s = 0.0;
    expect_infer_domain(in, "requests per second");
    in = infer_toy(); in.peak_requests_per_s = 11.0;
    expect_infer_domain(in, "below the average");
    in = infer_toy(); in.gpus_per_replica = 0;
    expect_infer_domain(in, "GPUs per replica");
    in = infer_toy(); in.period_hours = 0.0;
    expect_infer_domain(in, "period hours");
    in = infer_toy(); in.storage_usd_per_month = -1.0;
    expect_infer_domain(in, "storage");
    in = infer_toy(); in.labor_usd_per_hour = INFINITY;
    expect_infer_domain(in, "labour");
    in = infer_toy(); in.replica_requests_per_s = 1e-20;
    expect_infer_domain(in, "replicas");
    in = infer_toy(); in.pricing.usd_per_gpu_hour = 0.0;
    expect_infer_domain(in, "USD per GPU-hour");
    in = infer_toy(); in.pricing.usd_per_gpu_hour = -2.0;
    expect_infer_domain(in, "USD per GPU-hour");
    in = infer_toy(); in.pricing.interruptions_per_hour = 0.1;
    expect_infer_domain(in, "interruptions apply to spot");
    in = infer_toy(); in.pricing.kind = GS_PRICING_SPOT;
    in.pricing.interruptions_per_hour = 1.0; in.pricing.restart_hours = 1.0;
    expect_infer_domain(in, "no useful time");
    in = infer_toy(); in.pricing.kind = GS_PRICING_SPOT;
    in.pricing.restart_hours = -1.0;
    expect_infer_domain(in, "restart hours");
    in = infer_toy(); in.pricing = owned_toy(); in.pricing.owned.pue = 0.9;
    expect_infer_domain(in, "PUE");
    in = infer_toy(); in.pricing = owned_toy();
    in.pricing.owned.amortisation_years = 0.0;
    expect_infer_domain(in, "amortisation");
    in = infer_toy(); in.pricing = owned_toy();
    in.pricing.owned.purchase_usd_per_gpu = -1.0;
    expect_infer_domain(in, "purchase");
    in = infer_toy(); in.pricing.kind = (enum gs_pricing)GS_PRICING_COUNT;
    expect_infer_domain(in, "pricing kind");
}

static void other_domain_errors(void **state)
{
    struct gs_cost_train_input tr = {
        .pricing = on_demand(2.0), .n_gpus = 8, .wall_hours = 10.0,
        .goodput_frac = 0.9, .lost_work_hours = 0.5,
    };
    struct gs_cost_media_input md = {
        .pricing = on_demand(2.0), .gpus_per_worker = 1, .assets = 10.0,
        .assets_per_hour = 1.0, .acceptance_rate = 1.0,
    };
    struct gs_cost_api_input api = {
        .api = {1.0, 1.0}, .requests_per_s = 1.0, .period_hours = 1.0,
        .output_tokens = 1.0, .acceptance_rate = 1.0,
    };
    struct gs_cost_api_breakeven_input be = {
        .api = {1.0, 1.0}, .rate = rate_of(on_demand(2.0)),
        .gpus_per_replica = 1, .replica_tokens_per_s = 1.0,
        .max_util_frac = 1.0, .min_replicas = 1,
    };
    struct gs_cost_train_input t2;
    struct gs_cost_media_input m2;
    struct gs_cost_api_input a2;
    struct gs_cost_api_breakeven_input b2;
    struct gs_cost_result r;
    struct gs_cost_api_breakeven bo;
    struct gs_error err = GS_ERROR_INIT;
    double aph;

    (void)state;
    assert_int_equal(gs_cost_train(&tr, &r, NULL, &err), 0);
    t2 = tr; t2.goodput_frac = 0.0;
    assert_int_equal(gs_cost_train(&t2, &r, NULL, &err), -1);
    assert_int_equal(err.code, GS_EDOMAIN);
    gs_error_clear(&err);
    t2 = tr; t2.lost_work_hours = 1.5;     /* > 10 x (1 - 0.9) = 1 h */
    assert_int_equal(gs_cost_train(&t2, &r, NULL, &err), -1);
    assert_non_null(strstr(err.msg, "lost work hours"));
    gs_error_clear(&err);
    t2 = tr; t2.n_gpus = 0;
    assert_int_equal(gs_cost_train(&t2, &r, NULL, &err), -1);
    gs_error_clear(&err);
    t2 = tr; t2.wall_hours = -1.0;
    assert_int_equal(gs_cost_train(&t2, &r, NULL, &err), -1);
    gs_error_clear(&err);
    t2 = tr; t2.network_usd = -1.0;
    assert_int_equal(gs_cost_train(&t2, &r, NULL, &err), -1);
    gs_error_clear(&err);

    assert_int_equal(gs_cost_media(&md, &r, NULL, &err), 0);
    m2 = md; m2.assets_per_hour = 0.0;
    assert_int_equal(gs_cost_media(&m2, &r, NULL, &err), -1);
    assert_int_equal(err.code, GS_EDOMAIN);
    assert_non_null(strstr(err.msg, "assets per hour"));
    gs_error_clear(&err);
    m2 = md; m2.acceptance_rate = 0.0;
    assert_int_equal(gs_cost_media(&m2, &r, NULL, &err), -1);
    gs_error_clear(&err);
    m2 = md; m2.failed_render_rate = -0.5;
    assert_int_equal(gs_cost_media(&m2, &r, NULL, &err), -1);
    gs_error_clear(&err);
    assert_int_equal(gs_cost_media_assets_per_hour(0.0, 1e12, &aph, &err),
                     -1);
    gs_error_clear(&err);
    assert_int_equal(gs_cost_media_assets_per_hour(1e12, 0.0, &aph, &err),
                     -1);
    gs_error_clear(&err);

    assert_int_equal(gs_cost_api_infer(&api, &r, NULL, &err), 0);
    a2 = api; a2.api.usd_per_mtok_input = -1.0;
    assert_int_equal(gs_cost_api_infer(&a2, &r, NULL, &err), -1);
    gs_error_clear(&err);
    a2 = api; a2.acceptance_rate = 2.0;
    assert_int_equal(gs_cost_api_infer(&a2, &r, NULL, &err), -1);
    gs_error_clear(&err);
    a2 = api; a2.output_tokens = 0.0;
    assert_int_equal(gs_cost_api_infer(&a2, &r, NULL, &err), -1);
    gs_error_clear(&err);

    assert_int_equal(gs_cost_api_breakeven(&be, &bo, NULL, &err), 0);
    b2 = be; b2.max_util_frac = 0.0;
    assert_int_equal(gs_cost_api_breakeven(&b2, &bo, NULL, &err), -1);
    assert_int_equal(err.code, GS_EDOMAIN);
    gs_error_clear(&err);
    b2 = be; b2.min_replicas = 0;
    assert_int_equal(gs_cost_api_breakeven(&b2, &bo, NULL, &err), -1);
    gs_error_clear(&err);
    b2 = be; b2.replica_tokens_per_s = 0.0;
    assert_int_equal(gs_cost_api_breakeven(&b2, &bo, NULL, &err), -1);
    gs_error_clear(&err);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(seed_p4d_quote_for_8_days_is_6291_84),
        cmocka_unit_test(training_terms_add_up_by_hand),
        cmocka_unit_test(spot_interruptions_add_restarts_from_the_checkpoint),
        cmocka_unit_test(training_cost_is_linear_in_hours_and_gpus),
        cmocka_unit_test(inference_terms_add_up_by_hand),
        cmocka_unit_test(measured_utilisation_sets_the_paid_hours),
        cmocka_unit_test(replicas_round_up_only_past_a_whole_replica),
        cmocka_unit_test(batch_jobs_pay_the_hours_they_run),
        cmocka_unit_test(media_rate_per_gpu_scales_with_the_worker),
        cmocka_unit_test(reservations_charge_the_term),
        cmocka_unit_test(serving_jobs_on_reserved_gpus_bear_the_term),
        cmocka_unit_test(api_side_pays_storage_and_network),
        cmocka_unit_test(owned_serving_pays_power_only_while_busy),
        cmocka_unit_test(
            higher_acceptance_never_raises_cost_per_accepted_output),
        cmocka_unit_test(more_retries_never_lower_cost_per_accepted_output),
        cmocka_unit_test(each_pricing_kind_reduces_to_its_hourly_rates),
        cmocka_unit_test(owned_tco_worked_example),
        cmocka_unit_test(owned_tco_with_the_sourced_defaults),
        cmocka_unit_test(on_demand_vs_reserved_breaks_even_at_65_percent),
        cmocka_unit_test(buy_vs_rent_vs_reserve),
        cmocka_unit_test(breakeven_without_a_crossing),
        cmocka_unit_test(api_usd_per_million_tokens),
        cmocka_unit_test(api_cost_per_accepted_output),
        cmocka_unit_test(api_breakeven_volume),
        cmocka_unit_test(media_terms_add_up_by_hand),
        cmocka_unit_test(trace_emits_every_term_with_its_values),
        cmocka_unit_test(inference_domain_errors),
        cmocka_unit_test(other_domain_errors),
    };

    return cmocka_run_group_tests_name("cost", tests, NULL, NULL);
}
