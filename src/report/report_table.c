/*
 * The "table" writer: aligned columns for people at a terminal.  It
 * buffers one table's formatted cells (the widths depend on every row),
 * then fits the table to --wide's absence: GS_TABLE_MAX_WIDTH columns,
 * hiding the lowest-priority columns first and saying so in a note.  A
 * record table is written transposed: field, value, key.  Widths count
 * code points; text is escaped so that catalogue strings cannot send
 * terminal control sequences.  docs/output.md shows the layout.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"
#include "report_impl.h"
#include "banned.h"

/* Spaces between two columns. */
#define COLUMN_GAP 2
/* Rows buffered by the first row of a table; doubled after that. */
#define FIRST_ALLOC_ROWS 16
/* Code points after which a record's text value wraps at a space. */
#define RECORD_WRAP_COLUMNS 72
#define RECORD_MIN_WRAP_COLUMNS 24  /* narrower values are unreadable */
/* Narrowest a wrapping column (gs_column.wrap) is made to fit the width. */
#define WRAP_MIN_COLUMNS 32
/* Room for one table's closing note about columns not shown. */
#define NOTE_BUF 2048

/* Formatted cells are carved from chunks of at least this many bytes,
 * freed with the rows (a malloc and a free per cell cost ~300
 * instructions of a ~1,000-cell table's ~10 per byte). */
#define CELL_CHUNK_BYTES 8192

struct cell_chunk {
    struct cell_chunk *next;
    size_t size, used;
    char data[];
};

struct table_state {
    struct gs_line l;
    char **cells;           /* n_rows * n_sel formatted cells, in chunks */
    struct cell_chunk *chunks;  /* newest first, owned */
    size_t n_rows, alloc_rows;
    char *notes[GS_REPORT_MAX_TABLES]; /* one per table, or NULL */
};

/*
 * Write s escaped for a terminal (gs_next_char) to l, or only measure it
 * when l is NULL; at most `max` bytes of s.  Returns the width in code
 * points.
 */
static size_t put_text_n(struct gs_line *l, const char *s, size_t max)
{
    size_t width = 0, used = 0;

    while (used < max && s[used]) {
        char esc[GS_ESCAPE_BUF];
        uint32_t cp;
        size_t n_esc, n, run = used;

        /* a run of printable ASCII (most of a table) at once: one code
         * point a byte, nothing escaped (gs_next_char's first case) */
        while (run < max && (unsigned char)s[run] >= 0x20 &&
               (unsigned char)s[run] < 0x7F)
            run++;
        if (run > used) {
            if (l)
                gs_line_put(l, s + used, run - used);
            width += run - used;
            used = run;
            continue;
        }
        n = gs_next_char(s + used, &cp, esc, &n_esc);

        if (n_esc > 0) {
            if (l)
                gs_line_put(l, esc, n_esc);
            width += n_esc;
        } else {
            if (l)
                gs_line_put(l, s + used, n);
            width++;
        }
        used += n;
    }
    return width;
}

static size_t put_text(struct gs_line *l, const char *s)
{
    return put_text_n(l, s, SIZE_MAX);
}

/* Write one cell of `width` columns, right-aligned if `right`. */
static void put_aligned(struct gs_line *l, bool right, const char *text,
                        size_t width)
{
    size_t w = put_text(NULL, text);
    size_t pad = width > w ? width - w : 0;

    if (right) {
        gs_line_spaces(l, pad);
        put_text(l, text);
    } else {
        put_text(l, text);
        gs_line_spaces(l, pad);
    }
}

/* n bytes from st's chunks; NULL on OOM. */
static char *cell_alloc(struct table_state *st, size_t n)
{
    struct cell_chunk *k = st->chunks;

    if (!k || k->size - k->used < n) {
        size_t size = n > CELL_CHUNK_BYTES ? n : CELL_CHUNK_BYTES;

        if (size > SIZE_MAX - sizeof(*k) || !(k = malloc(sizeof(*k) + size)))
            return NULL;
        k->size = size;
        k->used = 0;
        k->next = st->chunks;
        st->chunks = k;
    }
    k->used += n;
    return k->data + k->used - n;
}

