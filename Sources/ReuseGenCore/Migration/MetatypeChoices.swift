/// How `migrate` moves a dequeue whose identifier is chosen at run time through a metatype member
/// (DESIGN.md §10, "Closed sets"), as WooCommerce writes its forms:
///
/// ```swift
/// enum Row: CaseIterable {
///     var type: UITableViewCell.Type { switch self { case .price: return UnitInputTableViewCell.self … } }
///     var reuseIdentifier: String { type.reuseIdentifier }
/// }
/// let cell = tableView.dequeueReusableCell(withIdentifier: row.reuseIdentifier, for: indexPath)
/// ```
///
/// The member's type becomes `any (UITableViewCell & Dequeuable).Type`, so the compiler checks that every
/// type it returns has the typed API, and the dequeue passes the metatype:
/// `let cell: UITableViewCell = tableView.dequeueReusableCell(row.type, for: indexPath)`, which Swift opens
/// to the row's own class. Each type's typed identifier is the string the row chose before, and its
/// registrations register that class, so UIKit dequeues the same view; the typed call's check of its
/// class holds where the app's code ran.
extension Migrator {
  /// A dequeue's metatype member, and what the dequeue passes.
  struct MetatypeChoice {
    /// The computed member `var type: UITableViewCell.Type`.
    var member: StringConstant
    /// The tokens of its type annotation, `UITableViewCell.Type`.
    var annotation: ClosedRange<Int>
    /// The class the annotation writes before `.Type`.
    var baseClass: String
    /// What the dequeue passes: `row.type`.
    var argument: String
  }

  /// The metatype member a closed-set dequeue reads its identifier through, when moving it keeps what the
  /// dequeue returns; the reason when not.
  static func metatypeChoice(
    _ site: ReuseCallSite, family: ReuseFamily, groups: MigrationGroups, module: CallSiteModule,
    omitted: Set<HelperSignature>, memberNames: MemberNameQuestions
  ) -> Result<MetatypeChoice, Reason> {
    let notChosenThroughAType = Reason.closedSet(
      .noMemberReturnsTypes(unresolved: site.identifier.reason))
    let source = module.sources[site.file]
    guard site.role == .dequeue, site.crashesWhenUnregistered, site.castKind == nil,
      family == .tableViewCell || family == .collectionViewCell, !site.identifier.alternatives.isEmpty,
      !site.identifier.readsLoopVariable, module.supportModule == nil,
      let argument = site.arguments.first(where: {
        $0.label == "withIdentifier" || $0.label == "withReuseIdentifier"
      }),
      let path = source.dottedPath(at: argument.first), path.last == argument.last,
      path.components.count >= 2, path.components.first != "self"
    else { return .failure(notChosenThroughAType) }
    let place = ExpressionPlace(
      file: site.file, token: argument.first,
      scope: module.indices[site.file].scopes[site.nameToken] ?? ScopeSnapshot(types: [], braces: []))
    let candidates = metatypeMembers(path.components, at: place, module: module)
    guard !candidates.isEmpty else { return .failure(notChosenThroughAType) }
    guard
      let (choice, identifierMember) = candidates.lazy.compactMap({ candidate in
        annotatedChoice(candidate, family: family, site: site, module: module, memberNames: memberNames).map {
          ($0, candidate.identifierMember)
        }
      }).first
    else {
      let last = candidates[candidates.count - 1]
      return .failure(
        .closedSet(
          .memberCannotBeRetyped(
            unresolved: site.identifier.reason,
            member: last.owner.qualifiedName + "." + last.member.name)))
    }
    let member = choice.member
    let evaluator = IdentifierEvaluator(lookup: module.lookup)
    guard
      let types = evaluator.metatypes(
        of: member.value ?? .unsupported(""),
        at: ExpressionPlace(file: member.file, token: member.token, scope: member.context)),
      !types.isEmpty
    else { return .failure(notChosenThroughAType) }
    let host = GeneratedAPI.host(family)
    let labels = GeneratedAPI.typedDequeueLabels(family)
    let method = String(site.call.prefix { $0 != "(" })
    var identifiers: [String] = []
    for type in types {
      let name = type.path.joined(separator: ".")
      guard type.module != nil, let view = module.view(named: name), view.status == .generated,
        !view.isGeneric, view.conditions.isEmpty, view.availability.isEmpty,
        ReuseFamily(view.kind) == family, let identifier = view.runtimeIdentifier,
        case .success(let chosen) = evaluator.evaluateAll(
          .reference(type.path + [identifierMember]), selfType: nil, at: place),
        chosen == [identifier]
      else {
        return .failure(
          .closedSet(.typeWithoutMatchingTypedAPI(unresolved: site.identifier.reason, type: name)))
      }
      // The app's own dequeue of the typed call's name and labels takes the call, as for any typed call.
      if omitted.omits(HelperSignature(host: host, name: method, labels: labels)),
        !module.ownHelper(method, labels: labels, host: host, takesAnyKindOf: family.uikitClass)
          || !module.ownHelper(method, labels: labels, host: host, reproducesFor: view)
      {
        return .failure(
          .closedSet(.ownDequeueTakesNotEveryView(uikitClass: family.uikitClass)))
      }
      if let reason = registrationsOf(identifier, areOnly: name, family: family, groups: groups) {
        return .failure(reason)
      }
      identifiers.append(identifier)
    }
    guard Set(identifiers) == Set(site.identifier.alternatives) else {
      return .failure(notChosenThroughAType)
    }
    return .success(choice)
  }

