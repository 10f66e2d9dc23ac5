#!/usr/bin/env python3
"""Checks that every public declaration of the UIKit stand-in exists in Apple's UIKit, as Apple declares it.

    Scripts/uikit_fidelity.py STAND_IN_GRAPH_DIR UIKIT_GRAPH_DIR EXCEPTIONS [--list]

Run it through Scripts/uikit-fidelity.sh, which extracts both symbol graphs (swift-symbolgraph-extract).
A stand-in symbol is matched with UIKit's by its path (`UITableView.register(_:forCellReuseIdentifier:)`)
and kind; symbol identifiers are not comparable across modules. Then these must agree:

- declaration: the declaration fragments (labels, types, optionality, `static`/`class`, `throws`,
  `async`, `required`, `convenience`, `weak`, generic parameters), leaving out internal parameter names,
  `override`, attributes (compared below) and `optional` on protocol requirements (departure 4 of
  StandIn.swift: the stand-in spells optional requirements as requirements with defaults);
- access: `open` or `public`;
- isolation: `@MainActor` or not, the declaration's own or its type's, and `nonisolated`;
- availability on iOS: introduced, deprecated, obsoleted, unavailable. An introduction at iOS 12 or
  earlier is no restriction for any deployment target Xcode supports, so it equals none.

EXCEPTIONS lists the justified divergences, one a line: `<path> | <aspect> | <reason>`, where aspect is
`missing`, `declaration`, `access`, `isolation` or `availability`. An exception that matches nothing is
reported too, so the list stays short. Exit status 0 when every divergence is listed and every listed
one occurs, 1 otherwise. `--list` prints every divergence in the exceptions format.
"""

import argparse
import fnmatch
import glob
import json
import os
import re
import sys

ASPECTS = ("missing", "declaration", "access", "isolation", "availability")
# Any deployment target Xcode accepts is at least this, so an earlier introduction restricts nothing.
OLDEST_DEPLOYMENT = (12, 0)


def load(folder):
    """Every symbol of a module's symbol graph files, with the relationships that concern them."""
    symbols = {}
    default_implementations = set()
    members = {}
    for path in sorted(glob.glob(os.path.join(folder, "*.symbols.json"))):
        with open(path, encoding="utf-8") as f:
            graph = json.load(f)
        for symbol in graph["symbols"]:
            symbols[symbol["identifier"]["precise"]] = symbol
        for relationship in graph.get("relationships", []):
            if relationship["kind"] == "defaultImplementationOf":
                default_implementations.add(relationship["source"])
            if relationship["kind"] in ("memberOf", "requirementOf", "optionalRequirementOf"):
                members[relationship["source"]] = relationship["target"]
    return symbols, default_implementations, members


def version(value):
    return (value.get("major", 0), value.get("minor", 0), value.get("patch", 0)) if value else None


def availability(identifier, symbols, members, owner=None):
    """iOS availability as a comparable string; empty when the symbol is available everywhere.

    A member is no more available than its type, whether or not it says so itself.
    """
    entries = list(symbols[identifier].get("availability") or [])
    owner = owner or members.get(identifier)
    if owner in symbols:
        entries += [e for e in symbols[owner].get("availability") or [] if "introduced" in e]
    facts = []
    introductions = [version(e.get("introduced")) for e in entries if e.get("domain") in ("iOS", "*")]
    latest = max([i for i in introductions if i] or [None], key=lambda v: v or ())
    if latest and latest[:2] > OLDEST_DEPLOYMENT:
        facts.append("introduced %d.%d" % latest[:2])
    for entry in entries:
        if entry.get("domain") not in ("iOS", "*"):
            continue
        for key in ("deprecated", "obsoleted"):
            if entry.get(key):
                facts.append(f"{key} %d.%d" % version(entry[key])[:2])
        if entry.get("isUnconditionallyUnavailable"):
            facts.append("unavailable")
        if entry.get("deprecated") and version(entry["deprecated"])[0] >= 100000:
            # API_TO_BE_DEPRECATED: no diagnostic on any version.
            facts.pop()
        if entry.get("isUnconditionallyDeprecated"):
            facts.append("deprecated")
        if entry.get("renamed"):
            facts.append(f"renamed {entry['renamed']}")
    return ", ".join(facts)


