/// Finds dequeues of an identifier that only other screens register.
///
/// UIKit keeps registrations per table or collection view, while `audit` matches identifiers across the
/// module. Real apps reuse one string (`"cell"`, `"SwitchCell"`) on many screens, so a screen that lost its
/// registration still finds the string registered elsewhere. This check reports such a dequeue when the
/// facts leave no other explanation:
/// - the type around the dequeue serves its own view (`servesItsOwnView`), and it (with its superclasses and
///   subclasses) registers no view of the registry with an unknown identifier, and none with this one;
/// - every registration of the identifier is in an unrelated type, on a view that type holds itself: not a
///   parameter, not another object's property, not `self` as a table or collection view;
/// - no storyboard prototype and no `registerAllReusableViews()` provides it.
///
/// One value serves every dequeue of an audit: each dequeue tests every registration of its registry, so
/// the class around each call is found once and remembered (and each class's chain, by `AuditModule`).
struct RegistrationScope {
  let module: AuditModule
  /// The class around each call, by its file and method-name token (`owner(of:)`).
  private var owners: [CallToken: String?] = [:]

  private struct CallToken: Hashable {
    var file: Int
    var token: Int
  }

  init(module: AuditModule) { self.module = module }

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

  /// Whether two registrations are each on a view its own type holds, in two unrelated types: screens that
  /// each use one string for their own class (NetNewsWire's `"SectionHeader"`), on views they do not share.
  static func areOnOwnViewsOfUnrelatedTypes(_ a: ReuseCallSite, _ b: ReuseCallSite, module: AuditModule)
    -> Bool
  {
    guard let first = owner(of: a, in: module), let second = owner(of: b, in: module), first != second,
      ownView(of: a, in: module) != nil, ownView(of: b, in: module) != nil
    else { return false }
    return module.isClass(.module(first), kindOf: .module(second)) == false
      && module.isClass(.module(second), kindOf: .module(first)) == false
  }

  /// The class around the call, found once per call (`owner(of:in:)`).
  private mutating func owner(of site: ReuseCallSite) -> String? {
    let call = CallToken(file: site.file, token: site.nameToken)
    if let known = owners[call] { return known }
    let found = Self.owner(of: site, in: module)
    owners[call] = .some(found)
    return found
  }

  /// The class whose code the call is in: the innermost type or extension around it, if a class of the
  /// module.
  static func owner(of site: ReuseCallSite, in module: AuditModule) -> String? {
    guard let innermost = module.scopeTypes(site.file, site.nameToken).last else { return nil }
    let path = innermost.split(separator: ".").map(String.init)
    guard case .module(let name) = module.resolveClass(path, inFile: site.file) else { return nil }
    return name
  }

  /// Whether the type dequeues from a view it holds itself: it is a `UITableViewController` or
  /// `UICollectionViewController` (whose view's data source it is from the start), or it registers other
  /// views of the registry on a view it holds and either sets that view's `dataSource = self` or adopts
  /// the data source protocol (connected in Interface Builder).
  private static func servesItsOwnView(
    _ type: String, registering own: [ReuseCallSite], family: ReuseFamily, in module: AuditModule
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

  /// The registration's receiver when it is a view its own type holds: a property or a local, reached as
  /// `name` or `self.name`, and not a parameter of the function it is in.
  static func ownView(of site: ReuseCallSite, in module: AuditModule) -> String? {
    guard let receiver = plainReceiver(of: site), !isParameter(receiver, of: site, in: module) else {
      return nil
    }
    return receiver
  }

  /// Whether the call's receiver is a parameter of the function it is in, as a data source method's
  /// `tableView` is.
  static func receivesParameter(_ site: ReuseCallSite, in module: AuditModule) -> Bool {
    guard let receiver = plainReceiver(of: site) else { return false }
    return isParameter(receiver, of: site, in: module)
  }

  /// The receiver when it is one name, reached as `name` or `self.name`, of a call written in place.
  static func plainReceiver(of site: ReuseCallSite) -> String? {
    guard site.isMemberCall, site.viaHelper == nil else { return nil }
    var receiver = site.receiver.filter { $0 != "?" && $0 != "!" }
    if receiver.hasPrefix("self.") { receiver.removeFirst(5) }
    guard !receiver.isEmpty, !receiver.contains("."), !receiver.contains("("), !receiver.hasPrefix("$")
    else { return nil }
    return receiver
  }

  private static func isParameter(_ name: String, of site: ReuseCallSite, in module: AuditModule) -> Bool {
    let index = module.indices[site.file]
    guard let function = index.scopes[site.nameToken]?.function else { return false }
    return index.functions[function].parameters.contains { $0.name == name }
  }
}
