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
      ?? ""
    return "\(type(of: view)):\(text)"
  }
  var views: [String] = []
  let siri = SiriSettingsViewController()
  siri.suggestions = ["Play Up Next", "Sleep timer"]
  siri.loadViewIfNeeded()
  let filters = FiltersViewController()
  filters.loadViewIfNeeded()
  for _ in 0..<2 {
    for row in 0..<siri.tableView(siri.tableView, numberOfRowsInSection: 0) {
      views.append(describe(siri.tableView(siri.tableView, cellForRowAt: IndexPath(row: row, section: 0))))
    }
    for row in 0..<filters.tableView(filters.tableView, numberOfRowsInSection: 0) {
      views.append(
        describe(filters.tableView(filters.tableView, cellForRowAt: IndexPath(row: row, section: 0))))
    }
    views.append(describe(filters.tableView(filters.tableView, viewForHeaderInSection: 0)))
  }
  return views
}
