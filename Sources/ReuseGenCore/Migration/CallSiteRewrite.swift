/// How `migrate` rewrites one call site into the typed API (DESIGN.md §10, SPEC §10.3): the register and
/// dequeue forms, the casts and bindings around a dequeue, and what must hold for each edit to keep the
/// code's meaning. `Migrator` decides which sites move; this file says how.
///
/// `rewrite` checks what every site needs and hands the site to the rewrite of its kind, each in a file of
/// its own: a registration of the module's view (`CallSiteRewrite+Registration.swift`), a dequeue
/// (`CallSiteRewrite+Dequeue.swift`, with its cast in `CallSiteRewrite+Cast.swift` and a supplementary
/// view's in `CallSiteRewrite+Supplementary.swift`), a call that passes a typed identifier
/// (`CallSiteRewrite+TypedIdentifier.swift`), and R.swift's calls (`RSwiftRewrite.swift`).
extension Migrator {
  typealias Reason = MigrationReason

  /// What a site's rewrite moves it to: which of the three entry points below asked.
  enum RewriteTarget {
    /// The module's view, for its own typed API; `bundle` is the one its generated registration loads its
    /// nib from.
    case view(ReusableView, bundle: NibLoading)
    /// `member` of `TypedReuseIdentifier<View>`; with `expression`, a dequeue passes that choice of typed
    /// identifiers in the member's place.
    case typedIdentifier(member: String, expression: String?)
    /// A metatype chosen at run time, which a dequeue passes in the identifier's place.
    case metatype(String)

    var view: ReusableView? {
      guard case .view(let view, _) = self else { return nil }
      return view
    }

    var member: String? {
      guard case .typedIdentifier(let member, _) = self else { return nil }
      return member
    }

    var metatype: String? {
      guard case .metatype(let metatype) = self else { return nil }
      return metatype
    }
  }

  /// The edits that move one site to `view`'s typed API.
  static func rewrite(
    _ site: ReuseCallSite, family: ReuseFamily, view: ReusableView, module: CallSiteModule,
    bundle: NibLoading,
    omitted: Set<HelperSignature>
  ) -> Result<[MigrationEdit], Reason> {
    rewrite(
      site, family: family, name: view.name, target: .view(view, bundle: bundle), module: module,
      omitted: omitted)
  }

  /// The edits that make one site pass `member` of `TypedReuseIdentifier<View>`, whose `View` is the class
  /// `name` (the group's decision checked the declaration against the site's registration): a dequeue loses
  /// its cast to that class, as with the typed API.
  /// With `expression`, the dequeue passes that choice of typed identifiers in the member's place.
  static func rewrite(
    _ site: ReuseCallSite, family: ReuseFamily, typedIdentifier member: String, of name: String,
    module: CallSiteModule, omitted: Set<HelperSignature>, passing expression: String? = nil
  ) -> Result<[MigrationEdit], Reason> {
    rewrite(
      site, family: family, name: name, target: .typedIdentifier(member: member, expression: expression),
      module: module, omitted: omitted)
  }

  /// The edits that make a dequeue without a cast pass the metatype its closed set is chosen through
  /// (`MetatypeChoices.swift`), whose checks hold: `let cell: UITableViewCell = ….dequeueReusableCell(row.type,
  /// for: indexPath)`.
  static func rewrite(
    _ site: ReuseCallSite, family: ReuseFamily, passing metatype: String, module: CallSiteModule,
    omitted: Set<HelperSignature>
  ) -> Result<[MigrationEdit], Reason> {
    rewrite(
      site, family: family, name: family.uikitClass, target: .metatype(metatype), module: module,
      omitted: omitted)
  }

