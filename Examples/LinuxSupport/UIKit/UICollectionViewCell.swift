import Foundation

/// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewcell
@available(iOS 6.0, *)
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(_contentView)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewcell/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(_contentView)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
  open var contentView: UIView {
    _contentView
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected
  open var isSelected: Bool = false

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewcell/ishighlighted
  open var isHighlighted: Bool = false

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundview
  open var backgroundView: UIView?

  private let _contentView = UIView(frame: .zero)
}
