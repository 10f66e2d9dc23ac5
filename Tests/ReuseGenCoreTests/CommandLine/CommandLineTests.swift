import Foundation
import Testing

@testable import ReuseGenCore

@Suite struct CommandLineTests {
  private let cell = "import UIKit\n\nfinal class FeedCell: UITableViewCell {}\n"

  @Test func helpAndVersion() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let help = CommandRun(["--help"], in: directory.path)
    #expect(help.status == .success)
    #expect(help.standardOutput.contains("USAGE: reusegen [generate] <path> ..."))
    #expect(help.standardOutput.contains("See 'reusegen help <subcommand>' for detailed help."))
    #expect(CommandRun(["help", "list"], in: directory.path).standardOutput.contains("--format <format>"))
    #expect(CommandRun(["list", "--help"], in: directory.path).standardOutput.contains("--format <format>"))
    let version = CommandRun(["--version"], in: directory.path)
    #expect(version.standardOutput == ReuseGenVersion.current + "\n")
  }

  @Test(arguments: [
    (["list"], "Error: Missing expected argument '<path> ...'"),
    (
      ["list", ".", "--format", "yaml"],
      "Error: The value 'yaml' is invalid for '--format'. Please provide one of 'text', 'json'."
    ),
    (["generate", ".", "--frobnicate"], "Error: Unknown option '--frobnicate'"),
    (["generate", ".", "--output"], "Error: Missing value for '--output <file>'"),
    (["help", "nope"], "Error: Unknown subcommand 'nope'\n"),
    (["help", "lisst"], "Error: Unknown subcommand 'lisst'; did you mean 'list'?"),
    (["lsit", "App"], "Error: Unknown subcommand 'lsit'; did you mean 'list'?"),
    (["migarte", "App", "--write"], "Error: Unknown subcommand 'migarte'; did you mean 'migrate'?"),
    (["generate", ".", "--base", "Swipe"], "Error: The value 'Swipe' is invalid for '--base'."),
  ])
  func usageErrorsExitWithTwoAndPointAtHelp(arguments: [String], message: String) {
    let run = CommandRun(arguments, in: NSTemporaryDirectory())
    #expect(run.status == .usage)
    #expect(run.standardError.hasPrefix(message))
    #expect(run.standardError.contains("\nUsage: reusegen "))
    #expect(run.standardError.hasSuffix("for more information.\n"))
  }

  /// A word like a subcommand is a path when such a path exists: `reusegen lsit` generates from a folder
  /// named "lsit", as `reusegen App` does from "App".
  @Test func aSlipOfASubcommandThatIsAPathIsAPath() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("lsit/Feed.swift", cell)
    let run = CommandRun(["lsit", "--module", "App"], in: directory.path)
    #expect(run.status == .success, "\(run.standardError)")
    #expect(run.standardOutput.contains("extension FeedCell: Dequeuable"))
    // A path-like word is never taken for a slip.
    #expect(
      CommandRun(["lsit.swift"], in: directory.path).standardError.hasPrefix("lsit.swift: error: cannot read")
    )
  }

  @Test func listPrintsRelativePathsAndTextTable() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("Sources/App/Feed.swift", cell)
    let json = CommandRun(["list", "Sources/App", "--format", "json"], in: directory.path)
    #expect(json.status == .success)
    #expect(json.standardOutput.contains(#""file": "Sources/App/Feed.swift", "line": 3, "column": 13"#))
    #expect(json.standardOutput.contains(#""identifier": "App.FeedCell""#))
    let text = CommandRun(["list", "Sources/App"], in: directory.path)
    #expect(
      text.standardOutput.hasPrefix(
        "NAME      KIND           IDENTIFIER    SOURCE  LOCATION\nFeedCell  tableViewCell"))
  }

  @Test func skippedFoldersAndExcludes() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    for folder in [".build", "Pods", "Carthage", "DerivedData", ".git", ".swiftpm", "Generated"] {
      directory.write(
        "App/\(folder)/Other.swift", "class \(folder.filter(\.isLetter))Cell: UITableViewCell {}")
    }
    directory.write("App/Feed.swift", cell)
    directory.write("App/Feed.generated.swift", "class GenCell: UITableViewCell {}")
    let run = CommandRun(
      ["list", "App", "--format", "json", "--exclude", "App/Generated/*", "--exclude", "*.generated.swift"],
      in: directory.path)
    #expect(run.standardOutput.components(separatedBy: "\"name\"").count == 2)
    #expect(run.standardOutput.contains("FeedCell"))
  }

  /// An exclude glob matches from each folder on down, as a `.gitignore` pattern does: the configuration
  /// reference's `"Generated/*"` leaves out a generated folder at any depth, and only that.
  @Test func excludeGlobsMatchAtAnyDepth() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("Sources/Feed/Generated/Cells.swift", "class DeepCell: UITableViewCell {}")
    directory.write("Sources/Generated/Cells.swift", "class ShallowCell: UITableViewCell {}")
    directory.write("Sources/Feed/NotGenerated/Cells.swift", "class KeptCell: UITableViewCell {}")
    directory.write("Sources/Feed/Feed.swift", cell)
    directory.write("reusegen.json", #"{"exclude": ["Generated/*"]}"#)
    for arguments in [
      ["list", "Sources", "--exclude", "Generated/*"], ["list", "Sources", "--config", "reusegen.json"],
      ["list", "Sources/Feed", "--exclude", "Generated/*"],
    ] {
      let run = CommandRun(arguments + ["--format", "json"], in: directory.path)
      #expect(!run.standardOutput.contains("DeepCell"), "\(arguments)")
      #expect(!run.standardOutput.contains("ShallowCell"), "\(arguments)")
      #expect(run.standardOutput.contains("KeptCell"), "\(arguments)")
      #expect(run.standardOutput.contains("FeedCell"), "\(arguments)")
    }
  }

  @Test func generateWritesOnlyWhenContentChanges() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/Feed.swift", cell)
    let arguments = ["generate", "App", "--output", "Generated/ReuseGen.swift"]
    #expect(CommandRun(arguments, in: directory.path).status == .success)
    let output = directory.path + "/Generated/ReuseGen.swift"
    let first = try FileManager.default.attributesOfItem(atPath: output)
    let past = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output)
    let second = CommandRun(arguments, in: directory.path)
    #expect(second.standardError.hasPrefix("Unchanged: Generated/ReuseGen.swift"))
    let after = try FileManager.default.attributesOfItem(atPath: output)
    #expect(after[.modificationDate] as? Date == past)
    #expect(first[.size] as? Int == after[.size] as? Int)
    #expect(directory.read("Generated/ReuseGen.swift")?.hasPrefix("// Generated by reusegen ") == true)
  }

  @Test func generatedOutputInsideScannedFolderIsNotReadBack() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/Feed.swift", cell)
    let arguments = ["generate", "App", "--output", "App/ReuseGen.swift"]
    #expect(CommandRun(arguments, in: directory.path).status == .success)
    let first = directory.read("App/ReuseGen.swift")
    // Its `extension FeedCell: Dequeuable` must not turn into a hand-written conformance.
    #expect(CommandRun(arguments, in: directory.path).status == .success)
    #expect(directory.read("App/ReuseGen.swift") == first)
    #expect(first?.contains("extension FeedCell: Dequeuable") == true)
  }

  @Test func checkReportsStaleOutputWithoutWriting() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/Feed.swift", cell)
    let arguments = ["generate", "App", "--output", "Out.swift"]
    #expect(CommandRun(arguments + ["--check"], in: directory.path).status == .failure)
    #expect(directory.read("Out.swift") == nil)
    #expect(CommandRun(arguments, in: directory.path).status == .success)
    #expect(CommandRun(arguments + ["--check"], in: directory.path).status == .success)
    directory.write("App/More.swift", "class MoreCell: UICollectionViewCell {}")
    let stale = CommandRun(arguments + ["--check"], in: directory.path)
    #expect(stale.status == .failure)
    #expect(
      stale.standardError == "Out.swift: error: out of date; run 'reusegen generate' to update it\n")
    #expect(directory.read("Out.swift")?.contains("MoreCell") == false)
  }

  @Test func errorsLeaveExistingOutputUntouched() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("Out.swift", "// Generated by reusegen, previous content\n")
    directory.write("App/A.swift", "enum A { class Cell: UITableViewCell {} }")
    directory.write("App/B.swift", "enum B { class Cell: UITableViewCell {} }")
    let run = CommandRun(
      ["generate", "App", "--output", "Out.swift", "--identifier-style", "class-name"], in: directory.path)
    #expect(run.status == .failure)
    #expect(run.standardError.contains("App/B.swift:1:16: error: reuse identifier 'Cell'"))
    #expect(directory.read("Out.swift") == "// Generated by reusegen, previous content\n")
  }

  @Test func standardOutputWhenNoOutputIsGiven() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/Feed.swift", cell)
    let run = CommandRun(["App", "--module", "Feature"], in: directory.path)
    #expect(run.status == .success)
    #expect(
      run.standardOutput.hasPrefix("// Generated by reusegen \(ReuseGenVersion.current). Do not edit.\n"))
    #expect(run.standardOutput.contains("extension FeedCell: Dequeuable, _ReuseGenNamedByType {}"))
    #expect(
      CommandRun(["list", "App", "--module", "Feature"], in: directory.path).standardOutput.contains(
        "Feature.FeedCell"))
  }

  @Test func configurationFileAndCommandLinePrecedence() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/Feed.swift", cell + "class Swipe: SwipeTableViewCell {}\n")
    directory.write(
      "reusegen.json",
      #"{"paths": ["App"], "module": "FromConfig", "identifierStyle": "class-name", "bases": {"SwipeTableViewCell": "tableViewCell"}}"#
    )
    let fromConfig = CommandRun(
      ["list", "--config", "reusegen.json", "--format", "json"], in: directory.path)
    #expect(fromConfig.status == .success)
    #expect(fromConfig.standardOutput.contains(#""identifier": "FeedCell""#))
    #expect(fromConfig.standardOutput.contains(#""name": "Swipe""#))
    let overridden = CommandRun(
      [
        "list", "--config", "reusegen.json", "--format", "json", "--identifier-style", "qualified",
        "--module", "X",
      ],
      in: directory.path)
    #expect(overridden.standardOutput.contains(#""identifier": "FeedCell""#))
    let generated = CommandRun(
      ["generate", "--config", "reusegen.json", "--identifier-style", "module-qualified"], in: directory.path)
    // The module-qualified style names the view by its type: no literal, and no other style's either.
    #expect(generated.standardOutput.contains("extension FeedCell: Dequeuable, _ReuseGenNamedByType {}"))
    #expect(!generated.standardOutput.contains("\"FeedCell\""))
  }

  @Test func auditTakesTheFormatFromTheConfigurationFile() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/Feed.swift", cell)
    directory.write("reusegen.json", #"{"paths": ["App"], "format": "json"}"#)
    let configured = CommandRun(["audit", "--config", "reusegen.json"], in: directory.path)
    #expect(configured.status == .success)
    #expect(configured.standardOutput.hasPrefix("{"))
    #expect(
      configured.standardOutput
        == CommandRun(["audit", "App", "--format", "json"], in: directory.path).standardOutput)
    let overridden = CommandRun(
      ["audit", "--config", "reusegen.json", "--format", "text"], in: directory.path)
    #expect(!overridden.standardOutput.hasPrefix("{"))
  }

  @Test func migrateParsesRetireHelpers() throws {
    func retireHelpers(_ arguments: [String]) throws -> Bool? {
      guard case .run(let run) = try ArgumentParser.parse(arguments).invocation else { return nil }
      return run.migrate.retireHelpers
    }
    #expect(try retireHelpers(["migrate", "App"]) == false)
    #expect(try retireHelpers(["migrate", "App", "--retire-helpers", "--write"]) == true)
    #expect(throws: UsageError("Unknown option '--retire-helpers'", subcommand: .generate)) {
      try ArgumentParser.parse(["generate", "App", "--retire-helpers"])
    }
    #expect(HelpText.help(.migrate).contains("--retire-helpers"))
    #expect(!HelpText.help(.generate).contains("--retire-helpers"))
  }

  @Test func xcfilelistsForSandboxedRunScriptPhases() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/Feed.swift", cell)
    directory.write("App/Cells/Promo.xib", "<document/>")
    let arguments = [
      "generate", "App", "--output", "App/Generated/ReuseGen.swift", "--xcfilelist-inputs",
      "inputs.xcfilelist",
      "--xcfilelist-outputs", "outputs.xcfilelist",
    ]
    #expect(CommandRun(arguments, in: directory.path).status == .success)
    let marker = "# Generated by reusegen. Do not edit.\n"
    #expect(
      directory.read("inputs.xcfilelist")
        == marker + "$(SRCROOT)/App/Cells/Promo.xib\n$(SRCROOT)/App/Feed.swift\n")
    #expect(directory.read("outputs.xcfilelist") == marker + "$(SRCROOT)/App/Generated/ReuseGen.swift\n")
    #expect(CommandRun(arguments + ["--check"], in: directory.path).status == .success)
    directory.write("App/More.swift", "import Foundation\n")
    let stale = CommandRun(arguments + ["--check"], in: directory.path)
    #expect(stale.status == .failure)
    #expect(
      stale.standardError
        == "inputs.xcfilelist: error: out of date; run 'reusegen generate' to update it\n")
  }

  @Test func externalBasesFromTheCommandLine() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write(
      "App/Swipe.swift",
      "final class MailCell: SwipeTableViewCell {}\nfinal class Tile: SwipeCollectionViewCell {}\n")
    let undeclared = CommandRun(["list", "App", "--format", "json"], in: directory.path)
    #expect(undeclared.standardOutput == "[]\n")
    #expect(undeclared.standardError.contains("note: 'MailCell' inherits from 'SwipeTableViewCell'"))
    #expect(undeclared.standardError.contains("'--base SwipeCollectionViewCell=collectionViewCell'"))
    let declared = CommandRun(
      [
        "list", "App", "--format", "json", "--base", "SwipeTableViewCell=tableViewCell",
        "--base=SwipeCollectionViewCell=collectionViewCell",
      ],
      in: directory.path)
    #expect(declared.standardOutput.contains(#""name": "MailCell", "kind": "tableViewCell""#))
    #expect(declared.standardOutput.contains(#""name": "Tile", "kind": "collectionViewCell""#))
    #expect(declared.standardError.isEmpty)
  }

  /// A xib that draws a class below an undeclared base as a table view cell proves the base one: the chain
  /// counts as if declared with `--base`, down to the class the xib names (pocket-casts' `EpisodeCell`,
  /// through its `ThemeableSwipeCell`, from SwipeCellKit's `SwipeTableViewCell`).
  @Test func interfaceBuilderProvesAnExternalBase() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write(
      "App/Swipe.swift",
      "class ThemeableSwipeCell: SwipeTableViewCell {}\nfinal class EpisodeCell: ThemeableSwipeCell {}\n"
        + "final class Tile: SwipeCollectionViewCell {}\n")
    directory.write(
      "App/EpisodeCell.xib",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <tableViewCell id="KGk-i7-Jjw" customClass="EpisodeCell" customModule="App" customModuleProvider="target">
              </tableViewCell>
          </objects>
      </document>

      """)
    let run = CommandRun(["list", "App", "--format", "json"], in: directory.path)
    #expect(run.standardOutput.contains(#""name": "EpisodeCell", "kind": "tableViewCell""#))
    #expect(run.standardOutput.contains(#""source": "nib", "nib": "EpisodeCell""#))
    #expect(run.standardOutput.contains(#""name": "ThemeableSwipeCell", "kind": "tableViewCell""#))
    // Nothing proves SwipeCollectionViewCell: it still needs `--base`.
    #expect(!run.standardOutput.contains(#""name": "Tile""#))
    #expect(
      run.standardError.contains(
        "App/EpisodeCell.xib:5:9: note: 'SwipeTableViewCell' is read as a table view cell base from another "
          + "module, because Interface Builder draws 'EpisodeCell' as one; "
          + "'--base SwipeTableViewCell=tableViewCell' says so explicitly"))
    #expect(!run.standardError.contains("matches no scanned class"))
    // With a shared support module the base may conform in a module not scanned: only `--base` says so.
    let shared = CommandRun(["generate", "App", "--support-module", "Shared"], in: directory.path)
    #expect(shared.status == .success)
    #expect(!shared.standardOutput.contains("extension ThemeableSwipeCell"))
    #expect(shared.standardError.contains("declare it with '--base SwipeTableViewCell=tableViewCell'"))
  }

  @Test func invalidConfigurationIsAnInputError() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("reusegen.json", #"{"acess": "public"}"#)
    let run = CommandRun(["generate", ".", "--config", "reusegen.json"], in: directory.path)
    #expect(run.status == .failure)
    #expect(run.standardError.hasPrefix("reusegen.json:1:2: error: unknown key 'acess'"))
    // An invalid value names the file it is in, wherever that is, at the value.
    directory.write("Config/custom.json", #"{"access": "private"}"#)
    let invalid = CommandRun(["generate", ".", "--config", "Config/custom.json"], in: directory.path)
    #expect(invalid.status == .failure)
    #expect(
      invalid.standardError
        == "Config/custom.json:1:12: error: 'private' is invalid for 'access'; expected one of 'internal', "
        + "'public'\n")
  }

  /// Every subcommand checks every key, whether or not it takes the option: a file one subcommand accepts,
  /// no other refuses.
  @Test func everySubcommandChecksEveryKeyOfTheConfiguration() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/Feed.swift", cell)
    let cases = [
      (#"{"access": "publik"}"#, "1:12: error: 'publik' is invalid for 'access'"),
      (#"{"format": "xml"}"#, "1:12: error: 'xml' is invalid for 'format'"),
      (#"{"quiet": "yes"}"#, "1:11: error: 'quiet' must be true or false"),
      (#"{"bundle": "class", "check": true}"#, "1:21: error: unknown key 'check'"),
    ]
    for (json, expected) in cases {
      directory.write("reusegen.json", json)
      // `targets` reads a project, never a module's configuration.
      for subcommand in Subcommand.allCases where subcommand != .targets {
        let run = CommandRun([subcommand.rawValue, "App", "--config", "reusegen.json"], in: directory.path)
        #expect(run.status == .failure, "\(subcommand) \(json)")
        #expect(
          run.standardError.hasPrefix("reusegen.json:" + expected), "\(subcommand): \(run.standardError)")
      }
    }
  }

  /// `reusegen.json` is strict JSON: what RFC 8259 forbids is an error at its line and column.
  @Test func malformedConfigurationIsReportedWhereItIs() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/Feed.swift", cell)
    let cases = [
      (
        "{\n  \"access\": \"public\",\n}\n",
        "3:1: error: invalid JSON: a trailing comma is not allowed in JSON"
      ),
      ("{\"exclude\": [\"a\",]}", "1:18: error: invalid JSON: a trailing comma is not allowed in JSON"),
      ("{\n  \"access\" \"public\"\n}", "2:12: error: invalid JSON: expected ':', found '\"'"),
      ("{\"module\": \"A\", \"module\": \"B\"}", "1:17: error: invalid JSON: duplicate key 'module'"),
      ("// options\n{}", "1:1: error: invalid JSON: expected a value, found '/'"),
      ("[\"App\"]", "1:1: error: expected a JSON object of options"),
    ]
    for (json, expected) in cases {
      directory.write("reusegen.json", json)
      let run = CommandRun(["list", "App", "--config", "reusegen.json"], in: directory.path)
      #expect(run.status == .failure, "\(json)")
      #expect(run.standardError == "reusegen.json:" + expected + "\n", "\(json)")
    }
  }

  /// A special file is skipped with a warning; a Swift file that cannot be read is an error, printed once
  /// and without a made-up position, since its cells would silently be missing.
  @Test func unreadableInputsAreErrorsAndSpecialFilesAreSkipped() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/Feed.swift", cell)
    #expect(mkfifo(directory.path + "/App/Pipe.swift", 0o644) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/App/Loop", withDestinationPath: directory.path + "/App")
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/App/Dangling.swift", withDestinationPath: directory.path + "/missing-target")
    let run = CommandRun(["list", "App", "--format", "json"], in: directory.path)
    #expect(run.status == .failure)
    #expect(run.standardOutput.contains("FeedCell"))
    #expect(
      run.standardError.contains("App/Pipe.swift: warning: 'App/Pipe.swift' is not a regular file; skipped"))
    let unreadable =
      "App/Dangling.swift: error: cannot read 'App/Dangling.swift': No such file or directory\n"
    #expect(run.standardError.contains(unreadable))
    // Every subcommand, `--quiet` included, says it once.
    for arguments in [["generate", "App", "--quiet"], ["audit", "App"], ["migrate", "App"]] {
      let other = CommandRun(arguments, in: directory.path)
      #expect(other.status == .failure, "\(arguments)")
      #expect(other.standardError.components(separatedBy: unreadable).count == 2, "\(other.standardError)")
    }
    #expect(!CommandRun(["generate", "App"], in: directory.path).standardError.contains("Wrote"))
  }

  @Test func fileNamesThatAreNotUTF8AreRead() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/Feed.swift", cell)
    let name = Array((directory.path + "/App/").utf8) + [0xFF, 0xFE] + Array("Odd.swift".utf8)
    let written = (name + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
    }
    try #require(written >= 0)
    let source = Array("class OddCell: UITableViewCell {}\n".utf8)
    _ = source.withUnsafeBytes { write(written, $0.baseAddress!, $0.count) }
    close(written)
    let run = CommandRun(["list", "App", "--format", "json"], in: directory.path)
    #expect(run.status == .success)
    #expect(run.standardOutput.contains("OddCell"))
    #expect(run.standardError.isEmpty)
  }

  @Test func everyErrorHasOneSpelling() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/Feed.swift", cell)
    let check = CommandRun(["generate", "App", "--check"], in: directory.path)
    #expect(check.status == .failure)
    #expect(check.standardError == "error: --check needs --output: there is no file to compare with\n")
    #expect(Diagnostic(.warning, "about the run", at: nil).rendered == "warning: about the run")
    let located = Diagnostic(.error, "bad", at: SourceLocation(path: "A.swift", line: 2, column: 3))
    #expect(located.rendered == "A.swift:2:3: error: bad")
  }

  @Test func missingPathIsAnInputErrorWithoutAPosition() {
    let run = CommandRun(["list", "does-not-exist"], in: NSTemporaryDirectory())
    #expect(run.status == .failure)
    #expect(
      run.standardError
        == "does-not-exist: error: cannot read 'does-not-exist': No such file or directory\n")
  }
}
