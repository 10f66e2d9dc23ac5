/// Evaluates the `reuseIdentifier` member a view sees, for that view's class (SPEC §8.1, §10.1): a protocol
/// default of `String(describing: self)` gives each class its own name.
enum DeclaredIdentifierEvaluation {
  static func evaluate(
    _ declared: StaticPropertyDeclaration, of resolved: ResolvedView, options: AnalysisOptions,
    lookup: DeclaredIdentifierLookup?
  ) -> DeclaredIdentifierValue {
    let view = resolved.view
    let selfType = EvaluatedType(
      path: view.name.split(separator: ".").map(String.init), module: view.definingModule ?? options.module,
      objcName: resolved.objcName, isGeneric: view.isGeneric, isClass: true,
      isSpelledThroughItsModule: view.isSpelledThroughItsModule)
    guard let expression = declared.value else {
      return .unknown(reason: "'\(view.name).reuseIdentifier' has no value reusegen reads")
    }
    let result: Result<String, EvaluationFailure>
    if expression.literal != nil || (expression.isSelfContained && !declared.isStored) {
      // A computed member runs with `self` the dynamic type: the view itself.
      result = IdentifierEvaluator(lookup: nil).evaluate(expression, selfType: selfType, at: nil)
    } else if let lookup {
      // Names and stored values are looked up as Swift finds them from the view.
      result = lookup.evaluate { lookup in
        lookup.member("reuseIdentifier", of: selfType).flatMap { value in
          IdentifierEvaluator(lookup: lookup).evaluate(
            value.expression, selfType: value.isStored ? value.owner : selfType, at: value.place)
        }
      }
    } else {
      result = .failure(EvaluationFailure("its value names other declarations"))
    }
    switch result {
    case .success(let value): return .value(value)
    case .failure(let failure): return .unknown(reason: failure.reason)
    }
  }
}
