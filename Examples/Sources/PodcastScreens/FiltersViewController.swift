import UIKit

/// A row of the filter editor, registered under its class's name, as WooCommerce's `UIView` helper names
/// its views.
class FilterCell: UITableViewCell {
  /// The class's own name.
  nonisolated class var reuseIdentifier: String { String(describing: self) }
}

/// The filter's name.
final class FilterNameCell: FilterCell {}

/// The filter's color.
final class FilterColorCell: FilterCell {}

/// A section title.
final class FilterSectionHeader: UITableViewHeaderFooterView {
  /// The class's own name.
  nonisolated class var reuseIdentifier: String { String(describing: self) }
}

/// The filter editor, which registers its cells and its header in loops over their classes, as WooCommerce's
/// order screens register theirs.
public final class FiltersViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The editor's rows.
  public let tableView = UITableView(frame: .zero, style: .grouped)

  public override func viewDidLoad() {
    super.viewDidLoad()
    let cells = [
      FilterNameCell.self,
      FilterColorCell.self,
    ]
    for cell in cells {
      tableView.register(cell, forCellReuseIdentifier: cell.reuseIdentifier)
    }
    for header in [FilterSectionHeader.self] {
      tableView.register(header, forHeaderFooterViewReuseIdentifier: header.reuseIdentifier)
    }
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  /// The name, then the color.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

  /// The row's cell.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if indexPath.row == 0 {
      let cell = tableView.dequeueReusableCell(withIdentifier: FilterNameCell.reuseIdentifier, for: indexPath)
      cell.textLabel?.text = "New Releases"
      return cell
    }
    let cell = tableView.dequeueReusableCell(withIdentifier: FilterColorCell.reuseIdentifier, for: indexPath)
    cell.textLabel?.text = "Red"
    return cell
  }

  /// The section's title.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header =
      tableView.dequeueReusableHeaderFooterView(withIdentifier: FilterSectionHeader.reuseIdentifier)
      as! FilterSectionHeader
    header.textLabel?.text = "Filter"
    return header
  }
}
