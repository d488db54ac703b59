/*
 * Progress lines (src/cli/progress.c; issue 11, D5): nothing before
 * GS_PROGRESS_DELAY_S, a "\r" line after it, redrawn at most every
 * GS_PROGRESS_REDRAW_S, erased at the end; nothing at all when disabled
 * (stderr not a terminal).  A fake clock makes the times exact.
 */
#include <stdio.h>
#include <string.h>

#include "gs_test.h"

#include "progress.h"

static double fake_now_s;

static double fake_clock(void)
{
    return fake_now_s;
}

static size_t read_all(FILE *fp, char *buf, size_t size)
{
    size_t n;

    rewind(fp);
    n = fread(buf, 1, size - 1, fp);
    buf[n] = '\0';
    return n;
}

static void quiet_for_the_first_second_then_a_line_then_erased(void **state)
{
    struct gs_progress p;
    FILE *fp = tmpfile();
    char buf[512];
    const char *line = "\rgpusel: fit: 3 of 10 GPUs (1 s)";

    (void)state;
    assert_non_null(fp);
    fake_now_s = 100.0;
    gs_progress_init(&p, fp, true, fake_clock, "fit", "GPUs", 10);
    fake_now_s = 100.5;
    gs_progress_step(&p, 1);
    assert_int_equal(read_all(fp, buf, sizeof(buf)), 0);
    fake_now_s = 101.25;
    gs_progress_step(&p, 3);
    read_all(fp, buf, sizeof(buf));
    assert_string_equal(buf, line);
    fake_now_s = 101.3;                 /* within the redraw interval */
    gs_progress_step(&p, 4);
    read_all(fp, buf, sizeof(buf));
    assert_string_equal(buf, line);
    gs_progress_end(&p);
    read_all(fp, buf, sizeof(buf));
    /* the line, then blanks over it and a carriage return */
    assert_int_equal(strlen(buf), 2 * strlen(line) + 1);
    assert_int_equal(buf[strlen(line)], '\r');
    assert_int_equal(buf[2 * strlen(line)], '\r');
    assert_int_equal(strspn(buf + strlen(line) + 1, " "),
                     strlen(line) - 1);
    fclose(fp);
}

static void disabled_progress_writes_nothing(void **state)
{
    struct gs_progress p;
    FILE *fp = tmpfile();
    char buf[64];

    (void)state;
    assert_non_null(fp);
    fake_now_s = 0.0;
    gs_progress_init(&p, fp, false, fake_clock, "perf", "GPUs", 10);
    fake_now_s = 50.0;
    gs_progress_step(&p, 5);
    gs_progress_end(&p);
    assert_int_equal(read_all(fp, buf, sizeof(buf)), 0);
    fclose(fp);
}

static void quick_work_leaves_no_trace(void **state)
{
    struct gs_progress p;
    FILE *fp = tmpfile();
    char buf[64];

    (void)state;
    assert_non_null(fp);
    fake_now_s = 0.0;
    gs_progress_init(&p, fp, true, fake_clock, "fit", "GPUs", 10);
    fake_now_s = 0.9;
    gs_progress_step(&p, 9);
    gs_progress_end(&p);
    assert_int_equal(read_all(fp, buf, sizeof(buf)), 0);
    fclose(fp);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(quiet_for_the_first_second_then_a_line_then_erased),
        cmocka_unit_test(disabled_progress_writes_nothing),
        cmocka_unit_test(quick_work_leaves_no_trace),
    };

    return cmocka_run_group_tests_name("progress", tests, NULL, NULL);
}
