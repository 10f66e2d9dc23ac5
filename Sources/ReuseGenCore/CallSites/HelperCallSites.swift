/// Calls of the module's own helpers (SPEC §10.2): each is read as the UIKit calls its body makes, with
/// the call's types and strings bound to the helper's parameters.
extension CallSiteModule {
  /// What a call of the module's own helper does, read in its body with the call's arguments bound; `nil`
  /// when no helper takes the call.
  func helperSites(
    named name: String, file: Int, nameToken: Int, close: Int, arguments: [ReuseCallSite.Argument],
    bindings: HelperBindings?, depth: Int
  ) -> [ReuseCallSite]? {
    guard
      let (helper, bound) = helper(
        named: name, file: file, nameToken: nameToken, close: close, arguments: arguments, outer: bindings)
    else { return nil }
    let helperSource = indices[helper.file]
    let body = helperSource.scopes.keys.sorted().filter { helper.bodyOpen < $0 && $0 < helper.bodyClose }
    let ifCasts = sources[helper.file].ifMetatypeCasts(within: helper.bodyOpen)
    func read(_ bindings: HelperBindings) -> [ReuseCallSite] {
      var result: [ReuseCallSite] = []
      for token in body {
        guard let bindings = castClauseBindings(bindings, helper: helper, token: token, ifCasts: ifCasts)
        else {
          continue
        }
        for var site in sites(file: helper.file, at: token, bindings: bindings, depth: depth + 1) {
          relocate(&site, toCallAt: nameToken, file: file, close: close, arguments: arguments, helper: helper)
          result.append(site)
        }
      }
      return result
    }
    guard bound.typeChoices != nil else { return read(bound) }
    // One of several metatypes: a registration registers whichever comes, so each is read as registered (in
    // a loop over them, each is). A dequeue is one dequeue of whichever comes: its identifier is the closed
    // set of each type's (`dequeueReusableCell(row.type, for: indexPath)` through the app's own generic
    // helper, as `migrate` moves a row's choice); else it is read once, with the type unknown.
    let perChoice = bound.eachChoice.map(read)
    if let first = perChoice.first, first.allSatisfy({ $0.role == .dequeue }),
      perChoice.allSatisfy({ $0.count == first.count }),
      perChoice.allSatisfy({ $0.allSatisfy { $0.identifier.value != nil } })
    {
      return first.indices.map { position in
        var site = first[position]
        var unique: [String] = []
        for value in perChoice.compactMap({ $0[position].identifier.value }) where !unique.contains(value) {
          unique.append(value)
        }
        site.castType = nil
        site.castClass = nil
        site.castKind = nil
        site.identifier =
          unique.count == 1
          ? IdentifierResolution(value: unique[0], method: first[position].identifier.method)
          : IdentifierResolution(
            value: nil, method: .choice, reason: .chosenAtRunTime(unique),
            alternatives: unique)
        return site
      }
    }
    var result: [ReuseCallSite] = []
    for sites in perChoice {
      guard sites.allSatisfy({ $0.role == .register }) else { return read(bound) }
      result += sites.map { site in
        var site = site
        site.passesMetatypeChosenAtRunTime = true
        return site
      }
    }
    return result
  }

  /// The bindings a call made in the helper's body has at `token`: inside `case let cell as
  /// UITableViewCell.Type:` of a `switch` over a metatype parameter the call binds, or after `if let cell =
  /// type as? UITableViewCell.Type`, `cell` is that type when it is a kind of `UITableViewCell`. The clause
  /// does not run (`nil`) when the type surely is not, and, for a `switch`, another clause surely takes it:
  /// every call is still read as the clause it runs.
  private func castClauseBindings(
    _ bindings: HelperBindings, helper: FunctionDeclaration, token: Int,
    ifCasts: [(governs: Range<Int>, clause: SourceFile.MetatypeCastClause)]
  ) -> HelperBindings? {
    let helperFile = helper.file
    guard
      let cast = sources[helperFile].switchedMetatypeCast(around: token, within: helper.bodyOpen)
        ?? ifCasts.last(where: { $0.governs.contains(token) })?.clause,
      let bound = bindings.types[cast.subject]
    else { return bindings }
    let subclass: ClassReference =
      bound.module == nil ? .uikit(bound.qualifiedName) : .module(bound.qualifiedName)
    func isKind(of type: [String]) -> Bool? {
      isClass(subclass, kindOf: resolveClass(type, inFile: helperFile))
    }
    switch isKind(of: cast.type) {
    case true?:
      var narrowed = bindings
      narrowed.types[cast.name] = bound
      return narrowed
    // An `if`'s conditions and body run only when the cast succeeds; a `switch` clause that does not is
    // left only to a sibling that surely takes the type.
    case false? where cast.isIf || cast.siblings.contains(where: { isKind(of: $0) == true }):
      return nil
    default:
      return bindings
    }
  }

