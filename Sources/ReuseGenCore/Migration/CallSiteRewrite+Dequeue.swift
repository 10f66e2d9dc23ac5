/// How `migrate` rewrites a dequeue (SPEC §10.3, §10.4): the typed dequeue returns the view itself, where
/// UIKit's returned a plain cell, often an Optional, that the code cast and unwrapped. Every dequeue first
/// works out the same things (`DequeueRewrite`): whether the generated dequeue can be called, how the call
/// names the view, whether UIKit's call returned an Optional and whether the code traps on its nil, and the
/// index path the typed dequeue takes. Then its cast changes (`CallSiteRewrite+Cast.swift`), and its kind
/// decides the call's own edits.
extension Migrator {
  /// The edits of a dequeue: the shared steps, then the rewrite of its kind.
  static func dequeueEdits(
    _ site: ReuseCallSite, family: ReuseFamily, name: String, target: RewriteTarget, module: CallSiteModule,
    omitted: Set<HelperSignature>
  ) throws(Reason) -> [MigrationEdit] {
    let dequeue = try DequeueRewrite(
      site, family: family, name: name, target: target, module: module, omitted: omitted)
    if dequeue.keepsUIKitOptional {
      // A switch, not `get()`: the Darwin SDK's `Result.get()` throws an untyped error.
      switch keepingUIKitCall(site, view: name, spelled: dequeue.spelled, module: module) {
      case .success(let edits): return edits
      case .failure(let reason): throw reason
      }
    }
    let castEdit = try dequeue.castEdit()
    if family == .collectionSupplementaryView, target.member == nil {
      return try dequeue.supplementaryEdits(castEdit: castEdit)
    }
    if case .typedIdentifier(let member, let expression) = target {
      return dequeue.typedIdentifierEdits(member: member, passing: expression, castEdit: castEdit)
    }
    if let binding = dequeue.inferringBinding {
      return try dequeue.inferredDequeueEdits(binding: binding, castEdit: castEdit)
    }
    return dequeue.typedDequeueEdits(castEdit: castEdit)
  }

  /// What every dequeue's rewrite works out before its kind chooses the edits.
  struct DequeueRewrite {
    typealias Reason = MigrationReason

    let site: ReuseCallSite
    let source: SourceFile
    let module: CallSiteModule
    let family: ReuseFamily
    /// The class of the site's view.
    let name: String
    let target: RewriteTarget
    /// How the call names the view, or the metatype it passes.
    let spelled: String
    /// The name token of `let name =` that the generated `dequeueReusableCell(for:)` takes the view's type
    /// from, when the module's own helper takes the place of the one that names it.
    let inferringBinding: Int?
    /// Whether UIKit's call returns an Optional: `dequeueReusableCell(withIdentifier:)` and
    /// `dequeueReusableHeaderFooterView(withIdentifier:)` do; the typed dequeues do not.
    let returnsOptional: Bool
    /// Whether `!` unwraps the call's result.
    let hasBang: Bool
    /// Whether the code traps where UIKit returns nil: a `!`, a force cast, or a fatal `else`.
    let trapsOnNil: Bool
    /// The index path the typed cell dequeue passes in place of UIKit's Optional one.
    let indexPath: String?
    /// Whether the typed dequeue keeps UIKit's Optional.
    let staysOptional: Bool

    init(
      _ site: ReuseCallSite, family: ReuseFamily, name: String, target: RewriteTarget, module: CallSiteModule,
      omitted: Set<HelperSignature>
    ) throws(Reason) {
      let source = module.sources[site.file]
      (self.site, self.source, self.module, self.family, self.name, self.target) =
        (site, source, module, family, name, target)
      // Through `tableView?.`, the chain makes the result an Optional, whatever the dequeue returns. A
      // conditional cast becomes a coercion to that Optional (`as View?`), so the expression keeps its type
      // and its `nil`s; any other use would see a different type, or no longer trap where a cast did.
      if site.receiverIsOptionalChain {
        guard case .conditional? = site.castKind else {
          throw .call(.optionallyChainedReceiver)
        }
      }
      let method = String(site.call.prefix { $0 != "(" })
      let host = GeneratedAPI.host(family)
      func isCallable(_ labels: [String]) -> Bool {
        Migrator.generatedCallIsReachable(
          method, labels: labels, host: host, view: target.view, module: module, omitted: omitted)
      }
      let labels = GeneratedAPI.typedDequeueLabels(family)
      if case .view = target, !isCallable(labels) {
        inferringBinding = try Self.inferredBinding(
          site, family: family, module: module, isCallable: isCallable,
          signature: HelperSignature(host: host, name: method, labels: labels))
      } else {
        inferringBinding = nil
      }
      let spelling =
        target.metatype
        ?? (target.member == nil ? Migrator.spelling(of: name, at: site, module: module) : name)
      guard let spelling else {
        throw .call(.viewNameAmbiguous(view: name))
      }
      spelled = spelling
      returnsOptional = !site.crashesWhenUnregistered && family != .collectionSupplementaryView
      let next = site.closeParen + 1
      hasBang =
        returnsOptional && site.castKind == nil && source.isKind(next, .operator) && source.text(next) == "!"
        && !source.tokens[next].isAtStartOfLine
      // The table view's typed cell dequeue takes an index path, which UIKit's optional one does not. Only
      // in `tableView(_:cellForRowAt:)` is passing that method's index path the same: for a registered
      // identifier both return a cell, and elsewhere (a sizing cell in `heightForRowAt`) the index-path
      // variant must not be called. A typed identifier's dequeue without one returns an Optional, as
      // UIKit's. Elsewhere the typed dequeue without one, `dequeueReusableCell(_:)`, keeps UIKit's Optional,
      // as a typed identifier's dequeues without an index path do.
      // Code that survives UIKit's nil (no `!`, no force cast, no fatal `else`) must still get nil where it
      // did, in release builds too: its dequeue stays one that returns an Optional (SPEC §10.4).
      trapsOnNil = hasBang || site.castKind == .forced || site.castKind == .conditional(isFatal: true)
      var indexPath: String?
      if returnsOptional, family == .tableViewCell {
        indexPath = trapsOnNil ? Migrator.cellForRowIndexPath(around: site, in: module) : nil
        guard indexPath != nil || target.member != nil || isCallable(["_"]) else {
          throw .call(.needsIndexPath)
        }
      }
      self.indexPath = indexPath
      staysOptional =
        returnsOptional && indexPath == nil && (target.member != nil || family == .tableViewCell)
    }

