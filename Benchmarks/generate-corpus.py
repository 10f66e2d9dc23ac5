#!/usr/bin/env python3
"""Generates a seeded corpus of realistic iOS-app Swift sources for benchmarking and checking reusegen.

    Benchmarks/generate-corpus.py --out Benchmarks/corpus/x1 [--seed 42] [--files 5000] [--scale 1]
                                  [--density 1]

Writes `--files × --scale` Swift files (about 11 KB each on average, so ≥ 50 MB at 1×) plus
`manifest.json`, the exact list of reusable views the corpus declares, with the fields of
`reusegen list --format json` that Swift sources alone decide: name, kind, file, line, column, generic,
status and conditions. `Benchmarks/check-corpus.py` diffs reusegen's listing against it.

Why it is built this way:
- File i's content depends only on (seed, i), never on the file count, so the 1× corpus is a prefix of the
  4× one and every size exercises the same mix. Cross-file references (subclass chains, typealiases,
  extensions of types in other files) always point to the "hub" file of the same block of ten, index
  i - i % 10 ≤ i, which therefore exists at every size.
- Every top-level name carries the file index, so the module never declares a name twice (duplicates would
  make lookup, and the expected answers, ambiguous).
- The expected location of each view is not computed by hand: templates put a marker right before the
  class's name token, and the final pass removes the markers while counting lines and UTF-8 byte columns
  (as DESIGN.md §4 defines them). Some files use CRLF line endings and non-ASCII text before a name on the same
  line to keep the column arithmetic honest.
- Every file embeds decoys — class declarations inside comments, doc comments, nested block comments,
  every kind of string literal, interpolations and regex literals, plus `class func`, `class var` and
  `protocol P: class` — which must never be listed. A few files sit in `Pods/`, `Carthage/` and `.build/`,
  which DESIGN.md §1 says are not scanned.
- The expected answers encode DESIGN.md §1 by construction; Scripts/compare-with-swiftsyntax.sh independently
  re-derives them with SwiftParser, which is how the manifest itself was validated.
"""

import argparse
import json
import multiprocessing
import os
import random
import re
import sys
import textwrap

# Markers around a view's id, placed right before its name token; never valid in Swift source.
MARK_OPEN, MARK_CLOSE = "\x01", "\x02"
MARK_RE = re.compile("\x01(\\d+)\x02")
PLACEHOLDER_RE = re.compile("«(\\w+)»")

TABLE, HEADER, COLLECTION, SUPPLEMENTARY = (
    "tableViewCell", "tableViewHeaderFooterView", "collectionViewCell", "collectionReusableView")

WORDS = ["Feed", "Profile", "Settings", "Search", "Checkout", "Cart", "Order", "Product", "Review", "Inbox",
         "Message", "Photo", "Album", "Story", "Comment", "Friend", "Notification", "Wallet", "Payment",
         "Map", "Place", "Event", "Ticket", "Booking", "Recipe", "Workout", "Playlist", "Track", "Podcast",
         "Article", "Video", "Course", "Lesson", "Badge", "Reward", "Coupon", "Address", "Contact"]
NOUNS = ["Item", "Summary", "Detail", "Preview", "Row", "Tile", "Card", "Banner", "Entry", "Option"]
FEATURE_DIRS = ["Feed", "Profile", "Settings", "Search", "Checkout", "Messaging", "Media", "Social",
                "Payments", "Discovery", "Onboarding", "Library"]


def t(text):
    """Dedents a template once, at import time, so templates can be indented like the code around them."""
    return textwrap.dedent(text).lstrip("\n")


def fill(template, **values):
    """Replaces «name» placeholders; « and » never occur in Swift code we generate, unlike { } and $."""
    return PLACEHOLDER_RE.sub(lambda m: values[m.group(1)], template)


class FileGen:
    """Builds one file: its blocks, and the expected views whose names carry markers."""

    def __init__(self, seed, index):
        self.rng = random.Random(f"{seed}:{index}")
        self.index = index
        self.counter = 0
        self.views = []

    def uid(self):
        """A module-unique suffix: the file index plus a per-file letter sequence (A, B, …, Z, AA, …)."""
        self.counter += 1
        n, letters = self.counter, ""
        while n:
            n, r = divmod(n - 1, 26)
            letters = chr(65 + r) + letters
        return f"{self.index:05d}{letters}"

    def mark(self, name, kind, generic=False, status="generated", conditions=()):
        self.views.append({"name": name, "kind": kind, "generic": generic, "status": status,
                           "conditions": list(conditions)})
        return f"{MARK_OPEN}{len(self.views) - 1}{MARK_CLOSE}"

    def word(self):
        return self.rng.choice(WORDS)

    def noun(self):
        return self.rng.choice(NOUNS)


# ---------------------------------------------------------------------------------------------------------
# Reusable-view scenarios. Each returns Swift text and registers the views it declares with g.mark().
# ---------------------------------------------------------------------------------------------------------

CELL_BODY = t("""
        static let preferredHeight: CGFloat = «height»
        private let titleLabel = UILabel()
        private let subtitleLabel = UILabel()
        private var currentID: «model».ID?

        override init(«initArgs») {
            super.init(«superArgs»)
            contentView.addSubview(titleLabel)
            contentView.addSubview(subtitleLabel)
            titleLabel.accessibilityIdentifier = "«name».title"
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func prepareForReuse() {
            super.prepareForReuse()
            titleLabel.text = nil
            subtitleLabel.text = nil
            currentID = nil
        }

        func configure(with model: «model») {
            currentID = model.id
            titleLabel.text = model.title
            subtitleLabel.text = "\\(model.count) items · updated \\(model.updatedAt.formatted(.relative(presentation: .named)))"
            accessibilityLabel = "\\(model.title), \\(model.count == 1 ? "one item" : "\\(model.count) items")"
        }
""")

INIT_ARGS = {
    TABLE: ("style: UITableViewCell.CellStyle, reuseIdentifier: String?", "style: style, reuseIdentifier: reuseIdentifier"),
    HEADER: ("reuseIdentifier: String?", "reuseIdentifier: reuseIdentifier"),
    COLLECTION: ("frame: CGRect", "frame: frame"),
    SUPPLEMENTARY: ("frame: CGRect", "frame: frame"),
}
ROOT_NAMES = {TABLE: ["UITableViewCell", "UIKit.UITableViewCell"],
              HEADER: ["UITableViewHeaderFooterView", "UIKit.UITableViewHeaderFooterView"],
              COLLECTION: ["UICollectionViewCell", "UICollectionViewListCell", "UIKit.UICollectionViewCell"],
              SUPPLEMENTARY: ["UICollectionReusableView", "UIKit.UICollectionReusableView"]}


