import UIKit

final class SettingsViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(
      UINib(nibName: SimpleTableViewCell.reuseIdentifier, bundle: nil),
      forCellReuseIdentifier: SimpleTableViewCell.reuseIdentifier)
    tableView.register(ValueTableViewCell.self, forCellReuseIdentifier: ValueTableViewCell.reuseIdentifier)
    tableView.register(
      TwoButtonsTableViewCell.self, forCellReuseIdentifier: TwoButtonsTableViewCell.reuseIdentifier)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    3
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    switch indexPath.row {
    case 0:
      let cell =
        tableView.dequeueReusableCell(withIdentifier: SimpleTableViewCell.reuseIdentifier)
        as! SimpleTableViewCell
      cell.configure(withTitle: "Simple")
      return cell
    case 1:
      let cell =
        tableView.dequeueReusableCell(withIdentifier: ValueTableViewCell.reuseIdentifier, for: indexPath)
        as! ValueTableViewCell
      cell.value = "Value"
      return cell
    default:
      let cell =
        tableView.dequeueReusableCell(withIdentifier: TwoButtonsTableViewCell.reuseIdentifier, for: indexPath)
        as! TwoButtonsTableViewCell
      return cell
    }
  }
}