def declaration(symbol):
    """The declaration fragments as text, without what `aspects` compares on its own or ignores."""
    text = ""
    skip_space = False
    for fragment in symbol.get("declarationFragments") or []:
        kind, spelling = fragment["kind"], fragment["spelling"]
        if kind == "attribute" or (kind == "keyword" and spelling in ("override", "optional", "nonisolated")):
            skip_space = True
            continue
        if kind == "internalParam":
            # `_ view: UIView` and `_ subview: UIView` declare the same API.
            text = text.rstrip(" ")
            skip_space = False
            continue
        if skip_space:
            spelling = spelling.lstrip(" ")
            if not spelling:
                continue
            skip_space = False
        text += spelling
    text = re.sub(r"\s+", " ", text).strip()
    if symbol["kind"]["identifier"] in ("swift.property", "swift.type.property"):
        # A `let` reads like a `var { get }`, a stored `var` like a `var { get set }`; `weak` matters only
        # to a setter.
        if not text.endswith("}"):
            text = re.sub(r"\blet\b", "var", text) + (" { get }" if re.search(r"\blet\b", text) else " { get set }")
        if text.endswith("{ get }"):
            text = re.sub(r"\bweak ", "", text)
    return text


def own_isolation(symbol):
    fragments = symbol.get("declarationFragments") or []
    spellings = [f["spelling"] for f in fragments if f["kind"] in ("attribute", "keyword")]
    if "MainActor" in spellings:
        return "MainActor"
    if "nonisolated" in spellings:
        return "nonisolated"
    return None


def isolation(identifier, symbols, members):
    """`@MainActor` or nonisolated: the symbol's own, else that of the type or protocol it belongs to."""
    seen = set()
    while identifier in symbols and identifier not in seen:
        seen.add(identifier)
        symbol = symbols[identifier]
        own = own_isolation(symbol)
        if own:
            return own
        # Only members of types inherit isolation; a global or a type without it is nonisolated.
        identifier = members.get(identifier)
    return "nonisolated"


def index(symbols, members):
    """Symbols by (path, kind). Several symbols may share one, such as overloads."""
    result = {}
    for identifier, symbol in symbols.items():
        key = (".".join(symbol["pathComponents"]), symbol["kind"]["identifier"])
        result.setdefault(key, []).append(identifier)
    return result


def describe(identifier, symbols, members, owner=None):
    symbol = symbols[identifier]
    return {
        "declaration": declaration(symbol),
        "access": symbol.get("accessLevel"),
        "isolation": isolation(identifier, symbols, members),
        "availability": availability(identifier, symbols, members, owner),
    }


def superclasses(folder):
    """Each class's superclass, by precise identifier."""
    result = {}
    for path in glob.glob(os.path.join(folder, "*.symbols.json")):
        with open(path, encoding="utf-8") as f:
            for relationship in json.load(f).get("relationships", []):
                if relationship["kind"] == "inheritsFrom":
                    result[relationship["source"]] = relationship["target"]
    return result


def inherited(path, kind, uikit, uikit_index, uikit_superclasses):
    """UIKit's declaration that a member found in no UIKit type of its own path comes from: UIKit's
    Objective-C subclasses do not redeclare what they inherit, where the stand-in overrides it."""
    owner, _, member = path.rpartition(".")
    types = [i for i in uikit_index.get((owner, "swift.class"), [])]
    while types:
        superclass = uikit_superclasses.get(types[0])
        if superclass not in uikit:
            return []
        candidates = uikit_index.get((".".join(uikit[superclass]["pathComponents"]) + "." + member, kind), [])
        if candidates:
            return candidates
        types = [superclass]
    return []


