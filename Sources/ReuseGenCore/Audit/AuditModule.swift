/// A module as `audit` and `migrate` see it: the analysis `generate` makes, plus every file's tokens and
/// the call sites that register or dequeue by reuse identifier, with their identifiers resolved.
struct AuditModule {
  let analysis: ModuleAnalysis
  let moduleName: String
  let sources: [AuditSource]
  let indices: [SourceIndex]
  /// How many of `sources` belong to the module; the rest are context, read for registrations only.
  let moduleFileCount: Int
  private(set) var sites: [ReuseCallSite] = []
  private let viewsByName: [String: ReusableView]
  private let typesByLastName: [String: [DeclaredType]]
  private let typeAliases: Set<String>
  private let membersByName: [String: [StringConstant]]

  /// UIKit's reusable-view classes, which a cast or registration may name.
  static let uikitClasses: Set<String> = [
    "UITableViewCell", "UITableViewHeaderFooterView", "UICollectionViewCell", "UICollectionViewListCell",
    "UICollectionReusableView",
  ]

  init(analysis: ModuleAnalysis, moduleName: String, sources: [AuditSource], moduleFileCount: Int) {
    self.analysis = analysis
    self.moduleName = moduleName
    self.sources = sources
    self.moduleFileCount = moduleFileCount
    indices = sources.enumerated().map { SourceIndex($1, file: $0) }
    var views: [String: ReusableView] = [:]
    for view in analysis.views where views[view.name] == nil { views[view.name] = view }
    viewsByName = views
    var types: [String: [DeclaredType]] = [:]
    var aliases = Set<String>()
    var members: [String: [StringConstant]] = [:]
    for index in indices {
      for type in index.types {
        types[type.path.split(separator: ".").last.map(String.init) ?? type.path, default: []].append(type)
      }
      aliases.formUnion(index.typeAliases)
      for constant in index.constants {
        if case .member = constant.scope { members[constant.name, default: []].append(constant) }
        if case .global = constant.scope { members[constant.name, default: []].append(constant) }
      }
    }
    typesByLastName = types
    typeAliases = aliases
    membersByName = members
    for file in sources.indices {
      sites += findSites(in: file)
    }
  }

  /// Whether the sources declare a type with this qualified path.
  func declaresType(_ path: String) -> Bool {
    let last = path.split(separator: ".").last.map(String.init) ?? path
    return typesByLastName[last]?.contains { $0.path == path } ?? false
  }

  /// The view named `name`, if the module has one.
  func view(named name: String) -> ReusableView? { viewsByName[name] }

  // MARK: - Names

