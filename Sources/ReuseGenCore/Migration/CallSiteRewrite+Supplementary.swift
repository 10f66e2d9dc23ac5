/// How `migrate` rewrites a supplementary view's dequeue (SPEC §10.3). UIKit's
/// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` names no type, and the generated
/// one either names it, `dequeueReusableSupplementaryView(View.self, ofKind: kind, for: indexPath)`, or
/// takes it from the context: its own kind, since the call's arguments and the cast's meaning differ from
/// a cell's.
extension Migrator.DequeueRewrite {
  /// The edits of a supplementary view's dequeue to the typed API.
  func supplementaryEdits(castEdit: MigrationEdit?) throws(Reason) -> [MigrationEdit] {
    var isConditional = false
    if case .conditional? = site.castKind { isConditional = true }
    if site.castKind == nil || isConditional {
      // Returned, or bound to a new name that keeps UIKit's type (the cast's edit), or cast with `as?`,
      // which became `as View?`: the typed dequeue names the view, `dequeueReusableSupplementaryView(
      // View.self, ofKind: kind, for: indexPath)`, as a cell's does.
      guard let kind = site.arguments.first, kind.label == "ofKind" else {
        throw .call(.supplementaryKindNotFirst)
      }
      let insertion = site.edit(
        source.tokens[kind.first - 2].start, source.tokens[kind.first - 2].start, spelled + ".self, ")
      return [insertion, site.removingArgument("withReuseIdentifier", in: source)]
        + [castEdit].compactMap { $0 }
    }
    guard site.castKind == .forced || site.castKind == .coercion else {
      throw .call(.supplementaryTypeNotWritten)
    }
    var edits = [site.removingArgument("withReuseIdentifier", in: source)]
    if site.castKind == .forced {
      // `as` instead of `as!`: the generic helper takes its type from the coercion.
      edits.append(
        site.edit(source.tokens[site.closeParen + 1].start, source.tokens[site.closeParen + 2].end, "as"))
    }
    return edits
  }
}
