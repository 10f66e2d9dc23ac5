/// The module's string call sites grouped by registry and identifier (SPEC §10.3): UIKit matches a
/// dequeue to a registration by nothing else, so a group is what must move together.
struct MigrationGroups {
  /// One call site of a group.
  struct Member {
    /// The site, by index into `CallSiteModule.sites`.
    var index: Int
    /// Whether it is in the module's own files, which `migrate` rewrites; context files it only reads.
    var isModuleSite: Bool
    /// The module view it registers or casts its dequeue to.
    var view: String?
  }

  /// Every string call site of one identifier in one registry.
  struct Group {
    var family: ReuseFamily
    var identifier: String
    var members: [Member]
    /// For one part of an identifier that unrelated screens use for different views, that view
    /// (`GroupScopes.swift`).
    var scopeView: String?

    /// The site a note about the whole group names: its first in the module's own files.
    var firstSite: Int { members.first { $0.isModuleSite }?.index ?? members[0].index }
  }

  /// The groups, in the order their first site appears.
  private(set) var groups: [Group] = []
  /// The module's sites whose identifier is unresolved: they belong to no group.
  private(set) var ungrouped: [Int] = []
  /// Identifiers that a xib or storyboard sets: UIKit reads them from the file, so code must keep them.
  let pinnedByInterfaceBuilder: Set<String>
  /// Where the module's code reads a view's own `reuseIdentifier`, which returns the registered string:
  /// while one stays, no registration's string may change (SPEC §10.3).
  let viewIdentifierReads: [ModuleIdentifierRead]
  /// The module's Objective-C sites by registry and identifier (`nil` for one whose identifier is not
  /// known), first of each: no run rewrites them, so the strings they use must stay (SPEC §10.7).
  private var objectiveCSites: [String: ObjectiveCReuseSite] = [:]
  /// The classes of the storyboard prototypes of each registry and identifier, which dequeues that are not
  /// cast get.
  private var prototypeClasses: [String: [ClassReference]] = [:]
  /// The calls that pass a `TypedReuseIdentifier` member, by registry and string: an earlier run moved them
  /// from a group that could not move whole (SPEC §10.6), and they still mean its string.
  private var typedByKey: [String: [Int]] = [:]
  private let unresolved: [Int]
  private let module: CallSiteModule

  init(_ module: CallSiteModule) {
    self.module = module
    var pinned = Set<String>()
    for document in module.analysis.interfaceBuilderDocuments + module.contextDocuments {
      for element in document.reusableElements {
        if let identifier = element.object.reuseIdentifier { pinned.insert(identifier) }
      }
    }
    pinnedByInterfaceBuilder = pinned
    viewIdentifierReads = module.viewIdentifierReads()
    for prototype in module.storyboardPrototypes {
      prototypeClasses[Self.key(prototype.family, prototype.identifier), default: []].append(
        prototype.viewClass)
    }
    for objectiveC in module.objectiveCSites {
      let key = objectiveC.site.family.rawValue + "\u{0}" + (objectiveC.identifier ?? "\u{0}")
      if objectiveCSites[key] == nil { objectiveCSites[key] = objectiveC }
    }
    var positions: [String: Int] = [:]
    var unresolved: [Int] = []
    for (index, site) in module.sites.enumerated() {
      if site.typedIdentifier != nil, let family = site.family, let identifier = site.identifier.value {
        typedByKey[Self.key(family, identifier), default: []].append(index)
      }
      guard let family = site.family, !site.registersEverything, site.typedView == nil,
        site.typedViewChoices.isEmpty, site.typedIdentifier == nil, site.typedIdentifierChoices.isEmpty
      else { continue }
      let isModuleSite = site.file < module.moduleFileCount
      guard let identifier = site.identifier.value else {
        unresolved.append(index)
        if isModuleSite, site.viaHelper == nil { ungrouped.append(index) }
        continue
      }
      let member = Member(index: index, isModuleSite: isModuleSite, view: Self.view(of: site, in: module))
      let key = Self.key(family, identifier)
      if let position = positions[key] {
        groups[position].members.append(member)
      } else {
        positions[key] = groups.count
        groups.append(Group(family: family, identifier: identifier, members: [member]))
      }
    }
    self.unresolved = unresolved
    groups = groups.flatMap { group in
      Self.splitByScope(group, hasPrototypes: !prototypes(of: group).isEmpty, module: module) ?? [group]
    }
  }

  /// The key of a registry's identifier: UIKit pairs calls by nothing else.
  private static func key(_ family: ReuseFamily, _ identifier: String) -> String {
    family.rawValue + "\u{0}" + identifier
  }

  /// The module view a site registers, or casts its dequeue to.
  private static func view(of site: ReuseCallSite, in module: CallSiteModule) -> String? {
    let reference = site.role == .register ? site.registeredClass : site.castClass
    guard case .module(let name)? = reference, module.view(named: name) != nil else { return nil }
    return name
  }

