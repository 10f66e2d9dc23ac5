#!/usr/bin/env python3
"""Records what `reusegen` prints and writes on every module of the real-apps manifest, for a restructuring
that must keep every output: run it with the build before and the build after, then `diff -r` the two folders.

Per module it records, with standard output, standard error and exit status of each run:
- `list` (text and JSON), `generate` (the generated file), `audit` (text and JSON);
- `migrate` as a dry run, with `--retire-helpers`, and with `--write` (the changed files, whole).
Each run gets a fresh copy of the module, as `real-apps.py` makes it (same manifest, snapshots and cache);
the manifest's options are passed as a new user's are not, so both spellings are covered: `--as-new-user`
drops them.

    Benchmarks/real-apps-outputs.py --reusegen /tmp/before/reusegen --out /tmp/outputs-before
    Benchmarks/real-apps-outputs.py --reusegen .build/debug/reusegen --out /tmp/outputs-after
    diff -r /tmp/outputs-before /tmp/outputs-after
"""

import argparse
import concurrent.futures
import filecmp
import importlib.util
import json
import os
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("real_apps", os.path.join(HERE, "real-apps.py"))
real_apps = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(real_apps)

# (name of the record, subcommand, extra arguments, whether the run writes files to compare)
RUNS = [
    ("list.txt", "list", [], False),
    ("list.json", "list", ["--format", "json"], False),
    ("generate", "generate", ["--output", "_ReuseGen_Output.swift"], True),
    ("audit.txt", "audit", [], False),
    ("audit.json", "audit", ["--format", "json"], False),
    ("migrate.txt", "migrate", [], False),
    ("migrate-retire.txt", "migrate", ["--retire-helpers"], False),
    ("migrate-write", "migrate", ["--write"], True),
]


def record(job, out_dir, only_runs=None):
    os.makedirs(out_dir, exist_ok=True)
    for name, subcommand, extra, writes in RUNS:
        if only_runs and name not in only_runs:
            continue
        work = job.fresh_copy(name.split(".")[0])
        result = job.runner.run(job.args(subcommand, extra), work)
        with open(os.path.join(out_dir, name + ".out"), "w") as handle:
            handle.write("status: %s\n%s" % (result["rc"], result.get("failure", "")))
            handle.write("\n--- stdout\n" + result["stdout"] + "\n--- stderr\n" + result["stderr"])
        if writes:
            changed = os.path.join(out_dir, name + ".files")
            for rel in sorted(set(job.rels) | {"_ReuseGen_Output.swift"}):
                path = os.path.join(work, rel)
                original = os.path.join(job.cache_dir, rel)
                if os.path.exists(path) and not (os.path.exists(original) and filecmp.cmp(path, original, False)):
                    target = os.path.join(changed, rel)
                    os.makedirs(os.path.dirname(target), exist_ok=True)
                    shutil.copyfile(path, target)
        shutil.rmtree(work, ignore_errors=True)
    return job.label


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--reusegen", required=True)
    parser.add_argument("--out", required=True, help="folder to write the records to (emptied first)")
    parser.add_argument("--manifest", default=real_apps.MANIFEST)
    parser.add_argument("--only", action="append", help="app name (repeatable)")
    parser.add_argument("--run", action="append", choices=[run[0] for run in RUNS],
                        help="record only this run (repeatable), such as migrate-retire.txt")
    parser.add_argument("--as-new-user", action="store_true")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=int, default=300)
    parser.add_argument("--mirror-root", default=os.environ.get("REUSEGEN_MIRROR_ROOT", "/work/.mirror"))
    parser.add_argument("--cache", default=os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "reusegen-real-apps"))
    args = parser.parse_args()

    with open(args.manifest) as handle:
        manifest = json.load(handle)
    runner = real_apps.Runner(os.path.abspath(args.reusegen), args.timeout)
    scratch = tempfile.mkdtemp(prefix="reusegen-outputs-")
    shutil.rmtree(args.out, ignore_errors=True)
    jobs = []
    for app in manifest["apps"]:
        if args.only and app["name"] not in args.only:
            continue
        gitdir, why = real_apps.locate_snapshot(app, args.mirror_root, None)
        if gitdir is None:
            print("skipping %s: %s" % (app["name"], why), file=sys.stderr)
            continue
        cache_dir = real_apps.extract(app, gitdir, args.cache)
        for spec in app["modules"]:
            options = [] if args.as_new_user else spec.get("options", manifest.get("defaults", {}).get("options", []))
            jobs.append(real_apps.ModuleJob(app, spec, cache_dir, options, runner, scratch))
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = [pool.submit(record, j, os.path.join(args.out, j.app["name"], j.spec["name"]), args.run) for j in jobs]
        for future in concurrent.futures.as_completed(futures):
            print("recorded %s" % future.result(), file=sys.stderr)
    shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
