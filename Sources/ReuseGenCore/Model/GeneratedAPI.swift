/// The generated API's vocabulary (SPEC §5), which every stage must agree on: the scanner looks for the
/// app's own members and helpers of these names, the resolver and analyzer keep generated code clear of
/// them, `audit` reads calls of them and `migrate` rewrites into them.
package enum GeneratedAPI {
  /// The static properties a generated conformance declares; an app's own member of one of these names
  /// takes the generated one's place.
  package static let conformanceMemberNames: Set<String> = ["reuseIdentifier", "reuseSource"]

  /// The methods the generated helpers declare on `UITableView` and `UICollectionView`.
  package static let helperMethodNames: Set<String> = [
    "register", "dequeueReusableCell", "dequeueReusableHeaderFooterView", "dequeueReusableSupplementaryView",
    "dequeueConfiguredReusableCell", "registerAllReusableViews",
  ]

  /// The labels of the generated `register` for views of `family`.
  package static func registerLabels(_ family: ReuseFamily) -> [String] {
    family == .collectionSupplementaryView ? ["_", "forSupplementaryViewOfKind"] : ["_"]
  }

  /// The labels of the generated dequeue that names its view's type, for views of `family`.
  package static func typedDequeueLabels(_ family: ReuseFamily) -> [String] {
    switch family {
    case .tableViewCell, .collectionViewCell: ["_", "for"]
    case .tableViewHeaderFooterView: ["_"]
    case .collectionSupplementaryView: ["ofKind", "for"]
    }
  }

  /// The class whose extension declares the helpers for views of `family`.
  package static func host(_ family: ReuseFamily) -> HelperHost {
    family == .tableViewCell || family == .tableViewHeaderFooterView ? .tableView : .collectionView
  }
}

/// The UIKit classes whose helpers the generated file also declares.
package enum HelperHost: String, Sendable, Codable, CaseIterable {
  /// `UITableView`
  case tableView = "UITableView"
  /// `UICollectionView`
  case collectionView = "UICollectionView"
}

extension HelperHost {
  /// The class an extension of `path`, the extended type's dotted names as written, extends, with or
  /// without `UIKit.`; `nil` for any other type. The index and the scan both read an extension so.
  init?(extendedPath path: String) {
    self.init(rawValue: UIKitClasses.withoutModuleName(path))
  }
}

/// A helper method's name and argument labels on the class it extends: what makes two declarations one
/// overload set at a call site.
package struct HelperSignature: Sendable, Hashable, Comparable {
  /// The class the helper extends.
  package var host: HelperHost
  /// The base name.
  package var name: String
  /// The argument labels, `_` where there is none.
  package var labels: [String]
  /// The UIKit class whose metatype the first parameter takes (`UITableViewCell` for
  /// `register(_ type: UITableViewCell.Type)` or `<T: UITableViewCell>(_ type: T.Type)`); `nil` when it
  /// takes none, or any. Overloads that take different classes never take the same call.
  package var parameterClass: String?

  /// The `parameterClass` of a helper whose first parameter is a value of a constrained generic parameter
  /// (R.swift's `register<Resource: NibReferenceContainer & …>(_ resource: Resource)`), which takes no
  /// metatype, so no call of a generated helper that takes one.
  package static let takesNoMetatype = "(no metatype)"

  /// Creates a signature.
  package init(host: HelperHost, name: String, labels: [String], parameterClass: String? = nil) {
    self.host = host
    self.name = name
    self.labels = labels
    self.parameterClass = parameterClass
  }

  /// Whether this helper of the module's own and `generated` would both take a call: the same name and
  /// labels on the same class, unless each takes the metatype of another UIKit class.
  package func overlaps(_ generated: HelperSignature) -> Bool {
    guard host == generated.host, name == generated.name, labels == generated.labels else { return false }
    guard let own = parameterClass, let other = generated.parameterClass else { return true }
    return own == other
  }

  /// How Swift spells it: `UITableView.register(_:)`.
  package var description: String {
    host.rawValue + "." + name + "(" + labels.map { $0 + ":" }.joined() + ")"
  }

  /// Orders signatures by their spelling.
  package static func < (lhs: HelperSignature, rhs: HelperSignature) -> Bool {
    lhs.description < rhs.description
  }
}

extension Set where Element == HelperSignature {
  /// Whether one of these helpers of the module's own takes the place of `generated`, which the generated
  /// file then leaves out: a call written for the generated one would resolve to the module's.
  package func omits(_ generated: HelperSignature) -> Bool {
    contains { $0.overlaps(generated) }
  }
}
