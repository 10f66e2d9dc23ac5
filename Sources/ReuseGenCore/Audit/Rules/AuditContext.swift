/// A registration as the rules see it: from code, or a storyboard prototype.
struct Registration {
  var family: ReuseFamily
  var identifier: String
  var registeredClass: ClassReference
  var location: SourceLocation
  var site: ReuseCallSite?
  /// Whether an Objective-C file registers it: counted, never the place of a finding.
  var isObjectiveC = false
}

/// What every rule of `audit` reads, made once per module: the registrations of each registry, what each
/// dequeue of the module finds there, and the module's call sites.
struct AuditContext {
  let module: CallSiteModule
  /// The registrations by registry and identifier, in code and storyboards.
  let registrations: [ReuseFamily: [String: [Registration]]]
  /// The registrations whose identifier is unknown: each may register what a dequeue asks for, and only
  /// covers the dequeues it could satisfy (`mayCover`), never a whole registry.
  let unresolvedRegistrations: [ReuseCallSite]
  /// The module's Objective-C registrations whose identifier is unknown: each may register any identifier
  /// of its registry, for the dequeues its class could satisfy (SPEC §10.7).
  let objectiveCUnresolved: [ObjectiveCReuseSite]
  /// The identifiers dequeued in each registry.
  let dequeued: [ReuseFamily: Set<String>]
  /// The registries some dequeue of unknown identifier reads.
  let unresolvedDequeue: Set<ReuseFamily>
  /// The call sites in the module's own files.
  let moduleSites: [ReuseCallSite]
  /// Each dequeue of the module with each identifier it may ask for, and what UIKit finds for it.
  let dequeues: [Dequeue]

  /// One dequeue, for one identifier it may ask for: a site that chooses among a closed set of strings is
  /// checked for each, since any may come at run time.
  struct Dequeue {
    var site: ReuseCallSite
    var family: ReuseFamily
    var identifier: String
    var outcome: Outcome
  }

  /// What a dequeue finds, as UIKit meets it: the first of these that holds is the crash, and the rules
  /// after it in this order never describe a crash that would come later.
  enum Outcome {
    /// Nothing the module reads registers the identifier, and no registration of unknown identifier may.
    case unregistered
    /// Registered, but only by unrelated types on their own views (`RegistrationScope`).
    case registeredOnlyElsewhere(AuditFinding)
    /// Registered for another supplementary kind (`SupplementaryKinds`).
    case kindMismatch(AuditFinding)
    /// Registered by these; the casts are checked against them.
    case registered([Registration])
    /// Not registered in what the module reads, but a registration of unknown identifier may be the one.
    case mayBeRegistered
  }

