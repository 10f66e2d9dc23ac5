import UIKit

/// The screen as the app wrote it, with its own registrations and dequeues.
public final class TimelineViewController: UIViewController, UITableViewDataSource {
  /// The timeline's rows.
  public let tableView = UITableView(frame: .zero, style: .plain)
  var statuses = ["Shipped", "Reviewing"]

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(StatusCell.self, forCellReuseIdentifier: StatusCell.reuseIdentifier)
    tableView.register(
      TimelineHeaderView.self, forHeaderFooterViewReuseIdentifier: TimelineHeaderView.reuseIdentifier)
    tableView.register(OrderCell.self)
    tableView.register(CartItemCell.self)
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  /// Two status rows, then an order and a cart item.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    statuses.count + 2
  }

  /// The app's own dequeues, by identifier and through its helpers.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    switch indexPath.row {
    case statuses.count:
      return tableView.dequeueReusableCell(OrderCell.self, for: indexPath)
    case statuses.count + 1:
      let cell: CartItemCell = tableView.dequeueReusableCell(for: indexPath)
      return cell
    default:
      let cell = tableView.dequeueReusableCell(withIdentifier: StatusCell.reuseIdentifier, for: indexPath)
      (cell as? StatusCell)?.configure(with: statuses[indexPath.row])
      return cell
    }
  }
}
