import Foundation

/// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
///
/// UIKit's optional requirements (`@objc optional`) need the Objective-C runtime. Here they are ordinary
/// requirements with default implementations in an extension.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
  @available(iOS 6.0, *)
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
  @available(iOS 8.0, *)
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
  @available(iOS 6.0, *)
  func numberOfSections(in collectionView: UICollectionView) -> Int

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
  @available(iOS 8.0, *)
  func collectionView(
    _ collectionView: UICollectionView,
    viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:)
  @available(iOS 9.0, *)
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)
  @available(iOS 9.0, *)
  func collectionView(
    _ collectionView: UICollectionView,
    moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  )
}

extension UICollectionViewDataSource {
  /// One section, UIKit's default.
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    1
  }

  /// Traps: the layout asked for a supplementary view, and the data source cannot provide one.
  public func collectionView(
    _ collectionView: UICollectionView,
    viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    _UIKitTrap.missingSupplementaryViewProvider(kind: kind, indexPath: indexPath)
  }

  /// No item can move.
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView,
    moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
