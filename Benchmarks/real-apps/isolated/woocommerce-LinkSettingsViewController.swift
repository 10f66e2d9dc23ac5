// Stand-ins, written for this check, for what WooCommerce's LinkSettingsViewController.swift uses from the
// rest of the app. No line of WooCommerce is copied here.
import UIKit

extension NSObject {
    // WooCommerce names its cells' identifiers and nibs after the class, without the module.
    class var classNameWithoutNamespaces: String { String(describing: self) }
}

extension UITableViewCell {
    class var reuseIdentifier: String { classNameWithoutNamespaces }
}

extension UIView {
    class func loadNib() -> UINib { UINib(nibName: classNameWithoutNamespaces, bundle: nil) }
}

extension UITableView {
    func registerNib(for type: UITableViewCell.Type) {
        register(type.loadNib(), forCellReuseIdentifier: type.reuseIdentifier)
    }
}

extension UIColor {
    static let listBackground = UIColor.systemGroupedBackground
    static let error = UIColor.systemRed
}

final class TitleAndValueTableViewCell: UITableViewCell {
    func updateUI(title: String, value: String?) {
        textLabel?.text = title
        detailTextLabel?.text = value
    }
}

final class SwitchTableViewCell: UITableViewCell {
    var title: String?
    var isOn = false
    var onChange: ((Bool) -> Void)?
}

final class BasicTableViewCell: UITableViewCell {}

final class TextViewViewController: UIViewController {
    init(
        text: String?, placeholder: String?, navigationTitle: String?, keyboardType: UIKeyboardType = .default,
        autocapitalizationType: UITextAutocapitalizationType = .sentences, onCompletion: @escaping (String?) -> Void
    ) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
