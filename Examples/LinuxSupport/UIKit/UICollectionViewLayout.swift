import Foundation

/// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewlayout
///
/// The base layout lays out no supplementary views. Only `UICollectionViewFlowLayout` asks for section
/// headers and footers.
@available(iOS 6.0, *)
@MainActor
open class UICollectionViewLayout: NSObject {
  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
  public override init() {
    super.init()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:)
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview
  open var collectionView: UICollectionView? {
    _collectionView
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()
  ///
  /// Marks the collection view for layout.
  open func invalidateLayout() {
    _collectionView?.setNeedsLayout()
  }

  /// The element kinds of the supplementary views this layout shows in `section`, in display order.
  func _supplementaryElementKinds(inSection section: Int, of collectionView: UICollectionView) -> [String] {
    []
  }

  weak var _collectionView: UICollectionView?
}

/// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
///
/// It shows a section header when its reference size (from the delegate's
/// `collectionView(_:layout:referenceSizeForHeaderInSection:)` or `headerReferenceSize`) is not zero, and a
/// footer likewise, as UIKit does.
@available(iOS 6.0, *)
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
  public override init() {
    super.init()
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize
  open var itemSize = CGSize(width: 50, height: 50)

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize
  @available(iOS 8.0, *)
  open var estimatedItemSize: CGSize = .zero

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing
  open var minimumLineSpacing: CGFloat = 10

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing
  open var minimumInteritemSpacing: CGFloat = 10

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize
  open var headerReferenceSize: CGSize = .zero

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/footerreferencesize
  open var footerReferenceSize: CGSize = .zero

  override func _supplementaryElementKinds(
    inSection section: Int,
    of collectionView: UICollectionView
  ) -> [String] {
    let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    let headerSize =
      delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
      ?? headerReferenceSize
    let footerSize =
      delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
      ?? footerReferenceSize
    var kinds: [String] = []
    if _isVisible(headerSize) { kinds.append(UICollectionView.elementKindSectionHeader) }
    if _isVisible(footerSize) { kinds.append(UICollectionView.elementKindSectionFooter) }
    return kinds
  }

  /// A header or footer shows when its size along the scroll direction is positive.
  private func _isVisible(_ size: CGSize) -> Bool {
    scrollDirection == .vertical ? size.height > 0 : size.width > 0
  }
}
