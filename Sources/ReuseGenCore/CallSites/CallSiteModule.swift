/// A module as `audit` and `migrate` see it: the analysis `generate` makes, plus every file's tokens and
/// the call sites that register or dequeue by reuse identifier, with their identifiers resolved.
struct CallSiteModule {
  let analysis: ModuleAnalysis
  let moduleName: String
  let sources: [SourceFile]
  let indices: [SourceIndex]
  /// The module's own register and dequeue helpers on `UITableView` and `UICollectionView`, by name.
  let helperFunctions: [String: [FunctionDeclaration]]
  /// The token ranges of the helpers' bodies, by file, so that a call is tested against its file's
  /// helpers only.
  let helperBodies: [[Range<Int>]]
  /// How many of `sources` belong to the module; the rest are context, read for registrations only.
  let moduleFileCount: Int
  /// Answers the names identifier expressions use.
  let lookup: SourceLookup
  private(set) var sites: [ReuseCallSite] = []
  /// The registrations and dequeues of the module's Objective-C files, which no command rewrites.
  private(set) var objectiveCSites: [ObjectiveCReuseSite] = []
  let viewsByName: [String: ReusableView]
  /// The views whose `dataSource` the module's code sets to `self`, by the type around the assignment.
  let selfDataSourceViews: [String: Set<String>]
  /// The module's `TypedReuseIdentifier` declarations, which typed-identifier calls name.
  let typedIdentifiers: TypedIdentifierIndex
  /// The module that hosts the support code, when it is not this one (`--support-module`).
  let supportModule: String?
  /// The support code's type names beside the module's own top-level types, as its generated file spells
  /// them. Made once: `migrate` asks at every site it retypes, and the module has thousands of names.
  let supportNames: SupportNames
  /// The storyboards and xibs of the context modules: a storyboard of another module may show this
  /// module's view controllers, whose table and collection views its prototypes then register for, and a
  /// xib of another target whose view is this module's class or UIKit's may be the nib the module loads by
  /// name (an app that ships its framework's nibs).
  let contextDocuments: [InterfaceBuilderDocument]
  /// Every storyboard prototype of the module and its context with an identifier, in document order.
  private(set) var storyboardPrototypes: [Prototype] = []
  /// Each file's `#if` clauses that the target's platforms never compile (`PlatformClauses`), read once:
  /// the call sites, the note on calls left out and migrate's accounting all skip them.
  let inactiveClauses: [[PlatformClauses.Clause]]
  /// The xibs by nib name, in document order: every registration of a nib asks for its xib, and a nib's
  /// name is made from the document's path. The module's own, then a context module's of a name the
  /// module has none of.
  private let xibsByNibName: [String: [InterfaceBuilderDocument]]

  /// Whether a xib the run reads is named `nib`: a registration of a nib no xib read holds loads what
  /// another target or bundle ships.
  func readsXib(named nib: String) -> Bool { xibsByNibName[nib] != nil }

