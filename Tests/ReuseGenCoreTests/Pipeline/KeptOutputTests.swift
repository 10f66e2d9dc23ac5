import Foundation
import Testing

@testable import ReuseGenCore

/// The output a run with a scan cache keeps (`KeptOutput`): printed again only by a run that reads the
/// same facts and values with the same command line, so every run prints what a run without a cache prints.
@Suite struct KeptOutputTests {
  /// A copy of a module of `files`, and the folder it was copied from.
  private func module(_ files: [String: String] = EvaluationCacheTests.files) -> (
    ScanCacheTests.Copy, TemporaryDirectory
  ) {
    let directory = TemporaryDirectory.module(files)
    let module = ScanCacheTests.Module(
      name: "App", source: directory.path, folder: "App", arguments: ["--module", "App"])
    return (ScanCacheTests.Copy(module), directory)
  }

  /// The kept output of `command`, read as a run of it would.
  private func kept(_ copy: ScanCacheTests.Copy, _ command: String, _ arguments: [String]) -> KeptOutputFile?
  {
    KeptOutputFile(
      directory: copy.cache, module: "App", command: command, arguments: arguments,
      currentDirectory: copy.root,
      configPath: nil)
  }

  /// The inode of the kept output of `command`, which each rewrite (a new file renamed over it) changes.
  private func keptFileNumber(_ copy: ScanCacheTests.Copy, _ command: String) -> Int? {
    let attributes = try? FileManager.default.attributesOfItem(
      atPath: copy.cache + "/reusegen-App-\(command).keptoutput")
    return (attributes?[.systemFileNumber] as? NSNumber)?.intValue
  }

  /// Whether the analysis of the run of `arguments` reads the facts of its kept output.
  private func matchesKeptOutput(_ copy: ScanCacheTests.Copy, _ arguments: [String]) throws -> Bool {
    let parsed = try ArgumentParser.parse(arguments, currentDirectory: copy.root)
    guard case .run(let commandLine) = parsed.invocation else { return false }
    let run = try commandLine.resolved(explicit: parsed.explicitOptions)
    let file = kept(copy, run.subcommand.rawValue, arguments)
    return ModuleAnalyzer.analyze(
      run.discoverInputs(), context: run.contextModules(), run: run, kept: file?.stored
    ).keptOutput != nil
  }

