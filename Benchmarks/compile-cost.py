#!/usr/bin/env python3
"""What the generated file costs a build: its type-check time beside hand-written conformances.

    Benchmarks/compile-cost.py [--sizes 250,1000,4000] [--runs 5] [--mode swift6] [--reusegen PATH]
                               [--variant NAME=FILE]... [--keep]

For each size, writes the synthetic module of Examples/Tests/GeneratedCodeTests/SyntheticModule.swift
(through Scripts/synthetic-module/main.swift, never a copy of it: views of all four kinds, nested, in
extensions, in `#if`, generic, subclass chains, nib-backed), then type-checks three variants of it:

- `sources`: the module's own files alone;
- `generated`: the sources plus the file `reusegen generate` writes for them;
- `hand-written`: the sources plus what a user of the Reusable library writes by hand instead: the
  protocol with its `String(describing:)` default, typed register and dequeue helpers, and one
  `extension X: Reusable {}` per class chain (SyntheticModule.handWrittenConformances).

`--variant NAME=FILE` adds a variant, the sources plus FILE (FILE may contain `{size}`), for trying a
change to the generated code by hand before changing the generator.

Method:
- Against Apple's iOS SDK when it is prepared ($IOS_SWIFTC, or Scripts/ios-sdk/prepare's env file), for
  arm64-apple-ios13.0; otherwise against the UIKit stand-in (Examples/LinuxSupport/UIKit), and the table
  says so. One frontend (`-wmo -typecheck`), Swift 6 mode by default.
- The variants of a size are run interleaved (sources, generated, hand-written, sources, …) so that a
  change in the machine's load hits them alike; each time is the median of `--runs` runs. CPU time
  (user + system of the compiler's processes) is what the ratios use: on a shared machine it varies far
  less than wall time, which is reported too.
- ratio = (sources + generated) / (sources + hand-written); "added" is each file's cost over the sources
  alone.

Work files go to Benchmarks/corpus/compile-cost/ (git-ignored). Prints a Markdown table.
"""

import argparse
import hashlib
import os
import shlex
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "Scripts"))
from ios_typecheck import run  # noqa: E402  (runs a command; its output, or the failure and exit)
WORK = os.path.join(REPO, "Benchmarks", "corpus", "compile-cost")
MODES = {
    "swift5": ["-swift-version", "5"],
    "swift6": ["-swift-version", "6"],
    "swift6-mainactor": ["-swift-version", "6", "-default-isolation", "MainActor"],
}


def ios_swiftc():
    """The iOS SDK's swiftc command, as LargeModuleTypeCheckTests finds it, or None."""
    command = os.environ.get("IOS_SWIFTC", "")
    if not command:
        cache = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
        env = os.path.join(cache, "reusegen-ios-sdk", "env")
        if os.path.exists(env):
            for line in open(env):
                if line.startswith("IOS_SWIFTC="):
                    command = line.split("=", 1)[1].strip().strip("\"'")
    return shlex.split(command) if command else None


def stand_in_swiftc():
    """swiftc with the UIKit stand-in emitted as a module, for machines without the iOS SDK."""
    folder = os.path.join(WORK, "stand-in")
    sources = sorted(
        os.path.join(REPO, "Examples", "LinuxSupport", "UIKit", f)
        for f in os.listdir(os.path.join(REPO, "Examples", "LinuxSupport", "UIKit")) if f.endswith(".swift"))
    digest = hashlib.sha256(b"".join(open(s, "rb").read() for s in sources)).hexdigest()[:16]
    stamp = os.path.join(folder, "stamp")
    if not os.path.exists(stamp) or open(stamp).read() != digest:
        os.makedirs(folder, exist_ok=True)
        run(["swiftc", "-emit-module", "-parse-as-library", "-module-name", "UIKit", "-swift-version", "6",
             "-emit-module-path", os.path.join(folder, "UIKit.swiftmodule"), *sources])
        with open(stamp, "w") as f:
            f.write(digest)
    return ["swiftc", "-I", folder]


def synthetic_writer():
    """Compiles the synthetic module's writer once per version of its sources."""
    sources = [
        os.path.join(REPO, "Examples", "Tests", "GeneratedCodeTests", "SyntheticModule.swift"),
        os.path.join(REPO, "Scripts", "synthetic-module", "main.swift"),
    ]
    digest = hashlib.sha256(b"".join(open(s, "rb").read() for s in sources)).hexdigest()[:16]
    writer = os.path.join(WORK, f"synthetic-module-{digest}")
    if not os.path.exists(writer):
        os.makedirs(WORK, exist_ok=True)
        run(["swiftc", "-O", "-o", writer + ".tmp", *sources])
        os.replace(writer + ".tmp", writer)
    return writer


def build_reusegen():
    scratch = os.environ.get("BENCH_SCRATCH", "/tmp/bench-build")
    print(f"== building reusegen (release, scratch {scratch})", file=sys.stderr)
    subprocess.run(["swift", "build", "-c", "release", "--scratch-path", scratch, "--product", "reusegen"],
                   cwd=REPO, check=True, stdout=sys.stderr)
    return os.path.join(scratch, "release", "reusegen")


def measure(arguments):
    """(CPU seconds, wall seconds) of one run, CPU from the children's resource usage."""
    before = os.times()
    started = time.monotonic()
    result = subprocess.run(arguments, capture_output=True, text=True)
    wall = time.monotonic() - started
    after = os.times()
    if result.returncode != 0 or "warning:" in result.stderr:
        sys.stderr.write(result.stderr[:4000])
        raise SystemExit(f"error: the type-check failed or warned: {shlex.join(arguments[:12])} …")
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return cpu, wall


