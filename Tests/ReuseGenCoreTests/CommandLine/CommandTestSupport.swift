import Foundation

@testable import ReuseGenCore

/// Runs `reusegen` in process and captures what it prints.
struct CommandRun {
  let status: ReuseGenCommand.ExitCode
  let standardOutput: String
  let standardError: String

  init(_ arguments: [String], in directory: String) {
    let captured = Captured()
    status = ReuseGenCommand.run(
      arguments,
      console: ReuseGenCommand.Console(
        standardOutput: { captured.output += $0 },
        standardError: { captured.errors += $0 }),
      currentDirectory: directory)
    standardOutput = captured.output
    standardError = captured.errors
  }

  private final class Captured {
    var output = ""
    var errors = ""
  }
}

/// Test fixtures, found next to this source file.
enum Fixtures {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func path(_ relative: String) -> String {
    root.appendingPathComponent(relative).path
  }

  /// Whether golden files and fixture expectations should be rewritten instead of compared: the one
  /// switch, `REUSEGEN_UPDATE_GOLDEN=1`.
  static var updating: Bool { ProcessInfo.processInfo.environment["REUSEGEN_UPDATE_GOLDEN"] == "1" }
}

/// A fresh temporary folder, removed by `remove()`.
struct TemporaryDirectory {
  let path: String

  init() {
    path = NSTemporaryDirectory() + "reusegen-tests-" + UUID().uuidString
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// A copy of the fixture folder `relative` (`ObjectiveC/Mixed`), under its last component, which a
  /// test may change (`migrate --write`).
  static func copying(fixture relative: String) -> TemporaryDirectory {
    let directory = TemporaryDirectory()
    let name = (relative as NSString).lastPathComponent
    try! FileManager.default.copyItem(atPath: Fixtures.path(relative), toPath: directory.path + "/" + name)
    return directory
  }

  func write(_ relative: String, _ contents: String) {
    let file = path + "/" + relative
    try! FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    // Not atomically: on Linux, Foundation leaves a `TemporaryDirectory.*` folder in /tmp for each atomic
    // write.
    try! contents.write(toFile: file, atomically: false, encoding: .utf8)
  }

  func read(_ relative: String) -> String? {
    try? String(contentsOfFile: path + "/" + relative, encoding: .utf8)
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}

extension TemporaryDirectory {
  /// A temporary folder holding a module `App` of `files`, by name within the module.
  static func module(_ files: [String: String]) -> TemporaryDirectory {
    let directory = TemporaryDirectory()
    for (name, contents) in files { directory.write("App/" + name, contents) }
    return directory
  }
}

extension TemporaryDirectory {
  /// A copy of the fixture folder `fixture` (relative to `Fixtures.root`) in a temporary folder.
  static func copy(ofFixture fixture: String) -> TemporaryDirectory {
    let directory = TemporaryDirectory()
    let source = Fixtures.path(fixture)
    for name in (try? FileManager.default.contentsOfDirectory(atPath: source)) ?? [] {
      try? FileManager.default.copyItem(atPath: source + "/" + name, toPath: directory.path + "/" + name)
    }
    return directory
  }
}
