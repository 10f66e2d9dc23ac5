// swift-format-ignore-file
import UIKit

// Pattern 6: the module already has a protocol of ReuseGen's name, and a type named like its registry.

protocol Dequeuable {
  static var dequeueIdentifier: String { get }
}

extension Dequeuable {
  static var dequeueIdentifier: String { String(describing: self) }
}

enum ReuseRegistry {
  @MainActor static var registeredCount = 0
}

final class TableViewDelegate: NSObject {}

enum ReuseSource {
  case remote
}

extension UITableView {
  func registerCell<T: UITableViewCell & Dequeuable>(_ type: T.Type) {
    ReuseRegistry.registeredCount += 1
    register(type, forCellReuseIdentifier: T.dequeueIdentifier)
  }
}
