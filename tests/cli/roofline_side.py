#!/usr/bin/env python3
"""For each operating point of a gpusel roofline SVG: the side of the
named precision's ridge the point is drawn on, and the side its label
states (issue 19: a prefill drawn left of the ridge was labelled as if
right of it).  Prints one line per point; exits 1 when they disagree.

usage: roofline_side.py FILE.svg
"""
import re
import sys

svg = open(sys.argv[1]).read()
ridges = {}

# a roof group: its line starts at the ridge x; its first text is its name
for m in re.finditer(r'<g class="roof">\s*<line x1="([\d.]+)".*?<text[^>]*>'
                     r'([^<]*)</text>', svg, re.S):
    for name in m.group(2).split(", "):
        ridges[name] = float(m.group(1))
bad = 0
for m in re.finditer(r'<g class="point">\s*<use [^>]*x="([\d.]+)"[^>]*/>\s*'
                     r'<text[^>]*>([^<]*)</text>', svg):
    x, label = float(m.group(1)), m.group(2)
    said = re.search(r'(left|right) of (\w+) ridge', label)
    if not said:
        print(f"no side in the label: {label}")
        bad = 1
        continue
    drawn = "right" if x >= ridges[said.group(2)] else "left"
    ok = drawn == said.group(1)
    bad |= not ok
    print(f"{'ok' if ok else 'WRONG'}: drawn {drawn} of the {said.group(2)} "
          f"ridge; label: {label}")
sys.exit(bad)
