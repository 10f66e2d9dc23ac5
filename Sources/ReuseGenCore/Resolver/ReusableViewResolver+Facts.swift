/// What the resolver records of each view along its chain: the members it declares or inherits, its
/// availability, reachability and access, from which the listing's row is made.
extension ReusableViewResolver {
  mutating func makeView(
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
  mutating func adoptsUnseenProtocol(_ reference: DeclarationReference, kind: ViewKind) -> Bool {
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
  mutating func memberFacts(
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