  /// The module views the group's sites name, and the calls that pass a typed identifier of its string,
  /// with the classes of the storyboard prototypes of its identifier, which its dequeues get; `nil` among
  /// them stands for a UIKit class or an unknown one.
  func views(of group: Group) -> [String?] {
    let named =
      group.members.compactMap(\.view)
      + typedSites(of: group).compactMap { Self.view(of: module.sites[$0], in: module) }
      + prototypes(of: group).map { prototype in
        if case .module(let view) = prototype { view } else { nil }
      }
    guard named.isEmpty else { return named }
    // Dequeues that name no class, of the identifier one view's typed API uses (`withIdentifier:
    // Header.reuseIdentifier`, as a first run leaves an Optional header dequeue), get that view.
    let owners = module.analysis.views.filter {
      $0.status == .generated && ReuseFamily($0.kind) == group.family
        && $0.runtimeIdentifier == group.identifier
    }
    return owners.count == 1 ? [owners[0].name] : []
  }

  /// The calls that pass a typed identifier of the group's string, which the group's string sites must
  /// keep meaning.
  func typedSites(of group: Group) -> [Int] {
    typedByKey[Self.key(group.family, group.identifier)] ?? []
  }

  /// The classes of the storyboard prototypes that set the group's identifier.
  func prototypes(of group: Group) -> [ClassReference] {
    prototypeClasses[Self.key(group.family, group.identifier)] ?? []
  }

  /// An unresolved site that may use the group's identifier (DESIGN.md §10, "Unresolved sites"): UIKit
  /// matches by string alone, so a site whose string is not known may use every identifier of its
  /// registry, except those its class rules out. A dequeue cast to `T` takes every view that is a `T` (a
  /// cast to a superclass or to UIKit's class admits the subclass); a registration of `C` serves a dequeue
  /// of a view that `C` is a kind of; no class, or one that cannot be followed, admits every view. A site
  /// whose identifier is one of a closed set may use exactly the members of that set.
  func unresolvedSite(thatMayUse group: Group) -> Int? {
    let views = views(of: group)
    return unresolved.first { index in
      let site = module.sites[index]
      guard site.family == group.family else { return false }
      if !site.identifier.alternatives.isEmpty {
        return site.identifier.alternatives.contains(group.identifier)
      }
      let reference = site.role == .register ? site.registeredClass : site.castClass
      guard let reference, reference.name != nil, !views.isEmpty else { return true }
      return views.contains { view in
        guard let view else { return true }
        let groupView = ClassReference.module(view)
        let admits =
          site.role == .register
          ? module.isClass(reference, kindOf: groupView) : module.isClass(groupView, kindOf: reference)
        return admits != false
      }
    }
  }

  /// Why the group's string must stay for the module's Objective-C, which no run rewrites: a send that uses
  /// it, or one whose identifier is not known and may; `nil` when none does.
  func objectiveCReason(keeping group: Group) -> MigrationReason? {
    let prefix = group.family.rawValue + "\u{0}"
    let using = objectiveCSites[prefix + group.identifier]
    guard let objectiveC = using ?? objectiveCSites[prefix + "\u{0}"] else { return nil }
    let registers = objectiveC.site.role == .register
    let place = objectiveC.site.location
    guard using != nil else {
      return .group(
        .mayBeUsedByObjectiveC(
          identifier: group.identifier, place: place, registers: registers,
          unresolved: objectiveC.reason))
    }
    return .group(.usedByObjectiveC(identifier: group.identifier, place: place, registers: registers))
  }

  /// How the module's Objective-C builds the group's views of `className`, when all its registrations of
  /// the group's string build it one way: the class itself (`registerClass:[Cell class]`), or a nib of the
  /// main bundle whose xib holds that class. What a typed identifier of the string declares for a group
  /// whose Swift sites only dequeue.
  func objectiveCSource(of group: Group, className: String) -> Migrator.TypedIdentifierTarget.Source? {
    let sources = module.objectiveCSites.filter {
      $0.site.role == .register && $0.site.family == group.family && $0.identifier == group.identifier
    }.map { registration -> Migrator.TypedIdentifierTarget.Source? in
      guard registration.site.nibName != nil else {
        return registration.registeredClass == .module(className) ? .class : nil
      }
      guard let name = registration.nibName, registration.site.nibIsInMainBundle,
        let document = module.xib(named: name), let element = module.topLevelReusableObject(document),
        module.interfaceBuilderClass(element.object, kind: element.impliedKind) == .module(className)
      else { return nil }
      return .nib(name, bundle: "nil")
    }
    guard let first = sources.first, let source = first, sources.allSatisfy({ $0 == source }) else {
      return nil
    }
    return source
  }

  /// Why an unresolved site may use a group's identifier, for the note that keeps the group.
  func whyMayUse(_ index: Int) -> MigrationReason.GroupConflict.UnresolvedUse {
    let site = module.sites[index]
    let place = site.location
    if !site.identifier.alternatives.isEmpty {
      return .choosesAmong(role: site.role, place: place, alternatives: site.identifier.alternatives)
    }
    let reference = site.role == .register ? site.registeredClass : site.castClass
    let className: String? =
      switch reference {
      case .module(let name)?, .uikit(let name)?: name
      default: nil
      }
    return .unknownIdentifier(role: site.role, place: place, className: className)
  }
}
