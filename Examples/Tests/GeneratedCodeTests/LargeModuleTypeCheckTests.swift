import Foundation
import Testing

/// Generates the file for a synthetic module of 1,000 reusable views and type-checks it, with the
/// module's sources, in Swift 6 mode with complete strict concurrency against the UIKit stand-in, and
/// against Apple's iOS SDK when it is prepared (`docs/ios-sdk.md`).
@Suite struct LargeModuleTypeCheckTests {
  /// The build folder that holds this test binary, the `ReuseGen-tool` built for the plugin, and the
  /// stand-in's `Modules`.
  static let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

  /// The command that type-checks for iOS against Apple's SDK: `$IOS_SWIFTC`, else the one in the env
  /// file that `Scripts/ios-sdk/prepare` writes; `nil` when the SDK is not prepared.
  static let iosSwiftc: [String]? = {
    let environment = ProcessInfo.processInfo.environment
    var command = environment["IOS_SWIFTC"] ?? ""
    if command.isEmpty {
      let cache = environment["XDG_CACHE_HOME"] ?? NSHomeDirectory() + "/.cache"
      let env = (try? String(contentsOfFile: cache + "/reusegen-ios-sdk/env", encoding: .utf8)) ?? ""
      let line = env.split(separator: "\n").first { $0.hasPrefix("IOS_SWIFTC=") }
      command = line.map { String($0.dropFirst("IOS_SWIFTC=".count)) } ?? ""
    }
    let words = command.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")).split(separator: " ")
    return words.isEmpty ? nil : words.map(String.init)
  }()

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
    #expect(text.components(separatedBy: ": Dequeuable").count > 700)

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

    // Swift 6 mode only, for iOS 13: Scripts/ios-typecheck.sh runs the whole matrix. Its list cells are
    // `@available(iOS 14.0, *)`, which the generated file must carry.
    guard let iosSwiftc = Self.iosSwiftc else {
      print("Not type-checked against Apple's iOS SDK: it is not prepared (docs/ios-sdk.md)")
      return
    }
    let started = Date()
    let check = try run(
      iosSwiftc[0],
      Array(iosSwiftc.dropFirst()) + [
        "-typecheck", "-target", "arm64-apple-ios13.0", "-swift-version", "6", "-module-name", "Large",
      ] + files + [generated.path])
    print(
      "Type-checked 1,000 views against the iOS SDK in \(String(format: "%.2f", Date().timeIntervalSince(started))) s"
    )
    #expect(check.status == 0, "\(check.errors)")
    #expect(!check.errors.contains("warning:"), "\(check.errors)")
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
