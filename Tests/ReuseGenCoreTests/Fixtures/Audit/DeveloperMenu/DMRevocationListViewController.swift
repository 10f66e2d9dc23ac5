// swift-format-ignore-file
#if DEBUG
import UIKit

/// Registers the switch's class without its nib, as Corona-Warn-App's revocation list screen does: its cells
/// have no outlets connected.
final class DMRevocationListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(DMSwitchCell.self, forCellReuseIdentifier: DMSwitchCell.reuseIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: DMSwitchCell.reuseIdentifier) as? DMSwitchCell else {
            fatalError("unsupported cell")
        }
        return cell
    }
}
#endif
