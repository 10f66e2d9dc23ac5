#!/usr/bin/env python3
"""Measures `reusegen migrate` and `reusegen audit` on pinned public UIKit apps.

    Benchmarks/real-apps.py [--reusegen PATH] [--only NAME] [--jobs N] [--mutants N] [--json OUT]
                            [--kinds K,K] [--no-migrate]
                            [--mirror-root DIR] [--checkout-root DIR] [--cache DIR] [--timeout S]
                            [--from-project]

Reads Benchmarks/real-apps/manifest.json, extracts each app's pinned commit from a git mirror or a
checkout into a cache outside the repository (never modified afterwards), and for every module, on a
fresh copy each time:
  - counts the calls of UIKit's string API (and the Reusable library's) with its own tokenizer;
  - runs `migrate --write` (and `--retire-helpers` when the tool has it), recounts, checks that a
    second run changes nothing, that `generate` succeeds and that `audit` reports no new error;
  - runs `audit --format json` and reports the share of resolved call sites and the errors on the
    original code;
  - seeds textual mistakes (a typo in a dequeued literal, a deleted sole registration, a wrong cast)
    and counts those audit catches with a new error and exit status 1;
  - seeds the collection view crashes (a dequeue copied into a flow layout sizing method, a swapped
    supplementary kind, a created cell returned instead of the dequeued one) and counts those audit
    catches with a new finding of the matching rule at the mutated lines.
With --from-project, each module that names an Xcode `project` and `target` in the manifest is measured as
`--project <project> --target <target>` instead of paths, --module and --context; the module's files are
then the target's, as ../xcode-projects.py reads the project (modules without a project are skipped).
Apps whose snapshot is missing are skipped with a message. Failures of the tool (crash, timeout) are
results, not script errors. See Benchmarks/real-apps/README.md.
"""

import argparse
import collections
import concurrent.futures
import fnmatch
import glob
import hashlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(HERE)
MANIFEST = os.path.join(HERE, "real-apps", "manifest.json")
# The module's Objective-C headers and implementation files are read too (SPEC §10.7).
SOURCE_EXTENSIONS = (".swift", ".xib", ".storyboard", ".h", ".m")

# ---------------------------------------------------------------------------------------------
# Tokenizer: identifiers, punctuation and string literals; comments are dropped.
# ---------------------------------------------------------------------------------------------

IDENT_START = re.compile(r"[A-Za-z_$`]")
IDENT = re.compile(r"`[^`\n]*`|[A-Za-z_$][A-Za-z0-9_$]*|\$[0-9]+")
NUMBER = re.compile(r"[0-9][0-9A-Za-z_.]*")


class Tok:
    __slots__ = ("kind", "text", "start", "end", "value", "gap")

    def __init__(self, kind, text, start, end, value=None):
        self.kind, self.text, self.start, self.end, self.value = kind, text, start, end, value
        self.gap = ""  # the text between the previous token and this one (comments included)

    def __repr__(self):
        return "%s(%r)" % (self.kind, self.text)


def _scan_string(src, i):
    """src[i:] starts a string literal (optionally raw, #"...'). Returns (end, value or None)."""
    n = len(src)
    hashes = 0
    while i < n and src[i] == "#":
        hashes += 1
        i += 1
    if src.startswith('"""', i):
        multi, i = True, i + 3
    else:
        multi, i = False, i + 1
    close = ('"""' if multi else '"') + "#" * hashes
    escape = "\\" + "#" * hashes
    parts, plain = [], True
    while i < n:
        if src.startswith(close, i):
            return i + len(close), ("".join(parts) if plain else None)
        if src.startswith(escape, i):
            j = i + len(escape)
            if j < n and src[j] == "(":
                plain = False
                depth, j = 1, j + 1
                while j < n and depth:
                    c = src[j]
                    if c == '"' or (c == "#" and src.startswith('"', j + 1)):
                        j, _ = _scan_string(src, j)
                        continue
                    if c == "(":
                        depth += 1
                    elif c == ")":
                        depth -= 1
                    j += 1
                i = j
                continue
            if j < n:
                esc = src[j]
                parts.append({"n": "\n", "t": "\t", "0": "\0", "r": "\r"}.get(esc, esc))
                if esc == "u":
                    plain = False
                i = j + 1
                continue
        if not multi and src[i] == "\n":
            return i, None  # unterminated
        parts.append(src[i])
        i += 1
    return n, None


def tokenize(src):
    toks = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if c in " \t\r\n\f":
            i += 1
            continue
        if src.startswith("//", i):
            j = src.find("\n", i)
            i = n if j < 0 else j
            continue
        if src.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if src.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif src.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
            continue
        if c == '"' or (c == "#" and re.match(r'#+"', src[i:i + 8])):
            end, value = _scan_string(src, i)
            toks.append(Tok("str", src[i:end], i, end, value))
            i = end
            continue
        if c == "#" and i + 1 < n and IDENT_START.match(src[i + 1]):
            m = IDENT.match(src, i + 1)
            toks.append(Tok("directive", src[i:m.end()], i, m.end()))
            i = m.end()
            continue
        if IDENT_START.match(c):
            m = IDENT.match(src, i)
            if m:
                toks.append(Tok("id", m.group(0).strip("`"), i, m.end()))
                i = m.end()
                continue
        if "0" <= c <= "9":  # ASCII only: `str.isdigit` also accepts "³", which NUMBER does not match
            m = NUMBER.match(src, i)
            toks.append(Tok("num", m.group(0), i, m.end()))
            i = m.end()
            continue
        toks.append(Tok("p", c, i, i + 1))
        i += 1
    for before, tok in zip(toks, toks[1:]):
        tok.gap = src[before.end:tok.start]
    return toks


# ---------------------------------------------------------------------------------------------
# Calls and declarations.
# ---------------------------------------------------------------------------------------------

UIKIT_STRING_API = {
    "register(_:forCellReuseIdentifier:)": ("register", "tableCell", "forCellReuseIdentifier"),
    "register(_:forHeaderFooterViewReuseIdentifier:)": ("register", "tableHeaderFooter", "forHeaderFooterViewReuseIdentifier"),
    "register(_:forCellWithReuseIdentifier:)": ("register", "collectionCell", "forCellWithReuseIdentifier"),
    "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)": ("register", "collectionSupplementary", "withReuseIdentifier"),
    "dequeueReusableCell(withIdentifier:)": ("dequeue", "tableCell", "withIdentifier"),
    "dequeueReusableCell(withIdentifier:for:)": ("dequeue", "tableCell", "withIdentifier"),
    "dequeueReusableCell(withReuseIdentifier:for:)": ("dequeue", "collectionCell", "withReuseIdentifier"),
    "dequeueReusableHeaderFooterView(withIdentifier:)": ("dequeue", "tableHeaderFooter", "withIdentifier"),
    "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)": ("dequeue", "collectionSupplementary", "withReuseIdentifier"),
}
# Dequeues that crash (rather than return nil) when the identifier is not registered.
CRASHING_DEQUEUES = {
    "dequeueReusableCell(withIdentifier:for:)",
    "dequeueReusableCell(withReuseIdentifier:for:)",
    "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)",
}
REUSABLE_API = {
    "register(cellType:)", "register(headerFooterViewType:)", "register(supplementaryViewType:ofKind:)",
    "dequeueReusableCell(for:cellType:)", "dequeueReusableSupplementaryView(ofKind:for:viewType:)",
}
CALL_NAMES = {"register", "dequeueReusableCell", "dequeueReusableHeaderFooterView", "dequeueReusableSupplementaryView"}
UIKIT_ROOTS = {"UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView",
               "UICollectionViewListCell"}
ROOT_KIND = {"UICollectionViewListCell": "UICollectionViewCell"}