def cell_body(g, name, kind, indent):
    """A realistic cell body, indented for its nesting level; ~1.3 KB."""
    init_args, super_args = INIT_ARGS[kind]
    body = fill(CELL_BODY, height=str(g.rng.choice([44, 56, 64, 72, 88, 120])), model=g.rng.choice(
        ["FeedItemModel", "ProfileSummary", "ProductViewModel", "MessagePreview"]),
        initArgs=init_args, superArgs=super_args, name=name)
    pad = " " * indent
    return "".join(pad + line if line.strip() else line for line in body.splitlines(True))


def small_body(g, indent):
    """A short body for the many secondary views, so that they do not dominate the corpus."""
    pad = " " * indent
    choice = g.rng.randrange(4)
    if choice == 0:
        return f"{pad}private let iconView = UIImageView()\n"
    if choice == 1:
        return f'{pad}override var reuseIdentifier: String? {{ "custom.{g.uid()}" }}\n'
    if choice == 2:
        return f"{pad}class var estimatedHeight: CGFloat {{ 44 }}\n{pad}class func make() -> Self? {{ nil }}\n"
    return f'{pad}var onTap: (() -> Void)?\n{pad}static let kind = "badge"\n'


def declared_identifier(g, name):
    """How apps declare a view's identifier, for three in four top-level views: a literal, the class's own
    name, or a constant of another type, which `list` and `generate` evaluate by reading the sources. The
    listing's identifiers are not in the manifest."""
    choice = g.rng.randrange(4)
    if choice == 0:
        return f'    static let reuseIdentifier = "{name}"\n\n', ""
    if choice == 1:
        return "    static var reuseIdentifier: String { String(describing: self) }\n\n", ""
    if choice == 2:
        ids = f"ReuseIdentifiers{g.uid()}"
        return f"    static let reuseIdentifier = {ids}.cell\n\n", f'\nenum {ids} {{\n    static let cell = "{name}"\n}}\n'
    return "", ""


def s_top_level(g):
    """Plain top-level views of every kind, with the usual modifiers and attributes."""
    kind = g.rng.choice([TABLE, TABLE, COLLECTION, COLLECTION, HEADER, SUPPLEMENTARY])
    name = g.word() + g.noun() + {TABLE: "Cell", COLLECTION: "Cell", HEADER: "HeaderView",
                                  SUPPLEMENTARY: "SupplementaryView"}[kind] + g.uid()
    prefix = g.rng.choice(["final class ", "class ", "public final class ", "open class ", "@MainActor\nfinal class ",
                           "@available(iOS 15.0, *)\npublic class ", "internal final class "])
    root = g.rng.choice(ROOT_NAMES[kind])
    extra = g.rng.choice(["", "", ", Configurable", ", @unchecked Sendable"])
    doc = f"/// Shows one {g.word().lower()} in the list.\n/// - Note: registered by the generated `registerAllReusableViews()`.\n"
    declared, after = declared_identifier(g, name)
    return (f"{doc}{prefix}{g.mark(name, kind)}{name}: {root}{extra} {{\n{declared}{cell_body(g, name, kind, 4)}}}\n"
            f"{after}")


def s_nested_in_controller(g):
    """Cells nested in a view controller, and in an extension of it (same file and the hub's)."""
    u = g.uid()
    vc = f"{g.word()}ViewController{u}"
    kind = g.rng.choice([TABLE, COLLECTION])
    inner = g.rng.choice(["Cell", "ItemCell", "Row"])
    footer = "FooterView"
    loading = "LoadingCell"
    cond = g.rng.random() < 0.3
    out = [f"final class {vc}: UIViewController {{\n",
           f"    private lazy var tableView = UITableView(frame: .zero, style: .insetGrouped)\n",
           f"    private var items: [FeedItemModel] = []\n\n",
           f"    final class {g.mark(vc + '.' + inner, kind)}{inner}: {ROOT_NAMES[kind][0]} {{\n",
           cell_body(g, inner, kind, 8), "    }\n\n"]
    if cond:
        out += ["    #if DEBUG\n",
                f"    final class {g.mark(vc + '.DebugCell', TABLE, conditions=['DEBUG'])}DebugCell: UITableViewCell {{}}\n",
                "    #endif\n\n"]
    out += ["    override func viewDidLoad() {\n",
            "        super.viewDidLoad()\n",
            f'        title = NSLocalizedString("{vc}.title", comment: "Screen title")\n',
            f"        tableView.register({inner}.self, forCellReuseIdentifier: \"{inner}\")\n",
            "        view.addSubview(tableView)\n    }\n}\n\n"]
    out += [f"extension {vc} {{\n",
            f"    final class {g.mark(vc + '.' + footer, HEADER)}{footer}: UITableViewHeaderFooterView {{\n",
            small_body(g, 8), "    }\n\n",
            f"    class {g.mark(vc + '.' + loading, TABLE)}{loading}: UIKit.UITableViewCell {{}}\n}}\n"]
    return "".join(out)


def s_hub_extension(g, hub):
    """A cell declared in this file inside an extension of a type declared in the hub file."""
    name = f"Promo{g.uid()}"
    return (f"extension FeatureHub{hub}.Cards {{\n"
            f"    /// Lives in FeatureHub{hub}.Cards, declared in another file.\n"
            f"    final class {g.mark(f'FeatureHub{hub}.Cards.{name}', COLLECTION)}{name}: Base {{\n"
            f"{small_body(g, 8)}    }}\n}}\n")


