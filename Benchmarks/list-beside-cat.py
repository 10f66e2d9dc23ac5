#!/usr/bin/env python3
"""`reusegen list --format json` over a folder beside `cat` of the files it reads (every .swift, .xib and
.storyboard), in alternating pairs: cat, then each build. Prints the best, the median and the median of the
pairs' ratios to `cat`, with the load average (issue 28's and 40's goal: at most 1.5× `cat`, median of at
least 11 pairs).

    Benchmarks/list-beside-cat.py --corpus /tmp/corpus --pairs 15 /tmp/main/reusegen .build/release/reusegen
"""

import argparse
import os
import statistics
import subprocess
import time

parser = argparse.ArgumentParser()
parser.add_argument("--corpus", required=True)
parser.add_argument("--pairs", type=int, default=11)
parser.add_argument("builds", nargs="+")
options = parser.parse_args()
paths = []
for folder, _, names in os.walk(options.corpus):
    paths += [os.path.join(folder, n) for n in names if n.endswith((".swift", ".xib", ".storyboard"))]
listing = "\0".join(paths).encode()


def timed(command, stdin=None):
    start = time.perf_counter()
    subprocess.run(command, input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def cat():
    return timed(["xargs", "-0", "cat"], listing)


def list_(build):
    return timed([build, "list", options.corpus, "--format", "json"])


for _ in range(2):  # the page cache
    cat()
    for build in options.builds:
        list_(build)
cats, times, loads = [], {b: [] for b in options.builds}, [os.getloadavg()[0]]
for _ in range(options.pairs):
    cats.append(cat())
    for build in options.builds:
        times[build].append(list_(build))
    loads.append(os.getloadavg()[0])
print(f"{len(paths)} files; load average {min(loads):.1f} to {max(loads):.1f}; {options.pairs} pairs")
print(f"cat: best {min(cats):.3f} s, median {statistics.median(cats):.3f} s")
for build in options.builds:
    ratios = [t / c for t, c in zip(times[build], cats)]
    print(
        f"{build}: best {min(times[build]):.3f} s, median {statistics.median(times[build]):.3f} s, "
        f"median ratio {statistics.median(ratios):.2f}× cat"
    )
