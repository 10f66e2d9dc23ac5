/// The typed identifiers a choice between storyboard prototypes needs (DESIGN.md §10, "Closed sets"):
///
/// ```swift
/// let id = isContinuation ? "MessageContinuationCell" : "MessageCell"
/// let cell = tableView.dequeueReusableCell(withIdentifier: id, for: indexPath) as! MessageCell
/// ```
///
/// where a storyboard has two prototypes of `MessageCell` (or of subclasses of it), one under each string,
/// and no code registers either. Each string is a reuse pool of its own, and the view has one generated identifier only, so both
/// strings stay the app's: a typed identifier of the view for each, built by the storyboard, which the
/// ternary then chooses between (`IdentifierChoices.swift`). No group of those strings declares them,
/// since the choice is their only call.
extension Migrator {
  /// The targets, without members, for the strings of `site`'s choice that no target of `declared` binds;
  /// empty when one of them is not a storyboard prototype of the class the dequeue is cast to, or of its
  /// subclasses, alone: the typed identifiers are of the cast's class, whose dequeue returns any of them.
  static func prototypeChoiceTargets(
    _ site: ReuseCallSite, family: ReuseFamily, declared: [TypedIdentifierTarget], module: CallSiteModule
  ) -> [TypedIdentifierTarget] {
    guard site.role == .dequeue, !site.identifier.readsLoopVariable, module.supportModule == nil,
      family == .tableViewCell || family == .collectionViewCell,
      case .module(let name)? = site.castClass, let view = module.view(named: name),
      view.status == .generated, !view.isGeneric, view.availability.isEmpty,
      ReuseFamily(view.kind) == family
    else { return [] }
    var targets: [TypedIdentifierTarget] = []
    for value in site.identifier.alternatives
    where !declared.contains(where: { $0.rawValue == value && $0.family == family }) {
      let classes = module.storyboardPrototypes.filter { $0.family == family && $0.identifier == value }
        .map(\.viewClass)
      // UIKit builds the pool from the prototype alone: a string some code registers too may be another
      // class's in another table.
      guard isDeclarable(value), !classes.isEmpty,
        classes.allSatisfy({ module.isClass($0, kindOf: .module(name)) == true }),
        !isRegisteredInCode(value, family: family, module: module)
      else { return [] }
      targets.append(
        TypedIdentifierTarget(
          viewType: SwiftSpelling.typeName(view.name), rawValue: value, family: family, source: .storyboard,
          file: site.file, className: view.name, conditions: view.conditions))
    }
    return targets
  }

  /// Whether a Swift or Objective-C registration of the module or its context may register `value` in
  /// `family`'s registry: one whose string is `value`, is one of a set with it, or is not known.
  private static func isRegisteredInCode(_ value: String, family: ReuseFamily, module: CallSiteModule) -> Bool
  {
    module.sites.contains { site in
      site.role == .register && site.family == family
        && (site.identifier.value.map { $0 == value }
          ?? (site.identifier.alternatives.isEmpty || site.identifier.alternatives.contains(value)))
    }
      || module.objectiveCSites.contains { objectiveC in
        objectiveC.site.role == .register && objectiveC.site.family == family
          && (objectiveC.identifier.map { $0 == value } ?? true)
      }
  }
}
