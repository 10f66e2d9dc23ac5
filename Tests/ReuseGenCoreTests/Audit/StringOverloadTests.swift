import Foundation
import Testing

@testable import ReuseGenCore

/// The app's own `dequeueReusableCell(withIdentifier: CellID, for:)` beside UIKit's `String` one, in one
/// file: Swift picks the overload by the argument's type, and so does `audit` (SPEC §10.5).
@Suite struct StringOverloadTests {
  private static let module = [
    "CellID.swift": """
    import UIKit

    struct CellID: RawRepresentable {
      let rawValue: String
      static let account = CellID(rawValue: "AccountCell")
    }

    extension UITableView {
      func dequeueReusableCell(withIdentifier identifier: CellID, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier.rawValue, for: indexPath)
      }
      func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: CellID) {
        register(cellClass, forCellReuseIdentifier: identifier.rawValue)
      }
    }

    final class AccountCell: UITableViewCell {}
    final class ProfileCell: UITableViewCell {}

    final class AccountsViewController: UITableViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(AccountCell.self, forCellReuseIdentifier: CellID.account)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Footer")
      }

      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
          return tableView.dequeueReusableCell(withIdentifier: CellID.account, for: indexPath)
        }
        return tableView.dequeueReusableCell(withIdentifier: "Footer", for: indexPath)
      }
    }

    """,
    "SettingsViewController.swift": """
    import UIKit

    final class SettingsViewController: UITableViewController {
      enum Row: CaseIterable {
        case profile, plain

        var identifier: String {
          switch self {
          case .profile: return "ProfileCell"
          case .plain: return "UITableViewCell"
          }
        }

        var cellClass: UITableViewCell.Type {
          switch self {
          case .profile: return ProfileCell.self
          case .plain: return UITableViewCell.self
          }
        }
      }

      override func viewDidLoad() {
        super.viewDidLoad()
        for row in Row.allCases {
          tableView.register(row.cellClass, forCellReuseIdentifier: row.identifier)
        }
      }

      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = Row.allCases[indexPath.row]
        return tableView.dequeueReusableCell(withIdentifier: row.identifier, for: indexPath)
      }
    }

    """,
  ]

  /// The sites of `audit --format json`, by file name and line.
  private static func sites() throws -> [String: [String: Any]] {
    let directory = TemporaryDirectory.module(module)
    defer { directory.remove() }
    let run = CommandRun(["audit", "App", "--module", "App", "--format", "json"], in: directory.path)
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    var result: [String: [String: Any]] = [:]
    for site in object?["callSites"] as? [[String: Any]] ?? [] {
      let file = (site["file"] as? String ?? "").split(separator: "/").last.map(String.init) ?? ""
      result["\(file):\(site["line"] as? Int ?? 0)"] = site
    }
    return result
  }

  /// A `String` member of a value's type (`row.identifier`, declared `var identifier: String`) is UIKit's
  /// call, whose identifier is the closed set; a `CellID` constant (`static let account = CellID(…)`) is
  /// the app's overload, read through its body.
  @Test func theArgumentsTypePicksTheOverload() throws {
    let sites = try Self.sites()
    let loop = sites["SettingsViewController.swift:25"]
    #expect(loop?["resolution"] as? String == "choice")
    #expect(loop?["alternatives"] as? [String] == ["ProfileCell", "UITableViewCell"])
    #expect(sites["SettingsViewController.swift:31"]?["resolution"] as? String == "choice")
    // Read in the helper's body, whose `identifier.rawValue` is the app's type's.
    for line in [23, 29] {
      #expect(
        (sites["CellID.swift:\(line)"]?["reason"] as? String)?.contains("'identifier.rawValue'") == true)
    }
    #expect(sites["CellID.swift:24"]?["identifier"] as? String == "Footer")
    #expect(sites["CellID.swift:31"]?["identifier"] as? String == "Footer")
  }
}
