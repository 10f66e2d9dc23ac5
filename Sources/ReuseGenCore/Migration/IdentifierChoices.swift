/// How `migrate` moves a dequeue whose identifier a ternary chooses between two strings of one class
/// (DESIGN.md §10, "Closed sets"):
///
/// ```swift
/// let identifier = isCompact ? BadgeCell.compactIdentifier : BadgeCell.regularIdentifier
/// let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath) as! BadgeCell
/// ```
///
/// Each string is a reuse pool of its own, so both stay the app's: when this run declares a typed
/// identifier of that class for each (their registrations moved to them), the ternary chooses between the
/// typed identifiers and the dequeue passes the choice. UIKit sees the same string for the same condition.
extension Migrator {
  /// The edits that move `site`; `nil` when its identifier is no such ternary, or a branch's string has no
  /// typed identifier of this run, or the two are of different classes.
  static func typedIdentifierChoice(
    _ site: ReuseCallSite, family: ReuseFamily, declared: [TypedIdentifierTarget], module: CallSiteModule,
    omitted: Set<HelperSignature>
  ) -> (members: [String], result: Result<[MigrationEdit], Reason>)? {
    guard site.role == .dequeue, !site.identifier.alternatives.isEmpty, !site.identifier.readsLoopVariable,
      let argument = site.arguments.first(where: {
        $0.label == "withIdentifier" || $0.label == "withReuseIdentifier"
      }),
      let ternary = IdentifierTernary.of(
        argument, file: site.file, nameToken: site.nameToken, module: module),
      // A local whose type is written keeps it: only one of no written type takes the typed identifiers'.
      ternary.local.map({ $0.valueStart == $0.token + 2 }) ?? true
    else { return nil }
    var targets: [TypedIdentifierTarget] = []
    for branch in ternary.branches {
      let value = module.resolveIdentifier(
        file: site.file, first: branch.lowerBound, last: branch.upperBound, site: branch.lowerBound
      ).value
      guard let value, let target = declared.first(where: { $0.rawValue == value && $0.family == family })
      else { return nil }
      targets.append(target)
    }
    let first = targets[0]
    guard targets.allSatisfy({ $0.viewType == first.viewType && $0.className == first.className }) else {
      return nil
    }
    let source = module.sources[site.file]
    let members = targets.map(\.member)
    var edits: [MigrationEdit] = []
    let expression: String
    if let local = ternary.local {
      // `let identifier: TypedReuseIdentifier<BadgeCell> = isCompact ? .badgeCompact : .badgeRegular`.
      expression = local.name
      let annotation = ": \(module.supportNames.typedReuseIdentifier)<\(first.viewType)>"
      let nameEnd = source.tokens[local.token].end
      edits.append(MigrationEdit(file: site.file, start: nameEnd, end: nameEnd, replacement: annotation))
      for (branch, member) in zip(ternary.branches, members) {
        edits.append(
          MigrationEdit(
            file: site.file, start: source.tokens[branch.lowerBound].start,
            end: source.tokens[branch.upperBound].end, replacement: "." + member))
      }
    } else {
      expression =
        source.text(from: ternary.condition.lowerBound, through: ternary.condition.upperBound) + " ? ."
        + members[0] + " : ." + members[1]
    }
    let call =
      first.className.map {
        rewrite(
          site, family: family, typedIdentifier: first.member, of: $0, module: module, omitted: omitted,
          passing: expression)
      } ?? .success([typedIdentifierEdit(site, member: first.member, module: module, passing: expression)])
    return (members, call.map { $0 + edits })
  }
}
