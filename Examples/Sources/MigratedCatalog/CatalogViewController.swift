// swift-format-ignore-file: ReplaceForEachWithForLoop
// (The original registers a nib through `forEach`, as apps write it; `migrate` makes it one call.)

import UIKit

/// A table written before the typed API: string identifiers, a nib, and force casts.
public final class CatalogViewController: UIViewController, UITableViewDataSource {
  /// The catalog's rows.
  public let tableView = UITableView(frame: .zero, style: .plain)

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ItemCell.self)
    tableView.register(PriceCell.self)
    tableView.register(NoteCell.self)
    tableView.register(CatalogHeader.self)
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  /// An item, a price and a note.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  /// Each row's cell, dequeued by identifier and force cast.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    switch indexPath.row {
    case 0:
      let cell = tableView.dequeueReusableCell(ItemCell.self, for: indexPath)
      cell.configure(with: "Teapot")
      return cell
    case 1:
      return tableView.dequeueReusableCell(PriceCell.self, for: indexPath)
    default:
      return tableView.dequeueReusableCell(NoteCell.self, for: indexPath)
    }
  }

  /// The section header.
  public func header() -> UITableViewHeaderFooterView {
    tableView.dequeueReusableHeaderFooterView(CatalogHeader.self)
  }
}

/// A grid written before the typed API.
public final class SwatchesViewController: UIViewController, UICollectionViewDataSource {
  /// The grid.
  public let collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

  public override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(SwatchCell.self)
    collectionView.register(
      SwatchHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader)
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  /// Two swatches.
  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    2
  }

  /// A swatch, dequeued by identifier and force cast.
  public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(SwatchCell.self, for: indexPath)
  }

  /// The section header.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, for: indexPath) as SwatchHeader
  }
}
