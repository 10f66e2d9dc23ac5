import Foundation
import Testing

@testable import ReuseGenCore

/// The declared identifiers' values the scan cache keeps (`EvaluationCache`): a kept value stands only
/// while nothing it depends on changed, so every run prints what a run without a cache prints.
@Suite struct EvaluationCacheTests {
  /// A module whose views' identifiers name declarations of other files, and a file that names none.
  static let files = [
    "AAA.swift": "struct Box<Element> {}\n",
    "Cells.swift": """
    final class FeedCell: UITableViewCell {
      static let reuseIdentifier = Names.feed
    }
    final class PrefixedCell: UITableViewCell {
      static let reuseIdentifier = prefix + "Prefixed"
    }
    final class LiteralCell: UITableViewCell {
      static let reuseIdentifier = "literal"
    }
    """,
    "Names.swift": """
    enum Names {
      static let feed = "feed"
    }
    let prefix = "app."
    """,
    "Other.swift": "final class Controller: UIViewController {}\n",
  ]

  /// Runs `step`, which edits the copy, then checks that runs with the cache print what one without prints.
  private func expectSame(
    _ copy: ScanCacheTests.Copy, _ step: String, sourceLocation: Testing.SourceLocation = #_sourceLocation,
    edit: (String) throws -> Void
  ) rethrows {
    try edit(copy.root + "/App/")
    copy.expectCacheChangesNothing(step, sourceLocation: sourceLocation)
  }

  @Test func keptValuesStandOnlyWhileWhatTheyReadStands() throws {
    let directory = TemporaryDirectory.module(Self.files)
    defer { directory.remove() }
    let module = ScanCacheTests.Module(
      name: "App", source: directory.path, folder: "App", arguments: ["--module", "App"])
    let copy = ScanCacheTests.Copy(module)
    defer { copy.directory.remove() }
    copy.expectCacheChangesNothing("first run")
    #expect(copy.evaluationCount() == 2)
    #expect(copy.outputs([]).joined().contains("app.Prefixed"))

    // A file no value reads: both values stand, and the cache keeps them.
    try expectSame(copy, "an unrelated edit") { folder in
      try "final class Controller: UIViewController { let title = 1 }\n".write(
        toFile: folder + "Other.swift", atomically: false, encoding: .utf8)
    }
    #expect(copy.evaluationCount() == 2)
    // A value a view reads changes.
    try expectSame(copy, "a value read changed") { folder in
      try Self.files["Names.swift"]!.replacingOccurrences(of: "\"feed\"", with: "\"news\"").write(
        toFile: folder + "Names.swift", atomically: false, encoding: .utf8)
    }
    #expect(copy.outputs([]).joined().contains("\"news\""))
    // Another file comes to declare a name a value reads: the evaluation sees both.
    try expectSame(copy, "a name declared again elsewhere") { folder in
      try "final class Controller: UIViewController {}\nlet prefix = \"other.\"\n".write(
        toFile: folder + "Other.swift", atomically: false, encoding: .utf8)
    }
    // The first file, which a name asked with no place is looked up from, changes its generic parameters.
    try expectSame(copy, "the first file's generic parameters") { folder in
      try "struct Box<Names> {}\n".write(toFile: folder + "AAA.swift", atomically: false, encoding: .utf8)
    }
    // A file added and one removed: the files' positions change.
    try expectSame(copy, "a file added") { folder in
      try "enum More { static let name = \"more\" }\n".write(
        toFile: folder + "More.swift", atomically: false, encoding: .utf8)
    }
    try expectSame(copy, "a file removed") { folder in
      try FileManager.default.removeItem(atPath: folder + "Other.swift")
    }
  }

  /// Kept values read back as written, and bytes that are not a whole record are no values.
  @Test func valuesReadBackAsWritten() throws {
    let undeclared = EvaluationFailure.undeclared("x")
    let cache = EvaluationCache(
      fingerprint: 42, firstFileGenericParameters: ["T"],
      entries: [
        EvaluationCache.Entry(
          type: EvaluatedType(path: ["Feed", "Cell"], module: "App", objcName: "FCell"), value: .success("v"),
          askedKeys: [1, 2], dependencies: [0, 3]),
        EvaluationCache.Entry(
          type: EvaluatedType(
            path: ["G"], module: nil, objcName: nil, isGeneric: true,
            genericArguments: [EvaluatedType(path: ["Game"], module: "App", objcName: nil)], isClass: false,
            isSpelledThroughItsModule: false),
          value: .failure(undeclared), askedKeys: [], dependencies: []),
      ])
    var writer = ScanFactWriter(path: "")
    writer.write(cache)
    let read: EvaluationCache? = Self.read(writer.bytes)
    #expect(read == cache)
    #expect(read?.entries[1].type.isGeneric == true)
    #expect(read?.entries[1].type.genericArguments?.first?.path == ["Game"])
    let truncated: EvaluationCache? = Self.read(Array(writer.bytes.dropLast()))
    #expect(truncated == nil)
  }

  /// The value `bytes` hold, as the scan cache reads it; `nil` when they hold none whole.
  static func read<Value: ScanFact>(_ bytes: [UInt8]) -> Value? {
    bytes.withUnsafeBufferPointer { bytes in
      var reader = ScanFactReader(bytes, path: "")
      return try? Value(from: &reader)
    }
  }
}

extension ScanCacheTests.Copy {
  /// How many values the cache keeps; `nil` when it has no cache or keeps none.
  func evaluationCount() -> Int? {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []
    guard let file = files.first(where: { $0.hasSuffix(".scancache") }) else { return nil }
    return ScanCache(path: cache + "/" + file).evaluations?.entries.count
  }
}
