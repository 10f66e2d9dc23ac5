import Foundation

/// A Markdown file of the repository, read as GitHub renders it: its headings' anchors and its links,
/// leaving out code blocks and code spans.
struct MarkdownDocument {
  /// The repository's root folder.
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The path, relative to the repository root.
  let path: String
  /// The file's lines.
  let lines: [String]

  init(_ path: String) throws {
    self.path = path
    lines = try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
      .components(separatedBy: "\n")
  }

  /// The user's reference, the README and the history beside them: every Markdown file whose links must
  /// resolve. The DocC catalog links with DocC's own syntax, which `Scripts/docs.sh` checks.
  static func all() throws -> [String] {
    var paths = ["README.md", "Benchmarks/README.md", "Benchmarks/real-apps/RESULTS.md"]
    let docs = repository.appendingPathComponent("docs")
    let files = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "md", !file.path.contains(".docc/") else { continue }
      paths.append("docs/" + file.path.dropFirst(docs.path.count + 1))
    }
    return paths.sorted()
  }

  /// The lines outside fenced code blocks, with their 1-based numbers.
  var prose: [(number: Int, text: String)] {
    var fenced = false
    var result: [(number: Int, text: String)] = []
    for (index, line) in lines.enumerated() {
      if line.hasPrefix("```") {
        fenced.toggle()
      } else if !fenced {
        result.append((index + 1, line))
      }
    }
    return result
  }

  /// The headings outside code blocks: their level and text.
  var headings: [(level: Int, text: String)] {
    prose.compactMap { _, line in
      let level = line.prefix { $0 == "#" }.count
      guard (1...6).contains(level), line.dropFirst(level).first == " " else { return nil }
      return (level, String(line.dropFirst(level + 1)))
    }
  }

  /// Every anchor a link may name: each heading's slug (a repeated one with `-1`, `-2`, … as GitHub
  /// numbers them), and each `<a id="…">`.
  var anchors: Set<String> {
    var seen: [String: Int] = [:]
    var anchors: Set<String> = []
    for heading in headings {
      let slug = Self.slug(heading.text)
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
    }
    for (_, line) in prose {
      var rest = Substring(line)
      while let start = rest.range(of: "<a id=\"") {
        let tail = rest[start.upperBound...]
        guard let end = tail.firstIndex(of: "\"") else { break }
        anchors.insert(String(tail[..<end]))
        rest = tail[end...]
      }
    }
    return anchors
  }

  /// The target of every inline link `[text](target)` outside code, with its line number.
  var links: [(line: Int, target: String)] {
    var links: [(line: Int, target: String)] = []
    for (number, line) in prose {
      var outsideCode = ""
      for (index, part) in line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      where index.isMultiple(of: 2) {
        outsideCode += part + " "
      }
      var rest = Substring(outsideCode)
      while let start = rest.range(of: "](") {
        let tail = rest[start.upperBound...]
        guard let end = tail.firstIndex(where: { $0 == ")" || $0 == " " }) else { break }
        links.append((number, String(tail[..<end])))
        rest = tail[end...]
      }
    }
    return links
  }

  /// GitHub's anchor for a heading: lowercased, every character but letters, digits, `-`, `_` and spaces
  /// removed, and each space made a `-`.
  static func slug(_ heading: String) -> String {
    String(
      heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
        if scalar == " " { return "-" }
        let kept =
          CharacterSet.letters.contains(scalar) || CharacterSet.decimalDigits.contains(scalar)
          || scalar == "-" || scalar == "_"
        return kept ? Character(scalar) : nil
      })
  }
}
