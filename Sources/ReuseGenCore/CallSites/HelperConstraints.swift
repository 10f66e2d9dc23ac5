/// A helper's generic constraints against the types a call passes (SPEC §10.2): Swift calls a generic
/// helper only for a type that meets its constraints, so a call whose type cannot is another function's,
/// the generated API's `register(_:)` beside an app's `register<T: UITableViewCell & Reusable>(_:)` for a
/// header view.
extension CallSiteModule {
  /// Whether a UIKit class the helper's generic parameters must descend from (`T: UITableViewCell`) is one
  /// a type the call passes is known not to descend from. A class the chain cannot be followed to, or a
  /// protocol, excludes nothing: the module may not show every conformance.
  func constraintsExclude(_ helper: FunctionDeclaration, _ bound: HelperBindings) -> Bool {
    for (generic, requirements) in helper.constraints {
      let passed =
        bound.types[generic].map { [$0] } ?? bound.typeChoices.map { $0.generic == generic ? $0.types : [] }
        ?? []
      for requirement in requirements where isUIKitClass(requirement, from: helper.file) {
        if passed.contains(where: { descends($0, from: requirement) == false }) { return true }
      }
    }
    return false
  }

  /// Whether `name` is one of UIKit's classes above reusable views, which no source of the module shadows.
  private func isUIKitClass(_ name: String, from file: Int) -> Bool {
    UIKitClasses.isAncestorOfReusableViews(name)
      && lookup.declaredType([name], inFile: file, scope: []).isFailureNotDeclared
  }

  /// Whether `type` is the UIKit class `name` or a subclass of it; `nil` when its chain cannot be followed.
  private func descends(_ type: EvaluatedType, from name: String) -> Bool? {
    guard type.module != nil else {
      guard let own = type.path.last, type.path.count == 1, UIKitClasses.isAncestorOfReusableViews(own) else {
        return nil
      }
      return UIKitClasses.ancestors(of: own).contains(name)
    }
    return isClass(.module(type.qualifiedName), kindOf: .uikit(name))
  }
}
