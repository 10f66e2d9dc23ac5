/// Where an expression is written: the names it uses are looked up from there.
struct ExpressionPlace {
  /// The file, by index into the lookup's sources.
  var file: Int
  /// The first token of the expression.
  var token: Int
  /// The types and braces open there.
  var scope: ScopeSnapshot
}

/// What a name the evaluator looked up stands for.
struct NamedValue {
  /// The value's expression.
  var expression: IdentifierExpression
  /// Where that expression is written, for the names it uses in turn.
  var place: ExpressionPlace?
  /// Whether it is stored (`let x = …`), so that `self` in it is the declaring type, not the dynamic one.
  var isStored: Bool
  /// The type whose member it is, if any.
  var owner: EvaluatedType?
  /// Whether it is its type's own (`static`, `class`, an enum case), which no instance reads.
  var isStatic = false

  /// What `self` is in the value's expression when it is read through `accessed`: a stored value is
  /// computed once, with `self` the type that declares it; a computed one runs with the type it is read
  /// through.
  func selfType(readThrough accessed: EvaluatedType?) -> EvaluatedType? {
    isStored ? owner : accessed ?? owner
  }
}

/// Answers the names an identifier expression uses: types, static members (own, inherited, from UIKit
/// extensions and protocol defaults) and bare names, each as Swift's lookup would find it.
protocol IdentifierLookup {
  /// The type `path` names at `place`.
  func type(_ path: [String], at place: ExpressionPlace?) -> Result<EvaluatedType, EvaluationFailure>
  /// The static member or enum case `name` that `type` sees.
  func member(_ name: String, of type: EvaluatedType) -> Result<NamedValue, EvaluationFailure>
  /// The bare name `name` at `place`: a local, a member of an enclosing type, or a global.
  func name(_ name: String, at place: ExpressionPlace) -> Result<NamedValue, EvaluationFailure>
  /// The type of the property or local `name` at `place`, as its annotation or its initializer call
  /// (`let model = Model()`) writes it.
  func valueType(of name: String, at place: ExpressionPlace) -> EvaluatedType?
  /// The type of the instance property `name` of values of `type`, as its declaration writes it.
  func memberType(_ name: String, of type: EvaluatedType) -> EvaluatedType?
  /// The static or class method `name()` without parameters that `type` sees, as the value its body
  /// returns (`class func cellIdentifier() -> String { return "XMPPAccountCell" }`).
  func staticMethod(_ name: String, of type: EvaluatedType) -> Result<NamedValue, EvaluationFailure>
  /// Whether the enum `type` declares a case `name`: `E.name.member` reads a property of that value.
  func declaresCase(_ name: String, of type: EvaluatedType) -> Bool
  /// The cases a `switch name { case .a: … }` clause around `place` narrows the local or parameter `name`,
  /// a value of the enum `type`, to (in `default:`, the cases of `type` no other clause names); `nil`
  /// outside such a clause, or when code may assign `name` another value.
  func switchedCases(of name: String, of type: EvaluatedType, at place: ExpressionPlace) -> [String]?
}

/// Gives the string Swift would produce for an `IdentifierExpression`, or the reason it cannot be known
/// before run time (SPEC §10.1). `list`, `generate`, `audit` and `migrate` all evaluate through it.
struct IdentifierEvaluator {
  /// Answers the names the expression uses; `nil` when only self-contained expressions are evaluated.
  var lookup: (any IdentifierLookup)?
  /// Whether a class name the runtime mangles (`NSStringFromClass` of a nested class) evaluates to a
  /// placeholder that stands for it. `audit` compares identifiers, for which one class's name equals
  /// itself; `list` and `generate` show the string, which is not known.
  var acceptsRuntimeNames = false

  /// Constants that refer to one another more deeply than this are taken for a cycle.
  private static let maximumDepth = 32

  /// A closed set has at most this many members; a larger one (a concatenation of several choices) is not
  /// evaluated.
  private static let maximumAlternatives = 64

