// swift-format-ignore-file
import UIKit

final class CardCell: UITableViewCell, Dequeuable {}

final class TransactionCell: UITableViewCell {}

extension TransactionCell: Dequeuable {}

final class BalanceHeaderView: UITableViewHeaderFooterView {}

final class WalletViewController: UIViewController {
  let tableView = UITableView()

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.registerCell(CardCell.self)
    tableView.registerCell(TransactionCell.self)
  }
}
