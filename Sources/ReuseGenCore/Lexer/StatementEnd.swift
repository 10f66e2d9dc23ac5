extension SourceFile {
  /// The last token of the statement that starts at `first`, inside a brace that closes at `close`: the
  /// statement ends before the next line that starts outside its brackets. `nil` when a `;` puts more code
  /// after it on its line, or a bracket does not close.
  func lastTokenOfStatement(from first: Int, before close: Int) -> Int? {
    var last = first
    while last < close {
      if [.leftParen, .leftSquare, .leftBrace].contains(tokens[last].kind) {
        guard let bracketClose = matchingClose(last) else { return nil }
        last = bracketClose
      }
      guard last + 1 < close, !tokens[last + 1].isAtStartOfLine else { break }
      guard !isKind(last + 1, .semicolon) else { return nil }
      last += 1
    }
    return last
  }
}
