import Foundation
import Testing

@testable import ReuseGenCore

/// The audit cache (`AuditCache`, SPEC §12): a run with `--cache-path` prints what a run without one
/// prints, cold or warm, across edits; a cache that cannot be trusted is ignored and written again.
@Suite struct AuditCacheTests {
  /// An audit fixture, copied so that a test may edit it, with the arguments of its run.
  struct Fixture: CustomTestStringConvertible, Sendable {
    /// The fixture folder, below `Fixtures`.
    let relative: String
    let arguments: [String]

    var testDescription: String { relative + " " + arguments.joined(separator: " ") }
    var folder: String { (relative as NSString).lastPathComponent }
  }

  static let fixtures: [Fixture] = [
    Fixture(relative: "Audit/Shop", arguments: ["--module", "Shop", "--identifier-style", "class-name"]),
    Fixture(relative: "Audit/Broken", arguments: ["--module", "Broken", "--format", "json"]),
    Fixture(relative: "Audit/Podcasts", arguments: ["--module", "Podcasts", "--format", "sarif"]),
    Fixture(
      relative: "Audit/SettingsScreens",
      arguments: ["--module", "SettingsScreens", "--format", "github-actions"]),
    Fixture(relative: "Audit/CollectionCrashes", arguments: ["--module", "CollectionCrashes", "--strict"]),
    Fixture(relative: "ObjectiveC/Mixed", arguments: ["--module", "Mixed"]),
  ]

  /// A copy of `fixture` with a cache folder beside it.
  struct Copy {
    let fixture: Fixture
    let directory: TemporaryDirectory

    init(_ fixture: Fixture) {
      self.fixture = fixture
      directory = TemporaryDirectory.copying(fixture: fixture.relative)
    }

    var root: String { directory.path }
    var cache: String { directory.path + "/cache" }
    var module: String { fixture.arguments[1] }
    var cacheFile: String { cache + "/reusegen-\(module).auditcache" }

    /// What `audit` prints, and its status, with `extra` arguments.
    func output(_ extra: [String] = []) -> String {
      let run = CommandRun(["audit", fixture.folder] + fixture.arguments + extra, in: root)
      return "\(run.status)\n\(run.standardOutput)\n\(run.standardError)"
    }

    /// The cache file's inode, which each rewrite (a new file renamed over it) changes.
    func cacheFileNumber() -> Int? {
      let attributes = try? FileManager.default.attributesOfItem(atPath: cacheFile)
      return (attributes?[.systemFileNumber] as? NSNumber)?.intValue
    }

    /// The cache as the run of `extra` reads it, and the files that run reads.
    func cached(_ extra: [String] = []) throws -> (cache: AuditCache, files: [InputFile])? {
      let arguments = ["audit", fixture.folder] + fixture.arguments + ["--cache-path", cache] + extra
      let parsed = try ArgumentParser.parse(arguments, currentDirectory: root)
      guard case .run(let commandLine) = parsed.invocation else { return nil }
      let run = try commandLine.resolved(explicit: parsed.explicitOptions)
      let context = run.contextModules()
      let inputs = run.discoverInputs()
      guard
        let key = ReuseGenCommand.auditCommandLine(
          run, arguments: arguments, context: context, said: run.runDiagnostics(inputs))
      else {
        return nil
      }
      return (
        AuditCache(directory: cache, module: module, commandLine: key),
        ReuseGenCommand.auditInputFiles(inputs, context: context)
      )
    }

    /// Whether the kept output of the run of `extra` stands for the files as they are now.
    func keptOutputStands(_ extra: [String] = []) throws -> Bool {
      guard let (cache, files) = try cached(extra), let digests = cache.inputs(files) else { return false }
      return cache.output(for: digests) != nil
    }

    /// Checks that a run without a cache, one that writes it and one that reads it print the same, and
    /// that the last printed the kept output and had no reason to write the cache again.
    func expectCacheChangesNothing(_ step: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    {
      let uncached = output()
      #expect(output(["--cache-path", cache]) == uncached, "\(step), cold", sourceLocation: sourceLocation)
      #expect(cacheFileNumber() != nil, "\(step), cache written", sourceLocation: sourceLocation)
      // The warm run prints the kept output. (It may write the cache again, to keep the status of files
      // that settled since.)
      #expect((try? keptOutputStands()) == true, "\(step), kept", sourceLocation: sourceLocation)
      #expect(output(["--cache-path", cache]) == uncached, "\(step), warm", sourceLocation: sourceLocation)
    }

    func swiftFiles() -> [String] {
      let folder = root + "/" + fixture.folder
      let enumerator = FileManager.default.enumerator(atPath: folder)!
      return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
        .map { folder + "/" + $0 }
    }
  }

