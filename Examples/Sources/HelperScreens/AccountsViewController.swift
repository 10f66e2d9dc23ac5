import UIKit

/// Each cell's identifier, the class's name, as the app declares it once for its cells.
protocol Identifiable: AnyObject {
  static var identifier: String { get }
}

extension Identifiable {
  static var identifier: String { String(describing: self) }
}

extension UITableView {
  /// Registers a cell class under its identifier: the app's own typed helper.
  func register<T: UITableViewCell>(_: T.Type) where T: Identifiable {
    register(T.self, forCellReuseIdentifier: T.identifier)
  }

  /// Dequeues a cell of the type the caller asks for.
  func dequeueReusableCell<T: UITableViewCell>(for indexPath: IndexPath) -> T where T: Identifiable {
    guard let cell = dequeueReusableCell(withIdentifier: T.identifier, for: indexPath) as? T else {
      fatalError("Could not dequeue cell with identifier: \(T.identifier)")
    }
    return cell
  }
}

/// An account's row.
final class AccountViewCell: UITableViewCell, Identifiable {
  /// The account it shows.
  var name = ""
}

/// The balance's row.
final class BalanceCell: UITableViewCell, Identifiable {
  /// The balance it shows.
  var amount = ""
}

/// A wallet's accounts, through the app's own typed helpers, whose identifiers are the class names: the
/// generated API spells them with the module's name, so the helpers retire only with every use of them.
public final class AccountsViewController: UIViewController, UITableViewDataSource {
  /// The rows.
  public let tableView = UITableView(frame: .zero, style: .plain)
  /// The accounts shown under the balance.
  public var accounts = ["Savings", "Checking"]

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(AccountViewCell.self)
    tableView.register(BalanceCell.self)
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  /// The balance, then one row an account.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    accounts.count + 1
  }

  /// The balance's row or an account's.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if indexPath.row == 0 {
      let cell: BalanceCell = tableView.dequeueReusableCell(for: indexPath)
      cell.amount = "1,024"
      return cell
    }
    let cell: AccountViewCell = tableView.dequeueReusableCell(for: indexPath)
    cell.name = accounts[indexPath.row - 1]
    return cell
  }
}
