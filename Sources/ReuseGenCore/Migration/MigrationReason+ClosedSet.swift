extension MigrationReason {
  /// Why a dequeue whose identifier is chosen at run time among several stays (`MetatypeChoices.swift`,
  /// `Migrator.plan`): `unresolved` is why its identifier is not one, as the evaluator gives it
  /// (`IdentifierResolution.reason`), worded here; `nil`, a site without one, is worded as nothing.
  enum ClosedSet: Hashable {
    /// The identifier is not known before run time at all.
    case unresolved(EvaluationFailure?)
    /// The call registers, or has an error, and a typed call names one view.
    case namesOneView(unresolved: EvaluationFailure?)
    /// No member of the code returns the views' types.
    case noMemberReturnsTypes(unresolved: EvaluationFailure?)
    /// The member `member` (`Owner.name`) that returns the types cannot be retyped.
    case memberCannotBeRetyped(unresolved: EvaluationFailure?, member: String)
    /// The type `type` has no typed API whose identifier is the one chosen.
    case typeWithoutMatchingTypedAPI(unresolved: EvaluationFailure?, type: String)
    /// The module's own dequeue of the typed call's name takes the call, and not every `uikitClass`.
    case ownDequeueTakesNotEveryView(uikitClass: String)
    /// Code registers the chosen identifier as several classes, or none.
    case identifierNotOneClass(identifier: String)
    /// Code uses the chosen identifier for other classes than `view`.
    case identifierOfOtherClasses(identifier: String, view: String)

    var message: String {
      switch self {
      case .unresolved(let reason): "the identifier is unresolved: \(Self.words(reason))"
      case .namesOneView(let reason): "\(Self.words(reason)); a typed call names one view"
      case .noMemberReturnsTypes(let reason):
        "\(Self.words(reason)); a typed call names one view, and no member returns their types"
      case .memberCannotBeRetyped(let reason, let member):
        "\(Self.words(reason)); a typed call names one view, and '\(member)' cannot be retyped to take the "
          + "typed API's types"
      case .typeWithoutMatchingTypedAPI(let reason, let type):
        "\(Self.words(reason)); '\(type)' has no typed API whose identifier is the one the row chooses"
      case .ownDequeueTakesNotEveryView(let uikitClass):
        "the module's own dequeue of that name replaces the generated one, and does not take every "
          + "'\(uikitClass)' as the generated one does"
      case .identifierNotOneClass(let identifier):
        "reuse identifier '\(identifier)' is not registered in code as one class"
      case .identifierOfOtherClasses(let identifier, let view):
        "reuse identifier '\(identifier)' is used for other classes than '\(view)'"
      }
    }

    /// The evaluator's reason in words; none for a site without one.
    private static func words(_ reason: EvaluationFailure?) -> String { reason?.message ?? "" }
  }
}
