#!/usr/bin/env python3
"""Fails when a shell script that sets `pipefail` pipes into a reader that may stop early.

`head`, `grep -q`, `grep -m` and the like exit as soon as they have their answer; the writer before them then
dies of SIGPIPE, and under `set -o pipefail` the whole pipeline fails with 141. Whether it does depends on
timing (how much the writer has left to write when the reader exits), so it passes on one machine and fails
CI on another. Read the whole input instead: `sed -n 1p`, `grep … >/dev/null`.

    Scripts/lint-pipes.py [FILE ...]     (default: every *.sh under Scripts, Benchmarks and .ci, and .ci/run)
"""
import pathlib
import re
import sys

EARLY_READERS = re.compile(r"(?<!\|)\|(?!\|)\s*(head\b|tail\s+-q\b|grep\s+(-\w*[qm]\w*|--quiet|--max-count))")


def scripts(root):
    for folder in ("Scripts", "Benchmarks", ".ci"):
        yield from sorted((root / folder).rglob("*.sh"))
    yield root / ".ci" / "run"


def main(argv):
    root = pathlib.Path(__file__).resolve().parent.parent
    files = [pathlib.Path(a) for a in argv] or list(scripts(root))
    problems = 0
    for path in files:
        if not path.is_file():
            continue
        text = path.read_text(encoding="utf-8")
        if "pipefail" not in text:
            continue
        for number, line in enumerate(text.splitlines(), 1):
            code = line.split(" #", 1)[0]
            if code.lstrip().startswith("#") or "|| true" in code:
                continue
            if EARLY_READERS.search(code):
                print(f"{path}:{number}: error: a reader that stops early after a pipe fails the pipeline "
                      "with SIGPIPE (141) under pipefail; read the whole input (sed -n 1p, grep … >/dev/null)")
                problems += 1
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
