// swift-format-ignore-file
import UIKit

protocol Reloadable: class {}
protocol Configurable: AnyObject { associatedtype Model; func configure(with model: Model) }

typealias TileBase = UICollectionViewCell
typealias ConfigurableTile = TileBase & Reloadable

enum Grid {
  typealias Cell = UICollectionViewListCell

  final class PhotoCell: ConfigurableTile, Reloadable {}
  final class `Default`: Cell {}

  struct Layout<Item: Hashable> where Item: Sendable {
    final class Badge: UICollectionReusableView {}
  }
}

extension Grid.Layout {
  class Footer: UICollectionReusableView {}
}

final class GenericCell<Model: Configurable>: UICollectionViewCell where Model: Sendable {
  var model: Model?
}

final class IntCell: GenericCell<IntModel> {}

struct IntModel: Configurable, Sendable {
  func configure(with model: Int) {}
}

#if canImport(SwiftUI)
  import SwiftUI

  #Preview {
    let cell = IntCell()
    return Text("\(cell)")
  }
#endif

actor ImageCache {
  class Entry {}
  func lookup() -> Entry { Entry() }
}

extension UITableViewCell {
  class Nested: UITableViewCell {}
  static func / (lhs: UITableViewCell, rhs: UITableViewCell) -> Bool { true }
}

#if _runtime(_ObjC)
  @objc(LegacyBanner) final class LegacyBannerView: UICollectionReusableView {}
#endif

fileprivate enum Private {
  class Hidden: UITableViewCell {}
}

private extension Grid {
  class AlsoHidden: UITableViewCell {}
}
