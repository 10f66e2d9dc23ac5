import UIKit

public final class MessageCell: UITableViewCell, Dequeuable {}

public final class ThreadCell: UITableViewCell {}

/// Header/footer views have no identifier in this app: ReuseGen's own.
public final class InboxSectionHeader: UITableViewHeaderFooterView {}

public final class ContactCell: UICollectionViewCell {}

@available(iOS 14.0, *)
public final class ContactListCell: UICollectionViewListCell {}

@available(*, deprecated, message: "Use MessageCell")
public final class LegacyMessageCell: UITableViewCell {}

public enum Inbox {
  /// The app's own way to fill a table.
  @MainActor
  public static func makeTableView() -> UITableView {
    let tableView = UITableView(frame: .zero, style: .plain)
    tableView.register(MessageCell.self)
    tableView.register(ThreadCell.self)
    return tableView
  }

  @MainActor
  public static func message(in tableView: UITableView, at indexPath: IndexPath) -> MessageCell {
    tableView.dequeueReusableCell(MessageCell.self, for: indexPath)
  }

  /// Names the module's own protocol, which must stay unambiguous.
  static let names = [MessageCell.dequeueName]
}
