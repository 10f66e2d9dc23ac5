import UIKit

/// What the tags screen shows, laid out twice so that the second pass reuses views: the header's class,
/// identifier and title, then per row the cell's.
@MainActor
public func privateSnapshot() -> [String] {
  let screen = TagsViewController()
  screen.loadViewIfNeeded()
  var rows: [String] = []
  for _ in 0..<2 {
    if let header = screen.tableView(screen.tableView, viewForHeaderInSection: 0)
      as? UITableViewHeaderFooterView
    {
      rows.append("\(type(of: header)):\(header.reuseIdentifier ?? ""):\(header.textLabel?.text ?? "")")
    }
    for row in 0..<screen.tags.count {
      let cell = screen.tableView(screen.tableView, cellForRowAt: IndexPath(row: row, section: 0))
      rows.append("\(type(of: cell)):\(cell.reuseIdentifier ?? ""):\(cell.textLabel?.text ?? "")")
    }
  }
  return rows
}
