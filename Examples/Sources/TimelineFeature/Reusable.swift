import UIKit

// The reuse helpers this app wrote before it adopted ReuseGen, kept as they were: a protocol with a
// default identifier and helpers constrained to it, and a marker protocol whose helpers derive the
// identifier from the type's name.

/// A view that knows its reuse identifier.
public protocol Reusable: AnyObject {
  static var reuseIdentifier: String { get }
}

extension Reusable {
  /// The type's name, as the app registers it.
  public static var reuseIdentifier: String {
    String(describing: self)
  }
}

protocol TableViewReusable {}

extension UITableView {
  func register<T: UITableViewCell & Reusable>(_ cellType: T.Type) {
    register(cellType, forCellReuseIdentifier: cellType.reuseIdentifier)
  }

  func dequeueReusableCell<T: UITableViewCell & Reusable>(_ cellType: T.Type, for indexPath: IndexPath) -> T {
    guard let cell = dequeueReusableCell(withIdentifier: cellType.reuseIdentifier, for: indexPath) as? T
    else {
      fatalError(
        "Failed to dequeue a cell with identifier \(cellType.reuseIdentifier) matching type \(cellType).")
    }
    return cell
  }

  func register<T: UITableViewCell & TableViewReusable>(_ cell: T.Type) {
    register(cell, forCellReuseIdentifier: String(describing: cell))
  }

  func dequeueReusableCell<T: UITableViewCell & TableViewReusable>(for indexPath: IndexPath) -> T {
    guard let cell = dequeueReusableCell(withIdentifier: String(describing: T.self), for: indexPath) as? T
    else {
      fatalError("Unable to dequeue \(T.self)")
    }
    return cell
  }
}
