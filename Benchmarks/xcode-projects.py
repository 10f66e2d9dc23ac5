#!/usr/bin/env python3
"""An independent reading of pinned public Xcode projects, to check `reusegen targets` against.

    Benchmarks/xcode-projects.py [--only NAME] [--json OUT]        # print what each target builds
    Benchmarks/xcode-projects.py --compare REUSEGEN_BINARY [--only NAME] [--report OUT.md]
    Benchmarks/xcode-projects.py --time [--reusegen RELEASE_BINARY] [--runs N]

Reads Benchmarks/xcode-projects/manifest.json, extracts each repository's pinned commit from a git mirror
into a cache outside the repository (${XDG_CACHE_HOME:-~/.cache}/reusegen-xcode-projects/), parses each
project.pbxproj with a property-list parser from PyPI (`openstep_parser`, installed for the user when
missing), and computes, for every PBXNativeTarget, the JSON of SPEC §14:

    {"version": 1, "projects": [{"path": …, "targets": [{"name", "module", "productType", "sources",
     "interfaceBuilder", "bridgingHeader", "dependencies"}]}]}

from Xcode's documented behaviour, written without reading ReuseGen's reader: see
Benchmarks/xcode-projects/README.md for every rule. It also lists the referenced inputs that are not in
the pinned tree. `--compare` runs `REUSEGEN_BINARY targets <project> --format json` on each extracted
project and prints every difference, per project, target and field.

The extracted tree has every path of the commit: the real bytes of the files the reading needs (Swift,
Objective-C, Interface Builder, xcconfig, project and workspace files), an empty file in place of every
other one (images, data), so that a tool that checks whether a referenced file exists sees the tree as
it is. Nothing of an app is copied into this repository.
"""

import argparse
import collections
import json
import os
import posixpath
import re
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree

HERE = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(HERE)
MANIFEST = os.path.join(HERE, "xcode-projects", "manifest.json")
DEFAULT_CACHE = os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"),
                             "reusegen-xcode-projects")

# Files whose bytes are extracted; every other path of the tree becomes an empty file.
CONTENT_EXTENSIONS = (".swift", ".m", ".h", ".xib", ".storyboard", ".xcconfig", ".pbxproj",
                      ".xcworkspacedata")
SOURCE_PHASE_EXTENSIONS = (".swift", ".m")
HEADER_EXTENSIONS = (".h",)
IB_EXTENSIONS = (".xib", ".storyboard")
# Source trees that name no file of the checkout: products and SDK files are not sources.
DROPPED_SOURCE_TREES = {"BUILT_PRODUCTS_DIR", "SDKROOT", "DEVELOPER_DIR"}
# Folders that Xcode treats as one file (a bundle, a catalog) inside a synchronized folder: nothing in
# them is compiled on its own.
PACKAGE_FOLDER_EXTENSIONS = (".xcassets", ".bundle", ".framework", ".xcframework", ".xcdatamodeld",
                             ".xcmappingmodel", ".docc", ".playground", ".app", ".appex", ".scnassets",
                             ".xcodeproj", ".xcworkspace", ".rcproject", ".mlpackage", ".mlmodelc",
                             ".icon", ".xcstickers", ".spritekit", ".atlas", ".swiftpm")
EXPLICIT_TYPES = {"sourcecode.swift": ".swift", "sourcecode.c.objc": ".m", "sourcecode.c.h": ".h",
                  "file.xib": ".xib", "file.storyboard": ".storyboard"}


def ensure_parser():
    """openstep_parser from PyPI, installed for the user when missing (as Scripts/test-all.sh does for
    jsonschema; Debian's Python refuses a plain user install, hence the second spelling)."""
    try:
        import openstep_parser  # noqa: F401
    except ImportError:
        for extra in ([], ["--break-system-packages"]):
            if subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--user"] + extra
                              + ["openstep_parser"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL).returncode == 0:
                break
        import site
        import importlib
        user_site = site.getusersitepackages()
        if user_site not in sys.path:
            sys.path.append(user_site)
        importlib.invalidate_caches()
    from openstep_parser import OpenStepDecoder
    return OpenStepDecoder


# ---------------------------------------------------------------------------------------------
# Snapshots.
# ---------------------------------------------------------------------------------------------

def git(gitdir, *args, **kw):
    return subprocess.run(["git", "--git-dir", gitdir] + list(args), stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, **kw)


def locate_snapshot(repo, commit, mirror_root, checkout_root=None):
    owner, name = repo.split("/")
    candidates = []
    if checkout_root:
        for n in (name, "%s+%s" % (owner, name)):
            candidates += [os.path.join(checkout_root, n, ".git"), os.path.join(checkout_root, n)]
    if mirror_root:
        candidates += [os.path.join(mirror_root, "%s+%s" % (owner, name), "repo")]
    for c in candidates:
        if os.path.isdir(c) and (os.path.exists(os.path.join(c, "HEAD")) or os.path.exists(os.path.join(c, "objects"))):
            if git(c, "cat-file", "-e", commit + "^{commit}").returncode == 0:
                return c, None
            return None, "%s does not have commit %s" % (c, commit)
    return None, "no snapshot of %s (fetch github:%s, or clone it and pass --checkout-root)" % (repo, repo)


class Tree:
    """The pinned commit's paths: files, folders, submodules. Existence checks read this, not the disk."""

    def __init__(self, files, submodules):
        self.files = set(files)
        self.submodules = set(submodules)
        self.dirs = set()
        for f in list(self.files) + list(self.submodules):
            d = posixpath.dirname(f)
            while d and d not in self.dirs:
                self.dirs.add(d)
                d = posixpath.dirname(d)
        self.children = collections.defaultdict(list)
        for f in self.files:
            self.children[posixpath.dirname(f)].append(f)

    def exists(self, rel):
        return rel in self.files or rel in self.dirs or rel in self.submodules or rel == ""

    def case_insensitive(self, rel):
        """The tree's spelling of a path that exists only with other letter cases (macOS's default file
        system, which Xcode reads, ignores case), or None."""
        if not hasattr(self, "_lower"):
            self._lower = {}
            for f in list(self.files) + list(self.dirs):
                self._lower.setdefault(f.lower(), f)
        return self._lower.get(rel.lower())

    def in_submodule(self, rel):
        for s in self.submodules:
            if rel == s or rel.startswith(s + "/"):
                return s
        return None

    def files_under(self, folder):
        prefix = folder + "/" if folder else ""
        return sorted(f for f in self.files if f.startswith(prefix))


