/// How `migrate` rewrites one call site into the typed API (DESIGN.md §10, SPEC §10.3): the register and
/// dequeue forms, the casts and bindings around a dequeue, and what must hold for each edit to keep the
/// code's meaning. `Migrator` decides which sites move; this file says how.
extension Migrator {
  typealias Reason = MigrationReason

  /// The edits that move one site to `view`'s typed API.
  static func rewrite(
    _ site: ReuseCallSite, family: ReuseFamily, view: ReusableView, module: AuditModule, bundle: NibLoading,
    omitted: Set<HelperSignature>
  ) -> Result<[MigrationEdit], Reason> {
    rewrite(
      site, family: family, name: view.name, view: view, module: module, bundle: bundle, omitted: omitted,
      typedIdentifier: nil)
  }

  /// The edits that make one site pass `member` of `TypedReuseIdentifier<View>`, whose `View` is the class
  /// `name` (the group's decision checked the declaration against the site's registration): a dequeue loses
  /// its cast to that class, as with the typed API.
  /// With `expression`, the dequeue passes that choice of typed identifiers in the member's place.
  static func rewrite(
    _ site: ReuseCallSite, family: ReuseFamily, typedIdentifier member: String, of name: String,
    module: AuditModule, omitted: Set<HelperSignature>, passing expression: String? = nil
  ) -> Result<[MigrationEdit], Reason> {
    rewrite(
      site, family: family, name: name, view: nil, module: module,
      bundle: NibLoading(bundle: .main, isApplication: false), omitted: omitted,
      typedIdentifier: member, typedExpression: expression)
  }

  /// The edits that make a dequeue without a cast pass the metatype its closed set is chosen through
  /// (`MetatypeChoices.swift`), whose checks hold: `let cell: UITableViewCell = ….dequeueReusableCell(row.type,
  /// for: indexPath)`.
  static func rewrite(
    _ site: ReuseCallSite, family: ReuseFamily, passing metatype: String, module: AuditModule,
    omitted: Set<HelperSignature>
  ) -> Result<[MigrationEdit], Reason> {
    rewrite(
      site, family: family, name: family.uikitClass, view: nil, module: module,
      bundle: NibLoading(bundle: .main, isApplication: false), omitted: omitted, typedIdentifier: nil,
      metatype: metatype)
  }