def matching(toks, i):
    """toks[i] is an opening bracket; index of its closing one (or len(toks))."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    stack = [pairs[toks[i].text]]
    j = i + 1
    while j < len(toks):
        t = toks[j].text if toks[j].kind == "p" else None
        if t in pairs:
            stack.append(pairs[t])
        elif t in (")", "]", "}"):
            if stack and stack[-1] == t:
                stack.pop()
                if not stack:
                    return j
            elif t == "}" and "}" in stack:  # unbalanced: recover at the brace
                while stack and stack[-1] != "}":
                    stack.pop()
                stack.pop()
                if not stack:
                    return j
        j += 1
    return len(toks)


def matching_open(toks, i):
    """toks[i] is a closing bracket; index of its opening one (or -1)."""
    pairs = {")": "(", "]": "[", "}": "{"}
    depth, j = 0, i
    while j >= 0:
        if toks[j].kind == "p" and toks[j].text == toks[i].text:
            depth += 1
        elif toks[j].kind == "p" and toks[j].text == pairs[toks[i].text]:
            depth -= 1
            if depth == 0:
                return j
        j -= 1
    return -1


def split_args(toks, open_i, close_i):
    """Arguments of a call between toks[open_i] '(' and toks[close_i] ')': list of (label, first, last)."""
    args, depth, start = [], 0, open_i + 1
    j = open_i + 1
    while j <= close_i:
        t = toks[j]
        if t.kind == "p" and t.text in "([{":
            j = matching(toks, j) + 1
            continue
        if j == close_i or (t.kind == "p" and t.text == ","):
            if start < j:
                label = None
                if start + 1 < j and toks[start].kind == "id" and toks[start + 1].text == ":" \
                        and toks[start + 1].kind == "p":
                    label = toks[start].text
                    args.append((label, start + 2, j - 1))
                else:
                    args.append((None, start, j - 1))
            start = j + 1
        j += 1
    return args


def call_signature(name, args):
    return "%s(%s)" % (name, "".join((a[0] or "_") + ":" for a in args))


def receiver_start(toks, i):
    """Index of the first token of the postfix chain that ends with the call name toks[i]."""
    j = i
    while j - 1 >= 0 and toks[j - 1].kind == "p" and toks[j - 1].text == ".":
        k = j - 2
        while k >= 0 and toks[k].kind == "p" and toks[k].text in "?!":
            k -= 1
        if k < 0:
            return j - 1
        if toks[k].kind == "p" and toks[k].text in ")]":
            # find the opening bracket
            depth, m = 0, k
            while m >= 0:
                if toks[m].kind == "p" and toks[m].text in ")]}":
                    depth += 1
                elif toks[m].kind == "p" and toks[m].text in "([{":
                    depth -= 1
                    if depth == 0:
                        break
                m -= 1
            k = m - 1 if m > 0 and toks[m - 1].kind == "id" else m
            if k < 0:
                return 0
            j = k
            continue
        if toks[k].kind in ("id",):
            j = k
            continue
        return j - 1
    return j


class SwiftFile:
    def __init__(self, rel, text):
        self.rel, self.text = rel, text
        self.toks = tokenize(text)
        self._lines = None

    def line_of(self, offset):
        if self._lines is None:
            self._lines = [0]
            for m in re.finditer("\n", self.text):
                self._lines.append(m.end())
        import bisect
        return bisect.bisect_right(self._lines, offset)

    def line_text(self, line):
        lines = self.text.split("\n")
        return lines[line - 1].strip() if 0 < line <= len(lines) else ""


def analyse_file(sf):
    """Calls, helper declarations, class declarations and funcs of one Swift file."""
    toks = sf.toks
    calls, funcs, classes = [], [], []
    ext_spans = []  # (start tok, end tok) of extensions of UITableView / UICollectionView
    depth = 0
    brace_stack = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if t.kind == "p" and t.text == "{":
            depth += 1
        elif t.kind == "p" and t.text == "}":
            depth -= 1
        elif t.kind == "id" and t.text == "extension" and i + 1 < len(toks) and toks[i + 1].kind == "id":
            target = toks[i + 1].text
            if target in ("UITableView", "UICollectionView"):
                j = i + 1
                while j < len(toks) and toks[j].text != "{":
                    j += 1
                if j < len(toks):
                    ext_spans.append((j, matching(toks, j)))
        elif t.kind == "id" and t.text == "class" and i + 1 < len(toks) and toks[i + 1].kind == "id" \
                and toks[i + 1].text not in ("func", "var", "let", "override", "subscript", "init"):
            name = toks[i + 1].text
            j = i + 2
            generic = False
            if j < len(toks) and toks[j].text == "<":
                generic = True
                d = 0
                while j < len(toks):
                    if toks[j].text == "<":
                        d += 1
                    elif toks[j].text == ">":
                        d -= 1
                        if d == 0:
                            j += 1
                            break
                    j += 1
            sup = None
            if j + 1 < len(toks) and toks[j].text == ":" and toks[j].kind == "p":
                k = j + 1
                parts = []
                while k < len(toks) and toks[k].kind == "id":
                    parts.append(toks[k].text)
                    if k + 1 < len(toks) and toks[k + 1].text == ".":
                        k += 2
                    else:
                        break
                if parts:
                    sup = parts[-1]
            mods = set()
            k = i - 1
            while k >= 0 and toks[k].kind == "id" and toks[k].text in (
                    "private", "fileprivate", "public", "open", "internal", "final", "@objc", "objc", "dynamic"):
                mods.add(toks[k].text)
                k -= 1
            classes.append({"name": name, "super": sup, "generic": generic, "depth": depth,
                            "private": bool(mods & {"private", "fileprivate"}), "tok": i})
        elif t.kind == "id" and t.text == "func" and i + 1 < len(toks):
            name_tok = toks[i + 1]
            j = i + 2
            if j < len(toks) and toks[j].text == "<":
                d = 0
                while j < len(toks):
                    if toks[j].text == "<":
                        d += 1
                    elif toks[j].text == ">":
                        d -= 1
                        if d == 0:
                            j += 1
                            break
                    j += 1
            if j < len(toks) and toks[j].text == "(":
                close = matching(toks, j)
                labels, params = [], []
                for label, first, last in split_args(toks, j, close):
                    # parameters parse as "ext int: Type" or "name: Type"; split_args sees the
                    # first name as label only for "name: Type".
                    if label is not None:
                        labels.append(label)
                        params.append(label)
                    else:
                        if first + 1 <= last and toks[first].kind == "id" and toks[first + 1].kind == "id":
                            labels.append(toks[first].text)
                            params.append(toks[first + 1].text)
                        else:
                            labels.append("?")
                k = close + 1
                while k < len(toks) and toks[k].text not in ("{", "}") and not (
                        toks[k].kind == "id" and toks[k].text in ("func", "var", "let", "class", "struct")):
                    k += 1
                body = (k, matching(toks, k)) if k < len(toks) and toks[k].text == "{" else None
                funcs.append({"name": name_tok.text, "sig": "%s(%s)" % (name_tok.text, "".join(l + ":" for l in labels)),
                              "params": params, "body": body, "tok": i})
        elif t.kind == "id" and t.text in CALL_NAMES and i + 1 < len(toks) and toks[i + 1].text == "(" \
                and not (i > 0 and toks[i - 1].kind == "id" and toks[i - 1].text == "func"):
            close = matching(toks, i + 1)
            args = split_args(toks, i + 1, close)
            sig = call_signature(t.text, args)
            calls.append({"name": t.text, "sig": sig, "tok": i, "open": i + 1, "close": close, "args": args})
        i += 1
    for f in funcs:
        f["in_ext"] = any(a <= f["tok"] <= b for a, b in ext_spans)
    return calls, funcs, classes


def arg_text(sf, toks, first, last):
    if first > last:
        return ""
    return sf.text[toks[first].start:toks[last].end]


def norm(text):
    text = re.sub(r"\s+", "", text)
    text = re.sub(r"^(self|Self)\.", "", text)
    return text


def ident_key(text):
    """Textual key of an identifier argument: same key, (possibly) same identifier."""
    t = norm(text)
    if re.fullmatch(r"[A-Za-z_][\w.]*", t):
        parts = t.split(".")
        return ".".join(parts[-2:])
    return t


class Module:
    """Everything the script knows about one module's sources, textually."""

    def __init__(self, root, rels, module_rels):
        self.root = root
        self.files = {}
        self.storyboard_ids = set()
        self.nib_ids = set()
        self.string_values = set()
        for rel in rels:
            path = os.path.join(root, rel)
            if rel.endswith(".swift"):
                if rel not in module_rels:
                    continue
                with open(path, encoding="utf-8", errors="replace") as handle:
                    self.files[rel] = SwiftFile(rel, handle.read())
            elif rel in module_rels:
                with open(path, encoding="utf-8", errors="replace") as handle:
                    xml = handle.read()
                ids = set(re.findall(r'reuseIdentifier="([^"]*)"', xml))
                (self.storyboard_ids if rel.endswith(".storyboard") else self.nib_ids).update(ids)
        self.calls, self.funcs, self.classes = [], [], []
        for rel, sf in sorted(self.files.items()):
            calls, funcs, classes = analyse_file(sf)
            for c in calls:
                c["file"] = rel
            for f in funcs:
                f["file"] = rel
            for c in classes:
                c["file"] = rel
            self.calls += calls
            self.funcs += funcs
            self.classes += classes
            for t in sf.toks:
                if t.kind == "str" and t.value is not None:
                    self.string_values.add(t.value)
        # own helpers: funcs in extensions of UITableView/UICollectionView whose body calls the string API
        self.helpers = set()
        for f in self.funcs:
            if not f["in_ext"] or not f["body"]:
                continue
            a, b = f["body"]
            for c in self.calls:
                if c["file"] == f["file"] and a < c["tok"] < b and (c["sig"] in UIKIT_STRING_API or c["sig"] in REUSABLE_API):
                    self.helpers.add(f["sig"])
                    break
        self.helpers -= set(UIKIT_STRING_API) | REUSABLE_API

    def enclosing_func(self, call):
        best = None
        for f in self.funcs:
            if f["file"] == call["file"] and f["body"] and f["body"][0] < call["tok"] < f["body"][1]:
                if best is None or f["body"][0] > best["body"][0]:
                    best = f
        return best

    def counts(self):
        c = collections.Counter()
        for call in self.calls:
            if call["sig"] in UIKIT_STRING_API:
                c["string"] += 1
            elif call["sig"] in REUSABLE_API:
                c["reusable"] += 1
            elif call["sig"] in self.helpers:
                c["helpers"] += 1
        return c

    def ident_arg(self, call):
        label = UIKIT_STRING_API[call["sig"]][2]
        for lab, first, last in call["args"]:
            if lab == label:
                return first, last
        return None

    def chain(self, name, seen=None):
        supers = {}
        for c in self.classes:
            if c["super"]:
                supers.setdefault(c["name"], c["super"])
        out = [name]
        while name in supers and supers[name] not in out:
            name = supers[name]
            out.append(name)
        return out


def root_of(chain):
    for n in chain:
        if n in UIKIT_ROOTS:
            return ROOT_KIND.get(n, n)
    return None


# ---------------------------------------------------------------------------------------------
# Mutants.
# ---------------------------------------------------------------------------------------------

def candidate_values(module, text):
    """Strings an identifier argument may evaluate to, generously (used only to skip mutants)."""
    values = set()
    for m in re.finditer(r'"((?:[^"\\]|\\.)*)"', text):
        values.add(m.group(1))
    names = re.findall(r"[A-Za-z_]\w*", text)
    values.update(names)
    last = names[-1] if names else None
    if last:
        for sf in module.files.values():
            for m in re.finditer(r"\b(?:let|var|case)\s+%s\s*(?::\s*String\s*)?=\s*\"([^\"]*)\"" % re.escape(last), sf.text):
                values.add(m.group(1))
    return values


