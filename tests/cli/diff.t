# gpusel diff (docs/commands/diff.md), in this order:
# 1. the rank-shaped fixtures of tests/fixtures/diff/ (README there):
#    base.json ranks H100 x1 first at $0.001152 per accepted output, A100
#    x2 second at $0.00141; price-up.json raises the H100's price 6.88 ->
#    8.256 $/GPU-hour, so its cost rises 20% (0.001152 -> 0.0013824, an
#    absolute 0.0002304: over 0.0002USD, within 0.0003); the other way
#    round the cost falls, never over a limit; new-winner.json raises it
#    30%, the A100 pair wins, the winner's cost rises 0.001152 -> 0.00141
#    = +22.4% (over 20%), today moves, MI300X is added, L4 removed;
#    identical reports give no rows and exit 0;
# 2. two reports gpusel cost wrote (a record table and a breakdown) for the
#    toy workload of tests/cli/cost.t, 2 GPUs at $2.00 -> $2.40/h (the
#    overlay tests/fixtures/diff/toy-price-rise.yaml): compute 730 -> 876,
#    retry 73 -> 87.6, idle 2117 -> 2540.4, with storage 73 and labour 100
#    the total 3093 -> 3677 USD (+18.9%) over 10,512,000 accepted outputs;
#    identity gpu/gpus_per_unit/pricing/provider/region/instance, the
#    breakdown's terms by their key column;
# 2b. a compare report (groups value.<id>, no cost column): clean, and
#    --max-increase is a usage error there;
# 2b'. a diff report read back by diff: gpusel reads what it writes;
# 2c. a label holding Markdown, HTML, ESC and a newline (hostile.json)
#    comes out escaped in Markdown and in the table;
# 3. errors: different schema versions (either side), not a report,
#    malformed JSON, each of the reader's refusals, a missing file, usage.
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/base.json
change  row  column  base  new  change %  table
(no rows)

note: base tests/fixtures/diff/base.json (rank, gpusel 0.1.0); new tests/fixtures/diff/base.json (rank, gpusel 0.1.0)
note: no differences
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/price-up.json --max-increase 25%
change   row                                             column                   base        new         over limit
changed  h100-sxm x1 on-demand AWS p5.4xlarge us-east-1  cost_per_output          3.84        4.61        -
changed  h100-sxm x1 on-demand AWS p5.4xlarge us-east-1  usd_per_gpu_hour         6.88        8.26        -
changed  h100-sxm x1 on-demand AWS p5.4xlarge us-east-1  price_as_of              2026-08-26  2026-11-15  -
changed  h100-sxm x1 on-demand AWS p5.4xlarge us-east-1  usd_per_accepted_output  0.001152    0.001382    no
changed  h100-sxm x1 on-demand AWS p5.4xlarge us-east-1  usd_per_mtok             3.84        4.61        -

note: base tests/fixtures/diff/base.json (rank, gpusel 0.1.0); new tests/fixtures/diff/price-up.json (rank, gpusel 0.1.0)
note: 0 input(s) changed; 5 value(s) changed, 0 row(s) added, 0 removed
note: within --max-increase 25%: the largest rise is 20% on 'h100-sxm x1 on-demand AWS p5.4xlarge us-east-1'
note: hidden to fit 120 columns: change_pct, table (--wide shows every column, --columns KEY,... picks)
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/price-up.json --max-increase 10%
change   row                                             column                   base        new         over limit
changed  h100-sxm x1 on-demand AWS p5.4xlarge us-east-1  cost_per_output          3.84        4.61        -
changed  h100-sxm x1 on-demand AWS p5.4xlarge us-east-1  usd_per_gpu_hour         6.88        8.26        -
changed  h100-sxm x1 on-demand AWS p5.4xlarge us-east-1  price_as_of              2026-08-26  2026-11-15  -
changed  h100-sxm x1 on-demand AWS p5.4xlarge us-east-1  usd_per_accepted_output  0.001152    0.001382    yes
changed  h100-sxm x1 on-demand AWS p5.4xlarge us-east-1  usd_per_mtok             3.84        4.61        -