  /// The one rewrite all serve: `view` is the module's view for its typed API, `nil` for a typed identifier
  /// or a metatype chosen at run time.
  private static func rewrite(
    _ site: ReuseCallSite, family: ReuseFamily, name: String, view: ReusableView?, module: AuditModule,
    bundle: NibLoading, omitted: Set<HelperSignature>, typedIdentifier member: String?,
    metatype: String? = nil, typedExpression: String? = nil
  ) -> Result<[MigrationEdit], Reason> {
    let source = module.sources[site.file]
    guard site.isMemberCall || module.implicitReceiverIsReuseView(site, family: family) else {
      return .failure(.call(.noExplicitReceiver))
    }
    guard !site.identifier.readsLoopVariable else {
      return .failure(.call(.runsForEachElement(site, in: source)))
    }
    if site.passesRSwiftResource {
      if site.role == .dequeue {
        return rswiftDequeueEdits(
          site, family: family, view: view, name: name, module: module, omitted: omitted,
          typedIdentifier: member ?? metatype)
      }
      if member != nil || metatype != nil {
        return .failure(
          .call(.rswiftRegisterPassesResource))
      }
    }
    let host = GeneratedAPI.host(family)
    if let member {
      let signature = typedIdentifierSignature(site, family: family)
      guard !omitted.omits(signature) else {
        return .failure(.call(.ownHelperReplacesGenerated(signature: signature.description)))
      }
      if site.role == .register {
        return .success([typedIdentifierEdit(site, member: member, module: module)])
      }
    }
    /// Whether the module's own helper of the generated name and labels does what the generated one would.
    func ownHelperReproduces(_ method: String, _ labels: [String]) -> Bool {
      view.map { module.ownHelper(method, labels: labels, host: host, reproducesFor: $0) } ?? false
    }
    func edit(_ start: Int, _ end: Int, _ replacement: String) -> MigrationEdit {
      MigrationEdit(file: site.file, start: start, end: end, replacement: replacement)
    }
    /// Deletes the argument labelled `label` with the comma before it; the rest of the call stays as written.
    func removing(_ label: String) -> MigrationEdit {
      let index = site.arguments.firstIndex { $0.label == label } ?? 1
      return edit(
        source.tokens[site.arguments[index - 1].last].end, source.tokens[site.arguments[index].last].end, "")
    }
    if site.role == .register, let view {
      if let reason = registrationMismatch(site, of: view, module: module, bundle: bundle) {
        return .failure(reason)
      }
      let typeText: String
      if site.nibName == nil, !site.passesRSwiftResource {
        let type = site.arguments[0]
        if ClassForCoder.receiver(of: type, in: source) != nil {
          // `X.classForCoder()` registers `X` itself: the typed call names it `X.self` (the tokens before
          // `.classForCoder()`).
          typeText = source.text(from: type.first, through: type.last - 4) + ".self"
        } else {
          typeText = source.text(from: type.first, through: type.last)
        }
        guard typeText.hasSuffix(".self") else {
          return .failure(.call(.registeredClassNotWrittenAsSelf(view: name)))
        }
      } else {
        guard let spelled = spelling(of: name, at: site, module: module) else {
          return .failure(.call(.viewNameAmbiguous(view: name)))
        }
        typeText = spelled + ".self"
      }
      if let reason = generatedRegisterIsTaken(family: family, view: view, module: module, omitted: omitted) {
        return .failure(reason)
      }
      if site.passesRSwiftResource {
        return .success(rswiftRegistrationEdits(site, typeText: typeText, source: source))
      }
      let identifierLabel = site.arguments[site.arguments.count - 1].label
      var edits = [removing(identifierLabel)]
      if site.nibName != nil || ClassForCoder.receiver(of: site.arguments[0], in: source) != nil {
        let first = site.arguments[0]
        edits.insert(edit(source.tokens[first.first].start, source.tokens[first.last].end, typeText), at: 0)
      }
      return .success(edits)
    }
    // Through `tableView?.`, the chain makes the result an Optional, whatever the dequeue returns. A
    // conditional cast becomes a coercion to that Optional (`as View?`), so the expression keeps its type
    // and its `nil`s; any other use would see a different type, or no longer trap where a cast did.
    if site.receiverIsOptionalChain {
      guard case .conditional? = site.castKind else {
        return .failure(
          .call(.optionallyChainedReceiver))
      }
    }
    let method = String(site.call.prefix { $0 != "(" })
    let labels = GeneratedAPI.typedDequeueLabels(family)
    let signature = HelperSignature(host: host, name: method, labels: labels)
    func isCallable(_ labels: [String]) -> Bool {
      !omitted.omits(HelperSignature(host: host, name: method, labels: labels))
        || ownHelperReproduces(method, labels)
    }
    // When the app's own `dequeueReusableCell(_:for:)` takes the generated one's place, the generated
    // `dequeueReusableCell(for:)` still serves a cell bound to a new name: `let cell: View = …(for:)`. A
    // table's Optional dequeue that traps on nil (`as!`) serves too, directly in `tableView(_:cellForRowAt:)`,
    // whose index path it then passes (pocket-casts' `dequeueReusableCell(withIdentifier: id) as! Cell`).
    var inferringBinding: Int?
    if member == nil, metatype == nil, !isCallable(labels) {
      let start = module.receiverChain(source, period: site.nameToken - 1).start
      let takesIndexPath =
        site.crashesWhenUnregistered
        ? site.arguments.count == 2
        : family == .tableViewCell && site.arguments.count == 1
          && cellForRowIndexPath(around: site, in: module) != nil
      guard family == .tableViewCell || family == .collectionViewCell, takesIndexPath,
        site.castKind == .forced, site.castIsRewritable,
        let castEnd = site.castEnd,
        endsStatement(source, after: castEnd), let binding = newBinding(source, before: start),
        isCallable(["for"])
      else {
        return .failure(
          .call(.ownHelperDoesNotReproduce(signature: signature.description)))
      }
      inferringBinding = binding
    }
    guard let spelled = metatype ?? (member == nil ? spelling(of: name, at: site, module: module) : name)
    else {
      return .failure(.call(.viewNameAmbiguous(view: name)))
    }
    // `dequeueReusableCell(withIdentifier:)` and `dequeueReusableHeaderFooterView(withIdentifier:)` return
    // an Optional; the typed dequeues do not.
    let returnsOptional = !site.crashesWhenUnregistered && family != .collectionSupplementaryView
    let next = site.closeParen + 1
    let hasBang =
      returnsOptional && site.castKind == nil && source.isKind(next, .operator) && source.text(next) == "!"
      && !source.tokens[next].isAtStartOfLine
    // The table view's typed cell dequeue takes an index path, which UIKit's optional one does not. Only in
    // `tableView(_:cellForRowAt:)` is passing that method's index path the same: for a registered
    // identifier both return a cell, and elsewhere (a sizing cell in `heightForRowAt`) the index-path
    // variant must not be called. A typed identifier's dequeue without one returns an Optional, as UIKit's.
    // Elsewhere the typed dequeue without one, `dequeueReusableCell(_:)`, keeps UIKit's Optional, as a
    // typed identifier's dequeues without an index path do.
    // Code that survives UIKit's nil (no `!`, no force cast, no fatal `else`) must still get nil where it
    // did, in release builds too: its dequeue stays one that returns an Optional (SPEC §10.4).
    let trapsOnNil = hasBang || site.castKind == .forced || site.castKind == .conditional(isFatal: true)
    if returnsOptional, !trapsOnNil, member == nil, family == .tableViewHeaderFooterView {
      return keepingUIKitCall(site, view: name, spelled: spelled, module: module)
    }
    var indexPath: String?
    if returnsOptional, family == .tableViewCell {
      indexPath = trapsOnNil ? cellForRowIndexPath(around: site, in: module) : nil
      guard indexPath != nil || member != nil || isCallable(["_"]) else {
        return .failure(
          .call(.needsIndexPath))
      }
    }
    let staysOptional = returnsOptional && indexPath == nil && (member != nil || family == .tableViewCell)
    var unwrapEdit: MigrationEdit?
    if hasBang, !staysOptional {
      unwrapEdit = edit(source.tokens[next].start, source.tokens[next].end, "")
    }
    // What follows the call: the cast goes (`as!`), becomes a coercion to an Optional (`as?`, so that
    // `guard let` and `if let` still bind), or stays (`as X`, `let cell: X =`, or none at all).
    var castEdit: MigrationEdit?
    switch site.castKind {
    case .forced?:
      guard let castEnd = site.castEnd, site.castIsRewritable else {
        return .failure(.call(.forceCastNotRemovable))
      }
      guard site.castClass == .module(name) else {
        return .failure(.call(.forceCastToOtherClass(cast: site.castType ?? "", view: name)))
      }
      // An Optional result is unwrapped instead, which traps where the cast did.
      castEdit = edit(
        source.tokens[site.closeParen].end, source.tokens[castEnd].end, staysOptional ? "!" : "")
    case .conditional?:
      guard site.castClass == .module(name) else {
        return .failure(.call(.conditionalCastToOtherClass(cast: site.castType ?? "", view: name)))
      }
      guard source.isWord(site.closeParen + 1, "as"), let path = source.dottedPath(at: site.closeParen + 3),
        endsExpression(source, after: path.last)
      else {
        return .failure(
          .call(.conditionalCastNotCoercible))
      }
      castEdit = edit(
        source.tokens[site.closeParen + 1].start, source.tokens[path.last].end,
        "as " + source.text(from: site.closeParen + 3, through: path.last) + "?")
    case .coercion?, .typed?:
      guard site.castClass == .module(name) else {
        return .failure(.call(.usedAsOtherClass(cast: site.castType ?? "", view: name)))
      }
    case nil:
      // The result was a plain cell. Returned, or assigned to a variable that held one, the view's class in
      // its place is the same. Bound to a new name, the name keeps UIKit's type, so that the code after it
      // means the same (a later `cell as? View` would otherwise warn that it always succeeds).
      let start = module.receiverChain(source, period: site.nameToken - 1).start
      let end = hasBang ? site.closeParen + 1 : site.closeParen
      // An Optional still used as one (`?.`, `??`) would be a non-optional now.
      guard !returnsOptional || staysOptional || hasBang || endsStatement(source, after: end) else {
        return .failure(.call(.optionalUsedAsOne))
      }
      if source.isWord(start - 1, "return") || isWholeBody(site, from: start, through: end, in: module) {
        break
      }
      // `guard let cell = …` and `if let cell = …` of a dequeue that stays Optional bind the name, which
      // keeps UIKit's type as a new binding does.
      if staysOptional, !hasBang, let name = optionalBinding(source, before: start),
        endsExpression(source, after: end)
      {
        let type = family.uikitClass
        guard !module.declaresType(type) else {
          return .failure(.call(.notCastToItsClass))
        }
        castEdit = edit(source.tokens[name].end, source.tokens[name].end, ": " + type)
        break
      }
      guard endsStatement(source, after: end), source.isKind(start - 1, .operator),
        source.text(start - 1) == "=",
        source.name(start - 2) != nil
      else {
        return .failure(.call(.notCastToItsClass))
      }
      if let binding = newBinding(source, before: start) {
        let type = family.uikitClass
        guard !module.declaresType(type) else {
          return .failure(.call(.notCastToItsClass))
        }
        let optional = returnsOptional && !hasBang ? "?" : ""
        castEdit = edit(source.tokens[binding].end, source.tokens[binding].end, ": " + type + optional)
      } else if source.isWord(start - 3, "let") || source.isWord(start - 3, "var")
        || !source.tokens[start - 2].isAtStartOfLine
      {
        return .failure(.call(.notCastToItsClass))
      }
    }
    var isConditional = false
    if case .conditional? = site.castKind { isConditional = true }
    if family == .collectionSupplementaryView, member == nil, site.castKind == nil || isConditional {
      // Returned, or bound to a new name that keeps UIKit's type (the edit above), or cast with `as?`, which
      // became `as View?`: the typed dequeue names the view, `dequeueReusableSupplementaryView(View.self,
      // ofKind: kind, for: indexPath)`, as a cell's does.
      guard let kind = site.arguments.first, kind.label == "ofKind" else {
        return .failure(.call(.supplementaryKindNotFirst))
      }
      let insertion = edit(
        source.tokens[kind.first - 2].start, source.tokens[kind.first - 2].start, spelled + ".self, ")
      return .success([insertion, removing("withReuseIdentifier")] + [castEdit].compactMap { $0 })
    }
    if family == .collectionSupplementaryView, member == nil {
      guard site.castKind == .forced || site.castKind == .coercion else {
        return .failure(.call(.supplementaryTypeNotWritten))
      }
      var edits = [removing("withReuseIdentifier")]
      if site.castKind == .forced {
        // `as` instead of `as!`: the generic helper takes its type from the coercion.
        edits.append(
          edit(source.tokens[site.closeParen + 1].start, source.tokens[site.closeParen + 2].end, "as"))
      }
      return .success(edits)
    }
    if let member {
      var edit = typedIdentifierEdit(site, member: member, module: module, passing: typedExpression)
      edit.replacement += indexPath.map { ", for: " + $0 } ?? ""
      return .success([edit] + [castEdit, unwrapEdit].compactMap { $0 })
    }
    let identifierArgument = site.arguments[0]
    if let binding = inferringBinding {
      // `let cell = ….dequeueReusableCell(withIdentifier: id, for: indexPath) as! View` becomes
      // `let cell: View = ….dequeueReusableCell(for: indexPath)`.
      // `withIdentifier: id, ` goes; UIKit's Optional dequeue gets the method's index path in its place.
      let identifierStart = source.tokens[identifierArgument.first - 2].start
      let identifierEdit: MigrationEdit
      if site.arguments.count == 2 {
        identifierEdit = edit(identifierStart, source.tokens[site.arguments[1].first - 2].start, "")
      } else if let indexPath {
        identifierEdit = edit(
          identifierStart, source.tokens[identifierArgument.last].end, "for: " + indexPath)
      } else {
        return .failure(
          .call(.needsIndexPath))
      }
      var edits = [
        edit(source.tokens[binding].end, source.tokens[binding].end, ": " + spelled), identifierEdit,
      ]
      if let castEdit { edits.append(castEdit) }
      return .success(edits)
    }
    // The identifier argument, label included, becomes the type: as the cast spells it, which names the view
    // there (a typealias, a name its scope shortens), or else its qualified name.
    var written: String?
    switch site.castKind {
    case .forced?, .conditional?:
      written = site.castType.flatMap { type in
        type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? type : nil
      }
    default: break
    }
    var edits = [
      edit(
        source.tokens[identifierArgument.first - 2].start, source.tokens[identifierArgument.last].end,
        (written ?? spelled) + (metatype == nil ? ".self" : "") + (indexPath.map { ", for: " + $0 } ?? ""))
    ]
    if let castEdit { edits.append(castEdit) }
    if let unwrapEdit { edits.append(unwrapEdit) }
    return .success(edits)
  }