def make_mutants(module, cap, seed, wanted=None):
    rnd = random.Random(seed)
    kinds = collections.OrderedDict((k, []) for k in KIND_ORDER[:4])
    used = module.string_values | module.storyboard_ids | module.nib_ids
    reg_keys = collections.Counter()
    deq_keys = set()
    for call in module.calls:
        if call["sig"] not in UIKIT_STRING_API:
            continue
        sf = module.files[call["file"]]
        span = module.ident_arg(call)
        if not span:
            continue
        key = ident_key(arg_text(sf, sf.toks, *span))
        if UIKIT_STRING_API[call["sig"]][0] == "register":
            reg_keys[key] += 1
        elif call["sig"] in CRASHING_DEQUEUES:
            # Without its registration only these crash; the others return nil, which is no mistake to catch.
            deq_keys.add(key)
    for call in module.calls:
        sig = call["sig"]
        if sig not in UIKIT_STRING_API:
            continue
        sf = module.files[call["file"]]
        toks = sf.toks
        span = module.ident_arg(call)
        if not span:
            continue
        first, last = span
        role = UIKIT_STRING_API[sig][0]
        line = sf.line_of(toks[call["tok"]].start)
        where = "%s:%d" % (call["file"], line)
        # 1. typo in a dequeued literal
        if role == "dequeue" and sig in CRASHING_DEQUEUES and first == last and toks[first].kind == "str" \
                and toks[first].value:
            lit = toks[first]
            value = lit.value
            raw_open = lit.text.index('"') + 1
            body = lit.text[raw_open:len(lit.text) - (len(lit.text) - lit.text.rindex('"'))]
            if body == value and value:
                for attempt in range(20):
                    pos = rnd.randrange(len(value))
                    ch = value[pos]
                    repl = "q" if ch != "q" else "z"
                    if ch.isupper():
                        repl = repl.upper()
                    new = value[:pos] + repl + value[pos + 1:]
                    if new not in used:
                        start = lit.start + raw_open + pos
                        kinds["typo"].append({"kind": "typo", "file": call["file"], "line": line, "where": where,
                                              "edits": [(start, start + 1, repl)],
                                              "describe": "dequeued %r -> %r" % (value, new)})
                        break
        # 2. deleted sole registration
        if role == "register":
            text = arg_text(sf, toks, first, last)
            key = ident_key(text)
            enclosing = module.enclosing_func(call)
            if reg_keys[key] == 1 and key in deq_keys and not (enclosing and enclosing["in_ext"]):
                names = set(re.findall(r"[A-Za-z_$][\w$]*", text))
                params = set(enclosing["params"]) if enclosing else set()
                generic_like = any(re.fullmatch(r"[A-Z]|\$\d+", n) for n in names) or "$0" in text
                if not (names & params) and not generic_like and \
                        not (candidate_values(module, text) & module.storyboard_ids):
                    s = receiver_start(toks, call["tok"])
                    a, b = toks[s].start, toks[call["close"]].end
                    if b < len(sf.text) and sf.text[b] == ";":
                        b += 1
                    removed = sf.text[a:b]
                    kinds["deleted"].append({"kind": "deleted", "file": call["file"], "line": line, "where": where,
                                             "edits": [(a, b, "\n" * removed.count("\n"))],
                                             "describe": "deleted %s" % re.sub(r"\s+", " ", removed)[:160]})
        # 3. wrong cast
        if role == "dequeue":
            k = call["close"] + 1
            if k + 2 < len(toks) and toks[k].text == "as" and toks[k + 1].text in ("!", "?") \
                    and toks[k + 2].kind == "id":
                bang = toks[k + 1].text
                x_tok = k + 2
                while x_tok + 2 < len(toks) and toks[x_tok + 1].text == "." and toks[x_tok + 2].kind == "id":
                    x_tok += 2
                after = toks[x_tok + 1] if x_tok + 1 < len(toks) else None
                if after is not None and after.kind == "p" and after.text in "?<.":
                    continue
                if bang == "?":
                    # only `guard let c = ... as? X else { fatalError(...) }`: a certain crash
                    if not (after is not None and after.text == "else" and x_tok + 2 < len(toks)
                            and toks[x_tok + 2].text == "{"):
                        continue
                    end = matching(toks, x_tok + 2)
                    body = {t.text for t in toks[x_tok + 2:end]}
                    if not body & {"fatalError", "preconditionFailure"}:
                        continue
                x = toks[x_tok].text
                xchain = module.chain(x)
                root = root_of(xchain)
                if root is None:
                    continue
                options = []
                for c in module.classes:
                    y = c["name"]
                    if c["generic"] or c["private"] or c["depth"] != 0 or y == x:
                        continue
                    ychain = module.chain(y)
                    if root_of(ychain) != root or y in xchain or x in ychain:
                        continue
                    options.append(y)
                options = sorted(set(options))
                if not options:
                    continue
                y = rnd.choice(options)
                first_x = k + 2
                kinds["cast" + bang].append({"kind": "cast" + bang, "file": call["file"], "line": line, "where": where,
                                             "edits": [(toks[first_x].start, toks[x_tok].end, y)],
                                             "describe": "as%s %s -> as%s %s" % (bang, x, bang, y)})
    kinds.update(CrashRuleMutants(module).all())
    out = []
    for kind, items in kinds.items():
        if wanted and kind not in wanted:
            continue
        if len(items) > cap:
            items = sorted(rnd.sample(items, cap), key=lambda m: (m["file"], m["line"]))
        out += items
    return out


# ---------------------------------------------------------------------------------------------
# Mutants of the collection view crash rules: each is checked against one rule ID at its site.
# ---------------------------------------------------------------------------------------------

CELL_DEQUEUE = "dequeueReusableCell(withReuseIdentifier:for:)"
SUPPLEMENTARY_DEQUEUE = "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)"
SUPPLEMENTARY_REGISTER = "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)"
SIZING = {"cell": "collectionView(_:layout:sizeForItemAt:)",
          "header": "collectionView(_:layout:referenceSizeForHeaderInSection:)",
          "footer": "collectionView(_:layout:referenceSizeForFooterInSection:)"}
SIZING_DECLARATION = {
    "cell": "func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: "
            "UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {",
    "header": "func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: "
              "UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {",
    "footer": "func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: "
              "UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {"}
# Element kinds as apps spell them: UIKit's constants (Swift 4.2+ and earlier) and their string values.
ELEMENT_KINDS = {"UICollectionView.elementKindSectionHeader": "header",
                 "UICollectionView.elementKindSectionFooter": "footer",
                 "UICollectionElementKindSectionHeader": "header",
                 "UICollectionElementKindSectionFooter": "footer",
                 '"UICollectionElementKindSectionHeader"': "header",
                 '"UICollectionElementKindSectionFooter"': "footer"}
OTHER_KIND = {"header": "footer", "footer": "header"}
# The rule each of these mutant kinds must trigger, at the mutated site.
RULE_OF_KIND = {"sizing": "dequeue-not-returned", "kind": "supplementary-kind-mismatch", "fresh": "cell-not-dequeued"}
TYPE_WORDS = {"class", "struct", "enum", "extension", "actor", "protocol"}


def type_bodies(sf):
    """Bodies of the file's types and extensions: name (last component), keyword, braces and header text."""
    toks, out = sf.toks, []
    for i, t in enumerate(toks):
        if t.kind != "id" or t.text not in TYPE_WORDS or i + 1 >= len(toks) or toks[i + 1].kind != "id":
            continue
        if i > 0 and (toks[i - 1].text in (".", "import") or toks[i + 1].text in (
                "func", "var", "let", "override", "subscript", "init", "static", "final", "private", "public")):
            continue
        j = i + 1
        while j < len(toks) and not (toks[j].kind == "p" and toks[j].text in "{};"):
            j += 1
        if j >= len(toks) or toks[j].text != "{":
            continue
        name = toks[i + 1].text
        k = i + 1
        while k + 2 < j and toks[k + 1].text == "." and toks[k + 2].kind == "id":
            k += 2
            name = toks[k].text
        out.append({"keyword": t.text, "name": name, "open": j, "close": matching(toks, j),
                    "header": sf.text[t.start:toks[j].start]})
    return out


def line_start(text, offset):
    return text.rfind("\n", 0, offset) + 1


def indentation(text, offset):
    start = line_start(text, offset)
    return text[start:offset][:len(text[start:offset]) - len(text[start:offset].lstrip())]


def statement_end(toks, first, limit):
    """Last token of the statement that starts at toks[first] and ends before toks[limit]: the line ends it,
    unless a bracket, a member access, an operator or a cast carries it on."""
    j = first
    while True:
        if toks[j].kind == "p" and toks[j].text in "([{":
            j = min(matching(toks, j), limit - 1)
        if j + 1 >= limit:
            return j
        t, nxt = toks[j], toks[j + 1]
        if nxt.kind == "p" and nxt.text in "};":
            return j
        carried = (nxt.kind == "p" and nxt.text in ".?!=") or nxt.text == "as" or \
            (t.kind == "p" and t.text in ".=,") or t.text == "as"
        if not carried and "\n" in nxt.gap:
            return j
        j += 1


def is_fallback(toks, ret):
    """Whether the `return` at toks[ret] is a fallback that correct code never reaches: right after `default:`,
    or in the `else` block of a `guard` or `if` whose condition binds (`guard let self else { … }`). A created
    cell there is no crash to seed."""
    if ret >= 2 and toks[ret - 1].text == ":" and toks[ret - 2].text == "default":
        return True
    depth, k = 0, ret - 1
    while k >= 0 and not (depth == 0 and toks[k].kind == "p" and toks[k].text == "{"):
        if toks[k].kind == "p" and toks[k].text == "}":
            depth += 1
        elif toks[k].kind == "p" and toks[k].text == "{":
            depth -= 1
        k -= 1
    if k < 1 or toks[k - 1].text != "else":
        return False
    k -= 2
    if k >= 0 and toks[k].text == "}":  # `if … { … } else {`: the condition is before the if block
        k = matching_open(toks, k) - 1
    depth = 0
    while k >= 0:
        t = toks[k]
        if t.kind == "p" and t.text in ")]}":
            depth += 1
        elif t.kind == "p" and t.text in "([{":
            if depth == 0:
                return True
            depth -= 1
        elif depth == 0 and t.kind == "id" and t.text in ("let", "var", "case"):
            return True
        elif depth == 0 and t.kind == "id" and t.text in ("if", "guard"):
            return False
        k -= 1
    return True


