#!/usr/bin/env python3
"""Write the fuzz seed corpora tests/fuzz/<target>/ (docs/fuzzing.md):
copies of the test fixtures plus hostile inputs.  Run from the source
root; the output is committed, so re-running it only refreshes seeds.
Seeds a fuzz run found interesting (crash-*, or files a helper adds by
hand) are kept: only files named seed-* are rewritten."""
import glob, os, sys

root = sys.argv[1] if len(sys.argv) > 1 else "."
out = os.path.join(root, "tests", "fuzz")


def put(target, name, data):
    d = os.path.join(out, target)
    os.makedirs(d, exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    with open(os.path.join(d, "seed-" + name), "wb") as f:
        f.write(data)


def copy(target, pattern, prefix=b""):
    for p in sorted(glob.glob(os.path.join(root, pattern), recursive=True)):
        rel = os.path.relpath(p, root).replace("/", "_")
        with open(p, "rb") as f:
            put(target, rel, prefix + f.read())


for t in ("catalog", "prices", "workload", "csv", "hfconfig", "units",
          "opt"):
    for f in glob.glob(os.path.join(out, t, "seed-*")):
        os.remove(f)

# Hostile YAML shared by the three YAML readers.
GPU = ("schema_version: 1\ngpus:\n  - id: fuzz-gpu\n    vendor: nvidia\n"
       "    memory_gb: {mem}\n")
hostile_yaml = {
    "deep-flow": "a: " + "[" * 5000 + "]" * 5000 + "\n",
    "deep-block": "".join("  " * i + "k%d:\n" % i for i in range(200)),
    "deep-unclosed": "[" * 100000,
    "huge-number": GPU.format(mem="1e300"),
    "huge-int": GPU.format(mem="99999999999999999999999999"),
    "leading-zero": GPU.format(mem="010"),
    "negative-zero": GPU.format(mem="-0"),
    "hex": GPU.format(mem="0x50"),
    "inf": GPU.format(mem=".inf"),
    "nan": GPU.format(mem=".nan"),
    "nul": "schema_version: 1\ngpus:\n  - id: a\0b\n",
    "bom": "\ufeffschema_version: 1\n",
    "duplicate-key": "schema_version: 1\nschema_version: 1\n",
    "unterminated-dq": "schema_version: 1\ngpus: \"abc\n",
    "unterminated-sq": "schema_version: 1\ngpus: 'abc\n",
    "alias-bomb": "a: &a [x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a]\n"
                  "c: &c [*b,*b,*b,*b,*b,*b,*b]\nd: [*c,*c,*c,*c,*c,*c]\n",
    "alias-cycle": "a: &x [1, *x]\n",
    "merge-key": "base: &b {x: 1}\nother:\n  <<: *b\n",
    "tags": "schema_version: !!binary AAAA\n",
    "two-docs": "schema_version: 1\n---\nschema_version: 1\n",
    "invalid-utf8": "schema_version: 1\nname: \xff\xfe\n",
    "control-chars": "schema_version: 1\n\x1b]0;pwn\x07: 1\n",
    "long-key": "schema_version: 1\n" + "k" * 70000 + ": 1\n",
    "empty": "",
    "comments-only": "# nothing\n",
}
for t in ("catalog", "prices", "workload"):
    for name, text in hostile_yaml.items():
        data = text.encode("utf-8", "surrogateescape") \
            if "\udcff" in text else text.encode("latin-1", "replace") \
            if name == "invalid-utf8" else text.encode()
        put(t, name + ".yaml", data)

copy("catalog", "tests/fixtures/bad/*.yaml")
copy("catalog", "tests/fixtures/toy/*.yaml")
copy("catalog", "tests/fixtures/cli/*.yaml")
copy("catalog", "examples/*.yaml")
copy("catalog", "data/models.yaml")
copy("prices", "tests/fixtures/prices/*.yaml")
copy("prices", "tests/fixtures/prices-bad/*.yaml")
copy("prices", "data/prices/prices.yaml")
copy("workload", "tests/fixtures/workload/*.yaml")
copy("workload", "tests/fixtures/workload-bad/*.yaml")
copy("workload", "examples/workload-*.yaml")

# CSV: the first byte picks the reader (fuzz/fuzz_csv.c): odd = rate
# sheet, even = SkyPilot with the cloud (byte >> 2) % 7.
clouds = ["aws", "gcp", "azure", "lambda", "runpod", "vast"]
for i, c in enumerate(clouds):
    copy("csv", "tests/fixtures/skypilot/%s/*.csv" % c, bytes([i << 2]))
copy("csv", "tests/fixtures/skypilot-gcp-hosts/**/*.csv", bytes([1 << 2]))
copy("csv", "tests/fixtures/prices-bad/sky-*.csv", b"\0")
copy("csv", "tests/fixtures/prices/*.csv", b"\1")
copy("csv", "tests/fixtures/prices-bad/rates-*.csv", b"\1")
SKY = ("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,"
       "Price,SpotPrice,Region,AvailabilityZone\n")
ROW = "p4d.24xlarge,A100,8,96,1152,32.77,9.83,us-east-1,us-east-1a\n"
hostile_csv = {
    "unterminated-quote": SKY + ROW + "\"p5.48xlarge,H100,8,192,2048,98.32"
                          ",,us-east-1,us-east-1a\n" + ROW,
    "stray-quote": SKY + "ab\"c,A100,8,96,1152,32.77,9.83,us-east-1,x\n",
    "nul": SKY + "p4d,A1\0" + "00,8,96,1152,32.77,9.83,us-east-1,x\n",
    "nul-in-number": SKY + "p4d,A100,8,96,1152,32\0.77,9.83,us-east-1,x\n",
    "bom": "\ufeff" + SKY + ROW,
    "crlf": (SKY + ROW).replace("\n", "\r\n"),
    "cr-only": (SKY + ROW).replace("\n", "\r"),
    "no-final-newline": SKY + ROW.rstrip("\n"),
    "ragged": SKY + "p4d,A100,8\n",
    "huge-number": SKY + "p4d,A100,8,96,1152,1e300,9.83,us-east-1,x\n",
    "huge-count": SKY + "p4d,A100,99999999999999999999,96,1152,1,1,r,x\n",
    "leading-zero": SKY + "p4d,A100,008,96,1152,032.77,9.83,us-east-1,x\n",
    "formula": SKY + "=HYPERLINK(\"x\"),A100,8,96,1152,32.77,9.83,r,x\n",
    "header-only": SKY,
    "duplicate-header": SKY.rstrip("\n") + ",Price\n" + ROW.rstrip("\n")
                        + ",1\n",
    "empty": "",
}
for name, text in hostile_csv.items():
    put("csv", name + ".csv", b"\0" + text.encode())
    put("csv", name + "-rates.csv", b"\1" + text.encode())

copy("hfconfig", "tests/fixtures/hf/**/*.json")
hostile_json = {
    "deep": "[" * 2000 + "]" * 2000,
    "deep-object": "{\"a\":" * 2000 + "1" + "}" * 2000,
    "huge-number": "{\"num_hidden_layers\": 1e300, \"hidden_size\": 4096}",
    "big-int": "{\"vocab_size\": 9007199254740993}",
    "leading-zero": "{\"num_hidden_layers\": 032}",
    "nul-key": "{\"hidden\\u0000_size\": 4096}",
    "nul-raw": "{\"hidden_size\": 40\0" + "96}",
    "bom": "\ufeff{\"hidden_size\": 4096}",
    "duplicate": "{\"hidden_size\": 4096, \"hidden_size\": 8192}",
    "many-keys": "{" + ",".join("\"k%d\": %d" % (i, i)
                                for i in range(3000)) + "}",
    "unterminated": "{\"model_type\": \"llama",
    "empty": "",
    "not-object": "[1, 2, 3]",
    "nested-text-config": "{\"text_config\": {\"text_config\": "
                          "{\"hidden_size\": 1}}}",
}
for name, text in hostile_json.items():
    put("hfconfig", name + ".json", text)

# Units: the first byte picks the parser (fuzz/fuzz_units.c).
unit_values = ["70B", "1.5T", "32k", "128Ki", "80GB", "80GiB", "0.9", "90%",
               "500ms", "0.05s", "1e300", "1e309", "-1", "0", "nan", "inf",
               "0x10", "", " 32k", "32k ", "32kk", "1.0001k", "010",
               "99999999999999999999", "99999999999T", "1e-320", "+5",
               "2h", "1,5", "9007199254740993"]
for sel in range(7):
    for i, v in enumerate(unit_values):
        put("units", "%d-%02d" % (sel, i), bytes([sel]) + v.encode())

# Option lines: one argument per line (fuzz/fuzz_opt.c).
argvs = [
    ["fit", "--model", "llama-3.1-8b"],
    ["fit", "--model", "70B", "--ctx", "32k", "--gpu", "h100-sxm"],
    ["fit", "--model", "1000T", "--max-gpus", "65536", "--mode", "train"],
    ["perf", "--model", "llama-3.1-8b", "--gpu", "h100-sxm", "--batch", "8"],
    ["cost", "--model", "llama-3.1-8b", "--today", "2026-12-01"],
    ["train", "--model", "llama-3.1-8b", "--tokens", "1T"],
    ["show", "h100-sxm"], ["show", ""],
    ["list", "prices", "--today", "1900-01-01"],
    ["compare", "h100-sxm", "a100-80gb-sxm"],
    ["--format", "json", "fit", "--model", "7B"],
    ["--output", "-", "list", "gpus"],
    ["fit", "--model", "99999999999T"], ["fit", "--tp", "3"],
    ["fit", "--ctx", "8k,32k"], ["fit", "--frobnicate"], ["fit", "--ctx"],
    ["fit", "--model=7B", "--model", "70B"], ["help", "fit"], ["--help"],
    ["--version"], ["completion", "bash"], ["fit", "--", "--model"],
    ["list", "gpus", "--catalog", "missing.yaml"],
]
for i, a in enumerate(argvs):
    put("opt", "%02d" % i, "\n".join(a))