  /// The edit that moves a call passing a typed identifier of `view`'s class to `view`'s own typed API, when
  /// its group moves whole (SPEC §10.6): `identifier: .member` becomes `View.self`, and the call returns
  /// what it returned. A registration moves where the view is its class, a dequeue where it is a cell's.
  static func rewriteTypedIdentifierSite(
    _ site: ReuseCallSite, family: ReuseFamily, view: ReusableView, module: AuditModule,
    omitted: Set<HelperSignature>
  ) -> Result<[MigrationEdit], Reason> {
    let name = view.name
    guard let argument = site.arguments.first(where: { $0.label == "identifier" }) else {
      return .failure(.call(.passesNoTypedIdentifier))
    }
    let method = String(site.call.prefix { $0 != "(" })
    let labels = site.arguments.map { $0.label == "identifier" ? "_" : $0.label }
    let host = GeneratedAPI.host(family)
    if site.role == .register {
      guard site.nibName == nil, view.source == .class, labels == GeneratedAPI.registerLabels(family) else {
        return .failure(
          .call(.registerDiffersFromTypedIdentifier(view: name, member: site.typedIdentifier ?? "")))
      }
      if let reason = generatedRegisterIsTaken(family: family, view: view, module: module, omitted: omitted) {
        return .failure(reason)
      }
    } else {
      // The typed dequeues of a cell return what the typed identifier's did: the view, or an Optional of it
      // without an index path. A header/footer's and a supplementary view's do not.
      let returnsTheSame =
        labels == GeneratedAPI.typedDequeueLabels(family) && family == .collectionViewCell
        || family == .tableViewCell && (labels == ["_", "for"] || labels == ["_"])
      guard returnsTheSame else {
        return .failure(.call(.typedDequeueReturnsOtherwise(view: name)))
      }
      guard
        !omitted.omits(HelperSignature(host: host, name: method, labels: labels))
          || module.ownHelper(method, labels: labels, host: host, reproducesFor: view)
      else {
        return .failure(.call(.ownHelperReplacesGenerated(signature: method)))
      }
    }
    guard let spelled = spelling(of: name, at: site, module: module) else {
      return .failure(.call(.viewNameAmbiguous(view: name)))
    }
    let source = module.sources[site.file]
    return .success([
      MigrationEdit(
        file: site.file, start: source.tokens[argument.first - 2].start,
        end: source.tokens[argument.last].end,
        replacement: spelled + ".self")
    ])
  }

