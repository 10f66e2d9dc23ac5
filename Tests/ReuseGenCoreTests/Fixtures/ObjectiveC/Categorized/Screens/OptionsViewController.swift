import UIKit

final class OptionsViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    // Swift calls the Objective-C category's `+getCellIdentifier` as Swift imports it.
    tableView.register(OptionTableViewCell.self, forCellReuseIdentifier: OptionTableViewCell.getIdentifier())
    tableView.register(SwitchTableViewCell.self, forCellReuseIdentifier: SwitchTableViewCell.getIdentifier())
    tableView.register(
      SectionHeaderView.self, forHeaderFooterViewReuseIdentifier: SectionHeaderView.getCellIdentifier())
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    2
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if indexPath.row == 0 {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: OptionTableViewCell.getIdentifier(), for: indexPath)
        as! OptionTableViewCell
      cell.titleLabel?.text = "Option"
      return cell
    }
    let cell =
      tableView.dequeueReusableCell(withIdentifier: SwitchTableViewCell.getIdentifier(), for: indexPath)
      as! SwitchTableViewCell
    cell.toggle.isOn = true
    return cell
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header =
      tableView.dequeueReusableHeaderFooterView(withIdentifier: SectionHeaderView.getCellIdentifier())
      as? SectionHeaderView
    header?.title = "Options"
    return header
  }
}
