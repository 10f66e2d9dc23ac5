/// Reads the call sites of one file (DESIGN.md §10, SPEC §10.2): UIKit's string API, the typed API of the
/// generated file and of the Reusable library, and calls of the module's own helpers, read as the UIKit
/// calls their bodies make with the call's types and strings bound.
extension AuditModule {
  /// Helpers call helpers no deeper than this.
  private static let maximumHelperDepth = 4

  func findSites(in file: Int) -> [ReuseCallSite] {
    var result: [ReuseCallSite] = []
    for nameToken in indices[file].scopes.keys.sorted() where !isInHelperBody(file: file, token: nameToken) {
      result += sites(file: file, at: nameToken, bindings: nil, depth: 0)
    }
    return result + methodReferenceSites(in: file)
  }

  /// The sites a helper's body performs at token `nameToken`, with `bindings` for its parameters.
  func helperBodySites(file: Int, at nameToken: Int, bindings: HelperBindings) -> [ReuseCallSite] {
    sites(file: file, at: nameToken, bindings: bindings, depth: 1)
  }

  /// Whether the token lies in the body of one of the module's own helpers: the UIKit calls there are what
  /// each call of the helper does, not calls of their own.
  func isInHelperBody(file: Int, token: Int) -> Bool {
    helperBodies[file].contains { $0.contains(token) }
  }

  /// The sites of the call whose name is at `nameToken`: one for a UIKit or typed call, what the body does
  /// for a helper's.
  private func sites(file: Int, at nameToken: Int, bindings: HelperBindings?, depth: Int) -> [ReuseCallSite] {
    let source = sources[file]
    guard source.isKind(nameToken + 1, .leftParen), let close = source.matchingClose(nameToken + 1) else {
      return []
    }
    let name = source.text(nameToken)
    if name.hasPrefix("register") || name.hasPrefix("dequeueReusable"),
      !receiverMayBeReuseView(file: file, nameToken: nameToken)
    {
      return []
    }
    let arguments = arguments(source, open: nameToken + 1, close: close)
    if depth < Self.maximumHelperDepth,
      let helperSites = helperSites(
        named: name, file: file, nameToken: nameToken, close: close, arguments: arguments, bindings: bindings,
        depth: depth)
    {
      return helperSites
    }
    if bindings == nil, name == "register",
      let loopSites = loopRegistrations(file: file, at: nameToken, close: close, arguments: arguments)
    {
      return loopSites
    }
    return callSite(file: file, at: nameToken, close: close, arguments: arguments, bindings: bindings).map {
      [$0]
    }
      ?? []
  }

  /// `for kind in [A.self, B.self] { tableView.register(kind.loadNib(), forHeaderFooterViewReuseIdentifier:
  /// kind.reuseIdentifier) }`, or `let headerType = A.self` before the call: one registration of each type,
  /// with its class and nib, as a call written for that type would make. `nil` when no argument reads a
  /// name that holds metatypes.
  private func loopRegistrations(
    file: Int, at nameToken: Int, close: Int, arguments: [ReuseCallSite.Argument]
  ) -> [ReuseCallSite]? {
    let source = sources[file]
    let place = ExpressionPlace(
      file: file, token: nameToken,
      scope: indices[file].scopes[nameToken] ?? ScopeSnapshot(types: [], braces: []))
    for argument in arguments {
      // `kind.reuseIdentifier`, or the typed `register(kind)` that `migrate` makes of such a loop.
      guard let variable = source.name(argument.first),
        source.isKind(argument.first + 1, .period)
          || (argument.first == argument.last && arguments.count == 1),
        variable.first?.isLowercase == true, case .success(let value) = lookup.name(variable, at: place),
        let types = IdentifierEvaluator(lookup: lookup).metatypes(of: .reference([variable]), at: place),
        !types.isEmpty
      else { continue }
      var isLoop = false
      if case .element = value.expression { isLoop = true }
      var choices = HelperBindings()
      choices.typeChoices = (variable, nil, types)
      var result: [ReuseCallSite] = []
      for bindings in choices.eachChoice {
        guard
          var site = callSite(
            file: file, at: nameToken, close: close, arguments: arguments, bindings: bindings),
          site.role == .register
        else { return nil }
        site.passesMetatypeChosenAtRunTime = isLoop
        site.identifier.readsLoopVariable = site.identifier.readsLoopVariable || isLoop
        result.append(site)
      }
      return result
    }
    return nil
  }

