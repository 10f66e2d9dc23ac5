import UIKit

/// A settings list of Objective-C cells and a Swift cell on their base, registered and dequeued by the
/// identifiers the app's `UIView.reuseIdentifier` gives them.
public final class SettingsViewController: UIViewController, UITableViewDataSource {
  /// The list.
  public let tableView = UITableView(frame: .zero, style: .plain)

  override public func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(SimpleTableViewCell.self, forCellReuseIdentifier: SimpleTableViewCell.reuseIdentifier)
    tableView.register(ValueTableViewCell.self, forCellReuseIdentifier: ValueTableViewCell.reuseIdentifier)
    tableView.register(
      TwoButtonsTableViewCell.self, forCellReuseIdentifier: TwoButtonsTableViewCell.reuseIdentifier)
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  /// Three rows.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    3
  }

  /// A row of each cell.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
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
      cell.configure(withTitle: "Units")
      cell.value = "Metric"
      return cell
    default:
      let cell =
        tableView.dequeueReusableCell(withIdentifier: TwoButtonsTableViewCell.reuseIdentifier, for: indexPath)
        as! TwoButtonsTableViewCell
      cell.buttonTitles = ("Cancel", "Save")
      return cell
    }
  }
}
