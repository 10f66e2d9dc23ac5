import UIKit

/// What both lists show, laid out twice so that the second pass reuses views: per view its class, its
/// reuse identifier and what it displays. The identifiers are part of it: a partial move keeps the app's
/// strings, so UIKit sees the same ones before and after `migrate`. Then the seasons' rows, whose group
/// moves whole to the generated identifier.
/// `reuseIdentifier` reads each view's reuse identifier: the test passes it, as in an app the test target
/// reads it, so that the module's own code reads none and `migrate` may move a group to its view's
/// generated identifier (a read of a view's `reuseIdentifier` in the module keeps every string).
@MainActor
public func partialSnapshot(reuseIdentifier: (UIView) -> String?) -> [String] {
  func describe(_ view: UIView?) -> String {
    guard let view else { return "nil" }
    if let cell = view as? UITableViewCell {
      return "\(type(of: cell)):\(reuseIdentifier(cell) ?? ""):\(cell.textLabel?.text ?? "")"
    }
    // A header's group moves whole to its view's API, whose identifier is the generated one: its class and
    // text stay.
    let header = view as? UITableViewHeaderFooterView
    return "\(type(of: view)):\(header?.textLabel?.text ?? "")"
  }
  let screen = EpisodesViewController()
  screen.episodes = [Episode(title: "Pilot"), Episode(title: "Finale")]
  screen.loadViewIfNeeded()
  var views: [String] = []
  views.append(describe(screen.compactTableView?.sizingCell()))
  for list in [screen.tableView, screen.compactTableView].compactMap({ $0 }) {
    for _ in 0..<2 {
      views.append(describe(screen.tableView(list, viewForHeaderInSection: 0)))
      for row in 0..<screen.episodes.count {
        views.append(describe(screen.tableView(list, cellForRowAt: IndexPath(row: row, section: 0))))
      }
    }
  }
  // The seasons moved whole to `SeasonCell`'s typed API, whose identifier is the generated one: what the
  // rows show and their classes stay.
  let seasons = SeasonsViewController()
  seasons.seasons = ["Season 1", "Season 2"]
  seasons.loadViewIfNeeded()
  for _ in 0..<2 {
    for row in 0..<seasons.seasons.count {
      let cell = seasons.tableView(seasons.tableView, cellForRowAt: IndexPath(row: row, section: 0))
      views.append("\(type(of: cell)):\(cell.textLabel?.text ?? "")")
    }
  }
  // The badges, regular then compact, twice: each layout's rows come from its own pool, with its string.
  let badges = BadgesViewController()
  badges.badges = ["Early", "Loyal"]
  badges.loadViewIfNeeded()
  for isCompact in [false, true, false, true] {
    badges.isCompact = isCompact
    for row in 0..<badges.badges.count {
      let cell = badges.tableView(badges.tableView, cellForRowAt: IndexPath(row: row, section: 0))
      views.append(describe(cell))
    }
    views.append(describe(badges.placeholderCell(at: IndexPath(row: 0, section: 0))))
  }
  return views
}