  /// Evaluates `expression`, written at `place`, where `self` is `selfType` (a static member's dynamic
  /// type): the one string it produces, or the reason there is no one.
  func evaluate(
    _ expression: IdentifierExpression, selfType: EvaluatedType?, at place: ExpressionPlace?
  ) -> Result<String, EvaluationFailure> {
    evaluateAll(expression, selfType: selfType, at: place).flatMap { values in
      values.count == 1 ? .success(values[0]) : .failure(.chosenAtRunTime(values))
    }
  }

  /// Evaluates `expression` to every string it may produce: one, or the members of a closed set (a ternary,
  /// `if` or `switch` whose every branch evaluates), in the order written and each once.
  func evaluateAll(
    _ expression: IdentifierExpression, selfType: EvaluatedType?, at place: ExpressionPlace?
  ) -> Result<[String], EvaluationFailure> {
    evaluate(expression, selfType: selfType, at: place, depth: 0)
  }

  /// The types a metatype-valued expression written at `place` stands for (`row.type`, where `type` is a
  /// `switch` of `X.self`), or `nil`.
  func metatypes(of expression: IdentifierExpression, at place: ExpressionPlace) -> [EvaluatedType]? {
    metatypes(expression, selfType: nil, at: place, depth: 0)
  }

  func evaluate(
    _ expression: IdentifierExpression, selfType: EvaluatedType?, at place: ExpressionPlace?, depth: Int
  ) -> Result<[String], EvaluationFailure> {
    guard depth < Self.maximumDepth else {
      return .failure(.tooDeep)
    }
    switch expression {
    case .literal(let value):
      return .success([value])
    case .concatenation(let parts):
      var results = [""]
      for part in parts {
        switch evaluate(part, selfType: selfType, at: place, depth: depth + 1) {
        case .success(let values):
          results = results.flatMap { prefix in values.map { prefix + $0 } }
          guard results.count <= Self.maximumAlternatives else {
            return .failure(.chosenAmongTooMany)
          }
        case .failure(let failure): return .failure(failure)
        }
      }
      return .success(Self.unique(results))
    case .choice(let branches):
      var results: [String] = []
      for branch in branches {
        switch evaluate(branch, selfType: selfType, at: place, depth: depth + 1) {
        case .success(let values): results += values
        case .failure(let failure): return .failure(failure)
        }
      }
      return .success(Self.unique(results))
    case .describing(let operand):
      return names(of: operand, selfType, place, depth, Self.describing)
    case .reflecting(let operand):
      return names(of: operand, selfType, place, depth, Self.reflecting)
    case .classString(let operand):
      return names(of: operand, selfType, place, depth) { type in
        if acceptsRuntimeNames, let placeholder = Self.runtimeNamePlaceholder(type) {
          return .success(placeholder)
        }
        return Self.classString(type)
      }
    case .reference(let path):
      return reference(path, selfType: selfType, at: place, depth: depth)
    case .lastComponent(let base, let separator):
      return evaluate(base, selfType: selfType, at: place, depth: depth + 1).flatMap { values in
        var results: [String] = []
        for value in values {
          // A mangled runtime name has no `.`: splitting at one leaves it whole.
          if Self.isRuntimeNamePlaceholder(value) {
            guard separator == "." else {
              return .failure(.mangledRuntimeName)
            }
            results.append(value)
          } else {
            results.append(value.components(separatedBy: separator).last ?? value)
          }
        }
        return .success(Self.unique(results))
      }
    case .array:
      return .failure(.arrayNotString)
    case .element(of: let sequence):
      // Each element in turn: the set of their strings.
      guard let elements = elements(of: sequence, selfType: selfType, at: place, depth: depth + 1) else {
        return .failure(.loopSequenceNotRead)
      }
      var results: [String] = []
      for element in elements {
        switch evaluate(element.expression, selfType: element.selfType, at: element.place, depth: depth + 1) {
        case .success(let values): results += values
        case .failure(let failure): return .failure(failure)
        }
      }
      return .success(Self.unique(results))
    case .staticCall(let path):
      return staticCall(path, selfType: selfType, at: place, depth: depth)
    case .unsupported(let text):
      return .failure(.unsupported(text))
    }
  }

