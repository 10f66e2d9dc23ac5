import UIKit

/// A player's options, as media apps write them: the cell is declared before a `switch` whose cases each
/// assign a dequeue to it, then set it up. The `:` that ends `case 0:` is no type annotation of `cell`; the
/// typed dequeue returns the subclass, which the variable declared as `UITableViewCell` holds as before.
public final class PlaybackOptionsViewController: UIViewController, UITableViewDataSource {
  /// The options' rows.
  public let tableView = UITableView(frame: .zero, style: .plain)
  /// The audio and subtitle delays, in seconds.
  public var delays = [0.5, -1.0]

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(DelayStepperCell.self, forCellReuseIdentifier: "delayCell")
    tableView.register(SubtitleLanguageCell.self, forCellReuseIdentifier: "subtitleCell")
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  /// The delays' rows, then the subtitle language's.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? delays.count : 1
  }

  /// A delay's row or the language's, set up after the `switch` that dequeues it.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell: UITableViewCell

    switch indexPath.section {
    case 0:
      cell = tableView.dequeueReusableCell(withIdentifier: "delayCell", for: indexPath)
      cell.textLabel?.text = (delays[indexPath.row] > 0 ? "+" : "") + "\(delays[indexPath.row])"
    default:
      cell = tableView.dequeueReusableCell(withIdentifier: "subtitleCell", for: indexPath)
      cell.textLabel?.text = "English"
    }
    return cell
  }
}

/// A delay's row, with its stepper.
final class DelayStepperCell: UITableViewCell {}

/// The subtitle language's row.
final class SubtitleLanguageCell: UITableViewCell {}
