import Foundation
import Testing

@testable import ReuseGenCore

/// Dequeues through an Optional table view (`self.tableView?.dequeueReusableCell(…) as? Cell`), one of them
/// with a ternary over the app's global `let`s, each registered with one nib: the chain keeps the result an
/// Optional, and the conditional cast becomes a coercion to it, so both move. The typed identifiers the
/// nib's two strings get are named after them, like the app's globals: the bare names still mean the
/// globals, for `migrate`'s next pass and for `audit` after it.
@Suite struct OptionalReceiverChoiceTests {
  private static let cells = """
    import UIKit

    public let voiceMessageCellIdentifier = "voiceMessageCellIdentifier"
    public let voiceGroupedMessageCellIdentifier = "voiceGroupedMessageCellIdentifier"

    class BaseChatTableViewCell: UITableViewCell {}

    class MessageSeparatorTableViewCell: UITableViewCell {
      static let identifier = "MessageSeparatorTableViewCell"
    }

    """

  private static let screen = """
    import UIKit

    class BaseChatViewController: UIViewController, UITableViewDataSource {
      var tableView: UITableView?
      var grouped = false

      override func viewDidLoad() {
        super.viewDidLoad()
        let nib = UINib(nibName: "BaseChatTableViewCell", bundle: nil)
        self.tableView?.register(nib, forCellReuseIdentifier: voiceMessageCellIdentifier)
        self.tableView?.register(nib, forCellReuseIdentifier: voiceGroupedMessageCellIdentifier)
        self.tableView?.register(
          MessageSeparatorTableViewCell.self, forCellReuseIdentifier: MessageSeparatorTableViewCell.identifier)
      }

      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0,
          let cell = self.tableView?.dequeueReusableCell(withIdentifier: MessageSeparatorTableViewCell.identifier)
            as? MessageSeparatorTableViewCell
        {
          return cell
        }
        let cellIdentifier = grouped ? voiceGroupedMessageCellIdentifier : voiceMessageCellIdentifier
        if let cell = self.tableView?.dequeueReusableCell(withIdentifier: cellIdentifier) as? BaseChatTableViewCell {
          return cell
        }
        return UITableViewCell()
      }
    }

    """

  private static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
        <tableViewCell id="c1" customClass="BaseChatTableViewCell" customModule="App"/>
      </objects>
    </document>
    """

  @Test func conditionalCastsThroughAnOptionalReceiverMove() {
    let directory = TemporaryDirectory.module([
      "Cells.swift": Self.cells, "Chat.swift": Self.screen, "BaseChatTableViewCell.xib": Self.xib,
    ])
    defer { directory.remove() }
    let arguments = ["App", "--module", "App"]
    let before = CommandRun(["audit"] + arguments, in: directory.path)
    let run = CommandRun(["migrate"] + arguments + ["--write"], in: directory.path)
    #expect(
      run.standardError.contains("Rewrote 5 call sites in 1 file; left 0 as they were"),
      "\(run.standardError)")
    let migrated = directory.read("App/Chat.swift") ?? ""
    #expect(
      migrated.contains(
        "let cell = self.tableView?.dequeueReusableCell(MessageSeparatorTableViewCell.self)\n"
          + "        as MessageSeparatorTableViewCell?"))
    #expect(
      migrated.contains(
        "let cellIdentifier: TypedReuseIdentifier<BaseChatTableViewCell> = grouped ? "
          + ".voiceGroupedMessageCellIdentifier : .voiceMessageCellIdentifier"))
    #expect(
      migrated.contains(
        "if let cell = self.tableView?.dequeueReusableCell(identifier: cellIdentifier) as BaseChatTableViewCell? {"
      ))
    // The members named like the globals leave the globals found: nothing is unresolved afterwards either.
    #expect(before.standardOutput == "audit: 5 call sites (5 resolved), 0 errors, 0 warnings\n")
    let after = CommandRun(["audit"] + arguments, in: directory.path)
    #expect(after.standardOutput == before.standardOutput, "\(after.standardOutput)")
    let again = CommandRun(["migrate"] + arguments, in: directory.path)
    #expect(again.standardError.contains("Would rewrite 0 call sites in 0 files"))
  }

  /// A force cast through the chain traps when the table view is `nil`; the typed dequeue's Optional would
  /// not: it stays.
  @Test func aForceCastThroughAnOptionalReceiverStays() {
    let forced = Self.screen.replacingOccurrences(
      of: "as? BaseChatTableViewCell {", with: "as! BaseChatTableViewCell? {")
    let directory = TemporaryDirectory.module([
      "Cells.swift": Self.cells, "Chat.swift": forced, "BaseChatTableViewCell.xib": Self.xib,
    ])
    defer { directory.remove() }
    let run = CommandRun(["migrate", "App", "--module", "App"], in: directory.path)
    #expect(run.standardError.contains("left 1 as it was"), "\(run.standardError)")
  }

  /// A bare name outside the typed identifiers' extension is the app's global, however the extension names
  /// its members (`static var name: Self` binds no parameter either).
  @Test func aTypedIdentifierMemberNamedLikeAGlobalLeavesTheGlobalFound() {
    let declared = """
      import UIKit

      let plainCellIdentifier = "plainCell"

      final class Screen: UITableViewController {
        override func viewDidLoad() {
          tableView.register(UITableViewCell.self, forCellReuseIdentifier: plainCellIdentifier)
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: plainCellIdentifier, for: indexPath)
        }
      }

      extension TypedReuseIdentifier where View == UITableViewCell {
        static var plainCellIdentifier: Self { Self("plainCell") }
      }

      """
    let directory = TemporaryDirectory.module(["Screen.swift": declared])
    defer { directory.remove() }
    let audit = CommandRun(["audit", "App", "--module", "App"], in: directory.path)
    #expect(
      audit.standardOutput == "audit: 2 call sites (2 resolved), 0 errors, 0 warnings\n",
      "\(audit.standardOutput)")
  }
}