  @Test(arguments: fixtures)
  func noCacheColdAndWarmAgreeAcrossEdits(fixture: Fixture) throws {
    let copy = Copy(fixture)
    defer { copy.directory.remove() }
    let files = copy.swiftFiles()
    let edited = try #require(files.first)
    copy.expectCacheChangesNothing("first run")
    let original = try String(contentsOfFile: edited, encoding: .utf8)
    let manager = FileManager.default
    let added = files.last! + ".copy.swift"
    let renamed = (files.last! as NSString).deletingLastPathComponent + "/RenamedByCacheTests.swift"
    let registration =
      "\nfunc addedByCacheTests(_ t: UITableView) { t.register(UITableViewCell.self, "
      + "forCellReuseIdentifier: \"AddedByCacheTests\") }\n"
    // Each edit, then a run without the cache, a cold one and a warm one.
    let edits: [(step: String, edit: () throws -> Void)] = [
      // Changes no answer: the kept output stands.
      ("a comment appended", { try (original + "\n// An appended comment.\n").write(toFile: edited) }),
      // Moves every finding of the file down a line.
      ("a line inserted at the top", { try ("// At the top.\n" + original).write(toFile: edited) }),
      ("a registration added", { try (original + registration).write(toFile: edited) }),
      // Comments that spell `reusegen` are read.
      (
        "a suppression appended",
        { try (original + "\n// reusegen:disable:this never-dequeued - checked\n").write(toFile: edited) }
      ),
      ("a file added", { try manager.copyItem(atPath: files.last!, toPath: added) }),
      ("a file renamed", { try manager.moveItem(atPath: files.last!, toPath: renamed) }),
      ("a file deleted", { try manager.removeItem(atPath: renamed) }),
    ]
    for (step, edit) in edits {
      try edit()
      copy.expectCacheChangesNothing(step)
    }
    // The deleted file's entry went with it.
    let text = String(decoding: (try? FileReader.readBytes(atPath: copy.cacheFile)) ?? [], as: UTF8.self)
    #expect(!text.contains("RenamedByCacheTests"))
    #expect(text.contains(".copy.swift"))
  }

  @Test func aCacheThatCannotBeTrustedIsIgnoredAndWrittenAgain() throws {
    let copy = Copy(Self.fixtures[0])
    defer { copy.directory.remove() }
    copy.expectCacheChangesNothing("first run")
    let whole = try FileReader.readBytes(atPath: copy.cacheFile)
    var flipped = whole
    flipped[whole.count / 2] ^= 0x20
    let damaged: [(String, [UInt8])] = [
      ("truncated", Array(whole.prefix(whole.count / 2))),
      ("a byte changed", flipped),
      ("empty", []),
      ("garbage", Array("not a cache at all".utf8)),
      ("a scan cache's bytes", Array("RGSCACHE".utf8) + whole.dropFirst(8)),
    ]
    for (step, bytes) in damaged {
      try Data(bytes).write(to: URL(fileURLWithPath: copy.cacheFile))
      #expect(try !copy.keptOutputStands(), "\(step)")
      copy.expectCacheChangesNothing(step)
    }
  }

  @Test func aCacheOfAnotherToolOrCommandLineIsNotRead() throws {
    let copy = Copy(Self.fixtures[1])
    defer { copy.directory.remove() }
    copy.expectCacheChangesNothing("first run")
    let (cache, files) = try #require(try copy.cached())
    let inputs = try #require(cache.inputs(files))
    #expect(cache.output(for: inputs) != nil)
    // Another version or build of the tool wrote it: same file, other identity.
    let foreign = AuditCache(
      directory: copy.cache, module: copy.module, commandLine: 0,
      identity: "reusegen 0.0.1; audit cache format 1")
    #expect(foreign.output(for: inputs) == nil)
    // Another command line: the kept output is not this run's.
    #expect(try !copy.keptOutputStands(["--quiet"]))
    #expect(copy.output(["--cache-path", copy.cache, "--quiet"]) == copy.output(["--quiet"]))
    // Its configuration file's bytes are part of the command line.
    let config = copy.root + "/reusegen.json"
    try #"{"strict": true}"#.write(toFile: config, atomically: false, encoding: .utf8)
    let strict = copy.output(["--config", "reusegen.json"])
    #expect(copy.output(["--config", "reusegen.json", "--cache-path", copy.cache]) == strict)
    try #"{"strict": false}"#.write(toFile: config, atomically: false, encoding: .utf8)
    #expect(
      copy.output(["--config", "reusegen.json", "--cache-path", copy.cache])
        == copy.output(["--config", "reusegen.json"]))
  }

