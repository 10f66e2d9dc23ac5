/// Every diagnostic about xibs and storyboards (`InterfaceBuilderMatcher`, `InterfaceBuilderReader`,
/// `InterfaceBuilderBases`), worded in one place: the matcher decides which case an element gets; this
/// says it.
enum InterfaceBuilderMessage: DiagnosticMessage {
  /// `view` is the top-level view of `count` nibs, and `registered` is the one registered.
  case topLevelViewOfSeveralNibs(view: String, count: Int, registered: String)
  /// The note at a nib `nib` that holds the view.
  case nibHoldsItHere(nib: String)
  /// `view` has `count` different reuse identifiers, and `used` is the one used.
  case severalIdentifiers(view: String, count: Int, used: String)
  /// The note where Interface Builder sets `identifier`.
  case identifierSetHere(identifier: String)
  /// The element `tag` names `customClass`, which no scanned class matches (`hint` says what is near).
  case unmatchedCustomClass(tag: String, customClass: String, hint: String?)
  /// Interface Builder draws `view` as `declared` (a plain view when `nil`), and it is a `kind`.
  case kindMismatch(view: String, declared: ViewKind?, kind: ViewKind)
  /// The note at `view`'s declaration.
  case declaredHere(view: String)
  /// The xib has `count` top-level objects, and `classes` stay class-based.
  case tooManyTopLevelObjects(count: Int, classes: [String])
  /// The file cannot be read as Interface Builder's XML, for `reason`.
  case malformed(reason: String)
  /// `base`, of another module, is read as a base of `kind` since Interface Builder draws `className` so.
  case baseInferred(base: String, kind: ViewKind, className: String)

  var severity: Diagnostic.Severity {
    switch self {
    case .nibHoldsItHere, .identifierSetHere, .declaredHere, .baseInferred: .note
    case .topLevelViewOfSeveralNibs, .severalIdentifiers, .unmatchedCustomClass, .kindMismatch,
      .tooManyTopLevelObjects, .malformed:
      .warning
    }
  }

  var message: String {
    switch self {
    case .topLevelViewOfSeveralNibs(let view, let count, let registered):
      "'\(view)' is the top-level view of \(count) nibs; the generated API registers nib '\(registered)'"
    case .nibHoldsItHere(let nib): "nib '\(nib)' holds it here"
    case .severalIdentifiers(let view, let count, let used):
      "'\(view)' has \(count) different reuse identifiers in Interface Builder; the generated API uses "
        + "'\(used)'"
    case .identifierSetHere(let identifier): "reuse identifier '\(identifier)' is set here"
    case .unmatchedCustomClass(let tag, let customClass, let hint):
      "\(tag) has custom class '\(customClass)', which matches no scanned class"
        + (hint.map { " (\($0))" } ?? "")
    case .kindMismatch(let view, let declared, let kind):
      "Interface Builder declares '\(view)' as \(declared.map { "a \($0.rawValue)" } ?? "a plain view"), "
        + "but it is a \(kind.rawValue)"
    case .declaredHere(let view): "'\(view)' is declared here"
    case .tooManyTopLevelObjects(let count, let classes):
      "xib has \(count) top-level objects, but UIKit registers a nib only when it holds exactly one; "
        + "\(classes.map { "'\($0)'" }.joined(separator: ", ")) \(classes.count == 1 ? "stays" : "stay") "
        + "class-based"
    case .malformed(let reason): "malformed Interface Builder file: \(reason); its views are ignored"
    case .baseInferred(let base, let kind, let className):
      "'\(base)' is read as a \(ReuseFamily(kind).noun) base from another module, because Interface Builder "
        + "draws '\(className)' as one; '--base \(base)=\(kind.rawValue)' says so explicitly"
    }
  }
}