  /// The edit that keeps UIKit's Optional header/footer dequeue and passes the view's own identifier: the
  /// typed `dequeueReusableHeaderFooterView(_:)` returns no Optional, and would trap where UIKit returned nil.
  private static func keepingUIKitCall(
    _ site: ReuseCallSite, view name: String, spelled: String, module: AuditModule
  ) -> Result<[MigrationEdit], Reason> {
    let source = module.sources[site.file]
    guard site.castKind == nil || site.castClass == .module(name) else {
      return .failure(.call(.conditionalCastToOtherClass(cast: site.castType ?? "", view: name)))
    }
    let argument = site.arguments[0]
    let replacement = spelled + ".reuseIdentifier"
    // A later pass finds the call as the first left it.
    guard source.text(from: argument.first, through: argument.last) != replacement else {
      return .failure(.call(.keepsUIKitOptionalDequeue(identifier: replacement)))
    }
    return .success([
      MigrationEdit(
        file: site.file, start: source.tokens[argument.first].start, end: source.tokens[argument.last].end,
        replacement: replacement, keepsUIKitCall: true)
    ])
  }

  /// The name token of `let name =` or `var name =` that starts a statement just before token `start`.
  private static func newBinding(_ source: SourceFile, before start: Int) -> Int? {
    guard start >= 3, source.isKind(start - 1, .operator), source.text(start - 1) == "=",
      source.name(start - 2) != nil, source.isWord(start - 3, "let") || source.isWord(start - 3, "var"),
      source.tokens[start - 3].isAtStartOfLine
    else { return nil }
    return start - 2
  }