  init(_ module: CallSiteModule) {
    self.module = module
    var registrations: [ReuseFamily: [String: [Registration]]] = [:]
    var unresolvedRegistrations: [ReuseCallSite] = []
    for site in module.sites where site.role == .register {
      if site.registersEverything {
        for view in module.analysis.views
        where view.status == .generated && !view.isGeneric && view.source != .storyboard {
          guard let identifier = view.overridingInterfaceBuilderIdentifier ?? view.identifier else {
            continue
          }
          registrations[ReuseFamily(view.kind), default: [:]][identifier, default: []].append(
            Registration(
              family: ReuseFamily(view.kind), identifier: identifier, registeredClass: .module(view.name),
              location: site.location, site: site))
        }
        continue
      }
      guard let family = site.family else { continue }
      let identifiers =
        site.identifier.value.map { [$0] }
        ?? (site.identifier.readsLoopVariable ? site.identifier.alternatives : [])
      guard !identifiers.isEmpty else {
        unresolvedRegistrations.append(site)
        continue
      }
      for identifier in identifiers {
        registrations[family, default: [:]][identifier, default: []].append(
          Registration(
            family: family, identifier: identifier,
            registeredClass: site.registeredClassPerElement[identifier] ?? site.registeredClass,
            location: site.location,
            site: site))
      }
    }
    // The module's Objective-C registers for its Swift too.
    var objectiveCUnresolved: [ObjectiveCReuseSite] = []
    var dequeued: [ReuseFamily: Set<String>] = [:]
    var unresolvedDequeue = Set<ReuseFamily>()
    for objectiveC in module.objectiveCSites {
      let site = objectiveC.site
      switch (site.role, objectiveC.identifier) {
      case (.register, let identifier?):
        registrations[site.family, default: [:]][identifier, default: []].append(
          Registration(
            family: site.family, identifier: identifier, registeredClass: objectiveC.registeredClass,
            location: site.location, site: nil, isObjectiveC: true))
      case (.register, nil): objectiveCUnresolved.append(objectiveC)
      case (.dequeue, let identifier?): dequeued[site.family, default: []].insert(identifier)
      case (.dequeue, nil): unresolvedDequeue.insert(site.family)
      }
    }
    for prototype in module.storyboardPrototypes {
      registrations[prototype.family, default: [:]][prototype.identifier, default: []].append(
        Registration(
          family: prototype.family, identifier: prototype.identifier, registeredClass: prototype.viewClass,
          location: prototype.location, site: nil))
    }
    let moduleSites = module.sites.filter { $0.file < module.moduleFileCount }
    for site in moduleSites where site.role == .dequeue {
      guard let family = site.family else {
        unresolvedDequeue.formUnion([.tableViewCell, .collectionViewCell])
        continue
      }
      if let identifier = site.identifier.value {
        dequeued[family, default: []].insert(identifier)
      } else if !site.identifier.alternatives.isEmpty {
        dequeued[family, default: []].formUnion(site.identifier.alternatives)
      } else {
        unresolvedDequeue.insert(family)
      }
    }
    self.registrations = registrations
    self.unresolvedRegistrations = unresolvedRegistrations
    self.objectiveCUnresolved = objectiveCUnresolved
    self.dequeued = dequeued
    self.unresolvedDequeue = unresolvedDequeue
    self.moduleSites = moduleSites
    dequeues = Self.dequeues(
      moduleSites, module: module, registrations: registrations, unresolved: unresolvedRegistrations,
      objectiveCUnresolved: objectiveCUnresolved)
  }

  private static func dequeues(
    _ sites: [ReuseCallSite], module: CallSiteModule, registrations: [ReuseFamily: [String: [Registration]]],
    unresolved: [ReuseCallSite], objectiveCUnresolved: [ObjectiveCReuseSite]
  ) -> [Dequeue] {
    // Every registration in code of each registry, for the check of strings other screens register.
    let registrySites = registrations.mapValues { $0.values.flatMap { $0.compactMap(\.site) } }
    var registrationScope = RegistrationScope(module: module)
    var result: [Dequeue] = []
    for site in sites where site.role == .dequeue {
      guard let family = site.family else { continue }
      for identifier in site.identifier.value.map({ [$0] }) ?? site.identifier.alternatives {
        let registered = registrations[family]?[identifier] ?? []
        let outcome: Outcome
        if registered.isEmpty {
          let mayBeRegistered =
            (objectiveCUnresolved.contains(where: {
              ReuseAuditor.mayCover($0, site, family: family, module: module)
            }) && !RegistrationScope.isOutOfObjectiveCReach(site, in: module))
            || unresolved.contains(where: {
              ReuseAuditor.mayCover($0, site, identifier: identifier, family: family, module: module)
            })
          outcome = mayBeRegistered ? .mayBeRegistered : .unregistered
        } else if let finding = registrationScope.onlyOtherTypesRegister(
          site, family: family, identifier: identifier, registrations: registered.map(\.site),
          registry: registrySites[family] ?? [], unresolved: unresolved)
        {
          outcome = .registeredOnlyElsewhere(finding)
        } else if let finding = SupplementaryKinds.mismatch(
          site, identifier: identifier, registrations: registered.map(\.site), unresolved: unresolved,
          module: module)
        {
          outcome = .kindMismatch(finding)
        } else {
          outcome = .registered(registered)
        }
        result.append(Dequeue(site: site, family: family, identifier: identifier, outcome: outcome))
      }
    }
    return result
  }
}
