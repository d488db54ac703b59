#ifndef GPUSEL_ERROR_H
#define GPUSEL_ERROR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "compat.h"

/*
 * The one error type.  A function that can fail takes `struct gs_error
 * *err` as its last parameter and returns 0 on success or -1 on failure,
 * in which case *err says why.  The first error recorded wins; later
 * gs_error_set*() calls on an already-set error are ignored, so the user
 * sees the root cause and not its echoes.
 *
 * Only main() prints an error (gs_error_print) and turns it into an exit
 * status (gs_error_exit_status); docs/exit-codes.md lists the statuses.
 * The buffers are fixed so that the error path never allocates.
 */

enum gs_errc {
    GS_OK = 0,
    GS_EUSAGE,    /* bad command line: exit 2 */
    GS_EIO,       /* a file could not be opened, read or written: exit 4 */
    GS_ESYNTAX,   /* a data file is not well-formed YAML/JSON/CSV: exit 3 */
    GS_ESCHEMA,   /* well-formed, but a field is missing or invalid: exit 3 */
    GS_ENOTFOUND, /* no GPU or model by that name: exit 3 */
    GS_EDOMAIN,   /* valid inputs, but outside what the engine models: exit 3 */
    GS_ENOMEM,    /* out of memory: exit 5 */
    GS_EINTERNAL, /* a bug: an invariant did not hold: exit 5 */
};

/* Exit statuses; docs/exit-codes.md and README.md restate them. */
#define GS_EXIT_OK 0
#define GS_EXIT_CHECK_FAILED 1
#define GS_EXIT_USAGE 2
#define GS_EXIT_DATA 3
#define GS_EXIT_IO 4
#define GS_EXIT_INTERNAL 5

/* Ends a path or message too long for struct gs_error, so that a cut
 * one does not read as whole. */
#define GS_ERROR_CUT_MARKER "..."

struct gs_error {
    enum gs_errc code;
    char path[256]; /* file the error is about; "" if none; a longer one
                     * ends in GS_ERROR_CUT_MARKER (as does msg) */
    unsigned line;  /* 1-based; 0 if not about a position in a file */
    unsigned col;   /* 1-based; 0 if unknown */
    char msg[512];  /* lowercase, no trailing full stop */
    /* Set by a caller that tries many candidates and words its own
     * reason for the ones outside the model (rank): a GS_EDOMAIN error
     * then records its code alone, msg stays "" (formatting it cost ~10k
     * instructions a rejection).  Every other code is recorded whole. */
    bool quiet_domain;
};

#define GS_ERROR_INIT { .code = GS_OK }

/* Record an error not tied to a file position.  Always returns -1. */
int gs_error_set(struct gs_error *err, enum gs_errc code, const char *fmt, ...)
    GS_PRINTF(3, 4);

/*
 * Record an error at path:line:col (1-based; line 0 omits the position,
 * col 0 omits the column).  Always returns -1.
 */
int gs_error_set_at(struct gs_error *err, enum gs_errc code, const char *path,
                    unsigned line, unsigned col, const char *fmt, ...)
    GS_PRINTF(6, 7);

/*
 * Copy src to dst (size bytes, always NUL-terminated when size > 0) with
 * every control character escaped, so that a name read from argv or a
 * file cannot drive the terminal (set its title, move the cursor):
 * C0 controls and DEL as \n, \t, \r or \xNN; C1 controls (U+0080 to
 * U+009F) and bytes that are not well-formed UTF-8 as \xNN per byte.
 * Other UTF-8 is kept.  Stops before a character or escape that would
 * not fit.  Returns the length written.  Escaping is idempotent.
 */
size_t gs_escape_controls(char *dst, size_t size, const char *src);

/*
 * Length of the printable UTF-8 character starting at s (1-4 bytes), or 0
 * for a byte to escape: C0 controls, DEL, C1 controls (U+0080..U+009F)
 * and any byte that does not start a well-formed sequence (RFC 3629).
 * The one rule gs_escape_controls() and the SVG writer share.
 */
size_t gs_utf8_printable_len(const unsigned char *s);

/*
 * The first byte of buf[0..len) that is not well-formed UTF-8 (RFC 3629:
 * no overlong forms such as C0 AF, no surrogates ED A0..BF, nothing past
 * U+10FFFF, no cut sequence), or SIZE_MAX when all is.  Control
 * characters are well-formed.  With line and col non-NULL, the byte's
 * 1-based line (counting '\n') and column (counting characters) go
 * there.  Readers of text files refuse such a file at that position
 * (issue 20), as libyaml does for YAML, rather than copy the bytes into
 * JSON a strict decoder rejects.
 */
size_t gs_utf8_invalid(const char *buf, size_t len, unsigned *line,
                       unsigned *col);

/*
 * Print "gpusel: [path:[line:[col:]]] error: msg" on one line to fp.
 * Messages and paths are escaped when recorded and again when printed.
 */
void gs_error_print(const struct gs_error *err, FILE *fp);

/* The documented exit status for err (0 if no error). */
int gs_error_exit_status(const struct gs_error *err);

/* Reset *err to GS_ERROR_INIT (used by searches that try and retry). */
void gs_error_clear(struct gs_error *err);

#endif /* GPUSEL_ERROR_H */
