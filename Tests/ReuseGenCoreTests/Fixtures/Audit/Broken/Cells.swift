// swift-format-ignore-file
import UIKit

class NameCell: UITableViewCell {}

final class AvatarCell: UITableViewCell {}

/// Drawn in TagCell.xib, whose reuse identifier is "TagCell".
final class TagCell: UITableViewCell {}

final class UnusedCell: UITableViewCell {}

final class FooterView: UITableViewHeaderFooterView {}

final class TileCell: UICollectionViewCell {
  static let reuseIdentifier = "tile"
}

/// A subclass: a cast to its superclass succeeds.
final class BoldNameCell: NameCell {}
