import Foundation
import Testing

@testable import ReuseGenCore

/// A ternary between two storyboard prototypes of one class (DESIGN.md §10, "Closed sets"): two reuse
/// pools that only the choice dequeues and no code registers. Each string gets a typed identifier of the
/// class, built by the storyboard, and the ternary chooses between them; the statement may end in `;`.
@Suite struct PrototypeChoiceTests {
  private static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <scenes>
        <scene sceneID="s1">
          <objects>
            <tableViewController id="c1" customClass="ConversationLogController" customModule="App">
              <tableView key="view" dataMode="prototypes" id="t1">
                <prototypes>
                  <tableViewCell reuseIdentifier="ChatTableViewMessageCell" id="p1"
                    customClass="ChatTableViewCell" customModule="App"/>
                  <tableViewCell reuseIdentifier="ChatTableViewMessageContinuationCell" id="p2"
                    customClass="ChatTableViewCell" customModule="App"/>
                  <tableViewCell reuseIdentifier="ChatTableViewMeCell" id="p3"
                    customClass="ChatTableViewMeCell" customModule="App"/>
                </prototypes>
              </tableView>
            </tableViewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  private static let screen = """
    import UIKit

    class ChatTableViewCell: UITableViewCell {}

    class ChatTableViewMeCell: UITableViewCell {}

    final class ConversationLogController: UITableViewController {
      var items: [Int] = []

      func isContinuation(at row: Int) -> Bool { row % 2 == 1 }

      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
          return tableView.dequeueReusableCell(withIdentifier: "ChatTableViewMeCell", for: indexPath);
        }
        let id = isContinuation(at: indexPath.row) ? "ChatTableViewMessageContinuationCell" : "ChatTableViewMessageCell";
        let cell: ChatTableViewCell =
          tableView.dequeueReusableCell(withIdentifier: id, for: indexPath) as! ChatTableViewCell;
        return cell;
      }
    }
    """

  @Test func aChoiceBetweenPrototypesOfOneClassMovesToTypedIdentifiers() {
    let directory = TemporaryDirectory.module(["Chat.swift": Self.screen, "Chat.storyboard": Self.storyboard])
    defer { directory.remove() }
    let arguments = ["App", "--module", "App"]
    let before = CommandRun(["audit"] + arguments, in: directory.path)
    let run = CommandRun(["migrate"] + arguments + ["--write"], in: directory.path)
    #expect(
      run.standardError.contains("Rewrote 2 call sites in 1 file; left 0 as they were"),
      "\(run.standardError)")
    let migrated = directory.read("App/Chat.swift") ?? ""
    #expect(
      migrated.contains(
        "let id: TypedReuseIdentifier<ChatTableViewCell> = isContinuation(at: indexPath.row) ? "
          + ".chatTableViewMessageContinuationCell : .chatTableViewMessageCell;"))
    #expect(
      migrated.contains(
        "let cell: ChatTableViewCell =\n      tableView.dequeueReusableCell(identifier: id, for: indexPath);")
    )
    #expect(
      migrated.contains(
        "static var chatTableViewMessageContinuationCell: Self { Self(\"ChatTableViewMessageContinuationCell\", "
          + "source: .storyboard) }"))
    let after = CommandRun(["audit"] + arguments, in: directory.path)
    // The scan's one warning, printed above the report with its two notes, is counted with the findings.
    #expect(before.standardError.components(separatedBy: ": warning: ").count == 2)
    #expect(before.standardError.components(separatedBy: ": note: ").count == 3)
    #expect(before.standardOutput == "audit: 2 call sites (2 resolved), 0 errors, 1 warning, 2 notes\n")
    #expect(after.standardOutput == before.standardOutput)
    let again = CommandRun(["migrate"] + arguments, in: directory.path)
    #expect(again.standardError.contains("Would rewrite 0 call sites in 0 files"))
  }

  /// A string some code registers too may name another class in another table: the choice stays.
  @Test func aPrototypeStringRegisteredInCodeStays() {
    let registered = Self.screen.replacingOccurrences(
      of: "  var items: [Int] = []\n",
      with: """
          var items: [Int] = []

          func registerPlain(in other: UITableView) {
            other.register(UITableViewCell.self, forCellReuseIdentifier: "ChatTableViewMessageCell")
          }

        """)
    let directory = TemporaryDirectory.module(["Chat.swift": registered, "Chat.storyboard": Self.storyboard])
    defer { directory.remove() }
    let run = CommandRun(["migrate", "App", "--module", "App"], in: directory.path)
    #expect(
      run.standardError.contains(
        "note: not migrated: the identifier is chosen at run time among 'ChatTableViewMessageContinuationCell', "
          + "'ChatTableViewMessageCell'"), "\(run.standardError)")
  }
}
