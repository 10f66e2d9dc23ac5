#!/usr/bin/env python3
"""Edits method bodies of the real-apps manifest's modules and checks that `audit` with a warm `--cache-path`
prints what `audit` without one prints after each edit (SPEC §12): the check of the audit cache's inert bodies
(`InertBodies`), which keep the report when an edit is inside a body `audit` reads nothing of.

For each module, `--edits` bodies are picked at random (seeded: the same run picks the same bodies), half in the
files the report names, half anywhere in the module, and each gets one edit, undone before the next:
- `let _ = 1` as the body's first line, the edit `Benchmarks/edit-rounds.py --code` times;
- a line taken from another body of the module, a third of them lines that spell what audit reads (a
  registration, a dequeue, `dataSource`, a reuse identifier): edits that may change the report;
- the body's first line deleted;
- a word of the body's first line renamed.
After each edit is undone, a run with the cache brings it back to the module as published (and must print what
the first run printed), so that each edit is the only change the next run sees. A run kept the report when it
opened no more input files than the edits so far and two (the edited file, read for its digests and again for its
places, and the files edited before, whose statuses have not settled), as `strace` shows, where a run that audits
again opens every file; without `strace` the count is not printed. The check is the
comparison. Exits 1 when a run differs.

    Benchmarks/audit-cache-bodies.py --binary .build/release/reusegen [--edits 12] [module names...]
"""
import argparse
import importlib.util
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("real_apps", os.path.join(HERE, "real-apps.py"))
real_apps = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(real_apps)

READ_WORDS = re.compile(r"register|dequeue|dataSource|[Rr]euseIdentifier|Registration|forEach|Cell\b")


def read(path):
    with open(path, encoding="utf-8", errors="surrogateescape") as handle:
        return handle.read()


def write(path, text):
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as handle:
        handle.write(text)


def bodies(text):
    """The line numbers of the first line of each method body: the line after one with `func ` ending in `{`."""
    lines = text.split("\n")
    return [i + 1 for i, line in enumerate(lines[:-1]) if "func " in line and line.rstrip().endswith("{")]


