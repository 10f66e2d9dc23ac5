#!/usr/bin/env python3
"""Checks that `audit` prints the same with no cache, a cold `--cache-path`, a warm one, and two warm ones after
the files' statuses settled, in the xcode, json and sarif formats, on modules of the real-apps manifest with a
new user's options (SPEC §12); then after each of three edits of the Swift file of the first finding (a comment
line inserted above the finding's line, a blank line at the top of the file, `let _ = 1` in its first method),
a run with the cache and one without. Exits 1 when a run differs.

    Benchmarks/audit-cache-outputs.py .build/debug/reusegen woocommerce cwa element
"""
import importlib.util
import json
import os
import re
import shutil
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("real_apps", os.path.join(HERE, "real-apps.py"))
real_apps = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(real_apps)


def edits(work, output):
    """The edits of the Swift file of the first place `output` (the xcode format's) names: each a name and a
    function that makes it; none when the output names no Swift file of `work`."""
    for line in output.splitlines():
        match = re.match(r"(.+?\.swift):(\d+):\d+: ", line)
        if match and os.path.isfile(os.path.join(work, match.group(1))):
            path, number = os.path.join(work, match.group(1)), int(match.group(2))
            break
    else:
        return []

    def insert(index, text):
        with open(path, encoding="utf-8", errors="surrogateescape") as handle:
            lines = handle.readlines()
        position = index(lines)
        if position is None:
            return
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as handle:
            handle.write("".join(lines[:position] + [text] + lines[position:]))

    def method_body(lines):
        found = next((i for i, text in enumerate(lines) if "func " in text and text.rstrip().endswith("{")), None)
        return None if found is None else found + 1

    return [
        ("a comment line above the finding", lambda: insert(lambda lines: number - 1, "// edited\n")),
        ("a blank line at the top", lambda: insert(lambda lines: 0, "\n")),
        ("a line of code in a method", lambda: insert(method_body, "let _ = 1\n")),
    ]


def main():
    binary, only = sys.argv[1], sys.argv[2:]
    with open(os.path.join(HERE, "real-apps/manifest.json")) as handle:
        manifest = json.load(handle)
    runner = real_apps.Runner(os.path.abspath(binary), 600)
    scratch = tempfile.mkdtemp(prefix="reusegen-audit-cache-")
    mirror = os.environ.get("REUSEGEN_MIRROR_ROOT", "/work/.mirror")
    failures = 0
    for app in manifest["apps"]:
        if app["name"] not in only:
            continue
        gitdir, why = real_apps.locate_snapshot(app, mirror, None)
        if gitdir is None:
            print("skipping %s: %s" % (app["name"], why), file=sys.stderr)
            continue
        cache_dir = real_apps.extract(app, gitdir, os.path.expanduser("~/.cache/reusegen-real-apps"))
        for module in app["modules"]:
            job = real_apps.ModuleJob(app, module, cache_dir, [], runner, scratch)
            for format in ([], ["--format", "json"], ["--format", "sarif"]):
                work = job.fresh_copy("audit")
                cache = tempfile.mkdtemp(prefix="reusegen-audit-cache-dir-")

                def run(extra):
                    result = runner.run(job.args("audit", format + extra), work)
                    return (result["rc"], result["stdout"], result["stderr"])

                uncached = run([])
                cached = ["--cache-path", cache]
                results = [("cold", run(cached)), ("warm", run(cached))]
                time.sleep(3.5)  # the cache keeps a file's status once its times are three seconds old
                results += [("warm, settling", run(cached)), ("warm, settled", run(cached))]
                differing = [name for name, result in results if result != uncached]
                first = uncached
                made = edits(work, first[2] + first[1])
                for name, edit in made:
                    edit()
                    if run(cached) != run([]):
                        differing.append(name)
                uncached = first
                failures += bool(differing)
                print(
                    "%s %s: status %s, %d stdout bytes, %d stderr lines, %d edits: %s"
                    % (
                        job.label, " ".join(format) or "xcode", uncached[0], len(uncached[1]),
                        uncached[2].count("\n"), len(made), "DIFFER " + ", ".join(differing) if differing else "identical",
                    ),
                    flush=True,
                )
                shutil.rmtree(work, ignore_errors=True)
                shutil.rmtree(cache, ignore_errors=True)
    shutil.rmtree(scratch, ignore_errors=True)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