  @Test func runsAtOnceLeaveOneWholeCache() throws {
    let copy = Copy(Self.fixtures[2])
    defer { copy.directory.remove() }
    let uncached = copy.output()
    // Four runs write the cache at once, each through its own temporary file and a rename.
    let outputs = ReadOnly(copy)
    let printed = ParallelWork.map(count: 4) { _ in outputs.value.output(["--cache-path", copy.cache]) }
    #expect(printed.allSatisfy { $0 == uncached })
    #expect(try copy.keptOutputStands())
    #expect(copy.output(["--cache-path", copy.cache]) == uncached)
    // No temporary file is left behind.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: copy.cache) == ["reusegen-Podcasts.auditcache"])
  }

  @Test func cachePathInTheConfigurationKeepsTheCacheAndNoCacheIgnoresIt() throws {
    let copy = Copy(Self.fixtures[0])
    defer { copy.directory.remove() }
    try #"{"cachePath": "cache"}"#.write(
      toFile: copy.root + "/reusegen.json", atomically: false, encoding: .utf8)
    let uncached = copy.output(["--config", "reusegen.json", "--no-cache"])
    #expect(copy.cacheFileNumber() == nil)
    #expect(copy.output(["--config", "reusegen.json"]) == uncached)
    #expect(copy.cacheFileNumber() != nil)
    #expect(copy.output(["--config", "reusegen.json"]) == uncached)
  }

  @Test func aWrittenBaselineIsWrittenOnEveryRun() throws {
    let copy = Copy(Self.fixtures[0])
    defer { copy.directory.remove() }
    let baseline = copy.root + "/baseline.json"
    for _ in 0..<2 {
      try? FileManager.default.removeItem(atPath: baseline)
      _ = copy.output(["--cache-path", copy.cache, "--write-baseline", "baseline.json"])
      #expect(FileManager.default.fileExists(atPath: baseline))
    }
    // A baseline read is part of the command line: a changed baseline is read again.
    let withBaseline = copy.output(["--baseline", "baseline.json"])
    #expect(copy.output(["--cache-path", copy.cache, "--baseline", "baseline.json"]) == withBaseline)
    try #"{"version": 1, "findings": []}"#.write(toFile: baseline, atomically: false, encoding: .utf8)
    #expect(
      copy.output(["--cache-path", copy.cache, "--baseline", "baseline.json"])
        == copy.output(["--baseline", "baseline.json"]))
  }
}

extension String {
  /// Writes the text to `path` in place, as an editor saves.
  fileprivate func write(toFile path: String) throws {
    try write(toFile: path, atomically: false, encoding: .utf8)
  }
}

extension AuditCacheTests {
  @Test func aFileOfAKeptSettledStatusIsNotReadAndAChangedOneIs() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("A.swift", "final class A {}\n")
    let file = InputFile(fileSystemPath: Array((directory.path + "/A.swift").utf8), displayPath: "A.swift")
    // A run that starts a minute after the file was written finds its status settled, and keeps it.
    let later = FileStatus.now() + 60_000_000_000
    let cache = directory.path + "/cache"
    let first = AuditCache(directory: cache, module: "App", commandLine: 1, started: later)
    let inputs = try #require(first.inputs([file]))
    // A digest the file's bytes never give: a run that takes it did not read the file.
    let marked = [AuditCache.Input(path: inputs[0].path, digest: 42, status: inputs[0].status)]
    first.save(
      AuditCache.Output(chunks: [.init(isError: false, text: "kept\n")], exitCode: 0), inputs: marked)
    let second = AuditCache(directory: cache, module: "App", commandLine: 1, started: later)
    #expect(second.inputs([file]) == marked)
    #expect(second.output(for: marked)?.chunks.first?.text == "kept\n")
    #expect(AuditCache.unchanged(inputs, files: [file]))
    // A change of the file changes its status: it is read, and a run that read it before keeps nothing.
    directory.write("A.swift", "final class B {}\n")
    let changed = try #require(second.inputs([file]))
    #expect(changed[0].digest != 42 && changed[0].digest != inputs[0].digest)
    #expect(!AuditCache.unchanged(inputs, files: [file]))
    // Another command line's cache is another's.
    #expect(
      AuditCache(directory: cache, module: "App", commandLine: 2, started: later).output(for: marked) == nil)
  }
}

