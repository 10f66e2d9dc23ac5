import UIKit

/// A message row.
public final class MessageCell: UITableViewCell, Dequeuable {}

/// A thread row, registered by the app under its type name.
public final class ThreadCell: UITableViewCell {}

/// Header/footer views have no identifier in this app: ReuseGen's own.
public final class InboxSectionHeader: UITableViewHeaderFooterView {}

/// A contact in the horizontal list.
public final class ContactCell: UICollectionViewCell {}

/// A contact in the iOS 14 list layout.
@available(iOS 14.0, *)
public final class ContactListCell: UICollectionViewListCell {}

/// The row the app used before `MessageCell`.
@available(*, deprecated, message: "Use MessageCell")
public final class LegacyMessageCell: UITableViewCell {}

/// The inbox screen's table.
public enum Inbox {
  /// The app's own way to fill a table.
  @MainActor
  public static func makeTableView() -> UITableView {
    let tableView = UITableView(frame: .zero, style: .plain)
    tableView.register(MessageCell.self)
    tableView.register(ThreadCell.self)
    return tableView
  }

  /// The message cell at `indexPath`, dequeued by the app's own helper.
  @MainActor
  public static func message(in tableView: UITableView, at indexPath: IndexPath) -> MessageCell {
    tableView.dequeueReusableCell(MessageCell.self, for: indexPath)
  }

  /// Names the module's own protocol, which must stay unambiguous.
  static let names = [MessageCell.dequeueName]
}
