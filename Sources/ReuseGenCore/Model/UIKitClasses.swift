/// UIKit's classes that reusable views descend from, in the one table the resolver, the evaluator, `audit`
/// and the generator read: a new root class is a row here and a `ViewKind` case (DESIGN.md, "Where to
/// change what").
enum UIKitClasses {
  /// The reusable-view roots, each with the kind of view its subclasses are. The first root of a kind is
  /// the one generated code and messages name for it.
  static let roots: [(name: String, kind: ViewKind)] = [
    ("UITableViewCell", .tableViewCell),
    ("UITableViewHeaderFooterView", .tableViewHeaderFooterView),
    ("UICollectionViewCell", .collectionViewCell),
    ("UICollectionViewListCell", .collectionViewCell),
    ("UICollectionReusableView", .collectionReusableView),
  ]

  /// Each class's superclass in UIKit, up to `NSObject`: the chain an app's extensions of UIKit's classes
  /// add members along.
  private static let superclasses: [String: String] = [
    "UITableViewCell": "UIView", "UITableViewHeaderFooterView": "UIView",
    "UICollectionViewListCell": "UICollectionViewCell", "UICollectionViewCell": "UICollectionReusableView",
    "UICollectionReusableView": "UIView", "UIView": "UIResponder", "UIResponder": "NSObject",
  ]

  private static let kinds = Dictionary(
    roots.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })

  /// The names of the roots.
  static let rootNames = Set(roots.map(\.name))

  /// The kind of view a root's subclasses are; `nil` for any other name.
  static func kind(of name: String) -> ViewKind? { kinds[name] }

  /// Whether a context module's non-local type named `name` stays out of the module's name lookups, the
  /// resolver's and the type-name table's alike: a context module's declarations are seen through
  /// `import`, where UIKit's root of that name wins (a UIKit stand-in never shadows UIKit).
  static func winsOverContextModules(_ name: String) -> Bool { kinds[name] != nil }

  /// `name` without the `UIKit.` that may qualify it: `UIKit.UITableViewCell` and `UITableViewCell` name one
  /// class, unless the module declares its own of that name (callers that must tell ask the lookup).
  static func withoutModuleName(_ name: String) -> String {
    name.hasPrefix(moduleQualifier) ? String(name.dropFirst(moduleQualifier.count)) : name
  }

  private static let moduleQualifier = "UIKit."

  /// The root that names `kind`: `UICollectionViewCell` for collection view cells.
  static func root(of kind: ViewKind) -> String {
    roots.first { $0.kind == kind }!.name
  }

  /// Whether `name` is one of the UIKit classes above a reusable view, whose members an app may add in
  /// extensions.
  static func isAncestorOfReusableViews(_ name: String) -> Bool {
    superclasses[name] != nil || name == "NSObject"
  }

  /// UIKit's view controllers and their superclasses in UIKit, up to `UIViewController`: a class no source
  /// declares that is one of these inherits none of an app's members but what the app's extensions of
  /// them add (`SourceLookup.mayInherit`). They are no reusable views, so the chains of views never meet
  /// them.
  private static let controllerSuperclasses: [String: String] = [
    "UIViewController": "UIResponder", "UITableViewController": "UIViewController",
    "UICollectionViewController": "UIViewController", "UINavigationController": "UIViewController",
    "UITabBarController": "UIViewController", "UIPageViewController": "UIViewController",
    "UISplitViewController": "UIViewController", "UISearchController": "UIViewController",
    "UIAlertController": "UIViewController", "UIActivityViewController": "UIViewController",
    "UIInputViewController": "UIViewController", "UIReferenceLibraryViewController": "UIViewController",
    "UIDocumentPickerViewController": "UIViewController", "UIImagePickerController": "UINavigationController",
  ]

  /// `name` and its superclasses in UIKit, up to `NSObject`, when `name` is one of UIKit's view
  /// controllers; `nil` for any other name.
  static func controllerAncestors(of name: String) -> [String]? {
    guard controllerSuperclasses[name] != nil else { return nil }
    var chain = [name]
    while let next = controllerSuperclasses[chain[chain.count - 1]] { chain.append(next) }
    return chain + ["NSObject"]
  }

  /// `name` and the UIKit classes above it, nearest first.
  static func ancestors(of name: String) -> [String] {
    ancestorsOfEachClass[name] ?? [name]
  }

  /// `ancestors(of:)` of every class of the table, walked once: the chain queries ask it of the same few
  /// names again and again, and each walk made a set of the names it met.
  private static let ancestorsOfEachClass = Dictionary(
    uniqueKeysWithValues: superclasses.keys.map { name in
      (
        name,
        SuperclassWalk<String, Never, Void>.follow(
          from: name, known: { _ in nil }, step: { superclasses[$0].map { .next($0) } ?? .end(()) }
        ).visited
      )
    })

  /// The root of `kind` and the UIKit classes above it, nearest first.
  static func ancestors(of kind: ViewKind) -> [String] { ancestors(of: root(of: kind)) }
}
