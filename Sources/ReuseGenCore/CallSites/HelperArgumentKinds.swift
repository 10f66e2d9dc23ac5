/// Whether a call passes an instance where a helper takes a metatype (SPEC §10.4: only calls on a table or
/// collection view are reuse calls): `crashlytics.register(self)` in a view controller's method, or
/// `crashlytics.register(reportable)` with `reportable: CrashReportable`, is another type's `register`,
/// whatever the receiver, since Swift would not pass either to the module's `register(_ cellType:
/// UITableViewCell.Type)`.
extension CallSiteModule {
  func passesInstanceToMetatype(
    _ helper: FunctionDeclaration, file: Int, nameToken: Int, arguments: [ReuseCallSite.Argument]
  ) -> Bool {
    let source = sources[file]
    let scope = indices[file].scopes[nameToken]
    let enclosing = scope?.function.map { indices[file].functions[$0] }
    for argument in arguments where argument.first == argument.last {
      guard let parameter = helper.parameters.first(where: { $0.label == argument.label }),
        Self.isMetatype(parameter.type)
      else { continue }
      if source.isWord(argument.first, "self") {
        // `self` is a metatype in a `static` or `class` method only.
        if let enclosing, !Self.isTypeMember(enclosing, in: source) { return true }
        continue
      }
      guard let name = source.name(argument.first), name.first?.isLowercase == true else { continue }
      // A parameter of the function around the call, written as an instance's type.
      if let written = enclosing?.parameters.first(where: { $0.name == name })?.type {
        if !Self.isMetatype(written), !(enclosing?.genericParameters.contains(written) ?? false) {
          return true
        }
        continue
      }
      // A property or local whose declaration gives it a type: a metatype's has none the lookup types.
      let place = ExpressionPlace(
        file: file, token: nameToken, scope: scope ?? ScopeSnapshot(types: [], braces: []))
      if lookup.valueType(of: name, at: place) != nil { return true }
    }
    return false
  }

  /// `T.Type`, `(A & B).Type`, `AnyClass`, optional or not.
  static func isMetatype(_ written: String) -> Bool {
    var type = written.hasPrefix("@escaping") ? String(written.dropFirst(9)) : written
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    return type.hasSuffix(".Type") || type == "AnyClass" || type.hasSuffix(".Type)")
  }

  /// Whether the function is declared `static` or `class`: its modifiers, back to the line it starts on.
  private static func isTypeMember(_ function: FunctionDeclaration, in source: SourceFile) -> Bool {
    var index = function.nameToken - 2
    while index >= 0, source.tokens[index].kind == .identifier || source.isKind(index, .atSign) {
      if source.isWord(index, "static") || source.isWord(index, "class") { return true }
      if source.tokens[index].isAtStartOfLine { break }
      index -= 1
    }
    return false
  }
}