note: base tests/fixtures/diff/base.json (rank, gpusel 0.1.0); new tests/fixtures/diff/price-up.json (rank, gpusel 0.1.0)
note: 0 input(s) changed; 5 value(s) changed, 0 row(s) added, 0 removed
note: row 'h100-sxm x1 on-demand AWS p5.4xlarge us-east-1': usd_per_accepted_output 0.001152 -> 0.0013824 USD (+20.0%), over --max-increase 10%
note: hidden to fit 120 columns: change_pct, table (--wide shows every column, --columns KEY,... picks)
gpusel: diff: row 'h100-sxm x1 on-demand AWS p5.4xlarge us-east-1': usd_per_accepted_output 0.001152 -> 0.0013824 USD (+20.0%), over --max-increase 10%
[1]
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/price-up.json --max-increase 0.0002USD 2>&1 >/dev/null
gpusel: diff: row 'h100-sxm x1 on-demand AWS p5.4xlarge us-east-1': usd_per_accepted_output 0.001152 -> 0.0013824 USD (+20.0%), over --max-increase 0.0002USD
[1]
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/price-up.json --max-increase 0.0003USD >/dev/null
$ gpusel diff tests/fixtures/diff/price-up.json tests/fixtures/diff/base.json --max-increase 0% >/dev/null
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/new-winner.json --format markdown
### inputs changed

| input | base | new |
|---|---|---|
| today | 2026-12-01 | 2026-12-02 |

### rows changed

| change | row | column | base | new | change % | table |
|---|---|---|---|---|---:|---|
| winner | a100-80gb-sxm x2 on-demand GCP a2-highgpu-2g us-central1 | rank | 2 | 1 | - | rank |
| former winner | h100-sxm x1 on-demand AWS p5.4xlarge us-east-1 | rank | 1 | 2 | - | rank |
| winner cost | - | usd\_per\_accepted\_output | 0.001152 | 0.00141 | 22.4 | rank |
| changed | h100-sxm x1 on-demand AWS p5.4xlarge us-east-1 | cost\_per\_output | 3.84 | 4.99 | 30.0 | rank |
| changed | h100-sxm x1 on-demand AWS p5.4xlarge us-east-1 | usd\_per\_gpu\_hour | 6.88 | 8.94 | 30.0 | rank |
| changed | h100-sxm x1 on-demand AWS p5.4xlarge us-east-1 | price\_as\_of | 2026-08-26 | 2026-11-20 | - | rank |
| changed | h100-sxm x1 on-demand AWS p5.4xlarge us-east-1 | usd\_per\_accepted\_output | 0.001152 | 0.001498 | 30.0 | rank |
| changed | h100-sxm x1 on-demand AWS p5.4xlarge us-east-1 | usd\_per\_mtok | 3.84 | 4.99 | 30.0 | rank |
| added | mi300x x1 on-demand RunPod 1x MI300X eu-ro-1 | usd\_per\_accepted\_output | - | 0.0017 | - | rank |
| removed | l4 x1 | usd\_per\_accepted\_output | - | - | - | rank |

