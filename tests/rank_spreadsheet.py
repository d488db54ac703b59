#!/usr/bin/env python3
"""rank's CSV read as a spreadsheet reads it (issue 19).

A spreadsheet user sorts by cost or takes MINIFS(cost_per_output, gpu,
"h100-sxm"); both must see ranked candidates only.  Checks, over
examples/workload-chat.yaml with Python's csv module:

- there is a `status` column, "ranked" or "rejected" in every row;
- MINIFS over the cost column (blank cells ignored, as spreadsheets do)
  equals the cheapest *ranked* H100 row of the JSON report;
- no rejected row carries a number in a cost column, and its cost is in
  rejected_cost_per_output instead;
- sorting all rows by cost_per_output puts only ranked rows first;
- --top N writes at most N ranked and N rejected rows.

usage: rank_spreadsheet.py <gpusel-binary> <source-dir>
"""
import csv
import io
import json
import subprocess
import sys

COST_KEYS = ("cost_per_output", "usd_total", "usd_per_accepted_output",
             "usd_per_mtok", "compute_usd", "idle_capacity_usd")


def run(gpusel, *args):
    out = subprocess.run([gpusel, *args], check=True, capture_output=True,
                         text=True).stdout
    return out


def main():
    gpusel, src = sys.argv[1], sys.argv[2]
    base = ["rank", "--workload", f"{src}/examples/workload-chat.yaml",
            "--today", "2026-12-01"]
    rows = list(csv.DictReader(io.StringIO(run(gpusel, *base, "--format",
                                                "csv"))))
    report = json.loads(run(gpusel, *base, "--format", "json"))
    failures = []

    if not rows or "status" not in rows[0]:
        failures.append("no 'status' column in rank's CSV")
    else:
        bad = {r.get("status") for r in rows} - {"ranked", "rejected"}
        if bad:
            failures.append(f"status values other than ranked/rejected: {bad}")

    def minifs(gpu):
        vals = [float(r["cost_per_output"]) for r in rows
                if r["gpu"] == gpu and r["cost_per_output"] != ""]
        return min(vals) if vals else None

    ranked = [r for r in report["rank"]
              if r["rank"] is not None and r["gpu"] == "h100-sxm"]
    want = min(r["cost_per_output"] for r in ranked)
    got = minifs("h100-sxm")
    if got is None or abs(got - want) > 1e-9 * want:
        failures.append(f"MINIFS over h100-sxm gives {got}, the ranked "
                        f"minimum is {want}")

    rejected = [r for r in rows if r.get("status") == "rejected"]
    if not rejected:
        failures.append("the example has no rejected rows to check")
    for r in rejected:
        for k in COST_KEYS:
            if r.get(k, "") != "":
                failures.append(f"rejected {r['candidate']!r} has {k}={r[k]}")
    if not any(r.get("rejected_cost_per_output", "") != "" for r in rejected):
        failures.append("no rejected row keeps its cost in "
                        "rejected_cost_per_output")
    if any(r.get("rejected_cost_per_output", "") != "" for r in rows
           if r.get("status") == "ranked"):
        failures.append("a ranked row has rejected_cost_per_output")

    costed = sorted((r for r in rows if r["cost_per_output"] != ""),
                    key=lambda r: float(r["cost_per_output"]))
    if any(r.get("status") != "ranked" for r in costed):
        failures.append("sorting by cost_per_output reaches a rejected row")

    top = list(csv.DictReader(io.StringIO(run(gpusel, *base, "--top", "3",
                                               "--format", "csv"))))
    n_ranked = sum(r.get("status") == "ranked" for r in top)
    n_rejected = sum(r.get("status") == "rejected" for r in top)
    if n_ranked > 3 or n_rejected > 3:
        failures.append(f"--top 3 wrote {n_ranked} ranked and {n_rejected} "
                        "rejected rows")

    for f in failures:
        print("not ok -", f)
    print(f"{'ok' if not failures else 'not ok'} - rank CSV as a spreadsheet "
          f"({len(rows)} rows, MINIFS h100-sxm = {got})")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