    /// When the app's own `dequeueReusableCell(_:for:)` takes the generated one's place, the generated
    /// `dequeueReusableCell(for:)` still serves a cell bound to a new name: `let cell: View = …(for:)`. A
    /// table's Optional dequeue that traps on nil (`as!`) serves too, directly in
    /// `tableView(_:cellForRowAt:)`, whose index path it then passes (pocket-casts'
    /// `dequeueReusableCell(withIdentifier: id) as! Cell`). The name token of that binding.
    private static func inferredBinding(
      _ site: ReuseCallSite, family: ReuseFamily, module: CallSiteModule, isCallable: ([String]) -> Bool,
      signature: HelperSignature
    ) throws(Reason) -> Int {
      let source = module.sources[site.file]
      let start = module.receiverChain(source, period: site.nameToken - 1).start
      let takesIndexPath =
        site.crashesWhenUnregistered
        ? site.arguments.count == 2
        : family == .tableViewCell && site.arguments.count == 1
          && Migrator.cellForRowIndexPath(around: site, in: module) != nil
      guard family == .tableViewCell || family == .collectionViewCell, takesIndexPath,
        site.castKind == .forced, site.castIsRewritable,
        let castEnd = site.castEnd,
        Migrator.endsStatement(source, after: castEnd),
        let binding = Migrator.newBinding(source, before: start),
        isCallable(["for"])
      else {
        throw .call(.ownHelperDoesNotReproduce(signature: signature.description))
      }
      return binding
    }

    /// A header/footer dequeue whose code survives UIKit's nil keeps UIKit's call (`keepingUIKitCall`).
    var keepsUIKitOptional: Bool {
      returnsOptional && !trapsOnNil && target.member == nil && family == .tableViewHeaderFooterView
    }

    /// The edit that removes the `!` after the call, which the typed dequeue's result needs no more.
    var unwrapEdit: MigrationEdit? {
      guard hasBang, !staysOptional else { return nil }
      let next = site.closeParen + 1
      return site.edit(source.tokens[next].start, source.tokens[next].end, "")
    }

    /// The index path argument the typed dequeue adds after the view's type, if any.
    var indexPathArgument: String {
      indexPath.map { ", for: " + $0 } ?? ""
    }

    /// The first token of the receiver the call is made on.
    var receiverStart: Int {
      module.receiverChain(source, period: site.nameToken - 1).start
    }

    /// A dequeue of the view's typed API: the identifier argument, label included, becomes the type, as the
    /// cast spells it, which names the view there (a typealias, a name its scope shortens), or else its
    /// qualified name; with a metatype chosen at run time, that metatype.
    func typedDequeueEdits(castEdit: MigrationEdit?) -> [MigrationEdit] {
      var written: String?
      switch site.castKind {
      case .forced?, .conditional?:
        written = site.castType.flatMap { type in
          type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? type : nil
        }
      default: break
      }
      let typeText = (written ?? spelled) + (target.metatype == nil ? ".self" : "")
      return [site.replacingArgument(site.arguments[0], in: source, with: typeText + indexPathArgument)]
        + [castEdit, unwrapEdit].compactMap { $0 }
    }

    /// A dequeue whose view the generated `(for:)` dequeue infers from the binding (`inferredBinding`), as
    /// the module's own helper takes the name of the one that names it:
    /// `let cell = ….dequeueReusableCell(withIdentifier: id, for: indexPath) as! View` becomes
    /// `let cell: View = ….dequeueReusableCell(for: indexPath)`.
    func inferredDequeueEdits(binding: Int, castEdit: MigrationEdit?) throws(Reason) -> [MigrationEdit] {
      // `withIdentifier: id, ` goes; UIKit's Optional dequeue gets the method's index path in its place.
      let identifierArgument = site.arguments[0]
      let identifierStart = source.tokens[identifierArgument.first - 2].start
      let identifierEdit: MigrationEdit
      if site.arguments.count == 2 {
        identifierEdit = site.edit(identifierStart, source.tokens[site.arguments[1].first - 2].start, "")
      } else if let indexPath {
        identifierEdit = site.edit(
          identifierStart, source.tokens[identifierArgument.last].end, "for: " + indexPath)
      } else {
        throw .call(.needsIndexPath)
      }
      var edits = [
        site.edit(source.tokens[binding].end, source.tokens[binding].end, ": " + spelled), identifierEdit,
      ]
      if let castEdit { edits.append(castEdit) }
      return edits
    }
  }

  /// The edit that keeps UIKit's Optional header/footer dequeue and passes the view's own identifier: the
  /// typed `dequeueReusableHeaderFooterView(_:)` returns no Optional, and would trap where UIKit returned nil.
  private static func keepingUIKitCall(
    _ site: ReuseCallSite, view name: String, spelled: String, module: CallSiteModule
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
}