def s_cross_file_chain(g, hub):
    """Subclass chains that start in the hub file: direct, through a typealias and through a nested type."""
    u = g.uid()
    a, b, c, d = f"Article{u}Cell", f"Featured{u}Cell", f"Gallery{u}Cell", f"Aliased{u}Row"
    return (f"class {g.mark(a, TABLE)}{a}: BaseListCell{hub} {{\n{small_body(g, 4)}}}\n\n"
            f"final class {g.mark(b, TABLE)}{b}: {a} {{\n    override func prepareForReuse() {{ super.prepareForReuse() }}\n}}\n\n"
            f"final class {g.mark(c, COLLECTION)}{c}: FeatureHub{hub}.Cards.Base {{}}\n\n"
            f"final class {g.mark(d, TABLE)}{d}: HubRow{hub} {{}}\n\n"
            f"final class {g.mark(f'Grid{u}', COLLECTION)}Grid{u}: BaseGridCell{hub}, Hashable {{\n"
            f"    static func == (lhs: Grid{u}, rhs: Grid{u}) -> Bool {{ lhs === rhs }}\n"
            f"    func hash(into hasher: inout Hasher) {{ hasher.combine(ObjectIdentifier(self)) }}\n}}\n")


def s_inherited_member(g, hub):
    """A superclass's member type is in scope in a subclass's body (BaseScreen declares Row)."""
    u = g.uid()
    screen = f"Screen{u}"
    return (f"final class {screen}: BaseScreen{hub} {{\n"
            f"    final class {g.mark(screen + '.FancyRow', TABLE)}FancyRow: Row {{}}\n"
            f"    override func viewDidLoad() {{ super.viewDidLoad() }}\n}}\n")


def s_private(g):
    """Unreachable views: private/fileprivate, in private types and extensions, in extensions of private types."""
    u = g.uid()
    w = g.word()
    out = []
    pick = g.rng.randrange(5)
    if pick == 0:
        n = f"{w}PrivateCell{u}"
        out.append(f"private final class {g.mark(n, TABLE, status='skipped')}{n}: UITableViewCell {{}}\n")
    elif pick == 1:
        n = f"{w}FilePrivateCell{u}"
        out.append(f"fileprivate class {g.mark(n, COLLECTION, status='skipped')}{n}: UICollectionViewCell {{\n{small_body(g, 4)}}}\n")
    elif pick == 2:
        n = f"{w}Helpers{u}"
        out.append(f"private enum {n} {{\n    final class {g.mark(n + '.Cell', TABLE, status='skipped')}Cell: UITableViewCell {{}}\n}}\n")
    elif pick == 3:
        n = f"{w}Screen{u}"
        kw = g.rng.choice(["private", "fileprivate"])
        out.append(f"final class {n}: UIViewController {{}}\n\n{kw} extension {n} {{\n"
                   f"    final class {g.mark(n + '.Spinner', TABLE, status='skipped')}Spinner: UITableViewCell {{}}\n}}\n")
    else:
        n = f"{w}Model{u}"
        out.append(f"private struct {n} {{ var id = UUID() }}\n\nextension {n} {{\n"
                   f"    final class {g.mark(n + '.Preview', SUPPLEMENTARY, status='skipped')}Preview: UICollectionReusableView {{}}\n}}\n")
    return "".join(out)


def s_local(g):
    """Views local to a function, closure, accessor, observer, initializer or switch case."""
    u = g.uid()
    host = f"{g.word()}Factory{u}"
    pick = g.rng.randrange(5)
    if pick == 0:
        body = (f"    func makePlaceholder() -> UITableViewCell {{\n"
                f"        final class {g.mark('PlaceholderCell', TABLE, status='skipped')}PlaceholderCell: UITableViewCell {{}}\n"
                f"        final class {g.mark('FancyPlaceholder', TABLE, status='skipped')}FancyPlaceholder: PlaceholderCell {{}}\n"
                f"        return FancyPlaceholder(style: .default, reuseIdentifier: nil)\n    }}\n")
    elif pick == 1:
        body = (f"    lazy var sizingCell: UICollectionViewCell = {{\n"
                f"        class {g.mark('SizingCell', COLLECTION, status='skipped')}SizingCell: UICollectionViewCell {{}}\n"
                f"        return SizingCell(frame: .zero)\n    }}()\n")
    elif pick == 2:
        body = (f"    var header: UITableViewHeaderFooterView {{\n"
                f"        final class {g.mark('ComputedHeader', HEADER, status='skipped')}ComputedHeader: UITableViewHeaderFooterView {{}}\n"
                f"        return ComputedHeader(reuseIdentifier: \"computed\")\n    }}\n")
    elif pick == 3:
        body = (f"    var mode = 0 {{\n        didSet {{\n"
                f"            final class {g.mark('ObserverCell', TABLE, status='skipped')}ObserverCell: UITableViewCell {{}}\n"
                f"            print(ObserverCell.self, oldValue)\n        }}\n    }}\n")
    else:
        body = (f"    func cell(for section: Int) -> UICollectionReusableView {{\n"
                f"        switch section {{\n        case 0:\n"
                f"            final class {g.mark('FirstSection', SUPPLEMENTARY, status='skipped')}FirstSection: UICollectionReusableView {{}}\n"
                f"            return FirstSection(frame: .zero)\n"
                f"        default:\n            return UICollectionReusableView(frame: .zero)\n        }}\n    }}\n")
    return f"final class {host} {{\n{body}}}\n"


def s_generic(g):
    """Generic views, views nested in generic types and extensions of them, and a concrete specialisation."""
    u = g.uid()
    gc, sc, box = f"GenericCell{u}", f"SectionController{u}", f"ConcreteCell{u}"
    return (f"class {g.mark(gc, COLLECTION, generic=True)}{gc}<Item: Hashable & Sendable>: UICollectionViewCell {{\n"
            f"    var item: Item?\n    func configure(_ item: Item) {{ self.item = item }}\n}}\n\n"
            f"final class {g.mark(box, COLLECTION)}{box}: {gc}<String> {{}}\n\n"
            f"struct {sc}<Model: Hashable> where Model: Identifiable {{\n"
            f"    var models: [Model] = []\n"
            f"    final class {g.mark(sc + '.Cell', TABLE, generic=True)}Cell: UITableViewCell {{}}\n}}\n\n"
            f"extension {sc} {{\n"
            f"    final class {g.mark(sc + '.Header', SUPPLEMENTARY, generic=True)}Header: UICollectionReusableView {{}}\n}}\n")