/// The digest the audit cache keeps of a file (`AuditInputDigest`).
@Suite struct AuditInputDigestTests {
  private func digest(_ text: String, isSwift: Bool = true) -> UInt64 {
    Array(text.utf8).withUnsafeBufferPointer { AuditInputDigest.digest($0, isSwift: isSwift) }
  }

  @Test func onlyPlainCommentsAfterTheLastLineOfCodeAreLeftOut() {
    let code = "final class Cell: UITableViewCell {\n  // inside\n}\n"
    let base = digest(code)
    #expect(digest(code + "// appended\n") == base)
    #expect(digest(code + "\n\n// one\n   // two") == base)
    // Anything else changes it: code, a comment inside the code, a block comment, a comment on the last
    // line of code, a comment that spells `reusegen`, a file that is not Swift.
    #expect(digest(code + "let x = 1\n") != base)
    #expect(digest(code.replacingOccurrences(of: "inside", with: "within")) != base)
    #expect(digest(code + "/* block */\n") != base)
    #expect(digest(String(code.dropLast()) + " // same line\n") != base)
    #expect(digest(code + "// reusegen:disable:this never-dequeued\n") != base)
    #expect(digest(code + "// appended\n", isSwift: false) != digest(code, isSwift: false))
    // A file of comments only is left out whole, unless it is reusegen's own.
    #expect(digest("// one\n") == digest("// two\n"))
    #expect(digest("// Generated by reusegen 1.0. Do not edit.\n") != digest("// one\n"))
  }
}

extension AuditCacheTests.Copy {
  /// Whether the run of `extra` prints the kept output with its places moved: the files changed, but in
  /// nothing but the lines and columns of the kept places (`AuditCache.movedOutput`).
  func movedOutputStands(_ extra: [String] = []) throws -> Bool {
    guard let (cache, files) = try cached(extra), let digests = cache.inputs(files) else { return false }
    return cache.output(for: digests) == nil && cache.movedOutput(for: digests, files: files) != nil
  }
}

