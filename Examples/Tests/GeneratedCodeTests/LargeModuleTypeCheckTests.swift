import Foundation
import Testing

/// Generates the file for a synthetic module of 1,000 reusable views and type-checks it, with the
/// module's sources, in Swift 6 mode with complete strict concurrency against the UIKit stand-in.
@Suite struct LargeModuleTypeCheckTests {
  /// The build folder that holds this test binary, the `ReuseGen-tool` built for the plugin, and the
  /// stand-in's `Modules`.
  static let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

  @Test func thousandViewsTypeCheckWithoutWarnings() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reusegen-large-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let sources = folder.appendingPathComponent("Large")
    try SyntheticModule(viewCount: 1_000).write(to: sources)

    let tool = try #require(
      ["ReuseGen-tool", "reusegen"].map { Self.buildFolder.appendingPathComponent($0) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) })
    let generated = folder.appendingPathComponent("ReuseGen_Large.swift")
    let generation = try run(
      tool.path, ["generate", sources.path, "--module", "Large", "--output", generated.path, "--quiet"])
    #expect(generation.status == 0, "\(generation.errors)")
    let text = try String(contentsOf: generated, encoding: .utf8)
    #expect(text.components(separatedBy: ": Dequeuable {").count > 700)

    let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter {
      $0.hasSuffix(".swift")
    }.sorted().map {
      sources.appendingPathComponent($0).path
    }
    for flags in [[String](), ["-D", "DEBUG"]] {
      let started = Date()
      let check = try run(
        "/usr/bin/env",
        [
          "swiftc", "-typecheck", "-swift-version", "6", "-strict-concurrency=complete", "-module-name",
          "Large",
          "-I", Self.buildFolder.appendingPathComponent("Modules").path,
        ] + flags + files + [generated.path])
      let seconds = Date().timeIntervalSince(started)
      print(
        "Type-checked 1,000 views \(flags.isEmpty ? "" : "with -D DEBUG ")in \(String(format: "%.2f", seconds)) s"
      )
      #expect(check.status == 0, "\(check.errors)")
      #expect(!check.errors.contains("warning:"), "\(check.errors)")
    }
  }

  private func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
