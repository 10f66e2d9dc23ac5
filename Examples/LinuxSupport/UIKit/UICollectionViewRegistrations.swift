import Foundation

/// What a registration keeps besides its handler: how to build its views, a private reuse identifier, and
/// whether it was created while a collection view was asking its data source for a view.
final class _RegistrationStorage: @unchecked Sendable {
  let kindName: String
  let viewClass: AnyClass
  let nib: UINib?
  let elementKind: String?
  let reuseIdentifier: String
  let wasCreatedInsideProvider: Bool

  init(kindName: String, viewClass: AnyClass, nib: UINib?, elementKind: String?) {
    self.kindName = kindName
    self.viewClass = viewClass
    self.nib = nib
    self.elementKind = elementKind
    let tracker = _ProviderCallTracker.shared
    self.reuseIdentifier = "\(kindName)-\(tracker.makeRegistrationNumber())"
    self.wasCreatedInsideProvider = tracker.isInsideProvider
  }

  /// How UIKit prints the registration object, such as `<UICollectionViewCellRegistration: 0x6000000f8c60>`.
  var debugDescription: String {
    "<\(kindName): \(Unmanaged.passUnretained(self).toOpaque())>"
  }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionView {
  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration
  ///
  /// Create registrations up front, outside `collectionView(_:cellForItemAt:)` and cell providers: as on
  /// iOS 15 and later, dequeuing with a registration created there traps.
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/handler
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

    /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/init(handler:)
    public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {
      self.handler = handler
      self._storage = _RegistrationStorage(
        kindName: "UICollectionViewCellRegistration", viewClass: Cell.self, nib: nil, elementKind: nil)
    }

    /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/init(cellnib:handler:)
    public init(cellNib: UINib, handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {
      self.handler = handler
      self._storage = _RegistrationStorage(
        kindName: "UICollectionViewCellRegistration", viewClass: Cell.self, nib: cellNib, elementKind: nil)
    }

    let handler: Handler
    let _storage: _RegistrationStorage
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration
  ///
  /// Create registrations up front, outside `collectionView(_:viewForSupplementaryElementOfKind:at:)` and
  /// supplementary view providers: dequeuing with a registration created there traps.
  public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
    /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration/handler
    public typealias Handler = (
      _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
    ) -> Void

    /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration/init(elementkind:handler:)
    public init(
      elementKind: String,
      handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler
    ) {
      self.handler = handler
      self._storage = _RegistrationStorage(
        kindName: "UICollectionViewSupplementaryRegistration", viewClass: Supplementary.self, nib: nil,
        elementKind: elementKind)
    }

    /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration/init(supplementarynib:elementkind:handler:)
    public init(
      supplementaryNib: UINib,
      elementKind: String,
      handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler
    ) {
      self.handler = handler
      self._storage = _RegistrationStorage(
        kindName: "UICollectionViewSupplementaryRegistration", viewClass: Supplementary.self,
        nib: supplementaryNib, elementKind: elementKind)
    }

    let handler: Handler
    let _storage: _RegistrationStorage
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
  ///
  /// Registers the registration's class or nib the first time, dequeues a cell, and passes it to the
  /// handler with `item`. Traps, as UIKit does, when the registration was created inside a cell provider,
  /// and when the view built for it is not a `Cell`.
  @MainActor @preconcurrency
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>,
    for indexPath: IndexPath,
    item: Item?
  ) -> Cell where Cell: UICollectionViewCell {
    let storage = registration._storage
    if storage.wasCreatedInsideProvider {
      _UIKitTrap.cellRegistrationCreatedInsideProvider(storage.debugDescription)
    }
    if !_registeredRegistrations.contains(storage.reuseIdentifier) {
      _registeredRegistrations.insert(storage.reuseIdentifier)
      if let nib = storage.nib {
        register(nib, forCellWithReuseIdentifier: storage.reuseIdentifier)
      } else {
        register(storage.viewClass, forCellWithReuseIdentifier: storage.reuseIdentifier)
      }
    }
    let view = dequeueReusableCell(withReuseIdentifier: storage.reuseIdentifier, for: indexPath)
    guard let cell = view as? Cell else {
      _UIKitTrap.registrationTypeMismatch(found: view, expected: Cell.self)
    }
    // Like the Swift overlay's `item as! Item`: a missing item is only allowed when `Item` is optional.
    registration.handler(cell, indexPath, item as Any as! Item)
    return cell
  }

  /// Mirrors https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablesupplementary(using:for:)
  ///
  /// Registers the registration's class or nib for its element kind the first time, dequeues a view, and
  /// passes it to the handler. Traps, as UIKit does, when the registration was created inside a
  /// supplementary view provider, and when the view built for it is not a `Supplementary`.
  @MainActor @preconcurrency
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
    for indexPath: IndexPath
  ) -> Supplementary where Supplementary: UICollectionReusableView {
    let storage = registration._storage
    let elementKind = storage.elementKind ?? ""
    if storage.wasCreatedInsideProvider {
      _UIKitTrap.supplementaryRegistrationCreatedInsideProvider(storage.debugDescription)
    }
    if !_registeredRegistrations.contains(storage.reuseIdentifier) {
      _registeredRegistrations.insert(storage.reuseIdentifier)
      if let nib = storage.nib {
        register(nib, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: storage.reuseIdentifier)
      } else {
        register(
          storage.viewClass, forSupplementaryViewOfKind: elementKind,
          withReuseIdentifier: storage.reuseIdentifier)
      }
    }
    let view = dequeueReusableSupplementaryView(
      ofKind: elementKind, withReuseIdentifier: storage.reuseIdentifier, for: indexPath)
    guard let supplementary = view as? Supplementary else {
      _UIKitTrap.registrationTypeMismatch(found: view, expected: Supplementary.self)
    }
    registration.handler(supplementary, elementKind, indexPath)
    return supplementary
  }
}
