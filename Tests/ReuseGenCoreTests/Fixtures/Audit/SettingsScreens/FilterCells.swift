// swift-format-ignore-file
import UIKit

// Written the way pocket-casts declares its cells: one protocol gives every cell `String(describing:)`,
// while each xib sets an identifier of its own ("TextEntryCellId"), which the screens register.
protocol ReusableTableViewProtocol {
    static var reuseIdentifier: String { get }
}

extension ReusableTableViewProtocol {
    static var reuseIdentifier: String {
        String(describing: self)
    }
}

class ThemeableCell: UITableViewCell, ReusableTableViewProtocol {}

class TextEntryCell: ThemeableCell {
    @IBOutlet var textField: UITextField!
}

class FilterSectionHeader: UITableViewHeaderFooterView {}
