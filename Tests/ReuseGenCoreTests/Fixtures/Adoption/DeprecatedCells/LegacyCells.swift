// swift-format-ignore-file
import UIKit

// Pattern 8: deprecated cells that the app still ships.

@available(*, deprecated, message: "Use FeedCardCell")
final class LegacyFeedCell: UITableViewCell {}

@available(iOS, deprecated: 13.0, message: "Use the compositional layout")
class OldGridCell: UICollectionViewCell {}

final class FeedCardCell: UITableViewCell {}

@available(*, deprecated)
final class OldGridHeader: UICollectionReusableView {}

@available(*, unavailable, message: "Removed")
final class RemovedCell: UITableViewCell {}
