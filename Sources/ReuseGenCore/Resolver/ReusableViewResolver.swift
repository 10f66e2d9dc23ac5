/// A reusable view as the resolver sees it, before Interface Builder and identifiers are applied.
package struct ResolvedView: Sendable {
  /// The listing row, with `identifier` still unset.
  package var view: ReusableView
  /// The `@objc(Name)` name, which Interface Builder uses as the custom class.
  package var objcName: String?
  /// The simple name.
  package var simpleName: String
  /// The `#if` context, for deciding which duplicates exclude each other.
  package var conditional: ConditionalContext
  /// The index of the declaring file in path order.
  package var fileIndex: Int
  /// The `reuseIdentifier` member the app declares for the view, if any: it is the view's identifier.
  package var declaredIdentifier: StaticPropertyDeclaration?
}

extension ResolvedView {
  /// What Interface Builder files may name the view by.
  var candidate: InterfaceBuilderCandidate {
    InterfaceBuilderCandidate(name: view.name, objcName: objcName, kind: view.kind, location: view.location)
  }
}

/// A class whose chain ends in a base that no scanned source declares, such as a library's cell.
package struct UndeclaredBase: Sendable, Equatable {
  /// The base as written.
  package var base: String
  /// Where the class is declared.
  package var location: SourceLocation
  /// The class's qualified name.
  package var className: String
  /// Whether the base is the class's own superclass, rather than further up its chain.
  package var isDirect = true
}

/// Everything the resolver concludes for a module, in one value.
struct Resolution {
  /// The module's reusable views, in path and source order, with status and conformance set.
  var views: [ResolvedView]
  /// The reusable views of context modules, when asked for.
  var contextViews: [ResolvedView]
  /// Classes whose chains end in undeclared bases, for the "declare this base" note.
  var undeclaredBases: [UndeclaredBase]
  /// Problems found while resolving: cycles, and chains too long to follow.
  var diagnostics: [Diagnostic]
  /// What the module's code already declares, which generated code must leave alone.
  var existing: ExistingDeclarations
}

