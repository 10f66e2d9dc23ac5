/// How `migrate` moves a registration that runs once for each type of a loop (DESIGN.md §10, "Loop
/// registrations"), as WooCommerce registers its headers:
///
/// ```swift
/// let headersAndFooters = [TwoColumnSectionHeaderView.self, PrimarySectionHeaderView.self]
/// for kind in headersAndFooters {
///     tableView.register(kind.loadNib(), forHeaderFooterViewReuseIdentifier: kind.reuseIdentifier)
/// }
/// ```
///
/// The array becomes `[any (UITableViewHeaderFooterView & Dequeuable).Type]`, so the compiler checks that
/// every type in it has the typed API, and the call becomes `tableView.register(kind)`, which Swift opens
/// to each element's class in turn. It moves only when, for every element, the generated registration
/// registers what the loop did (the class, or the same nib from the same bundle) under the string the loop
/// used: each registration is then the one it was, whatever the rest of its group does.
extension Migrator {
  /// A registration call in a loop, by file and name token: every type's site must move for the call to.
  struct LoopCall: Hashable {
    var file: Int
    var nameToken: Int
  }

  /// The edits that move one type's registration of a loop (`site`) to `view`'s typed API: the same for
  /// every type of the loop, which the plan applies once.
  static func loopRegistrationEdits(
    _ site: ReuseCallSite, view: ReusableView, family: ReuseFamily, module: CallSiteModule,
    bundle: NibLoading,
    omitted: Set<HelperSignature>
  ) -> Result<[MigrationEdit], Reason> {
    guard family != .collectionSupplementaryView, site.isMemberCall, site.arguments.count == 2,
      module.supportModule == nil, !view.isGeneric, view.conditions.isEmpty, view.availability.isEmpty
    else { return .failure(.call(.runsForEachElement(site, in: module.sources[site.file]))) }
    guard site.registeredClass == .module(view.name), site.identifier.value == view.runtimeIdentifier else {
      return .failure(
        .call(.loopRegistersUnderOtherString(view: view.name)))
    }
    if let reason = registrationMismatch(site, of: view, module: module, bundle: bundle) {
      return .failure(reason)
    }
    if let reason = generatedRegisterIsTaken(family: family, view: view, module: module, omitted: omitted) {
      return .failure(reason)
    }
    let loop: Loop
    switch self.loop(of: site, module: module) {
    case .success(let found): loop = found
    case .failure(let reason): return .failure(reason)
    }
    let source = module.sources[site.file]
    let dequeuable = module.supportNames.dequeuable
    let arrayType = "[any (\(family.uikitClass) & \(dequeuable)).Type]"
    let first = site.arguments[0].first
    let last = site.arguments[site.arguments.count - 1].last
    let call = MigrationEdit(
      file: site.file, start: source.tokens[first].start, end: source.tokens[last].end,
      replacement: loop.variable)
    let sequence = module.sources[loop.typedAt.file]
    let typing = MigrationEdit(
      file: loop.typedAt.file, start: sequence.tokens[loop.typedAt.token].end,
      end: sequence.tokens[loop.typedAt.token].end,
      replacement: loop.isLiteral ? " as " + arrayType : ": " + arrayType)
    return .success([call, typing])
  }

  /// The loop around a registration whose arguments read only its variable (`kind`, `kind.loadNib()`,
  /// `kind.reuseIdentifier`): the variable, and where its array is typed (after the literal's `]`, or after
  /// the name of a local `let` that holds the literal and serves only this loop).
  private struct Loop {
    var variable: String
    var typedAt: (file: Int, token: Int)
    var isLiteral: Bool
  }

  private static func loop(of site: ReuseCallSite, module: CallSiteModule) -> Result<Loop, Reason> {
    let source = module.sources[site.file]
    let place = ExpressionPlace(
      file: site.file, token: site.nameToken,
      scope: module.indices[site.file].scopes[site.nameToken] ?? ScopeSnapshot(types: [], braces: []))
    guard let variable = source.name(site.arguments[0].first),
      let constant = module.lookup.constant(named: variable, at: place), constant.file == site.file,
      case .local(let body) = constant.scope, case .element? = constant.value,
      source.isWord(constant.token - 1, "for"), source.isWord(constant.token + 1, "in"),
      let bodyClose = source.matchingClose(body),
      uses(of: variable, in: source, from: body + 1, through: bodyClose - 1).allSatisfy({
        site.nameToken < $0 && $0 < site.closeParen
      })
    else { return .failure(.call(.runsForEachElement(site, in: module.sources[site.file]))) }
    let sequenceStart = constant.token + 2
    let sequenceEnd = body - 1
    // `for kind in [A.self, B.self] {`
    if source.isKind(sequenceStart, .leftSquare), source.matchingClose(sequenceStart) == sequenceEnd {
      return .success(Loop(variable: variable, typedAt: (site.file, sequenceEnd), isLiteral: true))
    }
    // `let kinds = [A.self, B.self]` in the same code, then `for kind in kinds {`, and nothing else reads it.
    guard sequenceStart == sequenceEnd, let name = source.name(sequenceStart),
      let array = module.lookup.constant(
        named: name, at: ExpressionPlace(file: site.file, token: sequenceStart, scope: place.scope)),
      array.file == site.file, case .local(let open) = array.scope, source.isWord(array.token - 1, "let"),
      source.isKind(array.token + 1, .operator), source.text(array.token + 1) == "=",
      array.valueStart == array.token + 2, source.isKind(array.token + 2, .leftSquare),
      let close = source.matchingClose(open)
    else { return .failure(.call(.runsForEachElement(site, in: module.sources[site.file]))) }
    guard uses(of: name, in: source, from: open + 1, through: close - 1) == [array.token, sequenceStart]
    else {
      return .failure(
        .call(.loopArrayReadElsewhere(array: name)))
    }
    return .success(Loop(variable: variable, typedAt: (site.file, array.token), isLiteral: false))
  }

  /// The tokens of `first...last` that name `name` itself, not a member of something else (`x.name`).
  private static func uses(of name: String, in source: SourceFile, from first: Int, through last: Int)
    -> [Int]
  {
    guard first <= last else { return [] }
    return (first...last).filter { source.name($0) == name && !source.isKind($0 - 1, .period) }
  }
}
