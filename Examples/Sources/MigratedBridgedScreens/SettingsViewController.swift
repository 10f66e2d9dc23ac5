import UIKit

/// A settings list of Objective-C cells and a Swift cell on their base, registered and dequeued by the
/// identifiers the app's `UIView.reuseIdentifier` gives them.
public final class SettingsViewController: UIViewController, UITableViewDataSource {
  /// The list.
  public let tableView = UITableView(frame: .zero, style: .plain)

  override public func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(SimpleTableViewCell.self)
    tableView.register(ValueTableViewCell.self)
    tableView.register(
      TwoButtonsTableViewCell.self)
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
        tableView.dequeueReusableCell(SimpleTableViewCell.self, for: indexPath)
      cell.configure(withTitle: "Simple")
      return cell
    case 1:
      let cell =
        tableView.dequeueReusableCell(ValueTableViewCell.self, for: indexPath)
      cell.configure(withTitle: "Units")
      cell.value = "Metric"
      return cell
    default:
      let cell =
        tableView.dequeueReusableCell(TwoButtonsTableViewCell.self, for: indexPath)
      cell.buttonTitles = ("Cancel", "Save")
      return cell
    }
  }
}
