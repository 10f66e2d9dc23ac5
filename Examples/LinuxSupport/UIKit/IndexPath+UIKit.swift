import Foundation

/// UIKit's additions to Foundation's `IndexPath`: a section and a row (table views) or item (collection
/// views). Index paths used with these properties must hold exactly two indices, as in UIKit.
extension IndexPath {
  /// Mirrors https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// Mirrors https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// Mirrors https://developer.apple.com/documentation/foundation/indexpath/section
  public var section: Int {
    get {
      _checkTwoIndices()
      return self[0]
    }
    set {
      _checkTwoIndices()
      self[0] = newValue
    }
  }

  /// Mirrors https://developer.apple.com/documentation/foundation/indexpath/row
  public var row: Int {
    get {
      _checkTwoIndices()
      return self[1]
    }
    set {
      _checkTwoIndices()
      self[1] = newValue
    }
  }

  /// Mirrors https://developer.apple.com/documentation/foundation/indexpath/item
  public var item: Int {
    get {
      _checkTwoIndices()
      return self[1]
    }
    set {
      _checkTwoIndices()
      self[1] = newValue
    }
  }

  private func _checkTwoIndices() {
    if count != 2 {
      _UIKitTrap.invalidIndexPath()
    }
  }
}
