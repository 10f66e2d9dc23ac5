import Foundation
import Testing

@testable import ReuseGenCore

/// The README's command-line synopsis names every option of each subcommand, in `OptionSpec.all`'s
/// order, with the values a choice takes, and nothing else; `reusegen help` is derived from the same list.
@Suite struct ReadmeSynopsisTests {
  /// The synopsis of each subcommand: its lines in the README's "Command line" block, joined.
  static func synopses() throws -> [Subcommand: String] {
    let readme = try String(
      contentsOf: Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md"),
      encoding: .utf8)
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
}
