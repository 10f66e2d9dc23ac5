/// How the resolver classifies a class: the walk up its superclasses to a class it knows, UIKit's roots,
/// the module's edge or a cycle, and the lookup of each superclass clause in the scope that wrote it.
extension ReusableViewResolver {
  /// Follows superclasses until a known class, a root, the module's edge or a cycle, then records the
  /// outcome for every class on the way, from the top down. Linear in the chain's length.
  mutating func classify(_ reference: DeclarationReference) -> Classification {
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
  /// (`Evaluation/SourceLookup+ClassChains.swift`): the resolver runs before and beside the building of `SourceLookup`,
  /// which `list` and `generate` build only over the files their identifiers need, so it walks the table
  /// of every file's declarations the scan already made.
  func superclass(of reference: DeclarationReference) -> Symbol? {
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
  func symbol(_ found: TypeNames.ClassLookup) -> Symbol? {
    switch found {
    case .declared(let type):
      type.isClass ? .declaration(DeclarationReference(kind: .type, file: type.file, index: type.index)) : nil
    case .root(let kind): .root(kind)
    // The classification's rules name UIKit's roots by kind, never a UIKit class by name.
    case .uikit, .notAClass, .nothing: nil
    }
  }

  func classLookup(_ path: [String], enclosing: EnclosingDeclaration?, file: Int)
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
  func externalClassification(of reference: DeclarationReference) -> Classification {
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

  /// A step up the resolver's chains, which end at a UIKit root of a kind or at nothing it follows.
  typealias ChainStep = SuperclassStep<DeclarationReference, ViewKind?>

  /// One step up the resolver's chains: the class above `reference`, or the UIKit root its chain ends at
  /// (`.end(kind)`), or nothing the resolver follows (`.end(nil)`).
  func superclassStep(_ reference: DeclarationReference) -> ChainStep {
    switch superclass(of: reference) {
    case .declaration(let next)?: .next(next)
    case .root(let kind)?: .end(kind)
    case nil: .end(nil)
    }
  }

  /// One step up to the module class above `reference`, where the chain's end does not matter.
  func classStep(_ reference: DeclarationReference) -> SuperclassStep<DeclarationReference, Void> {
    guard case .declaration(let next)? = superclass(of: reference) else { return .end(()) }
    return .next(next)
  }
}
