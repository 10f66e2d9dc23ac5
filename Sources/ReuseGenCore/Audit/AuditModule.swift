/// A module as `audit` and `migrate` see it: the analysis `generate` makes, plus every file's tokens and
/// the call sites that register or dequeue by reuse identifier, with their identifiers resolved.
struct AuditModule {
  let analysis: ModuleAnalysis
  let moduleName: String
  let sources: [AuditSource]
  let indices: [SourceIndex]
  /// How many of `sources` belong to the module; the rest are context, read for registrations only.
  let moduleFileCount: Int
  /// Answers the names identifier expressions use.
  let lookup: SourceLookup
  private(set) var sites: [ReuseCallSite] = []
  private let viewsByName: [String: ReusableView]

  /// UIKit's reusable-view classes, which a cast or registration may name.
  static let uikitClasses = SourceLookup.uikitClasses

  init(
    analysis: ModuleAnalysis, moduleName: String, sources: [AuditSource], moduleFileCount: Int,
    moduleOfFile: [String]? = nil
  ) {
    self.analysis = analysis
    self.moduleName = moduleName
    self.sources = sources
    self.moduleFileCount = moduleFileCount
    indices = sources.enumerated().map { SourceIndex($1, file: $0) }
    var views: [String: ReusableView] = [:]
    for view in analysis.views where views[view.name] == nil { views[view.name] = view }
    viewsByName = views
    var lookup = SourceLookup(
      sources: sources, indices: indices,
      moduleOfFile: moduleOfFile ?? Array(repeating: moduleName, count: sources.count), moduleName: moduleName
    )
    lookup.generatedIdentifier = { [views] name in
      guard let view = views[name], view.identifierSource != .declared else { return nil }
      return view.identifier
    }
    self.lookup = lookup
    for file in sources.indices {
      sites += findSites(in: file)
    }
  }

  /// Whether the sources declare a type with this qualified path.
  func declaresType(_ path: String) -> Bool {
    if case .success(let type) = lookup.declaredType(
      path.split(separator: ".").map(String.init), inFile: 0, scope: [])
    {
      return type.path == path
    }
    return false
  }

  /// The view named `name`, if the module has one.
  func view(named name: String) -> ReusableView? { viewsByName[name] }

  // MARK: - Names

  /// The class a dotted path names from file `file`: it must name exactly one class of the module (and no
  /// typealias or generic parameter), or a UIKit reusable-view root the module does not shadow.
  func resolveClass(_ components: [String], inFile file: Int, scope: [String] = []) -> ClassReference {
    switch lookup.declaredType(components, inFile: file, scope: scope) {
    case .success(let type):
      guard type.isClass else { return .unknown("'\(type.path)' is not a class") }
      return type.isGeneric ? .unknown("'\(type.path)' is generic") : .module(type.path)
    case .failure(let failure):
      var path = components
      if path.count == 2, path[0] == "UIKit" { path.removeFirst() }
      if path.count == 1, Self.uikitClasses.contains(path[0]), failure.isUndeclared {
        return .uikit(path[0])
      }
      return .unknown(failure.reason)
    }
  }

  /// Whether `subclass` is `superclass` or inherits from it; `nil` when the chain cannot be followed.
  func isClass(_ subclass: ClassReference, kindOf superclass: ClassReference) -> Bool? {
    guard case .module(let target) = superclass else {
      if case .uikit = superclass, case .module = subclass { return nil }
      return subclass == superclass ? true : nil
    }
    guard case .module(var current) = subclass else { return false }
    var seen = Set<String>()
    while seen.insert(current).inserted {
      if current == target { return true }
      guard
        case .success(let type) = lookup.declaredType(
          current.split(separator: ".").map(String.init), inFile: 0, scope: []),
        type.path == current
      else { return nil }
      guard let superclass = type.superclass else { return false }
      // The superclass is looked up from the file of its declaration; a name outside the module ends the
      // chain below every module class.
      switch resolveClass(superclass, inFile: type.file) {
      case .module(let next): current = next
      case .uikit: return false
      case .unknown:
        return lookup.declaredType([superclass.last ?? ""], inFile: type.file, scope: []).isFailureNotDeclared
          ? false : nil
      }
    }
    return nil
  }