  /// The module as the run read it: `sources` is the one read, lex and index of its files that analysis
  /// made too.
  init(
    analysis: ModuleAnalysis, moduleName: String, sources read: ModuleSources, supportModule: String? = nil,
    contextDocuments: [InterfaceBuilderDocument] = []
  ) {
    self.supportModule = supportModule
    // Another target's xib tells what a nib of that name holds only when its view is this module's class,
    // named with the module (`customModule`), or UIKit's: a class it names otherwise is its own target's.
    self.contextDocuments = contextDocuments.filter { document in
      document.kind == .storyboard
        || document.topLevelObjects.allSatisfy { $0.customClass == nil || $0.customModule == moduleName }
    }
    self.analysis = analysis
    supportNames = SupportNames(avoiding: Set(analysis.topLevelTypeNames.keys))
    self.moduleName = moduleName
    sources = read.sources
    moduleFileCount = read.moduleFileCount
    typedIdentifiers = TypedIdentifierIndex(sources.prefix(moduleFileCount))
    indices = read.indices
    helperFunctions = read.helperFunctions
    var bodies = Array(repeating: [Range<Int>](), count: sources.count)
    for helper in helperFunctions.values.joined() {
      bodies[helper.file].append(helper.bodyOpen + 1..<helper.bodyClose)
    }
    helperBodies = bodies
    let platforms = analysis.platforms
    inactiveClauses =
      platforms.isEmpty
      ? Array(repeating: [], count: sources.count)
      : sources.map { PlatformClauses.inactiveClauses(in: $0, platforms: platforms) }
    selfDataSourceViews = Self.selfDataSourceViews(
      sources: sources.prefix(moduleFileCount), indices: indices.prefix(moduleFileCount))
    var xibs: [String: [InterfaceBuilderDocument]] = [:]
    for document in analysis.interfaceBuilderDocuments {
      if let name = document.nibName { xibs[name, default: []].append(document) }
    }
    var contextXibs: [String: [InterfaceBuilderDocument]] = [:]
    for document in self.contextDocuments {
      if let name = document.nibName, xibs[name] == nil { contextXibs[name, default: []].append(document) }
    }
    xibsByNibName = xibs.merging(contextXibs) { own, _ in own }
    var views: [String: ReusableView] = [:]
    for view in analysis.views where views[view.name] == nil { views[view.name] = view }
    viewsByName = views
    var lookup = read.lookup
    lookup.generatedIdentifiers = views.compactMapValues { view in
      view.identifierSource != .declared ? view.identifier : nil
    }
    lookup.rswiftNames = RSwiftNames.derived(
      documents: analysis.interfaceBuilderDocuments, moduleName: moduleName, sources: sources,
      moduleFileCount: moduleFileCount, indices: indices, typeNames: lookup.typeNames)
    self.lookup = lookup
    storyboardPrototypes = prototypes()
    // A file's sites depend on the module, never on another file's sites: they are read on every core.
    let module = ReadOnly(self)
    sites = ParallelWork.map(count: sources.count) { file in module.value.findSites(in: file) }.flatMap { $0 }
    sites += uncalledHelperRegistrations()
    objectiveCSites = Self.objectiveCSites(analysis.objectiveC, module: self)
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

  /// The class a dotted path names from file `file`: the one chain query's answer
  /// (`SourceLookup.resolveClass`).
  func resolveClass(_ components: [String], inFile file: Int, scope: [String] = []) -> ClassReference {
    lookup.resolveClass(components, inFile: file, scope: scope)
  }

  /// The kind of reusable view a class is: a module view's own, a UIKit root's, or, for a context module's
  /// class, that of the first UIKit root its chain reaches; `nil` when the class is none of these.
  func viewKind(of reference: ClassReference) -> ViewKind? {
    switch reference {
    case .module(let name):
      viewsByName[name]?.kind
        ?? ViewKind.allCases.first { isClass(reference, kindOf: .uikit(UIKitClasses.root(of: $0))) == true }
    case .uikit(let root): UIKitClasses.kind(of: root)
    case .unknown: nil
    }
  }

  /// The chain of the module class `name`: the one chain query's answer (`SourceLookup.classChain`).
  func classChain(of name: String) -> ClassChain { lookup.classChain(of: name) }

  /// Whether `subclass` is `superclass` or inherits from it; `nil` when the chain cannot be followed: the
  /// one chain query's answer (`SourceLookup.isClass`).
  func isClass(_ subclass: ClassReference, kindOf superclass: ClassReference) -> Bool? {
    lookup.isClass(subclass, kindOf: superclass)
  }

  // MARK: - Identifiers

  /// Resolves the identifier expression of tokens `first...last` of file `file`, used at token `site`.
  func resolveIdentifier(file: Int, first: Int, last: Int, site: Int) -> IdentifierResolution {
    let expression = sources[file].withParser { $0.expression(from: first, through: last) }
    let scope = indices[file].scopes[site] ?? ScopeSnapshot(types: [], braces: [])
    return resolve(expression, at: ExpressionPlace(file: file, token: site, scope: scope), lookup: lookup)
  }

  /// Whether the expression reads the variable of a `for` loop, which takes every element in turn.
  private static func isLoopVariable(
    _ expression: IdentifierExpression, at place: ExpressionPlace, lookup: any IdentifierLookup
  ) -> Bool {
    guard case .reference(let path) = expression, let first = path.first,
      case .success(let value) = lookup.name(first, at: place), case .element = value.expression
    else { return false }
    return true
  }

  /// Evaluates an identifier expression written at `place`, and says how it was resolved.
  func resolve(
    _ expression: IdentifierExpression, at place: ExpressionPlace, lookup: any IdentifierLookup,
    selfType: EvaluatedType? = nil
  ) -> IdentifierResolution {
    let evaluator = IdentifierEvaluator(lookup: lookup, acceptsRuntimeNames: true)
    switch evaluator.evaluateAll(expression, selfType: selfType, at: place) {
    case .failure(let failure):
      return .unresolved(failure)
    case .success(let values) where values.count > 1:
      var resolution = IdentifierResolution(
        value: nil, method: .choice, reason: .chosenAtRunTime(values))
      resolution.alternatives = values
      resolution.readsLoopVariable = Self.isLoopVariable(expression, at: place, lookup: lookup)
      return resolution
    case .success(let values):
      let value = values[0]
      guard case .reference(let path) = expression else {
        return IdentifierResolution(value: value, method: expression.literal != nil ? .literal : .evaluated)
      }
      let written = path.joined(separator: ".")
      var resolution = IdentifierResolution(
        value: value, method: path.last == "reuseIdentifier" ? .declared : .constant, constantName: written)
      if path.last != "reuseIdentifier", let declaration = declaration(of: path, at: place, lookup: lookup) {
        resolution.constantDeclaration = declaration
      }
      resolution.readsLoopVariable = Self.isLoopVariable(expression, at: place, lookup: lookup)
      return resolution
    }
  }

  /// Where the constant a path names is declared, for telling when nothing refers to it any more.
  func declaration(of path: [String], at place: ExpressionPlace, lookup: any IdentifierLookup)
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

  // MARK: - Interface Builder

  /// The module's xib of this nib name.
  func xib(named name: String) -> InterfaceBuilderDocument? {
    let matches = xibsByNibName[name] ?? []
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

  /// A storyboard prototype: UIKit registers it for its table or collection view by itself.
  struct Prototype {
    var family: ReuseFamily
    var identifier: String
    var viewClass: ClassReference
    var location: SourceLocation
  }

  /// The storyboard prototypes of the module's storyboards that set an identifier.
  private func prototypes() -> [Prototype] {
    (analysis.interfaceBuilderDocuments + contextDocuments).filter { $0.kind == .storyboard }.flatMap {
      document in
      document.reusableElements.compactMap { element -> Prototype? in
        guard element.isPrototype, let kind = element.impliedKind,
          let identifier = element.object.reuseIdentifier
        else { return nil }
        return Prototype(
          family: ReuseFamily(kind), identifier: identifier,
          viewClass: interfaceBuilderClass(element.object, kind: kind), location: element.object.location)
      }
    }
  }

  /// The class an Interface Builder element instantiates.
  func interfaceBuilderClass(_ object: InterfaceBuilderObject, kind: ViewKind?) -> ClassReference {
    guard let customClass = object.customClass else {
      // Interface Builder's element names are the kinds' names: `tableViewCell`, `collectionReusableView`.
      guard let kind = ViewKind(rawValue: object.tag) else { return .unknown(.plainView) }
      return .uikit(UIKitClasses.root(of: kind))
    }
    if let module = object.customModule, module != moduleName {
      return .unknown(.inOtherModule(customClass: customClass, module: module))
    }
    if viewsByName[customClass] != nil { return .module(customClass) }
    // UIKit's own class set as the custom class (`UITableViewHeaderFooterView` on a xib's `<view>`), which
    // no class of the module shadows, is UIKit's.
    if object.customModule == nil, UIKitClasses.rootNames.contains(customClass),
      !analysis.views.contains(where: { $0.name.split(separator: ".").last.map(String.init) == customClass })
    {
      return .uikit(customClass)
    }
    let byObjcName = analysis.views.filter {
      $0.name.split(separator: ".").last.map(String.init) == customClass
    }
    return byObjcName.count == 1 ? .module(byObjcName[0].name) : .unknown(.customClass(customClass))
  }
}
