// swift-format-ignore-file
import UIKit

/// Nib identifier equals the class name.
final class FeedCell: UITableViewCell {}

/// Nib identifier `profile-cell` differs from the class name: IB wins.
final class ProfileCell: UITableViewCell {}

/// Nib without an identifier: the generated one is used.
final class PhotoCell: UICollectionViewCell {}

enum Legacy {
  /// Renamed for Objective-C; IB refers to it as `LegacyCell`.
  @objc(LegacyCell) final class Cell: UITableViewCell {}
}

/// Drawn as a plain `<view>` in its xib.
final class SectionHeader: UITableViewHeaderFooterView {}

final class BadgeView: UICollectionReusableView {}

/// In a xib with two top-level views: stays class-based.
final class DoubleCell: UITableViewCell {}

/// Storyboard prototypes: never registered by generated code.
final class StoryCell: UITableViewCell {}
final class TileCell: UICollectionViewCell {}
final class TileHeader: UICollectionReusableView {}
final class TileFooter: UICollectionReusableView {}

enum Feed {
  final class CommentCell: UITableViewCell {}
  final class AvatarCell: UITableViewCell {}
}

final class PlainCell: UITableViewCell {}
@available(iOS 14.0, *) final class ListCell: UICollectionViewListCell {}