class CrashRuleMutants:
    """Finds the sites of the three collection view crash mutants in a module's own text."""

    def __init__(self, module):
        self.module = module
        self.types = {rel: type_bodies(sf) for rel, sf in module.files.items()}

    def enclosing_type(self, rel, tok):
        best = None
        for t in self.types[rel]:
            if t["open"] < tok < t["close"] and (best is None or t["open"] > best["open"]):
                best = t
        return best

    def type_of_func(self, f):
        return self.enclosing_type(f["file"], f["tok"])

    def conforms_to_flow_layout(self, name):
        return any(t["name"] == name and "UICollectionViewDelegateFlowLayout" in t["header"]
                   for types in self.types.values() for t in types)

    def arg(self, call, label):
        for lab, first, last in call["args"]:
            if lab == label:
                return first, last
        return None

    def arg_text(self, call, label):
        span = self.arg(call, label)
        sf = self.module.files[call["file"]]
        return norm(arg_text(sf, sf.toks, *span)) if span else None

    def collection_dequeues(self):
        for call in self.module.calls:
            if call["sig"] not in (CELL_DEQUEUE, SUPPLEMENTARY_DEQUEUE):
                continue
            f = self.module.enclosing_func(call)
            if f and (f["in_ext"] or f["sig"] in SIZING.values()):
                continue
            yield call, f

    def registered_kinds(self, key):
        """Element kinds of the module's supplementary registrations of `key` (None for one not written
        as UIKit's constant or its string)."""
        kinds = []
        for call in self.module.calls:
            if call["sig"] != SUPPLEMENTARY_REGISTER:
                continue
            if ident_key(self.arg_text(call, "withReuseIdentifier") or "") == key:
                kinds.append(ELEMENT_KINDS.get(self.arg_text(call, "forSupplementaryViewOfKind")))
        return kinds

    def dequeue_copy(self, call, receiver, index_path, kind):
        """The text of the dequeue `call` (with a force cast that follows it) on `receiver`, for `index_path`."""
        sf = self.module.files[call["file"]]
        toks = sf.toks
        edits = []
        for lab, first, last in call["args"]:
            if lab == "for":
                edits.append((toks[first].start, toks[last].end, index_path))
            elif lab == "ofKind":
                edits.append((toks[first].start, toks[last].end, "UICollectionView.elementKindSection" + kind.title()))
        end = toks[call["close"]].end
        k = call["close"] + 1
        if k + 2 < len(toks) and toks[k].text == "as" and toks[k + 1].text == "!" and toks[k + 2].kind == "id":
            end = toks[k + 2].end
        text = sf.text[toks[call["tok"]].start:end]
        base = toks[call["tok"]].start
        for a, b, repl in sorted(edits, reverse=True):
            text = text[:a - base] + repl + text[b - base:]
        return "%s.%s" % (receiver, re.sub(r"\s*\n\s*", " ", text))

    def sizing(self):
        """A dequeue of the type copied into one of its flow layout sizing methods (or into a new one, when
        the type conforms to UICollectionViewDelegateFlowLayout), where the view is never returned."""
        out = []
        sizing_funcs = [f for f in self.module.funcs if f["sig"] in SIZING.values() and f["body"]]
        for call, _ in self.collection_dequeues():
            sf = self.module.files[call["file"]]
            owner = self.enclosing_type(call["file"], call["tok"])
            if owner is None or owner["keyword"] not in ("class", "extension"):
                continue
            if call["sig"] == CELL_DEQUEUE:
                what = "cell"
            else:
                what = ELEMENT_KINDS.get(self.arg_text(call, "ofKind"))
                if what is None:
                    known = {k for k in self.registered_kinds(ident_key(self.arg_text(call, "withReuseIdentifier")))
                             if k}
                    what = known.pop() if len(known) == 1 else "header"
            existing = [f for f in sizing_funcs if f["sig"] == SIZING[what]
                        and (self.type_of_func(f) or {}).get("name") == owner["name"]]
            if existing:
                f = existing[0]
                fsf = self.module.files[f["file"]]
                open_tok = fsf.toks[f["body"][0]]
                if not any(t.text == "return" for t in fsf.toks[f["body"][0]:f["body"][1]]):
                    continue  # a single-expression body
                receiver = f["params"][0] if f["params"] else "collectionView"
                index = f["params"][-1] if what == "cell" else "IndexPath(item: 0, section: %s)" % f["params"][-1]
                inner = indentation(fsf.text, fsf.toks[f["tok"]].start) + "    "
                text = "\n%slet sizingView = %s" % (inner, self.dequeue_copy(call, receiver, index, what))
                out.append(self.mutant("sizing", f["file"], f["tok"], [(open_tok.end, open_tok.end, text)],
                                       fsf.line_of(open_tok.end) + 1,
                                       "copied %s:%d into the existing %s" % (call["file"], sf.line_of(
                                           sf.toks[call["tok"]].start), SIZING[what])))
            elif self.conforms_to_flow_layout(owner["name"]):
                close = sf.toks[owner["close"]]
                indent = indentation(sf.text, sf.toks[owner["open"]].start) + "    "
                index = "indexPath" if what == "cell" else "IndexPath(item: 0, section: section)"
                text = "\n%s%s\n%s    let sizingView = %s\n%s    return sizingView.systemLayoutSizeFitting(" \
                       "UIView.layoutFittingCompressedSize)\n%s}\n" % (
                           indent, SIZING_DECLARATION[what], indent,
                           self.dequeue_copy(call, "collectionView", index, what), indent, indent)
                at = line_start(sf.text, close.start)
                if sf.text[at:close.start].strip():
                    at = close.start
                out.append(self.mutant("sizing", call["file"], owner["close"], [(at, at, text)],
                                       sf.line_of(at) + 2,
                                       "copied %s:%d into a new %s" % (call["file"], sf.line_of(
                                           sf.toks[call["tok"]].start), SIZING[what])))
        return out

    def kind_swaps(self):
        """A supplementary dequeue given the other element kind than the one its identifier is registered for."""
        out = []
        module = self.module
        for call, _ in self.collection_dequeues():
            if call["sig"] != SUPPLEMENTARY_DEQUEUE:
                continue
            ident = self.arg_text(call, "withReuseIdentifier")
            key = ident_key(ident)
            kinds = self.registered_kinds(key)
            # A storyboard's header or footer prototype registers its identifier for its own kind.
            if not kinds or None in kinds or len(set(kinds)) != 1 or \
                    candidate_values(module, ident) & module.storyboard_ids:
                continue
            registered = kinds[0]
            sf = module.files[call["file"]]
            first, last = self.arg(call, "ofKind")
            written = norm(arg_text(sf, sf.toks, first, last))
            if ELEMENT_KINDS.get(written) not in (None, registered):
                continue  # already another kind: the app's own mistake, or a registration elsewhere
            if written in ELEMENT_KINDS:
                repl = written.replace(registered.title(), OTHER_KIND[registered].title())
            else:
                repl = "UICollectionView.elementKindSection" + OTHER_KIND[registered].title()
            lines = (sf.line_of(sf.toks[call["tok"]].start), sf.line_of(sf.toks[call["close"]].start))
            out.append(self.mutant("kind", call["file"], call["tok"],
                                   [(sf.toks[first].start, sf.toks[last].end, repl)], lines,
                                   "ofKind: %s -> %s (registered as %s only)" % (written, repl, registered)))
        return out

    def provider_bodies(self, rel):
        """`collectionView(_:cellForItemAt:)` bodies and cell provider closures (the `cellProvider:` argument,
        or the trailing closure of a call whose first argument is `collectionView:`)."""
        sf = self.module.files[rel]
        toks = sf.toks
        bodies = [f["body"] for f in self.module.funcs if f["file"] == rel and f["body"]
                  and f["sig"] == "collectionView(_:cellForItemAt:)"]
        for i, t in enumerate(toks):
            if not (t.kind == "p" and t.text == "{") or i < 2:
                continue
            if toks[i - 1].text == ":" and toks[i - 2].text == "cellProvider":
                bodies.append((i, matching(toks, i)))
            elif toks[i - 1].text == ")":
                j = matching_open(toks, i - 1)
                declaration = j >= 2 and (toks[j - 2].text == "func" or
                                          toks[j - 1].text == "init" and toks[j - 2].text != ".")
                if j + 2 < i and toks[j + 1].text == "collectionView" and toks[j + 2].text == ":" and not declaration:
                    bodies.append((i, matching(toks, i)))
        return bodies

    def fresh_cells(self):
        """A dequeued cell returned from cellForItemAt or a cell provider replaced by a created one."""
        out = []
        module = self.module
        cells = {c["name"] for c in module.classes if not c["generic"] and root_of(module.chain(c["name"])) ==
                 "UICollectionViewCell"}
        for rel, sf in module.files.items():
            toks = sf.toks
            for open_i, close_i in self.provider_bodies(rel):
                returns = [r for r in range(open_i + 1, close_i) if toks[r].kind == "id" and toks[r].text == "return"]
                starts = [r + 1 for r in returns]
                if not returns:
                    # a single-expression closure: `{ collectionView, indexPath, item in collectionView.dequeue… }`
                    ins = [k for k in range(open_i + 1, min(close_i, open_i + 40)) if toks[k].text == "in"]
                    starts = [ins[0] + 1] if ins else []
                for start in starts:
                    if start >= close_i or toks[start].text in ("}", "nil") or is_fallback(toks, start - 1):
                        continue
                    end = statement_end(toks, start, close_i)
                    expr = toks[start:end + 1]
                    if not returns and end != close_i - 1:
                        continue
                    source = expr
                    if len(expr) == 1 and expr[0].kind == "id":
                        source = self.binding(toks, open_i, start, expr[0].text)
                    if not source or not any(t.kind == "id" and t.text.startswith("dequeue") for t in source):
                        continue
                    cast = self.cast_class(source)
                    made = "%s()" % cast if cast in cells else "UICollectionViewCell()"
                    line = sf.line_of(toks[start].start)
                    out.append(self.mutant("fresh", rel, start, [(toks[start].start, toks[end].end, made)], line,
                                           "return %s -> %s" % (sf.text[toks[start].start:toks[end].end][:80], made)))
        return out

    @staticmethod
    def binding(toks, open_i, before, name):
        """Tokens of the last `let/var name … = expr` (or `if/guard let`) before `before` in the body."""
        for k in range(before - 2, open_i, -1):
            if toks[k].kind == "id" and toks[k].text in ("let", "var") and toks[k + 1].text == name:
                j = k + 2
                while j < before and toks[j].text != "=" and "\n" not in toks[j].gap:
                    j += 1
                if j >= before or toks[j].text != "=":
                    return None
                return toks[j + 1:statement_end(toks, j + 1, before) + 1]
        return None

    @staticmethod
    def cast_class(expr):
        for a, b, c in zip(expr, expr[1:], expr[2:]):
            if a.text == "as" and b.text in "!?" and c.kind == "id":
                return c.text
        return None

    def mutant(self, kind, rel, tok, edits, lines, describe):
        sf = self.module.files[rel]
        line = sf.line_of(sf.toks[tok].start)
        lines = lines if isinstance(lines, tuple) else (lines, lines)
        return {"kind": kind, "file": rel, "line": line, "where": "%s:%d" % (rel, line), "edits": edits,
                "rule": RULE_OF_KIND[kind], "site_lines": lines, "describe": describe}

    def all(self):
        return {"sizing": self.sizing(), "kind": self.kind_swaps(), "fresh": self.fresh_cells()}


