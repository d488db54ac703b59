/*
 * The question settled once (src/plan/question.c): each value is the
 * flag's if given, else the workload file's, else the default; cost
 * terms per month or per run; the pricing kind and filters from the
 * file's constraints; a GPU's `measured` entry; the checks.  Values by
 * hand; the file is built in memory as the loader would leave it.
 */
#include "gs_test.h"

#include <string.h>

#include "question.h"
#include "units.h"

static struct gs_cost_args args(void)
{
    struct gs_cost_args a;

    gs_candidate_args_unset(&a);
    return a;
}

/* A realtime file: 5 req/s average, 8 at peak, 2000-token prompts. */
static struct gs_workload_file chat(void)
{
    struct gs_workload_file w;

    gs_workload_file_init(&w);
    w.kind = GS_WKIND_REALTIME;
    w.model = "toy-8b";
    w.prompt_tokens = 2000;
    w.output_tokens = 500;
    w.demand.requests_per_s = 5.0;
    w.demand.peak_requests_per_s = 8.0;
    w.quality.acceptance_rate = 0.8;
    w.targets.ttft_p99_s = 0.5;
    return w;
}

static void flags_over_file_over_defaults(void **state)
{
    struct gs_cost_args a = args();
    struct gs_workload_file w = chat();
    struct gs_cost_question q;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    a.output_tokens = 200;                     /* flag over file (500) */
    a.model = "toy-70b";
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), 0);
    assert_int_equal(q.kind, GS_WKIND_REALTIME);          /* file */
    assert_string_equal(q.model_name, "toy-70b");         /* flag */
    assert_int_equal(q.prompt_tokens, 2000);              /* file */
    assert_int_equal(q.output_tokens, 200);               /* flag */
    assert_close(q.requests_per_s, 5.0, 1e-12);           /* file */
    assert_close(q.peak_requests_per_s, 8.0, 1e-12);      /* file */
    assert_close(q.acceptance_rate, 0.8, 1e-12);          /* file */
    assert_close(q.retry_rate, 0.0, 1e-12);               /* default */
    assert_close(q.ttft_p99_s, 0.5, 1e-12);               /* file */
    assert_close(q.itl_p99_s, 0.0, 1e-12);                /* none */
    assert_close(q.period_hours, 730.0, 1e-12);           /* a month */
    assert_close(q.labor_usd_per_hour, 63.59, 1e-12);     /* BLS default */
    assert_int_equal(q.pricing, GS_PRICING_ON_DEMAND);          /* default */
    assert_null(q.provider);
    /* without a file: the defaults, and a flag for each demand */
    a = args();
    a.kind = "realtime";
    a.model = "toy-8b";
    a.requests_per_s = 2.0;
    assert_int_equal(gs_question_settle(&a, NULL, NULL, &q, &err), 0);
    assert_int_equal(q.prompt_tokens, 1000);
    assert_int_equal(q.output_tokens, 1000);
    assert_close(q.peak_requests_per_s, 2.0, 1e-12);   /* the average */
    assert_close(q.acceptance_rate, 1.0, 1e-12);
}

/* A file's weight and KV format lists (issue 16): every format, the first
 * first; a flag names one and replaces the file's list. */
static void format_lists_from_the_file_or_one_flag(void **state)
{
    static const char *wl[] = { "bf16", "fp8" };
    static const char *kl[] = { "bf16", "fp8" };
    struct gs_cost_args a = args();
    struct gs_workload_file w = chat();
    struct gs_cost_question q;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    w.precision = wl[0];
    w.precisions = (struct gs_name_list){ wl, 2 };
    w.kv_dtype = kl[0];
    w.kv_dtypes = (struct gs_name_list){ kl, 2 };
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), 0);
    assert_int_equal(q.n_formats, 2);
    assert_int_equal(q.formats[0], GS_DTYPE_BF16);
    assert_int_equal(q.formats[1], GS_DTYPE_FP8);
    assert_int_equal(q.n_kv_formats, 2);
    assert_int_equal(q.kv_formats[1], GS_DTYPE_FP8);
    assert_int_equal(q.kv_dtype, GS_DTYPE_BF16);
    assert_string_equal(q.kv_dtype_text, "bf16");
    a.kv_dtype = "fp8";
    a.precision = "fp8";
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), 0);
    assert_int_equal(q.n_formats, 1);
    assert_int_equal(q.formats[0], GS_DTYPE_FP8);
    assert_int_equal(q.n_kv_formats, 0);
    assert_int_equal(q.kv_dtype, GS_DTYPE_FP8);
    assert_string_equal(q.kv_dtype_text, "fp8");
}

