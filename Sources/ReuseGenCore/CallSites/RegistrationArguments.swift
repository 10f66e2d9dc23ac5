/// What a registration's first argument registers: the class (`X.self`, a bound metatype), the nib
/// (`UINib(nibName:bundle:)`, an app's `nib` member) and the bundle it loads from.
extension CallSiteModule {
  /// The class a registration's first argument names: `X.self`, a bound metatype parameter, or the class
  /// of the nib that `UINib(nibName:bundle:)` loads.
  func readRegisteredClass(
    _ site: inout ReuseCallSite, source: SourceFile, lookup: any IdentifierLookup
  ) {
    let argument = site.arguments[0]
    if readRSwiftNib(&site, argument: argument, source: source) { return }
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
      if site.nibName == nil { site.unreadNibMember = path.components.joined(separator: ".") }
      site.registeredClass = .module(name)
      return
    }
    if let receiver = ClassForCoder.receiver(of: argument, in: source) {
      site.registeredClass = classReference(receiver, lookup: lookup, at: place)
      return
    }
    // A closure's `$0` bound to each metatype of a `forEach` (`loopRegistrations`) is a name like any other.
    let anonymous =
      source.isKind(argument.first, .dollarIdentifier) ? ([source.text(argument.first)], argument.first) : nil
    if let path = source.dottedPath(at: argument.first) ?? anonymous, path.last == argument.last {
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
      site.registeredClass = .unknown(.notWrittenAtCallSite)
      return
    }
    registerNib(&site, source: nibSource, open: open, close: close, place: nibPlace, lookup: lookup)
  }

  /// The `UINib(nibName:bundle:)` a static member of `type` returns (`static var nib: UINib { UINib(…) }`,
  /// `{ return UINib(…) }` or `= UINib(…)`), with where it is written.
  func nibInitializer(ofMember member: String, of type: EvaluatedType)
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
  func nibInitializer(ofMethod name: String, of type: EvaluatedType)
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
  static func nibInitializerParen(_ source: SourceFile, at first: Int) -> Int? {
    var index = first
    if source.isWord(index, "UIKit"), source.isKind(index + 1, .period) { index += 2 }
    guard source.isWord(index, "UINib") else { return nil }
    index += 1
    if source.isKind(index, .period), source.isWord(index + 1, "init") { index += 2 }
    return source.isKind(index, .leftParen) ? index : nil
  }

  /// A registration of `UINib(nibName:bundle:)`, whose parentheses are `open` and `close`: the nib's name
  /// and bundle, and the class its xib's view is.
  func registerNib(
    _ site: inout ReuseCallSite, source: SourceFile, open: Int, close: Int, place: ExpressionPlace,
    lookup: any IdentifierLookup, selfType: EvaluatedType? = nil
  ) {
    let nibArguments = arguments(source, open: open, close: close)
    guard nibArguments.map(\.label) == ["nibName", "bundle"] else {
      site.registeredClass = .unknown(.notNibInitializer)
      return
    }
    let expression = source.withParser {
      $0.expression(from: nibArguments[0].first, through: nibArguments[0].last)
    }
    let nib = resolve(expression, at: place, lookup: lookup, selfType: selfType)
    site.nibName = nib.value
    // A bundle named through a local (`let bundle = Bundle(for: Cell.self)`) is its value's.
    let bundle = localValue(of: nibArguments[1], at: place) ?? nibArguments[1]
    site.bundle = bundleSpelling(source, bundle, selfType: selfType)
    guard let nibName = nib.value else {
      site.registeredClass = .unknown(.nibNameUnresolved)
      return
    }
    site.registeredClass = classOfNib(named: nibName)
  }

  /// The class the module's xib `nibName` registers: its single top-level view's.
  func classOfNib(named nibName: String) -> ClassReference {
    guard let document = xib(named: nibName), let object = topLevelReusableObject(document) else {
      return .unknown(.noSingleViewXib(nibName: nibName))
    }
    // The matcher's binding knows `@objc` names and modules; a view it made nib-backed is the class.
    let backed = analysis.views.filter { $0.source.nibName == nibName }
    return backed.count == 1
      ? .module(backed[0].name) : interfaceBuilderClass(object.object, kind: object.impliedKind)
  }

  /// The class a path names through `lookup`, which knows a helper's bound parameters.
  func classReference(_ components: [String], lookup: any IdentifierLookup, at place: ExpressionPlace)
    -> ClassReference
  {
    if let substituting = lookup as? SubstitutingLookup, components.count == 1,
      let bound = substituting.bindings.types[components[0]]
    {
      guard bound.module != nil else { return .uikit(bound.qualifiedName) }
      return bound.isClass && !bound.isGeneric
        ? .module(bound.qualifiedName) : .unknown(.generic(bound.qualifiedName))
    }
    return resolveClass(components, inFile: place.file, scope: place.scope.types)
  }

  func bundleSpelling(
    _ source: SourceFile, _ argument: ReuseCallSite.Argument, selfType: EvaluatedType? = nil
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
    else {
      // `OTRAssets.resourcesBundle`: a type's member, the same bundle wherever it is written.
      if let path = source.dottedPath(at: argument.first), path.last == argument.last,
        path.components.count > 1, let type = path.components.first, type != "Self",
        type.first?.isUppercase == true
      {
        return .typeMember(path.components)
      }
      return .other
    }
    // `Bundle(for: self)` in a static member of the class is the class's bundle.
    if path.components == ["self"] || path.components == ["Self", "self"] {
      return selfType.map { .forClass($0.path) } ?? .other
    }
    return .forClass(Array(path.components.dropLast()))
  }
}
