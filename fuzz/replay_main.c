/*
 * A main() for the fuzz targets in builds without libFuzzer (gcc, the
 * sanitizer build): it feeds every file of the folders named to the
 * target, once each, so the seed corpora and every committed crash-*
 * reproducer in tests/fuzz/<name>/ run in the ordinary test suite
 * (ctest: fuzz_corpus_<name>).  A finding aborts, as under libFuzzer.
 */
#define _POSIX_C_SOURCE 200809L /* opendir */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "banned.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The largest input replayed: libFuzzer's -max_len in .ci/run is less. */
#define REPLAY_MAX_BYTES (16u * 1024u * 1024u)

static int replay_file(const char *path, unsigned char *buf)
{
    FILE *fp = fopen(path, "rb");
    size_t n;

    if (!fp) {
        fprintf(stderr, "replay: cannot open '%s'\n", path);
        return -1;
    }
    n = fread(buf, 1, REPLAY_MAX_BYTES, fp);
    fclose(fp);
    /* a copy of exactly n bytes, so ASan sees a read past the input */
    {
        unsigned char *copy = malloc(n ? n : 1);

        if (!copy)
            return -1;
        memcpy(copy, buf, n);
        LLVMFuzzerTestOneInput(copy, n);
        free(copy);
    }
    return 0;
}

int main(int argc, char **argv)
{
    unsigned char *buf = malloc(REPLAY_MAX_BYTES);
    size_t n_files = 0;
    int i, rc = 0;

    if (!buf)
        return 1;
    for (i = 1; i < argc; i++) {
        DIR *d = opendir(argv[i]);
        struct dirent *e;
        char path[4096];

        if (!d) {
            if (replay_file(argv[i], buf) < 0)
                rc = 1;
            n_files++;
            continue;
        }
        while ((e = readdir(d)) != NULL) {
            if (e->d_name[0] == '.')
                continue;
            snprintf(path, sizeof(path), "%s/%s", argv[i], e->d_name);
            if (replay_file(path, buf) < 0)
                rc = 1;
            n_files++;
        }
        closedir(d);
    }
    free(buf);
    printf("replayed %zu inputs\n", n_files);
    return rc || n_files == 0;
}