def plain_line(line):
    stripped = line.strip()
    return stripped and "{" not in stripped and "}" not in stripped and not stripped.startswith(("//", "#", "/*", "*"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--edits", type=int, default=12)
    parser.add_argument("--seed", type=int, default=40)
    parser.add_argument("--verbose", action="store_true", help="print each edit")
    parser.add_argument("modules", nargs="*", help="module names of the manifest (all by default)")
    options = parser.parse_args()
    with open(os.path.join(HERE, "real-apps/manifest.json")) as handle:
        manifest = json.load(handle)
    runner = real_apps.Runner(os.path.abspath(options.binary), 600)
    scratch = tempfile.mkdtemp(prefix="reusegen-audit-bodies-")
    mirror = os.environ.get("REUSEGEN_MIRROR_ROOT", "/work/.mirror")
    failures, totals = 0, {"edits": 0, "kept": 0}
    names = ["a line of code", "a line of another body", "a line deleted", "a word renamed"]
    by_kind = {name: [0, 0] for name in names}  # edits, kept
    tracing = shutil.which("strace") is not None
    for app in manifest["apps"]:
        gitdir, why = real_apps.locate_snapshot(app, mirror, None)
        if gitdir is None:
            print("skipping %s: %s" % (app["name"], why), file=sys.stderr)
            continue
        for module in app["modules"]:
            if options.modules and module["name"] not in options.modules:
                continue
            cache_dir = real_apps.extract(app, gitdir, os.path.expanduser("~/.cache/reusegen-real-apps"))
            job = real_apps.ModuleJob(app, module, cache_dir, [], runner, scratch)
            work = job.fresh_copy("bodies")
            cache = tempfile.mkdtemp(prefix="reusegen-audit-bodies-cache-")

            def run(extra):
                result = runner.run(job.args("audit", extra), work)
                return (result["rc"], result["stdout"], result["stderr"]), result["seconds"]

            def opened_inputs(extra):
                """The run's output, and how many Swift, xib and storyboard files it opened."""
                trace = os.path.join(scratch, "trace")
                result = subprocess.run(
                    ["strace", "-f", "-qq", "-e", "trace=openat", "-o", trace, os.path.abspath(options.binary)]
                    + job.args("audit", extra), cwd=work, capture_output=True)
                output = (result.returncode, result.stdout.decode("utf-8", "replace"),
                          result.stderr.decode("utf-8", "replace"))
                with open(trace, errors="replace") as handle:
                    count = sum(1 for line in handle if re.search(r'\.(swift|xib|storyboard)"', line))
                return output, count

            first, _ = run([])
            run(["--cache-path", cache])
            time.sleep(3.5)  # the cache keeps a file's status once its times are three seconds old
            run(["--cache-path", cache])
            swift = sorted(rel for rel in job.module_rels if rel.endswith(".swift"))
            named = sorted({m.group(1) for m in re.finditer(r"^(.+?\.swift):\d+:\d+: ", first[2] + first[1], re.M)})
            named = [rel for rel in named if rel in job.module_rels]
            generator = random.Random("%d %s" % (options.seed, job.label))
            donors = []
            for rel in generator.sample(swift, min(len(swift), 60)):
                donors += [line for line in read(os.path.join(work, rel)).split("\n") if plain_line(line)]
            reading = [line for line in donors if READ_WORDS.search(line)]
            picks = []
            for attempt in range(options.edits * 4):
                if len(picks) == options.edits or not swift:
                    break
                pool = named if named and attempt % 2 == 0 else swift
                rel = generator.choice(pool)
                starts = bodies(read(os.path.join(work, rel)))
                if starts:
                    picks.append((rel, generator.choice(starts)))
            differing, kept = [], 0
            for number, (rel, start) in enumerate(picks):
                path = os.path.join(work, rel)
                original = read(path)
                lines = original.split("\n")
                kind = number % 4
                words = re.findall(r"\b[a-z][A-Za-z]{2,}\b", lines[start])
                pool = reading if reading and number % 3 == 1 else donors
                if kind == 1 and pool:
                    lines.insert(start, generator.choice(pool))
                elif kind == 2 and plain_line(lines[start]):
                    del lines[start]
                elif kind == 3 and words:
                    word = generator.choice(words)
                    lines[start] = re.sub(r"\b%s\b" % word, word + "Edited", lines[start], count=1)
                else:
                    kind = 0
                    lines.insert(start, "        let _ = 1")
                write(path, "\n".join(lines))
                if tracing:
                    cached, opened = opened_inputs(["--cache-path", cache])
                else:
                    (cached, _), opened = run(["--cache-path", cache]), None
                uncached, _ = run([])
                if cached != uncached:
                    differing.append("%s:%d (edit %d)" % (rel, start + 1, kind))
                kept += opened is not None and opened <= number + 2
                by_kind[names[kind]][0] += 1
                by_kind[names[kind]][1] += opened is not None and opened <= number + 2
                if options.verbose:
                    print("  %s:%d edit %d: %s input files opened%s" % (
                        rel, start + 1, kind, opened, "" if cached == uncached else ", DIFFERENT"))
                write(path, original)
                # The run after the edit is undone brings the cache back to the module as published, so
                # that each edit is the only change the next run sees; it must print what the first did.
                restored, _ = run(["--cache-path", cache])
                if restored != first:
                    differing.append("%s:%d (edit %d undone)" % (rel, start + 1, kind))
            totals["edits"] += len(picks)
            totals["kept"] += kept
            failures += bool(differing)
            print(
                "%s: %d edits%s: %s"
                % (job.label, len(picks), ", %d kept the report" % kept if tracing else "",
                   "DIFFER " + ", ".join(differing) if differing else "identical"),
                flush=True,
            )
            shutil.rmtree(work, ignore_errors=True)
            shutil.rmtree(cache, ignore_errors=True)
    shutil.rmtree(scratch, ignore_errors=True)
    kept = ", %d kept the report" % totals["kept"] if tracing else " (no strace: kept reports not counted)"
    print("%d edits%s, %d modules differ" % (totals["edits"], kept, failures))
    if tracing:
        print("kept, by edit: " + ", ".join("%s %d of %d" % (name, k, n) for name, (n, k) in by_kind.items()))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
