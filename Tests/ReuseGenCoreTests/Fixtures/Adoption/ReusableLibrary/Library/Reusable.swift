// swift-format-ignore-file
// The Reusable library (github.com/AliSoftware/Reusable, MIT), abridged to what its cells use: a
// separate module whose sources ReuseGen does not read, as when an app gets it from CocoaPods or a
// binary framework. Its protocol gives `reuseIdentifier` a default, which is what makes it risky.
import UIKit

public protocol Reusable: AnyObject {
  static var reuseIdentifier: String { get }
}

public typealias NibReusable = Reusable & NibLoadable

public extension Reusable {
  static var reuseIdentifier: String {
    return String(describing: self)
  }
}

public protocol NibLoadable: AnyObject {
  static var nib: UINib { get }
}

public extension NibLoadable {
  static var nib: UINib {
    return UINib(nibName: String(describing: self), bundle: Bundle(for: self))
  }
}

public extension UITableView {
  final func register<T: UITableViewCell>(cellType: T.Type) where T: Reusable & NibLoadable {
    self.register(cellType.nib, forCellReuseIdentifier: cellType.reuseIdentifier)
  }

  final func register<T: UITableViewCell>(cellType: T.Type) where T: Reusable {
    self.register(cellType.self, forCellReuseIdentifier: cellType.reuseIdentifier)
  }

  final func dequeueReusableCell<T: UITableViewCell>(for indexPath: IndexPath, cellType: T.Type = T.self) -> T
  where T: Reusable {
    guard let cell = self.dequeueReusableCell(withIdentifier: cellType.reuseIdentifier, for: indexPath) as? T
    else {
      fatalError(
        "Failed to dequeue a cell with identifier \(cellType.reuseIdentifier) matching type \(cellType.self). "
          + "Check that the reuseIdentifier is set properly in your XIB/Storyboard "
          + "and that you registered the cell beforehand"
      )
    }
    return cell
  }
}

public extension UICollectionView {
  final func register<T: UICollectionViewCell>(cellType: T.Type) where T: Reusable {
    self.register(cellType.self, forCellWithReuseIdentifier: cellType.reuseIdentifier)
  }

  final func dequeueReusableCell<T: UICollectionViewCell>(for indexPath: IndexPath, cellType: T.Type = T.self)
    -> T where T: Reusable
  {
    let bareCell = self.dequeueReusableCell(withReuseIdentifier: cellType.reuseIdentifier, for: indexPath)
    guard let cell = bareCell as? T else {
      fatalError("Failed to dequeue a cell with identifier \(cellType.reuseIdentifier) matching type \(cellType.self).")
    }
    return cell
  }
}
