// swift-format-ignore-file
import UIKit

final class OrderCell: UITableViewCell, Reusable {
  nonisolated static let reuseIdentifier = "order"
}

final class OrderStatusCell: UITableViewCell, Reusable {}

class ProductCell: UICollectionViewCell {}

extension ProductCell: Reusable {}

final class FeaturedProductCell: ProductCell {}

// Reusable through a composition typealias, with a nib of the same name.
final class ReceiptCell: UITableViewCell, NibReusable, NibInstantiable {}

final class OrdersViewController: UITableViewController {
  private var sizingCell: ReceiptCell?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(OrderCell.self)
    tableView.register(cellType: OrderStatusCell.self)
    tableView.register(ReceiptCell.nib, forCellReuseIdentifier: ReceiptCell.reuseIdentifier)
    sizingCell = ReceiptCell.instantiateFromNib()
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    indexPath.row == 0
      ? tableView.dequeueReusableCell(OrderCell.self, for: indexPath)
      : tableView.dequeueReusableCell(OrderStatusCell.self, for: indexPath)
  }
}

// Nonisolated reads, through the app's own protocol and on the types.
func identifiers(of types: [any Reusable.Type]) -> [String] {
  types.map { $0.reuseIdentifier } + [OrderStatusCell.reuseIdentifier, FeaturedProductCell.reuseIdentifier]
}
