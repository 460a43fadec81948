#!/usr/bin/env python3
"""Checks the shape of mts-compare's JSON report and that it agrees with the
CSV report and SVG plot of a second run on the same inputs (all but the
timing columns, which are measured again).

    check-report.py REPORT.json REPORT.csv PLOT.svg
"""

import csv
import json
import sys
import xml.etree.ElementTree as ET


def fail(msg):
    sys.exit("check-report: " + msg)


def main(json_path, csv_path, svg_path):
    with open(json_path) as f:
        report = json.load(f)
    for key in ("allocators", "columns", "inputs", "totals",
                "geomean_vs_greedy"):
        if key not in report:
            fail("no '%s' in the JSON report" % key)
    allocators, columns = report["allocators"], report["columns"]
    timed = ("ra_ms", "ra_rewrite_ms")
    compared = [c for c in columns if c not in timed]

    with open(csv_path) as f:
        rows = list(csv.DictReader(f))
    by_key = {(r["input"], r["allocator"]): r for r in rows}

    for entry in report["inputs"]:
        if set(entry["results"]) != set(allocators):
            fail("%s: results for %s" % (entry["input"], sorted(entry["results"])))
        for a, result in entry["results"].items():
            if result["error"] is not None:
                fail("%s %s: unexpected error" % (entry["input"], a))
            for c in columns:
                if not isinstance(result[c], (int, float)):
                    fail("%s %s %s is not a number" % (entry["input"], a, c))
            row = by_key.get((entry["input"], a))
            if row is None:
                fail("no CSV row for %s %s" % (entry["input"], a))
            for c in compared:
                if abs(float(row[c]) - result[c]) > 0.006:
                    fail("%s %s %s: json %s, csv %s" %
                         (entry["input"], a, c, result[c], row[c]))

    for a in allocators:
        for c in columns:
            total = sum(e["results"][a][c] for e in report["inputs"])
            if abs(total - report["totals"][a][c]) > 1e-6:
                fail("total %s %s is not the sum of the rows" % (a, c))
            if c in compared and abs(
                    float(by_key[("TOTAL", a)][c]) - total) > 0.006:
                fail("CSV total %s %s differs" % (a, c))
    if any(abs(v - 1.0) > 1e-9 for v in report["geomean_vs_greedy"]["greedy"].values()):
        fail("greedy's ratio to itself is not 1")

    # Every allocator spends some time on every input, and the times are
    # finer than the tenths of a millisecond -time-passes prints.
    times = [e["results"][a]["ra_ms"] for e in report["inputs"]
             for a in allocators]
    if not all(t > 0 for t in times):
        fail("an ra_ms is not positive: %s" % times)
    if all(abs(t * 10 - round(t * 10)) < 1e-9 for t in times):
        fail("every ra_ms is a whole number of tenths of a millisecond: %s"
             % times)
    # The rewriter's time comes on top; it runs after greedy.
    for e in report["inputs"]:
        for a, r in e["results"].items():
            if r["ra_rewrite_ms"] < r["ra_ms"] or (
                    a == "greedy" and r["ra_rewrite_ms"] <= r["ra_ms"]):
                fail("%s %s: ra_rewrite_ms %s against ra_ms %s" %
                     (e["input"], a, r["ra_rewrite_ms"], r["ra_ms"]))

    bars = [t.text for t in ET.parse(svg_path).getroot().iter(
        "{http://www.w3.org/2000/svg}title")]
    if len(bars) != len(allocators) * len(columns):
        fail("%d bars in the plot, expected %d" %
             (len(bars), len(allocators) * len(columns)))

    print("%d inputs x %d allocators x %d columns; totals are sums; json, "
          "csv and plot agree" % (len(report["inputs"]), len(allocators),
                                  len(columns)))


if __name__ == "__main__":
    main(*sys.argv[1:])