  /// An element of a sequence, and where it is written.
  private struct Element {
    var expression: IdentifierExpression
    var selfType: EvaluatedType?
    var place: ExpressionPlace?
  }

  /// The elements of an array literal, written or named (`let cells = [A.self, B.self]`).
  private func elements(
    of sequence: IdentifierExpression, selfType: EvaluatedType?, at place: ExpressionPlace?, depth: Int
  ) -> [Element]? {
    guard depth < Self.maximumDepth else { return nil }
    switch sequence {
    case .array(let items):
      return items.map { Element(expression: $0, selfType: selfType, place: place) }
    case .reference(let path):
      guard case .success(let (value, accessed)) = resolve(path, selfType: selfType, at: place) else {
        return nil
      }
      return elements(
        of: value.expression, selfType: value.selfType(readThrough: accessed), at: value.place,
        depth: depth + 1)
    default:
      return nil
    }
  }

  /// `values` without repeats, in their order.
  private static func unique(_ values: [String]) -> [String] {
    var seen = Set<String>()
    return values.filter { seen.insert($0).inserted }
  }

  /// What a type-name idiom (`spell`) gives for its operand: the type written, or each type a value holds
  /// (`String(describing: viewClass)`, with `viewClass` a metatype, a loop's variable or `$0` over
  /// metatypes), or the reason it is none.
  private func names(
    of operand: TypeOperand, _ selfType: EvaluatedType?, _ place: ExpressionPlace?, _ depth: Int,
    _ spell: (EvaluatedType) -> Result<String, EvaluationFailure>
  ) -> Result<[String], EvaluationFailure> {
    let found = type(operand, selfType: selfType, at: place)
    guard case .failure(let failure) = found, case .type(let path) = operand, path.count == 1,
      let first = path[0].first, first.isLowercase || first == "$" || first == "_"
    else { return found.flatMap(spell).map { [$0] } }
    // A value, not a type: each metatype it holds, spelled; else, a string's description is the string.
    guard let types = metatypes(.reference(path), selfType: selfType, at: place, depth: depth + 1),
      !types.isEmpty
    else {
      return failure.isUndeclared
        ? reference(path, selfType: selfType, at: place, depth: depth) : .failure(failure)
    }
    var results: [String] = []
    for type in types {
      switch spell(type) {
      case .success(let value): results.append(value)
      case .failure(let failure): return .failure(failure)
      }
    }
    return .success(Self.unique(results))
  }

  private func type(_ operand: TypeOperand, selfType: EvaluatedType?, at place: ExpressionPlace?)
    -> Result<EvaluatedType, EvaluationFailure>
  {
    switch operand {
    case .selfType:
      guard let selfType else { return .failure(.selfTypeUnknown) }
      return .success(selfType)
    case .type(let path):
      if path == ["Self"], let selfType { return .success(selfType) }
      return specializedType(path, at: place)
    }
  }

