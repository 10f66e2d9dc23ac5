// The views that `GeneratorFixtures.views` describes, declared as a module `App` would declare them, so
// that Scripts/ios-typecheck.sh can type-check each golden file together with them against Apple's iOS
// SDK. Keep it in step with GeneratorFixtures.swift: one declaration per view, same name, kind, access,
// `#if` conditions, superclass chain and hand-written conformance.
import UIKit

#if canImport(ReuseSupport)
  // FeatureWithSupportModule: the support code, `Dequeuable` included, comes from this module.
  import ReuseSupport
#endif

enum Feed {
  final class Cell: UITableViewCell {}
  final class Header: UITableViewHeaderFooterView {}
}

final class NibCell: UITableViewCell {}

final class PrototypeCell: UITableViewCell {}

final class Box<Model>: UITableViewCell {}

enum Grid {
  enum Page {
    final class Cell<Item>: UICollectionViewCell {}
  }
}

#if DEBUG
  final class DebugCell: UITableViewCell {}
#endif

#if DEBUG
  #if canImport(Inspector)
    enum Inspector {
      final class Cell: UICollectionViewCell {}
    }
  #endif
#endif

#if os(iOS)
  final class PlatformCell: UICollectionViewCell {}
#else
  final class PlatformCell: UICollectionViewCell {}
#endif

/// The root of a chain: its conformance serves the two below.
open class BaseCell: UITableViewCell {}
/// Inherits its conformance from `BaseCell`.
public class MiddleCell: BaseCell {}
final class LeafCell: MiddleCell {}

final class HandWrittenCell: UITableViewCell {}
extension HandWrittenCell: Dequeuable {}

private final class HiddenCell: UITableViewCell {}

/// A public view: its conformance is public under `--access public`.
public final class PublicCell: UICollectionViewCell {}

/// A public nib-backed supplementary view.
public final class SectionHeader: UICollectionReusableView {}

final class StoryboardPhotoCell: UICollectionViewCell {}

package final class SharedCell: UICollectionViewCell {}

/// An app's own protocol whose default gives every cell `String(describing:)`, as pocket-casts' does.
protocol ReusableTableViewProtocol {
  static var reuseIdentifier: String { get }
}

extension ReusableTableViewProtocol {
  static var reuseIdentifier: String { String(describing: self) }
}

class ThemeableCell: UITableViewCell, ReusableTableViewProtocol {}
/// Nib-backed; its xib sets "TextEntryCellId", not the protocol's "TextEntryCell".
final class TextEntryCell: ThemeableCell {}
/// A storyboard prototype whose identifier is "filterPrototype".
final class FilterPrototypeCell: UITableViewCell, ReusableTableViewProtocol {}
