// swift-format-ignore-file
import UIKit

final class EpisodesViewController: UITableViewController {
  private let episodeCellID = "episodeCell"
  var titles: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(EpisodeCell.self, forCellReuseIdentifier: episodeCellID)
    tableView.register(PodcastCell.self, forCellReuseIdentifier: String(describing: PodcastCell.self))
    tableView.register(DownloadCell.self, forCellReuseIdentifier: CellID.download.rawValue)
    tableView.register(ShowNotesHeader.self, forHeaderFooterViewReuseIdentifier: "notesHeader")
    tableView.register(cellType: SettingsCell.self)
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 4 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? titles.count : 1
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    switch indexPath.section {
    case 0:
      guard let cell = tableView.dequeueReusableCell(withIdentifier: episodeCellID, for: indexPath) as? EpisodeCell
      else {
        return UITableViewCell()
      }
      cell.title = titles[indexPath.row]
      return cell
    case 1:
      let cell = tableView.dequeueReusableCell(
        withIdentifier: String(describing: PodcastCell.self), for: indexPath) as! PodcastCell
      return cell
    case 2:
      if let cell = tableView.dequeueReusableCell(withIdentifier: CellID.download.rawValue, for: indexPath)
        as? DownloadCell
      {
        return cell
      }
      return UITableViewCell()
    default:
      let cell: SettingsCell = tableView.dequeueReusableCell(for: indexPath)
      return cell
    }
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    tableView.dequeueReusableHeaderFooterView(withIdentifier: "notesHeader") as? ShowNotesHeader
  }
}