  /// The class a dotted path names from file `file`: it must name exactly one class of the module (and no
  /// typealias or generic parameter), or a UIKit reusable-view root the module does not shadow.
  func resolveClass(_ components: [String], inFile file: Int) -> ClassReference {
    var path = components
    if path.count > 1, path[0] == moduleName { path.removeFirst() }
    guard let last = path.last else { return .unknown("no type") }
    let written = path.joined(separator: ".")
    if typeAliases.contains(last) || indices[file].genericParameterNames.contains(last) {
      return .unknown("'\(written)' may name a typealias or generic parameter")
    }
    let candidates = (typesByLastName[last] ?? []).filter {
      $0.path == written || $0.path.hasSuffix("." + written)
    }
    if candidates.count == 1 {
      let type = candidates[0]
      guard type.isClass else { return .unknown("'\(written)' is not a class") }
      return type.isGeneric ? .unknown("'\(written)' is generic") : .module(type.path)
    }
    if candidates.isEmpty {
      if Self.uikitClasses.contains(last), path.count == 1 || (path.count == 2 && path[0] == "UIKit") {
        return .uikit(last)
      }
      return .unknown("'\(written)' is not declared in the scanned sources")
    }
    return .unknown("'\(written)' names more than one type")
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
      let last = current.split(separator: ".").last.map(String.init) ?? current
      guard let type = typesByLastName[last]?.first(where: { $0.path == current }) else { return nil }
      guard let superclass = type.superclass else { return false }
      // The superclass is looked up from the file of one of its declarations; a name outside the module
      // ends the chain below every module class.
      switch resolveClass(superclass, inFile: 0) {
      case .module(let next): current = next
      case .uikit: return false
      case .unknown:
        return (typesByLastName[superclass.last ?? ""] ?? []).isEmpty ? false : nil
      }
    }
    return nil
  }

  // MARK: - Identifiers

  /// Resolves the identifier expression of tokens `first...last` of file `file`, used at token `site`.
  func resolveIdentifier(file: Int, first: Int, last: Int, site: Int) -> IdentifierResolution {
    let source = sources[file]
    if let literal = source.stringLiteral(from: first, through: last) {
      return IdentifierResolution(value: literal, method: .literal)
    }
    let written = source.text(from: first, through: last)
    guard let path = source.dottedPath(at: first), path.last == last else {
      let shown = written.count > 48 ? String(written.prefix(45)) + "..." : written
      return .unresolved("'\(shown)' is not a string literal or a constant")
    }
    let components = path.components
    if components.count == 1 {
      return resolveBareName(components[0], file: file, site: site)
    }
    var typePath = Array(components.dropLast())
    if typePath[0] == "self" || typePath[0] == "Self" {
      // `self.x` in an instance member, `Self.x` and `self.x` in a static one: the innermost type's member.
      guard typePath[0] == "Self" || typePath.count == 1, let type = indices[file].scopes[site]?.types.last
      else {
        return .unresolved("'\(written)' is not a member of the enclosing type")
      }
      let owner = ([type] + typePath.dropFirst()).joined(separator: ".")
      return constantValue(
        members(named: components[components.count - 1], owner: owner), written: written,
        missing: "'\(written)' is not declared in '\(owner)'")
    }
    if typePath.count > 1, typePath[0] == moduleName { typePath.removeFirst() }
    let member = components[components.count - 1]
    if member == "reuseIdentifier" {
      guard case .module(let name) = resolveClass(typePath, inFile: file), let view = viewsByName[name] else {
        return .unresolved("'\(written)' names no reusable view of the module")
      }
      guard view.identifierSource == .declared else {
        return .unresolved("'\(written)' is not declared in the scanned sources")
      }
      guard let value = view.identifier else {
        return .unresolved("'\(written)' is computed")
      }
      return IdentifierResolution(value: value, method: .declared, constantName: written)
    }
    let owner = typePath.joined(separator: ".")
    let candidates = (membersByName[member] ?? []).filter {
      guard case .member(let path) = $0.scope else { return false }
      return path == owner || path.hasSuffix("." + owner)
    }
    return constantValue(
      candidates, written: written, missing: "'\(written)' is not declared in the scanned sources")
  }

  private func members(named name: String, owner: String) -> [StringConstant] {
    (membersByName[name] ?? []).filter { $0.scope == .member(owner) }
  }

  private func constantValue(_ candidates: [StringConstant], written: String, missing: String)
    -> IdentifierResolution
  {
    guard let constant = candidates.first else { return .unresolved(missing) }
    guard candidates.count == 1 else { return .unresolved("'\(written)' is declared more than once") }
    guard let literal = constant.literal else {
      return .unresolved("'\(written)' is not a constant with a string literal value")
    }
    return IdentifierResolution(
      value: literal, method: .constant, constantName: written,
      constantDeclaration: (constant.file, constant.token))
  }

  /// A bare name: a local constant declared before the use in an enclosing brace, else a member of the
  /// innermost enclosing type that declares it, else a global; never when it may be a parameter.
  private func resolveBareName(_ name: String, file: Int, site: Int) -> IdentifierResolution {
    let index = indices[file]
    guard let scope = index.scopes[site] else { return .unresolved("'\(name)' has no known scope") }
    let locals = index.constants.filter { constant in
      guard case .local(let brace) = constant.scope else { return false }
      return constant.name == name && constant.token < site && scope.braces.contains(brace)
    }
    if let innermost = locals.max(by: { $0.token < $1.token }) {
      return constantValue([innermost], written: name, missing: "")
    }
    if index.parameterNames.contains(name) {
      return .unresolved("'\(name)' may name a parameter")
    }
    for type in scope.types.reversed() {
      let found = members(named: name, owner: type)
      if !found.isEmpty {
        return constantValue(found, written: name, missing: "")
      }
    }
    let all = membersByName[name] ?? []
    let globals = all.filter { $0.scope == .global }
    guard globals.count == all.count else {
      return .unresolved("'\(name)' may be a member inherited from another type")
    }
    return constantValue(globals, written: name, missing: "'\(name)' is not declared in the scanned sources")
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
      case .module(let name) = resolveClass(Array(path.components.dropLast()), inFile: site.file),
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
