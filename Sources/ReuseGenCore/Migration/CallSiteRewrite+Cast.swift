/// How `migrate` rewrites what follows a dequeue (SPEC §10.3, §10.4): the typed dequeue returns the view, so
/// a cast to it goes (`as!`), becomes a coercion to an Optional (`as?`, so that `guard let` and `if let`
/// still bind), or stays (`as X`, `let cell: X =`, or none at all). Every kind of dequeue shares this step,
/// and each cast keeps the code's meaning for its own reason, so it has a file of its own.
extension Migrator.DequeueRewrite {
  /// The edit of the cast after the call, if it changes.
  func castEdit() throws(Reason) -> MigrationEdit? {
    switch site.castKind {
    case .forced?:
      guard let castEnd = site.castEnd, site.castIsRewritable else {
        throw .call(.forceCastNotRemovable)
      }
      guard site.castClass == .module(name) else {
        throw .call(.forceCastToOtherClass(cast: site.castType ?? "", view: name))
      }
      // An Optional result is unwrapped instead, which traps where the cast did.
      return site.edit(
        source.tokens[site.closeParen].end, source.tokens[castEnd].end, staysOptional ? "!" : "")
    case .conditional?:
      guard site.castClass == .module(name) else {
        throw .call(.conditionalCastToOtherClass(cast: site.castType ?? "", view: name))
      }
      guard source.isWord(site.closeParen + 1, "as"), let path = source.dottedPath(at: site.closeParen + 3),
        Migrator.endsExpression(source, after: path.last)
      else {
        throw .call(.conditionalCastNotCoercible)
      }
      return site.edit(
        source.tokens[site.closeParen + 1].start, source.tokens[path.last].end,
        "as " + source.text(from: site.closeParen + 3, through: path.last) + "?")
    case .coercion?, .typed?:
      guard site.castClass == .module(name) else {
        throw .call(.usedAsOtherClass(cast: site.castType ?? "", view: name))
      }
      return nil
    case nil:
      return try uncastResultEdit()
    }
  }

  /// The result was a plain cell. Returned, or assigned to a variable that held one, the view's class in
  /// its place is the same. Bound to a new name, the name keeps UIKit's type, so that the code after it
  /// means the same (a later `cell as? View` would otherwise warn that it always succeeds).
  private func uncastResultEdit() throws(Reason) -> MigrationEdit? {
    let start = receiverStart
    let end = hasBang ? site.closeParen + 1 : site.closeParen
    // An Optional still used as one (`?.`, `??`) would be a non-optional now.
    guard !returnsOptional || staysOptional || hasBang || Migrator.endsStatement(source, after: end) else {
      throw .call(.optionalUsedAsOne)
    }
    if source.isWord(start - 1, "return") || Migrator.isWholeBody(site, from: start, through: end, in: module)
    {
      return nil
    }
    // `guard let cell = …` and `if let cell = …` of a dequeue that stays Optional bind the name, which
    // keeps UIKit's type as a new binding does.
    if staysOptional, !hasBang, let bound = Migrator.optionalBinding(source, before: start),
      Migrator.endsExpression(source, after: end)
    {
      return try uikitTypeAnnotation(after: bound, optional: false)
    }
    guard Migrator.endsStatement(source, after: end), source.isKind(start - 1, .operator),
      source.text(start - 1) == "=",
      source.name(start - 2) != nil
    else {
      throw .call(.notCastToItsClass)
    }
    if let binding = Migrator.newBinding(source, before: start) {
      return try uikitTypeAnnotation(after: binding, optional: returnsOptional && !hasBang)
    } else if source.isWord(start - 3, "let") || source.isWord(start - 3, "var")
      || !source.tokens[start - 2].isAtStartOfLine
    {
      throw .call(.notCastToItsClass)
    }
    return nil
  }

  /// The edit that writes UIKit's class after the name a binding declares (`let cell: UITableViewCell? =`),
  /// which keeps the type it had; impossible where the module declares a type of that name.
  private func uikitTypeAnnotation(after name: Int, optional: Bool) throws(Reason) -> MigrationEdit {
    let type = family.uikitClass
    guard !module.declaresType(type) else {
      throw .call(.notCastToItsClass)
    }
    return site.edit(source.tokens[name].end, source.tokens[name].end, ": " + type + (optional ? "?" : ""))
  }
}
