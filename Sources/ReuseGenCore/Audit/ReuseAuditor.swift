import Foundation

/// One problem `audit` found, with the diagnostic it prints.
package struct AuditFinding: Sendable, Equatable {
  /// What kind of mistake it is.
  package enum Kind: String, Sendable, Codable, CaseIterable {
    /// A dequeue with an index path of an identifier nothing registers: UIKit raises.
    case unregisteredDequeue
    /// A dequeue without an index path of an identifier nothing registers: UIKit returns `nil`.
    case unregisteredOptionalDequeue
    /// A nib registered under an identifier other than the one its xib sets: UIKit asserts.
    case nibIdentifierMismatch
    /// A force cast of a dequeued view to a class that is not the registered one: "Could not cast value".
    case forceCastMismatch
    /// One identifier registered for two classes.
    case identifierRegisteredTwice
    /// A registration no code dequeues.
    case neverDequeued
    /// A call site whose identifier `audit` could not resolve.
    case unresolved
    /// A `UICollectionView` registration created where cells are dequeued: UIKit asserts since iOS 15.
    case registrationInCellProvider
    /// An `as?` of a dequeued view to a class that is not the registered one: the cast always fails.
    case conditionalCastAlwaysFails
    /// A dequeue of an identifier that only unrelated types register, each on its own view: UIKit raises.
    case registeredOnlyElsewhere
    /// A collection view dequeue whose view is never returned to the collection view: UIKit asserts since
    /// iOS 18.
    case dequeueNotReturned
    /// A collection view cell created instead of dequeued and returned to UIKit: UIKit raises.
    case cellNotDequeued
    /// A supplementary view dequeued with another kind than its registrations': UIKit raises.
    case supplementaryKindMismatch
    /// A `reusegen:disable` comment that suppresses no finding.
    case superfluousSuppression
    /// A `reusegen:disable` comment without a known rule ID, which suppresses nothing.
    case invalidSuppression
  }

  /// The kind.
  package var kind: Kind
  /// The diagnostic, with the other location as a note.
  package var diagnostic: Diagnostic
  /// What the finding is about besides its file, so that a baseline recognizes it after edits above it: the
  /// reuse identifier, or for a finding without one what it names instead (a call, a registration).
  package var subject: String?
  /// The class the finding names: the registered, cast or returned class.
  package var viewClass: String?

  /// `findings` in the order reports list them: by file, line and column, then by kind.
  static func inReportOrder(_ findings: [AuditFinding]) -> [AuditFinding] {
    findings.sorted { lhs, rhs in
      let left = lhs.diagnostic.location ?? SourceLocation(path: "", line: 0, column: 0)
      let right = rhs.diagnostic.location ?? SourceLocation(path: "", line: 0, column: 0)
      return left == right ? lhs.kind.rawValue < rhs.kind.rawValue : left < right
    }
  }

  /// Creates a finding.
  package init(kind: Kind, diagnostic: Diagnostic, subject: String? = nil, viewClass: String? = nil) {
    self.kind = kind
    self.diagnostic = diagnostic
    self.subject = subject
    self.viewClass = viewClass
  }
}

/// A registration as the checks see it: from code, or a storyboard prototype.
private struct Registration {
  var family: ReuseFamily
  var identifier: String
  var registeredClass: ClassReference
  var location: SourceLocation
  var site: ReuseCallSite?
  /// Whether an Objective-C file registers it: counted, never the place of a finding.
  var isObjectiveC = false
}

