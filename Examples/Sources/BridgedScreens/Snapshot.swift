import UIKit

/// What the settings list shows, laid out twice so that the second pass reuses cells: per row the cell's
/// class, its reuse identifier, its title and what it shows beside it.
@MainActor
public func bridgedSnapshot() -> [String] {
  let screen = SettingsViewController()
  screen.loadViewIfNeeded()
  var rows: [String] = []
  for _ in 0..<2 {
    for row in 0..<3 {
      let cell = screen.tableView(screen.tableView, cellForRowAt: IndexPath(row: row, section: 0))
      let detail =
        (cell as? ValueTableViewCell)?.value
        ?? (cell as? TwoButtonsTableViewCell).map { $0.buttonTitles.0 + " | " + $0.buttonTitles.1 } ?? ""
      rows.append("\(type(of: cell)):\(cell.reuseIdentifier ?? ""):\(cell.textLabel?.text ?? ""):" + detail)
    }
  }
  return rows
}