  /// What a call of the module's own helper does, read in its body with the call's arguments bound; `nil`
  /// when no helper takes the call.
  private func helperSites(
    named name: String, file: Int, nameToken: Int, close: Int, arguments: [ReuseCallSite.Argument],
    bindings: HelperBindings?, depth: Int
  ) -> [ReuseCallSite]? {
    guard
      let (helper, bound) = helper(
        named: name, file: file, nameToken: nameToken, close: close, arguments: arguments, outer: bindings)
    else { return nil }
    let helperSource = indices[helper.file]
    let body = helperSource.scopes.keys.sorted().filter { helper.bodyOpen < $0 && $0 < helper.bodyClose }
    func read(_ bindings: HelperBindings) -> [ReuseCallSite] {
      var result: [ReuseCallSite] = []
      for token in body {
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
            value: nil, method: .choice, reason: IdentifierEvaluator.chosenAtRunTime(unique).reason,
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
  private static func openingSquare(_ source: AuditSource, close: Int) -> Int? {
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
  /// helper's once its defaulted parameters are left out, and types that its host takes. A
  /// `UITableView` helper is never what a collection view cell is dequeued through.
  private func helper(
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
      guard matches, remaining.isEmpty,
        !passesStringToOtherType(helper, file: file, nameToken: nameToken, arguments: arguments)
      else { continue }
      let bound = bind(
        helper, file: file, nameToken: nameToken, close: close, arguments: arguments, outer: outer)
      let hosts = bound.passedTypes.compactMap { viewsByName[$0.qualifiedName] }.map {
        GeneratedAPI.host(ReuseFamily($0.kind))
      }
      if let host = helper.host, hosts.contains(where: { $0 != host }) { continue }
      // A helper that takes one UIKit class's metatype (`register(_ type: UITableViewCell.Type)`) is not
      // where a header's type goes, written (`Header.self`) or held by a loop's variable.
      if helper.parameters.contains(where: { parameter in
        guard parameter.type.hasSuffix(".Type"),
          UIKitClasses.rootNames.contains(String(parameter.type.dropLast(5)))
        else { return false }
        let taken = String(parameter.type.dropLast(5))
        return bound.types(passedTo: parameter.name).contains { type in
          viewsByName[type.qualifiedName].map { ReuseFamily($0.kind).uikitClass != taken } ?? false
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
  private func passesStringToOtherType(
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
      if isString(expression, at: place) { return true }
    }
    return false
  }

  /// Whether an expression is of type `String`: a literal, an interpolation, a concatenation, one of the
  /// type-name idioms, a `rawValue`, or a `let` or `var` of the sources with a string value (not an enum
  /// case, whose type is its enum).
  private func isString(_ expression: IdentifierExpression, at place: ExpressionPlace) -> Bool {
    switch expression {
    case .literal, .concatenation, .describing, .reflecting, .classString, .lastComponent: return true
    case .choice(let branches): return branches.allSatisfy { isString($0, at: place) }
    case .unsupported, .array, .element: return false
    case .reference(let path):
      if path.count > 1, path.last == "rawValue" { return true }
      guard let declaration = declaration(of: path, at: place, lookup: lookup) else { return false }
      let source = sources[declaration.file]
      return source.isWord(declaration.token - 1, "let") || source.isWord(declaration.token - 1, "var")
    }
  }

  /// A site read in a helper's body stands at the helper's call: that is where it is reported and
  /// rewritten, and whose receiver it registers on.
  private func relocate(
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
  private func bind(
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
    for parameter in helper.parameters {
      guard let argument = remaining.first, argument.label == parameter.label else { continue }
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
    return bindings
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
      if source.isKind(first - 1, .colon), let path = source.dottedPath(at: first), path.last == before - 1 {
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
  private func isFatalElse(_ source: AuditSource, after last: Int) -> Bool {
    guard source.isWord(last + 1, "else"), source.isKind(last + 2, .leftBrace) else { return false }
    return ["fatalError", "preconditionFailure"].contains { source.isWord(last + 3, $0) }
  }

  func scopeTypes(_ file: Int, _ token: Int) -> [String] { indices[file].scopes[token]?.types ?? [] }

  // MARK: - One call

  func arguments(_ source: AuditSource, open: Int, close: Int) -> [ReuseCallSite.Argument] {
    var result: [ReuseCallSite.Argument] = []
    var start = open + 1
    var depth = 0
    var index = open + 1
    while index <= close {
      let kind = source.tokens[index].kind
      if kind == .leftParen || kind == .leftSquare || kind == .leftBrace || kind == .interpolationStart {
        depth += 1
      } else if (kind == .rightParen || kind == .rightSquare || kind == .rightBrace
        || kind == .interpolationEnd)
        && index != close
      {
        depth -= 1
      }
      if (kind == .comma && depth == 0) || index == close {
        if start < index {
          var argument = ReuseCallSite.Argument(label: "_", first: start, last: index - 1)
          if let label = source.name(start), source.isKind(start + 1, .colon), start + 2 < index {
            argument = ReuseCallSite.Argument(label: label, first: start + 2, last: index - 1)
          }
          result.append(argument)
        }
        start = index + 1
      }
      index += 1
    }
    return result
  }

  /// One UIKit string call, or one typed call of the generated API or the Reusable library.
  private func callSite(
    file: Int, at nameToken: Int, close: Int, arguments: [ReuseCallSite.Argument], bindings: HelperBindings?
  ) -> ReuseCallSite? {
    let source = sources[file]
    let name = source.text(nameToken)
    let labels = arguments.map(\.label)
    let call = name + "(" + labels.map { $0 + ":" }.joined() + ")"
    let isMember = source.isKind(nameToken - 1, .period)
    let receiver = receiverChain(source, period: nameToken - 1)
    var site = ReuseCallSite(
      role: name.hasPrefix("register") ? .register : .dequeue, family: nil, call: call,
      location: source.location(nameToken), identifier: .unresolved(""),
      identifierLocation: source.location(nameToken), file: file, nameToken: nameToken, closeParen: close,
      arguments: arguments, isMemberCall: isMember, receiver: isMember ? receiver.text : "self",
      receiverIsOptionalChain: receiver.isOptional, body: indices[file].scopes[nameToken]?.braces.last)
    let lookup: any IdentifierLookup =
      bindings.map { SubstitutingLookup(base: self.lookup, bindings: $0) } ?? self.lookup
    func identifier(_ label: String) {
      guard let argument = arguments.first(where: { $0.label == label }) else { return }
      let expression = source.withParser { $0.expression(from: argument.first, through: argument.last) }
      let place = ExpressionPlace(
        file: file, token: nameToken,
        scope: indices[file].scopes[nameToken] ?? ScopeSnapshot(types: [], braces: []))
      site.identifier = resolve(expression, at: place, lookup: lookup)
      site.identifierLocation = source.location(argument.first)
    }
    switch (name, labels) {
    case ("register", ["_", "forCellReuseIdentifier"]): site.family = .tableViewCell
    case ("register", ["_", "forHeaderFooterViewReuseIdentifier"]): site.family = .tableViewHeaderFooterView
    case ("register", ["_", "forCellWithReuseIdentifier"]): site.family = .collectionViewCell
    case ("register", ["_", "forSupplementaryViewOfKind", "withReuseIdentifier"]):
      site.family = .collectionSupplementaryView
    case ("dequeueReusableCell", ["withIdentifier"]), ("dequeueReusableHeaderFooterView", ["withIdentifier"]):
      site.family = name == "dequeueReusableCell" ? .tableViewCell : .tableViewHeaderFooterView
    case ("dequeueReusableCell", ["withIdentifier", "for"]):
      site.family = .tableViewCell
      site.crashesWhenUnregistered = true
    case ("dequeueReusableCell", ["withReuseIdentifier", "for"]):
      site.family = .collectionViewCell
      site.crashesWhenUnregistered = true
    case ("dequeueReusableSupplementaryView", ["ofKind", "withReuseIdentifier", "for"]):
      site.family = .collectionSupplementaryView
      site.crashesWhenUnregistered = true
    case ("register", ["identifier"]), ("register", ["identifier", "forSupplementaryViewOfKind"]),
      ("dequeueReusableCell", ["identifier", "for"]), ("dequeueReusableCell", ["identifier"]),
      ("dequeueReusableHeaderFooterView", ["identifier"]),
      ("dequeueReusableSupplementaryView", ["ofKind", "identifier", "for"]):
      return typedIdentifierSite(site, name: name, labels: labels)
    case ("registerAllReusableViews", []):
      site.registersEverything = true
      site.identifier = IdentifierResolution(value: nil, method: .typed)
      return site
    default:
      return typedSite(site, name: name, labels: labels, bindings: bindings)
    }
    identifier(
      [
        "forCellReuseIdentifier", "forHeaderFooterViewReuseIdentifier", "forCellWithReuseIdentifier",
        "withReuseIdentifier", "withIdentifier",
      ].first { labels.contains($0) } ?? "")
    if site.role == .register {
      readRegisteredClass(&site, source: source, lookup: lookup)
    } else {
      readCast(&site, source: source, precedenceSafe: receiver.isPrecedenceSafe, lookup: lookup)
    }
    return site
  }

  /// A call that passes a `TypedReuseIdentifier` member, such as `register(identifier: .settings)`: the
  /// string and the class its declaration binds. A storyboard prototype's `register(identifier:)` registers
  /// nothing, so it is no call site.
  private func typedIdentifierSite(_ site: ReuseCallSite, name: String, labels: [String]) -> ReuseCallSite? {
    var site = site
    let source = sources[site.file]
    site.crashesWhenUnregistered = labels.contains("for")
    guard let argument = site.arguments.first(where: { $0.label == "identifier" }) else { return nil }
    site.identifierLocation = source.location(argument.first)
    guard source.isKind(argument.first, .period), argument.last == argument.first + 1,
      let member = source.name(argument.last)
    else { return nil }
    site.typedIdentifier = member
    guard let declaration = typedIdentifiers.declaration(member) else {
      site.identifier = .unresolved(
        "'.\(member)' is not declared once as a TypedReuseIdentifier of the module")
      return site
    }
    if site.role == .register, declaration.source == .storyboard { return nil }
    let viewClass = resolveClass(
      declaration.viewType.split(separator: ".").map(String.init), inFile: declaration.file)
    let kind = viewKind(of: viewClass)
    switch name {
    case "dequeueReusableHeaderFooterView": site.family = .tableViewHeaderFooterView
    case "dequeueReusableSupplementaryView": site.family = .collectionSupplementaryView
    default:
      site.family =
        labels.contains("forSupplementaryViewOfKind")
        ? .collectionSupplementaryView : kind.map(ReuseFamily.init)
    }
    site.identifier = IdentifierResolution(value: declaration.rawValue, method: .typed)
    if site.role == .register {
      site.registeredClass = viewClass
      if case .nib(let nib) = declaration.source { site.nibName = nib }
    } else {
      site.castType = declaration.viewType
      site.castClass = viewClass
      site.castKind = .typed
    }
    return site
  }

  /// The typed calls: the generated API's `register(_:)`, `dequeueReusableCell(_:for:)`,
  /// `dequeueReusableCell(for:)` and kin, and the Reusable library's `register(cellType:)`,
  /// `dequeueReusableCell(for:cellType:)` and kin. The identifier is the type's `reuseIdentifier`, as the
  /// module declares it, the generated file gives it, or the library documents it.
  private func typedSite(_ site: ReuseCallSite, name: String, labels: [String], bindings: HelperBindings?)
    -> ReuseCallSite?
  {
    var site = site
    let source = sources[site.file]
    let typeLabel: String?
    switch (name, labels) {
    case ("register", ["_"]), ("register", ["_", "forSupplementaryViewOfKind"]),
      ("dequeueReusableCell", ["_", "for"]), ("dequeueReusableCell", ["_"]),
      ("dequeueReusableHeaderFooterView", ["_"]):
      typeLabel = "_"
    case ("register", ["cellType"]), ("register", ["headerFooterViewType"]),
      ("register", ["supplementaryViewType", "ofKind"]), ("dequeueReusableCell", ["for", "cellType"]),
      ("dequeueReusableHeaderFooterView", ["_", "viewType"]),
      ("dequeueReusableSupplementaryView", ["ofKind", "for", "viewType"]):
      typeLabel = labels.first { $0.hasSuffix("Type") } ?? "_"
    case ("dequeueReusableCell", ["for"]), ("dequeueReusableSupplementaryView", ["ofKind", "for"]),
      ("dequeueReusableHeaderFooterView", []):
      typeLabel = nil
    default:
      return nil
    }
    let place = ExpressionPlace(
      file: site.file, token: site.nameToken,
      scope: indices[site.file].scopes[site.nameToken] ?? ScopeSnapshot(types: [], braces: []))
    let lookup: any IdentifierLookup =
      bindings.map { SubstitutingLookup(base: self.lookup, bindings: $0) } ?? self.lookup
    let components: [String]
    if let typeLabel {
      guard let argument = site.arguments.first(where: { $0.label == typeLabel }),
        let path = source.dottedPath(at: argument.first), path.last == argument.last
      else { return nil }
      components = path.components.last == "self" ? Array(path.components.dropLast()) : path.components
    } else if let context = contextType(file: site.file, nameToken: site.nameToken, close: site.closeParen) {
      components = context.path
    } else {
      site.family = name == "dequeueReusableSupplementaryView" ? .collectionSupplementaryView : nil
      site.identifier = .unresolved("the type is inferred from the context")
      return site
    }
    guard case .success(let type) = lookup.type(components, at: place), type.module != nil else {
      guard typeLabel == "_", site.role == .dequeue else { return nil }
      return typedDequeueOfAChoice(site, passing: components, labels: labels, at: place, lookup: lookup)
    }
    let className = type.qualifiedName
    guard let view = viewsByName[className] else { return nil }
    site.family = ReuseFamily(view.kind)
    site.typedView = className
    if site.role == .register {
      site.registeredClass = .module(className)
      site.nibName = view.source.nibName
    } else {
      site.castType = className
      site.castClass = .module(className)
      site.castKind = .typed
      site.crashesWhenUnregistered = labels.contains("for")
    }
    switch typedIdentifier(of: view, type: type, lookup: lookup) {
    case .success(let value): site.identifier = IdentifierResolution(value: value, method: .typed)
    case .failure(let failure): site.identifier = .unresolved(failure.reason)
    }
    return site
  }

  /// The identifier the typed API uses for `view`: Interface Builder's where it overrides the declared one
  /// (DESIGN.md §2), else the type's `reuseIdentifier`.
  private func typedIdentifier(of view: ReusableView, type: EvaluatedType, lookup: any IdentifierLookup)
    -> Result<String, EvaluationFailure>
  {
    if let overriding = view.overridingInterfaceBuilderIdentifier { return .success(overriding) }
    let evaluator = IdentifierEvaluator(lookup: lookup, acceptsRuntimeNames: true)
    return lookup.member("reuseIdentifier", of: type).flatMap { value in
      evaluator.evaluate(value.expression, selfType: value.selfType(readThrough: type), at: value.place)
    }
  }

  /// A typed dequeue of a metatype chosen at run time (`dequeueReusableCell(row.type, for: indexPath)`, as
  /// `migrate` moves a row's closed set): one dequeue of one of the views the member returns, whose
  /// identifier is a closed set as the string call's was; `nil` when they are not all views of one
  /// registry.
  private func typedDequeueOfAChoice(
    _ site: ReuseCallSite, passing components: [String], labels: [String], at place: ExpressionPlace,
    lookup: any IdentifierLookup
  ) -> ReuseCallSite? {
    guard
      let types = IdentifierEvaluator(lookup: lookup).metatypes(of: .reference(components), at: place),
      !types.isEmpty
    else { return nil }
    var site = site
    var values: [String] = []
    for type in types {
      guard let view = viewsByName[type.qualifiedName],
        site.family == nil || site.family == ReuseFamily(view.kind),
        case .success(let value) = typedIdentifier(of: view, type: type, lookup: lookup)
      else { return nil }
      site.family = ReuseFamily(view.kind)
      site.typedViewChoices.append(view.name)
      if !values.contains(value) { values.append(value) }
    }
    site.crashesWhenUnregistered = labels.contains("for")
    site.identifier =
      values.count == 1
      ? IdentifierResolution(value: values[0], method: .typed)
      : IdentifierResolution(
        value: nil, method: .choice, reason: IdentifierEvaluator.chosenAtRunTime(values).reason,
        alternatives: values)
    return site
  }

  /// The class a registration's first argument names: `X.self`, a bound metatype parameter, or the class
  /// of the nib that `UINib(nibName:bundle:)` loads.
  private func readRegisteredClass(
    _ site: inout ReuseCallSite, source: AuditSource, lookup: any IdentifierLookup
  ) {
    let argument = site.arguments[0]
    let place = ExpressionPlace(
      file: site.file, token: site.nameToken,
      scope: indices[site.file].scopes[site.nameToken] ?? ScopeSnapshot(types: [], braces: []))
    // `Cell.nib` or `Cell.nib()`, the member that nib-backed cells of real apps load their xib with: the
    // registered class is the cell when the module's xib makes it nib-backed.
    if let path = source.dottedPath(at: argument.first), path.components.count >= 2,
      path.components.last == "nib" || path.components.last == "loadNib",
      path.last == argument.last
        || (source.isKind(path.last + 1, .leftParen) && source.isKind(argument.last, .rightParen)
          && path.last + 2 == argument.last),
      case .module(let name) = classReference(Array(path.components.dropLast()), lookup: lookup, at: place),
      analysis.views.contains(where: { $0.name == name && $0.source.nibName != nil })
    {
      // A `static var nib: UINib { UINib(nibName: …, bundle: …) }` that the class sees (its own, or an
      // extension of `UIView`'s) says which nib, from which bundle, with `Self` the class.
      // So does a method without parameters whose body returns one (`class func loadNib() -> UINib`, as
      // WooCommerce's `UIView` extension declares it).
      if case .success(let type) = lookup.type([name], at: place),
        let initializer = path.last == argument.last
          ? nibInitializer(ofMember: "nib", of: type)
          : nibInitializer(ofMethod: path.components[path.components.count - 1], of: type)
      {
        var probe = site
        registerNib(
          &probe, source: sources[initializer.place.file], open: initializer.open, close: initializer.close,
          place: initializer.place, lookup: lookup, selfType: type)
        if probe.registeredClass == .module(name) {
          site.nibName = probe.nibName
          site.bundle = probe.bundle
        }
      }
      site.registeredClass = .module(name)
      return
    }
    if let path = source.dottedPath(at: argument.first), path.last == argument.last {
      var components = path.components
      if components.last == "self", components.count > 1 { components.removeLast() }
      if path.components.last == "self" || lookup is SubstitutingLookup {
        site.registeredClass = classReference(components, lookup: lookup, at: place)
        if path.components.last == "self" || site.registeredClass.name != nil { return }
      }
    }
    // `UINib(nibName: name, bundle: bundle)`, optionally `UIKit.UINib`, at the call site or as the value of
    // the `let` the call names (`let nib = UINib(…)`, then `register(nib, …)`).
    var nibSource = source
    var nibPlace = place
    var first = argument.first
    var last = argument.last
    if first == last, let name = source.name(first), !(lookup is SubstitutingLookup),
      let constant = self.lookup.constant(named: name, at: place), let start = constant.valueStart,
      let paren = Self.nibInitializerParen(sources[constant.file], at: start),
      let end = sources[constant.file].matchingClose(paren)
    {
      nibSource = sources[constant.file]
      nibPlace = ExpressionPlace(file: constant.file, token: constant.token, scope: constant.context)
      first = start
      last = end
    }
    guard let open = Self.nibInitializerParen(nibSource, at: first),
      let close = nibSource.matchingClose(open),
      close == last
    else {
      site.registeredClass = .unknown("the registered class or nib is not written at the call site")
      return
    }
    registerNib(&site, source: nibSource, open: open, close: close, place: nibPlace, lookup: lookup)
  }

  /// The `UINib(nibName:bundle:)` a static member of `type` returns (`static var nib: UINib { UINib(…) }`,
  /// `{ return UINib(…) }` or `= UINib(…)`), with where it is written.
  private func nibInitializer(ofMember member: String, of type: EvaluatedType)
    -> (open: Int, close: Int, place: ExpressionPlace)?
  {
    guard let place = self.lookup.memberDeclaration(member, of: type) else { return nil }
    let source = sources[place.file]
    // The declaration's type, then `{`, `{ return`, `{ get {`, `{ get { return` or `=`, then `UINib(`.
    var index = place.token + 1
    let limit = min(source.tokens.count, index + 12)
    while index < limit {
      if let open = Self.nibInitializerParen(source, at: index), let close = source.matchingClose(open) {
        return (open, close, place)
      }
      if source.isWord(index, "var") || source.isWord(index, "let") || source.isWord(index, "func") {
        return nil
      }
      index += 1
    }
    return nil
  }

  /// The `UINib(nibName:bundle:)` that the method `name()` of `type` returns as its whole body (`{ UINib(…) }`
  /// or `{ return UINib(…) }`), with where it is written.
  private func nibInitializer(ofMethod name: String, of type: EvaluatedType)
    -> (open: Int, close: Int, place: ExpressionPlace)?
  {
    guard let method = self.lookup.method(name, of: type) else { return nil }
    let source = sources[method.file]
    let start = source.isWord(method.bodyOpen + 1, "return") ? method.bodyOpen + 2 : method.bodyOpen + 1
    guard let open = Self.nibInitializerParen(source, at: start), let close = source.matchingClose(open),
      close + 1 == method.bodyClose
    else { return nil }
    // The names the nib's name uses are looked up in the method's type, as Swift would.
    let owner = method.owner.map { [$0] } ?? []
    return (
      open, close,
      ExpressionPlace(file: method.file, token: start, scope: ScopeSnapshot(types: owner, braces: []))
    )
  }

  /// The `(` of `UINib(`, `UINib.init(`, `UIKit.UINib(` or `UIKit.UINib.init(` starting at `first`.
  private static func nibInitializerParen(_ source: AuditSource, at first: Int) -> Int? {
    var index = first
    if source.isWord(index, "UIKit"), source.isKind(index + 1, .period) { index += 2 }
    guard source.isWord(index, "UINib") else { return nil }
    index += 1
    if source.isKind(index, .period), source.isWord(index + 1, "init") { index += 2 }
    return source.isKind(index, .leftParen) ? index : nil
  }

  /// A registration of `UINib(nibName:bundle:)`, whose parentheses are `open` and `close`: the nib's name
  /// and bundle, and the class its xib's view is.
  private func registerNib(
    _ site: inout ReuseCallSite, source: AuditSource, open: Int, close: Int, place: ExpressionPlace,
    lookup: any IdentifierLookup, selfType: EvaluatedType? = nil
  ) {
    let nibArguments = arguments(source, open: open, close: close)
    guard nibArguments.map(\.label) == ["nibName", "bundle"] else {
      site.registeredClass = .unknown("not UINib(nibName:bundle:)")
      return
    }
    let expression = source.withParser {
      $0.expression(from: nibArguments[0].first, through: nibArguments[0].last)
    }
    let nib = resolve(expression, at: place, lookup: lookup, selfType: selfType)
    site.nibName = nib.value
    site.bundle = bundleSpelling(source, nibArguments[1], selfType: selfType)
    guard let nibName = nib.value else {
      site.registeredClass = .unknown("the nib's name is unresolved")
      return
    }
    guard let document = xib(named: nibName), let object = topLevelReusableObject(document) else {
      site.registeredClass = .unknown("no single-view xib named '\(nibName)' in the module")
      return
    }
    // The matcher's binding knows `@objc` names and modules; a view it made nib-backed is the class.
    let backed = analysis.views.filter { $0.source.nibName == nibName }
    site.registeredClass =
      backed.count == 1
      ? .module(backed[0].name) : interfaceBuilderClass(object.object, kind: object.impliedKind)
  }

  /// The class a path names through `lookup`, which knows a helper's bound parameters.
  private func classReference(_ components: [String], lookup: any IdentifierLookup, at place: ExpressionPlace)
    -> ClassReference
  {
    if let substituting = lookup as? SubstitutingLookup, components.count == 1,
      let bound = substituting.bindings.types[components[0]]
    {
      guard bound.module != nil else { return .uikit(bound.qualifiedName) }
      return bound.isClass && !bound.isGeneric
        ? .module(bound.qualifiedName) : .unknown("'\(bound.qualifiedName)' is generic")
    }
    return resolveClass(components, inFile: place.file, scope: place.scope.types)
  }

  private func bundleSpelling(
    _ source: AuditSource, _ argument: ReuseCallSite.Argument, selfType: EvaluatedType? = nil
  ) -> BundleSpelling {
    let text = source.text(from: argument.first, through: argument.last)
    switch text {
    case "nil", ".main", "Bundle.main": return .main
    case ".module", "Bundle.module": return .module
    default: break
    }
    guard source.isWord(argument.first, "Bundle"), source.isKind(argument.first + 1, .leftParen),
      source.matchingClose(argument.first + 1) == argument.last, source.isWord(argument.first + 2, "for"),
      source.isKind(argument.first + 3, .colon), let path = source.dottedPath(at: argument.first + 4),
      path.last == argument.last - 1, path.components.last == "self"
    else { return .other }
    // `Bundle(for: self)` in a static member of the class is the class's bundle.
    if path.components == ["self"] || path.components == ["Self", "self"] {
      return selfType.map { .forClass($0.path) } ?? .other
    }
    return .forClass(Array(path.components.dropLast()))
  }

  /// `as! X`, `as? X`, `as X` or `let cell: X =` around a dequeue.
  private func readCast(
    _ site: inout ReuseCallSite, source: AuditSource, precedenceSafe: Bool, lookup: any IdentifierLookup
  ) {
    let close = site.closeParen
    guard let context = contextType(file: site.file, nameToken: site.nameToken, close: close) else { return }
    let place = ExpressionPlace(
      file: site.file, token: site.nameToken,
      scope: indices[site.file].scopes[site.nameToken] ?? ScopeSnapshot(types: [], braces: []))
    site.castType = context.written
    site.castClass = classReference(context.path, lookup: lookup, at: place)
    site.castKind = context.kind
    guard context.kind == .forced, let path = source.dottedPath(at: close + 3) else { return }
    site.castEnd = path.last
    let next = path.last + 1
    let followedByType =
      [.period, .leftParen, .leftSquare].contains(source.tokens[next].kind)
      || (source.tokens[next].kind == .operator && !source.tokens[next].isAtStartOfLine
        && ["?", "!", "<", "?.", "!."].contains(source.text(next)))
    site.castIsRewritable = precedenceSafe && !followedByType
  }

  /// Whether the receiver of the call at `nameToken` is, or may be, a table or collection view (SPEC §10.4).
  /// A call on a type (`WPAnalytics.register(provider)`) is a static method, never UIKit's; a call on a
  /// value whose type the sources declare as neither view nor a subclass of one (`analytics.register(…)`
  /// after `let analytics = Analytics()`) is not either. A bare call, or one on a value of another type, may
  /// be.
  func receiverMayBeReuseView(file: Int, nameToken: Int) -> Bool {
    let source = sources[file]
    guard source.isKind(nameToken - 1, .period) else { return true }
    var path = receiverChain(source, period: nameToken - 1).text.split(separator: ".").map(String.init)
    if path.first == "self" { path.removeFirst() }
    guard path.count == 1, let name = path.first, let first = name.first,
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return true }
    if first.isUppercase { return false }
    let place = ExpressionPlace(
      file: file, token: nameToken,
      scope: indices[file].scopes[nameToken] ?? ScopeSnapshot(types: [], braces: []))
    guard let type = lookup.valueType(of: name, at: place) else { return true }
    return typeMayBeReuseView(type.path, file: file)
  }

  /// Whether a type is a table or collection view, a subclass of one, or one whose chain is not known.
  private func typeMayBeReuseView(_ path: [String], file: Int) -> Bool {
    var current = path
    var seen = Set<[String]>()
    while seen.insert(current).inserted {
      let name = current.last ?? ""
      if name.hasSuffix("TableView") || name.hasSuffix("CollectionView") { return true }
      // A type no source declares may be a view subclass of a module not read.
      guard case .success(let type) = lookup.declaredType(current, inFile: file, scope: []) else {
        return true
      }
      guard type.isClass, let superclass = type.superclass else { return false }
      current = superclass
    }
    return true
  }

  /// The receiver of the call whose `.` is at `period`: its text, whether it chains optionally, whether
  /// what precedes it binds more loosely than a cast, and its first token.
  func receiverChain(_ source: AuditSource, period: Int)
    -> (text: String, isOptional: Bool, isPrecedenceSafe: Bool, start: Int)
  {
    guard source.isKind(period, .period) else { return ("self", false, false, period + 1) }
    var index = period - 1
    var optional = false
    while index >= 0 {
      while index >= 0, source.tokens[index].kind == .operator, ["?", "!"].contains(source.text(index)) {
        optional = optional || source.text(index) == "?"
        index -= 1
      }
      guard index >= 0 else { break }
      let kind = source.tokens[index].kind
      if kind == .rightParen || kind == .rightSquare {
        guard let open = openingBracket(source, close: index) else { break }
        index = open - 1
        continue
      }
      guard [.identifier, .backtickIdentifier, .dollarIdentifier].contains(kind) else { break }
      index -= 1
      guard index >= 0, source.isKind(index, .period) else { break }
      index -= 1
    }
    let start = index + 1
    let receiver = start < period ? source.text(from: start, through: period - 1) : "self"
    var safe = false
    if index < 0 {
      safe = true
    } else {
      let kind = source.tokens[index].kind
      let text = source.text(index)
      safe =
        [.leftParen, .leftSquare, .leftBrace, .comma, .colon].contains(kind)
        || (kind == .operator && text == "=") || (kind == .identifier && ["return", "in"].contains(text))
    }
    return (receiver, optional, safe, start)
  }

  private func openingBracket(_ source: AuditSource, close: Int) -> Int? {
    let closing = source.tokens[close].kind
    let opening: TokenKind = closing == .rightParen ? .leftParen : .leftSquare
    var depth = 0
    var index = close
    while index >= 0 {
      let kind = source.tokens[index].kind
      if kind == closing { depth += 1 }
      if kind == opening {
        depth -= 1
        if depth == 0 { return index }
      }
      index -= 1
    }
    return nil
  }
}

extension AuditModule {
  /// Whether the module's own helper `name(labels)` on `host`, called for `view`, registers or dequeues
  /// exactly as the generated API's helper of that name would: under the view's identifier, and by its
  /// class or nib. Such a helper can take a migrated call in the generated one's place.
  /// Whether the one helper of the module's own of this name and labels on `host` asks nothing of its type
  /// but to be a `root`: a metatype chosen at run time, `any (UITableViewCell & Dequeuable).Type`, opens
  /// into its generic parameter, which a protocol constraint of the app's would not accept.
  func ownHelper(_ name: String, labels: [String], host: HelperHost, takesAnyKindOf root: String) -> Bool {
    let candidates = (helperFunctions[name] ?? []).filter { $0.host == host && $0.labels == labels }
    guard candidates.count == 1, let helper = candidates.first else { return false }
    return helper.constraints.values.joined().allSatisfy { $0 == root }
  }

  func ownHelper(_ name: String, labels: [String], host: HelperHost, reproducesFor view: ReusableView) -> Bool
  {
    guard let identifier = view.runtimeIdentifier,
      case .success(let type) = lookup.type(view.name.split(separator: ".").map(String.init), at: nil)
    else { return false }
    // The call must compile and reach one helper: exactly one overload of that name and labels whose
    // generic constraints the view meets (the generated helper of that name is left out).
    let candidates = (helperFunctions[name] ?? []).filter { helper in
      helper.host == host && helper.labels == labels
        && helper.constraints.values.joined().allSatisfy { lookup.satisfies(type, $0) }
    }
    guard candidates.count == 1, let helper = candidates.first else { return false }
    var bindings = HelperBindings()
    for parameter in helper.parameters where parameter.type.hasSuffix(".Type") {
      bindings.types[parameter.name] = type
      bindings.types[String(parameter.type.dropLast(".Type".count))] = type
    }
    for generic in helper.genericParameters { bindings.types[generic] = type }
    let body = indices[helper.file].scopes.keys.sorted().filter {
      helper.bodyOpen < $0 && $0 < helper.bodyClose
    }
    let performed = body.flatMap { helperBodySites(file: helper.file, at: $0, bindings: bindings) }
    guard let first = performed.first, performed.allSatisfy({ $0.role == first.role }) else { return false }
    return performed.allSatisfy { site in
      guard site.family == ReuseFamily(view.kind), site.identifier.value == identifier else { return false }
      if site.role == .dequeue { return site.castClass == .module(view.name) || site.castClass == nil }
      return site.registeredClass == .module(view.name) && site.nibName == view.source.nibName
    }
  }
}