/// The checks of `reusegen audit` (DESIGN.md §10): each reports only what it can prove from the module.
enum ReuseAuditor {
  static func audit(_ module: AuditModule) -> [AuditFinding] {
    var registrations: [ReuseFamily: [String: [Registration]]] = [:]
    // A registration whose identifier is unknown may register what a dequeue asks for; it only covers the
    // dequeues it could satisfy (`mayCover`), never a whole registry.
    var unresolvedRegistrations: [ReuseCallSite] = []
    var dequeued: [ReuseFamily: Set<String>] = [:]
    var unresolvedDequeue = Set<ReuseFamily>()
    var findings: [AuditFinding] = []

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
            family: family, identifier: identifier, registeredClass: site.registeredClass,
            location: site.location,
            site: site))
      }
    }
    // The module's Objective-C registers for its Swift too; one it cannot evaluate may register any
    // identifier of its registry, for the dequeues its class could satisfy (SPEC §10.7).
    var objectiveCUnresolved: [ObjectiveCReuseSite] = []
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
    // Every registration in code of each registry, for the check of strings other screens register.
    let registrySites = registrations.mapValues { $0.values.flatMap { $0.compactMap(\.site) } }
    var registrationScope = RegistrationScope(module: module)
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

    for site in moduleSites {
      if site.identifier.method == .unresolved, site.typedView == nil, site.family != nil {
        findings.append(
          AuditFinding(
            kind: .unresolved,
            diagnostic: Diagnostic(
              .note, "unresolved reuse identifier in '\(site.call)': \(site.identifier.reason ?? "unknown")",
              at: site.identifierLocation),
            subject: site.call, viewClass: site.castType ?? site.registeredClass.name))
      }
      guard site.role == .dequeue, let family = site.family else { continue }
      // A site that chooses among a closed set of strings is checked for each: any may come at run time.
      for identifier in site.identifier.value.map({ [$0] }) ?? site.identifier.alternatives {
        let registered = registrations[family]?[identifier] ?? []
        if registered.isEmpty {
          if !objectiveCUnresolved.contains(where: { mayCover($0, site, family: family, module: module) }),
            !unresolvedRegistrations.contains(where: {
              mayCover($0, site, identifier: identifier, family: family, module: module)
            })
          {
            findings.append(
              unregistered(site, family: family, identifier: identifier, registrations: registrations))
          }
          continue
        }
        if let finding = registrationScope.onlyOtherTypesRegister(
          site, family: family, identifier: identifier, registrations: registered.map(\.site),
          registry: registrySites[family] ?? [],
          unresolved: unresolvedRegistrations)
        {
          findings.append(finding)
          continue
        }
        if let finding = SupplementaryKinds.mismatch(
          site, identifier: identifier, registrations: registered.map(\.site),
          unresolved: unresolvedRegistrations, module: module)
        {
          findings.append(finding)
          continue
        }
        if let finding = castMismatch(site, identifier: identifier, registered: registered, module: module) {
          findings.append(finding)
        }
      }
    }

    for site in moduleSites where site.role == .register && site.nibName != nil {
      if let finding = nibMismatch(site, module: module) { findings.append(finding) }
    }
    findings += RegistrationPlacement.findings(module)
    findings += UnreturnedDequeues.findings(module)
    findings += FreshCells.findings(module)

    for family in ReuseFamily.allCases {
      for (identifier, group) in (registrations[family] ?? [:]).sorted(by: { $0.key < $1.key }) {
        findings += registeredTwice(identifier, group, module: module)
        guard !unresolvedDequeue.contains(family), !(dequeued[family]?.contains(identifier) ?? false) else {
          continue
        }
        for registration in group {
          guard let site = registration.site, site.file < module.moduleFileCount, site.typedView == nil,
            !site.registersEverything
          else { continue }
          findings.append(
            AuditFinding(
              kind: .neverDequeued,
              diagnostic: Diagnostic(
                .note,
                "reuse identifier '\(identifier)' is registered as a \(family.noun) but never dequeued",
                at: site.identifierLocation),
              subject: identifier, viewClass: site.registeredClass.name))
        }
      }
    }
    return AuditFinding.inReportOrder(findings)
  }

  /// Whether a registration of unknown identifier may be what the dequeue finds: same registry, and the
  /// same identifier expression as written, code of the same class (or of a superclass, as a base view
  /// controller registers for its subclasses), or a registered class the dequeue's cast accepts.
  private static func mayCover(
    _ registration: ReuseCallSite, _ dequeue: ReuseCallSite, identifier: String, family: ReuseFamily,
    module: AuditModule
  ) -> Bool {
    guard registration.family == family else { return false }
    let alternatives = registration.identifier.alternatives
    guard alternatives.isEmpty || alternatives.contains(identifier) else { return false }
    func identifierText(_ site: ReuseCallSite) -> String? {
      guard site.viaHelper == nil,
        let argument = site.arguments.first(where: { identifierLabels.contains($0.label) })
      else { return nil }
      return module.sources[site.file].text(from: argument.first, through: argument.last)
    }
    // A registered class the dequeue's cast refuses cannot be what it finds: were it, the cast would fail.
    if let cast = dequeue.castClass, registration.registeredClass.name != nil, cast.name != nil,
      module.isClass(registration.registeredClass, kindOf: cast) == false
    {
      return false
    }
    if let text = identifierText(registration), text == identifierText(dequeue) { return true }
    if registration.file == dequeue.file { return true }
    let registering = module.scopeTypes(registration.file, registration.nameToken).last
    let dequeueing = module.scopeTypes(dequeue.file, dequeue.nameToken).last
    if let registering, let dequeueing {
      let path = { (type: String) in type.split(separator: ".").map(String.init) }
      if registering == dequeueing { return true }
      if case .module = module.resolveClass(path(registering), inFile: registration.file),
        module.isClass(
          module.resolveClass(path(dequeueing), inFile: dequeue.file),
          kindOf: module.resolveClass(path(registering), inFile: registration.file)) != false
      {
        return true
      }
    }
    switch (registration.registeredClass, dequeue.castClass) {
    case (.unknown, _), (_, nil), (_, .unknown?):
      return false
    case (let registered, let cast?):
      return module.isClass(registered, kindOf: cast) != false
    }
  }

  /// Whether an Objective-C registration of unknown identifier may be what the dequeue finds: same
  /// registry, and a class the dequeue's cast accepts, or one not known.
  private static func mayCover(
    _ registration: ObjectiveCReuseSite, _ dequeue: ReuseCallSite, family: ReuseFamily, module: AuditModule
  ) -> Bool {
    guard registration.site.family == family else { return false }
    guard registration.registeredClass.name != nil, let cast = dequeue.castClass, cast.name != nil else {
      return true
    }
    return module.isClass(registration.registeredClass, kindOf: cast) != false
  }

  /// The labels of the argument that carries a reuse identifier.
  private static let identifierLabels: Set<String> = [
    "forCellReuseIdentifier", "forHeaderFooterViewReuseIdentifier", "forCellWithReuseIdentifier",
    "withReuseIdentifier", "withIdentifier",
  ]

  private static func unregistered(
    _ site: ReuseCallSite, family: ReuseFamily, identifier: String,
    registrations: [ReuseFamily: [String: [Registration]]]
  ) -> AuditFinding {
    // Registered in another registry is a common slip: say where.
    let elsewhere = ReuseFamily.allCases.compactMap { other in
      registrations[other]?[identifier]?.first.map {
        Diagnostic(.note, "'\(identifier)' is registered as a \(other.noun) here", at: $0.location)
      }
    }
    if site.crashesWhenUnregistered {
      return AuditFinding(
        kind: .unregisteredDequeue,
        diagnostic: Diagnostic(
          .error,
          "reuse identifier '\(identifier)' is dequeued but never registered as a \(family.noun) in code, nib "
            + "or storyboard; UIKit raises '\(family == .collectionSupplementaryView ? "could not dequeue a view" : "unable to dequeue a cell") "
            + "with identifier \(identifier)'",
          at: site.identifierLocation, notes: elsewhere),
        subject: identifier, viewClass: site.castType)
    }
    return AuditFinding(
      kind: .unregisteredOptionalDequeue,
      diagnostic: Diagnostic(
        .note,
        "reuse identifier '\(identifier)' is dequeued but never registered as a \(family.noun); "
          + "'\(site.call)' returns nil",
        at: site.identifierLocation, notes: elsewhere),
      subject: identifier, viewClass: site.castType)
  }

  private static func castMismatch(
    _ site: ReuseCallSite, identifier: String, registered: [Registration], module: AuditModule
  ) -> AuditFinding? {
    guard let cast = site.castClass, let castName = cast.name else { return nil }
    var classes: [String] = []
    for registration in registered {
      // A registration whose class is unknown, or whose chain cannot be followed, might satisfy the cast.
      guard let name = registration.registeredClass.name,
        module.isClass(registration.registeredClass, kindOf: cast) == false
      else { return nil }
      classes.append(name)
    }
    let registeredName = classes[0]
    let notes = registered.map {
      Diagnostic(
        .note, "'\(identifier)' registered for '\($0.registeredClass.name ?? "")' here", at: $0.location)
    }
    if !(site.castKind?.crashesOnMismatch ?? true) {
      // No crash, but a certain defect: the fallback (often an empty cell) is all the user ever sees.
      return AuditFinding(
        kind: .conditionalCastAlwaysFails,
        diagnostic: Diagnostic(
          .error,
          "reuse identifier '\(identifier)' is registered for '\(registeredName)', which is not a "
            + "'\(castName)'; the conditional cast always fails, so the fallback runs for every view",
          at: site.location, notes: notes),
        subject: identifier, viewClass: castName)
    }
    return AuditFinding(
      kind: .forceCastMismatch,
      diagnostic: Diagnostic(
        .error,
        "reuse identifier '\(identifier)' is registered for '\(registeredName)', which is not a "
          + "'\(castName)'; the force cast fails with 'Could not cast value of type '\(registeredName)' "
          + "to '\(castName)''",
        at: site.location,
        notes: registered.map {
          Diagnostic(
            .note, "'\(identifier)' registered for '\($0.registeredClass.name ?? "")' here", at: $0.location)
        }),
      subject: identifier, viewClass: castName)
  }

  private static func nibMismatch(_ site: ReuseCallSite, module: AuditModule) -> AuditFinding? {
    guard let nibName = site.nibName, let identifier = site.identifier.value,
      let document = module.xib(named: nibName), let element = module.topLevelReusableObject(document),
      let nibIdentifier = element.object.reuseIdentifier, nibIdentifier != identifier
    else { return nil }
    return AuditFinding(
      kind: .nibIdentifierMismatch,
      diagnostic: Diagnostic(
        .error,
        "nib '\(nibName)' is registered under reuse identifier '\(identifier)', but its xib sets "
          + "'\(nibIdentifier)'; UIKit asserts that the identifier in the nib (\(nibIdentifier)) does not match "
          + "the identifier used to register the nib (\(identifier))",
        at: site.identifierLocation,
        notes: [
          Diagnostic(
            .note, "'\(nibName)' sets reuse identifier '\(nibIdentifier)' here", at: element.object.location)
        ]),
      subject: identifier, viewClass: nibName)
  }

  /// Whether `later` certainly runs after `first` on the same view: one receiver, one brace, and no branch,
  /// jump or `#if` between them. The second registration then replaces the first.
  static func inSequence(_ first: ReuseCallSite, _ later: ReuseCallSite?, module: AuditModule) -> Bool {
    guard let later, first.file == later.file, first.body != nil, first.body == later.body,
      first.receiver == later.receiver, first.closeParen < later.nameToken
    else { return false }
    let source = module.sources[first.file]
    let branching: Set<String> = [
      "case", "default", "return", "break", "continue", "throw", "guard", "if", "else", "switch", "for",
      "while",
      "repeat", "defer", "fallthrough",
    ]
    return (first.closeParen..<later.nameToken).allSatisfy { index in
      let kind = source.tokens[index].kind
      return kind != .poundKeyword && !(kind == .identifier && branching.contains(source.text(index)))
    }
  }

  private static func registeredTwice(_ identifier: String, _ group: [Registration], module: AuditModule)
    -> [AuditFinding]
  {
    // Objective-C's registrations are its own screens': which view each reaches is not read.
    let known = group.filter { $0.registeredClass.name != nil && !$0.isObjectiveC }.sorted {
      $0.location < $1.location
    }
    guard let first = known.first else { return [] }
    var findings: [AuditFinding] = []
    for later in known.dropFirst() where later.registeredClass != first.registeredClass {
      guard let site = later.site ?? first.site, site.file < module.moduleFileCount else { continue }
      let sameView = first.site.map { inSequence($0, later.site, module: module) } ?? false
      // Two unrelated screens, each on its own view, never give one view both.
      if !sameView, let earlier = first.site, let site = later.site,
        RegistrationScope.areOnOwnViewsOfUnrelatedTypes(earlier, site, module: module)
      {
        continue
      }
      let message =
        "reuse identifier '\(identifier)' is registered for '\(later.registeredClass.name ?? "")' and for "
        + "'\(first.registeredClass.name ?? "")'"
        + (sameView
          ? " on the same view; the second registration replaces the first"
          : "; a view that gets both dequeues whichever was registered last")
      findings.append(
        AuditFinding(
          kind: .identifierRegisteredTwice,
          diagnostic: Diagnostic(
            sameView ? .error : .warning, message, at: later.location,
            notes: [
              Diagnostic(
                .note, "'\(identifier)' registered for '\(first.registeredClass.name ?? "")' here",
                at: first.location)
            ]),
          subject: identifier, viewClass: later.registeredClass.name))
    }
    return findings
  }
}