  /// The name token of `if let name =` or `guard let name =` (or `, let name =` in a condition list) just
  /// before token `start`.
  private static func optionalBinding(_ source: SourceFile, before start: Int) -> Int? {
    guard start >= 4, source.isKind(start - 1, .operator), source.text(start - 1) == "=",
      source.name(start - 2) != nil, source.isWord(start - 3, "let") || source.isWord(start - 3, "var"),
      source.isWord(start - 4, "if") || source.isWord(start - 4, "guard") || source.isKind(start - 4, .comma)
    else { return nil }
    return start - 2
  }

  /// The class UIKit's string dequeue of `family` returns; `nil` for supplementary views, whose typed
  /// dequeue takes its type from the context.
  /// Whether the statement ends after token `last`: a new line, `;`, `}` or the end of the file follows.
  private static func endsStatement(_ source: SourceFile, after last: Int) -> Bool {
    let next = last + 1
    guard next < source.tokens.count else { return true }
    return source.tokens[next].isAtStartOfLine
      || [.semicolon, .rightBrace, .endOfFile].contains(source.tokens[next].kind)
  }

  /// Whether tokens `start...end` are the whole body of the function around the call: its implicit return.
  private static func isWholeBody(
    _ site: ReuseCallSite, from start: Int, through end: Int, in module: AuditModule
  )
    -> Bool
  {
    guard let index = module.indices[site.file].scopes[site.nameToken]?.function else { return false }
    let function = module.indices[site.file].functions[index]
    return function.bodyOpen == start - 1 && function.bodyClose == end + 1
  }