  /// The one rewrite all serve: the checks every site passes, then the rewrite of the site's kind. `name` is
  /// the class the site's view is of.
  private static func rewrite(
    _ site: ReuseCallSite, family: ReuseFamily, name: String, target: RewriteTarget, module: CallSiteModule,
    omitted: Set<HelperSignature>
  ) -> Result<[MigrationEdit], Reason> {
    guard site.isMemberCall || module.implicitReceiverIsReuseView(site, family: family) else {
      return .failure(.call(.noExplicitReceiver))
    }
    if site.identifier.readsLoopVariable {
      // `["NoteCell"].forEach { register(…$0…) }` runs the call once: the statement becomes its typed call.
      let source = module.sources[site.file]
      guard case .view = target, site.role == .register, let loop = singleElementForEach(site, in: source)
      else { return .failure(.call(.runsForEachElement(site, in: source))) }
      var alone = site
      alone.identifier.readsLoopVariable = false
      return rewrite(alone, family: family, name: name, target: target, module: module, omitted: omitted)
        .flatMap { edits in
          unrolled(edits, of: site, in: loop, source: source).map { .success($0) }
            ?? .failure(.call(.runsForEachElement(site, in: source)))
        }
    }
    if site.passesRSwiftResource {
      if site.role == .dequeue {
        return rswiftDequeueEdits(
          site, family: family, view: target.view, name: name, module: module, omitted: omitted,
          typedIdentifier: target.member ?? target.metatype)
      }
      if target.view == nil {
        return .failure(.call(.rswiftRegisterPassesResource))
      }
    }
    if case .typedIdentifier = target {
      let signature = typedIdentifierSignature(site, family: family)
      guard !omitted.omits(signature) else {
        return .failure(.call(.ownHelperReplacesGenerated(signature: signature.description)))
      }
    }
    switch (target, site.role) {
    case (.typedIdentifier(let member, _), .register):
      return .success([typedIdentifierEdit(site, member: member, module: module)])
    case (.view(let view, let bundle), .register):
      // do/catch, not `Result { }`: the Darwin SDK's `Result(catching:)` takes an untyped throw.
      do {
        return .success(
          try registrationEdits(
            site, family: family, view: view, module: module, bundle: bundle, omitted: omitted))
      } catch {
        return .failure(error)
      }
    default:
      do {
        return .success(
          try dequeueEdits(site, family: family, name: name, target: target, module: module, omitted: omitted)
        )
      } catch {
        return .failure(error)
      }
    }
  }

  /// Whether a call of `method` with `labels` on `host` reaches the generated helper, or the module's own
  /// helper that takes its place and does for `view` what it would.
  static func generatedCallIsReachable(
    _ method: String, labels: [String], host: HelperHost, view: ReusableView?, module: CallSiteModule,
    omitted: Set<HelperSignature>
  ) -> Bool {
    !omitted.omits(HelperSignature(host: host, name: method, labels: labels))
      || (view.map { module.ownHelper(method, labels: labels, host: host, reproducesFor: $0) } ?? false)
  }

  /// The name token of `let name =` or `var name =` that starts a statement just before token `start`.
  static func newBinding(_ source: SourceFile, before start: Int) -> Int? {
    guard start >= 3, source.isKind(start - 1, .operator), source.text(start - 1) == "=",
      source.name(start - 2) != nil, source.isWord(start - 3, "let") || source.isWord(start - 3, "var"),
      source.tokens[start - 3].isAtStartOfLine
    else { return nil }
    return start - 2
  }

  /// The name token of `if let name =` or `guard let name =` (or `, let name =` in a condition list) just
  /// before token `start`.
  static func optionalBinding(_ source: SourceFile, before start: Int) -> Int? {
    guard start >= 4, source.isKind(start - 1, .operator), source.text(start - 1) == "=",
      source.name(start - 2) != nil, source.isWord(start - 3, "let") || source.isWord(start - 3, "var"),
      source.isWord(start - 4, "if") || source.isWord(start - 4, "guard") || source.isKind(start - 4, .comma)
    else { return nil }
    return start - 2
  }

  /// Whether the statement ends after token `last`: a new line, `;`, `}` or the end of the file follows.
  static func endsStatement(_ source: SourceFile, after last: Int) -> Bool {
    let next = last + 1
    guard next < source.tokens.count else { return true }
    return source.tokens[next].isAtStartOfLine
      || [.semicolon, .rightBrace, .endOfFile].contains(source.tokens[next].kind)
  }

  /// Whether tokens `start...end` are the whole body of the function around the call: its implicit return.
  static func isWholeBody(
    _ site: ReuseCallSite, from start: Int, through end: Int, in module: CallSiteModule
  )
    -> Bool
  {
    guard let index = module.indices[site.file].scopes[site.nameToken]?.function else { return false }
    let function = module.indices[site.file].functions[index]
    return function.bodyOpen == start - 1 && function.bodyClose == end + 1
  }