def s_typealias(g):
    """Typealiases to roots, nested aliases, alias chains and an alias used inside its own namespace."""
    u = g.uid()
    out = (f"typealias FeedRowBase{u} = UITableViewCell\n"
           f"typealias HeaderBase{u} = FooterBase{u}\n"
           f"typealias FooterBase{u} = UIKit.UITableViewHeaderFooterView\n\n"
           f"enum Styles{u} {{\n    typealias Card = UICollectionViewCell\n"
           f"    typealias Supplement = UIKit.UICollectionReusableView\n"
           f"    typealias List = UICollectionViewListCell\n"
           f"    final class {g.mark(f'Styles{u}.Setting', COLLECTION)}Setting: List {{}}\n}}\n\n"
           f"final class {g.mark(f'Timeline{u}Cell', TABLE)}Timeline{u}Cell: FeedRowBase{u} {{}}\n"
           f"final class {g.mark(f'Section{u}Header', HEADER)}Section{u}Header: HeaderBase{u} {{}}\n"
           f"final class {g.mark(f'Card{u}Cell', COLLECTION)}Card{u}Cell: Styles{u}.Card {{}}\n"
           f"final class {g.mark(f'Badge{u}View', SUPPLEMENTARY)}Badge{u}View: Styles{u}.Supplement {{}}\n")
    return out


def s_conditional(g):
    """Views in #if / #elseif / #else clauses, nested #if, and #if inside a type body."""
    u = g.uid()
    pick = g.rng.randrange(6)
    if pick == 0:
        n = f"DebugMenuCell{u}"
        return (f"#if DEBUG\nfinal class {g.mark(n, TABLE, conditions=['DEBUG'])}{n}: UITableViewCell {{\n"
                f'    let version = "\\(Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") ?? "?")"\n}}\n'
                f"#else\nfinal class {g.mark(n, TABLE, conditions=['!(DEBUG)'])}{n}: UITableViewCell {{}}\n#endif\n")
    if pick == 1:
        n = f"PlatformCell{u}"
        return (f"#if os(iOS)\nfinal class {g.mark(n, COLLECTION, conditions=['os(iOS)'])}{n}: UICollectionViewListCell {{}}\n"
                f"#elseif os(tvOS)\nfinal class {g.mark(n, COLLECTION, conditions=['!(os(iOS)) && (os(tvOS))'])}{n}: UICollectionViewCell {{}}\n"
                f"#elseif targetEnvironment(macCatalyst)\nfinal class {g.mark(n, COLLECTION, conditions=['!(os(iOS)) && !(os(tvOS)) && (targetEnvironment(macCatalyst))'])}{n}: UICollectionViewCell {{}}\n"
                f"#else\nfinal class {g.mark(n, COLLECTION, conditions=['!(os(iOS)) && !(os(tvOS)) && !(targetEnvironment(macCatalyst))'])}{n}: UICollectionViewCell {{}}\n#endif\n")
    if pick == 2:
        n = f"Diagnostics{u}"
        conds = ["canImport(UIKit)", "DEBUG && !TESTING"]
        return (f"#if canImport(UIKit)\nimport UIKit\n\nenum {n} {{\n    #if  DEBUG   &&  !TESTING // only in debug builds\n"
                f"    final class {g.mark(n + '.LogCell', TABLE, conditions=conds)}LogCell: UITableViewCell {{}}\n"
                f"    #endif\n}}\n#endif\n")
    if pick == 3:
        n = f"Beta{u}"
        return (f"extension FeedItemModel {{\n    #if BETA\n"
                f"    final class {g.mark('FeedItemModel.' + n, HEADER, conditions=['BETA'])}{n}: UITableViewHeaderFooterView {{}}\n"
                f"    #elseif INTERNAL\n"
                f"    final class {g.mark('FeedItemModel.' + n, HEADER, conditions=['!(BETA) && (INTERNAL)'])}{n}: UITableViewHeaderFooterView {{}}\n"
                f"    #endif\n}}\n")
    if pick == 4:
        # A comment inside the condition and irregular spacing: rendered without the comment, spaces collapsed.
        n = f"Wide{u}Cell"
        return (f"#if os(iOS)  /* phones and pads */ ||\ttargetEnvironment(macCatalyst)\n"
                f"final class {g.mark(n, COLLECTION, conditions=['os(iOS) || targetEnvironment(macCatalyst)'])}{n}: UICollectionViewCell {{}}\n"
                f"#endif\n")
    n = f"Flag{u}Cell"
    return (f"#if FEATURE_X\n#if DEBUG\nfinal class {g.mark(n, TABLE, conditions=['FEATURE_X', 'DEBUG'])}{n}: UITableViewCell {{}}\n"
            f"#endif\n#endif\n")


def s_lookup(g):
    """DESIGN.md §1 lookup rules: innermost scope first, extension scopes, and module classes shadowing roots."""
    u = g.uid()
    pick = g.rng.randrange(3)
    if pick == 0:
        # The nested Card shadows the top-level Card for code inside Legacy only.
        return (f"class {g.mark(f'Card{u}', TABLE)}Card{u}: UITableViewCell {{}}\n\n"
                f"enum Legacy{u} {{\n    class Card{u}: UIView {{}}\n"
                f"    final class Holder: Card{u} {{}}  // a UIView, not a cell\n}}\n")
    if pick == 1:
        # `extension Catalog.Section` sees Section's members and the module, not Catalog's.
        return (f"class {g.mark(f'Tile{u}', COLLECTION)}Tile{u}: UICollectionViewCell {{}}\n\n"
                f"enum Catalog{u} {{\n    class Tile{u}: UIView {{}}\n    enum Section {{}}\n}}\n\n"
                f"extension Catalog{u}.Section {{\n"
                f"    final class {g.mark(f'Catalog{u}.Section.Entry', COLLECTION)}Entry: Tile{u} {{}}\n}}\n\n"
                f"extension Catalog{u} {{\n    final class Inner: Tile{u} {{}}  // Catalog's Tile: a UIView\n}}\n")
    # A module type named like a UIKit root shadows it; the UIKit. prefix still reaches UIKit.
    return (f"enum Compat{u} {{\n"
            f"    class UICollectionViewCell: UIView {{}}\n"
            f"    final class Tile: UICollectionViewCell {{}}\n"
            f"    final class {g.mark(f'Compat{u}.RealTile', COLLECTION)}RealTile: UIKit.UICollectionViewCell {{}}\n"
            f"    class {g.mark(f'Compat{u}.UITableViewCell', TABLE)}UITableViewCell: UIKit.UITableViewCell {{}}\n"
            f"    final class {g.mark(f'Compat{u}.Row', TABLE)}Row: UITableViewCell {{}}\n}}\n")


