// swift-format-ignore-file
import BaseCells
import UIKit

// A feature module whose cells subclass the UI module's: each gets this module's own conformance,
// except where the base class already declares an identifier.

final class DealTileCell: ProductTileCell {}

class PriceRowCell: FormRowCell {
  override class var reuseIdentifier: String { "PriceRowCell" }
}

final class DiscountRowCell: PriceRowCell {}

final class CatalogViewController: UIViewController {
  let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  let tableView = UITableView()

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(PriceRowCell.self, forCellReuseIdentifier: PriceRowCell.reuseIdentifier)
    collectionView.register(DealTileCell.self, forCellWithReuseIdentifier: "deal")
  }
}