/* A copy of the cell as people read it, in st's chunks; a list's items
 * joined by ", " unless `keep_lines`.  NULL on OOM. */
static char *format_cell(struct table_state *st, const struct gs_column *col,
                         const struct gs_cell *c, bool keep_lines)
{
    char buf[GS_HUMAN_BUF];
    const char *s = gs_format_human(col, c, buf, sizeof(buf));
    /* only a cell with a line break needs its column's kind */
    bool list = !keep_lines && strchr(s, '\n') &&
                gs_column_kind(col) == GS_COL_LIST;
    size_t n = strlen(s), extra = 0, i, j;
    char *copy;

    if (list)
        for (i = 0; i < n; i++)
            extra += s[i] == '\n';
    copy = cell_alloc(st, n + extra + 1);
    if (!copy)
        return NULL;
    for (i = 0, j = 0; i < n; i++) {
        if (list && s[i] == '\n') {
            copy[j++] = ',';
            copy[j++] = ' ';
        } else {
            copy[j++] = s[i];
        }
    }
    copy[j] = '\0';
    return copy;
}

/*
 * Shorten s in place to max_cols code points (max_cols > 3), keeping its
 * beginning and end around "...": a long label stays on one line and
 * both its kind and its distinguishing tail stay readable.  Escapes
 * count their shown width, as put_text measures them.
 */
static void shorten_middle(char *s, size_t max_cols)
{
    size_t n = strlen(s), used = 0, cols = 0, head_cols, tail_cols;
    size_t head_end, tail_start, total = put_text_n(NULL, s, n), left;

    if (max_cols <= 3 || total <= max_cols)
        return;
    head_cols = (max_cols - 3) / 2;
    tail_cols = max_cols - 3 - head_cols;
    /* the byte where the head ends */
    while (used < n) {
        char esc[GS_ESCAPE_BUF];
        uint32_t cp;
        size_t n_esc, k = gs_next_char(s + used, &cp, esc, &n_esc);
        size_t w = n_esc ? n_esc : 1;

        if (cols + w > head_cols)
            break;
        cols += w;
        used += k;
    }
    head_end = used;
    /* the byte where the tail starts: the last tail_cols columns */
    left = total - cols;
    for (tail_start = head_end; tail_start < n && left > tail_cols;) {
        char esc[GS_ESCAPE_BUF];
        uint32_t cp;
        size_t n_esc, k = gs_next_char(s + tail_start, &cp, esc, &n_esc);

        left -= n_esc ? n_esc : 1;
        tail_start += k;
    }
    memcpy(s + head_end, "...", 3);
    memmove(s + head_end + 3, s + tail_start, n - tail_start + 1);
}

static void free_rows(struct table_state *st)
{
    while (st->chunks) {
        struct cell_chunk *next = st->chunks->next;

        free(st->chunks);
        st->chunks = next;
    }
    free(st->cells);
    st->cells = NULL;
    st->n_rows = st->alloc_rows = 0;
}

static int tw_begin(struct gs_stream *s, struct gs_error *err)
{
    struct table_state *st = calloc(1, sizeof(*st));

    if (!st)
        return gs_error_set(err, GS_ENOMEM, "out of memory");
    st->l.out = s->out;
    s->priv = st;
    return 0;
}

static int tw_table_begin(struct gs_stream *s, struct gs_error *err)
{
    (void)s;
    (void)err;
    return 0;
}

static int tw_row(struct gs_stream *s, const struct gs_cell *cells,
                  struct gs_error *err)
{
    struct table_state *st = s->priv;
    size_t n, j;
    const size_t *sel = gs_stream_sel(s, &n);
    size_t per_row = n ? n : 1;
    char **row;