def s_nested_in_cell(g):
    """A supplementary view nested in a cell, a backticked name and a name after non-ASCII text."""
    u = g.uid()
    cell = f"Product{u}Cell"
    return (f"final class {g.mark(cell, COLLECTION)}{cell}: UICollectionViewCell {{\n"
            f"    final class {g.mark(cell + '.BadgeView', SUPPLEMENTARY)}BadgeView: UICollectionReusableView {{\n"
            f"        static let elementKind = \"badge-{u}\"\n    }}\n"
            f"    enum Section {{ case main }}\n}}\n\n"
            f"enum Sections{u} {{\n    final class {g.mark(f'Sections{u}.default', TABLE)}`default`: UITableViewCell {{}}\n}}\n\n"
            f"enum Badges{u} {{ static let fire = \"🔥 ünïcødé\"; final class {g.mark(f'Badges{u}.FireCell', TABLE)}FireCell: UITableViewCell {{}} }}\n"
            f"/* ✨ */ final class {g.mark(f'Über{u}Zelle', TABLE)}Über{u}Zelle: UITableViewCell {{}}\n")


def s_chain_in_file(g):
    """A three-level chain within one file, declared leaf first so resolution cannot rely on order."""
    u = g.uid()
    leaf, mid, base = f"Leaf{u}Cell", f"Middle{u}Cell", f"Root{u}Cell"
    return (f"final class {g.mark(leaf, HEADER)}{leaf}: {mid} {{}}\n"
            f"class {g.mark(mid, HEADER)}{mid}: {base} {{\n    override func layoutSubviews() {{ super.layoutSubviews() }}\n}}\n"
            f"class {g.mark(base, HEADER)}{base}: UITableViewHeaderFooterView {{\n{small_body(g, 4)}}}\n")


# Scenario weights: common shapes often, edge cases sometimes.
SCENARIOS = [(s_top_level, 10), (s_nested_in_controller, 4), (s_private, 2), (s_local, 2), (s_generic, 2),
             (s_typealias, 1), (s_conditional, 3), (s_lookup, 1), (s_nested_in_cell, 1), (s_chain_in_file, 1)]
HUB_SCENARIOS = [(s_cross_file_chain, 3), (s_hub_extension, 2), (s_inherited_member, 2)]


def hub_file_block(g, hub):
    """What every tenth file declares for the next nine to build on."""
    return (f"/// Shared bases for the {hub} feature block.\n"
            f"open class {g.mark(f'BaseListCell{hub}', TABLE)}BaseListCell{hub}: UITableViewCell {{\n{cell_body(g, f'BaseListCell{hub}', TABLE, 4)}}}\n\n"
            f"class {g.mark(f'BaseGridCell{hub}', COLLECTION)}BaseGridCell{hub}: UICollectionViewCell {{}}\n\n"
            f"typealias HubRow{hub} = BaseListCell{hub}\n\n"
            f"enum FeatureHub{hub} {{\n    enum Cards {{\n"
            f"        class {g.mark(f'FeatureHub{hub}.Cards.Base', COLLECTION)}Base: UICollectionViewCell {{}}\n    }}\n}}\n\n"
            f"class BaseScreen{hub}: UIViewController {{\n"
            f"    class {g.mark(f'BaseScreen{hub}.Row', TABLE)}Row: UITableViewCell {{}}\n}}\n")


# ---------------------------------------------------------------------------------------------------------
# Decoys: class declarations that are not code. None of them may be listed.
# ---------------------------------------------------------------------------------------------------------

DECOYS = [
    t("""
    // class FakeCell«u»: UITableViewCell {}
    /// final class DocCell«u»: UICollectionViewCell {}
    /// ```swift
    /// class SampleCell«u»: UITableViewCell { }
    /// ```
    """),
    t("""
    /* outer comment /* class NestedFake«u»: UITableViewCell {} */
       class StillInsideComment«u»: UICollectionViewCell {} — block comments nest in Swift */
    """),
    t("""
    enum Snippets«u» {
        static let cellTemplate = "class Fake«u»: UITableViewCell {}"
        static let escaped = "\\"class Escaped«u»: UITableViewCell {}\\" // not a comment"
        static let url = "https://example.com/*not-a-comment*/class/Fake«u»"
        static let multiline = \"\"\"
            final class MultiLineFake«u»: UITableViewCell {
                // "quotes" and \\(interpolation) inside
            }
            \"\"\"
        static let raw = #"class RawFake«u»: UICollectionViewCell { "quoted" \\(notInterpolated) }"#
        static let rawer = ##"class RawerFake«u»: UITableViewCell { "#" }"##
        static let rawMultiline = #\"\"\"
            class RawMultiLineFake«u»: UICollectionReusableView {}
            \"\"\" is still inside
            \"\"\"#
    }
    """),
    t("""
    struct Describer«u» {
        var flag = false
        var name = "x"
        func describe(_ values: [Int]) -> String {
            "prefix \\(flag ? "class A«u»: UITableViewCell {}" : "\\("class B«u»: UICollectionViewCell {}")") suffix \\(values.map { "\\($0) class C«u»: UITableViewCell {" }.joined(separator: "}"))"
        }
        func raw() -> String {
            #"\\#(name) class D«u»: UITableViewCell {"#
        }
    }
    """),
    t("""
    enum Patterns«u» {
        static let declaration = #/class\\s+(\\w+)\\s*:\\s*UITableViewCell\\s*\\{/#
        static let quoted = #/"class Fake«u»: UITableViewCell \\{"/#
        static func matches(_ line: String) -> Bool {
            line.contains(/class Fake«u»: UICollectionViewCell \\{\\}/)
        }
        static func ratio(_ width: Double, _ scale: Double) -> Double { width / 2 / scale }
    }
    """),
    t("""
    protocol LegacyDelegate«u»: class {
        func didSelect(_ index: Int)
    }
    final class Theme«u» {
        class var shared: Theme«u» { Theme«u»() }
        class func make() -> Theme«u» { Theme«u»() }
        static let `class` = "class Fake«u»: UITableViewCell {}"
        enum Kind { case `class`, `struct` }
        let kind: Kind = .`class`
    }
    """),
    t("""
    @available(*, deprecated, message: "use class Modern«u»: UITableViewCell instead")
    func legacyCellFactory«u»() -> String {
        // don't use class Legacy«u»: UITableViewCell — it's gone
        let note = "it's \\"class Quoted«u»: UITableViewCell {}\\""
        return note
    }
    """),
]


