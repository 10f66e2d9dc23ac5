import Foundation
import Testing

@testable import ReuseGenCore

/// The one read, lex and index of a module's files that analysis, evaluation, `audit` and `migrate` share.
@Suite struct ModuleSourcesTests {
  /// The module of `files`, each a path and its text, read as one module named `App`.
  static func sources(_ files: [(String, String)]) -> ModuleSources {
    let read = files.map { path, text in SourceFile(path: path, filePath: path, bytes: Array(text.utf8)) }
    return ModuleSources(
      read: read, modules: Array(repeating: "App", count: read.count), moduleFileCount: read.count,
      moduleName: "App")
  }

  @Test func theScanKeepsTheTokensItLexed() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let text = "final class Cell: UITableViewCell {\n  static let id = \"cell\" // \"x\"\n}\n"
    directory.write("Cell.swift", text)
    directory.write("Generated.swift", GeneratedFileMarker.swiftHeader + " 1.0\n")
    let inputs = InputDiscovery.discover([directory.path], excludes: [], currentDirectory: directory.path)
    let scan = ParallelScanner.scan(inputs.swiftFiles, keepingSources: true)
    let kept = try #require(scan.sources.compactMap { $0 }.first)
    #expect(scan.sources.compactMap { $0 }.count == 1)
    #expect(kept.bytes == Array(text.utf8))
    #expect(kept.tokens == Lexer.tokenize(Array(text.utf8).withUnsafeBufferPointer { $0 }).tokens)
    #expect(ParallelScanner.scan(inputs.swiftFiles).sources.allSatisfy { $0 == nil })
  }

  @Test func helpersThatCallHelpersAreFoundFromOneIndex() {
    let module = Self.sources([
      (
        "Helpers.swift",
        """
        extension UITableView {
          func registerAll() { registerFeed() }
          func registerFeed() { register(FeedCell.self, forCellReuseIdentifier: "feed") }
          func reloadSoon() { reloadData() }
        }
        """
      ),
      (
        "Screen.swift",
        "func show(_ tableView: UITableView) { tableView.registerAll(); tableView.reloadSoon() }"
      ),
    ])
    #expect(module.helperFunctions.keys.sorted() == ["registerAll", "registerFeed"])
    // The call of a function that registers nothing is no call site.
    let screen = module.sources[1]
    #expect(module.indices[1].scopes.keys.map(screen.text) == ["registerAll"])
  }

  /// `migrate`'s passes index again only the files they rewrote; the result is the one a fresh index makes.
  @Test(arguments: [
    // The call moves from the helper to UIKit's method: the helper stays one, called from another file.
    "func show(_ tableView: UITableView) { tableView.register(FeedCell.self, forCellReuseIdentifier: \"f\") }",
    // A rewrite that adds a function of an extension of `UITableView`: every file is indexed again.
    "extension UITableView { func registerMore() { register(FeedCell.self, forCellReuseIdentifier: \"f\") } }",
  ])
  func aRewrittenFileIsIndexedAloneAsAFreshIndexWould(rewritten: String) {
    let helpers =
      "extension UITableView {\n  func registerFeed() { register(FeedCell.self, forCellReuseIdentifier: \"f\") }\n}\n"
    let other = "func other(_ tableView: UITableView) { tableView.registerFeed() }"
    let before = Self.sources([
      ("Helpers.swift", helpers), ("Screen.swift", "func show(_ t: UITableView) { t.registerFeed() }"),
      ("Other.swift", other),
    ])
    let files = [("Helpers.swift", helpers), ("Screen.swift", rewritten), ("Other.swift", other)]
    let read = files.map { path, text in SourceFile(path: path, filePath: path, bytes: Array(text.utf8)) }
    let again = ModuleSources(
      read: read, modules: Array(repeating: "App", count: 3), moduleFileCount: 3, moduleName: "App",
      reusing: before, changed: [1])
    let fresh = Self.sources(files)
    #expect(again.helperFunctions.keys.sorted() == fresh.helperFunctions.keys.sorted())
    for file in 0..<3 {
      #expect(
        again.indices[file].scopes.keys.sorted() == fresh.indices[file].scopes.keys.sorted(),
        "\(files[file].0)")
      #expect(again.indices[file].functions.map(\.name) == fresh.indices[file].functions.map(\.name))
    }
  }
}