  /// The index path parameter's name when the call is directly in `tableView(_:cellForRowAt:)`.
  static func cellForRowIndexPath(around site: ReuseCallSite, in module: CallSiteModule) -> String? {
    let fileIndex = module.indices[site.file]
    // A diffable data source's cell provider is `tableView(_:cellForRowAt:)` in a closure:
    // `{ tableView, indexPath, item in … }`.
    if let body = fileIndex.cellProviderBodies.filter({ $0.contains(site.nameToken) }).max(by: {
      $0.lowerBound < $1.lowerBound
    }) {
      let names = closureParameters(module.sources[site.file], open: body.lowerBound)
      return names.count == 3 && names[1] != "_" ? names[1] : nil
    }
    guard let index = fileIndex.scopes[site.nameToken]?.function else { return nil }
    let function = fileIndex.functions[index]
    guard function.signature == "tableView(_:cellForRowAt:)", function.parameters[1].type == "IndexPath",
      function.parameters[1].name != "_"
    else { return nil }
    return function.parameters[1].name
  }

  /// The parameter names of the closure whose `{` is `open`: `{ [weak self] tableView, indexPath, item in`
  /// or `{ (tableView, indexPath, item) -> UITableViewCell? in`; empty when it names none.
  static func closureParameters(_ source: SourceFile, open: Int) -> [String] {
    var index = open + 1
    if source.isKind(index, .leftSquare), let close = source.matchingClose(index) { index = close + 1 }
    let parenthesized = source.isKind(index, .leftParen)
    if parenthesized { index += 1 }
    var names: [String] = []
    while let name = source.name(index) ?? (source.text(index) == "_" ? "_" : nil) {
      names.append(name)
      index += 1
      if source.isKind(index, .colon) { return [] }  // Typed parameters: not a shape read here.
      guard source.isKind(index, .comma) else { break }
      index += 1
    }
    if parenthesized {
      guard source.isKind(index, .rightParen) else { return [] }
      index += 1
    }
    if source.isKind(index, .operator), source.text(index) == "->" {
      while index < source.tokens.count, !source.isWord(index, "in"), !source.tokens[index].isAtStartOfLine {
        index += 1
      }
    }
    return source.isWord(index, "in") ? names : []
  }

  /// Whether the type that ends at `last` ends the cast: what follows starts a new line or closes the
  /// expression (`else`, `{`, `)`, `,`, `??`), so `as X?` in its place means the same.
  static func endsExpression(_ source: SourceFile, after last: Int) -> Bool {
    let next = last + 1
    guard next < source.tokens.count else { return true }
    let token = source.tokens[next]
    if token.isAtStartOfLine || source.isWord(next, "else") { return true }
    if token.kind == .operator { return source.text(next) == "??" }
    return [.rightParen, .rightBrace, .rightSquare, .comma, .semicolon, .leftBrace, .endOfFile].contains(
      token.kind)
  }

  /// How the call site can name the view: its qualified name, unless an enclosing type declares a member
  /// type of the same first name, which would shadow it.
  static func spelling(of name: String, at site: ReuseCallSite, module: CallSiteModule) -> String? {
    let first = String(name.prefix { $0 != "." })
    let scope = module.indices[site.file].scopes[site.nameToken]?.types ?? []
    if scope.contains(where: { module.declaresType($0 + "." + first) }) { return nil }
    return name
  }
}

extension ReuseCallSite {
  /// The edit that makes the bytes `start..<end` of the site's file `replacement`.
  func edit(_ start: Int, _ end: Int, _ replacement: String) -> MigrationEdit {
    MigrationEdit(file: file, start: start, end: end, replacement: replacement)
  }

  /// Deletes the argument labelled `label` (the second when none is) with the comma before it; the rest of
  /// the call stays as written.
  func removingArgument(_ label: String, in source: SourceFile) -> MigrationEdit {
    let index = arguments.firstIndex { $0.label == label } ?? 1
    return edit(source.tokens[arguments[index - 1].last].end, source.tokens[arguments[index].last].end, "")
  }

  /// The edit that makes `argument`, label included, `replacement`.
  func replacingArgument(_ argument: ReuseCallSite.Argument, in source: SourceFile, with replacement: String)
    -> MigrationEdit
  {
    edit(source.tokens[argument.first - 2].start, source.tokens[argument.last].end, replacement)
  }
}