# ---------------------------------------------------------------------------------------------------------
# Filler: the everyday code of an iOS app, which is most of the bytes a scanner reads.
# ---------------------------------------------------------------------------------------------------------

MODEL = t("""
/// A «w» as the backend returns it.
public struct «w»Model«u»: Codable, Hashable, Identifiable, Sendable {
    public let id: UUID
    public var title: String
    public var subtitle: String?
    public var count: Int
    public var tags: [String]
    public var updatedAt: Date
    public var metadata: [String: String]
«props»
    enum CodingKeys: String, CodingKey {
        case id, title, subtitle, count, tags
        case updatedAt = "updated_at"
        case metadata = "meta"
«keys»
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? "Untitled"
        subtitle = try container.decodeIfPresent(String.self, forKey: .subtitle)
        count = try container.decode(Int.self, forKey: .count)
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
        updatedAt = try container.decode(Date.self, forKey: .updatedAt)
        metadata = try container.decodeIfPresent([String: String].self, forKey: .metadata) ?? [:]
«decodes»
    }

    var displayTitle: String {
        subtitle.map { "\\(title) — \\($0)" } ?? title
    }
}
""")

NETWORK = t("""
enum «w»Endpoint«u» {
    case list(page: Int, pageSize: Int = 20)
    case detail(id: UUID)
    case search(query: String, filters: [String: String])
    case upload(data: Data, mimeType: String)

    var path: String {
        switch self {
        case .list(let page, let size): return "/v2/«lw»?page=\\(page)&size=\\(size)"
        case .detail(let id): return "/v2/«lw»/\\(id.uuidString.lowercased())"
        case let .search(query, filters):
            let encoded = filters.map { "\\($0.key)=\\($0.value)" }.sorted().joined(separator: "&")
            return "/v2/«lw»/search?q=\\(query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? "")&\\(encoded)"
        case .upload: return "/v2/«lw»/upload"
        }
    }

    var method: String {
        if case .upload = self { return "POST" }
        return "GET"
    }
}

final class «w»Service«u»: @unchecked Sendable {
    enum ServiceError: Error, CustomStringConvertible {
        case badStatus(Int, body: String?)
        case decoding(underlying: Error)
        case offline

        var description: String {
            switch self {
            case .badStatus(let code, let body): return "HTTP \\(code): \\(body ?? "<empty>")"
            case .decoding(let error): return "decoding failed: \\(error)"
            case .offline: return "The Internet connection appears to be offline."
            }
        }
    }

    private let session: URLSession
    private let baseURL = URL(string: "https://api.example.com")!
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    init(session: URLSession = .shared) {
        self.session = session
    }

    func request<T: Decodable>(_ endpoint: «w»Endpoint«u», as type: T.Type = T.self) async throws -> T {
        var request = URLRequest(url: baseURL.appendingPathComponent(endpoint.path))
        request.httpMethod = endpoint.method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("Bearer \\(TokenStore.shared.token ?? "")", forHTTPHeaderField: "Authorization")
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw ServiceError.offline }
        guard (200..<300).contains(http.statusCode) else {
            throw ServiceError.badStatus(http.statusCode, body: String(data: data, encoding: .utf8))
        }
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw ServiceError.decoding(underlying: error)
        }
    }

    func fetchAll(pages: Int, completion: @escaping @Sendable (Result<[«w»Model«u»], Error>) -> Void) {
        Task {
            var all: [«w»Model«u»] = []
            for page in 0..<pages {
                do {
                    let items: [«w»Model«u»] = try await request(.list(page: page))
                    all += items
                } catch {
                    completion(.failure(error))
                    return
                }
            }
            completion(.success(all.sorted { $0.updatedAt > $1.updatedAt }))
        }
    }
}
""")

CONTROLLER = t("""
final class «w»ListViewController«u»: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let refreshControl = UIRefreshControl()
    private var items: [«w»Item«u»] = [] {
        didSet { tableView.reloadData() }
    }
    private var observers: [NSObjectProtocol] = []
    var onSelect: ((«w»Item«u») -> Void)?

    struct «w»Item«u»: Hashable {
        let id: Int
        let title: String
        let isNew: Bool
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "«w»"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.addItem()
        })
        tableView.dataSource = self
        tableView.delegate = self
        tableView.refreshControl = refreshControl
        refreshControl.addTarget(self, action: #selector(refresh), for: .valueChanged)
        view.addSubview(tableView)
        observers.append(NotificationCenter.default.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
        ) { [weak self] _ in
            self?.refresh()
        })
    }

    deinit {
        observers.forEach(NotificationCenter.default.removeObserver)
    }

    @objc private func refresh() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.«n») { [weak self] in
            guard let self else { return }
            self.items = (0..<«m»).map { «w»Item«u»(id: $0, title: "«w» #\\($0 + 1)", isNew: $0 % 3 == 0) }
            self.refreshControl.endRefreshing()
        }
    }

    private func addItem() {
        let next = (items.map(\\.id).max() ?? 0) + 1
        items.append(«w»Item«u»(id: next, title: String(format: "%@ %d", "«w»", next), isNew: true))
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "«w»Cell", for: indexPath)
        let item = items[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = item.isNew ? "🆕 \\(item.title)" : item.title
        content.secondaryText = "Row \\(indexPath.row) of \\(items.count)"
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        onSelect?(items[indexPath.row])
    }
}
""")

