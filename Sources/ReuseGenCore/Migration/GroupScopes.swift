/// One reuse identifier that several unrelated screens each use for their own view (NetNewsWire's
/// `"SectionHeader"`, GitHawk's `"cell"`): a group per view, where the facts say the screens never share a
/// table or collection view (DESIGN.md §10, "Groups by scope").
///
/// UIKit keeps registrations per table or collection view, so a string only needs to stay consistent on one
/// view. A group splits when:
/// - every site is written in place, in a class (generic or not) of the module or of a `--context` module,
///   on a view that class holds itself (a property or local) or, for a dequeue, on a parameter of the
///   method it is in (a data source method's `tableView`);
/// - each class uses the string for one view: the one it registers or casts to (a module view, or a class
///   as written), which its dequeues that name no class get;
/// - the classes of different views are unrelated, neither a kind of the other, since a subclass uses its
///   superclass's view;
/// - each view's part registers it, and no storyboard prototype sets the string.
///
/// Each part then moves, or stays, on its own, and its registrations and dequeues stay paired on any view
/// they share: a part that moves uses one identifier, its view's or a typed identifier of its class, at
/// every site.
extension MigrationGroups {
  /// The group's parts, one per view, or `nil` when it stays whole.
  static func splitByScope(
    _ group: Group, hasPrototypes: Bool, module: CallSiteModule
  ) -> [Group]? {
    let classes = group.members.map { writtenClass(of: $0, in: module) }
    guard !hasPrototypes, Set(classes.compactMap { $0 }).count > 1 else { return nil }
    var owners: [String] = []
    var viewOfOwner: [String: String] = [:]
    for (member, written) in zip(group.members, classes) {
      let site = module.sites[member.index]
      guard let owner = RegistrationScope.owner(of: site, in: module),
        RegistrationScope.ownView(of: site, in: module) != nil
          || (site.role == .dequeue && RegistrationScope.receivesParameter(site, in: module))
      else { return nil }
      owners.append(owner)
      guard let view = written else { continue }
      if let known = viewOfOwner[owner], known != view { return nil }
      viewOfOwner[owner] = view
    }
    var parts: [String: [Member]] = [:]
    var order: [String] = []
    for (member, (written, owner)) in zip(group.members, zip(classes, owners)) {
      // A dequeue that names no class gets the view its class registers.
      guard let view = written ?? viewOfOwner[owner] else { return nil }
      if parts[view] == nil { order.append(view) }
      parts[view, default: []].append(member)
    }
    let ownerViews = viewOfOwner.sorted { $0.key < $1.key }
    for (position, (owner, view)) in ownerViews.enumerated() {
      for (other, otherView) in ownerViews[(position + 1)...] where otherView != view {
        guard module.isClass(.module(owner), kindOf: .module(other)) == false,
          module.isClass(.module(other), kindOf: .module(owner)) == false
        else { return nil }
      }
    }
    guard parts.values.allSatisfy({ $0.contains { module.sites[$0.index].role == .register } }) else {
      return nil
    }
    return order.map { view in
      Group(family: group.family, identifier: group.identifier, members: parts[view] ?? [], scopeView: view)
    }
  }

  /// The class a site registers or casts its dequeue to: its module view, else the class as written
  /// (`ImageHeaderView.self` of a framework the run does not read); `nil` for a dequeue that names none, or
  /// only UIKit's class.
  private static func writtenClass(of member: Member, in module: CallSiteModule) -> String? {
    if let view = member.view { return view }
    let site = module.sites[member.index]
    guard site.role == .register else {
      guard let cast = site.castType, !UIKitClasses.rootNames.contains(cast) else { return nil }
      return cast
    }
    guard site.nibName == nil, let type = site.arguments.first else { return nil }
    let text = module.sources[site.file].text(from: type.first, through: type.last)
    guard text.hasSuffix(".self"), !text.contains("(") else { return nil }
    return String(text.dropLast(5))
  }
}
