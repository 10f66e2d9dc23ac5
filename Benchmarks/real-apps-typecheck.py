#!/usr/bin/env python3
"""Type-checks migrated files of the real apps against the iOS SDK, in Swift 5 and Swift 6 modes.

    Benchmarks/real-apps-typecheck.py [--reusegen PATH] [--cache DIR] [--swiftc PATH]

A real module cannot be type-checked whole here: it imports frameworks and packages the SDK snapshot
lacks. So each file listed in Benchmarks/real-apps/isolated.json is checked on its own, after `reusegen
migrate --write` of its whole module (with the options of Benchmarks/real-apps/manifest.json), together
with:
  - a stand-in file written for this check (Benchmarks/real-apps/isolated/<app>-<file name>) that
    declares what the file uses from the rest of its app, with no line of the app copied;
  - the `TypedReuseIdentifier` declarations migrate wrote in other files of the module that the file
    uses;
  - the support code `reusegen generate` writes for these files.
Imports other than UIKit and Foundation are dropped. Needs the snapshots Benchmarks/real-apps.py keeps in
its cache, and the SDK that Scripts/ios-sdk.sh prepares.
"""

import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
DECLARATIONS = re.compile(
    r"^extension (?:ReuseGen)?TypedReuseIdentifier where View == [\w.]+ \{\n(?:.*\n)*?\}\n", re.M)
MEMBER = re.compile(r"static var (\w+): Self")


def run(arguments, cwd=None):
    return subprocess.run(arguments, cwd=cwd, capture_output=True, text=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--reusegen", default=os.path.join(REPO, ".build", "debug", "reusegen"))
    parser.add_argument("--cache", default=os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "reusegen-real-apps"))
    parser.add_argument("--swiftc", default=os.path.expanduser("~/.cache/reusegen-ios-sdk/ios-swiftc"))
    args = parser.parse_args()
    manifest = json.load(open(os.path.join(HERE, "real-apps", "manifest.json")))
    listed = json.load(open(os.path.join(HERE, "real-apps", "isolated.json")))["files"]
    if not os.path.exists(args.swiftc):
        print(f"skipped: no iOS SDK at {args.swiftc} (Scripts/ios-sdk.sh prepares it)")
        return 0
    failures = 0
    for entry in listed:
        app = next(a for a in manifest["apps"] if a["name"] == entry["app"])
        module = next(m for m in app["modules"] if m["name"] == entry["module"])
        snapshots = glob.glob(os.path.join(args.cache, app["name"] + "-*"))
        if not snapshots:
            print(f"skipped: {app['name']}: no snapshot in {args.cache} (run Benchmarks/real-apps.py first)")
            continue
        with tempfile.TemporaryDirectory() as work:
            tree = os.path.join(work, "app")
            shutil.copytree(snapshots[0], tree, symlinks=True)
            for pattern in module.get("exclude", []):
                for path in glob.glob(os.path.join(tree, pattern)):
                    os.remove(path)
            options = list(module["paths"]) + ["--module", module["name"]]
            for context in module.get("context", []):
                options += ["--context", context]
            options += manifest["defaults"]["options"]
            original = open(os.path.join(tree, entry["file"])).read()
            run([args.reusegen, "migrate", *options, "--write"], cwd=tree)
            text = open(os.path.join(tree, entry["file"])).read()
            if text == original:
                print(f"FAIL   {app['name']} {entry['file']}: migrate changed nothing in it")
                failures += 1
                continue
            # The declarations migrate wrote in the module's other files, for the members this file uses.
            elsewhere = []
            for path in glob.glob(os.path.join(tree, module["paths"][0], "**", "*.swift"), recursive=True):
                if os.path.samefile(path, os.path.join(tree, entry["file"])):
                    continue
                for block in DECLARATIONS.findall(open(path, errors="replace").read()):
                    used = [m for m in MEMBER.findall(block) if re.search(r"\.%s\b" % m, text)]
                    if used:
                        elsewhere.append(block)
            name = os.path.basename(entry["file"])
            # As the app wrote it (which shows the stand-ins are faithful), then migrated, with its generated file.
            for stage, contents, extra in [("as written", original, []), ("migrated", text, elsewhere)]:
                check = os.path.join(work, stage.replace(" ", "-"))
                os.makedirs(check)
                kept = "\n".join(
                    line for line in contents.split("\n")
                    if not re.match(r"\s*import\s+", line)
                    or re.match(r"\s*import\s+(UIKit|Foundation)\s*$", line))
                open(os.path.join(check, name), "w").write(kept)
                shutil.copy(os.path.join(HERE, "real-apps", "isolated", f"{app['name']}-{name}"),
                            os.path.join(check, "StandIns.swift"))
                if extra:
                    open(os.path.join(check, "Elsewhere.swift"), "w").write("import UIKit\n\n" + "\n".join(extra))
                generated = os.path.join(work, stage.replace(" ", "-") + "-ReuseGen.swift")
                result = run([args.reusegen, "generate", check, "--module", module["name"], "--output", generated,
                              *manifest["defaults"]["options"]])
                if result.returncode != 0:
                    print(f"FAIL   {app['name']} {entry['file']}, {stage}: generate: {result.stderr.strip()}")
                    failures += 1
                    continue
                sources = sorted(glob.glob(os.path.join(check, "*.swift"))) + [generated]
                for mode in ["5", "6"]:
                    result = run([args.swiftc, "-typecheck", "-swift-version", mode, "-target",
                                  "arm64-apple-ios15.0", "-module-name", module["name"], *sources])
                    errors = [line for line in result.stderr.split("\n") if ": error:" in line]
                    if result.returncode == 0:
                        print(f"ok     {app['name']} {entry['file']}, {stage} · swift{mode}")
                    else:
                        failures += 1
                        print(f"FAIL   {app['name']} {entry['file']}, {stage} · swift{mode}")
                        for line in errors[:10]:
                            print("       " + line.replace(check + "/", ""))
    print(f"{'failed' if failures else 'passed'}: {len(listed)} migrated real files, Swift 5 and 6")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
