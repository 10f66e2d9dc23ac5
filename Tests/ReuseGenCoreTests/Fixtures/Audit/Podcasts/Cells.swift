// swift-format-ignore-file
import UIKit

// Cells of a podcast app, written the way real apps spell their identifiers: their own strings, an enum,
// String(describing:), and a protocol default that every table cell gets.

final class EpisodeCell: UITableViewCell {
  var title: String? {
    get { textLabel?.text }
    set { textLabel?.text = newValue }
  }
}

final class PodcastCell: UITableViewCell {}

final class DownloadCell: UITableViewCell {}

final class SettingsCell: UITableViewCell {}

final class ShowNotesHeader: UITableViewHeaderFooterView {}

final class ChapterCell: UICollectionViewCell {}

final class CategoryCell: UICollectionViewCell {}

enum CellID: String {
  case download = "downloadCell"
  case chapter
}
