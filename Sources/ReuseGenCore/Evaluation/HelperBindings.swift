/// What a helper's parameters and generic parameters stand for at one call (SPEC §10.2): a call of
/// `register(FeedCell.self)` reads the helper's body with `T` (and its `cellType: T.Type`) as `FeedCell`.
struct HelperBindings {
  /// Generic parameters and metatype parameters, by name.
  var types: [String: EvaluatedType] = [:]
  /// `String` parameters, by name, as the call's argument evaluates.
  var values: [String: Result<String, EvaluationFailure>] = [:]
  /// A metatype parameter the call passes one of several types to (`row.type`, whose value is a `switch` of
  /// `X.self`), with its generic parameter: the body is read once for each type.
  var typeChoices: (parameter: String, generic: String?, types: [EvaluatedType])?

  /// Every type the call passes: each bound one, and each of a choice.
  var passedTypes: [EvaluatedType] { Array(types.values) + (typeChoices?.types ?? []) }

  /// The types the call passes to the metatype parameter `name`: the one bound, or each of a choice.
  func types(passedTo name: String) -> [EvaluatedType] {
    if let type = types[name] { return [type] }
    return typeChoices.map { $0.parameter == name ? $0.types : [] } ?? []
  }

  /// The bindings for each type of `typeChoices`.
  var eachChoice: [HelperBindings] {
    guard let choices = typeChoices else { return [self] }
    return choices.types.map { type in
      var bound = self
      bound.typeChoices = nil
      bound.types[choices.parameter] = type
      if let generic = choices.generic { bound.types[generic] = type }
      return bound
    }
  }
}

/// The module's lookup, with a helper's parameters bound to what one call passes.
struct SubstitutingLookup: IdentifierLookup {
  let base: SourceLookup
  let bindings: HelperBindings

  func type(_ path: [String], at place: ExpressionPlace?) -> Result<EvaluatedType, EvaluationFailure> {
    if path.count == 1, let bound = bindings.types[path[0]] { return .success(bound) }
    return base.type(path, at: place)
  }

  func member(_ name: String, of type: EvaluatedType) -> Result<NamedValue, EvaluationFailure> {
    base.member(name, of: type)
  }

  func declaresCase(_ name: String, of type: EvaluatedType) -> Bool {
    base.declaresCase(name, of: type)
  }

  func switchedCases(of name: String, of type: EvaluatedType, at place: ExpressionPlace) -> [String]? {
    bindings.values[name] == nil ? base.switchedCases(of: name, of: type, at: place) : nil
  }

  func name(_ name: String, at place: ExpressionPlace) -> Result<NamedValue, EvaluationFailure> {
    if let value = bindings.values[name] {
      return value.map { NamedValue(expression: .literal($0), place: nil, isStored: true, owner: nil) }
    }
    if bindings.types[name] != nil { return .failure(.typeNotString(name)) }
    return base.name(name, at: place)
  }

  func valueType(of name: String, at place: ExpressionPlace) -> EvaluatedType? {
    bindings.values[name] == nil && bindings.types[name] == nil ? base.valueType(of: name, at: place) : nil
  }

  func memberType(_ name: String, of type: EvaluatedType) -> EvaluatedType? {
    base.memberType(name, of: type)
  }
}
