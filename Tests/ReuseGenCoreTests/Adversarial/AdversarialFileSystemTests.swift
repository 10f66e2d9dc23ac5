import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hostile file systems: special files, unreadable files, loops, names that are not UTF-8, files that
/// vanish mid-run, and several `generate` processes racing for one output.
@Suite("Adversarial file systems") struct AdversarialFileSystemTests {
  private static let plainCell = "import UIKit\n\nfinal class PlainCell: UITableViewCell {}\n"

  @Test func fifoNamedLikeASwiftFile() async throws {
    let workspace = AdversarialWorkspace()
    defer { workspace.remove() }
    workspace.write("Plain.swift", Self.plainCell)
    #expect(mkfifo(workspace.sources + "/x.swift", 0o644) == 0, "mkfifo: \(String(cString: strerror(errno)))")
    // Nothing ever writes to the FIFO: a tool that opened it for reading would block forever.
    let (list, _, listing) = await AdversarialContract.check(workspace, label: "FIFO in the module")
    #expect(listing.compactMap { $0["name"] as? String } == ["PlainCell"])
    #expect(list.standardError.contains("x.swift: warning: "), "\(list.standardErrorTail)")

    // Named on the command line, too.
    await AdversarialContract.check(
      workspace, paths: ["Sources/Input/x.swift", "Sources/Input/Plain.swift"], label: "FIFO named explicitly"
    )
  }

