// swift-format-ignore-file
import UIKit

// Pattern 1: identifiers as static members of the cells themselves, the way most apps start.

final class StatusCell: UITableViewCell {
  static let reuseIdentifier = "StatusCell"

  let nameLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(nameLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with status: String) {
    nameLabel.text = status
  }
}

class MediaCell: UITableViewCell {
  static var reuseIdentifier: String { "media-cell" }
}

// A cell of the base class's kind, with no identifier of its own: it inherits `MediaCell`'s.
final class VideoCell: MediaCell {}

public class ProfileHeaderView: UITableViewHeaderFooterView {
  public static let reuseIdentifier = "ProfileHeaderView"
}

// Nib-backed, with the same identifier in `AttachmentCell.xib`.
final class AttachmentCell: UICollectionViewCell {
  static let reuseIdentifier: String = "AttachmentCell"
}

// No identifier of its own: ReuseGen generates one.
final class FooterCell: UITableViewCell {}

final class TimelineViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(StatusCell.self, forCellReuseIdentifier: StatusCell.reuseIdentifier)
    tableView.register(MediaCell.self, forCellReuseIdentifier: MediaCell.reuseIdentifier)
    tableView.register(
      ProfileHeaderView.self, forHeaderFooterViewReuseIdentifier: ProfileHeaderView.reuseIdentifier)
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: StatusCell.reuseIdentifier, for: indexPath)
    (cell as? StatusCell)?.configure(with: "row \(indexPath.row)")
    return cell
  }
}

extension TimelineViewController {
  static let identifiers = [StatusCell.reuseIdentifier, MediaCell.reuseIdentifier, VideoCell.reuseIdentifier]
}
