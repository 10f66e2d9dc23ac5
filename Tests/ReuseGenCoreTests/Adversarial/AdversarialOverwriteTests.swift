import Foundation
import Testing

@testable import ReuseGenCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Wrong paths in a build phase: `generate` must never replace a file reusegen did not write. Every refusal
/// exits 1 with `error: <path>: ...` for each offending file, under `--check` too, and leaves the whole
/// workspace byte for byte as it was: no output, no file list, no temporary file.
@Suite("Adversarial overwrites") struct AdversarialOverwriteTests {
  private static let cells = "import UIKit\n\nfinal class FeedCell: UITableViewCell {}\n"

  /// A workspace with one hand-written cell, `Sources/Input/Cells.swift`, and a note outside the sources.
  private static func workspace() -> AdversarialWorkspace {
    let workspace = AdversarialWorkspace()
    workspace.write("Cells.swift", cells)
    #expect(
      FileManager.default.createFile(atPath: workspace.root + "/NOTES.md", contents: Data("notes\n".utf8)))
    return workspace
  }

  /// Every entry under `root`, by relative path: a file's bytes, a link's destination, or its kind.
  private static func snapshot(_ root: String) -> [String: Data] {
    var entries: [String: Data] = [:]
    for path in (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? [] {
      let full = root + "/" + path
      var info = stat()
      guard lstat(full, &info) == 0 else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFREG:
        entries[path] = (try? Data(contentsOf: URL(fileURLWithPath: full))) ?? Data("unreadable".utf8)
      case S_IFLNK:
        entries[path] = Data(
          ("-> " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "?")).utf8)
      default: entries[path] = Data("mode \(info.st_mode & S_IFMT)".utf8)
      }
    }
    return entries
  }

  /// Runs `generate` with `arguments` over the workspace's module, then again with `--check`. Both must
  /// exit 1 with exactly one `error: <path>: ` line per path of `refused`, each giving `reason`, and change
  /// nothing under the workspace.
  private static func expectRefusal(
    _ workspace: AdversarialWorkspace,
    _ arguments: [String],
    refused: [String],
    reason: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) async {
    let before = snapshot(workspace.root)
    for extra in [[], ["--check"]] {
      let run = await ReuseGenProcess.run(
        ["generate", "Sources/Input", "--module", "Input"] + arguments + extra, in: workspace.root,
        limit: .seconds(60))
      #expect(
        !run.timedOut && !run.terminatedBySignal && run.status == 1,
        "`\(run.commandLine)` exited \(run.status):\n\(run.standardErrorTail)", sourceLocation: sourceLocation
      )
      let lines = run.standardError.split(separator: "\n").map(String.init)
      #expect(
        lines.count == refused.count, "`\(run.commandLine)` printed:\n\(run.standardError)",
        sourceLocation: sourceLocation)
      for (line, path) in zip(lines, refused) {
        #expect(
          line.hasPrefix("\(path): error: ") && line.contains(reason),
          "`\(run.commandLine)`: expected 'error: \(path): ...\(reason)...', got '\(line)'",
          sourceLocation: sourceLocation)
      }
      #expect(
        snapshot(workspace.root) == before, "`\(run.commandLine)` changed the workspace",
        sourceLocation: sourceLocation)
    }
  }

  /// The typo: the output names the user's own cell, which is one of the scanned inputs.
  @Test func outputThatIsAnInput() async {
    let workspace = Self.workspace()
    defer { workspace.remove() }
    let lists = ["--xcfilelist-inputs", "in.xcfilelist", "--xcfilelist-outputs", "out.xcfilelist"]
    for output in [
      "Sources/Input/Cells.swift", "Sources/Input/../Input/./Cells.swift", workspace.sources + "/Cells.swift",
    ] {
      await Self.expectRefusal(
        workspace, ["--output", output] + lists, refused: [output], reason: "one of the scanned inputs")
    }
  }

  /// The same file reached through a symbolic link, a hard link, or a symbolic link to its folder.
  @Test func outputThatReachesAnInputAnotherWay() async {
    let workspace = Self.workspace()
    defer { workspace.remove() }
    #expect(symlink("Sources/Input/Cells.swift", workspace.root + "/Link.swift") == 0)
    #expect(link(workspace.sources + "/Cells.swift", workspace.root + "/Hard.swift") == 0)
    #expect(symlink("Sources/Input", workspace.root + "/Folder") == 0)
    for output in ["Link.swift", "Hard.swift", "Folder/Cells.swift"] {
      await Self.expectRefusal(
        workspace, ["--output", output], refused: [output], reason: "one of the scanned inputs")
    }
  }

  /// On a case-insensitive file system another spelling reaches the input too; elsewhere there is nothing
  /// to test.
  @Test func outputThatIsAnInputSpelledInAnotherCase() async {
    let workspace = Self.workspace()
    defer { workspace.remove() }
    guard FileManager.default.fileExists(atPath: workspace.sources + "/CELLS.SWIFT") else { return }
    await Self.expectRefusal(
      workspace, ["--output", "sources/input/CELLS.swift"], refused: ["sources/input/CELLS.swift"],
      reason: "one of the scanned inputs")
  }

  /// Files outside the inputs that reusegen did not write: a note, a hand-made file list, and file lists
  /// written before they carried reusegen's marker. Every one is named, and none is written.
  @Test func filesReuseGenDidNotWrite() async {
    let workspace = Self.workspace()
    defer { workspace.remove() }
    #expect(
      FileManager.default.createFile(
        atPath: workspace.root + "/list.xcfilelist",
        contents: Data("$(SRCROOT)/Sources/Input/Cells.swift\n".utf8)
      ))
    await Self.expectRefusal(
      workspace, ["--output", "NOTES.md"], refused: ["NOTES.md"], reason: "reusegen did not write it")
    await Self.expectRefusal(
      workspace, ["--output", "Generated/ReuseGen.swift", "--xcfilelist-inputs", "list.xcfilelist"],
      refused: ["list.xcfilelist"], reason: "reusegen did not write it")
    await Self.expectRefusal(
      workspace,
      ["--output", "NOTES.md", "--xcfilelist-inputs", "list.xcfilelist", "--xcfilelist-outputs", "NOTES.md"],
      refused: ["NOTES.md", "list.xcfilelist", "NOTES.md"], reason: "reusegen did not write it")
  }

  /// Paths where no file can be written at all: a folder, a FIFO (which must not be opened, or the run
  /// would block), and a symbolic link to nowhere.
  @Test func pathsThatAreNoRegularFile() async {
    let workspace = Self.workspace()
    defer { workspace.remove() }
    #expect(mkfifo(workspace.root + "/Pipe.swift", 0o644) == 0)
    #expect(symlink("Missing/Nowhere.swift", workspace.root + "/Dangling.swift") == 0)
    await Self.expectRefusal(
      workspace, ["--output", "Generated"], refused: ["Generated"], reason: "not a regular file")
    await Self.expectRefusal(
      workspace, ["--output", "Pipe.swift"], refused: ["Pipe.swift"], reason: "not a regular file")
    await Self.expectRefusal(
      workspace, ["--output", "Dangling.swift"], refused: ["Dangling.swift"], reason: "cannot be followed")
    await Self.expectRefusal(
      workspace, ["--output", "Generated/ReuseGen.swift", "--xcfilelist-outputs", "Dangling.swift"],
      refused: ["Dangling.swift"], reason: "cannot be followed")
  }

  /// A file that cannot be read cannot be shown to be reusegen's. Root runs without the capability that
  /// overrides permission bits; without `setpriv` a root run cannot be denied.
  @Test func outputThatCannotBeRead() async {
    let workspace = Self.workspace()
    defer { workspace.remove() }
    guard getuid() != 0 || ReuseGenProcess.setpriv != nil else { return }
    #expect(FileManager.default.createFile(atPath: workspace.output, contents: Data("secret\n".utf8)))
    #expect(chmod(workspace.output, 0) == 0)
    defer { _ = chmod(workspace.output, 0o644) }
    for extra in [[], ["--check"]] {
      let run = await ReuseGenProcess.run(
        ["generate", "Sources/Input", "--output", "Generated/ReuseGen.swift"] + extra, in: workspace.root,
        withoutFileReadOverride: getuid() == 0)
      #expect(run.status == 1 && !run.terminatedBySignal, "\(run.standardErrorTail)")
      #expect(
        run.standardError.hasPrefix("Generated/ReuseGen.swift: error: cannot be read to check"),
        "\(run.standardErrorTail)")
    }
    _ = chmod(workspace.output, 0o644)
    #expect((try? Data(contentsOf: URL(fileURLWithPath: workspace.output))) == Data("secret\n".utf8))
  }

  /// A symbolic link to reusegen's file is written through: the target is replaced and the link stays a
  /// link. A link to a file reusegen did not write is refused, with the target named.
  @Test func symbolicLinksAreWrittenThrough() async throws {
    let workspace = Self.workspace()
    defer { workspace.remove() }
    let target = workspace.outputFolder + "/Target.swift"
    #expect(FileManager.default.createFile(atPath: target, contents: Data(AdversarialContract.sentinel)))
    #expect(symlink("Generated/Target.swift", workspace.root + "/Link.swift") == 0)
    let arguments = ["generate", "Sources/Input", "--output", "Link.swift"]
    let check = await ReuseGenProcess.run(arguments + ["--check"], in: workspace.root)
    #expect(check.status == 1 && check.standardError.hasPrefix("Link.swift: error: out of date"))
    let run = await ReuseGenProcess.run(arguments, in: workspace.root)
    #expect(run.status == 0, "\(run.standardErrorTail)")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: workspace.root + "/Link.swift")
        == "Generated/Target.swift")
    let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: target)))
    #expect(AdversarialContract.isCompleteGeneratedFile(written))
    #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.outputFolder) == ["Target.swift"])
    #expect(await ReuseGenProcess.run(arguments + ["--check"], in: workspace.root).status == 0)

    try Data("// mine\n".utf8).write(to: URL(fileURLWithPath: target))
    await Self.expectRefusal(
      workspace, ["--output", "Link.swift"], refused: ["Link.swift"],
      reason: "reusegen did not write the file it links to, '")
  }

  /// An empty file holds nothing to lose and is replaced, unless it is one of the inputs.
  @Test func emptyFiles() async throws {
    let workspace = Self.workspace()
    defer { workspace.remove() }
    workspace.write("Empty.swift", "")
    await Self.expectRefusal(
      workspace, ["--output", "Sources/Input/Empty.swift"], refused: ["Sources/Input/Empty.swift"],
      reason: "one of the scanned inputs")
    #expect(FileManager.default.createFile(atPath: workspace.output, contents: Data()))
    #expect(FileManager.default.createFile(atPath: workspace.root + "/in.xcfilelist", contents: Data()))
    let run = await ReuseGenProcess.run(
      [
        "generate", "Sources/Input", "--output", "Generated/ReuseGen.swift", "--xcfilelist-inputs",
        "in.xcfilelist",
      ],
      in: workspace.root)
    #expect(run.status == 0, "\(run.standardErrorTail)")
    #expect(
      AdversarialContract.isCompleteGeneratedFile(
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: workspace.output)))))
    let list = try String(contentsOfFile: workspace.root + "/in.xcfilelist", encoding: .utf8)
    #expect(
      list
        == "\(GeneratedFileMarker.fileListHeader)\n$(SRCROOT)/Sources/Input/Cells.swift\n$(SRCROOT)/Sources/Input/Empty.swift\n"
    )
  }

  /// The marker is what the generator writes: a generated Swift file is recognised, and so is a list.
  @Test func markerRecognisesWhatGenerateWrites() {
    let code = SwiftCodeGenerator.generate(views: [], options: GeneratorOptions(module: "Input"))
    #expect(GeneratedFileMarker.isGenerated(Array(code.utf8)))
    #expect(GeneratedFileMarker.isGenerated(Array((GeneratedFileMarker.fileListHeader + "\n").utf8)))
    #expect(!GeneratedFileMarker.isGenerated(Array(" // Generated by reusegen".utf8)))
    #expect(!GeneratedFileMarker.isGenerated([]))
  }
}
