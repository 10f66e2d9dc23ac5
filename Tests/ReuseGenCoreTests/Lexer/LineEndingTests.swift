import Foundation
import Testing

@testable import ReuseGenCore

/// One line rule for every command (`LineTable`): a file saved with `\n`, `\r\n` or old Mac `\r` line
/// endings gets the same lines and columns in `list`, `generate`, `audit` and `migrate`. Before, audit and
/// migrate counted only `\n`, and a CR-only file's finding on line 7 was reported at `1:263`.
@Suite struct LineEndingTests {
  /// A module with a view (`list`), a finding (`audit`: a dequeue of an identifier nothing registers), a
  /// site that stays (`migrate`'s note) and a diagnostic (`generate`: two cells with one identifier).
  private static let lines = [
    "import UIKit",
    "",
    "final class FeedCell: UITableViewCell {}",
    "final class OtherCell: UITableViewCell { static let reuseIdentifier = \"Same\" }",
    "final class ThirdCell: UITableViewCell { static let reuseIdentifier = \"Same\" }",
    "final class Feed: UITableViewController {",
    "  override func viewDidLoad() {",
    "    tableView.register(FeedCell.self, forCellReuseIdentifier: \"feed\")",
    "  }",
    "  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
    "    if indexPath.row == 0 { return tableView.dequeueReusableCell(withIdentifier: \"missing\", for: indexPath) }",
    "    return tableView.dequeueReusableCell(withIdentifier: \"feed\", for: indexPath)",
    "  }",
    "  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {",
    "    tableView.dequeueReusableHeaderFooterView(withIdentifier: \"header\")",
    "  }",
    "}",
    "",
  ]

  /// What each command prints about the module saved with `ending`, paths and all.
  private static func outputs(lineEnding ending: String) -> [String] {
    let directory = TemporaryDirectory.module(["Feed.swift": lines.joined(separator: ending)])
    defer { directory.remove() }
    let commands = [
      ["list", "App", "--module", "App", "--format", "json"],
      ["generate", "App", "--module", "App", "--output", "Generated.swift"],
      ["audit", "App", "--module", "App"],
      ["audit", "App", "--module", "App", "--format", "json"],
      ["migrate", "App", "--module", "App"],
    ]
    return commands.map { arguments in
      let run = CommandRun(arguments, in: directory.path)
      // migrate's diff quotes the lines whole, with their endings; its notes and summary are compared.
      let output = arguments[0] == "migrate" ? "" : run.standardOutput
      return "\(arguments.joined(separator: " ")): \(run.status)\n\(output)\n\(run.standardError)"
    }
  }

  @Test(arguments: ["\r\n", "\r"])
  func positionsMatchThoseOfTheSameFileWithLineFeeds(ending: String) {
    let expected = Self.outputs(lineEnding: "\n")
    // The finding and migrate's note are where a person sees them, on line 11.
    #expect(expected[2].contains("Feed.swift:11:"))
    #expect(expected[4].contains("Feed.swift:11:46: note: not migrated"))
    #expect(expected[1].contains("Feed.swift:5:"))
    let actual = Self.outputs(lineEnding: ending)
    for (actual, expected) in zip(actual, expected) {
      #expect(actual == expected)
    }
  }

  @Test func theLineTableCountsEachKindOfLineBreakOnce() {
    let text = Array("a\nb\r\nc\rd\r".utf8)
    let starts = text.withUnsafeBufferPointer { LineTable.lineStarts(of: $0) }
    #expect(starts == [0, 2, 5, 7, 9])
    text.withUnsafeBufferPointer { bytes in
      var table = LineTable(bytes)
      for (offset, start) in starts.enumerated() where start < text.count {
        let position = table.position(of: start)
        #expect(position.line == offset + 1 && position.column == 1)
      }
      // A `\r` right before `\n` is part of the line it ends.
      #expect(table.position(of: 3) == (line: 2, column: 2))
    }
  }
}