> note: base tests/fixtures/diff/base.json (rank, gpusel 0.1.0); new tests/fixtures/diff/new-winner.json (rank, gpusel 0.1.0)
>
> note: 1 input(s) changed; 5 value(s) changed, 1 row(s) added, 1 removed; the winner changed
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/new-winner.json --max-increase 20% >/dev/null
gpusel: diff: the winner ('h100-sxm x1 on-demand AWS p5.4xlarge us-east-1' -> 'a100-80gb-sxm x2 on-demand GCP a2-highgpu-2g us-central1'): usd_per_accepted_output 0.001152 -> 0.00141 USD (+22.4%), over --max-increase 20%
[1]
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/price-up.json --all-columns --format json
{
  "schema_version": 2,
  "gpusel_version": "0.1.0",
  "command": "diff",
  "inputs": {
    "base": "tests/fixtures/diff/base.json",
    "new": "tests/fixtures/diff/price-up.json",
    "max_increase": null,
    "all_columns": true,
    "catalog_files": []
  },
  "columns": {
    "input_changes": {
      "input": {"label": "input", "kind": "key", "unit": null},
      "base": {"label": "base", "kind": "text", "unit": null},
      "new": {"label": "new", "kind": "text", "unit": null}
    },
    "changes": {
      "change": {"label": "change", "kind": "text", "unit": null},
      "row": {"label": "row", "kind": "key", "unit": null},
      "column": {"label": "column", "kind": "text", "unit": null},
      "base": {"label": "base", "kind": "text", "unit": null},
      "new": {"label": "new", "kind": "text", "unit": null},
      "change_pct": {"label": "change %", "kind": "number", "unit": "%"},
      "table": {"label": "table", "kind": "text", "unit": null},
      "base_value": {"label": "base value", "kind": "number", "unit": null},
      "new_value": {"label": "new value", "kind": "number", "unit": null},
      "delta": {"label": "delta", "kind": "number", "unit": null}
    }
  },
  "input_changes": [],
  "changes": [
    {"change": "changed", "row": "h100-sxm x1 on-demand AWS p5.4xlarge us-east-1", "column": "cost_per_output", "base": "3.84", "new": "4.61", "change_pct": 20.000000000000018, "table": "rank", "base_value": 3.84, "new_value": 4.6080000000000005, "delta": 0.7680000000000007},
    {"change": "changed", "row": "h100-sxm x1 on-demand AWS p5.4xlarge us-east-1", "column": "usd_per_gpu_hour", "base": "6.88", "new": "8.26", "change_pct": 20.000000000000004, "table": "rank", "base_value": 6.88, "new_value": 8.256, "delta": 1.3760000000000003},
    {"change": "changed", "row": "h100-sxm x1 on-demand AWS p5.4xlarge us-east-1", "column": "price_as_of", "base": "2026-08-26", "new": "2026-11-15", "change_pct": null, "table": "rank", "base_value": null, "new_value": null, "delta": null},
    {"change": "changed", "row": "h100-sxm x1 on-demand AWS p5.4xlarge us-east-1", "column": "usd_per_accepted_output", "base": "0.001152", "new": "0.001382", "change_pct": 19.999999999999996, "table": "rank", "base_value": 0.001152, "new_value": 0.0013824, "delta": 0.00023039999999999996},
    {"change": "changed", "row": "h100-sxm x1 on-demand AWS p5.4xlarge us-east-1", "column": "usd_per_mtok", "base": "3.84", "new": "4.61", "change_pct": 20.000000000000018, "table": "rank", "base_value": 3.84, "new_value": 4.6080000000000005, "delta": 0.7680000000000007}
  ],
  "notes": [
    "base tests/fixtures/diff/base.json (rank, gpusel 0.1.0); new tests/fixtures/diff/price-up.json (rank, gpusel 0.1.0)",
    "0 input(s) changed; 5 value(s) changed, 0 row(s) added, 0 removed"
  ]
}
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/new-winner.json --format csv
change,row,column,base,new,change_pct,table,base_value,new_value,delta
winner,a100-80gb-sxm x2 on-demand GCP a2-highgpu-2g us-central1,rank,2,1,,rank,2,1,-1
former winner,h100-sxm x1 on-demand AWS p5.4xlarge us-east-1,rank,1,2,,rank,1,2,1
winner cost,,usd_per_accepted_output,0.001152,0.00141,22.39583333333333,rank,0.001152,0.00141,0.000258
changed,h100-sxm x1 on-demand AWS p5.4xlarge us-east-1,cost_per_output,3.84,4.99,30.000000000000007,rank,3.84,4.992,1.1520000000000001
changed,h100-sxm x1 on-demand AWS p5.4xlarge us-east-1,usd_per_gpu_hour,6.88,8.94,30.000000000000014,rank,6.88,8.944,2.064000000000001
changed,h100-sxm x1 on-demand AWS p5.4xlarge us-east-1,price_as_of,2026-08-26,2026-11-20,,rank,,,
changed,h100-sxm x1 on-demand AWS p5.4xlarge us-east-1,usd_per_accepted_output,0.001152,0.001498,29.999999999999993,rank,0.001152,0.0014976,0.00034559999999999994
changed,h100-sxm x1 on-demand AWS p5.4xlarge us-east-1,usd_per_mtok,3.84,4.99,30.000000000000007,rank,3.84,4.992,1.1520000000000001
added,mi300x x1 on-demand RunPod 1x MI300X eu-ro-1,usd_per_accepted_output,,0.0017,,rank,,0.0017,
removed,l4 x1,usd_per_accepted_output,,,,rank,,,
$ t=$(mktemp -d) && c="gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --workload tests/fixtures/workload/toy-chat.yaml --gpu toy --format json" && $c --output $t/a.json && $c --prices tests/fixtures/diff/toy-price-rise.yaml --output $t/b.json && (cd $t && gpusel diff a.json b.json --max-increase 15% --columns change,row,column,base,new,change_pct,over_limit); rc=$?; rm -r $t; exit $rc
gpusel: error: --columns: no column 'change' in table 'input_changes'; its columns are input, base, new
[2]
$ t=$(mktemp -d) && c="gpusel --catalog tests/fixtures/cli/toy.yaml cost --prices tests/fixtures/prices/toy-cost.yaml --today 2026-12-01 --workload tests/fixtures/workload/toy-chat.yaml --gpu toy --format json" && $c --output $t/a.json && $c --prices tests/fixtures/diff/toy-price-rise.yaml --output $t/b.json && (cd $t && gpusel diff a.json b.json --all-columns --format csv --columns table,row,column,base,new,base_value,new_value | grep -v ^cost); rc=$?; rm -r $t; exit $rc
table,row,column,base,new,base_value,new_value
breakdown,GPU compute,usd,730,876,730,876
breakdown,GPU compute,share,0.236,0.2382,0.23601681215648238,0.23823769377209683
breakdown,storage,share,0.0236,0.01985,0.023601681215648238,0.019853141147674735
breakdown,idle capacity,usd,2117,2540.4,2117,2540.4
breakdown,idle capacity,share,0.6844,0.6909,0.6844487552537989,0.6908893119390808
breakdown,retry waste,usd,73,87.6,73,87.6
breakdown,retry waste,share,0.0236,0.02382,0.023601681215648238,0.023823769377209682
breakdown,platform labour,share,0.03233,0.0272,0.032331070158422244,0.027196083763937992
breakeven,on-demand,verdict,"on-demand below 65.0%, reserved-1y above","on-demand below 54.2%, reserved-1y above",,
breakeven,on-demand,a_usd_per_gpu_hour,2,2.4,2,2.4
breakeven,on-demand,utilisation_frac,0.65,0.5417,0.65,0.5416666666666667
breakeven,on-demand #2,verdict,"on-demand below 50.0%, reserved-3y above","on-demand below 41.7%, reserved-3y above",,
breakeven,on-demand #2,a_usd_per_gpu_hour,2,2.4,2,2.4
breakeven,on-demand #2,utilisation_frac,0.5,0.4167,0.5,0.4166666666666667
breakeven,on-demand #3,verdict,"on-demand below 22.2%, owned above","on-demand below 18.5%, owned above",,
breakeven,on-demand #3,a_usd_per_gpu_hour,2,2.4,2,2.4
breakeven,on-demand #3,utilisation_frac,0.2225,0.1847,0.22248880682564162,0.18474867944831522
$ t=$(mktemp -d) && gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/new-winner.json --format json --output $t/d.json && cd $t && gpusel diff d.json d.json --format json | grep -c '"no differences"'; rc=$?; rm -r $t; exit $rc
1
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/hostile.json --format markdown --columns change,row,column,base,new
| change | row | column | base | new |
|---|---|---|---|---|
| winner | h100 \| \<img src=x onerror=alert(1)\> \x1b\[2J \`x\` \*\*b\*\* new | rank | - | 1 |
| former winner | h100-sxm x1 on-demand AWS p5.4xlarge us-east-1 | rank | 1 | - |
| added | h100 \| \<img src=x onerror=alert(1)\> \x1b\[2J \`x\` \*\*b\*\* new | usd\_per\_accepted\_output | - | 0.001152 |
| removed | h100-sxm x1 on-demand AWS p5.4xlarge us-east-1 | usd\_per\_accepted\_output | 0.001152 | - |

> note: base tests/fixtures/diff/base.json (rank, gpusel 0.1.0); new tests/fixtures/diff/hostile.json (rank, gpusel 0.1.0)
>
> note: 0 input(s) changed; 0 value(s) changed, 1 row(s) added, 1 removed; the winner changed
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/hostile.json --columns change,row
change         row
winner         h100 | <img src=x onerror=alert(1)> \x1b[2J `x` **b**\x0anew
former winner  h100-sxm x1 on-demand AWS p5.4xlarge us-east-1
added          h100 | <img src=x onerror=alert(1)> \x1b[2J `x` **b**\x0anew
removed        h100-sxm x1 on-demand AWS p5.4xlarge us-east-1

note: base tests/fixtures/diff/base.json (rank, gpusel 0.1.0); new tests/fixtures/diff/hostile.json (rank, gpusel 0.1.0)
note: 0 input(s) changed; 0 value(s) changed, 1 row(s) added, 1 removed; the winner changed
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/schema-v1.json
gpusel: tests/fixtures/diff/schema-v1.json:2:21: error: schema_version 1 is not the 2 this gpusel reads; write the report again with this gpusel's '--format json'
[3]
$ gpusel diff tests/fixtures/diff/schema-v1.json tests/fixtures/diff/base.json
gpusel: tests/fixtures/diff/schema-v1.json:2:21: error: schema_version 1 is not the 2 this gpusel reads; write the report again with this gpusel's '--format json'
[3]
$ gpusel diff tests/fixtures/diff/not-report.json tests/fixtures/diff/base.json
gpusel: tests/fixtures/diff/not-report.json: error: not a gpusel report: no 'schema_version' (write one with '--format json')
[3]
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/malformed.json
gpusel: tests/fixtures/diff/malformed.json:6:1: error: malformed JSON: unexpected end of input
[3]
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/deep.json
gpusel: tests/fixtures/diff/deep.json:1:91: error: nested deeper than 64 levels (a gpusel report has at most 4)
[3]
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/duplicate-key.json
gpusel: tests/fixtures/diff/duplicate-key.json:5:37: error: duplicate key 'today' (JSON readers disagree on which one wins)
[3]
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/nul-key.json
gpusel: tests/fixtures/diff/nul-key.json:5:17: error: a key holds \u0000, which would cut it short
[3]
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/big-integer.json
gpusel: tests/fixtures/diff/big-integer.json:5:26: error: integer 9007199254740993 is past 2^53: a JSON reader keeps it as a double and rounds it
[3]
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/wrong-type.json
gpusel: tests/fixtures/diff/wrong-type.json:14:57: error: 'usd_per_accepted_output' in row 2 of table 'rows' is a string, but its column holds a number
[3]
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/no-such-file.json
gpusel: error: cannot read 'tests/fixtures/diff/no-such-file.json': No such file or directory
[4]
$ gpusel diff tests/fixtures/diff/base.json
gpusel: error: diff takes two reports, 'gpusel diff BASE.json NEW.json'
[2]
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/base.json --max-increase 10x
gpusel: error: --max-increase expects a percentage (10%) or USD per accepted output (0.5USD), not negative, got '10x'
[2]
$ gpusel diff tests/fixtures/diff/base.json tests/fixtures/diff/base.json --max-increase -5%
gpusel: error: --max-increase expects a percentage (10%) or USD per accepted output (0.5USD), not negative, got '-5%'
[2]
$ gpusel diff tests/fixtures/diff/not-report.json tests/fixtures/diff/not-report.json --max-increase 5%
gpusel: tests/fixtures/diff/not-report.json: error: not a gpusel report: no 'schema_version' (write one with '--format json')
[3]
$ t=$(mktemp -d) && gpusel compare a100 h100 --format json --output $t/c.json && cd $t && gpusel diff c.json c.json && gpusel diff c.json c.json --max-increase 5%; rc=$?; rm -r $t; exit $rc
change  row  column  base  new  change %  table
(no rows)

note: base c.json (compare, gpusel 0.1.0); new c.json (compare, gpusel 0.1.0)
note: no differences
gpusel: error: --max-increase checks 'usd_per_accepted_output', which neither report has
[2]
