import UIKit

/// What the screens hand out, as `Class:identifier` per view, so that a test can compare the module as the
/// app wrote it with the module after `reusegen migrate --write`.
@MainActor
public func catalogSnapshot() -> [String] {
  func describe(_ view: AnyObject, _ identifier: String?) -> String {
    "\(type(of: view)):\(identifier ?? "nil")"
  }
  let table = CatalogViewController()
  table.loadViewIfNeeded()
  var views: [String] = []
  for row in 0..<table.tableView(table.tableView, numberOfRowsInSection: 0) {
    let cell = table.tableView(table.tableView, cellForRowAt: IndexPath(row: row, section: 0))
    views.append(describe(cell, cell.reuseIdentifier))
  }
  let header = table.header()
  views.append(describe(header, header.reuseIdentifier))
  let grid = SwatchesViewController()
  grid.loadViewIfNeeded()
  let path = IndexPath(item: 0, section: 0)
  let swatch = grid.collectionView(grid.collectionView, cellForItemAt: path)
  views.append(describe(swatch, swatch.reuseIdentifier))
  let swatchHeader = grid.collectionView(
    grid.collectionView, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
    at: path)
  views.append(describe(swatchHeader, swatchHeader.reuseIdentifier))
  let settings = SettingsViewController()
  settings.loadViewIfNeeded()
  for row in 0..<3 {
    let cell = settings.tableView(settings.tableView, cellForRowAt: IndexPath(row: row, section: 0))
    views.append(describe(cell, cell.reuseIdentifier) + ":" + (cell.textLabel?.text ?? ""))
  }
  let settingsHeader = settings.tableView(settings.tableView, viewForHeaderInSection: 0)
  views.append(
    settingsHeader.map { describe($0, ($0 as? UITableViewHeaderFooterView)?.reuseIdentifier) } ?? "nil")
  let settingsFooter = settings.tableView(settings.tableView, viewForFooterInSection: 0)
  views.append(
    settingsFooter.map { describe($0, ($0 as? UITableViewHeaderFooterView)?.reuseIdentifier) } ?? "nil")
  let about = AboutViewController()
  about.loadViewIfNeeded()
  for row in 0..<2 {
    let cell = about.tableView(about.tableView, cellForRowAt: IndexPath(row: row, section: 0))
    views.append(describe(cell, cell.reuseIdentifier) + ":" + (cell.textLabel?.text ?? ""))
  }
  let palette = PaletteViewController()
  palette.loadViewIfNeeded()
  let color = palette.collectionView(palette.collectionView, cellForItemAt: path)
  views.append(describe(color, color.reuseIdentifier) + ":\(color.tag)")
  let footer = palette.collectionView(
    palette.collectionView, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionFooter,
    at: path)
  views.append(describe(footer, footer.reuseIdentifier))
  return views
}