PROTOCOLS = t("""
protocol «w»Repository«u»: AnyObject {
    associatedtype Entity: Identifiable & Sendable
    func load(id: Entity.ID) async throws -> Entity?
    func save(_ entity: Entity) async throws
    func observe(_ handler: @escaping (Entity) -> Void) -> AnyCancellable«u»
}

extension «w»Repository«u» {
    func loadAll(ids: [Entity.ID]) async throws -> [Entity] {
        var result: [Entity] = []
        for id in ids {
            if let entity = try await load(id: id) { result.append(entity) }
        }
        return result
    }
}

final class AnyCancellable«u»: Hashable {
    private let cancelAction: () -> Void
    init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    deinit { cancelAction() }
    static func == (lhs: AnyCancellable«u», rhs: AnyCancellable«u») -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

enum «w»Event«u»: Equatable {
    case appeared(screen: String, at: Date)
    case tapped(element: String, position: (x: Double, y: Double))
    case failed(code: Int, message: String?)
    case custom([String: String])

    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.appeared(a, d1), .appeared(b, d2)): return a == b && d1 == d2
        case let (.tapped(a, p1), .tapped(b, p2)): return a == b && p1 == p2
        case let (.failed(c1, m1), .failed(c2, m2)): return c1 == c2 && m1 == m2
        case let (.custom(a), .custom(b)): return a == b
        default: return false
        }
    }

    var analyticsName: String {
        switch self {
        case .appeared(let screen, _): "screen_\\(screen.lowercased())"
        case .tapped(let element, _) where element.hasPrefix("btn"): "button_\\(element.dropFirst(3))"
        case .tapped(let element, _): "tap_\\(element)"
        case .failed(let code, _): "error_\\(code)"
        case .custom(let values): values["name", default: "custom"]
        }
    }
}
""")

WRAPPERS = t("""
@propertyWrapper
struct Clamped«u»<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }

    var projectedValue: ClosedRange<Value> { range }
}

@propertyWrapper
struct UserDefault«u»<T> {
    let key: String
    let defaultValue: T
    var wrappedValue: T {
        get { UserDefaults.standard.object(forKey: key) as? T ?? defaultValue }
        set { UserDefaults.standard.set(newValue, forKey: key) }
    }
}

struct «w»Preferences«u» {
    @Clamped«u»(0...100) var volume = 50
    @Clamped«u»(0.5...3.0) var playbackRate = 1.0
    @UserDefault«u»(key: "«lw».onboarding.seen", defaultValue: false) var hasSeenOnboarding: Bool
    @UserDefault«u»(key: "«lw».theme", defaultValue: "system") var theme: String
}

struct Cache«u»<Key: Hashable, Value> {
    private var storage: [Key: (value: Value, expires: Date)] = [:]
    let lifetime: TimeInterval

    subscript(key: Key) -> Value? {
        get {
            guard let entry = storage[key], entry.expires > Date() else { return nil }
            return entry.value
        }
        set {
            storage[key] = newValue.map { ($0, Date().addingTimeInterval(lifetime)) }
        }
    }

    mutating func removeExpired() {
        let now = Date()
        storage = storage.filter { $0.value.expires > now }
    }
}

extension Array where Element: Hashable {
    func uniqued«u»() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

extension Collection {
    subscript(safe«u» index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
""")

STRINGS = t("""
enum «w»Copy«u» {
    static func greeting(name: String, unread: Int) -> String {
        \"\"\"
        Hello, \\(name)!
        You have \\(unread == 0 ? "no" : "\\(unread)") unread \\(unread == 1 ? "message" : "messages").
            Indented line with "quotes" and a backslash: \\\\
        \"\"\"
    }

    static let jsonSample = #\"\"\"
    {
        "id": "\\(not-interpolated)",
        "title": "Swift \\"raw\\" strings",
        "regex": "^[a-z]+\\\\d*$"
    }
    \"\"\"#

    static let emailPattern = #/^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$/#
    static let hashtag = /#\\w+/

    static func highlight(_ text: String) -> [Substring] {
        text.matches(of: hashtag).map { text[$0.range] }
    }

    static let separator = "/* not a comment */ // nor this"
    static let emoji = "👩‍👩‍👧‍👦 Family · 🇯🇵 日本語 · Ελληνικά"
}
""")

DEBUG = t("""
#if DEBUG
enum DebugLog«u» {
    static var isVerbose = ProcessInfo.processInfo.environment["VERBOSE"] != nil

    static func log(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
        guard isVerbose else { return }
        #if os(iOS)
        print("[iOS] \\(file):\\(line) \\(message())")
        #elseif os(macOS)
        print("[macOS] \\(file):\\(line) \\(message())")
        #else
        print("\\(file):\\(line) \\(message())")
        #endif
    }
}
#else
enum DebugLog«u» {
    static func log(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {}
}
#endif
""")

CONCURRENCY = t("""
actor «w»Store«u» {
    private var values: [String: Int] = [:]
    private var continuations: [UUID: AsyncStream<Int>.Continuation] = [:]

    func increment(_ key: String, by amount: Int = 1) -> Int {
        let next = values[key, default: 0] + amount
        values[key] = next
        for continuation in continuations.values { continuation.yield(next) }
        return next
    }

    func updates() -> AsyncStream<Int> {
        AsyncStream { continuation in
            let id = UUID()
            continuations[id] = continuation
            continuation.onTermination = { @Sendable [weak self] _ in
                Task { await self?.remove(id) }
            }
        }
    }

    private func remove(_ id: UUID) {
        continuations[id] = nil
    }
}

@MainActor
final class «w»ViewModel«u»: ObservableObject {
    @Published private(set) var state: State = .idle
    private let store = «w»Store«u»()

    enum State: Equatable {
        case idle
        case loading(progress: Double)
        case loaded(count: Int)
        case failed(String)
    }

    func start() {
        state = .loading(progress: 0)
        Task { [weak self] in
            guard let self else { return }
            let count = await store.increment("«lw»")
            await MainActor.run { self.state = count > «m» ? .failed("too many: \\(count)") : .loaded(count: count) }
        }
    }
}
""")

FILLERS = [MODEL, NETWORK, CONTROLLER, PROTOCOLS, WRAPPERS, STRINGS, DEBUG, CONCURRENCY]

HEADER_COMMENT = t("""
//
//  «file»
//  «app»
//
//  Created by «author» on 2024-0«month»-1«day».
//  Copyright © 2024 Example Inc. All rights reserved.
//

import Foundation
import UIKit
""")


def filler(g, template):
    w = g.word()
    extra = g.rng.randrange(0, 6)
    props = "".join(f"    public var field{i}: String?\n" for i in range(extra))
    keys = "".join(f"        case field{i} = \"field_{i}\"\n" for i in range(extra))
    decodes = "".join(f"        field{i} = try container.decodeIfPresent(String.self, forKey: .field{i})\n"
                      for i in range(extra))
    return fill(template, u=g.uid(), w=w, lw=w.lower(), n=str(g.rng.randrange(1, 9)),
                m=str(g.rng.randrange(5, 60)), props=props, keys=keys, decodes=decodes)


