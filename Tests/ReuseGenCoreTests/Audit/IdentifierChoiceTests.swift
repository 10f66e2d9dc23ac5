import Foundation
import Testing

@testable import ReuseGenCore

/// A ternary between two strings of one class (DESIGN.md §10, "Closed sets"): two reuse pools, which stay
/// two typed identifiers of that class (the Examples package's `PartialScreens` runs it on the stand-in).
@Suite struct IdentifierChoiceTests {
  private static func screen(dequeue: String) -> String {
    """
    import UIKit

    final class BadgeCell: UITableViewCell {
      static let compactIdentifier = "BadgeCompact"
      static let regularIdentifier = "BadgeRegular"
    }

    final class BadgesViewController: UITableViewController {
      var isCompact = false

      override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(BadgeCell.self, forCellReuseIdentifier: BadgeCell.compactIdentifier)
        tableView.register(BadgeCell.self, forCellReuseIdentifier: BadgeCell.regularIdentifier)
      }

      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    \(dequeue)
      }
    }

    """
  }

  /// Both forms move; audit reads the typed choice as it read the strings, each a registered pool: no
  /// finding before or after.
  @Test(arguments: [
    (
      """
          let identifier = isCompact ? BadgeCell.compactIdentifier : BadgeCell.regularIdentifier
          return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath) as! BadgeCell
      """,
      """
          let identifier: TypedReuseIdentifier<BadgeCell> = isCompact ? .badgeCompact : .badgeRegular
          return tableView.dequeueReusableCell(identifier: identifier, for: indexPath)
      """
    ),
    (
      """
          return tableView.dequeueReusableCell(
            withIdentifier: isCompact ? BadgeCell.compactIdentifier : BadgeCell.regularIdentifier, for: indexPath)
      """,
      """
          return tableView.dequeueReusableCell(
            identifier: isCompact ? .badgeCompact : .badgeRegular, for: indexPath)
      """
    ),
  ])
  func aTernaryOfOneClassChoosesBetweenTypedIdentifiers(original: String, migrated: String) {
    let directory = TemporaryDirectory.module(["Badges.swift": Self.screen(dequeue: original)])
    defer { directory.remove() }
    let arguments = ["App", "--module", "App"]
    let before = CommandRun(["audit"] + arguments, in: directory.path)
    let run = CommandRun(["migrate"] + arguments + ["--write"], in: directory.path)
    #expect(run.standardError.contains("Rewrote 3 call sites in 1 file; left 0 as they were"))
    #expect(directory.read("App/Badges.swift")?.contains(migrated) == true)
    let after = CommandRun(["audit"] + arguments, in: directory.path)
    #expect(before.standardOutput == "audit: 3 call sites (3 resolved), 0 errors, 0 warnings\n")
    #expect(after.standardOutput == before.standardOutput)
    let again = CommandRun(["migrate"] + arguments, in: directory.path)
    #expect(again.standardError.contains("Would rewrite 0 call sites in 0 files"))
  }

  /// Each case of a `switch` may declare its own local of one name: each is read by its case's dequeue
  /// alone, and both move.
  @Test func localsOfOneNameInTheCasesOfASwitchMove() {
    let dequeue = """
          switch indexPath.section {
          case 0:
            let identifier = isCompact ? BadgeCell.compactIdentifier : BadgeCell.regularIdentifier
            return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath) as! BadgeCell
          default:
            let identifier = isCompact ? BadgeCell.regularIdentifier : BadgeCell.compactIdentifier
            return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath) as! BadgeCell
          }
      """
    let directory = TemporaryDirectory.module(["Badges.swift": Self.screen(dequeue: dequeue)])
    defer { directory.remove() }
    let run = CommandRun(["migrate", "App", "--module", "App", "--write"], in: directory.path)
    #expect(
      run.standardError.contains("Rewrote 4 call sites in 1 file; left 0 as they were"),
      "\(run.standardError)")
    #expect(
      directory.read("App/Badges.swift")?.contains(
        "let identifier: TypedReuseIdentifier<BadgeCell> = isCompact ? .badgeRegular : .badgeCompact") == true
    )
  }

  /// A local that other code reads too keeps its type, and so its strings: the dequeue stays, with its note.
  @Test func aLocalReadElsewhereStays() {
    let dequeue = """
          let identifier = isCompact ? BadgeCell.compactIdentifier : BadgeCell.regularIdentifier
          print(identifier)
          return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath) as! BadgeCell
      """
    let directory = TemporaryDirectory.module(["Badges.swift": Self.screen(dequeue: dequeue)])
    defer { directory.remove() }
    let run = CommandRun(["migrate", "App", "--module", "App", "--write"], in: directory.path)
    #expect(run.standardError.contains("Rewrote 2 call sites in 1 file; left 1 as it was"))
    #expect(
      run.standardError.contains(
        "note: not migrated: the identifier is chosen at run time among 'BadgeCompact', 'BadgeRegular'"))
    #expect(directory.read("App/Badges.swift")?.contains("let identifier = isCompact ?") == true)
  }
}
