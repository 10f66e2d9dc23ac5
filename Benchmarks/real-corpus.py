#!/usr/bin/env python3
"""Builds the real-app corpus of `list` beside `cat` (issues 28 and 40): the first 13 apps of
Benchmarks/real-apps/manifest.json (their modules' paths and context, as the real-apps benchmark extracts
them) and the whole woocommerce-ios checkout at its pinned commit, as one folder of their .swift, .xib and
.storyboard files (11,104 files, 62.1 MB).

    Benchmarks/real-corpus.py --out /tmp/real-corpus [--mirror-root /work/.mirror]
    Benchmarks/list-beside-cat.py --corpus /tmp/real-corpus --pairs 11 .build/release/reusegen

Files are taken blob by blob from each app's git snapshot (`<mirror-root>/<owner>+<name>`), so nothing
else is needed and the result is the same on every machine. The folder is replaced.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MANIFEST = os.path.join(HERE, "real-apps", "manifest.json")
EXTENSIONS = (".swift", ".xib", ".storyboard")
FIRST_APPS = 13
WHOLE_CHECKOUT = "woocommerce"


def snapshot(mirror_root, repo):
    base = os.path.join(mirror_root, repo.replace("/", "+"))
    for candidate in (os.path.join(base, "repo"), base):
        if os.path.exists(os.path.join(candidate, "HEAD")):
            return candidate
    sys.exit("no snapshot of %s under %s" % (repo, mirror_root))


def extract(gitdir, commit, paths, dest):
    """Writes the sources under `paths` (all of them when empty) at `commit` into `dest`; the count."""
    listing = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "-r", "-z", commit, "--"] + paths,
                             stdout=subprocess.PIPE, check=True).stdout
    entries = []
    for entry in listing.split(b"\0"):
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        mode, kind, sha = meta.split()
        path = path.decode("utf-8", "surrogateescape")
        if kind == b"blob" and mode != b"120000" and path.endswith(EXTENSIONS):
            entries.append((sha, path))
    batch = subprocess.Popen(["git", "--git-dir", gitdir, "cat-file", "--batch"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE)
    for sha, path in entries:
        batch.stdin.write(sha + b"\n")
        batch.stdin.flush()
        header = batch.stdout.readline().split()
        if len(header) < 3 or header[1] != b"blob":
            sys.exit("%s: blob %s (%s) is missing" % (gitdir, sha.decode(), path))
        data = batch.stdout.read(int(header[2]))
        batch.stdout.read(1)
        target = os.path.join(dest, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as handle:
            handle.write(data)
    batch.stdin.close()
    batch.wait()
    return len(entries)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--mirror-root", default=os.environ.get("REUSEGEN_MIRROR_ROOT", "/work/.mirror"))
    options = parser.parse_args()
    apps = json.load(open(MANIFEST))["apps"]
    chosen = [(app, sorted({p for m in app["modules"] for p in m["paths"] + m.get("context", [])}))
              for app in apps[:FIRST_APPS]]
    chosen += [(app, []) for app in apps if app["name"] == WHOLE_CHECKOUT]
    shutil.rmtree(options.out, ignore_errors=True)
    total = 0
    for app, paths in chosen:
        folder = app["name"] + ("-checkout" if not paths else "")
        count = extract(snapshot(options.mirror_root, app["repo"]), app["commit"], paths,
                        os.path.join(options.out, folder))
        print("%s: %d files" % (folder, count))
        total += count
    size = sum(os.path.getsize(os.path.join(d, n)) for d, _, names in os.walk(options.out) for n in names)
    print("%d files, %.1f MB in %s" % (total, size / 1e6, options.out))


if __name__ == "__main__":
    main()
