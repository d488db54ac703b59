#ifndef GPUSEL_MANPAGE_H
#define GPUSEL_MANPAGE_H

#include <stdio.h>

/*
 * The manual pages, generated from what the binary holds: gpusel(1) from
 * the command table (commands.def) and the option tables, and
 * gpusel-workload(5) from docs/workload.md, compiled in at build time.
 * The build writes both (CMakeLists.txt: gpusel.1, gpusel-workload.5)
 * and installs them; 'gpusel help --man' prints them too.  Output is
 * roff for the man(7) macros, with no date in it (deterministic).
 * Write errors are left in ferror(fp) for the caller to check.
 */

/* gpusel(1): every command with its synopsis, summary, description,
 * options and examples; the common and price options; environment, exit
 * status, files, examples and see also. */
void gs_man_page(FILE *fp);

/* gpusel-workload(5): the workload file's schema (docs/workload.md,
 * without its source-only parts). */
void gs_man_workload(FILE *fp);

/* The same schema as plain text for a terminal (78 columns), for
 * 'gpusel help workload'. */
void gs_help_workload(FILE *fp);

#endif /* GPUSEL_MANPAGE_H */
