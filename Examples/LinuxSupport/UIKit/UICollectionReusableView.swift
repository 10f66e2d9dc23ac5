import Foundation

/// Mirrors https://developer.apple.com/documentation/uikit/uicollectionreusableview
@available(iOS 6.0, *)
@MainActor
open class UICollectionReusableView: UIView {
  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  ///
  /// A view loaded from a xib takes its reuse identifier from the xib element.
  public required init?(coder: NSCoder) {
    _reuseIdentifier = (coder as? _NibCoder)?.object.attributes["reuseIdentifier"]
    super.init(coder: coder)
  }

  /// Stand-in only: how the collection view builds a cell or supplementary view from a registered class.
  ///
  /// `required` and `convenience`, so subclasses that override `init(frame:)` and `init?(coder:)`, or
  /// declare no initializer, inherit it; it calls `init(frame: .zero)`, and so the subclass's override,
  /// as UIKit does. SPI, invisible to clients. See `UITableViewCell.init(_standInReuseIdentifier:)`.
  @_spi(UIKitStandIn)
  public required convenience init(_standInReuseIdentifier reuseIdentifier: String?) {
    self.init(frame: .zero)
    _reuseIdentifier = reuseIdentifier
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier
  open var reuseIdentifier: String? {
    _reuseIdentifier
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()
  ///
  /// The collection view calls it when it hands out a view from its reuse queue. Subclasses must call
  /// `super`.
  open func prepareForReuse() {}

  /// Set by the collection view when it dequeues a view, like UIKit's private setter.
  var _reuseIdentifier: String?
}
