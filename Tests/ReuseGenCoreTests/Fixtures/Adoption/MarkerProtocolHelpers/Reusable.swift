// swift-format-ignore-file
import UIKit

// Pattern 4: a marker protocol, and helpers that derive the identifier from the type's name.

protocol TableViewReusable {}
protocol CollectionViewReusable {}

extension UITableView {
  func register<T: UITableViewCell & TableViewReusable>(_ cell: T.Type) {
    register(cell, forCellReuseIdentifier: String(describing: cell))
  }

  func dequeueReusableCell<T: UITableViewCell & TableViewReusable>(for indexPath: IndexPath) -> T {
    guard let cell = dequeueReusableCell(withIdentifier: String(describing: T.self), for: indexPath) as? T else {
      fatalError("Unable to dequeue \(T.self)")
    }
    return cell
  }
}

extension UICollectionView {
  func register<T: UICollectionViewCell & CollectionViewReusable>(_ cell: T.Type) {
    register(cell, forCellWithReuseIdentifier: String(describing: cell))
  }

  func dequeueReusableCell<T: UICollectionViewCell & CollectionViewReusable>(for indexPath: IndexPath) -> T {
    dequeueReusableCell(withReuseIdentifier: String(describing: T.self), for: indexPath) as! T
  }
}