  private func reference(_ path: [String], selfType: EvaluatedType?, at place: ExpressionPlace?, depth: Int)
    -> Result<[String], EvaluationFailure>
  {
    // `X.self.reuseIdentifier` is `X.reuseIdentifier`.
    var path = path
    if path.count > 2, let index = path.firstIndex(of: "self"), index > 0, index < path.count - 1,
      path[index - 1].first?.isUppercase == true
    {
      path.remove(at: index)
    }
    if path.count > 1, path.last == "self" {
      return .failure(.typeNotString(path.joined(separator: ".")))
    }
    let found = resolve(path, selfType: selfType, at: place)
    if case .failure = found, path.count > 1, path.last != "rawValue",
      let types = metatypes(
        .reference(Array(path.dropLast())), selfType: selfType, at: place, depth: depth + 1)
    {
      // `type.reuseIdentifier`, where `type` holds a metatype or a closed set of them
      // (`var type: UITableViewCell.Type { switch self { … } }`): the member of each.
      var results: [String] = []
      for type in types {
        switch evaluateMember(path[path.count - 1], of: type, depth: depth) {
        case .success(let values): results += values
        case .failure(let failure): return .failure(failure)
        }
      }
      return .success(Self.unique(results))
    }
    switch found {
    case .failure(let failure):
      return .failure(failure)
    case .success(let (value, accessed)):
      return evaluate(
        value.expression, selfType: value.selfType(readThrough: accessed), at: value.place, depth: depth + 1
      ).mapError { failure in
        guard case .choice = value.expression else { return failure }
        return Self.fromSite(failure, reading: path, ofType: value.owner)
      }
    }
  }

  /// The failure of a branch of a closed set (`switch self { case let .editorial(kind): return
  /// kind.reuseIdentifier … }`) as the site that reads `path` sees it: its reason names the branch's names,
  /// which are not written at the site, so it first says which declaration the site's expression reads.
  private static func fromSite(
    _ failure: EvaluationFailure, reading path: [String], ofType type: EvaluatedType?
  )
    -> EvaluationFailure
  {
    let member = path[path.count - 1]
    let declaration = type.map { $0.qualifiedName + "." + member } ?? member
    return .branchNotEvaluated(path.joined(separator: "."), declaration: declaration, failure)
  }

  /// The value of the static member `name` as read through `type`.
  private func evaluateMember(_ name: String, of type: EvaluatedType, depth: Int) -> Result<
    [String], EvaluationFailure
  > {
    guard let lookup else { return .failure(.notLookedUp(name)) }
    return lookup.member(name, of: type).flatMap { value in
      evaluate(
        value.expression, selfType: value.selfType(readThrough: type), at: value.place, depth: depth + 1)
    }
  }

  /// The types a metatype-valued expression stands for: `X.self`, a name whose value is one, or a closed
  /// set of them; `nil` when it is not one.
  private func metatypes(
    _ expression: IdentifierExpression, selfType: EvaluatedType?, at place: ExpressionPlace?, depth: Int
  ) -> [EvaluatedType]? {
    guard depth < Self.maximumDepth, lookup != nil else { return nil }
    switch expression {
    case .choice(let branches):
      var types: [EvaluatedType] = []
      for branch in branches {
        guard let found = metatypes(branch, selfType: selfType, at: place, depth: depth + 1) else {
          return nil
        }
        types += found.filter { !types.contains($0) }
      }
      return types
    case .element(of: let sequence):
      guard let elements = elements(of: sequence, selfType: selfType, at: place, depth: depth + 1) else {
        return nil
      }
      var types: [EvaluatedType] = []
      for element in elements {
        guard
          let found = metatypes(
            element.expression, selfType: element.selfType, at: element.place, depth: depth + 1)
        else { return nil }
        types += found.filter { !types.contains($0) }
      }
      return types
    case .reference(let path) where path.count > 1 && path.last == "self":
      guard case .success(let type) = specializedType(Array(path.dropLast()), at: place) else { return nil }
      return [type]
    case .reference(let path):
      guard case .success(let (value, accessed)) = resolve(path, selfType: selfType, at: place) else {
        return nil
      }
      return metatypes(
        value.expression, selfType: value.selfType(readThrough: accessed), at: value.place, depth: depth + 1)
    default:
      return nil
    }
  }