def extract(repo, commit, gitdir, cache_root):
    """Every path of the commit into CACHE/OWNER+NAME-COMMIT12: real bytes for CONTENT_EXTENSIONS and for
    the files inside .xcodeproj and .xcworkspace folders, empty files for the rest. Returns (dest, Tree)."""
    owner, name = repo.split("/")
    dest = os.path.join(cache_root, "%s+%s-%s" % (owner, name, commit[:12]))
    listing = git(gitdir, "ls-tree", "-r", "-z", "--full-tree", commit)
    if listing.returncode != 0:
        raise RuntimeError("listing %s at %s failed" % (repo, commit))
    files, submodules, blobs, links = [], [], [], []
    for entry in listing.stdout.split(b"\0"):
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        mode, kind, sha = meta.split()
        path = path.decode("utf-8", "surrogateescape")
        if kind == b"commit":
            submodules.append(path)
            continue
        files.append(path)
        if mode == b"120000":
            links.append((sha.decode(), path))
        elif path.endswith(CONTENT_EXTENSIONS) or ".xcodeproj/" in path or ".xcworkspace/" in path:
            blobs.append((sha.decode(), path))
    tree = Tree(files, submodules)
    tree.root = dest
    marker = os.path.join(dest, ".reusegen-extracted")
    if os.path.exists(marker):
        return dest, tree
    shutil.rmtree(dest, ignore_errors=True)
    os.makedirs(dest)
    wanted = {p for _, p in blobs}
    for path in files:
        target = os.path.join(dest, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if path not in wanted and path not in {p for _, p in links}:
            open(target, "wb").close()
    batch = subprocess.Popen(["git", "--git-dir", gitdir, "cat-file", "--batch"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE)
    missing = []
    for sha, path in blobs + links:
        batch.stdin.write(sha.encode() + b"\n")
        batch.stdin.flush()
        header = batch.stdout.readline().split()
        if len(header) < 3 or header[1] != b"blob":
            missing.append(path)
            open(os.path.join(dest, path), "wb").close()
            continue
        data = batch.stdout.read(int(header[2]))
        batch.stdout.read(1)
        target = os.path.join(dest, path)
        if (sha, path) in links:
            try:
                os.symlink(data.decode("utf-8", "surrogateescape"), target)
            except OSError:
                open(target, "wb").close()
        else:
            with open(target, "wb") as handle:
                handle.write(data)
    batch.stdin.close()
    batch.wait()
    for s in submodules:
        os.makedirs(os.path.join(dest, s), exist_ok=True)
    if missing:
        print("%s: %d blobs missing from the snapshot (written empty): %s" % (repo, len(missing), ", ".join(missing[:5])),
              file=sys.stderr)
    with open(marker, "w") as handle:
        handle.write(commit + "\n")
    return dest, tree


# ---------------------------------------------------------------------------------------------
# Paths.
# ---------------------------------------------------------------------------------------------

def normalize(path):
    """`/`-separated, no `./`, `..` resolved as far as it goes (a path above SRCROOT keeps its `../`)."""
    if not path:
        return ""
    absolute = path.startswith("/")
    out = []
    for part in path.split("/"):
        if part in ("", "."):
            continue
        if part == "..":
            if out and out[-1] != "..":
                out.pop()
            elif not absolute:
                out.append("..")
            continue
        out.append(part)
    return ("/" if absolute else "") + "/".join(out)


def join(base, path):
    if path is None or path == "":
        return base
    if path.startswith("/"):
        return normalize(path)
    return normalize(base + "/" + path if base else path)


# ---------------------------------------------------------------------------------------------
# Build settings.
# ---------------------------------------------------------------------------------------------

SETTING_LINE = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(\[[^=]*\])?\s*=\s*(.*?)\s*;?\s*$")
INCLUDE_LINE = re.compile(r'^\s*#include(\?)?\s*"([^"]*)"')


def strip_comment(line):
    """An xcconfig comment starts with `//` outside a string; `//` inside a value such as a URL after `:`
    is kept only when quoted, as Xcode does."""
    quoted = False
    for i, ch in enumerate(line):
        if ch == '"':
            quoted = not quoted
        elif ch == "/" and not quoted and line[i:i + 2] == "//":
            return line[:i]
    return line


class XCConfig:
    """One xcconfig file with its includes, flattened into ordered (key, condition, value) assignments."""

    def __init__(self, srcroot_disk, rel, tree, notes, seen=None):
        self.rel, self.assignments, self.files = rel, [], [rel]
        self.case_found = set()
        seen = set(seen or ()) | {rel}
        path = os.path.join(srcroot_disk, rel)
        if not os.path.isfile(path) and tree is not None:
            repo_rel = normalize(os.path.relpath(path, tree.root))
            spelled = tree.case_insensitive(repo_rel)
            if spelled is not None and spelled in tree.files:
                notes.append("xcconfig %s exists only as %s (another letter case; macOS reads it)" % (rel, spelled))
                path = os.path.join(tree.root, spelled)
                self.case_found = {rel}
        if not os.path.isfile(path):
            notes.append("xcconfig %s does not exist" % rel)
            self.missing = True
            self.files = []
            self.missing_files = [rel]
            return
        self.missing_files = []
        self.missing = False
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read()
        for line in text.splitlines():
            inc = INCLUDE_LINE.match(line)
            if inc:
                target = inc.group(2)
                target_rel = normalize(target) if target.startswith("/") else join(posixpath.dirname(rel), target)
                if target_rel in seen:
                    continue
                sub = XCConfig(srcroot_disk, target_rel, tree, [] if inc.group(1) else notes, seen)
                if sub.missing and inc.group(1):
                    continue
                self.assignments += sub.assignments
                self.files += sub.files
                self.missing_files += sub.missing_files
                self.case_found |= sub.case_found
                continue
            line = strip_comment(line)
            m = SETTING_LINE.match(line)
            if m:
                self.assignments.append((m.group(1), m.group(2), m.group(3)))

    def settings(self):
        """Unconditional assignments, the last one of each key winning (conditional ones, `KEY[sdk=…]`,
        apply only to some builds and are left out)."""
        out = {}
        for key, cond, value in self.assignments:
            if not cond:
                out[key] = value
        return out


# `$(NAME)`, `${NAME}`, with `:operator`s; the name may be empty (`$(:c99extidentifier)` is the empty string).
VARIABLE = re.compile(r"\$\(([A-Za-z_][A-Za-z0-9_]*|)((?::[^)]*)?)\)|\$\{([A-Za-z_][A-Za-z0-9_]*|)((?::[^}]*)?)\}")


def c99extidentifier(text):
    """Xcode's `:c99extidentifier`: every character that cannot be in a C99 extended identifier becomes
    `_`, and a leading digit gets a `_` before it."""
    out = "".join(ch if (ch.isalnum() or ch == "_") else "_" for ch in text)
    if out and out[0].isdigit():
        out = "_" + out
    return out


def rfc1034identifier(text):
    return "".join(ch if (ch.isascii() and (ch.isalnum() or ch == "-" or ch == ".")) else "-" for ch in text)


class Settings:
    """The levels of one target's build settings, highest first: the target's own, its configuration's
    xcconfig, the project's, the project configuration's xcconfig. `$(inherited)` in a level is the value
    of the levels below it."""

    def __init__(self, levels, builtins, notes):
        self.levels, self.builtins, self.notes = levels, builtins, notes

    def raw(self, key, start=0):
        for i in range(start, len(self.levels)):
            value = self.levels[i].get(key)
            if value is not None:
                if isinstance(value, list):
                    value = " ".join(value)
                return value, i
        return None, None

    def value(self, key, start=0, depth=0):
        raw, level = self.raw(key, start)
        if raw is None:
            return self.builtins.get(key)
        return self.expand(raw, key, level, depth)

    def expand(self, text, key, level, depth):
        if depth > 20:
            self.notes.append("build setting %s: expansion too deep" % key)
            return text

        def repl(m):
            name = m.group(1) if m.group(1) is not None else m.group(3)
            ops = (m.group(2) or m.group(4) or "")[1:]
            if name == "":
                v = ""
            elif name == "inherited":
                below = self.value(key, level + 1, depth + 1)
                v = below if below is not None else ""
            elif name == key:
                below = self.value(key, level + 1, depth + 1)
                v = below if below is not None else ""
            else:
                v = self.value(name, 0, depth + 1)
                if v is None:
                    self.notes.append("build setting %s uses $(%s), which nothing sets: expanded to empty" % (key, name))
                    v = ""
            for op in [o for o in ops.split(":") if o]:
                if op == "c99extidentifier" or op == "identifier":
                    v = c99extidentifier(v)
                elif op == "rfc1034identifier":
                    v = rfc1034identifier(v)
                elif op == "lower":
                    v = v.lower()
                elif op == "upper":
                    v = v.upper()
                elif op.startswith("default="):
                    v = v or op[len("default="):]
                else:
                    self.notes.append("build setting %s: operator :%s not applied" % (key, op))
            return v

        return VARIABLE.sub(repl, text).strip().strip('"')


# ---------------------------------------------------------------------------------------------
# The project.
# ---------------------------------------------------------------------------------------------

def pick_configuration(objects, list_id, wanted=None):
    configs = [objects[c] for c in objects.get(list_id, {}).get("buildConfigurations", []) if c in objects]
    if not configs:
        return None
    for name in ([wanted] if wanted else []) + ["Release"]:
        for c in configs:
            if c.get("name") == name:
                return c
    return configs[0]


class Project:
    def __init__(self, decoder, repo_root, project_rel, tree):
        """project_rel: the .xcodeproj's path relative to the repository root."""
        self.repo_root, self.project_rel, self.tree = repo_root, project_rel, tree
        self.srcroot = posixpath.dirname(project_rel)              # relative to the repository root
        self.srcroot_disk = os.path.join(repo_root, self.srcroot)
        self.name = posixpath.splitext(posixpath.basename(project_rel))[0]
        self.notes = []
        with open(os.path.join(repo_root, project_rel, "project.pbxproj"), encoding="utf-8", errors="replace") as handle:
            data = decoder.ParseFromString(handle.read())
        self.objects = data["objects"]
        self.root = self.objects[data["rootObject"]]
        self.parent = {}
        for oid, obj in self.objects.items():
            for child in obj.get("children", []) if isinstance(obj, dict) else []:
                self.parent.setdefault(child, oid)
        self.project_dir = normalize(self.root.get("projectDirPath") or "")
        self.main_group = self.root.get("mainGroup")
        self._paths = {}
        self.xcconfig_files = set()
        self.missing_xcconfigs = set()      # relative to SRCROOT, includes as well
        self.case_notes = set()
        self.case_found = set()             # xcconfig files found only in another letter case

    # Paths relative to SRCROOT, or None for products and SDK files.
    def path_of(self, oid):
        return self.through_srcroot(self._path_of(oid))

    def _path_of(self, oid):
        if oid in self._paths:
            return self._paths[oid]
        obj = self.objects.get(oid)
        result = None
        if obj is not None:
            tree = obj.get("sourceTree", "<group>")
            path = obj.get("path")
            if tree == "<group>":
                parent = self.parent.get(oid)
                if parent is not None:
                    base = self._path_of(parent)
                else:
                    if oid != self.main_group:
                        self.notes.append("%s %s is in no group: read from the project folder" % (
                            obj.get("isa"), obj.get("path") or obj.get("name")))
                    base = self.project_dir
                result = None if base is None else join(base, path)
            elif tree == "SOURCE_ROOT":
                result = join("", path)
            elif tree == "<absolute>":
                result = normalize(path or "/")
            elif tree in DROPPED_SOURCE_TREES:
                result = None
            else:
                self.notes.append("source tree %s of %s: not a path of the checkout, dropped" % (tree, path))
                result = None
        self._paths[oid] = result
        return result

    def through_srcroot(self, rel):
        """A SRCROOT-relative path that leaves SRCROOT and comes back (`../ios/X` in `apps/ios`) as the path
        inside it (`X`); a path that stays outside keeps its `../`."""
        if rel is None or rel.startswith("/") or not rel.startswith("../"):
            return rel
        full = normalize(self.srcroot + "/" + rel if self.srcroot else rel)
        if full.startswith("../"):
            return rel
        return normalize(posixpath.relpath(full, self.srcroot or "."))

    def repo_path(self, rel):
        """A SRCROOT-relative path as a repository-relative one, for existence checks."""
        if rel.startswith("/"):
            return None
        return normalize(self.srcroot + "/" + rel if self.srcroot else rel)

    def exists(self, rel):
        rp = self.repo_path(rel)
        return rp is not None and not rp.startswith("../") and self.tree.exists(rp)

    def spelled(self, rel):
        """The path as the tree spells it: itself when it exists, else the one path that differs only in
        letter case (macOS's default file system, where Xcode builds, ignores case), else itself."""
        if self.exists(rel):
            return rel
        rp = self.repo_path(rel)
        found = self.tree.case_insensitive(rp) if rp and not rp.startswith("../") else None
        if found is None:
            return rel
        self.case_notes.add("%s exists as %s (another letter case)" % (rel, found))
        return normalize(posixpath.relpath(found, self.srcroot or "."))

    def missing_reason(self, rel):
        rp = self.repo_path(rel)
        if rp is None:
            return "absolute path outside the checkout"
        if rp.startswith("../"):
            return "outside the repository"
        spelled = self.tree.case_insensitive(rp)
        if spelled is not None:
            return "exists only as %s, in another letter case (found on macOS's case-insensitive file system)" % spelled
        sub = self.tree.in_submodule(rp)
        if sub:
            return "in submodule %s, which the snapshot does not hold" % sub
        return "not in the tree at the pinned commit"

    def phase_files(self, target, isa):
        """(path, variant) of every file of the target's build phases of this isa; a variant group gives
        each of its children."""
        out = []
        for pid in target.get("buildPhases", []):
            phase = self.objects.get(pid, {})
            if phase.get("isa") != isa:
                continue
            for bid in phase.get("files", []):
                ref = self.objects.get(bid, {}).get("fileRef")
                if ref is None or ref not in self.objects:
                    continue
                obj = self.objects[ref]
                if obj.get("isa") in ("PBXVariantGroup", "XCVersionGroup"):
                    for child in obj.get("children", []):
                        p = self.path_of(child)
                        if p is not None:
                            out.append(p)
                elif obj.get("isa") == "PBXFileReference":
                    if obj.get("lastKnownFileType") == "folder" or obj.get("explicitFileType") == "folder":
                        continue      # a folder reference is copied whole, never compiled
                    p = self.path_of(ref)
                    if p is not None:
                        out.append(p)
        return out

    # Synchronized folders (Xcode 16).
    def synchronized(self, target_id, target):
        """Files a target builds from file-system-synchronized folders. A folder the target lists gives all
        its files less those of the target's exception sets; a folder it does not list gives exactly the
        files of the target's exception sets on it (Xcode writes a file of one target's folder that another
        target also builds as an exception of the other target)."""
        out = []
        owned = set(target.get("fileSystemSynchronizedGroups", []))
        for gid, group in self.objects.items():
            if group.get("isa") != "PBXFileSystemSynchronizedRootGroup":
                continue
            mine = [self.objects[e] for e in group.get("exceptions", [])
                    if self.objects.get(e, {}).get("isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet"
                    and self.objects[e].get("target") == target_id]
            if gid not in owned and not mine:
                continue
            folder = self.path_of(gid)
            if folder is None:
                continue
            excepted = [x for e in mine for x in e.get("membershipExceptions", [])]
            explicit_folders = [normalize(f) for f in group.get("explicitFolders", []) or []]
            explicit_types = group.get("explicitFileTypes", {}) or {}
            repo_folder = self.repo_path(folder)
            if repo_folder is None or (repo_folder and not self.tree.exists(repo_folder)):
                self.notes.append("synchronized folder %s does not exist" % folder)
                continue
            for f in self.tree.files_under(repo_folder):
                rel = f[len(repo_folder) + 1:] if repo_folder else f
                parts = rel.split("/")
                if any(p.startswith(".") for p in parts):
                    continue
                if any(p.endswith(PACKAGE_FOLDER_EXTENSIONS) for p in parts[:-1]):
                    continue
                if any(rel == ef or rel.startswith(ef + "/") for ef in explicit_folders):
                    continue
                hit = any(matches_exception(rel, x) for x in excepted)
                member = (not hit) if gid in owned else hit
                if not member:
                    continue
                ext = EXPLICIT_TYPES.get(explicit_types.get(rel), None) if rel in explicit_types else posixpath.splitext(rel)[1]
                if ext is None:
                    continue
                out.append((join(folder, rel), ext))
        return out

    def target_xcconfig(self, config):
        """The configuration's base xcconfig, relative to SRCROOT: a file reference, or (Xcode 16) a path
        relative to a synchronized folder."""
        if config is None:
            return None
        ref = config.get("baseConfigurationReference")
        if ref:
            return self.path_of(ref)
        anchor = config.get("baseConfigurationReferenceAnchor")
        if anchor:
            folder = self.path_of(anchor)
            if folder is not None:
                return join(folder, config.get("baseConfigurationReferenceRelativePath"))
        return None

    def default_product_name(self, target):
        """PRODUCT_NAME when no level sets it: the product type's default, which Xcode wrote into the
        product reference's file name when it last saved the project (a system extension is named after its
        bundle identifier: `ch.example.Extension.systemextension`), else the target's name."""
        ref = self.objects.get(target.get("productReference"), {})
        name = posixpath.basename(ref.get("path") or "")
        stem, ext = posixpath.splitext(name)
        return stem if stem and ext else target.get("name")

    def settings_for(self, target):
        project_config = pick_configuration(self.objects, self.root.get("buildConfigurationList"))
        target_config = pick_configuration(self.objects, target.get("buildConfigurationList"))
        if target_config is not None:
            project_config = pick_configuration(self.objects, self.root.get("buildConfigurationList"),
                                                target_config.get("name")) or project_config
        levels = []
        notes = []
        for config in (target_config, project_config):
            levels.append((config or {}).get("buildSettings", {}) or {})
            xc = self.target_xcconfig(config)
            if xc:
                self.xcconfig_files.add(xc)
                parsed = XCConfig(self.srcroot_disk, xc, self.tree, notes)
                self.xcconfig_files.update(parsed.files)
                self.missing_xcconfigs.update(parsed.missing_files)
                self.case_found.update(parsed.case_found)
                levels.append(parsed.settings())
            else:
                levels.append({})
        builtins = {"TARGET_NAME": target.get("name"), "PROJECT_NAME": self.name,
                    "SRCROOT": "$SRCROOT", "PROJECT_DIR": "$SRCROOT", "SOURCE_ROOT": "$SRCROOT",
                    "CONFIGURATION": (target_config or {}).get("name", "Release"),
                    "PRODUCT_NAME": self.default_product_name(target), "PLATFORM_NAME": "iphoneos",
                    "EFFECTIVE_PLATFORM_NAME": "-iphoneos"}
        settings = Settings(levels, builtins, notes)
        return settings, notes

    def read_target(self, tid):
        target = self.objects[tid]
        name = target.get("name")
        sources, ib, inputs_missing = set(), set(), []
        for p in self.phase_files(target, "PBXSourcesBuildPhase"):
            if p.endswith(SOURCE_PHASE_EXTENSIONS):
                sources.add(p)
        for p in self.phase_files(target, "PBXHeadersBuildPhase"):
            if p.endswith(HEADER_EXTENSIONS):
                sources.add(p)
        for p in self.phase_files(target, "PBXResourcesBuildPhase"):
            if p.endswith(IB_EXTENSIONS):
                ib.add(p)
        for p, ext in self.synchronized(tid, target):
            if ext in SOURCE_PHASE_EXTENSIONS + HEADER_EXTENSIONS:
                sources.add(p)
            elif ext in IB_EXTENSIONS:
                ib.add(p)
        sources = {self.spelled(p) for p in sources}
        ib = {self.spelled(p) for p in ib}
        for p in sorted(sources | ib):
            if not self.exists(p):
                inputs_missing.append({"path": p, "reason": self.missing_reason(p)})
        settings, notes = self.settings_for(target)
        module = None
        for key in ("PRODUCT_MODULE_NAME", "PRODUCT_NAME"):
            raw, _ = settings.raw(key)
            if raw is not None:
                value = settings.value(key)
                if value:
                    module = value
                    break
        module = c99extidentifier(module or name)
        bridging = None
        raw, _ = settings.raw("SWIFT_OBJC_BRIDGING_HEADER")
        if raw is not None:
            value = settings.value("SWIFT_OBJC_BRIDGING_HEADER")
            if value:
                value = value.replace("$SRCROOT/", "").replace("$SRCROOT", "")
                bridging = self.spelled(normalize(value))
                if not self.exists(bridging):
                    inputs_missing.append({"path": bridging, "reason": self.missing_reason(bridging),
                                           "what": "bridging header"})
        deps = set()
        package_deps = []
        for did in target.get("dependencies", []):
            dep = self.objects.get(did, {})
            if dep.get("target") in self.objects:
                deps.add(self.objects[dep["target"]].get("name"))
            elif dep.get("targetProxy") in self.objects:
                info = self.objects[dep["targetProxy"]].get("remoteInfo")
                if info:
                    deps.add(info)
            elif dep.get("productRef") in self.objects:
                package_deps.append(self.objects[dep["productRef"]].get("productName"))
        notes = sorted(set(notes))
        return {
            "name": name,
            "module": module,
            "productType": target.get("productType"),
            "sources": sorted(sources),
            "interfaceBuilder": sorted(ib),
            "bridgingHeader": bridging,
            "dependencies": sorted(deps),
        }, {"missing": inputs_missing, "notes": notes, "packageDependencies": package_deps}

    def read(self):
        targets, extra = [], {}
        for tid in self.root.get("targets", []):
            if self.objects.get(tid, {}).get("isa") != "PBXNativeTarget":
                continue
            t, x = self.read_target(tid)
            targets.append(t)
            extra[t["name"]] = x
        for xc in sorted(self.xcconfig_files | self.missing_xcconfigs):
            if not self.exists(xc):
                self.notes.append("xcconfig %s: %s" % (xc, self.missing_reason(xc)))
        self.notes += sorted(self.case_notes)
        extra[None] = {"missing": [{"path": xc, "reason": self.missing_reason(xc), "what": "xcconfig"}
                                   for xc in sorted(self.missing_xcconfigs | self.xcconfig_files)
                                   if not self.exists(xc) and xc not in self.case_found],
                       "notes": [], "packageDependencies": []}
        return {"path": self.project_rel, "targets": targets}, extra


def matches_exception(rel, exception):
    """A membership exception names a file or a folder relative to the synchronized folder; `/Localized/D/N`
    (and `/Localized: D/N`) names every localization `D/*.lproj/N` of a variant file."""
    for prefix in ("/Localized/", "/Localized: "):
        if exception.startswith(prefix):
            v = normalize(exception[len(prefix):])
            d, n = posixpath.dirname(v), posixpath.basename(v)
            rd, rn = posixpath.dirname(rel), posixpath.basename(rel)
            if rn != n or not rd.endswith(".lproj"):
                return False
            return posixpath.dirname(rd) == d
    exception = normalize(exception)
    return rel == exception or rel.startswith(exception + "/")


def workspace_projects(repo_root, workspace_rel, others=None):
    """The .xcodeproj paths (relative to the repository root) that a workspace's contents.xcworkspacedata
    lists, in its order; Group elements nest their locations."""
    path = os.path.join(repo_root, workspace_rel, "contents.xcworkspacedata")
    base = posixpath.dirname(workspace_rel)
    out = []

    def location(loc, parent):
        kind, _, rest = (loc or "").partition(":")
        if kind in ("group", "container"):
            return join(parent if kind == "group" else base, rest)
        if kind == "self":
            return workspace_rel
        if kind == "absolute":
            return normalize(rest)
        return join(parent, rest)

    def walk(element, parent):
        for child in element:
            loc = location(child.get("location"), parent)
            if child.tag == "Group":
                walk(child, loc)
            elif child.tag == "FileRef" and loc.endswith(".xcodeproj"):
                out.append(loc)
            elif child.tag == "FileRef" and others is not None:
                others.append(loc)

    walk(ElementTree.parse(path).getroot(), base)
    return out


def read_entry(decoder, entry, repo_root, tree):
    """One manifest entry: a .xcodeproj, or a .xcworkspace whose projects are read in turn. Returns the
    SPEC JSON (paths of projects relative to the repository root), the extras and the notes."""
    path = entry["path"]
    out, extras, notes = [], {}, []
    if path.endswith(".xcworkspace"):
        others = []
        projects = workspace_projects(repo_root, path, others)
        notes += ["workspace lists %s, which is not a project (a package, a test plan): not read" % o for o in others]
    else:
        projects = [path]
    for p in projects:
        if not os.path.isfile(os.path.join(repo_root, p, "project.pbxproj")):
            notes.append("project %s is listed but not in the tree" % p)
            extras[p] = {None: {"missing": [{"path": posixpath.basename(p), "reason": "listed by the workspace, not in the tree",
                                             "what": "project"}], "notes": [], "packageDependencies": []}}
            continue
        try:
            proj = Project(decoder, repo_root, p, tree)
            data, extra = proj.read()
        except Exception as error:  # a malformed or truncated project file: a result, not a crash
            notes.append("project %s could not be read: %s: %s" % (p, type(error).__name__, error))
            out.append({"path": p, "targets": [], "error": "%s: %s" % (type(error).__name__, error)})
            continue
        out.append(data)
        extras[p] = extra
        notes += ["%s: %s" % (p, n) for n in sorted(set(proj.notes))]
    return {"version": 1, "projects": out}, extras, notes


# ---------------------------------------------------------------------------------------------
# Comparison with `reusegen targets`.
# ---------------------------------------------------------------------------------------------

FIELDS = ("module", "productType", "sources", "interfaceBuilder", "bridgingHeader", "dependencies")


def match_project(theirs, repo_root, ours_path, invoked):
    """reusegen's project entry for our project path: by the resolved .xcodeproj path, whether it prints
    it relative to the working folder, to the argument or absolute."""
    want = os.path.realpath(os.path.join(repo_root, ours_path))
    for p in theirs.get("projects", []):
        tp = p.get("path", "")
        for base in (repo_root, os.path.join(repo_root, posixpath.dirname(invoked))):
            if os.path.realpath(os.path.join(base, tp)) == want:
                return p
        if os.path.isabs(tp) and os.path.realpath(tp) == want:
            return p
    for p in theirs.get("projects", []):
        if posixpath.basename(p.get("path", "").rstrip("/")) == posixpath.basename(ours_path):
            return p
    return None


def compare(ours, theirs, repo_root, invoked):
    """Every difference: [(project, target, field, ours, theirs, only_ours, only_theirs)]."""
    diffs = []
    for op in ours["projects"]:
        tp = match_project(theirs, repo_root, op["path"], invoked)
        if tp is None:
            diffs.append((op["path"], "*", "project", "present", "absent", [], []))
            continue
        their_targets = {t.get("name"): t for t in tp.get("targets", [])}
        for ot in op["targets"]:
            tt = their_targets.pop(ot["name"], None)
            if tt is None:
                diffs.append((op["path"], ot["name"], "target", "present", "absent", [], []))
                continue
            for field in FIELDS:
                a, b = ot.get(field), tt.get(field)
                if isinstance(a, list) or isinstance(b, list):
                    sa, sb = set(a or []), set(b or [])
                    if sa != sb or (b is not None and list(b) != sorted(b)):
                        diffs.append((op["path"], ot["name"], field, len(sa), len(sb), sorted(sa - sb), sorted(sb - sa)))
                elif a != b:
                    diffs.append((op["path"], ot["name"], field, a, b, [], []))
        for name in their_targets:
            diffs.append((op["path"], name, "target", "absent", "present", [], []))
    return diffs


def run_tool(binary, args, cwd, timeout=600):
    started = time.time()
    try:
        p = subprocess.run([binary] + args, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
        return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace"), time.time() - started
    except subprocess.TimeoutExpired:
        return None, "", "timed out after %ds" % timeout, time.time() - started


def private_copy(binary):
    """The binary is rebuilt while we run: run a copy of it."""
    tmp = tempfile.mkdtemp(prefix="reusegen-xcode-projects-bin-")
    dest = os.path.join(tmp, "reusegen")
    shutil.copy2(binary, dest)
    return dest


# ---------------------------------------------------------------------------------------------
# Main.
# ---------------------------------------------------------------------------------------------

def load_entries(args):
    with open(args.manifest) as handle:
        manifest = json.load(handle)
    entries = manifest["projects"]
    if args.only:
        entries = [e for e in entries if e["name"] in args.only or e["repo"] in args.only
                   or e["repo"].split("/")[1] in args.only]
    return entries


def prepare(entry, args, cache):
    """(repo_root, tree) for an entry, extracting once per repository and commit."""
    key = (entry["repo"], entry["commit"])
    if key not in cache:
        gitdir, why = locate_snapshot(entry["repo"], entry["commit"], args.mirror_root, args.checkout_root)
        if gitdir is None:
            cache[key] = (None, why)
        else:
            cache[key] = extract(entry["repo"], entry["commit"], gitdir, args.cache)
    return cache[key]


def summarize_missing(extras):
    """(project, target or "(xcconfig)", path relative to SRCROOT, reason) of every missing input."""
    out = []
    for proj, per_target in extras.items():
        for tname, x in per_target.items():
            for m in x["missing"]:
                out.append((proj, tname if tname is not None else "(%s)" % m.get("what", "xcconfig"), m["path"], m["reason"]))
    return out


WARNED_PATH = re.compile(r"'([^']+)'(?:, which)? does not exist")
DIAGNOSTIC = re.compile(r"^(?P<loc>.+?)(?::\d+(?::\d+)?)?: (?P<severity>warning|note|error): (?P<message>.*)$")


def warned_missing(stderr, repo_root):
    """Repository-relative paths that the tool's diagnostics (warnings or notes) say do not exist. A quoted
    path is absolute, or relative to the project's folder when the diagnostic is located in a
    project.pbxproj, or to the folder of the xcconfig file it is located in (a configuration file names
    itself or a file it includes)."""
    out = set()
    for line in stderr.splitlines():
        m = DIAGNOSTIC.match(line)
        if not m or "not exist" not in m.group("message"):
            continue
        loc = m.group("loc")
        loc_abs = loc if os.path.isabs(loc) else os.path.join(repo_root, loc)
        for quoted in WARNED_PATH.findall(m.group("message")):
            if os.path.isabs(quoted):
                full = quoted
            elif loc.endswith("project.pbxproj"):
                full = os.path.join(os.path.dirname(os.path.dirname(loc_abs)), quoted)
            elif loc.endswith(".xcconfig") and posixpath.basename(loc) == posixpath.basename(quoted):
                full = loc_abs
            elif loc.endswith(".xcconfig"):
                full = os.path.join(os.path.dirname(loc_abs), quoted)
            elif "/" in quoted:
                full = os.path.join(repo_root, quoted)
            else:
                continue
            out.add(os.path.relpath(os.path.normpath(full), repo_root).replace(os.sep, "/"))
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--manifest", default=MANIFEST)
    parser.add_argument("--only", action="append", help="entry name or repository (repeatable)")
    parser.add_argument("--mirror-root", default=os.environ.get("REUSEGEN_MIRROR_ROOT", "/work/.mirror"))
    parser.add_argument("--checkout-root", help="folder of git clones named after the repository")
    parser.add_argument("--cache", default=DEFAULT_CACHE)
    parser.add_argument("--json", help="write the reading (every entry's SPEC JSON, missing files, notes) here")
    parser.add_argument("--compare", metavar="REUSEGEN_BINARY",
                        help="run `REUSEGEN_BINARY targets <project> --format json` and print every difference")
    parser.add_argument("--report", help="with --compare: write the differences as Markdown here")
    parser.add_argument("--time", action="store_true",
                        help="time `targets` (release build) on the largest project of the manifest")
    parser.add_argument("--reusegen", default=os.path.join(REPO_ROOT, ".build", "release", "reusegen"),
                        help="with --time: the binary to time")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--quiet", action="store_true", help="print no per-target listing")
    args = parser.parse_args()

    decoder = ensure_parser()
    os.makedirs(args.cache, exist_ok=True)
    entries = load_entries(args)
    snapshots = {}

    if args.time:
        return time_largest(entries, args, snapshots, decoder)

    binary = private_copy(args.compare) if args.compare else None
    results, all_diffs, report = [], [], []
    for entry in entries:
        repo_root, tree = prepare(entry, args, snapshots)
        if repo_root is None:
            print("skipping %s: %s" % (entry["name"], tree), file=sys.stderr)
            results.append({"name": entry["name"], "skipped": tree})
            continue
        started = time.time()
        data, extras, notes = read_entry(decoder, entry, repo_root, tree)
        seconds = time.time() - started
        missing = summarize_missing(extras)
        result = {"name": entry["name"], "repo": entry["repo"], "commit": entry["commit"], "path": entry["path"],
                  "reading": data, "missing": missing, "notes": notes, "read_seconds": round(seconds, 3),
                  "packageDependencies": {p: {t: x["packageDependencies"] for t, x in per.items() if x["packageDependencies"]}
                                          for p, per in extras.items()},
                  "targetNotes": {p: {t: x["notes"] for t, x in per.items() if x["notes"]} for p, per in extras.items()}}
        if not args.quiet:
            print("== %s (%s @ %s): %s" % (entry["name"], entry["repo"], entry["commit"][:10], entry["path"]))
            for proj in data["projects"]:
                for t in proj["targets"]:
                    print("  %-45s %-28s %-45s %4d sources %3d IB  bridging=%s  deps=%s" % (
                        (proj["path"] + ":" + t["name"])[-45:], t["module"], (t["productType"] or "")[-45:],
                        len(t["sources"]), len(t["interfaceBuilder"]), t["bridgingHeader"], ",".join(t["dependencies"])))
            for proj, tname, path, reason in missing:
                print("  missing: %s: %s: %s (%s)" % (proj, tname, path, reason))
            for n in notes:
                print("  note: %s" % n)
        if binary:
            rc, out, err, secs = run_tool(binary, ["targets", entry["path"], "--format", "json"], repo_root)
            result["tool"] = {"rc": rc, "seconds": round(secs, 3), "stderr": err[-4000:]}
            try:
                theirs = json.loads(out)
            except ValueError:
                theirs = None
            if theirs is None and data["projects"] and all(p.get("error") for p in data["projects"]):
                diffs = []      # neither reads it (a truncated or malformed project file); the tool says why
                result["tool"]["refused"] = err.strip()[-300:]
            elif theirs is None:
                diffs = [(entry["path"], "*", "run", "JSON", "status %s: %s" % (rc, err.strip()[-300:]), [], [])]
            else:
                diffs = compare(data, theirs, repo_root, entry["path"])
            # Missing inputs and xcconfig files: the tool warns about each (once per target is enough), and
            # about nothing else.
            expected = {}
            for p, t, path, _ in missing:
                rp = normalize(posixpath.dirname(p) + "/" + path) if posixpath.dirname(p) else path
                expected.setdefault(rp, (p, t))
            warned = warned_missing(err, repo_root)
            only_ours, only_theirs = set(expected) - warned, warned - set(expected)
            # A note about an included xcconfig may quote only its file name: match those by name.
            for rp in sorted(only_theirs):
                twins = [x for x in only_ours if x.endswith(".xcconfig") and posixpath.basename(x) == posixpath.basename(rp)]
                if twins:
                    only_ours.discard(twins[0])
                    only_theirs.discard(rp)
            for rp in sorted(only_ours):
                diffs.append((expected[rp][0], expected[rp][1], "missing-file warning", "expected", "none", [rp], []))
            for rp in sorted(only_theirs):
                diffs.append((entry["path"], "*", "missing-file warning", "none", "given", [], [rp]))
            result["differences"] = [list(d) for d in diffs]
            all_diffs += [(entry["name"],) + tuple(d) for d in diffs]
            warning_lines = [l for l in err.splitlines() if ": warning: " in l or ": note: " in l]
            result["tool"]["warnings"] = [len(warning_lines), len(set(warning_lines))]
            print("-- %s: reusegen targets: status %s, %.2fs, %d differences; %d warning and note lines, %d distinct" % (
                entry["name"], rc, secs, len(diffs), len(warning_lines), len(set(warning_lines))))
            for d in diffs:
                print("   " + format_diff(d))
            report.append((entry, result, diffs))
        results.append(result)

    if args.json:
        with open(args.json, "w") as handle:
            json.dump({"entries": results}, handle, indent=1)
    if binary:
        print("\n%d differences over %d entries" % (len(all_diffs), len(entries)))
        if args.report:
            with open(args.report, "w") as handle:
                write_report(handle, report, args.compare)
        shutil.rmtree(os.path.dirname(binary), ignore_errors=True)
        return 1 if all_diffs else 0
    return 0


def format_diff(d):
    proj, target, field, a, b, only_a, only_b = d
    line = "%s: %s: %s: ours %s, reusegen %s" % (proj, target, field, json.dumps(a), json.dumps(b))
    if only_a:
        line += "\n      only ours (%d): %s" % (len(only_a), ", ".join(only_a[:12]) + (" …" if len(only_a) > 12 else ""))
    if only_b:
        line += "\n      only reusegen (%d): %s" % (len(only_b), ", ".join(only_b[:12]) + (" …" if len(only_b) > 12 else ""))
    return line


def write_report(handle, report, binary):
    handle.write("# `reusegen targets` beside the independent reading\n\nBinary: `%s`\n\n" % binary)
    for entry, result, diffs in report:
        handle.write("## %s (`%s` @ %s, `%s`)\n\n" % (entry["name"], entry["repo"], entry["commit"][:10], entry["path"]))
        handle.write("Status %s, %.2f s, %d differences; %d warning and note lines, %d distinct.\n\n" % (
            result["tool"]["rc"], result["tool"]["seconds"], len(diffs), result["tool"]["warnings"][0],
            result["tool"]["warnings"][1]))
        for d in diffs:
            handle.write("- " + format_diff(d).replace("\n      ", "\n  - ") + "\n")
        handle.write("\n")


def time_largest(entries, args, snapshots, decoder):
    """`targets` of the release build on the largest project.pbxproj of the manifest, best of --runs, beside
    `cat` of the file and this script's own reading."""
    best = None
    for entry in entries:
        repo_root, tree = prepare(entry, args, snapshots)
        if repo_root is None:
            continue
        projects = workspace_projects(repo_root, entry["path"]) if entry["path"].endswith(".xcworkspace") else [entry["path"]]
        for p in projects:
            f = os.path.join(repo_root, p, "project.pbxproj")
            if os.path.isfile(f) and (best is None or os.path.getsize(f) > best[2]):
                best = (repo_root, p, os.path.getsize(f), entry, tree)
    if best is None:
        sys.exit("no project extracted")
    repo_root, project, size, entry, tree = best
    if not os.access(args.reusegen, os.X_OK):
        sys.exit("reusegen not found at %s (swift build -c release --product reusegen)" % args.reusegen)
    binary = private_copy(args.reusegen)
    times, cat_times, ours = [], [], []
    for _ in range(args.runs):
        t0 = time.time()
        subprocess.run(["cat", os.path.join(repo_root, project, "project.pbxproj")], stdout=subprocess.DEVNULL)
        cat_times.append(time.time() - t0)
        rc, out, err, secs = run_tool(binary, ["targets", project, "--format", "json"], repo_root)
        if rc != 0:
            print("reusegen targets exited %s: %s" % (rc, err[-400:]), file=sys.stderr)
        times.append(secs)
        t0 = time.time()
        read_entry(decoder, {"path": project}, repo_root, tree)
        ours.append(time.time() - t0)
    sources = sum(len(t["sources"]) for p in read_entry(decoder, {"path": project}, repo_root, tree)[0]["projects"]
                  for t in p["targets"])
    print("largest project: %s %s (%.2f MB, %d source references)" % (entry["repo"], project, size / 1e6, sources))
    print("%s targets --format json: best %.3f s, median %.3f s of %d (load average %.1f)" % (
        args.reusegen, min(times), sorted(times)[len(times) // 2], len(times), os.getloadavg()[0]))
    print("cat project.pbxproj: best %.4f s; this script's reading (Python, openstep_parser): best %.3f s" % (
        min(cat_times), min(ours)))
    shutil.rmtree(os.path.dirname(binary), ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
