import UIKit

// Identifiers written into the cells themselves.

/// A status row.
public final class StatusCell: UITableViewCell {
  /// The identifier the app registers the cell with.
  public static let reuseIdentifier = "StatusCell"

  func configure(with status: String) {
    textLabel?.text = status
  }
}

class MediaCell: UITableViewCell {
  static var reuseIdentifier: String { "media-cell" }
}

/// A base cell with no identifier, and a subclass that declares its own.
class TimelineBaseCell: UITableViewCell {}

final class AnnouncementCell: TimelineBaseCell {
  static let reuseIdentifier = "announcement"
}

final class GapCell: TimelineBaseCell {}

/// Settings rows: the base class declares a class property and each row overrides it.
class SettingsRowCell: UITableViewCell {
  class var reuseIdentifier: String { "SettingsRowCell" }
}

final class SwitchRowCell: SettingsRowCell {
  override class var reuseIdentifier: String { "SwitchRowCell" }
}

/// Cells of the app's own helpers.
final class OrderCell: UITableViewCell, Reusable {}

final class CartItemCell: UITableViewCell, TableViewReusable {}

/// No identifier anywhere: ReuseGen's own.
final class FooterCell: UITableViewCell {}

/// The section header.
public final class TimelineHeaderView: UITableViewHeaderFooterView {
  /// The identifier the app registers the header with.
  public static let reuseIdentifier = "TimelineHeaderView"
}
