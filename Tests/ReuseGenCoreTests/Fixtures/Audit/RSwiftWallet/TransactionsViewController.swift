// swift-format-ignore-file
import UIKit

final class TransactionsViewController: UITableViewController {
    var transactions: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        transactions.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: R.reuseIdentifier.transactionCell, for: indexPath) else {
            return UITableViewCell()
        }
        cell.textLabel?.text = transactions[indexPath.row]
        return cell
    }
}