/// `list` and `generate` read again only the files a declared identifier's names may be declared in.
@Suite struct DeclaredIdentifierLookupTests {
  /// A cell whose identifier names a constant of another file, which names one of a third; and a fourth
  /// file that none of them needs. Returns the folder, the scan of its files and a lookup over them.
  private static func chainOfConstants() -> (
    TemporaryDirectory, ParallelScanner.Result, DeclaredIdentifierLookup
  ) {
    let directory = TemporaryDirectory()
    directory.write(
      "A.swift", "final class FeedCell: UITableViewCell {\n  static let reuseIdentifier = IDs.feed\n}\n")
    directory.write("B.swift", "enum IDs {\n  static let feed = Prefix.value + \".feed\"\n}\n")
    directory.write("C.swift", "enum Prefix {\n  static let value = \"app\"\n}\n")
    directory.write("D.swift", "final class Unrelated { let title = \"x\" }\n")
    let inputs = InputDiscovery.discover([directory.path], excludes: [], currentDirectory: directory.path)
    let scan = ParallelScanner.scan(inputs.swiftFiles)
    let lookup = DeclaredIdentifierLookup.reading(
      inputs.swiftFiles, keys: scan.keys, declarations: scan.scanned,
      modules: Array(repeating: "App", count: scan.keys.count),
      moduleName: "App")
    return (directory, scan, lookup)
  }

  /// `FeedCell.reuseIdentifier` as the lookup evaluates it.
  private static func feedIdentifier(_ lookup: DeclaredIdentifierLookup, readingFirst: Set<String> = [])
    -> Result<String, EvaluationFailure>
  {
    lookup.evaluate(readingFirst: readingFirst) { lookup in
      lookup.member("reuseIdentifier", of: EvaluatedType(path: ["FeedCell"], module: "App")).flatMap {
        value in
        IdentifierEvaluator(lookup: lookup).evaluate(value.expression, selfType: value.owner, at: value.place)
      }
    }
  }

  @Test func onlyTheFilesTheNamesNeedAreRead() throws {
    let (directory, _, lookup) = Self.chainOfConstants()
    defer { directory.remove() }
    #expect(try Self.feedIdentifier(lookup).get() == "app.feed")
    #expect(lookup.readFiles == ["A.swift", "B.swift", "C.swift"])
  }

  /// Files read ahead (as `list` does beside resolution) change no answer: the rounds still read what the
  /// names need, and the files read ahead are read once.
  @Test func filesReadAheadChangeNoAnswer() throws {
    let (directory, scan, lookup) = Self.chainOfConstants()
    defer { directory.remove() }
    #expect(DeclaredIdentifierEvaluation.likelyFiles(scan.scanned) == ["A.swift"])
    // A file by its path, and one because it may declare a member of the name.
    lookup.prefetch(["A.swift"], declaringMembers: ["title"])
    #expect(lookup.readFiles == ["A.swift", "D.swift"])
    #expect(try Self.feedIdentifier(lookup, readingFirst: ["A.swift"]).get() == "app.feed")
    #expect(lookup.readFiles == ["A.swift", "B.swift", "C.swift", "D.swift"])
  }

  /// Evaluating several keys at once, a round that reads more files runs again only the keys that asked for
  /// a name those files may declare; every value is the one a lookup over all the files gives.
  @Test func aRoundEvaluatesAgainOnlyTheKeysWhoseNamesItReads() {
    let (directory, _, lookup) = Self.chainOfConstants()
    defer { directory.remove() }
    let runs = RunCount()
    let values = lookup.evaluate(["FeedCell", "Unrelated"], readingFirst: ["A.swift"]) { key, lookup in
      runs.count(key)
      let type = EvaluatedType(path: [key], module: "App")
      return lookup.member(key == "FeedCell" ? "reuseIdentifier" : "title", of: type).flatMap { value in
        IdentifierEvaluator(lookup: lookup).evaluate(value.expression, selfType: value.owner, at: value.place)
      }
    }
    // `FeedCell` needs B.swift, then C.swift; `Unrelated` only D.swift, read with B.swift.
    #expect(runs.counts == ["FeedCell": 3, "Unrelated": 2])
    #expect((try? values["FeedCell"]?.get()) == "app.feed")
    #expect(lookup.readFiles == ["A.swift", "B.swift", "C.swift", "D.swift"])
  }

