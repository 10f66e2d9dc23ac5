// swift-format-ignore-file
// The Reusable library adoption fixture with its ReceiptCell.xib: what `migrate --retire-helpers` moves off the library.
import Reusable
import UIKit

final class OrderCell: UITableViewCell, Reusable {
  let totalLabel = UILabel()
}

/// Loaded from ReceiptCell.xib through the library's `NibLoadable`.
final class ReceiptCell: UITableViewCell, NibReusable {
  @IBOutlet weak var dateLabel: UILabel!
}

/// A base cell without the library, and a subclass that adopts it.
class ProductCell: UICollectionViewCell {
  let imageView = UIImageView()
}

final class FeaturedProductCell: ProductCell, Reusable {}

/// A cell the library never saw: ReuseGen's defaults apply.
final class EmptyStateCell: UITableViewCell {}

final class OrdersViewController: UITableViewController {
  private var orders: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(cellType: OrderCell.self)
    tableView.register(cellType: ReceiptCell.self)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    orders.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if indexPath.row == 0 {
      let receipt: ReceiptCell = tableView.dequeueReusableCell(for: indexPath)
      return receipt
    }
    let cell = tableView.dequeueReusableCell(for: indexPath, cellType: OrderCell.self)
    cell.totalLabel.text = orders[indexPath.row]
    return cell
  }
}

final class ProductsViewController: UICollectionViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(cellType: FeaturedProductCell.self)
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell: FeaturedProductCell = collectionView.dequeueReusableCell(for: indexPath)
    _ = FeaturedProductCell.reuseIdentifier
    return cell
  }
}
