/// `migrate --retire-helpers` for the Reusable library (SPEC §10.3): its register and dequeue calls are
/// relabelled to the generated API, the views' `Reusable` and `NibReusable` conformances go, and so does
/// `import Reusable` where nothing else of the library is used. All of it, or (with a note) none: a view
/// that keeps a conformance would keep the library's overloads beside the generated ones.
enum ReusableLibraryRetirement {
  /// The library's names that keep its import.
  private static let libraryNames: Set<String> = [
    "Reusable", "NibReusable", "NibLoadable", "NibOwnerLoadable", "StoryboardBased", "StoryboardSceneBased",
    "loadFromNib", "instantiate", "loadNibContent", "sceneIdentifier", "sceneStoryboard",
  ]
  /// The conformances that retiring removes.
  private static let retired: Set<String> = ["Reusable", "NibReusable"]

  static func plan(_ module: CallSiteModule) -> (edits: [MigrationEdit], notes: [Diagnostic]) {
    let files = 0..<module.moduleFileCount
    let imports = files.compactMap { file in importToken(in: module.sources[file]).map { (file, $0) } }
    guard !imports.isEmpty,
      // The module's own top-level `protocol Reusable` is not the library's.
      !(module.lookup.typeNames.types(named: "Reusable", recorder: nil) ?? []).contains(where: {
        $0.kind == .protocol && $0.path == "Reusable"
      })
    else { return ([], []) }
    let location = module.sources[imports[0].0].location(imports[0].1)
    func kept(_ reason: KeptReason) -> ([MigrationEdit], [Diagnostic]) {
      ([], [Diagnostic(MigrationNote.keptReusableLibrary(reason), at: location)])
    }
    var edits: [MigrationEdit] = []
    var calls = 0
    for site in module.sites where site.file < module.moduleFileCount && site.typedView != nil {
      let source = module.sources[site.file]
      let labels = site.arguments.map(\.label)
      guard let relabelled = relabel(site, labels: labels, source: source) else {
        if labels == ["_"], source.text(site.nameToken) == "dequeueReusableHeaderFooterView" {
          return kept(.optionalHeaderFooterDequeue(place: site.location))
        }
        continue
      }
      edits += relabelled
      calls += 1
    }
    var conformances = 0
    for file in files {
      let source = module.sources[file]
      for (token, comma) in retiredConformances(in: source) {
        guard let comma else {
          return kept(.conformanceNotLast(place: source.location(token)))
        }
        if usesNibLoadable(source, near: token, module: module) {
          return kept(.usesNibLoading(place: source.location(token)))
        }
        if source.text(token) == "NibReusable", let name = declaredName(source, around: token),
          module.view(named: name)?.source.nibName == nil
        {
          return kept(.nibReusableWithoutXib(view: name))
        }
        edits.append(
          MigrationEdit(
            file: file, start: source.tokens[comma].start, end: source.tokens[token].end, replacement: ""))
        conformances += 1
      }
    }
    // An import goes when its file names nothing else of the library once the edits are made.
    var removedImports = 0
    for (file, token) in imports {
      let source = module.sources[file]
      let removed = edits.filter { $0.file == file }
      let stillUses = source.tokens.indices.contains { index in
        index != token + 1 && source.name(index).map(libraryNames.contains) == true
          && !removed.contains {
            $0.start <= source.tokens[index].start && source.tokens[index].end <= $0.end
          }
      }
      guard !stillUses else { continue }
      var end = source.tokens[token + 1].end
      while end < source.bytes.count, source.bytes[end] != UInt8(ascii: "\n") { end += 1 }
      if end < source.bytes.count { end += 1 }
      edits.append(MigrationEdit(file: file, start: source.tokens[token].start, end: end, replacement: ""))
      removedImports += 1
    }
    guard calls + conformances > 0 else { return ([], []) }
    return (
      edits,
      [
        Diagnostic(
          MigrationNote.retiredReusableLibrary(
            calls: calls, conformances: conformances, imports: removedImports),
          at: location)
      ]
    )
  }

  /// The `import` token of `import Reusable`.
  private static func importToken(in source: SourceFile) -> Int? {
    source.tokens.indices.first { source.isWord($0, "import") && source.isWord($0 + 1, "Reusable") }
  }

