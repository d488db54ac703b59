/*
 * libFuzzer target: the --fail-if condition parser and evaluator
 * (src/core/condition.c).  Any input must parse or fail with GS_EUSAGE;
 * a parsed condition must evaluate without an internal error, and its
 * reason must stay inside the buffer.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "condition.h"

#define FUZZ_COND_MAX_INPUT 4096

static int lookup(void *user, const char *key, double *v)
{
    (void)user;
    if (key[0] == 'x')
        return -1;
    *v = key[0] == 'n' ? NAN : (double)(unsigned char)key[0];
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char text[FUZZ_COND_MAX_INPUT + 1];
    struct gs_cond c;
    struct gs_error err = GS_ERROR_INIT;
    char reason[64];
    bool holds;

    if (size > FUZZ_COND_MAX_INPUT)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    if (gs_cond_parse(text, "--fail-if", &c, &err) < 0) {
        if (err.code != GS_EUSAGE)
            abort();
        return 0;
    }
    err = (struct gs_error)GS_ERROR_INIT;
    if (gs_cond_eval(&c, lookup, NULL, "--fail-if", &holds, &err) < 0 &&
        err.code != GS_EUSAGE)
        abort();
    if (gs_cond_describe(&c, lookup, NULL, reason, sizeof(reason)) >=
        sizeof(reason))
        abort();
    return 0;
}
