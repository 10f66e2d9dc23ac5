#!/usr/bin/env python3
"""Times the plugins' path on a real app: rounds of one edit of a Swift file, then each debug build with its
own warm `--cache-path`, then the release build with no cache, alternating; checks that every run of a round
prints the same (standard output and error) and prints the best, the median and the median of the rounds'
ratios to the release run (issue 40).

    Benchmarks/edit-rounds.py --dir /tmp/woo --edited WooCommerce/Classes/Analytics/AppStartupWaitingTimeTracker.swift \\
        --debug /tmp/new-debug --debug /tmp/main-debug --release /tmp/main-release -- \\
        generate WooCommerce/Classes --module WooCommerce --context WooFoundation/WooFoundation

`--top` inserts the line at the top of the file instead of appending it, which moves every declaration of
the file down a line; `--middle` inserts it as the first line of the body of the file's first method (the
first line with `func ` that ends with `{`), as most edits do, which moves the declarations after it. Their
facts change in their lines alone: the kept output is printed with its locations moved when it can be.
`--code` inserts `let _ = 1` there instead of a comment: an edit of code, which changes the file's tokens.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import tempfile
import time

parser = argparse.ArgumentParser()
parser.add_argument("--dir", required=True, help="a copy of the app, which the rounds edit")
parser.add_argument("--edited", required=True, help="the Swift file to edit, relative to --dir")
parser.add_argument("--debug", action="append", required=True, help="a debug build (repeatable)")
parser.add_argument("--release", required=True, help="the release build, run without a cache")
parser.add_argument("--rounds", type=int, default=11)
parser.add_argument("--top", action="store_true")
parser.add_argument("--middle", action="store_true")
parser.add_argument("--code", action="store_true", help="insert a line of code where --middle inserts a comment")
parser.add_argument("arguments", nargs=argparse.REMAINDER)
options = parser.parse_args()
arguments = [a for a in options.arguments if a != "--"]
scratch = tempfile.mkdtemp(prefix="reusegen-edit-rounds-")
caches = {binary: os.path.join(scratch, str(index)) for index, binary in enumerate(options.debug)}


def run(binary, extra):
    start = time.perf_counter()
    result = subprocess.run([binary] + arguments + extra, cwd=options.dir, capture_output=True)
    return time.perf_counter() - start, (result.returncode, result.stdout, result.stderr)


for binary, cache in caches.items():
    run(binary, ["--cache-path", cache])
time.sleep(3.5)  # the cache keeps a file's status once its times are three seconds old
times = {binary: [] for binary in options.debug}
release = []
loads = [os.getloadavg()[0]]
edited = os.path.join(options.dir, options.edited)
for round in range(options.rounds):
    line = f"// edit {time.time()}\n"
    if options.top:
        text = open(edited).read()
        open(edited, "w").write(line + text)
    elif options.middle or options.code:
        if options.code:
            line = "let _ = 1\n"
        lines = open(edited).readlines()
        body = next(i for i, text in enumerate(lines) if "func " in text and text.rstrip().endswith("{")) + 1
        open(edited, "w").write("".join(lines[:body] + ["        " + line] + lines[body:]))
    else:
        open(edited, "a").write(line)
    outputs = []
    for binary, cache in caches.items():
        seconds, output = run(binary, ["--cache-path", cache])
        times[binary].append(seconds)
        outputs.append(output)
    seconds, output = run(options.release, [])
    release.append(seconds)
    if any(other != output for other in outputs):
        print(f"round {round}: a debug run printed otherwise than the release run")
    loads.append(os.getloadavg()[0])
shutil.rmtree(scratch)
print(f"load average {min(loads):.1f} to {max(loads):.1f}, {options.rounds} rounds")
print(f"release, no cache: best {min(release):.3f} s, median {statistics.median(release):.3f} s")
for binary in options.debug:
    ratios = [debug / cold for debug, cold in zip(times[binary], release)]
    print(
        f"{binary}, after one edit: best {min(times[binary]):.3f} s, median {statistics.median(times[binary]):.3f} s, "
        f"median ratio {statistics.median(ratios):.2f}"
    )