# ---------------------------------------------------------------------------------------------
# Running the tool.
# ---------------------------------------------------------------------------------------------

class Runner:
    def __init__(self, reusegen, timeout):
        self.reusegen, self.timeout = reusegen, timeout

    def run(self, args, cwd):
        started = time.time()
        try:
            p = subprocess.run([self.reusegen] + args, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               timeout=self.timeout)
            out = {"rc": p.returncode, "stdout": p.stdout.decode("utf-8", "replace"),
                   "stderr": p.stderr.decode("utf-8", "replace")}
            if p.returncode < 0 or p.returncode > 2:
                out["failure"] = "crashed (status %d)" % p.returncode
        except subprocess.TimeoutExpired:
            out = {"rc": None, "stdout": "", "stderr": "", "failure": "timed out after %ds" % self.timeout}
        out["seconds"] = round(time.time() - started, 2)
        return out

    def help_has(self, subcommand, flag):
        r = self.run([subcommand, "--help"], cwd=REPO_ROOT)
        return flag in (r["stdout"] + r["stderr"])

    def flags(self, subcommand):
        if not hasattr(self, "_flags"):
            self._flags = {}
        if subcommand not in self._flags:
            r = self.run([subcommand, "--help"], cwd=REPO_ROOT)
            self._flags[subcommand] = set(re.findall(r"--[a-z][a-z-]*", r["stdout"] + r["stderr"]))
        return self._flags[subcommand]

    def for_subcommand(self, subcommand, options):
        """The manifest's options that this subcommand accepts (audit has no --bundle, for one)."""
        out, i, known = [], 0, self.flags(subcommand)
        while i < len(options):
            opt = options[i]
            takes_value = i + 1 < len(options) and not options[i + 1].startswith("--")
            if opt in known:
                out += options[i:i + 1 + takes_value]
            i += 1 + takes_value
        return out


def module_args(spec, options, with_context=True):
    args = list(spec["paths"]) + ["--module", spec["name"]]
    if with_context:
        for c in spec.get("context", []):
            args += ["--context", c]
    return args + list(options)


def parse_audit(result):
    if result.get("failure"):
        return None
    try:
        return json.loads(result["stdout"])
    except ValueError:
        return None


def audit_errors(report):
    return [f for f in report.get("findings", []) if f.get("severity") == "error"]


def copy_sources(cache_dir, rels, dest):
    for rel in rels:
        target = os.path.join(dest, rel)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(os.path.join(cache_dir, rel), target)


def tree_digest(root, rels):
    h = hashlib.sha256()
    for rel in sorted(rels):
        path = os.path.join(root, rel)
        h.update(rel.encode())
        if os.path.exists(path):
            with open(path, "rb") as handle:
                h.update(hashlib.sha256(handle.read()).digest())
    return h.hexdigest()


def reason_pattern(text):
    text = re.sub(r"(?<![A-Za-z])'[^']*'(?![A-Za-z])", "'…'", text)
    text = re.sub(r"\b\d+\b", "N", text)
    return text.strip()


NOTE_RE = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?P<col>\d+): note: not migrated: (?P<reason>.*)$", re.M)


def migrate_notes(result, module):
    notes = []
    for m in NOTE_RE.finditer(result.get("stdout", "") + "\n" + result.get("stderr", "")):
        rel, line = m.group("file"), int(m.group("line"))
        sf = module.files.get(rel)
        notes.append({"file": rel, "line": line, "reason": m.group("reason"),
                      "pattern": reason_pattern(m.group("reason")),
                      "code": sf.line_text(line) if sf else ""})
    return notes


# ---------------------------------------------------------------------------------------------
# Per-module work.
# ---------------------------------------------------------------------------------------------

class ModuleJob:
    def __init__(self, app, spec, cache_dir, options, runner, scratch, project=None):
        self.app, self.spec, self.cache_dir, self.options, self.runner = app, spec, cache_dir, options, runner
        self.scratch = scratch
        self.project = project
        if project is not None:
            self.module_rels, self.context_rels, support = project
            self.rels = sorted(self.module_rels | self.context_rels | support)
            self.label = "%s/%s" % (app["name"], spec["name"])
            return
        excludes = spec.get("exclude", [])

        def listed(prefixes):
            rels = []
            for prefix in prefixes:
                base = os.path.join(cache_dir, prefix)
                for dirpath, _, names in os.walk(base):
                    for name in names:
                        if name.endswith(SOURCE_EXTENSIONS):
                            rel = os.path.relpath(os.path.join(dirpath, name), cache_dir)
                            if not any(fnmatch.fnmatch(rel, g) for g in excludes):
                                rels.append(rel)
            return rels

        self.module_rels = set(listed(spec["paths"]))
        self.context_rels = set(listed(spec.get("context", []))) - self.module_rels
        self.rels = sorted(self.module_rels | self.context_rels)
        self.label = "%s/%s" % (app["name"], spec["name"])

    def fresh_copy(self, tag):
        dest = tempfile.mkdtemp(prefix="%s-%s-" % (self.spec["name"], tag), dir=self.scratch)
        copy_sources(self.cache_dir, self.rels, dest)
        return dest

    def args(self, subcommand, extra=()):
        options = self.runner.for_subcommand(subcommand, self.options)
        if self.project is not None:
            return [subcommand, "--project", self.spec["project"], "--target", self.spec["target"]] + options + list(extra)
        return [subcommand] + module_args(self.spec, options) + list(extra)


def baseline_survives_inserted_lines(job, work, report):
    """`audit --write-baseline` on the app as published, then 20 lines inserted at the top of every file with
    a finding: `audit --baseline` must report none of the recorded findings (they are keyed by rule, file,
    identifier and class, never by line). Returns how many findings were recorded and how many came back."""
    findings = [f for f in report.get("findings", []) if f.get("severity") in ("error", "warning")]
    if not findings:
        return {"recorded": 0, "reported": 0}
    path = os.path.join(work, "_reusegen-baseline.json")
    job.runner.run(job.args("audit", ["--write-baseline", path]), work)
    for rel in sorted({f["file"] for f in findings if f.get("file")}):
        full = os.path.join(work, rel)
        if os.path.isfile(full):
            with open(full, "rb") as handle:
                text = handle.read()
            with open(full, "wb") as handle:
                handle.write(b"// A line inserted above every finding.\n" * 20 + text)
    again = parse_audit(job.runner.run(job.args("audit", ["--baseline", path, "--format", "json"]), work))
    if again is None:
        return {"recorded": len(findings), "reported": None}
    back = [f for f in again.get("findings", []) if f.get("severity") in ("error", "warning")]
    return {"recorded": len(findings), "reported": len(back)}


def baseline(job):
    """Counts, audit on the original, generate on the original."""
    work = job.fresh_copy("base")
    module = Module(work, job.rels, job.module_rels)
    res = {"counts": dict(module.counts()), "helpers": sorted(module.helpers),
           "swift_files": len(module.files), "context_files": len([r for r in job.context_rels if r.endswith(".swift")])}
    audit = job.runner.run(job.args("audit", ["--format", "json"]), work)
    report = parse_audit(audit)
    res["audit_seconds"] = audit["seconds"]
    if report is None:
        res["audit_failure"] = audit.get("failure") or "no JSON (status %s): %s" % (audit["rc"], audit["stderr"][-400:])
    else:
        sites = report.get("callSites", [])
        res["audit_sites"] = len(sites)
        res["audit_resolved"] = sum(1 for s in sites if s.get("resolution") != "unresolved")
        res["audit_unresolved_reasons"] = collections.Counter(
            reason_pattern(s.get("reason", "")) for s in sites if s.get("resolution") == "unresolved").most_common()
        res["audit_unresolved_examples"] = {}
        for s in sites:
            if s.get("resolution") == "unresolved":
                p = reason_pattern(s.get("reason", ""))
                ex = res["audit_unresolved_examples"].setdefault(p, [])
                if len(ex) < 3:
                    sf = module.files.get(s["file"])
                    ex.append("%s:%s: %s" % (s["file"], s["line"], sf.line_text(s["line"]) if sf else ""))
        res["audit_rc"] = audit["rc"]
        # Every finding's rule and severity, so that the migrated module's audit can be compared with it.
        res["finding_rules"] = collections.Counter(
            "%s (%s)" % (f.get("rule"), f.get("severity")) for f in report.get("findings", []))
        errs = audit_errors(report)
        res["baseline_errors"] = [{"file": e["file"], "line": e["line"], "kind": e.get("kind"),
                                   "message": e.get("message"),
                                   "code": module.files[e["file"]].line_text(e["line"]) if e["file"] in module.files else ""}
                                  for e in errs]
        res["rule_findings"] = [{"file": f.get("file"), "line": f.get("line"), "rule": f.get("rule"),
                                 "severity": f.get("severity"), "message": f.get("message")}
                                for f in report.get("findings", []) if f.get("rule") in RULE_OF_KIND.values()]
        res["_sites"] = sites
        res["baseline_check"] = baseline_survives_inserted_lines(job, work, report)
    gen = job.runner.run(job.args("generate", ["--output", os.path.join(work, "_ReuseGenOut.swift"), "--quiet"]), work)
    res["generate_original_ok"] = gen["rc"] == 0 and not gen.get("failure")
    if not res["generate_original_ok"]:
        res["generate_original_error"] = gen.get("failure") or gen["stderr"][-600:]
    shutil.rmtree(work, ignore_errors=True)
    return res, module


