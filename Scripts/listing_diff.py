#!/usr/bin/env python3
"""Field-by-field diff of two reusable-view listings (the JSON of `reusegen list --format json`).

    Scripts/listing_diff.py EXPECTED.json ACTUAL.json [--expected-label X] [--actual-label Y]
                            [--strip-prefix P] [--max-examples N]

Either file may be a plain listing array or a corpus manifest (an object with a "views" array).

Views are matched by location (file, line, column), which DESIGN.md §4 makes unique: one class name token
per place. The name cannot be the key, because views in exclusive `#if` branches and local views may
share names. For matched views every compared field must be equal.

Recall and precision are reported twice:
- "located": a view at that location exists on both sides, whatever its fields;
- "exact": it exists on both sides and every compared field agrees (the number that matters).

Exit status: 0 when the listings agree on every compared field, 1 otherwise.
Used by Benchmarks/check-corpus.py and Scripts/compare-with-swiftsyntax.sh.
"""

import argparse
import collections
import json
import sys

FIELDS = ["name", "kind", "generic", "status", "conditions"]


def load(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    return data["views"] if isinstance(data, dict) else data


def normalise_paths(views, prefix):
    """Drops a leading folder so that listings made from different working directories line up."""
    if not prefix:
        return views
    prefix = prefix.rstrip("/") + "/"
    return [dict(v, file=v["file"][len(prefix):]) if v["file"].startswith(prefix) else v for v in views]


def diff(expected, actual, expected_label="expected", actual_label="actual", max_examples=20, out=sys.stdout):
    """Prints the differences and a summary; returns True when the listings agree."""
    def key(v):
        return (v["file"], v["line"], v["column"])

    exp, act = {}, {}
    for label, views, table in ((expected_label, expected, exp), (actual_label, actual, act)):
        for v in views:
            if key(v) in table:
                print(f"note: {label} lists {key(v)} twice", file=out)
            table[key(v)] = v

    missing = sorted(set(exp) - set(act))
    extra = sorted(set(act) - set(exp))
    both = sorted(set(exp) & set(act))
    by_field = collections.defaultdict(list)
    exact = 0
    for k in both:
        differing = [f for f in FIELDS if exp[k].get(f) != act[k].get(f)]
        if not differing:
            exact += 1
        for f in differing:
            by_field[f].append(k)

    def show(view):
        return json.dumps({f: view.get(f) for f in ["name", "kind", "generic", "status", "conditions"]},
                          ensure_ascii=False)

    if missing:
        print(f"\n## {len(missing)} views {expected_label} lists but {actual_label} does not", file=out)
        for k in missing[:max_examples]:
            print(f"  {k[0]}:{k[1]}:{k[2]}  {show(exp[k])}", file=out)
    if extra:
        print(f"\n## {len(extra)} views {actual_label} lists but {expected_label} does not", file=out)
        for k in extra[:max_examples]:
            print(f"  {k[0]}:{k[1]}:{k[2]}  {show(act[k])}", file=out)
    for f in FIELDS:
        keys = by_field.get(f)
        if not keys:
            continue
        # Group by the (expected, actual) pair so that one bug shows as one line with a count.
        groups = collections.Counter()
        sample = {}
        for k in keys:
            pair = (json.dumps(exp[k].get(f), ensure_ascii=False), json.dumps(act[k].get(f), ensure_ascii=False))
            shape = pair if f != "name" else ("…", "…")
            groups[shape] += 1
            sample.setdefault(shape, []).append((k, pair))
        print(f"\n## field '{f}' differs for {len(keys)} views", file=out)
        shown = 0
        for shape, count in groups.most_common():
            for k, (e, a) in sample[shape][: max(1, max_examples // max(1, len(groups)))]:
                if shown >= max_examples:
                    break
                print(f"  {k[0]}:{k[1]}:{k[2]}  {expected_label}={e}  {actual_label}={a}"
                      + (f"  (×{count} like this)" if count > 1 and f != "name" else ""), file=out)
                shown += 1

    located_recall = len(both) / len(exp) if exp else 1.0
    located_precision = len(both) / len(act) if act else 1.0
    recall = exact / len(exp) if exp else 1.0
    precision = exact / len(act) if act else 1.0
    print(f"\n{expected_label}: {len(exp)} views, {actual_label}: {len(act)} views, "
          f"{exact} identical, {len(missing)} missing, {len(extra)} extra, "
          f"{len(both) - exact} with differing fields", file=out)
    print(f"located: recall {located_recall:.4%}  precision {located_precision:.4%}", file=out)
    print(f"exact:   recall {recall:.4%}  precision {precision:.4%}", file=out)
    return not missing and not extra and exact == len(both)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("expected")
    parser.add_argument("actual")
    parser.add_argument("--expected-label", default="expected")
    parser.add_argument("--actual-label", default="actual")
    parser.add_argument("--strip-prefix", default="", help="folder prefix to drop from both sides' paths")
    parser.add_argument("--max-examples", type=int, default=20)
    args = parser.parse_args()
    expected = normalise_paths(load(args.expected), args.strip_prefix)
    actual = normalise_paths(load(args.actual), args.strip_prefix)
    same = diff(expected, actual, args.expected_label, args.actual_label, args.max_examples)
    sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