  /// A member that may hold the metatypes a dequeue's identifier is read from.
  private struct Candidate {
    /// The member, such as `var type: UITableViewCell.Type`.
    var member: StringConstant
    /// The type that declares it.
    var owner: EvaluatedType
    /// The static member of each class that the identifier is, such as `reuseIdentifier`.
    var identifierMember: String
    /// What the dequeue passes instead of the identifier: `row.type`.
    var passed: String
  }

  /// The members `row.type.reuseIdentifier` may read its metatype from (`row.type`), then those
  /// `row.reuseIdentifier` may (`var reuseIdentifier: String { type.reuseIdentifier }`).
  private static func metatypeMembers(
    _ path: [String], at place: ExpressionPlace, module: CallSiteModule
  ) -> [Candidate] {
    let lookup = module.lookup
    func type(of chain: ArraySlice<String>) -> EvaluatedType? {
      guard let first = chain.first, var type = lookup.valueType(of: first, at: place) else { return nil }
      for link in chain.dropFirst() {
        guard let next = lookup.memberType(link, of: type) else { return nil }
        type = next
      }
      return type
    }
    func only(_ name: String, of type: EvaluatedType) -> StringConstant? {
      let found = lookup.declarations(of: name, in: type)
      return found.count == 1 ? found[0] : nil
    }
    var candidates: [Candidate] = []
    if path.count >= 3, let owner = type(of: path.dropLast(2)),
      let member = only(path[path.count - 2], of: owner)
    {
      candidates.append(
        Candidate(
          member: member, owner: owner, identifierMember: path[path.count - 1],
          passed: path.dropLast().joined(separator: ".")))
    }
    if let owner = type(of: path.dropLast()), let reader = only(path[path.count - 1], of: owner),
      !reader.isStored, case .reference(var read)? = reader.value
    {
      if read.first == "self" { read.removeFirst() }
      if read.count == 2, let member = only(read[0], of: owner) {
        candidates.append(
          Candidate(
            member: member, owner: owner, identifierMember: read[1],
            passed: (path.dropLast() + [member.name]).joined(separator: ".")))
      }
    }
    return candidates
  }

  /// The member's annotation, when it is a computed `var name: Base.Type` of an enum or struct that the
  /// dequeue can read and no protocol asks for, so that retyping it changes nothing else.
  private static func annotatedChoice(
    _ candidate: Candidate, family: ReuseFamily, site: ReuseCallSite, module: CallSiteModule,
    memberNames: MemberNameQuestions
  ) -> MetatypeChoice? {
    let member = candidate.member
    let source = module.sources[member.file]
    let colon = member.token + 1
    guard member.file < module.moduleFileCount, !member.isStored, source.isKind(colon, .colon),
      let written = source.dottedPath(at: colon + 1), written.components.count == 2,
      written.components[1] == "Type", source.isKind(written.last + 1, .leftBrace),
      case .success(let declared) = module.lookup.declaredType(
        candidate.owner.path, inFile: member.file, scope: []),
      declared.kind == .enum || declared.kind == .struct,
      !memberNames.protocolDeclares(member.name, module: module)
    else { return nil }
    let base = written.components[0]
    guard
      base == family.uikitClass
        || module.isClass(
          module.resolveClass(
            [base], inFile: member.file, scope: module.scopeTypes(member.file, member.token)),
          kindOf: .uikit(family.uikitClass)) == true
    else { return nil }
    // `private` hides the member from the type around it; `fileprivate` from other files.
    var index = member.token - 1
    while index >= 0 {
      if source.isWord(index, "private") { return nil }
      if source.isWord(index, "fileprivate"), member.file != site.file { return nil }
      if source.tokens[index].isAtStartOfLine { break }
      index -= 1
    }
    // Last, as it reads the module's files: once per name for the whole plan.
    guard !memberNames.feedsGenericCode(member.name, module: module) else { return nil }
    return MetatypeChoice(
      member: member, annotation: (colon + 1)...written.last, baseClass: base, argument: candidate.passed)
  }

