// swift-format-ignore-file: ReplaceForEachWithForLoop
// (The original registers a nib through `forEach`, as apps write it; `migrate` makes it one call.)

import UIKit

/// A table written before the typed API: string identifiers, a nib, and force casts.
public final class CatalogViewController: UIViewController, UITableViewDataSource {
  /// The catalog's rows.
  public let tableView = UITableView(frame: .zero, style: .plain)

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ItemCell.self, forCellReuseIdentifier: CatalogID.item)
    ["PriceCell"].forEach {
      // One nib through a one-element array's `forEach`, as apps write a list of nibs to register.
      tableView.register(UINib(nibName: $0, bundle: .module), forCellReuseIdentifier: $0)
    }
    tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.reuseIdentifier)
    tableView.register(CatalogHeader.self, forHeaderFooterViewReuseIdentifier: CatalogID.header)
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  /// An item, a price and a note.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  /// Each row's cell, dequeued by identifier and force cast.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    switch indexPath.row {
    case 0:
      let cell = tableView.dequeueReusableCell(withIdentifier: CatalogID.item, for: indexPath) as! ItemCell
      cell.configure(with: "Teapot")
      return cell
    case 1:
      return tableView.dequeueReusableCell(withIdentifier: "PriceCell", for: indexPath) as! PriceCell
    default:
      return tableView.dequeueReusableCell(withIdentifier: NoteCell.reuseIdentifier, for: indexPath)
        as! NoteCell
    }
  }

  /// The section header.
  public func header() -> UITableViewHeaderFooterView {
    tableView.dequeueReusableHeaderFooterView(withIdentifier: CatalogID.header) as! CatalogHeader
  }
}

/// A grid written before the typed API.
public final class SwatchesViewController: UIViewController, UICollectionViewDataSource {
  /// The grid.
  public let collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

  public override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier)
    collectionView.register(
      SwatchHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "SwatchHeader")
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
    collectionView.dequeueReusableCell(withReuseIdentifier: SwatchCell.reuseIdentifier, for: indexPath)
      as! SwatchCell
  }

  /// The section header.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "SwatchHeader", for: indexPath) as! SwatchHeader
  }
}
