// swift-format-ignore-file
import UIKit

/// WooCommerce's `UIView` helpers: each view is named after its class and loads the xib of that name.
extension UIView {
    class var reuseIdentifier: String {
        String(describing: self)
    }

    class func loadNib() -> UINib {
        UINib(nibName: String(describing: self), bundle: nil)
    }
}

extension UITableView {
    /// WooCommerce's own registration of a cell class under its name: a collection view's typed
    /// `register(cell)` in a loop is never a call of it.
    func register(_ type: UITableViewCell.Type) {
        register(type, forCellReuseIdentifier: type.reuseIdentifier)
    }
}
