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

/// A helper method's name and argument labels on the class it extends: what makes two declarations one
/// overload set at a call site.
package struct HelperSignature: Sendable, Hashable, Comparable {
  /// The class the helper extends.
  package var host: HelperHost
  /// The base name.
  package var name: String
  /// The argument labels, `_` where there is none.
  package var labels: [String]

  /// Creates a signature.
  package init(host: HelperHost, name: String, labels: [String]) {
    self.host = host
    self.name = name
    self.labels = labels
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