/* The KV-cache format is settled once, to an enum: the flag's over the
 * file's, matched without regard to case (as the loader matches it) and
 * kept as written for the report; none: GS_DTYPE_UNSET (the weight
 * format's default); a name no format has: GS_EUSAGE. */
static void kv_dtype_settled_once_to_an_enum(void **state)
{
    struct gs_cost_args a = args();
    struct gs_workload_file w = chat();
    struct gs_cost_question q;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), 0);
    assert_int_equal(q.kv_dtype, GS_DTYPE_UNSET);           /* default */
    assert_null(q.kv_dtype_text);
    w.kv_dtype = "INT8";                                    /* file */
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), 0);
    assert_int_equal(q.kv_dtype, GS_DTYPE_INT8);
    assert_string_equal(q.kv_dtype_text, "INT8");
    a.kv_dtype = "fp16";                                    /* flag */
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), 0);
    assert_int_equal(q.kv_dtype, GS_DTYPE_FP16);
    assert_string_equal(q.kv_dtype_text, "fp16");
    a.kv_dtype = "fp7";
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);
    assert_non_null(strstr(err.msg, "unknown KV-cache format 'fp7'"));
}

static void batch_demand_is_a_rate_over_the_deadline(void **state)
{
    struct gs_cost_args a = args();
    struct gs_cost_question q;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    a.kind = "batch";
    a.model = "toy-8b";
    a.requests = 72000.0;
    a.deadline_hours = 10.0;
    assert_int_equal(gs_question_settle(&a, NULL, NULL, &q, &err), 0);
    /* 72000 / (10 h x 3600 s) = 2 per second; the period is the deadline */
    assert_close(q.requests_per_s, 2.0, 1e-12);
    assert_close(q.peak_requests_per_s, 2.0, 1e-12);
    assert_close(q.period_hours, 10.0, 1e-12);
}

static void cost_terms_by_month_or_by_run(void **state)
{
    struct gs_cost_args a = args();
    struct gs_workload_file w = chat();
    struct gs_cost_question q;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    w.costs.usd_per_month[GS_COST_STORAGE] = 100.0;
    w.costs.usd_per_run[GS_COST_STORAGE] = 73.0;
    w.costs.usd_per_month[GS_COST_OTHER] = 10.0;
    a.period_hours = 365.0;                     /* half a month */
    a.serving_stack_usd = 42.0;                 /* a flag over the file */
    w.costs.usd_per_month[GS_COST_SERVING_STACK] = 1e6;
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), 0);
    /* serving: per month as is, a run's 73 spread over 0.5 months */
    assert_close(q.storage_usd, 100.0 + 73.0 / 0.5, 1e-12);
    assert_close(q.other_usd, 10.0, 1e-12);
    assert_close(q.serving_stack_usd, 42.0, 1e-12);
    /* a training run: per run as is, a month's figure for its months */
    a = args();
    a.kind = "training";
    a.tokens = "1B";
    a.period_hours = 1460.0;                    /* two months */
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), 0);
    assert_close(q.tokens, 1e9, 1e-12);
    assert_close(q.storage_usd, 73.0 + 100.0 * 2.0, 1e-12);
}

static void pricing_and_filters_from_the_constraints(void **state)
{
    struct gs_cost_args a = args();
    struct gs_workload_file w = chat();
    struct gs_cost_question q;
    struct gs_error err = GS_ERROR_INIT;
    const char *kinds[] = { "spot", "on-demand" };
    const char *providers[] = { "toycloud" };

    (void)state;
    w.constraints.pricing = (struct gs_name_list){ kinds, 2 };
    w.constraints.providers = (struct gs_name_list){ providers, 1 };
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), 0);
    assert_int_equal(q.pricing, GS_PRICING_SPOT);
    assert_string_equal(q.provider, "toycloud");
    a.pricing = "owned";
    a.provider = "othercloud";
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), 0);
    assert_int_equal(q.pricing, GS_PRICING_OWNED);
    assert_string_equal(q.provider, "othercloud");
}