  /// The registrations in the body of a helper of no parameters whose calls the module does not show
  /// (Stepik's `override func showSkeleton()` of `UITableView`, called through a protocol): what it
  /// registers does not depend on a call, so it is registered, read through the helper so that `migrate`
  /// leaves it to the helper.
  func uncalledHelperRegistrations() -> [ReuseCallSite] {
    var result: [ReuseCallSite] = []
    for helper in helperFunctions.values.joined()
    where helper.parameters.isEmpty && helper.file < moduleFileCount {
      guard !sites.contains(where: { $0.helper.map { $0 == (helper.file, helper.nameToken) } ?? false })
      else { continue }
      let body = indices[helper.file].scopes.keys.sorted().filter {
        helper.bodyOpen < $0 && $0 < helper.bodyClose
      }
      for token in body {
        for var site in sites(file: helper.file, at: token, bindings: nil, depth: 1)
        where site.role == .register {
          site.viaHelper = helper.signature
          site.helper = (helper.file, helper.nameToken)
          result.append(site)
        }
      }
    }
    return result
  }

  /// The sites of `[A.self, B.self].forEach(tableView.registerNib)`: a helper passed by name to `forEach` or
  /// `map` over an array literal of metatypes registers each, as a call with that argument would.
  func methodReferenceSites(in file: Int) -> [ReuseCallSite] {
    let source = sources[file]
    var result: [ReuseCallSite] = []
    for index in source.tokens.indices where source.tokens[index].kind == .rightSquare {
      guard source.isKind(index + 1, .period),
        source.isWord(index + 2, "forEach") || source.isWord(index + 2, "map"),
        source.isKind(index + 3, .leftParen), let close = source.matchingClose(index + 3),
        source.isKind(close - 2, .period), let name = source.name(close - 1),
        let helpers = helperFunctions[name], helpers.count == 1, helpers[0].parameters.count == 1,
        let open = Self.openingSquare(source, close: index)
      else { continue }
      let label = helpers[0].parameters[0].label
      for element in arguments(source, open: open, close: index) where element.label == "_" {
        let argument = ReuseCallSite.Argument(label: label, first: element.first, last: element.last)
        result +=
          helperSites(
            named: name, file: file, nameToken: close - 1, close: close, arguments: [argument], bindings: nil,
            depth: 0) ?? []
      }
    }
    return result
  }

  /// The `[` that the `]` at `close` ends.
  static func openingSquare(_ source: SourceFile, close: Int) -> Int? {
    var nesting = 0
    var index = close
    while index >= 0 {
      switch source.tokens[index].kind {
      case .rightSquare, .rightParen, .rightBrace: nesting += 1
      case .leftSquare, .leftParen, .leftBrace:
        nesting -= 1
        if nesting == 0 { return source.isKind(index, .leftSquare) ? index : nil }
      default: break
      }
      index -= 1
    }
    return nil
  }

