import UIKit

/// The parts of a post, as a Reddit client lays them out: each row's part is a case of a `String` enum
/// whose raw value is its reuse identifier, and each `case` of a `switch` over the part dequeues with the
/// part's own raw value, which that clause narrows to one case; `default:` is left the one case no clause
/// names.
private enum PostPart: String {
  case metadata = "PostMetadataPartCell"
  case toolbar = "PostToolbarPartCell"
  case title = "PostTitlePartCell"
}

/// A post's metadata: who posted it, and when.
final class PostMetadataPartCell: UITableViewCell {
  /// The author shown.
  var author = ""
}

/// A post's toolbar: its votes.
final class PostToolbarPartCell: UITableViewCell {
  /// The score shown.
  var score = 0
}

/// A post's title.
final class PostTitlePartCell: UITableViewCell {}

/// One post, part after part.
public final class PostPartsViewController: UIViewController, UITableViewDataSource {
  /// The parts' rows.
  public let tableView = UITableView(frame: .zero, style: .plain)
  private let parts: [PostPart] = [.title, .metadata, .toolbar, .metadata]

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(
      PostMetadataPartCell.self)
    tableView.register(PostToolbarPartCell.self)
    tableView.register(PostTitlePartCell.self)
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  /// One row a part.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    parts.count
  }

  /// The row's part, dequeued by the part's raw value.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let part = parts[indexPath.row]
    switch part {
    case .metadata:
      let cell =
        tableView.dequeueReusableCell(PostMetadataPartCell.self, for: indexPath)
      cell.author = "row \(indexPath.row)"
      return cell
    case .toolbar:
      let cell =
        tableView.dequeueReusableCell(PostToolbarPartCell.self, for: indexPath)
      cell.score = 42
      return cell
    default:
      let cell: UITableViewCell = tableView.dequeueReusableCell(PostTitlePartCell.self, for: indexPath)
      cell.textLabel?.text = "A post"
      return cell
    }
  }
}
