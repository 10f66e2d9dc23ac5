import UIKit

// The identifier on UIKit's own classes, for every subclass, and typed helpers on top of it.

extension UITableViewCell {
  class var reuseIdentifier: String {
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
}

/// The module's own protocol of ReuseGen's name, from before it adopted ReuseGen.
protocol Dequeuable {
  static var dequeueName: String { get }
}

extension Dequeuable {
  static var dequeueName: String { String(describing: self) }
}
