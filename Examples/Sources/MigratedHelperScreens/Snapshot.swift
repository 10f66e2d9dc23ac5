import UIKit

/// What the screen shows, laid out twice so that the second pass reuses cells: per row its class and
/// content. The retired helpers' strings become the generated identifiers; the classes and contents are
/// what must not change.
@MainActor
public func helperSnapshot() -> [String] {
  let accounts = AccountsViewController()
  accounts.loadViewIfNeeded()
  var rows: [String] = []
  for _ in 0..<2 {
    for row in 0..<3 {
      let cell = accounts.tableView(accounts.tableView, cellForRowAt: IndexPath(row: row, section: 0))
      let content = (cell as? BalanceCell)?.amount ?? (cell as? AccountViewCell)?.name ?? ""
      rows.append("\(type(of: cell)):\(content)")
    }
  }
  return rows
}