def divergences(stand_in_folder, uikit_folder):
    stand_in, defaults, stand_in_members = load(stand_in_folder)
    uikit, _, uikit_members = load(uikit_folder)
    uikit_superclasses = superclasses(uikit_folder)
    uikit_index = index(uikit, uikit_members)
    stand_in_index = index(stand_in, stand_in_members)
    found = []
    compared = 0
    for (path, kind), identifiers in sorted(stand_in_index.items()):
        for identifier in identifiers:
            symbol = stand_in[identifier]
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            # A protocol extension's default for a requirement is the requirement's implementation
            # (departure 4); the requirement itself is compared.
            if identifier in defaults and len(identifiers) > 1:
                continue
            compared += 1
            candidates = uikit_index.get((path, kind), [])
            owner = None
            if not candidates:
                candidates = inherited(path, kind, uikit, uikit_index, uikit_superclasses)
                # Inherited by the UIKit type at the stand-in's path, which is no more available than it.
                owner = next(iter(uikit_index.get((path.rpartition(".")[0], "swift.class"), [])), None)
            if not candidates and path.endswith(".rawValue") and uikit_index.get(
                (path.removesuffix(".rawValue") + ".init(rawValue:)", "swift.init")):
                # Imported option sets and string-backed structs have `rawValue`, which UIKit's symbol
                # graph leaves out; their `init(rawValue:)` is there.
                continue
            if symbol.get("spi") or not candidates:
                found.append((path, "missing", "SPI, not in UIKit" if symbol.get("spi") else f"no {kind} in UIKit"))
                continue
            mine = describe(identifier, stand_in, stand_in_members)
            theirs = [describe(c, uikit, uikit_members, owner) for c in candidates]
            # With overloads, the closest UIKit symbol is the one with the same declaration.
            best = next((t for t in theirs if t["declaration"] == mine["declaration"]), theirs[0])
            for aspect in ("declaration", "access", "isolation", "availability"):
                if mine[aspect] != best[aspect]:
                    found.append((path, aspect, f"stand-in `{mine[aspect]}`, UIKit `{best[aspect]}`"))
    return sorted(set(found)), compared


def read_exceptions(path):
    exceptions = {}
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            parts = [p.strip() for p in line.split("|", 2)]
            if len(parts) != 3 or parts[1] not in ASPECTS or not parts[2]:
                raise SystemExit(f"{path}:{number}: expected `<path> | <{'|'.join(ASPECTS)}> | <reason>`")
            exceptions[(parts[0], parts[1])] = parts[2]
    return exceptions


def listed(path, aspect, exceptions):
    """The exception that covers a divergence; paths may use shell wildcards (`*.init(coder:)`)."""
    for pattern, listed_aspect in exceptions:
        if listed_aspect == aspect and fnmatch.fnmatchcase(path, pattern):
            return (pattern, listed_aspect)
    return None
    return exceptions


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("stand_in")
    parser.add_argument("uikit")
    parser.add_argument("exceptions")
    parser.add_argument("--list", action="store_true", help="print every divergence, listed or not")
    options = parser.parse_args()

    found, compared = divergences(options.stand_in, options.uikit)
    exceptions = read_exceptions(options.exceptions)
    if options.list:
        for path, aspect, detail in found:
            key = listed(path, aspect, exceptions)
            print(f"{path} | {aspect} | {exceptions[key] if key else '?'}    # {detail}")
        return 0
    new = [(p, a, d) for p, a, d in found if not listed(p, a, exceptions)]
    occurring = {listed(p, a, exceptions) for p, a, _ in found}
    stale = [key for key in exceptions if key not in occurring]
    for path, aspect, detail in new:
        print(f"divergence: {path} | {aspect}: {detail}")
    for path, aspect in stale:
        print(f"stale exception (no such divergence any more; remove it): {path} | {aspect}")
    if new or stale:
        print(f"UIKit stand-in fidelity: FAILED: {len(new)} new divergences, {len(stale)} stale exceptions "
              f"(listed in {os.path.relpath(options.exceptions)})")
        return 1
    print(f"UIKit stand-in fidelity: the stand-in's {compared} public declarations match UIKit's, but for "
          f"{len(found)} divergences covered by the {len(exceptions)} listed exceptions.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
