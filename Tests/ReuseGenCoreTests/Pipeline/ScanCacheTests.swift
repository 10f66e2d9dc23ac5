import Foundation
import Testing

@testable import ReuseGenCore

/// The scan cache of `--cache-path` (SPEC §12): it never changes an answer, and it is never trusted.
@Suite struct ScanCacheTests {
  /// A module to run over, copied to a temporary folder that the tests edit: its folder there, and the
  /// arguments that name its module and options.
  struct Module: CustomTestStringConvertible, Sendable {
    let name: String
    /// The folder to copy, and the module's folder within the copy.
    let source: String
    let folder: String
    let arguments: [String]

    var testDescription: String { name }
  }

  static let modules: [Module] =
    FixtureModuleTests.modules.map { folder, module in
      Module(
        name: folder, source: Fixtures.path("Modules/\(folder)"), folder: ".",
        arguments: ["--module", module])
    }
    + exampleModules

  /// Every example module, with its own `reusegen.json` and the shared folder of modules copied whole, so
  /// that their context paths hold.
  static let exampleModules: [Module] = {
    let sources = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples/Sources").path
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []).sorted()
    return names.map { name in
      let hasConfiguration = FileManager.default.fileExists(atPath: "\(sources)/\(name)/reusegen.json")
      return Module(
        name: name, source: sources, folder: name,
        arguments: ["--module", name] + (hasConfiguration ? ["--config", "\(name)/reusegen.json"] : []))
    }
  }()

  /// A copy of `module` in a temporary folder, with a cache folder beside it.
  struct Copy {
    let directory: TemporaryDirectory
    let module: Module

    init(_ module: Module) {
      self.module = module
      directory = TemporaryDirectory()
      try! FileManager.default.copyItem(atPath: module.source, toPath: directory.path + "/module")
    }

    var root: String { directory.path + "/module" }
    var cache: String { directory.path + "/cache" }

    /// What `list --format json` and `generate` print, with `cacheArguments`.
    func outputs(_ cacheArguments: [String]) -> [String] {
      [["list", module.folder, "--format", "json"], ["generate", module.folder]].map { command in
        let run = CommandRun(command + module.arguments + cacheArguments, in: root)
        return "\(run.status)\n\(run.standardOutput)\n\(run.standardError)"
      }
    }

    /// Checks that a run with no cache, then one that writes the cache and one that reads it, print the
    /// same; and that the last took every file's facts from the cache, which it then had no reason to
    /// write again.
    func expectCacheChangesNothing(_ step: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    {
      let uncached = outputs([])
      #expect(
        outputs(["--cache-path", cache]) == uncached, "\(step), cache written", sourceLocation: sourceLocation
      )
      let written = cacheFileNumber()
      #expect(written != nil, "\(step), cache written", sourceLocation: sourceLocation)
      #expect(
        outputs(["--cache-path", cache]) == uncached, "\(step), cache read", sourceLocation: sourceLocation)
      #expect(cacheFileNumber() == written, "\(step), cache read whole", sourceLocation: sourceLocation)
    }

    /// The cache file's inode, which each rewrite (a new file renamed over it) changes.
    func cacheFileNumber() -> Int? {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []
      guard let file = files.first(where: { $0.hasSuffix(".scancache") }) else { return nil }
      let attributes = try? FileManager.default.attributesOfItem(atPath: cache + "/" + file)
      return (attributes?[.systemFileNumber] as? NSNumber)?.intValue
    }

    /// The module's Swift files, sorted.
    func swiftFiles() -> [String] {
      let folder = root + "/" + module.folder
      let enumerator = FileManager.default.enumerator(atPath: folder)!
      return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
        .map { folder + "/" + $0 }
    }

    /// The entries the cache file holds: none when it cannot be trusted, `nil` when there is none.
    func entryCount() -> Int? {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []
      guard let file = files.first(where: { $0.hasSuffix(".scancache") }) else { return nil }
      return ScanCache(path: cache + "/" + file).entryCount
    }
  }

  @Test(arguments: modules)
  func outputsAreIdenticalWithoutCacheColdAndWarmAcrossEdits(module: Module) throws {
    let copy = Copy(module)
    defer { copy.directory.remove() }
    copy.expectCacheChangesNothing("first run")
    let files = copy.swiftFiles()
    try #require(files.count >= 1)

    // An edit that adds a reusable view and moves every declaration after it down a line.
    let edited = files[0]
    let original = try String(contentsOfFile: edited, encoding: .utf8)
    try ("final class EditedCacheCell: UITableViewCell {}\n" + original)
      .write(toFile: edited, atomically: false, encoding: .utf8)
    copy.expectCacheChangesNothing("one file edited")

    // A new file, with the same content as another one under another path.
    try FileManager.default.copyItem(atPath: files.last!, toPath: files.last! + ".copy.swift")
    copy.expectCacheChangesNothing("one file added")

    // A file renamed: its facts, locations and diagnostics are found under the new path.
    let renamed = (files.last! as NSString).deletingLastPathComponent + "/RenamedByCacheTests.swift"
    try FileManager.default.moveItem(atPath: files.last!, toPath: renamed)
    copy.expectCacheChangesNothing("one file renamed")

    // A file deleted: its entry leaves the cache.
    let remaining = copy.swiftFiles()
    if remaining.count > 1 {
      try FileManager.default.removeItem(atPath: remaining[0])
    }
    copy.expectCacheChangesNothing("one file deleted")
    #expect(copy.entryCount() == Copy.allInputFiles(in: copy.root + "/" + module.folder).count)
  }

  /// A cache that cannot be trusted is ignored: the run prints what it prints without one, and rewrites it.
  @Test(arguments: ["garbage", "truncated", "other identity", "empty", "flipped byte", "temporary file"])
  func untrustedCacheIsIgnoredAndRewritten(damage: String) throws {
    let copy = Copy(Self.modules[0])
    defer { copy.directory.remove() }
    let uncached = copy.outputs([])
    #expect(copy.outputs(["--cache-path", copy.cache]) == uncached)
    let file = try #require(
      try FileManager.default.contentsOfDirectory(atPath: copy.cache).first { $0.hasSuffix(".scancache") })
    let path = copy.cache + "/" + file
    let entries = try #require(copy.entryCount())
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    switch damage {
    case "garbage": bytes = (0..<bytes.count).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
    case "truncated": bytes.removeLast(bytes.count / 3)
    case "empty": bytes = []
    case "flipped byte": bytes[bytes.count / 2] ^= 0x20
    case "other identity":
      // A whole, well-formed cache of another version of the tool.
      let identity = "reusegen 0.0.1; format 1"
      try FileManager.default.removeItem(atPath: path)
      let inputs = InputDiscovery.discover(["."], excludes: [], currentDirectory: copy.root)
      _ = ParallelScanner.scan(
        inputs.swiftFiles, interfaceBuilderFiles: inputs.interfaceBuilderFiles,
        cache: ScanCache(path: path, identity: identity))
      bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(ScanCache(path: path, identity: identity).entryCount == entries)
    default:
      // A run that died while writing leaves its temporary file, never a partial cache.
      try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: path + ".1234.tmp"))
    }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    if damage != "temporary file" { #expect(copy.entryCount() == 0) }
    #expect(copy.outputs(["--cache-path", copy.cache]) == uncached)
    #expect(copy.entryCount() == entries)
    #expect(copy.outputs(["--cache-path", copy.cache]) == uncached)
  }

  /// Runs at once that share a cache each print what a run without one prints, and leave a whole cache.
  @Test func concurrentRunsLeaveOneWholeCache() async throws {
    let copy = Copy(Self.modules[0])
    defer { copy.directory.remove() }
    let uncached = copy.outputs([])
    let files = copy.swiftFiles()
    for round in 0..<3 {
      // Each round changes a file, so that every run writes the cache.
      try "final class Round\(round)Cell: UITableViewCell {}\n".write(
        toFile: files[0] + ".round.swift", atomically: false, encoding: .utf8)
      let expected = copy.outputs([])
      let outputs = await withTaskGroup(of: [String].self) { group in
        for _ in 0..<4 { group.addTask { copy.outputs(["--cache-path", copy.cache]) } }
        return await group.reduce(into: []) { $0.append($1) }
      }
      #expect(outputs.allSatisfy { $0 == expected })
      #expect(copy.entryCount() != nil)
    }
    try FileManager.default.removeItem(atPath: files[0] + ".round.swift")
    #expect(copy.outputs(["--cache-path", copy.cache]) == uncached)
    // One cache, and one kept output for each command: no temporary file is left.
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: copy.cache).sorted()
    #expect(leftovers.map { ($0 as NSString).pathExtension } == ["keptoutput", "keptoutput", "scancache"])
  }

  /// Files the scan treats apart keep what they give: reusegen's own output (no declarations), a file list,
  /// an empty file, bytes that are not UTF-8, a malformed xib with its warning, a storyboard's prototype
  /// and a file with a scan diagnostic.
  @Test func filesTheScanTreatsApartReadBackAlike() throws {
    let directory = TemporaryDirectory.module([
      "Generated.swift": GeneratedFileMarker.swiftHeader + "\nextension Cell: Dequeuable {}\n",
      "List.swift": GeneratedFileMarker.fileListHeader + "\nfinal class Listed: UITableViewCell {}\n",
      "Empty.swift": "",
      "Cells.swift": "final class Cell: UITableViewCell {}\nfinal class Other: UICollectionViewCell {}\n",
      "Unclosed.swift": "final class Open: UITableViewCell {\n  static let reuseIdentifier = \"open\n",
      "Broken.xib": "<document><objects><tableViewCell customClass=\"Cell\" reuseIdentifier=\"x\"",
      "Main.storyboard": """
      <document><scenes><scene><objects><tableViewController><tableView><prototypes>
      <tableViewCell customClass="Other" reuseIdentifier="proto" customModuleProvider="target"/>
      </prototypes></tableView></tableViewController></objects></scene></scenes></document>
      """,
    ])
    defer { directory.remove() }
    try Data([0x66, 0x69, 0xFF, 0xFE, 0x0A, 0x63, 0x6C, 0x61, 0x73, 0x73, 0x20, 0xC3]).write(
      to: URL(fileURLWithPath: directory.path + "/App/Bytes.swift"))
    let module = Module(name: "App", source: directory.path, folder: "App", arguments: ["--module", "App"])
    let copy = Copy(module)
    defer { copy.directory.remove() }
    copy.expectCacheChangesNothing("special files")
    #expect(copy.entryCount() == 8)
    #expect(copy.outputs([]).joined().contains("Broken.xib:"))

    // The same bytes under another path: its own entry, whose diagnostics name it.
    let folder = copy.root + "/App/"
    try FileManager.default.copyItem(atPath: folder + "Unclosed.swift", toPath: folder + "Copied.swift")
    copy.expectCacheChangesNothing("a copy")
    let warning = "App/Copied.swift:2:32: warning: unterminated string literal"
    #expect(copy.outputs(["--cache-path", copy.cache]).allSatisfy { $0.contains(warning) })
    // Renamed: nothing of the old path is left, in the output or in the cache.
    try FileManager.default.moveItem(atPath: folder + "Unclosed.swift", toPath: folder + "Renamed.swift")
    copy.expectCacheChangesNothing("a rename")
    #expect(!copy.outputs(["--cache-path", copy.cache]).joined().contains("Unclosed.swift"))
    #expect(copy.entryCount() == 9)
  }

  /// `reusegen.json`'s `cachePath` is read from the file's folder; `--no-cache` turns it off.
  @Test func configurationNamesTheCacheAndNoCacheTurnsItOff() throws {
    let directory = TemporaryDirectory.module(["Cells.swift": "final class Cell: UITableViewCell {}\n"])
    defer { directory.remove() }
    directory.write("App/reusegen.json", #"{"cachePath": "../.reusegen-cache"}"#)
    let uncached = CommandRun(["list", "App"], in: directory.path)
    let noCache = CommandRun(
      ["list", "App", "--config", "App/reusegen.json", "--no-cache"], in: directory.path)
    #expect(noCache.standardOutput == uncached.standardOutput)
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/.reusegen-cache"))
    let cached = CommandRun(["list", "App", "--config", "App/reusegen.json"], in: directory.path)
    #expect(cached.standardOutput == uncached.standardOutput)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path + "/.reusegen-cache")
        .sorted() == ["reusegen-App-list.keptoutput", "reusegen-App.scancache"])
  }

  /// Every file's facts read back from the cache as the scan found them.
  @Test(arguments: modules)
  func factsReadBackAsScanned(module: Module) {
    let inputs = InputDiscovery.discover(
      [module.source + "/" + module.folder], excludes: [], currentDirectory: module.source)
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let scan = { (cache: ScanCache?) in
      ParallelScanner.scan(
        inputs.swiftFiles, interfaceBuilderFiles: inputs.interfaceBuilderFiles, cache: cache)
    }
    let fresh = scan(nil)
    _ = scan(ScanCache(directory: directory.path, module: "M"))
    let cache = ScanCache(directory: directory.path, module: "M")
    #expect(cache.entryCount == inputs.swiftFiles.count + inputs.interfaceBuilderFiles.count)
    let read = scan(cache)
    #expect(read.scanned == fresh.scanned)
    #expect(read.keys == fresh.keys)
    #expect(read.documents.map(\.document) == fresh.documents.map(\.document))
    // Each file's facts come from the cache, not from a scan.
    func cached<Facts: ScanFact>(_ kind: ScanCache.Kind, _ file: InputFile, unscanned: Facts) -> Facts {
      let bytes = try! FileReader.readBytes(atFileSystemPath: file.fileSystemPath)
      return bytes.withUnsafeBufferPointer { bytes in
        cache.facts(kind, path: file.displayPath, bytes: bytes) {
          Issue.record("\(file.displayPath) is scanned again")
          return unscanned
        }.facts ?? unscanned
      }
    }
    for (index, file) in inputs.swiftFiles.enumerated() {
      let facts = cached(.swift, file, unscanned: SwiftFileFacts(scanned: ScannedFile(path: ""), keys: nil))
      #expect(facts == SwiftFileFacts(scanned: fresh.scanned[index], keys: fresh.keys[index]))
    }
    for (index, file) in inputs.interfaceBuilderFiles.enumerated() {
      #expect(
        cached(.interfaceBuilder, file, unscanned: InterfaceBuilderDocument(path: "", kind: .xib))
          == fresh.documents[index].document)
    }
  }

  /// The names of the functions of `UITableView` and `UICollectionView` extensions read back in order, with
  /// each field around them (a static property's type written through a name too); bytes cut short read
  /// back as nothing.
  @Test func helperHostFunctionsReadBack() {
    let text = """
      extension UITableView {
        func registerFeed() {}
        static func == (lhs: UITableView, rhs: UITableView) -> Bool { true }
        func register(_ type: FeedCell.Type) {}
      }
      extension UICollectionView { func registerFeed() {} }
      final class FeedCell: UITableViewCell { static let reuseIdentifier = "feed" }
      extension Reusable { static var reuseIdentifier: ReuseIdentifier { String(describing: self) } }
      """
    let scanned = DeclarationScanner.scan(text, path: "Helpers.swift")
    #expect(scanned.helperHostFunctions == ["registerFeed", "==", "register", "registerFeed"])
    #expect(scanned.staticProperties.map(\.valueAlias) == [nil, "ReuseIdentifier"])
    let facts = SwiftFileFacts(scanned: scanned, keys: nil)
    var writer = ScanFactWriter(path: "Helpers.swift")
    writer.write(facts)
    let read = { (bytes: [UInt8]) in
      bytes.withUnsafeBufferPointer { bytes -> SwiftFileFacts? in
        var reader = ScanFactReader(bytes, path: "Helpers.swift")
        guard let facts = try? SwiftFileFacts(from: &reader), reader.isAtEnd else { return nil }
        return facts
      }
    }
    #expect(read(writer.bytes) == facts)
    #expect(read(Array(writer.bytes.dropLast())) == nil)
  }

  /// The fields of every type the cache encodes. A field added to one must be encoded too, and the
  /// format's version raised (`ScanFacts.swift`).
  @Test func everyFieldIsEncoded() {
    let location = ReuseGenCore.SourceLocation(path: "A.swift", line: 1, column: 1)
    let counts: [(Any, Int)] = [
      (ScannedFile(path: ""), 10),
      (
        TypeDeclaration(
          kind: .class, name: "", qualifiedName: "", isLocal: false, location: location,
          genericParameters: [],
          inheritance: [], conditional: ConditionalContext()), 16
      ),
      (
        ExtensionDeclaration(
          extendedType: TypeReference(components: []), isLocal: false, location: location, conformances: [],
          conditional: ConditionalContext()), 8
      ),
      (StaticPropertyDeclaration(name: "", owner: .type(0), location: location), 7),
      (HelperMethodDeclaration(name: "", labels: [], owner: 0, location: location), 6),
      (
        TypeAliasDeclaration(
          name: "", isLocal: false, location: location, target: [], conditional: ConditionalContext()), 8
      ),
      (TypeReference(components: []), 3), (ConditionalContext(), 2),
      (ConditionalBranch(block: 0, clause: 0), 2),
      (Diagnostic(.note, "", at: nil), 5), (location, 3), (PlacedText(""), 2),
      (PlacedText.Place(location: location, form: .line, range: 0..<0), 3),
      (InterfaceBuilderDocument(path: "", kind: .xib), 6),
      (InterfaceBuilderObject(tag: "", location: location), 7),
      (
        InterfaceBuilderReusableElement(
          object: InterfaceBuilderObject(tag: "", location: location), impliedKind: nil, isTopLevel: false,
          isPrototype: false), 4
      ),
      (DeclarationKeys.everything, 2), (SwiftFileFacts(scanned: ScannedFile(path: ""), keys: nil), 2),
      // The kept values of declared identifiers (`EvaluationCache`): every field of the type's identity,
      // and all but `file`, which is none of it.
      // A failure is written as its case and names, which an exhaustive switch keeps whole
      // (`EvaluationFailure+ScanFact.swift`, `EvaluationFailureTests`).
      (EvaluatedType(path: [], module: nil, objcName: nil), 8),
      (
        EvaluationCache.Entry(
          type: EvaluatedType(path: [], module: nil), value: .success(""), askedKeys: [], dependencies: []), 4
      ),
      (FileStatus(size: 0, modified: 0, changed: 0, inode: 0, device: 0), 5),
    ]
    for (value, count) in counts {
      #expect(Mirror(reflecting: value).children.count == count, "\(type(of: value))")
    }
  }

  /// A file whose times settled before a run is taken by its status at the next; any change of it, even
  /// to the same size with its modification time set back, changes its status-change time, and is seen.
  @Test func aSettledFileIsTakenByItsStatusAndAnyChangeIsSeen() throws {
    let directory = TemporaryDirectory.module(["Cells.swift": "final class Cell: UITableViewCell {}\n"])
    defer { directory.remove() }
    let inputs = InputDiscovery.discover(
      [directory.path + "/App"], excludes: [], currentDirectory: directory.path)
    let file = try #require(inputs.swiftFiles.first)
    let cache = directory.path + "/cache/M.scancache"
    // Runs that start well after the file was written, so that its status settled for them.
    let later = FileStatus.now() + 2 * ScanCache.settledAge
    let first = ParallelScanner.scan(inputs.swiftFiles, cache: ScanCache(path: cache, started: later))
    #expect(first.cacheRecords.map(\.wasScanned) == [true])
    let status = try #require(FileStatus.of(fileSystemPath: file.fileSystemPath))
    let taken = ParallelScanner.scan(inputs.swiftFiles, cache: ScanCache(path: cache, started: later))
    #expect(taken.scanned == first.scanned)
    #expect(taken.cacheRecords.map(\.wasScanned) == [false])

    try "final class Cees: UITableViewCell {}\n".write(toFile: file.path, atomically: false, encoding: .utf8)
    var times = [
      timespec(tv_sec: Int(status.modified / 1_000_000_000), tv_nsec: Int(status.modified % 1_000_000_000)),
      timespec(tv_sec: Int(status.modified / 1_000_000_000), tv_nsec: Int(status.modified % 1_000_000_000)),
    ]
    #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
    let changed = try #require(FileStatus.of(fileSystemPath: file.fileSystemPath))
    #expect(changed.size == status.size && changed.modified == status.modified)
    let read = ParallelScanner.scan(inputs.swiftFiles, cache: ScanCache(path: cache, started: later))
    #expect(read.scanned[0].types.map(\.name) == ["Cees"])
    #expect(read.cacheRecords.map(\.wasScanned) == [true])
  }

  /// The content hash reads words in place or from a copy, whatever the alignment, alike; and it tells
  /// contents of one length apart.
  @Test func contentHashIgnoresAlignmentAndTellsContentsApart() {
    let bytes = (0..<100).map { UInt8(truncatingIfNeeded: $0 &* 37) }
    let aligned = bytes.withUnsafeBufferPointer(ContentHash.of)
    let shifted = ([0] + bytes).withUnsafeBufferPointer {
      ContentHash.of(UnsafeBufferPointer(rebasing: $0[1...]))
    }
    #expect(aligned == shifted)
    var hashes = Set<UInt64>()
    for index in bytes.indices {
      var changed = bytes
      changed[index] ^= 1
      hashes.insert(changed.withUnsafeBufferPointer(ContentHash.of))
    }
    hashes.insert(aligned)
    hashes.insert(bytes.dropLast().withUnsafeBufferPointer(ContentHash.of))
    hashes.insert((bytes + [0]).withUnsafeBufferPointer(ContentHash.of))
    #expect(hashes.count == bytes.count + 3)
  }
}

extension ScanCacheTests.Copy {
  /// Every Swift, xib and storyboard file below `folder`.
  static func allInputFiles(in folder: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    return (enumerator?.compactMap { $0 as? String } ?? []).filter {
      $0.hasSuffix(".swift") || $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard")
    }
  }
}

extension ParallelScanner.InterfaceBuilderRead {
  var document: InterfaceBuilderDocument? {
    if case .document(let document) = self { return document }
    return nil
  }
}