    if (st->n_rows == st->alloc_rows) {
        size_t alloc = st->alloc_rows ? 2 * st->alloc_rows
                                      : FIRST_ALLOC_ROWS;
        char **grown;

        if (alloc > SIZE_MAX / sizeof(*grown) / per_row)
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        grown = realloc(st->cells, alloc * per_row * sizeof(*grown));
        if (!grown)
            return gs_error_set(err, GS_ENOMEM, "out of memory");
        st->cells = grown;
        st->alloc_rows = alloc;
    }
    row = st->cells + st->n_rows * per_row;
    for (j = 0; j < per_row; j++)
        row[j] = NULL;
    st->n_rows++;               /* counted now, so that a failure frees */
    for (j = 0; j < n; j++) {
        const struct gs_column *col = &s->t->cols[sel[j]];

        if (!(row[j] = format_cell(st, col, &cells[sel[j]],
                                   s->t->record)))
            return gs_error_set(err, GS_ENOMEM, "out of memory");
    }
    return 0;
}

/*
 * Length of the next piece of a record's value at s: up to a '\n', and
 * for longer text up to the last space within `wrap` code points (or that
 * many, when there is none).
 */
static size_t wrap_piece(const char *s, size_t wrap)
{
    size_t line = strcspn(s, "\n"), i = 0, n_cp = 0, last_space = 0;

    while (i < line && n_cp < wrap) {
        char esc[GS_ESCAPE_BUF];
        uint32_t cp;
        size_t n_esc;

        if (s[i] == ' ')
            last_space = i;
        i += gs_next_char(s + i, &cp, esc, &n_esc);
        n_cp++;
    }
    if (i >= line)
        return line;
    return last_space > 0 ? last_space : i;
}

/* A record: "field  value  key", long values wrapped onto more lines. */
static void write_record(struct gs_stream *s, struct table_state *st)
{
    static const char *const heads[] = { "field", "value", "key" };
    struct gs_line *l = &st->l;
    size_t n, j, w[3], wrap = RECORD_WRAP_COLUMNS;
    const size_t *sel = gs_stream_sel(s, &n);

    for (j = 0; j < 3; j++)
        w[j] = strlen(heads[j]);
    for (j = 0; j < n && st->n_rows; j++) {
        const struct gs_column *col = &s->t->cols[sel[j]];
        size_t tw = put_text(NULL, gs_column_title(col));

        if (tw > w[0])
            w[0] = tw;
        if (put_text(NULL, col->key) > w[2])
            w[2] = put_text(NULL, col->key);
    }
    /* the value column takes what the field and key columns leave of the
     * width, so a record fits it too (unless --wide) */
    if (!s->o.wide && w[0] + w[2] + 2 * COLUMN_GAP < s->o.max_width &&
        s->o.max_width - w[0] - w[2] - 2 * COLUMN_GAP < wrap)
        wrap = s->o.max_width - w[0] - w[2] - 2 * COLUMN_GAP;
    if (wrap < RECORD_MIN_WRAP_COLUMNS)
        wrap = RECORD_MIN_WRAP_COLUMNS;
    for (j = 0; j < n && st->n_rows; j++) {
        const char *v = st->cells[j];

        while (*v) {
            size_t piece = wrap_piece(v, wrap);
            size_t vw = put_text_n(NULL, v, piece);

            if (vw > w[1])
                w[1] = vw;
            v += piece;
            while (*v == ' ' || *v == '\n')
                v++;
        }
    }
    for (j = 0; j < 3; j++) {
        if (j > 0)
            gs_line_spaces(l, COLUMN_GAP);
        put_aligned(l, false, heads[j], w[j]);
    }
    gs_line_end(l);
    for (j = 0; j < n && st->n_rows; j++) {
        const struct gs_column *col = &s->t->cols[sel[j]];
        const char *v = st->cells[j];
        bool first = true;

        do {
            size_t piece = wrap_piece(v, wrap);
            size_t vw = put_text_n(NULL, v, piece);

            put_aligned(l, false, first ? gs_column_title(col) : "", w[0]);
            gs_line_spaces(l, COLUMN_GAP);
            put_text_n(l, v, piece);
            if (first) {
                gs_line_spaces(l, w[1] - vw + COLUMN_GAP);
                put_text(l, col->key);
            }
            gs_line_end(l);
            first = false;
            v += piece;
            while (*v == ' ' || *v == '\n')
                v++;
        } while (*v);
    }
    if (!st->n_rows) {
        gs_line_puts(l, "(no rows)");
        gs_line_end(l);
    }
}

