import Foundation

/// Stand-in only: the views a table or collection view builds from a registration. Each has the SPI
/// initializer that builds it from a class, and keeps the identifier it is dequeued with.
@MainActor
protocol _ReusableStandInView: UIView {
  init(_standInReuseIdentifier reuseIdentifier: String?)
  var reuseIdentifier: String? { get }
  var _reuseIdentifier: String? { get set }
}

extension UITableViewCell: _ReusableStandInView {}
extension UITableViewHeaderFooterView: _ReusableStandInView {}
extension UICollectionReusableView: _ReusableStandInView {}

extension _ReuseSource {
  /// Builds a view for `identifier` as UIKit does: from the registered class through its initializer,
  /// or from the nib, which must hold exactly one `View` whose reuse identifier, if it sets one, is
  /// `identifier`; otherwise `identifierMismatch` traps with the caller's UIKit message.
  @MainActor
  func makeView<View: _ReusableStandInView>(
    _ type: View.Type,
    identifier: String,
    identifierMismatch: (_ nibIdentifier: String) -> Void
  ) -> View {
    switch self {
    case .viewClass(let viewClass):
      // Registration checked the class.
      let viewType = viewClass as! View.Type
      return viewType.init(_standInReuseIdentifier: identifier)
    case .nib(let nib):
      let objects = nib.instantiate(withOwner: nil, options: nil)
      guard objects.count == 1, let view = objects[0] as? View else {
        _UIKitTrap.invalidNib(identifier: identifier, expected: String(describing: View.self))
      }
      if let nibIdentifier = view.reuseIdentifier, !nibIdentifier.isEmpty, nibIdentifier != identifier {
        identifierMismatch(nibIdentifier)
      }
      view._reuseIdentifier = identifier
      return view
    }
  }
}
