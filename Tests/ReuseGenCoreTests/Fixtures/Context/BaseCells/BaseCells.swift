// swift-format-ignore-file
import UIKit

// A UI module of base cells that runs ReuseGen with its own, internal support code.

open class ProductTileCell: UICollectionViewCell {
  public let titleLabel = UILabel()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(titleLabel)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

open class FormRowCell: UITableViewCell {
  open class var reuseIdentifier: String { "FormRowCell" }
}

final class InternalBadgeCell: UICollectionViewCell {}