  // MARK: - Identifiers

  /// Resolves the identifier expression of tokens `first...last` of file `file`, used at token `site`.
  func resolveIdentifier(file: Int, first: Int, last: Int, site: Int) -> IdentifierResolution {
    let expression = sources[file].withParser { $0.expression(from: first, through: last) }
    let scope = indices[file].scopes[site] ?? ScopeSnapshot(types: [], braces: [])
    return resolve(expression, at: ExpressionPlace(file: file, token: site, scope: scope), lookup: lookup)
  }

  /// Evaluates an identifier expression written at `place`, and says how it was resolved.
  func resolve(_ expression: IdentifierExpression, at place: ExpressionPlace, lookup: any IdentifierLookup)
    -> IdentifierResolution
  {
    let evaluator = IdentifierEvaluator(lookup: lookup)
    switch evaluator.evaluate(expression, selfType: nil, at: place) {
    case .failure(let failure):
      return .unresolved(failure.reason)
    case .success(let value):
      guard case .reference(let path) = expression else {
        return IdentifierResolution(value: value, method: expression.literal != nil ? .literal : .evaluated)
      }
      let written = path.joined(separator: ".")
      var resolution = IdentifierResolution(
        value: value, method: path.last == "reuseIdentifier" ? .declared : .constant, constantName: written)
      if path.last != "reuseIdentifier", let declaration = declaration(of: path, at: place, lookup: lookup) {
        resolution.constantDeclaration = declaration
      }
      return resolution
    }
  }

  /// Where the constant a path names is declared, for telling when nothing refers to it any more.
  private func declaration(of path: [String], at place: ExpressionPlace, lookup: any IdentifierLookup)
    -> (file: Int, token: Int)?
  {
    let value: NamedValue?
    if path.count == 1 {
      value = try? lookup.name(path[0], at: place).get()
    } else {
      let type = try? lookup.type(Array(path.dropLast()), at: place).get()
      value = type.flatMap { try? lookup.member(path[path.count - 1], of: $0).get() }
    }
    return value?.place.map { ($0.file, $0.token) }
  }

  // MARK: - Call sites

  private func findSites(in file: Int) -> [ReuseCallSite] {
    let source = sources[file]
    var result: [ReuseCallSite] = []
    for nameToken in indices[file].scopes.keys.sorted() {
      if let site = callSite(file: file, at: nameToken, source: source) { result.append(site) }
    }
    return result
  }

