/// How `migrate` moves a registration that a one-element array literal's `forEach` runs once, as wallets
/// and other apps write a registration of each nib (SPEC §10.3):
///
/// ```swift
/// ["NoteCell"].forEach { tableView.register(UINib(nibName: $0, bundle: nil), forCellReuseIdentifier: $0) }
/// ```
///
/// The closure runs the call once, with its one element: the statement becomes the typed call it stands
/// for, `tableView.register(NoteCell.self)`, made by the registration's own rewrite as if the call stood
/// alone. It moves only when the closure holds the call alone (a parameter clause aside), so that nothing
/// else reads the element, and the statement starts its line.
extension Migrator {
  /// The tokens of a `[x].forEach { call }` statement that runs `site` once: its `[`, the closure's `}`,
  /// and the call's first token.
  struct SingleElementForEach {
    var open: Int
    var close: Int
    var callStart: Int
  }

  /// The one-element `forEach` statement around `site`, whose closure is the call alone; `nil` otherwise.
  static func singleElementForEach(_ site: ReuseCallSite, in source: SourceFile) -> SingleElementForEach? {
    guard let brace = site.body, brace >= 3, source.isWord(brace - 1, "forEach"),
      source.isKind(brace - 2, .period), source.isKind(brace - 3, .rightSquare),
      let close = source.matchingClose(brace), close == site.closeParen + 1
    else { return nil }
    // The array literal's `[`, with one element: no comma at its own depth.
    var open = brace - 3
    var depth = 0
    var commas = 0
    while open >= 0 {
      switch source.tokens[open].kind {
      case .rightSquare, .rightParen, .rightBrace: depth += 1
      case .leftSquare, .leftParen, .leftBrace: depth -= 1
      case .comma where depth == 1: commas += 1
      default: break
      }
      if depth == 0 { break }
      open -= 1
    }
    guard open >= 0, source.isKind(open, .leftSquare), commas == 0, open + 1 < brace - 3,
      source.tokens[open].isAtStartOfLine
    else { return nil }
    // The closure's parameter clause, if any: `name in` or `(name) in`.
    var callStart = brace + 1
    if source.isWord(brace + 2, "in") {
      callStart = brace + 3
    } else if source.isKind(brace + 1, .leftParen), source.isKind(brace + 3, .rightParen),
      source.isWord(brace + 4, "in")
    {
      callStart = brace + 5
    }
    // The call alone: a receiver of names, `.`, `?` and `!` from the clause to the method's name.
    guard site.isMemberCall, callStart < site.nameToken - 1, source.isKind(site.nameToken - 1, .period),
      (callStart..<(site.nameToken - 1)).allSatisfy({ index in
        switch source.tokens[index].kind {
        case .identifier, .period: true
        case .operator: ["?", "!"].contains(source.text(index))
        default: false
        }
      })
    else { return nil }
    return SingleElementForEach(open: open, close: close, callStart: callStart)
  }

  /// The statement `loop` replaced by the call as `edits` rewrite it; `nil` when an edit reaches outside
  /// the call.
  static func unrolled(
    _ edits: [MigrationEdit], of site: ReuseCallSite, in loop: SingleElementForEach, source: SourceFile
  )
    -> [MigrationEdit]?
  {
    let call = source.tokens[loop.callStart].start..<source.tokens[site.closeParen].end
    guard edits.allSatisfy({ $0.file == site.file && call.contains($0.start) && $0.end <= call.upperBound })
    else { return nil }
    var text = Array(source.bytes[call])
    for edit in edits.sorted(by: { $0.start > $1.start }) {
      text.replaceSubrange(
        (edit.start - call.lowerBound)..<(edit.end - call.lowerBound), with: Array(edit.replacement.utf8))
    }
    return [
      MigrationEdit(
        file: site.file, start: source.tokens[loop.open].start, end: source.tokens[loop.close].end,
        replacement: String(decoding: text, as: UTF8.self))
    ]
  }
}
