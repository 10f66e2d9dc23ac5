#!/usr/bin/env python3
"""Checks that `audit` prints the same with no cache, a cold `--cache-path`, a warm one, and two warm ones after
the files' statuses settled, in the xcode, json and sarif formats, on modules of the real-apps manifest with a
new user's options (SPEC §12). Exits 1 when a run differs.

    Benchmarks/audit-cache-outputs.py .build/debug/reusegen woocommerce cwa element
"""
import importlib.util
import json
import os
import shutil
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("real_apps", os.path.join(HERE, "real-apps.py"))
real_apps = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(real_apps)


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
                failures += bool(differing)
                print(
                    "%s %s: status %s, %d stdout bytes, %d stderr lines: %s"
                    % (
                        job.label, " ".join(format) or "xcode", uncached[0], len(uncached[1]),
                        uncached[2].count("\n"), "DIFFER " + ", ".join(differing) if differing else "identical",
                    ),
                    flush=True,
                )
                shutil.rmtree(work, ignore_errors=True)
                shutil.rmtree(cache, ignore_errors=True)
    shutil.rmtree(scratch, ignore_errors=True)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