/// Decides which classes are reusable views, following inheritance across files as DESIGN.md §1 describes.
package struct ReusableViewResolver {
  private let table: SymbolTable
  /// The one type-name table (`Lookup/TypeNames.swift`) over the same files, numbered as `table` numbers
  /// them, which answers what each superclass clause names.
  private let names: TypeNames
  /// Each class's superclass as `names` answers it, shared by the copies of the resolver: nested classes
  /// ask for the superclasses of every class around them.
  private let superclasses: SuperclassMemo
  /// What the module's code already declares, which generated code must leave alone.
  private let existing: ExistingDeclarations
  private let externalBases: [String: ViewKind]
  /// Canonical names of the types that an extension makes `Dequeuable`, computed once.
  private let extendedWithDequeuable: Set<String>
  /// Whether the module declares a `Dequeuable` of its own.
  private let ownsDequeuableName: Bool
  private let sharingContextModules: Set<String>
  /// Each class's classification, by file and index: every class of the module is classified, and
  /// arrays cost no hashing per step of a chain.
  private var classification: ClassificationTable
  /// The members of the generated conformance's names that each class sees, by name.
  private var memberFacts: [String: [DeclarationReference: MemberFacts]] = [:]
  /// `adoptsUnseenProtocol(_:kind:)`'s answers, by class.
  private var unseenProtocols: [DeclarationReference: Bool] = [:]

  /// What views of each kind see of each member name through UIKit's classes.
  private var uikitMembers: [UIKitMemberKey: MemberFacts] = [:]

  private struct UIKitMemberKey: Hashable {
    var name: String
    var kind: ViewKind
  }

  /// What a class sees of one member name: from classes, and from protocols.
  private struct MemberFacts {
    var classMember: StaticPropertyDeclaration?
    var protocolMember: StaticPropertyDeclaration?
  }
  private var cycleReported = Set<DeclarationReference>()
  /// Problems found while resolving: cycles, and chains too long to follow.
  private var diagnostics: [Diagnostic] = []

  /// What a reusable view's chain of module classes says, kept per class so that a chain of any length
  /// costs constant memory per class.
  ///
  /// The fields are laid out widest first, so that the one-byte ones share the reference's last word:
  /// every type of the module has a slot for them.
  private struct ChainFacts {
    /// The nearest context module whose class the chain passes through above the class.
    var contextModule: String?
    /// The topmost module class of the chain, which carries the conformance.
    var topmost: DeclarationReference
    var kind: ViewKind
    /// Whether the superclass is a reusable view of the module.
    var hasModuleSuperclass: Bool

    init(
      kind: ViewKind, topmost: DeclarationReference, hasModuleSuperclass: Bool, contextModule: String? = nil
    ) {
      self.contextModule = contextModule
      self.topmost = topmost
      self.kind = kind
      self.hasModuleSuperclass = hasModuleSuperclass
    }
  }

  /// Classifications of types by file and index, a row per file with a slot per type. A chain that a local
  /// typealias leads elsewhere than to a type is kept apart, as any reference would be.
  private struct ClassificationTable {
    private var rows: [[Classification?]]
    private var others: [DeclarationReference: Classification] = [:]

    init(_ files: [ScannedFile]) {
      // By index: a closure over the elements would copy each file, retaining every array it holds.
      rows = files.indices.map { Array(repeating: nil, count: files[$0].types.count) }
    }

    /// The table with only the chains that end in a view kept: more external bases leave those as they
    /// are, since their chains end in UIKit's classes or in bases declared already.
    func keepingViews() -> ClassificationTable {
      var kept = self
      for file in kept.rows.indices {
        for index in kept.rows[file].indices where !(kept.rows[file][index]?.isReusable ?? true) {
          kept.rows[file][index] = nil
        }
      }
      kept.others = others.filter { $0.value.isReusable }
      return kept
    }

    subscript(reference: DeclarationReference) -> Classification? {
      get { reference.kind == .type ? rows[reference.file][reference.index] : others[reference] }
      set {
        if reference.kind == .type {
          rows[reference.file][reference.index] = newValue
        } else {
          others[reference] = newValue
        }
      }
    }
  }

  /// What a class's inheritance chain ends in.
  private enum Classification {
    /// A UIKit root, or a declared external base, reached through module classes.
    case reusable(ChainFacts)
    /// A base outside the module that was not declared with `bases`.
    case external(String)
    /// No superclass, a non-view base, or a cycle.
    case none

    var isReusable: Bool {
      if case .reusable = self { true } else { false }
    }
  }

  /// Creates a resolver over the scanned files, which must be sorted by path.
  /// - Parameter externalBases: bases from other modules, by name, declared with `--base` or `bases`.
  /// - Parameter module: The module's name, so that `Module.Type` paths resolve.
  /// - Parameter sharingContextModules: The context modules whose classes conform to the protocol this
  ///   module's conformances use.
  package init(
    files: [ScannedFile], module: String? = nil, externalBases: [String: ViewKind] = [:],
    sharingContextModules: Set<String> = []
  ) {
    self.sharingContextModules = sharingContextModules
    superclasses = SuperclassMemo()
    names = TypeNames(
      declarations: files, lookupFile: Array(files.indices),
      moduleNames: TypeNames.moduleNames(
        module ?? "", moduleOfFile: files.indices.compactMap { files[$0].contextModule }))
    table = SymbolTable(files: files, names: names, memo: superclasses.aliases)
    existing = ExistingDeclarations(table: table)
    classification = ClassificationTable(files)
    self.externalBases = externalBases
    ownsDequeuableName = existing.topLevelNames["Dequeuable"] != nil
    var extended = Set<String>()
    // A module with its own `Dequeuable` conforms to that one, never to ReuseGen's.
    for (fileIndex, file) in files.enumerated() where !ownsDequeuableName {
      for (index, declaration) in file.extensions.enumerated()
      where declaration.conformances.contains(where: { $0.contains { $0.components.last == "Dequeuable" } }) {
        extended.insert(table.extendedName(of: index, file: fileIndex))
      }
    }
    extendedWithDequeuable = extended
    // Typealiases of typealiases answered in declaration order: a chain `T2 = T1`, `T1 = T0` costs one step
    // per typealias.
    for (fileIndex, file) in files.enumerated() {
      for (index, alias) in file.typeAliases.enumerated()
      where !alias.isLocal && names.isLinkOfChain(alias.name, inFile: fileIndex, index: index) {
        _ = names.classLookup(
          aliasAt: index, named: alias.name, inFile: fileIndex, memo: superclasses.aliases)
      }
    }
  }

  /// A resolver over `other`'s files with more external bases: `externalBases` holds `other`'s, with the
  /// same kinds. The symbol table and what the module already declares do not depend on the bases, so
  /// they are shared, not built again; so are the chains that end in a view, which more bases leave as
  /// they are. What else was concluded from the bases starts over.
  init(_ other: ReusableViewResolver, externalBases: [String: ViewKind]) {
    table = other.table
    names = other.names
    superclasses = other.superclasses
    existing = other.existing
    classification = other.classification.keepingViews()
    self.externalBases = externalBases
    extendedWithDequeuable = other.extendedWithDequeuable
    ownsDequeuableName = other.ownsDequeuableName
    sharingContextModules = other.sharingContextModules
    includesContextViews = other.includesContextViews
  }

  /// Every reusable view of the module, its undeclared bases and its problems.
  mutating func resolve() -> Resolution {
    var views = resolveViews()
    let contextViews = views.filter { $0.view.definingModule != nil }
    views.removeAll { $0.view.definingModule != nil }
    return Resolution(
      views: views, contextViews: contextViews, undeclaredBases: undeclaredBases(), diagnostics: diagnostics,
      existing: existing)
  }

  /// Every reusable view, in path and source order, with status and conformance set.
  private mutating func resolveViews() -> [ResolvedView] {
    var views: [ResolvedView] = []
    for (fileIndex, file) in table.files.enumerated() where file.contextModule == nil || includesContextViews
    {
      // Declarations are copied only for the views: a copy retains and releases each of its strings and
      // arrays, and this loop visits every type of the module.
      for index in file.types.indices where file.types[index].kind == .class {
        let reference = DeclarationReference(kind: .type, file: fileIndex, index: index)
        guard case .reusable(let facts) = classify(reference) else { continue }
        views.append(makeView(reference, declaration: file.types[index], facts: facts))
      }
    }
    if superclasses.aliases.gaveUp {
      diagnostics.append(
        Diagnostic(ResolverMessage.chainTooLong(maximum: SymbolTable.maximumResolutionDepth), at: nil))
    }
    return views
  }

  /// Whether `resolve()` lists the views of context modules too, marked with their module, for tables that
  /// register them.
  package var includesContextViews = false

  /// Names of undeclared external bases that end classes' chains, with the classes, for the
  /// "declare this base" note and for the bases Interface Builder's documents prove reusable. It needs
  /// the classification alone, and may be asked before `resolve()`.
  mutating func undeclaredBases() -> [UndeclaredBase] {
    if let found = undeclaredBasesFound { return found }
    let found = findUndeclaredBases()
    undeclaredBasesFound = found
    return found
  }

  /// `undeclaredBases()`'s answer once found: `ModuleAnalyzer.resolveViews` asks for it before `resolve()`
  /// does, and the classification it reads is whole after the first asking.
  private var undeclaredBasesFound: [UndeclaredBase]?

  private mutating func findUndeclaredBases() -> [UndeclaredBase] {
    var result: [UndeclaredBase] = []
    var direct: [DeclarationReference: String] = [:]
    var below: [DeclarationReference] = []
    for (fileIndex, file) in table.files.enumerated() where file.contextModule == nil {
      for index in file.types.indices where file.types[index].kind == .class {
        let reference = DeclarationReference(kind: .type, file: fileIndex, index: index)
        switch classify(reference) {
        case .external(let base):
          direct[reference] = base
          result.append(
            UndeclaredBase(
              base: base, location: file.types[index].location, className: file.types[index].qualifiedName))
        case .none: below.append(reference)
        default: break
        }
      }
    }
    // The classes further down those chains, which Interface Builder may draw instead (`bases` inference).
    guard !direct.isEmpty else { return result }
    for reference in below {
      let walk = SuperclassWalk<DeclarationReference, String, Void>.follow(
        from: reference, known: { direct[$0] }, step: { classStep($0) })
      if case .known(let base) = walk.stop {
        let type = table.files[reference.file].types[reference.index]
        result.append(
          UndeclaredBase(base: base, location: type.location, className: type.qualifiedName, isDirect: false))
      }
    }
    return result
  }

  // MARK: - Classification

  /// Follows superclasses until a known class, a root, the module's edge or a cycle, then records the
  /// outcome for every class on the way, from the top down. Linear in the chain's length.
  private mutating func classify(_ reference: DeclarationReference) -> Classification {
    if let known = classification[reference] { return known }
    let walk = SuperclassWalk<DeclarationReference, Classification, ViewKind?>.follow(
      from: reference, known: { classification[$0] }, step: { superclassStep($0) })
    var path = walk.visited
    let above: Classification
    switch walk.stop {
    case .known(let known):
      above = known
    case .end(let kind?):
      let topmost = path.removeLast()
      above = .reusable(ChainFacts(kind: kind, topmost: topmost, hasModuleSuperclass: false))
      classification[topmost] = above
    case .end(nil):
      let last = path.removeLast()
      above = externalClassification(of: last)
      classification[last] = above
    case .cycle(let member):
      reportCycle(Array(path.drop { $0 != member }))
      for member in path { classification[member] = Classification.none }
      return .none
    case .tooLong:
      // A walk without a most steps stops at a cycle first.
      return .none
    }
    var outcome = above
    for member in path.reversed() {
      if case .reusable(let facts) = outcome {
        let context = table.files[member.file].contextModule
        if context == nil, let above = table.files[facts.topmost.file].contextModule {
          // The first class of this module below a context module's: the top of this module's part.
          outcome = .reusable(
            ChainFacts(
              kind: facts.kind, topmost: member, hasModuleSuperclass: false,
              contextModule: facts.contextModule ?? above))
        } else {
          outcome = .reusable(
            ChainFacts(
              kind: facts.kind, topmost: facts.topmost, hasModuleSuperclass: true,
              contextModule: context ?? facts.contextModule))
        }
      } else {
        // Below a class that is not a view, or below an undeclared base, nothing is a view.
        outcome = .none
      }
      classification[member] = outcome
    }
    return classification[reference] ?? .none
  }

  /// The superclass of a class of the scanner's declarations. Not the one chain query
  /// (`Lookup/ClassChains.swift`): the resolver runs before and beside the building of `SourceLookup`,
  /// which `list` and `generate` build only over the files their identifiers need, so it walks the table
  /// of every file's declarations the scan already made.
  private func superclass(of reference: DeclarationReference) -> Symbol? {
    if table.files[reference.file].types[reference.index].isLocal, let local = localSuperclass(of: reference)
    {
      return local
    }
    if let known = superclasses.answers[reference] { return known }
    let declaration = table.files[reference.file].types[reference.index]
    var found: Symbol?
    if let first = declaration.inheritance.first, !(first.first?.isMarked ?? false) {
      // The one superclass step every walk takes (`TypeNames.superclass(ofClause:)`).
      let (scope, generics) = lookupScope(of: declaration.enclosing, file: reference.file)
      let answer = names.superclass(
        ofClause: first.map(\.components), inFile: reference.file, scope: scope, generics: generics,
        memo: superclasses.aliases)
      found = symbol(answer)
      // What `externalClassification` asks next of a class without one, when the clause's answer says it.
      if found == nil, first.count == 1 { superclasses.namesNothing[reference] = answer == .nothing }
    }
    superclasses.answers[reference] = found
    return found
  }

  /// The class `path` names from inside `enclosing` in file `file`, asked of the type-name table.
  private func classSymbol(_ path: [String], enclosing: EnclosingDeclaration?, file: Int) -> Symbol? {
    symbol(classLookup(path, enclosing: enclosing, file: file))
  }

  /// The class a lookup found, as the resolver follows it.
  private func symbol(_ found: TypeNames.ClassLookup) -> Symbol? {
    switch found {
    case .declared(let type):
      type.isClass ? .declaration(DeclarationReference(kind: .type, file: type.file, index: type.index)) : nil
    case .root(let kind): .root(kind)
    // The classification's rules name UIKit's roots by kind, never a UIKit class by name.
    case .uikit, .notAClass, .nothing: nil
    }
  }

  private func classLookup(_ path: [String], enclosing: EnclosingDeclaration?, file: Int)
    -> TypeNames.ClassLookup
  {
    let (scope, generics) = lookupScope(of: enclosing, file: file)
    return names.classLookup(path, inFile: file, scope: scope, generics: generics, memo: superclasses.aliases)
  }

  /// The types around a declaration as the type-name table scopes them (`TypeNames.scope(ofOwner:)`),
  /// outermost first, with their generic parameters: the types whose bodies hold it, up to an extension,
  /// whose extended type is the outermost.
  private func lookupScope(of enclosing: EnclosingDeclaration?, file: Int) -> (
    scope: [String], generics: Set<String>
  ) {
    var names: [String] = []
    var generics = Set<String>()
    var current = enclosing
    var extended: TypeReference?
    for _ in 0...table.files[file].types.count {
      guard let step = current else { break }
      switch step {
      case .type(let index):
        let type = table.files[file].types[index]
        names.append(type.name)
        generics.formUnion(type.genericParameters)
        current = type.enclosing
      case .extension(let index):
        let written = table.files[file].extensions[index].extendedType
        extended = written
        if case .success(let type) = self.names.declaredType(
          written.components, inFile: file, scope: [], generics: [], recorder: nil)
        {
          generics.formUnion(table.files[type.file].types[type.index].genericParameters)
        }
        current = nil
      }
    }
    guard extended != nil || !names.isEmpty else { return ([], generics) }
    let owner = ((extended.map { [$0.text] } ?? []) + names.reversed()).joined(separator: ".")
    let scope = self.names.scope(
      ofOwner: owner, extendedComponents: UInt8(clamping: extended?.components.count ?? 0), inFile: file,
      recorder: nil)
    return (scope, generics)
  }

  /// Local classes see the local types and typealiases of the bodies around them, innermost first,
  /// before anything outside: a local declaration is visible where the brace it was declared in is open.
  private func localSuperclass(of reference: DeclarationReference) -> Symbol? {
    let declaration = table.type(reference)
    guard let first = declaration.inheritance.first?.first else { return nil }
    return resolveLocal(
      first.components, from: declaration.scopeIdentities, excluding: reference.index, file: reference.file,
      depth: 0)
  }

  /// A local declaration that a name can mean.
  private enum LocalDeclaration {
    case type(Int)
    case typeAlias(Int)
  }

  /// Resolves `path` among the local declarations visible from the braces `scopes`, following local
  /// typealiases, or returns `nil` when its first component names no local declaration.
  private func resolveLocal(
    _ path: [String],
    from scopes: [Int],
    excluding excluded: Int? = nil,
    file fileIndex: Int,
    depth: Int
  ) -> Symbol? {
    guard let head = path.first, depth < 64,
      let found = innermostLocal(named: head, visibleFrom: scopes, excluding: excluded, file: fileIndex)
    else { return nil }
    let file = table.files[fileIndex]
    switch found {
    case .type(var current):
      // `LocalType.Member`: members of a local type are local types whose enclosing type it is.
      for component in path.dropFirst() {
        guard
          let member = file.types.indices.first(where: {
            file.types[$0].enclosing == .type(current) && file.types[$0].name == component
          })
        else { return nil }
        current = member
      }
      guard file.types[current].kind == .class else { return nil }
      return .declaration(DeclarationReference(kind: .type, file: fileIndex, index: current))
    case .typeAlias(let index):
      guard path.count == 1 else { return nil }
      let alias = file.typeAliases[index]
      for part in alias.target {
        let symbol =
          resolveLocal(part.components, from: alias.scopeIdentities, file: fileIndex, depth: depth + 1)
          ?? classSymbol(part.components, enclosing: alias.enclosing, file: fileIndex)
        if symbol != nil { return symbol }
      }
      return nil
    }
  }

  /// The local type or typealias named `name` declared in the innermost of the braces `scopes`.
  private func innermostLocal(
    named name: String, visibleFrom scopes: [Int], excluding excluded: Int?, file fileIndex: Int
  )
    -> LocalDeclaration?
  {
    let file = table.files[fileIndex]
    var best: (declaration: LocalDeclaration, depth: Int)?
    func consider(_ declaration: LocalDeclaration, declaredIn braces: [Int]) {
      guard let brace = braces.last, let depth = scopes.lastIndex(of: brace) else { return }
      if depth >= (best?.depth ?? -1) { best = (declaration, depth) }
    }
    for (index, candidate) in file.types.enumerated()
    where candidate.isLocal && candidate.name == name && index != excluded {
      consider(.type(index), declaredIn: candidate.scopeIdentities)
    }
    for (index, candidate) in file.typeAliases.enumerated() where candidate.isLocal && candidate.name == name
    {
      consider(.typeAlias(index), declaredIn: candidate.scopeIdentities)
    }
    return best?.declaration
  }

  /// A class whose chain leaves the module: a declared external base makes it a view.
  private func externalClassification(of reference: DeclarationReference) -> Classification {
    let declaration = table.files[reference.file].types[reference.index]
    guard let first = declaration.inheritance.first?.first else { return .none }
    if let kind = externalBases[first.text] ?? externalBases[first.components.last ?? ""] {
      return .reusable(
        ChainFacts(
          kind: kind, topmost: reference, hasModuleSuperclass: false))
    }
    guard
      superclasses.namesNothing[reference]
        ?? (classLookup(first.components, enclosing: declaration.enclosing, file: reference.file) == .nothing)
    else {
      return .none
    }
    return .external(first.text)
  }

  private mutating func reportCycle(_ path: [DeclarationReference]) {
    guard let first = path.first, cycleReported.insert(first).inserted else { return }
    let names = path.map { table.type($0).qualifiedName }
    diagnostics.append(
      Diagnostic(ResolverMessage.circularInheritance(names: names), at: table.type(first).location))
  }

  // MARK: - Facts

  private mutating func makeView(
    _ reference: DeclarationReference,
    declaration: TypeDeclaration,
    facts: ChainFacts
  ) -> ResolvedView {
    let reachability = reachability(of: reference)
    let topmost = facts.topmost
    let kind = facts.kind
    let conformance: ConformanceOrigin
    if declaresDequeuable(reference) {
      conformance = .handWritten
    } else if let context = facts.contextModule, sharingContextModules.contains(context) {
      // A context class above conforms to the same protocol: a second conformance would not compile.
      conformance = .inherited
    } else if facts.hasModuleSuperclass {
      conformance = .inherited
    } else {
      conformance = .generated
    }
    // Swift names a type through what its extensions really extend, typealiases followed.
    let name =
      declaration.isLocal ? declaration.name : table.typeName(of: reference)
    var declaredMembers = Set<String>()
    var declaredIdentifier: StaticPropertyDeclaration?
    for member in GeneratedAPI.conformanceMemberNames {
      guard let found = visibleMember(named: member, on: reference, kind: kind) else { continue }
      declaredMembers.insert(member)
      if member == "reuseIdentifier" { declaredIdentifier = found }
    }
    var view = ReusableView(
      name: name,
      kind: kind,
      location: declaration.location,
      access: effectiveAccess(of: reference),
      identifier: .none,
      isGeneric: isGeneric(reference),
      conditions: declaration.conditional.conditions,
      status: reachability.map { .skipped(reason: $0) } ?? .generated,
      conformance: conformance,
      conformanceRoot: table.typeName(of: topmost)
    )
    view.contextModule = facts.contextModule
    view.definingModule = table.files[reference.file].contextModule
    view.declaredMembers = declaredMembers
    view.declaredIdentifierLocation = declaredIdentifier?.location
    view.availability = availability(of: reference)
    if view.status == .generated, view.isUnavailable { view.status = .skipped(reason: "marked unavailable") }
    view.isFinal = declaration.isFinal
    view.isPrivateToItsFile =
      !declaration.isLocal && declaration.enclosing == nil
      && declaration.explicitAccess.map { $0 <= .fileprivate } == true
    view.isSpelledThroughItsModule = isNestedInModuleTypesOnly(reference)
    view.adoptsUnseenProtocol = adoptsUnseenProtocol(reference, kind: kind)
    return ResolvedView(
      view: view,
      objcName: declaration.objcName,
      simpleName: declaration.name,
      conditional: declaration.conditional,
      fileIndex: reference.file,
      declaredIdentifier: declaredIdentifier
    )
  }

  /// Whether every type around the declaration, up to the top level, is one this module declares: the
  /// body of its own type, or an extension of one. A class in `extension UIViewController` is spelled
  /// through UIKit's name for it at run time instead.
  private func isNestedInModuleTypesOnly(_ reference: DeclarationReference) -> Bool {
    // An Objective-C class is not spelled through the module at all.
    let file = table.files[reference.file]
    guard file.contextModule == nil, !file.isObjectiveCInterface else { return false }
    let (steps, reachesTopLevel) = table.enclosures(of: reference)
    return reachesTopLevel
      && steps.allSatisfy { step in
        guard case .type(let outer) = step else { return true }
        return table.files[outer.file].contextModule == nil
      }
  }

  /// Whether the class, a superclass, or a UIKit class above them adopts a protocol that no source ReuseGen
  /// reads declares (`ExistingDeclarations.adoptsUnseenProtocol`). Memoized along the chain, so it stays
  /// linear in the chain's length.
  private mutating func adoptsUnseenProtocol(_ reference: DeclarationReference, kind: ViewKind) -> Bool {
    let (path, above) = unknownChain(from: reference, known: unseenProtocols)
    var adopts =
      above ?? UIKitClasses.ancestors(of: kind).contains { existing.adoptsUnseenProtocol($0) }
    for member in path.reversed() {
      let container = table.typeName(of: member)
      adopts = adopts || existing.adoptsUnseenProtocol(container)
      unseenProtocols[member] = adopts
    }
    return unseenProtocols[reference] ?? adopts
  }

  /// The classes from `reference` up its chain whose fact `known` does not have yet, nearest first, and the
  /// fact of the first class above them that it has. Facts that combine a class's own with its
  /// superclass's are then filled from the top down, so that a chain of any length costs linear time.
  ///
  /// `known` is passed by value and released when the walk returns, so that the caller's writes to the
  /// cache it came from never copy it.
  private func unknownChain<Fact>(
    from reference: DeclarationReference, known: [DeclarationReference: Fact]
  ) -> (path: [DeclarationReference], above: Fact?) {
    let walk = SuperclassWalk<DeclarationReference, Fact, Void>.follow(
      from: reference, known: { known[$0] },
      step: { reference in
        guard case .next(let next) = classStep(reference), next.kind == .type else { return .end(()) }
        return .next(next)
      })
    guard case .known(let fact) = walk.stop else { return (walk.visited, nil) }
    return (walk.visited, fact)
  }

  /// A step up the resolver's chains, which end at a UIKit root of a kind or at nothing it follows.
  private typealias ChainStep = SuperclassStep<DeclarationReference, ViewKind?>

  /// One step up the resolver's chains: the class above `reference`, or the UIKit root its chain ends at
  /// (`.end(kind)`), or nothing the resolver follows (`.end(nil)`).
  private func superclassStep(_ reference: DeclarationReference) -> ChainStep {
    switch superclass(of: reference) {
    case .declaration(let next)?: .next(next)
    case .root(let kind)?: .end(kind)
    case nil: .end(nil)
    }
  }

  /// One step up to the module class above `reference`, where the chain's end does not matter.
  private func classStep(_ reference: DeclarationReference) -> SuperclassStep<DeclarationReference, Void> {
    guard case .declaration(let next)? = superclass(of: reference) else { return .end(()) }
    return .next(next)
  }

  /// The member named `name` that the class sees as Swift looks it up: its own and its superclasses'
  /// (bodies and extensions), then UIKit's classes' extensions, then the defaults and requirements of the
  /// protocols that any of them conform to.
  private mutating func visibleMember(
    named name: String, on reference: DeclarationReference, kind: ViewKind
  ) -> StaticPropertyDeclaration? {
    let facts = memberFacts(named: name, on: reference, kind: kind)
    return facts.classMember ?? facts.protocolMember
  }

  /// The class and protocol members named `name` that a class sees, memoized per class and filled from
  /// the top of the chain down, so that a chain of any length costs linear time.
  private mutating func memberFacts(
    named name: String, on reference: DeclarationReference, kind: ViewKind
  ) -> MemberFacts {
    if let known = memberFacts[name]?[reference] { return known }
    let (path, above) = unknownChain(from: reference, known: memberFacts[name] ?? [:])
    var facts = above ?? uikitMemberFacts(named: name, kind: kind)
    for member in path.reversed() {
      let container = table.typeName(of: member)
      facts = MemberFacts(
        classMember: existing.classMember(named: name, in: container) ?? facts.classMember,
        protocolMember: existing.protocolMember(named: name, conformedToBy: container) ?? facts.protocolMember
      )
      memberFacts[name, default: [:]][member] = facts
    }
    return memberFacts[name]?[reference] ?? facts
  }

  /// The members named `name` that views of `kind` see through UIKit's classes, which the top of every
  /// chain asks for: computed once for each name and kind, not once per chain.
  private mutating func uikitMemberFacts(named name: String, kind: ViewKind) -> MemberFacts {
    let key = UIKitMemberKey(name: name, kind: kind)
    if let known = uikitMembers[key] { return known }
    let facts = MemberFacts(
      classMember: existing.uikitMember(named: name, kind: kind),
      protocolMember: existing.uikitProtocolMember(named: name, kind: kind))
    uikitMembers[key] = facts
    return facts
  }

  /// The `@available` arguments of the class and of every type and extension around it, outermost first;
  /// an extension also brings its extended type's.
  private func availability(of reference: DeclarationReference) -> [String] {
    var attributes: [String] = []
    let steps = table.enclosures(of: reference).steps
    for step in steps.reversed() {
      let written: [String]
      switch step {
      case .type(let outer): written = table.type(outer).availability
      case .extension(let file, let index): written = table.files[file].extensions[index].availability
      }
      for attribute in written where !attributes.contains(attribute) { attributes.append(attribute) }
    }
    for attribute in table.type(reference).availability where !attributes.contains(attribute) {
      attributes.append(attribute)
    }
    return attributes
  }

  private func declaresDequeuable(_ reference: DeclarationReference) -> Bool {
    guard !ownsDequeuableName, table.files[reference.file].contextModule == nil else { return false }
    let declaration = table.type(reference)
    if declaration.inheritance.contains(where: { $0.contains { $0.components.last == "Dequeuable" } }) {
      return true
    }
    guard let name = table.canonicalName(of: reference) else { return false }
    return extendedWithDequeuable.contains(name)
  }

  /// Why generated code in another file cannot name the class, or `nil` when it can.
  private func reachability(of reference: DeclarationReference) -> String? {
    let declaration = table.type(reference)
    if declaration.isLocal { return "declared locally, inside a function, closure or accessor" }
    if let access = declaration.explicitAccess, access <= .fileprivate {
      return "declared \(access.rawValue)"
    }
    var enclosing = declaration.enclosing
    while let current = enclosing {
      switch current {
      case .type(let index):
        let outer = table.files[reference.file].types[index]
        if let access = outer.explicitAccess, access <= .fileprivate {
          return "nested in \(access.rawValue) type '\(outer.qualifiedName)'"
        }
        enclosing = outer.enclosing
      case .extension(let index):
        let outer = table.files[reference.file].extensions[index]
        if let access = outer.explicitAccess, access <= .fileprivate {
          return "nested in a \(access.rawValue) extension of '\(outer.extendedType.text)'"
        }
        if let extended = table.typeReference(named: table.extendedName(of: index, file: reference.file)),
          case let access = effectiveAccess(of: extended), access <= .fileprivate
        {
          return "nested in an extension of \(access.rawValue) type '\(outer.extendedType.text)'"
        }
        enclosing = outer.enclosing
      }
    }
    return nil
  }

  /// The most visible access the declaration really has: its own, capped by every enclosing type's.
  private func effectiveAccess(of reference: DeclarationReference) -> AccessLevel {
    let declaration = table.type(reference)
    var access = declaration.explicitAccess ?? .internal
    switch declaration.enclosing {
    case nil:
      break
    case .type(let index):
      let outer = DeclarationReference(kind: .type, file: reference.file, index: index)
      access = min(access, effectiveAccess(of: outer))
    case .extension(let index):
      let outer = table.files[reference.file].extensions[index]
      if declaration.explicitAccess == nil, let extensionAccess = outer.explicitAccess {
        access = extensionAccess == .private ? .fileprivate : extensionAccess
      }
      if let extended = table.typeReference(named: table.extendedName(of: index, file: reference.file)),
        extended != reference
      {
        access = min(access, effectiveAccess(of: extended))
      }
    }
    if declaration.explicitAccess == .private { return .private }
    return access
  }

  /// Whether the class or any type around it has generic parameters.
  private func isGeneric(_ reference: DeclarationReference) -> Bool {
    let types =
      [reference]
      + table.enclosures(of: reference).steps.compactMap { step -> DeclarationReference? in
        if case .type(let outer) = step { return outer }
        return nil
      }
    return types.contains { type in
      let declaration = table.type(type)
      return !declaration.genericParameters.isEmpty || declaration.isInGenericCode
    }
  }
}

/// The superclasses the resolver has asked for, shared by its copies (`ReusableViewResolver.init(_:externalBases:)`):
/// more external bases change no answer.
private final class SuperclassMemo {
  /// A class's superclass; `.some(nil)` records that it has none a class of the sources or UIKit's roots is.
  var answers: [DeclarationReference: Symbol?] = [:]
  /// Of a class with a one-part superclass clause that names no class, whether it names nothing the sources
  /// or UIKit's roots declare: a base outside the module (`externalClassification`).
  var namesNothing: [DeclarationReference: Bool] = [:]
  /// The typealiases the type-name table has followed for them.
  let aliases = ClassLookupMemo(rules: .classification)
}
