extension SourceFile {
  /// The tokens of the scope a statement at `token` is in, directly inside the brace `open...close`: when
  /// the brace is a `switch`'s and the statement is in one of its cases, only that case's body (a local
  /// declared there is not seen by the other cases, which may declare their own of the same name);
  /// otherwise the whole brace, `open + 1 ..< close`.
  func caseBody(around token: Int, open: Int, close: Int) -> Range<Int> {
    var labels: [Int] = []
    var depth = 0
    for index in (open + 1)..<close {
      switch tokens[index].kind {
      case .leftParen, .leftSquare, .leftBrace: depth += 1
      case .rightParen, .rightSquare, .rightBrace: depth -= 1
      default:
        if depth == 0, isCaseLabel(index) { labels.append(index) }
      }
    }
    guard !labels.isEmpty else { return (open + 1)..<close }
    let start = labels.last { $0 < token } ?? (open + 1)
    let end = labels.first { $0 > token } ?? close
    return start..<end
  }

  /// Whether the word at `index` starts a `switch` case: `default:`, or `case` that no `if`, `guard`,
  /// `while`, `for` or `,` puts in a condition (`if case .some(let x) = y`).
  private func isCaseLabel(_ index: Int) -> Bool {
    if isWord(index, "default") { return isKind(index + 1, .colon) }
    guard isWord(index, "case") else { return false }
    return
      !(isWord(index - 1, "if") || isWord(index - 1, "guard") || isWord(index - 1, "while")
      || isWord(index - 1, "for") || isKind(index - 1, .comma))
  }
}
