/// How a call site's reuse identifier was found, or why it was not.
package struct IdentifierResolution: Sendable, Equatable {
  /// The ways an identifier resolves.
  package enum Method: String, Sendable, Codable {
    /// A string literal at the call site.
    case literal
    /// A constant whose value evaluates.
    case constant
    /// An idiom such as `String(describing: Cell.self)`, evaluated as Swift would.
    case evaluated
    /// A view's own `reuseIdentifier` member with a literal value.
    case declared
    /// A typed call (`register(Cell.self)`): the view's identifier.
    case typed
    /// One of a closed set of strings, chosen at run time (a ternary, `if` or `switch`): `alternatives`.
    case choice
    /// Not resolved; `reason` says why.
    case unresolved
  }

  /// The identifier, when resolved.
  package var value: String?
  /// How it was resolved.
  package var method: Method
  /// Why it was not resolved.
  package var reason: EvaluationFailure?
  /// The strings a site chooses among at run time, when its identifier is one of a closed set (a ternary,
  /// an `if` or a `switch` whose every branch evaluates); `value` is then `nil`.
  package var alternatives: [String] = []
  /// Whether the identifier reads the variable of a `for` loop, so that the site runs once for each element
  /// (each alternative) rather than for one of them: a registration in a loop registers every one.
  package var readsLoopVariable = false
  /// The constant the call site names, as written, such as `Identifiers.feedCell`.
  var constantName: String?
  /// Where that constant is declared, by file and token.
  var constantDeclaration: (file: Int, token: Int)?

  static func unresolved(_ reason: EvaluationFailure) -> IdentifierResolution {
    IdentifierResolution(value: nil, method: .unresolved, reason: reason)
  }

  /// Compares everything but where a constant is declared.
  package static func == (lhs: IdentifierResolution, rhs: IdentifierResolution) -> Bool {
    (lhs.value, lhs.method, lhs.reason, lhs.constantName, lhs.alternatives, lhs.readsLoopVariable) == (
      rhs.value, rhs.method, rhs.reason, rhs.constantName, rhs.alternatives, rhs.readsLoopVariable
    )
  }
}

/// Which bundle a `UINib(nibName:bundle:)` loads from, as far as the call site spells it.
enum BundleSpelling: Equatable {
  /// `nil`, `.main` or `Bundle.main`.
  case main
  /// `.module` or `Bundle.module`.
  case module
  /// `Bundle(for: X.self)`.
  case forClass([String])
  /// `R.nib.x()`, R.swift 5's spelling (`static func x(_: Void = ()) -> UINib`): its
  /// `R.hostingBundle`, `Bundle(for: R.Class.self)`, the bundle that holds the module's classes.
  case rswiftHostingBundle
  /// `UINib(resource: R.nib.x)` and R.swift's own `register(R.nib.x)`: the bundle of the `R` they are
  /// read through, `R.hostingBundle` (R.swift 5), or the bundle R.swift 7 makes its `R` with: the one that
  /// holds the module's classes in an Xcode target, `Bundle.module` in a Swift package target (its plugins'
  /// `--bundle-source`, `Plugins/RswiftGenerateInternalResources/RswiftGenerateInternalResources.swift`).
  /// In an application target it is the main bundle either way.
  case rswift
  /// A member of a type, `OTRAssets.resourcesBundle` or `Bundle.resources`: a bundle of the app's own
  /// making, which a declaration at the top level of a file can name as the call does.
  case typeMember([String])
  /// Anything else.
  case other
}

/// How a dequeue site names the class it expects.
enum CastKind: Equatable {
  /// `as! X`: UIKit's view must be an `X`, or the app crashes.
  case forced
  /// `as? X`; `isFatal` when a `guard … else { fatalError() }` makes a mismatch a crash all the same.
  case conditional(isFatal: Bool)
  /// `as X` or `let cell: X =` around a generic dequeue, which traps on a mismatch.
  case coercion
  /// A typed call or helper whose own body traps on a mismatch.
  case typed

  /// Whether a view of another class crashes the app.
  var crashesOnMismatch: Bool {
    if case .conditional(let isFatal) = self { return isFatal }
    return true
  }
}

