// swift-format-ignore-file
// Written as the app writes it: a call wrapped across lines, a long line.
import UIKit

/// Views only this screen uses, kept out of the module's API the way apps write them: `private` at the top
/// level of the screen's file. The generated file cannot name them (SPEC §1); `migrate` declares their typed
/// identifiers here instead.
private class SectionHeaderView: UITableViewHeaderFooterView {
  static let reuseIdentifier = "SectionHeaderView"
}

fileprivate final class TagCell: UITableViewCell {
  static let reuseIdentifier = "TagCell"
}

/// A list of tags under one header.
public final class TagsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The list.
  public let tableView = UITableView(frame: .zero, style: .plain)
  /// The rows.
  public let tags = ["swift", "uikit", "reuse"]

  override public func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(identifier: .sectionHeaderView)
    tableView.register(identifier: .tagCell)
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  /// One row per tag.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    tags.count
  }

  /// A tag's cell.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(identifier: .tagCell, for: indexPath)
    cell.textLabel?.text = tags[indexPath.row]
    return cell
  }

  /// The list's header.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header: SectionHeaderView = tableView
      .dequeueReusableHeaderFooterView(identifier: .sectionHeaderView)!
    header.textLabel?.text = "Tags"
    return header
  }
}

// Reuse identifiers the app chose, each declared once with its class for the typed API.
fileprivate extension TypedReuseIdentifier where View == SectionHeaderView {
  static var sectionHeaderView: Self { Self("SectionHeaderView") }
}

fileprivate extension TypedReuseIdentifier where View == TagCell {
  static var tagCell: Self { Self("TagCell") }
}
