/// Reads the call sites of one file (DESIGN.md §10, SPEC §10.2): UIKit's string API, the typed API of the
/// generated file and of the Reusable library, and calls of the module's own helpers, read as the UIKit
/// calls their bodies make with the call's types and strings bound.
extension CallSiteModule {
  /// Helpers call helpers no deeper than this.
  static let maximumHelperDepth = 4

  func findSites(in file: Int) -> [ReuseCallSite] {
    var result: [ReuseCallSite] = []
    // Calls in `#if os(…)` clauses the target's platforms never compile are no calls of the app.
    let inactive = inactiveClauses[file]
    for nameToken in indices[file].scopes.keys.sorted() where !isInHelperBody(file: file, token: nameToken) {
      guard !inactive.contains(where: { $0.body.contains(nameToken) }) else { continue }
      result += sites(file: file, at: nameToken, bindings: nil, depth: 0)
    }
    return result
      + methodReferenceSites(in: file).filter { site in
        !inactive.contains { $0.body.contains(site.nameToken) }
      }
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
  func sites(file: Int, at nameToken: Int, bindings: HelperBindings?, depth: Int) -> [ReuseCallSite] {
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
    guard
      var site = callSite(file: file, at: nameToken, close: close, arguments: arguments, bindings: bindings)
    else { return [] }
    if bindings == nil, site.role == .register, site.identifier.readsLoopVariable,
      site.identifier.value == nil
    {
      site.registeredClassPerElement = registeredClassPerElement(of: site)
    }
    return [site]
  }

  /// The class a loop's registration registers for each string its loop variable takes: the call read again
  /// with the variable bound to that string, so that a nib named by the variable is found per element.
  private func registeredClassPerElement(of site: ReuseCallSite) -> [String: ClassReference] {
    let source = sources[site.file]
    let place = ExpressionPlace(
      file: site.file, token: site.nameToken,
      scope: indices[site.file].scopes[site.nameToken] ?? ScopeSnapshot(types: [], braces: []))
    guard
      let argument = site.arguments.first(where: {
        [
          "forCellReuseIdentifier", "forHeaderFooterViewReuseIdentifier", "forCellWithReuseIdentifier",
          "withReuseIdentifier",
        ].contains($0.label)
      }),
      case .reference(let path) = source.withParser({
        $0.expression(from: argument.first, through: argument.last)
      }),
      path.count == 1, case .success(let value) = lookup.name(path[0], at: place),
      case .element = value.expression
    else { return [:] }
    var result: [String: ClassReference] = [:]
    for identifier in site.identifier.alternatives {
      var bindings = HelperBindings()
      bindings.values[path[0]] = .success(identifier)
      guard
        let element = callSite(
          file: site.file, at: site.nameToken, close: site.closeParen, arguments: site.arguments,
          bindings: bindings)
      else { continue }
      result[identifier] = element.registeredClass
    }
    return result
  }

  /// `for kind in [A.self, B.self] { tableView.register(kind.loadNib(), forHeaderFooterViewReuseIdentifier:
  /// kind.reuseIdentifier) }`, or `let headerType = A.self` before the call: one registration of each type,
  /// with its class and nib, as a call written for that type would make. `nil` when no argument reads a
  /// name that holds metatypes.
  func loopRegistrations(
    file: Int, at nameToken: Int, close: Int, arguments: [ReuseCallSite.Argument]
  ) -> [ReuseCallSite]? {
    let source = sources[file]
    let place = ExpressionPlace(
      file: file, token: nameToken,
      scope: indices[file].scopes[nameToken] ?? ScopeSnapshot(types: [], braces: []))
    for argument in arguments {
      // `kind.reuseIdentifier`, or the typed `register(kind)` that `migrate` makes of such a loop.
      // A closure's `$0` (`[A.self, B.self].forEach { register($0, …: $0.reuseIdentifier) }`) as a name.
      let anonymous = source.isKind(argument.first, .dollarIdentifier) ? source.text(argument.first) : nil
      guard let variable = source.name(argument.first) ?? anonymous,
        source.isKind(argument.first + 1, .period)
          || (argument.first == argument.last && arguments.count == 1),
        variable.first?.isLowercase == true || anonymous != nil,
        case .success(let value) = lookup.name(variable, at: place),
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

  func scopeTypes(_ file: Int, _ token: Int) -> [String] { indices[file].scopes[token]?.types ?? [] }

  // MARK: - One call

  func arguments(_ source: SourceFile, open: Int, close: Int) -> [ReuseCallSite.Argument] {
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
  func callSite(
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
      location: source.location(nameToken), identifier: .unresolved(.notRead),
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
    if let rswift = rswiftRegistration(site, name: name, labels: labels) { return rswift }
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
      readRSwiftDequeue(&site, source: source)
    }
    return site
  }
}