/// One UIKit call that registers or dequeues by reuse identifier.
package struct ReuseCallSite {
  /// Whether the call registers or dequeues.
  package typealias Role = ReuseCallRole

  /// One argument: its label (`_` when none) and the tokens of its value.
  struct Argument {
    var label: String
    var first: Int
    var last: Int
  }

  /// Register or dequeue.
  package var role: Role
  /// The registry; `nil` for a typed dequeue whose type is inferred, which may be a table or a collection.
  package var family: ReuseFamily?
  /// The method as Swift names it, such as `register(_:forCellReuseIdentifier:)`.
  package var call: String
  /// Where the method's name is.
  package var location: SourceLocation
  /// The identifier.
  package var identifier: IdentifierResolution
  /// Where the identifier argument is (the method's name for typed calls).
  package var identifierLocation: SourceLocation
  /// For a registration, the class registered.
  var registeredClass: ClassReference = .unknown(.notARegistration)
  /// For a registration in a loop over strings (`for id in [a, b] { register(UINib(nibName: id, …), …: id) }`),
  /// the class registered for each identifier the loop variable takes: the site stays one call.
  var registeredClassPerElement: [String: ClassReference] = [:]
  /// For a nib registration, the nib's name.
  package var nibName: String?
  /// For a registration of a view's nib member (`Cell.nib`) whose declaration the run does not read (a
  /// library's), the member as written: the call registers a nib, though not one whose name is known.
  var unreadNibMember: String?
  /// For a nib registration, its bundle.
  var bundle: BundleSpelling?
  /// For a dequeue, the type cast or coerced to, or that a typed call or helper dequeues, as written.
  package var castType: String?
  /// How the dequeued view meets `castType`.
  var castKind: CastKind?
  /// The class the cast names.
  var castClass: ClassReference?
  /// Whether UIKit raises when nothing is registered under the identifier (the index path variants); the
  /// others return `nil`.
  package var crashesWhenUnregistered = false
  /// `registerAllReusableViews()`: registers every view of the module.
  package var registersEverything = false
  /// For a typed call, the view's name.
  package var typedView: String?
  /// For a typed dequeue of a metatype chosen at run time (`dequeueReusableCell(row.type, for:)`), the
  /// views it may dequeue; `identifier` holds their identifiers.
  package var typedViewChoices: [String] = []
  /// For a call that passes a `TypedReuseIdentifier`, such as `register(identifier: .settings)`, the
  /// member it names.
  package var typedIdentifier: String?
  /// For a dequeue that passes a choice of `TypedReuseIdentifier` members (`isCompact ? .badgeCompact :
  /// .badgeRegular`), the members.
  package var typedIdentifierChoices: [String] = []
  /// For a site read through one of the module's own helpers, the helper's signature; the site stands at
  /// the helper's call.
  package var viaHelper: String?
  /// The helper the site was read through, by file and name token, for `--retire-helpers`.
  var helper: (file: Int, nameToken: Int)?
  /// For a call of R.swift's own API that passes an `R.nib.x` or `R.reuseIdentifier.x` whole (SPEC §10.7):
  /// `register(R.nib.x)`, or `dequeueReusableCell(withIdentifier: R.reuseIdentifier.x, for:)`, which
  /// returns the view as an Optional of its class.
  var passesRSwiftResource = false
  /// Whether the helper call passes one of several metatypes (`registerNib(for: row.type)` in a loop over
  /// `Row.allCases`): the call stands for one site per type, and no typed call replaces it.
  var passesMetatypeChosenAtRunTime = false

  // Where the call is, for checks that compare scopes and for rewriting.
  var file: Int
  var nameToken: Int
  var closeParen: Int
  var arguments: [Argument]
  /// Whether the call has an explicit receiver (`tableView.register`), which rewriting requires.
  var isMemberCall: Bool
  /// The receiver as written, for telling whether two calls address one view.
  var receiver: String
  /// Whether the receiver chain uses optional chaining (`tableView?.…`).
  var receiverIsOptionalChain: Bool
  /// The last token of the `as! Type` after the call, and whether removing the cast keeps the expression's
  /// meaning (nothing of lower precedence binds the call, nothing follows the type).
  var castEnd: Int?
  var castIsRewritable = false
  /// The innermost brace the call is in, for the duplicate-registration check.
  var body: Int?
}