  /// The declaration a path names, and the type it is read through.
  private func resolve(_ path: [String], selfType: EvaluatedType?, at place: ExpressionPlace?)
    -> Result<(NamedValue, EvaluatedType?), EvaluationFailure>
  {
    let written = path.joined(separator: ".")
    guard let lookup else { return .failure(.notLookedUp(written)) }
    if path.count == 1 {
      // In a static member, a bare name is first a member of `Self`.
      if let selfType, case .success(let value) = lookup.member(path[0], of: selfType) {
        return .success((value, selfType))
      } else if let place {
        return lookup.name(path[0], at: place).map { ($0, $0.owner) }
      } else {
        return .failure(.notDeclaredWhereUsed(written))
      }
    }
    // `CellID.feed.rawValue` is the case's raw value; any other path is a static member of a type.
    let isRawValue = path.count > 2 && path.last == "rawValue"
    let typePath = Array(path.dropLast(isRawValue ? 2 : 1))
    let member = path[path.count - (isRawValue ? 2 : 1)]
    var accessed: Result<EvaluatedType, EvaluationFailure> =
      (typePath == ["Self"] || typePath == ["self"]) && selfType != nil
      ? .success(selfType!) : specializedType(typePath, at: place)
    // `viewModel.cellIdentifier`: a member of the type of a property or local. Only members whose value
    // never changes evaluate (a `let` with its value, or a computed constant), the same in every instance.
    // `row.filter.reuseIdentifier`: each further link is a property whose type its declaration writes.
    let instance = typePath.first == "self" ? Array(typePath.dropFirst()) : typePath
    var readsInstance = false
    if case .failure(let failure) = accessed, !isRawValue, let first = instance.first, let place {
      // Where no type of that name is declared, a reason that names what is really missing.
      if var type = lookup.valueType(of: first, at: place) {
        var known = [first]
        for link in instance.dropFirst() {
          guard let next = lookup.memberType(link, of: type) else { break }
          known.append(link)
          type = next
        }
        if known.count == instance.count {
          accessed = .success(type)
          readsInstance = true
        } else if failure.isUndeclared {
          // The value is known, not the type of the property read through it.
          accessed = .failure(
            .untypedProperty(instance[...known.count].joined(separator: "."), reading: written))
        }
      } else if failure.isUndeclared, first.hasPrefix("$") {
        // `$0.reuseIdentifier`: the closure's parameter, of whatever its caller passes.
        accessed = .failure(.closureParameter(first))
      } else if failure.isUndeclared, first.first?.isLowercase == true,
        !lookup.name(first, at: place).isFailureNotDeclared
      {
        // A local, a parameter or a property: declared, of a type that is not known before run time.
        accessed = .failure(Self.runTimeValue(first, at: place, lookup: lookup, reading: written))
      }
    }
    if case .failure(let failure) = accessed, failure.isUndeclared, let place {
      accessed = .failure(
        Self.notAType(typePath, at: place, lookup: lookup, reading: written, member: member) ?? failure)
    }
    return accessed.flatMap { type in
      let found = lookup.member(member, of: type)
      // `field.rawValue`, `self.rawValue`: no source declares the enum's synthesized `rawValue`, and the
      // case is the one the value holds at run time.
      if path.count == 2, member == "rawValue", case .failure(let failure) = found, failure.isUndeclared,
        readsInstance || typePath == ["self"]
      {
        // Inside `case .a:` of `switch value`, the value is `.a`, whose raw value the case declares.
        if readsInstance, let place, let cases = lookup.switchedCases(of: path[0], of: type, at: place),
          cases.count == 1,
          lookup.declaresCase(cases[0], of: type),
          case .success(let value) = lookup.member(cases[0], of: type)
        {
          return .success((value, type))
        }
        let typeName = type.path.joined(separator: ".")
        return .failure(.rawValueOfRunTimeCase(path[0], of: typeName, reading: written))
      }
      return found.flatMap { value in
        // No instance reads a static member: the type declares an instance one of that name too, whose
        // value the instance holds.
        guard !(readsInstance && value.isStatic) else {
          return .failure(
            .instancePropertyNotKnown(written))
        }
        return .success((value, type))
      }
    }
  }