  /// The guess of the files an evaluation reads first: a class right below one of UIKit's reusable views,
  /// or a `reuseIdentifier` whose value names other declarations; not a literal, nor another class.
  @Test func likelyFilesDeclareViewsOrIdentifiersThatNameOthers() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("Cell.swift", "final class FeedCell: UICollectionViewCell {}\n")
    directory.write(
      "Base.swift", "class BaseCell: UIKit.UITableViewCell {}\nfinal class Row: BaseCell {}\n")
    directory.write(
      "Named.swift", "extension Row {\n  static var reuseIdentifier: String { IDs.row }\n}\n")
    directory.write(
      "Literal.swift", "extension Row {\n  static let reuseIdentifier = \"row\"\n}\n")
    directory.write("Controller.swift", "final class Screen: UIViewController {}\n")
    let inputs = InputDiscovery.discover([directory.path], excludes: [], currentDirectory: directory.path)
    let scanned = ParallelScanner.scan(inputs.swiftFiles).scanned
    #expect(
      DeclaredIdentifierEvaluation.likelyFiles(scanned) == [
        "Base.swift", "Cell.swift", "Literal.swift", "Named.swift",
      ])
    // Without an identifier that names other declarations nothing is evaluated, so nothing is read ahead.
    let withoutNamed = scanned.filter { $0.path != "Named.swift" }
    #expect(DeclaredIdentifierEvaluation.likelyFiles(withoutNamed).isEmpty)
  }

  /// Classes Interface Builder draws as reusable views prove their topmost base reusable, from another
  /// module or not: the guess follows the chains below that base too.
  @Test func likelyFilesFollowTheBasesOfClassesInterfaceBuilderDraws() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write(
      "Named.swift", "extension UITableViewCell {\n  static var reuseIdentifier: String { IDs.row }\n}\n")
    directory.write("Bubble.swift", "class BubbleCell: MXKTableViewCell {}\n")
    directory.write("Incoming.swift", "final class IncomingCell: BubbleCell {}\n")
    directory.write("Outgoing.swift", "final class OutgoingCell: BubbleCell {}\n")
    directory.write("Other.swift", "final class Card: MXKView {}\n")
    let inputs = InputDiscovery.discover([directory.path], excludes: [], currentDirectory: directory.path)
    let scanned = ParallelScanner.scan(inputs.swiftFiles).scanned
    #expect(DeclaredIdentifierEvaluation.likelyFiles(scanned) == ["Named.swift"])
    #expect(
      DeclaredIdentifierEvaluation.likelyFiles(scanned, drawnAsReusable: ["IncomingCell"]) == [
        "Bubble.swift", "Incoming.swift", "Named.swift", "Outgoing.swift",
      ])
  }

  @Test func declarationKeysSayWhatEachNameIsToTheFile() {
    let text = """
      extension UIKit.UIView {}
      let `class` = feedIdentifier
      enum E { case a(label: Int), b
        case c,
          d
      }
      f(x, y)
      func g() { let local = 1 }
      extension E { static let member = 2 }
      """
    let bytes = Array(text.utf8)
    let tokens = Lexer.tokenize(bytes.withUnsafeBufferPointer { $0 }).tokens
    let keys = bytes.withUnsafeBufferPointer { bytes in
      tokens.withUnsafeBufferPointer { DeclarationKeys(bytes: bytes, tokens: $0) }
    }
    func has(_ kind: DeclarationKeys.Kind, _ name: String) -> Bool {
      keys.hashes.contains(DeclarationKeys.key(kind, name))
    }
    #expect(has(.extended, "UIKit") && has(.type, "E"))
    #expect(has(.member, "class") && has(.assigned, "class"))
    #expect(["a", "b", "c", "d"].allSatisfy { has(.member, $0) })
    #expect(!has(.extended, "UIView") && !has(.member, "feedIdentifier") && !has(.type, "UIView"))
    #expect(!has(.member, "y"))
    // Locals are never looked up across files; members of extensions are.
    #expect(!has(.member, "local") && has(.member, "member"))
  }

  /// Every keyword the keys read, as the first token and after another, beside words that share its first
  /// letter and length, which the (first letter, length) table lets through to the byte comparison.
  @Test(arguments: [
    ("let", DeclarationKeys.Kind.member, "lex"), ("var", .member, "vat"), ("case", .member, "cell"),
    ("enum", .type, "each"), ("class", .type, "clash"), ("actor", .type, "alpha"),
    ("struct", .type, "string"),
    ("protocol", .type, "property"), ("typealias", .alias, "tableView"),
    ("extension", .extended, "extending"),
  ])
  func declarationKeysReadEachKeyword(keyword: String, kind: DeclarationKeys.Kind, nearMiss: String) {
    for text in ["\(keyword) Name", "x; \(keyword) Name", "\(nearMiss) Name", "x; \(nearMiss) Name"] {
      let bytes = Array(text.utf8)
      let tokens = Lexer.tokenize(bytes.withUnsafeBufferPointer { $0 }).tokens
      let keys = bytes.withUnsafeBufferPointer { bytes in
        tokens.withUnsafeBufferPointer { DeclarationKeys(bytes: bytes, tokens: $0) }
      }
      let expected = text.contains(keyword) ? [DeclarationKeys.key(kind, "Name")] : []
      #expect(keys.hashes == expected, "\(text)")
    }
  }
}

/// How many times each key was evaluated, counted from the cores the evaluation runs on.
private final class RunCount: @unchecked Sendable {
  private let lock = NSLock()
  private var byKey: [String: Int] = [:]

  func count(_ key: String) {
    lock.lock()
    byKey[key, default: 0] += 1
    lock.unlock()
  }

  var counts: [String: Int] {
    lock.lock()
    defer { lock.unlock() }
    return byKey
  }
}
