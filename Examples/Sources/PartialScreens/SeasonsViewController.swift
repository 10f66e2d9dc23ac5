import UIKit

/// A show's seasons, as a later run finds them: an earlier `migrate` moved the registration and one dequeue
/// to the typed identifier `.seasonCell`, which keeps the app's string, while a dequeue through an Optional
/// receiver kept the string; the app has since unwrapped it. Nothing blocks the group any more, so it moves
/// whole to `SeasonCell`'s typed API.
public final class SeasonsViewController: UIViewController, UITableViewDataSource {
  /// The list.
  public let tableView = UITableView(frame: .zero, style: .plain)
  /// The list the screen dequeues its first row from, the same one.
  weak var firstRowList: UITableView?
  /// The seasons the list shows.
  public var seasons: [String] = []

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(identifier: .seasonCell)
    firstRowList = tableView
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  /// One row a season.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    seasons.count
  }

  /// The season's row; the first from `firstRowList`.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell: SeasonCell
    if indexPath.row == 0 {
      cell =
        firstRowList!.dequeueReusableCell(withIdentifier: "seasonCell", for: indexPath) as! SeasonCell
    } else {
      cell = tableView.dequeueReusableCell(identifier: .seasonCell, for: indexPath)
    }
    cell.textLabel?.text = seasons[indexPath.row]
    return cell
  }
}

/// A season's row.
final class SeasonCell: UITableViewCell {}

// Reuse identifiers the app chose, each declared once with its class for the typed API.
extension TypedReuseIdentifier where View == SeasonCell {
  static var seasonCell: Self { Self("seasonCell") }
}
