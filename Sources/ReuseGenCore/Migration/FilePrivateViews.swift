/// How `migrate` moves a group of a view declared `private` or `fileprivate` at the top level of its file
/// (`private class SectionHeaderCell: UITableViewHeaderFooterView`). SPEC §1 skips such a view: generated
/// code in another file cannot name it. Code in its own file can, and the typed identifiers of SPEC §10.6
/// need only the view's UIKit base, not the generated conformance: the group moves to a typed identifier
/// that keeps the app's string, declared in the view's file as `fileprivate extension`, when every call of
/// the string is in that file. A view nested in a type as a private member stays: nothing at the file's top
/// level can name it.
extension Migrator {
  /// The decision for the group of `view`, a skipped view; `nil` when it is not private to its file at its
  /// top level, or a call of the string is in another file.
  static func filePrivateDecision(
    _ group: MigrationGroups.Group, view: ReusableView, groups: MigrationGroups, module: CallSiteModule,
    omitted: Set<HelperSignature>, isApplication: Bool
  ) -> Decision? {
    // A local class, or one nested in a private type, is skipped too, but nothing at the file's top level
    // can name it.
    guard view.status.isSkipped, view.isPrivateToItsFile, !view.isGeneric, view.availability.isEmpty,
      ReuseFamily(view.kind) == group.family,
      group.members.allSatisfy({
        $0.isModuleSite && module.sites[$0.index].location.path == view.location.path
      }),
      groups.typedSites(of: group).isEmpty,
      case .typedIdentifier(var target)? = classDecision(
        group, className: view.name, groups: groups, module: module, omitted: omitted,
        isApplication: isApplication)
    else { return nil }
    target.isFilePrivate = true
    target.conditions = view.conditions
    return .typedIdentifier(target)
  }
}
