import Foundation
import Testing

@testable import ReuseGenCore

/// The folders of `Sources/ReuseGenCore` are the stages in order, and data flows one way: a file names
/// only the types of its own folder and of the folders before it in DESIGN.md's one diagram
/// ("The pipeline"). Folders on one line of that block are siblings and name neither each other. The block lists
/// every folder, so the diagram cannot drift from the tree.
@Suite struct FolderLayerTests {
  /// The folders of DESIGN.md's block, in order: each line's folders, separated by `|`, before the
  /// first run of two spaces.
  static func layers() throws -> [[String]] {
    let design = try String(
      contentsOf: MarkdownDocument.repository.appendingPathComponent("docs/DESIGN.md"), encoding: .utf8)
    let heading = try #require(design.range(of: "## The pipeline"))
    let fence = try #require(design.range(of: "```\n", range: heading.upperBound..<design.endIndex))
    let end = try #require(design.range(of: "```", range: fence.upperBound..<design.endIndex))
    return design[fence.upperBound..<end.lowerBound].split(separator: "\n").map { line in
      let folders = line.components(separatedBy: "  ").first ?? ""
      return folders.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  static let sources = MarkdownDocument.repository.appendingPathComponent("Sources/ReuseGenCore")

  /// Each Swift file's path relative to `Sources/ReuseGenCore`, with its folder (the first component).
  static func swiftFiles() throws -> [(folder: String, path: String)] {
    let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map {
      (String($0.prefix { $0 != "/" }), $0)
    }
  }

  /// The words of a file, by the project's own lexer: comments and string literals name no type.
  static func words(of path: String) throws -> [(text: String, depth: Int)] {
    let bytes = Array(try Data(contentsOf: sources.appendingPathComponent(path)))
    let tokens = bytes.withUnsafeBufferPointer { Lexer.tokenize($0).tokens }
    var depth = 0
    var words: [(String, Int)] = []
    for token in tokens {
      switch token.kind {
      case .leftBrace: depth += 1
      case .rightBrace: depth -= 1
      case .identifier: words.append((String(decoding: bytes[token.start..<token.end], as: UTF8.self), depth))
      default: break
      }
    }
    return words
  }

  @Test func theBlockListsEveryFolderOnce() throws {
    let listed = try Self.layers().joined()
    let folders = Set(try Self.swiftFiles().map(\.folder))
    #expect(Set(listed) == folders)
    #expect(listed.count == Set(listed).count)
  }

  @Test func noFolderNamesALaterOrASiblingFolder() throws {
    let layers = try Self.layers()
    var layer: [String: Int] = [:]
    for (index, folders) in layers.enumerated() { for folder in folders { layer[folder] = index } }
    let files = try Self.swiftFiles()
    let words = try files.map { try Self.words(of: $0.path) }
    // The folder of each type declared at the top level of a file.
    var owner: [String: String] = [:]
    let declaring: Set = ["struct", "enum", "class", "protocol", "typealias", "actor"]
    for (file, words) in zip(files, words) {
      for (index, word) in words.enumerated().dropLast()
      where word.depth == 0 && declaring.contains(word.text) {
        owner[words[index + 1].text] = file.folder
      }
    }
    var backwards: [String] = []
    for (file, words) in zip(files, words) {
      // A type the file declares itself, at any depth, is its own (SARIF's nested `Configuration`).
      let own = Set(
        words.indices.dropLast().filter { declaring.contains(words[$0].text) }.map { words[$0 + 1].text })
      let named = Set(words.map(\.text)).subtracting(own).compactMap { name in owner[name].map { (name, $0) }
      }
      for (name, folder) in named.sorted(by: { $0.0 < $1.0 }) where folder != file.folder {
        if let from = layer[file.folder], let to = layer[folder], to >= from {
          backwards.append("\(file.path) names \(name) of \(folder)/")
        }
      }
    }
    #expect(backwards == [])
  }
}
