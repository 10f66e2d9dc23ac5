// swift-format-ignore-file
import UIKit

final class ToggleCell: UITableViewCell {}

final class SettingsViewController: UITableViewController {
  private let rows = ["Notifications", "Sounds"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ToggleCell.self, forCellReuseIdentifier: "Toggle")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    title = rows.first
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    // Dequeued by an identifier nothing registers.
    let cell = tableView.dequeueReusableCell(
      withIdentifier: "Switch",
      for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
  }
}
