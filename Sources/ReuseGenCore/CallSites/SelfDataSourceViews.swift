/// The views whose `dataSource` a module's code sets to `self`, which `RegistrationScope` reads to tell
/// that a type serves the view it registers on. Read here from the tokens and the type bodies the index
/// records, so that the index, which `list` and `generate` build too, holds no fact only `audit` reads.
extension CallSiteModule {
  /// The views `self.tableView?.dataSource = self` sets, by the innermost type around the assignment:
  /// `tableView` there.
  static func selfDataSourceViews(sources: ArraySlice<SourceFile>, indices: ArraySlice<SourceIndex>)
    -> [String: Set<String>]
  {
    var result: [String: Set<String>] = [:]
    // One search of a file's bytes rules out most files before their tokens are walked.
    for (source, index) in zip(sources, indices)
    where !index.typeBodies.isEmpty && dataSourceSearch.occurs(in: source.bytes) {
      // Every token of the module passes here: its length and first byte rule most out before any text is
      // compared.
      for name in source.tokens.indices
      where source.tokens[name].end - source.tokens[name].start == 10
        && source.bytes[source.tokens[name].start] == UInt8(ascii: "d")
        && source.isWord(name, dataSourceProperty)
      {
        guard name >= 2, source.isKind(name - 1, .period), source.isKind(name + 1, .operator),
          source.hasText(name + 1, "="),
          source.isWord(name + 2, "self"), let type = index.innermostType(around: name)
        else { continue }
        let optional = ["?", "!"].contains(source.text(name - 2))
        if let view = source.name(name - (optional ? 3 : 2)) { result[type, default: []].insert(view) }
      }
    }
    return result
  }

  /// The property whose assignment to `self` is read.
  static let dataSourceProperty = "dataSource"

  private static let dataSourceSearch = ByteSearch(dataSourceProperty, anchor: "S")
}
