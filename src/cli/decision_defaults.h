#ifndef GPUSEL_DECISION_DEFAULTS_H
#define GPUSEL_DECISION_DEFAULTS_H

#include <stddef.h>

#include "decision.h"

/*
 * The sourced defaults of the cost engine (gpusel/cost_defaults.h) as
 * assumption lines: PUE, electricity, amortisation, hosting, server
 * share, labour rate, spot interruptions, acceptance and retry rates,
 * each with its value, unit and source.  Writes at most `max` to out and
 * returns how many there are (call with max 0 to count).  A caller
 * replaces the value and source of one the question overrode, or leaves
 * out ones that do not apply.
 */
size_t gs_decision_cost_defaults(struct gs_decision_item *out, size_t max);

#endif /* GPUSEL_DECISION_DEFAULTS_H */
