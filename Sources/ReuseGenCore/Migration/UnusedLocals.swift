/// The local constants that only rewritten call sites used: `let headerID = "NotesHeader"` before a
/// registration that now passes the type. Left behind, each is a new "initialization of immutable value
/// was never used" warning, which stops a build that treats warnings as errors (SPEC §10.4), so `migrate`
/// deletes the declaration with the edits that made it unused.
enum UnusedLocals {
  /// The deletions, and the declarations they remove by file and name token.
  static func deletions(_ module: CallSiteModule, sites: [Int], edits: [MigrationEdit])
    -> (edits: [MigrationEdit], removed: Set<Declaration>)
  {
    var deletions: [MigrationEdit] = []
    var removed = Set<Declaration>()
    for site in sites.map({ module.sites[$0] }) {
      for constant in candidates(site, module: module) where !removed.contains(Declaration(constant)) {
        guard
          let deletion = deletion(
            of: constant, module: module, edits: edits.filter { $0.file == constant.file })
        else { continue }
        deletions.append(deletion)
        removed.insert(Declaration(constant))
      }
    }
    return (deletions, removed)
  }

  /// The locals a rewritten site may have been the last to use: the constant its identifier names, and one
  /// its arguments name (`let headerType = Header.self`, then `register(headerType.loadNib(), …)`; `let
  /// bundle = Bundle(for: Cell.self)`, then `register(UINib(nibName: "Cell", bundle: bundle), …)`).
  private static func candidates(_ site: ReuseCallSite, module: CallSiteModule) -> [StringConstant] {
    var found: [StringConstant] = []
    if let declaration = site.identifier.constantDeclaration, let written = site.identifier.constantName,
      !written.contains("."),
      let constant = module.indices[declaration.file].constants.first(where: {
        $0.token == declaration.token && $0.name == written
      })
    {
      found.append(constant)
    }
    let source = module.sources[site.file]
    let place = ExpressionPlace(
      file: site.file, token: site.nameToken,
      scope: module.indices[site.file].scopes[site.nameToken] ?? ScopeSnapshot(types: [], braces: []))
    for argument in site.arguments {
      for token in argument.first...argument.last {
        guard let name = source.name(token), name.first?.isLowercase == true,
          let constant = module.lookup.constant(named: name, at: place), constant.file == site.file,
          case .local = constant.scope,
          !found.contains(where: { $0.token == constant.token })
        else { continue }
        found.append(constant)
      }
    }
    return found
  }

  /// A declaration, by file and the token of its name.
  struct Declaration: Hashable {
    var file: Int
    var token: Int
    init(_ declaration: (file: Int, token: Int)) { (file, token) = declaration }
    init(_ constant: StringConstant) { (file, token) = (constant.file, constant.token) }
  }

  /// The edit that deletes the line of `let name = value` when no token of its brace names it but those the
  /// edits replace; `nil` when anything else does, or the statement shares its lines with other code.
  private static func deletion(of constant: StringConstant, module: CallSiteModule, edits: [MigrationEdit])
    -> MigrationEdit?
  {
    guard case .local(let open) = constant.scope, let valueStart = constant.valueStart else { return nil }
    let source = module.sources[constant.file]
    let keyword = constant.token - 1
    guard source.isWord(keyword, "let"), source.tokens[keyword].isAtStartOfLine,
      let close = source.matchingClose(open)
    else { return nil }
    for index in (open + 1)..<close where index != constant.token && source.name(index) == constant.name {
      let token = source.tokens[index]
      let isReplaced = edits.contains { edit in
        edit.start <= token.start && token.end <= edit.end && !mentions(edit.replacement, constant.name)
      }
      if !isReplaced { return nil }
    }
    // The statement ends before the next line that starts outside its brackets, and nothing follows it there.
    guard let last = source.lastTokenOfStatement(from: valueStart, before: close) else { return nil }
    let bytes = source.bytes
    var lineStart = source.tokens[keyword].start
    while lineStart > 0,
      bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t")
    {
      lineStart -= 1
    }
    guard lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n") else { return nil }
    var lineEnd = source.tokens[last].end
    while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
    if lineEnd < bytes.count { lineEnd += 1 }
    // A rewrite on the same line would overlap the deletion.
    guard !edits.contains(where: { $0.start < lineEnd && lineStart < $0.end }) else { return nil }
    return MigrationEdit(file: constant.file, start: lineStart, end: lineEnd, replacement: "")
  }

  /// Whether `text` has `name` as a whole word.
  private static func mentions(_ text: String, _ name: String) -> Bool {
    var rest = Substring(text)
    while let range = rest.range(of: name) {
      let before = rest[..<range.lowerBound].last
      let after = rest[range.upperBound...].first
      let isWordCharacter = { (character: Character?) in
        character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
      }
      if !isWordCharacter(before), !isWordCharacter(after) { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }
}
