/// How `migrate` moves the calls of R.swift's own API (SPEC §10.7, `RSwiftCallSites.swift`) to the typed
/// API: `register(R.nib.x)` becomes `register(View.self)`, whose generated registration loads the same
/// nib (`registrationMismatch` checked the nib and its bundle), and a force-unwrapped
/// `dequeueReusableCell(withIdentifier: R.reuseIdentifier.x, for: indexPath)!` becomes
/// `dequeueReusableCell(View.self, for: indexPath)`, which returns the view itself.
extension Migrator {
  /// The edits of a registration that passes an R.swift resource whole: the resource becomes the view's
  /// type, and `registerHeaderFooterView(_:)`, R.swift's name, becomes the generated `register(_:)`.
  static func rswiftRegistrationEdits(_ site: ReuseCallSite, typeText: String, source: SourceFile)
    -> [MigrationEdit]
  {
    let resource = site.arguments[0]
    var edits = [
      MigrationEdit(
        file: site.file, start: source.tokens[resource.first].start, end: source.tokens[resource.last].end,
        replacement: typeText)
    ]
    if source.text(site.nameToken) != "register" {
      edits.insert(
        MigrationEdit(
          file: site.file, start: source.tokens[site.nameToken].start, end: source.tokens[site.nameToken].end,
          replacement: "register"), at: 0)
    }
    return edits
  }

  /// The edits of R.swift's dequeue of `view`, which returns an Optional of its class: only a cell's
  /// dequeue with an index path that is force-unwrapped moves, since the typed dequeue returns none.
  static func rswiftDequeueEdits(
    _ site: ReuseCallSite, family: ReuseFamily, view: ReusableView?, name: String, module: CallSiteModule,
    omitted: Set<HelperSignature>, typedIdentifier: String?
  ) -> Result<[MigrationEdit], Reason> {
    let source = module.sources[site.file]
    let next = site.closeParen + 1
    guard let view, typedIdentifier == nil, family == .tableViewCell || family == .collectionViewCell,
      site.crashesWhenUnregistered, site.castKind == .conditional(isFatal: true),
      source.isKind(next, .operator), source.text(next) == "!",
      let argument = site.arguments.first, argument.label != "_"
    else {
      return .failure(
        .call(.rswiftDequeueReturnsOptional))
    }
    guard site.castClass == .module(name) else {
      return .failure(.call(.rswiftIdentifierOfOtherClass(cast: site.castType ?? "", view: name)))
    }
    guard !site.receiverIsOptionalChain else {
      return .failure(
        .call(.optionallyChainedReceiver))
    }
    let host = GeneratedAPI.host(family)
    let method = String(site.call.prefix { $0 != "(" })
    let labels = GeneratedAPI.typedDequeueLabels(family)
    guard
      generatedCallIsReachable(
        method, labels: labels, host: host, view: view, module: module, omitted: omitted)
    else {
      let signature = HelperSignature(host: host, name: method, labels: labels)
      return .failure(.call(.ownHelperDoesNotReproduce(signature: signature.description)))
    }
    guard let spelled = spelling(of: name, at: site, module: module) else {
      return .failure(.call(.viewNameAmbiguous(view: name)))
    }
    return .success([
      site.replacingArgument(argument, in: source, with: spelled + ".self"),
      site.edit(source.tokens[next].start, source.tokens[next].end, ""),
    ])
  }
}