  /// The questions about a member's name that read the whole module, answered once per name for a whole
  /// plan: a module's rows mostly share one member name (`type`), which thousands of members bear.
  final class MemberNameQuestions {
    /// The module's generic functions by name, made on the first question.
    private var generic: [String: [FunctionDeclaration]]?
    /// `feedsGenericCode`'s answer for each name asked.
    private var feedsGeneric: [String: Bool] = [:]
    /// `SourceLookup.protocolDeclaresMember`'s answer for each name asked.
    private var declaredByProtocol: [String: Bool] = [:]

    init() {}

    func feedsGenericCode(_ name: String, module: CallSiteModule) -> Bool {
      if let known = feedsGeneric[name] { return known }
      let answer = Migrator.feedsGenericCode(name, module: module, generic: genericFunctions(module))
      feedsGeneric[name] = answer
      return answer
    }

    func protocolDeclares(_ name: String, module: CallSiteModule) -> Bool {
      if let known = declaredByProtocol[name] { return known }
      let answer = module.lookup.protocolDeclaresMember(name)
      declaredByProtocol[name] = answer
      return answer
    }

    private func genericFunctions(_ module: CallSiteModule) -> [String: [FunctionDeclaration]] {
      if let generic { return generic }
      var found: [String: [FunctionDeclaration]] = [:]
      for index in module.indices {
        for function in index.functions where !function.genericParameters.isEmpty {
          found[function.name, default: []].append(function)
        }
      }
      generic = found
      return found
    }
  }

  /// Whether the module passes a value of the member's name (`row.type`) to a parameter of one of its own
  /// generic functions, or instantiates through it (`row.type.init`): retyped, the existential would open
  /// there, and the generic parameter would be the row's class where it was the base class. Every `.name`
  /// of the module counts, whatever value it is read from, so a value of another type may keep a row.
  private static func feedsGenericCode(
    _ name: String, module: CallSiteModule, generic: [String: [FunctionDeclaration]]
  ) -> Bool {
    let search = ByteSearch("." + name)
    for file in 0..<module.moduleFileCount where search.occurs(in: module.sources[file].bytes) {
      let source = module.sources[file]
      for token in source.tokens.indices where source.isKind(token - 1, .period) && source.isWord(token, name)
      {
        if source.isKind(token + 1, .period), source.isWord(token + 2, "init") { return true }
        guard source.isKind(token + 1, .rightParen) || source.isKind(token + 1, .comma) else { continue }
        // The argument's label and the call's name: back to the `(` that opens the argument list.
        var cursor = token - 1
        var depth = 0
        var label: String?
        var inThisArgument = true
        while cursor > 0 {
          if source.isKind(cursor, .rightParen) || source.isKind(cursor, .rightSquare) {
            depth += 1
          } else if source.isKind(cursor, .leftParen) || source.isKind(cursor, .leftSquare) {
            if depth == 0 { break }
            depth -= 1
          } else if depth == 0, source.isKind(cursor, .comma) {
            inThisArgument = false
          } else if depth == 0, inThisArgument, label == nil, source.isKind(cursor, .colon),
            let written = source.name(cursor - 1),
            source.isKind(cursor - 2, .comma) || source.isKind(cursor - 2, .leftParen)
          {
            label = written
          }
          cursor -= 1
        }
        let argumentLabel = label ?? "_"
        guard source.isKind(cursor, .leftParen), let callee = source.name(cursor - 1) else { continue }
        let takesGeneric = (generic[callee] ?? []).contains { function in
          function.parameters.contains { parameter in
            parameter.label == argumentLabel
              && function.genericParameters.contains {
                parameter.type.hasPrefix($0 + ".") || parameter.type == $0
              }
          }
        }
        if takesGeneric { return true }
      }
    }
    return false
  }

  /// Why a view's identifier may be registered for another class: every registration of it must be of
  /// the view. As for a site that moves on its own (its string is its view's identifier), a registration
  /// whose identifier is unknown is not taken to register another class under a view's own name. `nil`
  /// when none may.
  private static func registrationsOf(
    _ identifier: String, areOnly view: String, family: ReuseFamily, groups: MigrationGroups
  ) -> Reason? {
    let matching = groups.groups.filter { $0.family == family && $0.identifier == identifier }
    guard matching.count == 1, let group = matching.first else {
      return .closedSet(.identifierNotOneClass(identifier: identifier))
    }
    let views = groups.views(of: group)
    guard !views.isEmpty, views.allSatisfy({ $0 == view }) else {
      return .closedSet(.identifierOfOtherClasses(identifier: identifier, view: view))
    }
    return nil
  }

  /// The edit that retypes the member to `any (Base & Dequeuable).Type`.
  static func retypingEdit(_ choice: MetatypeChoice, module: CallSiteModule) -> MigrationEdit {
    let source = module.sources[choice.member.file]
    let dequeuable = module.supportNames.dequeuable
    return MigrationEdit(
      file: choice.member.file, start: source.tokens[choice.annotation.lowerBound].start,
      end: source.tokens[choice.annotation.upperBound].end,
      replacement: "any (\(choice.baseClass) & \(dequeuable)).Type")
  }
}
