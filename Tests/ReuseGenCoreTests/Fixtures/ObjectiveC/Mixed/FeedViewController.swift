import UIKit

/// The Swift screen on the Objective-C one, whose `viewDidLoad` registers the cells.
final class FeedViewController: LegacyFeedViewController {
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    switch indexPath.section {
    case 0:
      let cell =
        tableView.dequeueReusableCell(withIdentifier: FeedCellIdentifier, for: indexPath) as! FeedCell
      cell.configure(with: "Feed")
      return cell
    case 2:
      return tableView.dequeueReusableCell(
        withIdentifier: NSStringFromClass(ProfileCell.self), for: indexPath) as! ProfileCell
    case 3:
      return tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell
    default:
      return super.tableView(tableView, cellForRowAt: indexPath)
    }
  }
}

/// An all-Swift screen: migrate moves it as in any module.
final class BannerViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(BannerCell.self, forCellReuseIdentifier: BannerCell.reuseIdentifier)
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: BannerCell.reuseIdentifier, for: indexPath) as! BannerCell
  }
}
