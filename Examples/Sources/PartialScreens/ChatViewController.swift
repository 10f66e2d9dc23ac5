// swift-format-ignore-file
// Written as the measured apps write Swift; migrate's output is kept verbatim, unformatted.
import UIKit

/// The app's strings of a message's two layouts, declared as globals.
public let messageCellIdentifier = "messageCellIdentifier"
public let groupedMessageCellIdentifier = "groupedMessageCellIdentifier"

/// A message's row, in either layout: one class, two reuse pools.
final class MessageCell: UITableViewCell {}

/// The day's separator above the messages.
final class SeparatorCell: UITableViewCell {
  static let identifier = "SeparatorCell"
}

/// A chat whose table view is an Optional, as an outlet or a lazily made view often is: every dequeue goes
/// through `self.tableView?` with a conditional cast, one of them with a ternary over the app's globals
/// through a local.
public final class ChatViewController: UIViewController, UITableViewDataSource {
  /// The messages, while the screen has a list.
  public var tableView: UITableView? = UITableView(frame: .zero, style: .plain)
  /// The messages the rows show, below the separator.
  public var messages: [String] = []
  /// Whether messages show in the grouped layout.
  public var grouped = false

  public override func viewDidLoad() {
    super.viewDidLoad()
    self.tableView?.register(MessageCell.self, forCellReuseIdentifier: messageCellIdentifier)
    self.tableView?.register(MessageCell.self, forCellReuseIdentifier: groupedMessageCellIdentifier)
    self.tableView?.register(SeparatorCell.self, forCellReuseIdentifier: SeparatorCell.identifier)
    self.tableView?.dataSource = self
  }

  /// The separator, then one row a message.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count + 1
  }

  /// The separator or a message's row, from the screen's own list; a plain cell when it has none.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if indexPath.row == 0,
      let cell = self.tableView?.dequeueReusableCell(withIdentifier: SeparatorCell.identifier) as? SeparatorCell
    {
      cell.textLabel?.text = "Today"
      return cell
    }
    let cellIdentifier = grouped ? groupedMessageCellIdentifier : messageCellIdentifier
    if let cell = self.tableView?.dequeueReusableCell(withIdentifier: cellIdentifier) as? MessageCell {
      cell.textLabel?.text = messages[max(indexPath.row - 1, 0)]
      return cell
    }
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}

/// A conversation's log, whose rows are the storyboard's prototypes (`Conversation.storyboard`): a first
/// entry's `LogEntryCell` and a continuation's subclass of it, under two strings, chosen by a ternary through
/// a local and cast to the base class; the app ends statements with `;`.
public final class ConversationLogController: UIViewController, UITableViewDataSource {
  /// The log, as the storyboard draws it.
  public let tableView = UITableView(frame: .zero, style: .plain)
  /// The entries the rows show.
  public var entries: [String] = []

  func isContinuation(at row: Int) -> Bool { row % 2 == 1 }

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
  }

  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    entries.count
  }

  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let id = isContinuation(at: indexPath.row) ? "LogEntryContinuationCell" : "LogEntryCell";
    let cell: LogEntryCell = tableView.dequeueReusableCell(withIdentifier: id, for: indexPath) as! LogEntryCell;
    cell.textLabel?.text = entries[indexPath.row];
    return cell;
  }
}

/// An entry's row.
public class LogEntryCell: UITableViewCell {}

/// A continuation's row, indented under the entry before it.
public final class LogEntryContinuationCell: LogEntryCell {}
