#ifndef GPUSEL_TEXT_H
#define GPUSEL_TEXT_H

#include <stddef.h>
#include <stdint.h>

/*
 * Long text a user gave, shown short (issue 20: a 100 kB argument was
 * echoed in messages and recorded whole in JSON reports' inputs).
 * docs/output.md ("Long values") states the rules.  Pure: no I/O, no
 * allocation, no globals.
 */

/* A word (a run of bytes other than spaces) longer than this is cut in
 * messages: 256 bytes keeps any id, number or ordinary path whole and
 * leaves a 512-byte message room for the rest of the sentence. */
#define GS_TEXT_WORD_MAX_BYTES 256
/* What is kept of a cut word or value: its first 64 bytes (enough to
 * recognise it) and, of a word, its last 16 (a closing quote, a file
 * suffix). */
#define GS_TEXT_HEAD_BYTES 64
#define GS_TEXT_TAIL_BYTES 16
/* A text input of a JSON report longer than this (PATH_MAX, so every
 * path is kept whole) is recorded as an excerpt with its size and hash. */
#define GS_TEXT_INPUT_MAX_BYTES 4096
/* Room for gs_text_excerpt's output: the head, the marker, the size and
 * the hash. */
#define GS_TEXT_EXCERPT_BYTES (GS_TEXT_HEAD_BYTES + 64)

/* FNV-1a 64-bit hash of buf[0..len) (Fowler, Noll and Vo; offset basis
 * 14695981039346656037, prime 1099511628211). */
uint64_t gs_fnv1a64(const unsigned char *buf, size_t len);

/*
 * Shorten, in place, every word of the NUL-terminated s longer than
 * GS_TEXT_WORD_MAX_BYTES to its first GS_TEXT_HEAD_BYTES bytes, then
 * "...(N bytes)...", then its last GS_TEXT_TAIL_BYTES bytes (cut at UTF-8
 * character boundaries), N being the word's length.  Shorter words are
 * kept.  Returns the new length.
 */
size_t gs_text_shorten_words(char *s);

/*
 * The form a JSON report records for a text input of `len` bytes longer
 * than GS_TEXT_INPUT_MAX_BYTES: its first GS_TEXT_HEAD_BYTES bytes (at a
 * character boundary), then "...(N bytes, fnv1a64 HHHHHHHHHHHHHHHH)",
 * into buf (GS_TEXT_EXCERPT_BYTES).  Two values differ in their hash.
 */
void gs_text_excerpt(const char *s, size_t len,
                     char buf[GS_TEXT_EXCERPT_BYTES]);

#endif /* GPUSEL_TEXT_H */
