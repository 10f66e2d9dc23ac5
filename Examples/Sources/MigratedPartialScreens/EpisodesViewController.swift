// swift-format-ignore-file
// Written as the measured apps write Swift; migrate's output is kept verbatim, unformatted.
import UIKit

/// A show's episodes, in the full list and in a compact list beside it that the screen may drop. The app
/// registers and dequeues each view under its own string; one dequeue of each string goes through an
/// Optional receiver. The cell's, force cast, would no longer trap on a missing list as a typed call; the
/// header's, conditionally cast, moves, as does the compact list's dequeue of its sizing cell on `self`.
public final class EpisodesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The full list.
  public let tableView = UITableView(frame: .zero, style: .plain)
  /// The compact list, while the screen shows one.
  public var compactTableView: CompactEpisodeList? = CompactEpisodeList(frame: .zero, style: .plain)
  /// The episodes both lists show.
  public var episodes: [Episode] = []

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(identifier: .episodeCell)
    tableView.register(ShowHeader.self)
    compactTableView?.register(identifier: .episodeCell)
    compactTableView?.register(ShowHeader.self)
    for list in [tableView, compactTableView].compactMap({ $0 }) {
      list.dataSource = self
      list.delegate = self
      view.addSubview(list)
    }
  }

  /// One row an episode.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    episodes.count
  }

  /// The episode's row, from the list that asks.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell: EpisodeCell
    if tableView === compactTableView {
      // Traps if the compact list is gone, as the force cast of `nil` always did.
      cell =
        compactTableView?.dequeueReusableCell(withIdentifier: "episodeCell", for: indexPath) as! EpisodeCell
    } else {
      cell = tableView.dequeueReusableCell(identifier: .episodeCell, for: indexPath)
    }
    cell.configure(with: episodes[indexPath.row])
    return cell
  }

  /// The show's header, from the list that asks.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header: ShowHeader?
    if tableView === compactTableView {
      header = compactTableView?.dequeueReusableHeaderFooterView(withIdentifier: ShowHeader.reuseIdentifier) as? ShowHeader
    } else {
      header = tableView.dequeueReusableHeaderFooterView(withIdentifier: ShowHeader.reuseIdentifier) as? ShowHeader
    }
    header?.textLabel?.text = "\(episodes.count) episodes"
    return header
  }
}

// Reuse identifiers the app chose, each declared once with its class for the typed API.
extension TypedReuseIdentifier where View == EpisodeCell {
  static var episodeCell: Self { Self("episodeCell") }
}
