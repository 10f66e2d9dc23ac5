import Foundation

// Stand-in only: helpers that let tests do what a person does on a device. UIKit has no such API, so
// they are SPI (`@_spi(UIKitStandIn) import UIKit`), prefixed `_standIn`, and listed in StandIn.swift.

extension UITableView {
  /// Stand-in only: what a tap on the row at `indexPath` does in UIKit.
  ///
  /// Asks the delegate's `tableView(_:willSelectRowAt:)`, selects the row it answers, reports rows that
  /// lost the selection with `tableView(_:didDeselectRowAt:)`, then calls `tableView(_:didSelectRowAt:)`.
  /// In a table that allows multiple selection, tapping a selected row deselects it instead.
  @_spi(UIKitStandIn)
  public func _standInTapRow(at indexPath: IndexPath) {
    _simulateTap(at: indexPath)
  }
}

extension UICollectionView {
  /// Stand-in only: what a tap on the item at `indexPath` does in UIKit.
  ///
  /// Asks the delegate's `collectionView(_:shouldSelectItemAt:)`, selects the item, reports items that
  /// lost the selection with `collectionView(_:didDeselectItemAt:)`, then calls
  /// `collectionView(_:didSelectItemAt:)`.
  @_spi(UIKitStandIn)
  public func _standInTapItem(at indexPath: IndexPath) {
    _simulateTap(at: indexPath)
  }
}