  /// Why `written`, read through the declared value `first`, is not evaluated: what `first` is, when it
  /// holds a value only the running program knows (a parameter, a pattern's binding); else that its type is
  /// not known.
  private static func runTimeValue(
    _ first: String, at place: ExpressionPlace, lookup: any IdentifierLookup, reading written: String
  ) -> EvaluationFailure {
    if case .failure(let named) = lookup.name(first, at: place), named.isRunTimeValue {
      return .reading(named, written: written)
    }
    return .untypedValue(first, reading: written)
  }

  /// Why `typePath`, which names no type, does not give `written` a value: its first name is a parameter or
  /// a pattern's binding (`item.reuseIdentifier.rawValue`), or its last names a case of an enum
  /// (`StreamCellType.unknown.reuseIdentifier`); `nil` when it is neither.
  private static func notAType(
    _ typePath: [String], at place: ExpressionPlace, lookup: any IdentifierLookup, reading written: String,
    member: String
  ) -> EvaluationFailure? {
    guard let first = typePath.first else { return nil }
    if first.first?.isLowercase == true {
      guard case .failure(let named) = lookup.name(first, at: place), named.isRunTimeValue else { return nil }
      return .reading(named, written: written)
    }
    guard typePath.count > 1,
      case .success(let type) = lookup.type(Array(typePath.dropLast()), at: place),
      lookup.declaresCase(typePath[typePath.count - 1], of: type)
    else { return nil }
    return .propertyOfCase(typePath.joined(separator: "."), of: type.qualifiedName, reading: member)
  }

  // MARK: - What the runtime spells

  /// `String(describing:)` of a metatype prints the innermost name.
  static func describing(_ type: EvaluatedType) -> Result<String, EvaluationFailure> {
    if let arguments = type.genericArguments {
      // `GenericCell<Outer.Inner>` prints as `GenericCell<Inner>`: each argument as it prints itself.
      var described: [String] = []
      for argument in arguments {
        switch describing(argument) {
        case .success(let name): described.append(name)
        case .failure(let failure): return .failure(failure)
        }
      }
      return .success((type.path.last ?? "") + "<" + described.joined(separator: ", ") + ">")
    }
    guard !type.isGeneric else {
      return .failure(
        .generic(type.qualifiedName))
    }
    return .success(type.path.last ?? "")
  }

  /// `String(reflecting:)` of a metatype prints the module-qualified name.
  static func reflecting(_ type: EvaluatedType) -> Result<String, EvaluationFailure> {
    guard !type.isGeneric else {
      return .failure(
        .generic(type.qualifiedName))
    }
    guard let module = type.module, type.isSpelledThroughItsModule else {
      return .failure(
        .spelledThroughOtherModule(type.qualifiedName))
    }
    return .success(module + "." + type.qualifiedName)
  }

  /// What stands for the mangled name `NSStringFromClass(_:)` gives a nested, non-generic class without an
  /// `@objc` name; `nil` for a class whose name is spelled out.
  static func runtimeNamePlaceholder(_ type: EvaluatedType) -> String? {
    guard type.objcName == nil, type.isClass, !type.isGeneric, let module = type.module, type.path.count > 1
    else { return nil }
    return "<runtime name of \(module).\(type.qualifiedName)>"
  }

  static func isRuntimeNamePlaceholder(_ value: String) -> Bool {
    value.hasPrefix("<runtime name of ") && value.hasSuffix(">")
  }

  /// `NSStringFromClass(_:)` gives the `@objc` name, `Module.Name` for a top-level Swift class, and a
  /// mangled name for a nested or generic one, which is not spelled here.
  static func classString(_ type: EvaluatedType) -> Result<String, EvaluationFailure> {
    if let objcName = type.objcName { return .success(objcName) }
    guard type.isClass else {
      return .failure(.notAClass(type.qualifiedName))
    }
    guard let module = type.module else { return .success(type.path.last ?? "") }
    guard type.path.count == 1, !type.isGeneric else {
      return .failure(
        .mangledClassName(type.qualifiedName))
    }
    return .success(module + "." + type.qualifiedName)
  }
}
