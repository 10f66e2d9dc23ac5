import UIKit

/// What the chat and the conversation log show, laid out twice so that the second pass reuses views: per
/// row its class, its reuse identifier and its text. The chat in both layouts, then without a list; the
/// log with its prototypes loaded by `loadPrototypes`, which does what UIKit does with a storyboard's
/// prototypes (the stand-in reads no storyboards) given each prototype's identifier and class.
/// `reuseIdentifier` reads each view's reuse identifier: the test passes it, as in an app the test target
/// reads it, so that the module's own code reads none and `migrate` may move a group to its view's
/// generated identifier (a read of a view's `reuseIdentifier` in the module keeps every string).
@MainActor
public func chatSnapshot(
  reuseIdentifier: (UIView) -> String?, loadPrototypes: (UITableView, [(String, AnyClass)]) -> Void
) -> [String] {
  func describe(_ cell: UITableViewCell) -> String {
    "\(type(of: cell)):\(reuseIdentifier(cell) ?? ""):\(cell.textLabel?.text ?? "")"
  }
  var rows: [String] = []
  let chat = ChatViewController()
  chat.messages = ["Hi", "Hello"]
  chat.loadViewIfNeeded()
  for grouped in [false, true, false, true] {
    chat.grouped = grouped
    for row in 0...chat.messages.count {
      rows.append(describe(chat.tableView(UITableView(), cellForRowAt: IndexPath(row: row, section: 0))))
    }
  }
  chat.tableView = nil
  rows.append(describe(chat.tableView(UITableView(), cellForRowAt: IndexPath(row: 1, section: 0))))
  let log = ConversationLogController()
  log.entries = ["Joined", "Said hi", "Left", "Came back"]
  log.loadViewIfNeeded()
  loadPrototypes(
    log.tableView,
    [("LogEntryCell", LogEntryCell.self), ("LogEntryContinuationCell", LogEntryContinuationCell.self)])
  for _ in 0..<2 {
    for row in 0..<log.entries.count {
      rows.append(describe(log.tableView(log.tableView, cellForRowAt: IndexPath(row: row, section: 0))))
    }
  }
  return rows
}