def migrate_variant(job, module, extra, base_res):
    work = job.fresh_copy("mig")
    res = {}
    first = job.runner.run(job.args("migrate", ["--write"] + list(extra)), work)
    res["rc"], res["seconds"] = first["rc"], first["seconds"]
    if first.get("failure") or first["rc"] not in (0, 1):
        res["failure"] = first.get("failure") or "status %s: %s" % (first["rc"], first["stderr"][-600:])
    summary = re.findall(r"^(?:Rewrote|Would rewrite|Rewrites|Migrated).*$", first["stdout"] + first["stderr"], re.M)
    res["summary"] = summary[-1] if summary else (first["stdout"] + first["stderr"]).strip().split("\n")[-1][:300]
    res["notes"] = migrate_notes(first, module)
    after = Module(work, job.rels, job.module_rels)
    res["counts_after"] = dict(after.counts())
    digest = tree_digest(work, job.rels)
    second = job.runner.run(job.args("migrate", ["--write"] + list(extra)), work)
    res["idempotent"] = tree_digest(work, job.rels) == digest and not second.get("failure")
    if not res["idempotent"]:
        res["idempotence_detail"] = second.get("failure") or (second["stdout"] + second["stderr"])[-600:]
    gen = job.runner.run(job.args("generate", ["--output", os.path.join(work, "_ReuseGenOut.swift"), "--quiet"]), work)
    res["generate_ok"] = gen["rc"] == 0 and not gen.get("failure")
    if not res["generate_ok"]:
        res["generate_error"] = gen.get("failure") or gen["stderr"][-600:]
    os.remove(os.path.join(work, "_ReuseGenOut.swift")) if os.path.exists(os.path.join(work, "_ReuseGenOut.swift")) else None
    audit = job.runner.run(job.args("audit", ["--format", "json"]), work)
    report = parse_audit(audit)
    if report is None:
        res["audit_after_failure"] = audit.get("failure") or "no JSON (status %s)" % audit["rc"]
    else:
        before = collections.Counter((e["file"], e["kind"], e["message"]) for e in base_res.get("baseline_errors", []))
        new = []
        for e in audit_errors(report):
            key = (e["file"], e.get("kind"), e.get("message"))
            if before[key]:
                before[key] -= 1
            else:
                new.append({"file": e["file"], "line": e["line"], "kind": e.get("kind"), "message": e.get("message")})
        res["new_audit_errors"] = new
        # Findings of any severity that the original did not have, by rule: a migrated module that audit reads
        # differently (a note that a view is never registered) shows a rewrite audit misreads, or one that
        # changed what the code does.
        after = collections.Counter(
            "%s (%s)" % (f.get("rule"), f.get("severity")) for f in report.get("findings", []))
        res["new_findings"] = dict(after - collections.Counter(base_res.get("finding_rules") or {}))
    shutil.rmtree(work, ignore_errors=True)
    return res


def apply_edits(path, edits):
    with open(path, encoding="utf-8", errors="surrogateescape") as handle:
        text = handle.read()
    for a, b, repl in sorted(edits, reverse=True):
        text = text[:a] + repl + text[b:]
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as handle:
        handle.write(text)


def run_mutant(job, mutant, base_res):
    work = job.fresh_copy("mut")
    # offsets come from the text read with errors="replace"; files are re-read the same way
    path = os.path.join(work, mutant["file"])
    with open(path, encoding="utf-8", errors="replace") as handle:
        text = handle.read()
    for a, b, repl in sorted(mutant["edits"], reverse=True):
        text = text[:a] + repl + text[b:]
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    audit = job.runner.run(job.args("audit", ["--format", "json"]), work)
    report = parse_audit(audit)
    mutant = dict(mutant, original=os.path.join(job.cache_dir, mutant["file"]))
    out = {k: mutant[k] for k in ("kind", "file", "line", "where", "describe")}
    out["code"] = module_line(job, mutant)
    if report is None:
        out["caught"] = False
        out["failure"] = audit.get("failure") or "no JSON (status %s): %s" % (audit["rc"], audit["stderr"][-300:])
    elif "rule" in mutant:
        out["rule"] = mutant["rule"]
        hits = rule_findings_at(report, mutant, base_res)
        out["caught"] = bool(hits)
        out["severity"] = hits[0]["severity"] if hits else None
        out["new_errors"] = [{"file": e["file"], "line": e["line"], "message": e.get("message")} for e in hits[:3]]
        if not hits:
            lo, hi = mutant["site_lines"]
            out["audit_said"] = ["%s %s: %s" % (f.get("severity"), f.get("rule"), f.get("message", "")[:200])
                                 for f in report.get("findings", []) if f.get("file") == mutant["file"]
                                 and lo - 1 <= f.get("line", 0) <= hi + 1][:5]
    else:
        before = {(e["file"], e["line"], e["kind"]) for e in base_res.get("baseline_errors", [])}
        new = [e for e in audit_errors(report) if (e["file"], e["line"], e.get("kind")) not in before]
        out["caught"] = bool(new) and audit["rc"] == 1
        out["new_errors"] = [{"file": e["file"], "line": e["line"], "message": e.get("message")} for e in new[:3]]
        if not out["caught"]:
            # what audit said about the mutated line: a hint for why it missed
            hints = []
            for f in report.get("findings", []):
                if f["file"] == mutant["file"] and abs(f["line"] - mutant["line"]) <= 1:
                    hints.append("%s: %s" % (f.get("severity"), f.get("message")))
            for s in report.get("callSites", []):
                if s["file"] == mutant["file"] and abs(s["line"] - mutant["line"]) <= 1:
                    hints.append("site %s %s: %s %s" % (s.get("role"), s.get("call"), s.get("resolution"),
                                                         s.get("reason", "") or s.get("identifier", "")))
            fam = None
            for s in report.get("callSites", []):
                if s["file"] == mutant["file"] and s["line"] == mutant["line"]:
                    fam = s.get("family")
            if fam:
                unresolved = [s for s in report.get("callSites", []) if s.get("family") == fam
                              and s.get("role") == "register" and s.get("resolution") == "unresolved"]
                if unresolved:
                    hints.append("%d unresolved registrations of family %s in the module, e.g. %s:%s" % (
                        len(unresolved), fam, unresolved[0]["file"], unresolved[0]["line"]))
            out["audit_said"] = hints[:5]
    shutil.rmtree(work, ignore_errors=True)
    return out


def shifted_line(line, edits, text):
    """Where line `line` of the original text is after `edits` (offsets into `text`)."""
    for a, b, repl in edits:
        if text.count("\n", 0, a) + 1 < line:
            line += repl.count("\n") - text.count("\n", a, b)
    return line


def rule_findings_at(report, mutant, base_res):
    """Findings (error or warning) of the mutant's rule on its mutated lines, that the original did not
    have: a mutant of the crash rules is caught by its own rule at its own site, not by any new error."""
    lo, hi = mutant["site_lines"]
    with open(mutant["original"], encoding="utf-8", errors="replace") as handle:
        text = handle.read()
    before = collections.Counter(shifted_line(f["line"], mutant["edits"], text)
                                 for f in base_res.get("rule_findings", [])
                                 if f["file"] == mutant["file"] and f["rule"] == mutant["rule"])
    hits = []
    for f in report.get("findings", []):
        if f.get("rule") != mutant["rule"] or f.get("file") != mutant["file"] or \
                f.get("severity") not in ("error", "warning") or not lo - 1 <= f.get("line", 0) <= hi + 1:
            continue
        if before[f["line"]]:
            before[f["line"]] -= 1
        else:
            hits.append(f)
    return hits


_LINES_CACHE = {}


def module_line(job, mutant):
    path = os.path.join(job.cache_dir, mutant["file"])
    if path not in _LINES_CACHE:
        with open(path, encoding="utf-8", errors="replace") as handle:
            _LINES_CACHE[path] = handle.read().split("\n")
    lines = _LINES_CACHE[path]
    return lines[mutant["line"] - 1].strip() if mutant["line"] <= len(lines) else ""


# ---------------------------------------------------------------------------------------------
# Snapshots.
# ---------------------------------------------------------------------------------------------