  /// Permission bits do not stop root, so the tool runs through `setpriv` without the capabilities that
  /// override them. Without `setpriv` a root run cannot be denied, and only the contract is checked.
  @Test func unreadableFileAndFolder() async throws {
    let workspace = AdversarialWorkspace()
    defer { workspace.remove() }
    workspace.write("Plain.swift", Self.plainCell)
    workspace.write("Secret.swift", "class SecretCell: UITableViewCell {}\n")
    workspace.write("Locked/Inner.swift", "class LockedCell: UITableViewCell {}\n")
    #expect(chmod(workspace.sources + "/Secret.swift", 0) == 0)
    #expect(chmod(workspace.sources + "/Locked", 0) == 0)
    defer { _ = chmod(workspace.sources + "/Locked", 0o755) }
    let canBeDenied = getuid() != 0 || ReuseGenProcess.setpriv != nil
    let (list, _, listing) = await AdversarialContract.check(
      workspace, label: "unreadable file and folder", withoutFileReadOverride: getuid() == 0)
    guard canBeDenied else { return }
    #expect(listing.compactMap { $0["name"] as? String } == ["PlainCell"])
    // Errors: the cells of both would silently be missing.
    #expect(list.status == 1)
    #expect(
      list.standardError.contains("Secret.swift: error: cannot read"), "\(list.standardErrorTail)")
    #expect(list.standardError.contains("Locked: error: cannot read"), "\(list.standardErrorTail)")
  }

  /// A regular file whose `read` fails: `/proc/self/mem` at offset 0 gives EIO, for root too.
  @Test func fileWhoseReadFails() async throws {
    let workspace = AdversarialWorkspace()
    defer { workspace.remove() }
    workspace.write("Plain.swift", Self.plainCell)
    guard FileManager.default.fileExists(atPath: "/proc/self/mem") else { return }
    #expect(symlink("/proc/self/mem", workspace.sources + "/Memory.swift") == 0)
    let (list, _, listing) = await AdversarialContract.check(workspace, label: "read error")
    #expect(listing.compactMap { $0["name"] as? String } == ["PlainCell"])
    #expect(list.status == 1)
    #expect(
      list.standardError.contains("Memory.swift: error: cannot read"), "\(list.standardErrorTail)")
  }

  @Test func symlinkLoops() async throws {
    let workspace = AdversarialWorkspace()
    defer { workspace.remove() }
    workspace.write("Plain.swift", Self.plainCell)
    workspace.write("Sub/Inner.swift", "class InnerCell: UITableViewCell {}\n")
    let sources = workspace.sources
    #expect(symlink("Loop2.swift", sources + "/Loop1.swift") == 0)
    #expect(symlink("Loop1.swift", sources + "/Loop2.swift") == 0)
    #expect(symlink("Self.swift", sources + "/Self.swift") == 0)
    #expect(symlink("..", sources + "/Sub/Up") == 0)
    #expect(symlink(sources, sources + "/Sub/Root") == 0)
    let (list, _, listing) = await AdversarialContract.check(workspace, label: "symlink loops")
    #expect(Set(listing.compactMap { $0["name"] as? String }) == ["PlainCell", "InnerCell"])
    // A Swift file that cannot be followed is an input that cannot be read; a looping folder link is not.
    #expect(list.status == 1)
    #expect(list.standardError.contains("Loop1.swift: error: "), "\(list.standardErrorTail)")
    #expect(list.standardError.contains("Sub/Up: ") == false, "\(list.standardErrorTail)")

    // A looping path named on the command line is an error.
    let (named, _, _) = await AdversarialContract.check(
      workspace, paths: ["Sources/Input/Loop1.swift", "Sources/Input/Plain.swift"], label: "named loop")
    #expect(named.status == 1)
  }

  /// A file name that is not UTF-8, made with `open(2)` from raw bytes. The file must not vanish without
  /// a word: either its class is listed or a warning names it.
  @Test func fileNameThatIsNotUTF8() async throws {
    let workspace = AdversarialWorkspace()
    defer { workspace.remove() }
    workspace.write("Plain.swift", Self.plainCell)
    let descriptor = Self.createRawName([0xFF, 0xFE, 0x20] + Array("Odd.swift".utf8), in: workspace.sources)
    #expect(descriptor >= 0, "open: \(String(cString: strerror(errno)))")
    guard descriptor >= 0 else { return }
    let contents = Array("class OddCell: UITableViewCell {}\n".utf8)
    #expect(Self.rawWrite(descriptor, contents) == contents.count)
    close(descriptor)
    let (list, _, listing) = await AdversarialContract.check(workspace, label: "non-UTF-8 file name")
    let names = Set(listing.compactMap { $0["name"] as? String })
    #expect(names.contains("PlainCell"))
    #expect(
      names.contains("OddCell") || list.standardError.contains("Odd.swift: error: "),
      "the file with a non-UTF-8 name was dropped silently:\n\(list.standardErrorTail)")
  }

  /// Files and their folder deleted while the tool reads them: whatever it sees, it must not crash.
  @Test(arguments: [0, 5, 20, 60]) func folderRemovedMidRun(delayMilliseconds: Int) async throws {
    let workspace = AdversarialWorkspace()
    defer { workspace.remove() }
    workspace.write("Plain.swift", Self.plainCell)
    var text = ""
    for index in 0..<100 { text += "final class Vanishing\(index)Cell: UITableViewCell {}\n" }
    for file in 0..<100 {
      workspace.write(
        "Vanishing/File\(file).swift", text.replacingOccurrences(of: "Cell:", with: "Cell\(file):"))
    }
    #expect(
      FileManager.default.createFile(atPath: workspace.output, contents: Data(AdversarialContract.sentinel)))
    let vanishing = workspace.sources + "/Vanishing"
    async let run = ReuseGenProcess.run(
      ["generate", "Sources/Input", "--output", "Generated/ReuseGen.swift", "--module", "Input"],
      in: workspace.root, queued: false)
    try await Task.sleep(for: .milliseconds(delayMilliseconds))
    try? FileManager.default.removeItem(atPath: vanishing)
    let generate = await run
    AdversarialContract.checkTermination(generate, label: "folder removed after \(delayMilliseconds) ms")
    AdversarialContract.checkOutput(
      workspace, after: generate, label: "folder removed after \(delayMilliseconds) ms")
  }

  /// The output path is a folder, or sits in a folder that cannot be written: `generate` fails and
  /// changes nothing.
  @Test func outputThatCannotBeWritten() async throws {
    let workspace = AdversarialWorkspace()
    defer { workspace.remove() }
    workspace.write("Plain.swift", Self.plainCell)
    try FileManager.default.createDirectory(
      atPath: workspace.root + "/Folder.swift", withIntermediateDirectories: true)
    let intoFolder = await ReuseGenProcess.run(
      ["generate", "Sources/Input", "--output", "Folder.swift"], in: workspace.root)
    #expect(!intoFolder.terminatedBySignal && !intoFolder.timedOut && intoFolder.status == 1)
    #expect(intoFolder.standardError.contains("error: "), "\(intoFolder.standardErrorTail)")
    let folderContents = try FileManager.default.contentsOfDirectory(atPath: workspace.root + "/Folder.swift")
    #expect(folderContents.isEmpty)

    guard getuid() != 0 || ReuseGenProcess.setpriv != nil else { return }
    #expect(
      FileManager.default.createFile(atPath: workspace.output, contents: Data(AdversarialContract.sentinel)))
    #expect(chmod(workspace.outputFolder, 0o555) == 0)
    defer { _ = chmod(workspace.outputFolder, 0o755) }
    let readOnly = await ReuseGenProcess.run(
      ["generate", "Sources/Input", "--output", "Generated/ReuseGen.swift"], in: workspace.root,
      withoutFileReadOverride: getuid() == 0)
    #expect(!readOnly.terminatedBySignal && !readOnly.timedOut && readOnly.status == 1)
    #expect(readOnly.standardError.contains("error: "), "\(readOnly.standardErrorTail)")
    _ = chmod(workspace.outputFolder, 0o755)
    AdversarialContract.checkOutput(workspace, after: readOnly, label: "read-only output folder")
  }

  /// Eight `generate` processes with different inputs write one output at once, three times over. Each
  /// time one complete expected file wins, and no temporary file is left.
  @Test func concurrentGenerateIntoOneOutput() async throws {
    let root = NSTemporaryDirectory() + "reusegen-adversarial-race-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let writers = 8
    var expected: [[UInt8]] = []
    for writer in 0..<writers {
      let folder = root + "/Inputs/I\(writer)"
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      var text = "import UIKit\n"
      for index in 0..<(400 * (writer + 1)) {
        text += "final class W\(writer)Cell\(index): UITableViewCell {}\n"
      }
      try text.write(toFile: folder + "/Cells.swift", atomically: false, encoding: .utf8)
      let alone = await ReuseGenProcess.run(
        ["generate", "Inputs/I\(writer)", "--module", "Race", "--output", "Alone/\(writer).swift"], in: root)
      AdversarialContract.checkTermination(alone, label: "writer \(writer) alone")
      let bytes = (try? Data(contentsOf: URL(fileURLWithPath: root + "/Alone/\(writer).swift"))).map {
        [UInt8]($0)
      }
      expected.append(bytes ?? [])
    }
    #expect(Set(expected).count == writers, "the writers' outputs must differ")

    let shared = root + "/Shared"
    try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
    for round in 0..<3 {
      let runs = await withTaskGroup(of: ToolRun.self) { group in
        for writer in 0..<writers {
          group.addTask {
            await ReuseGenProcess.run(
              ["generate", "Inputs/I\(writer)", "--module", "Race", "--output", "Shared/ReuseGen.swift"],
              in: root,
              queued: false)
          }
        }
        var runs: [ToolRun] = []
        for await run in group { runs.append(run) }
        return runs
      }
      for run in runs {
        AdversarialContract.checkTermination(run, label: "round \(round)")
        #expect(run.status == 0, "round \(round): \(run.commandLine) failed:\n\(run.standardErrorTail)")
      }
      let final = (try? Data(contentsOf: URL(fileURLWithPath: shared + "/ReuseGen.swift"))).map {
        [UInt8]($0)
      }
      #expect(
        final.map { expected.contains($0) } == true, "round \(round): the output is no writer's complete file"
      )
      let contents = try FileManager.default.contentsOfDirectory(atPath: shared)
      #expect(contents == ["ReuseGen.swift"], "round \(round): \(contents)")
    }
  }

  /// `generate` killed with SIGKILL at any moment leaves the old output or a complete new one. A killed
  /// process cannot remove its temporary file, but that file must never look like a Swift source.
  @Test func generateKilledMidWrite() async throws {
    let workspace = AdversarialWorkspace()
    defer { workspace.remove() }
    var text = "import UIKit\n"
    for index in 0..<8_000 { text += "final class KilledCell\(index): UITableViewCell {}\n" }
    workspace.write("Cells.swift", text)
    for milliseconds in [10, 40, 80, 160, 320, 640] {
      #expect(
        FileManager.default.createFile(atPath: workspace.output, contents: Data(AdversarialContract.sentinel))
      )
      _ = await ReuseGenProcess.run(
        ["generate", "Sources/Input", "--output", "Generated/ReuseGen.swift"], in: workspace.root,
        killAfter: .milliseconds(milliseconds))
      let bytes = (try? Data(contentsOf: URL(fileURLWithPath: workspace.output))).map { [UInt8]($0) } ?? []
      #expect(
        bytes == AdversarialContract.sentinel || AdversarialContract.isCompleteGeneratedFile(bytes),
        "killed after \(milliseconds) ms: the output is torn (\(bytes.count) bytes)")
      for name in try FileManager.default.contentsOfDirectory(atPath: workspace.outputFolder)
      where name != "ReuseGen.swift" {
        #expect(
          name.hasPrefix(".") && !name.hasSuffix(".swift"), "killed after \(milliseconds) ms: left \(name)")
        try? FileManager.default.removeItem(atPath: workspace.outputFolder + "/" + name)
      }
    }
  }

  /// `write(2)` of all of `bytes`, named so that it does not clash with Foundation's.
  static func rawWrite(_ descriptor: Int32, _ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBytes { buffer in
      #if canImport(Glibc)
        Glibc.write(descriptor, buffer.baseAddress, buffer.count)
      #else
        Darwin.write(descriptor, buffer.baseAddress, buffer.count)
      #endif
    }
  }

  /// Creates a file named by the raw bytes `name` inside `folder` with the POSIX `open`, which takes any
  /// bytes but `/` and NUL; returns the descriptor.
  static func createRawName(_ name: [UInt8], in folder: String) -> Int32 {
    let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name + [0]
    return path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
    }
  }
}