  /// The module's own helper a call names, with what the call binds: the name, labels that match the
  /// helper's once its defaulted parameters are left out, and types that its host and its generic
  /// constraints take. A `UITableView` helper is never what a collection view cell is dequeued through,
  /// nor a `register<T: UITableViewCell>(_:)` what a header view is registered through.
  func helper(
    named name: String, file: Int, nameToken: Int, close: Int, arguments: [ReuseCallSite.Argument],
    outer: HelperBindings?
  ) -> (FunctionDeclaration, HelperBindings)? {
    let labels = arguments.map(\.label)
    for helper in helperFunctions[name] ?? [] {
      var remaining = labels[...]
      var matches = true
      for parameter in helper.parameters {
        if remaining.first == parameter.label {
          remaining.removeFirst()
        } else if !parameter.hasDefault {
          matches = false
          break
        }
      }
      guard matches, remaining.isEmpty, !isRSwiftOverload(helper),
        !passesStringToOtherType(helper, file: file, nameToken: nameToken, arguments: arguments),
        !passesInstanceToMetatype(helper, file: file, nameToken: nameToken, arguments: arguments)
      else { continue }
      let bound = bind(
        helper, file: file, nameToken: nameToken, close: close, arguments: arguments, outer: outer)
      let hosts = bound.passedTypes.compactMap { viewsByName[$0.qualifiedName] }.map {
        GeneratedAPI.host(ReuseFamily($0.kind))
      }
      if let host = helper.host, hosts.contains(where: { $0 != host }) { continue }
      if constraintsExclude(helper, bound) { continue }
      // A helper that takes one UIKit class's metatype (`register(_ type: UITableViewCell.Type)`) is not
      // where a header's type goes, written (`Header.self`) or held by a loop's variable; one that takes a
      // superclass's (`registerCellClass(_ viewClass: UICollectionReusableView.Type)`) takes a cell too.
      if helper.parameters.contains(where: { parameter in
        guard parameter.type.hasSuffix(".Type"),
          UIKitClasses.rootNames.contains(String(parameter.type.dropLast(5)))
        else { return false }
        let taken = String(parameter.type.dropLast(5))
        return bound.types(passedTo: parameter.name).contains { type in
          viewsByName[type.qualifiedName].map { !UIKitClasses.ancestors(of: $0.kind).contains(taken) }
            ?? false
        }
      }) {
        continue
      }
      return (helper, bound)
    }
    return nil
  }

  /// Whether the call passes a `String` where the helper takes another type, so that Swift calls another
  /// overload: `tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)` is UIKit's method even
  /// where the module declares `dequeueReusableCell(withIdentifier: CellReuseIdentifier, for:)` for its
  /// own identifier type (SPEC §10.5, overloads told apart by argument type).
  func passesStringToOtherType(
    _ helper: FunctionDeclaration, file: Int, nameToken: Int, arguments: [ReuseCallSite.Argument]
  ) -> Bool {
    let source = sources[file]
    let place = ExpressionPlace(
      file: file, token: nameToken,
      scope: indices[file].scopes[nameToken] ?? ScopeSnapshot(types: [], braces: []))
    for argument in arguments {
      guard
        let parameter = helper.parameters.first(where: { $0.label == argument.label }),
        !["String", "String?", "String!"].contains(parameter.type),
        !helper.genericParameters.contains(parameter.type)
      else { continue }
      let expression = source.withParser { $0.expression(from: argument.first, through: argument.last) }
      if isString(expression, at: place, notOf: parameter.type) { return true }
    }
    return false
  }

  /// Whether an expression is of type `String`: a literal, an interpolation, a concatenation, one of the
  /// type-name idioms, a `rawValue`, or a `let` or `var` of the sources (a member of a value's type too:
  /// `row.identifier`) declared `String` or, without a type, with a value not made by `other` (not an enum
  /// case, whose type is its enum, nor `static let account = CellID(rawValue: "AccountCell")`).
  func isString(_ expression: IdentifierExpression, at place: ExpressionPlace, notOf other: String) -> Bool {
    switch expression {
    case .literal, .concatenation, .describing, .reflecting, .classString, .lastComponent: return true
    case .choice(let branches): return branches.allSatisfy { isString($0, at: place, notOf: other) }
    case .unsupported, .array, .element, .staticCall: return false
    case .reference(let path):
      if path.count > 1, path.last == "rawValue" { return true }
      guard
        let declaration = declaration(of: path, at: place, lookup: lookup) ?? memberOfValue(path, at: place)
      else { return false }
      let source = sources[declaration.file]
      guard source.isWord(declaration.token - 1, "let") || source.isWord(declaration.token - 1, "var") else {
        return false
      }
      if source.isKind(declaration.token + 1, .colon) {
        return ["String", "String?", "String!"].contains { source.hasText(declaration.token + 2, $0) }
          && !source.isKind(declaration.token + 3, .period)
      }
      // `let x = Other(…)` or `let x = Other.member`: of the other type.
      let bare = other.hasSuffix("?") || other.hasSuffix("!") ? String(other.dropLast()) : other
      return
        !(source.isKind(declaration.token + 1, .operator) && source.hasText(declaration.token + 1, "=")
        && source.hasText(declaration.token + 2, bare))
    }
  }

