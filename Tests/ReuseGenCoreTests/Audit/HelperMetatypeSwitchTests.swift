import Foundation
import Testing

@testable import ReuseGenCore

/// An app's helper that switches over the metatype it is given (Beam's `register<T>(_ type: T.Type)`:
/// `case let headerFooter as UITableViewHeaderFooterView.Type:` registers a header, `case let cell as
/// UITableViewCell.Type:` a cell): a call runs the clause its type is a kind of. Read as both, each call
/// registered its cell as a header too, and audit said the cell was "registered as a header/footer view but
/// never dequeued".
@Suite struct HelperMetatypeSwitchTests {
  private static let helper = """
    import UIKit

    protocol Reusable {
      static var reuseIdentifier: String { get }
    }
    extension Reusable {
      static var reuseIdentifier: String { String(describing: self) }
    }
    extension UITableViewCell: Reusable {}
    extension UITableViewHeaderFooterView: Reusable {}

    extension UITableView {
      final func register<T>(_ type: T.Type) where T: Reusable {
        switch type {
        case let headerFooter as UITableViewHeaderFooterView.Type:
          register(headerFooter, forHeaderFooterViewReuseIdentifier: type.reuseIdentifier)
        case let cell as UITableViewCell.Type:
          register(cell, forCellReuseIdentifier: type.reuseIdentifier)
        default:
          assertionFailure("Failed to register a type with identifier \\(type.reuseIdentifier)")
        }
      }
    }

    """

  private static let screen = """
    import UIKit

    final class SubredditTableViewCell: UITableViewCell {}
    final class SectionHeader: UITableViewHeaderFooterView {}

    final class SubredditsViewController: UITableViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SubredditTableViewCell.self)
        tableView.register(SectionHeader.self)
      }
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: SubredditTableViewCell.reuseIdentifier, for: indexPath)
      }
      override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: SectionHeader.reuseIdentifier)
      }
    }

    """

  @Test func eachCallRunsTheClauseItsTypeIsAKindOf() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/Reusable.swift", Self.helper)
    directory.write("App/Screen.swift", Self.screen)
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(audit.standardOutput.contains("audit: 4 call sites (4 resolved), 0 errors, 0 warnings\n"))
    #expect(!audit.standardOutput.contains("never-dequeued"), "\(audit.standardOutput)")
  }

  /// A type that no clause surely takes (a plain view: neither clause runs, the `default` does) is read as
  /// every clause, as before: no call is left without the registrations its helper may make.
  @Test func aTypeNoClauseSurelyTakesIsReadAsEveryClause() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/Reusable.swift", Self.helper + "extension UIView: Reusable {}\n")
    directory.write(
      "App/Screen.swift",
      Self.screen.replacingOccurrences(
        of: "tableView.register(SectionHeader.self)", with: "tableView.register(BannerView.self)")
        + "final class BannerView: UIView {}\n")
    let audit = CommandRun(["audit", "App", "--module", "App", "--format", "json"], in: directory.path)
    let object = try? JSONSerialization.jsonObject(with: Data(audit.standardOutput.utf8)) as? [String: Any]
    let sites = object?["callSites"] as? [[String: Any]] ?? []
    let banner = sites.filter { ($0["identifier"] as? String) == "BannerView" }
    #expect(banner.count == 2, "\(sites)")
  }

  /// Beam's dequeue helper tests the type with `if let … = type as? ….Type`, the cast's name read in the
  /// same `if`'s later conditions: a cell's call runs the cell's branch only. Read as both, each call had
  /// the header branch's `headerFooterType.reuseIdentifier` as an unresolved identifier, whose note said
  /// that its type was not known.
  @Test func anIfLetCastRunsOnlyForTheTypesItTakes() {
    let dequeue = """
      extension UITableView {
        final func dequeueReusable<T: Reusable>(_ type: T.Type = T.self, for indexPath: IndexPath? = nil) -> T {
          if let headerFooterType = type as? UITableViewHeaderFooterView.Type, let headerFooter = dequeueReusableHeaderFooterView(withIdentifier: headerFooterType.reuseIdentifier) as? T {
            return headerFooter
          } else if let cellType = type as? UITableViewCell.Type, let indexPath = indexPath, let cell = dequeueReusableCell(withIdentifier: cellType.reuseIdentifier, for: indexPath) as? T {
            return cell
          } else {
            fatalError("Failed to dequeue a type with identifier \\(type.reuseIdentifier)")
          }
        }
      }

      """
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/Reusable.swift", Self.helper + dequeue)
    directory.write(
      "App/Screen.swift",
      Self.screen.replacingOccurrences(
        of:
          "tableView.dequeueReusableCell(withIdentifier: SubredditTableViewCell.reuseIdentifier, for: indexPath)",
        with: "let cell: SubredditTableViewCell = tableView.dequeueReusable(for: indexPath)\n    return cell"
      ).replacingOccurrences(
        of: "tableView.dequeueReusableHeaderFooterView(withIdentifier: SectionHeader.reuseIdentifier)",
        with: "let header: SectionHeader = tableView.dequeueReusable()\n    return header"))
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(audit.standardOutput.contains("audit: 4 call sites (4 resolved), 0 errors, 0 warnings\n"))
    #expect(!audit.standardOutput.contains("unresolved"), "\(audit.standardOutput)")
  }
}
