extension CallSiteModule {
  /// The value of the local `let` an argument names, as the argument it stands for: `bundle` in
  /// `let bundle = Bundle(for: Cell.self)` then `UINib(nibName: "Cell", bundle: bundle)` is
  /// `Bundle(for: Cell.self)`. `nil` when the argument is not one name, or the name is no `let` declared
  /// before it in a brace around it, or its value does not end its statement.
  func localValue(of argument: ReuseCallSite.Argument, at place: ExpressionPlace) -> ReuseCallSite.Argument? {
    let source = sources[place.file]
    guard argument.first == argument.last, let name = source.name(argument.first) else { return nil }
    let locals = indices[place.file].constants.filter { constant in
      guard case .local(let brace) = constant.scope else { return false }
      return constant.name == name && constant.token < argument.first && place.scope.braces.contains(brace)
    }
    guard let local = locals.max(by: { $0.token < $1.token }), case .local(let open) = local.scope,
      source.isWord(local.token - 1, "let"), let valueStart = local.valueStart,
      valueStart == local.token + 2, let close = source.matchingClose(open),
      let last = source.lastTokenOfStatement(from: valueStart, before: close, endingAtSemicolon: true)
    else { return nil }
    return ReuseCallSite.Argument(label: argument.label, first: valueStart, last: last)
  }
}
