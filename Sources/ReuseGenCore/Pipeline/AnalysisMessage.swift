/// Every diagnostic the module's analysis reports about its views (`ModuleAnalyzer`), worded in one place:
/// the analysis decides which case a view gets; this says it.
enum AnalysisMessage: DiagnosticMessage {
  /// The module declares helper `signature` itself (for `parameterClass`), so the generated file leaves out
  /// its own of that name.
  case ownHelperKept(signature: String, parameterClass: String?)
  /// The module declares a type named `documented`, so the generated one is named `name`.
  case ownTypeRenamed(documented: String, name: String)
  /// `view` is marked unavailable and left out.
  case unavailableViewLeftOut(view: String)
  /// Generated code cannot name `view`, for `reason` (`ViewStatus.reason`).
  case viewSkipped(view: String, reason: String)
  /// `view` declares `declared`, and its nib `nib` sets `interfaceBuilder`: an error for a literal, a
  /// warning for a computed identifier, which the typed API replaces. (A prototype's identifier is
  /// `declaredIdentifierDiffersFromPrototype`.)
  case declaredIdentifierOverridden(
    view: String, declared: String, nib: String, interfaceBuilder: String, isLiteral: Bool)
  /// `view` declares `declared`, and a prototype of it in `storyboard` sets `interfaceBuilder` (no nib of it
  /// sets one): a warning whatever the declaration, since code that dequeues the prototype by its own
  /// identifier is right (SPEC §11), and only a dequeue by the declared one from that storyboard's
  /// `container` (a table or collection view) asserts.
  case declaredIdentifierDiffersFromPrototype(
    view: String, declared: String, storyboard: String, interfaceBuilder: String, container: String)
  /// The note at the view's `reuseIdentifier` declaration.
  case reuseIdentifierDeclaredHere
  /// `view`'s Interface Builder identifier `identifier` cannot be used by its conformance in `module`
  /// (another module when `nil`): the view is left out.
  case inheritedIdentifierUnusable(view: String, identifier: String, isStoryboard: Bool, module: String?)
  /// `later` has the reuse identifier `identifier` of `earlier`, for `sharing`.
  case identifierShared(identifier: String, later: String, earlier: String, sharing: Sharing)
  /// The note at `view`'s declaration.
  case viewDeclaredHere(view: String)
  /// `view` is declared a second time, in a file beside the one at `earlier`: the files are not one
  /// target's (SPEC §14).
  case typeDeclaredTwice(view: String, earlier: String)
  /// `className` inherits from `base`, which the module does not declare: how to declare it as `kind`.
  case undeclaredBase(className: String, base: String, simpleBase: String, kind: ViewKind)

  /// How two views come to share one reuse identifier.
  enum Sharing {
    /// The app computes both, or Interface Builder sets them alike: a warning.
    case computed
    /// The later view inherits the earlier's declaration: a warning.
    case inherited
    /// ReuseGen spells both: an error.
    case spelled
  }

  var severity: Diagnostic.Severity {
    switch self {
    case .ownHelperKept, .ownTypeRenamed, .unavailableViewLeftOut, .reuseIdentifierDeclaredHere,
      .viewDeclaredHere, .undeclaredBase:
      .note
    case .viewSkipped: .warning
    case .declaredIdentifierOverridden(_, _, _, _, let isLiteral): isLiteral ? .error : .warning
    case .declaredIdentifierDiffersFromPrototype: .warning
    case .inheritedIdentifierUnusable, .typeDeclaredTwice: .error
    case .identifierShared(_, _, _, let sharing): sharing == .spelled ? .error : .warning
    }
  }

  var message: String {
    switch self {
    case .ownHelperKept(let signature, let parameterClass):
      "'\(signature)' is the module's own; the generated file leaves out its helper of that "
        + "name\(parameterClass.map { " for '\($0)'" } ?? ""), so existing calls keep "
        + "calling this one"
    case .ownTypeRenamed(let documented, let name):
      "the module declares its own '\(documented)'; the generated one is named '\(name)'"
    case .unavailableViewLeftOut(let view): "'\(view)' is marked unavailable, so generated code leaves it out"
    case .viewSkipped(let view, let reason):
      "'\(view)' is \(reason), so generated code cannot name it; skipped"
    case .declaredIdentifierOverridden(let view, let declared, let nib, let interfaceBuilder, let isLiteral):
      "'\(view)' declares reuse identifier '\(declared)', but its nib '\(nib)' sets "
        + "'\(interfaceBuilder)'; UIKit asserts when it dequeues the view"
        + (isLiteral
          ? " registered under '\(declared)'; declare '\(interfaceBuilder)', or set the xib's identifier to "
            + "'\(declared)'"
          : " by the declared identifier, so the generated API registers and dequeues it with "
            + "'\(interfaceBuilder)'")
    case .declaredIdentifierDiffersFromPrototype(
      let view, let declared, let storyboard, let interfaceBuilder, let container):
      "'\(view)' declares reuse identifier '\(declared)', but its prototype in '\(storyboard)' sets "
        + "'\(interfaceBuilder)': UIKit asserts when a \(container) of that storyboard dequeues it by "
        + "'\(declared)', so the generated API uses '\(interfaceBuilder)'; dequeue the prototype by "
        + "'\(interfaceBuilder)', or set its identifier to '\(declared)' in the storyboard"
    case .reuseIdentifierDeclaredHere: "'reuseIdentifier' declared here"
    case .inheritedIdentifierUnusable(let view, let identifier, let isStoryboard, let module):
      "'\(view)' must be registered and dequeued with '\(identifier)', which its "
        + "\(Self.interfaceBuilderFile(isStoryboard)) sets, not with the 'reuseIdentifier' it inherits; its "
        + "conformance lives in \(Self.moduleName(module)), so the typed API cannot use '\(identifier)', and "
        + "generated code leaves the view out. Declare 'reuseIdentifier' as '\(identifier)' in the class, or "
        + "make the \(Self.interfaceBuilderFile(isStoryboard)) use the inherited identifier"
    case .identifierShared(let identifier, let later, let earlier, .computed):
      "reuse identifier '\(identifier)' of '\(later)' is also that of '\(earlier)'; "
        + "UIKit cannot tell them apart when both are registered on one view"
    case .identifierShared(let identifier, let later, let earlier, .inherited):
      "'\(later)' inherits reuse identifier '\(identifier)' from '\(earlier)'; "
        + "UIKit cannot tell them apart when both are registered"
    case .identifierShared(let identifier, let later, let earlier, .spelled):
      "reuse identifier '\(identifier)' of '\(later)' is already used by '\(earlier)'"
    case .viewDeclaredHere(let view): "'\(view)' declared here"
    case .typeDeclaredTwice(let view, let earlier):
      "'\(view)' is declared again here and in '\(earlier)'; one module cannot declare a type twice, so "
        + "these files are not all one target's (a stale copy, or a sibling target's file): read what Xcode "
        + "compiles with '--project <project> --target <name>', or leave the copy out with '--exclude'"
    case .undeclaredBase(let className, let base, let simpleBase, let kind):
      "'\(className)' inherits from '\(base)', which this module does not declare; if it is a reusable "
        + "view, declare it with '--base \(simpleBase)=\(kind.rawValue)' or "
        + "\"bases\": {\"\(simpleBase)\": \"\(kind.rawValue)\"} in reusegen.json"
    }
  }

  private static func interfaceBuilderFile(_ isStoryboard: Bool) -> String {
    isStoryboard ? "storyboard prototype" : "nib"
  }

  private static func moduleName(_ module: String?) -> String {
    module.map { "'\($0)'" } ?? "another module"
  }
}
