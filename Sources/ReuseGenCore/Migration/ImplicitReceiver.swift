/// When a register or dequeue call without `receiver.` may move to the typed API (SPEC §10.3): a table or
/// collection view subclass that registers its own cells in its initializer, or serves them as its own data
/// source, calls UIKit's methods on `self` without writing it. The typed call, written the same way, then
/// calls the generated helper on `self`, as long as `self` is sure to be a view of the call's kind and no
/// class of its chain declares a method of that name the unqualified call could bind to instead.
extension CallSiteModule {
  /// Whether the call of `site`, which has no explicit receiver, is a call on a module class whose whole
  /// chain the sources show, ending at UIKit's `UITableView` (for a table's family) or `UICollectionView`,
  /// and none of whose classes (in their bodies or extensions) declares a function of the call's name.
  func implicitReceiverIsReuseView(_ site: ReuseCallSite, family: ReuseFamily) -> Bool {
    guard !site.isMemberCall, let type = scopeTypes(site.file, site.nameToken).last else { return false }
    let chain = classChain(of: type)
    let host = GeneratedAPI.host(family).rawValue
    guard case .undeclared(let written) = chain.end, written == host || written == "UIKit." + host else {
      return false
    }
    let method = String(site.call.prefix { $0 != "(" })
    let owners = Set(chain.classes)
    return !indices.contains { index in
      index.functions.contains { $0.name == method && $0.owner.map(owners.contains) == true }
    }
  }
}
