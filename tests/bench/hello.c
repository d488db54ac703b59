/*
 * The baseline tests/bench.sh measures gpusel against: a hello world
 * linked like gpusel (the gpusel_cli target: the same static layers and
 * link line), touching one symbol of each shared library gpusel loads
 * (libyaml, cJSON, libm; readelf -d lists them) so the dynamic loader
 * does the same work, and doing nothing else.  What gpusel spends above
 * it is gpusel's own work.
 */
#include <math.h>
#include <stdio.h>

#include <cjson/cJSON.h>
#include <yaml.h>

int main(int argc, char **argv)
{
    /* volatile: kept as references to the libraries, never folded */
    const char *(*volatile yaml_version)(void) = yaml_get_version_string;
    const char *(*volatile cjson_version)(void) = cJSON_Version;
    double (*volatile root)(double) = sqrt;

    (void)argv;
    if (argc > 1)               /* never in the benchmark */
        printf("%s %s %g\n", yaml_version(), cjson_version(), root(2.0));
    puts("hello");
    return 0;
}
