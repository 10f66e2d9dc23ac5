#!/usr/bin/env python3
"""Validates SARIF files against the SARIF 2.1.0 JSON schema checked in beside the specimens.

    Scripts/validate-sarif.py FILE.sarif...

The schema is OASIS's sarif-schema-2.1.0.json (Tests/ReuseGenCoreTests/Fixtures/Audit/Reports), so no
network is needed; the validator is the `jsonschema` package from PyPI, which Scripts/test-all.sh installs
with pip when it is missing. Exits 1, naming each violation, when a file does not validate.
"""

import json
import os
import sys

import jsonschema

SCHEMA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "ReuseGenCoreTests", "Fixtures",
                      "Audit", "Reports", "sarif-schema-2.1.0.json")


def main(paths):
    with open(SCHEMA, encoding="utf-8") as handle:
        schema = json.load(handle)
    # The schema declares draft-04; its validator also checks the formats it knows (uri needs extras).
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    failed = False
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            log = json.load(handle)
        errors = sorted(validator.iter_errors(log), key=lambda error: list(error.absolute_path))
        for error in errors:
            where = "/".join(str(part) for part in error.absolute_path)
            print(f"{path}: error: /{where}: {error.message}", file=sys.stderr)
        if errors:
            failed = True
        else:
            print(f"{path}: valid SARIF 2.1.0 ({len(log['runs'][0]['results'])} results)")
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1:]))
