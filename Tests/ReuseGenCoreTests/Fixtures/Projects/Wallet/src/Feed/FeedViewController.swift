import UIKit
import WalletUI

final class FeedViewController: UITableViewController {
  private var transactions: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(SeparatorCell.self, forCellReuseIdentifier: "SeparatorCell")
    tableView.register(UINib(nibName: "LegacyCell", bundle: nil), forCellReuseIdentifier: "LegacyCell")
    tableView.register(TransactionCell.self, forCellReuseIdentifier: TransactionCell.reuseIdentifier)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    transactions.count + 1
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if indexPath.row == 0 {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "SeparatorCell", for: indexPath) as! SeparatorCell
      return cell
    }
    let cell =
      tableView.dequeueReusableCell(withIdentifier: TransactionCell.reuseIdentifier, for: indexPath)
      as! TransactionCell
    cell.amountLabel.text = transactions[indexPath.row - 1]
    return cell
  }
}
