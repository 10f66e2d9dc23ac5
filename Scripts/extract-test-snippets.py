#!/usr/bin/env python3
"""Extracts the Swift source snippets embedded as string literals in the test suite, one file each.

    Scripts/extract-test-snippets.py OUT_DIR [TEST_FILE...]

The scanner and resolver tests hold hundreds of hand-picked edge cases as string literals; writing each
to its own file lets Scripts/compare-with-swiftsyntax.sh --each run reusegen and the SwiftSyntax oracle on
exactly those inputs. Multi-line literals (triple-quoted) are dedented by their closing delimiter's indentation,
as Swift does; single-line literals are taken when they look like declarations. Common escapes are decoded;
literals with interpolation are skipped, since their value is only known at run time.
Snippets that SwiftParser reports as malformed are still written: the oracle says which they are, and
recovery from errors is not something the two tools are expected to agree on.
"""

import os
import re
import sys

MULTILINE = re.compile(r'(#*)"""[ \t]*\n(.*?)\n([ \t]*)"""\1', re.S)
SINGLE = re.compile(r'(?<![\\#"])"((?:[^"\\\n]|\\.)*)"')
ESCAPES = {"\\": "\\", '"': '"', "'": "'", "n": "\n", "t": "\t", "r": "\r", "0": "\0"}


def unescape(text):
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        nxt = text[i + 1] if i + 1 < len(text) else ""
        if nxt == "(":
            return None  # interpolation
        if nxt == "u" and text[i + 2:i + 3] == "{":
            end = text.index("}", i)
            out.append(chr(int(text[i + 3:end], 16)))
            i = end + 1
            continue
        if nxt == "\n":  # line continuation in a multi-line literal
            i += 2
            continue
        out.append(ESCAPES.get(nxt, nxt))
        i += 2
    return "".join(out)


def snippets(source):
    for m in MULTILINE.finditer(source):
        pounds, body, indent = m.group(1), m.group(2), m.group(3)
        lines = [line[len(indent):] if line.startswith(indent) else line.lstrip() for line in body.split("\n")]
        text = "\n".join(lines) + "\n"
        yield text if pounds else unescape(text)
    stripped = MULTILINE.sub("", source)
    for m in SINGLE.finditer(stripped):
        text = unescape(m.group(1))
        if text and re.search(r"\b(class|extension|typealias)\b", text) and re.search(r"[{}]", text):
            yield text + "\n"


def main():
    out = sys.argv[1]
    files = sys.argv[2:] or [os.path.join(root, name)
                             for root, _, names in os.walk("Tests") for name in names if name.endswith(".swift")]
    os.makedirs(out, exist_ok=True)
    count = 0
    for path in sorted(files):
        with open(path, encoding="utf-8") as f:
            source = f.read()
        for text in snippets(source):
            if text is None or "class" not in text:
                continue
            count += 1
            base = os.path.splitext(os.path.basename(path))[0]
            with open(os.path.join(out, f"{base}-{count:04d}.swift"), "w", encoding="utf-8") as f:
                f.write(text)
    print(f"{count} snippets → {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
