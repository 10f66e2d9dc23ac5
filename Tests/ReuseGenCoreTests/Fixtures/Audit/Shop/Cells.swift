// swift-format-ignore-file
import UIKit

final class ProductCell: UITableViewCell {
  func configure(with name: String) {
    textLabel?.text = name
  }
}

/// Drawn in BannerCell.xib.
final class BannerCell: UITableViewCell {}

final class ReviewCell: UITableViewCell {
  static let reuseIdentifier = "review"
}

/// A prototype in Orders.storyboard.
final class OrderCell: UITableViewCell {}

final class SectionHeader: UITableViewHeaderFooterView {}

final class PhotoCell: UICollectionViewCell {
  static let reuseIdentifier = "photo"
}

final class GalleryHeader: UICollectionReusableView {}
