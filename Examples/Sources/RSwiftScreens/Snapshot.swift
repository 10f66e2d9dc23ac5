import UIKit

/// What the wallet screen shows, laid out twice so that the second pass reuses views: per view its class
/// and what it displays, and for the views whose xib sets a reuse identifier, that identifier, which
/// UIKit requires to be the one they are registered under. The wallets' identifier is R.swift's nib name
/// before `migrate` and the generated one after, so it is left out.
/// `reuseIdentifier` reads each view's reuse identifier: the test passes it, as in an app the test target
/// reads it, so that the module's own code reads none and `migrate` may move a group to its view's
/// generated identifier (a read of a view's `reuseIdentifier` in the module keeps every string).
@MainActor
public func rswiftSnapshot(reuseIdentifier: (UIView) -> String?) -> [String] {
  let screen = WalletViewController()
  screen.wallets = ["Savings", "Travel"]
  screen.tokens = ["ETH"]
  screen.words = ["apple", "river"]
  screen.loadViewIfNeeded()
  var views: [String] = []
  for _ in 0..<2 {
    for section in 0..<2 {
      for row in 0..<screen.tableView(screen.tableView, numberOfRowsInSection: section) {
        let cell = screen.tableView(screen.tableView, cellForRowAt: IndexPath(row: row, section: section))
        let identifier = section == 1 ? ":" + (reuseIdentifier(cell) ?? "") : ""
        views.append("\(type(of: cell))\(identifier):\(cell.textLabel?.text ?? "")")
      }
    }
    for item in 0..<screen.words.count {
      let cell = screen.collectionView(
        screen.collectionView, cellForItemAt: IndexPath(item: item, section: 0))
      views.append("\(type(of: cell)):\(reuseIdentifier(cell) ?? ""):\((cell as? WordCell)?.word ?? "")")
    }
  }
  return views
}
