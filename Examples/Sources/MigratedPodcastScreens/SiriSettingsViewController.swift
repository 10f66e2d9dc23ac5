import UIKit

/// The switch that turns a Siri shortcut on.
final class SiriShortcutEnabledCell: UITableViewCell {}

/// A shortcut Siri suggests.
final class SiriShortcutSuggestedCell: UITableViewCell {}

/// The Siri settings, as pocket-casts writes its settings screens: string identifiers in properties,
/// UIKit's dequeue without an index path force cast to the cell's class, and a themed row through the
/// app's own typed dequeue.
public final class SiriSettingsViewController: UIViewController, UITableViewDataSource {
  /// The settings' rows.
  public let tableView = UITableView(frame: .zero, style: .grouped)
  /// The shortcuts Siri suggests.
  public var suggestions: [String] = []

  private let enabledCellId = "SiriShortcutEnabledCell"
  private let suggestedCellId = "SiriShortcutSuggestedCell"

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(SiriShortcutEnabledCell.self)
    tableView.register(SiriShortcutSuggestedCell.self)
    tableView.register(ThemeableCell.self)
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  /// The switch, the suggestions, then a themed footer row.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    suggestions.count + 2
  }

  /// The row's cell.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if indexPath.row == 0 {
      let cell: SiriShortcutEnabledCell = tableView.dequeueReusableCell(for: indexPath)
      cell.textLabel?.text = "Siri shortcuts"
      return cell
    }
    if indexPath.row <= suggestions.count {
      let cell: SiriShortcutSuggestedCell = tableView.dequeueReusableCell(for: indexPath)
      cell.textLabel?.text = suggestions[indexPath.row - 1]
      return cell
    }
    let cell = tableView.dequeueReusableCell(ThemeableCell.self, for: indexPath)
    cell.textLabel?.text = "About shortcuts"
    return cell
  }
}
