/// The access level of a generated declaration, which renders its own modifier.
enum GeneratedAccess: Equatable {
  /// Swift's default: no modifier.
  case `internal`
  /// `package`
  case package
  /// `public`
  case `public`

  /// The modifier with its trailing space, or nothing for internal.
  var modifier: String {
    switch self {
    case .internal: ""
    case .package: "package "
    case .public: "public "
    }
  }

  /// The access of the support code and the registries: public with `--access public`.
  init(_ options: GeneratorOptions) {
    self = options.isPublic ? .public : .internal
  }

  /// The access of a witness for `view`: as visible as the less visible of the view and the protocol, so
  /// `public` when both are, and `package` for a package view conforming to a public protocol.
  init(witnessFor view: ReusableView, options: GeneratorOptions) {
    guard options.protocolIsPublic else {
      self = .internal
      return
    }
    switch view.access {
    case .public, .open: self = .public
    case .package: self = .package
    case .private, .fileprivate, .internal: self = .internal
    }
  }
}
