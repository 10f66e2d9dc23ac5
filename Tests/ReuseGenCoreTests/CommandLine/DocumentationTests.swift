import Foundation
import Testing

@testable import ReuseGenCore

/// The README and the reference under docs/: short where a newcomer starts, and every link resolving,
/// on GitHub and in a checkout alike.
@Suite struct DocumentationTests {
  @Test func theReadmeIsShortAndOpensWithTheTwoCommands() throws {
    let readme = try MarkdownDocument("README.md")
    #expect(readme.lines.count <= 400, "README.md has \(readme.lines.count) lines")
    #expect(
      Array(readme.lines.prefix(6)) == [
        "# ReuseGen",
        "",
        "```sh",
        "swift run reusegen list Examples/Sources/FeedKit   # run reusegen on the bundled example",
        "Scripts/test-all.sh                                # run the whole test suite (what CI runs)",
        "```",
      ])
  }

  /// Each `console` example of the README that runs `swift run reusegen …` ends with the line the command
  /// prints last (its summary): an example whose output went stale fails here. The lines between may be
  /// elided or cut to fit.
  @Test func theReadmesExamplesEndWithWhatTheToolPrints() throws {
    let readme = try MarkdownDocument("README.md")
    var examples = 0
    var index = 0
    while index < readme.lines.count {
      defer { index += 1 }
      guard readme.lines[index] == "```console", index + 1 < readme.lines.count,
        readme.lines[index + 1].hasPrefix("$ swift run reusegen ")
      else { continue }
      var command = String(readme.lines[index + 1].dropFirst("$ swift run reusegen ".count))
      var line = index + 2
      while command.hasSuffix("\\") {
        command =
          command.dropLast().trimmingCharacters(in: .whitespaces) + " "
          + readme.lines[line].trimmingCharacters(in: .whitespaces)
        line += 1
      }
      guard let close = readme.lines[line...].firstIndex(of: "```") else { break }
      let last = readme.lines[close - 1]
      let arguments = command.split(separator: " ").map(String.init)
      let run = CommandRun(arguments, in: MarkdownDocument.repository.path)
      let printed = (run.standardOutput + run.standardError).components(separatedBy: "\n")
      #expect(printed.contains(last), "README.md:\(close): '\(command)' no longer ends with '\(last)'")
      examples += 1
    }
    #expect(examples >= 3)
  }

  /// Every relative link names a file or folder that exists, and its `#anchor` a heading or `<a id>` there.
  @Test(arguments: try MarkdownDocument.all())
  func everyRelativeLinkResolves(_ path: String) throws {
    let document = try MarkdownDocument(path)
    let folder = (path as NSString).deletingLastPathComponent
    for link in document.links where !link.target.contains(":") {
      let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let target = parts[0].isEmpty ? path : Self.resolve(String(parts[0]), in: folder)
      let exists = FileManager.default.fileExists(
        atPath: MarkdownDocument.repository.appendingPathComponent(target).path)
      #expect(exists, "\(path):\(link.line): \(link.target) names no file")
      guard exists, parts.count == 2 else { continue }
      let anchors = target.hasSuffix(".md") ? try MarkdownDocument(target).anchors : []
      #expect(anchors.contains(String(parts[1])), "\(path):\(link.line): no anchor \(link.target)")
    }
  }

  /// `relative`, named from `folder`, as a path from the repository root.
  private static func resolve(_ relative: String, in folder: String) -> String {
    var components = folder.split(separator: "/").map(String.init)
    for component in relative.split(separator: "/") {
      switch component {
      case ".": continue
      case "..": _ = components.popLast()
      default: components.append(String(component))
      }
    }
    return components.joined(separator: "/")
  }

  /// Anchors as GitHub makes them from headings.
  @Test func slugsFollowGitHub() {
    #expect(MarkdownDocument.slug("Configuration: `reusegen.json`") == "configuration-reusegenjson")
    #expect(
      MarkdownDocument.slug("`list` beside `cat`, the round after") == "list-beside-cat-the-round-after")
    #expect(
      MarkdownDocument.slug("4. Typed identifiers, for the strings") == "4-typed-identifiers-for-the-strings")
    #expect(MarkdownDocument.slug("`unregistered-dequeue`") == "unregistered-dequeue")
    #expect(MarkdownDocument.slug("Migrating from R.swift") == "migrating-from-rswift")
  }

  /// The README and the docs name the repository by `ReuseGenRepository.url`, the URL SARIF links to.
  @Test func theRepositoryURLIsTheOneConstant() throws {
    let readme = try MarkdownDocument("README.md").lines.joined(separator: "\n")
    #expect(readme.contains(".package(url: \"\(ReuseGenRepository.url).git\""))
    for path in try MarkdownDocument.all() {
      let text = try MarkdownDocument(path).lines.joined(separator: "\n")
      #expect(!text.contains("<org>"), "\(path) has a placeholder")
      for line in text.components(separatedBy: "\n") where line.contains("github.com/reusegen/") {
        #expect(line.contains(ReuseGenRepository.url), "\(path): \(line)")
      }
    }
  }
}