  @Test func aRunThatReadsTheSameFactsPrintsTheKeptOutputAndNoOtherDoes() throws {
    let (copy, source) = module()
    defer { copy.directory.remove() }
    defer { source.remove() }
    copy.expectCacheChangesNothing("first run")
    // As `Copy.outputs` runs them.
    let list = ["list", "App", "--format", "json", "--module", "App", "--cache-path", copy.cache]
    let stored = try #require(kept(copy, "list", list)?.stored)
    #expect(stored.output.output.text.contains("app.Prefixed"))
    let written = keptFileNumber(copy, "list")

    // A comment and a function body change no fact, in a file no value reads: the kept output is printed,
    // and stays as it was.
    let other = copy.root + "/App/Other.swift"
    try (EvaluationCacheTests.files["Other.swift"]! + "\n// A comment.\nfunc helper() { print(1) }\n").write(
      toFile: other, atomically: false, encoding: .utf8)
    #expect(try matchesKeptOutput(copy, list))
    copy.expectCacheChangesNothing("an edit that changes no fact")
    #expect(keptFileNumber(copy, "list") == written)
    #expect(kept(copy, "list", list)?.stored?.facts == stored.facts)

    // A value a view reads changes, in a file whose facts stay the same: the value does not stand, so the
    // run renders again, and keeps its new output.
    let names = copy.root + "/App/Names.swift"
    try EvaluationCacheTests.files["Names.swift"]!.replacingOccurrences(of: "\"app.\"", with: "\"web.\"")
      .write(toFile: names, atomically: false, encoding: .utf8)
    #expect(try !matchesKeptOutput(copy, list))
    copy.expectCacheChangesNothing("a value read changed")
    #expect(copy.outputs([]).joined().contains("web.Prefixed"))
    #expect(kept(copy, "list", list)?.stored?.output.output.text.contains("web.Prefixed") == true)

    // A fact changes: a view added.
    let cells = copy.root + "/App/Cells.swift"
    let original = try String(contentsOfFile: cells, encoding: .utf8)
    try (original + "final class AddedCell: UITableViewCell {}\n").write(
      toFile: cells, atomically: false, encoding: .utf8)
    #expect(try !matchesKeptOutput(copy, list))
    copy.expectCacheChangesNothing("a view added")
    #expect(copy.outputs([]).joined().contains("AddedCell"))

    // Another command line keeps its own output: another format, another access level.
    let text = CommandRun(["list", "App", "--module", "App", "--cache-path", copy.cache], in: copy.root)
    #expect(
      text.standardOutput == CommandRun(["list", "App", "--module", "App"], in: copy.root).standardOutput)
    let access = ["generate", "App", "--module", "App", "--access", "public"]
    #expect(
      CommandRun(access + ["--cache-path", copy.cache], in: copy.root).standardOutput
        == CommandRun(access, in: copy.root).standardOutput)
  }

  /// A kept output that cannot be trusted is ignored: the run renders, prints what a run without a cache
  /// prints, and writes it again.
  @Test(arguments: ["garbage", "truncated", "flipped byte", "other command line", "other identity"])
  func untrustedKeptOutputIsIgnoredAndRewritten(damage: String) throws {
    let (copy, source) = module()
    defer { copy.directory.remove() }
    defer { source.remove() }
    let uncached = copy.outputs([])
    #expect(copy.outputs(["--cache-path", copy.cache]) == uncached)
    let arguments = ["generate", "App", "--module", "App", "--cache-path", copy.cache]
    let file = try #require(kept(copy, "generate", arguments))
    let stored = try #require(file.stored)
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file.path)))
    switch damage {
    case "garbage": bytes = (0..<bytes.count).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
    case "truncated": bytes.removeLast(bytes.count / 3)
    case "flipped byte": bytes[bytes.count / 2] ^= 0x20
    default:
      // Whole files of the same facts that say otherwise, of another command line or another tool.
      let other =
        damage == "other identity"
        ? KeptOutputFile(
          directory: copy.cache, module: "App", command: "generate", arguments: arguments,
          currentDirectory: copy.root, configPath: nil, identity: "reusegen 0.0.1; format 1")
        : kept(copy, "generate", arguments + ["--quiet"])
      var wrong = stored.output
      wrong.output = "// not what the module generates\n"
      try #require(other).save(wrong, facts: stored.facts, shape: stored.shape)
      bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file.path)))
    }
    try Data(bytes).write(to: URL(fileURLWithPath: file.path))
    #expect(kept(copy, "generate", arguments)?.stored == nil)
    #expect(copy.outputs(["--cache-path", copy.cache]) == uncached)
    #expect(kept(copy, "generate", arguments)?.stored?.output == stored.output)
    #expect(copy.outputs(["--cache-path", copy.cache]) == uncached)
  }

  /// A context module's own `reusegen.json`, which no argument names, is part of the command line.
  @Test func aContextModulesConfigurationIsPartOfTheCommandLine() throws {
    let package = ContextCommandTests().makePackage()
    defer { package.remove() }
    let arguments = ["generate", "Profile", "--context", "UIComponents", "--support-module", "ReuseSupport"]
    let cached = arguments + ["--cache-path", package.path + "/cache"]
    func printed(_ arguments: [String]) -> String {
      let run = CommandRun(arguments, in: package.path)
      return "\(run.status)\n\(run.standardOutput)\n\(run.standardError)"
    }
    let shared = printed(arguments)
    #expect(printed(cached) == shared)
    #expect(printed(cached) == shared)
    // The context module no longer imports the support module: its views are no longer this one's.
    package.write("UIComponents/reusegen.json", #"{"supportModule": "OtherSupport", "access": "public"}"#)
    let apart = printed(arguments)
    #expect(apart != shared)
    #expect(printed(cached) == apart)
  }

  /// `generate` of the module with its cache.
  private func generateArguments(_ copy: ScanCacheTests.Copy) -> [String] {
    ["generate", "App", "--module", "App", "--cache-path", copy.cache]
  }

  /// Whether the analysis of the run of `arguments` reads the facts of its kept output, leaving the cache as
  /// it was: an analysis that prints the kept output rewrites the scan cache.
  private func probesKeptOutput(_ copy: ScanCacheTests.Copy, _ arguments: [String]) throws -> Bool {
    let names = try FileManager.default.contentsOfDirectory(atPath: copy.cache)
    let saved = try names.map { ($0, try Data(contentsOf: URL(fileURLWithPath: copy.cache + "/" + $0))) }
    defer {
      for (name, data) in saved { try? data.write(to: URL(fileURLWithPath: copy.cache + "/" + name)) }
    }
    return try matchesKeptOutput(copy, arguments)
  }

  /// A module with Objective-C files keeps its output too, keyed by what the run reads of them: an edit of
  /// a header is seen.
  @Test func objectiveCFilesAreReadIntoTheKeptOutputsKey() throws {
    var files = EvaluationCacheTests.files
    files["Legacy.h"] = "@interface LegacyBase : UITableViewCell\n@end\n"
    files["Sub.swift"] = "final class SubCell: LegacyBase {}\n"
    let (copy, source) = module(files)
    defer { copy.directory.remove() }
    defer { source.remove() }
    copy.expectCacheChangesNothing("first run")
    #expect(copy.outputs([]).joined().contains("SubCell"))
    #expect(keptFileNumber(copy, "generate") != nil)
    let generate = generateArguments(copy)
    #expect(try probesKeptOutput(copy, generate))
    // The base is no cell any more: its subclass is no view.
    try "@interface LegacyBase : UIView\n@end\n".write(
      toFile: copy.root + "/App/Legacy.h", atomically: false, encoding: .utf8)
    #expect(try !probesKeptOutput(copy, generate))
    copy.expectCacheChangesNothing("a header edited")
    #expect(!copy.outputs([]).joined().contains("SubCell"))
  }

  /// An edit that only moves declarations (lines inserted above them) prints the kept output with its
  /// locations moved, as a run without a cache prints it, and keeps it again under the new facts: the
  /// diagnostics' places, and a listing's, each recorded as it was printed.
  @Test func anEditThatMovesDeclarationsMovesTheKeptOutputsLocations() throws {
    var files = EvaluationCacheTests.files
    let moved =
      "import UIKit\n\nfinal class MovedCell: UITableViewCell {}\n\nfinal class OddCell: VendorCell {}\n"
    files["Moved.swift"] = moved
    let (copy, source) = module(files)
    defer { copy.directory.remove() }
    defer { source.remove() }
    copy.expectCacheChangesNothing("first run")
    let generate = generateArguments(copy)
    let list = ["list", "App", "--format", "json", "--module", "App", "--cache-path", copy.cache]
    let before = try #require(kept(copy, "generate", generate)?.stored)
    #expect(before.output.diagnostics.contains { $0.text.hasPrefix("App/Moved.swift:5:") })
    for lines in 1...2 {
      let text = String(repeating: "// A line above.\n", count: lines) + moved
      try text.write(toFile: copy.root + "/App/Moved.swift", atomically: false, encoding: .utf8)
      #expect(try probesKeptOutput(copy, generate), "\(lines)")
      #expect(try probesKeptOutput(copy, list), "\(lines)")
      let listed = CommandRun(list, in: copy.root).standardOutput
      #expect(listed == CommandRun(Array(list.dropLast(2)), in: copy.root).standardOutput)
      #expect(listed.contains("\"line\": \(3 + lines), \"column\": 13"))
      let written = keptFileNumber(copy, "generate")
      let uncached = CommandRun(Array(generate.dropLast(2)), in: copy.root)
      let cached = CommandRun(generate, in: copy.root)
      #expect(cached.standardOutput == uncached.standardOutput)
      #expect(cached.standardError == uncached.standardError)
      #expect(cached.standardError.contains("App/Moved.swift:\(5 + lines):"))
      // Kept again, under the facts that moved it.
      #expect(keptFileNumber(copy, "generate") != written)
      #expect(kept(copy, "generate", generate)?.stored?.shape == before.shape)
    }
    copy.expectCacheChangesNothing("declarations moved")
    // A declaration added is no move.
    try (moved + "final class AddedCell: UITableViewCell {}\n").write(
      toFile: copy.root + "/App/Moved.swift", atomically: false, encoding: .utf8)
    #expect(try !probesKeptOutput(copy, generate))
    copy.expectCacheChangesNothing("a view added")
  }

  /// An edit of a file a kept value depends on evaluates that value again, and no more: the kept output is
  /// printed when it comes out as it was, and made again when it does not.
  @Test func aValueEvaluatedAgainAsItWasKeepsTheOutput() throws {
    let (copy, source) = module()
    defer { copy.directory.remove() }
    defer { source.remove() }
    copy.expectCacheChangesNothing("first run")
    let generate = generateArguments(copy)
    let names = copy.root + "/App/Names.swift"
    let original = EvaluationCacheTests.files["Names.swift"]!
    // Its declarations moved, and a body changed that no value reads.
    try ("// A line above.\n" + original + "\nfunc unrelated() { print(2) }\n").write(
      toFile: names, atomically: false, encoding: .utf8)
    #expect(try probesKeptOutput(copy, generate))
    copy.expectCacheChangesNothing("a value's file edited, the value as it was")
    // The value changes, its file's facts do not.
    try original.replacingOccurrences(of: "\"feed\"", with: "\"news\"").write(
      toFile: names, atomically: false, encoding: .utf8)
    #expect(try !probesKeptOutput(copy, generate))
    copy.expectCacheChangesNothing("a value changed")
    #expect(copy.outputs([]).joined().contains("news"))
  }

  /// A whole cache (its checksum holds) whose facts do not read back, which no run of this tool writes, is
  /// never used: neither its digest nor its facts. The run scans every file again, prints what a run
  /// without a cache prints, and writes the cache again.
  @Test func factsThatDoNotReadBackAreScannedAgain() throws {
    let (copy, source) = module()
    defer { copy.directory.remove() }
    defer { source.remove() }
    copy.expectCacheChangesNothing("first run")
    let parsed = try ArgumentParser.parse(generateArguments(copy), currentDirectory: copy.root)
    guard case .run(let commandLine) = parsed.invocation else { throw CancellationError() }
    let inputs = try commandLine.resolved(explicit: parsed.explicitOptions).discoverInputs()
    // Each Swift file's entry holds the facts of an Interface Builder document, for its own content.
    let cache = ScanCache(directory: copy.cache, module: "App").emptied()
    let records = try inputs.swiftFiles.map { file in
      try FileReader.readBytes(atFileSystemPath: file.fileSystemPath).withUnsafeBufferPointer { bytes in
        cache.facts(.swift, path: file.displayPath, bytes: bytes) {
          InterfaceBuilderDocument(path: "", kind: .xib)
        }
        .record
      }
    }
    cache.save(records)
    #expect(copy.entryCount() == inputs.swiftFiles.count)
    let written = copy.cacheFileNumber()
    copy.expectCacheChangesNothing("facts that do not read back")
    #expect(copy.cacheFileNumber() != written)
  }
}