  /// Where the member a path names through a value is declared: `row.identifier`, with `row` a local or a
  /// member whose type the lookup knows.
  private func memberOfValue(_ path: [String], at place: ExpressionPlace) -> (file: Int, token: Int)? {
    guard path.count > 1, var type = lookup.valueType(of: path[0], at: place) else { return nil }
    for member in path.dropFirst().dropLast() {
      guard let next = lookup.memberType(member, of: type) else { return nil }
      type = next
    }
    return (try? lookup.member(path[path.count - 1], of: type).get())?.place.map { ($0.file, $0.token) }
  }

  /// A site read in a helper's body stands at the helper's call: that is where it is reported and
  /// rewritten, and whose receiver it registers on.
  func relocate(
    _ site: inout ReuseCallSite, toCallAt nameToken: Int, file: Int, close: Int,
    arguments: [ReuseCallSite.Argument], helper: FunctionDeclaration
  ) {
    let source = sources[file]
    let isMember = source.isKind(nameToken - 1, .period)
    let receiver = receiverChain(source, period: nameToken - 1)
    // The helper whose call stands here, the outermost one: its call is what `--retire-helpers` relabels.
    site.viaHelper = helper.signature
    site.helper = (helper.file, helper.nameToken)
    site.location = source.location(nameToken)
    site.identifierLocation = source.location(nameToken)
    site.file = file
    site.nameToken = nameToken
    site.closeParen = close
    site.arguments = arguments
    site.isMemberCall = isMember
    site.receiver = isMember ? receiver.text : "self"
    site.receiverIsOptionalChain = receiver.isOptional
    site.body = indices[file].scopes[nameToken]?.braces.last
    site.call = source.text(nameToken) + "(" + arguments.map { $0.label + ":" }.joined() + ")"
    if site.role == .dequeue, let context = contextType(file: file, nameToken: nameToken, close: close),
      site.castClass == nil
    {
      site.castType = context.written
      site.castClass = resolveClass(context.path, inFile: file, scope: scopeTypes(file, nameToken))
      site.castKind = context.kind
    }
  }

  /// Binds the helper's generic and metatype parameters to the types the call passes, or, for a generic
  /// result, to the type the call's context gives it, and its `String` parameters to what the call's
  /// arguments evaluate to.
  func bind(
    _ helper: FunctionDeclaration, file: Int, nameToken: Int, close: Int, arguments: [ReuseCallSite.Argument],
    outer: HelperBindings?
  ) -> HelperBindings {
    var bindings = HelperBindings()
    var remaining = arguments[...]
    let source = sources[file]
    let place = ExpressionPlace(
      file: file, token: nameToken,
      scope: indices[file].scopes[nameToken] ?? ScopeSnapshot(types: [], braces: []))
    let lookup: any IdentifierLookup =
      outer.map { SubstitutingLookup(base: self.lookup, bindings: $0) } ?? self.lookup
    var leftOut: [FunctionDeclaration.Parameter] = []
    for parameter in helper.parameters {
      guard let argument = remaining.first, argument.label == parameter.label else {
        leftOut.append(parameter)
        continue
      }
      remaining.removeFirst()
      let type = parameter.type.hasPrefix("@escaping") ? String(parameter.type.dropFirst(9)) : parameter.type
      if type.hasSuffix(".Type") || type == "AnyClass" || type == "AnyClass?" {
        guard let path = source.dottedPath(at: argument.first), path.last == argument.last else { continue }
        var components = path.components
        if components.last == "self", components.count > 1 { components.removeLast() }
        let generic = String(type.dropLast(".Type".count))
        guard case .success(let bound) = lookup.type(components, at: place) else {
          // `row.type`, one of a closed set of metatypes.
          let expression = source.withParser { $0.expression(from: argument.first, through: argument.last) }
          if bindings.typeChoices == nil,
            let types = IdentifierEvaluator(lookup: lookup).metatypes(of: expression, at: place),
            !types.isEmpty
          {
            bindings.typeChoices = (
              parameter.name, helper.genericParameters.contains(generic) ? generic : nil, types
            )
          }
          continue
        }
        bindings.types[parameter.name] = bound
        if helper.genericParameters.contains(generic) { bindings.types[generic] = bound }
      } else if type == "String" {
        let expression = source.withParser { $0.expression(from: argument.first, through: argument.last) }
        bindings.values[parameter.name] = IdentifierEvaluator(lookup: lookup, acceptsRuntimeNames: true)
          .evaluate(
            expression, selfType: nil, at: place)
      }
    }
    for generic in helper.genericParameters where bindings.types[generic] == nil {
      guard let result = helper.returnType,
        result == generic || result == generic + "?" || result == generic + "!",
        let context = contextType(file: file, nameToken: nameToken, close: close),
        case .success(let bound) = self.lookup.type(context.path, at: place)
      else { continue }
      bindings.types[generic] = bound
    }
    bindDefaults(of: leftOut, in: helper, to: &bindings)
    return bindings
  }

