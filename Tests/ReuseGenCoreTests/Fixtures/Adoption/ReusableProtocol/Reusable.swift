// swift-format-ignore-file
import UIKit

// Pattern 5: a protocol that requires the identifier, with a default, and helpers constrained to it.

public protocol Reusable: AnyObject {
  static var reuseIdentifier: String { get }
}

public extension Reusable {
  static var reuseIdentifier: String {
    String(describing: self)
  }
}

@MainActor
protocol NibLoadable: AnyObject {
  static var nib: UINib { get }
}

extension NibLoadable {
  static var nib: UINib {
    UINib(nibName: String(describing: self), bundle: Bundle(for: self))
  }
}

typealias NibReusable = Reusable & NibLoadable

extension UITableView {
  final func register<T: UITableViewCell>(cellType: T.Type) where T: Reusable {
    register(cellType.self, forCellReuseIdentifier: cellType.reuseIdentifier)
  }

  func register<T: UITableViewCell & Reusable>(_ cellType: T.Type) {
    register(cellType, forCellReuseIdentifier: cellType.reuseIdentifier)
  }

  func dequeueReusableCell<T: UITableViewCell & Reusable>(_ cellType: T.Type, for indexPath: IndexPath) -> T {
    guard let cell = dequeueReusableCell(withIdentifier: cellType.reuseIdentifier, for: indexPath) as? T else {
      fatalError("Failed to dequeue a cell with identifier \(cellType.reuseIdentifier) matching type \(cellType.self).")
    }
    return cell
  }
}

extension UICollectionView {
  func register<T: UICollectionViewCell & Reusable>(_ cellType: T.Type) {
    register(cellType, forCellWithReuseIdentifier: cellType.reuseIdentifier)
  }

  func dequeueReusableCell<T: UICollectionViewCell & Reusable>(_ cellType: T.Type, for indexPath: IndexPath) -> T {
    dequeueReusableCell(withReuseIdentifier: cellType.reuseIdentifier, for: indexPath) as! T
  }
}

// An app's own nib loader named like ReuseGen's `instantiateFromNib(owner:)`: calls without arguments keep
// calling this one, since it needs no defaulted argument.
protocol NibInstantiable: AnyObject {}

extension NibInstantiable where Self: UIView {
  @MainActor
  static func instantiateFromNib() -> Self {
    UINib(nibName: String(describing: self), bundle: Bundle(for: self))
      .instantiate(withOwner: nil, options: nil)[0] as! Self
  }
}
