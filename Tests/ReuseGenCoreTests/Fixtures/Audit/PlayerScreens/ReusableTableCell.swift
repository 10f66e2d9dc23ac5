// swift-format-ignore-file
import UIKit

/// The app's own reuse protocol, as pocket-casts writes it: the identifier is the class name.
protocol ReusableTableCell {
    static var reuseIdentifier: String { get }
}

extension ReusableTableCell {
    static var reuseIdentifier: String {
        String(describing: Self.self)
    }
}

extension UITableView {
    /// Only for cells that adopt `ReusableTableCell`; the others are still dequeued by string.
    func dequeueReusableCell<TableType: ReusableTableCell>(_ cell: TableType.Type, for indexPath: IndexPath) -> TableType {
        dequeueReusableCell(withIdentifier: cell.reuseIdentifier, for: indexPath) as! TableType
    }
}

class ThemeableCell: UITableViewCell, ReusableTableCell {}

final class PlayerChapterCell: UITableViewCell {
    var chapterTitle: String? {
        get { textLabel?.text }
        set { textLabel?.text = newValue }
    }
}
