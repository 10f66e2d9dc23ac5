extension MigrationReason {
  /// Why an identifier group stays whole, whatever its calls look like: what its string names, who else
  /// uses the string, and what the view's typed API would use instead (`Migrator.decide`,
  /// `TypedIdentifierMigration.swift`, `MigrationGroups`).
  enum GroupConflict: Hashable {
    /// The string names no reusable view of the module.
    case namesNoView(identifier: String)
    /// The string names no view of the module, and a typed identifier needs the support code here.
    case needsSupportCodeInModule(identifier: String)
    /// The string is used for several views, `views`.
    case usedForSeveralViews(identifier: String, views: [String])
    /// The string is used for the module's `views` and for a view of no class of the module: a storyboard
    /// prototype of UIKit's or another module's class (`byPrototype`), or a call that names none.
    case usedForViewsAndOthers(identifier: String, views: [String], byPrototype: Bool)
    /// The view has no typed API in the generated file.
    case noTypedAPI(view: String)
    /// The view's typed API uses `viewIdentifier` (unknown before run time when `nil`), which the view
    /// declares, or which its `sourceName` (xib, storyboard) sets.
    case viewHasOtherIdentifier(
      view: String, viewIdentifier: String?, identifier: String, isDeclared: Bool, sourceName: String)
    /// The view's identifier `typed` is also used for `other` (another view when `nil`).
    case viewIdentifierUsedForOtherView(view: String, typed: String, other: String?)
    /// The view's identifier `typed` is registered at `place` from nib `nib` (without one when `nil`), not
    /// from the view's nib `viewNib`.
    case viewIdentifierRegisteredFromOtherNib(
      view: String, typed: String, place: SourceLocation, nib: String?, viewNib: String?)
    /// A xib or storyboard sets the string.
    case setByInterfaceBuilder(identifier: String)
    /// The group would move from its string to `typed`, and the code at `read` reads a view's
    /// `reuseIdentifier`, which would return the new string.
    case readAsViewIdentifier(identifier: String, typed: String, read: SourceLocation)
    /// An Objective-C send at `place` registers (or dequeues) the string, and Objective-C is never rewritten.
    case usedByObjectiveC(identifier: String, place: SourceLocation, registers: Bool)
    /// An Objective-C send at `place` registers (or dequeues) an identifier unknown before run time, for
    /// `unresolved` (`nil` when the send gives no reason).
    case mayBeUsedByObjectiveC(
      identifier: String, place: SourceLocation, registers: Bool, unresolved: EvaluationFailure?)
    /// The string is also used in file `path`, which the run does not rewrite.
    case usedInUnrewrittenFile(identifier: String, path: String)
    /// The string is also registered or dequeued through the module's own helper `helper`.
    case usedThroughOwnHelper(identifier: String, helper: String)
    /// A site whose identifier is unknown before run time may use the string, for `why`.
    case mayBeUsedByUnresolvedSite(identifier: String, why: UnresolvedUse)
    /// The site moves only with its group, which stays for the reasons at `blocking`: every site that keeps
    /// it, so that a user who fixes one is not then told of the next.
    case movesOnlyWithItsGroup(identifier: String, scopeView: String?, blocking: [SourceLocation])
    /// A storyboard prototype of a class other than `viewType` sets the string.
    case prototypeOfOtherClass(identifier: String, viewType: String)
    /// The string is registered in code and set by a storyboard prototype.
    case registeredAndSetByPrototype(identifier: String)
    /// The string names no view of the module, and a registration of it is not of UIKit's `viewType`.
    case registrationNotOfUIKitClass(identifier: String, UIKitRegistrationMismatch)
    /// The string names no view of the module, and a dequeue of it is used as `cast`.
    case dequeueUsedAsOtherClass(identifier: String, cast: String)
    /// Every site of the string is where the run does not rewrite.
    case onlyWhereNotRewritten(identifier: String)

    /// How a site whose identifier is unknown before run time may use a group's string.
    enum UnresolvedUse: Hashable {
      /// The site at `place` chooses among `alternatives` at run time.
      case choosesAmong(role: ReuseCallSite.Role, place: SourceLocation, alternatives: [String])
      /// The site at `place` names class `className` (registered, or cast to), which admits the group's
      /// view; `nil` when its class is not known.
      case unknownIdentifier(role: ReuseCallSite.Role, place: SourceLocation, className: String?)

      /// The reason, with the place it says.
      var placedMessage: PlacedText {
        switch self {
        case .choosesAmong(let role, let place, let alternatives):
          "the \(Self.verb(role)) at \(placeOf: place) chooses among "
            + "\(alternatives.map { "'\($0)'" }.joined(separator: ", ")) at run time"
        case .unknownIdentifier(let role, let place, let className):
          "the \(Self.verb(role)) at \(placeOf: place) has an identifier not known before run time, and "
            + "\(Self.admits(role, className))"
        }
      }

      private static func verb(_ role: ReuseCallSite.Role) -> String {
        role == .register ? "register" : "dequeue"
      }

      private static func admits(_ role: ReuseCallSite.Role, _ className: String?) -> String {
        switch className {
        case let name?: role == .register ? "it registers '\(name)'" : "its cast to '\(name)' admits it"
        case nil: role == .register ? "its class is not known" : "no cast rules it out"
        }
      }
    }

    /// What a registration of a group of UIKit's class registers instead of the class.
    enum UIKitRegistrationMismatch: Hashable {
      /// The registration's class is not known, for `reason`.
      case unknownClass(reason: ClassReference.Unknown)
      /// The registration is of `registered`, not of `viewType`.
      case otherClass(registered: String, viewType: String)
      /// The registration registers `viewType` from another source than the group's others.
      case otherSource(viewType: String)
      /// The registration is not of `viewType.self`, nor of a nib a declaration can name.
      case unnamedSource(viewType: String)

      var message: String {
        switch self {
        case .unknownClass(let reason): "this registration's class is not known: \(reason.message)"
        case .otherClass(let registered, let viewType):
          "this registration is of '\(registered)', not of '\(viewType)'"
        case .otherSource(let viewType):
          "this registration registers '\(viewType)' from another source than the others"
        case .unnamedSource(let viewType):
          "this registration is not of '\(viewType).self' or of a nib in a bundle a declaration can name"
        }
      }
    }

    var message: String { placedMessage.text }

    /// `message`, with the places it says.
    var placedMessage: PlacedText {
      switch self {
      case .namesNoView(let identifier):
        "reuse identifier '\(identifier)' names no reusable view of the module"
      case .needsSupportCodeInModule(let identifier):
        "reuse identifier '\(identifier)' names no reusable view of the module, and a typed identifier would "
          + "need the support code in this module (--support-module)"
      case .usedForSeveralViews(let identifier, let views):
        "reuse identifier '\(identifier)' is used for \(views.map { "'\($0)'" }.joined(separator: " and "))"
      case .usedForViewsAndOthers(let identifier, let views, let byPrototype):
        "reuse identifier '\(identifier)' is used for \(views.map { "'\($0)'" }.joined(separator: " and ")) and "
          + (byPrototype
            ? "set by a storyboard prototype of a class not of the module (UIKit's or another module's)"
            : "by a call that names no view of the module")
      case .noTypedAPI(let view): "'\(view)' has no typed API in the generated file"
      case .viewHasOtherIdentifier(
        let view, let viewIdentifier, let identifier, let isDeclared, let sourceName):
        "'\(view)' has reuse identifier '\(viewIdentifier ?? "decided at run time")', not '\(identifier)', "
          + "and \(isDeclared ? "declares it" : "its \(sourceName) sets it")"
      case .viewIdentifierUsedForOtherView(let view, let typed, let other):
        "'\(view)' would move to reuse identifier '\(typed)', which code also uses for "
          + "'\(other ?? "another view")'"
      case .viewIdentifierRegisteredFromOtherNib(let view, let typed, let place, let nib, let viewNib):
        "'\(view)' would move to reuse identifier '\(typed)', which \(placeOf: place) registers "
          + "\(nib.map { "from nib '\($0)'" } ?? "without a nib"), not from '\(viewNib ?? "")'"
      case .setByInterfaceBuilder(let identifier):
        "a xib or storyboard sets reuse identifier '\(identifier)', so it must stay"
      case .readAsViewIdentifier(let identifier, let typed, let read):
        "the code at \(placeOf: read) may read a view's reuseIdentifier, which would return '\(typed)' "
          + "instead of '\(identifier)', so the string stays"
      case .usedByObjectiveC(let identifier, let place, let registers):
        "the Objective-C send at \(placeOf: place) \(registers ? "registers" : "dequeues") reuse identifier "
          + "'\(identifier)', and migrate never rewrites Objective-C, so it must stay"
      case .mayBeUsedByObjectiveC(let identifier, let place, let registers, let unresolved):
        "reuse identifier '\(identifier)' stays, because the Objective-C send at \(placeOf: place) "
          + "\(registers ? "registers" : "dequeues") by an identifier not known before run time "
          + "(\(unresolved?.message ?? "unresolved"))"
      case .usedInUnrewrittenFile(let identifier, let path):
        "reuse identifier '\(identifier)' is also used in \(path), which this run does not rewrite"
      case .usedThroughOwnHelper(let identifier, let helper):
        "reuse identifier '\(identifier)' is also registered or dequeued through the module's own "
          + "'\(helper)' (--retire-helpers moves such calls)"
      case .mayBeUsedByUnresolvedSite(let identifier, let why):
        "reuse identifier '\(identifier)' stays, because \(why.placedMessage)"
      case .movesOnlyWithItsGroup(let identifier, let scopeView, let blocking):
        "reuse identifier '\(identifier)'\(scopeView.map { " of '\($0)'" } ?? "")"
          + " moves only with its whole group, which stays (see \(Self.places(blocking)))"
      case .prototypeOfOtherClass(let identifier, let viewType):
        "reuse identifier '\(identifier)' is set by a storyboard prototype of a class that is not '\(viewType)'"
      case .registeredAndSetByPrototype(let identifier):
        "reuse identifier '\(identifier)' is registered in code and set by a storyboard prototype"
      case .registrationNotOfUIKitClass(let identifier, let mismatch):
        "reuse identifier '\(identifier)' names no reusable view of the module, and \(mismatch.message)"
      case .dequeueUsedAsOtherClass(let identifier, let cast):
        "reuse identifier '\(identifier)' names no reusable view of the module, and this dequeue is used as "
          + "'\(cast)'"
      case .onlyWhereNotRewritten(let identifier):
        "reuse identifier '\(identifier)' is registered and dequeued only where this run does not rewrite"
      }
    }

    /// `A`, `A and B`, `A, B and C`, or the first three and how many more: the sites that keep a group.
    private static func places(_ locations: [SourceLocation]) -> PlacedText {
      let shown = locations.prefix(3).map { location -> PlacedText in "\(placeOf: location)" }
      let more = locations.count - shown.count
      guard shown.count > 1 else { return shown.first ?? "" }
      if more > 0 { return PlacedText.joined(shown, separator: ", ") + " and \(more) more" }
      return PlacedText.joined(Array(shown.dropLast()), separator: ", ") + " and " + shown[shown.count - 1]
    }
  }
}
