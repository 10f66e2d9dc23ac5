/// The module's string call sites grouped by registry and identifier (SPEC §10.3): UIKit matches a
/// dequeue to a registration by nothing else, so a group is what must move together.
struct MigrationGroups {
  /// One call site of a group.
  struct Member {
    /// The site, by index into `AuditModule.sites`.
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

    /// The site a note about the whole group names: its first in the module's own files.
    var firstSite: Int { members.first { $0.isModuleSite }?.index ?? members[0].index }
  }

  /// The groups, in the order their first site appears.
  private(set) var groups: [Group] = []
  /// The module's sites whose identifier is unresolved: they belong to no group.
  private(set) var ungrouped: [Int] = []
  /// Identifiers that a xib or storyboard sets: UIKit reads them from the file, so code must keep them.
  let pinnedByInterfaceBuilder: Set<String>
  /// The classes of the storyboard prototypes of each registry and identifier, which dequeues that are not
  /// cast get.
  private var prototypeClasses: [String: [ClassReference]] = [:]
  private let unresolved: [Int]
  private let module: AuditModule

  init(_ module: AuditModule) {
    self.module = module
    var pinned = Set<String>()
    for document in module.analysis.interfaceBuilderDocuments {
      for element in document.reusableElements {
        if let identifier = element.object.reuseIdentifier { pinned.insert(identifier) }
      }
    }
    pinnedByInterfaceBuilder = pinned
    for prototype in module.storyboardPrototypes {
      prototypeClasses[prototype.family.rawValue + "\u{0}" + prototype.identifier, default: []].append(
        prototype.viewClass)
    }
    var positions: [String: Int] = [:]
    var unresolved: [Int] = []
    for (index, site) in module.sites.enumerated() {
      guard let family = site.family, !site.registersEverything, site.typedView == nil,
        site.typedIdentifier == nil
      else { continue }
      let isModuleSite = site.file < module.moduleFileCount
      guard let identifier = site.identifier.value else {
        unresolved.append(index)
        if isModuleSite, site.viaHelper == nil { ungrouped.append(index) }
        continue
      }
      let member = Member(index: index, isModuleSite: isModuleSite, view: Self.view(of: site, in: module))
      let key = family.rawValue + "\u{0}" + identifier
      if let position = positions[key] {
        groups[position].members.append(member)
      } else {
        positions[key] = groups.count
        groups.append(Group(family: family, identifier: identifier, members: [member]))
      }
    }
    self.unresolved = unresolved
  }

  /// The module view a site registers, or casts its dequeue to.
  private static func view(of site: ReuseCallSite, in module: AuditModule) -> String? {
    let reference = site.role == .register ? site.registeredClass : site.castClass
    guard case .module(let name)? = reference, module.view(named: name) != nil else { return nil }
    return name
  }

  /// The module views the group's sites name, with the classes of the storyboard prototypes of its
  /// identifier, which its dequeues get; `nil` among them stands for a UIKit class or an unknown one.
  func views(of group: Group) -> [String?] {
    group.members.compactMap(\.view)
      + prototypes(of: group).map { prototype in
        if case .module(let view) = prototype { view } else { nil }
      }
  }

  /// The classes of the storyboard prototypes that set the group's identifier.
  func prototypes(of group: Group) -> [ClassReference] {
    prototypeClasses[group.family.rawValue + "\u{0}" + group.identifier] ?? []
  }

  /// An unresolved site that may use the group's identifier: in its registry, and registering or casting
  /// to its view, or, with no class known, in a file of the group.
  func unresolvedSite(thatMayUse view: String, family: ReuseFamily, near group: Group) -> Int? {
    let files = Set(group.members.map { module.sites[$0.index].file })
    return unresolved.first { index in
      let site = module.sites[index]
      guard site.family == family else { return false }
      let reference = site.role == .register ? site.registeredClass : site.castClass
      switch reference {
      case .module(let name)?: return name == view
      case .uikit?: return false
      case .unknown?, nil: return files.contains(site.file)
      }
    }
  }
}
