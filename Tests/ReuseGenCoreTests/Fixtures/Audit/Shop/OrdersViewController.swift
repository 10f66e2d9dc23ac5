// swift-format-ignore-file
import UIKit

/// Its table view and prototype cell come from Orders.storyboard.
final class OrdersViewController: UITableViewController {
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "order", for: indexPath) as! OrderCell
    cell.textLabel?.text = "Order \(indexPath.row + 1)"
    return cell
  }
}

/// Two screens that both call their cell "Cell": different table views, so correct code.
final class WishlistViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ProductCell.self, forCellReuseIdentifier: "Cell")
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! ProductCell
  }
}

final class ReviewsViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ReviewCell.self, forCellReuseIdentifier: "Cell")
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! ReviewCell
  }
}

extension UITableView {
  /// The app's own generic helper: its identifier is a parameter, so audit cannot resolve it.
  func dequeue<Cell: UITableViewCell>(_ type: Cell.Type, identifier: String, for indexPath: IndexPath) -> Cell {
    dequeueReusableCell(withIdentifier: identifier, for: indexPath) as! Cell
  }
}
