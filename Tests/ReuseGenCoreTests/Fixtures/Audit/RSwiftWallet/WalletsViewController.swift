// swift-format-ignore-file
import UIKit

final class WalletsViewController: UITableViewController {
    var wallets: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(R.nib.walletViewCell(), forCellReuseIdentifier: R.nib.walletViewCell.name)
        tableView.register(UINib(resource: R.nib.urlPreviewCell), forCellReuseIdentifier: R.nib.urlPreviewCell.identifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        wallets.count + 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == wallets.count {
            return tableView.dequeueReusableCell(withIdentifier: R.reuseIdentifier.url_preview, for: indexPath)!
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: R.nib.walletViewCell.name, for: indexPath) as! WalletViewCell
        cell.titleLabel.text = wallets[indexPath.row]
        return cell
    }
}