extension AuditCacheTests {
  /// An edit that changes no token (a comment line, a blank line, indentation between statements) keeps
  /// the report with its places moved; any other edit audits again. Either way the run prints what a run
  /// without the cache prints.
  @Test func editsOfNoTokenMoveTheKeptPlacesAndOthersAuditAgain() throws {
    let copy = Copy(Fixture(relative: "Audit/EditedFeed", arguments: ["--module", "EditedFeed"]))
    defer { copy.directory.remove() }
    let feed = copy.root + "/EditedFeed/FeedViewController.swift"
    let settings = copy.root + "/EditedFeed/SettingsViewController.swift"
    copy.expectCacheChangesNothing("first run")
    let cellForRow = "  override func tableView(_ tableView: UITableView, cellForRowAt"
    let cellForItem = "  func collectionView(_ collectionView: UICollectionView, cellForItemAt"
    let viewDidLoad = "    super.viewDidLoad()\n"
    let title = "    title = rows.first\n"
    // Each edit replaces `old` with `new` in `file`; `moves` when the kept report stands with its places
    // moved.
    let edits: [(step: String, file: String, old: String, new: String, moves: Bool)] = [
      ("a comment line above a finding", settings, cellForRow, "  // The rows.\n\n" + cellForRow, true),
      ("a line indented again", settings, "    rows.count\n", "        rows.count\n", true),
      ("a blank line at the top", settings, "// swift-format", "\n// swift-format", true),
      (
        "a comment line inside a call's arguments", settings, "      withIdentifier: \"Switch\",\n",
        "      // Never registered.\n      withIdentifier: \"Switch\",\n", false
      ),
      // The finding says the line of the first dequeue in words: a place of the message, moved by its value.
      ("a line above a message that says a line", feed, cellForItem, "\n" + cellForItem, true),
      ("a line of code in a method", settings, viewDidLoad, viewDidLoad + "    let _ = 1\n", false),
      // A method audit reads nothing of but its length (`InertBodies`).
      ("a line of code in a plain method", settings, title, title + "    let _ = 1\n\n", true),
      ("a statement of it changed", settings, title, "    title = rows.last\n", true),
      ("a parameter bound there", settings, "rows.last\n", "rows.last\n    rows.forEach { item in }\n", true),
      (
        "a parameter bound there that the file names elsewhere", settings, "rows.last\n",
        "rows.last\n    [1].forEach { rows in }\n", false
      ),
      (
        "a word audit reads added there", settings, "rows.last\n",
        "rows.last\n    tableView.dataSource = self\n",
        false
      ),
      (
        "a call site added", settings, viewDidLoad,
        viewDidLoad + "    tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"Switch\")\n",
        false
      ),
      ("a comment line above a finding, again", settings, cellForRow, "  // Rows.\n" + cellForRow, true),
    ]
    for edit in edits {
      let text = try String(contentsOfFile: edit.file, encoding: .utf8)
      #expect(text.contains(edit.old), "\(edit.step)")
      try text.replacingOccurrences(of: edit.old, with: edit.new).write(toFile: edit.file)
      #expect(try copy.movedOutputStands() == edit.moves, "\(edit.step)")
      copy.expectCacheChangesNothing(edit.step)
    }
  }
}

/// The token digest the audit cache keeps of a Swift file (`AuditInputDigest.tokenDigest`).
@Suite struct AuditTokenDigestTests {
  private func tokens(_ text: String) -> UInt64? {
    Array(text.utf8).withUnsafeBufferPointer { AuditInputDigest.digests($0, isSwift: true).tokens }
  }