/*
 * Which shown columns fit max_width (visible[j]); the keys of the others,
 * comma-separated, into hidden.  Wrapping columns (gs_column.wrap) are
 * narrowed first, down to WRAP_MIN_COLUMNS, so a formula wraps before any
 * column is hidden.
 */
static void fit_width(const struct gs_stream *s, const size_t *sel,
                      size_t n, size_t *widths, bool *visible,
                      char *hidden, size_t hidden_size)
{
    size_t total = 0, j, used = 0;

    hidden[0] = '\0';
    for (j = 0; j < n; j++) {
        visible[j] = true;
        total += widths[j] + (j ? COLUMN_GAP : 0);
    }
    if (s->o.wide)
        return;
    /* (also under --columns, which only picks the main table's columns) */
    for (j = 0; j < n && total > s->o.max_width; j++) {
        size_t over = total - s->o.max_width, cut;

        if (!s->t->cols[sel[j]].wrap || widths[j] <= WRAP_MIN_COLUMNS)
            continue;
        cut = widths[j] - WRAP_MIN_COLUMNS < over
                  ? widths[j] - WRAP_MIN_COLUMNS : over;
        widths[j] -= cut;
        total -= cut;
    }
    /* then long labels (gs_column.table_max_columns) are shortened in the
     * middle, down to their limit, before any column is hidden */
    for (j = 0; j < n && total > s->o.max_width; j++) {
        size_t over = total - s->o.max_width, cut,
               lim = s->t->cols[sel[j]].table_max_columns;

        if (!lim || lim <= 3 || widths[j] <= lim)
            continue;
        cut = widths[j] - lim < over ? widths[j] - lim : over;
        widths[j] -= cut;
        total -= cut;
    }
    if (s->o.columns)
        return;
    while (total > s->o.max_width) {
        size_t best = n;

        for (j = 1; j < n; j++) {
            const struct gs_column *col = &s->t->cols[sel[j]];

            if (!visible[j] || gs_column_kind(col) == GS_COL_KEY)
                continue;
            if (best == n ||
                col->priority <= s->t->cols[sel[best]].priority)
                best = j;
        }
        if (best == n)
            break;
        visible[best] = false;
        total -= widths[best] + COLUMN_GAP;
    }
    for (j = 0; j < n; j++) {
        int k;

        if (visible[j])
            continue;
        k = snprintf(hidden + used, hidden_size - used, "%s%s",
                     used ? ", " : "", s->t->cols[sel[j]].key);
        if (k < 0 || (size_t)k >= hidden_size - used)
            break;
        used += (size_t)k;
    }
}

/* One row, its wrapping cells (gs_column.wrap) continued on more lines
 * with the other cells blank there. */
static void write_row(struct gs_stream *s, struct gs_line *l,
                      char *const *cells, const size_t *sel, size_t n,
                      const size_t *widths, const bool *visible,
                      const char **rest)
{
    size_t j;
    bool first = true, more;

    for (j = 0; j < n; j++)
        rest[j] = cells[j];
    do {
        bool any = false;

        more = false;
        for (j = 0; j < n; j++) {
            const struct gs_column *col = &s->t->cols[sel[j]];

            if (!visible[j])
                continue;
            if (any)
                gs_line_spaces(l, COLUMN_GAP);
            any = true;
            if (col->wrap && !gs_column_is_numeric(col)) {
                size_t piece = wrap_piece(rest[j], widths[j]);
                size_t w = put_text_n(l, rest[j], piece);

                gs_line_spaces(l, widths[j] > w ? widths[j] - w : 0);
                rest[j] += piece;
                while (*rest[j] == ' ' || *rest[j] == '\n')
                    rest[j]++;
                more = more || *rest[j];
            } else {
                put_aligned(l, gs_column_is_numeric(col),
                            first ? cells[j] : "", widths[j]);
            }
        }
        gs_line_end(l);
        first = false;
    } while (more);
}

