/// Calls of the typed API (the generated file's, `TypedReuseIdentifier` members, the Reusable library's):
/// the view and the identifier each one registers or dequeues.
extension CallSiteModule {
  /// A call that passes a `TypedReuseIdentifier` member, such as `register(identifier: .settings)`: the
  /// string and the class its declaration binds. A storyboard prototype's `register(identifier:)` registers
  /// nothing, so it is no call site.
  func typedIdentifierSite(_ site: ReuseCallSite, name: String, labels: [String]) -> ReuseCallSite? {
    var site = site
    let source = sources[site.file]
    site.crashesWhenUnregistered = labels.contains("for")
    guard let argument = site.arguments.first(where: { $0.label == "identifier" }) else { return nil }
    site.identifierLocation = source.location(argument.first)
    // One member, or a dequeue's choice between two (`isCompact ? .badgeCompact : .badgeRegular`), each a
    // pool of its own, of one class.
    var members: [String]
    if source.isKind(argument.first, .period), argument.last == argument.first + 1,
      let member = source.name(argument.last)
    {
      members = [member]
      site.typedIdentifier = member
    } else if site.role == .dequeue,
      let chosen = IdentifierTernary.of(argument, file: site.file, nameToken: site.nameToken, module: self)?
        .implicitMembers(in: source)
    {
      members = chosen
      site.typedIdentifierChoices = chosen
    } else {
      return nil
    }
    var declarations: [TypedIdentifierIndex.Declaration] = []
    for member in members {
      guard let declaration = typedIdentifiers.declaration(member) else {
        site.identifier = .unresolved(.typedIdentifierNotDeclared(member))
        return site
      }
      declarations.append(declaration)
    }
    let declaration = declarations[0]
    guard declarations.allSatisfy({ $0.viewType == declaration.viewType }) else {
      site.identifier = .unresolved(.typedIdentifiersOfDifferentClasses)
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
    var values: [String] = []
    for value in declarations.map(\.rawValue) where !values.contains(value) { values.append(value) }
    if values.count > 1 {
      site.identifier = IdentifierResolution(
        value: nil, method: .choice, reason: .chosenAtRunTime(values),
        alternatives: values)
    }
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
  func typedSite(_ site: ReuseCallSite, name: String, labels: [String], bindings: HelperBindings?)
    -> ReuseCallSite?
  {
    var site = site
    let source = sources[site.file]
    let typeLabel: String?
    switch (name, labels) {
    case ("register", ["_"]), ("register", ["_", "forSupplementaryViewOfKind"]),
      ("dequeueReusableCell", ["_", "for"]), ("dequeueReusableCell", ["_"]),
      ("dequeueReusableHeaderFooterView", ["_"]),
      ("dequeueReusableSupplementaryView", ["_", "ofKind", "for"]):
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
      site.identifier = .unresolved(.typeInferredFromContext)
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
    case .failure(let failure): site.identifier = .unresolved(failure)
    }
    return site
  }

  /// The identifier the typed API uses for `view`: Interface Builder's where it overrides the declared one
  /// (DESIGN.md §2), else the type's `reuseIdentifier`.
  func typedIdentifier(of view: ReusableView, type: EvaluatedType, lookup: any IdentifierLookup)
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
  func typedDequeueOfAChoice(
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
        value: nil, method: .choice, reason: .chosenAtRunTime(values),
        alternatives: values)
    return site
  }
}