  @Test func onlyTheTriviaBetweenStatementsIsLeftOut() throws {
    let code = """
      import UIKit

      final class ListViewController: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(UITableViewCell.self,
                             forCellReuseIdentifier: "Plain")
          tableView
            .reloadData()
        }
      }

      """
    let base = try #require(tokens(code))
    let same = [
      "// A header.\n" + code,
      "\n" + code,
      code.replacingOccurrences(
        of: "    super.viewDidLoad()\n", with: "    // Set up.\n\n    super.viewDidLoad()\n"),
      code.replacingOccurrences(of: "    super.viewDidLoad()\n", with: "        super.viewDidLoad()\n"),
      code + "// The end.\n",
    ]
    for text in same { #expect(tokens(text) == base, "\(text)") }
    let other = [
      code.replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad(); let _ = 1"),
      // Inside a call's parentheses, where an argument's text is quoted; beside a `.`, where a receiver's is.
      code.replacingOccurrences(of: "\n                       forCell", with: "\n  // Plain.\n  forCell"),
      code.replacingOccurrences(of: "\n      .reloadData", with: "\n      // Again.\n      .reloadData"),
      // The byte before a token, which tells a ternary's `?` from an optional's.
      code.replacingOccurrences(of: "    super.viewDidLoad()\n", with: "/* a */super.viewDidLoad()\n"),
      code.replacingOccurrences(of: "import UIKit\n\n", with: "import UIKit "),
    ]
    for text in other { #expect(tokens(text) != base, "\(text)") }
    // Line breaks inside an expression whose text may be quoted: a loop's sequence, an operator's operand.
    let loop = "for id in ids\n  where !id.isEmpty {\n  print(id)\n}\nlet all = first\n  + second\n"
    let loopBase = try #require(tokens(loop))
    #expect(tokens(loop.replacingOccurrences(of: "  print", with: "  // Each.\n  print")) == loopBase)
    #expect(tokens(loop.replacingOccurrences(of: "\n  where", with: "\n  // Some.\n  where")) != loopBase)
    #expect(
      tokens(loop.replacingOccurrences(of: "\n  + second", with: "\n  // And.\n  + second")) != loopBase)
    // Files that must be equal byte for byte: a suppression, a line directive, a lexer's complaint.
    #expect(tokens(code + "// reusegen:disable:next never-dequeued - checked\n") == nil)
    #expect(tokens(code + "let line = #line\n") == nil)
    #expect(tokens(code + "let text = \"unterminated\n") == nil)
  }
}

extension AuditCacheTests {
  /// A file whose lines end in `\r\n`, or in a lone `\r`, moves its places as the compiler counts its lines
  /// (`LineTable`): a comment line inserted above a finding whose message says a line in words, and one
  /// inside a method, print what a run without the cache prints, without auditing again.
  @Test(arguments: ["\r\n", "\r"])
  func placesMoveInFilesOfEveryLineBreak(lineBreak: String) throws {
    let copy = Copy(Fixture(relative: "Audit/EditedFeed", arguments: ["--module", "EditedFeed"]))
    defer { copy.directory.remove() }
    let feed = copy.root + "/EditedFeed/FeedViewController.swift"
    let original = try String(contentsOfFile: feed, encoding: .utf8)
    try original.replacingOccurrences(of: "\n", with: lineBreak).write(toFile: feed)
    copy.expectCacheChangesNothing("first run")
    let before = copy.output()
    let cellForItem = "  func collectionView(_ collectionView: UICollectionView, cellForItemAt"
    let (measured, cell) = ("    let measured = ", "    let cell = ")
    // Each moves the finding, the first dequeue (its note, and the line the finding's words say), or both.
    for (step, old, new) in [
      (
        "a comment line above the method", cellForItem,
        "  // The items." + lineBreak + lineBreak + cellForItem
      ),
      ("a comment line between the dequeues", cell, "    // The returned one." + lineBreak + cell),
      ("the first dequeue indented again", measured, "  " + measured),
    ] {
      let text = try String(contentsOfFile: feed, encoding: .utf8)
      #expect(text.contains(lineBreak + old), "\(step)")
      try text.replacingOccurrences(of: lineBreak + old, with: lineBreak + new).write(toFile: feed)
      #expect(try copy.movedOutputStands(), "\(step)")
      copy.expectCacheChangesNothing(step)
    }
    // The places did move: the output is not the first one.
    #expect(copy.output() != before)
  }
}

extension AuditCacheTests {
  /// Each method body of each fixture, edited with a statement `audit` reads nothing of and then with
  /// ones it reads (a registration, a dequeue, `dataSource = self`, a bound parameter): a run with the warm
  /// cache prints what a run without it prints, and the plain edits keep the report in some method of
  /// every fixture that has one (`InertBodies`).
  @Test(arguments: fixtures + [Fixture(relative: "Audit/EditedFeed", arguments: ["--module", "EditedFeed"])])
  func everyMethodBodyEditedAgreesWithoutTheCache(fixture: Fixture) throws {
    let copy = Copy(fixture)
    defer { copy.directory.remove() }
    _ = copy.output(["--cache-path", copy.cache])
    let edits = [
      "let _ = 1", "tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"Edited\")",
      "_ = tableView.dequeueReusableCell(withIdentifier: \"Edited\")", "tableView.dataSource = self",
      "[1].forEach { edited in print(edited) }",
    ]
    var kept = 0
    for file in copy.swiftFiles() {
      let original = try String(contentsOfFile: file, encoding: .utf8)
      let lines = original.components(separatedBy: "\n")
      for (number, line) in lines.enumerated() where line.contains("func ") && line.hasSuffix("{") {
        // The cache as of the unedited file: each edit is then the only change.
        try original.write(toFile: file)
        _ = copy.output(["--cache-path", copy.cache])
        for edit in edits {
          var edited = lines
          edited.insert(edit, at: number + 1)
          try edited.joined(separator: "\n").write(toFile: file)
          let moves = try copy.movedOutputStands()
          let cached = copy.output(["--cache-path", copy.cache])
          #expect(cached == copy.output(), "\(file):\(number + 2) \(edit)")
          if moves && edit == edits[0] { kept += 1 }
          #expect(!moves || !edit.contains("tableView"), "\(file):\(number + 2) \(edit) kept the report")
        }
      }
      try original.write(toFile: file)
    }
    // The formats that print places in fields of their own are audited again; every other fixture has a
    // method whose body the plain edit leaves inert.
    #expect((kept > 0) == !fixture.arguments.contains("--format"))
  }
}
