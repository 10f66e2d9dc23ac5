// swift-format-ignore-file
import UIKit

// Pattern 3: the identifier on UIKit's classes for every subclass, and the app's own typed helpers.

extension UITableViewCell {
  class var reuseIdentifier: String {
    String(describing: self)
  }
}

extension UITableViewHeaderFooterView {
  static var reuseIdentifier: String {
    String(describing: self)
  }
}

extension UICollectionReusableView {
  class var reuseIdentifier: String { String(describing: self) }
}

extension UITableView {
  func register<T: UITableViewCell>(_ cellType: T.Type) {
    register(cellType, forCellReuseIdentifier: cellType.reuseIdentifier)
  }

  func dequeueReusableCell<T: UITableViewCell>(_ type: T.Type, for indexPath: IndexPath) -> T {
    guard let cell = dequeueReusableCell(withIdentifier: T.reuseIdentifier, for: indexPath) as? T else {
      fatalError("Could not dequeue cell with identifier: \(T.reuseIdentifier)")
    }
    return cell
  }

  func dequeueReusableHeaderFooterView<T: UITableViewHeaderFooterView>(_ type: T.Type) -> T? {
    dequeueReusableHeaderFooterView(withIdentifier: T.reuseIdentifier) as? T
  }
}

extension UICollectionView {
  func register<T: UICollectionViewCell>(_ cellType: T.Type) {
    register(cellType, forCellWithReuseIdentifier: cellType.reuseIdentifier)
  }

  func dequeueReusableCell<T: UICollectionViewCell>(for indexPath: IndexPath) -> T {
    dequeueReusableCell(withReuseIdentifier: T.reuseIdentifier, for: indexPath) as! T
  }
}
