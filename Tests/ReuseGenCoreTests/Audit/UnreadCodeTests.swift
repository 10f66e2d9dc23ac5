import Foundation
import Testing

@testable import ReuseGenCore

/// Code ReuseGen does not read is never a certain crash (SPEC §10.7): a dequeue in a class whose superclass,
/// or in an extension whose type, no file the run reads declares may be registered there.
@Suite struct UnreadCodeTests {
  private static let screens = """
    import UIKit

    final class FeedCell: UITableViewCell {}

    final class FeedViewController: OABaseTableViewController {
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "FeedCell", for: indexPath) as! FeedCell
      }
    }

    final class PlainViewController: UITableViewController {
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Missing", for: indexPath)
      }
    }

    extension OALegacyController {
      func cell(_ tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "LegacyCell", for: indexPath)
      }
    }

    """

  @Test func aDequeueUnreadCodeMayServeIsANoteThatSaysWhereToLook() {
    let directory = TemporaryDirectory.module(["Screens.swift": Self.screens])
    defer { directory.remove() }
    let run = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(
      run.standardOutput.contains(
        "App/Screens.swift:7:51: note: reuse identifier 'FeedCell' is dequeued but registered as a table view "
          + "cell in no code, nib or storyboard audit reads; 'FeedViewController' inherits from "
          + "'OABaseTableViewController', which no file audit reads declares, and which may register it (pass "
          + "the folder that declares 'OABaseTableViewController' with --context to check) [unregistered-dequeue]"
      ))
    #expect(
      run.standardOutput.contains(
        "App/Screens.swift:19:51: note: reuse identifier 'LegacyCell' is dequeued but registered as a table "
          + "view cell in no code, nib or storyboard audit reads; 'OALegacyController', whose extension makes "
          + "this call, is declared in no file audit reads and may register it"))
    // UIKit's own controller registers nothing: still a certain crash.
    #expect(
      run.standardOutput.contains(
        "App/Screens.swift:13:51: error: reuse identifier 'Missing' is dequeued but never registered"))
    #expect(run.standardOutput.contains("1 error, 0 warnings"))
  }

  @Test func theContextThatDeclaresTheBaseSettlesIt() {
    let directory = TemporaryDirectory.module(["Screens.swift": Self.screens])
    defer { directory.remove() }
    directory.write(
      "Base/Base.swift",
      """
      import UIKit

      open class OABaseTableViewController: UITableViewController {
        open override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(UITableViewCell.self, forCellReuseIdentifier: "FeedCell")
        }
      }

      """)
    let run = CommandRun(["audit", "App", "--module", "App", "--context", "Base"], in: directory.path)
    #expect(!run.standardOutput.contains("'FeedCell' is dequeued"))
    #expect(
      run.standardOutput.contains("'LegacyCell' is dequeued but registered as a table view cell in no code"))
  }

  @Test func migrateKeepsTheStringUnreadCodeMayRegister() {
    let directory = TemporaryDirectory.module(["Screens.swift": Self.screens])
    defer { directory.remove() }
    let run = CommandRun(["migrate", "App", "--module", "App", "--write"], in: directory.path)
    let migrated = directory.read("App/Screens.swift") ?? ""
    // The typed API would dequeue 'App.FeedCell', which the unread base does not register.
    #expect(migrated.contains("tableView.dequeueReusableCell(withIdentifier: \"FeedCell\", for: indexPath)"))
    #expect(
      run.standardError.contains(
        "App/Screens.swift:7:15: note: not migrated: reuse identifier 'FeedCell' may be registered by "
          + "'OABaseTableViewController', which no file migrate reads declares, so it keeps its string"))
    // A typed identifier keeps the string: the same registration serves it.
    #expect(migrated.contains("tableView.dequeueReusableCell(identifier: .legacyCell, for: indexPath)"))
    #expect(migrated.contains("static var legacyCell: Self { Self(\"LegacyCell\") }"))
  }
}
