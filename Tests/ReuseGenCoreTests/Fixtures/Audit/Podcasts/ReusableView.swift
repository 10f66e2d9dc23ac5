// swift-format-ignore-file
import UIKit

/// The app's own reuse protocol: every cell's identifier is its class name.
protocol ReusableView: AnyObject {
  static var reuseIdentifier: String { get }
}

extension ReusableView {
  static var reuseIdentifier: String { String(describing: self) }
}

extension SettingsCell: ReusableView {}

extension UITableView {
  /// Registers a cell under its class name.
  func register<T: UITableViewCell>(cellType: T.Type) where T: ReusableView {
    register(cellType, forCellReuseIdentifier: T.reuseIdentifier)
  }

  /// Dequeues a cell registered with `register(cellType:)`.
  func dequeueReusableCell<T: UITableViewCell>(for indexPath: IndexPath) -> T where T: ReusableView {
    guard let cell = dequeueReusableCell(withIdentifier: T.reuseIdentifier, for: indexPath) as? T else {
      fatalError("Could not dequeue a \(T.self) with identifier \(T.reuseIdentifier)")
    }
    return cell
  }
}