def carries_views(seed, hub, density):
    """Whether the block of ten files that starts at `hub` declares views, at `density` (see --density).

    Decided per block, so that a hub's bases exist wherever files of its block build on them, and from
    (seed, hub) alone, so that smaller corpora stay prefixes of larger ones."""
    return density >= 1 or random.Random(f"{seed}:block:{hub}").random() < density


def generate_file(seed, index, density=1.0):
    """Returns (relative path, file bytes, views with locations) for file `index`."""
    g = FileGen(seed, index)
    rng = g.rng
    hub = index - index % 10
    is_hub = index == hub
    with_views = carries_views(seed, hub, density)
    role = "Hub" if is_hub else rng.choice(["ViewController", "Cells", "Model", "Service", "Feature", "Extensions"])
    folder = f"App/{FEATURE_DIRS[(index // 50) % len(FEATURE_DIRS)]}{index // 50:04d}"
    name = f"{g.word()}{role}{index:05d}.swift"

    blocks = []
    if is_hub and with_views:
        blocks.append(hub_file_block(g, hub))
    # About 3.3 views per file on average at density 1: far denser than a real app, to exercise the
    # resolver, but still mostly ordinary code by volume.
    scenario_count = rng.choice([0, 1, 1, 2]) + (2 if role == "Cells" else 0) if with_views else 0
    for _ in range(scenario_count):
        pool = HUB_SCENARIOS if (not is_hub and rng.random() < 0.25) else SCENARIOS
        scenario = rng.choices([s for s, _ in pool], weights=[w for _, w in pool])[0]
        blocks.append(scenario(g, hub) if pool is HUB_SCENARIOS else scenario(g))
    for _ in range(rng.choice([1, 2, 2, 3])):
        blocks.append(fill(rng.choice(DECOYS), u=g.uid()))

    # File sizes follow a skewed distribution (a few big files, many medium ones), mean ≈ 11 KB.
    target = min(max(int(rng.lognormvariate(9.1, 0.55)), 2500), 60000)
    size = sum(len(b) for b in blocks)
    while size < target:
        block = filler(g, rng.choice(FILLERS))
        blocks.append(block)
        size += len(block)
    rng.shuffle(blocks)

    header = fill(HEADER_COMMENT, file=name, app="App", author=rng.choice(["Jane Appleseed", "José Núñez", "李雷"]),
                  month=str(rng.randrange(1, 10)), day=str(rng.randrange(0, 10)))
    text = header + "\n" + "\n".join(blocks)

    # Remove the markers, recording each view's 1-based line and UTF-8 byte column.
    out, views = [], []
    line, column = 1, 1
    pos = 0
    for m in MARK_RE.finditer(text):
        chunk = text[pos:m.start()]
        out.append(chunk)
        newlines = chunk.count("\n")
        if newlines:
            line += newlines
            column = len(chunk[chunk.rfind("\n") + 1:].encode()) + 1
        else:
            column += len(chunk.encode())
        view = dict(g.views[int(m.group(1))])
        view.update(file=f"{folder}/{name}", line=line, column=column)
        views.append(view)
        pos = m.end()
    out.append(text[pos:])
    body = "".join(out)
    if rng.random() < 0.02:
        body = body.replace("\n", "\r\n")  # Windows line endings: lines and columns must not change.
    return f"{folder}/{name}", body.encode(), views


# Files in folders DESIGN.md §1 says are never scanned: their views must not be listed.
SKIPPED_FOLDER_FILES = {
    "Pods/Alamofire/Source/PodCell.swift": "import UIKit\nclass PodCell: UITableViewCell {}\n",
    "Carthage/Checkouts/Kit/KitCell.swift": "import UIKit\nfinal class KitCell: UICollectionViewCell {}\n",
    ".build/checkouts/Dep/DepCell.swift": "import UIKit\nclass DepCell: UITableViewCell {}\n",
    "App/DerivedData/Gen/GenCell.swift": "import UIKit\nclass GenCell: UITableViewCell {}\n",
}


def worker(args):
    seed, start, stop, out_dir, density = args
    views, total = [], 0
    made_dirs = set()
    for index in range(start, stop):
        rel, data, file_views = generate_file(seed, index, density)
        directory = os.path.join(out_dir, os.path.dirname(rel))
        if directory not in made_dirs:
            os.makedirs(directory, exist_ok=True)
            made_dirs.add(directory)
        with open(os.path.join(out_dir, rel), "wb") as f:
            f.write(data)
        views += file_views
        total += len(data)
    return views, total


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", required=True, help="folder to write (created; existing .swift files are left)")
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--files", type=int, default=5000, help="files at 1× scale")
    parser.add_argument("--scale", type=int, default=1, help="multiplies the file count")
    parser.add_argument("--density", type=float, default=1.0,
                        help="the fraction of ten-file blocks that declare reusable views. 1 (the default) gives "
                             "about 3.3 views per file, far denser than real apps, to exercise the resolver; "
                             "0.012 gives about one view per 25 files, as real apps have. The code around the "
                             "views is the same either way, and files keep their sizes.")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()

    count = args.files * args.scale
    os.makedirs(args.out, exist_ok=True)
    chunk = 250
    tasks = [(args.seed, start, min(start + chunk, count), args.out, args.density)
             for start in range(0, count, chunk)]
    views, total = [], 0
    # Chunks are independent and results come back in order, so the output does not depend on --jobs.
    with multiprocessing.Pool(args.jobs) as pool:
        for chunk_views, chunk_bytes in pool.imap(worker, tasks):
            views += chunk_views
            total += chunk_bytes
    for rel, content in SKIPPED_FOLDER_FILES.items():
        os.makedirs(os.path.join(args.out, os.path.dirname(rel)), exist_ok=True)
        with open(os.path.join(args.out, rel), "w") as f:
            f.write(content)

    views.sort(key=lambda v: (v["name"], v["file"], v["line"], v["column"]))
    manifest = {"seed": args.seed, "files": count, "scale": args.scale, "density": args.density, "bytes": total,
                "note": "paths are relative to this folder; fields as in `reusegen list --format json`",
                "views": views}
    with open(os.path.join(args.out, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1, ensure_ascii=False)
    print(f"{count} files, {total / 1e6:.1f} MB, {len(views)} reusable views "
          f"({sum(v['status'] == 'skipped' for v in views)} skipped) → {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