  /// The edits that turn one of the library's typed calls into the generated API's.
  private static func relabel(_ site: ReuseCallSite, labels: [String], source: SourceFile)
    -> [MigrationEdit]?
  {
    let name = source.text(site.nameToken)
    let arguments = site.arguments
    func dropLabel(_ argument: ReuseCallSite.Argument) -> MigrationEdit {
      MigrationEdit(
        file: site.file, start: source.tokens[argument.first - 2].start,
        end: source.tokens[argument.first].start,
        replacement: "")
    }
    func text(_ argument: ReuseCallSite.Argument) -> String {
      source.text(from: argument.first, through: argument.last)
    }
    switch (name, labels) {
    case ("register", ["cellType"]), ("register", ["headerFooterViewType"]):
      return [dropLabel(arguments[0])]
    case ("register", ["supplementaryViewType", "ofKind"]):
      let kindLabel = source.tokens[arguments[1].first - 2]
      return [
        dropLabel(arguments[0]),
        MigrationEdit(
          file: site.file, start: kindLabel.start, end: kindLabel.end,
          replacement: "forSupplementaryViewOfKind"),
      ]
    case ("dequeueReusableCell", ["for", "cellType"]):
      return [
        MigrationEdit(
          file: site.file, start: source.tokens[arguments[0].first - 2].start,
          end: source.tokens[arguments[1].last].end,
          replacement: text(arguments[1]) + ", for: " + text(arguments[0]))
      ]
    case ("dequeueReusableSupplementaryView", ["ofKind", "for", "viewType"]):
      guard !source.isWord(site.closeParen + 1, "as"), text(arguments[2]).hasSuffix(".self") else {
        return nil
      }
      let type = String(text(arguments[2]).dropLast(".self".count))
      return [
        MigrationEdit(
          file: site.file, start: source.tokens[arguments[1].last].end,
          end: source.tokens[arguments[2].last].end,
          replacement: ""),
        MigrationEdit(
          file: site.file, start: source.tokens[site.closeParen].end, end: source.tokens[site.closeParen].end,
          replacement: " as " + type),
      ]
    default:
      return nil
    }
  }

  /// Each `Reusable` or `NibReusable` in a class's or extension's inheritance clause, with the comma before
  /// it (`nil` when it comes first).
  private static func retiredConformances(in source: SourceFile) -> [(token: Int, comma: Int?)] {
    var result: [(Int, Int?)] = []
    var index = 0
    while index < source.tokens.count {
      defer { index += 1 }
      guard source.isWord(index, "class") || source.isWord(index, "extension"),
        let colon = clauseColon(source, after: index)
      else { continue }
      var cursor = colon + 1
      while cursor < source.tokens.count, !source.isKind(cursor, .leftBrace), !source.isWord(cursor, "where")
      {
        if let name = source.name(cursor), retired.contains(name), !source.isKind(cursor - 1, .period) {
          result.append((cursor, source.isKind(cursor - 1, .comma) ? cursor - 1 : nil))
        }
        cursor += 1
      }
      index = cursor
    }
    return result
  }

  /// The `:` of the inheritance clause of the declaration whose keyword is at `keyword`.
  private static func clauseColon(_ source: SourceFile, after keyword: Int) -> Int? {
    guard let path = source.dottedPath(at: keyword + 1) else { return nil }
    var next = path.last + 1
    if source.isKind(next, .operator), source.text(next).hasPrefix("<") {
      while next < source.tokens.count, !(source.isKind(next, .operator) && source.text(next).hasSuffix(">"))
      {
        next += 1
      }
      next += 1
    }
    return source.isKind(next, .colon) ? next : nil
  }

  /// The name of the class or extended type whose clause holds the token.
  private static func declaredName(_ source: SourceFile, around token: Int) -> String? {
    var keyword = token
    while keyword > 0, !source.isWord(keyword, "class"), !source.isWord(keyword, "extension") { keyword -= 1 }
    return source.dottedPath(at: keyword + 1)?.components.joined(separator: ".")
  }

  /// Whether code uses the library's nib loading (`X.nib`, `loadFromNib()`) of the class whose conformance
  /// is at `token`, which a `NibReusable` conformance provides.
  private static func usesNibLoadable(_ source: SourceFile, near token: Int, module: CallSiteModule) -> Bool {
    guard source.text(token) == "NibReusable" else { return false }
    var keyword = token
    while keyword > 0, !source.isWord(keyword, "class"), !source.isWord(keyword, "extension") { keyword -= 1 }
    guard let name = source.name(keyword + 1) else { return true }
    return module.sources.prefix(module.moduleFileCount).contains { other in
      other.tokens.indices.contains { index in
        other.isWord(index, name) && other.isKind(index + 1, .period)
          && (other.isWord(index + 2, "nib") || other.isWord(index + 2, "loadFromNib"))
      }
    }
  }
}
