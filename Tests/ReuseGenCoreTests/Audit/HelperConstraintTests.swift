import Foundation
import Testing

@testable import ReuseGenCore

/// A call is the app's own generic helper only for a type its constraints take (SPEC §10.2): Swift picks
/// another overload, the generated API's, for any other.
@Suite struct HelperConstraintTests {
  /// Brave's shape: a context package's `register<T: UITableViewCell & TableViewReusable>(_:)` beside the
  /// generated `register(_:)` that `migrate` writes for a header view. The header's call is the generated
  /// API's; a cell's is still the helper's.
  private static func writeModule(in directory: TemporaryDirectory) {
    directory.write(
      "UI/UITableViewExtensions.swift",
      """
      import UIKit

      public protocol TableViewReusable {}

      extension TableViewReusable {
        fileprivate static var identifier: String {
          return String(describing: type(of: self))
        }
      }

      extension UITableView {
        public func register<T: UITableViewCell & TableViewReusable>(_ cellClass: T.Type) {
          register(cellClass, forCellReuseIdentifier: cellClass.identifier)
        }
        public func dequeueReusableCell<T: UITableViewCell & TableViewReusable>(for indexPath: IndexPath) -> T {
          return dequeueReusableCell(withIdentifier: T.identifier, for: indexPath) as! T
        }
      }

      """)
    directory.write(
      "App/PlaylistMenuHeader.swift",
      """
      import UIKit

      class PlaylistMenuHeader: UITableViewHeaderFooterView {
        func setMenuEnabled(enabled: Bool) {}
      }

      class LogLineCell: UITableViewCell, TableViewReusable {}

      """)
    directory.write(
      "App/PlaylistListViewController.swift",
      """
      import UIKit

      private struct Constants {
        static let playListMenuHeaderIdentifier = "playlistMenuHeaderIdentifier"
      }

      class PlaylistListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        let tableView = UITableView()

        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(
            PlaylistMenuHeader.self, forHeaderFooterViewReuseIdentifier: Constants.playListMenuHeaderIdentifier)
          tableView.register(LogLineCell.self)
          tableView.dataSource = self
          tableView.delegate = self
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell: LogLineCell = tableView.dequeueReusableCell(for: indexPath)
          return cell
        }

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
          let header =
            tableView.dequeueReusableHeaderFooterView(withIdentifier: Constants.playListMenuHeaderIdentifier)
            as? PlaylistMenuHeader
          header?.setMenuEnabled(enabled: true)
          return header
        }
      }

      """)
  }

  private static func callSites(_ run: CommandRun) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    return object?["callSites"] as? [[String: Any]] ?? []
  }

  /// After `migrate --write`, audit reads the header's `register(PlaylistMenuHeader.self)` as the generated
  /// API's registration, so the header's Optional dequeue is registered as before the migration.
  @Test func aHeaderIsNotRegisteredThroughACellHelper() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    Self.writeModule(in: directory)
    let arguments = ["App", "--module", "App", "--context", "UI"]
    let before = CommandRun(["audit"] + arguments, in: directory.path)
    let migrate = CommandRun(["migrate"] + arguments + ["--write"], in: directory.path)
    #expect(migrate.status == .success)
    #expect(
      directory.read("App/PlaylistListViewController.swift")?.contains("PlaylistMenuHeader.self)\n") == true)
    // The same notes, on the helper's cell calls only: the header's registration is not read as the helper.
    let after = CommandRun(["audit"] + arguments, in: directory.path)
    #expect(after.status == .success)
    #expect(after.standardOutput == before.standardOutput)
    #expect(!after.standardOutput.contains("unregistered-optional-dequeue"))
    let sites = try Self.callSites(
      CommandRun(["audit"] + arguments + ["--format", "json"], in: directory.path))
    let header = sites.first { $0["registeredClass"] as? String == "PlaylistMenuHeader" }
    #expect(header?["resolution"] as? String == "typed")
    #expect(header?["identifier"] as? String == "App.PlaylistMenuHeader")
    // The cell's call is still the helper's, whose identifier audit does not evaluate.
    let cell = sites.first { $0["registeredClass"] as? String == "LogLineCell" }
    #expect(cell?["resolution"] as? String == "unresolved")
  }
}
