// swift-format-ignore-file
import UIKit

final class CartItemCell: UITableViewCell, TableViewReusable {
  let priceLabel = UILabel()
}

final class CartSummaryCell: UITableViewCell, TableViewReusable {}

final class RecommendationCell: UICollectionViewCell, CollectionViewReusable {}

// Not marked: only ReuseGen's helpers know it.
final class PromoBannerCell: UITableViewCell {}

final class CartViewController: UIViewController, UITableViewDataSource {
  private let tableView = UITableView()
  private let recommendations = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(CartItemCell.self)
    tableView.register(CartSummaryCell.self)
    recommendations.register(RecommendationCell.self)
    tableView.dataSource = self
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if indexPath.row == 0 {
      let cell: CartItemCell = tableView.dequeueReusableCell(for: indexPath)
      cell.priceLabel.text = "$1"
      return cell
    }
    let summary: CartSummaryCell = tableView.dequeueReusableCell(for: indexPath)
    return summary
  }

  func recommendation(at indexPath: IndexPath) -> RecommendationCell {
    recommendations.dequeueReusableCell(for: indexPath)
  }
}