  private func arguments(_ source: AuditSource, open: Int, close: Int) -> [ReuseCallSite.Argument] {
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

  private func callSite(file: Int, at nameToken: Int, source: AuditSource) -> ReuseCallSite? {
    guard let close = source.matchingClose(nameToken + 1) else { return nil }
    let name = source.text(nameToken)
    let arguments = arguments(source, open: nameToken + 1, close: close)
    let labels = arguments.map(\.label)
    let call = name + "(" + labels.map { $0 + ":" }.joined() + ")"
    let isMember = source.isKind(nameToken - 1, .period)
    let (receiver, optionalChain, precedenceSafe) = receiverChain(source, period: nameToken - 1)
    var site = ReuseCallSite(
      role: name.hasPrefix("register") ? .register : .dequeue, family: nil, call: call,
      location: source.location(nameToken), identifier: .unresolved(""),
      identifierLocation: source.location(nameToken), file: file, nameToken: nameToken, closeParen: close,
      arguments: arguments, isMemberCall: isMember, receiver: isMember ? receiver : "self",
      receiverIsOptionalChain: optionalChain, body: indices[file].scopes[nameToken]?.braces.last)
    func identifier(_ label: String) {
      guard let argument = arguments.first(where: { $0.label == label }) else { return }
      site.identifier = resolveIdentifier(
        file: file, first: argument.first, last: argument.last, site: nameToken)
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
    case ("register", ["_"]), ("register", ["_", "forSupplementaryViewOfKind"]),
      ("dequeueReusableCell", ["_", "for"]), ("dequeueReusableHeaderFooterView", ["_"]):
      return typedSite(site, source: source, labels: labels)
    case ("dequeueReusableCell", ["for"]), ("dequeueReusableSupplementaryView", ["ofKind", "for"]):
      site.family = name == "dequeueReusableCell" ? nil : .collectionSupplementaryView
      site.identifier = .unresolved("the type is inferred from the context")
      return site
    case ("registerAllReusableViews", []):
      site.registersEverything = true
      site.identifier = IdentifierResolution(value: nil, method: .typed)
      return site
    default:
      return nil
    }
    identifier(
      [
        "forCellReuseIdentifier", "forHeaderFooterViewReuseIdentifier", "forCellWithReuseIdentifier",
        "withReuseIdentifier", "withIdentifier",
      ].first { labels.contains($0) } ?? "")
    if site.role == .register {
      readRegisteredClass(&site, source: source)
    } else {
      readCast(&site, source: source, precedenceSafe: precedenceSafe)
    }
    return site
  }

  /// `register(Cell.self)` and the other typed calls of the generated API, or the app's own helper of
  /// that name.
  private func typedSite(_ site: ReuseCallSite, source: AuditSource, labels: [String]) -> ReuseCallSite? {
    var site = site
    let argument = site.arguments[0]
    guard let path = source.dottedPath(at: argument.first), path.last == argument.last,
      path.components.last == "self", path.components.count > 1,
      case .module(let name) = resolveClass(
        Array(path.components.dropLast()), inFile: site.file,
        scope: indices[site.file].scopes[site.nameToken]?.types ?? []),
      let view = viewsByName[name]
    else { return nil }
    let family = ReuseFamily(view.kind)
    site.family = family
    site.typedView = name
    site.registeredClass = .module(name)
    let host: HelperHost =
      family == .tableViewCell || family == .tableViewHeaderFooterView ? .tableView : .collectionView
    let method = String(site.call.prefix { $0 != "(" })
    if analysis.existingHelpers.contains(where: {
      $0.host == host && $0.method.name == method && $0.method.labels == labels
    }) {
      site.identifier = .unresolved("'\(site.call)' is the module's own helper")
    } else if let identifier = view.identifier {
      site.identifier = IdentifierResolution(value: identifier, method: .typed)
    } else {
      site.identifier = .unresolved("'\(view.name)' has no identifier known before run time")
    }
    return site
  }

  private func readRegisteredClass(_ site: inout ReuseCallSite, source: AuditSource) {
    let argument = site.arguments[0]
    if let path = source.dottedPath(at: argument.first), path.last == argument.last,
      path.components.last == "self", path.components.count > 1
    {
      site.registeredClass = resolveClass(Array(path.components.dropLast()), inFile: site.file)
      return
    }
    // `UINib(nibName: name, bundle: bundle)`, optionally `UIKit.UINib`.
    var open = argument.first + 1
    if source.isWord(argument.first, "UIKit"), source.isKind(argument.first + 1, .period) { open += 2 }
    guard source.isWord(open - 1, "UINib"), source.isKind(open, .leftParen),
      let close = source.matchingClose(open), close == argument.last
    else {
      site.registeredClass = .unknown("the registered class or nib is not written at the call site")
      return
    }
    let nibArguments = arguments(source, open: open, close: close)
    guard nibArguments.map(\.label) == ["nibName", "bundle"] else {
      site.registeredClass = .unknown("not UINib(nibName:bundle:)")
      return
    }
    let nib = resolveIdentifier(
      file: site.file, first: nibArguments[0].first, last: nibArguments[0].last, site: site.nameToken)
    site.nibName = nib.value
    site.bundle = bundleSpelling(source, nibArguments[1])
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

  private func bundleSpelling(_ source: AuditSource, _ argument: ReuseCallSite.Argument) -> BundleSpelling {
    let text = source.text(from: argument.first, through: argument.last)
    switch text {
    case "nil", ".main", "Bundle.main": return .main
    case ".module", "Bundle.module": return .module
    default: break
    }
    guard source.isWord(argument.first, "Bundle"), source.isKind(argument.first + 1, .leftParen),
      source.matchingClose(argument.first + 1) == argument.last, source.isWord(argument.first + 2, "for"),
      source.isKind(argument.first + 3, .colon), let path = source.dottedPath(at: argument.first + 4),
      path.last == argument.last - 1, path.components.last == "self", path.components.count > 1
    else { return .other }
    return .forClass(Array(path.components.dropLast()))
  }

  private func readCast(_ site: inout ReuseCallSite, source: AuditSource, precedenceSafe: Bool) {
    let close = site.closeParen
    guard source.isWord(close + 1, "as"), source.isKind(close + 2, .operator), source.text(close + 2) == "!",
      let path = source.dottedPath(at: close + 3)
    else { return }
    site.castType = path.components.joined(separator: ".")
    site.castClass = resolveClass(path.components, inFile: site.file)
    site.castEnd = path.last
    let next = path.last + 1
    let followedByType =
      [.period, .leftParen, .leftSquare].contains(source.tokens[next].kind)
      || (source.tokens[next].kind == .operator && !source.tokens[next].isAtStartOfLine
        && ["?", "!", "<", "?.", "!."].contains(source.text(next)))
    site.castIsRewritable = precedenceSafe && !followedByType
  }

  /// The receiver of the call whose `.` is at `period`, whether it chains optionally, and whether what
  /// precedes it binds more loosely than a cast.
  private func receiverChain(_ source: AuditSource, period: Int) -> (String, Bool, Bool) {
    guard source.isKind(period, .period) else { return ("self", false, false) }
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
    return (receiver, optional, safe)
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

  // MARK: - Interface Builder

  /// The module's xib of this nib name.
  func xib(named name: String) -> InterfaceBuilderDocument? {
    let matches = analysis.interfaceBuilderDocuments.filter { $0.nibName == name }
    // Localized copies share a nib name; they must agree for the answer to be certain.
    guard let first = matches.first, matches.allSatisfy({ $0.topLevelObjects == first.topLevelObjects })
    else {
      return nil
    }
    return first
  }

  /// The xib's single top-level reusable view, if it has exactly one top-level object.
  func topLevelReusableObject(_ document: InterfaceBuilderDocument) -> InterfaceBuilderReusableElement? {
    guard document.topLevelObjects.count == 1 else { return nil }
    return document.reusableElements.first { $0.isTopLevel }
  }

  /// The class an Interface Builder element instantiates.
  func interfaceBuilderClass(_ object: InterfaceBuilderObject, kind: ViewKind?) -> ClassReference {
    guard let customClass = object.customClass else {
      switch object.tag {
      case "tableViewCell": return .uikit("UITableViewCell")
      case "collectionViewCell": return .uikit("UICollectionViewCell")
      case "tableViewHeaderFooterView": return .uikit("UITableViewHeaderFooterView")
      case "collectionReusableView": return .uikit("UICollectionReusableView")
      default: return .unknown("a plain view")
      }
    }
    if let module = object.customModule, module != moduleName {
      return .unknown("'\(customClass)' is in module '\(module)'")
    }
    if viewsByName[customClass] != nil { return .module(customClass) }
    let byObjcName = analysis.views.filter {
      $0.name.split(separator: ".").last.map(String.init) == customClass
    }
    return byObjcName.count == 1 ? .module(byObjcName[0].name) : .unknown("custom class '\(customClass)'")
  }
}
