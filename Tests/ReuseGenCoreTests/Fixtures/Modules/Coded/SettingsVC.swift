import UIKit

final class SettingsVC: UITableViewController {
  private enum CellID {
    static let switchCell = "SwitchCell"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(SwitchCell.classForCoder(), forCellReuseIdentifier: CellID.switchCell)
    tableView.register(ButtonCell.classForCoder(), forCellReuseIdentifier: ButtonCell.reuseIdentifier)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    2
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if indexPath.row == 0 {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: CellID.switchCell, for: indexPath) as! SwitchCell
      cell.toggle.isOn = true
      return cell
    }
    return tableView.dequeueReusableCell(withIdentifier: ButtonCell.reuseIdentifier, for: indexPath)
  }
}
