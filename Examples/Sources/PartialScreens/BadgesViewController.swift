import UIKit

/// A badge's row, laid out compact or regular: one class, two reuse pools, so that a cell laid out for one
/// is never handed out for the other.
final class BadgeCell: UITableViewCell {
  static let compactIdentifier = "badgeCompact"
  static let regularIdentifier = "badgeRegular"
}

/// The badges a profile shows, compact while the profile is collapsed. The identifier is a ternary between
/// the two strings, through a local and in the call: `migrate` moves each branch to its typed identifier,
/// so UIKit sees the same string for the same condition.
public final class BadgesViewController: UIViewController, UITableViewDataSource {
  /// The list.
  public let tableView = UITableView(frame: .zero, style: .plain)
  /// The badges the list shows.
  public var badges: [String] = []
  /// Whether the rows are compact.
  public var isCompact = false

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(BadgeCell.self, forCellReuseIdentifier: BadgeCell.compactIdentifier)
    tableView.register(BadgeCell.self, forCellReuseIdentifier: BadgeCell.regularIdentifier)
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  /// One row a badge.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    badges.count
  }

  /// The badge's row, from the pool of the current layout.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let identifier = isCompact ? BadgeCell.compactIdentifier : BadgeCell.regularIdentifier
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath) as! BadgeCell
    cell.textLabel?.text = badges[indexPath.row]
    return cell
  }

  /// A blank row of the current layout, the identifier chosen in the call.
  public func placeholderCell(at indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(
      withIdentifier: isCompact ? BadgeCell.compactIdentifier : BadgeCell.regularIdentifier, for: indexPath)
  }
}
