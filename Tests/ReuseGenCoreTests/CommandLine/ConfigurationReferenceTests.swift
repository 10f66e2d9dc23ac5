import Foundation
import Testing

@testable import ReuseGenCore

/// The configuration reference (docs/Reference/Configuration.md, moved there from the README): its
/// command-line synopsis names every option of each subcommand, in `OptionSpec.all`'s order, with the
/// values a choice takes, and nothing else, and its `reusegen.json` table every key, with the values each
/// choice takes; `reusegen help` is derived from the same list.
@Suite struct ConfigurationReferenceTests {
  private static let path = "docs/Reference/Configuration.md"

  /// The synopsis of each subcommand: its lines in the reference's "Command line" block, joined.
  static func synopses() throws -> [Subcommand: String] {
    let readme = try MarkdownDocument(path).lines.joined(separator: "\n")
    let start = try #require(readme.range(of: "## Command line\n\n```\n"))
    let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
    var entries: [String] = []
    for line in readme[start.upperBound..<end.lowerBound].split(separator: "\n") {
      if line.hasPrefix("reusegen ") {
        entries.append(String(line))
      } else if !entries.isEmpty {
        entries[entries.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
      }
    }
    var synopses: [Subcommand: String] = [:]
    for entry in entries {
      let word = entry.split(separator: " ")[1]
      if word == "[generate]" { synopses[.generate] = entry }
      if let subcommand = Subcommand(rawValue: String(word)) { synopses[subcommand] = entry }
    }
    return synopses
  }

  @Test(arguments: Subcommand.allCases)
  func synopsisAgreesWithTheOptions(_ subcommand: Subcommand) throws {
    let synopsis = try #require(try Self.synopses()[subcommand], "no synopsis of \(subcommand)")
    let words = synopsis.split(separator: " ").map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: "[]."))
    }
    let named = words.filter { $0.hasPrefix("--") }
    #expect(named == OptionSpec.options(of: subcommand).map(\.name), "\(subcommand)")
    for option in OptionSpec.options(of: subcommand) {
      guard case .choice = option.value, let index = words.firstIndex(of: option.name) else { continue }
      let choices = option.choices(for: subcommand)
      let shown = words[index + 1]
      // A choice shows its values, or a placeholder where the line would grow too long.
      #expect(
        shown == choices.joined(separator: "|") || shown == shown.uppercased(), "\(option.name): \(shown)")
    }
  }

  /// The `reusegen.json` table's rows, by key: its values and default columns.
  static func keyTable() throws -> [(key: String, values: String, default: String)] {
    try MarkdownDocument(path).lines.compactMap { line in
      guard line.hasPrefix("| `") else { return nil }
      let cells = line.replacingOccurrences(of: "\\|", with: "/").split(separator: "|").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count == 3 else { return nil }
      return (cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[1], cells[2])
    }
  }

  /// One row per key `reusegen.json` takes, in `OptionSpec.all`'s order, each choice's values named.
  @Test func theKeyTableAgreesWithTheOptions() throws {
    let rows = try Self.keyTable()
    #expect(rows.map(\.key) == Configuration.keys)
    for option in OptionSpec.all {
      guard let key = option.configKey, let row = rows.first(where: { $0.key == key }) else { continue }
      switch option.value {
      case .choice(let choices, _):
        for choice in choices { #expect(row.values.contains("`\(choice)`"), "\(key): \(choice)") }
      case .flag:
        #expect(row.values.hasPrefix("`true`, `false`"), "\(key)")
      case .string, .strings, .bases:
        break
      }
    }
    #expect(rows.first { $0.key == "rulesURL" }?.default == "`\(AuditRuleDocumentation.reference)`")
  }
}
