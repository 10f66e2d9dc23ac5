// swift-format-ignore-file
import UIKit

// Dequeues that are not cast, the way older screens of real apps write them: a variable assigned in
// branches, a cell bound to a name and tested with `as?` later, the Optional dequeue without an index
// path, and a sizing cell in heightForRowAt, which must keep UIKit's optional dequeue.

final class FeaturedCell: UITableViewCell {}

final class TrendingCell: UITableViewCell {}

final class SizingCell: UITableViewCell {}

final class SectionTitleView: UITableViewHeaderFooterView {}

final class DiscoverViewController: UITableViewController {
  private let featuredCellId = "featured"
  private let trendingCellId = "trending"

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(FeaturedCell.self, forCellReuseIdentifier: featuredCellId)
    tableView.register(TrendingCell.self, forCellReuseIdentifier: trendingCellId)
    tableView.register(SizingCell.self, forCellReuseIdentifier: "sizing")
    tableView.register(SectionTitleView.self, forHeaderFooterViewReuseIdentifier: "sectionTitle")
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    var cell: UITableViewCell
    if indexPath.section == 0 {
      cell = tableView.dequeueReusableCell(withIdentifier: featuredCellId, for: indexPath)
    } else if indexPath.row == 0 {
      let trending = tableView.dequeueReusableCell(withIdentifier: trendingCellId)!
      cell = trending
    } else {
      let trending = tableView.dequeueReusableCell(withIdentifier: trendingCellId, for: indexPath)
      if let trendingCell = trending as? TrendingCell {
        trendingCell.accessoryType = .disclosureIndicator
      }
      cell = trending
    }
    return cell
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "sectionTitle")
    header?.textLabel?.text = section == 0 ? "Featured" : "Trending"
    return header
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    guard let sizing = tableView.dequeueReusableCell(withIdentifier: "sizing") else { return 44 }
    return sizing.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
  }
}

final class GenreCell: UITableViewCell {}

/// A one-expression data source method, as pocket-casts writes them: its implicit return.
final class GenresViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(GenreCell.self, forCellReuseIdentifier: "genre")
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "genre")!
  }
}

final class SearchResultCell: UITableViewCell {}

/// A diffable data source's cell provider is cellForRowAt in a closure: the Optional dequeue takes its
/// index path (Mastodon's RecommendAccountSection).
final class SearchResultsViewController: UIViewController {
  private let tableView = UITableView()
  private var dataSource: UITableViewDiffableDataSource<Int, String>?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(SearchResultCell.self, forCellReuseIdentifier: "searchResult")
    dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { tableView, indexPath, title -> UITableViewCell? in
      let cell = tableView.dequeueReusableCell(withIdentifier: "searchResult") as! SearchResultCell
      cell.textLabel?.text = title
      return cell
    }
  }
}
