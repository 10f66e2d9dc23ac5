/// One rewrite: the bytes `start..<end` of a file become `replacement`.
struct MigrationEdit {
  var file: Int
  var start: Int
  var end: Int
  var replacement: String
}

/// What `migrate` would do to a module.
struct MigrationPlan {
  /// The rewrites, in file and offset order.
  var edits: [MigrationEdit] = []
  /// Call sites left as they are, each with the reason.
  var skipped: [Diagnostic] = []
  /// Hand-written identifiers that no code references once the plan is applied.
  var unused: [Diagnostic] = []
  /// The indices of the rewritten call sites in `AuditModule.sites`.
  var migratedSites: [Int] = []

  /// The rewritten bytes of each changed file, by file index.
  func rewrittenFiles(_ module: AuditModule) -> [Int: [UInt8]] {
    var result: [Int: [UInt8]] = [:]
    for (file, edits) in Dictionary(grouping: edits, by: \.file) {
      var bytes = module.sources[file].bytes
      for edit in edits.sorted(by: { $0.start > $1.start }) {
        bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
      }
      result[file] = bytes
    }
    return result
  }
}

/// Rewrites call sites whose identifier resolves to exactly one view into the typed API, as token-range edits
/// that leave every other byte alone (DESIGN.md §10).
enum Migrator {
  static func plan(_ module: AuditModule, bundle: NibBundle) -> MigrationPlan {
    var plan = MigrationPlan()
    let omitted = Set(
      module.analysis.existingHelpers.map {
        HelperSignature(host: $0.host, name: $0.method.name, labels: $0.method.labels)
      })
    for (index, site) in module.sites.enumerated()
    where site.file < module.moduleFileCount && site.typedView == nil {
      guard let family = site.family, !site.registersEverything else { continue }
      switch rewrite(site, family: family, module: module, bundle: bundle, omitted: omitted) {
      case .success(let edits):
        plan.edits += edits
        plan.migratedSites.append(index)
      case .failure(let reason):
        plan.skipped.append(Diagnostic(.note, "not migrated: \(reason.message)", at: site.location))
      }
    }
    plan.edits.sort { ($0.file, $0.start) < ($1.file, $1.start) }
    plan.unused = unusedIdentifiers(module, plan: plan)
    return plan
  }

  private struct Reason: Error {
    var message: String
    init(_ message: String) { self.message = message }
  }

  private static func rewrite(
    _ site: ReuseCallSite, family: ReuseFamily, module: AuditModule, bundle: NibBundle,
    omitted: Set<HelperSignature>
  ) -> Result<[MigrationEdit], Reason> {
    let source = module.sources[site.file]
    guard site.isMemberCall else { return .failure(Reason("the call has no explicit receiver")) }
    guard let identifier = site.identifier.value else {
      return .failure(Reason("the identifier is unresolved: \(site.identifier.reason ?? "")"))
    }
    let viewClass = site.role == .register ? site.registeredClass : site.castClass ?? .unknown("")
    guard case .module(let name) = viewClass, let view = module.view(named: name) else {
      let what = site.role == .register ? "the registered class" : "the force cast's type"
      if site.role == .dequeue, site.castKind != .forced {
        return .failure(Reason("the dequeued view is not force cast to its class"))
      }
      return .failure(Reason("\(what) is not one of the module's reusable views"))
    }
    guard view.status == .generated, !view.isGeneric, ReuseFamily(view.kind) == family else {
      return .failure(Reason("'\(name)' has no typed API in the generated file"))
    }
    guard view.identifier == identifier else {
      return .failure(
        Reason(
          "'\(name)' has reuse identifier '\(view.identifier ?? "decided at run time")', not '\(identifier)'")
      )
    }
    let host: HelperHost =
      family == .tableViewCell || family == .tableViewHeaderFooterView ? .tableView : .collectionView
    func edit(_ start: Int, _ end: Int, _ replacement: String) -> MigrationEdit {
      MigrationEdit(file: site.file, start: start, end: end, replacement: replacement)
    }
    /// Deletes the argument labelled `label` with the comma before it; the rest of the call stays as written.
    func removing(_ label: String) -> MigrationEdit {
      let index = site.arguments.firstIndex { $0.label == label } ?? 1
      return edit(
        source.tokens[site.arguments[index - 1].last].end, source.tokens[site.arguments[index].last].end, "")
    }
    if site.role == .register {
      let typeText: String
      if site.nibName == nil {
        guard view.source == .class else {
          return .failure(
            Reason(
              "'\(name)' is \(view.source.nibName != nil ? "nib-backed" : "a storyboard prototype"), so register(_:) would not register its class"
            ))
        }
        let type = site.arguments[0]
        typeText = source.text(from: type.first, through: type.last)
      } else {
        guard let nib = view.source.nibName, nib == site.nibName else {
          return .failure(Reason("the nib is not the one '\(name)' is backed by"))
        }
        guard bundleMatches(site.bundle, bundle, view: name, module: module, file: site.file) else {
          return .failure(
            Reason(
              "the nib's bundle is not the one the generated file loads it from (--bundle \(bundle.rawValue))"
            ))
        }
        guard let spelled = spelling(of: name, at: site, module: module) else {
          return .failure(Reason("'\(name)' cannot be named unambiguously at the call site"))
        }
        typeText = spelled + ".self"
      }
      let labels = family == .collectionSupplementaryView ? ["_", "forSupplementaryViewOfKind"] : ["_"]
      guard !omitted.contains(HelperSignature(host: host, name: "register", labels: labels)) else {
        return .failure(Reason("the module's own '\(host.rawValue).register(_:)' replaces the generated one"))
      }
      let identifierLabel = site.arguments[site.arguments.count - 1].label
      var edits = [removing(identifierLabel)]
      if site.nibName != nil {
        let nib = site.arguments[0]
        edits.insert(edit(source.tokens[nib.first].start, source.tokens[nib.last].end, typeText), at: 0)
      }
      return .success(edits)
    }
    guard let castEnd = site.castEnd, site.castIsRewritable, !site.receiverIsOptionalChain else {
      return .failure(Reason("the force cast cannot be removed without changing the expression"))
    }
    let castText = source.text(from: site.closeParen + 3, through: castEnd)
    let method = String(site.call.prefix { $0 != "(" })
    let labels: [String] =
      switch family {
      case .tableViewCell, .collectionViewCell: ["_", "for"]
      case .tableViewHeaderFooterView: ["_"]
      case .collectionSupplementaryView: ["ofKind", "for"]
      }
    let signature = HelperSignature(host: host, name: method, labels: labels)
    guard !omitted.contains(signature) else {
      return .failure(Reason("the module's own '\(signature.description)' replaces the generated one"))
    }
    if family == .collectionSupplementaryView {
      // `as` instead of `as!`: the generic helper takes its type from the coercion.
      return .success([
        removing("withReuseIdentifier"),
        edit(source.tokens[site.closeParen + 1].start, source.tokens[site.closeParen + 2].end, "as"),
      ])
    }
    // The identifier argument, label included, becomes the type; the cast goes.
    let identifierArgument = site.arguments[0]
    return .success([
      edit(
        source.tokens[identifierArgument.first - 2].start, source.tokens[identifierArgument.last].end,
        castText + ".self"),
      edit(source.tokens[site.closeParen].end, source.tokens[castEnd].end, ""),
    ])
  }

