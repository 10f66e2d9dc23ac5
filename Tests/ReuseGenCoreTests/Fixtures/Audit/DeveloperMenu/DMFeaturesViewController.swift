// swift-format-ignore-file
#if DEBUG
import UIKit

/// Registers the switch's nib.
final class DMFeaturesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "DMSwitchCell", bundle: nil), forCellReuseIdentifier: DMSwitchCell.reuseIdentifier)
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
