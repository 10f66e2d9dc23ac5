/// UIKit's four reuse registries: an identifier registered in one is unknown to the others.
package enum ReuseFamily: String, Sendable, Codable, CaseIterable {
  /// `UITableView`'s cells.
  case tableViewCell
  /// `UITableView`'s header and footer views.
  case tableViewHeaderFooterView
  /// `UICollectionView`'s cells.
  case collectionViewCell
  /// `UICollectionView`'s supplementary views.
  case collectionSupplementaryView

  /// The registry a reusable view of `kind` lives in.
  init(_ kind: ViewKind) {
    switch kind {
    case .tableViewCell: self = .tableViewCell
    case .tableViewHeaderFooterView: self = .tableViewHeaderFooterView
    case .collectionViewCell: self = .collectionViewCell
    case .collectionReusableView: self = .collectionSupplementaryView
    }
  }

  /// The kind of view the registry holds.
  var kind: ViewKind {
    switch self {
    case .tableViewCell: .tableViewCell
    case .tableViewHeaderFooterView: .tableViewHeaderFooterView
    case .collectionViewCell: .collectionViewCell
    case .collectionSupplementaryView: .collectionReusableView
    }
  }

  /// The UIKit class the registry's string dequeue returns, and its views' root.
  var uikitClass: String { UIKitClasses.root(of: kind) }

  /// How messages name what lives in the registry.
  var noun: String {
    switch self {
    case .tableViewCell: "table view cell"
    case .tableViewHeaderFooterView: "header/footer view"
    case .collectionViewCell: "collection view cell"
    case .collectionSupplementaryView: "supplementary view"
    }
  }
}
