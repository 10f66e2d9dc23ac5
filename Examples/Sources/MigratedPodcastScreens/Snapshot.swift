import UIKit

/// What the screens show, laid out twice so that the second pass reuses views: per view its class and its
/// text. Identifiers are left out on purpose: `migrate` may change them, and only what the user sees must
/// stay.
@MainActor
public func podcastSnapshot() -> [String] {
  func describe(_ view: UIView?) -> String {
    guard let view else { return "nil" }
    let text =
      (view as? UITableViewCell)?.textLabel?.text ?? (view as? UITableViewHeaderFooterView)?.textLabel?.text
      ?? (view as? PodcastGridCell)?.titleLabel.text ?? (view as? PodcastGridHeader)?.titleLabel.text ?? ""
    return "\(type(of: view)):\(text)"
  }
  var views: [String] = []
  let siri = SiriSettingsViewController()
  siri.suggestions = ["Play Up Next", "Sleep timer"]
  siri.loadViewIfNeeded()
  let filters = FiltersViewController()
  filters.loadViewIfNeeded()
  let grid = PodcastGridViewController()
  grid.podcasts = ["Daily News"]
  grid.loadViewIfNeeded()
  for _ in 0..<2 {
    for row in 0..<siri.tableView(siri.tableView, numberOfRowsInSection: 0) {
      views.append(describe(siri.tableView(siri.tableView, cellForRowAt: IndexPath(row: row, section: 0))))
    }
    for row in 0..<filters.tableView(filters.tableView, numberOfRowsInSection: 0) {
      views.append(
        describe(filters.tableView(filters.tableView, cellForRowAt: IndexPath(row: row, section: 0))))
    }
    views.append(describe(filters.tableView(filters.tableView, viewForHeaderInSection: 0)))
    views.append(
      describe(grid.collectionView(grid.collectionView, cellForItemAt: IndexPath(item: 0, section: 0))))
    views.append(
      describe(
        grid.collectionView(
          grid.collectionView, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
          at: IndexPath(item: 0, section: 0))))
  }
  return views
}
