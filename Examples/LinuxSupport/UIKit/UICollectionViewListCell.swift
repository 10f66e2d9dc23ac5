import Foundation

/// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewlistcell
@available(iOS 14.0, *)
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewcell/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/indentationlevel
  open var indentationLevel: Int = 0

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/indentationwidth
  open var indentationWidth: CGFloat = 0
}
