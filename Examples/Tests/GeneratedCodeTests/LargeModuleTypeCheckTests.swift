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

/// A module whose reusable views cover every kind and shape: nested, in extensions, in `#if`, generic,
/// subclass chains, nib-backed and storyboard prototypes.
struct SyntheticModule {
  var viewCount: Int

  func write(to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let perFile = 20
    for file in 0..<(viewCount / perFile) {
      var source = "import UIKit\n\nenum Screen\(file) {}\n\n"
      for index in 0..<perFile {
        let number = file * perFile + index
        source += declaration(number, file: file)
      }
      try source.write(
        to: folder.appendingPathComponent("Screen\(file).swift"), atomically: true, encoding: .utf8)
    }
    for number in 0..<5 {
      try nib(className: "NibCell\(number)", identifier: number.isMultiple(of: 2) ? "nib-\(number)" : nil)
        .write(to: folder.appendingPathComponent("NibCell\(number).xib"), atomically: true, encoding: .utf8)
    }
  }

  private func declaration(_ number: Int, file: Int) -> String {
    switch number % 10 {
    case 0: return "final class Row\(number): UITableViewCell {}\n"
    case 1:
      return "extension Screen\(file) {\n  final class Header\(number): UITableViewHeaderFooterView {}\n}\n"
    case 2:
      return "class Tile\(number): UICollectionViewCell {}\nfinal class Leaf\(number): Tile\(number) {}\n"
    case 3: return "enum Group\(number) {\n  final class Item\(number): UICollectionViewListCell {}\n}\n"
    case 4: return "final class Supplement\(number): UICollectionReusableView {}\n"
    case 5:
      return
        "#if DEBUG\n  final class Debug\(number): UITableViewCell {}\n#else\n  final class Release\(number): UITableViewCell {}\n#endif\n"
    case 6:
      return
        "class Generic\(number)<Model>: UICollectionViewCell {}\nfinal class Concrete\(number): Generic\(number)<Int> {}\n"
    case 7 where number < 50: return "final class NibCell\(number / 10 % 5): UITableViewCell {}\n"
    case 8: return "public final class Public\(number): UITableViewCell {}\n"
    default: return "final class Plain\(number): UITableViewCell {}\n"
    }
  }

  private func nib(className: String, identifier: String?) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <tableViewCell \(identifier.map { "reuseIdentifier=\"\($0)\" " } ?? "")id="KGk-i7-Jjw" customClass="\(className)" customModule="Large" customModuleProvider="target"/>
        </objects>
    </document>
    """
  }
}
