/// The module's own helpers as `migrate` asks of them: whether one can take a migrated call in the place of
/// the generated helper of its name.
extension CallSiteModule {
  /// Whether the one helper of the module's own of this name and labels on `host` asks nothing of its type
  /// but to be a `root`: a metatype chosen at run time, `any (UITableViewCell & Dequeuable).Type`, opens
  /// into its generic parameter, which a protocol constraint of the app's would not accept.
  func ownHelper(_ name: String, labels: [String], host: HelperHost, takesAnyKindOf root: String) -> Bool {
    let candidates = (helperFunctions[name] ?? []).filter { $0.host == host && $0.labels == labels }
    guard candidates.count == 1, let helper = candidates.first else { return false }
    return helper.constraints.values.joined().allSatisfy { $0 == root }
  }

  /// Whether the module's own helper `name(labels)` on `host`, called for `view`, registers or dequeues
  /// exactly as the generated API's helper of that name would: under the view's identifier, and by its
  /// class or nib. Such a helper can take a migrated call in the generated one's place.
  func ownHelper(_ name: String, labels: [String], host: HelperHost, reproducesFor view: ReusableView) -> Bool
  {
    guard let identifier = view.runtimeIdentifier,
      case .success(let type) = lookup.type(view.name.split(separator: ".").map(String.init), at: nil)
    else { return false }
    // The call must compile and reach one helper: exactly one overload of that name and labels whose
    // generic constraints the view meets (the generated helper of that name is left out).
    let candidates = (helperFunctions[name] ?? []).filter { helper in
      helper.host == host && helper.labels == labels
        && helper.constraints.values.joined().allSatisfy { lookup.satisfies(type, $0) }
    }
    guard candidates.count == 1, let helper = candidates.first else { return false }
    var bindings = HelperBindings()
    for parameter in helper.parameters where parameter.type.hasSuffix(".Type") {
      bindings.types[parameter.name] = type
      bindings.types[String(parameter.type.dropLast(".Type".count))] = type
    }
    for generic in helper.genericParameters { bindings.types[generic] = type }
    let body = indices[helper.file].scopes.keys.sorted().filter {
      helper.bodyOpen < $0 && $0 < helper.bodyClose
    }
    let performed = body.flatMap { helperBodySites(file: helper.file, at: $0, bindings: bindings) }
    guard let first = performed.first, performed.allSatisfy({ $0.role == first.role }) else { return false }
    return performed.allSatisfy { site in
      guard site.family == ReuseFamily(view.kind), site.identifier.value == identifier else { return false }
      if site.role == .dequeue { return site.castClass == .module(view.name) || site.castClass == nil }
      return site.registeredClass == .module(view.name) && site.nibName == view.source.nibName
    }
  }
}
