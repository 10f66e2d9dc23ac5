import UIKit

/// A deal, as the store's API returns it.
public struct Deal: Sendable {
  /// What the row shows.
  public var title: String
  /// Whether the row is a featured one.
  public var isFeatured: Bool

  /// A deal with `title`.
  public init(title: String, isFeatured: Bool) {
    self.title = title
    self.isFeatured = isFeatured
  }
}

/// The plain deal row.
class DealCell: UITableViewCell {
  func configure(with deal: Deal) {
    textLabel?.text = deal.title
  }
}

/// A featured deal: the same row with a badge, dequeued where the screen expects a `DealCell`.
final class FeaturedDealCell: DealCell {
  override func configure(with deal: Deal) {
    super.configure(with: deal)
    textLabel?.text = "★ " + deal.title
  }
}

/// The order screen's rows, each declaring the identifier the app registers it with.
final class SummaryCell: UITableViewCell {
  nonisolated static let reuseIdentifier = "SummaryCell"
}

final class ShippingCell: UITableViewCell {
  nonisolated static let reuseIdentifier = "ShippingCell"
}

final class TotalCell: UITableViewCell {
  nonisolated static let reuseIdentifier = "TotalCell"
}

/// The header of the notes section, which only some deals have.
final class NotesHeader: UITableViewHeaderFooterView {}

/// The footer every section of the order screen has.
final class OrderFooter: UITableViewHeaderFooterView {}

/// Analytics, as apps wrap their providers: a `register` that has nothing to do with table views.
enum WPAnalytics {
  nonisolated(unsafe) static var providers: [AnyObject] = []

  static func register(_ provider: AnyObject) {
    providers.append(provider)
  }
}
