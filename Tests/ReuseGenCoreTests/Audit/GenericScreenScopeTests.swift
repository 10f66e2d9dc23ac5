import Foundation
import Testing

@testable import ReuseGenCore

/// One string registered for two classes by two unrelated screens, each on its own table view, gives no
/// view both: a generic screen (edX's `JSONFormViewController<T>`) is such a screen as much as any class.
/// Audit warns of nothing there, and migrate moves both screens' groups.
@Suite struct GenericScreenScopeTests {
  private static let form = """
    import UIKit

    private let cellIdentifier = "Cell"

    final class SelectionCell: UITableViewCell {}

    class FormViewController<T>: UIViewController, UITableViewDataSource {
      private lazy var tableView = UITableView()
      override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SelectionCell.self, forCellReuseIdentifier: cellIdentifier)
        tableView.dataSource = self
      }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
      }
    }

    """

  private static let debugMenu = """
    import UIKit

    final class DebugMenuViewController: UIViewController, UITableViewDataSource {
      let tableView = UITableView()
      override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
      }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      }
    }

    """

  @Test func twoScreensOneGenericEachOnItsOwnViewShareAString() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write("App/Form.swift", Self.form)
    directory.write("App/DebugMenu.swift", Self.debugMenu)
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(audit.standardOutput.contains("audit: 4 call sites (4 resolved), 0 errors, 0 warnings"))
    #expect(!audit.standardOutput.contains("identifier-registered-twice"))
    let migrate = CommandRun(["migrate", "App", "--module", "App"], in: directory.path)
    #expect(
      migrate.standardError.contains("Would rewrite 4 call sites in 2 files; left 0"),
      "\(migrate.standardError)")
  }

  /// Where the group stays whole (the form's cells are dequeued by a data source of another class, which
  /// the split by scope does not follow) and its view has no typed API (a private cell), the note is at
  /// a site of that view, and the other screen's sites point to it: not at the debug menu's registration of
  /// UIKit's class, which that note would not be true of.
  @Test func theNoteOfAViewWithoutTypedAPIIsAtItsOwnSite() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    directory.write(
      "App/Form.swift",
      """
      import UIKit

      private let cellIdentifier = "Cell"

      private final class SelectionCell: UITableViewCell {}

      final class ChooserDataSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        }
      }

      class FormViewController<T>: UIViewController {
        private lazy var tableView = UITableView()
        let dataSource = ChooserDataSource()
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(SelectionCell.self, forCellReuseIdentifier: cellIdentifier)
          tableView.dataSource = dataSource
        }
      }

      """)
    directory.write(
      "App/DebugMenu.swift",
      """
      import UIKit

      final class DebugMenuViewController: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
      }

      """)
    let migrate = CommandRun(["migrate", "App", "--module", "App"], in: directory.path)
    let notes = migrate.standardError.split(separator: "\n").filter { $0.contains("not migrated") }
    #expect(
      !notes.contains { $0.hasPrefix("App/DebugMenu.swift") && $0.contains("has no typed API") }, "\(notes)")
    #expect(
      notes.contains { $0.hasPrefix("App/DebugMenu.swift:6:") && $0.contains("(see App/Form.swift:19:") },
      "\(notes)")
  }
}
