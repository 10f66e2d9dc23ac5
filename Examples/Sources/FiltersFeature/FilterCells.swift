import UIKit

// The cells of a podcast app's filter screens, declared the way pocket-casts declares its cells: one
// protocol gives every cell `String(describing:)`, while each xib sets an identifier of its own
// ("TextEntryCellId"). UIKit asserts when a nib is dequeued by another identifier than its own, so the
// generated typed API registers and dequeues these cells with the xib's identifier; the protocol's
// `reuseIdentifier` keeps its value for the app's own code.

/// The app's own protocol: a view that knows its reuse identifier, its type's name by default.
protocol ReusableTableViewProtocol {
  static var reuseIdentifier: String { get }
}

extension ReusableTableViewProtocol {
  static var reuseIdentifier: String {
    String(describing: self)
  }
}

/// The app's base cell, drawn in code.
class ThemeableCell: UITableViewCell, ReusableTableViewProtocol {}

/// A text field in a row, drawn in `TextEntryCell.xib`, whose identifier is "TextEntryCellId".
class TextEntryCell: ThemeableCell {
  /// Whether the cell was loaded from a nib rather than built from its class.
  private(set) var isFromNib = false

  /// Loads the cell from its nib.
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    isFromNib = true
  }

  /// Creates a cell from code.
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }
}

/// A subclass with a xib of its own, `EditFilterNameCell.xib`, whose identifier is
/// "EditFilterNameCellId".
final class EditFilterNameCell: TextEntryCell {}

/// A chip drawn in code: its identifier is the protocol's, "FilterChipCell".
final class FilterChipCell: ThemeableCell {}