  /// Whether the call's bundle is the one the generated registration loads the nib from.
  private static func bundleMatches(
    _ spelled: BundleSpelling?, _ bundle: NibBundle, view: String, module: AuditModule, file: Int
  ) -> Bool {
    switch (spelled, bundle) {
    case (.main?, .main), (.module?, .module): return true
    case (.forClass(let path)?, .class): return module.resolveClass(path, inFile: file) == .module(view)
    default: return false
    }
  }

  /// How the call site can name the view: its qualified name, unless an enclosing type declares a member
  /// type of the same first name, which would shadow it.
  private static func spelling(of name: String, at site: ReuseCallSite, module: AuditModule) -> String? {
    let first = String(name.prefix { $0 != "." })
    let scope = module.indices[site.file].scopes[site.nameToken]?.types ?? []
    if scope.contains(where: { module.declaresType($0 + "." + first) }) { return nil }
    return name
  }

  /// The constants and declared identifiers the rewritten call sites named that nothing references any more.
  private static func unusedIdentifiers(_ module: AuditModule, plan: MigrationPlan) -> [Diagnostic] {
    let rewritten = plan.rewrittenFiles(module)
    var names: [String: Int] = [:]
    var memberUses: [String: Int] = [:]
    for file in 0..<module.moduleFileCount {
      let source =
        rewritten[file].map {
          AuditSource(path: module.sources[file].path, filePath: module.sources[file].filePath, bytes: $0)
        } ?? module.sources[file]
      for index in source.tokens.indices {
        guard let name = source.name(index) else { continue }
        names[name, default: 0] += 1
        if source.isKind(index - 1, .period) { memberUses[name, default: 0] += 1 }
      }
    }
    var reported = Set<String>()
    var notes: [Diagnostic] = []
    for site in plan.migratedSites.map({ module.sites[$0] }) {
      guard let written = site.identifier.constantName, reported.insert(written).inserted else { continue }
      let member = String(written.split(separator: ".").last ?? "")
      if site.identifier.method == .declared {
        if memberUses[member, default: 0] == 0 {
          notes.append(
            Diagnostic(
              .note,
              "'\(written)' is no longer referenced in code; it stays, because it is the view's reuse identifier",
              at: site.identifierLocation))
        }
      } else if let declaration = site.identifier.constantDeclaration, names[member, default: 0] <= 1 {
        // The declaration itself is the one occurrence left.
        notes.append(
          Diagnostic(
            .note, "'\(written)' is no longer referenced; it can be deleted",
            at: module.sources[declaration.file].location(declaration.token)))
      }
    }
    return notes
  }
}
