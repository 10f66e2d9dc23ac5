#!/usr/bin/env python3
"""Checks `reusegen list --format json` against a generated corpus's manifest.json, field by field.

    Benchmarks/check-corpus.py CORPUS_DIR [--reusegen PATH] [--listing FILE] [--max-examples N]

Runs reusegen from inside CORPUS_DIR (so its `file` paths are relative to the corpus, like the
manifest's) unless --listing names a listing made earlier (paths relative to the corpus, or to any folder
above it: the corpus's own prefix is stripped). Prints every difference grouped by field, then
recall/precision: "located" counts views found at the right place, "exact" requires name, kind, generic,
status and conditions to agree too. Exits 1 on any difference, 2 when reusegen itself fails.
"""

import argparse
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Scripts"))
import listing_diff  # noqa: E402  (shared with Scripts/compare-with-swiftsyntax.sh)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus")
    parser.add_argument("--reusegen", default="/tmp/bench-build/release/reusegen")
    parser.add_argument("--listing", help="an existing `reusegen list --format json` output to check instead")
    parser.add_argument("--max-examples", type=int, default=15)
    args = parser.parse_args()

    manifest = listing_diff.load(os.path.join(args.corpus, "manifest.json"))
    if args.listing:
        listing_path = args.listing
    else:
        handle, listing_path = tempfile.mkstemp(suffix=".json")
        with os.fdopen(handle, "w") as out:
            # Warnings (one per skipped view) go to stderr; only the exit status matters here.
            result = subprocess.run([args.reusegen, "list", "--format", "json", "."], cwd=args.corpus,
                                    stdout=out, stderr=subprocess.DEVNULL)
        if result.returncode not in (0, 1):
            print(f"reusegen exited {result.returncode}", file=sys.stderr)
            sys.exit(2)
    listing = listing_diff.load(listing_path)
    # A listing made from a parent folder carries the corpus path as a prefix.
    prefix = os.path.relpath(os.path.abspath(args.corpus), os.getcwd())
    listing = listing_diff.normalise_paths(listing, prefix if not prefix.startswith("..") else "")
    same = listing_diff.diff(manifest, listing, "manifest", "reusegen", args.max_examples)
    if not args.listing:
        os.unlink(listing_path)
    sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
