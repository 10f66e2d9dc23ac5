import UIKit

final class DiagnosticsVC: UITableViewController {
  static let cellID = "LogCell"

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.classForCoder(), forCellReuseIdentifier: Self.cellID)
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellID, for: indexPath)
    cell.textLabel?.text = "Log"
    return cell
  }
}
