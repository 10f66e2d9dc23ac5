/// `X.cellIdentifier()` (SPEC §10.1): a call without arguments of a static or class method whose body
/// returns an identifier expression, `class func cellIdentifier() -> String { return "XMPPAccountCell" }`
/// or `static func reuseIdentifier() -> String { String(describing: self) }`. As for a computed static
/// member, `self` in the body is the type the call names, so each subclass gets its own name, and the
/// override a class declares is the one its calls run.
extension IdentifierEvaluator {
  func staticCall(_ path: [String], selfType: EvaluatedType?, at place: ExpressionPlace?, depth: Int)
    -> Result<[String], EvaluationFailure>
  {
    let written = path.joined(separator: ".") + "()"
    guard let lookup, let name = path.last else {
      return .failure(.notLookedUp(written))
    }
    let typePath = Array(path.dropLast())
    let type: Result<EvaluatedType, EvaluationFailure>
    if typePath.isEmpty || typePath == ["Self"] || typePath == ["self"], let selfType {
      // In a static member, a bare call and `Self.` call through the dynamic type.
      type = .success(selfType)
    } else if typePath.isEmpty {
      type = lookup.type(["Self"], at: place)
    } else {
      type = specializedType(typePath, at: place)
    }
    switch type {
    case .failure(let failure):
      // `value.lowercased()`: a call on a value, which is no type's static method.
      if failure.isUndeclared, typePath.first?.first?.isLowercase == true {
        return .failure(.unsupported(written))
      }
      return .failure(failure)
    case .success(let type):
      return lookup.staticMethod(name, of: type).flatMap { value in
        evaluate(
          value.expression, selfType: value.selfType(readThrough: type), at: value.place, depth: depth + 1)
      }
    }
  }
}

extension IdentifierLookup {
  /// A lookup that knows no functions answers no call.
  func staticMethod(_ name: String, of type: EvaluatedType) -> Result<NamedValue, EvaluationFailure> {
    .failure(.notLookedUp(type.qualifiedName + "." + name + "()"))
  }
}

extension SubstitutingLookup {
  func staticMethod(_ name: String, of type: EvaluatedType) -> Result<NamedValue, EvaluationFailure> {
    base.staticMethod(name, of: type)
  }
}

extension SourceLookup {
  /// The modifiers and attribute names that may stand between a method's declaration and the end of the
  /// one before it.
  private static let methodModifiers: Set<String> = [
    "static", "class", "final", "override", "public", "open", "internal", "package", "fileprivate",
    "private", "nonisolated", "dynamic", "objc", "MainActor", "inlinable", "discardableResult",
  ]

  func staticMethod(_ name: String, of type: EvaluatedType) -> Result<NamedValue, EvaluationFailure> {
    let written = type.qualifiedName + "." + name + "()"
    // Only a lookup over the whole module knows functions (`functionsByName`).
    guard let method = method(name, of: type) else {
      if let objectiveC = objectiveCClassMethod(name, of: type) { return objectiveC }
      return .failure(
        .notAMethodWithoutParameters(written))
    }
    let source = sources[method.file]
    guard isStatic(method, in: source) else {
      return .failure(.callsInstanceMethod(written))
    }
    guard method.returnType == "String",
      let (expression, _) = source.withParser({ $0.propertyValue(after: method.bodyOpen) })
    else {
      return .failure(.doesNotReturnString(written))
    }
    // The names its body uses are looked up in the method's type, as Swift would.
    let owner = method.owner.map { $0.split(separator: ".").map(String.init) } ?? []
    let enclosing = owner.indices.map { owner[...$0].joined(separator: ".") }
    return .success(
      NamedValue(
        expression: expression,
        place: ExpressionPlace(
          file: method.file, token: method.bodyClose,
          scope: ScopeSnapshot(types: enclosing, braces: [method.bodyOpen])),
        isStored: false, owner: type, isStatic: true))
  }

  /// Whether `static` or `class` is among the modifiers before the method's `func`.
  private func isStatic(_ method: FunctionDeclaration, in source: SourceFile) -> Bool {
    var index = method.nameToken - 2
    while index >= 0 {
      if source.isKind(index, .atSign) || source.isKind(index, .leftParen)
        || source.isKind(index, .rightParen)
      {
        index -= 1
        continue
      }
      guard let word = source.name(index), Self.methodModifiers.contains(word) else { return false }
      if word == "static" || word == "class" { return true }
      index -= 1
    }
    return false
  }
}