  /// Binds the parameters a call leaves out to their default values, read where the helper declares them
  /// with what the call bound so far: `cellType: T.Type = T.self` is the type `T` stands for, so that
  /// `let cell: BarCell = tableView.dequeueReusableCell(for: indexPath)` reads `cellType.reuseIdentifier`
  /// as `BarCell`'s, as it does when the call writes `cellType: BarCell.self`.
  private func bindDefaults(
    of parameters: [FunctionDeclaration.Parameter], in helper: FunctionDeclaration,
    to bindings: inout HelperBindings
  ) {
    let source = sources[helper.file]
    let place = ExpressionPlace(
      file: helper.file, token: helper.nameToken,
      scope: indices[helper.file].scopes[helper.nameToken] ?? ScopeSnapshot(types: [], braces: []))
    for parameter in parameters {
      guard let value = parameter.defaultValue else { continue }
      let expression = source.withParser { $0.expression(from: value.lowerBound, through: value.upperBound) }
      let evaluator = IdentifierEvaluator(
        lookup: SubstitutingLookup(base: lookup, bindings: bindings), acceptsRuntimeNames: true)
      if parameter.type.hasSuffix(".Type") {
        guard let types = evaluator.metatypes(of: expression, at: place), types.count == 1 else { continue }
        bindings.types[parameter.name] = types[0]
      } else if parameter.type == "String" {
        bindings.values[parameter.name] = evaluator.evaluate(expression, selfType: nil, at: place)
      }
    }
  }

  /// The type the code around a call gives its result: `as X`, `as! X`, `as? X`, `let cell: X =`, or the
  /// return type of the function the call is returned from.
  func contextType(file: Int, nameToken: Int, close: Int) -> (
    path: [String], written: String, kind: CastKind
  )? {
    let source = sources[file]
    if source.isWord(close + 1, "as") {
      let forced = source.isKind(close + 2, .operator) && source.text(close + 2) == "!"
      let conditional = source.isKind(close + 2, .operator) && source.text(close + 2) == "?"
      let start = close + (forced || conditional ? 3 : 2)
      guard let path = source.dottedPath(at: start) else { return nil }
      let kind: CastKind =
        forced
        ? .forced : conditional ? .conditional(isFatal: isFatalElse(source, after: path.last)) : .coercion
      return (path.components, path.components.joined(separator: "."), kind)
    }
    let start = receiverChain(source, period: nameToken - 1).start
    let before = source.isKind(nameToken - 1, .period) ? start - 1 : nameToken - 1
    if source.isKind(before, .operator), source.text(before) == "=" {
      // `let cell: X = …`: the annotation ends right before the `=`.
      var first = before - 1
      while first > 0, source.isKind(first - 1, .period) || source.isKind(first, .period) { first -= 1 }
      // The colon must follow a declared name (`let cell:`), not end a `case 0:` before an assignment to a
      // variable declared earlier (`cell = tableView.dequeueReusableCell(…)`), which is no annotation.
      if source.isKind(first - 1, .colon), source.name(first - 2) != nil,
        source.isWord(first - 3, "let") || source.isWord(first - 3, "var"),
        let path = source.dottedPath(at: first), path.last == before - 1
      {
        return (path.components, path.components.joined(separator: "."), .coercion)
      }
    }
    if source.isWord(before, "return"), let function = indices[file].scopes[nameToken]?.function,
      let result = indices[file].functions[function].returnType, !result.contains("<")
    {
      let path = result.split(separator: ".").map(String.init)
      guard case .module = resolveClass(path, inFile: file, scope: scopeTypes(file, nameToken)) else {
        return nil
      }
      return (path, result, .coercion)
    }
    return nil
  }

  /// Whether `guard let … as? X` is followed by `else { fatalError(…) }`, which crashes on a mismatch.
  func isFatalElse(_ source: SourceFile, after last: Int) -> Bool {
    guard source.isWord(last + 1, "else"), source.isKind(last + 2, .leftBrace) else { return false }
    return ["fatalError", "preconditionFailure"].contains { source.isWord(last + 3, $0) }
  }
}
