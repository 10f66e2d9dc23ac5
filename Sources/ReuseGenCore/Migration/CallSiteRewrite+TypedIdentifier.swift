/// How `migrate` rewrites the calls that pass a typed identifier (SPEC §10.6): a string call whose group
/// cannot move whole to its view's typed API passes `identifier: .member` of `TypedReuseIdentifier<View>`
/// instead, which keeps the app's string; a call an earlier run moved so moves on to the view's typed API
/// when its group does. Its own kind, since the call keeps UIKit's identifier and so its result: only the
/// identifier argument, and a cast to the class, change.
extension Migrator {
  /// The edit that moves a call passing a typed identifier of `view`'s class to `view`'s own typed API, when
  /// its group moves whole (SPEC §10.6): `identifier: .member` becomes `View.self`, and the call returns
  /// what it returned. A registration moves where the view is its class, a dequeue where it is a cell's.
  static func rewriteTypedIdentifierSite(
    _ site: ReuseCallSite, family: ReuseFamily, view: ReusableView, module: CallSiteModule,
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
        generatedCallIsReachable(
          method, labels: labels, host: host, view: view, module: module, omitted: omitted)
      else {
        return .failure(.call(.ownHelperReplacesGenerated(signature: method)))
      }
    }
    guard let spelled = spelling(of: name, at: site, module: module) else {
      return .failure(.call(.viewNameAmbiguous(view: name)))
    }
    let source = module.sources[site.file]
    return .success([site.replacingArgument(argument, in: source, with: spelled + ".self")])
  }
}

extension Migrator.DequeueRewrite {
  /// A dequeue that passes a typed identifier of a UIKit class or of the view's class, in place of the
  /// string (`typedIdentifierEdit`), or `expression`, a choice of them: the typed identifier's dequeue
  /// returns what UIKit's did, so the cast to the view's class changes as with the typed API, and a table
  /// cell's dequeue passes the index path where it traps on nil.
  func typedIdentifierEdits(member: String, passing expression: String?, castEdit: MigrationEdit?)
    -> [MigrationEdit]
  {
    var edit = Migrator.typedIdentifierEdit(site, member: member, module: module, passing: expression)
    edit.replacement += indexPathArgument
    return [edit] + [castEdit, unwrapEdit].compactMap { $0 }
  }
}
