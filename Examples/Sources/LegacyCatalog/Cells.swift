import UIKit

/// A class-based cell; the app spells its identifier as the class name, in `CatalogID`.
public final class ItemCell: UITableViewCell {
  /// Shows `name`.
  public func configure(with name: String) {
    textLabel?.text = name
  }
}

/// Drawn in `PriceCell.xib`, which sets the reuse identifier `PriceCell`.
public final class PriceCell: UITableViewCell {}

/// A cell that declares its own identifier.
public final class NoteCell: UITableViewCell {
  /// The identifier the app registers and dequeues it with.
  public static let reuseIdentifier = "note"
}

/// The section header.
public final class CatalogHeader: UITableViewHeaderFooterView {}

/// A collection cell that declares its own identifier.
public final class SwatchCell: UICollectionViewCell {
  /// The identifier the app registers and dequeues it with.
  public static let reuseIdentifier = "swatch"
}

/// The grid's section header.
public final class SwatchHeader: UICollectionReusableView {}

/// The app's identifiers, kept in one place.
enum CatalogID {
  static let item = "ItemCell"
  static let header = "CatalogHeader"
}
