// swift-format-ignore-file
import UIKit

final class ProductsViewController: UITableViewController {
  private let plainCellID = "plain"
  private var products = ["Tea", "Coffee"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ProductCell.self, forCellReuseIdentifier: ReuseID.product)
    tableView.register(UINib(nibName: "BannerCell", bundle: nil), forCellReuseIdentifier: ReuseID.banner)
    tableView.register(ReviewCell.self, forCellReuseIdentifier: ReviewCell.reuseIdentifier)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: plainCellID)
    tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: ReuseID.Headers.section)
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 4 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    products.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    switch indexPath.section {
    case 0:
      let cell = tableView.dequeueReusableCell(withIdentifier: ReuseID.product, for: indexPath) as! ProductCell
      cell.configure(with: products[indexPath.row])
      return cell
    case 1:
      return tableView.dequeueReusableCell(withIdentifier: "BannerCell", for: indexPath) as! BannerCell
    case 2:
      let review = tableView.dequeueReusableCell(withIdentifier: ReviewCell.reuseIdentifier, for: indexPath) as! ReviewCell
      return review
    default:
      // A plain cell: nothing to cast, so nothing to migrate.
      let cell = tableView.dequeueReusableCell(withIdentifier: plainCellID, for: indexPath)
      cell.textLabel?.text = products[indexPath.row]
      return cell
    }
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: ReuseID.Headers.section) as! SectionHeader
    header.textLabel?.text = "Section \(section)"
    return header
  }

  /// The pre-iOS 6 pattern: a dequeue without an index path returns nil when nothing is registered.
  func legacyCell(in tableView: UITableView) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "legacy") ?? UITableViewCell(style: .default, reuseIdentifier: "legacy")
  }
}
