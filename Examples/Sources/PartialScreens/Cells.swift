import UIKit

/// An episode of a show, as the feed lists it.
public struct Episode: Sendable {
  /// What the row shows.
  public var title: String

  /// An episode called `title`.
  public init(title: String) {
    self.title = title
  }
}

/// An episode's row.
final class EpisodeCell: UITableViewCell {
  func configure(with episode: Episode) {
    textLabel?.text = episode.title
  }
}

/// The show's header above its episodes.
final class ShowHeader: UITableViewHeaderFooterView {}

/// The compact list: it sizes its rows with a cell it dequeues itself, calling its own method without `self.`.
public final class CompactEpisodeList: UITableView {
  /// A cell to measure a row with, if the list has registered its row.
  func sizingCell() -> EpisodeCell? {
    dequeueReusableCell(withIdentifier: "episodeCell") as? EpisodeCell
  }
}
