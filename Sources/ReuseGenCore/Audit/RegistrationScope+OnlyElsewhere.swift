// audit's check over the call-site layer's registration scope: the finding, and what makes a type serve
// its own view.

extension RegistrationScope {
  /// The error for `dequeue`, or `nil` when some registration may be on its view.
  mutating func onlyOtherTypesRegister(
    _ dequeue: ReuseCallSite, family: ReuseFamily, identifier: String, registrations: [ReuseCallSite?],
    registry: [ReuseCallSite], unresolved: [ReuseCallSite]
  ) -> AuditFinding? {
    guard dequeue.crashesWhenUnregistered, let type = owner(of: dequeue) else { return nil }
    // Read through a constant: through `self`, which this method changes, each use copied the module.
    let module = module
    func isRelated(_ site: ReuseCallSite) -> Bool {
      guard let other = owner(of: site) else { return true }
      return other == type || module.isClass(.module(other), kindOf: .module(type)) != false
        || module.isClass(.module(type), kindOf: .module(other)) != false
    }
    let own = registry.filter(isRelated)
    guard Self.servesItsOwnView(type, registering: own, family: family, in: module),
      !own.contains(where: \.registersEverything),
      !unresolved.contains(where: { $0.family == family && isRelated($0) })
    else { return nil }
    var others: [ReuseCallSite] = []
    for registration in registrations {
      guard let site = registration, !site.registersEverything, !isRelated(site),
        Self.ownView(of: site, in: module) != nil
      else { return nil }
      others.append(site)
    }
    guard let first = others.first, let elsewhere = owner(of: first) else { return nil }
    return AuditFinding(
      kind: .registeredOnlyElsewhere,
      diagnostic: Diagnostic(
        RegisteredOnlyElsewhereRule.Message.registeredOnlyElsewhere(
          identifier: identifier, type: type, family: family, registersNone: own.isEmpty, elsewhere: elsewhere
        ),
        at: dequeue.identifierLocation,
        notes: others.map { Diagnostic(AuditNote.registeredHere(identifier: identifier), at: $0.location) }),
      subject: identifier, viewClass: type)
  }

  /// Whether the type dequeues from a view it holds itself: it is a `UITableViewController` or
  /// `UICollectionViewController` (whose view's data source it is from the start), or it registers other
  /// views of the registry on a view it holds and either sets that view's `dataSource = self` or adopts
  /// the data source protocol (connected in Interface Builder).
  private static func servesItsOwnView(
    _ type: String, registering own: [ReuseCallSite], family: ReuseFamily, in module: CallSiteModule
  ) -> Bool {
    let isTable = family == .tableViewCell || family == .tableViewHeaderFooterView
    let controller = isTable ? "UITableViewController" : "UICollectionViewController"
    let dataSource = isTable ? "UITableViewDataSource" : "UICollectionViewDataSource"
    let ownViews = Set(own.compactMap { ownView(of: $0, in: module) })
    // The class and its superclasses, by the one chain query; the chain ends at the UIKit class above them.
    let chain = module.classChain(of: type)
    for name in chain.classes {
      if !(module.selfDataSourceViews[name] ?? []).isDisjoint(with: ownViews) { return true }
      guard
        case .success(let declared) = module.lookup.declaredType(
          name.split(separator: ".").map(String.init), inFile: 0, scope: []),
        declared.superclass != nil
      else { return false }
      if !ownViews.isEmpty, module.lookup.writtenConformances(of: declared).contains(dataSource) {
        return true
      }
    }
    guard case .undeclared(let superclass) = chain.end else { return false }
    let components = superclass.split(separator: ".")
    return components.count <= 2 && components.last.map(String.init) == controller
  }
}