static void write_rows(struct gs_stream *s, struct table_state *st,
                       const size_t *sel, size_t n, const size_t *widths,
                       const bool *visible, const char **rest)
{
    struct gs_line *l = &st->l;
    size_t i, j;
    bool any;

    any = false;
    for (j = 0; j < n; j++) {
        const struct gs_column *col = &s->t->cols[sel[j]];

        if (!visible[j])
            continue;
        if (any)
            gs_line_spaces(l, COLUMN_GAP);
        put_aligned(l, gs_column_is_numeric(col), gs_column_title(col),
                    widths[j]);
        any = true;
    }
    gs_line_end(l);
    for (i = 0; i < st->n_rows; i++)
        write_row(s, l, st->cells + i * n, sel, n, widths, visible, rest);
    if (st->n_rows == 0) {
        gs_line_puts(l, "(no rows)");
        gs_line_end(l);
    }
}

static int tw_table_end(struct gs_stream *s, struct gs_error *err)
{
    struct table_state *st = s->priv;
    size_t n, i, j, k = gs_stream_table_index(s);
    const size_t *sel = gs_stream_sel(s, &n);
    size_t *widths = calloc(n ? n : 1, sizeof(*widths));
    bool *visible = calloc(n ? n : 1, sizeof(*visible));
    const char **rest = calloc(n ? n : 1, sizeof(*rest));
    char hidden[NOTE_BUF / 2], note[NOTE_BUF];
    int rc = 0;

    if (!widths || !visible || !rest) {
        rc = gs_error_set(err, GS_ENOMEM, "out of memory");
        goto out;
    }
    if (s->n_written > 0)
        gs_line_end(&st->l);
    if (gs_stream_shows_title(s, s->t)) {
        put_text(&st->l, s->t->title);
        gs_line_end(&st->l);
    }
    hidden[0] = '\0';
    if (s->t->record) {
        write_record(s, st);
    } else {
        for (j = 0; j < n; j++)
            widths[j] = put_text(NULL, gs_column_title(&s->t->cols[sel[j]]));
        for (i = 0; i < st->n_rows; i++)
            for (j = 0; j < n; j++) {
                size_t w = put_text(NULL, st->cells[i * n + j]);

                if (w > widths[j])
                    widths[j] = w;
            }
        fit_width(s, sel, n, widths, visible, hidden, sizeof(hidden));
        for (j = 0; j < n; j++)
            if (s->t->cols[sel[j]].table_max_columns)
                for (i = 0; i < st->n_rows; i++)
                    shorten_middle(st->cells[i * n + j], widths[j]);
        write_rows(s, st, sel, n, widths, visible, rest);
    }
    gs_hidden_note(s, s->n_detail[k], hidden, note, sizeof(note));
    if (note[0]) {
        st->notes[k] = malloc(strlen(note) + 1);
        if (!st->notes[k])
            rc = gs_error_set(err, GS_ENOMEM, "out of memory");
        else
            memcpy(st->notes[k], note, strlen(note) + 1);
    }
out:
    free_rows(st);
    free(widths);
    free(visible);
    free(rest);
    return rc;
}

static int tw_end(struct gs_stream *s, struct gs_error *err)
{
    struct table_state *st = s->priv;
    size_t k, n = 0;

    (void)err;
    for (k = 0; k < s->r->n_notes + GS_REPORT_MAX_TABLES; k++) {
        const char *text = k < s->r->n_notes
                               ? s->r->notes[k]
                               : st->notes[k - s->r->n_notes];

        if (!text)
            continue;
        if (n++ == 0 && s->n_written > 0)
            gs_line_end(&st->l);
        gs_line_puts(&st->l, "note: ");
        put_text(&st->l, text);
        gs_line_end(&st->l);
    }
    return 0;
}

static void tw_release(struct gs_stream *s)
{
    struct table_state *st = s->priv;
    size_t k;

    if (!st)
        return;
    free_rows(st);
    for (k = 0; k < GS_REPORT_MAX_TABLES; k++)
        free(st->notes[k]);
    free(st);
    s->priv = NULL;
}

const struct gs_writer_ops gs_table_ops = {
    tw_begin, tw_table_begin, tw_row, tw_table_end, tw_end, tw_release,
};
