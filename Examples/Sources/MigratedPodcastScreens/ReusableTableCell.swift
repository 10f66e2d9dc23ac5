import UIKit

/// The app's own reuse protocol, as pocket-casts writes it: a cell's identifier is its class's name.
protocol ReusableTableCell {
  nonisolated static var reuseIdentifier: String { get }
}

extension ReusableTableCell {
  nonisolated static var reuseIdentifier: String {
    String(describing: Self.self)
  }
}

extension UITableView {
  /// Dequeues a cell of the app's protocol by its class, as pocket-casts' `PCTableViewController` does;
  /// the other cells are dequeued by string.
  func dequeueReusableCell<TableType: ReusableTableCell>(
    _ cell: TableType.Type, for indexPath: IndexPath
  ) -> TableType {
    dequeueReusableCell(withIdentifier: cell.reuseIdentifier, for: indexPath) as! TableType
  }
}

/// A cell in the app's theme, which adopts the app's protocol.
class ThemeableCell: UITableViewCell, ReusableTableCell {}
