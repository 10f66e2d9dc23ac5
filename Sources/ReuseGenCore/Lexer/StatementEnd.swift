extension SourceFile {
  /// The last token of the statement that starts at `first`, inside a brace that closes at `close`: the
  /// statement ends before the next line that starts outside its brackets. `nil` when a `;` puts more code
  /// after it on its line, or a bracket does not close. With `endingAtSemicolon`, a `;` that ends its line
  /// (`let id = isCompact ? "A" : "B";`) ends the statement before it: a caller that edits the tokens it
  /// returns keeps the `;`, and one that deletes the statement must not ask for this.
  func lastTokenOfStatement(from first: Int, before close: Int, endingAtSemicolon: Bool = false) -> Int? {
    var last = first
    while last < close {
      if [.leftParen, .leftSquare, .leftBrace].contains(tokens[last].kind) {
        guard let bracketClose = matchingClose(last) else { return nil }
        last = bracketClose
      }
      guard last + 1 < close, !tokens[last + 1].isAtStartOfLine else { break }
      if isKind(last + 1, .semicolon) {
        let next = last + 2
        guard endingAtSemicolon, next >= close || tokens[next].isAtStartOfLine else { return nil }
        break
      }
      last += 1
    }
    return last
  }
}
