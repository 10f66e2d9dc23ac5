import UIKit

/// A badge tile drawn in `BadgeCell.xib`, which sets no reuse identifier: the generated one is used.
public final class BadgeCell: UICollectionViewCell {
  /// The badge's text.
  public private(set) var text: String?

  /// Shows `text`.
  public func configure(text: String) {
    self.text = text
  }
}
