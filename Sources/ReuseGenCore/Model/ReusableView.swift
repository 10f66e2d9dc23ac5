/// The four families of UIKit reusable views, named as the JSON listing names them.
package enum ViewKind: String, Sendable, CaseIterable, Codable, Comparable {
  /// A `UITableViewCell` subclass.
  case tableViewCell
  /// A `UITableViewHeaderFooterView` subclass.
  case tableViewHeaderFooterView
  /// A `UICollectionViewCell` or `UICollectionViewListCell` subclass.
  case collectionViewCell
  /// A `UICollectionReusableView` subclass that is not a cell.
  case collectionReusableView

  /// Orders kinds as the registration tables list them.
  package static func < (lhs: ViewKind, rhs: ViewKind) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// Where a view's instances come from when UIKit builds them.
package enum ViewSource: Sendable, Hashable {
  /// Built from the class with its designated initializer.
  case `class`
  /// Loaded from the nib of this name: a `.xib` that holds the view as its single top-level object.
  case nib(String)
  /// A prototype in a storyboard; UIKit registers it, and code must not.
  case storyboard

  /// `class`, `nib` or `storyboard`, as the listing names the source.
  package var name: String {
    switch self {
    case .class: "class"
    case .nib: "nib"
    case .storyboard: "storyboard"
    }
  }

  /// The nib's name, for a nib-backed view.
  package var nibName: String? {
    if case .nib(let name) = self { return name }
    return nil
  }
}

/// Swift access levels, ordered from least to most visible.
package enum AccessLevel: String, Sendable, Codable, Comparable, CaseIterable {
  /// `private`
  case `private`
  /// `fileprivate`
  case `fileprivate`
  /// `internal`, the default
  case `internal`
  /// `package`
  case `package`
  /// `public`
  case `public`
  /// `open`
  case `open`

  /// Orders levels from least to most visible.
  package static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// A view's reuse identifier: where it comes from and what it is (DESIGN.md §2, §8.1). The analyzer decides
/// it once; generation, the listing, `audit` and `migrate` read it, and none works it out again.
package enum ReuseIdentifier: Sendable, Hashable {
  /// Spelled by the generator from the type's name, in `style`.
  case typeName(String, style: IdentifierStyle)
  /// Set by the view's xib or storyboard prototype.
  case interfaceBuilder(String)
  /// A `reuseIdentifier` member of the app's own that the view sees: its literal, which generated code may
  /// spell, and what it evaluates to for this class.
  case declared(literal: String?, value: DeclaredIdentifierValue)
  /// A generic view's: one per specialization, known at run time only.
  case perSpecialization
  /// None: generated code leaves the view out.
  case none
}

/// Where a view's reuse identifier comes from, as the listing names it.
package enum IdentifierSource: String, Sendable, Codable {
  /// The generator derives it with `--identifier-style`.
  case generated
  /// The view's xib sets it.
  case nib
  /// The view's storyboard prototype sets it.
  case storyboard
  /// The app's own code declares a `reuseIdentifier` member that the view sees; generated code declares
  /// none and uses that one.
  case declared
  /// A generic view has one per specialization, at run time.
  case perSpecialization
  /// A skipped view has none.
  case none
}

/// What an app's own `reuseIdentifier` member evaluates to (SPEC §10.1).
package enum DeclaredIdentifierValue: Sendable, Hashable {
  /// The string Swift produces for this class.
  case value(String)
  /// Not known before run time, for the reason given.
  case unknown(reason: EvaluationFailure)

  /// The string, when it is known.
  package var value: String? {
    if case .value(let value) = self { return value }
    return nil
  }
}

/// Whether a view takes part in the generated API.
package enum ViewStatus: Sendable, Hashable {
  /// The view is part of the generated API and tables.
  case generated
  /// Generated code cannot name the view, or must leave it out, for the reason given.
  case skipped(reason: String)

  /// `generated` or `skipped`, as the listing names the status.
  package var name: String {
    switch self {
    case .generated: "generated"
    case .skipped: "skipped"
    }
  }

  /// Why the view is skipped, or `nil` when it is not.
  package var reason: String? {
    if case .skipped(let reason) = self { return reason }
    return nil
  }

  /// Whether the view is skipped.
  package var isSkipped: Bool { reason != nil }
}

/// Where a view's `Dequeuable` conformance comes from.
package enum ConformanceOrigin: String, Sendable, Codable {
  /// The generated file declares it.
  case generated
  /// The superclass is a reusable view of the module and carries it.
  case inherited
  /// The user declared it.
  case handWritten
}

/// One reusable view found in a module: a row of `reusegen list` and the generator's input.
package struct ReusableView: Sendable, Equatable {
  /// The qualified Swift name, `Outer.Inner`, without backticks.
  package var name: String
  /// The UIKit family it belongs to.
  package var kind: ViewKind
  /// The location of the class's name token.
  package var location: SourceLocation
  /// The effective access level.
  package var access: AccessLevel
  /// The reuse identifier: where it comes from and what it is.
  package var reuseIdentifier: ReuseIdentifier
  /// How UIKit builds it, with the nib's name for a nib-backed view.
  package var source: ViewSource
  /// Whether the class is declared `private` or `fileprivate` at the top level of its file: code in that
  /// file can name it, generated code in another cannot (`migrate` declares its typed identifiers there).
  package var isPrivateToItsFile = false
  /// Whether the class or an enclosing type is generic.
  package var isGeneric: Bool
  /// One condition per enclosing `#if` clause, outermost first.
  package var conditions: [String]
  /// Whether the view is part of the generated API.
  package var status: ViewStatus
  /// Where its `Dequeuable` conformance comes from.
  package var conformance: ConformanceOrigin
  /// The name of the topmost module class of its inheritance chain, which carries the conformance.
  package var conformanceRoot: String
  /// The nearest module this one depends on whose class the view's chain passes through, if any.
  package var contextModule: String?
  /// The context module that declares the view, for a context view listed for registration; `nil` for
  /// the module's own views.
  package var definingModule: String?
  /// Where the app declares the `reuseIdentifier` member the view sees, when it does.
  package var declaredIdentifierLocation: SourceLocation?
  /// The members of a generated conformance, such as `reuseSource`, that the app already declares for the
  /// view; generated code declares none of them.
  package var declaredMembers: Set<String> = []
  /// The arguments of the `@available` attributes of the view and the declarations around it, outermost
  /// first, whitespace collapsed: `iOS 14.0, *`.
  package var availability: [String] = []
  /// Whether the class is declared `final`, so that its dynamic type is always the view itself.
  package var isFinal = false
  /// Whether Swift spells the class at run time (`String(reflecting:)`) as its module's name followed by
  /// `name`: true unless it is nested in a type or an extension of a type from another module, which
  /// Swift spells through that module.
  package var isSpelledThroughItsModule = true
  /// Whether the view, a superclass or a UIKit class above them adopts a protocol that ReuseGen cannot see,
  /// which may give `reuseIdentifier` a default of its own.
  package var adoptsUnseenProtocol = false
  /// The identifier the view's xib or storyboard prototype sets, when the view also sees a declared
  /// `reuseIdentifier` that is not known to be the same (DESIGN.md §2). The typed API registers and
  /// dequeues the view with this one, because UIKit asserts when a nib or prototype is dequeued by another;
  /// the app's own member keeps its value.
  package var overridingInterfaceBuilderIdentifier: String?

  /// The identifier generated code may spell: the generated or Interface Builder one, or a literal the app
  /// declares; `nil` when it is decided at run time or by a member the app computes.
  package var identifier: String? {
    switch reuseIdentifier {
    case .typeName(let identifier, _), .interfaceBuilder(let identifier): identifier
    case .declared(let literal, _): literal
    case .perSpecialization, .none: nil
    }
  }

  /// Where `identifier` comes from.
  package var identifierSource: IdentifierSource {
    switch reuseIdentifier {
    case .typeName: .generated
    case .interfaceBuilder: source == .storyboard ? .storyboard : .nib
    case .declared: .declared
    case .perSpecialization: .perSpecialization
    case .none: .none
    }
  }

  /// What the app's declared `reuseIdentifier` evaluates to for this class, when it declares one.
  package var declaredIdentifierValue: DeclaredIdentifierValue? {
    if case .declared(_, let value) = reuseIdentifier { return value }
    return nil
  }

  /// The identifier UIKit sees for the view when the typed API registers and dequeues it, as far as the
  /// sources tell: Interface Builder's where it overrides a declared one, the generated, Interface Builder
  /// or declared literal one, or what the app's declared member evaluates to.
  package var runtimeIdentifier: String? {
    overridingInterfaceBuilderIdentifier ?? identifier ?? declaredIdentifierValue?.value
  }

  /// Where the identifier the typed API uses comes from, as the listing names it: Interface Builder's
  /// file when it overrides a declared identifier, else `identifierSource`.
  package var listedIdentifierSource: IdentifierSource {
    guard overridingInterfaceBuilderIdentifier != nil else { return identifierSource }
    return source == .storyboard ? .storyboard : .nib
  }

  /// Whether the identifier is the module-qualified type name, which Swift spells at run time as
  /// `String(reflecting:)` does.
  package var isModuleQualifiedTypeName: Bool {
    if case .typeName(_, .moduleQualified) = reuseIdentifier { return true }
    return false
  }

  /// Creates a view record.
  package init(
    name: String,
    kind: ViewKind,
    location: SourceLocation,
    access: AccessLevel = .internal,
    identifier: ReuseIdentifier,
    source: ViewSource = .class,
    isGeneric: Bool = false,
    conditions: [String] = [],
    status: ViewStatus = .generated,
    conformance: ConformanceOrigin = .generated,
    conformanceRoot: String? = nil
  ) {
    self.name = name
    self.kind = kind
    self.location = location
    self.access = access
    self.reuseIdentifier = identifier
    self.source = source
    self.isGeneric = isGeneric
    self.conditions = conditions
    self.status = status
    self.conformance = conformance
    self.conformanceRoot = conformanceRoot ?? name
  }
}