def instructions(arguments):
    """The frontend's instruction count for a type-check, from callgrind: the same on every run."""
    frontend = subprocess.run(arguments + ["-###"], capture_output=True, text=True, check=True).stdout
    command = shlex.split(frontend.splitlines()[0])
    result = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command,
                            capture_output=True, text=True)
    for line in result.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split(":")[-1].strip())
    raise SystemExit("error: no instruction count from valgrind:\n" + result.stderr[-2000:])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="250,1000,4000")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--mode", choices=sorted(MODES), default="swift6")
    parser.add_argument("--reusegen")
    parser.add_argument("--variant", action="append", default=[], metavar="NAME=FILE")
    parser.add_argument("--keep", action="store_true", help="keep the modules written before (faster reruns)")
    parser.add_argument("--instructions", action="store_true",
                        help="also count the frontend's instructions with valgrind's callgrind, once per variant, "
                             "two at a time: steady where CPU time is not (about a minute per run at 1,000 views)")
    options = parser.parse_args()
    sizes = [int(s) for s in options.sizes.split(",")]

    swiftc = ios_swiftc()
    if swiftc:
        sdk = "Apple's iOS 16.5 SDK, arm64-apple-ios13.0"
        swiftc = swiftc + ["-target", "arm64-apple-ios13.0"]
    else:
        sdk = "the UIKit stand-in (the iOS SDK is not prepared)"
        swiftc = stand_in_swiftc()
    reusegen = options.reusegen or build_reusegen()
    writer = synthetic_writer()
    revision = subprocess.run(["git", "-C", REPO, "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True).stdout.strip()
    if subprocess.run(["git", "-C", REPO, "diff", "--quiet", "HEAD", "--", "Sources"]).returncode != 0:
        revision += " + uncommitted changes"

    rows = []
    for size in sizes:
        folder = os.path.join(WORK, str(size))
        module = os.path.join(folder, "Sources")
        hand = os.path.join(folder, "HandWritten.swift")
        generated = os.path.join(folder, "ReuseGen_Large.swift")
        if not (options.keep and os.path.exists(hand)):
            subprocess.run(["rm", "-rf", folder], check=True)
            run([writer, str(size), module, "--hand-written", hand])
        run([reusegen, "generate", module, "--module", "Large", "--output", generated, "--quiet"])
        files = sorted(os.path.join(module, f) for f in os.listdir(module) if f.endswith(".swift"))
        variants = [("sources", []), ("generated", [generated]), ("hand-written", [hand])]
        for spec in options.variant:
            name, path = spec.split("=", 1)
            variants.append((name, [path.format(size=size)]))
        base = swiftc + ["-typecheck", "-wmo", *MODES[options.mode], "-module-name", "Large"] + files
        times = {name: [] for name, _ in variants}
        print(f"== {size} views: {len(files)} files, {options.runs} interleaved runs", file=sys.stderr)
        for run_index in range(options.runs):
            for name, extra in variants:
                times[name].append(measure(base + extra))
            print("   run %d: %s" % (run_index + 1, ", ".join(
                f"{name} {times[name][-1][0]:.2f}" for name, _ in variants)), file=sys.stderr)
        counts = {}
        if options.instructions:
            print("   counting instructions", file=sys.stderr)
            with ThreadPoolExecutor(2) as pool:
                counts = dict(zip(times, pool.map(lambda v: instructions(base + v[1]), variants)))
        cpu = {name: statistics.median(t[0] for t in values) for name, values in times.items()}
        print("   fastest: " + ", ".join(f"{name} {min(t[0] for t in values):.2f}" for name, values in times.items()),
              file=sys.stderr)
        wall = {name: statistics.median(t[1] for t in values) for name, values in times.items()}
        lines = {name: sum(1 for f in extra for _ in open(f)) for name, extra in variants if extra}
        rows.append((size, cpu, wall, lines, counts))

    names = list(rows[0][1])
    print()
    print(f"reusegen {revision}; {options.mode} type-check against {sdk}; "
          f"median of {options.runs} interleaved runs; {os.cpu_count()} cores, load average at the end "
          f"{' '.join(open('/proc/loadavg').read().split()[:3]) if os.path.exists('/proc/loadavg') else '?'}")
    print()
    print_table(names, [(size, cpu, lines) for size, cpu, _, lines, _ in rows], " s")
    print()
    print("Wall time, medians: " + "; ".join(
        f"{size:,} views: " + ", ".join(f"{n} {wall[n]:.2f} s" for n in names) for size, _, wall, _, _ in rows))
    if options.instructions:
        print()
        print("Instructions of the frontend (callgrind), in billions:")
        print()
        print_table(names, [(size, {n: c[n] / 1e9 for n in names}, lines) for size, _, _, lines, c in rows], "")


def print_table(names, rows, unit):
    """A Markdown table of one measure per variant and size, with the costs added and the ratio."""
    header = ["views", "sources"] + [f"+ {n}" for n in names[1:]] + [
        "generated added", "hand-written added", "ratio (src+gen)/(src+hand)"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for size, value, lines in rows:
        cells = [f"{size:,}", f"{value['sources']:.2f}{unit}"]
        cells += [f"{value[n]:.2f}{unit} ({lines[n]:,} lines)" for n in names[1:]]
        cells += [f"{value['generated'] - value['sources']:.2f}{unit}",
                  f"{value['hand-written'] - value['sources']:.2f}{unit}",
                  f"{value['generated'] / value['hand-written']:.2f}"]
        print("| " + " | ".join(cells) + " |")

if __name__ == "__main__":
    main()
