import UIKit

/// A cell of the checkout form, named by its class as WooCommerce names its cells.
class FormCell: UITableViewCell {
  /// The class's own name, which the form registers and dequeues it under.
  nonisolated class var reuseIdentifier: String { String(describing: self) }
}

extension UITableView {
  /// Registers a form cell's class under its name, as WooCommerce's `registerNib(for:)` registers its nib.
  func registerFormCell(_ type: FormCell.Type) {
    register(type, forCellReuseIdentifier: type.reuseIdentifier)
  }
}

/// A form row with a switch.
final class ToggleFormCell: FormCell {}

/// A form row with a value.
final class ValueFormCell: FormCell {}

/// The checkout form, as WooCommerce writes its settings screens: each row's cell class comes from a
/// metatype member of the row enum, registered through the app's helper in a loop over every row and
/// dequeued through the row's identifier, which reads that member.
public final class CheckoutFormViewController: UIViewController, UITableViewDataSource {
  /// The form's rows.
  public let tableView = UITableView(frame: .zero, style: .plain)

  public override func viewDidLoad() {
    super.viewDidLoad()
    for row in Row.allCases {
      tableView.registerFormCell(row.type)
    }
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  /// One row per case.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Row.allCases.count
  }

  /// The row's cell, with its title.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let row = Row.allCases[indexPath.row]
    let cell = tableView.dequeueReusableCell(withIdentifier: row.reuseIdentifier, for: indexPath)
    cell.textLabel?.text = row.title
    return cell
  }
}

extension CheckoutFormViewController {
  enum Row: CaseIterable {
    case giftWrap
    case total

    var title: String {
      switch self {
      case .giftWrap: "Gift wrap"
      case .total: "Total"
      }
    }

    var type: FormCell.Type {
      switch self {
      case .giftWrap:
        return ToggleFormCell.self
      case .total:
        return ValueFormCell.self
      }
    }

    var reuseIdentifier: String {
      type.reuseIdentifier
    }
  }
}
