import Foundation

/// Mirrors https://developer.apple.com/documentation/uikit/uiscrollview
///
/// It has no `delegate` property: Swift cannot narrow an inherited property's type in a subclass, which
/// `UITableView` and `UICollectionView` do in UIKit. Their own `delegate` properties are declared as UIKit
/// declares them.
@MainActor
open class UIScrollView: UIView {
  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiscrollview/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  open var contentOffset: CGPoint = .zero

  /// Mirrors https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  open var contentSize: CGSize = .zero

  /// Mirrors https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
  open var isScrollEnabled: Bool = true
}

/// Mirrors https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
///
/// UIKit's requirements are all optional; the stand-in declares the one it uses as a requirement with a
/// default implementation.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// Mirrors https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
  func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing, as when the method is not implemented.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