  /// The index path parameter's name when the call is directly in `tableView(_:cellForRowAt:)`.
  private static func cellForRowIndexPath(around site: ReuseCallSite, in module: AuditModule) -> String? {
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
  private static func closureParameters(_ source: SourceFile, open: Int) -> [String] {
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
  private static func endsExpression(_ source: SourceFile, after last: Int) -> Bool {
    let next = last + 1
    guard next < source.tokens.count else { return true }
    let token = source.tokens[next]
    if token.isAtStartOfLine || source.isWord(next, "else") { return true }
    if token.kind == .operator { return source.text(next) == "??" }
    return [.rightParen, .rightBrace, .rightSquare, .comma, .semicolon, .leftBrace, .endOfFile].contains(
      token.kind)
  }

  /// Why the generated `register(_:)` of `view` would not register what the registration `site` does: the
  /// class of a nib-backed view, another nib, or the nib from another bundle; `nil` when it would.
  static func registrationMismatch(
    _ site: ReuseCallSite, of view: ReusableView, module: AuditModule, bundle: NibLoading
  ) -> Reason? {
    let name = view.name
    guard site.nibName != nil else {
      if let member = site.unreadNibMember { return .call(.nibNotRead(member: member)) }
      guard view.source == .class else {
        return .call(.viewNotClassBacked(view: name, isNibBacked: view.source.nibName != nil))
      }
      return nil
    }
    guard let nib = view.source.nibName, nib == site.nibName else {
      if view.source == .class, let nib = site.nibName, !module.readsXib(named: nib) {
        return .call(.nibNotAmongModuleFiles(nib: nib, view: name))
      }
      return .call(.nibNotTheView(view: name))
    }
    guard
      bundleMatches(
        site.bundle, bundle.bundle, view: name, module: module, file: site.file,
        scope: module.scopeTypes(site.file, site.nameToken), isApplication: bundle.isApplication)
    else {
      return .nibBundleMismatch(bundle.bundle)
    }
    return nil
  }

  /// Why a call cannot reach the generated `register(_:)` of `family`: the module's own helper of that name
  /// takes its place and does not do what it does; `nil` when it can.
  static func generatedRegisterIsTaken(
    family: ReuseFamily, view: ReusableView, module: AuditModule, omitted: Set<HelperSignature>
  ) -> Reason? {
    let host = GeneratedAPI.host(family)
    let labels = GeneratedAPI.registerLabels(family)
    guard
      omitted.omits(
        HelperSignature(host: host, name: "register", labels: labels, parameterClass: family.uikitClass)),
      !module.ownHelper("register", labels: labels, host: host, reproducesFor: view)
    else { return nil }
    return .call(.ownHelperReplacesGenerated(signature: "\(host.rawValue).register(_:)"))
  }

  /// Whether the call's bundle is the one the generated registration loads the nib from.
  private static func bundleMatches(
    _ spelled: BundleSpelling?, _ bundle: NibBundle, view: String, module: AuditModule, file: Int,
    scope: [String], isApplication: Bool
  ) -> Bool {
    switch (spelled, bundle) {
    case (.main?, .main), (.module?, .module): return true
    case (.forClass(let path)?, .class):
      return module.resolveClass(path, inFile: file, scope: scope) == .module(view)
    // In an app target the main bundle is the one that holds the app's classes.
    case (.main?, .class): return isApplication
    // R.swift's bundle is the main one in an app target; elsewhere it depends on how `R` was generated:
    // `Bundle.module` exists only in a package target, where R.swift 7's `R` is made with it.
    case (.rswiftHostingBundle?, .class), (.rswift?, .module): return true
    case (.rswift?, .main), (.rswift?, .class), (.rswiftHostingBundle?, .main): return isApplication
    case (.forClass(let path)?, .main):
      guard isApplication, case .module = module.resolveClass(path, inFile: file, scope: scope) else {
        return false
      }
      return true
    default: return false
    }
  }

  /// How the call site can name the view: its qualified name, unless an enclosing type declares a member
  /// type of the same first name, which would shadow it.
  static func spelling(of name: String, at site: ReuseCallSite, module: AuditModule) -> String? {
    let first = String(name.prefix { $0 != "." })
    let scope = module.indices[site.file].scopes[site.nameToken]?.types ?? []
    if scope.contains(where: { module.declaresType($0 + "." + first) }) { return nil }
    return name
  }
}