static void a_gpus_measured_entry_replaces_the_model(void **state)
{
    struct gs_cost_args a = args();
    struct gs_workload_file w = chat();
    struct gs_workload_measured m[2];
    struct gs_gpu g = { .id = "toy-48g" }, other = { .id = "toy-24g" };
    struct gs_cost_question q;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    memset(m, 0, sizeof(m));
    m[0] = (struct gs_workload_measured){
        .gpu = "toy-48g", .gpu_count = 4, .tokens_per_s = 1000.0,
        .tokens_per_s_per_gpu = GS_UNSET_F64, .ttft_s = GS_UNSET_F64,
        .itl_s = GS_UNSET_F64, .assets_per_s_per_gpu = GS_UNSET_F64,
        .mfu = GS_UNSET_F64, .util_frac = 0.5,
    };
    w.measured = m;
    w.n_measured = 1;
    assert_int_equal(gs_question_settle(&a, &w, &g, &q, &err), 0);
    assert_close(q.measured_tokens_per_s_per_gpu, 250.0, 1e-12);
    assert_close(q.measured_util_frac, 0.5, 1e-12);
    assert_non_null(q.measured_source);
    /* another GPU: no measurement */
    assert_int_equal(gs_question_settle(&a, &w, &other, &q, &err), 0);
    assert_true(gs_unset_f64(q.measured_tokens_per_s_per_gpu));
    assert_null(q.measured_source);
    /* a flag wins over the file's entry */
    a.tokens_per_s_per_gpu = 90.0;
    assert_int_equal(gs_question_settle(&a, &w, &g, &q, &err), 0);
    assert_close(q.measured_tokens_per_s_per_gpu, 90.0, 1e-12);
}

static void inconsistent_questions_are_usage_errors(void **state)
{
    struct gs_cost_args a = args();
    struct gs_workload_file w = chat();
    struct gs_cost_question q;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    assert_int_equal(gs_question_settle(&a, NULL, NULL, &q, &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);          /* no kind */
    err = (struct gs_error)GS_ERROR_INIT;
    a.acceptance_rate = 1.5;
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);
    err = (struct gs_error)GS_ERROR_INIT;
    a = args();
    a.peak_requests_per_s = 1.0;                    /* below the average */
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);
    err = (struct gs_error)GS_ERROR_INIT;
    a = args();
    w.demand.requests_per_s = GS_UNSET_F64;         /* no demand */
    w.demand.peak_requests_per_s = GS_UNSET_F64;
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);
}

/* Precisions settle to enums: serving's weight formats, training's GEMM
 * precisions (a flag's list over the file's value over bf16). */
static void precisions_settle_to_enums(void **state)
{
    struct gs_cost_args a = args();
    struct gs_workload_file w = chat();
    struct gs_cost_question q;
    struct gs_error err = GS_ERROR_INIT;
    const char *fp16[] = { "fp16" };

    (void)state;
    a.precision = "fp8,int4";
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), 0);
    assert_int_equal(q.n_formats, 2);
    assert_int_equal(q.formats[0], GS_DTYPE_FP8);
    assert_int_equal(q.formats[1], GS_DTYPE_INT4);
    assert_string_equal(q.precision_text, "fp8,int4");
    assert_int_equal(q.n_train_precisions, 0);      /* serving */
    a = args();
    a.kind = "training";
    a.model = "toy-8b";
    a.tokens = "1B";
    assert_int_equal(gs_question_settle(&a, NULL, NULL, &q, &err), 0);
    assert_int_equal(q.n_train_precisions, 1);      /* default */
    assert_int_equal(q.train_precisions[0], GS_PREC_BF16);
    assert_null(q.precision_text);
    w.kind = GS_WKIND_TRAINING;
    w.precision = "fp16";            /* the file's, as the loader sets */
    w.precisions.items = fp16;
    w.precisions.n = 1;
    w.demand.tokens = 1e9;
    a.kind = NULL;
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), 0);
    assert_int_equal(q.n_train_precisions, 1);
    assert_int_equal(q.train_precisions[0], GS_PREC_FP16);
    a.precision = "bf16,fp8";                        /* flag over file */
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), 0);
    assert_int_equal(q.n_train_precisions, 2);
    assert_int_equal(q.train_precisions[0], GS_PREC_BF16);
    assert_int_equal(q.train_precisions[1], GS_PREC_FP8);
    a.precision = "bf16,fp9";
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);
    assert_string_equal(err.msg, "--precision: unknown training precision "
                        "'fp9' (bf16, fp16, fp8, fp32)");
}

/* Serving features (issue 17): the flags over the file, as perf checks
 * them. */