def git_has_commit(gitdir, commit):
    return subprocess.run(["git", "--git-dir", gitdir, "cat-file", "-e", commit + "^{commit}"],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


def locate_snapshot(app, mirror_root, checkout_root):
    owner, name = app["repo"].split("/")
    candidates = []
    if mirror_root:
        base = os.path.join(mirror_root, "%s+%s" % (owner, name))
        candidates += [os.path.join(base, "repo")] + sorted(glob.glob(os.path.join(base, "*"))) + [base]
    if checkout_root:
        for n in (app["name"], name, "%s+%s" % (owner, name)):
            candidates += [os.path.join(checkout_root, n, ".git"), os.path.join(checkout_root, n)]
    for c in candidates:
        if os.path.isdir(c) and (os.path.exists(os.path.join(c, "HEAD")) or os.path.exists(os.path.join(c, "objects"))):
            if git_has_commit(c, app["commit"]):
                return c, None
            return None, "%s does not have commit %s" % (c, app["commit"])
    return None, "no snapshot of %s under %s" % (app["repo"], mirror_root or checkout_root)


def extract(app, gitdir, cache_root):
    # `-objc`: a cache extracted before `.h` and `.m` files were read lacks them, and is not reused.
    dest = os.path.join(cache_root, "%s-%s-objc" % (app["name"], app["commit"][:12]))
    marker = os.path.join(dest, ".reusegen-extracted")
    if os.path.exists(marker):
        return dest
    shutil.rmtree(dest, ignore_errors=True)
    os.makedirs(dest)
    paths = sorted({p for m in app["modules"] for p in m["paths"] + m.get("context", [])})
    # Only the sources the tool reads, blob by blob: snapshots may lack big binary files, which
    # `git archive` would stop at.
    listing = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "-r", "-z", app["commit"], "--"] + paths,
                             stdout=subprocess.PIPE)
    if listing.returncode != 0:
        shutil.rmtree(dest, ignore_errors=True)
        raise RuntimeError("listing %s at %s failed" % (app["name"], app["commit"]))
    entries = []
    for entry in listing.stdout.split(b"\0"):
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        mode, kind, sha = meta.split()
        path = path.decode("utf-8", "surrogateescape")
        if kind == b"blob" and mode != b"120000" and path.endswith(SOURCE_EXTENSIONS):
            entries.append((sha.decode(), path))
    batch = subprocess.Popen(["git", "--git-dir", gitdir, "cat-file", "--batch"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE)
    missing = []
    for sha, path in entries:
        batch.stdin.write(sha.encode() + b"\n")
        batch.stdin.flush()
        header = batch.stdout.readline().split()
        if len(header) < 3 or header[1] != b"blob":
            missing.append(path)
            continue
        data = batch.stdout.read(int(header[2]))
        batch.stdout.read(1)
        target = os.path.join(dest, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as handle:
            handle.write(data)
    batch.stdin.close()
    batch.wait()
    if missing:
        print("%s: %d source files missing from the snapshot: %s" % (app["name"], len(missing), ", ".join(missing[:5])),
              file=sys.stderr)
    with open(marker, "w") as handle:
        handle.write(app["commit"] + "\n")
    return dest


# ---------------------------------------------------------------------------------------------
# --from-project: a module as an Xcode target.
# ---------------------------------------------------------------------------------------------

def xcode_projects_module():
    """../xcode-projects.py, the independent reader of Xcode projects (its file name has a dash)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("xcode_projects", os.path.join(HERE, "xcode-projects.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def project_files(xp, decoder, root, tree, spec):
    """(module_rels, context_rels, support_rels), relative to the repository, for a module measured as the
    manifest's `target` of its `project`: the target's Swift, Objective-C and Interface Builder files; those
    of the targets it depends on, transitively (what reusegen reads as context); and what the tool needs to
    read the project: project.pbxproj, the xcconfig files, the bridging header, and every source file of
    the project's synchronized folders (so that exceptions are the tool's to apply), and every other
    source file of the checkout (headers beside the `.m` files, stale copies no target builds: a checkout
    has them, and the tool must read only what the target builds). Files the project names but the tree
    lacks are left out (the tool warns about them)."""
    project = xp.Project(decoder, root, spec["project"], tree)
    data, _ = project.read()
    by_name = {t["name"]: t for t in data["targets"]}
    if spec["target"] not in by_name:
        raise RuntimeError("%s has no native target %r (it has %s)" % (spec["project"], spec["target"], ", ".join(sorted(by_name))))

    def repo(rel):
        return project.repo_path(rel)

    def inputs(t):
        out = {repo(p) for p in t["sources"] + t["interfaceBuilder"]}
        if t["bridgingHeader"]:
            out.add(repo(t["bridgingHeader"]))
        return {p for p in out if p and p in tree.files}

    target = by_name[spec["target"]]
    module = inputs(target)
    context, seen, queue = set(), {target["name"]}, list(target["dependencies"])
    while queue:
        name = queue.pop()
        if name in seen or name not in by_name:
            continue
        seen.add(name)
        context |= inputs(by_name[name])
        queue += by_name[name]["dependencies"]
    support = {spec["project"] + "/project.pbxproj"}
    support |= {p for p in (repo(x) for x in project.xcconfig_files) if p in tree.files}
    support |= {f for f in tree.files if f.endswith(SOURCE_EXTENSIONS)}
    # A checkout has the other projects and workspaces too: the tool looks for a linked framework's target
    # in the workspaces beside the project, and for local packages' manifests.
    support |= {f for f in tree.files
                if f.endswith(("/project.pbxproj", "/contents.xcworkspacedata", ".xcconfig", "/Package.swift"))}
    return module, context - module, support - module - context


# ---------------------------------------------------------------------------------------------
# Report.
# ---------------------------------------------------------------------------------------------

def pct(a, b):
    return "–" if not b else "%.0f%%" % (100.0 * a / b)


KIND_ORDER = ("typo", "deleted", "cast!", "cast?", "sizing", "kind", "fresh")
KIND_LABEL = {"sizing": "dequeue in sizing", "kind": "kind swap", "fresh": "fresh cell"}


def recall_by_kind(rows):
    """Caught and seeded mutants of each kind over every module: {kind: {"caught": c, "total": n}}, with the
    rule a kind of the collection view crashes is checked against."""
    out = collections.OrderedDict((k, {"caught": 0, "total": 0}) for k in KIND_ORDER)
    for r in rows:
        for mu in r.get("mutants", []):
            out[mu["kind"]]["total"] += 1
            out[mu["kind"]]["caught"] += mu["caught"]
    for kind, rule in RULE_OF_KIND.items():
        out[kind]["rule"] = rule
    return out


def markdown_table(rows, has_retire):
    """The table of every module, a total, and, where the manifest marks apps added fresh in a round, a
    total of those apart: figures on apps no rule was written for are the honest measure."""
    lines = [module_table(rows, has_retire, "**total**")]
    for fresh in sorted({r["fresh"] for r in rows if r.get("fresh")}):
        subset = [r for r in rows if r.get("fresh") == fresh]
        lines.append(module_table(subset, has_retire, "**fresh: %s**" % fresh).split("\n")[-1])
    return "\n".join(lines)


def module_table(rows, has_retire, total_label):
    head = ["app", "module", "string sites", "after migrate", "after --retire-helpers", "coverage",
            "Reusable sites", "helper calls", "audit resolved", "baseline errors"] + \
           ["caught %s" % KIND_LABEL.get(k, k) for k in KIND_ORDER] + ["caught total", "migrate checks"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    tot = collections.Counter()
    for r in rows:
        b = r.get("baseline", {})
        c = b.get("counts", {})
        m = r.get("migrate", {})
        mr = r.get("migrate_retire")
        # A count absent from `counts_after` is zero: every such site moved.
        after = m["counts_after"].get("string", 0) if m and "counts_after" in m else None
        after_r = mr["counts_after"].get("string", 0) if mr and "counts_after" in mr else None
        per = collections.Counter()
        for mu in r.get("mutants", []):
            per[mu["kind"] + "_n"] += 1
            per[mu["kind"] + "_c"] += mu["caught"]
        checks = []
        for label, v in (("migrate", m), ("retire", mr)):
            if not v:
                continue
            bad = []
            if v.get("failure"):
                bad.append("failed")
            if not v.get("idempotent", True):
                bad.append("not idempotent")
            if not v.get("generate_ok", True):
                bad.append("generate fails")
            if v.get("new_audit_errors"):
                bad.append("%d new audit errors" % len(v["new_audit_errors"]))
            if v.get("new_findings"):
                bad.append("new findings: " + ", ".join(
                    "%d %s" % (n, rule) for rule, n in sorted(v["new_findings"].items())))
            # Every site that stays is accounted for: the summary's "left N" is the count of this script.
            told = re.search(r"left (\d+) as", v.get("summary", ""))
            counted = (v.get("counts_after") or {}).get("string")
            if told and counted is not None and int(told.group(1)) != counted:
                bad.append("says left %s, counted %d" % (told.group(1), counted))
            if bad:
                checks.append("%s: %s" % (label, ", ".join(bad)))
        before = c.get("string", 0)
        cells = [r["app"], r["module"], str(before),
                 "–" if after is None else str(after),
                 "n/a" if not has_retire else ("–" if after_r is None else str(after_r)),
                 "–" if after is None else pct(before - after, before),
                 str(c.get("reusable", 0)), str(c.get("helpers", 0)),
                 "%s (%s/%s)" % (pct(b.get("audit_resolved", 0), b.get("audit_sites", 0)), b.get("audit_resolved", 0),
                                 b.get("audit_sites", 0)) if "audit_sites" in b else "failed",
                 str(len(b.get("baseline_errors", []))) if "audit_sites" in b else "failed"]
        for k in KIND_ORDER:
            cells.append("%d/%d" % (per[k + "_c"], per[k + "_n"]))
        nall = sum(per[k + "_n"] for k in KIND_ORDER)
        call = sum(per[k + "_c"] for k in KIND_ORDER)
        cells.append("%d/%d" % (call, nall))
        cells.append("; ".join(checks) or "ok")
        lines.append("| " + " | ".join(cells) + " |")
        tot["before"] += before
        tot["after"] += after if after is not None else before
        tot["after_r"] += after_r if after_r is not None else (after if after is not None else before)
        tot["reusable"] += c.get("reusable", 0)
        tot["helpers"] += c.get("helpers", 0)
        tot["res"] += b.get("audit_resolved", 0)
        tot["sites"] += b.get("audit_sites", 0)
        tot["errs"] += len(b.get("baseline_errors", []))
        for k in KIND_ORDER:
            tot[k + "_n"] += per[k + "_n"]
            tot[k + "_c"] += per[k + "_c"]
    cells = [total_label, "%d modules" % len(rows), str(tot["before"]), str(tot["after"]),
             "n/a" if not has_retire else str(tot["after_r"]), pct(tot["before"] - tot["after"], tot["before"]),
             str(tot["reusable"]), str(tot["helpers"]), "%s (%d/%d)" % (pct(tot["res"], tot["sites"]), tot["res"], tot["sites"]),
             str(tot["errs"])]
    if not any(r.get("migrate") for r in rows):  # --no-migrate: nothing was migrated
        cells[3:6] = ["–", "–" if has_retire else "n/a", "–"]
    for k in KIND_ORDER:
        cells.append("%d/%d" % (tot[k + "_c"], tot[k + "_n"]))
    nall = sum(tot[k + "_n"] for k in KIND_ORDER)
    call = sum(tot[k + "_c"] for k in KIND_ORDER)
    cells.append("%d/%d (%s)" % (call, nall, pct(call, nall)))
    cells.append("")
    lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def print_details(rows, out):
    w = out.write
    w("\n## Baseline audit errors (on the original code: real crashes or false positives?)\n\n")
    for r in rows:
        for e in r.get("baseline", {}).get("baseline_errors", []):
            w("- %s/%s %s:%s: %s\n    `%s`\n" % (r["app"], r["module"], e["file"], e["line"], e["message"], e["code"]))
    w("\n## Why call sites are not migrated (migrate notes, by pattern)\n\n")
    patterns = collections.Counter()
    examples = collections.defaultdict(list)
    for r in rows:
        for key in ("migrate_retire", "migrate"):
            if r.get(key):
                for n in r[key].get("notes", []):
                    patterns[n["pattern"]] += 1
                    if len(examples[n["pattern"]]) < 3:
                        examples[n["pattern"]].append("%s %s:%d: %s" % (r["app"], n["file"], n["line"], n["code"]))
                break
    for p, n in patterns.most_common():
        w("- %d × %s\n" % (n, p))
        for e in examples[p]:
            w("    - `%s`\n" % e)
    w("\n## Why audit leaves sites unresolved\n\n")
    unres = collections.Counter()
    ex = collections.defaultdict(list)
    for r in rows:
        b = r.get("baseline", {})
        for p, n in b.get("audit_unresolved_reasons", []):
            unres[p] += n
            for e in b.get("audit_unresolved_examples", {}).get(p, []):
                if len(ex[p]) < 3:
                    ex[p].append("%s %s" % (r["app"], e))
    for p, n in unres.most_common():
        w("- %d × %s\n" % (n, p))
        for e in ex[p]:
            w("    - `%s`\n" % e)
    w("\n## Uncaught mutants\n\n")
    for r in rows:
        for mu in r.get("mutants", []):
            if not mu["caught"]:
                w("- [%s] %s/%s %s: %s\n    `%s`\n" % (mu["kind"], r["app"], r["module"], mu["where"], mu["describe"], mu["code"]))
                if mu.get("failure"):
                    w("    tool failure: %s\n" % mu["failure"])
                for h in mu.get("audit_said", []):
                    w("    audit: %s\n" % h)
    w("\n## Migration checks\n\n")
    for r in rows:
        for key in ("migrate", "migrate_retire"):
            v = r.get(key)
            if not v:
                continue
            w("- %s/%s %s: %s; idempotent: %s; generate: %s; new audit errors: %d; new findings: %s%s\n" % (
                r["app"], r["module"], key, v.get("summary", ""), v.get("idempotent"), "ok" if v.get("generate_ok") else
                "FAILS: " + (v.get("generate_error") or "")[-300:], len(v.get("new_audit_errors", [])),
                v.get("new_findings") or "none",
                (" (failure: %s)" % v["failure"]) if v.get("failure") else ""))
            for e in v.get("new_audit_errors", [])[:5]:
                w("    - new error %s:%s: %s\n" % (e["file"], e["line"], e["message"]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--reusegen", default=os.path.join(REPO_ROOT, ".build", "debug", "reusegen"))
    parser.add_argument("--manifest", default=MANIFEST)
    parser.add_argument("--only", action="append", help="app name (repeatable); app/module for one module")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--mutants", type=int, default=10, help="cap per kind and module")
    parser.add_argument("--kinds", help="comma-separated mutant kinds to seed (default: all of %s)" % ", ".join(KIND_ORDER))
    parser.add_argument("--no-migrate", action="store_true", help="measure audit and the mutants only")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=int, default=300, help="seconds per tool run")
    parser.add_argument("--json", help="write every detail here")
    parser.add_argument("--mirror-root", default=os.environ.get("REUSEGEN_MIRROR_ROOT", "/work/.mirror"))
    parser.add_argument("--checkout-root", help="folder of git clones named after the app or the repository")
    parser.add_argument("--cache", default=os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"),
                                                        "reusegen-real-apps"))
    parser.add_argument("--details", help="write the detailed report (Markdown) here; default: stdout")
    parser.add_argument("--as-new-user", action="store_true",
                        help="pass no option beyond --module and --context, as a new user runs the tool "
                             "(the manifest's defaults and each module's own options are ignored)")
    parser.add_argument("--from-project", action="store_true",
                        help="measure each module that names an Xcode `project` and `target` in the manifest as "
                             "--project/--target instead of paths, --module and --context (others are skipped)")
    args = parser.parse_args()

    mutant_kinds = set(args.kinds.split(",")) if args.kinds else None
    if mutant_kinds and mutant_kinds - set(KIND_ORDER):
        parser.error("unknown mutant kinds: %s" % ", ".join(sorted(mutant_kinds - set(KIND_ORDER))))
    if not os.access(args.reusegen, os.X_OK):
        sys.exit("reusegen not found at %s (build it: swift build -c debug --product reusegen)" % args.reusegen)
    with open(args.manifest) as handle:
        manifest = json.load(handle)
    runner = Runner(os.path.abspath(args.reusegen), args.timeout)
    has_retire = runner.help_has("migrate", "--retire-helpers")
    os.makedirs(args.cache, exist_ok=True)
    scratch = tempfile.mkdtemp(prefix="reusegen-real-apps-")
    default_options = [] if args.as_new_user else manifest.get("defaults", {}).get("options", [])
    started = time.time()
    if args.from_project:
        xp = xcode_projects_module()
        decoder = xp.ensure_parser()

    jobs, skipped = [], []
    for app in manifest["apps"]:
        wanted = [m for m in app["modules"] if not args.only or app["name"] in args.only
                  or "%s/%s" % (app["name"], m["name"]) in args.only]
        if args.from_project:
            for m in wanted:
                if not m.get("project"):
                    print("skipping %s/%s: no Xcode project in the manifest" % (app["name"], m["name"]), file=sys.stderr)
                    skipped.append({"app": app["name"], "module": m["name"], "reason": "no Xcode project"})
            wanted = [m for m in wanted if m.get("project")]
        if not wanted:
            continue
        gitdir, why = locate_snapshot(app, args.mirror_root if not args.checkout_root else None, args.checkout_root)
        if gitdir is None and args.checkout_root:
            gitdir, why = locate_snapshot(app, args.mirror_root, None)
        if gitdir is None:
            print("skipping %s: %s (fetch github:%s, or clone it and pass --checkout-root)" % (app["name"], why, app["repo"]),
                  file=sys.stderr)
            skipped.append({"app": app["name"], "reason": why})
            continue
        try:
            if args.from_project:
                # The whole tree: sources, project and xcconfig files with their bytes, every other path empty.
                cache_dir, tree = xp.extract(app["repo"], app["commit"], gitdir, os.path.join(args.cache, "projects"))
            else:
                cache_dir = extract(app, gitdir, args.cache)
        except RuntimeError as error:
            print("skipping %s: %s" % (app["name"], error), file=sys.stderr)
            skipped.append({"app": app["name"], "reason": str(error)})
            continue
        for spec in wanted:
            options = [] if args.as_new_user else spec.get("options", default_options)
            project = None
            if args.from_project:
                try:
                    project = project_files(xp, decoder, cache_dir, tree, spec)
                except (RuntimeError, OSError, KeyError) as error:
                    print("skipping %s/%s: %s" % (app["name"], spec["name"], error), file=sys.stderr)
                    skipped.append({"app": app["name"], "module": spec["name"], "reason": str(error)})
                    continue
            jobs.append(ModuleJob(app, spec, cache_dir, options, runner, scratch, project))

    rows = [{"app": j.app["name"], "module": j.spec["name"], "repo": j.app["repo"], "commit": j.app["commit"],
             "fresh": j.app.get("fresh")} for j in jobs]
    if args.from_project:
        for r, j in zip(rows, jobs):
            r.update(project=j.spec["project"], target=j.spec["target"], module_files=len(j.module_rels),
                     context_files=len(j.context_rels))
    modules = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = {pool.submit(baseline, j): i for i, j in enumerate(jobs)}
        for fut in concurrent.futures.as_completed(futures):
            i = futures[fut]
            res, module = fut.result()
            rows[i]["baseline"] = res
            modules[i] = module
            print("baseline %s: %d string sites, audit %.1fs" % (jobs[i].label, res["counts"].get("string", 0),
                                                              res.get("audit_seconds", 0)), file=sys.stderr)
        work = []
        for i, j in enumerate(jobs):
            base = rows[i]["baseline"]
            if not args.no_migrate:
                work.append(("migrate", i, pool.submit(migrate_variant, j, modules[i], [], base)))
            if has_retire and not args.no_migrate:
                work.append(("migrate_retire", i, pool.submit(migrate_variant, j, modules[i], ["--retire-helpers"], base)))
            if "audit_sites" in base:
                seed = args.seed * 1000003 + int(hashlib.sha256(jobs[i].label.encode()).hexdigest()[:8], 16)
                for mu in make_mutants(modules[i], args.mutants, seed, mutant_kinds):
                    work.append(("mutant", i, pool.submit(run_mutant, j, mu, base)))
        done = 0
        for key, i, fut in work:
            res = fut.result()
            done += 1
            if done % 25 == 0 or done == len(work):
                print("%d/%d runs done (%.0fs)" % (done, len(work), time.time() - started), file=sys.stderr)
            if key == "mutant":
                rows[i].setdefault("mutants", []).append(res)
            else:
                rows[i][key] = res
    for r in rows:
        r.get("baseline", {}).pop("_sites", None)
        r.setdefault("mutants", [])
    shutil.rmtree(scratch, ignore_errors=True)

    table = markdown_table(rows, has_retire)
    print(table)
    checks = [(r, r.get("baseline", {}).get("baseline_check")) for r in rows]
    checked = [(r, c) for r, c in checks if c and c["recorded"]]
    held = [(r, c) for r, c in checked if c["reported"] == 0]
    print("\nBaselines, then 20 lines inserted at the top of every file with a finding: %d of %d modules with "
          "findings report none of them again (%d findings recorded)%s" % (
              len(held), len(checked), sum(c["recorded"] for _, c in checked),
              "".join("; %s/%s reports %s" % (r["app"], r["module"], c["reported"])
                      for r, c in checked if c["reported"] != 0)))
    details = open(args.details, "w") if args.details else sys.stdout
    print_details(rows, details)
    if args.details:
        details.close()
    elapsed = time.time() - started
    print("\n%d modules in %.0fs; reusegen %s; --retire-helpers %s" % (
        len(rows), elapsed, args.reusegen, "measured" if has_retire else "not supported by this reusegen"), file=sys.stderr)
    if args.json:
        out = {"reusegen": args.reusegen, "retire_helpers_supported": has_retire, "seconds": round(elapsed),
               "skipped": skipped, "recall": recall_by_kind(rows), "modules": rows, "table": table}
        if args.from_project:
            out["from_project"] = True
        with open(args.json, "w") as handle:
            json.dump(out, handle, indent=1, default=list)


if __name__ == "__main__":
    main()
