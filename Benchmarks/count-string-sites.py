#!/usr/bin/env python3
"""Counts the calls of UIKit's string register and dequeue API in a folder's Swift files, as
Benchmarks/real-apps.py counts a module's "string sites": with its own tokenizer, independently of reusegen.

    Benchmarks/count-string-sites.py FOLDER

Prints the count. The suite compares it with what `reusegen migrate` says it left (SPEC §10.5).
"""

import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("real_apps", os.path.join(HERE, "real-apps.py"))
real_apps = importlib.util.module_from_spec(spec)
spec.loader.exec_module(real_apps)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: count-string-sites.py FOLDER")
    root = os.path.abspath(sys.argv[1])
    rels = []
    for folder, _, names in os.walk(root):
        rels += [os.path.relpath(os.path.join(folder, name), root) for name in names if name.endswith(".swift")]
    module = real_apps.Module(root, sorted(rels), set(rels))
    print(module.counts().get("string", 0))


if __name__ == "__main__":
    main()
