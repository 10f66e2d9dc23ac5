/// The views whose `dataSource` a module's code sets to `self`, which `RegistrationScope` reads to tell
/// that a type serves the view it registers on. Read from the assignments the index records with the types
/// around them, so that the index, which `list` and `generate` build too, holds no fact only `audit` reads.
extension AuditModule {
  /// The views `self.tableView?.dataSource = self` sets, by the innermost type around the assignment:
  /// `tableView` there.
  static func selfDataSourceViews(sources: ArraySlice<SourceFile>, indices: ArraySlice<SourceIndex>)
    -> [String: Set<String>]
  {
    var result: [String: Set<String>] = [:]
    for (source, index) in zip(sources, indices) {
      for assignment in index.assignments where assignment.name == "dataSource" {
        let equals = assignment.operator
        let name = equals - 1
        guard name >= 2, source.tokens[name].kind == .identifier, source.isKind(name - 1, .period),
          source.text(equals) == "=", source.isWord(equals + 1, "self"),
          let type = assignment.enclosingTypes.last
        else { continue }
        let optional = ["?", "!"].contains(source.text(name - 2))
        if let view = source.name(name - (optional ? 3 : 2)) { result[type, default: []].insert(view) }
      }
    }
    return result
  }
}