static void serving_features_flags_over_file(void **state)
{
    struct gs_cost_args a = args();
    struct gs_workload_file w = chat();
    struct gs_cost_question q;
    struct gs_error err = GS_ERROR_INIT;

    (void)state;
    /* the file's MTP K = 2, A = 2.4; EP 8 with attention-DP; KV offload
     * of 200 GB; fixed pools 16 + 8 */
    w.mtp_draft_tokens = 2;
    w.acceptance_length = 2.4;
    w.ep = 8;
    w.attention_dp = 1;
    w.kv_offload = "host";
    w.host_memory_gb = 200.0;
    w.disagg = 1;
    w.prefill_gpus = 16;
    w.decode_gpus = 8;
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), 0);
    assert_int_equal(q.mtp_draft_tokens, 2);
    assert_close(q.acceptance_length, 2.4, 1e-12);
    assert_null(q.draft_model_name);
    assert_int_equal(q.ep, 8);
    assert_true(q.attention_dp);
    assert_close(q.kv_offload_host_bytes, 200e9, 1e-12);
    assert_true(q.disagg);
    assert_int_equal(q.prefill_gpus, 16);
    assert_int_equal(q.decode_gpus, 8);
    /* flags replace the file's speculative decoding as a whole: a draft
     * model of K 4 at A 3; --ep 1 turns EP (and the file's attention-DP)
     * off */
    a.draft_model = "toy-1b";
    a.draft_tokens = 4;
    a.acceptance_length = 3.0;
    a.ep = 1;
    a.host_memory_bytes = 50e9;
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), 0);
    assert_int_equal(q.mtp_draft_tokens, 4);
    assert_close(q.acceptance_length, 3.0, 1e-12);
    assert_string_equal(q.draft_model_name, "toy-1b");
    assert_int_equal(q.ep, 1);
    assert_false(q.attention_dp);
    assert_close(q.kv_offload_host_bytes, 50e9, 1e-12);
    /* --spec-decode mtp:3 */
    a = args();
    a.spec_decode = "mtp:3";
    a.acceptance_length = 4.0;
    w = chat();
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), 0);
    assert_int_equal(q.mtp_draft_tokens, 3);
    assert_close(q.acceptance_length, 4.0, 1e-12);
}

static void serving_features_refused(void **state)
{
    struct gs_workload_file w = chat();
    struct gs_cost_question q;
    struct gs_error err = GS_ERROR_INIT;
    struct gs_cost_args a;

    (void)state;
    /* mtp:0, mtp:17, mtp:x */
    a = args();
    a.spec_decode = "mtp:0";
    a.acceptance_length = 1.0;
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), -1);
    assert_int_equal(err.code, GS_EUSAGE);
    a.spec_decode = "mtp:17";
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), -1);
    a.spec_decode = "mtp:x";
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), -1);
    /* acceptance above K + 1 = 3 */
    a.spec_decode = "mtp:2";
    a.acceptance_length = 3.5;
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), -1);
    /* no acceptance length */
    a = args();
    a.spec_decode = "mtp:2";
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), -1);
    /* a draft model without its K */
    a = args();
    a.draft_model = "toy-1b";
    a.acceptance_length = 2.0;
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), -1);
    /* attention-DP without an EP group of 2 or more */
    a = args();
    a.attention_dp = true;
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), -1);
    a.ep = 1;
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), -1);
    /* host offload without host memory; host memory without offload */
    a = args();
    a.kv_offload = "host";
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), -1);
    a = args();
    a.host_memory_bytes = 1e11;
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), -1);
    /* pools without --disagg; one pool without the other */
    a = args();
    a.prefill_gpus = 8;
    a.decode_gpus = 8;
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), -1);
    a.disagg = true;
    a.decode_gpus = GS_UNSET_I64;
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), -1);
    a.decode_gpus = 8;
    assert_int_equal(gs_question_settle(&a, &w, NULL, &q, &err), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(flags_over_file_over_defaults),
        cmocka_unit_test(format_lists_from_the_file_or_one_flag),
        cmocka_unit_test(kv_dtype_settled_once_to_an_enum),
        cmocka_unit_test(batch_demand_is_a_rate_over_the_deadline),
        cmocka_unit_test(cost_terms_by_month_or_by_run),
        cmocka_unit_test(pricing_and_filters_from_the_constraints),
        cmocka_unit_test(a_gpus_measured_entry_replaces_the_model),
        cmocka_unit_test(inconsistent_questions_are_usage_errors),
        cmocka_unit_test(precisions_settle_to_enums),
        cmocka_unit_test(serving_features_flags_over_file),
        cmocka_unit_test(serving_features_refused),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
